"""Word of table changes between server processes sharing one PostgreSQL database.

Every committed move or join also sends `NOTIFY regnum_tables, '<origin> <table> <moves>'` inside
its own transaction, so PostgreSQL delivers it only if the change committed, and in commit order.
Every process LISTENs on one connection of its own and, for each notice of another process, brings
the table up to date from the database if it holds it in memory (`TableService.catch_up`): the
database stays the one truth, a notice only says where to look. A notice lost while the listening
connection was down is made good by catching up every table held, once it is back. With SQLite
(one process per database file) nothing is sent or listened to.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
from collections.abc import Callable

import psycopg
from sqlalchemy.engine import make_url

CHANNEL = "regnum_tables"
RECONNECT_SECONDS = 1.0
log = logging.getLogger(__name__)


def shared(database_url: str) -> bool:
    """Whether several processes may serve this database (PostgreSQL), so changes are announced."""
    return make_url(database_url).get_backend_name() == "postgresql"


def notice(origin: str, table_id: str, moves: int) -> str:
    return f"{origin} {table_id} {moves}"


def parse_notice(payload: str) -> tuple[str, str, int] | None:
    """(origin, table id, moves) of a notice; None for anything else on the channel."""
    parts = payload.split(" ")
    if len(parts) != 3 or not parts[2].isdecimal():
        return None
    return parts[0], parts[1], int(parts[2])


class Listener:
    """Listens on CHANNEL and calls `on_notice(table_id)` for each notice of another process;
    `on_reconnect()` after the connection was lost and is back (notices may have been missed)."""

    def __init__(
        self,
        database_url: str,
        on_notice: Callable[[str], None],
        on_reconnect: Callable[[], None],
    ) -> None:
        self.origin = secrets.token_hex(6)
        self._conninfo = make_url(database_url).set(drivername="postgresql").render_as_string(False)
        self._on_notice = on_notice
        self._on_reconnect = on_reconnect
        self._task: asyncio.Task[None] | None = None
        self.listening = asyncio.Event()

    def start(self) -> None:
        self._task = asyncio.get_running_loop().create_task(self._run())

    async def _run(self) -> None:
        lost = False
        while True:
            try:
                async with await psycopg.AsyncConnection.connect(
                    self._conninfo, autocommit=True
                ) as connection:
                    await connection.execute(f"LISTEN {CHANNEL}")
                    self.listening.set()
                    if lost:
                        self._on_reconnect()
                    async for note in connection.notifies():
                        parsed = parse_notice(note.payload)
                        if parsed is not None and parsed[0] != self.origin:
                            self._on_notice(parsed[1])
            except psycopg.Error as err:
                log.warning("listening for other servers' moves failed (%s); retrying", err)
            self.listening.clear()
            lost = True
            await asyncio.sleep(RECONNECT_SECONDS)

    async def ready(self, timeout: float) -> None:
        """Wait until listening (so that no notice after start-up is missed), at most `timeout`."""
        try:
            await asyncio.wait_for(self.listening.wait(), timeout)
        except TimeoutError:
            log.warning("not listening for other servers' moves yet; going on, still trying")

    async def close(self) -> None:
        if self._task is not None:
            self._task.cancel()
            await asyncio.gather(self._task, return_exceptions=True)
