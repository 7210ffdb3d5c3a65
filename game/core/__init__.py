"""Shared machinery for every game: the protocol, RNG, records and links."""

from .errors import GameError, IllegalMove, RecordError
from .protocol import GameDef, GameState, Move, PlayerScore, canonical_json, ranking
from .record import (
    FORMAT_VERSION,
    GameRecord,
    decode_link,
    dumps_record,
    encode_link,
    loads_record,
    replay,
)
from .registry import CATALOG, GameInfo, get_game, is_playable, register
from .rng import Rng, seed_from_text

__all__ = [
    "CATALOG",
    "FORMAT_VERSION",
    "GameDef",
    "GameError",
    "GameInfo",
    "GameRecord",
    "GameState",
    "IllegalMove",
    "Move",
    "PlayerScore",
    "RecordError",
    "Rng",
    "canonical_json",
    "decode_link",
    "dumps_record",
    "encode_link",
    "get_game",
    "is_playable",
    "loads_record",
    "ranking",
    "register",
    "replay",
    "seed_from_text",
]
