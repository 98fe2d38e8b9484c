"""Crafted input and heavy use: every refusal is a clear 4xx that changes nothing, the same on
SQLite and PostgreSQL, and no client can make the server hold unbounded memory or time
(docs/server.md, *Limits*)."""

from __future__ import annotations

import json
import os
import random
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from fastapi.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from regnum import games
from regnum.engine.game import State
from regnum.engine.record import GameRecord
from regnum.server.limits import MAX_CLIENTS_KEPT, Buckets, Limits, client_key
from regnum.server.replays import CHECKPOINT_EVERY
from tests.server.conftest import ClientFactory
from tests.server.helpers import auth, create, join_all

JsonDict = dict[str, Any]


def _finished_record(game_id: str, players: int, seed: int) -> GameRecord:
    """A record of a game random players finished (played here, not through a server)."""
    state = games.get(game_id).new_game(players, seed, {})
    rng = random.Random(seed)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    return GameRecord.from_state(state, ["random"] * players)


@pytest.fixture(scope="module")
def record() -> GameRecord:
    return _finished_record("kuf", 4, 3)


def _with_seats(record: GameRecord, seats: list[str]) -> JsonDict:
    """The record with other seat names, its digest recomputed (as anyone editing it can)."""
    edited = GameRecord(**{**record.__dict__, "seats": seats})
    return edited.to_json()


@pytest.fixture
def any_db_client(database_url: str, make_client: ClientFactory) -> Iterator[TestClient]:
    with make_client(database_url) as running:
        yield running


# -- names and records: one validation, whatever the database ------------------------------------
BAD_NAMES = [
    ("a\u0000b", "U+0000"),
    ("B" * 65, "at most 40 characters"),
    ("C" * 41, "at most 40 characters"),
    ("right\u202eleft", "U+202E"),
    ("bell\u0007", "U+0007"),
    ("x" * 10_000, "at most 40 characters"),
]


@pytest.mark.parametrize(("name", "reason"), BAD_NAMES)
def test_bad_seat_names_are_refused_on_import_before_the_database(
    any_db_client: TestClient, record: GameRecord, name: str, reason: str
) -> None:
    response = any_db_client.post(
        "/api/records", json=_with_seats(record, [name, "human", "random", "human"])
    )
    assert response.status_code == 422, response.text
    assert reason in response.json()["detail"] and "seat 1" in response.json()["detail"]
    assert any_db_client.get("/api/tables").json() == []


@pytest.mark.parametrize(("name", "reason"), BAD_NAMES)
def test_bad_seat_names_are_refused_on_creation_by_the_same_rule(
    any_db_client: TestClient, name: str, reason: str
) -> None:
    seats = [{"kind": "bot", "bot": "random"}] * 3 + [{"kind": "human", "name": name}]
    response = any_db_client.post(
        "/api/tables", json={"game": "kuf", "num_players": 4, "seats": seats}
    )
    assert response.status_code == 422, response.text
    assert reason in response.json()["detail"] and "seat 4" in response.json()["detail"]
    assert any_db_client.get("/api/tables").json() == []


def test_good_names_are_kept_alike_on_creation_and_import(
    any_db_client: TestClient, record: GameRecord
) -> None:
    name = "  Ann\t Müller-Łukasz 李 " + "x" * 20  # 40 characters once spaces are collapsed
    imported = any_db_client.post(
        "/api/records", json=_with_seats(record, [name, "human", "random", "heuristic"])
    )
    assert imported.status_code == 201, imported.text
    seats = any_db_client.get(f"/api/tables/{imported.json()['id']}").json()["seats"]
    expected = " ".join(name.split())
    assert len(expected) == 40
    assert [(s["kind"], s["name"]) for s in seats] == [
        ("human", expected),
        ("human", "Player 2"),
        ("bot", "random bot"),
        ("bot", "heuristic bot"),
    ]
    body = {"game": "kuf", "num_players": 3, "seats": [{"kind": "human", "name": name}] * 3}
    created = any_db_client.post("/api/tables", json=body)
    assert created.status_code == 201 and created.json()["seats"][0]["name"] == expected


