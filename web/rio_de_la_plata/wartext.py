"""The war in the log (book: "La Guerra"): each war move's sentence from the public views around
it (what the engine's ``war_events`` say it did: battles, buildings burnt, the cannons, VP, the
end), and the war check's mark. (The table's words: :mod:`.warwords`.)"""

from __future__ import annotations

from typing import Any

from game.rio_de_la_plata.board import SQUARE_NAMES

from . import text as words
from .i18n import nt, t
from .warview import colour_name, groups, square_of
from .warwords import (
    CANNON_TARGET,
    from_place,
    group_at,
    group_only,
    label,
    where_of,
)

View = dict[str, Any]
QUIET_ROUNDS = 3  # the attacker must battle at least once every 3 war rounds


def sentence(before: View, text: str, player: int, names: list[str], after: View) -> str:
    """The log's sentence for a war move (a forced one is described between two equal views)."""
    name = names[player] if 0 <= player < len(names) else "?"
    kind, *args = text.split(":")
    events = [list(e) for e in after.get("war_events") or []]
    said = move_sentence(before, kind, args, name, names, after, player)
    if kind in ("go", "allow", "bet"):
        said += "".join(" " + s for s in event_sentences(events, names, after))
    if before is not after and before.get("war_step") not in ("", "pickup", None) \
            and after.get("war_step") in ("", "pickup", None):
        said += " " + war_over(events, names, int(before.get("war_quiet") or 0) >= QUIET_ROUNDS)
    return said


def move_sentence(before: View, kind: str, args: list[str], name: str, names: list[str],
                  after: View, player: int) -> str:
    if kind == "deploy" and args:
        size, _, entry = args[0].partition("@")
        return nt("{name} sends 1 attacker to wait outside {square}.",
                  "{name} sends a group of {n} attackers to wait outside {square}.",
                  int(size) if size.isdigit() else 1, name=name, square=entry)
    if kind == "bet" and args:
        return t("{name} fires the cannons, betting {n}.", name=name, n=args[0])
    if kind == "hit" and args:
        return t("{name} destroys 1 of {group}.", name=name,
                 group=group_at(before, args[0], names))
    if kind == "defend" and args:
        return defend_sentence(before, args, name, after, player)
    if kind == "go" and len(args) >= 2:
        if after.get("war_step") == "ask" and before.get("war_step") != "ask":
            return asks(after, args, name, names, "go", before)
        mover = group_only(before, args[0], names, mover=player)
        there = groups(before).get(args[1])
        mine = groups(before).get(args[0])
        attacking = mine.attackers if mine is not None else "@" in args[0]
        src = from_place(args[0])
        if there is not None and there.attackers == attacking:
            return t("{name} stacks {group} from {src} onto {square}.", name=name, group=mover,
                     src=src, square=args[1])
        if there is not None or (attacking and words.square_building(before, args[1])):
            return t("{name} attacks {square} with {group} from {src}.", name=name,
                     group=mover, src=src, square=args[1])
        return t("{name} moves {group} from {src} to {square}.", name=name, group=mover,
                 src=src, square=args[1])
    if kind == "give" and len(args) == 2:
        if after.get("war_step") == "ask" and before.get("war_step") != "ask":
            return asks(after, args, name, names, "give", before)
        return t("{name} gives the top piece of {square} to the pair on {target}.", name=name,
                 square=args[0], target=args[1])
    if kind == "sacrifice" and len(args) == 2:
        if after.get("war_step") == "ask" and before.get("war_step") != "ask":
            return asks(after, args, name, names, "sacrifice", before)
        return t("{name} sacrifices {group}: {target} moves 1 square more.", name=name,
                 group=group_at(before, args[0], names, mover=player),
                 target=where_of(args[1]))
    if kind in ("allow", "deny"):
        return answer_sentence(before, kind, name, names, after)
    if kind == "pickup" and args:
        return t("{name} takes their workers on {square} home.", name=name, square=args[0])
    if kind == "done":
        step = before.get("war_step")
        if step == "defend":
            return t("{name} is done placing defenders.", name=name)
        if step == "pickup":
            return t("{name} leaves their other workers in the city.", name=name)
        return t("{name} ends their war turn.", name=name)
    return t("{name}: {move}", name=name, move=":".join([kind, *args]))


def defend_sentence(before: View, args: list[str], name: str, after: View, player: int) -> str:
    shadow = len(args) > 1
    square = args[0]
    building = words.building_name(words.square_building(before, square))

    def get(view: View, key: str, i: int) -> int:
        row = view.get(key) or []
        return int(row[i]) if 0 <= i < len(row) else 0

    slot = int(before.get("num_players", 0)) if shadow else player
    paid = get(before, "silver", player) - get(after, "silver", player)
    if get(before, "war_free", slot) > get(after, "war_free", slot):
        how = t("free")
    elif not shadow and int(before.get("war_general") or 0) > int(after.get("war_general") or 0):
        how = t("the General's")
    elif paid > 0:
        how = nt("for 1 silver", "for {n} silver", paid)
    else:
        how = t("already paid")
    if shadow:
        return t("{name} places a shadow defender on {square} ({building}, {how}).", name=name,
                 square=square, building=building, how=how)
    return t("{name} places a defender on {square} ({building}, {how}).", name=name,
             square=square, building=building, how=how)


def asks(after: View, args: list[str], name: str, names: list[str], kind: str,
         before: View) -> str:
    ask = after.get("war_ask") or []
    asked = ", ".join(names[p] for p in (ask[2] if len(ask) > 2 else []) if 0 <= p < len(names))
    what = label(before, ":".join([kind, *args]), names)
    return t("{name} asks {others} to agree: {move}.", name=name, others=asked, move=what)


