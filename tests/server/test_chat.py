"""The table chat: seats speak, everyone reads (spectators, replays); text stays text; length and
rate limits; every message is stored before anyone is sent it."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient

from tests.server.conftest import ClientFactory
from tests.server.helpers import auth, create, join_all, wait_for

JsonDict = dict[str, Any]


def _say(client: TestClient, table_id: str, key: str | None, text: str) -> tuple[int, JsonDict]:
    response = client.post(
        f"/api/tables/{table_id}/chat", json={"text": text}, headers=auth(key) if key else {}
    )
    return response.status_code, response.json()


def test_seats_speak_and_everyone_reads_text_as_text(client: TestClient) -> None:
    table_id, keys = create(client, "kus", ["human", "human", "random"])
    join_all(client, table_id, keys)
    waiting = wait_for(client, table_id, lambda p: p["current_player"] in keys)  # nothing moves
    with client.websocket_connect(f"/ws/tables/{table_id}") as spectator:
        assert spectator.receive_json()["type"] == "state"
        status, line = _say(client, table_id, keys[1], "  <b>hi</b>\n   there  ")
        assert status == 201
        assert line["seat"] == 1 and line["text"] == "<b>hi</b> there"
        assert line["move"] == waiting["move"]
        pushed = spectator.receive_json()
        while pushed["type"] != "chat":
            pushed = spectator.receive_json()
        assert pushed["messages"] == [line]
    assert client.get(f"/api/tables/{table_id}/chat").json() == [line]
    # A late comer gets the chat so far right after the state.
    with client.websocket_connect(f"/ws/tables/{table_id}?token={keys[0]}") as late:
        assert late.receive_json()["type"] == "state"
        assert late.receive_json() == {"type": "chat", "messages": [line]}


def test_chat_refuses_what_is_not_a_message(client: TestClient) -> None:
    table_id, keys = create(client, "kus", ["human", "random", "random"])
    join_all(client, table_id, keys)
    assert _say(client, table_id, None, "hello")[0] == 401  # spectators read, seats speak
    assert _say(client, table_id, "forged", "hello")[0] == 403
    status, refused = _say(client, table_id, keys[0], "x" * 501)
    assert status == 422 and "500" in refused["detail"]
    assert _say(client, table_id, keys[0], "   ")[0] == 422
    assert _say(client, table_id, keys[0], "bell \x07")[0] == 422
    assert _say(client, table_id, keys[0], "rtl \u202e")[0] == 422
    assert client.get(f"/api/tables/{table_id}/chat").json() == []


def test_chat_is_rate_limited_per_seat(client: TestClient) -> None:
    table_id, keys = create(client, "kus", ["human", "human", "random"])
    join_all(client, table_id, keys)
    for i in range(5):
        assert _say(client, table_id, keys[0], f"message {i}")[0] == 201
    response = client.post(
        f"/api/tables/{table_id}/chat", json={"text": "one more"}, headers=auth(keys[0])
    )
    assert response.status_code == 429 and int(response.headers["Retry-After"]) >= 1
    assert _say(client, table_id, keys[1], "the other seat may speak")[0] == 201
    assert len(client.get(f"/api/tables/{table_id}/chat").json()) == 6


def test_chat_is_stored_and_shown_in_the_replay(
    database_url: str, make_client: ClientFactory
) -> None:
    with make_client(database_url) as client:
        table_id, keys = create(client, "kus", ["human", "random", "random"], seed=3)
        join_all(client, table_id, keys)
        first = _say(client, table_id, keys[0], "good luck")[1]
        client.post(f"/api/tables/{table_id}/leave", headers=auth(keys[0]))
        final = wait_for(client, table_id, lambda p: p["is_over"])
        last = _say(client, table_id, keys[0], "well played")[1]
    with make_client(database_url) as client:  # a restart keeps it
        assert client.get(f"/api/tables/{table_id}/chat").json() == [first, last]
        said = client.get(f"/api/tables/{table_id}/replay/{first['move']}").json()
        assert said["chat"] == [first]  # shown from the position it was said at
        if first["move"] > 0:
            before = client.get(f"/api/tables/{table_id}/replay/{first['move'] - 1}").json()
            assert before["chat"] == []
        end = client.get(f"/api/tables/{table_id}/replay/{final['move']}").json()
        assert end["chat"] == [first, last]
