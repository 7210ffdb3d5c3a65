"""Shared machinery for every game: the protocol, RNG, records and links."""

from .errors import GameError, IllegalMove, RecordError
from .protocol import GameDef, GameState, Move, Option, PlayerScore, canonical_json, ranking
from .record import (
    FORMAT_VERSION,
    GameRecord,
    decode_link,
    dumps_record,
    encode_link,
    loads_record,
    replay,
    upgrade_record,
)
from .registry import games, get_game, is_playable, playable_games, register
from .rng import Rng, seed_from_text

__all__ = [
    "FORMAT_VERSION",
    "GameDef",
    "GameError",
    "GameRecord",
    "GameState",
    "IllegalMove",
    "Move",
    "Option",
    "PlayerScore",
    "RecordError",
    "Rng",
    "canonical_json",
    "decode_link",
    "dumps_record",
    "encode_link",
    "games",
    "get_game",
    "is_playable",
    "loads_record",
    "playable_games",
    "ranking",
    "register",
    "replay",
    "seed_from_text",
    "upgrade_record",
]