def test_a_seed_no_database_column_holds_is_refused_on_import(
    any_db_client: TestClient, record: GameRecord
) -> None:
    for seed in (2**64, -1, 10**4000):
        edited = GameRecord(**{**record.__dict__, "seed": seed}).to_json()
        response = any_db_client.post("/api/records", json=edited)
        assert response.status_code == 422, response.text
        assert "seed must be between 0 and" in response.json()["detail"]
    assert any_db_client.get("/api/tables").json() == []


def test_deeply_nested_records_are_refused_before_anything_walks_them(
    client: TestClient, record: GameRecord
) -> None:
    nested = '{"a":' * 950 + "{}" + "}" * 950
    data = record.to_json()
    body = json.dumps({**data, "options": "NESTED"}).replace('"NESTED"', nested)
    response = client.post(
        "/api/records", content=body, headers={"content-type": "application/json"}
    )
    assert response.status_code == 422, response.text
    assert "at most 4 deep" in response.json()["detail"]
    listed = {**data, "options": {"variant": ["a"]}}
    response = client.post("/api/records", json=listed)
    assert response.status_code == 422
    assert "option values are strings, integers or booleans" in response.json()["detail"]
    assert client.get("/api/tables").json() == []


def test_options_of_an_imported_record_are_validated_by_the_game(
    client: TestClient, record: GameRecord
) -> None:
    edited = GameRecord(**{**record.__dict__, "options": {"fog": "yes"}}).to_json()
    response = client.post("/api/records", json=edited)
    assert response.status_code == 422 and "unknown option 'fog'" in response.json()["detail"]


@pytest.mark.parametrize("table_id", ["a%00b", "x" * 5000, "%C2%B2", "a%ED%A0%80b"])
def test_table_ids_no_table_can_have_are_404_on_every_database(
    any_db_client: TestClient, table_id: str
) -> None:
    for path in ("", "/state", "/record", "/replay/0"):
        response = any_db_client.get(f"/api/tables/{table_id}{path}")
        assert response.status_code == 404, (path, response.text)
    with any_db_client.websocket_connect(f"/ws/tables/{table_id}") as ws:
        assert ws.receive_json()["status"] == 404
        with pytest.raises(WebSocketDisconnect) as closed:
            ws.receive_json()
        assert closed.value.code == 4404


# -- sizes ---------------------------------------------------------------------------------------
def test_request_bodies_above_the_cap_are_refused_with_413(
    sqlite_url: str, make_client: ClientFactory
) -> None:
    limits = Limits(max_body_bytes=4096)
    with make_client(sqlite_url, limits=limits) as client:
        big = b'{"pad": "' + b"x" * 5000 + b'"}'
        response = client.post(
            "/api/records", content=big, headers={"content-type": "application/json"}
        )
        assert response.status_code == 413
        assert response.json() == {"detail": "the request body is larger than 4096 bytes"}
        # Without a declared length (chunked), counted as it arrives.
        chunks = iter([b'{"pad": "', b"x" * 3000, b"x" * 3000, b'"}'])
        response = client.post(
            "/api/records", content=chunks, headers={"content-type": "application/json"}
        )
        assert response.status_code == 413
        # Below the cap the request goes through (and is refused for what it is).
        response = client.post("/api/records", json={"pad": "x" * 100})
        assert response.status_code == 422 and "not a regnum record" in response.json()["detail"]
        assert client.get("/api/tables").json() == []


# -- crafted input: 4xx, never a 500 -------------------------------------------------------------
def test_crafted_replay_seats_are_refused_with_422(client: TestClient, record: GameRecord) -> None:
    table_id = client.post("/api/records", json=record.to_json()).json()["id"]
    for seat in ("%C2%B2", "9" * 5000, "-1", "%EF%BC%91", "1.0", "", "4"):
        response = client.get(f"/api/tables/{table_id}/replay/0?seat={seat}")
        assert response.status_code == 422, (seat, response.text)
        assert "seat must be" in response.json()["detail"]
    assert client.get(f"/api/tables/{table_id}/replay/0?seat=3").status_code == 200
    assert client.get(f"/api/tables/{table_id}/replay/{'9' * 5000}").status_code == 422


