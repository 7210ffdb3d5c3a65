"""Río de la Plata, the war (book: "C | Controlli di fine turno e guerra", "La Guerra", "Regole
del combattimento" and the FAQ about wars): one test per sentence, named after it. The design
is section 11 of docs/rio-de-la-plata-board.md; decisions the book leaves open are in
docs/rules-notes.md (Río de la Plata, "Wars"). Squares are named like a chess board (A-P west
to east, 1-10 north to south); in a stack the pieces are listed bottom to top: a player, 10 the
shadow colour, 20 an attacker.
"""

from __future__ import annotations

import pytest

from game.rio_de_la_plata import war
from game.rio_de_la_plata.board import WALL_EDGES
from game.rio_de_la_plata.data import (
    FORT,
    GENERAL,
    GUNNER,
)
from game.rio_de_la_plata.year import PH_PLACEMENT, PH_WAR
from tests.rio_de_la_plata.support import (
    build_at,
    dice_state,
    finish_placement,
    new,
    play,
    sq,
    stack_at,
    start_war,
    texts,
    workers_on,
)

A = 20  # an attacker in a stack
SHADOW = 10


def deploy_all(s, *groups: str) -> None:
    for group in groups:
        play(s, f"deploy:{group}")


# == 2) Numero e piazzamento degli attaccanti ====================================================

def test_attackers_are_the_workers_on_the_map_plus_two_per_defender_plus_the_bonus():
    # "se nella mappa della Città ci sono 3 pedine lavoratore e i giocatori che difendono sono 4,
    # l'attaccante utilizzerà 3+(4x2)=11 pedine" (experts, a token with no bonus)
    s = new(5, experience="expert")
    s.enemy = [2, 1]
    workers_on(s, "D5", 0, 2)
    workers_on(s, "E5", 1, 1)
    workers_on(s, "F5", 4, 2)  # the attacker's own: not counted
    start_war(s, "natives", attacker=4)
    assert s.war_left == 11


def test_more_attackers_than_the_purple_discs_are_allowed():
    # FAQ: "Per i dischi avversario (viola) si può invece ricorrere se necessario ad altri
    # dischi sostitutivi" (17 in the box)
    s = new(5, experience="expert")
    s.enemy = [12, 1]
    for p, name in enumerate(("D5", "E5", "F5", "G5")):
        workers_on(s, name, p, 3)
    start_war(s, "natives", attacker=4)
    assert s.war_left == 12 + 8 + 6 > 17


@pytest.mark.parametrize(("value", "bonus"), [(2, 0), (3, 1), (5, 3), (6, 3), (7, 4), (8, 4),
                                              (12, 6)])
def test_the_bonus_is_read_on_the_enemies_track_blank_spaces_repeat_the_last(value, bonus):
    # "il valore 6 della griglia è pari a +3, mentre per il valore 8 è pari a +4"
    s = new(3, experience="expert")
    s.enemy = [value, 1]
    start_war(s, "natives", attacker=2)
    assert s.war_left == 4 + bonus


@pytest.mark.parametrize(("experience", "value", "attackers"), [
    ("beginner", 7, 4 + 2), ("intermediate", 7, 4 + 3), ("expert", 7, 4 + 4),
    ("beginner", 3, 4 + 0), ("intermediate", 2, 4 + 0)])
def test_beginners_take_two_from_the_bonus_intermediates_one_never_below_zero(
        experience, value, attackers):
    # "I giocatori Principianti applicano una variazione di -2 al bonus. I giocatori Intermedi
    # applicano una variazione di -1 ... Il bonus non può assumere mai valori negativi" (the
    # example's "+4-3=+1" contradicts the -2: rules note)
    s = new(3, experience=experience)
    s.enemy = [value, 1]
    start_war(s, "natives", attacker=2)
    assert s.war_left == attackers


@pytest.mark.parametrize(("players", "experience", "attackers"), [
    (3, "expert", 2 * 2 + 4), (4, "expert", 3 * 2 + 3), (5, "expert", 4 * 2 + 2),
    (5, "beginner", 4 * 2 + 0)])
def test_the_optional_rule_takes_one_from_the_bonus_with_four_players_two_with_five(
        players, experience, attackers):
    # "in 5 giocatori il bonus subisce una variazione di -2, in 4 giocatori di -1 ... Le due
    # modifiche sono eventualmente cumulabili"
    s = new(players, experience=experience, count_bonus=True)
    s.enemy = [7, 1]  # +4
    start_war(s, "natives", attacker=players - 1)
    assert s.war_left == attackers


def test_attackers_wait_outside_the_open_perimeter_in_groups_of_three_two_one():
    # "piazza le pedine attaccanti come preferisce sul perimetro della città ... non può
    # piazzarle dove ci sono delle mura ... in gruppi di 3-2-1 pedine e più di un gruppo può
    # essere posizionato sullo stesso punto del perimetro"
    s = new(3, experience="expert")
    s.enemy = [7, 1]
    s.walls = frozenset(e for e in WALL_EDGES if e in _edges_of("B1", "A1"))
    start_war(s, "natives", attacker=2)
    assert s.war_left == 8
    moves = texts(s)
    assert {"deploy:1@C1", "deploy:2@C1", "deploy:3@C1", "deploy:3@A10", "deploy:3@P10",
            "deploy:3@P5"} <= set(moves)
    assert not any(m.endswith(("@B1", "@A1", "@C2", "@H10")) for m in moves)
    deploy_all(s, "3@C1", "3@C1", "1@C1")
    assert all(m.startswith("deploy:1@") for m in texts(s))  # one attacker left
    play(s, "deploy:1@P1")
    assert s.outside == ((sq("C1"), 1, 0), (sq("C1"), 3, 0), (sq("C1"), 3, 0), (sq("P1"), 1, 0))


