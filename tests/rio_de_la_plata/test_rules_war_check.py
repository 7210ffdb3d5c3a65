"""Río de la Plata, the war check at the end of a year (book: "C | Controlli di fine turno e
guerra", "A) Verifica della guerra", "1) Assegnazione ruoli" and the FAQ about who attacks):
the dice against the enemies' tokens, the tokens moving back, the limit of one attack per player
(two with 2 players), the last year's war without a roll, the attacker. The war itself is
test_rules_war.py; decisions in docs/rules-notes.md (Río de la Plata, "Wars").
"""

from __future__ import annotations

import pytest

from game.core import GameRecord, replay, upgrade_record
from game.rio_de_la_plata import war
from game.rio_de_la_plata.board import WALL_EDGES
from game.rio_de_la_plata.data import CORSAIRS, NATIVES
from game.rio_de_la_plata.year import PH_ORDER, PH_PLACEMENT, PH_WAR
from tests.rio_de_la_plata.support import (
    dice_state,
    finish_effects,
    finish_placement,
    new,
    play,
    texts,
)


def end_of_year(s, dice: tuple[int, int] | None = None) -> None:
    """Everyone passes their placement and effects; the end-of-year checks follow (with these
    dice for the war check)."""
    if dice is not None:
        s.rng_state = dice_state(*dice)
    finish_placement(s)
    finish_effects(s)


# == A) Verifica della guerra ====================================================================

def test_the_war_check_rolls_two_dice_and_a_roll_above_both_tokens_brings_no_war():
    s = new(3)
    s.enemy = [5, 3]
    end_of_year(s, (4, 2))
    assert s.war_check == (0, 4, 2)
    assert s.war_enemy == -1 and s.phase == PH_PLACEMENT and s.year == 1


@pytest.mark.parametrize(("dice", "enemy"), [((1, 2), "corsairs"), ((1, 1), "corsairs"),
                                             ((2, 2), "natives"), ((3, 2), "natives")])
def test_a_roll_at_or_under_a_token_brings_that_enemy_and_under_both_the_corsairs(dice, enemy):
    # "se il punteggio avversari indigeni è di 5 ... e quello di corsari è 3, con un risultato
    # nel tiro dei dadi di 2-3 avviene una Guerra con i Corsari, mentre con un risultato di 4-5
    # avviene con gli Indigeni"
    s = new(3)
    s.enemy = [5, 3]
    end_of_year(s, dice)
    assert s.phase == PH_WAR
    assert s.war_enemy == (CORSAIRS if enemy == "corsairs" else NATIVES)


@pytest.mark.parametrize(("players", "back"), [(5, 2), (4, 3), (3, 4), (2, 4)])
def test_after_a_war_check_both_tokens_move_back_by_the_player_count(players, back):
    # "di 2 spazi indietro in 5 giocatori, di 3 spazi in 4 giocatori, o di 4 spazi in 3-2";
    # below 2 a token is placed off the track again
    s = new(players)
    s.enemy = [9, 4]
    end_of_year(s, (1, 1))
    assert s.phase == PH_WAR
    assert s.enemy == [9 - back, max(1, 4 - back)]


def test_the_attackers_bonus_is_the_tokens_value_before_it_moves_back():
    s = new(3, experience="expert")
    s.enemy = [7, 1]  # +4
    end_of_year(s, (2, 2))
    assert s.war_left == 2 * 2 + 4  # no worker on the map, two defenders, the bonus


def test_wars_stop_once_every_player_has_attacked_once():
    # "La verifica va fatto fino a quando tutti i giocatori hanno agito come attaccante 1 volta"
    s = new(3)
    s.enemy = [12, 12]
    s.attacks = [1, 1, 1]
    state_before = dice_state(1, 1)
    end_of_year(s, (1, 1))
    assert s.war_check == () and s.rng_state == state_before and s.phase == PH_PLACEMENT


