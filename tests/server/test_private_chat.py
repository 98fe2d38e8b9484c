"""Private messages between two seats: delivered live, listed and replayed to those two seats
only (never to a third seat, a spectator, the table's creator or a bot); refused with the reason
for a bad recipient; stored like the public chat, with its limits."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from fastapi.testclient import TestClient
from starlette.testclient import WebSocketTestSession

from regnum.engine.game import State
from regnum.server import bot_seats
from tests.server.conftest import ClientFactory
from tests.server.helpers import auth, create, join_all, play_moves, wait_for

JsonDict = dict[str, Any]


def _say(
    client: TestClient, table_id: str, key: str | None, text: str, to: Any = None
) -> tuple[int, JsonDict]:
    body: JsonDict = {"text": text} if to is None else {"text": text, "to": to}
    response = client.post(
        f"/api/tables/{table_id}/chat", json=body, headers=auth(key) if key else {}
    )
    return response.status_code, response.json()


def _chat(client: TestClient, table_id: str, key: str | None = None) -> list[JsonDict]:
    response = client.get(f"/api/tables/{table_id}/chat", headers=auth(key) if key else {})
    assert response.status_code == 200, response.text
    said: list[JsonDict] = response.json()
    return said


def _texts(lines: list[JsonDict]) -> list[str]:
    return [line["text"] for line in lines]


def _until(socket: WebSocketTestSession, last: str) -> tuple[list[str], list[JsonDict]]:
    """Every message a connection receives until the chat line `last`: the raw texts, and the
    chat lines among them."""
    raw: list[str] = []
    lines: list[JsonDict] = []
    while True:
        text = socket.receive_text()
        raw.append(text)
        message = json.loads(text)
        if message["type"] == "chat":
            lines.extend(message["messages"])
            if any(line["text"] == last for line in message["messages"]):
                return raw, lines


def test_private_messages_reach_only_their_two_seats(client: TestClient) -> None:
    response = client.post(
        "/api/tables",
        json={
            "game": "kus",
            "num_players": 4,
            "seats": [{"kind": "human", "name": n} for n in ("Anna", "Bruno", "Carla")]
            + [{"kind": "bot", "bot": "random"}],
        },
    )
    created = response.json()
    table_id, host_key = created["id"], created["host_key"]
    keys = {s["index"]: s["token"] for s in created["seats"] if s["kind"] == "human"}
    join_all(client, table_id, keys)
    url = f"/ws/tables/{table_id}"
    whispers = ["meet me at the ford", "<b>zebra</b> plan", "marmalade, Anna", "quokka for Anna"]
    marks = ["ford", "zebra", "marmalade", "quokka"]  # a word of each, found in no other text
    with (
        client.websocket_connect(f"{url}?token={keys[0]}") as anna,
        client.websocket_connect(f"{url}?token={keys[1]}") as bruno,
        client.websocket_connect(f"{url}?token={keys[2]}") as carla,
        client.websocket_connect(url) as spectator,
    ):
        # A whole exchange: whispers and public lines while the game goes on.
        rng = random.Random(5)
        assert _say(client, table_id, keys[0], "hello all")[0] == 201
        status, first = _say(client, table_id, keys[0], whispers[0], to=1)
        assert status == 201 and first["seat"] == 0 and first["to"] == 1
        play_moves(client, table_id, keys, rng, 3)
        assert _say(client, table_id, keys[0], whispers[1], to=1)[0] == 201
        assert _say(client, table_id, keys[1], whispers[2], to=0)[0] == 201
        play_moves(client, table_id, keys, rng, 3)
        assert _say(client, table_id, keys[2], whispers[3], to=0)[0] == 201
        assert _say(client, table_id, keys[1], "the end")[0] == 201
        received = {
            name: _until(socket, "the end")
            for name, socket in (
                ("anna", anna), ("bruno", bruno), ("carla", carla), ("spectator", spectator)
            )
        }
    public = ["hello all", "the end"]
    assert _texts(received["anna"][1]) == ["hello all", *whispers, "the end"]
    assert _texts(received["bruno"][1]) == ["hello all", *whispers[:3], "the end"]
    assert _texts(received["carla"][1]) == ["hello all", whispers[3], "the end"]
    assert _texts(received["spectator"][1]) == public
    for name, secrets in (("bruno", marks[3:]), ("carla", marks[:3]), ("spectator", marks)):
        for text in received[name][0]:
            assert not any(mark in text for mark in secrets), (name, text)
    # Listed by key: each seat its own, a spectator the public lines; the creator's host key is
    # no seat's.
    assert _texts(_chat(client, table_id, keys[0])) == ["hello all", *whispers, "the end"]
    assert _texts(_chat(client, table_id, keys[1])) == ["hello all", *whispers[:3], "the end"]
    assert _texts(_chat(client, table_id, keys[2])) == ["hello all", whispers[3], "the end"]
    assert _texts(_chat(client, table_id)) == public
    refused = client.get(f"/api/tables/{table_id}/chat", headers=auth(host_key))
    assert refused.status_code == 403
    assert _say(client, table_id, host_key, "as the creator", to=0)[0] == 403
    # Who connects later gets what they may read, right after the state.
    with client.websocket_connect(f"{url}?token={keys[2]}") as late:
        assert late.receive_json()["type"] == "state"
        assert _texts(late.receive_json()["messages"]) == ["hello all", whispers[3], "the end"]


def test_a_private_message_needs_another_persons_seat(client: TestClient) -> None:
    table_id, keys = create(client, "fief", ["human", "human", "random"])
    join_all(client, table_id, keys)
    for to, reason in ((0, "your own"), (3, "0 to 2"), (-1, "0 to 2"), (2, "bot")):
        status, refused = _say(client, table_id, keys[0], "psst", to=to)
        assert status == 422 and reason in refused["detail"], (to, refused)
    for not_a_seat in ("spectator", "1", 1.5, True):
        assert _say(client, table_id, keys[0], "psst", to=not_a_seat)[0] == 422
    assert _say(client, table_id, None, "psst", to=1)[0] == 401  # a spectator speaks to nobody
    status, refused = _say(client, table_id, keys[0], "x" * 501, to=1)
    assert status == 422 and "500" in refused["detail"]
    assert _say(client, table_id, keys[0], "<i>\u202e</i>", to=1)[0] == 422
    assert _chat(client, table_id, keys[0]) == _chat(client, table_id, keys[1]) == []
    # One allowance per seat for public and private messages together.
    for i in range(5):
        assert _say(client, table_id, keys[0], f"line {i}", to=1 if i % 2 else None)[0] == 201
    assert _say(client, table_id, keys[0], "one more", to=1)[0] == 429
    assert len(_chat(client, table_id, keys[1])) == 5


def test_private_chat_is_stored_and_replayed_to_its_seats_only(
    database_url: str, make_client: ClientFactory
) -> None:
    with make_client(database_url) as client:
        table_id, keys = create(client, "kus", ["human", "human", "human"])
        join_all(client, table_id, keys)
        public = _say(client, table_id, keys[2], "good luck")[1]
        whisper = _say(client, table_id, keys[0], "you and me against Carla", to=1)[1]
        answer = _say(client, table_id, keys[1], "done", to=0)[1]
        for leaving in keys.values():
            client.post(f"/api/tables/{table_id}/leave", headers=auth(leaving))
        final = wait_for(client, table_id, lambda p: p["is_over"])["move"]
    with make_client(database_url) as client:  # a restart keeps them, with their recipients
        both = [public, whisper, answer]
        assert _chat(client, table_id, keys[0]) == _chat(client, table_id, keys[1]) == both
        assert _chat(client, table_id, keys[2]) == _chat(client, table_id) == [public]

        def replayed(seat: str, key: str | None = None) -> list[JsonDict]:
            response = client.get(
                f"/api/tables/{table_id}/replay/{final}?seat={seat}",
                headers=auth(key) if key else {},
            )
            assert response.status_code == 200, response.text
            said: list[JsonDict] = response.json()["chat"]
            return said

        assert replayed("0", keys[0]) == replayed("1", keys[1]) == both
        # As another seat, a spectator, or a seat without its key: the public line only.
        others: list[tuple[str, str | None]] = [
            ("2", keys[2]), ("spectator", None), ("spectator", keys[0]),
            ("0", None), ("1", None), ("0", keys[1]), ("2", keys[0]),
        ]  # fmt: skip
        for seat, key in others:
            assert replayed(seat, key) == [public], (seat, key)
        refused = client.get(f"/api/tables/{table_id}/replay/{final}?seat=0", headers=auth("x"))
        assert refused.status_code == 403


def test_bots_are_never_handed_private_messages(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A seat whose person left is played by the bot; the messages to it stay for the person:
    what the bot decides from (the game's state) holds none of them."""
    seen: list[str] = []
    choose = bot_seats._choose

    def watched(name: str, state: State, seed: int) -> Any:
        seen.append(json.dumps(state.to_json()))
        return choose(name, state, seed)

    monkeypatch.setattr(bot_seats, "_choose", watched)
    table_id, keys = create(client, "kus", ["human", "human", "random"])
    join_all(client, table_id, keys)
    client.post(f"/api/tables/{table_id}/leave", headers=auth(keys[1]))
    assert _say(client, table_id, keys[0], "zanzibar for you alone", to=1)[0] == 201
    client.post(f"/api/tables/{table_id}/leave", headers=auth(keys[0]))
    wait_for(client, table_id, lambda p: p["is_over"])
    assert seen and not any("zanzibar" in state for state in seen)
    assert _texts(_chat(client, table_id, keys[1])) == ["zanzibar for you alone"]