def _edges_of(*names: str) -> set[int]:
    from game.rio_de_la_plata.board import BORDER_OF

    return {e for name in names for e in BORDER_OF[sq(name)]}


def test_the_plaza_mayor_cannot_be_entered_from_the_south():
    # FAQ: "La Plaza Mayor è accessibile da Sud durante la Guerra? No. Tutto il lato sud della
    # città si considera chiuso da mura pre-costruite"
    s = new(3)
    start_war(s, "natives", attacker=2)
    entries = {m.split("@")[1] for m in texts(s)}
    assert not entries & {"H10", "I10", "B10", "O10"}
    assert {"A10", "P10", "A1", "H1", "P6"} <= entries


# == 3) Cannoni ==================================================================================

def gunner_war(bet_dice: tuple[int, int], gunner: int = 0, bought: int = -1,
               vp: tuple[int, int, int] = (0, 0, 0)):
    """3 players, the Fort built, ``gunner`` holding the office (bought in year ``bought``),
    player 2 attacking with 4 natives (a group of 3 and 1 at B1, C1)."""
    s = new(3)
    s.vp = list(vp)
    s.major_done[FORT] = 0
    if gunner >= 0:
        s.office_owner[GUNNER] = gunner
        s.office_year[GUNNER] = bought
    start_war(s, "natives", attacker=2)
    deploy_all(s, "3@B1", "1@C1")
    s.rng_state = dice_state(*bet_dice)
    return s


def test_the_gunner_bets_and_must_roll_six_plus_the_bet_with_one_more():
    # the book's example: "scommette che riuscirà a distruggere 3 nemici: 3 + 6 = 9 ... aggiunge
    # +1 al tiro di dado. Tira i dadi e fa 8 che con il bonus di +1 diventa 9. Riesce! ...
    # guadagna 6 PV ... ed elimina 3 pedine attaccanti. Sarà lui a scegliere quali"
    s = gunner_war((5, 3))
    assert s.war_step == war.BET and s.cur == 0
    assert texts(s) == ["bet:1", "bet:2", "bet:3", "bet:4"]
    play(s, "bet:3")
    assert s.war_roll == (5, 3, 1, 3, 1)
    assert s.vp[0] == 6
    assert texts(s) == ["hit:3@B1", "hit:1@C1"]
    play(s, "hit:1@C1")  # the other two hits have one outcome: played for the Gunner
    assert s.forced_moves()[:2] == ((0, ("hit", war.out_ref(sq("B1"), 3, 0))),
                                    (0, ("hit", war.out_ref(sq("B1"), 2, 0))))
    assert s.outside == ((sq("B1"), 1, 0),)
    assert s.war_step == war.FIGHT  # (nobody has a hut, house or barracks to defend)


def test_a_shot_that_misses_destroys_nothing():
    # "Se il tiro non riesce, il risultato è nullo"
    s = gunner_war((4, 3))
    play(s, "bet:3")
    assert s.war_roll == (4, 3, 1, 3, 0)
    assert s.vp[0] == 0 and sum(g[1] for g in s.outside) == 4
    assert s.war_step == war.FIGHT


def test_there_are_no_cannons_without_the_fort():
    # "il numero degli attaccanti si può ridurre prima della Guerra grazie ai cannoni se è
    # stato costruito il Forte"
    s = new(3)
    s.office_owner[GUNNER] = 0
    start_war(s, "natives", attacker=2)
    deploy_all(s, "3@B1", "1@C1")
    assert s.war_step == war.FIGHT and s.war_roll == ()


@pytest.mark.parametrize("gunner", [-1, 2])
def test_without_a_defending_gunner_the_defender_with_fewest_vp_fires_without_bonus_or_vp(
        gunner):
    # "Se il personaggio "Cannoniere" non è stato acquistato o se questo appartiene al giocatore
    # attaccante, il giocatore che difende con meno PV utilizzerà i cannoni e tirerà i dadi, ma
    # NON otterrà alcun PV in caso di successo"
    s = new(3)
    s.vp = [5, 2, 0]
    s.major_done[FORT] = 0
    if gunner >= 0:
        s.office_owner[GUNNER] = gunner
        s.office_year[GUNNER] = -1
    start_war(s, "natives", attacker=2)
    deploy_all(s, "3@B1", "1@C1")
    assert s.cur == 1 and texts(s) == ["bet:1", "bet:2", "bet:3", "bet:4"]  # 6 + 6 at most
    s.rng_state = dice_state(5, 3)
    play(s, "bet:3")
    assert s.war_roll == (5, 3, 0, 3, 0)
    s = new(3)
    s.vp = [5, 2, 0]
    s.major_done[FORT] = 0
    start_war(s, "natives", attacker=2)
    deploy_all(s, "3@B1", "1@C1")
    s.rng_state = dice_state(6, 3)
    play(s, "bet:3")
    assert s.war_roll == (6, 3, 0, 3, 1) and s.vp == [5, 2, 0]


def test_a_gunner_bought_this_year_has_no_power_in_this_years_war():
    # "Gli eventuali poteri dei personaggi si applicano ... solo dal turno successivo a quello
    # del loro acquisto" (rules note)
    s = gunner_war((5, 3), gunner=0, bought=0, vp=(7, 3, 0))
    assert s.cur == 1  # the defender with the fewest VP
    play(s, "bet:3")
    assert s.war_roll == (5, 3, 0, 3, 0)


# == 4) Piazzamento dei difensori e acquisti =====================================================

