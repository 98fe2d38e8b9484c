"""Think-time load on the web server: how many concurrent tables it holds at p99 round trip <= 100 ms.

    python -m benchmarks.load [--tables 100 250 500 1000] [--game kuf] [--players 4] [--think 5]
                              [--seconds 60] [--warm-up 15] [--limit-ms 100]
                              [--database-url URL] [--render-workers 2] [--draws kuf,kus,fief]
                              [--json FILE]

For each table count (one step each, a fresh `regnum serve` on a free loopback port and, without
`--database-url`, a fresh SQLite file): creates the tables, connects every seat as a WebSocket
client holding its token, and lets them play as people do: the seat to act answers after a think
time drawn from an exponential distribution (mean `--think` seconds), with a random legal action.
So N tables make about N / think moves per second, whatever the server's speed. The round trip of
a move is the time from sending the action to receiving the sender's next state message:
validating, committing, drawing and sending every seat's view. Like the browser page, the clients
draw the boards of the games named by `--draws` themselves (default `kuf,kus,fief`, the games the
page has a drawing for): for those the server sends views only; `--draws ''` has it draw every
board. Only moves sent in the measured window (`--warm-up` seconds after every seat has joined,
that is received its first state) count. Each step reports
moves/s, p50, p99 and the maximum round trip, the average size of a state message, the CPU the
clients and the servers (with their drawing workers) used in the window, and the load average of
the machine before and after it (the client runs on the same machine and takes its share of the
CPU; the CPU per move is the figure that other load on the machine disturbs least). The steps
stop at the first count whose p99 exceeds `--limit-ms` unless `--keep-going`. See
benchmarks/README.md and docs/server.md.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import json
import os
import random
import secrets
import subprocess
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import httpx
from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url
from websockets.asyncio.client import ClientConnection, connect

from benchmarks.latency import free_port, percentile, start_server

CONCURRENT_SETUP = 32  # tables created and seats connected at once while setting up


@dataclass
class Step:
    tables: int
    moves: int
    seconds: float
    moves_per_s: float
    p50_ms: float
    p99_ms: float
    max_ms: float
    refusals: int
    seated_s: float  # from the last seat's connection opening to every seat's first state
    state_kb: float  # the average state message received in the window, in kB
    client_cpu: float  # CPU the clients (this process) used in the window, in cores
    server_cpu: float | None  # the same for the servers and their children (None: no /proc)
    load_before: tuple[float, ...]
    load_after: tuple[float, ...]
    held: bool


@dataclass
class Clock:
    """Round trips of the moves sent inside the measured window."""

    start: float = float("inf")  # set once every seat has joined: nothing counts before
    end: float = float("inf")
    latencies: list[float] = field(default_factory=list)
    refusals: int = 0
    states: int = 0  # state messages received in the window
    state_bytes: int = 0  # and their characters
    unseated: int = 0  # seats still waiting for their first state (their claim)
    seated: asyncio.Event = field(default_factory=asyncio.Event)

    def first_state(self) -> None:
        self.unseated -= 1
        if self.unseated == 0:
            self.seated.set()

    def measure(self, sent_at: float, received_at: float) -> None:
        if self.start <= sent_at < self.end:
            self.latencies.append(received_at - sent_at)

    def received(self, message: str | bytes) -> None:
        if self.start <= time.perf_counter() < self.end:
            self.states += 1
            self.state_bytes += len(message)


def load_average() -> tuple[float, ...]:
    return tuple(round(x, 2) for x in os.getloadavg()) if hasattr(os, "getloadavg") else ()


async def play_seat(ws: ClientConnection, rng: random.Random, think: float, clock: Clock) -> None:
    """On each turn of this seat, think, send a random legal action, time the answer."""
    sent_at: float | None = None
    sent_move = -1
    planned = -1
    thinking: asyncio.Task[None] | None = None
    first = True

    async def answer(move: int, legal: list[dict[str, Any]]) -> None:
        nonlocal sent_at, sent_move
        await asyncio.sleep(rng.expovariate(1.0 / think) if think > 0 else 0.0)
        action = rng.choice(legal)
        sent_move, sent_at = move, time.perf_counter()
        await ws.send(json.dumps({"type": "action", "action": action["id"], "move": move}))

    try:
        async for raw in ws:
            message = json.loads(raw)
            if message["type"] == "error":
                clock.refusals += 1
                continue
            if message["type"] != "state":  # the seat's key after its invite claimed it
                continue
            clock.received(raw)
            if first:
                first = False
                clock.first_state()
            if sent_at is not None and message["move"] > sent_move:
                clock.measure(sent_at, time.perf_counter())
                sent_at = None
            if message["is_over"]:
                return
            if message["your_turn"] and message["move"] != planned:
                planned = message["move"]
                thinking = asyncio.create_task(answer(planned, message["legal"]))
    finally:
        if first:  # refused before joining: the steps must not wait for it
            clock.first_state()
        if thinking is not None:
            thinking.cancel()


async def create_tables(base: str, args: argparse.Namespace, count: int) -> list[list[str]]:
    """`count` tables of human seats; the tokens of each."""
    seats = [{"kind": "human", "name": f"client {i + 1}"} for i in range(args.players)]
    gate = asyncio.Semaphore(CONCURRENT_SETUP)

    async def one(client: httpx.AsyncClient, i: int) -> list[str]:
        # No seed: the server draws it for tables of two or more people.
        body = {"game": args.game, "num_players": args.players}
        async with gate:
            response = await client.post("/api/tables", json=body | {"seats": seats})
        response.raise_for_status()
        data = response.json()
        draws = f"&draws={args.draws}" if args.draws else ""
        return [f"{data['id']}?token={s['token']}{draws}" for s in data["seats"]]

    async with httpx.AsyncClient(base_url=base, timeout=120) as client:
        return list(await asyncio.gather(*(one(client, i) for i in range(count))))


def tree_cpu(pids: list[int]) -> float | None:
    """CPU seconds used so far by these processes and their descendants (drawing workers, bot
    threads are counted with their process), read from Linux's /proc; None without it."""
    try:
        stats = {}
        for entry in os.listdir("/proc"):
            if entry.isdigit():
                with contextlib.suppress(OSError):
                    with open(f"/proc/{entry}/stat") as file:
                        # after the command's closing parenthesis: state, ppid, ... utime stime
                        fields = file.read().rsplit(")", 1)[1].split()
                    stats[int(entry)] = (int(fields[1]), int(fields[11]) + int(fields[12]))
    except OSError:
        return None
    wanted = set(pids)
    changed = True
    while changed:
        changed = False
        for pid, (ppid, _) in stats.items():
            if ppid in wanted and pid not in wanted:
                wanted.add(pid)
                changed = True
    total = sum(ticks for pid, (_, ticks) in stats.items() if pid in wanted)
    return total / os.sysconf("SC_CLK_TCK")


