"""Puerto Rico plug-in for the generic bots: the determinizer and the adapter.

Everything the bots use reads a :class:`~game.puerto_rico.state.PRState` that was *rebuilt from
a view* (:class:`PRDeterminizer`), so no bot ever sees the real hidden plantation order or the
other players' real VP chips. The heuristics (evaluation, rules of thumb, Medium's policy) are
in :mod:`game.puerto_rico.bots.rules`.

Determinization
===============
The view shows everything but the order of the hidden plantation stack, the other players' VP
chips (the VP supply is public, so their *total* is known) and the RNG state (which only decides
future reshuffles of the discard pile). With a Forest House (Expansion 1) it also hides the kind
of a tile another player drew from the stack and is looking at (``hacienda_tile`` "hidden": the
Hacienda's, or the Land Office's) or laid face down as a forest (their ``drawn_forests`` entries,
kind "hidden"). ``deck_counts`` counts per kind every plantation the viewer has not seen: the
stack's ``deck_size`` tiles plus those. A sample:

* shuffles that whole unseen pool with the bot's RNG: the stack gets ``deck_size`` of them, the
  rest fill the pending tile and the others' face-down tiles (their kinds do not matter to play,
  the decision is their owner's and a forest is a forest; only the stack's composition does);
* splits the known total of the other players' VP chips among them: evenly, the remainder to
  random players (the view has no shipping history that would allow a better split);
* draws a fresh RNG state for future reshuffles.

The state is rebuilt once per decision with :meth:`PRState.from_json`; further samples are
made by cloning it and re-sampling only the hidden parts (microseconds, for the search).
"""

from __future__ import annotations

from collections.abc import Sequence

from game.bots.base import Determinizer, GameAdapter, View
from game.core.protocol import GameState, Move
from game.core.rng import Rng
from game.puerto_rico.data import GOOD_IDS, SETUPS
from game.puerto_rico.layout import PH_DRAFT, PH_OVER, PH_ROLE, VP
from game.puerto_rico.state import PRState

from . import rules as pr_rules

GAME_ID = "puerto_rico"

# =================================================================================================
# Determinization
# =================================================================================================


class PRDeterminizer(Determinizer):
    """Full Puerto Rico states consistent with one player's view."""

    def __init__(self, view: View) -> None:
        if view.get("game", GAME_ID) != GAME_ID:
            raise ValueError("not a Puerto Rico view")
        viewer = view.get("viewer")
        if viewer is None:
            raise ValueError("a bot needs a player's view, not a spectator's")
        self.viewer = int(viewer)
        data = {k: v for k, v in view.items() if k not in ("viewer", "deck_size", "deck_counts")}
        data.pop("scores", None)
        counts = view["deck_counts"]
        #: every plantation the viewer has not seen (kinds as ints), the stack's first
        self.pool = [k for k, gid in enumerate(GOOD_IDS) for _ in range(int(counts.get(gid, 0)))]
        size = int(view["deck_size"])
        players = [dict(p) for p in view["players"]]
        n = len(players)
        self.hidden = [p for p in range(n) if players[p].get("vp") is None]
        known = sum(int(players[p]["vp"]) for p in range(n) if p not in self.hidden)
        handed_out = SETUPS[n].vp_chips - int(view["vp_supply"])
        self.hidden_total = max(0, handed_out - known)
        for p in self.hidden:
            players[p]["vp"] = 0
        data["players"] = players
        #: (Expansion 1) another player's pending tile is unseen; so are their face-down tiles
        self.pending = False
        self.theirs: list[int] = []  # indexes in drawn_forests of the others' face-down tiles
        extra = data.get("new_buildings")
        if isinstance(extra, dict):
            placeholder = GOOD_IDS[0]  # any kind: each sample deals a real one from the pool
            extra = dict(extra)
            if extra.get("hacienda_tile") == "hidden":
                self.pending = True
                extra["hacienda_tile"] = placeholder
            forests = [dict(f) for f in extra.get("drawn_forests", [])]
            for i, entry in enumerate(forests):
                if entry.get("kind") == "hidden":
                    self.theirs.append(i)
                    entry["kind"] = placeholder
            extra["drawn_forests"] = forests
            data["new_buildings"] = extra
        if len(self.pool) != size + self.pending + len(self.theirs):
            raise ValueError("the view's deck_counts do not add up to its unseen tiles")
        data["deck"] = [GOOD_IDS[k] for k in self.pool[:size]]
        data["rng"] = 0
        self.base: PRState = PRState.from_json(data)

    def sample(self, rng: Rng) -> PRState:
        s = self.base.clone()
        draw = rng.next_u64
        pending = self.pending
        theirs = self.theirs
        # Fisher-Yates on the unseen tiles (multiply-shift index: the bias, below 2**-58 for
        # these sizes, does not matter here and it is much faster); without unseen tiles off
        # the stack, the stack's copy is shuffled in place
        pool = self.pool[:] if pending or theirs else s.deck
        for i in range(len(pool) - 1, 0, -1):
            j = (draw() * (i + 1)) >> 64
            pool[i], pool[j] = pool[j], pool[i]
        if pending or theirs:
            s.deal_unseen(pool, pending, theirs)
        s.rng_state = rng.next_u64()
        hidden = self.hidden
        if hidden:
            each, extra = divmod(self.hidden_total, len(hidden))
            lucky = list(hidden)
            rng.shuffle(lucky)
            for i, p in enumerate(lucky):
                s.pl[p][VP] = each + (1 if i < extra else 0)
        return s


