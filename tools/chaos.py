"""Chaos: kill the server with SIGKILL while bot tables play, restart it, check nothing was lost.

    python -m tools.chaos [--tables 8] [--kills 5] [--game kus] [--between 1 4]
                          [--database-url URL] [--render-workers 2] [--seed 1] [--json FILE]

Starts `regnum serve` on a free loopback port (a fresh SQLite file unless `--database-url`),
creates `--tables` tables of bots only (each moving after `--bot-delay`), and `--kills` times:
watches the tables as a spectator for a random time within `--between` seconds, then kills the
server with SIGKILL and starts it again on the same database. What a spectator was shown is
committed (the server shows only stored moves), so after every restart each table must hold at
least the moves seen before the kill, and the same ones: its log must begin with the log seen. At
the end every table must have moved on since the last restart (or be finished), and the database
must hold each table's moves as rows 0..n-1, as many as its move counter. Prints the figures and
exits 1 on any loss. See docs/server.md (section *Chaos*).
"""

from __future__ import annotations

import argparse
import json
import random
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import httpx
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from benchmarks.latency import free_port, start_server
from regnum.server.db import make_engine
from regnum.server.models import ActionRow, TableRow

RESUME_TIMEOUT = 60.0


@dataclass
class Report:
    tables: int  # played at once
    kills: int
    tables_played: int = 0
    moves_committed: int = 0  # moves stored at the end, all tables
    moves_seen_before_kills: int = 0  # sum over kills of the moves shown before each kill
    restarts_seconds: list[float] = field(default_factory=list)
    lost: list[str] = field(default_factory=list)  # what went wrong, one line each

    @property
    def ok(self) -> bool:
        return not self.lost


class Server:
    """`regnum serve` on one port and database, killed and started again at will."""

    def __init__(self, database_url: str, extra: list[str]) -> None:
        self.port = free_port()
        self.database_url = database_url
        self.extra = extra
        self.process: subprocess.Popen[bytes] | None = None
        self.base = f"http://127.0.0.1:{self.port}"

    def start(self) -> float:
        begin = time.monotonic()
        self.process = start_server(self.port, self.database_url, self.extra)
        return time.monotonic() - begin

    def kill(self) -> None:
        assert self.process is not None
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(timeout=30)

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            self.process.wait(timeout=60)


def create_tables(
    client: httpx.Client, args: argparse.Namespace, count: int, first: int
) -> list[str]:
    ids = []
    for i in range(first, first + count):
        body = {
            "game": args.game,
            "num_players": args.players,
            "seed": args.seed + i,
            "seats": [{"kind": "bot", "bot": args.bot}] * args.players,
        }
        response = client.post("/api/tables", json=body)
        response.raise_for_status()
        ids.append(response.json()["id"])
    return ids


def look(client: httpx.Client, table_id: str) -> tuple[int, list[str], bool]:
    """(moves, spectator log, finished) as the server shows them now."""
    payload: dict[str, Any] = client.get(f"/api/tables/{table_id}/state").raise_for_status().json()
    return payload["move"], payload["log"], payload["is_over"]


def check_kept(
    client: httpx.Client, seen: dict[str, tuple[int, list[str], bool]], report: Report, kill: int
) -> dict[str, tuple[int, list[str], bool]]:
    """After a restart: every table holds at least what was seen, unchanged."""
    now = {}
    for table_id, (moves, log, _) in seen.items():
        now[table_id] = after = look(client, table_id)
        if after[0] < moves:
            report.lost.append(f"kill {kill}: table {table_id} had {moves} moves, now {after[0]}")
        elif after[1][: len(log)] != log:
            report.lost.append(f"kill {kill}: table {table_id}'s first {moves} moves changed")
    return now


def wait_resumed(
    client: httpx.Client, since: dict[str, tuple[int, list[str], bool]], report: Report
) -> None:
    """Every unfinished table moves on after the last restart (its bots were woken)."""
    waiting = {t for t, (_, _, over) in since.items() if not over}
    deadline = time.monotonic() + RESUME_TIMEOUT
    while waiting and time.monotonic() < deadline:
        waiting = {t for t in waiting if look(client, t)[0] == since[t][0]}
        time.sleep(0.2)
    report.lost += [f"table {t} did not resume after the last restart" for t in sorted(waiting)]