async def run_step(
    bases: list[str], args: argparse.Namespace, count: int, server_pids: list[int]
) -> Step:
    """One step; with several servers (`bases`), seat i of table t connects to server t + i."""
    tables = await create_tables(bases[0], args, count)
    gate = asyncio.Semaphore(CONCURRENT_SETUP)
    urls = [base.replace("http", "ws", 1) + "/ws/tables/" for base in bases]

    async def open_seat(url: str) -> ClientConnection:
        async with gate:
            return await connect(url, max_size=None, open_timeout=120, compression=None)

    connections = await asyncio.gather(
        *(
            open_seat(urls[(t + i) % len(urls)] + path)
            for t, seats in enumerate(tables)
            for i, path in enumerate(seats)
        )
    )
    clock = Clock(unseated=len(connections))
    opened = time.perf_counter()
    rng = random.Random(args.seed)
    players = [
        asyncio.create_task(play_seat(ws, random.Random(rng.getrandbits(64)), args.think, clock))
        for ws in connections
    ]
    # A seat joins (its invite is claimed, a database write) after its connection opens: the
    # warm-up starts once every seat has, so that no set-up work falls into the measured window.
    await clock.seated.wait()
    seated = time.perf_counter() - opened
    # The clients stand for thousands of separate browsers, but share one process here: its
    # cyclic collector's pauses (up to 0.46 s at 1,000 tables, 2026-11-25) would hold every
    # seat's next message at once and be counted as the server's round trips. So the collector
    # is off from here to the end of the step (reference counting still frees most garbage).
    gc.collect()
    gc.freeze()
    gc.disable()
    load_before = load_average()
    clock.start = time.perf_counter() + args.warm_up
    clock.end = clock.start + args.seconds
    await asyncio.sleep(args.warm_up)
    cpu_start = time.process_time()
    server_start = tree_cpu(server_pids)
    await asyncio.sleep(args.seconds)
    client_cpu = (time.process_time() - cpu_start) / args.seconds
    server_end = tree_cpu(server_pids)
    server_cpu = (
        None
        if server_start is None or server_end is None
        else round((server_end - server_start) / args.seconds, 2)
    )
    # Answers to moves sent just before the end still count: give them three times the limit to
    # arrive, within 1 to 10 s (a test's huge limit once made this wait five minutes).
    await asyncio.sleep(min(10.0, max(1.0, 3 * args.limit_ms / 1000)))
    load_after = load_average()
    for task in players:
        task.cancel()
    await asyncio.gather(*players, return_exceptions=True)
    for ws in connections:
        ws.transport.abort()
    gc.enable()
    gc.unfreeze()
    ordered = sorted(clock.latencies)
    if not ordered:
        raise SystemExit(f"{count} tables: no move was timed")
    p99 = percentile(ordered, 0.99) * 1000
    return Step(
        tables=count,
        moves=len(ordered),
        seconds=args.seconds,
        moves_per_s=round(len(ordered) / args.seconds, 1),
        p50_ms=round(percentile(ordered, 0.50) * 1000, 1),
        p99_ms=round(p99, 1),
        max_ms=round(ordered[-1] * 1000, 1),
        refusals=clock.refusals,
        seated_s=round(seated, 1),
        state_kb=round(clock.state_bytes / max(1, clock.states) / 1000, 1),
        client_cpu=round(client_cpu, 2),
        server_cpu=server_cpu,
        load_before=load_before,
        load_after=load_after,
        held=p99 <= args.limit_ms,
    )