def defence_city(general: int = -1):
    """3 players, player 2 attacking 7 natives (all at A1): player 0 has a hut at B3, a house
    at C3 and 2 workers on D5; player 1 a worker on E5; a Barracks at F3; the attacker a worker
    on G5."""
    s = new(3)
    build_at(s, "B3", "hut", owner=0)
    s.houses_left[0] -= 1
    build_at(s, "C3", "house", owner=0)
    s.houses_left[0] -= 1
    build_at(s, "F3", "barracks")
    build_at(s, "H6", "stonecutter")
    workers_on(s, "D5", 0, 2)
    workers_on(s, "E5", 1, 1)
    workers_on(s, "G5", 2, 1)
    if general >= 0:
        s.office_owner[GENERAL] = general
        s.office_year[GENERAL] = -1
    start_war(s, "natives", attacker=2)
    assert s.war_left == 3 + 4
    deploy_all(s, "3@A1", "3@A1", "1@A1")
    return s


def test_the_attackers_workers_are_not_counted_nor_moved_and_close_their_square():
    # "se l'attaccante ha delle pedine lavoratore nella mappa della Città queste rimarranno
    # inattive durante tutta la guerra (non attaccheranno e non potranno essere attaccate o
    # attraversate)"; FAQ: "No, non vanno contati e non possono essere mossi"
    s = defence_city()
    assert stack_at(s, "G5") == () and s.w_owner[sq("G5")] == 2 and s.w_count[sq("G5")] == 1
    play(s, "defend:B3", "defend:B3", "done")
    play(s, "done")  # player 1's 2 free ones went to the Barracks, the only place for them
    assert s.cur == 2 and s.war_step == war.FIGHT
    assert not any(m.startswith("go:G5") or m.endswith(":G5") for m in texts(s))
    play(s, "done", "done")
    assert s.cur == 1 and "go:E5:F5" in texts(s)
    assert "go:E5:G5" not in texts(s) and "go:E5:H5" not in texts(s)


def test_the_defenders_workers_on_the_map_start_where_they_stand():
    # "Le pedine già presenti iniziano la Guerra esattamente dove si trovavano"
    s = defence_city()
    assert stack_at(s, "D5") == (0, 0) and stack_at(s, "E5") == (1,)
    assert s.w_owner[sq("D5")] == -1 and s.w_owner[sq("E5")] == -1


def test_each_defender_places_two_in_their_own_hut_or_house_or_an_empty_barracks():
    # "2 pedine aggiuntive per ogni giocatore ... piazzate da ogni giocatore dentro una propria
    # casa o capanna o in alternativa dentro una Caserma vuota"
    s = defence_city()
    assert s.war_step == war.DEFEND and s.cur == 0
    assert texts(s) == ["defend:B3", "defend:C3", "defend:F3"]  # no done before the 2 free
    play(s, "defend:F3", "defend:B3")
    assert s.silver[0] == 4 and stack_at(s, "F3") == (0,) and stack_at(s, "B3") == (0,)


def test_more_defenders_cost_one_two_three_silver():
    # "ogni giocatore che difende può pagare 1 moneta d'argento per piazzare una pedina in più se
    # ne ha di disponibili; una seconda pedina aggiuntiva costa 2 monete, una terza 3"
    s = defence_city()
    play(s, "defend:B3", "defend:B3")
    assert "done" in texts(s)
    play(s, "defend:C3")
    assert s.silver[0] == 3
    play(s, "defend:C3")
    assert s.silver[0] == 1  # a third would cost 3: player 0 is done
    assert s.cur != 0


def test_a_defender_with_no_hut_house_or_empty_barracks_places_nobody():
    # "In assenza di tutte queste costruzioni un giocatore non piazzerà alcuna pedina"; a
    # barracks holding another colour's piece is not empty
    s = defence_city()
    play(s, "defend:F3", "defend:B3", "done")
    assert s.war_step == war.FIGHT and s.hand[1] == 8


def test_the_only_place_for_the_free_defenders_is_taken_for_the_player():
    s = defence_city()
    play(s, "defend:B3", "defend:B3", "done")  # F3 stays empty: player 1's only place
    assert [m for p, m in s.forced_moves() if p == 1] == [("defend", sq("F3"), 0)] * 2
    assert s.cur == 1 and texts(s) == ["defend:F3", "done"]  # one more for 1 silver
    s = defence_city()
    s.silver[1] = 0
    play(s, "defend:B3", "defend:B3", "done")
    assert stack_at(s, "F3") == (1, 1) and s.war_step == war.FIGHT


def test_the_general_places_a_free_defender_and_in_any_minor_building():
    # "Se un giocatore che difende controlla il personaggio "Generale", può piazzare una pedina
    # aggiuntiva gratuitamente ... può piazzare inoltre le proprie pedine in un qualsiasi
    # edificio minore e può farlo anche se non ha case o capanne proprie"
    s = defence_city(general=1)
    play(s, "defend:B3", "defend:B3", "done")
    assert s.cur == 1
    assert texts(s) == ["defend:C3", "defend:F3", "defend:H6"]  # B3 holds player 0's
    play(s, "defend:C3", "defend:H6")
    assert "done" in texts(s)  # the General's own is optional
    play(s, "defend:H6")
    assert s.silver[1] == 4 and stack_at(s, "H6") == (1, 1)


def test_the_attackers_general_gives_no_free_defender():
    # "Lo stesso dicasi per la pedina "Generale": se appartiene all'attaccante questa non va
    # posizionata"
    s = defence_city(general=2)
    assert s.war_general == 0
    s = defence_city(general=0)
    assert s.war_general == 1


# == 5) Regole del combattimento =================================================================

