"""Puerto Rico's table with the expansions on CPython: games played by clicking the table's
buttons reach the end; every button that plays a move plays a legal one, every legal move is
offered (directly, in a choice, or through the Mayor, Small Wharf and Black Market editors),
highlighted board elements act and nothing else does; the draft, forests and editors render."""

from __future__ import annotations

import random
import re
import zlib
from collections import Counter

import pytest

from game.core import GameRecord
from game.puerto_rico import data as prd
from game.puerto_rico.data import EXPANSION_OPTIONS
from tests.dom_support import attrs, classes, find, nodes
from tests.puerto_rico.table_support import check_highlights, context
from web.puerto_rico import UI
from web.puerto_rico.board import free_draft_spaces
from web.puerto_rico.mayor import Placement
from web.session import Session

EXPANSIONS = sorted(EXPANSION_OPTIONS)
# the notation's ids of things (a label says their names)
NOTATION_IDS = {*prd.GOOD_IDS, *prd.TILE_IDS, *prd.ROLE_IDS, "vp", *(b.id for b in prd.BUILDINGS)}


def session_for(players: int, seed: int, **options) -> Session:
    record = GameRecord("puerto_rico", {"players": players, "expansions": EXPANSIONS,
                                        **options}, seed,
                        meta={"names": [f"P{p}" for p in range(players)]})
    return Session.open(record, "t", "t")


def offered(tree) -> set[str]:
    """Every move an element of the table plays or offers in a choice."""
    moves: set[str] = set()
    for n in nodes(tree):
        a = attrs(n)
        if a.get("data-action") == "move":
            moves.add(str(a.get("data-move")))
        elif a.get("data-action") == "ui:choose":
            moves |= set(str(a.get("data-moves")).split("|"))
    return moves


def editor_offers(ui: UI, session: Session, move: str) -> bool:
    """Whether the Small Wharf or Black Market editor can compose ``move`` and then plays it."""
    ctx = context(session)
    table = ui.table
    kind, _, arg = move.partition(":")
    if kind == "smallwharf":
        for part in arg.split(","):
            good, _, n = part.partition("=")
            for _ in range(int(n)):
                ui.action("wharf", {"good": good, "step": "1"}, ctx)
    elif kind == "blackmarket":
        head, _, items = arg.partition("/")
        building, plus, _ = head.partition("+")
        ui.action("market-pick", {"building": building}, ctx)
        for item in items.split(",") + (["+colonist"] if plus else []):
            ui.action("market-item", {"item": item}, ctx)
    else:
        return False
    found = move in offered(ui.render_table(ctx))
    table.wharf = table.market = None
    return found


def check_panel(ui: UI, session: Session) -> list[str]:
    ctx = context(session)
    legal = set(ctx.legal)
    tree = ui.render_table(ctx)
    problems = []
    for n in nodes(tree):
        a = attrs(n)
        if a.get("data-testid") == "move" and a.get("data-action") == "move" and (
                a.get("data-move") not in legal):
            problems.append(f"button {a.get('data-move')} is not legal")
    shown = offered(tree)
    composed = 0  # the editors' moves: a few per position (each check redraws the table)
    for move in sorted(legal - shown, key=lambda m: (zlib.crc32(m.encode()) % 97, m)):
        if move.startswith("place:"):
            continue  # the Mayor editor composes any placement (test_mayor_editor.py)
        if f"{move}+colonist" in shown and find(tree, "university-colonist") is not None:
            continue  # the University switch turns every build into its variant without it
        composed += 1
        if composed > 4:
            if move.startswith(("smallwharf:", "blackmarket:")):
                continue
            problems.append(f"{move} is legal but not offered")
        elif not editor_offers(ui, session, move):
            problems.append(f"{move} is legal but not offered")
    return problems


@pytest.mark.fuzz
def test_expansion_games_offer_every_legal_move_and_only_legal_ones():
    kinds: set[str] = set()
    for seed in range(6):
        session = session_for(2 + seed % 4, seed)
        ui, rng = UI(), random.Random(seed)
        while not session.state.is_over():
            legal = session.legal_texts()
            kinds |= {m.split(":")[0] for m in legal}
            assert check_highlights(ui, session) == [], session.record.moves
            assert check_panel(ui, session) == [], session.record.moves
            session.play_text(rng.choice(legal))
    assert {"draft", "guest", "post", "smallwharf", "forest", "blackmarket"} <= kinds


