"""Clocks: a seat out of time is played by the table's bot until its person takes it back;
resigning hands it to the bot for good; the clocks run from what the database holds, so they
survive a restart; open tables nobody completed expire."""

from __future__ import annotations

import time
from datetime import datetime, timedelta
from typing import Any

import pytest
from fastapi.testclient import TestClient

from regnum.server import clocks
from regnum.server.clocks import Clock
from regnum.server.store import HUMAN, Seat
from tests.server.conftest import ClientFactory
from tests.server.helpers import auth, claim, create, join_all, state, wait_for

JsonDict = dict[str, Any]


@pytest.fixture(autouse=True)
def short_clocks(monkeypatch: pytest.MonkeyPatch) -> None:
    """Clocks of a second or two, so that tests do not wait minutes."""
    monkeypatch.setattr(clocks, "MIN_SECONDS", 1)


def _solo(client: TestClient, clock: JsonDict) -> tuple[str, str]:
    """A Krone & Schwert table of one person and two random bots, claimed: its id and key."""
    body = {
        "game": "kus",
        "num_players": 3,
        "seed": 4,
        "clock": clock,
        "seats": [{"kind": "human", "name": "Ann"}, *[{"kind": "bot", "bot": "random"}] * 2],
    }
    response = client.post("/api/tables", json=body)
    assert response.status_code == 201, response.text
    table_id: str = response.json()["id"]
    return table_id, claim(client, table_id, response.json()["seats"][0]["token"])


def _away(client: TestClient, table_id: str) -> str | None:
    away: str | None = client.get(f"/api/tables/{table_id}").json()["seats"][0]["away"]
    return away


def test_a_seat_out_of_time_is_played_by_the_bot_until_taken_back(
    sqlite_url: str, make_client: ClientFactory
) -> None:
    with make_client(sqlite_url, bot_delay=0.2) as client:  # bots slow enough to watch
        _out_of_time_and_back(client)


def _out_of_time_and_back(client: TestClient) -> None:
    table_id, key = _solo(client, {"mode": "move", "seconds": 1, "bot": "random"})
    mine = wait_for(client, table_id, lambda p: p["current_player"] == 0)
    payload = state(client, table_id, key)
    assert payload["your_turn"] and payload["clock"]["mode"] == "move"
    assert abs(payload["clock"]["deadline"] - payload["clock"]["turn_started"] - 1000) <= 1
    time.sleep(1.5)  # nobody acts: the bot takes the seat and plays on
    after = wait_for(client, table_id, lambda p: p["move"] > mine["move"])
    assert after["table"]["seats"][0]["away"] == "timeout"
    refused = client.post(
        f"/api/tables/{table_id}/actions", json={"action": 0, "move": after["move"]},
        headers=auth(key),
    )
    assert refused.status_code in (403, 409)
    back = client.post(f"/api/tables/{table_id}/back", headers=auth(key))
    assert back.status_code == 200, back.text
    assert back.json()["seats"][0]["away"] is None
    again = client.post(f"/api/tables/{table_id}/back", headers=auth(key))
    assert again.status_code == 409
    # Back in charge: the next turn waits for the person (a second at most) and is playable.
    turn = wait_for(client, table_id, lambda p: p["current_player"] == 0 or p["is_over"])
    if not turn["is_over"]:
        payload = state(client, table_id, key)
        if payload["your_turn"]:
            played = client.post(
                f"/api/tables/{table_id}/actions",
                json={"action": payload["legal"][0]["id"], "move": payload["move"]},
                headers=auth(key),
            )
            assert played.status_code == 200 or _away(client, table_id) == "timeout"


def test_leaving_hands_the_seat_to_the_bot_for_good(client: TestClient) -> None:
    table_id, key = _solo(client, {"mode": "none", "bot": "random"})
    assert client.post(f"/api/tables/{table_id}/leave").status_code == 401
    left = client.post(f"/api/tables/{table_id}/leave", headers=auth(key))
    assert left.status_code == 200 and left.json()["seats"][0]["away"] == "left"
    refused = client.post(f"/api/tables/{table_id}/back", headers=auth(key))
    assert refused.status_code == 409 and "left" in refused.json()["detail"]
    final = wait_for(client, table_id, lambda p: p["is_over"])  # bots alone finish the game
    assert final["table"]["status"] == "finished"


def test_clocks_are_refused_when_they_make_no_sense(client: TestClient) -> None:
    def refused(clock: JsonDict) -> str:
        body = {"game": "kus", "num_players": 3, "clock": clock,
                "seats": [{"kind": "bot", "bot": "random"}] * 3}  # fmt: skip
        response = client.post("/api/tables", json=body)
        assert response.status_code == 422, response.text
        detail: str = response.json()["detail"]
        return detail

    assert "seconds" in refused({"mode": "move", "seconds": 0})
    assert "increment" in refused({"mode": "move", "seconds": 60, "increment": 5})
    assert "unknown bot" in refused({"mode": "none", "bot": "genius"})
    assert "mode" in refused({"mode": "blitz", "seconds": 60})


