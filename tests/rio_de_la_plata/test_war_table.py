"""Río de la Plata's war on the table, on CPython: at each war step the map lights exactly what a
legal move acts on (the attackers' entries, the cannons' targets, the defenders' buildings, a
group to pick and then the squares it reaches, the groups it stacks onto or battles, the groups
it may sacrifice), a square with several moves opens their choice, the consent question goes to
the asked player behind the pass screen, the dice are shown, and each battle is flashed on the
map (section 11 of docs/rio-de-la-plata-board.md; the log: test_war_log.py)."""

from __future__ import annotations

import random

import pytest

from game.rio_de_la_plata import GAME
from game.rio_de_la_plata.board import SQUARE_BY_NAME
from game.rio_de_la_plata.data import FORT, GUNNER
from tests.dom_support import attrs, classes, find, nodes
from tests.rio_de_la_plata.support import (
    build_at,
    dice_state,
    new,
    play,
    start_war,
    texts,
    to_fight,
)
from web.gameui import TableContext, load_ui

NAMES = ["Ana", "Bo", "Cy", "Di", "Ed"]
COLORS = ["#a33", "#33a", "#3a3", "#aa3", "#a3a"]
ANA, BO, CY = 0, 1, 2
A = 20  # an attacker in a stack


def fight(stacks: dict, outside: tuple = (), turn: int = 0, setup=None):
    """The engine in a war's rounds with these pieces, 3 players, Cy attacking with natives."""
    s = new(3)
    if setup is not None:
        setup(s)
    start_war(s, "natives", attacker=CY)
    to_fight(s, stacks, outside, turn)
    return s


def context(view: dict, legal: list[str], actor: int) -> TableContext:
    n = int(view["num_players"])
    return TableContext(view, legal, actor, True, NAMES[:n], COLORS[:n],
                        check=lambda move: None)


def at(state) -> TableContext:
    """The table's context at the engine's decision, seen by the player to act."""
    return context(state.view(state.cur), texts(state), state.cur)


def lit(tree) -> dict[str, tuple]:
    """The map's highlighted war squares and groups by name."""
    return {attrs(n)["data-testid"][4:]: n for n in nodes(tree)
            if "legal" in classes(n) and str(attrs(n).get("data-testid", "")).startswith("war-")}


def plays(tree) -> dict[str, str | None]:
    """What each highlighted square or group plays when tapped (None: it picks or chooses)."""
    return {key: attrs(n).get("data-move") for key, n in lit(tree).items()}


def buttons(tree) -> list[str]:
    """The moves the decision pane's buttons play."""
    return [attrs(n)["data-move"] for n in nodes(find(tree, "moves"))
            if attrs(n).get("data-action") == "move"]


def words(tree) -> str:
    """Every text of a tree, run together."""
    found = []
    stack = [tree]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            found.append(item)
        elif isinstance(item, tuple):
            stack.extend(reversed(item[2]))
        elif isinstance(item, list):
            stack.extend(reversed(item))
    return " ".join(found)


def test_the_attacker_picks_a_group_waiting_outside_then_taps_where_it_enters_or_battles():
    s = fight({"C1": (ANA,)}, outside=(("A1", 2),),
              setup=lambda s: build_at(s, "A2", "hut", owner=ANA))
    ui = load_ui(GAME.id)
    ctx = at(s)
    tree = ui.render_table(ctx)
    assert plays(tree) == {"2@A1": None}  # first the group: nothing else acts yet
    assert buttons(tree) == ["done"]
    ui.action("war", {"key": "2@A1"}, ctx)
    tree = ui.render_table(ctx)
    targets = {m.split(":")[2]: m for m in texts(s) if m.startswith("go:2@A1:")}
    assert targets == {"A1": "go:2@A1:A1", "B1": "go:2@A1:B1", "A2": "go:2@A1:A2"}
    assert plays(tree) == {"2@A1": None, **targets}
    taps = lit(tree)
    assert "war-battle" in classes(taps["A2"])  # an attacker entering a hut battles it
    assert "war-go" in classes(taps["B1"])
    assert "Hut" in attrs(taps["A2"])["aria-label"]
    assert "2 squares left" in words(find(tree, "square-info"))
    ui.action("war", {"key": "2@A1"}, ctx)  # tapped again: let go
    assert plays(ui.render_table(ctx)) == {"2@A1": None}


