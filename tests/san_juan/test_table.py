"""San Juan's table on CPython: it is drawn from the view alone, every highlighted thing acts and
nothing else does, the decision's buttons lead to legal moves all the way to the end, a payment
is built from the cards tapped (and refused by the engine, by the button, while it is wrong), and
the log counts hidden cards without ever naming them."""

from __future__ import annotations

import json
import random
from pathlib import Path

from game.core import GameRecord
from game.san_juan import data
from game.san_juan.bots.choices import least_wanted, rounds_left
from tests.dom_support import attrs, classes, nodes
from web import i18n
from web.dom import to_json
from web.gameui import TableContext
from web.san_juan import UI, text
from web.session import Session

from .positions import play, table

NAMES = {c.id: c.name for c in data.CARDS}
RECORDS = Path(__file__).resolve().parent / "records"


def context(session: Session, human: bool = True) -> TableContext:
    actor = session.to_act()
    return TableContext(view=session.view(actor), legal=session.legal_texts(actor), actor=actor,
                        human_turn=human, names=session.names(),
                        colors=["#c33", "#33c", "#3a3", "#a3a"],
                        check=session.illegal_reason)


def new_session(players: int, seed: int, variant: bool = False) -> Session:
    record = GameRecord("san_juan", {"players": players, "start_variant": variant}, seed,
                        meta={"names": [f"P{p}" for p in range(players)]})
    return Session.open(record, "t", "t")


def buttons(tree) -> list[dict]:
    """The enabled buttons of the decision: what a player may click to decide."""
    return [attrs(n) for n in nodes(tree)
            if attrs(n).get("data-testid") == "move" and not attrs(n).get("disabled")]


def click(ui: UI, session: Session, button: dict) -> str | None:
    """What a click on ``button`` plays (None: it only changed the selection)."""
    if button.get("data-action") == "move":
        return button["data-move"]
    name = str(button["data-action"]).removeprefix("ui:")
    data_ = {k.removeprefix("data-"): str(v) for k, v in button.items()
             if k.startswith("data-") and v is not None}
    return ui.action(name, data_, context(session))


def play_by_buttons(session: Session, rng: random.Random, limit: int = 3000) -> set[str]:
    """Play a whole game by clicking random buttons of the decision panel; the kinds of moves
    played."""
    ui = UI()
    kinds: set[str] = set()
    for _ in range(limit):
        if session.state.is_over():
            return kinds
        offered = buttons(ui.render_table(context(session)))
        assert offered, session.record.moves
        move = click(ui, session, rng.choice(offered))
        if move is not None:
            session.play_text(move)  # raises if the UI offered an illegal move
            ui.played(move, False)
            kinds.add(move.split(":")[0])
    raise AssertionError("the game did not end")


def test_the_decision_buttons_lead_to_legal_moves_to_the_end_of_the_game():
    kinds: set[str] = set()
    for seed in range(6):
        kinds |= play_by_buttons(new_session(2 + seed % 3, seed, variant=seed % 2 == 1),
                                 random.Random(seed))
    assert {"role", "build", "produce", "sell", "keep", "discard"} <= kinds


def test_every_highlighted_table_element_acts_and_nothing_else_does():
    for seed in range(3):
        session = new_session(3, seed)
        ui, rng = UI(), random.Random(seed)
        while not session.state.is_over():
            ctx = context(session)
            legal = set(ctx.legal)
            tree = ui.render_table(ctx)
            panel, *panes = tree[2]  # the decision's buttons are checked by the test above
            assert "sj-panel" in classes(panel)
            for n in (n for pane in panes for n in nodes(pane)):
                a = attrs(n)
                acts = a.get("data-action") is not None
                if "legal" in classes(n):
                    assert acts, a
                    if a["data-action"] == "move":
                        assert a["data-move"] in legal
                elif a.get("data-action") != "ui:boards":  # (the view's control, no move)
                    assert not acts or (a["data-action"] == "move" and a["data-move"] in legal), a
            # half the time, pick a building first (the hand then offers its payment)
            offered = buttons(tree)
            build = [b for b in offered if b.get("data-action") == "ui:build"]
            move = click(ui, session, rng.choice(build if build and rng.random() < .5
                                                 else offered))
            if move is not None:
                session.play_text(move)
                ui.played(move, False)


