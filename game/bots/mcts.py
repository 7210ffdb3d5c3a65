"""Information-set Monte Carlo tree search (levels Hard and Expert), for any game.

The search knows nothing about the game: it talks to the :class:`~game.bots.base.GameAdapter`
(determinizer, candidate moves, priors, rollout policy, evaluation) and the
:class:`~game.core.protocol.GameState` protocol.

Algorithm (single-observer ISMCTS, Cowling, Powley & Whitehouse 2012, with PUCT selection):

1. *Determinize*: each iteration samples a full state consistent with the bot's view.
2. *Select*: walk down one tree of move sequences. At each node the moves legal in *this*
   determinization compete by PUCT: ``Q + c * P * sqrt(N) / (1 + n)``, where ``Q`` is the mean
   reward of the player who makes the move, ``P`` the adapter's prior (heuristic move ordering,
   normalised) and ``N`` the node's visits. Unvisited moves start from the parent's mean (first
   play urgency), so the prior decides which one is tried first.
3. *Expand* the first move never tried in the tree.
4. *Play out* with the adapter's cheap policy until :meth:`GameAdapter.rollout_done` (the end of
   the game, or a horizon after which the adapter's evaluation is trusted), or for at most
   ``playout_moves`` moves when given (a cheap search for tests).
5. *Back up* the evaluation (each player's estimated share of the win) along the path; each node
   keeps the reward of the player who moved into it, so every player maximises its own share.

The budget is an iteration count and/or a wall-clock time limit (``time.perf_counter``, which
also works in the browser; the search stops when one more average iteration would probably
overrun it), of which the adapter may give a decision only a share (``think_share``). With
``time_limit=None`` the result depends only on the seed and the view, which is what tests use.
The move played is the root move with the most visits; the search stops early once no other
root move could catch up within the budget left.
"""

from __future__ import annotations

import math
import time

from game.core.protocol import GameState, Move
from game.core.rng import Rng

from .base import AdapterBot, GameAdapter, View


class Node:
    """One move sequence from the root (an information set of the searching player)."""

    __slots__ = ("children", "player", "priors", "total", "visits")

    def __init__(self, player: int) -> None:
        self.player = player  # who made the move leading here (-1 at the root)
        self.children: dict[Move, Node] = {}
        self.priors: dict[Move, float] | None = None
        self.visits = 0
        self.total = 0.0  # sum of the rewards of ``player``