def test_a_square_with_several_moves_opens_the_choice_of_exactly_those_moves():
    s = fight({"C1": (ANA,), "D1": (BO, BO), "P9": (A,)}, turn=1)
    assert s.cur == ANA
    ui = load_ui(GAME.id)
    ctx = at(s)
    ui.render_table(ctx)
    ui.action("war", {"key": "C1"}, ctx)
    tree = ui.render_table(ctx)
    assert "war-choice" in classes(lit(tree)["D1"])
    assert plays(tree)["D1"] is None
    ui.action("war", {"key": "D1"}, ctx)
    tree = ui.render_table(ctx)
    stacks = sorted(m for m in texts(s) if m.startswith("go:C1:D1"))
    assert stacks == ["go:C1:D1:leader=1", "go:C1:D1:leader=2"]
    assert buttons(tree) == stacks
    text = words(find(tree, "moves"))
    assert "led by Ana" in text and "led by Bo" in text
    assert find(tree, "move-back") is not None


def test_a_defender_may_give_and_sacrifice_a_group_for_one_more_square():
    s = fight({"C3": (ANA, ANA), "D3": (ANA, ANA), "F6": (ANA,), "P9": (A,)}, turn=1)
    ui = load_ui(GAME.id)
    ctx = at(s)
    ui.render_table(ctx)
    ui.action("war", {"key": "C3"}, ctx)
    taps = lit(ui.render_table(ctx))
    assert attrs(taps["F6"])["data-move"] == "sacrifice:F6:C3"
    assert "war-sacrifice" in classes(taps["F6"])
    assert "war-choice" in classes(taps["D3"])  # the pair there: given to, or sacrificed
    ui.action("war", {"key": "D3"}, ctx)
    assert buttons(ui.render_table(ctx)) == ["give:C3:D3", "sacrifice:D3:C3"]
    assert ui.confirm(s.view(ANA), "sacrifice:F6:C3", NAMES[:3]).startswith(
        "Sacrifice your piece on F6")


def test_one_of_two_groups_waiting_at_one_entry_may_be_sacrificed_for_the_other():
    # (both are named 3@P7: the sacrifice has no other square to tap, so it is a button)
    s = fight({"B8": (ANA,)}, outside=(("P7", 3), ("P7", 3)))
    assert "sacrifice:3@P7:3@P7" in texts(s)
    ui = load_ui(GAME.id)
    ctx = at(s)
    ui.render_table(ctx)
    ui.action("war", {"key": "3@P7"}, ctx)
    tree = ui.render_table(ctx)
    assert buttons(tree) == ["sacrifice:3@P7:3@P7", "done"]
    assert plays(tree)["P7"] == "go:3@P7:P7"


def test_the_attacker_deploys_groups_of_the_size_chosen_at_the_tapped_entry():
    s = new(3)
    start_war(s, "natives", attacker=CY)
    assert s.war_step == "deploy" and s.war_left >= 3
    entries = {m.split("@")[1] for m in texts(s)}
    ui = load_ui(GAME.id)
    ctx = at(s)
    tree = ui.render_table(ctx)
    assert plays(tree) == {e: f"deploy:3@{e}" for e in entries}
    assert f"{s.war_left} attackers to deploy" in words(find(tree, "war-status"))
    ui.action("war-size", {"size": "1"}, ctx)
    tree = ui.render_table(ctx)
    assert plays(tree) == {e: f"deploy:1@{e}" for e in entries}
    sizes = [n for n in nodes(tree) if attrs(n).get("data-action") == "ui:war-size"]
    assert [attrs(n)["aria-pressed"] for n in sizes] == ["false", "false", "true"]


def cannons(dice: tuple[int, int]):
    """3 players, the Fort built, Ana the Gunner since an earlier year, Cy attacking with 4
    natives waiting at B1 (3) and C1 (1); the next dice ``dice``."""
    s = new(3)
    s.major_done[FORT] = 0
    s.office_owner[GUNNER] = ANA
    s.office_year[GUNNER] = -1
    start_war(s, "natives", attacker=CY)
    play(s, "deploy:3@B1", "deploy:1@C1")
    s.rng_state = dice_state(*dice)
    return s


