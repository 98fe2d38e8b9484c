"""SQLite's write-ahead log is copied back into the database file by a task of the server, not by
the commits of moves: commits leave the file alone, a killed process loses none of them, and the
server's task does copy them, every `checkpoint_seconds`, while it runs."""

from __future__ import annotations

import asyncio
import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest
from sqlalchemy import Engine, text
from sqlalchemy.exc import OperationalError

from regnum.server import db
from regnum.server.db import checkpoint, make_engine
from tests.server.conftest import ClientFactory
from tests.server.helpers import create

ROWS = 1500  # each commit adds a page or two to the log: past SQLite's 1,000-page checkpoint
ROW = 3000  # bytes


def commit_rows(path: Path, rows: int) -> Engine:
    """`rows` commits of one row each, through an engine like the server's (returned open: the
    last connection to close would checkpoint)."""
    engine = make_engine(f"sqlite:///{path}", background_checkpoints=True)
    with engine.begin() as connection:
        connection.execute(text("CREATE TABLE IF NOT EXISTS filler (x BLOB)"))
    for _ in range(rows):
        with engine.begin() as connection:
            connection.execute(text("INSERT INTO filler VALUES (randomblob(:n))"), {"n": ROW})
    return engine


def _in_file(path: Path, sql: str) -> int:
    """`sql`'s count as the database file alone holds it (the log not read)."""
    with sqlite3.connect(f"file:{path}?immutable=1", uri=True) as connection:
        try:
            return int(connection.execute(sql).fetchone()[0])
        except sqlite3.OperationalError:  # the table is not in the file yet
            return 0


def test_commits_leave_the_database_file_to_the_checkpoint(tmp_path: Path) -> None:
    path = tmp_path / "regnum.db"
    engine = commit_rows(path, ROWS)
    with engine.connect() as connection:
        assert connection.exec_driver_sql("PRAGMA wal_autocheckpoint").scalar() == 0
    assert path.stat().st_size < ROWS * ROW // 10  # all of it still in the log
    checkpoint(engine)
    assert path.stat().st_size > ROWS * ROW
    assert _in_file(path, "SELECT count(*) FROM filler") == ROWS
    engine.dispose()


def test_a_killed_process_loses_no_commit(tmp_path: Path) -> None:
    path = tmp_path / "regnum.db"
    child = (
        "import os, signal, sys\n"
        "from pathlib import Path\n"
        "from tests.server.test_checkpoints import commit_rows\n"
        "engine = commit_rows(Path(sys.argv[1]), int(sys.argv[2]))\n"
        "os.kill(os.getpid(), signal.SIGKILL)\n"
    )
    ended = subprocess.run(
        [sys.executable, "-c", child, str(path), str(ROWS)],
        cwd=Path(__file__).resolve().parents[2],
        timeout=120,
        check=False,
    )
    assert ended.returncode == -signal.SIGKILL
    assert _in_file(path, "SELECT count(*) FROM filler") == 0  # nothing checkpointed
    assert os.path.getsize(f"{path}-wal") > ROWS * ROW  # every commit is in the log
    engine = make_engine(f"sqlite:///{path}")
    with engine.connect() as connection:
        assert connection.execute(text("SELECT count(*) FROM filler")).scalar() == ROWS
    engine.dispose()


def test_the_server_checkpoints_while_it_runs(make_client: ClientFactory, tmp_path: Path) -> None:
    path = tmp_path / "regnum.db"
    with make_client(f"sqlite:///{path}", checkpoint_seconds=0.05) as client:
        table_id, _tokens = create(client, "kuf", ["human", "human", "random", "random"])
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            if _in_file(path, f"SELECT count(*) FROM game_tables WHERE id = '{table_id}'") == 1:
                break
            time.sleep(0.05)
        else:
            raise AssertionError("the new table never reached the database file")


def test_a_failed_checkpoint_is_logged_and_the_next_one_runs(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    engine = commit_rows(tmp_path / "regnum.db", 10)
    calls: list[Engine] = []

    def flaky(on: Engine) -> None:
        calls.append(on)
        if len(calls) == 1:
            raise OperationalError("PRAGMA wal_checkpoint(PASSIVE)", {}, Exception("disk I/O error"))
        checkpoint(on)

    async def run_three() -> None:
        task = asyncio.create_task(db.checkpoint_every(engine, 0.01))
        while len(calls) < 3:
            await asyncio.sleep(0.01)
        task.cancel()

    monkeypatch.setattr(db, "checkpoint", flaky)
    asyncio.run(asyncio.wait_for(run_three(), timeout=10))
    assert "checkpoint failed" in caplog.text
    assert _in_file(tmp_path / "regnum.db", "SELECT count(*) FROM filler") == 10
    engine.dispose()