def clickable(tree) -> list[dict]:
    """The table's buttons a player may click to play or choose something."""
    return [attrs(n) for n in nodes(tree)
            if attrs(n).get("data-action") in ("move", "ui:choose", "ui:market-pick",
                                               "ui:market-item", "ui:wharf")
            and not attrs(n).get("disabled")]


def test_a_game_with_the_expansions_is_played_to_the_end_by_clicks_alone():
    for seed, players in ((11, 4), (12, 2)):
        session = session_for(players, seed)
        ui, rng = UI(), random.Random(seed)
        clicks = 0
        while not session.state.is_over():
            ctx = context(session)
            if find(ui.render_table(ctx), "mayor-done") is not None:
                move = ui.action("mayor-done", {}, ctx)
            else:
                a = rng.choice(clickable(ui.render_table(ctx)))
                if a["data-action"] == "move":
                    move = a["data-move"]
                else:
                    data = {k[5:]: str(v) for k, v in a.items() if k.startswith("data-")}
                    move = ui.action(a["data-action"][3:], data, ctx)
            clicks += 1
            assert clicks < 20_000
            if move is not None:
                assert move in ctx.legal or session.state.is_legal(
                    session.state.parse_move(move)), move
                session.play_text(move)
                ui.played(move, False)
        assert session.state.is_over()


def test_the_draft_shows_the_free_spaces_by_cost_and_the_pool_as_buttons():
    session = session_for(3, 1)
    ui = UI()
    ctx = context(session)
    tree = ui.render_table(ctx)
    assert find(tree, "prompt") is not None
    free = free_draft_spaces(ctx.view)
    spaces = 17 + (7 if "nobles" in EXPANSIONS else 0)  # the red spaces (rules-notes 52)
    assert sum(free.values()) == spaces
    assert find(tree, "draft-space-10") is not None
    buttons = [attrs(n)["data-move"] for n in nodes(tree)
               if attrs(n).get("data-testid") == "move"]
    assert sorted(buttons) == sorted(ctx.legal)
    session.play_text(buttons[0])
    assert sum(free_draft_spaces(context(session).view).values()) == spaces - 1


def test_forests_lie_face_down_on_the_island():
    for seed in range(20):
        session = session_for(3, seed)
        rng = random.Random(seed)
        while not session.state.is_over():
            legal = session.legal_texts()
            forest = [m for m in legal if m.startswith("forest:")]
            if forest:
                player = session.to_act()
                forests = session.view(player)["players"][player]["forests"]
                session.play_text(forest[0])
                assert session.view(player)["players"][player]["forests"] == forests + 1
                ui = UI()
                ui.prefs["full_boards"] = [player]  # (the full board, if not the viewer's own)
                ctx = context(session)
                board = find(ui.render_table(ctx), f"board-{player}")
                assert sum(1 for n in nodes(board)
                           if attrs(n).get("data-testid") == "forest") == forests + 1
                return
            session.play_text(rng.choice(legal))
    raise AssertionError("no forest decision found")


def nobles_mayor_decision() -> Session:
    """A game with the Nobles where the Mayor's placement may put a noble on a building whose
    effect depends on it."""
    for seed in range(40):
        session = session_for(3, seed)
        rng = random.Random(seed)
        while not session.state.is_over():
            legal = session.legal_texts()
            if any(";nobles=" in m for m in legal):
                return session
            session.play_text(rng.choice(legal))
    raise AssertionError("no noble placement found")


def test_the_mayor_editor_says_which_buildings_hold_a_noble():
    if "nobles" not in EXPANSIONS:
        return
    session = nobles_mayor_decision()
    ui = UI()
    ctx = context(session)
    proposal = next(m for m in ctx.legal if m.startswith("place:"))
    placement = ui.table.placement_for(ctx.view, ctx.actor, ctx.legal)
    assert placement.to_text() == proposal
    with_noble = next(m for m in ctx.legal if ";nobles=" in m)
    slot = with_noble.split(";nobles=")[1].split(",")[0]
    # start from the placement with the noble (as if the player had moved colonists there)
    placement = ui.table.placement = Placement(ctx.view, ctx.actor, with_noble)
    placement.key = (ctx.view["round"], ctx.actor)
    assert placement.to_text() == with_noble
    tree = ui.render_table(ctx)
    switch = find(tree, f"noble-{slot}")
    assert switch is not None and attrs(switch)["data-action"] == "ui:mayor-noble"
    before = placement.to_text()
    ui.action("mayor-noble", {"slot": slot}, ctx)
    after = placement.to_text()
    assert after != before and (";nobles=" in after) != (";nobles=" in before)
    assert session.state.is_legal(session.state.parse_move(before))
    # the building's colonist is drawn as a noble exactly when the placement says so
    tree = ui.render_table(ctx)
    circle = find(tree, f"place-{slot}-0")
    drawn = [attrs(n).get("href") for n in nodes(circle) if n[0] == "use"]
    assert drawn == ["assets/art/pr/sprite.svg#" + ("noble" if ";nobles=" in after
                                                    and slot in after.split(";")[1]
                                                    else "colonist")]
    assert ui.action("mayor-done", {}, ctx) == after  # the engine then accepts it or says why
    ui.action("mayor-noble", {"slot": slot}, ctx)
    assert placement.to_text() == before