def answer_sentence(before: View, kind: str, name: str, names: list[str], after: View) -> str:
    ask = before.get("war_ask") or []
    move = str(ask[1]) if len(ask) > 1 else ""
    what = label(before, move, names) if move else ""
    if kind == "deny":
        return t("{name} refuses: {move}.", name=name, move=what)
    if after.get("war_step") == "ask":
        return t("{name} agrees.", name=name)
    return t("{name} agrees: {move}.", name=name, move=what)


def event_sentences(events: list[list], names: list[str], view: View) -> list[str]:
    """The battles, burnt buildings, cannon shots and VP of a move, one sentence each."""
    said: list[str] = []
    vp: list[str] = []
    for event in events:
        kind = event[0]
        if kind == "battle" and len(event) >= 6:
            said.append(battle_sentence(event, names))
        elif kind == "destroyed" and len(event) >= 4:
            square = SQUARE_NAMES[square_of(event[1])]
            owner = int(event[3])
            building = words.building_name(str(event[2]))
            said.append(t("The {building} of {name} on {square} burns.", building=building,
                          name=names[owner], square=square) if 0 <= owner < len(names) else
                        t("The {building} on {square} burns.", building=building,
                          square=square))
        elif kind == "cannon" and len(event) >= 6:
            d1, d2, bonus, bet, hit = (int(x) for x in event[1:6])
            total = d1 + d2 + bonus
            roll = (t("{a} + {b} + {bonus} = {total}", a=d1, b=d2, bonus=bonus, total=total)
                    if bonus else t("{a} + {b} = {total}", a=d1, b=d2, total=total))
            said.append(nt("Cannons: {roll} against {need}: a hit, 1 attacker destroyed.",
                           "Cannons: {roll} against {need}: a hit, {n} attackers destroyed.",
                           bet, roll=roll, need=CANNON_TARGET + bet) if hit else
                        t("Cannons: {roll} against {need}: a miss.", roll=roll,
                          need=CANNON_TARGET + bet))
        elif kind == "vp" and len(event) >= 3:
            p, n = int(event[1]), int(event[2])
            if 0 <= p < len(names) and n:
                vp.append(t("{name} +{n} VP", name=names[p], n=n))
    if vp:
        said.append("(" + ", ".join(vp) + ")")
    return said


def battle_sentence(event: list, names: list[str]) -> str:
    """"Battle on F6: 3 attackers against 2 defenders of Bo: the defenders are destroyed."."""
    sq, a, dfn, a_lost, d_lost = event[1], int(event[2]), list(event[3]), int(event[4]), \
        len(event[5])
    d = len(dfn)
    owners = ", ".join(colour_name(x, names) for x in sorted(set(dfn), key=dfn.index))
    if d_lost == d and not a_lost:
        result = t("the defenders are destroyed")
    elif a_lost == a and not d_lost:
        result = t("the attackers are destroyed")
    else:
        result = t("{attackers} and {defenders} destroyed",
                   attackers=nt("1 attacker", "{n} attackers", a_lost),
                   defenders=nt("1 defender", "{n} defenders", d_lost))
    return t("Battle on {square}: {attackers} against {defenders} of {owners}: {result}.",
             square=SQUARE_NAMES[square_of(sq)], attackers=nt("1 attacker", "{n} attackers", a),
             defenders=nt("1 defender", "{n} defenders", d), owners=owners, result=result)


def war_over(events: list[list], names: list[str], quiet: bool) -> str:
    """The end of a war, and why: the attackers are gone, or they fought no battle in 3 rounds;
    who had pieces sent home."""
    said = (t("The war is over: the attackers fought no battle in 3 rounds.") if quiet else
            t("The war is over: no attackers are left."))
    home = [t("{name} {n}", name=names[int(e[1])], n=int(e[2])) for e in events
            if e and e[0] == "home" and len(e) >= 3 and 0 <= int(e[1]) < len(names)]
    if home:
        said += " " + t("Pieces that cannot stay go home ({list}).", list=", ".join(home))
    return said


# -- the war check ------------------------------------------------------------------------------

def check_label(before: View | None, after: View, names: list[str]) -> str | None:
    """The log's mark of a war check made by the last move: the dice, and the war or none."""
    check = list(after.get("war_check") or [])
    if len(check) < 3 or before is None or list(before.get("war_check") or []) == check:
        return None
    d1, d2 = int(check[1]), int(check[2])
    tokens = before.get("enemy") or [1, 1]
    natives, corsairs = int(tokens[0]), int(tokens[1])
    attacks_before = before.get("attacks") or []
    attacks_after = after.get("attacks") or []
    attacker = next((p for p, (a, b) in enumerate(zip(attacks_before, attacks_after,
                                                      strict=False)) if b > a), -1)
    who = names[attacker] if 0 <= attacker < len(names) else "?"
    if d1 == 0 and d2 == 0:
        enemy = t("the corsairs") if corsairs >= natives else t("the natives")
        return t("Last year: no war check, {name} still attacks: war with {enemy}", name=who,
                 enemy=enemy)
    total = d1 + d2
    if attacker < 0:
        return t("War check: {a} + {b} = {total}: no war (natives {natives}, corsairs "
                 "{corsairs})", a=d1, b=d2, total=total, natives=track(natives),
                 corsairs=track(corsairs))
    enemy = t("the corsairs") if total <= corsairs else t("the natives")
    return t("War check: {a} + {b} = {total}: war with {enemy}; {name} attacks", a=d1, b=d2,
             total=total, enemy=enemy, name=who)


def track(value: int) -> str:
    return t("off the track") if value <= 1 else str(value)