# =================================================================================================
# The adapter
# =================================================================================================


class PRAdapter(GameAdapter):
    """Puerto Rico for the generic bots."""

    game_id = GAME_ID

    #: default playout horizon (see :meth:`rollout_done`): 0 = when the round they began in ends
    rollout_rounds: int = 0
    #: root priors of a role choice from Medium's look-ahead (softmax temperature, VP)
    root_lookahead: bool = False
    root_temp: float = 1.0

    def determinizer(self, view: View) -> PRDeterminizer:
        return PRDeterminizer(view)

    def search_moves(self, state: GameState, player: int) -> list[Move]:
        assert isinstance(state, PRState)
        if state.phase == PH_DRAFT:
            # the draft's worth shows only rounds later, past the playouts' horizon: the rules
            # decide it (the search would pick at random among equal-looking moves)
            return [pr_rules.fast_move(state)]
        moves = state.legal_moves(player)
        if state.expansions and len(moves) > 12:
            moves = pr_rules.prune_combinations(state, player, moves)
        if state.placing():
            mine = pr_rules.mayor_placement(state, player)
            if mine not in moves:
                moves.append(mine)
        return moves

    def priors(self, state: GameState, player: int, moves: Sequence[Move]) -> list[float] | None:
        assert isinstance(state, PRState)
        if state.phase == PH_ROLE:
            return pr_rules.role_priors(state, player, moves)
        if state.placing():
            pick = pr_rules.mayor_placement(state, player)
        else:
            pick = pr_rules.fast_move(state)
        return [1.0 if m == pick else 0.25 for m in moves]

    def root_priors(
        self, state: GameState, player: int, moves: Sequence[Move]
    ) -> list[float] | None:
        assert isinstance(state, PRState)
        if state.phase == PH_ROLE and self.root_lookahead:
            return pr_rules.role_priors(state, player, moves, self.root_temp, lookahead=True)
        return self.priors(state, player, moves)

    def heuristic_move(self, state: GameState, player: int, rng: Rng, skill: str) -> Move:
        assert isinstance(state, PRState)
        if skill == "easy":
            # careless now and then, but never on a question that can end the game
            if not (state.mayor_ask or state.bonus_left) and rng.below(100) < 20:
                return state.legal[rng.below(len(state.legal))]
            return pr_rules.fast_move(state, rng, noise=2.0)
        if skill == "rules":
            return pr_rules.fast_move(state)
        return pr_rules.medium_move(state, player)

    def rollout_move(self, state: GameState, player: int, rng: Rng) -> Move:
        assert isinstance(state, PRState)
        return pr_rules.rollout_move(state, rng)

    def rollout_done(
        self, state: GameState, start: GameState, plies: int, horizon: int | None = None
    ) -> bool:
        """Playouts stop at the end of the game, or at a role choice: ``horizon`` -1 at the next
        one, ``horizon`` k >= 0 at the first one of the round k + 1 rounds after the round the
        playout began in (0: when that round is over)."""
        assert isinstance(state, PRState) and isinstance(start, PRState)
        if state.phase == PH_OVER:
            return True
        rounds = self.rollout_rounds if horizon is None else horizon
        if state.phase != PH_ROLE:
            return False
        return rounds < 0 or state.round > start.round + rounds

    def evaluate(self, state: GameState) -> list[float]:
        assert isinstance(state, PRState)
        return pr_rules.win_shares(state)


ADAPTER = PRAdapter()

