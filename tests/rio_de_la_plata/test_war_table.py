"""Río de la Plata's war on the table, on CPython: at each war step the map lights exactly what a
legal move acts on (the attackers' entries, the cannons' targets, the defenders' buildings, a
group to pick and then the squares it reaches, the groups it stacks onto or battles, the groups
it may sacrifice), a square with several moves opens their choice, the consent question goes to
the asked player behind the pass screen, the dice are shown, and each battle is flashed on the
map and logged in a sentence (docs/rio-de-la-plata-board.md, section 11)."""

from __future__ import annotations

import random

import pytest

from game.rio_de_la_plata import GAME
from game.rio_de_la_plata.board import SQUARE_BY_NAME, SQUARES
from tests.dom_support import attrs, classes, find, nodes
from tests.rio_de_la_plata.support import build_at, start_war
from web.gameui import TableContext, load_ui

NAMES = ["Ana", "Bo", "Cy", "Di", "Ed"]
COLORS = ["#a33", "#33a", "#3a3", "#aa3", "#a3a"]
ANA, BO, CY = 0, 1, 2
SHADOW, ENEMY = 10, 20


def war_view(step: str, actor: int, **fields) -> dict:
    """A 3-player view in a war against the corsairs led by Cy, in the design's schema
    (section 11's state table), with ``fields`` changed; squares by name in ``stack``, ``bld``,
    ``owner``, ``flags``, ``w_owner`` and ``w_count``."""
    view = GAME.new_game(GAME.normalize_options({"players": 3}), 1).view(actor)
    view.update({"phase_id": "war", "war_step": step, "war_enemy": 1, "war_attacker": CY,
                 "war_turn": 0, "war_round": 1, "war_quiet": 0, "war_battled": False,
                 "war_left": 0, "war_roll": [], "war_check": [5, 2, 1], "stack": [[]] * SQUARES,
                 "flags": [0] * SQUARES, "outside": [], "war_free": [2, 2, 0, 0],
                 "war_general": 0, "war_bought": [0, 0, 0, 0], "war_levels": [0, 0, 0],
                 "war_ask": [], "war_denied": [], "war_events": [], "wars": True})
    for key in ("stack", "bld", "owner", "flags", "w_owner", "w_count"):
        if key in fields:
            row = list(view[key])
            for name, value in fields.pop(key).items():
                row[SQUARE_BY_NAME[name]] = value
            view[key] = row
    view.update(fields)
    return view


def context(view: dict, legal: list[str], actor: int) -> TableContext:
    n = int(view["num_players"])
    return TableContext(view, legal, actor, True, NAMES[:n], COLORS[:n],
                        check=lambda move: None)


def lit(tree) -> dict[str, tuple]:
    """The map's highlighted war squares and groups by name."""
    return {attrs(n)["data-testid"][4:]: n for n in nodes(tree)
            if "legal" in classes(n) and str(attrs(n).get("data-testid", "")).startswith("war-")}


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
    ui = load_ui(GAME.id)
    view = war_view("fight", CY, outside=[[SQUARE_BY_NAME["A1"], 2, 0]],
                    stack={"C1": [ANA]}, bld={"A2": "hut"}, owner={"A2": ANA})
    legal = ["go:2@A1:A1", "go:2@A1:B1", "go:2@A1:A2", "done"]
    ctx = context(view, legal, CY)
    tree = ui.render_table(ctx)
    assert set(lit(tree)) == {"2@A1"}  # first the group: nothing else acts yet
    assert attrs(lit(tree)["2@A1"])["data-action"] == "ui:war"
    assert buttons(tree) == ["done"]
    ui.action("war", {"key": "2@A1"}, ctx)
    tree = ui.render_table(ctx)
    taps = lit(tree)
    assert set(taps) == {"2@A1", "A1", "B1", "A2"}
    assert {key: attrs(n).get("data-move") for key, n in taps.items() if key != "2@A1"} == {
        "A1": "go:2@A1:A1", "B1": "go:2@A1:B1", "A2": "go:2@A1:A2"}
    assert "war-battle" in classes(taps["A2"])  # an attacker entering a hut battles it
    assert "war-go" in classes(taps["B1"])
    assert "Hut" in attrs(taps["A2"])["aria-label"]
    assert "2 squares left" in words(find(tree, "square-info"))
    ui.action("war", {"key": "2@A1"}, ctx)  # tapped again: let go
    assert set(lit(ui.render_table(ctx))) == {"2@A1"}


def test_a_square_with_several_moves_opens_the_choice_of_exactly_those_moves():
    ui = load_ui(GAME.id)
    view = war_view("fight", ANA, stack={"C1": [ANA], "D1": [BO, BO]}, war_turn=1)
    legal = ["go:C1:B1", "go:C1:C2", "go:C1:D1:leader=1", "go:C1:D1:leader=2", "done"]
    ctx = context(view, legal, ANA)
    ui.render_table(ctx)
    ui.action("war", {"key": "C1"}, ctx)
    tree = ui.render_table(ctx)
    assert "war-choice" in classes(lit(tree)["D1"])
    assert attrs(lit(tree)["D1"])["data-action"] == "ui:war"
    ui.action("war", {"key": "D1"}, ctx)
    tree = ui.render_table(ctx)
    assert buttons(tree) == ["go:C1:D1:leader=1", "go:C1:D1:leader=2"]
    text = words(find(tree, "moves"))
    assert "led by Ana" in text and "led by Bo" in text
    assert find(tree, "move-back") is not None


