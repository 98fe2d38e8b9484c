"""Bots by name: `make("hard", game, seed)`. Per-game heuristic bots register in HEURISTICS.

Names: `random`, `heuristic` (where the game has one), the search levels `easy`, `normal`, `hard`
and `expert` (regnum.bots.levels), a level with changed knobs (`expert:seconds=2`), and a search spec
`ismcts:iters=500:rollout=random` for experiments.
"""

from __future__ import annotations

from collections.abc import Callable
from importlib import import_module

from regnum.bots.base import Bot, Observation
from regnum.bots.evaluation import features_of, fitted
from regnum.bots.ismcts import Evaluation, Settled, evaluate
from regnum.bots.levels import (
    LEVELS,
    SEARCH,
    SPEC_HELP,
    SpecError,
    level,
    parse_spec,
    search_bot,
)
from regnum.bots.random_bot import RandomBot
from regnum.engine.errors import RegnumError
from regnum.engine.game import Game

# game id -> module path of its heuristic bot (class `HeuristicBot(seed)`)
HEURISTICS: dict[str, str] = {
    "krieg-und-frieden": "regnum.bots.heuristic.krieg_und_frieden",
    "krone-und-schwert": "regnum.bots.heuristic.krone_und_schwert",
    "fief": "regnum.bots.heuristic.fief",
}


class UnknownBotError(RegnumError):
    """A bot name that is not known for the game, or a search spec with a bad budget or key."""


def names(game: Game) -> list[str]:
    """The bot names a player can pick for `game`, weakest first."""
    found = ["random"]
    if game.id in HEURISTICS:
        found.append("heuristic")
    return found + list(LEVELS)


def _heuristic(game: Game) -> Callable[[int], Bot] | None:
    if game.id not in HEURISTICS:
        return None
    factory: Callable[[int], Bot] = import_module(HEURISTICS[game.id]).HeuristicBot
    return factory


def _evaluation(game: Game) -> Evaluation:
    """The game's fitted evaluation of cut rollouts (regnum.bots.evaluation), else the
    scores-based one (a game without one, or weights fitted under another rules version)."""
    return fitted(game) or evaluate


def _settled(game: Game) -> Settled | None:
    """Where the game's evaluation may judge a cut rollout (None: anywhere)."""
    features = features_of(game)
    return features.settled if features is not None else None


def thinking_time(name: str) -> float | None:
    """The fixed thinking time per move of a bot name (`expert`, `...:seconds=S`), None for a bot
    with an iteration budget or none: a server runs timed bots in a pool of their own."""
    key = name.strip().lower()
    head = key.split(":")[0]
    if head not in (SEARCH, *LEVELS) or (head == SEARCH and ":" not in key):
        return None
    try:
        return (LEVELS[key] if key in LEVELS else parse_spec(key)).config.seconds
    except SpecError:
        return None


def make(name: str, game: Game, seed: int) -> Bot:
    """A bot by name for `game`, seeded so that the same seed gives the same play."""
    key = name.strip().lower()
    heuristic = _heuristic(game)
    if key == "random":
        return RandomBot(seed)
    if key == "heuristic" and heuristic is not None:
        return heuristic(seed)
    if key in LEVELS:
        spec = level(key, game.id)
        return search_bot(key, spec, seed, heuristic, _evaluation(game), _settled(game))
    if key.split(":")[0] in (SEARCH, *LEVELS) and ":" in key:
        try:
            return search_bot(
                key, parse_spec(key, game.id), seed, heuristic, _evaluation(game), _settled(game)
            )
        except SpecError as err:
            raise UnknownBotError(f"bad search bot {name!r}: {err}; write {SPEC_HELP}") from None
    raise UnknownBotError(
        f"unknown bot {name!r} for {game.name}; valid bots: {', '.join(names(game))} "
        f"(or {SPEC_HELP})"
    )


__all__ = [
    "Bot", "Observation", "RandomBot", "UnknownBotError", "make", "names", "thinking_time",
]
