"""The war rate the timeline implies: the balance report's exact figure
(``balance.timeline_wars``) and the bots' (``values.wars_ahead``) agree with each other and with
the engine's own war check played year after year (``war.check``, the tokens climbing by the
timeline, falling back after each war)."""

from __future__ import annotations

import pytest

from game.rio_de_la_plata import war
from game.rio_de_la_plata.balance import timeline_wars
from game.rio_de_la_plata.bots.values import wars_ahead
from game.rio_de_la_plata.data import (
    OFF_TRACK,
    SHORT_YEARS,
    TIMELINE,
    TRACK_MAX,
    WAR_RETREAT,
    YEARS,
)
from tests.rio_de_la_plata.support import new


def checked_wars(players: int, years: int, seed: int) -> int:
    """The wars of one game's checks, the engine's check at the end of every year."""
    s = new(players, seed=seed, short=years == SHORT_YEARS)
    assert s.years == years
    wars = 0
    for year in range(years):
        s.year = year
        if war.check(s):
            wars += 1
            war.close(s)
        if year + 1 < years:
            up_n, up_c = TIMELINE[year]
            s.enemy = [min(TRACK_MAX, s.enemy[0] + up_n), min(TRACK_MAX, s.enemy[1] + up_c)]
    return wars


@pytest.mark.parametrize(("players", "years"), [(2, SHORT_YEARS), (3, YEARS), (4, YEARS),
                                                (5, YEARS)])
def test_the_timeline_implies_the_wars_the_engine_checks(players, years):
    implied, natives, corsairs = timeline_wars(players, years)
    due = players * (2 if players == 2 else 1)
    assert implied == pytest.approx(
        wars_ahead(0, OFF_TRACK, OFF_TRACK, due, years, WAR_RETREAT[players]))
    assert implied == pytest.approx(sum(natives) + sum(corsairs))
    games = 300
    measured = sum(checked_wars(players, years, seed) for seed in range(games)) / games
    assert measured == pytest.approx(implied, abs=0.12)


def test_a_four_player_game_implies_about_one_war_a_player():
    # "il sistema è stato bilanciato per permettere 1 guerra per giocatore"
    implied, _, _ = timeline_wars(4, YEARS)
    assert 3.8 < implied <= 4.0