def test_the_cannons_bets_say_their_chance_and_the_dice_are_shown():
    s = cannons((4, 3))
    ui = load_ui(GAME.id)
    tree = ui.render_table(at(s))
    assert buttons(tree) == texts(s)
    # the Gunner's +1: 9 or more is 8 or more on the dice, 15 chances in 36
    assert "Bet 3: 9 or more (42%)" in words(find(tree, "moves"))
    play(s, "bet:3")  # 4 + 3 + 1 = 8: a miss
    dice = find(ui.render_table(context(s.view(s.cur), texts(s), s.cur)), "cannon-dice")
    assert "Cannons: 4 and 3, +1, against 9: a miss" in words(dice)


def test_the_cannons_hits_are_taken_from_the_groups_waiting_outside():
    s = cannons((6, 5))
    play(s, "bet:2")
    assert s.war_step == "hit"
    ui = load_ui(GAME.id)
    tree = ui.render_table(at(s))
    assert plays(tree) == {m[4:]: m for m in texts(s)} == {"3@B1": "hit:3@B1",
                                                           "1@C1": "hit:1@C1"}
    box = attrs(find(tree, "city-map")[2][0])["viewBox"].split()
    assert int(box[1]) < 0  # a margin north of the city for the attackers waiting there
    assert "2 attackers to destroy." in words(tree)
    groups = words(find(tree, "war-groups"))
    assert "3 attackers waiting outside B1" in groups and "1 attacker waiting outside C1" in groups


def test_the_defenders_place_their_pieces_on_the_highlighted_buildings():
    s = new(3)
    build_at(s, "F8", "hut", owner=ANA)
    build_at(s, "J2", "barracks", tile=4)
    start_war(s, "natives", attacker=CY)
    while s.war_step == "deploy":
        play(s, texts(s)[0])
    assert s.war_step == "defend" and s.cur == ANA
    ui = load_ui(GAME.id)
    tree = ui.render_table(at(s))
    assert plays(tree) == {m[7:]: m for m in texts(s)} == {"F8": "defend:F8",
                                                           "J2": "defend:J2"}
    assert "Next defender: free · 2 free left" in words(find(tree, "defence-facts"))
    assert buttons(tree) == []  # no "done" while a free defender must be placed


def test_the_consent_question_goes_to_the_asked_player_behind_the_pass_screen():
    s = fight({"C1": (ANA,), "D1": (BO, BO), "P9": (A,)}, turn=1)
    play(s, "go:C1:D1:leader=1")
    assert s.war_step == "ask" and s.cur == BO
    ui = load_ui(GAME.id)
    view = s.view(BO)
    tree = ui.render_table(at(s))
    assert buttons(tree) == ["allow", "deny"]
    question = words(find(tree, "war-ask"))
    assert "Ana wants to put your pieces in a mixed group" in question
    assert "led by Ana" in question
    assert ui.hand_over(view, BO)
    assert not ui.hand_over(fight({"C1": (ANA,), "P9": (A,)}, turn=1).view(ANA), ANA)
    asked = [attrs(n) for n in nodes(tree) if "asked" in classes(n)]
    assert len(asked) == 2  # the group that would move and where


def test_each_battle_is_flashed_on_the_map_and_the_group_that_fought_rests():
    s = fight({"F5": (A, A, A), "F6": (BO, BO), "P9": (A,), "B8": (ANA,)},
              setup=lambda s: build_at(s, "F6", "hut", owner=BO))
    ui = load_ui(GAME.id)
    play(s, "go:F5:F6")
    assert s.cur == CY  # (the group on P9 may still move)
    tree = ui.render_table(at(s))
    flashes = [n for n in nodes(tree) if "flash" in classes(n)]
    assert {c for n in flashes for c in classes(n)} >= {"battle", "fire"}
    assert "3:2" in words(flashes[0])
    fought = [n for n in nodes(tree) if "stack" in classes(n) and "fought" in classes(n)]
    assert len(fought) == 1  # the group that fought cannot act again this turn


