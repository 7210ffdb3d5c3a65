"""Puerto Rico (2020 rulebook incl. the official 2-player rules, 2-5 players, and its four
expansions in any combination).

The module exposes ``GAME`` (the :class:`~game.core.protocol.GameDef`) plus helpers for UIs and
bots: :func:`propose_placement` (the Mayor's default placement), :func:`mayor_options` and
:func:`keep_options`. The move notation is documented in :mod:`game.puerto_rico.notation`, the
JSON layout in :mod:`game.puerto_rico.json_io`; the board layout and move decoding for
heuristics in :mod:`game.puerto_rico.layout`, the rules computed on a player's row in
:mod:`game.puerto_rico.rows`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from game.core.protocol import GameDef, Option

from .data import EXPANSION_OPTIONS
from .hidden import HIDDEN
from .migrate import migrate_moves
from .placements import mayor_options, propose_placement
from .rows import keep_options
from .setup import expansions_problem
from .state import PRState

# The setup screen's expansion toggles (option id = expansion name), in the book's order. The
# book allows any combination of the four, at 2-5 players.
EXPANSION_TOGGLES: dict[str, tuple[str, str]] = {
    "buildings": (
        "Expansion 1: New Buildings",
        "14 more violet buildings and forests; before the first round the players draft the "
        "violet buildings onto the board. The four expansions combine freely, at 2–5 players.",
    ),
    "nobles": (
        "Expansion 2: Nobles",
        "Nobles come on the colonist ship and score 1 VP each; eight new buildings reward them.",
    ),
    "buccaneer": (
        "Expansion 3: Buccaneer",
        "An extra role for its chooser alone: piracy, plunder, raid or kidnapping.",
    ),
    "festival": (
        "Expansion 4: Festival",
        "Three goals drawn at setup; the first player to meet each one gets its reward.",
    ),
}
RANDOM_DRAFT = Option(
    "random_draft",
    "Random draft",
    "With New Buildings: the violet buildings are laid on the board at random instead of "
    "drafted by the players.",
    False,
    requires="buildings",
)

OPTIONS = (
    Option(
        "hidden_vp",
        "Keep victory-point chips hidden, as the rulebook says",
        "Each player sees only their own VP chips until the end; off, everyone's are shown.",
        True,
    ),
    # every combination of the expansions is played by the game's own conformance test
    *(Option(name, label, help_, False, exhaustive=False)
      for name, (label, help_) in EXPANSION_TOGGLES.items()),
    RANDOM_DRAFT,
)
_TOGGLES = tuple(o.id for o in OPTIONS if o.id in EXPANSION_TOGGLES)


def setup(options: Mapping[str, Any], seed: int) -> PRState:
    """A new game from normalized options."""
    return PRState.new(
        options["players"],
        seed,
        hidden_vp=options["hidden_vp"],
        expansions=frozenset(options.get("expansions", ())),
        random_draft=bool(options.get("random_draft", False)),
    )


def parse_expansions(value: Any) -> list[str]:
    """The expansion names of an option value: a list of names or one comma-separated text
    (``"buildings,nobles"``; empty or ``"none"``: no expansion), sorted, checked."""
    if isinstance(value, str):
        names = [x.strip() for x in value.split(",") if x.strip() and x.strip() != "none"]
    elif isinstance(value, (list, tuple)) and all(isinstance(x, str) for x in value):
        names = list(value)
    else:
        raise ValueError("The option expansions must be a list of expansion names.")
    if len(names) > len(EXPANSION_OPTIONS):
        raise ValueError("Too many expansions.")
    problem = expansions_problem(set(names))
    if problem:
        raise ValueError(problem)
    return sorted(set(names))


def _normalize(options: Mapping[str, Any]) -> dict[str, Any]:
    """The registry's option check, with the expansions folded into their stored form: the
    setup screen's toggles (``buildings``, ``nobles``... true or false) and the option
    ``expansions`` (a list or a comma-separated text, from records, the command line and the
    tournament's ``--option``) give one sorted list ``expansions``; the keys ``expansions`` and
    ``random_draft`` appear in the result only when an expansion is chosen (``random_draft``
    only with ``buildings``), so a base game's options are exactly what they always were.
    Normalizing a result again gives it back unchanged."""
    if not isinstance(options, Mapping):
        raise ValueError("Options must be a mapping.")
    folded = ("expansions", "random_draft", *EXPANSION_TOGGLES)
    rest = {k: v for k, v in options.items() if k not in folded}
    result = _BASE_GAME.normalize_options(rest)
    for key in folded:
        result.pop(key, None)  # the toggles' defaults: folded below
    names = set(parse_expansions(options.get("expansions", [])))
    for name in EXPANSION_TOGGLES:
        value = options.get(name, False)
        if not isinstance(value, bool):
            raise ValueError(f"The option {name} must be true or false.")
        if value:
            names.add(name)
    expansions = parse_expansions(sorted(names))
    random_draft = options.get("random_draft", False)
    if not isinstance(random_draft, bool):
        raise ValueError("The option random_draft must be true or false.")
    if expansions:
        result["expansions"] = expansions
        if random_draft and "buildings" in expansions:
            result["random_draft"] = True
    return result


def _check_options(options: Mapping[str, Any]) -> str | None:
    """The combinations of the setup screen's fields worth playing: the random draft needs the
    New Buildings (normalizing drops it otherwise, so the conformance suite skips that pair)."""
    if options.get("random_draft") and not options.get("buildings"):
        return "The random draft needs Expansion 1, New Buildings."
    return None


_BASE_GAME = GameDef(
    id="puerto_rico",
    name="Puerto Rico",
    min_players=2,
    max_players=5,
    default_players=4,
    setup=setup,
    state_class=PRState,
    options=OPTIONS,
    check_options=_check_options,
    bots="game.puerto_rico.bots",
    summary="Build a thriving colony: settle plantations, staff buildings, produce goods "
            "and ship them home for victory points. 2–5 players.",
    availability="Playable now: the base game and its four expansions in any combination, "
                 "2–5 players on one device.",
    order=1,
    art="assets/art/puerto_rico.svg",
    hidden=HIDDEN,
    migrate_moves=migrate_moves,
    # a whole Mayor placement with the expansions (every tile kind, twelve buildings and the
    # nobles on four of them, rules-notes 53); random games take at most ~570 moves
    longest_move_text=400,
    longest_game=5_000,
    bench_variants=(
        ("all four expansions", ("--expansions", "buildings,nobles,buccaneer,festival")),
    ),
)
GAME = dataclasses.replace(_BASE_GAME, custom_normalize=_normalize)
normalize_options = GAME.normalize_options

__all__ = [
    "EXPANSION_TOGGLES",
    "GAME",
    "PRState",
    "keep_options",
    "mayor_options",
    "normalize_options",
    "propose_placement",
    "setup",
]
