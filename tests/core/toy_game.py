"""A tiny game used only to test the core machinery.

"Hidden Nim": a pile of stones whose size is dealt by the seeded RNG; players take 1–3 stones in
turn; the one who takes the last stone scores 1. Each player also holds a secret number dealt at
setup, hidden from the others in the view. Moves are ints; notation is "take:N".
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.core import GameDef, GameState, IllegalMove, Option, PlayerScore, Rng, register
from game.core.hidden import HiddenInfo, Unseen


class ToyState(GameState):
    game_id = "toy"

    def __init__(self, num_players: int, pile: int, secrets: list[int], rng: Rng) -> None:
        self.num_players = num_players
        self.pile = pile
        self.secrets = secrets
        self.turn = 0
        self.winner: int | None = None
        self.rng = rng

    def current_players(self) -> tuple[int, ...]:
        return () if self.winner is not None else (self.turn,)

    def legal_moves(self, player: int | None = None) -> list[int]:
        if self.winner is not None or (player is not None and player != self.turn):
            return []
        return list(range(1, min(3, self.pile) + 1))

    def apply_unchecked(self, move: Any, player: int) -> None:
        self.pile -= move
        if self.pile == 0:
            self.winner = player
        else:
            self.turn = (self.turn + 1) % self.num_players

    def is_over(self) -> bool:
        return self.winner is not None

    def final_scores(self) -> list[PlayerScore]:
        return [
            PlayerScore(p, int(p == self.winner), {"last stone": int(p == self.winner)},
                        (self.secrets[p],))
            for p in range(self.num_players)
        ]

    def view(self, player: int | None) -> dict[str, Any]:
        return {
            "viewer": player,
            "pile": self.pile,
            "turn": self.turn,
            "secrets": [s if p == player else None for p, s in enumerate(self.secrets)],
        }

    def move_to_text(self, move: Any) -> str:
        return f"take:{move}"

    def parse_move(self, text: str) -> int:
        kind, _, amount = text.partition(":")
        if kind != "take" or not amount.isdigit():
            raise IllegalMove(f"Unreadable move: {text!r}")
        return int(amount)

    def to_json(self) -> dict[str, Any]:
        return {
            "players": self.num_players,
            "pile": self.pile,
            "secrets": self.secrets,
            "turn": self.turn,
            "winner": self.winner,
            "rng": self.rng.state,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> ToyState:
        state = cls(data["players"], data["pile"], list(data["secrets"]), Rng(data["rng"]))
        state.turn = data["turn"]
        state.winner = data["winner"]
        return state


def _setup(options: Mapping[str, Any], seed: int) -> ToyState:
    rng = Rng(seed)
    pile = (30 if options["long_pile"] else 10) + rng.below(20)
    secrets = [rng.below(100) for _ in range(options["players"])]
    return ToyState(options["players"], pile, secrets, rng)


class ToyHidden(HiddenInfo):
    """What a seat cannot know: the other players' secrets, and the RNG."""

    def unseen(self, state: GameState, viewer: int | None) -> Unseen:
        assert isinstance(state, ToyState)
        return Unseen(viewer, places=[p for p in range(state.num_players) if p != viewer])

    def deal(self, state: GameState, unseen: Unseen, rng: Rng) -> None:
        assert isinstance(state, ToyState)
        for p in unseen.places:
            state.secrets[p] = rng.below(100)
        state.rng = Rng(rng.next_u64())

    def from_view(self, view: Mapping[str, Any]) -> GameState:
        secrets = [0 if s is None else s for s in view["secrets"]]
        state = ToyState(len(secrets), view["pile"], secrets, Rng(0))
        state.turn = view["turn"]
        return state


GAME = GameDef(
    "toy", "Toy", 2, 4, setup=_setup, state_class=ToyState,
    options=(Option("long_pile", "Start with a long pile",
                    "The pile holds 30 to 49 stones instead of 10 to 29.", False),),
    summary="Hidden Nim: take 1 to 3 stones; whoever takes the last one wins. 2–4 players.",
    availability="A test game.",
    hidden=ToyHidden(),
)
register(GAME)
