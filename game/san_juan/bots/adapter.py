"""San Juan plug-in for the generic bots: the determinizer and the adapter.

Everything the bots use reads a :class:`~game.san_juan.state.SJState` that was *rebuilt from a
view* (:class:`SJDeterminizer`), so no bot ever sees another player's real hand, the real deck
order or the real goods. The rules of thumb are in :mod:`.rules`.

Determinization
===============
What a seat sees (see :mod:`game.san_juan.hidden`): every city, covered building and count
(hands, deck, discard pile, goods, Chapels), its own hand, Chapel and Councillor draw, the Gold
Mine's cards while shown, the cards it knows lie in the discard pile (its own discards and the
Gold Mine's shown cards since the last reshuffle) and the trading-house tiles already revealed.

The *unknown cards* are the 110 cards minus everything the seat sees. A sample shuffles them
with the bot's RNG and deals them, count by count, to the places the seat cannot see: the deck,
the unseen part of the discard pile, the other players' hands, Chapels and Councillor draws, and
every good (goods are face down even to their owner). The tiles never revealed are put in a
random order in the unknown places of the stack, and the RNG state (future reshuffles) is drawn
anew. So a sample has exactly the view's public facts, and the 110 cards are all there.

The state is rebuilt once per decision with :meth:`SJState.from_json`; further samples clone it
and re-deal only the unknown cards (fast enough for the search).
"""

from __future__ import annotations

from collections.abc import Sequence

from game.bots.base import Determinizer, GameAdapter, View
from game.core.protocol import GameState, Move
from game.core.rng import Rng
from game.san_juan.data import CARD_INDEX, CARDS, TILES
from game.san_juan.notation import PH_GOLD, PH_OVER, PH_ROLE, PHASE_IDS
from game.san_juan.state import SJState

from . import rules as sj_rules

GAME_ID = "san_juan"


def _ids(cards: Sequence[str] | None) -> list[int]:
    return [CARD_INDEX[c] for c in (cards or [])]


