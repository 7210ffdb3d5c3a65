"""The war mode of the table: the decision pane at each war step (whose turn, what they may do,
the dice), the war's line of facts, and what the city map shows (:class:`~.citymap.WarMap`).

What the player is in the middle of lives in :class:`WarChoice` (the group picked in a war turn,
the square whose several moves are shown, the size of the groups being deployed); every button
and every highlighted square plays one of the engine's legal moves or narrows the choice."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.rio_de_la_plata.board import SQUARE_NAMES

from ..dom import Node, h
from ..gameui import TableContext
from . import text as words
from . import warwords
from .citymap import WarMap
from .i18n import N_, nt, t
from .warview import (
    ENEMY,
    MAP_KINDS,
    Tap,
    aimed_at,
    controller,
    deploy_sizes,
    enemy_name,
    group_label,
    group_words,
    groups,
    in_war,
    own_moves,
    square_of,
    squares_left,
    war_taps,
)

View = dict[str, Any]

PROMPTS = {
    "deploy": (N_("Deploy the attackers"),
               N_("You lead {enemy}. Choose a group size, then tap a highlighted entry on the edge "
                  "of the city: the group waits outside it.")),
    "bet": (N_("Fire the cannons"),
            N_("Bet how many attackers the cannons destroy: 2 dice must reach 6 + the bet.")),
    "hit": (N_("The cannons hit"),
            N_("Choose the attackers destroyed: tap a highlighted group outside the city.")),
    "defend": (N_("Place your defenders"),
               N_("Tap a highlighted building for each defender: your huts and houses, or an "
                  "empty barracks.")),
    "fight": (N_("Your war turn"),
              N_("Tap one of your groups, then where it goes: a group of 1, 2 or 3 moves 3, 2 or "
                 "1 squares; onto a friendly group it stacks, onto an enemy it battles.")),
    "ask": (N_("Do you agree?"), ""),
    "pickup": (N_("After the war"),
               N_("Your surviving pieces stay in the city as workers. Tap a highlighted square "
                  "to take its workers home.")),
}
KIND_WORDS = {
    "select": N_("your group: tap to pick it"),
    "selected": N_("picked: tap to let it go"),
    "choice": N_("several moves: tap to choose"),
}


@dataclass
class WarChoice:
    """What the player is in the middle of in a war: the group picked in a war turn, the
    square or group whose moves are shown to choose from, the size of the next deployed group,
    and the square to pick again after a move (the group that moved)."""

    picked: str | None = None
    choice: str | None = None
    size: int | None = None
    follow: str | None = None

    def clear(self) -> None:
        self.picked = self.choice = None

    def taps(self, view: View, legal: list[str]) -> dict[str, Tap]:
        """What each square or outside group does when tapped now; a picked group that can no
        longer act is let go, and the group that just moved is picked again if it still can."""
        taps = war_taps(view, legal, self.picked, self.size)
        if self.follow is not None:
            follow, self.follow = self.follow, None
            if self.picked is None and taps.get(follow, Tap("", "")).kind == "select":
                self.picked = follow
                taps = war_taps(view, legal, self.picked, self.size)
        if self.picked is not None and self.picked not in taps:
            self.picked = None
            taps = war_taps(view, legal, None, self.size)
        if self.choice is not None and taps.get(self.choice, Tap("", "")).kind != "choice":
            self.choice = None
        return taps

    def tap(self, key: str, view: View, legal: list[str]) -> None:
        """A ``ui:war`` tap on ``key``: pick a group, let it go, or show a choice."""
        tap = self.taps(view, legal).get(key)
        if tap is None:
            return
        if tap.kind == "select":
            self.picked, self.choice = key, None
        elif tap.kind == "selected":
            self.picked = self.choice = None
        elif tap.kind == "choice":
            self.choice = None if self.choice == key else key

    def played(self, text: str) -> None:
        """After the player's own move: a group that moved is picked again (if it still can
        move)."""
        parts = text.split(":")
        self.follow = parts[2] if parts[0] == "go" and len(parts) > 2 else None
        self.clear()


def war_map(view: View, legal: list[str], choice: WarChoice, names: list[str],
            viewer: int | None, flash: int, just: str | None) -> WarMap | None:
    """The war as the map shows it (None: no war on the map now)."""
    step = view.get("war_step")
    if not step:
        return None
    taps = choice.taps(view, legal) if legal and in_war(view) else {}
    all_groups = groups(view)
    labels = {key: tap_label(view, tap, all_groups, names, viewer) for key, tap in taps.items()}
    battles, fires = [], []
    for event in view.get("war_events") or []:
        if event and event[0] == "battle" and len(event) >= 6:
            battles.append((square_of(event[1]), f"{int(event[2])}:{len(event[3])}"))
        elif event and event[0] == "destroyed" and len(event) >= 2:
            fires.append(square_of(event[1]))
    ask = list(view.get("war_ask") or [])
    marked = [k for k in str(ask[1]).split(":")[1:3] if k in SQUARE_NAMES] \
        if step == "ask" and len(ask) > 1 else []
    # (after the war the attacker's workers are workers again)
    attacker = int(view.get("war_attacker", -1)) if step != "pickup" else -1
    # (a group that fought rests until its player's next turn: shown so in that player's turn)
    mover = int(view.get("cur", -1)) if step == "fight" else -2
    resting = {k for k, g in all_groups.items() if g.fought and controller(view, g.leader) == mover}
    return WarMap(all_groups, taps, labels, attacker, int(view.get("war_enemy", -1)), battles,
                  fires, flash, aimed_at(just) if just else None, entries=step == "deploy",
                  marked=marked, resting=resting)


def tap_label(view: View, tap: Tap, all_groups: dict, names: list[str],
              viewer: int | None) -> str:
    """A highlighted square's or group's name for a screen reader: where, what stands there,
    what a tap does."""
    group = all_groups.get(tap.key)
    place = (t("{square} ({district})", square=tap.key,
               district=words.district_name(tap.key))
             if tap.key in SQUARE_NAMES else "")
    if group is not None:
        place = (place + ": " if place else "") + group_label(view, group, names, viewer)
    if tap.kind in KIND_WORDS:
        does = t(KIND_WORDS[tap.kind])
    else:
        does = "; ".join(warwords.label(view, m, names, viewer) for m in tap.moves)
    return f"{place}: {does}" if place else does


def group_list(view: View, names: list[str]) -> Node:
    """Every group of the war in words, for a screen reader (the map's pieces are drawn only)."""
    viewer = view.get("viewer")
    items = [h("li", None, group_label(view, g, names, viewer if isinstance(viewer, int)
                                       else None))
             for g in groups(view).values()]
    return h("ul", {"class": "sr-only", "data-testid": "war-groups",
                    "aria-label": t("The war's groups")}, items)


# -- the decision pane ---------------------------------------------------------------------------

def status(view: View, names: list[str]) -> Node | None:
    """The war's line of facts: the enemy, the attacker, the round, the attackers left, the
    cannons' dice."""
    if not in_war(view):
        return None
    attacker = int(view.get("war_attacker", -1))
    who = names[attacker] if 0 <= attacker < len(names) else "?"
    all_groups = groups(view).values()
    outside = sum(g.size * g.count for g in all_groups if g.outside)
    inside = sum(g.pieces.count(ENEMY) for g in all_groups if not g.outside)
    step = view.get("war_step")
    parts: list[Any] = [t("War: {name} leads {enemy}", enemy=enemy_name(view), name=who)]
    if step == "deploy":
        parts.append(nt("1 attacker to deploy", "{n} attackers to deploy",
                        int(view.get("war_left") or 0)))
    elif step == "pickup":
        parts.append(t("over"))
    else:
        if step in ("fight", "ask"):
            parts.append(t("round {n}", n=int(view.get("war_round") or 1)))
        parts.append(t("attackers: {outside} outside, {inside} in the city", outside=outside,
                       inside=inside))
    quiet = int(view.get("war_quiet") or 0)
    if step in ("fight", "ask") and quiet:
        parts.append(nt("{name} must battle within 1 more turn or the war ends",
                        "{name} must battle within {n} more turns or the war ends",
                        max(0, 3 - quiet), name=who))
    roll = list(view.get("war_roll") or [])
    return h("p", {"class": "rio-war", "data-testid": "war-status"},
             " · ".join(parts), dice(roll) if roll and step != "pickup" else None)


def dice(roll: list) -> Node:
    """The cannons' dice: the two faces, the Gunner's +1, against 6 + the bet."""
    d1, d2, bonus, bet, hit = (int(x) for x in roll[:5])
    said = (t("Cannons: {a} and {b}, +{bonus}, against {need}: a hit", a=d1, b=d2, bonus=bonus,
              need=6 + bet) if hit and bonus else
            t("Cannons: {a} and {b} against {need}: a hit", a=d1, b=d2, need=6 + bet) if hit else
            t("Cannons: {a} and {b}, +{bonus}, against {need}: a miss", a=d1, b=d2, bonus=bonus,
              need=6 + bet) if bonus else
            t("Cannons: {a} and {b} against {need}: a miss", a=d1, b=d2, need=6 + bet))
    return h("span", {"class": "rio-dice", "data-testid": "cannon-dice"},
             h("span", {"class": "sr-only"}, said),
             h("span", {"aria-hidden": "true"},
               h("span", {"class": "die"}, str(d1)), h("span", {"class": "die"}, str(d2)),
               f" +{bonus}" if bonus else "", f" ≥ {6 + bet} ",
               h("strong", None, "✓" if hit else "✗")))


def prompt(view: View, actor: int) -> tuple[str, str]:
    """The war step's title and hint for ``actor``."""
    step = str(view.get("war_step") or "")
    title, hint = PROMPTS.get(step, ("", ""))
    if step == "fight" and actor != view.get("war_attacker"):
        title = N_("Your war turn (defending)")
    text = t(hint, enemy=enemy_name(view)) if hint else ""
    if step == "bet":
        bonus = warwords.cannon_bonus(view, actor)
        if bonus:
            text += " " + t("As the Gunner you add 1 to the roll and score 2 VP per attacker "
                            "destroyed.")
    return title, text


def body(choice: WarChoice, ctx: TableContext, legal: list[str], button) -> list[Node]:
    """The decision pane's war part under the prompt: facts for this step and its buttons
    (``button(move, i, text)`` draws a move button)."""
    view, names, actor = ctx.view, ctx.names, ctx.actor
    assert actor is not None
    step = view.get("war_step")
    taps = choice.taps(view, legal)
    nodes: list[Node] = []
    if choice.choice is not None:
        tap = taps[choice.choice]
        nodes.append(h("p", {"class": "rio-square", "data-testid": "square-info"},
                       t("{square}: choose one.", square=warwords.where_of(tap.key))))
        buttons = [button(m, i, warwords.label(view, m, names, actor))
                   for i, m in enumerate(tap.moves)]
        buttons.append(back_button(t("Back")))
        return [*nodes, h("div", {"class": "moves", "data-testid": "moves"}, buttons)]
    buttons: list[Node] = []
    if step == "deploy":
        sizes = deploy_sizes(legal)
        size = choice.size if choice.size in sizes else (sizes[0] if sizes else None)
        nodes.append(h("p", {"class": "rio-square", "data-testid": "map-hint"},
                       nt("1 entry is open.", "{n} entries are open.", len(taps))))
        buttons += [h("button", {"type": "button", "class": "move group" + (
            " picked" if n == size else ""), "data-action": "ui:war-size", "data-size": n,
            "data-testid": "move", "data-focus": f"size:{n}",
            "aria-pressed": "true" if n == size else "false"},
            nt("Groups of 1", "Groups of {n}", n)) for n in sizes]
    elif step == "defend":
        nodes.append(defence_facts(view, actor))
    elif step == "fight":
        nodes.append(fight_facts(view, choice, taps, names, actor))
    elif step == "ask":
        nodes.append(ask_facts(view, names))
    elif step == "hit":
        left = int(view.get("war_left") or 0)
        nodes.append(h("p", {"class": "rio-square"},
                       nt("1 attacker to destroy.", "{n} attackers to destroy.", left)))
    on_map = MAP_KINDS.get(str(step), ())
    rest = [m for m in legal if m.split(":")[0] not in on_map]
    if step == "fight":
        rest = own_moves(legal, choice.picked) + rest
    rest.sort(key=lambda m: m == "done")
    buttons += [button(m, i, warwords.label(view, m, names, actor)) for i, m in enumerate(rest)]
    if step == "fight" and choice.picked is not None:
        buttons.insert(len(buttons) - ("done" in rest), back_button(t("Let go")))
    return [*nodes, h("div", {"class": "moves", "data-testid": "moves"}, buttons)]


def back_button(text: str) -> Node:
    return h("button", {"type": "button", "class": "move pass", "data-action": "ui:back",
                        "data-testid": "move-back", "data-focus": "back"}, text)


def defence_facts(view: View, actor: int) -> Node:
    """The defenders still free, the General's, and the next one's price."""

    def at(key: str, i: int) -> int:
        row = view.get(key) or []
        return int(row[i]) if 0 <= i < len(row) else 0

    free = at("war_free", actor)
    general = int(view.get("war_general") or 0)
    level = at("war_bought", actor) + 1
    price = 0 if free or general or level <= at("war_levels", actor) else level
    parts = [t("Next defender: free") if not price else
             t("Next defender: {n} silver", n=price)]
    if free:
        parts.append(nt("1 free left", "{n} free left", free))
    if general:
        parts.append(t("the General's free defender"))
    count = int(view.get("num_players") or 0)
    if count == 2 and at("war_free", count):
        parts.append(nt("1 free shadow defender left", "{n} free shadow defenders left",
                        at("war_free", count)))
    return h("p", {"class": "rio-square", "data-testid": "defence-facts"},
             " · ".join(parts) + ".")


def fight_facts(view: View, choice: WarChoice, taps: dict[str, Tap], names: list[str],
                actor: int) -> Node:
    """The picked group and how far it may still go, or how many groups may act."""
    if choice.picked is not None:
        group = groups(view).get(choice.picked)
        if group is not None:
            left = squares_left(view, group)
            targets = sum(1 for tap in taps.values() if tap.kind not in ("select", "selected"))
            return h("p", {"class": "rio-square", "data-testid": "square-info"},
                     t("Picked: {group} {where}.", group=group_words(group, names, actor),
                       where=warwords.place_of(group.key)), " ",
                     nt("1 square left this turn.", "{n} squares left this turn.", left), " ",
                     nt("1 highlighted target.", "{n} highlighted targets.", targets))
    ready = sum(1 for tap in taps.values() if tap.kind == "select")
    return h("p", {"class": "rio-square", "data-testid": "map-hint"},
             nt("1 of your groups can act.", "{n} of your groups can act.", ready))


def ask_facts(view: View, names: list[str]) -> Node:
    """The move waiting for consent, in words."""
    ask = list(view.get("war_ask") or [])
    mover = int(ask[0]) if ask else -1
    move = str(ask[1]) if len(ask) > 1 else ""
    who = names[mover] if 0 <= mover < len(names) else "?"
    kind = move.split(":")[0]
    what = warwords.label(view, move, names)
    text = (t("{name} wants to sacrifice your pieces: {move}.", name=who, move=what)
            if kind == "sacrifice" else
            t("{name} wants to put your pieces in a mixed group: {move}.", name=who, move=what))
    return h("p", {"class": "rio-offer", "data-testid": "war-ask"}, text)


__all__ = ["PROMPTS", "WarChoice", "body", "group_list", "prompt", "status", "war_map"]
