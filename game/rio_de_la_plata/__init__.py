"""Río de la Plata (2–5 players): announced on the landing page; its engine has not moved in yet."""

from game.core.protocol import GameDef

GAME = GameDef(
    id="rio_de_la_plata",
    name="Río de la Plata",
    min_players=2,
    max_players=5,
    summary="Found Buenos Aires on the river: place workers, raise districts, trade and defend "
            "the city. 2–5 players.",
    order=3,
    art="assets/art/rio_de_la_plata.svg",
)
