"""Why an action is refused, in the viewer's language: the payload's greyed actions and the
refusal of an illegal action carry the engine's reason as the game's words (`reason`: an id and
parameters, beside the English `why` / `detail`), which read in French with the game's French
texts, as the page shows them (static/js/texts.js), seats by their names."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient

from regnum.engine.events import in_words
from tests.server.helpers import auth, create, join_all, state, wait_for

WEALTH = {"id": "no-card", "params": {"card": "resource.wealth"}}


def _third_seat_bids(client: TestClient) -> tuple[str, str, dict[str, Any]]:
    """Seed 1: the third seat (a person) bids first and holds no wealth card."""
    table_id, tokens = create(client, "kuf", ["heuristic", "heuristic", "human", "heuristic"],
                              seed=1)
    join_all(client, table_id, tokens)
    wait_for(client, table_id, lambda p: p["current_player"] == 2)
    return table_id, tokens[2], state(client, table_id, tokens[2])


def _french(client: TestClient, reason: dict[str, Any], names: list[str]) -> str:
    texts = client.get("/api/games/kuf/texts", params={"lang": "fr"}).json()
    return in_words(reason, texts, names, "reason")


def test_a_french_viewer_reads_why_a_greyed_action_is_not_allowed(client: TestClient) -> None:
    _, _, mine = _third_seat_bids(client)
    names = [seat["name"] or f"seat {seat['index'] + 1}" for seat in mine["table"]["seats"]]
    blocked = {entry["text"]: entry for entry in mine["blocked"]}
    wealth = blocked["add wealth"]
    assert wealth["why"] == "you have no wealth card in your hand"
    assert wealth["reason"] == WEALTH
    assert _french(client, wealth["reason"], names) == "vous n'avez pas de carte richesse en main"
    for entry in blocked.values():  # every greyed action says why in French, never in English
        assert entry["reason"] is not None, entry
        assert _french(client, entry["reason"], names) != entry["why"], entry


def test_an_illegal_action_is_refused_with_its_reason_in_words(client: TestClient) -> None:
    table_id, token, mine = _third_seat_bids(client)
    wealth = next(entry for entry in mine["blocked"] if entry["text"] == "add wealth")
    body = {"action": wealth["id"], "move": mine["move"]}
    response = client.post(f"/api/tables/{table_id}/actions", json=body, headers=auth(token))
    assert response.status_code == 422, response.text
    refused = response.json()
    assert "you have no wealth card in your hand" in refused["detail"]
    assert refused["reason"] == WEALTH
    with client.websocket_connect(f"/ws/tables/{table_id}?token={token}") as ws:
        assert ws.receive_json()["type"] == "state"
        ws.send_json({"type": "action", **body})
        message = ws.receive_json()
    assert message["type"] == "error" and message["status"] == 422
    assert message["reason"] == WEALTH
    unreadable = client.post(f"/api/tables/{table_id}/actions", headers=auth(token),
                             json={"action": "fly to the moon", "move": mine["move"]})
    assert unreadable.status_code == 422 and "reason" not in unreadable.json()