def test_crafted_action_bodies_are_refused_and_change_nothing(client: TestClient) -> None:
    table_id, tokens = create(client, "kuf", ["human", "human", "human"])
    join_all(client, table_id, tokens)
    bodies = [
        '{"action": 1, "move": ' + "9" * 5000 + "}",
        '{"action": 1, "move": ' + "9" * 4000 + "}",
        '{"action": ' + "9" * 4000 + ', "move": 0}',
        '{"action": "' + "x" * 5000 + '", "move": 0}',
        '{"action": 1, "move": -1}',
        "[" * 100_000 + "]" * 100_000,
    ]
    for body in bodies:
        response = client.post(
            f"/api/tables/{table_id}/actions",
            content=body,
            headers={"content-type": "application/json", **auth(tokens[0])},
        )
        assert response.status_code in (400, 422), (body[:40], response.text)
        assert isinstance(response.json()["detail"], str)
    assert client.get(f"/api/tables/{table_id}").json()["moves"] == 0


def test_crafted_websocket_messages_get_an_error_and_the_socket_survives(
    client: TestClient,
) -> None:
    table_id, tokens = create(client, "kuf", ["human", "human", "human"])
    with client.websocket_connect(f"/ws/tables/{table_id}?token={tokens[0]}") as ws:
        assert ws.receive_json()["type"] == "claimed"  # an invite claims its seat
        assert ws.receive_json()["type"] == "state"
        crafted = [
            ("[" * 100_000 + "]" * 100_000, 413),
            ("[" * 8000 + "]" * 8000, 422),
            ('{"type": "action", "action": 1, "move": ' + "9" * 5000 + "}", 422),
            ('{"type": "action", "action": 1, "move": ' + "9" * 4000 + "}", 422),
            ('{"type": "action", "action": ' + "9" * 4000 + ', "move": 0}', 422),
            ('{"type": "action", "action": "' + "x" * 300 + '", "move": 0}', 422),
        ]
        for text, status in crafted:
            ws.send_text(text)
            message = ws.receive_json()
            assert message["type"] == "error" and message["status"] == status, message
            assert len(message["detail"]) < 200
        # Still connected: a real action is refused for the reason of the moment (the table
        # waits for its other seats), not with a dropped connection.
        ws.send_json({"type": "action", "action": 0, "move": 0})
        message = ws.receive_json()
        assert message["status"] == 409 and "waiting for" in message["detail"]
    assert client.get(f"/api/tables/{table_id}").json()["moves"] == 0


# -- per-address limits --------------------------------------------------------------------------
class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_tables_per_hour_are_limited_per_address_and_refill(
    sqlite_url: str, make_client: ClientFactory, record: GameRecord
) -> None:
    clock = Clock()
    body = {"game": "kuf", "num_players": 3, "seats": [{"kind": "bot", "bot": "random"}] * 3}
    with make_client(sqlite_url, limits=Limits(tables_per_hour=3)) as client:
        client.app.state.limiter.tables.clock = clock  # type: ignore[attr-defined]
        assert client.post("/api/tables", json=body).status_code == 201
        assert client.post("/api/tables", json=body).status_code == 201
        assert client.post("/api/records", json=record.to_json()).status_code == 201
        refused = client.post("/api/tables", json=body)
        assert refused.status_code == 429
        assert "3 tables per hour" in refused.json()["detail"]
        assert refused.headers["retry-after"] == "1200"
        assert client.post("/api/records", json=record.to_json()).status_code == 429
        limiter = client.app.state.limiter  # type: ignore[attr-defined]
        limiter.table_created(client_key("192.0.2.7"))  # another address: not refused
        clock.now += 1201  # a third of an hour: one table more
        assert client.post("/api/tables", json=body).status_code == 201
        assert client.post("/api/tables", json=body).status_code == 429
        assert len(client.get("/api/tables").json()) == 4


