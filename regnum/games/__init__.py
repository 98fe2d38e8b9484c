"""The registry of games: id or alias -> Game. Games are imported on first use."""

from __future__ import annotations

from importlib import import_module

from regnum.engine.errors import UnknownGameError
from regnum.engine.game import Game

# canonical id -> (module, aliases)
_GAMES: dict[str, tuple[str, tuple[str, ...]]] = {
    "krieg-und-frieden": ("regnum.games.krieg_und_frieden", ("kuf",)),
    "krone-und-schwert": ("regnum.games.krone_und_schwert", ("kus",)),
    "fief": ("regnum.games.fief", ()),
}
_SHIPPED = tuple(_GAMES)
_LOADED: dict[str, Game] = {}


def register(game_id: str, module: str, aliases: tuple[str, ...] = ()) -> None:
    """Add a game whose module exposes `GAME` (used by tests for a toy game, and by plug-ins)."""
    _GAMES[game_id] = (module, aliases)
    _LOADED.pop(game_id, None)


def ids() -> list[str]:
    return list(_GAMES)


def shipped_ids() -> list[str]:
    """The games regnum ships, without those added by `register` (a test's toy game, plug-ins)."""
    return list(_SHIPPED)


def canonical_id(name: str) -> str:
    key = name.strip().lower()
    for game_id, (_, aliases) in _GAMES.items():
        if key == game_id or key in aliases:
            return game_id
    choices = ", ".join(f"{g} ({', '.join(a)})" if a else g for g, (_, a) in _GAMES.items())
    raise UnknownGameError(f"unknown game {name!r}; known games: {choices}")


def get(name: str) -> Game:
    """The Game for an id or alias (`kuf`, `krieg-und-frieden`, ...)."""
    game_id = canonical_id(name)
    if game_id not in _LOADED:
        module = import_module(_GAMES[game_id][0])
        _LOADED[game_id] = module.GAME
    return _LOADED[game_id]
