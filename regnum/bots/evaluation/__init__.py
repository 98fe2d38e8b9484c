"""Per-game evaluations of rollouts cut short: fitted win-share estimates of an unfinished state.

A game's evaluation is a conditional logit, a softmax over the seats of a linear utility of what
each seat holds (`Features.holdings`, every seat's from one reading of the state), each holding
weighed once alone and once times each measure of where the game stands (`Features.stages`, e.g. the
share of the game still to play), so that a holding can count for much early and little late. The
game's module here gives only the feature function (`FEATURES`); the weights are fitted from seeded
self-play by `tools/fit_evaluation.py` and stored, with the game's `rules_version`, the held-out
scores and the command that made them, in `fitted/<game id>.json`. Weights fitted under another
rules version are not used: `fitted` warns and returns None, and the search falls back to the
scores-based `regnum.bots.ismcts.evaluate` until the game is refit.

An evaluation reads a full state: in the search that is a determinization, so it sees nothing the
bot may not.
"""

from __future__ import annotations

import json
import math
import warnings
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from importlib import import_module
from pathlib import Path
from typing import Any

from regnum.bots.ismcts import Evaluation, win_shares
from regnum.engine.game import Game, State

FITTED = Path(__file__).parent / "fitted"

# game id -> module of its feature function (`FEATURES`)
FEATURE_MODULES: dict[str, str] = {
    "krieg-und-frieden": "regnum.bots.evaluation.krieg_und_frieden",
    "krone-und-schwert": "regnum.bots.evaluation.krone_und_schwert",
    "fief": "regnum.bots.evaluation.fief",
}


class StaleEvaluationWarning(UserWarning):
    """Stored weights that do not fit this regnum (another rules version or other features)."""


@dataclass(frozen=True)
class Features:
    """A game's feature function: `holdings(state)` (per seat, one value per name in `names`: all
    seats at once, since a holding such as who controls a village is found for all in one pass) and
    `progress(state)` (one value per name in `stages`, each in [0, 1]). `settled(state)`, where a
    game has it, is false in the middle of a move whose outcome the holdings cannot see yet: the
    search plays on before it judges such a state (regnum.bots.ismcts, `Settled`). `signs`, where
    a game gives them, say per holding which way it can only count (+1: it never lowers its seat's
    chances, -1: it never raises them, 0: either): the fit keeps such a weight on that side at every
    stage, so that a correlation of the self-play games cannot make a good thing count as bad."""

    game: str  # game id
    names: tuple[str, ...]
    stages: tuple[str, ...]
    holdings: Callable[[Any], Sequence[Sequence[float]]]
    progress: Callable[[Any], Sequence[float]]
    settled: Callable[[Any], bool] | None = None
    signs: tuple[int, ...] | None = None

    def __post_init__(self) -> None:
        if self.signs is not None and (
            len(self.signs) != len(self.names) or not set(self.signs) <= {-1, 0, 1}
        ):
            raise ValueError("signs: one of -1, 0, 1 per holding")

    def expanded(self, state: State) -> list[list[float]]:
        """Per seat, its holdings alone, then times each stage measure: the fitted model's
        inputs (len(names) * (1 + len(stages)) per seat)."""
        stages = self.progress(state)
        return [list(x) + [v * s for s in stages for v in x] for x in self.holdings(state)]


@dataclass(frozen=True)
class Weights:
    """Fitted weights: `weights[0]` per holding alone, `weights[1 + j]` times stage j."""

    game: str
    rules_version: int
    names: tuple[str, ...]
    stages: tuple[str, ...]
    weights: tuple[tuple[float, ...], ...]
    fit: dict[str, Any]  # how they were fitted and their held-out scores

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "rules_version": self.rules_version,
            "features": list(self.names),
            "stages": list(self.stages),
            "weights": [list(row) for row in self.weights],
            "fit": self.fit,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Weights:
        return cls(
            data["game"], int(data["rules_version"]), tuple(data["features"]),
            tuple(data["stages"]), tuple(tuple(float(w) for w in row) for row in data["weights"]),
            dict(data.get("fit", {})),
        )


def path_of(game_id: str) -> Path:
    return FITTED / f"{game_id}.json"


def features_of(game: Game) -> Features | None:
    """The game's feature function, or None for a game without one."""
    if game.id not in FEATURE_MODULES:
        return None
    found: Features = import_module(FEATURE_MODULES[game.id]).FEATURES
    return found


def problem(weights: Weights, features: Features, game: Game) -> str | None:
    """Why `weights` cannot serve `game` now (None: they can)."""
    if weights.rules_version != game.rules_version:
        return (
            f"the {game.name} evaluation was fitted under rules version {weights.rules_version}, "
            f"this regnum plays version {game.rules_version}"
        )
    if weights.names != features.names or weights.stages != features.stages:
        return f"the stored {game.name} weights were fitted on other features than the code has"
    stored = weights.fit.get("signs")
    if stored != (list(features.signs) if features.signs is not None else None):
        # weights fitted without the signs the code declares may count a good thing as bad
        return f"the stored {game.name} weights were fitted with other signs than the code has"
    return None


def logit(features: Features, weights: Weights) -> Evaluation:
    """The evaluation: softmax over the seats of each seat's weighed holdings."""
    alone, *by_stage = weights.weights

    def evaluate(state: State) -> list[float]:
        if state.is_over:
            return win_shares(state)
        stages = features.progress(state)
        per_holding = list(alone)
        for s, row in zip(stages, by_stage, strict=True):
            per_holding = [w + s * ws for w, ws in zip(per_holding, row, strict=True)]
        utilities = [sum(v * w for v, w in zip(x, per_holding, strict=True))
                     for x in features.holdings(state)]
        top = max(utilities)
        exps = [math.exp(u - top) for u in utilities]
        total = sum(exps)
        return [e / total for e in exps]

    return evaluate


@cache
def fitted(game: Game) -> Evaluation | None:
    """The game's fitted evaluation (read once), or None: see `load`."""
    return load(path_of(game.id), game)


def load(path: Path, game: Game) -> Evaluation | None:
    """The evaluation of `game` with the weights stored in `path`, or None: no feature function,
    no file, or weights for another rules version, other features or other signs (then a
    StaleEvaluationWarning says so and how to refit)."""
    features = features_of(game)
    if features is None or not path.exists():
        return None
    weights = Weights.from_json(json.loads(path.read_text()))
    why = problem(weights, features, game)
    if why is not None:
        warnings.warn(
            f"{why}; search bots use the scores-based evaluation until it is refit with "
            f"`python -m tools.fit_evaluation {game.id}`",
            StaleEvaluationWarning,
            stacklevel=2,
        )
        return None
    return logit(features, weights)