def fight(stacks: dict, outside: tuple = (), turn: int = 0, players: int = 3,
          enemy: str = "natives", setup=None):
    """A war's rounds with these pieces (the last player attacks)."""
    from tests.rio_de_la_plata.support import to_fight

    s = new(players)
    if setup is not None:
        setup(s)
    start_war(s, enemy, attacker=players - 1)
    to_fight(s, stacks, outside, turn)
    return s


def test_the_attacker_moves_first_then_the_defenders_in_turn_order():
    # "il giocatore attaccante muove per primo; i giocatori che difendono seguono il normale
    # ordine di gioco"
    def order(s):
        s.order = [1, 0, 2]

    s = fight({"H3": (A,), "B8": (0,), "C8": (1,)}, setup=order)
    seen = []
    for _ in range(4):
        seen.append(s.cur)
        play(s, "done")
    assert seen == [2, 1, 0, 2] and s.war_round == 2


def test_groups_of_one_two_three_move_three_two_one_squares_never_diagonally():
    # "ogni pedina singola muove di 3 spazi. Una pedina doppia di 2 spazi, mentre una pedina
    # tripla di 1. I movimenti in diagonale NON sono consentiti"
    s = fight({"H3": (A,), "K3": (A, A), "N3": (A, A, A), "B8": (0,)})
    moves = set(texts(s))
    assert {"go:H3:H6", "go:H3:J4", "go:H3:I5", "go:K3:K5", "go:K3:L4", "go:N3:N4"} <= moves
    assert not {"go:H3:H7", "go:H3:J5", "go:K3:K6", "go:K3:L5", "go:N3:N5", "go:N3:O4"} & moves


def test_a_group_may_move_its_squares_in_several_moves_and_need_not_move():
    # "Il movimento non è obbligatorio: i giocatori possono muoversi di un movimento parziale o
    # non muovere affatto"
    s = fight({"H3": (A,), "B8": (0,)})
    assert "done" in texts(s)
    play(s, "go:H3:H4", "go:H4:H5")
    assert "go:H5:H6" in texts(s) and "go:H5:H7" not in texts(s)
    play(s, "go:H5:H6")
    assert not any(m.startswith("go:H6") for m in texts(s))


def test_no_group_passes_through_other_pieces():
    # "Non si può andare in un quadrato occupato da pedine avversarie senza dare battaglia";
    # FAQ: "non è possibile passare sopra delle pedine senza svolgere un combattimento ... o
    # senza formare un nuovo gruppo"
    s = fight({"H3": (A,), "H4": (0,), "B8": (1,)})
    assert "go:H3:H4" in texts(s) and "go:H3:H5" not in texts(s)


def test_defenders_pass_over_buildings_attackers_fight_them():
    # "L'attaccante non può andare in un quadrato occupato da un edificio senza dare battaglia.
    # I difensori possono invece passare e/o stazionare sopra tutti gli edifici"; FAQ: "E'
    # sempre possibile invece per un difensore passare sopra gli edifici degli altri difensori"
    def hut(s):
        build_at(s, "H4", "hut", owner=1)

    s = fight({"H3": (A,), "B8": (A,), "G3": (0,)}, setup=hut)
    assert "go:H3:H4" in texts(s) and "go:H3:H5" not in texts(s)
    play(s, "done")
    assert s.cur == 0 and {"go:G3:H4", "go:G3:H5"} <= set(texts(s))


def test_stacking_ends_the_movement_and_a_sacrifice_still_gives_one_more_square():
    # "Quando si impilano delle pedine si esauriscono immediatamente tutti i movimenti residui
    # ... E' sempre possibile però applicarvi un "Movimento Aggiuntivo""; FAQ: "Posso però
    # sacrificare un gruppo di pedine per dare un movimento extra di 1 spazio al gruppo di 3
    # neoformato? Sì"
    s = fight({"H3": (A, A), "H4": (A,), "B3": (A,), "B8": (0,)})
    play(s, "go:H3:H4")
    assert stack_at(s, "H4") == (A, A, A)
    assert not any(m.startswith("go:H4") for m in texts(s))
    play(s, "sacrifice:B3:H4")
    assert stack_at(s, "B3") == ()
    assert "go:H4:H5" in texts(s) and "go:H4:H6" not in texts(s)


def test_no_group_of_more_than_three_and_two_pairs_make_a_three_and_a_one():
    # "Non sono consentiti gruppi più grandi di 3 pedine ... Le pedine, una volta impilate, non
    # si possono più separare. Si fa eccezione a questa regola quando due pedine doppie formano
    # 1 pedina tripla e 1 singola"
    s = fight({"H3": (A, A), "H4": (A, A), "B8": (0,)})
    assert "go:H3:H4" not in texts(s) and "give:H3:H4" in texts(s)
    play(s, "give:H3:H4")
    assert stack_at(s, "H3") == (A,) and stack_at(s, "H4") == (A, A, A)
    assert not any(m.startswith(("go:H3", "go:H4")) for m in texts(s))  # both spent


def test_two_pairs_of_two_colours_need_both_players_to_agree():
    # "Unire due gruppi da 2": green moves next to yellow and puts one piece on top of it;
    # "in questo caso entrambi i giocatori giallo e verde devono essere d'accordo"
    s = fight({"H2": (0, 0), "H4": (1, 1), "B8": (A,)}, turn=1)
    assert s.cur == 0
    play(s, "go:H2:H3", "give:H3:H4")
    assert s.cur == 1 and texts(s) == ["allow", "deny"]
    play(s, "allow")
    assert s.cur == 0
    assert stack_at(s, "H3") == (0,) and stack_at(s, "H4") == (1, 1, 0)


