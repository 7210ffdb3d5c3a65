"""What a San Juan player cannot know, and a way to re-draw it (for conformance tests and bots).

Hidden from ``viewer``: the deck's order and contents, the cards in the discard pile the viewer
did not see go there, the other players' hands and Chapel cards, every good (face-down cards
nobody may look at), another player's Councillor draw, the order of the trading-house tiles not
yet revealed, and the RNG. Public: every count (hand, deck, discard, goods, Chapel), cities,
covered buildings, the Gold Mine's cards while shown, the tiles already revealed.
"""

from __future__ import annotations

from typing import Any

from game.core.rng import Rng

from .data import CARD_INDEX, CARDS, TILES
from .state import CARD_IDS, PH_COUNCILLOR, SJState


def redraw_hidden(state: SJState, viewer: int, rng: Rng) -> SJState:
    """A copy of ``state`` with everything ``viewer`` cannot know drawn anew with ``rng``: the
    unknown cards (same places, same counts) are pooled and dealt again, the unseen tiles
    reordered and the RNG state replaced."""
    s = state.clone()
    bit = 1 << viewer
    n = s.num_players
    pool: list[int] = list(s.deck)
    pool += [t for t, m in zip(s.discard, s.dseen, strict=True) if not m & bit]
    for p in range(n):
        if p != viewer:
            pool += s.hands[p] + s.chapel[p]
        pool += [g for g in s.goods[p] if g >= 0]
    other_draw = s.phase == PH_COUNCILLOR and s.cur != viewer
    if other_draw:
        pool += s.drawn
    rng.shuffle(pool)

    def deal(k: int) -> list[int]:
        cards = pool[len(pool) - k:]
        del pool[len(pool) - k:]
        return cards

    s.deck = deal(len(s.deck))
    s.discard = [t if m & bit else deal(1)[0] for t, m in zip(s.discard, s.dseen, strict=True)]
    for p in range(n):
        if p != viewer:
            s.hands[p] = deal(len(s.hands[p]))
            s.chapel[p] = deal(len(s.chapel[p]))
        s.goods[p] = [g if g < 0 else deal(1)[0] for g in s.goods[p]]
    if other_draw:
        s.drawn = deal(len(s.drawn))
    assert not pool
    unseen = [i for i in range(len(s.tiles)) if not _tile_seen(s, i)]
    order = [s.tiles[i] for i in unseen]
    rng.shuffle(order)
    tiles = list(s.tiles)
    for i, t in zip(unseen, order, strict=True):
        tiles[i] = t
    s.tiles = tiles
    s.rng_state = rng.next_u64()
    s.refresh_legal()  # another player's options depend on their (re-drawn) cards
    return s


def _tile_seen(s: SJState, index: int) -> bool:
    """Whether ``tiles[index]`` (stack order at the start) has been revealed."""
    top = s.tile_reveals % len(s.tiles)
    offset = (index - top) % len(s.tiles)
    return s.tile_known(offset)


def sample_state(view: dict[str, Any], rng: Rng) -> SJState:
    """A full state consistent with ``view`` (what its viewer knows): the cards the viewer
    cannot see are dealt at random from those not accounted for, the unseen tiles ordered at
    random. ``sample_state(state.view(p), rng).view(p) == state.view(p)``: a determinizer for
    bots, who must decide from a view alone."""
    viewer = view["viewer"]
    n = view["options"]["players"]
    left = [c.copies for c in CARDS]

    def take(card_id: str) -> None:
        index = CARD_INDEX[card_id]
        if left[index] <= 0:
            raise ValueError(f"the view shows too many {card_id} cards")
        left[index] -= 1

    for pdata in view["players"]:
        for b in pdata["city"]:
            take(b["card"])
        for key in ("covered", "hand", "chapel", "drawn"):
            for card in pdata[key] or ():
                take(card)
    known = [card for card, count in view["known_discards"].items() for _ in range(count)]
    for card in known:
        take(card)
    pool = [CARD_IDS[t] for t in range(len(left)) for _ in range(left[t])]
    rng.shuffle(pool)

    def deal(k: int) -> list[str]:
        if k > len(pool):
            raise ValueError("the view's counts exceed the cards left")
        cards = pool[len(pool) - k:]
        del pool[len(pool) - k:]
        return cards

    bit = 0 if viewer is None else 1 << viewer
    players = []
    drawn: list[str] = []
    for pdata in view["players"]:
        hand = pdata["hand"] if pdata["hand"] is not None else deal(pdata["hand_size"])
        chapel = (pdata["chapel"] if pdata["chapel"] is not None
                  else deal(pdata["chapel_size"]))
        if pdata["drawn_size"]:
            drawn = pdata["drawn"] if pdata["drawn"] is not None else deal(pdata["drawn_size"])
        city = [{"card": b["card"], "good": deal(1)[0] if b["good"] else None}
                for b in pdata["city"]]
        players.append({"hand": list(hand), "city": city, "chapel": list(chapel),
                        "covered": list(pdata["covered"])})
    unknown = view["discard_size"] - len(known)
    discard = [[card, bit] for card in known] + [[card, 0] for card in deal(unknown)]
    deck = deal(view["deck_size"])
    if pool:
        raise ValueError("the view's counts leave cards unaccounted for")
    tiles, reveals = _sample_tiles(view, rng)
    phase = view["phase"]
    cur = view["current_player"]
    if phase in ("builder", "producer", "trader", "councillor", "gold_mine"):
        step = (cur - view["role_player"]) % n
    elif phase in ("start_discard", "chapel", "hand_limit"):
        step = (cur - view["governor"]) % n
    else:
        step = 0
    data = {key: view[key] for key in ("game", "version", "options", "phase", "round",
                                       "governor", "current_player", "role", "role_player",
                                       "library_active", "roles", "picks", "library_used")}
    data.update({"rng": rng.next_u64(), "step": step, "deck": deck, "discard": discard,
                 "tiles": tiles, "tile_reveals": reveals, "drawn": list(drawn),
                 "players": players})
    return SJState.from_json(data)


def _sample_tiles(view: dict[str, Any], rng: Rng) -> tuple[list[int], int]:
    """Tile order and reveal count reproducing the view's ``tile_stack``; unseen tiles in a
    random order."""
    stack = [None if t is None else TILES.index(tuple(t)) for t in view["tile_stack"]]
    size = len(stack)
    if all(t is not None for t in stack):
        return stack, size  # every tile seen: the top one first
    trader = view["phase"] == "trader"
    known = sum(1 for t in stack[1 if trader else 0:] if t is not None)  # at the bottom
    unseen = [t for t in range(size) if t not in stack]
    rng.shuffle(unseen)
    filled = [t if t is not None else unseen.pop() for t in stack]
    # with ``known`` reveals, the stack from the top is tiles[known:] + tiles[:known]
    return filled[size - known:] + filled[:size - known], known
