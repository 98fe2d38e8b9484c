"""The narrated log in WebSocket state messages: a connection is sent the whole log once, then only
the entries added since its last message (`log_from`: how many it keeps); an undo, and a table
rebuilt from the database after another process's undo, make it keep fewer."""

from __future__ import annotations

import json
import random
from typing import Any

from fastapi.testclient import TestClient
from starlette.testclient import WebSocketTestSession

from regnum.server.tables import Table, TableService
from tests.server.conftest import ClientFactory
from tests.server.helpers import auth, create, join_all, state, whole_log

# Krieg und Frieden, seed 1: the third seat bids first (a person here, heuristic bots elsewhere).
SEATS = ["heuristic", "heuristic", "human", "heuristic"]
BIDDER = 2


def _act(client: TestClient, table_id: str, key: str, what: str, **body: Any) -> None:
    response = client.post(f"/api/tables/{table_id}/{what}", json=body, headers=auth(key))
    assert response.status_code == 200, response.text


def _bidder(client: TestClient) -> tuple[str, str]:
    table_id, tokens = create(client, "kuf", SEATS, seed=1)
    join_all(client, table_id, tokens)
    return table_id, tokens[BIDDER]


def _service(client: TestClient) -> TableService:
    service: TableService = client.app.state.service  # type: ignore[attr-defined]
    return service


def _table(client: TestClient, table_id: str) -> Table:
    table: Table = client.portal.call(_service(client).get, table_id)  # type: ignore[union-attr]
    return table


def test_later_messages_carry_only_the_new_entries_and_a_reconnect_the_whole_log(
    client: TestClient,
) -> None:
    table_id, tokens = create(client, "kuf", ["human"] * 4)
    join_all(client, table_id, tokens)
    rng = random.Random(5)
    url = f"/ws/tables/{table_id}"
    with (
        client.websocket_connect(f"{url}?token={tokens[0]}") as seat,
        client.websocket_connect(url) as spectator,
    ):
        logs: dict[int | None, list[Any]] = {0: [], None: []}
        sockets: dict[int | None, WebSocketTestSession] = {0: seat, None: spectator}
        for move in range(121):
            for viewer, ws in sockets.items():
                message = ws.receive_json()
                assert message["move"] == move
                if move > 0:  # one entry a move, after the `move - 1` the connection holds
                    assert message["log_from"] == move - 1 and len(message["log"]) == 1
                else:
                    assert message["log_from"] == 0 and message["log"] == []
                logs[viewer] = whole_log(logs[viewer], message)
            payload = state(client, table_id)
            if payload["is_over"] or move == 120:
                break
            to_act = payload["current_player"]
            legal = state(client, table_id, tokens[to_act])["legal"]
            _act(client, table_id, tokens[to_act], "actions", action=rng.choice(legal)["id"],
                 move=move)  # fmt: skip
        assert move > 100  # a long game, not one that ended early
        # the log each connection put together is the viewer's whole log, as HTTP gives it
        assert logs[0] == state(client, table_id, tokens[0])["log"]
        assert logs[None] == state(client, table_id)["log"]
        assert logs[0] != logs[None]  # the seat reads its own secret choices
    with client.websocket_connect(f"{url}?token={tokens[0]}") as again:
        first = again.receive_json()
        assert first["log_from"] == 0 and first["log"] == logs[0]


def test_an_undo_takes_the_entry_off_every_connection(client: TestClient) -> None:
    table_id, key = _bidder(client)
    _act(client, table_id, key, "actions", action="add food", move=0)
    with (
        client.websocket_connect(f"/ws/tables/{table_id}?token={key}") as mine,
        client.websocket_connect(f"/ws/tables/{table_id}") as spectator,
    ):
        for ws in (mine, spectator):
            first = ws.receive_json()
            assert first["log_from"] == 0 and [e["move"] for e in first["log"]] == ["add food"]
        mine.send_json({"type": "action", "action": "add knight", "move": 1})
        for ws in (mine, spectator):
            added = ws.receive_json()
            assert added["log_from"] == 1 and [e["move"] for e in added["log"]] == ["add knight"]
        mine.send_json({"type": "undo", "move": 2})
        for ws in (mine, spectator):
            undone = ws.receive_json()
            assert undone["move"] == 1 and undone["log_from"] == 1 and undone["log"] == []
        mine.send_json({"type": "action", "action": "add worker", "move": 1})
        for ws in (mine, spectator):
            again = ws.receive_json()
            assert again["log_from"] == 1 and [e["move"] for e in again["log"]] == ["add worker"]


def test_a_message_after_an_undo_and_a_move_it_missed_keeps_only_the_entries_before_the_undo(
    client: TestClient,
) -> None:
    """A slow connection is sent only the newest state: one message for an undo and the action
    that replaced it must drop the undone entry, although the log is as long as before."""
    table_id, key = _bidder(client)
    service = _service(client)
    _act(client, table_id, key, "actions", action="add food", move=0)
    _act(client, table_id, key, "actions", action="add knight", move=1)
    table = _table(client, table_id)
    before = service.undrawn_message(table, BIDDER)
    _act(client, table_id, key, "undo", move=2)
    _act(client, table_id, key, "actions", action="add worker", move=1)
    after = service.undrawn_message(table, BIDDER)
    message = json.loads(after.to(before))
    assert message["log_from"] == 1 and [e["move"] for e in message["log"]] == ["add worker"]
    assert json.loads(after.to(None))["log_from"] == 0  # a new connection: everything
    assert json.loads(after.to(after)) | {"log": None} == message | {"log": None, "log_from": 2}


def test_a_table_reloaded_after_another_process_undid_sends_the_whole_log_again(
    sqlite_url: str, make_client: ClientFactory
) -> None:
    """Two servers on one database (as PostgreSQL's notices tell the second, here by calling
    its catch-up): an undo at the first and an action that replaced it rebuild the table at the
    second, whose connections are sent the whole log again."""
    with make_client(sqlite_url) as one, make_client(sqlite_url) as two:
        table_id, key = _bidder(one)
        _act(one, table_id, key, "actions", action="add knight", move=0)
        catch_up = _service(two).catch_up
        with two.websocket_connect(f"/ws/tables/{table_id}?token={key}") as ws:
            first = ws.receive_json()
            assert first["log_from"] == 0 and [e["move"] for e in first["log"]] == ["add knight"]
            _act(one, table_id, key, "actions", action="add food", move=1)
            two.portal.call(catch_up, table_id)  # type: ignore[union-attr]
            added = ws.receive_json()
            assert added["log_from"] == 1 and [e["move"] for e in added["log"]] == ["add food"]
            _act(one, table_id, key, "undo", move=2)
            _act(one, table_id, key, "actions", action="add worker", move=1)
            two.portal.call(catch_up, table_id)  # type: ignore[union-attr]
            rebuilt = ws.receive_json()
            assert rebuilt["log_from"] == 0
            assert [e["move"] for e in rebuilt["log"]] == ["add knight", "add worker"]
