"""Two `regnum serve` processes on one PostgreSQL database serve the same table: seats connected
to either see every move, whichever process accepted it (LISTEN/NOTIFY, `regnum.server.bus`), and
when one process is killed its seats reconnect to the other and the game goes on with nothing
lost."""

from __future__ import annotations

import json
import random
import subprocess
from collections.abc import Iterator
from contextlib import ExitStack
from typing import Any

import httpx
import pytest
from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url
from websockets.sync.client import ClientConnection, connect

from benchmarks.latency import free_port, start_server
from tests.server.helpers import whole_log
from tests.server.test_persistence import _stored_actions

RECEIVE_TIMEOUT = 20.0


@pytest.fixture
def two_servers(postgres_url: str) -> Iterator[list[tuple[str, subprocess.Popen[bytes]]]]:
    servers = []
    try:
        for _ in range(2):
            port = free_port()
            process = start_server(port, postgres_url, ["--render-workers", "0"])
            servers.append((f"127.0.0.1:{port}", process))
        yield servers
    finally:
        for _, process in servers:
            process.kill()
            process.wait(timeout=30)


def _next_state(ws: ClientConnection, move: int, shown: list[Any] | None = None) -> dict[str, Any]:
    """The first state message at `move` or later of the running game (earlier ones, and those
    from before every seat had joined, are skipped), its `log` made whole: a message carries only
    the entries its connection lacks, so `shown` is the whole log of the connection's last
    message (none for a new connection, whose first message carries it all)."""
    log = list(shown or [])
    while True:
        message: dict[str, Any] = json.loads(ws.recv(timeout=RECEIVE_TIMEOUT))
        assert message["type"] == "state", message
        log = whole_log(log, message)
        if message["move"] >= move and message["table"]["status"] != "open":
            return {**message, "log": log}


def _play(
    sockets: dict[int | None, ClientConnection],
    latest: dict[int | None, dict[str, Any]],
    rng: random.Random,
    moves: int,
) -> dict[int | None, dict[str, Any]]:
    """Play `moves` random moves from the `latest` message of each connection: the seat to act
    sends on its own connection; every connection must then be told of the move."""
    at = latest[None]["move"]
    for move in range(at, at + moves):
        seat = latest[None]["current_player"]
        mine = latest[seat]
        assert mine["move"] == move and mine["your_turn"]
        action = rng.choice(mine["legal"])["id"]
        sockets[seat].send(json.dumps({"type": "action", "action": action, "move": move}))
        latest = {s: _next_state(ws, move + 1, latest[s]["log"]) for s, ws in sockets.items()}
        assert all(m["move"] == move + 1 for m in latest.values())
    return latest


def _table(host: str) -> tuple[str, dict[int, str]]:
    body = {
        "game": "kuf",
        "num_players": 4,
        "seats": [{"kind": "human", "name": f"H{i}"} for i in range(4)],
    }
    created = httpx.post(f"http://{host}/api/tables", json=body, timeout=30)
    assert created.status_code == 201, created.text
    table_id: str = created.json()["id"]
    keys = {}
    for seat in created.json()["seats"]:  # each seat claimed with its invite: its key
        claimed = httpx.post(
            f"http://{host}/api/tables/{table_id}/join",
            headers={"Authorization": f"Bearer {seat['token']}"},
            timeout=30,
        )
        assert claimed.status_code == 200, claimed.text
        keys[seat["index"]] = claimed.json()["key"]
    return table_id, keys


def test_moves_cross_between_two_processes_and_a_killed_one_loses_nothing(
    two_servers: list[tuple[str, subprocess.Popen[bytes]]], postgres_url: str
) -> None:
    (one, first), (two, _) = two_servers
    table_id, tokens = _table(one)
    where = {0: one, 1: two, 2: one, 3: two, None: two}  # a seat on each, a spectator on two

    with ExitStack() as stack:

        def open_socket(seat: int | None, host: str) -> ClientConnection:
            query = "" if seat is None else f"?token={tokens[seat]}"
            url = f"ws://{host}/ws/tables/{table_id}{query}"
            return stack.enter_context(connect(url, max_size=None))

        sockets = {seat: open_socket(seat, host) for seat, host in where.items()}
        rng = random.Random(7)
        latest = {seat: _next_state(ws, 0) for seat, ws in sockets.items()}
        latest = _play(sockets, latest, rng, 24)
        first.kill()  # SIGKILL: its seats reconnect to the other process
        first.wait(timeout=30)
        for seat, host in where.items():
            if host == one:
                sockets[seat] = open_socket(seat, two)
                latest[seat] = _next_state(sockets[seat], 24)
        latest = _play(sockets, latest, rng, 12)
    assert latest[None]["move"] == 36
    stored = _stored_actions(postgres_url, table_id)
    assert [index for index, _ in stored] == list(range(36))
    spectator = httpx.get(f"http://{two}/api/tables/{table_id}/state", timeout=30).json()
    assert spectator["log"] == latest[None]["log"]
    assert spectator["view"] == latest[None]["view"]