def builder_decision(min_price: int = 2) -> tuple[Session, UI, str]:
    """A position where the player to act may build a card paid with ``min_price`` or more
    cards; the session, a UI, and the legal build move offered first for it."""
    for seed in range(200):
        session = new_session(2, seed)
        rng = random.Random(seed)
        while not session.state.is_over():
            legal = session.legal_texts()
            for move in UI().table.cards_to_build(legal).values():
                extra = text.parts(move)[2]
                if ("over" not in extra and "goods" not in extra
                        and len(extra.get("pay", [])) >= min_price):
                    return session, UI(), move
            session.play_text(rng.choice(legal))
    raise AssertionError("no such position")


def test_the_pay_selection_starts_from_a_legal_payment_and_follows_the_cards_tapped():
    session, ui, move = builder_decision()
    _, card, extra = text.parts(move)
    ctx = context(session)
    assert ui.action("build", {"target": card, "over": ""}, ctx) is None
    # a payment of as many cards as the engine's first payment is selected: it is legal
    start = ui.action("confirm", {}, context(session))
    assert session.illegal_reason(start) is None and start.startswith(f"build:{card}/pay:")
    paid = text.parts(start)[2]["pay"]
    assert len(paid) == len(extra["pay"])
    tree = ui.render_table(context(session))
    hand = session.view(session.to_act())["players"][session.to_act()]["hand"]
    picked = [int(attrs(n)["data-index"]) for n in nodes(tree)
              if attrs(n).get("aria-pressed") == "true" and attrs(n).get("data-where") == "hand"]
    assert sorted(hand[i] for i in picked) == sorted(paid)
    # one card fewer: the engine refuses, and says so next to the disabled button
    ui.action("toggle", {"where": "hand", "index": str(picked[0])}, context(session))
    short = ui.action("confirm", {}, context(session))
    assert short is not None and session.illegal_reason(short)
    tree = ui.render_table(context(session))
    editor = next(n for n in nodes(tree) if attrs(n).get("data-testid") == "editor")
    confirm = next(n for n in nodes(editor) if attrs(n).get("data-testid") == "move")
    assert attrs(confirm)["disabled"] is True
    assert session.illegal_reason(short) in to_json(editor)
    # another card instead: any valid payment is accepted, not only the engine's first
    others = [i for i in range(len(hand)) if i not in picked and hand[i] != card]
    if others:
        ui.action("toggle", {"where": "hand", "index": str(others[-1])}, context(session))
        chosen = ui.action("confirm", {}, context(session))
        assert session.illegal_reason(chosen) is None
        session.play_text(chosen)
        assert session.record.moves[-1].startswith(f"build:{card}")


def test_back_returns_to_the_choice_of_building():
    session, ui, move = builder_decision()
    card = text.parts(move)[1]
    ui.action("build", {"target": card, "over": ""}, context(session))
    ui.action("back", {}, context(session))
    assert ui.action("confirm", {}, context(session)) is None
    tree = ui.render_table(context(session))
    assert any(b.get("data-action") == "ui:build" for b in buttons(tree))


def test_the_log_counts_hidden_cards_and_never_names_them():
    checked = 0
    for seed in range(4):
        session = new_session(2 + seed % 3, seed)
        rng = random.Random(seed)
        while not session.state.is_over():
            move = rng.choice(session.legal_texts())
            before = session.public
            session.play_text(move)
            kind, arg, extra = text.parts(move)
            hidden = []
            if kind == "build":
                hidden = extra.get("pay", [])
            elif kind in ("discard", "chapel") or (kind == "keep" and before["phase"] != (
                    "gold_mine")):
                hidden = text.items(arg)
            sentence = session.log[-session.entries[-1]][1]
            # the building built and every building in a city are public
            public = {arg} | {b["card"] for p in before["players"] for b in p["city"]}
            for card in set(hidden) - public:
                assert NAMES[card] not in sentence, (move, sentence)
                checked += 1
    assert checked > 100