def test_with_two_players_each_attacks_twice():
    # "(o 2 volte nelle partite a 2 giocatori)"; FAQ: "dopo il primo ciclo si rimuovono i dischi
    # viola ... e si ricomincia daccapo con un secondo ciclo"
    s = new(2)
    s.enemy = [12, 12]
    s.attacks = [1, 1]
    end_of_year(s, (1, 1))
    assert s.phase == PH_WAR and s.war_attacker == 1  # the last in turn order again
    s = new(2)
    s.enemy = [12, 12]
    s.attacks = [2, 2]
    end_of_year(s, (1, 1))
    assert s.war_check == () and s.phase == PH_PLACEMENT


@pytest.mark.parametrize(("tokens", "enemy"), [([6, 4], NATIVES), ([4, 6], CORSAIRS),
                                               ([5, 5], CORSAIRS), ([1, 1], CORSAIRS)])
def test_a_player_still_due_in_the_last_year_attacks_without_a_roll(tokens, enemy):
    # "Nel raro caso che al turno precedente alla fine del gioco un giocatore debba ancora
    # svolgere un ruolo di attaccante, la guerra avverrà automaticamente nell'ultimo turno senza
    # bisogno del tiro dei dadi di verifica" (rules note: against the higher token, the
    # corsairs on a tie)
    s = new(3)
    s.year = s.years - 1
    s.enemy = list(tokens)
    s.attacks = [1, 0, 1]
    rng = s.rng_state
    end_of_year(s)
    assert s.phase == PH_WAR and s.war_enemy == enemy and s.war_attacker == 1
    assert s.war_check == (s.years - 1, 0, 0) and s.rng_state == rng


def test_one_war_a_year_even_with_several_players_still_due_in_the_last_year():
    s = new(3)
    s.year = s.years - 1
    s.attacks = [0, 0, 0]
    end_of_year(s)
    assert s.war_attacker == 2 and s.attacks == [0, 0, 1]


# == 1) Assegnazione ruoli =======================================================================

def test_the_last_in_turn_order_attacks_or_the_one_before_if_they_have_attacked():
    # "Il giocatore ultimo nell'Ordine di gioco manovra gli attaccanti ... Se l'ultimo di mano ha
    # già svolto il ruolo di attaccante, si considera il penultimo"
    s = new(4)
    s.order = [2, 0, 3, 1]
    s.enemy = [12, 12]
    end_of_year(s, (1, 1))
    assert s.war_attacker == 1 and s.attacks == [0, 1, 0, 0]
    s = new(4)
    s.order = [2, 0, 3, 1]
    s.attacks = [0, 1, 0, 0]
    s.enemy = [12, 12]
    end_of_year(s, (1, 1))
    assert s.war_attacker == 3


def test_a_city_walled_all_round_is_not_attacked():
    s = new(3)
    s.walls = frozenset(WALL_EDGES)
    s.enemy = [12, 12]
    end_of_year(s, (1, 1))
    assert s.attacks == [0, 0, 1] and s.war_enemy == -1
    assert s.phase == PH_PLACEMENT and s.year == 1


def test_the_end_of_year_goes_on_after_the_war():
    s = new(3)
    s.enemy = [12, 1]
    s.added = [0, 1, 0]
    s.hand[1] -= 1
    end_of_year(s, (1, 1))
    assert s.phase == PH_WAR and s.war_step == war.DEPLOY
    while s.phase == PH_WAR:
        play(s, texts(s)[-1] if texts(s)[-1] == "done" else texts(s)[0])
    assert s.phase == PH_ORDER and s.cur == 1 and s.war_enemy == -1


def test_a_record_played_before_wars_replays_without_them():
    # engine version 1 skipped the war check: its records are migrated with the option wars off
    import json
    from pathlib import Path

    path = Path(__file__).parent / "records" / "v1-medium-4p.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    expected = data.pop("expected")
    record = upgrade_record(GameRecord.from_json(data))
    assert record.engine == 2 and record.options["wars"] is False
    state = replay(record)
    assert state.is_over() and state.war_check == () and state.attacks == [0, 0, 0, 0]
    assert [s.to_json() for s in state.final_scores()] == expected["scores"]