def test_notices_missed_while_listening_was_down_are_made_good(
    two_servers: list[tuple[str, subprocess.Popen[bytes]]], postgres_url: str
) -> None:
    """PostgreSQL drops the processes' listening connections; moves made meanwhile still reach
    the other process once it listens again (it catches up every table it holds)."""
    (one, _), (two, _) = two_servers
    table_id, tokens = _table(two)
    where = {0: one, 1: two, 2: one, 3: two, None: one}
    with ExitStack() as stack:
        sockets: dict[int | None, ClientConnection] = {}
        for seat, host in where.items():
            query = "" if seat is None else f"?token={tokens[seat]}"
            url = f"ws://{host}/ws/tables/{table_id}{query}"
            sockets[seat] = stack.enter_context(connect(url, max_size=None))
        latest = {seat: _next_state(ws, 0) for seat, ws in sockets.items()}
        latest = _play(sockets, latest, random.Random(3), 4)
        admin = create_engine(make_url(postgres_url).set(query={}))
        with admin.begin() as connection:
            dropped = connection.execute(
                text(
                    "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                    "WHERE query = 'LISTEN regnum_tables' AND pid <> pg_backend_pid()"
                )
            ).all()
        admin.dispose()
        assert len(dropped) >= 2
        latest = _play(sockets, latest, random.Random(4), 8)
    assert latest[None]["move"] == 12


def _next_matching(ws: ClientConnection, wanted: Any) -> dict[str, Any]:
    while True:
        message: dict[str, Any] = json.loads(ws.recv(timeout=RECEIVE_TIMEOUT))
        if wanted(message):
            return message


def test_chat_and_leaving_reach_the_other_process(
    two_servers: list[tuple[str, subprocess.Popen[bytes]]],
) -> None:
    (one, _), (two, _) = two_servers
    table_id, keys = _table(one)
    with connect(f"ws://{two}/ws/tables/{table_id}", max_size=None) as spectator:
        _next_state(spectator, 0)
        said = httpx.post(
            f"http://{one}/api/tables/{table_id}/chat",
            json={"text": "hello from one"},
            headers={"Authorization": f"Bearer {keys[0]}"},
            timeout=30,
        )
        assert said.status_code == 201, said.text
        chat = _next_matching(spectator, lambda m: m["type"] == "chat")
        assert chat["messages"] == [said.json()]
        left = httpx.post(
            f"http://{one}/api/tables/{table_id}/leave",
            headers={"Authorization": f"Bearer {keys[1]}"},
            timeout=30,
        )
        assert left.status_code == 200, left.text
        state = _next_matching(
            spectator, lambda m: m["type"] == "state" and m["table"]["seats"][1]["away"]
        )
        assert state["table"]["seats"][1]["away"] == "left"
    assert httpx.get(f"http://{two}/api/tables/{table_id}/chat", timeout=30).json() == [said.json()]


def test_a_private_message_reaches_only_its_seats_in_the_other_process(
    two_servers: list[tuple[str, subprocess.Popen[bytes]]],
) -> None:
    (one, _), (two, _) = two_servers
    table_id, keys = _table(one)
    url = f"ws://{two}/ws/tables/{table_id}"
    with ExitStack() as stack:
        sockets = {
            seat: stack.enter_context(
                connect(url if seat is None else f"{url}?token={keys[seat]}", max_size=None)
            )
            for seat in (1, 2, None)
        }
        for socket in sockets.values():
            _next_state(socket, 0)
        said = []
        for body in ({"text": "just for you", "to": 1}, {"text": "hello all"}):
            response = httpx.post(
                f"http://{one}/api/tables/{table_id}/chat",
                json=body,
                headers={"Authorization": f"Bearer {keys[0]}"},
                timeout=30,
            )
            assert response.status_code == 201, response.text
            said.append(response.json())
        chats = {
            seat: _next_matching(socket, lambda m: m["type"] == "chat")["messages"]
            for seat, socket in sockets.items()
        }
        assert chats[1][0] == said[0]  # (the public line may come in the same message)
        assert chats[2] == chats[None] == [said[1]]  # the first chat message they get
