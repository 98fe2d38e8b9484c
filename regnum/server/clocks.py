"""Table clocks: none, a limit per turn, or a total time per seat with an increment; and the bot
level that plays a seat whose person ran out of time or left (Board Game Arena's "zombie").

A *turn* is a run of consecutive actions of one seat (a Krieg und Frieden bid of several cards is
one turn). Only the start of the turn of the seat to act is stored (`turn_started`, with the
moves), and for a total clock each seat's time left at the start of its turn (`Seat.clock_ms`):
a restarted server computes every deadline from the database alone. The arithmetic here is pure;
`Timers` schedules the time-outs.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from regnum.server.errors import Unprocessable
from regnum.server.store import HUMAN, RUNNING, Seat, Turn, now

log = logging.getLogger(__name__)

NONE, MOVE, TOTAL = "none", "move", "total"
MODES = (NONE, MOVE, TOTAL)
MIN_SECONDS, MAX_SECONDS = 10, 7 * 24 * 3600  # a week per turn or per game at most
MAX_INCREMENT = 24 * 3600
GRACE_MS = 60_000  # a total clock taken back from the bot holds at least this much


@dataclass(frozen=True)
class Clock:
    """`mode`: NONE, MOVE (`seconds` per turn) or TOTAL (`seconds` per seat for the game, plus
    `increment` after each of its turns); `bot`: the level that plays an abandoned seat."""

    mode: str = NONE
    seconds: int = 0
    increment: int = 0
    bot: str = "random"

    def to_json(self) -> dict[str, Any]:
        return {"mode": self.mode, "seconds": self.seconds, "increment": self.increment,
                "bot": self.bot}

    @staticmethod
    def from_json(data: dict[str, Any] | None, default_bot: str) -> Clock:
        if not data:
            return Clock(bot=default_bot)
        return Clock(data["mode"], data["seconds"], data["increment"], data["bot"])


def make_clock(mode: str, seconds: int, increment: int, bot: str | None, bots: list[str]) -> Clock:
    """A table's clock from the lobby's choice; Unprocessable with the reason otherwise."""
    if mode not in MODES:
        raise Unprocessable(f"the clock is one of {', '.join(MODES)}")
    level = default_bot(bots) if bot is None else bot.strip().lower()
    if level not in bots:
        raise Unprocessable(
            f"unknown bot {bot!r} to take over abandoned seats; valid bots: {', '.join(bots)}"
        )
    if mode == NONE:
        return Clock(NONE, 0, 0, level)
    if not MIN_SECONDS <= seconds <= MAX_SECONDS:
        raise Unprocessable(f"clock seconds must be {MIN_SECONDS} to {MAX_SECONDS}")
    if mode == MOVE and increment:
        raise Unprocessable("an increment goes with a total clock, not a per-turn limit")
    if not 0 <= increment <= MAX_INCREMENT:
        raise Unprocessable(f"the increment must be 0 to {MAX_INCREMENT} seconds")
    return Clock(mode, seconds, increment, level)


def default_bot(bots: list[str]) -> str:
    return "heuristic" if "heuristic" in bots else bots[0]


def timed(seat: Seat) -> bool:
    """Whether the clock runs for this seat: a person playing it (not a bot, not away)."""
    return seat.kind == HUMAN and seat.away is None


def start_ms(clock: Clock) -> int | None:
    """A human seat's time left when the game starts (None: no total clock)."""
    return clock.seconds * 1000 if clock.mode == TOTAL else None


def deadline(clock: Clock, seat: Seat, turn_started: datetime | None) -> datetime | None:
    """When the seat to act runs out of time (None: no clock runs for it)."""
    if clock.mode == NONE or turn_started is None or not timed(seat):
        return None
    if clock.mode == MOVE:
        return turn_started + timedelta(seconds=clock.seconds)
    return turn_started + timedelta(milliseconds=seat.clock_ms or 0)


def passed(clock: Clock, mover: Seat, turn_started: datetime | None, at: datetime) -> Turn:
    """The clocks once `mover` ends its turn at `at`: the next turn starts, and a total clock
    keeps what the mover had left (never below zero) plus the increment."""
    left = None
    if clock.mode == TOTAL and timed(mover) and turn_started is not None:
        used = int((at - turn_started).total_seconds() * 1000)
        left = max(0, (mover.clock_ms or 0) - used) + clock.increment * 1000
    return Turn(at, left)


def taken_back(clock: Clock, seat: Seat, its_turn: bool, at: datetime) -> Turn | None:
    """A seat taken back from the bot: its total clock holds at least GRACE_MS, and if it is its
    turn the turn starts again now (a per-turn limit starts over)."""
    if clock.mode == NONE:
        return None
    left = max(seat.clock_ms or 0, GRACE_MS) if clock.mode == TOTAL else None
    return Turn(at, left) if its_turn or left is not None else None


def epoch_ms(moment: datetime | None) -> int | None:
    """A stored (naive UTC) time as milliseconds since 1970, as browsers count."""
    if moment is None:
        return None
    return int((moment - datetime(1970, 1, 1)).total_seconds() * 1000)


class Timers:
    """One timer per table whose seat to act has a deadline; when it fires, `expire(table_id,
    seat, moves)` hands the seat to the bot (if the table is still where it was)."""

    def __init__(self, expire: Callable[[str, int, int], Awaitable[None]]) -> None:
        self._expire = expire
        self._handles: dict[str, asyncio.TimerHandle] = {}
        self._tasks: set[asyncio.Task[None]] = set()

    def set(
        self,
        table_id: str,
        status: str,
        clock: Clock,
        seat: Seat | None,
        turn_started: datetime | None,
        moves: int,
    ) -> None:
        """(Re)schedule the table's timer after a change."""
        self.cancel(table_id)
        if status != RUNNING or seat is None:
            return
        due = deadline(clock, seat, turn_started)
        if due is None:
            return
        delay = max(0.0, (due - now()).total_seconds())
        loop = asyncio.get_running_loop()
        self._handles[table_id] = loop.call_later(
            delay, self._fire, table_id, seat.index, moves
        )

    def cancel(self, table_id: str) -> None:
        handle = self._handles.pop(table_id, None)
        if handle is not None:
            handle.cancel()

    def _fire(self, table_id: str, seat: int, moves: int) -> None:
        self._handles.pop(table_id, None)
        task = asyncio.get_running_loop().create_task(self._run(table_id, seat, moves))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _run(self, table_id: str, seat: int, moves: int) -> None:
        try:
            await self._expire(table_id, seat, moves)
        except Exception:
            log.exception("time-out at table %s failed", table_id)

    def close(self) -> None:
        for handle in self._handles.values():
            handle.cancel()
        self._handles.clear()
        for task in self._tasks:
            task.cancel()
