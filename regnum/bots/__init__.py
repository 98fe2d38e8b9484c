"""Bots by name: `make("random", game, seed)`. Per-game heuristic bots register in HEURISTICS."""

from __future__ import annotations

from collections.abc import Callable

from regnum.bots.base import Bot, Observation
from regnum.bots.random_bot import RandomBot
from regnum.engine.errors import RegnumError
from regnum.engine.game import Game

# game id -> module path of its heuristic bot (class `HeuristicBot(seed)`)
HEURISTICS: dict[str, str] = {
    "krieg-und-frieden": "regnum.bots.heuristic.krieg_und_frieden",
    "krone-und-schwert": "regnum.bots.heuristic.krone_und_schwert",
}


class UnknownBotError(RegnumError):
    """A bot name that is not known for the game."""


def names(game: Game) -> list[str]:
    found = ["random"]
    if game.id in HEURISTICS:
        found.append("heuristic")
    return found


def make(name: str, game: Game, seed: int) -> Bot:
    """A bot by name for `game`, seeded so that the same seed gives the same play."""
    key = name.strip().lower()
    factories: dict[str, Callable[[int], Bot]] = {"random": RandomBot}
    if key == "heuristic" and game.id in HEURISTICS:
        from importlib import import_module

        factories["heuristic"] = import_module(HEURISTICS[game.id]).HeuristicBot
    if key not in factories:
        raise UnknownBotError(
            f"unknown bot {name!r} for {game.name}; valid bots: {', '.join(names(game))}"
        )
    return factories[key](seed)


__all__ = ["Bot", "Observation", "RandomBot", "UnknownBotError", "make", "names"]
