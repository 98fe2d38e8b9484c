"""The database engine and its schema migrations (Alembic, run programmatically at start-up)."""

from __future__ import annotations

import asyncio
import logging
from pathlib import Path
from typing import Any

from alembic import command
from alembic.config import Config
from sqlalchemy import Engine, create_engine, event
from sqlalchemy.engine import make_url
from sqlalchemy.exc import DBAPIError

MIGRATIONS = Path(__file__).parent / "migrations"
log = logging.getLogger(__name__)


def make_engine(url: str, background_checkpoints: bool = False) -> Engine:
    """An engine for `url`. SQLite gets WAL (readers do not wait for a writer), a busy timeout
    (writers queue instead of failing) and enforced foreign keys, and `synchronous=NORMAL`: a
    commit is not flushed to the disk by itself (checkpoints are), so a killed server loses
    nothing but a power cut may lose the last commits. Flushing every move held SQLite to about
    70 commits a second, a fifth of what 1,000 tables need (docs/server.md, *Load*).
    `background_checkpoints` (SQLite): commits never copy the WAL back into the database file
    (by default SQLite does so inside the commit that crosses 1,000 pages, flushing both files
    while the moves queued behind it wait); the owner runs `checkpoint_every` instead."""
    parsed = make_url(url)
    if parsed.get_backend_name() != "sqlite":
        return create_engine(url, pool_pre_ping=True)
    if parsed.database not in (None, "", ":memory:"):
        Path(parsed.database).parent.mkdir(parents=True, exist_ok=True)
    engine = create_engine(url, connect_args={"timeout": 30, "check_same_thread": False})

    @event.listens_for(engine, "connect")
    def _pragmas(dbapi_connection: Any, _record: Any) -> None:
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute("PRAGMA synchronous=NORMAL")
        cursor.execute("PRAGMA foreign_keys=ON")
        if background_checkpoints:
            cursor.execute("PRAGMA wal_autocheckpoint=0")
        cursor.close()

    return engine


def checkpoint(engine: Engine) -> None:
    """Copy what the WAL holds back into an SQLite database file, as far as its readers allow,
    without waiting for them or blocking writers (a passive checkpoint)."""
    with engine.connect() as connection:
        # Read its one row: a statement left running on a pooled connection fails the next
        # commit made on it ("cannot commit transaction - SQL statements in progress").
        connection.exec_driver_sql("PRAGMA wal_checkpoint(PASSIVE)").fetchall()


async def checkpoint_every(engine: Engine, seconds: float) -> None:
    """`checkpoint` for ever, every `seconds`, off the event loop (a task of the app's lifespan,
    with `make_engine(url, background_checkpoints=True)`). A failed checkpoint is
    logged and the next one tried: no other checkpoint would keep the WAL from growing."""
    while True:
        await asyncio.sleep(seconds)
        try:
            await asyncio.to_thread(checkpoint, engine)
        except DBAPIError as err:
            log.warning("SQLite checkpoint failed, trying again in %s s: %s", seconds, err)


def migrate(engine: Engine) -> None:
    """Bring the schema up to the newest migration (creates it in an empty database)."""
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.upgrade(config, "head")
