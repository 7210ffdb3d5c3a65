"""What a player sees: ``view(player)``, the one source tables and bots read.

Public: every city, covered building and count (hands, deck, discard pile, goods, Chapels),
the roles, the trading-house tiles once revealed, the Gold Mine's cards while shown. Each view
adds what its player knows: their hand, their Chapel cards, their own draws and the cards they
know lie in the discard pile (rules notes 14-16); every view shows the cards known to be in a
hand because everyone saw them go there (rules notes 19).

View layout: ``view(player)`` (``player`` None: a spectator)
=============================================================
::

    {
      "game": "san_juan", "version": 1,
      "viewer": 0 | null,
      "options": {"players": 4, "start_variant": false},
      "phase": "start_discard" | "role" | "builder" | "producer" | "trader" | "councillor" |
               "gold_mine" | "chapel" | "hand_limit" | "over",
      "round": 1,                     # 1-based
      "governor": 0,
      "current_player": 0 | null,     # who decides now (null once the game is over)
      "role": "builder" | null,       # the role being carried out (null in role/chapel/...)
      "role_player": 0 | null,        # who chose it
      "library_active": false,        # the role player's Library doubles this privilege
      "roles": {"builder": null | <player>, ...},   # who chose each role this round
      "picks": 0, "picks_per_round": 4,              # roles chosen so far / per round
      "library_used": [false, ...],   # 2 players: the Library was used this round (per player)
      "deck_size": 80,                # cards in the face-down deck
      "discard_size": 0,              # cards in the face-down discard pile
      "known_discards": {"well": 1},  # what the viewer knows lies in the discard pile since the
                                      # last reshuffle: cards they discarded themselves (payments,
                                      # Councillor and Archive discards, hand limit, start variant)
                                      # and public reveals (Gold Mine draws). Spectator: reveals
                                      # only. Goods (sold, Black Market, lost under a Crane) are
                                      # discarded unseen: nobody knows them.
      "tile": [1, 1, 2, 2, 3] | null, # the revealed trading-house tile (Trader phase), cards per
                                      # good sold: indigo, sugar, tobacco, coffee, silver
      "tile_stack": [null, [1,1,1,2,2], ...],  # the 5 tiles from the top of the stack: prices
                                      # once a tile has been revealed, null while never seen
      "revealed": ["quarry", ...],    # Gold Mine: the 4 cards shown to all (current decision)
      "to_keep": 0, "to_discard": 0,  # the current decision: the most cards it keeps / the
                                      # fewest it discards (0: n/a)
      "to_keep_least": 0,             # ... and the fewest it keeps (a Prefecture owner keeps 1
                                      # or 2 of a Councillor draw, a Gold Mine 1 card or none)
      "end_triggered": false,         # a 12th building: the game ends with this Builder phase
      "players": [{
          "hand_size": 4,
          "hand": ["sugar_mill", ...] | null,     # the viewer's own hand only (data order)
          "drawn_size": 0,
          "drawn": ["well", ...] | null,          # Councillor draws, the drawer's eyes only
          "city": [{"card": "indigo_plant", "good": false}, ...],  # build order = positions;
                                                  # "good": a face-down good lies on it (its
                                                  # card is hidden from everyone)
          "goods": 0,                             # number of goods
          "chapel_size": 0,                       # cards under the Chapel (public, see notes)
          "chapel": ["tower", ...] | null,        # the Chapel owner's own eyes only
          "covered": ["smithy"],                  # buildings covered by the Crane (out of game)
          "shown": ["quarry"],                    # hand cards everyone saw go there (the Gold
                                                  # Mine's kept card) and knows are still there:
                                                  # until played face up, or until the hand
                                                  # gives up cards face down (rules notes 19)
          "score": 1                              # VP as if the game ended now (all public)
      }, ...],
      "scores": [PlayerScore.to_json(), ...],     # only once the game is over
      "end_reasons": ["12th_building"]            # only once the game is over: why (also
                                                  # "no_more_buildings", "cards_ran_out")
    }
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .cards import CARD_IDS
from .councillor import keep_least, to_discard
from .data import NUM_CARD_TYPES, START_HAND, TILES
from .end import city_complete, end_reasons, score_breakdown
from .governor import hand_limit
from .notation import PH_COUNCILLOR, PH_GOLD, PH_LIMIT, PH_OVER, PH_START, PH_TRADER
from .prospector import gold_mine_hit
from .round import picks_per_round
from .serialize import public_facts
from .trader import current_tile, tile_known

if TYPE_CHECKING:
    from .state import SJState


def _decision_counts(s: SJState) -> tuple[int, int, int]:
    """The current decision's most cards to keep, fewest to discard and fewest to keep (0:
    not such a decision)."""
    ph = s.phase
    if ph == PH_COUNCILLOR:
        d = to_discard(s, s.cur)
        return len(s.drawn) - d, d, keep_least(s, s.cur)
    if ph == PH_GOLD:
        return (1 if gold_mine_hit(s.drawn) else 0), 0, 0
    if ph == PH_LIMIT:
        return 0, max(0, len(s.hands[s.cur]) - hand_limit(s.city[s.cur])), 0
    if ph == PH_START:
        return 0, max(0, len(s.hands[s.cur]) - START_HAND), 0
    return 0, 0, 0


def player_view(s: SJState, player: int | None) -> dict[str, Any]:
    """What ``player`` (None: a spectator) may see, as JSON-able data (see the module
    docstring)."""
    n = s.num_players
    ph = s.phase
    over = ph == PH_OVER
    bit = 0 if player is None else 1 << player
    everyone = (1 << n) - 1
    counts = [0] * NUM_CARD_TYPES
    for t, m in zip(s.discard, s.dseen, strict=True):
        if (m & bit) or m == everyone:
            counts[t] += 1
    known = {CARD_IDS[t]: c for t, c in enumerate(counts) if c}
    revealed = ph == PH_GOLD and bool(s.drawn)
    players = []
    for p in range(n):
        own = p == player
        goods = s.goods[p]
        drawn = s.drawn if p == s.cur and ph in (PH_COUNCILLOR, PH_GOLD) else []
        players.append({
            "hand_size": len(s.hands[p]),
            "hand": [CARD_IDS[t] for t in sorted(s.hands[p])] if own else None,
            "drawn_size": len(drawn),
            "drawn": ([CARD_IDS[t] for t in sorted(drawn)] if own or (drawn and revealed)
                      else None),
            "city": [{"card": CARD_IDS[t], "good": goods[i] >= 0}
                     for i, t in enumerate(s.city[p])],
            "goods": sum(1 for g in goods if g >= 0),
            "chapel_size": len(s.chapel[p]),
            "chapel": [CARD_IDS[t] for t in sorted(s.chapel[p])] if own else None,
            "covered": [CARD_IDS[t] for t in s.covered[p]],
            "shown": [CARD_IDS[t] for t in sorted(s.shown[p])],
            "score": sum(score_breakdown(s.city[p], s.chapel[p]).values()),
        })
    to_keep, to_discard_now, to_keep_least = _decision_counts(s)
    data: dict[str, Any] = {
        **public_facts(s),
        "viewer": player,
        "picks_per_round": picks_per_round(n),
        "deck_size": len(s.deck),
        "discard_size": len(s.discard),
        "known_discards": known,
        "tile": list(current_tile(s)) if ph == PH_TRADER else None,
        "tile_stack": [list(TILES[s.tiles[(s.tile_reveals + i) % len(TILES)]])
                       if tile_known(s, i) else None for i in range(len(TILES))],
        "revealed": [CARD_IDS[t] for t in sorted(s.drawn)] if revealed else [],
        "to_keep": to_keep,
        "to_discard": to_discard_now,
        "to_keep_least": to_keep_least,
        "end_triggered": city_complete(s),
        "players": players,
    }
    if over:
        data["scores"] = [s.score_of(p).to_json() for p in range(n)]
        data["end_reasons"] = list(end_reasons(s))
    return data
