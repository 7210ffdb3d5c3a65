"""Expansion 3, the Buccaneer (IT ESPANSIONE 3 and REGOLE DEL BUCANIERE; ES EXPANSIÓN 3): the
extra role card, its token, and one test per option. Positions are patched JSON of a game with the
expansion (the Buccaneer is the last role card: ``role:buccaneer``)."""

from __future__ import annotations

import json
import random
from typing import Any

from game.core import canonical_json
from game.puerto_rico import PRState
from game.puerto_rico import data as prd
from game.scenario import apply_patch
from tests.puerto_rico.invariants import check_invariants, conserved
from tests.puerto_rico.support import (
    assert_rejected,
    goods,
    is_legal,
    js,
    legal,
    me,
    new_game,
    phase,
    play,
    player_board,
    score,
    to_act,
)
from tests.puerto_rico.support_exp3 import buc_game, buc_table

EMPTY = player_board()


def buccaneer(state: PRState) -> dict[str, Any]:
    return js(state)["buccaneer"]


# -- the card and its token --


def test_the_buccaneer_is_one_more_role_card_at_every_player_count():
    # IT: "Determina il numero e il tipo di carte Cittadino ... Dopodiché, aggiungi la carta del
    # Bucaniere"; 2 players: "si può includere il Bucaniere in una partita a 2 giocatori"
    for players, cards, prospectors in ((2, 8, 1), (3, 7, 0), (4, 8, 1), (5, 9, 2)):
        roles = [r["role"] for r in js(buc_game(players))["roles"]]
        assert len(roles) == cards and roles[-1] == "buccaneer"
        assert roles.count("prospector") == prospectors
        assert buc_game(players).picks_per_round == prd.SETUPS[players].picks_per_round


def test_the_token_starts_on_the_buccaneer_card_and_goes_to_its_chooser():
    state = buc_table()
    assert buccaneer(state)["token"] is None
    play(state, "role:buccaneer")
    assert buccaneer(state)["token"] == 0


def test_the_token_holder_cannot_choose_the_buccaneer():
    # IT: "Se un giocatore possiede il segnalino del Bucaniere, NON PUÒ scegliere la carta"
    state = buc_table(changes={"buccaneer.token": 1})
    play(state, "role:craftsman")  # player 0; nothing to produce, the phase ends
    assert to_act(state) == 1
    assert not is_legal(state, "role:buccaneer")
    assert_rejected(state, "role:buccaneer")


def test_the_token_goes_to_the_next_player_who_chooses_the_buccaneer():
    state = buc_table(changes={"buccaneer.token": 1})
    play(state, "role:buccaneer", "pass")
    assert buccaneer(state)["token"] == 0
    assert is_legal(state, "role:craftsman") and to_act(state) == 1
    assert is_legal(state, "role:buccaneer") is False  # taken this round anyway


def test_the_token_stays_with_its_holder_across_rounds():
    # IT: "non lo rimette sulla carta Cittadino alla fine del round"
    state = buc_table()
    play(state, "role:buccaneer", "pass", "role:craftsman", "role:trader", "role:captain")
    assert js(state)["round"] == 2 and to_act(state) == 1
    assert buccaneer(state)["token"] == 0


def test_no_doubloon_is_put_on_the_buccaneer_when_nobody_chose_it():
    # IT REGOLE DEL BUCANIERE: "non piazzarci sopra nessun doblone alla fine di esso"
    state = buc_table()
    play(state, "role:craftsman", "role:trader", "role:captain", "role:prospector")
    roles = js(state)["roles"]
    assert roles[-1]["role"] == "buccaneer" and roles[-1]["doubloons"] == 0
    assert all(r["doubloons"] == 1 for r in roles if r["role"] in ("settler", "mayor"))


def test_only_the_chooser_acts_in_the_buccaneer_phase():
    # IT: "solo il giocatore che sceglie il Bucaniere svolge la sua azione"
    state = buc_table(changes={"trading_house": ["corn", "sugar"]})
    play(state, "role:buccaneer")
    assert phase(state) == "buccaneer" and to_act(state) == 0
    play(state, "plunder")
    assert phase(state) == "role" and to_act(state) == 1


def test_the_buccaneer_may_take_no_option():
    # IT: "il giocatore può scegliere una delle quattro opzioni"
    state = buc_table()
    play(state, "role:buccaneer")
    assert "pass" in legal(state)
    play(state, "pass")
    assert phase(state) == "role" and to_act(state) == 1