def test_a_mixed_group_needs_its_players_consent_and_a_leader_on_top():
    # "Per impilare pedine di diverso colore è necessario l'accordo dei giocatori che le
    # posseggono, che devono anche decidere chi comanderà il gruppo ponendo la pedina di questo
    # giocatore più in alto delle altre"
    s = fight({"H3": (0,), "H4": (1,), "B8": (A,)}, turn=1)
    assert {"go:H3:H4:leader=1", "go:H3:H4:leader=2"} <= set(texts(s))
    assert "go:H3:H4" not in texts(s)
    play(s, "go:H3:H4:leader=2")
    assert s.cur == 1 and s.war_step == war.ASK
    play(s, "deny")
    assert s.cur == 0 and stack_at(s, "H3") == (0,) and stack_at(s, "H4") == (1,)
    assert "go:H3:H4:leader=2" not in texts(s)  # not asked again this turn
    play(s, "go:H3:H4:leader=1", "allow")
    assert stack_at(s, "H4") == (1, 0)


def test_the_top_pieces_colour_moves_the_group_and_the_order_stays():
    # "Il colore della pedina posta più in alto determina anche il giocatore che muove il
    # gruppo"; "L'ordine delle pedine di un gruppo misto rimane tale per tutta la Guerra"
    s = fight({"H4": (1, 0), "B8": (A,), "C8": (1,)}, turn=1)
    assert s.cur == 0 and "go:H4:H5" in texts(s)
    play(s, "done")
    assert s.cur == 1 and not any(m.startswith("go:H4") for m in texts(s))


def test_the_extra_square_costs_a_sacrificed_group_once_per_group_a_turn():
    # "si può muovere un gruppo di pedine ... di 1 quadrato in più sacrificando un altro gruppo
    # ... Si può aggiungere ad un stesso gruppo di pedine al massimo +1 di movimento"
    s = fight({"H3": (A,), "B3": (A,), "C3": (A, A), "B8": (0,)})
    play(s, "sacrifice:B3:H3")
    assert "go:H3:H7" in texts(s)
    assert "sacrifice:C3:H3" not in texts(s)


def test_defenders_sacrifice_their_pieces_for_a_mixed_group_they_share():
    # "I giocatori che difendono, se hanno formato una pedina mista insieme, possono
    # sacrificare le proprie pedine per aiutarsi a vicenda"
    s = fight({"H4": (1, 0), "B3": (1,), "C3": (0,), "B8": (A,)}, turn=1)
    moves = texts(s)
    assert {"sacrifice:B3:H4", "sacrifice:C3:H4"} <= set(moves)
    assert "sacrifice:B3:C3" not in moves
    play(s, "sacrifice:B3:H4")
    assert s.cur == 1 and texts(s) == ["allow", "deny"]
    hand = s.hand[1]
    play(s, "allow")
    assert stack_at(s, "B3") == () and s.hand[1] == hand + 1
    assert "go:H4:H7" in texts(s)  # a pair: 2 squares and the extra one


def test_pieces_that_fought_cannot_move_stack_or_be_sacrificed_that_turn():
    # "Un giocatore non può impilare, muovere, o sacrificare pedine che hanno già combattuto";
    # FAQ: "Dopo un combattimento ... le truppe che hanno combattuto non possono più muovere,
    # formare gruppi o essere sacrificate per quel turno di guerra"
    s = fight({"H3": (A, A, A), "H4": (0,), "H5": (A,), "B8": (1,)})
    play(s, "go:H3:H4")
    assert stack_at(s, "H4") == (A, A, A)
    assert not any("H4" in m for m in texts(s))
    play(s, "done", "done")  # (player 0 has no group left) the next round: it moves again
    assert s.cur == 2 and "go:H4:H3" in texts(s)


def test_the_plaza_mayor_is_crossed_and_fought_in_but_no_piece_leaves_the_city():
    # "E' possibile attraversare e dare battaglia nella Plaza Mayor, ma non è possibile muovere
    # le pedine fuori dal perimetro della Città"
    s = fight({"G10": (A,), "I9": (0,), "B8": (1,)})
    moves = texts(s)
    assert {"go:G10:H10", "go:G10:H9", "go:G10:I9"} <= set(moves)
    assert all(m.split(":")[2] in SQUARE_NAMES for m in moves if m.startswith("go:"))


def test_attackers_enter_the_city_on_their_first_move():
    # "Quando l'attaccante effettua la prima mossa le pedine entrano in Città": the entry square
    # is the first of its squares; once in, no group goes back to the perimeter
    s = fight({"B8": (0,)}, outside=(("A1", 1), ("P1", 3)))
    moves = set(texts(s))
    assert {"go:1@A1:A1", "go:1@A1:C1", "go:1@A1:A3", "go:3@P1:P1"} <= moves
    assert not {"go:1@A1:A4", "go:1@A1:D1", "go:3@P1:P2"} & moves
    play(s, "go:1@A1:B2")
    assert stack_at(s, "B2") == (A,) and s.outside == ((sq("P1"), 3, 0),)
    assert "go:B2:B3" not in texts(s)


SQUARE_NAMES = {f"{c}{r}" for c in "ABCDEFGHIJKLMNOP" for r in range(1, 11)}


# == Battaglia ===================================================================================

def test_the_larger_group_wins_without_losses():
    # "il gruppo di pedine più grande vince su quello più piccolo e quest'ultimo va rimosso"
    s = fight({"H3": (A, A), "H4": (0, 0, 0), "B8": (1,), "P8": (A,)}, turn=1)
    play(s, "go:H4:H3")
    assert stack_at(s, "H3") == (0, 0, 0) and s.vp[0] == 4


