"""The WebSocket: the current view on connect and after every move, refusals as error messages,
dropped connections and reconnects."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from tests.server.helpers import auth, create, join_all, state


def _table(client: TestClient) -> tuple[str, dict[int, str], int]:
    table_id, tokens = create(client, "kuf", ["human"] * 4, seed=31)
    join_all(client, table_id, tokens)
    return table_id, tokens, state(client, table_id)["current_player"]


def test_an_accepted_move_is_pushed_to_every_connection(client: TestClient) -> None:
    table_id, tokens, seat = _table(client)
    other = (seat + 1) % 4
    with (
        client.websocket_connect(f"/ws/tables/{table_id}?token={tokens[seat]}") as mine,
        client.websocket_connect(f"/ws/tables/{table_id}?token={tokens[other]}") as theirs,
        client.websocket_connect(f"/ws/tables/{table_id}") as spectator,
    ):
        first = mine.receive_json()
        assert first["type"] == "state" and first["your_turn"] and first["seat"] == seat
        assert theirs.receive_json()["legal"] == []
        assert spectator.receive_json()["seat"] is None
        action = first["legal"][0]
        mine.send_json({"type": "action", "action": action["text"], "move": 0})
        for ws in (mine, theirs, spectator):
            pushed = ws.receive_json()
            assert pushed["type"] == "state" and pushed["move"] == 1
            assert pushed["log"][-1]["move"] == action["text"]


def test_refusals_come_back_as_error_messages_and_change_nothing(client: TestClient) -> None:
    table_id, tokens, seat = _table(client)
    other = (seat + 1) % 4
    with (
        client.websocket_connect(f"/ws/tables/{table_id}?token={tokens[seat]}") as mine,
        client.websocket_connect(f"/ws/tables/{table_id}?token={tokens[other]}") as theirs,
        client.websocket_connect(f"/ws/tables/{table_id}") as spectator,
    ):
        legal = mine.receive_json()["legal"]
        theirs.receive_json()
        spectator.receive_json()
        cases = [
            (mine, "{oops", 422, "malformed JSON"),
            (mine, '{"type": "chat"}', 422, '"type": "action"'),
            (mine, '{"type": "action", "action": "dance", "move": 0}', 422, "cannot read"),
            (mine, '{"type": "action", "action": 0, "move": "0"}', 422, "'move' must be"),
            (theirs, f'{{"type": "action", "action": {legal[0]["id"]}, "move": 0}}', 403,
             "not yours"),
            (spectator, f'{{"type": "action", "action": {legal[0]["id"]}, "move": 0}}', 401,
             "spectators cannot act"),
        ]  # fmt: skip
        for ws, text, status, detail in cases:
            ws.send_text(text)
            error = ws.receive_json()
            assert error["type"] == "error" and error["status"] == status, (text, error)
            assert detail in error["detail"]
        mine.send_bytes(b'{"type": "action", "action": 0, "move": 5}')
        stale = mine.receive_json()
        assert stale["status"] == 409 and "stale action" in stale["detail"]
        resent = mine.receive_json()
        assert resent["type"] == "state" and resent["move"] == 0
    assert state(client, table_id)["move"] == 0


def test_a_dropped_connection_leaves_the_table_and_a_reconnect_gets_the_current_view(
    client: TestClient,
) -> None:
    table_id, tokens, seat = _table(client)
    with client.websocket_connect(f"/ws/tables/{table_id}?token={tokens[seat]}") as ws:
        legal = ws.receive_json()["legal"]
        ws.send_json({"type": "action", "action": legal[0]["id"], "move": 0})
        assert ws.receive_json()["move"] == 1
    # the socket is gone; the game goes on over HTTP, then the seat reconnects
    nxt = state(client, table_id)["current_player"]
    legal = state(client, table_id, tokens[nxt])["legal"]
    moved = client.post(
        f"/api/tables/{table_id}/actions",
        json={"action": legal[-1]["id"], "move": 1},
        headers=auth(tokens[nxt]),
    )
    assert moved.status_code == 200
    with client.websocket_connect(f"/ws/tables/{table_id}?token={tokens[seat]}") as ws:
        again = ws.receive_json()
        assert again["move"] == 2
        assert again == {"type": "state", **state(client, table_id, tokens[seat])}


def test_unknown_tables_and_wrong_tokens_are_told_and_closed(client: TestClient) -> None:
    table_id, _, _ = _table(client)
    for url, status in ((f"/ws/tables/{table_id}?token=forged", 403), ("/ws/tables/none", 404)):
        with client.websocket_connect(url) as ws:
            error = ws.receive_json()
            assert error["type"] == "error" and error["status"] == status
            with pytest.raises(WebSocketDisconnect) as closed:
                ws.receive_json()
            assert closed.value.code == 4000 + status