class SJDeterminizer(Determinizer):
    """Full San Juan states consistent with one player's view."""

    def __init__(self, view: View) -> None:
        if view.get("game", GAME_ID) != GAME_ID:
            raise ValueError("not a San Juan view")
        viewer = view.get("viewer")
        if viewer is None:
            raise ValueError("a bot needs a player's view, not a spectator's")
        me = self.viewer = int(viewer)
        players = view["players"]
        n = len(players)
        phase = PHASE_IDS.index(view["phase"])
        cur = view.get("current_player")
        # -- what the viewer sees: every other card is unknown
        remaining = [c.copies for c in CARDS]

        def see(cards: list[int]) -> list[int]:
            for t in cards:
                remaining[t] -= 1
            return cards

        known_discards: list[int] = []
        for cid, k in view.get("known_discards", {}).items():
            known_discards += [CARD_INDEX[cid]] * int(k)
        see(known_discards)
        pdata = []
        drawn: list[int] | None = None
        for p, pv in enumerate(players):
            city = see(_ids([b["card"] for b in pv["city"]]))
            covered = see(_ids(pv.get("covered")))
            hand = see(_ids(pv["hand"])) if p == me else None
            chapel = see(_ids(pv["chapel"])) if p == me else None
            if pv.get("drawn") is not None and pv.get("drawn_size", 0):
                drawn = see(_ids(pv["drawn"]))
            pdata.append((city, covered, hand, chapel, pv))
        if min(remaining) < 0:
            raise ValueError("the view shows more copies of a card than exist")
        self.unknown = [t for t in range(len(CARDS)) for _ in range(remaining[t])]
        # -- the places the viewer cannot see, in a fixed order (the slots ``sample`` fills)
        deck_size = int(view["deck_size"])
        unseen_discards = int(view["discard_size"]) - len(known_discards)
        slots = deck_size + unseen_discards
        out_players = []
        self.hidden_hands: list[tuple[int, int]] = []  # (player, count)
        self.hidden_chapels: list[tuple[int, int]] = []
        self.goods_at: list[tuple[int, int]] = []  # (player, position)
        for p, (city, covered, hand, chapel, pv) in enumerate(pdata):
            if hand is None:
                self.hidden_hands.append((p, int(pv["hand_size"])))
                slots += int(pv["hand_size"])
            if chapel is None:
                self.hidden_chapels.append((p, int(pv["chapel_size"])))
                slots += int(pv["chapel_size"])
            for i, b in enumerate(pv["city"]):
                if b["good"]:
                    self.goods_at.append((p, i))
                    slots += 1
            out_players.append({
                "hand": [CARDS[t].id for t in (hand or [])],
                "city": [{"card": CARDS[t].id, "good": None} for t in city],
                "chapel": [CARDS[t].id for t in (chapel or [])],
                "covered": [CARDS[t].id for t in covered],
            })
        self.hidden_drawn = 0
        if drawn is None and cur is not None:
            self.hidden_drawn = int(players[int(cur)].get("drawn_size", 0))
            slots += self.hidden_drawn
        if slots != len(self.unknown):
            raise ValueError(
                f"the view does not add up: {slots} hidden places, "
                f"{len(self.unknown)} unknown cards"
            )
        self.deck_size = deck_size
        self.unseen_discards = unseen_discards
        # -- the tiles: the stack from the top, prices where revealed
        stack = view.get("tile_stack") or [None] * len(TILES)
        seen_tiles = [None if t is None else TILES.index(tuple(t)) for t in stack]
        if all(t is not None for t in seen_tiles):
            reveals = len(TILES)
        else:
            reveals = sum(1 for t in seen_tiles[1:] if t is not None)
        self.tile_reveals = reveals
        self.stack = seen_tiles
        self.unseen_tiles = [t for t in range(len(TILES)) if t not in seen_tiles]
        # -- the turn bookkeeping: the player acting is start + step
        step = 0
        if phase not in (PH_ROLE, PH_OVER) and cur is not None:
            start = view["role_player"] if phase <= PH_GOLD else view["governor"]
            step = (int(cur) - int(start)) % n
        bit = 1 << me
        data = {
            "game": GAME_ID,
            "version": view.get("version", 1),
            "options": dict(view["options"]),
            "rng": 0,
            "phase": view["phase"],
            "round": view["round"],
            "governor": view["governor"],
            "current_player": cur,
            "role": view.get("role"),
            "role_player": view.get("role_player"),
            "library_active": bool(view.get("library_active")),
            "roles": dict(view["roles"]),
            "picks": view["picks"],
            "library_used": list(view.get("library_used", [False] * n)),
            "step": step,
            "deck": [],
            "discard": [[CARDS[t].id, bit] for t in known_discards],
            "tiles": self.tile_order(list(self.unseen_tiles)),
            "tile_reveals": reveals,
            "drawn": [CARDS[t].id for t in (drawn or [])],
            "players": out_players,
        }
        # a first deal (any), so the loader sees 110 cards; samples re-deal
        self.base = self.load(data, list(self.unknown))

    def tile_order(self, unseen_order: list[int]) -> list[int]:
        """The stack in the engine's order (``tiles[(reveals + i) % 5]`` is ``i`` from the
        top), unseen tiles in ``unseen_order``."""
        n = len(TILES)
        tiles = [0] * n
        it = iter(unseen_order)
        for i, t in enumerate(self.stack):
            tiles[(self.tile_reveals + i) % n] = next(it) if t is None else t
        return tiles

    def load(self, data: dict, pool: list[int]) -> SJState:
        """Load ``data`` with the hidden places filled from ``pool`` (in slot order)."""
        ids = [c.id for c in CARDS]
        pos = 0

        def take(k: int) -> list[int]:
            nonlocal pos
            cards = pool[pos:pos + k]
            pos += k
            return cards

        data = dict(data)
        players = [dict(p) for p in data["players"]]
        data["deck"] = [ids[t] for t in take(self.deck_size)]
        data["discard"] = list(data["discard"]) + [[ids[t], 0] for t in take(self.unseen_discards)]
        for p, k in self.hidden_hands:
            players[p]["hand"] = [ids[t] for t in take(k)]
        for p, k in self.hidden_chapels:
            players[p]["chapel"] = [ids[t] for t in take(k)]
        for p in range(len(players)):
            players[p]["city"] = [dict(b) for b in players[p]["city"]]
        for p, i in self.goods_at:
            players[p]["city"][i]["good"] = ids[take(1)[0]]
        if self.hidden_drawn:
            data["drawn"] = [ids[t] for t in take(self.hidden_drawn)]
        data["players"] = players
        return SJState.from_json(data)

    def sample(self, rng: Rng) -> SJState:
        s = self.base.clone()
        pool = list(self.unknown)
        # Fisher-Yates (multiply-shift index: its bias, below 2**-57 here, does not matter)
        draw = rng.next_u64
        for i in range(len(pool) - 1, 0, -1):
            j = (draw() * (i + 1)) >> 64
            pool[i], pool[j] = pool[j], pool[i]
        pos = 0
        k = self.deck_size
        s.deck = pool[pos:pos + k]
        pos += k
        if self.unseen_discards:
            known = len(s.discard) - self.unseen_discards
            s.discard = s.discard[:known] + pool[pos:pos + self.unseen_discards]
            pos += self.unseen_discards
        for p, k in self.hidden_hands:
            s.hands[p] = pool[pos:pos + k]
            pos += k
        for p, k in self.hidden_chapels:
            s.chapel[p] = pool[pos:pos + k]
            pos += k
        for p, i in self.goods_at:
            s.goods[p][i] = pool[pos]
            pos += 1
        if self.hidden_drawn:
            s.drawn = pool[pos:pos + self.hidden_drawn]
            pos += self.hidden_drawn
        if len(self.unseen_tiles) > 1:
            order = list(self.unseen_tiles)
            rng.shuffle(order)
            s.tiles = self.tile_order(order)
        s.rng_state = rng.next_u64()
        if s.cur != self.viewer and s.phase != PH_OVER:
            s.refresh_legal()  # another player's options depend on their (sampled) cards
        return s


