"""The war on the table (``docs/rio-de-la-plata-board.md``, section 11), read from the view and
the legal move texts only: the groups on the map and waiting outside it, what tapping each square
or group does at the war's current step (the map's highlights), and the words for groups.

A group is named as the moves name it: by its square (``F8``) or, waiting outside the city, by
its size and entry square (``2@A1``; ``2+@A1`` once it has its extra square). Groups of one size
waiting at one entry share a name (the engine cannot tell them apart either): they are drawn as
one token with their count.

At every step a tap acts through the legal moves: a square or group with one move plays it; one
with several opens the choice in the decision pane; in a war turn a group of one's own is picked
first (``select``), then the squares it may reach, the groups it may stack onto or give to, and
the groups that may be sacrificed for its extra square light up."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.rio_de_la_plata.board import COLS, SQUARE_BY_NAME, SQUARE_NAMES

from . import text as words
from .i18n import nt, t

View = dict[str, Any]

# The war pieces in a square's stack (game.rio_de_la_plata.data: SHADOW_PIECE, ENEMY_PIECE).
SHADOW = 10
ENEMY = 20
# A group's turn in ``flags`` (the engine's war.py): squares left once touched, its extra
# square, it fought.
LEFT, EXTRA, FOUGHT, TOUCHED = 7, 8, 16, 32
GROUP_MOVES = (0, 3, 2, 1)  # squares a group of 1, 2, 3 moves in a war turn
STEPS = ("deploy", "bet", "hit", "defend", "fight", "ask", "pickup")
# The moves a tap on the map plays at each step (fight: go, give and sacrifice).
MAP_KINDS = {"deploy": ("deploy",), "hit": ("hit",), "defend": ("defend",),
             "fight": ("go", "give", "sacrifice"), "pickup": ("pickup",)}


def in_war(view: View) -> bool:
    """The view is at a war decision (the phase ``war``)."""
    return view.get("phase_id") == "war" and view.get("war_step") in STEPS


@dataclass(frozen=True)
class Group:
    """A group of war pieces: where it stands (or the entry it waits at) and its pieces, bottom
    to top (the top one's colour leads it)."""

    key: str  # its name in the moves: "F8", "2@A1", "2+@A1"
    square: int  # the square it stands on, or its entry
    pieces: tuple[int, ...]
    outside: bool = False
    extra: bool = False  # its extra square is granted this turn
    count: int = 1  # waiting outside: how many groups of this name wait there
    fought: bool = False  # it fought this turn

    @property
    def leader(self) -> int:
        return self.pieces[-1]

    @property
    def attackers(self) -> bool:
        return self.pieces[0] == ENEMY

    @property
    def size(self) -> int:
        return len(self.pieces)


def square_of(value: Any) -> int:
    """A square from the view: its number, or its name."""
    return SQUARE_BY_NAME.get(value, -1) if isinstance(value, str) else int(value)


def outside_key(entry: int, size: int, extra: bool) -> str:
    return f"{size}{'+' if extra else ''}@{SQUARE_NAMES[entry]}"


def parse_key(key: str) -> tuple[int, int, bool] | None:
    """(entry square, size, extra) of an outside group's name; None for a square's name."""
    if "@" not in key:
        return None
    size, _, entry = key.partition("@")
    extra = size.endswith("+")
    size = size.rstrip("+")
    if not size.isdigit() or entry not in SQUARE_BY_NAME:
        return None
    return SQUARE_BY_NAME[entry], int(size), extra


def groups(view: View) -> dict[str, Group]:
    """Every group of the war by name: on the map (square order), then waiting outside."""
    found: dict[str, Group] = {}
    flags = view.get("flags") or []
    for sq, pieces in enumerate(view.get("stack") or []):
        if pieces:
            flag = int(flags[sq]) if sq < len(flags) else 0
            found[SQUARE_NAMES[sq]] = Group(SQUARE_NAMES[sq], sq, tuple(int(x) for x in pieces),
                                            extra=bool(flag & EXTRA), fought=bool(flag & FOUGHT))
    for entry, size, extra in view.get("outside") or []:
        sq = square_of(entry)
        if sq < 0:
            continue
        key = outside_key(sq, int(size), bool(extra))
        if key in found:
            old = found[key]
            found[key] = Group(key, sq, old.pieces, True, old.extra, old.count + 1)
        else:
            found[key] = Group(key, sq, (ENEMY,) * int(size), True, bool(extra))
    return found


def controller(view: View, piece: int) -> int:
    """Who moves a group led by ``piece``: its player; the attacker for attackers; the 2-player
    defender for the shadow colour."""
    attacker = int(view.get("war_attacker", -1))
    if piece == ENEMY:
        return attacker
    if piece == SHADOW:
        return 1 - attacker
    return piece


def squares_left(view: View, group: Group) -> int:
    """The squares a group may still move this turn (its extra one included)."""
    if group.outside:
        return GROUP_MOVES[min(group.size, 3)] + int(group.extra)
    flags = view.get("flags") or []
    flag = int(flags[group.square]) if group.square < len(flags) else 0
    if flag & TOUCHED:
        return flag & LEFT
    return GROUP_MOVES[min(group.size, 3)]


def side_of(entry: int) -> str:
    """Where the attackers waiting at an entry stand: north of row 1, else west of column A or
    east of column P."""
    if entry < COLS:
        return "N"
    return "W" if entry % COLS == 0 else "E"


# -- the moves ----------------------------------------------------------------------------------

def acting_group(move: str) -> str | None:
    """The group a fight move acts for: the one that goes or gives, or the one a sacrifice
    gives its extra square."""
    kind, _, rest = move.partition(":")
    args = rest.split(":")
    if kind in ("go", "give") and len(args) >= 2:
        return args[0]
    if kind == "sacrifice" and len(args) == 2:
        return args[1]
    return None


def aimed_at(move: str) -> str | None:
    """What a tap plays the move on: a go's or give's target square, a sacrifice's victim, the
    square of a defend or pick-up, the entry of a deploy, the group outside hit by the cannons."""
    kind, _, rest = move.partition(":")
    args = rest.split(":")
    if kind in ("go", "give") and len(args) >= 2:
        return args[1]
    if kind == "sacrifice" and len(args) == 2:
        return args[0]
    if kind == "deploy" and args and "@" in args[0]:
        return args[0].partition("@")[2]
    if kind in ("hit", "defend", "pickup") and args:
        return args[0]
    return None


def own_moves(legal: list[str], picked: str | None) -> list[str]:
    """The picked group's moves aimed at its own name: one of two groups of one size waiting at
    one entry sacrificed for the other (no square to tap: a button)."""
    return [m for m in legal if picked is not None and acting_group(m) == picked
            and aimed_at(m) == picked]


def deploy_sizes(legal: list[str]) -> list[int]:
    """The group sizes the attacker may still deploy, largest first."""
    sizes = {int(m[7]) for m in legal if m.startswith("deploy:") and m[7:8].isdigit()}
    return sorted(sizes, reverse=True)


# -- taps ---------------------------------------------------------------------------------------

@dataclass
class Tap:
    """What tapping a square (``key`` "F8") or a group outside (``key`` "2@A1") does: ``kind``
    is ``select`` (pick the group), ``selected`` (let it go), ``choice`` (show ``moves`` to
    choose from) or the kind of its one move (``moves[0]``)."""

    key: str
    kind: str
    moves: list[str] = field(default_factory=list)

    @property
    def plays(self) -> str | None:
        """The move a tap plays at once (None: it picks, or opens a choice)."""
        return self.moves[0] if len(self.moves) == 1 and self.kind not in (
            "select", "selected", "choice") else None


def target_kind(view: View, move: str, all_groups: dict[str, Group]) -> str:
    """A fight move's kind as the map shows it: ``go`` (to an empty square), ``stack``,
    ``battle``, ``give`` or ``sacrifice``."""
    kind = move.split(":")[0]
    if kind != "go":
        return kind
    mover = all_groups.get(move.split(":")[1])
    target = move.split(":")[2]
    there = all_groups.get(target)
    attacking = mover.attackers if mover is not None else False
    if there is not None:
        return "stack" if there.attackers == attacking else "battle"
    if attacking and words.square_building(view, target):
        return "battle"
    return "go"


def war_taps(view: View, legal: list[str], picked: str | None, size: int | None) -> dict[str,
                                                                                        Tap]:
    """What each square or outside group does when tapped now (only what a legal move names);
    ``picked`` the group picked in a war turn, ``size`` the group size chosen for deploying."""
    step = str(view.get("war_step") or "")
    kinds = MAP_KINDS.get(step, ())
    moves = [m for m in legal if m.split(":")[0] in kinds]
    taps: dict[str, Tap] = {}
    if step == "fight":
        all_groups = groups(view)
        sources = {g for m in moves if (g := acting_group(m)) is not None}
        if picked in sources:
            for move in moves:
                if acting_group(move) != picked:
                    continue
                key = aimed_at(move)
                if key is None or key == picked:  # (one of two groups sharing a name
                    continue  # sacrificed for the other: a button, see own_moves)
                tap = taps.setdefault(key, Tap(key, target_kind(view, move, all_groups)))
                tap.moves.append(move)
                if len(tap.moves) > 1:
                    tap.kind = "choice"
            taps[picked] = Tap(picked, "selected")
        for key in sorted(sources):
            if key not in taps:
                taps[key] = Tap(key, "select")
        return taps
    if step == "deploy":
        sizes = deploy_sizes(legal)
        chosen = size if size in sizes else (sizes[0] if sizes else None)
        moves = [m for m in moves if m.startswith(f"deploy:{chosen}@")]
    for move in moves:
        key = aimed_at(move)
        if key is None:
            continue
        tap = taps.setdefault(key, Tap(key, move.split(":")[0]))
        tap.moves.append(move)
        if len(tap.moves) > 1:
            tap.kind = "choice"
    return taps


# -- words --------------------------------------------------------------------------------------

def colour_name(piece: int, names: list[str]) -> str:
    if piece == ENEMY:
        return t("the attackers")
    if piece == SHADOW:
        return t("the shadow colour")
    return names[piece] if 0 <= piece < len(names) else "?"


def enemy_name(view: View) -> str:
    return t("the corsairs") if int(view.get("war_enemy", -1)) == 1 else t("the natives")


def group_words(group: Group, names: list[str], viewer: int | None = None,
                mover: int | None = None) -> str:
    """"a group of 2 of Ana", "a mixed group of 3 led by Bo (Bo 2, Ana 1)", "3 attackers";
    "your group of 3" for the ``viewer``'s, "their group of 3" for the ``mover``'s (the log)."""
    n = group.size
    if group.attackers:
        return nt("1 attacker", "{n} attackers", n)
    colours = sorted(set(group.pieces), key=group.pieces.index)
    if len(colours) == 1:
        if group.leader == viewer:
            return nt("your piece", "your group of {n}", n)
        if group.leader == mover:
            return nt("their piece", "their group of {n}", n)
        return nt("a piece of {name}", "a group of {n} of {name}", n,
                  name=colour_name(group.leader, names))
    share = ", ".join(f"{colour_name(c, names)} {group.pieces.count(c)}"
                      for c in reversed(colours))
    return t("a mixed group of {n} led by {name} ({share})", n=n,
             name=colour_name(group.leader, names), share=share)


def where(group: Group) -> str:
    """"on F8", "waiting outside A1"."""
    if group.outside:
        return t("waiting outside {square}", square=SQUARE_NAMES[group.square])
    return t("on {square}", square=SQUARE_NAMES[group.square])


def group_label(view: View, group: Group, names: list[str], viewer: int | None) -> str:
    """A group for a screen reader: who, how many, where, and how it stands this turn."""
    text = group_words(group, names, viewer) + " " + where(group)
    if group.count > 1:
        text = t("{n} groups: {what}", n=group.count, what=text)
    if group.fought:
        text += " " + t("(fought this turn)")
    elif group.extra:
        text += " " + t("(extra square granted)")
    return text