def test_requests_per_second_are_limited_per_address(
    sqlite_url: str, make_client: ClientFactory
) -> None:
    clock = Clock()
    with make_client(sqlite_url, limits=Limits(requests_per_second=5)) as client:
        client.app.state.limiter.requests.clock = clock  # type: ignore[attr-defined]
        answers = [client.get("/api/games").status_code for _ in range(25)]
        assert answers == [200] * 20 + [429] * 5  # a burst of 4 seconds' worth, then none
        refused = client.get("/api/tables")
        assert refused.status_code == 429 and "at most 5 per second" in refused.json()["detail"]
        assert refused.headers["retry-after"] == "1"
        limiter = client.app.state.limiter  # type: ignore[attr-defined]
        assert limiter.requests.take(client_key("2001:db8::1")) == 0  # another address
        clock.now += 1.0
        assert [client.get("/api/games").status_code for _ in range(6)] == [200] * 5 + [429]


def test_open_websockets_are_limited_per_address(
    sqlite_url: str, make_client: ClientFactory
) -> None:
    with make_client(sqlite_url, limits=Limits(sockets=2)) as client:
        table_id, _ = create(client, "kuf", ["human"] * 3)
        path = f"/ws/tables/{table_id}"  # spectators
        with client.websocket_connect(path) as first, client.websocket_connect(path) as second:
            assert first.receive_json()["type"] == second.receive_json()["type"] == "state"
            with client.websocket_connect(path) as third:
                message = third.receive_json()
                assert message["type"] == "error" and message["status"] == 429
                assert "at most 2" in message["detail"]
                with pytest.raises(WebSocketDisconnect) as closed:
                    third.receive_json()
                assert closed.value.code == 4429
        with client.websocket_connect(path) as again:  # the others closed: room again
            assert again.receive_json()["type"] == "state"


def test_a_flood_of_websocket_messages_is_answered_at_the_request_rate(
    sqlite_url: str, make_client: ClientFactory
) -> None:
    with make_client(sqlite_url, limits=Limits(requests_per_second=20)) as client:
        table_id, tokens = create(client, "kuf", ["human"] * 3)
        with client.websocket_connect(f"/ws/tables/{table_id}?token={tokens[0]}") as ws:
            assert ws.receive_json()["type"] == "claimed"  # an invite claims its seat
            assert ws.receive_json()["type"] == "state"
            started = time.monotonic()
            for _ in range(100):  # the burst (80, less the requests above), then 20 a second
                ws.send_text("{}")
            for _ in range(100):
                assert ws.receive_json()["status"] == 422
            assert time.monotonic() - started >= 1.0


def test_the_limiter_forgets_clients_whose_allowance_has_refilled() -> None:
    clock = Clock()
    buckets = Buckets(capacity=2, rate=1.0, clock=clock)
    for i in range(MAX_CLIENTS_KEPT):
        buckets.take(f"192.0.2.{i}")
    clock.now += 1.0
    buckets.take("late")  # one more than kept, but no bucket is full again: all stay
    assert len(buckets) == MAX_CLIENTS_KEPT + 1
    for i in range(MAX_CLIENTS_KEPT + 1):  # the next look comes when the table has doubled
        buckets.take(f"198.51.100.{i}")
    assert len(buckets) == 2 * MAX_CLIENTS_KEPT + 2
    clock.now += 1.0  # the first ten thousand are full again: forgotten at that look
    buckets.take("last")
    assert len(buckets) == MAX_CLIENTS_KEPT + 3


def test_limits_count_an_ipv6_client_by_its_64_network() -> None:
    assert client_key("2001:db8:1:2:aaaa::1") == client_key("2001:db8:1:2:bbbb::9")
    assert client_key("2001:db8:1:2::1") != client_key("2001:db8:1:3::1")
    assert client_key("::ffff:192.0.2.1") == "192.0.2.1" == client_key("192.0.2.1")
    assert client_key("192.0.2.1") != client_key("192.0.2.2")
    assert client_key(None) == "unknown"