def test_options_that_would_change_nothing_are_not_offered():
    state = buc_table()
    play(state, "role:buccaneer")
    texts = legal(state)
    assert not any(t.startswith("piracy") for t in texts)  # every ship is empty
    assert "plunder" not in texts  # the trading house is empty
    assert "raid" not in texts  # the ship holds 4 colonists = the number of players


# -- Piracy --


def test_piracy_empties_a_cargo_ship_and_the_buccaneer_keeps_up_to_three_barrels():
    # IT: "Rimuovi tutte le merci da una qualsiasi nave da carico. Puoi tenere fino a tre barili"
    ship = {"capacity": 6, "good": "coffee", "count": 5}
    state = buc_table(changes={"ships.1": ship, "goods.coffee": 4})
    play(state, "role:buccaneer", "piracy:2")
    assert legal(state) == ["loot:0", "loot:1", "loot:2", "loot:3"]
    assert js(state)["ships"][1] == {"capacity": 6, "good": None, "count": 0}
    play(state, "loot:3")
    assert me(state, 0)["goods"] == goods(coffee=3)
    assert js(state)["goods"]["coffee"] == 6  # the other 2 back to the supply
    assert phase(state) == "role"


def test_piracy_keeps_no_more_barrels_than_the_ship_held():
    state = buc_table(changes={"ships.0": {"capacity": 5, "good": "corn", "count": 2}})
    play(state, "role:buccaneer", "piracy:1")
    assert legal(state) == ["loot:0", "loot:1", "loot:2"]


def test_piracy_may_keep_no_barrel():
    state = buc_table(changes={"ships.0": {"capacity": 5, "good": "corn", "count": 2}})
    before = js(state)["goods"]["corn"]
    play(state, "role:buccaneer", "piracy:1", "loot:0")
    assert me(state, 0)["goods"] == goods()
    assert js(state)["goods"]["corn"] == before + 2


def test_piracy_frees_the_ship_for_any_good():
    state = buc_table(
        changes={
            "ships.0": {"capacity": 5, "good": "corn", "count": 2},
            "players.1": player_board(goods_={"corn": 1}),
        }
    )
    play(state, "role:buccaneer", "piracy:1", "loot:0", "role:captain")
    assert "load:corn@1" in legal(state)


# -- Plunder --


def test_plunder_empties_the_trading_house_for_one_vp_per_good():
    # IT: "Rimuovi tutte le merci dalla Casa di Commercio. Guadagni 1 PV per ogni merce"
    state = buc_table(changes={"trading_house": ["corn", "sugar", "coffee"]})
    before = js(state)["goods"]
    play(state, "role:buccaneer", "plunder")
    assert js(state)["trading_house"] == []
    assert js(state)["goods"]["sugar"] == before["sugar"] + 1
    assert me(state, 0)["vp"] == 3
    assert buccaneer(state)["plunder_vp"] == [3, 0, 0, 0]
    assert score(state, 0)["plunder"] == 3 and score(state, 0)["vp_chips"] == 0


def test_plunder_vp_can_empty_the_vp_supply_and_end_the_game():
    state = buc_table(changes={"trading_house": ["corn", "sugar"], "vp_supply": 2})
    play(state, "role:buccaneer", "plunder")
    assert js(state)["end_reasons"] == ["vp"]


# -- Raid --


def test_raid_reduces_the_colonist_ship_and_places_up_to_three_on_the_island():
    # IT: "Riduci il numero di lavoratori nella Sala di Reclutamento al numero di giocatori.
    # Tieni fino a tre dei lavoratori rimossi e piazzali immediatamente sulla tua isola."
    board = player_board(tiles={"corn": 2}, buildings={"small_market": 0, "hospice": 0})
    state = buc_table(changes={"colonists.ship": 9, "colonists.supply": 50, "players.0": board})
    play(state, "role:buccaneer", "raid")
    assert js(state)["colonists"] == {"supply": 50, "ship": 4}
    assert legal(state) == ["pass", "raid:corn", "raid:hospice", "raid:small_market"]
    play(state, "raid:corn", "raid:hospice", "raid:corn")
    assert me(state, 0)["occupied"]["corn"] == 2 and me(state, 0)["buildings"]["hospice"] == 1
    assert me(state, 0)["unplaced"] == 0
    assert js(state)["colonists"] == {"supply": 52, "ship": 4}  # 5 removed, 3 kept
    assert phase(state) == "role"


