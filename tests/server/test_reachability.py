"""Reaching friends: `regnum serve --public-url` (invite links that work on other computers), what
the command prints about where the server can be reached, and records that name the players."""

from __future__ import annotations

import socket

import pytest

from regnum import bots, games
from regnum.engine.errors import RegnumError
from regnum.engine.record import GameRecord
from regnum.server import addresses
from regnum.sim.simulate import bot_move
from tests.server.conftest import ClientFactory


def create_body() -> dict[str, object]:
    return {
        "game": "kus", "num_players": 3, "seed": None, "options": {},
        "seats": [{"kind": "human", "name": "Ada"}, {"kind": "human", "name": "Bo"},
                  {"kind": "bot", "bot": "random"}],
    }


def test_invite_links_start_with_the_public_url(sqlite_url: str, make_client: ClientFactory) -> None:
    with make_client(sqlite_url, public_url="https://games.example.org") as client:
        response = client.post("/api/tables", json=create_body())
        assert response.status_code == 201, response.text
        data = response.json()
    humans = [s for s in data["seats"] if s["kind"] == "human"]
    assert len(humans) == 2
    for seat in humans:
        assert seat["invite"] == f"/tables/{data['id']}#seat={seat['token']}"
        assert seat["url"] == "https://games.example.org" + seat["invite"]
    assert "url" not in next(s for s in data["seats"] if s["kind"] == "bot")
    # The link works: its token opens that seat.
    with make_client(sqlite_url, public_url="https://games.example.org") as client:
        token = humans[1]["token"]
        joined = client.post(f"/api/tables/{data['id']}/join",
                             headers={"Authorization": f"Bearer {token}"})
        assert joined.status_code == 200, joined.text


def test_without_a_public_url_links_are_relative(sqlite_url: str,
                                                 make_client: ClientFactory) -> None:
    with make_client(sqlite_url) as client:
        data = client.post("/api/tables", json=create_body()).json()
    assert all("url" not in seat for seat in data["seats"])
    assert data["seats"][0]["invite"].startswith("/tables/")


@pytest.mark.parametrize(("given", "kept"), [
    ("https://games.example.org/", "https://games.example.org"),
    ("http://203.0.113.7:8000", "http://203.0.113.7:8000"),
    (" https://Games.Example.org:8443 ", "https://Games.Example.org:8443"),
])
def test_public_url_is_tidied(given: str, kept: str) -> None:
    assert addresses.public_url(given) == kept


@pytest.mark.parametrize("bad", [
    "games.example.org", "ftp://games.example.org", "https://", "https://example.org/regnum",
    "http://example.org/?x=1",
])
def test_public_url_refuses_what_cannot_prefix_a_link(bad: str) -> None:
    with pytest.raises(RegnumError):
        addresses.public_url(bad)


def test_listening_everywhere_names_the_reachable_addresses(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(addresses, "reachable_addresses", lambda: ["192.168.1.20"])
    lines = addresses.listening_lines("0.0.0.0", 8000, None)
    assert any("http://192.168.1.20:8000/" in line for line in lines)
    assert any("--public-url" in line for line in lines)
    assert addresses.listening_lines("0.0.0.0", 8000, "https://x.org") == [
        "open https://x.org/ in a browser; invite links start with https://x.org/"
    ]
    loopback = addresses.listening_lines("127.0.0.1", 8000, None)
    assert loopback[0] == "open http://localhost:8000/ in a browser"
    assert "--host 0.0.0.0" in loopback[1]


def test_reachable_addresses_are_this_machines_and_not_loopback() -> None:
    found = addresses.reachable_addresses()
    for address in found:
        assert not address.startswith("127.")
        socket.inet_aton(address)  # an IPv4 address


def finished_record(seats: list[str]) -> dict[str, object]:
    """The record of a Krone & Schwert game random bots played to its end, with `seats`."""
    game = games.get("kus")
    state = game.new_game(3, 5, {})
    players = [bots.make("random", game, seed) for seed in range(3)]
    while (player := state.current_player) is not None:
        bot_move(state, players[player])
    return GameRecord.from_state(state, seats).to_json()


def test_downloaded_records_name_the_players(sqlite_url: str, make_client: ClientFactory) -> None:
    """A record names its human players (not "human"), and its bots; a human called like a bot
    is written "human", so that importing the record again does not seat that bot."""
    with make_client(sqlite_url) as client:
        uploaded = client.post("/api/records", json=finished_record(["Ada", "random", "Random"]))
        assert uploaded.status_code == 201, uploaded.text
        table_id = uploaded.json()["id"]
        seats = client.get(f"/api/tables/{table_id}").json()["seats"]
        assert (seats[0]["kind"], seats[0]["name"]) == ("human", "Ada")
        assert seats[2]["kind"] == "human" and seats[2]["name"] == "Random"
        record = client.get(f"/api/tables/{table_id}/record").json()
        assert record["seats"] == ["Ada", "random", "human"]
        again = client.post("/api/records", json=record)
        assert again.status_code == 201, again.text
        seats = client.get(f"/api/tables/{again.json()['id']}").json()["seats"]
    assert [s["kind"] for s in seats] == ["human", "bot", "human"]
    assert seats[0]["name"] == "Ada"
