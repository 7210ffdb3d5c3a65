"""Río de la Plata's words for the war: the war moves' button labels and the log's sentences (the
war check, the start, each move, battles, burnt buildings, cannon shots, defenders bought, VP,
the end), from the public views around a move and the war's events
(``war_events``, :mod:`game.rio_de_la_plata.war`). Italian follows the rulebook's terms
(``assets/i18n/it-rio_de_la_plata.json``).
"""

from __future__ import annotations

from typing import Any

from game.rio_de_la_plata.board import SQUARE_NAMES

from .i18n import N_, nt, t

View = dict[str, Any]

ENEMIES = (N_("the natives"), N_("the corsairs"))
WAR_MOVES = frozenset({"deploy", "bet", "hit", "defend", "go", "give", "sacrifice", "allow",
                       "deny", "pickup"})
SHADOW_PIECE = 10
CANNON_TARGET = 6


def square_text(sq: Any) -> str:
    return SQUARE_NAMES[sq] if isinstance(sq, int) and 0 <= sq < len(SQUARE_NAMES) else "?"


def group_text(group: str) -> str:
    """``F8`` → "the group on F8"; ``2@A1`` → "the 2 attackers outside A1"."""
    if "@" not in group:
        return t("the group on {square}", square=group)
    size, _, square = group.partition("@")
    n = int(size.rstrip("+")) if size.rstrip("+").isdigit() else 1
    return nt("the attacker outside {square}", "the {n} attackers outside {square}", n,
              square=square)


def who(names: list[str], piece: int) -> str:
    """A piece's colour: its player's name, or the shadow colour."""
    if piece == SHADOW_PIECE:
        return t("the shadow colour")
    return names[piece] if 0 <= piece < len(names) else "?"


def enemy_name(view: View) -> str:
    enemy = int(view.get("war_enemy", -1))
    return t(ENEMIES[enemy]) if 0 <= enemy < len(ENEMIES) else ""


# == buttons ======================================================================================

def label(view: View, kind: str, args: list[str]) -> str | None:
    """A war move's button words (None: not a war move)."""
    if kind == "deploy" and args:
        size, _, square = args[0].partition("@")
        n = int(size) if size.isdigit() else 1
        return nt("Place 1 attacker outside {square}", "Place {n} attackers outside {square}", n,
                  square=square)
    if kind == "bet" and args and args[0].isdigit():
        return t("Bet {n}: the cannons must roll {target}", n=args[0],
                 target=CANNON_TARGET + int(args[0]))
    if kind == "hit" and args:
        return t("Destroy an attacker of {group}", group=group_text(args[0]))
    if kind == "defend" and args:
        if len(args) > 1:
            return t("A shadow defender on {square}", square=args[0])
        return t("A defender on {square}", square=args[0])
    if kind == "go" and len(args) >= 2:
        text = t("Move {group} to {square}", group=group_text(args[0]), square=args[1])
        if len(args) > 2:
            leader = args[2].partition("=")[2]
            text += " " + (t("(the shadow colour leads)") if leader == "shadow"
                           else t("(player {n} leads)", n=leader))
        return text
    if kind == "give" and len(args) == 2:
        return t("The pair on {a} puts a piece on the pair on {b}", a=args[0], b=args[1])
    if kind == "sacrifice" and len(args) == 2:
        return t("Sacrifice {victim}: {group} moves one square more",
                 victim=group_text(args[0]), group=group_text(args[1]))
    if kind == "pickup" and args:
        return t("Take your workers on {square} home", square=args[0])
    if kind == "allow":
        return t("Agree")
    if kind == "deny":
        return t("Refuse")
    if kind == "done" and view.get("phase_id") == "war":
        step = view.get("war_step")
        if step == "defend":
            return t("No more defenders")
        if step == "pickup":
            return t("Leave the rest on the map")
        return t("End your war turn")
    return None


# == the log ======================================================================================

def sentence(before: View, kind: str, args: list[str], name: str, player: int,
             names: list[str], after: View) -> str | None:
    """The log's sentence of a war move (None: not a war move)."""
    if kind == "deploy" and args:
        size, _, square = args[0].partition("@")
        n = int(size) if size.isdigit() else 1
        return nt("{name} places 1 attacker outside {square}.",
                  "{name} places {n} attackers outside {square}.", n, name=name, square=square)
    if kind == "bet" and args:
        return t("{name} bets {n} on the cannons.", name=name, n=args[0])
    if kind == "hit" and args:
        return t("{name}'s cannons destroy an attacker of {group}.", name=name,
                 group=group_text(args[0]))
    if kind == "defend" and args:
        if len(args) > 1:
            return t("{name} places a shadow defender on {square}.", name=name, square=args[0])
        return t("{name} places a defender on {square}.", name=name, square=args[0])
    if kind == "go" and len(args) >= 2:
        target = args[1]
        here = _stack(before, target)
        if here and (here[0] == 20) == (_pieces(before, args[0])[:1] == [20]):
            return t("{name} stacks {group} with the group on {square}.", name=name,
                     group=group_text(args[0]), square=target)
        return t("{name} moves {group} to {square}.", name=name, group=group_text(args[0]),
                 square=target)
    if kind == "give" and len(args) == 2:
        return t("{name}'s pair on {a} puts a piece on the pair on {b}.", name=name, a=args[0],
                 b=args[1])
    if kind == "sacrifice" and len(args) == 2:
        return t("{name} sacrifices {victim}: {group} moves one square more.", name=name,
                 victim=group_text(args[0]), group=group_text(args[1]))
    if kind == "allow":
        return t("{name} agrees.", name=name)
    if kind == "deny":
        return t("{name} refuses.", name=name)
    if kind == "pickup" and args:
        return t("{name} takes their workers on {square} home.", name=name, square=args[0])
    if kind == "done" and before.get("phase_id") == "war":
        step = before.get("war_step")
        if step == "defend":
            return t("{name} places no more defenders.", name=name)
        if step == "pickup":
            return t("{name} leaves the rest of their workers on the map.", name=name)
        return t("{name} ends their war turn.", name=name)
    return None