def test_raided_colonists_are_never_stored_in_san_juan():
    # IT: "Questi lavoratori non possono essere conservati sul porto"
    board = player_board(tiles={"corn": 1}, occupied={"corn": 1})
    state = buc_table(changes={"colonists.ship": 7, "colonists.supply": 50, "players.0": board})
    play(state, "role:buccaneer")
    assert "raid" in legal(state)  # it still empties the ship for the others
    play(state, "raid")
    assert me(state, 0)["unplaced"] == 0
    assert js(state)["colonists"] == {"supply": 53, "ship": 4}
    assert phase(state) == "role"


def test_raid_may_keep_fewer_than_three():
    board = player_board(tiles={"corn": 3})
    state = buc_table(changes={"colonists.ship": 9, "colonists.supply": 50, "players.0": board})
    play(state, "role:buccaneer", "raid", "raid:corn", "pass")
    assert me(state, 0)["occupied"]["corn"] == 1
    assert js(state)["colonists"] == {"supply": 54, "ship": 4}


def test_raid_keeps_no_more_than_were_removed():
    board = player_board(tiles={"corn": 3})
    state = buc_table(changes={"colonists.ship": 5, "colonists.supply": 50, "players.0": board})
    play(state, "role:buccaneer", "raid", "raid:corn")
    assert me(state, 0)["occupied"]["corn"] == 1 and phase(state) == "role"


# -- Kidnapping --


def test_kidnapping_takes_an_unused_card_and_its_doubloons():
    # IT: "Prendi una qualsiasi carta Cittadino tra quelle non usate ... Prendi tutti i dobloni"
    state = buc_table(changes={"roles.2.doubloons": 2})
    play(state, "role:buccaneer")
    assert {"kidnap:" + r for r in prd.ROLE_IDS[:7]} <= set(legal(state))
    play(state, "kidnap:builder")
    assert me(state, 0)["doubloons"] == 2 and js(state)["roles"][2]["doubloons"] == 0
    assert buccaneer(state)["kidnapped"] == "builder"
    assert is_legal(state, "role:builder")  # the others may still choose it


def test_a_kidnapped_role_chosen_by_an_opponent_pays_the_buccaneer_three_doubloons():
    # IT: "Se un avversario sceglie il Cittadino rapito durante questo round, prendi tre dobloni
    # dalla banca."
    state = buc_table()
    bank = js(state)["bank"]
    play(state, "role:buccaneer", "kidnap:craftsman", "role:craftsman")
    assert me(state, 0)["doubloons"] == 3 and js(state)["bank"] == bank - 3
    assert buccaneer(state)["kidnapped"] is None
    assert js(state)["roles"][3]["taken_by"] == 1


def test_a_kidnapped_role_nobody_chose_is_played_by_the_buccaneer_at_the_end_of_the_round():
    # IT: "Se il ruolo rapito non viene scelto da nessuno entro la fine del round, giocalo tu
    # stesso." The Buccaneer plays it with its privilege; everyone takes part as usual.
    state = buc_table(
        changes={
            "players.0": player_board(doubloons=1),
            "players.2": player_board(doubloons=1),
        }
    )
    play(state, "role:buccaneer", "kidnap:builder", "role:craftsman", "role:trader")
    play(state, "role:captain")  # the 4th and last pick of the round
    assert phase(state) == "builder" and js(state)["round"] == 1
    assert js(state)["role_player"] == 0 and to_act(state) == 0
    assert is_legal(state, "build:hacienda")  # cost 2, 1 doubloon less: the privilege
    play(state, "build:small_market")  # player 0, free with the privilege
    assert to_act(state) == 2  # player 1 has no doubloon: skipped
    play(state, "build:small_market")
    assert js(state)["round"] == 2 and phase(state) == "role"
    assert me(state, 0)["doubloons"] == 1 and me(state, 2)["doubloons"] == 0
    roles = js(state)["roles"]
    assert roles[2]["doubloons"] == 0  # played this round: no doubloon on it
    assert roles[0]["doubloons"] == 1 and roles[-1]["doubloons"] == 0


def test_a_kidnapped_prospector_nobody_chose_gives_its_doubloon_at_the_end_of_the_round():
    state = buc_table()
    play(state, "role:buccaneer", "kidnap:prospector", "role:craftsman", "role:trader")
    play(state, "role:captain")
    assert js(state)["round"] == 2 and me(state, 0)["doubloons"] == 1


def test_the_buccaneer_choosing_the_card_they_kidnapped_gets_nothing_more():
    # rules-notes 63: only an opponent's choice pays the 3 doubloons (2 players: 3 picks each)
    state = buc_table(players=2)
    play(state, "role:buccaneer", "kidnap:prospector", "role:craftsman", "role:prospector")
    assert me(state, 0)["doubloons"] == 1 and buccaneer(state)["kidnapped"] is None


