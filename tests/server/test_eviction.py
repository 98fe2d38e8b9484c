"""Tables in memory are let go when idle (no connection, nothing happening for a while) or beyond
a bounded count, and rebuilt from the database, unchanged, when asked for again."""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from fastapi.testclient import TestClient

from regnum.server.tables import TableService
from tests.server.conftest import ClientFactory
from tests.server.helpers import create, join_all, play_moves, state


def _service(client: TestClient) -> TableService:
    service: TableService = client.app.state.service  # type: ignore[attr-defined]
    return service


def _wait_until(done: Callable[[], bool], timeout: float = 10.0) -> None:
    deadline = time.monotonic() + timeout
    while not done():
        assert time.monotonic() < deadline, "not evicted in time"
        time.sleep(0.02)


def test_an_idle_table_is_let_go_and_rebuilt_unchanged(
    sqlite_url: str, make_client: ClientFactory
) -> None:
    with make_client(sqlite_url, idle_seconds=0.3) as client:
        table_id, tokens = create(client, "kuf", ["human"] * 4, seed=8)
        join_all(client, table_id, tokens)
        play_moves(client, table_id, tokens, random.Random(2), limit=10)
        before = {seat: state(client, table_id, token) for seat, token in tokens.items()}
        service = _service(client)
        assert table_id in service.loaded
        _wait_until(lambda: table_id not in service.loaded)
        after = {seat: state(client, table_id, token) for seat, token in tokens.items()}
        assert after == before
        assert table_id in service.loaded
        final = play_moves(client, table_id, tokens, random.Random(3), limit=5)
        assert final["move"] == before[0]["move"] + 5


def test_a_table_someone_is_connected_to_stays(sqlite_url: str, make_client: ClientFactory) -> None:
    with make_client(sqlite_url, idle_seconds=0.2) as client:
        watched, tokens = create(client, "kus", ["human", "human", "human"], seed=3)
        idle, _ = create(client, "kus", ["human", "human", "human"], seed=4)
        service = _service(client)
        with client.websocket_connect(f"/ws/tables/{watched}?token={tokens[0]}") as ws:
            assert ws.receive_json()["type"] == "claimed"  # an invite claims its seat
            assert ws.receive_json()["type"] == "state"
            _wait_until(lambda: idle not in service.loaded)
            time.sleep(0.4)
            assert watched in service.loaded
        _wait_until(lambda: watched not in service.loaded)


def test_beyond_the_bound_the_least_recently_used_are_let_go(
    sqlite_url: str, make_client: ClientFactory
) -> None:
    with make_client(sqlite_url, max_loaded=2) as client:
        ids = [create(client, "kus", ["human", "random", "random"], seed=s)[0] for s in range(4)]
        service = _service(client)
        assert sorted(service.loaded) == sorted(ids[2:])
        first = client.get(f"/api/tables/{ids[0]}")
        assert first.status_code == 200 and first.json()["moves"] == 0
        assert sorted(service.loaded) == sorted([ids[0], ids[3]])