def test_battle_1_two_pairs_destroy_each_other_and_yellow_scores_8():
    # "Le due coppie si distruggono a vicenda ... Il giallo fa 8 punti (4 punti per le 2 pedine
    # viola e 4 punti per le 2 pedine gialle). L'attaccante fa zero punti"
    s = fight({"F3": (A, A), "F4": (1, 1), "B8": (0,)})
    hand = s.hand[1]
    play(s, "go:F3:F4")
    assert stack_at(s, "F4") == () and s.vp == [0, 8, 0] and s.hand[1] == hand + 2


def test_corsairs_keep_one_piece_when_equal_groups_fight():
    # "Se gli attaccanti fossero stati Corsari, sarebbe sopravvissuta 1 pedina Viola";
    # "quando c'è uno scontro alla pari ... 1 pedina di chi ha prevalenza sopravvive sempre"
    s = fight({"F3": (A, A), "F4": (1, 1), "B8": (0,)}, enemy="corsairs")
    play(s, "go:F3:F4")
    assert stack_at(s, "F4") == (A,) and s.vp[1] == 2 + 4


def test_battle_2_a_pair_beats_a_single_then_burns_the_hut_and_loses_one():
    # "la coppia (viola) distrugge la pedina singola (verde). La coppia distrugge poi l'edificio
    # e 1 pedina viola va distrutta. Il verde fa 2 punti per la pedina verde, l'attaccante fa 2
    # punti per la Capanna distrutta"
    def hut(s):
        build_at(s, "F4", "hut", owner=1)
        s.houses_left[1] -= 1

    s = fight({"F3": (A, A), "F4": (1,), "B8": (0,)}, setup=hut)
    play(s, "go:F3:F4")
    assert stack_at(s, "F4") == (A,) and s.bld[sq("F4")] == "" and s.owner[sq("F4")] == -1
    assert s.vp == [0, 2, 2] and s.houses_left[1] == 13


def test_battle_3_a_single_attacker_and_the_stonecutter_both_go():
    # "Sia la pedina che l'edificio vanno distrutti. L'attaccante fa 6 punti per aver distrutto
    # il Tagliapietre"
    def stonecutter(s):
        build_at(s, "F4", "stonecutter")

    s = fight({"F3": (A,), "B8": (0,)}, setup=stonecutter)
    left = s.tiles_left[0]
    play(s, "go:F3:F4")
    assert stack_at(s, "F4") == () and s.bld[sq("F4")] == "" and s.vp == [0, 0, 6]
    assert s.tiles_left[0] == left + 1


@pytest.mark.parametrize(("building", "vp"), [("hut", 2), ("house", 4), ("market", 6),
                                              ("church", 6), ("palace", 12), ("cathedral", 12)])
def test_the_attacker_scores_2_a_hut_4_a_house_6_other_minor_buildings_12_palace_cathedral(
        building, vp):
    def put(s):
        if building in ("palace", "cathedral"):
            s.bld[sq("G9")] = building
            s.major_done[0 if building == "palace" else 1] = sq("G9")
        else:
            build_at(s, "G9", building, owner=0)

    s = fight({"G8": (A, A), "B8": (0,)}, setup=put)
    play(s, "go:G8:G9")
    assert s.vp[2] == vp and s.bld[sq("G9")] == "" and stack_at(s, "G9") == (A,)


def test_a_burnt_palace_can_be_built_again():
    from game.rio_de_la_plata.majors import open_boxes

    def palace(s):
        s.bld[sq("G9")] = "palace"
        s.major_done[0] = sq("G9")

    s = fight({"G8": (A,), "B8": (0,)}, setup=palace)
    play(s, "go:G8:G9")
    assert s.major_done[0] == -1 and len(open_boxes(s, 0)) == len(s.boxes[0])


def test_defenders_in_a_barracks_district_keep_one_piece_the_lowest():
    # "Anche i giocatori che difendono possono ottenere l'abilità di prevalenza costruendo
    # l'edificio Caserma ... solo alle pedine che si trovano all'interno del quartiere in cui è
    # presente la caserma al momento della Battaglia"; "la prima che va distrutta è quella
    # posta più in alto"
    def barracks(s):
        build_at(s, "G4", "barracks")

    s = fight({"H3": (A, A, A), "H4": (2, 1, 0), "B8": (0,), "P8": (A,)}, players=4,
              setup=barracks)
    play(s, "go:H3:H4")
    assert stack_at(s, "H4") == (2,)
    assert s.vp == [2 + 2, 2 + 2, 2, 0]  # 6 VP for 3 enemies split, 2 per own piece lost
    s = fight({"M3": (A, A), "M4": (1, 1), "B8": (0,), "P8": (A,)}, setup=barracks)
    play(s, "go:M3:M4")  # the north-east: no barracks there
    assert stack_at(s, "M4") == ()


def test_prevalence_on_both_sides_cancels():
    # "se tutti e due i contendenti hanno prevalenza l'effetto si annulla"
    def barracks(s):
        build_at(s, "G4", "barracks")

    s = fight({"H3": (A, A), "H4": (1, 1), "B8": (0,)}, enemy="corsairs", setup=barracks)
    play(s, "go:H3:H4")
    assert stack_at(s, "H4") == ()


def test_walls_and_roads_are_never_destroyed():
    # "Non si possono distruggere Strade e Mura"
    from game.rio_de_la_plata.board import EDGE_BY_NAME

    def city(s):
        build_at(s, "F1", "hut", owner=0)
        s.roads = frozenset({EDGE_BY_NAME["F1/F2"], EDGE_BY_NAME["E1/F1"]})
        s.walls = frozenset({EDGE_BY_NAME["N:F1"]})

    s = fight({"G1": (A, A), "B8": (0,)}, setup=city)
    roads, walls = s.roads, s.walls
    play(s, "go:G1:F1")
    assert s.bld[sq("F1")] == "" and s.roads == roads and s.walls == walls


