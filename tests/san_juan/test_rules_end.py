"""The end of the game: the 12th building, scoring, the tie-break; the Library's limits."""

from __future__ import annotations

import json
from pathlib import Path

from game.core import GameRecord, replay, upgrade_record
from game.core.protocol import ranking
from game.san_juan.state import SJState

from .positions import play, table, texts

RECORDS = Path(__file__).resolve().parent / "records"

ELEVEN = ["indigo_plant", "sugar_mill", "sugar_mill", "tobacco_storage", "coffee_roaster",
          "silver_smelter", "smithy", "well", "chapel", "tower", "statue"]


def test_the_game_ends_at_the_end_of_the_builder_phase_with_a_12th_building():
    state = table(3, hands={1: ["sugar_mill", "well", "crane"], 2: ["indigo_plant", "smithy"]},
                  cities={1: ELEVEN})
    play(state, "role:builder")
    assert state.cur == 1
    play(state, "build:sugar_mill/pay:well")  # the Smithy: 2 - 1
    assert len(state.city[1]) == 12 and not state.is_over()
    assert state.view(None)["end_triggered"]
    # the other players still build in that phase, then the game ends (the round does not go on)
    assert state.cur == 2
    play(state, "build:indigo_plant/pay:smithy")
    assert state.is_over() and state.current_players() == () and state.legal_moves() == []
    assert state.view(None)["scores"][2]["breakdown"]["buildings"] == 2


def test_building_over_with_the_crane_does_not_add_a_building():
    state = table(3, hands={1: ["hero", "well"]}, cities={1: [*ELEVEN[:-1], "crane"]})
    assert len(state.city[1]) == 11
    play(state, "role:builder", "build:hero/over:5")  # over the Silver Smelter: 5 - 5
    assert len(state.city[1]) == 11 and not state.is_over()


def test_scores_add_buildings_chapel_and_six_cost_buildings_palace_last():
    state = table(3, cities={0: ["indigo_plant", "chapel", "guild_hall", "palace"]},
                  chapels={0: ["well", "tower"]})
    score = state.score_of(0)
    assert score.breakdown == {"buildings": 3, "chapel": 2, "guild_hall": 2, "city_hall": 0,
                               "triumphal_arch": 0, "palace": 1}
    assert score.total == 8


def test_tie_break_most_cards_in_hand_plus_goods():
    state = table(3, hands={0: ["well"], 1: ["tower"]},
                  cities={0: ["indigo_plant"], 1: [("indigo_plant", "*")], 2: ["indigo_plant"]})
    scores = state.final_scores()
    assert [s.total for s in scores] == [1, 1, 1]
    assert [s.tiebreak for s in scores] == [(1,), (2,), (0,)]
    assert ranking(scores) == [2, 1, 3]


def test_a_tie_on_score_and_tie_break_is_shared():
    state = table(2, hands={0: ["well"], 1: ["tower"]})
    assert ranking(state.final_scores()) == [1, 1]


def test_the_game_ends_when_no_card_can_ever_move_again():
    """Rules notes: deck and discard pile empty, no goods, and nobody could build even as the
    Builder: the game ends at the end of that phase (the book does not cover it)."""
    state = table(3)
    # every card but the cities' is under player 1's Chapel
    state.chapel[1] = state.deck[:]
    state.city[1].append(14)  # the Chapel (card index 14) itself
    state.chapel[1].remove(14)
    state.goods[1].append(-1)
    state.deck = []
    assert state.card_census() == 110 and state.stalled()
    play(state, "role:prospector")
    assert state.is_over()


def test_a_building_the_crane_helps_pay_for_only_without_the_quarry_cannot_be_built():
    """Rules notes 8 and 10: the last card in play is a Palace (6) whose owner holds nothing
    else. As the Builder with a Quarry, over the Quarry with the Crane, it would cost 6 - 1 - 4
    = 1 card (the Quarry being covered gives nothing), over anything else 6 - 1 - 1 - 3: never
    nothing, so no card can ever move again and the game ends (4-player random game 4529 with
    the start variant went on past 1,300 rounds this way)."""
    state = table(3, hands={0: ["palace"]},
                  cities={0: ["indigo_plant", "quarry", "crane", "prefecture"]})
    state.chapel[1] = state.deck
    state.deck = []
    assert state.card_census() == 110 and state.stalled()
    play(state, "role:prospector")
    assert state.is_over() and state.end_reasons() == ("cards_ran_out",)


def _cities_that_cannot_grow(second_statue: bool = True):
    """Two players whose every card in play (the deck's Statue, the Well lying as a good, a
    Smithy in hand) is a violet building both already built; every other card is out of play
    under player 1's Chapel. Without ``second_statue`` player 1 never built a Statue."""
    both = ["indigo_plant", "smithy", "well", "statue"]
    state = table(2, hands={0: ["smithy"]},
                  cities={0: [("indigo_plant", "well"), "smithy", "well", "statue"],
                          1: both if second_statue else [*both[:3], "tower"]},
                  deck_top=["statue"])
    state.chapel[1] = state.deck[:-1]
    state.deck = state.deck[-1:]
    assert state.card_census() == 110
    return state