def check_database(database_url: str, ids: list[str], report: Report) -> None:
    """Each table's stored moves are rows 0..n-1 and as many as its move counter."""
    engine = make_engine(database_url)
    try:
        with Session(engine) as session:
            for table_id in ids:
                counter = session.scalar(select(TableRow.moves).where(TableRow.id == table_id))
                indices = list(
                    session.scalars(
                        select(ActionRow.move_index)
                        .where(ActionRow.table_id == table_id)
                        .order_by(ActionRow.move_index)
                    )
                )
                if indices != list(range(len(indices))) or counter != len(indices):
                    report.lost.append(f"table {table_id}: stored moves are not 0..n-1")
            report.moves_committed = (
                session.scalar(
                    select(func.count()).select_from(ActionRow).where(ActionRow.table_id.in_(ids))
                )
                or 0
            )
    finally:
        engine.dispose()


def run(args: argparse.Namespace, database_url: str) -> Report:
    rng = random.Random(args.seed)
    extra = ["--render-workers", str(args.render_workers), "--bot-delay", str(args.bot_delay)]
    server = Server(database_url, extra)
    report = Report(args.tables, args.kills)
    server.start()
    try:
        with httpx.Client(base_url=server.base, timeout=30) as client:
            ids = create_tables(client, args, args.tables, 0)
            seen = {t: look(client, t) for t in ids}
            for kill in range(1, args.kills + 1):
                deadline = time.monotonic() + rng.uniform(*args.between)
                while time.monotonic() < deadline:  # watch, as players' pages do
                    seen = {t: look(client, t) for t in ids}
                    finished = sum(over for _, _, over in seen.values())
                    if args.refill and len(ids) - finished < args.tables:  # keep N playing
                        new = create_tables(
                            client, args, args.tables - len(ids) + finished, len(ids)
                        )
                        ids += new
                        seen |= {t: look(client, t) for t in new}
                server.kill()
                report.moves_seen_before_kills += sum(moves for moves, _, _ in seen.values())
                report.restarts_seconds.append(round(server.start(), 2))
                seen = check_kept(client, seen, report, kill)
                print(f"kill {kill}/{args.kills}: {sum(m for m, _, _ in seen.values())} moves "
                      f"kept, restarted in {report.restarts_seconds[-1]} s", flush=True)  # fmt: skip
            wait_resumed(client, seen, report)
    finally:
        server.stop()
    report.tables_played = len(ids)
    check_database(database_url, ids, report)
    return report


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m tools.chaos", description=__doc__)
    parser.add_argument("--tables", type=int, default=8, help="bot tables played at once")
    parser.add_argument("--kills", type=int, default=5, help="times the server is killed")
    parser.add_argument("--game", default="kus", help="game id or alias")
    parser.add_argument("--players", type=int, default=4, help="seats per table")
    parser.add_argument("--bot", default="random", help="the bot at every seat")
    parser.add_argument("--bot-delay", type=float, default=0.02, help="seconds before a bot move")
    parser.add_argument("--between", type=float, nargs=2, default=(1.0, 4.0),
                        metavar=("MIN", "MAX"), help="seconds between kills (uniform)")  # fmt: skip
    parser.add_argument("--refill", action="store_true",
                        help="start a new table whenever one finishes, so N keep playing")  # fmt: skip
    parser.add_argument("--database-url", help="default: a fresh SQLite file")
    parser.add_argument("--render-workers", type=int, default=2, help="passed to regnum serve")
    parser.add_argument("--seed", type=int, default=1, help="first table's seed; kill timing")
    parser.add_argument("--json", type=Path, help="also write the report to this file")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="regnum-chaos-") as folder:
        report = run(args, args.database_url or f"sqlite:///{Path(folder) / 'chaos.db'}")
    print(f"{report.tables} tables at once ({report.tables_played} in all), {report.kills} kills "
          f"(SIGKILL): {report.moves_committed} moves committed, "
          f"{report.moves_seen_before_kills} seen before kills and checked after restarts, "
          f"restarts {report.restarts_seconds} s; "
          f"{'nothing lost' if report.ok else 'LOST:'}")  # fmt: skip
    for line in report.lost:
        print(f"  {line}")
    if args.json:
        args.json.write_text(json.dumps(asdict(report), indent=1) + "\n")
    return 0 if report.ok else 1


if __name__ == "__main__":
    sys.exit(main())
