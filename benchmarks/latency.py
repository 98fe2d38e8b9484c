"""Move round-trip latency of the web server over WebSockets, with many tables played at once.

    python -m benchmarks.latency [--tables 100] [--game kuf] [--players 4] [--moves 200]
                                 [--database-url URL] [--seed S] [--json FILE]

Starts `regnum serve` in a subprocess on a free port with a fresh SQLite database (or
`--database-url`), creates `--tables` tables whose every seat is an external WebSocket client
holding the seat's token, and lets all of them play at once: the client whose turn it is sends a
random legal action and waits for the state message that follows it. The round trip of a move is
the time from sending the action to receiving that message, so it includes validating the move,
committing it to the database, and building and sending the views of every seat. Reports p50, p99
and the maximum round trip and moves per second over the whole run. See benchmarks/README.md.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import platform
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

import httpx
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from websockets.asyncio.client import ClientConnection, connect

SERVER_START_TIMEOUT = 60.0


@dataclass
class Figures:
    tables: int
    players: int
    game: str
    moves: int
    seconds: float
    moves_per_s: float
    p50_ms: float
    p99_ms: float
    mean_ms: float
    max_ms: float
    database: str


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def start_server(
    port: int, database_url: str, extra: Sequence[str] = ()
) -> subprocess.Popen[bytes]:
    """`regnum serve` on `port` (bots without delay, `extra` arguments added), once it answers."""
    command = [
        sys.executable,
        "-c",
        "from regnum.cli import main; main()",
        "serve",
        "--port",
        str(port),
        "--database-url",
        database_url,
        "--bot-delay",
        "0",
        "--no-limits",  # every seat connects from this one address
        *extra,
    ]
    server = subprocess.Popen(command, stdout=subprocess.DEVNULL)
    deadline = time.monotonic() + SERVER_START_TIMEOUT
    while time.monotonic() < deadline:
        if server.poll() is not None:
            raise SystemExit(f"the server exited with code {server.returncode}")
        try:
            httpx.get(f"http://127.0.0.1:{port}/api/games", timeout=1.0).raise_for_status()
        except httpx.HTTPError:
            time.sleep(0.2)
            continue
        time.sleep(0.5)  # a server of someone else on this port would answer, ours would exit
        if server.poll() is None:
            return server
    server.terminate()
    raise SystemExit("the server did not start in time")


async def play_seat(
    ws: ClientConnection, limit: int, rng: random.Random, latencies: list[float], done: Any
) -> None:
    """Play one seat: on its turn send a random legal action and time the answer."""
    sent_at: float | None = None
    sent_move = -1
    async for raw in ws:
        message = json.loads(raw)
        if message["type"] == "error":
            raise RuntimeError(f"server refused a move: {message['detail']}")
        if message["type"] != "state":  # the seat's key after its invite claimed it
            continue
        if sent_at is not None and message["move"] > sent_move:
            latencies.append(time.perf_counter() - sent_at)
            done()
            sent_at = None
        if message["is_over"] or message["move"] >= limit:
            return
        if message["your_turn"] and sent_at is None:
            action = rng.choice(message["legal"])
            sent_move = message["move"]
            sent_at = time.perf_counter()
            await ws.send(json.dumps({"type": "action", "action": action["id"], "move": sent_move}))


async def play_table(
    base: str, seats: dict[int, str], table_id: str, limit: int, seed: int, sink: Any
) -> None:
    url = base.replace("http", "ws", 1) + f"/ws/tables/{table_id}?token="
    latencies, done = sink
    connections = [
        await connect(url + token, max_size=None, open_timeout=60) for token in seats.values()
    ]
    try:
        await asyncio.gather(
            *(
                play_seat(ws, limit, random.Random(seed * 31 + i), latencies, done)
                for i, ws in enumerate(connections)
            )
        )
    finally:
        for ws in connections:
            await ws.close()


async def run(args: argparse.Namespace, base: str) -> tuple[list[float], float]:
    seats = [{"kind": "human", "name": f"client {i + 1}"} for i in range(args.players)]
    tables: list[tuple[str, dict[int, str]]] = []
    async with httpx.AsyncClient(base_url=base, timeout=60) as client:
        for _ in range(args.tables):
            response = await client.post(
                "/api/tables",
                # No seed: the server draws it for tables of two or more people.
                json={"game": args.game, "num_players": args.players, "seats": seats},
            )
            response.raise_for_status()
            data = response.json()
            tables.append((data["id"], {s["index"]: s["token"] for s in data["seats"]}))
    latencies: list[float] = []
    columns = (TextColumn("moves"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn())
    with Progress(*columns, disable=args.quiet) as progress:
        task = progress.add_task("moves", total=args.tables * args.moves)
        sink = (latencies, lambda: progress.advance(task))
        begin = time.perf_counter()
        await asyncio.gather(
            *(
                play_table(base, tokens, table_id, args.moves, args.seed + i, sink)
                for i, (table_id, tokens) in enumerate(tables)
            )
        )
        elapsed = time.perf_counter() - begin
    return latencies, elapsed


def percentile(sorted_values: list[float], share: float) -> float:
    index = min(len(sorted_values) - 1, max(0, round(share * len(sorted_values)) - 1))
    return sorted_values[index]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.latency", description=__doc__)
    parser.add_argument("--tables", type=int, default=100, help="tables played at once")
    parser.add_argument("--game", default="kuf", help="game id or alias")
    parser.add_argument("--players", type=int, default=4, help="seats per table")
    parser.add_argument(
        "--moves", type=int, default=200, help="moves per table (fewer if the game ends first)"
    )
    parser.add_argument("--database-url", help="default: a fresh SQLite file in a temp directory")
    parser.add_argument("--seed", type=int, default=1, help="first table's seed")
    parser.add_argument("--json", type=Path, help="also write the figures to this file")
    parser.add_argument("--quiet", action="store_true", help="no progress display")
    args = parser.parse_args(argv)

    with tempfile.TemporaryDirectory(prefix="regnum-latency-") as folder:
        database_url = args.database_url or f"sqlite:///{Path(folder) / 'latency.db'}"
        port = free_port()
        server = start_server(port, database_url)
        try:
            latencies, elapsed = asyncio.run(run(args, f"http://127.0.0.1:{port}"))
        finally:
            server.terminate()
            server.wait(timeout=30)
    if not latencies:
        raise SystemExit("no move was timed")
    ordered = sorted(latencies)
    figures = Figures(
        tables=args.tables,
        players=args.players,
        game=args.game,
        moves=len(ordered),
        seconds=round(elapsed, 2),
        moves_per_s=round(len(ordered) / elapsed, 1),
        p50_ms=round(percentile(ordered, 0.50) * 1000, 2),
        p99_ms=round(percentile(ordered, 0.99) * 1000, 2),
        mean_ms=round(statistics.fmean(ordered) * 1000, 2),
        max_ms=round(ordered[-1] * 1000, 2),
        database=database_url.split(":", 1)[0],
    )
    print(
        f"{figures.tables} tables of {figures.game} x {figures.players} WebSocket clients, "
        f"{figures.moves} moves in {figures.seconds} s: {figures.moves_per_s} moves/s; "
        f"round trip p50 {figures.p50_ms} ms, p99 {figures.p99_ms} ms, "
        f"mean {figures.mean_ms} ms, max {figures.max_ms} ms ({figures.database})"
    )
    if args.json:
        report = {
            "figures": asdict(figures),
            "machine": {
                "python": platform.python_version(),
                "platform": platform.platform(),
                "cpus": os.cpu_count(),
            },
        }
        args.json.write_text(json.dumps(report, indent=1) + "\n")
        print(f"figures written to {args.json}")


if __name__ == "__main__":
    main()