def test_a_clock_runs_on_across_a_restart(database_url: str, make_client: ClientFactory) -> None:
    with make_client(database_url) as client:
        table_id, key = _solo(client, {"mode": "total", "seconds": 2, "increment": 0})
        wait_for(client, table_id, lambda p: p["current_player"] == 0)
        before = state(client, table_id, key)["clock"]
        assert before["left_ms"][0] == 2000 and before["deadline"] is not None
    time.sleep(2.2)  # the deadline passes while no server runs
    with make_client(database_url) as client:
        after = wait_for(client, table_id, lambda p: p["table"]["seats"][0]["away"] is not None)
        assert after["table"]["seats"][0]["away"] == "timeout"
        assert after["clock"]["left_ms"][0] == 0
    with make_client(database_url) as client:  # the hand-over itself was stored
        assert _away(client, table_id) == "timeout"
        back = client.post(f"/api/tables/{table_id}/back", headers=auth(key))
        assert back.status_code == 200
        assert state(client, table_id, key)["clock"]["left_ms"][0] == clocks.GRACE_MS


def test_open_tables_nobody_completed_expire(sqlite_url: str, make_client: ClientFactory) -> None:
    with make_client(sqlite_url, open_hours=0.5 / 3600) as client:
        seats = [{"kind": "human"}, {"kind": "human"}, {"kind": "bot", "bot": "random"}]
        body = {"game": "kus", "num_players": 3, "seats": seats}
        waiting = client.post("/api/tables", json=body).json()["id"]
        running, _key = _solo(client, {"mode": "none"})
        deadline = time.monotonic() + 10
        while client.get(f"/api/tables/{waiting}").status_code != 404:
            assert time.monotonic() < deadline, "the open table did not expire"
            time.sleep(0.1)
        assert client.get(f"/api/tables/{running}").status_code == 200


# -- the arithmetic ------------------------------------------------------------------------------
START = datetime(2026, 11, 23, 20, 0, 0)


def _seat(clock_ms: int | None, away: str | None = None) -> Seat:
    return Seat(0, HUMAN, "Ann", joined=True, clock_ms=clock_ms, away=away)


def test_a_total_clock_keeps_what_is_left_plus_the_increment() -> None:
    clock = Clock("total", 60, 5, "random")
    seat = _seat(60_000)
    assert clocks.deadline(clock, seat, START) == START + timedelta(seconds=60)
    turn = clocks.passed(clock, seat, START, START + timedelta(seconds=12.5))
    assert turn.started == START + timedelta(seconds=12.5) and turn.clock_ms == 52_500
    late = clocks.passed(clock, seat, START, START + timedelta(seconds=90))
    assert late.clock_ms == 5_000  # never below zero, then the increment
    assert clocks.deadline(clock, _seat(0, "timeout"), START) is None  # the bot has no clock


def test_a_turn_limit_starts_over_each_turn_and_when_taken_back() -> None:
    clock = Clock("move", 30, 0, "random")
    assert clocks.deadline(clock, _seat(None), START) == START + timedelta(seconds=30)
    assert clocks.passed(clock, _seat(None), START, START).clock_ms is None
    later = START + timedelta(minutes=5)
    turn = clocks.taken_back(clock, _seat(None), True, later)
    assert turn is not None and turn.started == later
    assert clocks.taken_back(clock, _seat(None), False, later) is None
    total = clocks.taken_back(Clock("total", 60, 0, "random"), _seat(0), False, later)
    assert total is not None and total.clock_ms == clocks.GRACE_MS
    assert clocks.deadline(Clock(), _seat(None), START) is None


def test_the_others_vote_an_absent_seat_to_the_bot(client: TestClient) -> None:
    """Without a clock, a friend who dropped out would stall the table: when every other person
    votes during that seat's turn, the bot plays it; a move of the seat drops the votes."""
    table_id, keys = create(client, "kuf", ["human", "human", "human", "random"])
    join_all(client, table_id, keys)
    payload = wait_for(client, table_id, lambda p: p["current_player"] in keys)
    absent = payload["current_player"]
    first = next(seat for seat in keys if seat != absent)
    url = f"/api/tables/{table_id}/seats"

    def vote(voter: int, target: int) -> Any:
        return client.post(f"{url}/{target}/bot", headers=auth(keys[voter]))

    assert vote(absent, absent).status_code == 422  # one's own seat: leave instead
    assert vote(absent, first).status_code == 409  # not the seat the table waits for
    assert client.post(f"{url}/{absent}/bot").status_code == 401
    once = vote(first, absent)
    assert once.status_code == 200 and once.json()["seats"][absent]["votes"] == [first]
    assert vote(first, absent).json()["seats"][absent]["away"] is None  # one vote per seat
    # The seat moves after all: the votes are dropped.
    mine = state(client, table_id, keys[absent])
    moved = client.post(
        f"/api/tables/{table_id}/actions",
        json={"action": mine["legal"][0]["id"], "move": mine["move"]},
        headers=auth(keys[absent]),
    )
    assert moved.status_code == 200
    assert client.get(f"/api/tables/{table_id}").json()["seats"][absent]["votes"] == []
    # The next person the table waits for: when both others vote, the bot takes the seat.
    target = wait_for(client, table_id, lambda p: p["current_player"] in keys)["current_player"]
    voters = [seat for seat in keys if seat != target]
    assert vote(voters[0], target).json()["seats"][target]["away"] is None
    done = vote(voters[1], target)
    assert done.status_code == 200 and done.json()["seats"][target]["away"] == "timeout"
    assert done.json()["seats"][target]["votes"] == []
    back = client.post(f"/api/tables/{table_id}/back", headers=auth(keys[target]))
    assert back.status_code == 200 and back.json()["seats"][target]["away"] is None
