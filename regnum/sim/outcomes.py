"""One row per game for `regnum analyze`: the simulation result plus what the analysis asks of it.

Beyond `play_game`'s result (winners, scores, length, the game's own stats) a row holds the end
reason and how late the game was decided: the points the final decision brought and who would have
won without them. These are read from the final state and from the scores just before the final
decision, through the engine contract and a few read-only attributes of each game's state; no rule
is changed or repeated here except each game's tie-break, which `winners_without` must apply to
scores the state never had.
"""

from __future__ import annotations

import traceback
from collections.abc import Callable
from typing import Any

import regnum
from regnum.engine.errors import RegnumError
from regnum.engine.game import State
from regnum.games import get
from regnum.games.fief.state import FiefState
from regnum.games.fief.victory import CROWNS_TO_WIN
from regnum.games.krieg_und_frieden.data import SECTIONS
from regnum.games.krieg_und_frieden.state import KufState
from regnum.games.krone_und_schwert.state import KusState
from regnum.sim.experiment import Experiment
from regnum.sim.simulate import play_game

Row = dict[str, Any]


class _Watcher:
    """Keeps the state and the scores before the latest decision (see `play_game`)."""

    def __init__(self) -> None:
        self.state: State | None = None
        self.before: list[int] = []
        self.mover = -1

    def __call__(self, state: State) -> None:
        self.state = state
        self.before = list(state.scores)
        self.mover = state.current_player if state.current_player is not None else -1


def end_reason(state: State) -> str:
    """Why the game ended, in words: the state's own `end_reason` where the game records one."""
    own = getattr(state, "end_reason", None)
    if isinstance(own, str):
        return own
    if isinstance(state, KufState):
        # seeds: the game ends in the spring the last section is built, or in a winter in which
        # nobody holds an agenda card
        return "cathedral complete" if state.sections == len(SECTIONS) else "no agenda card left"
    if isinstance(state, FiefState):
        if any(state.crowns_of(p) >= CROWNS_TO_WIN for p in range(state.num_players)):
            return "three crowned fiefs"
        if sum(1 for out in state.out if not out) <= 1:
            return "last seat able to win"
        return "turn limit"
    return "game over"


def _most(scores: list[int], tie_break: Callable[[int], int] | None) -> list[int]:
    best = max(scores)
    tied = [p for p, s in enumerate(scores) if s == best]
    if tie_break is None or len(tied) == 1:
        return tied
    most = max(tie_break(p) for p in tied)
    return [p for p in tied if tie_break(p) == most]


def winners_without(state: State, scores: list[int]) -> list[int] | None:
    """Who would have won the final position with `scores` instead of the real ones, by the game's
    own ranking; None for a game not decided by score alone (Fief: crowned fiefs)."""
    if isinstance(state, KufState):
        # most seals, then most resource cards (seeds, "Fin du jeu"); then shared
        return _most(scores, state.cards_held)
    if isinstance(state, KusState):
        return _most(scores, None)  # most VP; equal VP share the victory
    return None


def late_figures(state: State, before: list[int], mover: int) -> dict[str, float]:
    """How much the final decision decided: its points, and whether the winners would differ
    without them. For Krieg und Frieden the final decision builds the last cathedral section."""
    after = list(state.scores)
    gain = [a - b for a, b in zip(after, before, strict=True)]
    out: dict[str, float] = {"last_mover": float(mover), "last_gain": float(max(gain, default=0))}
    if isinstance(state, KufState) and state.sections == len(SECTIONS):
        last = state.builders[-1]
        out["last_builder"] = float(last)
        out["last_builder_won"] = float(last in state.winners)
        out["last_section_points"] = float(gain[last])
    without = winners_without(state, before)
    if without is not None:
        out["decided_by_last"] = float(sorted(without) != sorted(state.winners))
    return out


def play_row(experiment: Experiment, arm: int, index: int) -> Row:
    """Game `index` of arm `arm` as one row. A crash becomes a row with `error` set, so that one
    bad game neither kills a long run nor hides which seed to replay."""
    spec = experiment.arms[arm]
    seed = experiment.seed_of(index)
    seats = experiment.seats(arm, index)
    row: Row = {
        "arm": arm,
        "index": index,
        "seed": seed,
        # what played it: a row stays readable after the rules or the bots change
        "rules_version": get(experiment.game).rules_version,
        "regnum": regnum.__version__,
        "players": spec.players,
        "bots": seats,
        "options": dict(spec.options),
        "winners": [],
        "competitors": [],
        "scores": [],
        "decisions": 0,
        "end_reason": "",
        "stats": {},
        "error": None,
    }
    watch = _Watcher()
    try:
        result = play_game(
            get(experiment.game),
            spec.players,
            seed,
            seats,
            spec.options,
            index,
            experiment.max_decisions,
            on_decision=watch,
            secret=experiment.bot_secret,
        )
        assert watch.state is not None
        stats = dict(result["stats"])
        stats.update(late_figures(watch.state, watch.before, watch.mover))
        row.update(
            winners=result["winners"],
            competitors=result["competitors"],
            scores=result["scores"],
            decisions=result["decisions"],
            end_reason=end_reason(watch.state),
            stats=stats,
        )
    except RegnumError as err:
        row["error"] = f"{type(err).__name__}: {err}"
    except Exception:
        row["error"] = traceback.format_exc()
    return row


def play_rows(experiment: Experiment, keys: list[tuple[int, int]]) -> list[Row]:
    """A batch of games: the unit of work a worker process or a Ray task runs."""
    return [play_row(experiment, arm, index) for arm, index in keys]