def test_every_move_has_a_label_and_a_log_sentence_and_every_score_source_a_label():
    from web.puerto_rico import text

    names = ["Ana", "Bo", "Cy", "Di"]
    for seed in range(3):
        session = session_for(4, 100 + seed)
        rng = random.Random(seed)
        while not session.state.is_over():
            player = session.to_act()
            view = session.view(player)
            legal = session.legal_texts()
            for move in legal:
                if not move.startswith("place:"):
                    label = text.label(view, move, player)
                    assert label != move, move
                    # no id of the notation shows through ("Discard vp")
                    ids = set(re.split(r"[:@+,=/;]", move)[1:]) & NOTATION_IDS
                    assert not any(re.search(rf"\b{w}\b", label) for w in ids), (move, label)
            move = rng.choice(legal)
            before = session.view(None)
            session.play_text(move)
            said = text.describe(before, move, player, names, session.view(None))
            assert not said.startswith(f"{names[player]}: {move}"), said
            assert "{" not in said, said
        for score in session.state.final_scores():
            for key in score.breakdown:
                assert key in text.SCORE_LABELS, key


def test_the_festival_goals_show_their_rewards_and_who_met_them():
    if "festival" not in EXPANSIONS:
        pytest.skip("the Festival is not played by this engine yet")
    session = session_for(3, 9)
    rng = random.Random(9)
    seen_open = seen_met = False
    while not session.state.is_over():
        view = session.view(None)
        fest = view.get("festival") or {}
        if fest.get("plantation") is not None:
            tree = UI().render_table(context(session))
            board = find(tree, "festival")
            assert board is not None
            for goal in ("plantation", "production", "construction"):
                shown = " ".join(str(x) for n in nodes(find(board, f"festival-{goal}"))
                                 for x in n[2] if isinstance(x, str))
                who = fest["met_by"].get(goal)
                if who is None:
                    seen_open = True
                    assert "open" in shown
                else:
                    seen_met = True
                    assert f"met by P{who}" in shown
        session.play_text(rng.choice(session.legal_texts()))
    assert seen_open and seen_met


def test_the_buccaneer_token_lies_on_its_card_then_goes_with_its_holder():
    if "buccaneer" not in EXPANSIONS:
        pytest.skip("the Buccaneer is not played by this engine yet")
    session = session_for(3, 9)
    rng = random.Random(9)
    while not session.state.is_over():
        legal = session.legal_texts()
        tree = UI().render_table(context(session))
        holder = (session.view(None).get("buccaneer") or {}).get("token")
        if holder is None:
            assert find(tree, "buccaneer-token") is not None
        else:
            assert find(tree, f"buccaneer-token-{holder}") is not None
            return
        move = "role:buccaneer" if "role:buccaneer" in legal else rng.choice(legal)
        session.play_text(move)
    raise AssertionError("nobody chose the Buccaneer")


def test_the_log_says_who_meets_a_festival_goal():
    if "festival" not in EXPANSIONS:
        pytest.skip("the Festival is not played by this engine yet")
    from web.puerto_rico import text

    session = session_for(3, 9)
    rng = random.Random(9)
    said = []
    while not session.state.is_over():
        player, before = session.to_act(), session.view(None)
        move = rng.choice(session.legal_texts())
        session.play_text(move)
        said.append(text.describe(before, move, player, ["P0", "P1", "P2"], session.view(None)))
    met = session.view(None)["festival"]["met_by"]
    for goal, who in met.items():
        if who is not None:
            assert sum(f"P{who} meets the Festival's {goal} goal" in s for s in said) == 1