def test_a_defender_scores_2_per_enemy_eliminated_and_2_per_own_piece_lost():
    # "Un giocatore che difende guadagna 2 PV per ogni nemico eliminato e 2 PV per ogni pedina
    # persa in battaglia"
    s = fight({"H3": (A, A, A), "H4": (0, 0), "B8": (1,)})
    play(s, "go:H3:H4")
    assert s.vp[0] == 4 and s.vp[2] == 0


def test_the_general_scores_1_more_per_enemy_destroyed_in_battle():
    # "Generale. Il giocatore ottiene in guerra: ... +1 PV per ogni pedina nemica distrutta in
    # Battaglia" (by a group with the General's pieces: rules note)
    def general(s):
        s.office_owner[GENERAL] = 0
        s.office_year[GENERAL] = -1

    s = fight({"H3": (A,), "H4": (0, 0), "B8": (1,)}, turn=1, setup=general)
    play(s, "go:H4:H3")
    assert s.vp[0] == 2 + 1


@pytest.mark.parametrize(("attackers", "vp"), [((A,), [1, 1]), ((A, A), [3, 1])])
def test_a_mixed_groups_vp_are_split_by_its_pieces_and_rounded(attackers, vp):
    # "Se un gruppo di pedine formato da giocatori diversi ottiene dei PV, questi PV verranno
    # assegnati proporzionalmente ai diversi giocatori arrotondandoli all'intero più vicino"
    s = fight({"H3": attackers, "H4": (1, 0, 0), "B8": (1,)}, turn=1)
    play(s, "go:H4:H3")
    assert s.vp[:2] == vp


# == Comportamento dell'attaccante e fine della guerra ===========================================

def test_the_attacker_must_battle_once_every_three_rounds_or_the_war_ends():
    # "L'attaccante è obbligato a svolgere una Battaglia almeno una volta ogni 3 round di
    # Guerra. In caso contrario la guerra ha termine"
    s = fight({"H3": (A,), "H6": (A,), "B8": (0,), "C8": (1,)})
    play(s, "go:H6:H7", "done", "done", "done")  # round 1: no battle
    play(s, "done", "done", "done")  # round 2
    assert s.war_round == 3
    play(s, "done", "done", "done")  # round 3: the war is over
    assert s.war_step == war.PICKUP
    s = fight({"H3": (A,), "H6": (A,), "B8": (0,), "C8": (1,), "J3": (1,)})
    play(s, "done", "done", "done")
    play(s, "go:H3:J3", "done", "done", "done")  # round 2: a battle
    play(s, "done", "done", "done", "done", "done", "done")  # rounds 3 and 4
    assert s.war_step == war.FIGHT and s.war_round == 5


def test_the_war_ends_when_no_attacker_is_left():
    # "Fine della Guerra: terminate le pedine attaccanti ... la guerra ha fine"
    s = fight({"H3": (A,), "H4": (0, 0), "B8": (1,)}, turn=1)
    play(s, "go:H4:H3")
    assert s.war_step == war.PICKUP and s.cur == 0


def test_after_the_war_groups_may_go_home_mixed_groups_and_attackers_must():
    # "i giocatori possono rimuovere alcuni o tutti i gruppi di pedine che hanno nella mappa
    # della Città come mossa gratuita. Eventuali gruppi formati da pedine di colore diverso e
    # gli attaccanti residui vanno obbligatoriamente rimossi"
    s = fight({"H3": (A,), "P9": (A,), "H5": (0, 0), "J4": (1, 0), "K7": (0,), "B8": (1,)},
              turn=1)
    hands = s.hand[:]
    play(s, "sacrifice:K7:H5", "go:H5:H3")  # an extra square to reach H3
    assert s.war_step == war.FIGHT and s.hand[0] == hands[0] + 1
    play(s, "done", "done")  # round 1 ends (begun at player 0's turn)
    play(s, "go:P9:P10", "done", "done", "done")  # round 2: no battle of the attacker's
    play(s, "done", "done", "done")  # rounds 3 and 4: neither
    play(s, "done", "done", "done")
    assert s.war_step == war.PICKUP
    assert stack_at(s, "J4") == () and s.w_owner[sq("J4")] == -1  # the mixed group went home
    assert s.w_owner[sq("H3")] == 0 and s.w_count[sq("H3")] == 2
    assert s.w_owner[sq("P10")] == -1 and s.w_owner[sq("B8")] == 1
    assert s.cur == 0 and texts(s) == ["pickup:H3", "done"]
    play(s, "pickup:H3")
    assert s.hand[0] == hands[0] + 1 + 1 + 2  # sacrificed, mixed, picked up
    assert s.cur == 1 and texts(s) == ["pickup:B8", "done"]


def test_defenders_left_in_an_open_square_stay_as_workers_and_build_next_year():
    # FAQ: "se durante la guerra un giocatore muove un gruppo di 3 difensori in uno spazio aperto
    # non connesso ad alcun edificio può lasciarli là e utilizzarli per costruire una Capanna? E
    # al turno successivo convertirla in una casa? Sì"
    s = fight({"H3": (A,), "J7": (0, 0, 0), "B8": (1,)})
    play(s, "done", "done", "done", "done", "done", "done", "done", "done", "done")
    assert s.war_step == war.PICKUP
    play(s, "done", "done")  # nobody takes workers home
    assert s.phase == PH_PLACEMENT and s.w_owner[sq("J7")] == 0 and s.w_count[sq("J7")] == 3
    finish_placement(s)
    assert s.cur == 0 and "build:J7:hut" in texts(s)


