"""Undo at a table: the seat to act takes back its own actions of the turn (cards added to a Krieg
und Frieden raise), over HTTP and the WebSocket; the action's row goes, every viewer's log loses
its line, a restarted server and another process on the same database see the same game."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import create_engine, select

from regnum.server.models import ActionRow
from tests.server.conftest import ClientFactory
from tests.server.helpers import auth, create, join_all, state

# Krieg und Frieden, seed 1: the third seat bids first (a person here, heuristic bots elsewhere).
SEATS = ["heuristic", "heuristic", "human", "heuristic"]
BIDDER = 2


def _added(card: str) -> dict[str, object]:
    """The log entry of seat 3 adding `card` to its bid, with the action's words."""
    label = {"id": "add", "params": {"card": f"card.{card}"}}
    return {"seat": 2, "move": f"add {card}", "label": label, "events": []}


def _table(client: TestClient) -> tuple[str, str]:
    table_id, tokens = create(client, "kuf", SEATS, seed=1)
    join_all(client, table_id, tokens)
    return table_id, tokens[BIDDER]


def _post(client: TestClient, table_id: str, what: str, key: str | None, **body: Any) -> Any:
    return client.post(
        f"/api/tables/{table_id}/{what}", json=body, headers=auth(key) if key else {}
    )


def test_cards_added_to_a_bid_are_taken_back_and_their_row_goes(
    database_url: str, make_client: ClientFactory
) -> None:
    with make_client(database_url, bot_delay=0) as client:
        table_id, key = _table(client)
        first = state(client, table_id, key)
        assert first["your_turn"] and first["undo"] == 0
        added = _post(client, table_id, "actions", key, action="add knight", move=0).json()
        assert added["move"] == 1 and added["undo"] == 1
        assert state(client, table_id)["log"][-1] == _added("knight")
        undone = _post(client, table_id, "undo", key, move=1)
        assert undone.status_code == 200, undone.text
        back = undone.json()
        assert back["move"] == 0 and back["undo"] == 0 and back["version"] > added["version"]
        for field in ("view", "legal", "log", "current_player"):
            assert back[field] == first[field], field
        assert state(client, table_id)["log"] == []  # the spectators' log too
        nothing = _post(client, table_id, "undo", key, move=0)
        assert nothing.status_code == 409 and "nothing can be taken back" in nothing.json()["detail"]
        _post(client, table_id, "actions", key, action="add food", move=0)
    with make_client(database_url, bot_delay=0) as again:  # a restart replays the rows kept
        mine = state(again, table_id, key)
        assert mine["move"] == 1 and mine["undo"] == 1
        assert mine["log"] == [_added("food")]
        assert _post(again, table_id, "undo", key, move=1).status_code == 200
        added = _post(again, table_id, "actions", key, action="add worker", move=0)
        assert added.status_code == 200
        bid = _post(again, table_id, "actions", key, action="bid", move=1).json()
        assert bid["undo"] == 0 and not bid["your_turn"]
    engine = create_engine(database_url)
    with engine.connect() as connection:
        rows = connection.execute(
            select(ActionRow.move_index, ActionRow.notation)
            .where(ActionRow.table_id == table_id)
            .order_by(ActionRow.move_index)
        ).all()
    engine.dispose()
    assert [tuple(r) for r in rows[:2]] == [(0, "add worker"), (1, "bid")]
    assert [r.move_index for r in rows] == list(range(len(rows)))


def test_undo_refusals_change_nothing(client: TestClient) -> None:
    table_id, key = _table(client)
    _post(client, table_id, "actions", key, action="add knight", move=0)
    before = state(client, table_id, key)
    assert _post(client, table_id, "undo", None, move=1).status_code == 401
    assert _post(client, table_id, "undo", "not-a-key", move=1).status_code == 403
    stale = _post(client, table_id, "undo", key, move=0)
    assert stale.status_code == 409 and "stale undo" in stale.json()["detail"]
    assert _post(client, table_id, "undo", key, move=1, extra=1).status_code == 422
    assert state(client, table_id, key) == before


def test_only_the_seat_to_act_takes_back(client: TestClient) -> None:
    table_id, tokens = create(client, "kuf", ["human"] * 3)
    join_all(client, table_id, tokens)
    to_act = state(client, table_id)["current_player"]
    other = (to_act + 1) % 3
    refused = _post(client, table_id, "undo", tokens[other], move=0)
    assert refused.status_code == 403 and "turn, not yours" in refused.json()["detail"]


def test_undo_over_the_websocket_reaches_every_connection(client: TestClient) -> None:
    table_id, key = _table(client)
    with (
        client.websocket_connect(f"/ws/tables/{table_id}?token={key}") as mine,
        client.websocket_connect(f"/ws/tables/{table_id}") as spectator,
    ):
        assert mine.receive_json()["undo"] == 0 and spectator.receive_json()["move"] == 0
        mine.send_json({"type": "action", "action": "add food", "move": 0})
        assert mine.receive_json()["undo"] == 1 and spectator.receive_json()["move"] == 1
        mine.send_json({"type": "undo", "move": 1})
        mine_back, theirs_back = mine.receive_json(), spectator.receive_json()
        assert mine_back["move"] == theirs_back["move"] == 0 and mine_back["undo"] == 0
        assert theirs_back["undo"] == 0 and theirs_back["log"] == []
        spectator.send_json({"type": "undo", "move": 0})
        refused = spectator.receive_json()
        assert refused["type"] == "error" and refused["status"] == 401
        mine.send_json({"type": "undo", "move": 0})
        error = mine.receive_json()
        assert error["type"] == "error" and error["status"] == 409
        assert "nothing can be taken back" in error["detail"]


def test_another_process_catches_up_with_an_undo(
    sqlite_url: str, make_client: ClientFactory
) -> None:
    """Two servers on one database: after an undo and another action at the first, the second
    (told of the change, as PostgreSQL's notices tell it) holds the same game although its move
    count is the same as before."""
    with make_client(sqlite_url) as one, make_client(sqlite_url) as two:
        table_id, key = _table(one)
        _post(one, table_id, "actions", key, action="add knight", move=0)
        assert state(two, table_id, key)["log"] == [_added("knight")]
        _post(one, table_id, "undo", key, move=1)
        _post(one, table_id, "actions", key, action="add food", move=0)
        service = two.app.state.service  # type: ignore[attr-defined]
        two.portal.call(service.catch_up, table_id)  # type: ignore[union-attr]
        caught = state(two, table_id, key)
        assert caught["log"] == [_added("food")] and caught["undo"] == 1
        assert caught["view"] == state(one, table_id, key)["view"]