def test_the_hunting_lodges_vp_question_offers_its_2_vp():
    # IT (Casa di Caccia): "occupata da un Nobile può invece ricevere 2 PV"
    from web.puerto_rico import text

    view = {"players": [{"buildings": {"hunting_lodge": 1}}]}
    assert text.label(view, "lodge:vp", 0) == "Take the Hunting Lodge's 2 VP"
    assert text.sentence(view, "lodge:vp", 0, "Ana") == "Ana takes the Hunting Lodge's 2 VP."


def noble_icons(tree) -> int:
    """The nobles drawn in ``tree`` (not the Mayor's switches that make a colonist one)."""
    switches = {id(m) for n in nodes(tree) if "noble-switch" in classes(n) for m in nodes(n)}
    return sum(1 for n in nodes(tree) if n[0] == "use" and id(n) not in switches
               and str(attrs(n).get("href", "")).endswith("#noble"))


def test_every_noble_is_drawn_as_a_noble_wherever_it_stands():
    # IT (ESPANSIONE 2): a noble is a colonist "con alcune eccezioni": on the ship, in San Juan,
    # on the island and in the city the table shows it as a noble, never as a worker
    session = Session.open(GameRecord("puerto_rico", {"players": 3, "expansions": ["nobles"]},
                                      5, meta={"names": ["P0", "P1", "P2"]}), "t", "t")
    rng = random.Random(5)
    ui = UI()
    ui.prefs["full_boards"] = [0, 1, 2]  # every board full
    seen = Counter()
    while not session.state.is_over():
        ctx = context(session)
        tree = ui.render_table(ctx)
        ship = int(ctx.view["nobles"]["ship"])
        assert noble_icons(find(tree, "noble-ship") or ("span", {}, [])) == min(ship, 3)
        placing = any(m.startswith("place:") for m in ctx.legal)
        placement = ui.table.placement if placing else None
        for p, me in enumerate(ctx.view["players"]):
            board = find(tree, f"board-{p}")
            spaces = [n for n in nodes(board) if "pr-spaces" in classes(n)
                      or "san-juan" in classes(n)]
            drawn = sum(noble_icons(part) for part in spaces)
            waiting = [n for n in nodes(board) if "nobles-waiting" in classes(n)]
            drawn += sum(int(n[2][-1]) for n in waiting)
            mayor = placement is not None and p == ctx.actor
            owned = placement.owned_nobles if mayor else me["nobles"]
            # (the Mayor's waiting room and the header both show San Juan's nobles)
            assert drawn - (sum(int(n[2][-1]) for n in waiting) if mayor else 0) == owned, p
            seen.update({"ship": ship > 0, "waiting": bool(waiting), "mayor": mayor and owned})
        move = rng.choice(session.legal_texts())
        session.play_text(move)
        ui.played(move, by_bot=False)
    assert seen["ship"] and seen["waiting"] and seen["mayor"], seen


@pytest.mark.parametrize("options", [{"players": 3}, {"players": 4, "expansions": EXPANSIONS}])
def test_motion_keys_are_unique_in_every_render_and_sources_are_keys(options):
    # web/gameui.py, Motion: data-flip names one thing in every render; data-flip-from names
    # the data-flip key of where a new thing comes from; data-pop names a figure
    session = Session.open(GameRecord("puerto_rico", options, 3,
                                      meta={"names": ["P0", "P1", "P2", "P3"]}), "t", "t")
    rng = random.Random(3)
    ui = UI()
    sources = Counter()
    while not session.state.is_over():
        tree = ui.render_table(context(session))
        flips = [attrs(n)["data-flip"] for n in nodes(tree) if attrs(n).get("data-flip")]
        pops = [attrs(n)["data-pop"] for n in nodes(tree) if attrs(n).get("data-pop")]
        assert len(flips) == len(set(flips)), Counter(flips).most_common(3)
        assert len(pops) == len(set(pops)), Counter(pops).most_common(3)
        for n in nodes(tree):
            source = attrs(n).get("data-flip-from")
            if source:
                kind = source.rsplit("-", 1)[0] if source.startswith(("goods-", "san-juan-")) \
                    else source.split("-", 1)[0]
                assert kind in ("goods", "san-juan", "plantation", "supply"), source
                sources[kind] += source in flips
        move = rng.choice(session.legal_texts())
        session.play_text(move)
        ui.played(move, by_bot=False)
    # the places things come from are on the table (a taken tile's kind may be gone)
    assert sources["goods"] and sources["san-juan"] and sources["supply"], sources