@pytest.mark.parametrize(("house", "kept"), [(True, 1), (False, 0)])
def test_workers_beyond_what_a_building_takes_go_home_after_a_war(house, kept):
    # "Non è possibile piazzare o avere su di un edificio un numero di pedine lavoratore
    # superiore al suo limite di attivazioni per turno: nel caso accada le pedine in più vanno
    # immediatamente rimosse ... (ad esempio questo può accadere nel turno successivo ad una
    # Guerra)"; a building needs one's house next to it
    def city(s):
        build_at(s, "J7", "stonecutter")
        if house:
            build_at(s, "J6", "house", owner=0)

    s = fight({"H3": (A,), "J7": (0, 0, 0), "B8": (1,)}, setup=city)
    hand = s.hand[0]
    for _ in range(9):
        play(s, "done")
    assert s.w_count[sq("J7")] == kept and s.hand[0] == hand + 3 - kept


# == Varianti: 2 giocatori =======================================================================

def two_player_war(general: int = -1):
    s = new(2)
    for name in ("B3", "C3", "D3", "E3"):
        build_at(s, name, "house", owner=0)
    s.houses_left[0] -= 4
    workers_on(s, "D5", 0, 1)
    if general >= 0:
        s.office_owner[GENERAL] = general
        s.office_year[GENERAL] = -1
    start_war(s, "natives", attacker=1)
    return s


def test_with_two_players_the_defender_also_defends_with_the_shadow_colour():
    # "Durante la Guerra, il giocatore che difende utilizza anche i dischetti del secondo
    # giocatore, come in una normale guerra a tre giocatori"
    s = two_player_war()
    assert s.war_left == 1 + 2 * 2  # one worker, two defending colours (beginners: no bonus)
    deploy_all(s, "3@A1", "2@A1")
    assert s.cur == 0
    assert {"defend:B3", "defend:B3:shadow", "defend:C3:shadow"} <= set(texts(s))
    play(s, "defend:B3", "defend:B3", "defend:C3:shadow", "defend:C3:shadow")
    assert stack_at(s, "C3") == (SHADOW, SHADOW) and s.shadow_hand == 8


def test_with_two_players_one_payment_buys_a_defender_of_each_colour():
    # "con 1 moneta d'argento comprerà +1 pedina per entrambi i colori, con 3 monete +2 pedine"
    s = two_player_war()
    deploy_all(s, "3@A1", "2@A1")
    play(s, "defend:B3", "defend:B3", "defend:C3:shadow", "defend:C3:shadow")
    play(s, "defend:D3")  # 1 silver
    assert s.silver[0] == 3
    play(s, "defend:E3:shadow")  # paid with it
    assert s.silver[0] == 3
    play(s, "defend:E3:shadow")  # the second level: 2 silver, and its own colour's is paid
    assert s.silver[0] == 1
    play(s, "defend:D3")
    assert s.silver[0] == 1
    assert stack_at(s, "D3") == (0, 0) and stack_at(s, "E3") == (SHADOW, SHADOW)


def test_with_two_players_the_defender_moves_the_shadow_which_scores_nobody():
    # "I punteggi verranno assegnati normalmente a seconda del colore dei dischetti coinvolti"
    s = fight({"H3": (A, A), "H4": (SHADOW,), "H6": (SHADOW, 0)}, players=2)
    assert s.war_attacker == 1
    play(s, "go:H3:H4")  # (its only group fought: its turn ends by itself)
    assert s.vp == [0, 0] and s.shadow_hand == 9
    assert s.cur == 0 and {"go:H6:H8", "go:H6:H4"} <= set(texts(s))
    play(s, "go:H6:H4")
    assert s.vp == [2 + 2, 0]  # half of the 4 for the kills; the shadow's half to nobody


def test_with_two_players_the_attackers_general_does_not_count():
    # "Il personaggio Generale non si considera quando appartiene al giocatore che manovra gli
    # attaccanti"
    assert two_player_war(general=1).war_general == 0
    assert two_player_war(general=0).war_general == 1


# == the war in the game =========================================================================

def test_a_trade_offer_waiting_is_answered_at_a_war_decision():
    s = fight({"H3": (A,), "B8": (0,), "C8": (1,)})
    s.offers = ((0, 2, (1, 0, 0, 0), (0, 1, 0, 0)),)
    s.refresh_legal()
    assert s.cur == 2 and texts(s) == ["accept", "refuse"]
    play(s, "refuse")
    assert s.cur == 2 and "done" in texts(s)


def test_the_war_survives_a_json_copy_and_a_clone_at_every_step():
    from game.rio_de_la_plata import RioState

    s = defence_city(general=1)
    seen = set()
    while s.phase == PH_WAR:
        seen.add(s.war_step)
        copy = RioState.from_json(s.to_json())
        assert copy.to_json() == s.to_json() and copy.legal == s.legal
        assert s.clone().to_json() == s.to_json()
        view = s.view(0)
        assert view["stack"][sq("D5")] == list(s.stack[sq("D5")]) or view["stack"]
        move = s.legal[0] if s.legal[0] != ("done",) or len(s.legal) == 1 else s.legal[1]
        s.apply(move, s.cur)
    assert {war.DEFEND, war.FIGHT} <= seen


@pytest.mark.parametrize("text", ["deploy:3@A1", "bet:4", "hit:2@P5", "defend:F8",
                                  "defend:F8:shadow", "go:F8:F6", "go:2@A1:B1",
                                  "go:2+@A1:B1", "go:F8:F6:leader=2", "go:F8:F6:leader=shadow",
                                  "give:F8:F7", "sacrifice:G7:F8", "sacrifice:1@A1:2@A1",
                                  "allow", "deny", "pickup:F8", "done"])
def test_war_moves_read_back_from_their_text(text):
    s = new(3)
    assert s.move_to_text(s.parse_move(text)) == text

