"""Playing tables through the API in tests."""

from __future__ import annotations

import random
import time
from typing import Any

from fastapi.testclient import TestClient

JsonDict = dict[str, Any]


def auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def create(
    client: TestClient, game: str, seats: list[str], seed: int | None = 1, **options: str
) -> tuple[str, dict[int, str]]:
    """A table whose seats are "human" or bot names; returns its id and the human seats'
    invites. `seed` is sent only where the server takes one (bots and at most one person)."""
    body = {
        "game": game,
        "num_players": len(seats),
        "seed": seed if seats.count("human") <= 1 else None,
        "options": options,
        "seats": [
            {"kind": "human", "name": f"H{i}"} if s == "human" else {"kind": "bot", "bot": s}
            for i, s in enumerate(seats)
        ],
    }
    response = client.post("/api/tables", json=body)
    assert response.status_code == 201, response.text
    data = response.json()
    tokens = {s["index"]: s["token"] for s in data["seats"] if s["kind"] == "human"}
    return data["id"], tokens


def claim(client: TestClient, table_id: str, invite: str) -> str:
    """Claim a seat with its invite; its key."""
    response = client.post(f"/api/tables/{table_id}/join", headers=auth(invite))
    assert response.status_code == 200, response.text
    key: str = response.json()["key"]
    return key


def join_all(client: TestClient, table_id: str, tokens: dict[int, str]) -> None:
    """Claim every seat of `tokens` (invites), which then holds the seats' keys instead."""
    for seat, invite in list(tokens.items()):
        response = client.post(f"/api/tables/{table_id}/join", headers=auth(invite))
        assert response.status_code == 200, response.text
        assert response.json()["seat"] == seat
        tokens[seat] = response.json()["key"]


def state(client: TestClient, table_id: str, token: str | None = None) -> JsonDict:
    response = client.get(f"/api/tables/{table_id}/state", headers=auth(token) if token else {})
    assert response.status_code == 200, response.text
    data: JsonDict = response.json()
    return data


def whole_log(shown: list[Any], message: JsonDict) -> list[Any]:
    """The log a client holds after a state message (as the page's log.js): the first
    `log_from` entries of the log it held, then the message's entries."""
    assert len(shown) >= message["log_from"], "a message builds on entries the client lacks"
    return [*shown[: message["log_from"]], *message["log"]]


def wait_for(client: TestClient, table_id: str, done: Any, timeout: float = 60.0) -> JsonDict:
    """Poll the spectator payload until `done(payload)` (bots move in the background)."""
    deadline = time.monotonic() + timeout
    while True:
        payload = state(client, table_id)
        if done(payload):
            return payload
        assert time.monotonic() < deadline, f"table {table_id} stuck at move {payload['move']}"
        time.sleep(0.02)


def play_moves(
    client: TestClient, table_id: str, tokens: dict[int, str], rng: random.Random, limit: int
) -> JsonDict:
    """Humans (by token) play random legal moves over HTTP, waiting for bots in between, until
    the game ends or `limit` human moves were made. Returns the last spectator payload."""
    for _ in range(limit):
        payload = wait_for(
            client, table_id, lambda p: p["is_over"] or p["current_player"] in tokens
        )
        if payload["is_over"]:
            return payload
        seat = payload["current_player"]
        mine = state(client, table_id, tokens[seat])
        action = rng.choice(mine["legal"])
        response = client.post(
            f"/api/tables/{table_id}/actions",
            json={"action": action["id"], "move": mine["move"]},
            headers=auth(tokens[seat]),
        )
        assert response.status_code == 200, response.text
    return state(client, table_id)