def test_the_bots_pause_a_third_as_long_between_the_wars_small_steps():
    # a war is 60-90 moves of groups: at the whole pause a Medium war was 40-57 s to watch
    ui = load_ui(GAME.id)
    s = fight({"F5": (A,), "B8": (ANA,)})
    assert ui.bot_pace(s.view(None)) == pytest.approx(1 / 3)
    assert ui.bot_pace(new(3).view(None)) == 1.0


def test_only_the_movers_groups_that_fought_are_shown_resting():
    # a defender's piece attacks a pair of attackers and falls: the pair fought this turn, but
    # it is not the defender's to move: nothing of theirs rests
    s = fight({"F5": (A, A), "F6": (ANA,), "B8": (ANA,)}, turn=1)
    play(s, "go:F6:F5")
    assert s.cur == ANA and s.stack[SQUARE_BY_NAME["F5"]] == (A, A)
    tree = load_ui(GAME.id).render_table(at(s))
    assert not [n for n in nodes(tree) if "stack" in classes(n) and "fought" in classes(n)]


# -- the engine's wars ---------------------------------------------------------------------------

def war_positions(players: int, seed: int, games: int):
    """The decisions of wars begun in random games at a random year's start, everyone given a
    hut first (somewhere to place defenders), and played at random (a state at each)."""
    for game in range(games):
        rng = random.Random(seed + game)
        state = GAME.new_game(GAME.normalize_options({"players": players}), seed + game)
        year = rng.randrange(6, 15)
        while state.year < year:
            state.apply(rng.choice(state.legal_moves()))
        free = [name for name in SQUARE_BY_NAME if not state.bld[SQUARE_BY_NAME[name]]
                and state.w_owner[SQUARE_BY_NAME[name]] < 0]
        for p, name in enumerate(rng.sample(free, players)):
            build_at(state, name, "hut", owner=p)
        start_war(state, rng.choice(("natives", "corsairs")))
        while state.war_step:
            yield state
            state.apply(rng.choice(state.legal_moves()))


def offered(ui, view: dict, legal: list[str], actor: int) -> set[str]:
    """Every move the table lets the player play at a war decision: the buttons and the map at
    once, after picking each group, after opening each choice."""
    ctx = context(view, legal, actor)
    found: set[str] = set()

    def collect(tree) -> list[dict]:
        acts = [attrs(n) for n in nodes(tree) if attrs(n).get("data-action")]
        found.update(a["data-move"] for a in acts if a["data-action"] == "move")
        return [a for a in acts if a["data-action"] in ("ui:war", "ui:war-size")]

    ui.forget()
    for act in collect(ui.render_table(ctx)):
        first = {k[5:]: str(v) for k, v in act.items() if k.startswith("data-")}
        ui.action(act["data-action"][3:], first, ctx)
        for inner in collect(ui.render_table(ctx)):  # a group picked: its targets, choices
            if "war-choice" in str(inner.get("class")).split():
                ui.forget()
                ui.action(act["data-action"][3:], first, ctx)
                ui.action("war", {"key": inner["data-key"]}, ctx)
                collect(ui.render_table(ctx))
        ui.forget()
    return found


@pytest.mark.parametrize("players", [2, 3, 5])
def test_every_war_highlight_plays_a_legal_move_and_every_war_move_can_be_reached(players):
    ui = load_ui(GAME.id)
    steps: dict[str, int] = {}
    for state in war_positions(players, 1, 8):
        step = state.war_step
        steps[step] = steps.get(step, 0) + 1
        if steps[step] > 3 and steps[step] % 40:  # a few of each step (most are war turns)
            continue
        p = state.cur
        legal = [state.move_to_text(m) for m in state.legal_moves()]
        view = state.view(p)
        tree = ui.render_table(context(view, legal, p))
        for node in nodes(tree):
            if "legal" in classes(node) and attrs(node).get("data-action") == "move":
                assert attrs(node)["data-move"] in legal
        assert offered(ui, view, legal, p) == set(legal) - {m for m in legal
                                                           if m.startswith("offer:")}
    assert set(steps) >= {"deploy", "defend", "fight", "pickup"}, steps