def test_a_defender_may_give_a_sacrifice_a_group_for_one_more_square():
    ui = load_ui(GAME.id)
    view = war_view("fight", ANA, stack={"C3": [ANA, ANA], "D3": [ANA, ANA], "F6": [ANA]},
                    war_turn=1)
    legal = ["go:C3:C4", "give:C3:D3", "sacrifice:F6:C3", "go:F6:F7", "done"]
    ctx = context(view, legal, ANA)
    ui.render_table(ctx)
    ui.action("war", {"key": "C3"}, ctx)
    taps = lit(ui.render_table(ctx))
    assert attrs(taps["D3"])["data-move"] == "give:C3:D3"
    assert "war-give" in classes(taps["D3"])
    assert attrs(taps["F6"])["data-move"] == "sacrifice:F6:C3"
    assert "war-sacrifice" in classes(taps["F6"])
    assert ui.confirm(view, "sacrifice:F6:C3", NAMES).startswith("Sacrifice your piece on F6")


def test_one_of_two_groups_waiting_at_one_entry_may_be_sacrificed_for_the_other():
    # (both are named 3@P7: the sacrifice has no other square to tap, so it is a button)
    ui = load_ui(GAME.id)
    p7 = SQUARE_BY_NAME["P7"]
    view = war_view("fight", CY, outside=[[p7, 3, 0], [p7, 3, 0]])
    legal = ["go:3@P7:P7", "sacrifice:3@P7:3@P7", "done"]
    ctx = context(view, legal, CY)
    ui.render_table(ctx)
    ui.action("war", {"key": "3@P7"}, ctx)
    tree = ui.render_table(ctx)
    assert buttons(tree) == ["sacrifice:3@P7:3@P7", "done"]
    assert attrs(lit(tree)["P7"])["data-move"] == "go:3@P7:P7"


def test_the_attacker_deploys_groups_of_the_size_chosen_at_the_tapped_entry():
    ui = load_ui(GAME.id)
    view = war_view("deploy", CY, war_left=5)
    legal = [f"deploy:{n}@{e}" for e in ("A1", "B1", "P2") for n in (1, 2, 3)]
    ctx = context(view, legal, CY)
    tree = ui.render_table(ctx)
    assert {k: attrs(n)["data-move"] for k, n in lit(tree).items()} == {
        "A1": "deploy:3@A1", "B1": "deploy:3@B1", "P2": "deploy:3@P2"}
    assert "5 attackers to deploy" in words(find(tree, "war-status"))
    ui.action("war-size", {"size": "1"}, ctx)
    tree = ui.render_table(ctx)
    assert attrs(lit(tree)["P2"])["data-move"] == "deploy:1@P2"
    sizes = [n for n in nodes(tree) if attrs(n).get("data-action") == "ui:war-size"]
    assert [attrs(n)["aria-pressed"] for n in sizes] == ["false", "false", "true"]


def test_the_attackers_waiting_outside_are_drawn_beside_their_entries_in_a_margin():
    ui = load_ui(GAME.id)
    view = war_view("hit", ANA, war_left=1,
                    outside=[[SQUARE_BY_NAME["A1"], 2, 0], [SQUARE_BY_NAME["A1"], 2, 0],
                             [SQUARE_BY_NAME["P4"], 3, 0]])
    tree = ui.render_table(context(view, ["hit:2@A1", "hit:3@P4"], ANA))
    box = attrs(find(tree, "city-map")[2][0])["viewBox"].split()
    assert int(box[0]) < 0 and int(box[1]) < 0  # room west and north of the city
    assert {k: attrs(n)["data-move"] for k, n in lit(tree).items()} == {
        "2@A1": "hit:2@A1", "3@P4": "hit:3@P4"}
    groups = words(find(tree, "war-groups"))
    assert "2 groups: 2 attackers waiting outside A1" in groups
    assert "3 attackers waiting outside P4" in groups


def test_the_defenders_place_their_pieces_on_the_highlighted_buildings():
    ui = load_ui(GAME.id)
    view = war_view("defend", BO, bld={"F8": "hut", "J2": "barracks"}, owner={"F8": BO},
                    war_free=[0, 1, 0, 0])
    tree = ui.render_table(context(view, ["defend:F8", "defend:J2"], BO))
    assert {k: attrs(n)["data-move"] for k, n in lit(tree).items()} == {
        "F8": "defend:F8", "J2": "defend:J2"}
    assert "Next defender: free" in words(find(tree, "defence-facts"))
    assert buttons(tree) == []  # no "done" while a free defender must be placed