# =================================================================================================
# The adapter
# =================================================================================================


class SJAdapter(GameAdapter):
    """San Juan for the generic bots."""

    game_id = GAME_ID

    #: default playout horizon (see :meth:`rollout_done`): role choices played before stopping
    rollout_picks: int = 4

    def determinizer(self, view: View) -> SJDeterminizer:
        return SJDeterminizer(view)

    def search_moves(self, state: GameState, player: int) -> list[Move]:
        assert isinstance(state, SJState)
        return sj_rules.search_moves(state, player)

    def priors(self, state: GameState, player: int, moves: Sequence[Move]) -> list[float] | None:
        assert isinstance(state, SJState)
        return sj_rules.priors(state, player, moves)

    def heuristic_move(self, state: GameState, player: int, rng: Rng, skill: str) -> Move:
        assert isinstance(state, SJState)
        if skill == "easy":
            return sj_rules.easy_move(state, player, rng)
        return sj_rules.medium_move(state, player)

    def rollout_move(self, state: GameState, player: int, rng: Rng) -> Move:
        assert isinstance(state, SJState)
        return sj_rules.rollout_move(state, player, rng)

    def rollout_done(
        self, state: GameState, start: GameState, plies: int, horizon: int | None = None
    ) -> bool:
        """Playouts stop at the end of the game, or at a role choice once ``horizon`` (default
        :attr:`rollout_picks`) role choices have been played since the playout began."""
        assert isinstance(state, SJState) and isinstance(start, SJState)
        if state.phase == PH_OVER:
            return True
        if state.phase != PH_ROLE:
            return False
        picks = self.rollout_picks if horizon is None else horizon
        return sj_rules.picks_between(start, state) >= picks

    def evaluate(self, state: GameState) -> list[float]:
        assert isinstance(state, SJState)
        return sj_rules.win_shares(state)


ADAPTER = SJAdapter()
