"""San Juan (2–4 players): announced on the landing page; its engine has not moved in yet."""

from game.core.protocol import GameDef

GAME = GameDef(
    id="san_juan",
    name="San Juan",
    hidden_cards=True,
    min_players=2,
    max_players=4,
    summary="The card game of Puerto Rico: every card is a building, a good or your money. "
            "2–4 players.",
    order=2,
    art="assets/art/san_juan.svg",
)
