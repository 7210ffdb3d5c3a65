"""Setting up (book: "Preparazione") and the start variant (book: "Variante").

Each player gets an Indigo Plant in their city and 4 cards from the shuffled deck; the five
trading-house tiles are shuffled into a face-down stack. Seat 0 is the first Governor (rules
notes 1). In the start variant each player draws 4 cards plus their position from the Governor
(1 to 4) instead, and discards down to 4, face down, one player at a time from the Governor
(rules notes 2).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.protocol import Move
from game.core.rng import Rng

from .cards import discard_choices
from .data import CARDS, INDIGO_PLANT, NUM_ROLES, START_HAND, TILES
from .governor import discard_problem
from .notation import M_DISCARD, PH_ROLE, PH_START

if TYPE_CHECKING:
    from .state import SJState


def deal(s: SJState, players: int, seed: int, start_variant: bool) -> None:
    """Fill the fields of a new game in ``s``: the shuffled deck and tiles, the cities and the
    hands, the first round about to begin (its first decision not yet handed out)."""
    rng = Rng(seed)
    n = players
    s.num_players = n
    s.start_variant = bool(start_variant)
    deck = []
    for c in CARDS:
        copies = c.copies - (n if c.index == INDIGO_PLANT else 0)
        deck.extend([c.index] * copies)
    rng.shuffle(deck)
    tiles = list(range(len(TILES)))
    rng.shuffle(tiles)
    s.tiles = tiles
    s.deck = deck
    s.discard = []
    s.dseen = []
    s.city = [[INDIGO_PLANT] for _ in range(n)]
    s.goods = [[-1] for _ in range(n)]
    s.chapel = [[] for _ in range(n)]
    s.covered = [[] for _ in range(n)]
    s.shown = ((),) * n
    s.hands = []
    for seat in range(n):
        extra = seat + 1 if start_variant else 0  # seat 0 is the Governor
        s.hands.append([deck.pop() for _ in range(START_HAND + extra)])
    s.drawn = []
    s.tile_reveals = 0
    s.round = 1
    s.governor = 0
    s.picks = 0
    s.role = -1
    s.role_player = -1
    s.library = False
    s.role_taken = [-1] * NUM_ROLES
    s.lib_used = [False] * n
    s.step = 0
    s.idle = 0
    s.rng_state = rng.state
    s.phase = PH_START if start_variant else PH_ROLE
    s.cur = 0
    s.legal = []


def start_options(state: SJState, p: int) -> list[Move]:
    """The start variant: a few ways to discard down to 4 cards."""
    hand = state.hands[p]
    d = len(hand) - START_HAND
    if d <= 0:
        return []
    return [(M_DISCARD, c) for c in discard_choices(hand, d)]


def start_problem(state: SJState, move: Move, p: int) -> str | None:
    """Why ``p`` may not discard the cards ``move`` names down to 4, or None."""
    return discard_problem(state.hands[p], move[1], START_HAND)
