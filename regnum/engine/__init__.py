"""The game-agnostic engine contract. See docs/api.md."""

from regnum.engine.errors import (
    GameOverError,
    IllegalActionError,
    InvalidOptionError,
    MalformedActionError,
    RecordError,
    RegnumError,
    UnknownGameError,
)
from regnum.engine.game import NOT_ALLOWED, Action, Game, JsonDict, OptionSpec, Player, State
from regnum.engine.record import GameRecord
from regnum.engine.rng import Rng

__all__ = [
    "NOT_ALLOWED",
    "Action",
    "Game",
    "GameOverError",
    "GameRecord",
    "IllegalActionError",
    "InvalidOptionError",
    "JsonDict",
    "MalformedActionError",
    "OptionSpec",
    "Player",
    "RecordError",
    "RegnumError",
    "Rng",
    "State",
    "UnknownGameError",
]