# -- replays -------------------------------------------------------------------------------------
def test_a_replay_step_costs_the_actions_up_to_it_not_the_whole_game(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    long_game = _finished_record("fief", 4, 0)
    steps = len(long_game.actions)
    assert steps > 10 * CHECKPOINT_EVERY
    table_id = client.post("/api/records", json=long_game.to_json()).json()["id"]
    states = list(long_game.replay())
    applied = 0
    state_class: type[State] = type(states[0])
    original = state_class.apply

    def counting(self: State, action: Any) -> None:
        nonlocal applied
        applied += 1
        original(self, action)

    monkeypatch.setattr(state_class, "apply", counting)

    def replay(step: int, seat: str = "spectator") -> tuple[JsonDict, int]:
        nonlocal applied
        applied = 0
        response = client.get(f"/api/tables/{table_id}/replay/{step}", params={"seat": seat})
        assert response.status_code == 200, response.text
        data: JsonDict = response.json()
        return data, applied

    data, cost = replay(5)
    assert cost == 5 and data["steps"] == steps
    assert data["view"] == states[5].view(None)
    data, cost = replay(steps // 2, "1")
    assert cost <= steps // 2 and data["view"] == states[steps // 2].view(1)
    for step in (steps // 2 - 1, steps // 2 + 1, 7):  # stepping about: from the checkpoints
        data, cost = replay(step, "2")
        assert cost <= CHECKPOINT_EVERY and data["view"] == states[step].view(2)
    data, cost = replay(steps)
    assert data["is_over"] and data["winners"] == states[-1].winners
    assert data["view"] == states[-1].view(None)


# -- children of a killed server -----------------------------------------------------------------
def _children() -> dict[int, list[int]]:
    """Each process's children, from /proc."""
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            parent = int(stat.rsplit(")", 1)[1].split()[1])
            children.setdefault(parent, []).append(int(entry.name))
    return children


def _descendants(pid: int) -> list[int]:
    children, found, pending = _children(), [], [pid]
    while pending:
        for child in children.get(pending.pop(), []):
            found.append(child)
            pending.append(child)
    return found


def _running(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="needs Linux's /proc")
def test_the_drawing_workers_fork_server_and_resource_tracker_die_with_a_killed_server(
    tmp_path: Path,
) -> None:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    command = [
        sys.executable, "-c", "from regnum.cli import main; main()", "serve",
        "--port", str(port), "--database-url", f"sqlite:///{tmp_path / 'regnum.db'}",
        "--render-workers", "1",
    ]  # fmt: skip
    server = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}"
    children: list[int] = []
    try:
        deadline = time.monotonic() + 60
        while True:
            assert server.poll() is None and time.monotonic() < deadline, "server did not start"
            try:
                httpx.get(f"{url}/api/games", timeout=1.0)
                break
            except httpx.TransportError:
                time.sleep(0.1)
        seats = [{"kind": "human"}] + [{"kind": "bot", "bot": "random"}] * 2
        body = {"game": "kuf", "num_players": 3, "seats": seats}
        table_id = httpx.post(f"{url}/api/tables", json=body).json()["id"]
        payload = httpx.get(f"{url}/api/tables/{table_id}/state", timeout=60).json()
        assert payload["svg"]  # drawn by a worker process
        children = _descendants(server.pid)
        commands = [Path(f"/proc/{pid}/cmdline").read_bytes() for pid in children]
        assert any(b"forkserver" in c for c in commands), commands
        assert any(b"resource_tracker" in c for c in commands), commands
        assert len(children) >= 3  # and the worker, a child of the fork server
        server.kill()
        server.wait()
        deadline = time.monotonic() + 20
        while any(_running(pid) for pid in children) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert not [pid for pid in children if _running(pid)]
    finally:
        for pid in children:
            if _running(pid):
                os.kill(pid, signal.SIGKILL)
        if server.poll() is None:
            server.kill()
            server.wait()