def test_the_game_ends_when_no_card_in_play_can_ever_be_built_by_anyone():
    """Rules notes 20: the book ends the game only with a 12th building ("La partita termina
    immediatamente durante la fase del Costruttore durante la quale almeno un giocatore
    costruisce il dodicesimo palazzo"); cards never come back from a city, a Chapel or under a
    Crane, and "ciascun palazzo viola può essere costruito soltanto una volta". When no card
    still in play could be built by anyone, no city can grow: the game ends at the end of that
    role's phase, even with cards still moving (a good, the deck)."""
    state = _cities_that_cannot_grow()
    play(state, "role:prospector")
    assert state.is_over() and state.end_reasons() == ("no_more_buildings",)
    assert not state.stalled()  # a good still lies on a building: cards could still move
    assert state.view(None)["end_reasons"] == ["no_more_buildings"]


def test_a_violet_building_one_player_could_still_build_keeps_the_game_going():
    state = _cities_that_cannot_grow(second_statue=False)  # player 1 could build the Statue
    play(state, "role:prospector")
    assert not state.is_over()


def test_the_random_game_that_never_ended_ends_when_no_card_can_be_built():
    """The conformance run's 2-player game (seed 2255) played past 4,000 rounds with version 1:
    both hands held only violet buildings both players had built or covered with the Crane, the
    goods went round through sales. Its record (version 1, played on past that point) now ends
    in round 96, where no card in play could be built any more."""
    record = GameRecord.from_json(
        json.loads((RECORDS / "v1-random-2p-no-more-buildings.json").read_text()))
    state = replay(record)
    assert state.is_over() and state.end_reasons() == ("no_more_buildings",)
    assert state.round == 96 and [len(c) for c in state.city] == [11, 11]
    moves = upgrade_record(record).moves
    assert len(moves) < len(record.moves)  # version 1's moves past the end are dropped
    before = replay(GameRecord(record.game, record.options, record.seed, moves[:-1],
                               engine=SJState.engine_version))
    assert not before.is_over()


# -- the Library --------------------------------------------------------------------------------


def test_library_doubles_each_privilege():
    top = ["well", "tower", "chapel", "quarry", "library", "smithy", "crane", "statue"]
    state = table(3, cities={0: ["indigo_plant", "library"]}, deck_top=top)
    play(state, "role:councillor")
    assert len(state.drawn) == 8
    state = table(3, cities={0: ["indigo_plant", "library"]}, deck_top=top)
    play(state, "role:prospector")
    assert len(state.hands[0]) == 2
    state = table(3, cities={0: ["indigo_plant", "sugar_mill", "coffee_roaster", "library"]})
    play(state, "role:producer")
    assert state.produce_limit(0) == 3 and "produce:0,1,2" in texts(state)
    state = table(3, cities={0: [("indigo_plant", "*"), ("sugar_mill", "*"),
                                 ("coffee_roaster", "*"), "library"]})
    play(state, "role:trader")
    assert state.sell_limit(0) == 3 and "sell:0,1,2" in texts(state)
    state = table(3, hands={0: ["tower", "well"]}, cities={0: ["indigo_plant", "library"]})
    play(state, "role:builder")
    assert "build:tower/pay:well" in texts(state)


def test_library_applies_by_itself_with_three_or_four_players():
    state = table(4, cities={0: ["indigo_plant", "library"]})
    assert texts(state) == ["role:builder", "role:producer", "role:trader", "role:councillor",
                            "role:prospector"]
    play(state, "role:prospector")
    assert len(state.hands[0]) == 2


def test_two_players_library_once_per_round_the_governor_decides_on_the_first_pick():
    state = table(2, cities={0: ["indigo_plant", "library"], 1: ["indigo_plant", "library"]})
    assert "role:prospector+library" in texts(state) and "role:prospector" in texts(state)
    play(state, "role:prospector+library")
    assert len(state.hands[0]) == 2
    # the other player picks once a round: their Library applies, no question
    assert texts(state) == ["role:builder", "role:producer", "role:trader", "role:councillor"]
    play(state, "role:councillor")
    assert len(state.drawn) == 8
    while state.view(None)["phase"] == "councillor":
        state.apply(state.legal_moves()[0])
    # the Governor's second pick: the Library was used this round
    assert state.cur == 0 and not any("+library" in t for t in texts(state))
    play(state, "role:producer")
    assert not state.library and state.produce_limit(0) == 2


def test_two_players_library_kept_for_the_governors_second_pick():
    state = table(2, cities={0: ["indigo_plant", "library"]})
    play(state, "role:prospector")
    assert len(state.hands[0]) == 1 and not state.view(None)["library_used"][0]
    play(state, "role:councillor")
    while state.view(None)["phase"] == "councillor":
        state.apply(state.legal_moves()[0])
    play(state, "role:producer")
    assert state.library and state.produce_limit(0) == 3


def test_two_players_library_only_for_the_governor_first_pick_when_owned():
    state = table(2)
    assert not any("+library" in t for t in texts(state))
    assert "Library" in state.illegal_reason(state.parse_move("role:builder+library"))


def test_no_dead_end_while_a_hand_above_its_limit_will_refill_the_discard_pile():
    # player 2 holds 8 cards, all copies of violet buildings they own: nothing to build
    owned = ["well", "archive", "smithy", "crane"]
    state = table(3, hands={2: [c for c in owned for _ in range(2)]},
                  cities={2: ["indigo_plant", *owned]})
    state.chapel[1] = state.deck[:]
    state.city[1].append(14)  # the Chapel (card index 14)
    state.chapel[1].remove(14)
    state.goods[1].append(-1)
    state.deck = []
    assert state.card_census() == 110 and not state.stalled()
    state.chapel[1].append(state.hands[2].pop())  # 7 cards: the game cannot move again
    assert state.card_census() == 110 and state.stalled()