def measure(args: argparse.Namespace, count: int, folder: Path) -> Step:
    if args.database_url:
        with fresh_schema(args.database_url) as database_url:
            return measure_on(args, count, database_url)
    return measure_on(args, count, f"sqlite:///{folder / f'load-{count}.db'}")


@contextmanager
def fresh_schema(url: str) -> Iterator[str]:
    """The PostgreSQL database at `url` seen through a new, empty schema, dropped afterwards: each
    step starts with no tables, as with SQLite."""
    schema = f"regnum_load_{secrets.token_hex(4)}"
    admin = create_engine(url)
    with admin.begin() as connection:
        connection.execute(text(f"CREATE SCHEMA {schema}"))
    try:
        yield (
            make_url(url)
            .update_query_dict({"options": f"-csearch_path={schema}"})
            .render_as_string(hide_password=False)
        )
    finally:
        with admin.begin() as connection:
            connection.execute(text(f"DROP SCHEMA {schema} CASCADE"))
        admin.dispose()


def measure_on(args: argparse.Namespace, count: int, database_url: str) -> Step:
    extra = ["--render-workers", str(args.render_workers), *args.server_arg]
    servers: list[subprocess.Popen[bytes]] = []
    bases = []
    try:
        for _ in range(args.processes):  # one after the other: the first creates the schema
            port = free_port()
            servers.append(start_server(port, database_url, extra))
            bases.append(f"http://127.0.0.1:{port}")
        return asyncio.run(run_step(bases, args, count, [s.pid for s in servers]))
    finally:
        for server in servers:
            server.terminate()
            server.wait(timeout=60)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.load", description=__doc__)
    parser.add_argument("--tables", type=int, nargs="+", default=[100, 250, 500, 1000],
                        help="table counts, one step each, in this order")  # fmt: skip
    parser.add_argument("--game", default="kuf", help="game id or alias")
    parser.add_argument("--players", type=int, default=4, help="seats per table")
    parser.add_argument("--think", type=float, default=5.0, help="mean think time, seconds")
    parser.add_argument("--seconds", type=float, default=60.0, help="measured window per step")
    parser.add_argument("--warm-up", type=float, default=15.0, help="seconds before measuring")
    parser.add_argument("--limit-ms", type=float, default=100.0, help="the p99 to hold")
    parser.add_argument("--keep-going", action="store_true", help="run every step regardless")
    parser.add_argument("--database-url", help="default: a fresh SQLite file per step")
    parser.add_argument("--render-workers", type=int, default=2, help="passed to regnum serve")
    parser.add_argument("--draws", default="kuf,kus,fief",
                        help="games whose boards the clients draw (comma-separated; '': none)")  # fmt: skip
    parser.add_argument(
        "--processes",
        type=int,
        default=1,
        help="server processes on one PostgreSQL database (seats spread over them)",
    )
    parser.add_argument("--server-arg", action="append", default=[],
                        help="another argument for regnum serve (repeatable)")  # fmt: skip
    parser.add_argument("--seed", type=int, default=1, help="first table's seed")
    parser.add_argument("--json", type=Path, help="also write the figures to this file")
    args = parser.parse_args(argv)
    if args.processes > 1 and not (args.database_url or "").startswith("postgresql"):
        parser.error("several processes share a PostgreSQL database: give --database-url")

    print(f"{args.game}, {args.players} seats per table, think time exponential with mean "
          f"{args.think:g} s, {args.seconds:g} s measured after {args.warm_up:g} s, "
          f"database {(args.database_url or 'sqlite').split(':', 1)[0]}, "
          f"boards of {args.draws or 'no game'} drawn by the clients, "
          f"{args.processes} server process(es)", flush=True)  # fmt: skip
    steps: list[Step] = []
    with tempfile.TemporaryDirectory(prefix="regnum-load-") as folder:
        for count in args.tables:
            step = measure(args, count, Path(folder))
            steps.append(step)
            print(f"{step.tables:>5} tables: {step.moves_per_s:>6} moves/s, p50 {step.p50_ms} ms, "
                  f"p99 {step.p99_ms} ms, max {step.max_ms} ms, {step.refusals} refusals, "
                  f"seats joined in {step.seated_s} s, "
                  f"state messages {step.state_kb} kB, "
                  f"clients {step.client_cpu} cores, servers {step.server_cpu} cores; "
                  f"load average {step.load_before} -> {step.load_after}: "
                  f"{'held' if step.held else 'NOT held'}", flush=True)  # fmt: skip
            if not step.held and not args.keep_going:
                break
    held = [s.tables for s in steps if s.held]
    print(f"largest count held at p99 <= {args.limit_ms:g} ms: {max(held) if held else 'none'}")
    if args.json:
        report = {"arguments": {k: v for k, v in vars(args).items() if k != "json"},
                  "steps": [asdict(s) for s in steps]}  # fmt: skip
        args.json.write_text(json.dumps(report, indent=1, default=str) + "\n")


if __name__ == "__main__":
    main()
