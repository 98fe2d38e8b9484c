"""Positions of finished games for the replay route, at a cost proportional to the step asked.

A game is a pure function of its configuration and its actions, so the position after `step`
actions is rebuilt from the start. To keep stepping through a long game cheap, the positions at
every CHECKPOINT_EVERY-th step are kept once reached: a step then costs at most CHECKPOINT_EVERY
actions from the nearest checkpoint before it, and a first visit costs the actions up to that step
only, never the rest of the game.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Sequence

from regnum.engine.game import State

CHECKPOINT_EVERY = 32
GAMES_KEPT = 16  # games whose checkpoints are kept (least recently replayed dropped first)


class Checkpoints:
    """Positions of one game from its initial state `start` and its action ids `actions`."""

    def __init__(self, start: State, actions: Sequence[int]) -> None:
        self._actions = actions
        self._kept = [start]
        self._lock = threading.Lock()  # positions are built in worker threads

    @property
    def steps(self) -> int:
        return len(self._actions)

    def position(self, step: int) -> State:
        """A new state after the first `step` actions (0 <= step <= steps)."""
        assert 0 <= step <= self.steps
        with self._lock:
            wanted = step // CHECKPOINT_EVERY
            while len(self._kept) <= wanted:
                state = self._kept[-1].clone()
                self._advance(state, (len(self._kept) - 1) * CHECKPOINT_EVERY, CHECKPOINT_EVERY)
                self._kept.append(state)
            state = self._kept[wanted].clone()
        self._advance(state, wanted * CHECKPOINT_EVERY, step - wanted * CHECKPOINT_EVERY)
        return state

    def _advance(self, state: State, done: int, count: int) -> None:
        for action in self._actions[done : done + count]:
            state.apply(action)


class Replays:
    """The checkpoints of the games replayed most recently, by table id."""

    def __init__(self, kept: int = GAMES_KEPT) -> None:
        self._kept = kept
        self._games: OrderedDict[str, Checkpoints] = OrderedDict()

    def of(self, table_id: str, make: Callable[[], Checkpoints]) -> Checkpoints:
        checkpoints = self._games.get(table_id)
        if checkpoints is None:
            checkpoints = self._games[table_id] = make()
            while len(self._games) > self._kept:
                self._games.popitem(last=False)
        self._games.move_to_end(table_id)
        return checkpoints
