"""Bots playing their seats, server-side. A bot's choice is computed in a bounded thread pool from
an `Observation` of a state snapshot (live states are replaced, never changed, when a move is
applied), then submitted through the same path as a human move, so it is validated and committed
the same way. Bots that think for a fixed time (`expert`, `regnum.bots.thinking_time`) run in a
pool of their own, `timed_workers` threads (default 1): their seconds per move queue behind each
other, never in front of the quick bots of other tables. Each decision uses a bot seeded from
(table seed, seat, move number) under a server secret (HMAC, `bot_seed`), so that a bot cannot
work back from its seed to the table seed and the deck order. The secret is `REGNUM_BOT_SECRET`
when set (then every server process and restart plays a table the same way), else drawn at start.
"""

from __future__ import annotations

import asyncio
import logging
import os
import secrets
from concurrent.futures import ThreadPoolExecutor

from regnum import bots as bot_registry
from regnum.bots import Observation
from regnum.engine.game import Action, State
from regnum.engine.sampling import keyed_seed
from regnum.server.errors import Conflict
from regnum.server.store import RUNNING
from regnum.server.tables import Table, TableService

log = logging.getLogger(__name__)


SECRET_VARIABLE = "REGNUM_BOT_SECRET"


def server_secret() -> bytes:
    """The secret bot seeds are derived with: the environment's, else 32 random bytes."""
    given = os.environ.get(SECRET_VARIABLE)
    return given.encode() if given else secrets.token_bytes(32)


def bot_seed(secret: bytes, table_seed: int, seat: int, move: int) -> int:
    """HMAC-SHA256 of (table seed, seat, move) under `secret`: without the secret the bot's
    seed tells nothing about the table seed."""
    return keyed_seed(secret, table_seed, seat, move)


def _choose(name: str, state: State, seed: int) -> Action:
    bot = bot_registry.make(name, state.game, seed)
    return bot.choose(Observation.for_bot(state, bot))


class BotSeats:
    """Wakes when a table changes and, while a bot is to act there, has it move."""

    def __init__(
        self, service: TableService, workers: int, delay: float, secret: bytes | None = None,
        timed_workers: int = 1,
    ) -> None:
        self.service = service
        self._secret = server_secret() if secret is None else secret
        self.delay = delay
        self._pool = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="regnum-bot")
        self._timed_pool = ThreadPoolExecutor(
            max_workers=timed_workers, thread_name_prefix="regnum-timed-bot"
        )
        self._running: dict[str, asyncio.Task[None]] = {}

    def pool_for(self, name: str) -> ThreadPoolExecutor:
        """The pool a bot's decisions run in: timed bots (expert) have their own."""
        return self._pool if bot_registry.thinking_time(name) is None else self._timed_pool

    def playing(self, table_id: str) -> bool:
        """Whether a bot is playing at this table now (it is in use)."""
        return table_id in self._running

    def wake(self, table: Table) -> None:
        if table.id not in self._running and self._bot_to_act(table):
            self._running[table.id] = asyncio.get_running_loop().create_task(self._play(table))

    @staticmethod
    def _bot_to_act(table: Table) -> str | None:
        player = table.state.current_player
        if table.status != RUNNING or player is None:
            return None
        return table.bot_of(table.seats[player])  # a bot's seat, or a person's while away

    async def _play(self, table: Table) -> None:
        loop = asyncio.get_running_loop()
        try:
            while (name := self._bot_to_act(table)) is not None:
                if self.delay:
                    await asyncio.sleep(self.delay)
                state = table.state
                player = state.current_player
                assert player is not None
                move = len(state.history)
                seed = bot_seed(self._secret, table.stored.seed, player, move)
                action = await loop.run_in_executor(self.pool_for(name), _choose, name, state, seed)
                try:
                    await self.service.act(table, player, action.id, move, by_bot=True)
                except Conflict:
                    # The table moved on meanwhile (or another server took the move, or the
                    # seat's person took it back): look again.
                    table = await self.service.get(table.id)
        except Exception:
            log.exception("bot at table %s failed; the table waits", table.id)
        finally:
            self._running.pop(table.id, None)

    async def close(self) -> None:
        tasks = list(self._running.values())
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        self._pool.shutdown(wait=True, cancel_futures=True)
        self._timed_pool.shutdown(wait=True, cancel_futures=True)
