"""Río de la Plata's war in the log: every event of a war in a sentence, from the public views
around the move (the war check, the war's start, the attackers placed, the cannons, defenders
placed and bought, moves, battles, burnt buildings, VP, the end), in English and Italian."""

from __future__ import annotations

import pytest

from game.rio_de_la_plata.data import FORT, GUNNER
from tests.rio_de_la_plata.support import (
    build_at,
    dice_state,
    finish_placement,
    new,
    start_war,
    to_fight,
)
from web import i18n
from web.gameui import load_ui

NAMES = ["Ana", "Bo", "Cy", "Di"]
A = 20


def said(state, text: str) -> str:
    """The log's sentence of ``text`` played now."""
    ui = load_ui("rio_de_la_plata")
    player = state.cur
    before = state.view(None)
    state.apply(state.parse_move(text), player)
    return ui.describe(before, text, player, NAMES[:state.num_players], state.view(None))


@pytest.fixture
def italian():
    i18n.set_language("it")
    yield
    i18n.set_language("en")


def test_the_war_check_and_the_war_it_brings_are_said():
    s = new(3)
    s.enemy = [6, 2]
    s.rng_state = dice_state(2, 3)
    finish_placement(s)
    while s.cur != 2:
        said(s, "end")
    assert said(s, "end") == ("Cy ends their effects. War check: 2 + 3 = 5: war! Cy leads the "
                              "natives, 5 attackers.")


def test_a_battle_the_burnt_building_and_the_vp_are_said():
    s = new(3)
    build_at(s, "F4", "hut", owner=1)
    s.houses_left[1] -= 1
    start_war(s, "natives", attacker=2)
    to_fight(s, {"F3": (A, A), "F4": (1,), "B8": (0,)})
    assert said(s, "go:F3:F4") == (
        "Cy moves the group on F3 to F4. Battle on F4: 2 against 1 (Bo). 1 defender falls. "
        "Bo +2 VP. The Hut on F4 burns, and an attacker with it. Cy +2 VP.")


def test_the_cannons_and_defenders_bought_are_said():
    s = new(3)
    s.major_done[FORT] = 0
    s.office_owner[GUNNER] = 0
    build_at(s, "B3", "hut", owner=0)
    build_at(s, "C3", "house", owner=0)
    s.houses_left[0] -= 2
    start_war(s, "natives", attacker=2)
    said(s, "deploy:3@B1")
    said(s, "deploy:1@C1")
    s.rng_state = dice_state(6, 5)
    assert said(s, "bet:2") == ("Ana bets 2 on the cannons. The cannons roll 6 + 5 + 1 = 12 "
                                "against 8: 2 attackers destroyed. Ana +4 VP.")
    assert said(s, "hit:3@B1") == "Ana's cannons destroy an attacker of the 3 attackers outside B1."
    said(s, "hit:1@C1")
    assert said(s, "defend:B3") == "Ana places a defender on B3."
    said(s, "defend:C3")
    assert said(s, "defend:B3") == "Ana places a defender on B3. (−1 silver)"


def test_the_end_of_the_war_and_the_pieces_sent_home_are_said():
    s = new(3)
    start_war(s, "natives", attacker=2)
    to_fight(s, {"H3": (A,), "H4": (0, 0), "J4": (1, 0), "B8": (1,)}, turn=1)
    assert said(s, "go:H4:H3") == (
        "Ana moves the group on H4 to H3. Battle on H3: 1 against 2 (Ana). 1 attacker falls. "
        "Ana +2 VP. No attacker is left: the war is over. 1 of Ana's pieces "
        "goes home. 1 of Bo's pieces goes home.")
    assert said(s, "pickup:H3") == "Ana takes their workers on H3 home."


def test_the_wars_moves_have_buttons_in_the_books_words():
    ui = load_ui("rio_de_la_plata")
    view = {"phase_id": "war", "war_step": "fight"}
    assert ui.texts.label(view, "deploy:3@A1") == "Place 3 attackers outside A1"
    assert ui.texts.label(view, "bet:3") == "Bet 3: the cannons must roll 9"
    assert ui.texts.label(view, "go:2@A1:B1") == "Move the 2 attackers outside A1 to B1"
    assert ui.texts.label(view, "go:F8:F7:leader=2") == (
        "Move the group on F8 to F7 (player 2 leads)")
    assert ui.texts.label(view, "done") == "End your war turn"


def test_the_war_is_said_in_italian(italian):
    s = new(3)
    build_at(s, "F4", "hut", owner=1)
    s.houses_left[1] -= 1
    start_war(s, "natives", attacker=2)
    to_fight(s, {"F3": (A, A), "F4": (1,), "B8": (0,)})
    assert said(s, "go:F3:F4") == (
        "Cy muove il gruppo in F3 in F4. Battaglia in F4: 2 contro 1 (Bo). Cade 1 difensore. "
        "Bo +2 PV. Brucia Capanna in F4, e con l'edificio un attaccante. Cy +2 PV.")