def test_the_consent_question_goes_to_the_asked_player_behind_the_pass_screen():
    ui = load_ui(GAME.id)
    view = war_view("ask", BO, stack={"C1": [ANA], "D1": [BO, BO]}, war_turn=1,
                    war_ask=[ANA, "go:C1:D1:leader=1", [BO]])
    tree = ui.render_table(context(view, ["allow", "deny"], BO))
    assert buttons(tree) == ["allow", "deny"]
    question = words(find(tree, "war-ask"))
    assert "Ana wants to put your pieces in a mixed group" in question
    assert "led by Ana" in question
    assert ui.hand_over(view, BO)
    assert not ui.hand_over(war_view("fight", BO), BO)
    asked = [attrs(n) for n in nodes(tree) if "asked" in classes(n)]
    assert len(asked) == 2  # the group that would move and where


def test_the_cannons_bets_say_their_chance_and_the_dice_are_shown():
    ui = load_ui(GAME.id)
    view = war_view("bet", ANA, outside=[[SQUARE_BY_NAME["A1"], 3, 0]],
                    office_owner=[ANA] + [-1] * 11, office_year=[0] + [-1] * 11, year=6)
    tree = ui.render_table(context(view, ["bet:1", "bet:2", "bet:3"], ANA))
    assert buttons(tree) == ["bet:1", "bet:2", "bet:3"]
    # the Gunner's +1: 9 or more is 8 or more on the dice, 15 chances in 36
    assert "Bet 3: 9 or more (42%)" in words(find(tree, "moves"))
    fired = war_view("defend", ANA, war_roll=[4, 3, 1, 3, 0], war_events=[
        ["cannon", 4, 3, 1, 3, 0]])
    dice = find(ui.render_table(context(fired, ["defend:F8"], ANA)), "cannon-dice")
    assert "Cannons: 4 and 3, +1, against 9: a miss" in words(dice)
    said = ui.describe(view, "bet:3", ANA, NAMES, fired)
    assert said == "Ana fires the cannons, betting 3. Cannons: 4 + 3 + 1 = 8 against 9: a miss."


def test_each_battle_is_flashed_on_the_map_and_logged_in_a_sentence():
    ui = load_ui(GAME.id)
    before = war_view("fight", CY, stack={"F5": [ENEMY, ENEMY, ENEMY], "F6": [BO, BO]},
                      bld={"F6": "hut"}, owner={"F6": BO})
    after = war_view("fight", CY, stack={"F6": [ENEMY, ENEMY]}, flags={"F6": 48},
                     war_events=[["battle", SQUARE_BY_NAME["F6"], 3, [BO, BO], 0, [BO, BO]],
                                 ["vp", BO, 4], ["destroyed", SQUARE_BY_NAME["F6"], "hut", BO],
                                 ["vp", CY, 2]])
    said = ui.describe(before, "go:F5:F6", CY, NAMES, after)
    assert said == ("Cy attacks F6 with 3 attackers from F5. Battle on F6: 3 attackers against "
                    "2 defenders of Bo: the defenders are destroyed. The Hut of Bo on F6 burns. "
                    "(Bo +4 VP, Cy +2 VP)")
    tree = ui.render_table(context(after, ["done"], CY))
    flashes = [n for n in nodes(tree) if "flash" in classes(n)]
    assert {c for n in flashes for c in classes(n)} >= {"battle", "fire"}
    assert "3:2" in words(flashes[0])
    fought = [n for n in nodes(tree) if "stack" in classes(n) and "fought" in classes(n)]
    assert len(fought) == 1  # the group that fought cannot act again this turn


def test_the_war_check_is_marked_in_the_log_with_its_dice_and_outcome():
    ui = load_ui(GAME.id)
    base = GAME.new_game(GAME.normalize_options({"players": 3}), 1).view(None)
    before = {**base, "year": 5, "war_check": [], "enemy": [4, 5], "attacks": [0, 0, 0]}
    war = {**before, "war_check": [5, 2, 1], "attacks": [0, 0, 1], "phase_id": "war",
           "war_step": "deploy"}
    assert ui.round_label(before, war, NAMES) == ("War check: 2 + 1 = 3: war with the "
                                                  "corsairs; Cy attacks")
    calm = {**before, "year": 6, "calendar_year": 1586, "war_check": [5, 6, 5]}
    assert ui.round_label(before, calm, NAMES) == ("War check: 6 + 5 = 11: no war (natives 4, "
                                                   "corsairs 5) · Year 1586")


def test_the_war_ends_in_the_log_with_its_reason():
    ui = load_ui(GAME.id)
    before = war_view("fight", ANA, stack={"C1": [ANA]}, war_quiet=3, war_turn=2)
    after = {**war_view("pickup", ANA), "war_events": [["home", ANA, 1]]}
    said = ui.describe(before, "done", ANA, NAMES, after)
    assert said == ("Ana ends their war turn. The war is over: the attackers fought no battle "
                    "in 3 rounds. Pieces that cannot stay go home (Ana 1).")


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