class MCTSBot(AdapterBot):
    """ISMCTS with heuristic priors, heuristic playouts and an evaluation at the horizon.

    ``iterations`` / ``time_limit`` (seconds, wall clock): the budget; either may be ``None``.
    ``exploration``: the PUCT constant. ``horizon``: playout length passed to the adapter
    (``None``: the game's default). ``playout_moves``: at most this many moves a playout, in
    any game (``None``: as many as the adapter's horizon asks); a cheap search for tests that
    need the search's workings (determinizing, selecting, playing out, evaluating) but not its
    strength. ``early_stop``: stop once the choice is settled (never changes the move chosen;
    off only to test that).
    """

    level = "hard"

    def __init__(
        self,
        adapter: GameAdapter,
        seed: int = 0,
        iterations: int | None = 2000,
        time_limit: float | None = 1.0,
        exploration: float = 1.0,
        min_iterations: int = 8,
        horizon: int | None = None,
        playout_moves: int | None = None,
        early_stop: bool = True,
    ) -> None:
        super().__init__(adapter, seed)
        if iterations is None and time_limit is None:
            raise ValueError("A search needs an iteration budget or a time limit.")
        self.iterations = iterations
        self.time_limit = time_limit
        self.exploration = exploration
        self.min_iterations = min_iterations
        self.horizon = horizon
        self.playout_moves = (1 << 60) if playout_moves is None else playout_moves
        self.early_stop = early_stop

    def _choose(self, view: View, legal: list[str], rng: Rng) -> str:
        start = time.perf_counter()
        adapter = self.adapter
        det = adapter.determinizer(view)
        player = adapter.viewer(view)
        root_state = det.sample(rng)
        root_moves = adapter.search_moves(root_state, player)
        legal_set = set(legal)
        # the listed moves first; a candidate outside ``legal`` stays only if the game's
        # ``is_legal`` accepts it (a game may allow more moves than it lists)
        listed = [m for m in root_moves if root_state.move_to_text(m) in legal_set]
        root_moves = listed + [
            m
            for m in root_moves
            if root_state.move_to_text(m) not in legal_set and root_state.is_legal(m, player)
        ]
        if not root_moves:
            raise ValueError("The view and the legal moves do not match.")
        if len(root_moves) == 1:
            # one candidate (the game's search_moves left no alternative): nothing to search
            self.last_info = {"iterations": 0, "seconds": time.perf_counter() - start,
                              "visits": {}}
            return self.checked(root_state, player, root_moves[0], legal)
        root = Node(-1)
        # the game may give this decision a share of the budget (many small decisions in a row)
        share = min(1.0, max(0.0, adapter.think_share(root_state, player)))
        # 3% of the time is kept for what follows the last iteration and for one that runs
        # longer than the average (measured: a 1 s Hard decision otherwise ends up to 1.005 s)
        deadline = None if self.time_limit is None else start + 0.97 * self.time_limit * share
        budget = self.iterations if self.iterations is not None else 1 << 60
        least = self.min_iterations
        if share < 1.0:
            budget = max(1, int(budget * share))
            least = max(2, int(least * share))
        done = 0
        clock = time.perf_counter
        while done < budget:
            if done >= least:
                # stop when the next iteration would probably end past the deadline
                if deadline is not None:
                    now = clock()
                    if now + 1.5 * (now - start) / done >= deadline:
                        break
                if self.early_stop and done % 16 == 0:
                    left = budget - done
                    if deadline is not None:
                        now = clock()
                        left = min(left, int((deadline - now) * done / (now - start)) + 1)
                    if _decided(root, left):
                        break
            state = root_state.clone() if done == 0 else det.sample(rng)
            self._iterate(root, state, player, root_moves, rng)
            done += 1
        best = max(
            root.children.items(),
            key=lambda kv: (kv[1].visits, kv[1].total / kv[1].visits if kv[1].visits else 0.0),
        )[0]
        self.last_info = {
            "iterations": done,
            "seconds": time.perf_counter() - start,
            "visits": {
                root_state.move_to_text(m): (c.visits, round(c.total / max(c.visits, 1), 3))
                for m, c in root.children.items()
            },
        }
        return self.checked(root_state, player, best, legal)

    # -- one iteration -----------------------------------------------------------------------------

    def _iterate(
        self, root: Node, state: GameState, me: int, root_moves: list[Move], rng: Rng
    ) -> None:
        adapter = self.adapter
        c = self.exploration
        path = [root]
        node = root
        first = True
        while not state.is_over():
            actor = state.current_players()[0]
            moves = root_moves if first else adapter.search_moves(state, actor)
            first = False
            if node.priors is None:
                if node is root:
                    raw = adapter.root_priors(state, actor, moves)
                else:
                    raw = adapter.priors(state, actor, moves)
                if raw is None:
                    raw = [1.0] * len(moves)
                total = sum(raw) or 1.0
                node.priors = {m: w / total for m, w in zip(moves, raw, strict=True)}
            priors = node.priors
            children = node.children
            sqrt_n = math.sqrt(node.visits + 1)
            # first play urgency: an untried move counts as the parent's mean for this player
            fpu = 0.5
            if node.visits:
                fpu = _mean_for(node, actor, children)
            best_score = -1e18
            best_move = moves[0]
            default_prior = 1.0 / len(moves)
            for m in moves:
                child = children.get(m)
                p = priors.get(m, default_prior)
                if child is None or child.visits == 0:
                    score = fpu + c * p * sqrt_n
                else:
                    score = child.total / child.visits + c * p * sqrt_n / (1 + child.visits)
                if score > best_score:
                    best_score = score
                    best_move = m
            child = children.get(best_move)
            state.apply_unchecked(best_move, actor)
            if child is None:
                child = Node(actor)
                children[best_move] = child
                path.append(child)
                break
            path.append(child)
            node = child
        start = state
        plies = 0
        if not state.is_over():
            start = state.clone()
            horizon = self.horizon
            cap = self.playout_moves
            while plies < cap and not adapter.rollout_done(state, start, plies, horizon):
                actor = state.current_players()[0]
                state.apply_unchecked(adapter.rollout_move(state, actor, rng), actor)
                plies += 1
        rewards = adapter.evaluate(state)
        for n in path:
            n.visits += 1
            if n.player >= 0:
                n.total += rewards[n.player]


def _decided(root: Node, left: int) -> bool:
    """True when no root move can overtake the most visited one in ``left`` more iterations."""
    first = second = 0
    for ch in root.children.values():
        v = ch.visits
        if v > first:
            first, second = v, first
        elif v > second:
            second = v
    return first - second > left


def _mean_for(node: Node, actor: int, children: dict[Move, Node]) -> float:
    """The mean reward of ``actor`` over the node's tried children (0.5 if none)."""
    visits = 0
    total = 0.0
    for ch in children.values():
        if ch.player == actor and ch.visits:
            visits += ch.visits
            total += ch.total
    return total / visits if visits else 0.5
