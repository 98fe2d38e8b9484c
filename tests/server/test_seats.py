"""Seats that cannot be lost or spied on: an invite is claimed once and the seat then opens only
with the key its claimer got; the creator's host key re-issues only unclaimed invites; seeds of
tables with two or more people are the server's; a browser lists its own tables."""

from __future__ import annotations

from fastapi.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from tests.server.conftest import ClientFactory
from tests.server.helpers import auth, claim, create, state


def _table(client: TestClient) -> tuple[str, dict[int, str], str]:
    """A Krieg und Frieden table of two people and two bots: its id, invites and host key."""
    body = {
        "game": "kuf",
        "num_players": 4,
        "seats": [
            {"kind": "human", "name": "Ann"},
            {"kind": "human", "name": "Ben"},
            {"kind": "bot", "bot": "random"},
            {"kind": "bot", "bot": "random"},
        ],
    }
    response = client.post("/api/tables", json=body)
    assert response.status_code == 201, response.text
    data = response.json()
    invites = {s["index"]: s["token"] for s in data["seats"] if s["kind"] == "human"}
    return data["id"], invites, data["host_key"]


def test_an_invite_is_claimed_once_and_then_opens_nothing(client: TestClient) -> None:
    table_id, invites, host_key = _table(client)
    url = f"/api/tables/{table_id}"
    # Before the claim an invite opens nothing but the claim: its holder (the creator) would see
    # the seat's hand before its player arrives.
    early = client.get(f"{url}/state", headers=auth(invites[0]))
    assert early.status_code == 403 and "claim" in early.json()["detail"]
    key = claim(client, table_id, invites[0])
    assert key != invites[0]
    for path in ("/join", "/state"):
        again = client.request(
            "POST" if path == "/join" else "GET", url + path, headers=auth(invites[0])
        )
        assert again.status_code == 403 and "already used" in again.json()["detail"]
    with client.websocket_connect(f"/ws/tables/{table_id}?token={invites[0]}") as ws:
        refused = ws.receive_json()
        assert refused["status"] == 403 and "already used" in refused["detail"]
        try:
            ws.receive_json()
            raise AssertionError("the socket should have been closed")
        except WebSocketDisconnect as closed:
            assert closed.code == 4403
    # The key opens the seat, from any number of tabs; joining with it again changes nothing.
    assert state(client, table_id, key)["seat"] == 0
    assert client.post(f"{url}/join", headers=auth(key)).json() == {"seat": 0}
    # The creator's host key is no seat's key.
    assert client.get(f"{url}/state", headers=auth(host_key)).status_code == 403
    # The host key re-issues an unclaimed seat's invite (the old one stops working), never a
    # claimed one.
    refused = client.post(f"{url}/seats/0/invite", headers=auth(host_key))
    assert refused.status_code == 409 and "claimed" in refused.json()["detail"]
    assert client.post(f"{url}/seats/1/invite", headers=auth(key)).status_code == 403
    assert client.post(f"{url}/seats/2/invite", headers=auth(host_key)).status_code == 422
    fresh = client.post(f"{url}/seats/1/invite", headers=auth(host_key))
    assert fresh.status_code == 200, fresh.text
    assert fresh.json()["invite"] == f"/tables/{table_id}#seat={fresh.json()['token']}"
    assert client.post(f"{url}/join", headers=auth(invites[1])).status_code == 403
    ben = claim(client, table_id, fresh.json()["token"])
    assert client.get(url).json()["status"] == "running"
    assert state(client, table_id, ben)["seat"] == 1


def test_a_websocket_claims_an_invite_and_sends_the_key_once(client: TestClient) -> None:
    table_id, invites, _ = _table(client)
    with client.websocket_connect(f"/ws/tables/{table_id}?token={invites[1]}") as ws:
        claimed = ws.receive_json()
        assert claimed["type"] == "claimed" and claimed["seat"] == 1
        assert ws.receive_json()["seat"] == 1
    assert state(client, table_id, claimed["key"])["seat"] == 1
    with client.websocket_connect(f"/ws/tables/{table_id}?token={claimed['key']}") as ws:
        assert ws.receive_json()["type"] == "state"  # a key: no second claim, no new key


def test_a_seed_is_chosen_only_where_at_most_one_person_plays(client: TestClient) -> None:
    def body(seats: list[str], seed: int | None) -> dict[str, object]:
        return {
            "game": "kus",
            "num_players": 3,
            "seed": seed,
            "seats": [
                {"kind": "human"} if s == "human" else {"kind": "bot", "bot": s} for s in seats
            ],
        }

    refused = client.post("/api/tables", json=body(["human", "human", "random"], 7))
    assert refused.status_code == 422 and "seed" in refused.json()["detail"]
    for seats in (["human", "random", "random"], ["random"] * 3):
        assert client.post("/api/tables", json=body(seats, 7)).status_code == 201
    table_id = client.post("/api/tables", json=body(["human", "human", "random"], None)).json()[
        "id"
    ]
    # The server's seed is nowhere before the end: not in the summary, nor a record.
    assert "seed" not in client.get(f"/api/tables/{table_id}").text
    assert client.get(f"/api/tables/{table_id}/record").status_code == 409


def test_a_browser_lists_its_own_tables_by_id(client: TestClient) -> None:
    mine, _ = create(client, "kus", ["human", "random", "random"])
    other, _ = create(client, "kus", ["human", "random", "random"])
    listed = client.get("/api/tables", params={"ids": f"{mine},nosuchtable,bad\x00id"})
    assert [t["id"] for t in listed.json()] == [mine]
    assert other not in listed.text
    too_many = ",".join(f"t{i}" for i in range(201))
    assert client.get("/api/tables", params={"ids": too_many}).status_code == 422


def test_claims_survive_a_restart(database_url: str, make_client: ClientFactory) -> None:
    with make_client(database_url) as client:
        table_id, invites, host_key = _table(client)
        key = claim(client, table_id, invites[0])
    with make_client(database_url) as client:
        assert state(client, table_id, key)["seat"] == 0
        assert client.post(f"/api/tables/{table_id}/join", headers=auth(invites[0])).status_code == 403
        fresh = client.post(f"/api/tables/{table_id}/seats/1/invite", headers=auth(host_key))
        assert fresh.status_code == 200
        claim(client, table_id, fresh.json()["token"])
        assert client.get(f"/api/tables/{table_id}").json()["status"] == "running"
