"""Fixtures for the browser tests: Debian's Chromium driven by Playwright, and the real server
(`regnum serve` in a subprocess on a free port with a temporary SQLite database)."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from playwright.sync_api import (
    Browser,
    BrowserContext,
    Playwright,
    ViewportSize,
    sync_playwright,
)

from regnum import bots, games
from regnum.engine.record import GameRecord
from regnum.sim.simulate import bot_move

ROOT = Path(__file__).resolve().parents[2]
SCREENSHOTS = ROOT / "test-artifacts" / "screenshots"
CHROMIUM_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]
DESKTOP = ViewportSize(width=1280, height=800)
PHONE = ViewportSize(width=390, height=844)
SERVER_START_SECONDS = 30.0


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


class Server:
    """`regnum serve` in a subprocess; `restart()` stops it and starts it again on the same port
    and database, as after a crash."""

    def __init__(self, database: Path, *options: str) -> None:
        self.options = list(options)  # more options of `regnum serve`
        self.port = _free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.database_url = f"sqlite:///{database}"
        self.log = database.with_suffix(".log")
        self.process: subprocess.Popen[bytes] | None = None

    def start(self) -> None:
        command = [
            sys.executable, "-c", "from regnum.cli import main; main()", "serve",
            "--host", "127.0.0.1", "--port", str(self.port), "--database-url", self.database_url,
            "--bot-delay", "0", *self.options,
        ]
        with self.log.open("ab") as log:
            self.process = subprocess.Popen(command, cwd=ROOT, stdout=log, stderr=log)
        deadline = time.monotonic() + SERVER_START_SECONDS
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"regnum serve exited:\n{self.log.read_text()}")
            try:
                if httpx.get(f"{self.url}/api/games", timeout=1.0).status_code == 200:
                    return
            except httpx.TransportError:
                time.sleep(0.1)
        raise RuntimeError(f"regnum serve did not answer:\n{self.log.read_text()}")

    def stop(self) -> None:
        if self.process is not None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
            self.process = None

    def restart(self) -> None:
        self.stop()
        self.start()


@pytest.fixture(scope="session")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    running = Server(tmp_path_factory.mktemp("e2e") / "regnum.sqlite3")
    running.start()
    yield running
    running.stop()


@pytest.fixture(scope="session")
def chromium_path() -> str:
    """Debian's Chromium; missing → skip, except in CI where the browser tests must run."""
    path = os.environ.get("REGNUM_CHROMIUM", "/usr/bin/chromium")
    if not Path(path).exists():
        message = f"no Chromium at {path} (set REGNUM_CHROMIUM)"
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)
    return path


# Module scope, not session: while Playwright's sync driver runs, its event loop counts as running
# in this thread, so a later test of another module in the same worker could not `asyncio.run`.
# pytest tears a module's fixtures down before it runs a test of another module.
@pytest.fixture(scope="module")
def playwright() -> Iterator[Playwright]:
    with sync_playwright() as driver:
        yield driver


@pytest.fixture(scope="module")
def browser(playwright: Playwright, chromium_path: str) -> Iterator[Browser]:
    launched = playwright.chromium.launch(executable_path=chromium_path, args=CHROMIUM_ARGS)
    yield launched
    launched.close()


@pytest.fixture
def contexts(browser: Browser) -> Iterator[list[BrowserContext]]:
    """A list the test appends its browser contexts to (`browser.new_context`); closed after."""
    opened: list[BrowserContext] = []
    yield opened
    for context in opened:
        context.close()


@pytest.fixture(scope="session")
def screenshots() -> Path:
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    return SCREENSHOTS


def create_table(server: Server, game: str, seats: list[str], seed: int) -> tuple[str, list[str]]:
    """A table made through the API (seats: "human" or a bot name); its id and invite links."""
    body = {
        "game": game, "num_players": len(seats), "options": {},
        "seed": seed if seats.count("human") <= 1 else None,  # the server's with two people
        "seats": [
            {"kind": "human", "name": f"Player {i + 1}"} if s == "human" else {"kind": "bot", "bot": s}
            for i, s in enumerate(seats)
        ],
    }
    response = httpx.post(f"{server.url}/api/tables", json=body)
    assert response.status_code == 201, response.text
    data = response.json()
    return data["id"], [server.url + s["invite"] for s in data["seats"] if s["kind"] == "human"]


@pytest.fixture(scope="session")
def finished_table(server: Server) -> str:
    """A finished Krone & Schwert table, uploaded as the record of a game random bots played."""
    game = games.get("kus")
    state = game.new_game(3, 5, {})
    players = [bots.make("random", game, seed) for seed in range(3)]
    while (player := state.current_player) is not None:
        bot_move(state, players[player])
    record = GameRecord.from_state(state, ["human", "random", "random"])
    response = httpx.post(f"{server.url}/api/records", json=record.to_json())
    assert response.status_code == 201, response.text
    table_id: str = response.json()["id"]
    return table_id