def test_the_crane_builds_over_the_building_tapped_in_the_city():
    for seed in range(300):
        session = new_session(2, seed)
        rng = random.Random(seed)
        ui = UI()
        found = None
        while not session.state.is_over() and found is None:
            legal = session.legal_texts()
            for move in legal:
                if "/over:" in move:
                    found = move
                    break
            else:
                session.play_text(rng.choice(legal))
        if found is None:
            continue
        card = text.parts(found)[1]
        assert ui.action("build", {"target": card}, context(session)) is None
        actor = session.to_act()
        spots = ui.table.over_spots(session.view(actor), actor, session.legal_texts(), card)
        assert spots
        pos = max(spots)  # any building of a kind the Crane may cover, not only the first
        ui.action("over", {"index": str(pos)}, context(session))
        tree = ui.render_table(context(session))
        covering = [attrs(n) for n in nodes(tree) if "covering" in classes(n)]
        assert [a["data-index"] for a in covering] == [pos]
        chosen = ui.action("confirm", {}, context(session))
        assert f"/over:{pos}" in chosen
        assert session.illegal_reason(chosen) is None
        session.play_text(chosen)
        assert session.state.view(actor)["players"][actor]["city"][pos]["card"] == card
        return
    raise AssertionError("no Crane decision found")


def test_between_trader_phases_the_table_shows_the_next_tile_once_it_has_been_seen():
    session = new_session(2, 1)
    ui = UI()
    ctx = context(session)
    view = dict(ctx.view)

    def tile_text(view: dict) -> str:
        ctx.view = view
        tile = next(n for n in nodes(ui.render_table(ctx))
                    if attrs(n).get("data-testid") == "tile")
        return " ".join(str(c) for n in nodes(tile) for c in n[2] if isinstance(c, (str, int)))

    # Never seen: nothing to show.
    assert tile_text({**view, "tile": None, "tile_stack": [None] * 5}) == (
        "Trading house – Indigo – Sugar – Tobacco – Coffee – Silver")
    # Seen before (the stack's order never changes): its prices, marked as the next tile.
    shown = tile_text({**view, "tile": None, "tile_stack": [[1, 2, 2, 3, 3]] + [None] * 4})
    assert shown == "Next trading tile 1 Indigo 2 Sugar 2 Tobacco 3 Coffee 3 Silver"
    # Revealed in this Trader phase: that tile.
    shown = tile_text({**view, "tile": [1, 1, 1, 2, 2], "tile_stack": [[1, 2, 2, 3, 3]] * 5})
    assert shown == "Trading house 1 Indigo 1 Sugar 1 Tobacco 2 Coffee 2 Silver"


def test_the_end_says_a_game_ended_because_no_city_could_grow_any_more():
    data = json.loads((RECORDS / "v1-random-2p-no-more-buildings.json").read_text())
    data.pop("expected")
    session = Session.open(GameRecord.from_json(data), "t", "t")
    assert session.state.is_over()
    said = UI().end_reason(session.public, session.names())
    assert said == ("Game over: no card left in play can be built by anyone, so no city can "
                    "reach 12 buildings.")


# -- pre-selections: the cards the player would least want to lose -----------------------------


def state_context(state) -> TableContext:
    """The table's context for the player to act in a position built by hand."""
    actor = state.cur
    return TableContext(view=state.view(actor),
                        legal=[state.move_to_text(m) for m in state.legal_moves()],
                        actor=actor, human_turn=True, names=["P0", "P1", "P2", "P3"],
                        colors=["#c33", "#33c", "#3a3", "#a3a"],
                        check=lambda move: state.illegal_reason(state.parse_move(move)))


def selected(ui: UI, state) -> list[str]:
    """The cards the table has selected (hand, then drawn), as the move its confirm plays."""
    return text.items(ui.action("confirm", {}, state_context(state)).partition(":")[2]
                      .split("/pay:")[-1])


def least_wanted_ids(state, cards: list[str], player: int) -> list[str]:
    """``cards`` in the bots' order of giving them up (their keep values)."""
    view = state.view(player)
    r = rounds_left(max(len(c) for c in state.city), view["round"])
    order = least_wanted([data.CARD_INDEX[c] for c in cards], state.city[player],
                         len(state.chapel[player]), r)
    return [cards[i] for i in order]


def test_the_archive_discard_pre_selects_the_cards_least_wanted_never_a_six_cost_building():
    state = table(3, hands={0: ["palace", "indigo_plant"]},
                  cities={0: ["indigo_plant", "archive"]},
                  deck_top=["guild_hall", "well", "tower", "chapel", "statue"])
    play(state, "role:councillor")
    assert state.view(0)["to_discard"] == 4
    ui = UI()
    ui.render_table(state_context(state))
    chosen = selected(ui, state)
    assert "palace" not in chosen and "guild_hall" not in chosen
    cards = ["palace", "indigo_plant", "guild_hall", "well", "tower", "chapel", "statue"]
    others = [c for c in least_wanted_ids(state, cards, 0) if c not in ("palace", "guild_hall")]
    assert sorted(chosen) == sorted(others[:4])
    assert state.illegal_reason(state.parse_move("discard:" + ",".join(chosen))) is None