# -- notation, JSON, conservation --


def test_every_buccaneer_move_round_trips_through_its_text():
    for text in ("piracy:1", "piracy:3", "plunder", "raid", "loot:0", "loot:3", "kidnap:mayor",
                 "raid:quarry", "raid:university"):
        state = buc_game()
        assert state.move_to_text(state.parse_move(text)) == text
    assert buc_game(5).move_to_text(buc_game(5).parse_move("kidnap:prospector2")) == (
        "kidnap:prospector2"
    )


def test_a_base_game_has_no_buccaneer_keys_and_no_buccaneer_card():
    data = js(new_game())
    assert "buccaneer" not in data
    assert all(r["role"] != "buccaneer" for r in data["roles"])
    assert "plunder" not in new_game().final_scores()[0].breakdown


def test_a_buccaneer_card_without_the_expansion_is_refused():
    data = js(new_game())
    data["roles"].append({"role": "buccaneer", "doubloons": 0, "taken_by": None})
    try:
        PRState.from_json(data)
    except ValueError as exc:
        assert "Buccaneer" in str(exc)
    else:
        raise AssertionError("accepted")


def test_the_buccaneer_conserves_goods_colonists_doubloons_and_vp_in_every_step():
    # every position of random games, including a Piracy's barrels and a Raid's colonists held
    # between two decisions
    seen = set()
    for seed in range(12):
        players = 2 + seed % 4
        state = buc_game(players, seed)
        start = conserved(state)
        rnd = random.Random(seed)
        while not state.is_over():
            check_invariants(state)
            assert conserved(state) == start
            seen.add(state.buc_step)
            texts = [state.move_to_text(m) for m in state.legal_moves()]
            # prefer the Buccaneer's options so that each is exercised
            preferred = [t for t in texts if t.split(":")[0] in
                         ("role", "piracy", "raid", "plunder", "kidnap", "loot")]
            pick = rnd.choice(preferred or texts)
            if "role:buccaneer" in texts and rnd.random() < 0.5:
                pick = "role:buccaneer"
            state.apply(state.parse_move(pick))
        check_invariants(state)
    assert seen == {0, 1, 2}


# -- with the other expansions --


def test_with_nobles_a_raid_removes_workers_only_and_the_noble_stays_on_the_ship():
    # rules-notes 64
    data = json.loads(canonical_json(buc_game(4, 1, "nobles").to_json()))
    for p in range(4):
        apply_patch(data, f"players.{p}", "=", player_board())
    apply_patch(data, "players.0", "=", player_board(tiles={"corn": 3}))
    apply_patch(data, "colonists.ship", "=", 7)
    apply_patch(data, "nobles.ship", "=", 1)
    state = PRState.from_json(data)
    start = conserved(state)
    play(state, "role:buccaneer", "raid", "raid:corn", "raid:corn", "raid:corn")
    assert js(state)["colonists"]["ship"] == 4 and js(state)["nobles"]["ship"] == 1
    assert me(state, 0)["occupied"]["corn"] == 3 and me(state, 0).get("nobles", 0) == 0
    assert conserved(state) == start


def test_with_nobles_no_raid_when_only_nobles_are_above_the_number_of_players():
    data = json.loads(canonical_json(buc_game(2, 1, "nobles").to_json()))
    apply_patch(data, "colonists.ship", "=", 3)
    apply_patch(data, "nobles.ship", "=", 3)
    state = PRState.from_json(data)
    play(state, "role:buccaneer")
    assert "raid" not in legal(state)


def test_a_kidnapped_role_is_still_played_in_the_last_round_before_the_game_ends():
    # rules-notes 63: it is part of the round, so it runs before the end of the game
    state = buc_table(changes={"players.0": player_board(doubloons=1), "vp_supply": 0,
                               "end_triggered": True, "end_reasons": ["vp"]})
    play(state, "role:buccaneer", "kidnap:builder")
    play(state, "role:trader", "role:craftsman", "role:captain")  # players 1-3
    assert phase(state) == "builder" and to_act(state) == 0
    play(state, "build:small_market")
    assert phase(state) == "over" and "small_market" in me(state, 0)["buildings"]


def test_plunder_vp_are_public_even_with_hidden_vp():
    state = buc_table(changes={"trading_house": ["corn", "sugar"]})
    play(state, "role:buccaneer", "plunder")
    view = state.view(1)
    assert view["players"][0]["vp"] is None  # the chips stay hidden...
    assert view["buccaneer"]["plunder_vp"] == [2, 0, 0, 0]  # ...but the plunder was seen
