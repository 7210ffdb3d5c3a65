"""The war's words on the table (book: "La Guerra"): what each war move does, for its button, its
highlighted square on the map (a screen reader's name) and the question before a sacrifice; the
groups named in moves; the cannons' odds. (The log's sentences: :mod:`.wartext`.)"""

from __future__ import annotations

from typing import Any

from game.rio_de_la_plata.board import SQUARE_NAMES

from . import text as words
from .i18n import nt, t
from .warview import SHADOW, colour_name, group_words, groups, parse_key

View = dict[str, Any]
WAR_MOVES = frozenset({"deploy", "bet", "hit", "defend", "go", "give", "sacrifice", "allow",
                       "deny", "pickup"})
GUNNER_BONUS = 1  # the Gunner's +1 to the cannons' roll
CANNON_TARGET = 6  # the roll must reach 6 + the bet


def is_war_move(view: View, move: str) -> bool:
    kind = move.split(":")[0]
    return kind in WAR_MOVES or (kind == "done" and view.get("phase_id") == "war")


def leader_name(value: str, names: list[str]) -> str:
    """``leader=2`` → player 2's name; ``leader=shadow`` → the shadow colour."""
    value = value.partition("=")[2]
    if value == "shadow":
        return colour_name(SHADOW, names)
    return colour_name(int(value) - 1, names) if value.isdigit() else value


def group_at(view: View, key: str, names: list[str], viewer: int | None = None,
             mover: int | None = None) -> str:
    """A group named in a move, in words ("your group of 2 on F8", "3 attackers waiting outside
    A1")."""
    return group_only(view, key, names, viewer, mover) + " " + place_of(key)


def group_only(view: View, key: str, names: list[str], viewer: int | None = None,
               mover: int | None = None) -> str:
    """A group named in a move, without its place ("their group of 2", "3 attackers")."""
    found = groups(view).get(key)
    if found is None:
        parts = parse_key(key)
        return nt("1 attacker", "{n} attackers", parts[1]) if parts else key
    return group_words(found, names, viewer, mover)


def place_of(key: str) -> str:
    """"on F8", "waiting outside A1"."""
    parts = parse_key(key)
    if parts is None:
        return t("on {square}", square=key)
    return t("waiting outside {square}", square=SQUARE_NAMES[parts[0]])


def from_place(key: str) -> str:
    """"F8", "outside A1": where a group comes from."""
    parts = parse_key(key)
    return key if parts is None else t("outside {square}", square=SQUARE_NAMES[parts[0]])


def label(view: View, move: str, names: list[str], viewer: int | None = None) -> str:
    """A war move's button or map label: what it does, in the book's terms."""
    kind, *args = move.split(":")
    if kind == "deploy" and args:
        size, _, entry = args[0].partition("@")
        return nt("1 attacker waits outside {square}", "A group of {n} waits outside {square}",
                  int(size) if size.isdigit() else 1, square=entry)
    if kind == "bet" and args and args[0].isdigit():
        n = int(args[0])
        bonus = cannon_bonus(view, viewer)
        need = CANNON_TARGET + n
        return nt("Bet 1: {need} or more ({chance})", "Bet {n}: {need} or more ({chance})", n,
                  need=need, chance=chance_text(need - bonus))
    if kind == "hit" and args:
        return t("Destroy 1 of {group}", group=group_at(view, args[0], names, viewer))
    if kind == "defend" and args:
        bld = words.square_building(view, args[0])
        if len(args) > 1:
            return t("A shadow defender on {square} ({building})", square=args[0],
                     building=words.building_name(bld))
        return t("A defender on {square} ({building})", square=args[0],
                 building=words.building_name(bld))
    if kind == "go" and len(args) >= 2:
        return go_label(view, args, names, viewer)
    if kind == "give" and len(args) == 2:
        return t("Give the top piece of {square} to the pair on {target}", square=args[0],
                 target=args[1])
    if kind == "sacrifice" and len(args) == 2:
        return t("Sacrifice {group}: 1 more square for {target}",
                 group=group_at(view, args[0], names, viewer), target=where_of(args[1]))
    if kind == "pickup" and args:
        return t("Take your workers on {square} home", square=args[0])
    if kind == "allow":
        return t("Agree")
    if kind == "deny":
        return t("Refuse")
    if kind == "done":
        step = view.get("war_step")
        return (t("Done placing defenders") if step == "defend" else
                t("Leave the others in the city") if step == "pickup" else t("End your war turn"))
    return move


def where_of(key: str) -> str:
    """A group's place: "F8", or "the group outside A1"."""
    parts = parse_key(key)
    if parts is None:
        return key
    return t("the group outside {square}", square=SQUARE_NAMES[parts[0]])


def go_label(view: View, args: list[str], names: list[str], viewer: int | None) -> str:
    src, dst = args[0], args[1]
    all_groups = groups(view)
    mover = all_groups.get(src)
    there = all_groups.get(dst)
    attacking = mover.attackers if mover is not None else "@" in src
    if len(args) > 2:
        return t("Stack {group} from {src} onto {square}, led by {name}",
                 group=group_only(view, src, names, viewer), src=from_place(src), square=dst,
                 name=leader_name(args[2], names))
    if there is not None and there.attackers == attacking:
        return t("Stack onto {group} on {square}", group=group_words(there, names, viewer),
                 square=dst)
    if there is not None:
        return t("Battle {group} on {square}", group=group_words(there, names, viewer),
                 square=dst)
    bld = words.square_building(view, dst)
    if attacking and bld:
        return t("Attack the {building} on {square}", building=words.building_name(bld),
                 square=dst)
    if "@" in src:
        return t("Enter the city at {square}", square=dst)
    return t("Move to {square}", square=dst)


def cannon_bonus(view: View, roller: int | None) -> int:
    """The Gunner's +1: the roller holds the office since an earlier year (and does not
    attack)."""
    owners, years = view.get("office_owner") or [], view.get("office_year") or []
    if roller is None or not owners or roller == view.get("war_attacker"):
        return 0
    return GUNNER_BONUS if owners[0] == roller and int(years[0]) < int(view.get("year", 0)) \
        else 0


def chance_text(need: int) -> str:
    """The chance that 2d6 reach ``need``, as a percentage."""
    ways = sum(1 for a in range(1, 7) for b in range(1, 7) if a + b >= need)
    return f"{round(100 * ways / 36)}%"