def _stack(view: View, square: str) -> list:
    from game.rio_de_la_plata.board import SQUARE_BY_NAME

    stacks = view.get("stack") or []
    sq = SQUARE_BY_NAME.get(square.upper())
    return list(stacks[sq]) if sq is not None and sq < len(stacks) else []


def _pieces(view: View, group: str) -> list:
    if "@" in group:
        return [20]
    return _stack(view, group)


def aftermath(before: View, after: View, names: list[str]) -> str:
    """What a move set off in the war, said after its own sentence: the war check, a war
    beginning, battles, burnt buildings, the cannons, VP, the end ("" nothing)."""
    parts: list[str] = []
    check = list(after.get("war_check") or [])
    if check and check != list(before.get("war_check") or []):
        parts.append(_check(before, after, check, names))
    if after.get("phase_id") == "war" or before.get("phase_id") == "war":
        parts += [text for e in after.get("war_events") or [] if (text := _event(e, names))]
    return " ".join(p for p in parts if p)


def vp_said(before: View, after: View, player: int) -> bool:
    """Whether :func:`aftermath` already names ``player``'s VP (a war's VP events), so the
    move's sentence does not repeat them."""
    if after.get("phase_id") != "war" and before.get("phase_id") != "war":
        return False
    return any(e[0] == "vp" and int(e[1]) == player for e in after.get("war_events") or [])


def _check(before: View, after: View, check: list, names: list[str]) -> str:
    _, a, b = [*check, 0, 0, 0][:3]
    began = list(after.get("attacks") or []) != list(before.get("attacks") or [])
    if not began:
        return t("War check: {a} + {b} = {total}: no war.", a=a, b=b, total=a + b)
    attacker = int(after.get("war_attacker", -1))
    leader = who(names, attacker) if attacker >= 0 else _new_attacker(before, after, names)
    count = int(after.get("war_left") or 0)
    if a == 0:
        return nt("The last year: {name} must still attack: {enemy} come without a roll, "
                  "1 attacker.",
                  "The last year: {name} must still attack: {enemy} come without a roll, "
                  "{n} attackers.", count, name=leader, enemy=enemy_name(after))
    return nt("War check: {a} + {b} = {total}: war! {name} leads {enemy}, 1 attacker.",
              "War check: {a} + {b} = {total}: war! {name} leads {enemy}, {n} attackers.",
              count, a=a, b=b, total=a + b, name=leader, enemy=enemy_name(after))


def _new_attacker(before: View, after: View, names: list[str]) -> str:
    old, new = list(before.get("attacks") or []), list(after.get("attacks") or [])
    for p, (x, y) in enumerate(zip(old, new, strict=False)):
        if y > x:
            return who(names, p)
    return "?"


def _event(event: list, names: list[str]) -> str | None:
    kind = event[0]
    if kind == "battle":
        _, sq, attackers, defenders, a_lost, lost = event
        owners = ", ".join(sorted({who(names, int(p)) for p in defenders}))
        fallen = []
        if a_lost:
            fallen.append(nt("1 attacker", "{n} attackers", a_lost))
        if lost:
            fallen.append(nt("1 defender", "{n} defenders", len(lost)))
        what = t("{a} and {b}", a=fallen[0], b=fallen[1]) if len(fallen) == 2 else fallen[0]
        return t("Battle on {square}: {a} against {d} ({owners}).", square=square_text(sq),
                 a=attackers, d=len(defenders), owners=owners) + " " + nt(
            "{what} falls.", "{what} fall.", a_lost + len(lost), what=what)
    if kind == "destroyed":
        from .text import building_name

        return t("The {building} on {square} burns, and an attacker with it.",
                 building=building_name(str(event[2])), square=square_text(event[1]))
    if kind == "vp":
        return t("{name} +{n} VP.", name=who(names, int(event[1])), n=event[2])
    if kind == "cannon":
        _, a, b, bonus, bet, hit = event
        total = a + b + bonus
        roll = (t("{a} + {b} + 1 = {total}", a=a, b=b, total=total) if bonus
                else t("{a} + {b} = {total}", a=a, b=b, total=total))
        if hit:
            return nt("The cannons roll {roll} against {target}: 1 attacker destroyed.",
                      "The cannons roll {roll} against {target}: {n} attackers destroyed.",
                      bet, roll=roll, target=CANNON_TARGET + bet)
        return t("The cannons roll {roll} against {target}: a miss.", roll=roll,
                 target=CANNON_TARGET + bet)
    if kind == "end":
        reason = event[1]
        if reason == "walls":
            return t("The city is walled all round: nobody attacks.")
        if reason == "quiet":
            return t("The attackers fought no battle in 3 rounds: the war is over.")
        return t("No attacker is left: the war is over.")
    if kind == "home":
        return nt("1 of {name}'s pieces goes home.", "{n} of {name}'s pieces go home.",
                  int(event[2]), name=who(names, int(event[1])))
    return None


def round_label(before: View | None, after: View) -> str | None:
    """A separator for a new round of a war."""
    if before is None or after.get("phase_id") != "war":
        return None
    new = int(after.get("war_round") or 0)
    if new > int(before.get("war_round") or 0) and new > 0:
        return t("War · round {n}", n=new)
    return None