def test_a_payment_pre_selects_the_cards_least_wanted_not_the_cheapest():
    """A second Well (the city has one) is only money: it pays before an Indigo Plant worth
    building, though the engine's first payment takes the cheapest printed costs."""
    state = table(3, hands={0: ["tower", "well", "indigo_plant", "sugar_mill"]},
                  cities={0: ["indigo_plant", "well", "sugar_mill"]})
    play(state, "role:builder")
    assert "build:tower/pay:indigo_plant,sugar_mill" in [state.move_to_text(m)
                                                         for m in state.legal_moves()]
    ui = UI()
    assert ui.action("build", {"target": "tower"}, state_context(state)) is None
    chosen = selected(ui, state)
    assert "well" in chosen
    assert sorted(chosen) == sorted(least_wanted_ids(state, ["well", "indigo_plant",
                                                             "sugar_mill"], 0)[:2])


def test_a_payment_holds_a_six_cost_building_only_when_the_count_needs_one():
    state = table(3, hands={0: ["tower", "palace", "guild_hall", "well"]},
                  cities={0: ["indigo_plant", "well"]})
    play(state, "role:builder")
    ui = UI()
    ui.action("build", {"target": "tower"}, state_context(state))
    chosen = selected(ui, state)
    assert len(chosen) == 2 and "well" in chosen
    assert len({"palace", "guild_hall"} & set(chosen)) == 1


def test_a_prefecture_keep_pre_selects_the_cards_most_wanted_and_never_drops_a_six():
    """The cards not kept are lost: the three the player would least want to lose, never the
    Palace while others can go."""
    state = table(3, cities={0: ["indigo_plant", "prefecture"]},
                  deck_top=["well", "tower", "palace", "indigo_plant", "library"])
    play(state, "role:councillor")
    ui = UI()
    ui.render_table(state_context(state))
    kept = text.items(ui.action("confirm", {}, state_context(state)).partition(":")[2])
    drawn = [data.CARDS[c].id for c in state.drawn]
    lost = [c for c in least_wanted_ids(state, drawn, 0) if c != "palace"][:3]
    assert "palace" in kept and sorted(kept + lost) == sorted(drawn)


def test_the_councillor_shows_every_drawn_card_duplicates_included():
    """Five cards drawn, two of them Indigo Plants: five cards to choose from (both Indigo
    Plants keep the same, so they play one move)."""
    state = table(3, cities={0: ["indigo_plant"]},
                  deck_top=["indigo_plant", "well", "indigo_plant", "tower", "library"])
    play(state, "role:councillor")
    tree = UI().render_table(state_context(state))
    shown = [attrs(n) for n in nodes(tree) if "keep-card" in classes(n)]
    assert len(shown) == 5
    assert sorted(a["data-move"] for a in shown) == sorted(
        f"keep:{data.CARDS[c].id}" for c in state.drawn)
    assert len({a["data-focus"] for a in shown}) == 5


def test_the_table_offers_keeping_none_at_the_gold_mine_and_only_one_with_the_prefecture():
    state = table(3, cities={1: ["indigo_plant", "gold_mine"]},
                  deck_top=["palace", "quarry", "smithy", "tobacco_storage", "library"])
    play(state, "role:prospector")
    offered = buttons(UI().render_table(state_context(state)))
    assert [b["data-move"] for b in offered][-1] == "keep:none"
    assert len([b for b in offered if "keep-card" in str(b.get("class"))]) == 4
    state = table(3, cities={1: ["indigo_plant", "prefecture"]},
                  deck_top=["well", "tower", "chapel", "quarry", "library", "smithy", "crane"])
    play(state, "role:councillor", "keep:library")
    tree = UI().render_table(state_context(state))
    assert "Keep up to 2 cards" in to_json(tree)
    only = [b for b in buttons(tree) if b.get("data-action") == "move"]
    assert len(only) == 1 and only[0]["data-move"] in ("keep:smithy", "keep:crane")
    state.apply(state.parse_move(only[0]["data-move"]))
    assert len(state.hands[1]) == 1


