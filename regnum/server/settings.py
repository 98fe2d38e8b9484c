"""Where the server keeps its tables, and how its bots behave."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from platformdirs import user_data_dir

from regnum.server.limits import Limits


def default_database_url() -> str:
    """An SQLite file in the user's data directory (created if missing)."""
    folder = Path(user_data_dir("regnum"))
    folder.mkdir(parents=True, exist_ok=True)
    return f"sqlite:///{folder / 'regnum.db'}"


@dataclass(frozen=True)
class Settings:
    """`database_url`: any SQLAlchemy URL (`sqlite:///file.db`, `postgresql+psycopg://...`).
    `bot_delay`: seconds a bot waits before it moves, so people can follow the game.
    `bot_workers`: threads that compute bot moves (bounded, so many bot tables share them).
    `render_workers`: processes that draw boards (0: drawn in the server process).
    `limits`: what one client address may ask, and the sizes of requests (`limits.Limits`).
    `idle_seconds`, `max_loaded`: a table in memory that no connection follows and nothing
    happened at for `idle_seconds` is let go (rebuilt from the database when asked for again), and
    so are the least recently used beyond `max_loaded`.
    `open_hours`: a table still open (some seat never claimed) this long after its creation is
    deleted.
    `public_url`: the address friends reach the server at (`https://games.example.org`), put in
    front of the invite links; None: the links are relative, so they carry whatever address the
    table's creator opened the lobby with.
    `thaw_seconds`: what survives a full garbage collection is frozen, and thawed and scanned once
    every `thaw_seconds` (`collector`); None leaves Python's collector as it is.
    `checkpoint_seconds` (SQLite): how often a task of its own copies the write-ahead log back
    into the database file, which moves' commits no longer do (`db.checkpoint_every`)."""

    database_url: str
    bot_delay: float = 0.0
    bot_workers: int = 2
    render_workers: int = 0
    limits: Limits = field(default_factory=Limits)
    idle_seconds: float = 600.0
    max_loaded: int = 5000
    public_url: str | None = None
    open_hours: float = 24.0
    thaw_seconds: float | None = 600.0
    checkpoint_seconds: float = 1.0