def test_a_build_asks_before_it_is_played_and_says_what_it_costs():
    state = table(3, hands={0: ["palace", "well", "tower", "smithy", "statue", "hero", "quarry"]},
                  cities={0: ["indigo_plant", "chapel", "crane"]})
    play(state, "role:builder")
    view = state.view(0)
    ui = UI()
    ask = ui.confirm
    assert ask(view, "build:palace/pay:smithy,well,tower,statue,quarry", []) == (
        "Build the Palace for 5 cards?")
    assert ask(view, "build:palace/over:1/pay:smithy,well", []) == (
        "Build the Palace over the Chapel for 2 cards?")
    assert ask(view, "build:smithy", []) == "Build the Smithy for free?"
    assert ask(view, "build:hero/goods:0/pay:well", []) == "Build the Hero for 1 card and 1 good?"
    assert ask(view, "build:none", []) is None and ask(view, "role:builder", []) is None
    i18n.set_language("it")
    try:
        assert ask(view, "build:palace/pay:smithy,well,tower,statue,quarry", []) == (
            "Costruire la Residenza per 5 carte?")
        assert ask(view, "build:smithy", []) == "Costruire il Fabbro gratis?"
    finally:
        i18n.set_language("en")


# -- motion marks and the other players' boards -------------------------------------------------


def flips(tree) -> list[str]:
    return [attrs(n)["data-flip"] for n in nodes(tree) if attrs(n).get("data-flip")]


def test_the_motion_keys_of_a_rendered_table_are_unique_and_name_the_same_card_each_time():
    """web/gameui.py's motion contract: a ``data-flip`` key names one thing in every render
    (a card in hand is the k-th copy of its kind, a building its city position and kind),
    a ``data-flip-from`` names a pile of that render, and the counts pop."""
    for seed, boards in ((3, "compact"), (4, "full")):
        session = new_session(4, seed)
        ui, rng = UI(), random.Random(seed)
        ui.prefs["boards"] = boards
        last_hand: tuple | None = None
        last_keys: set[str] = set()
        while not session.state.is_over():
            ctx = context(session)
            tree = ui.render_table(ctx)
            keys = flips(tree)
            assert len(keys) == len(set(keys)), sorted(k for k in keys if keys.count(k) > 1)
            sources = {attrs(n)["data-flip-from"] for n in nodes(tree)
                       if attrs(n).get("data-flip-from")}
            assert sources <= set(keys), sources - set(keys)
            assert {"sj:deck", "sj:discard"} <= set(keys)
            assert sum(1 for n in nodes(tree) if attrs(n).get("data-pop")) >= 2 + 2 * 4
            hand = tuple(ctx.view["players"][ctx.actor]["hand"])
            cards = {k for k in keys if k.startswith("sj:card:")}
            if hand == last_hand:
                assert cards == last_keys
            last_hand, last_keys = hand, cards
            move = rng.choice(session.legal_texts())
            session.play_text(move)
            ui.played(move, False)


def test_the_other_players_boards_are_compact_by_default_and_full_a_tap_away_remembered():
    session = new_session(3, 2)
    ui = UI()
    tree = ui.render_table(context(session))
    others = [n for n in nodes(tree) if "seat-board" in classes(n) and "own" not in classes(n)]
    assert len(others) == 2 and all("compact" in classes(n) for n in others)
    view = session.view(session.to_act())
    for board in others:
        p = int(attrs(board)["data-testid"].removeprefix("board-"))
        chips = [n for n in nodes(board) if "sj-chip" in classes(n)]
        assert [attrs(c)["data-card"] for c in chips] == [
            f"c:{b['card']}" for b in view["players"][p]["city"]]
        texts_ = to_json(board)
        for testid in (f"hand-size-{p}", f"goods-{p}", f"score-{p}"):
            assert testid in texts_
    toggle = next(attrs(n) for n in nodes(tree) if attrs(n).get("data-testid") == "boards-toggle")
    assert toggle["aria-pressed"] == "false"
    assert click(ui, session, toggle) is None and ui.prefs == {"boards": "full"}
    tree = ui.render_table(context(session))
    assert not any("compact" in classes(n) for n in nodes(tree))
    again = UI()  # the shell hands a new UI the remembered preferences
    again.prefs = dict(ui.prefs)
    assert not any("compact" in classes(n) for n in nodes(again.render_table(context(session))))
    # the toggle works while someone else decides, too
    assert again.action("boards", {}, context(session, human=False)) is None
    assert again.prefs == {"boards": "compact"}
