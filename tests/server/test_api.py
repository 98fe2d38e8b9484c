"""The HTTP API against SQLite: lobby, seats and tokens, actions and every kind of refusal."""

from __future__ import annotations

import random

from fastapi.testclient import TestClient

from regnum import bots, games
from tests.server.conftest import ClientFactory
from tests.server.helpers import auth, claim, create, join_all, play_moves, state, wait_for


def test_games_lists_every_game_with_options_and_bots(client: TestClient) -> None:
    listed = {g["id"]: g for g in client.get("/api/games").json()}
    assert set(listed) == set(games.ids())
    kuf = listed["krieg-und-frieden"]
    assert kuf["aliases"] == ["kuf"] and (kuf["min_players"], kuf["max_players"]) == (3, 4)
    assert kuf["bots"] == bots.names(games.get("kuf"))
    assert {o["name"] for o in kuf["options"]} == {s.name for s in games.get("kuf").option_specs}


def test_a_bot_only_table_runs_to_the_end_and_is_listed_as_finished(client: TestClient) -> None:
    table_id, tokens = create(client, "kuf", ["random"] * 4, seed=3)
    assert tokens == {}
    final = wait_for(client, table_id, lambda p: p["is_over"])
    assert final["table"]["status"] == "finished" and final["winners"]
    assert final["scores"] is not None and final["legal"] == []
    assert len(final["log"]) == final["move"]
    result = final["result"]  # why it ended and the seals broken down, in the game's words
    assert [row["id"] for row in result["parts"]] == ["sections", "huts", "privileges"]
    texts = client.get("/api/games/kuf/texts").json()
    assert texts[f"result.reason.{result['reason']}"] and texts["result.score"] == "Seals"
    assert client.get("/api/games/no-such-game/texts").status_code == 404
    listed = client.get("/api/tables", params={"status": "finished"}).json()
    assert [t["id"] for t in listed] == [table_id]
    assert listed[0]["moves"] == final["move"] and listed[0]["winners"] == final["winners"]
    assert client.get("/api/tables", params={"status": "running"}).json() == []


def test_a_table_with_humans_waits_until_every_human_joined(client: TestClient) -> None:
    table_id, tokens = create(client, "kuf", ["human", "human", "heuristic", "random"])
    assert client.get(f"/api/tables/{table_id}").json()["status"] == "open"
    key = claim(client, table_id, tokens[0])
    summary = client.get(f"/api/tables/{table_id}").json()
    assert summary["status"] == "open"
    assert [s["joined"] for s in summary["seats"]] == [True, False, True, True]
    assert client.get("/api/tables", params={"status": "open"}).json()[0]["id"] == table_id
    payload = state(client, table_id, key)
    assert payload["legal"] == [] and not payload["your_turn"]
    refused = client.post(
        f"/api/tables/{table_id}/actions", json={"action": 0, "move": 0}, headers=auth(key)
    )
    assert refused.status_code == 409 and "waiting for p2 H1" in refused.json()["detail"]
    client.post(f"/api/tables/{table_id}/join", headers=auth(tokens[1]))
    assert client.get(f"/api/tables/{table_id}").json()["status"] == "running"


def test_humans_and_bots_play_a_krone_und_schwert_game_to_the_end(client: TestClient) -> None:
    table_id, tokens = create(client, "kus", ["human", "heuristic", "human"], seed=5)
    join_all(client, table_id, tokens)
    final = play_moves(client, table_id, tokens, random.Random(1), limit=5000)
    assert final["is_over"] and final["table"]["status"] == "finished"


def test_creating_a_table_refuses_bad_requests_with_a_clear_message(client: TestClient) -> None:
    def refused(body: object) -> str:
        response = client.post("/api/tables", json=body)
        assert response.status_code == 422, response.text
        detail: str = response.json()["detail"]
        return detail

    seats = [{"kind": "bot", "bot": "random"}] * 4
    assert "unknown game 'chess'" in refused({"game": "chess", "num_players": 4, "seats": seats})
    assert "4 players need 4 seats" in refused(
        {"game": "kuf", "num_players": 4, "seats": seats[:3]}
    )
    assert "3 or 4 players" in refused(
        {"game": "kuf", "num_players": 5, "seats": seats + seats[:1]}
    )
    assert "unknown option 'fog'" in refused(
        {"game": "kuf", "num_players": 4, "seats": seats, "options": {"fog": "yes"}}
    )
    assert "unknown bot 'genius'" in refused(
        {"game": "kuf", "num_players": 4, "seats": [{"kind": "bot", "bot": "genius"}] * 4}
    )
    assert "seats" in refused({"game": "kuf", "num_players": 4})
    response = client.post(
        "/api/tables", content=b"{not json", headers={"content-type": "application/json"}
    )
    assert response.status_code == 422 and "malformed JSON" in response.json()["detail"]
    assert client.get("/api/tables").json() == []


def test_unknown_tables_are_404(client: TestClient) -> None:
    for path in ("", "/state", "/record", "/replay/0"):
        response = client.get(f"/api/tables/nope{path}")
        assert response.status_code == 404 and "no table 'nope'" in response.json()["detail"]
    response = client.post("/api/tables/nope/actions", json={"action": 0, "move": 0})
    assert response.status_code == 404


def _human_turn(client: TestClient) -> tuple[str, dict[int, str], dict[str, object]]:
    table_id, tokens = create(client, "kuf", ["human"] * 4, seed=11)
    join_all(client, table_id, tokens)
    spectator = state(client, table_id)
    return table_id, tokens, spectator


def test_acting_needs_the_token_of_the_seat_to_act(client: TestClient) -> None:
    table_id, tokens, before = _human_turn(client)
    seat = before["current_player"]
    assert isinstance(seat, int)
    other = (seat + 1) % 4
    legal = state(client, table_id, tokens[seat])["legal"]
    body = {"action": legal[0]["id"], "move": 0}
    url = f"/api/tables/{table_id}/actions"
    assert client.post(url, json=body).status_code == 401
    assert client.post(url, json=body, headers={"Authorization": "Basic abc"}).status_code == 401
    wrong = client.post(url, json=body, headers=auth("not-a-token"))
    assert wrong.status_code == 403 and "no seat" in wrong.json()["detail"]
    not_yours = client.post(url, json=body, headers=auth(tokens[other]))
    assert not_yours.status_code == 403 and "turn, not yours" in not_yours.json()["detail"]
    assert state(client, table_id) == before
    accepted = client.post(url, json=body, headers=auth(tokens[seat]))
    assert accepted.status_code == 200 and accepted.json()["move"] == 1


def test_legal_actions_and_the_turn_notice_go_only_to_the_seat_to_act(client: TestClient) -> None:
    table_id, tokens, spectator = _human_turn(client)
    seat = spectator["current_player"]
    assert spectator["legal"] == [] and spectator["seat"] is None and not spectator["your_turn"]
    for index, token in tokens.items():
        payload = state(client, table_id, token)
        assert payload["seat"] == index
        assert payload["your_turn"] == (index == seat)
        assert bool(payload["legal"]) == (index == seat)
    game = games.get("kuf")
    legal = state(client, table_id, tokens[seat])["legal"]  # type: ignore[index]
    assert all(game.action(a["id"]).text == a["text"] for a in legal)


def test_bad_actions_are_refused_and_change_nothing(client: TestClient) -> None:
    table_id, tokens, before = _human_turn(client)
    seat = before["current_player"]
    assert isinstance(seat, int)
    url = f"/api/tables/{table_id}/actions"
    headers = auth(tokens[seat])
    legal_ids = {a["id"] for a in state(client, table_id, tokens[seat])["legal"]}
    illegal = next(i for i in range(games.get("kuf").num_distinct_actions) if i not in legal_ids)
    cases = [
        ({"action": "fly to the moon", "move": 0}, 422, "cannot read action 'fly to the moon'"),
        ({"action": 10**6, "move": 0}, 422, "action ids of krieg-und-frieden run from 0"),
        ({"action": illegal, "move": 0}, 422, "illegal action"),
        ({"action": True, "move": 0}, 422, "action"),
        ({"action": 0}, 422, "move"),
        ({"action": 0, "move": 0, "extra": 1}, 422, "extra"),
        ({"action": sorted(legal_ids)[0], "move": 7}, 409, "stale action"),
    ]
    for body, status, message in cases:
        response = client.post(url, json=body, headers=headers)
        assert response.status_code == status, (body, response.text)
        assert message in response.json()["detail"], (body, response.json())
    broken = client.post(
        url, content=b'{"action": ', headers={**headers, "content-type": "application/json"}
    )
    assert broken.status_code == 422 and "malformed JSON" in broken.json()["detail"]
    assert state(client, table_id) == before


def test_a_duplicated_submission_is_applied_once(client: TestClient) -> None:
    table_id, tokens, before = _human_turn(client)
    seat = before["current_player"]
    assert isinstance(seat, int)
    action = state(client, table_id, tokens[seat])["legal"][0]["id"]
    url = f"/api/tables/{table_id}/actions"
    first = client.post(url, json={"action": action, "move": 0}, headers=auth(tokens[seat]))
    again = client.post(url, json={"action": action, "move": 0}, headers=auth(tokens[seat]))
    assert first.status_code == 200 and again.status_code == 409
    assert "table is at move 1" in again.json()["detail"]
    assert state(client, table_id)["move"] == 1


def test_records_are_given_only_for_finished_games_and_round_trip(client: TestClient) -> None:
    table_id, tokens, _ = _human_turn(client)
    early = client.get(f"/api/tables/{table_id}/record")
    assert early.status_code == 409 and "only given for finished games" in early.json()["detail"]
    assert client.get(f"/api/tables/{table_id}/replay/0").status_code == 409
    play_moves(client, table_id, tokens, random.Random(2), limit=5000)
    record = client.get(f"/api/tables/{table_id}/record").json()
    # the players by the names their seats were given (tests.server.helpers.create: H0...)
    assert record["format"] == "regnum-record" and record["seats"] == ["H0", "H1", "H2", "H3"]
    uploaded = client.post("/api/records", json=record)
    assert uploaded.status_code == 201
    copy = client.get(f"/api/tables/{uploaded.json()['id']}/record").json()
    assert copy == record
    copy_state = state(client, uploaded.json()["id"])
    assert copy_state["is_over"] and copy_state["winners"] == state(client, table_id)["winners"]


def test_a_fief_judge_seat_is_no_competitor_of_the_result(client: TestClient) -> None:
    from regnum.engine.record import GameRecord
    from regnum.sim.simulate import bot_move

    game = games.get("fief")
    final = game.new_game(3, 2, {"judge-seat": "yes", "turn-limit": "20"})
    players = [bots.make("random", game, seat) for seat in range(3)]
    while (player := final.current_player) is not None:
        bot_move(final, players[player])
    record = GameRecord.from_state(final, ["random"] * 3).to_json()
    uploaded = client.post("/api/records", json=record)
    assert uploaded.status_code == 201, uploaded.text
    over = state(client, uploaded.json()["id"])
    assert over["competitors"] == [0, 1] and 2 not in over["winners"]


def test_uploads_of_bad_records_are_refused_with_the_reason(client: TestClient) -> None:
    table_id, _ = create(client, "kuf", ["random"] * 4, seed=8)
    wait_for(client, table_id, lambda p: p["is_over"])
    record = client.get(f"/api/tables/{table_id}/record").json()
    tampered = {**record, "seed": record["seed"] + 1}
    cases = [
        (tampered, "digest does not match"),
        ([1, 2], "a record is a JSON object"),
        ({**record, "format": "pgn"}, "not a regnum record"),
    ]
    for body, message in cases:
        response = client.post("/api/records", json=body)
        assert response.status_code == 422 and message in response.json()["detail"]
    from regnum.engine.record import GameRecord

    unfinished = GameRecord.from_json(record)
    unfinished.actions = unfinished.actions[:10]
    response = client.post("/api/records", json=unfinished.to_json())
    assert response.status_code == 422 and "not finished" in response.json()["detail"]
    assert len(client.get("/api/tables").json()) == 1


def test_replays_step_through_a_finished_game_as_any_seat(client: TestClient) -> None:
    table_id, _ = create(client, "kus", ["random"] * 3, seed=4)
    final = wait_for(client, table_id, lambda p: p["is_over"])
    record = client.get(f"/api/tables/{table_id}/record").json()
    from regnum.engine.record import GameRecord

    states = list(GameRecord.from_json(record).replay())
    steps = len(states) - 1
    assert steps == final["move"]
    for step in (0, 1, steps // 2, steps):
        for seat, param in ((None, "spectator"), (1, "1")):
            response = client.get(f"/api/tables/{table_id}/replay/{step}", params={"seat": param})
            data = response.json()
            assert data["step"] == step and data["steps"] == steps
            assert data["view"] == states[step].view(seat)
            assert len(data["log"]) == step
            assert data["action"] == (record["actions"][step - 1] if step else None)
            assert data["is_over"] == (step == steps)
            assert data["winners"] == (final["winners"] if step == steps else None)
            assert data["scores"] == (final["scores"] if step == steps else None)
            assert data["competitors"] == ([0, 1, 2] if step == steps else None)
    beyond = client.get(f"/api/tables/{table_id}/replay/{steps + 1}")
    assert beyond.status_code == 404 and f"steps 0 to {steps}" in beyond.json()["detail"]
    assert client.get(f"/api/tables/{table_id}/replay/0", params={"seat": "x"}).status_code == 422
    assert client.get(f"/api/tables/{table_id}/replay/0", params={"seat": "9"}).status_code == 422


def test_boards_drawn_in_worker_processes_are_those_drawn_inline(
    sqlite_url: str, make_client: ClientFactory
) -> None:
    with make_client(sqlite_url, render_workers=1) as client:
        table_id, tokens = create(client, "kuf", ["human", "random", "random", "random"], seed=5)
        payload = state(client, table_id, claim(client, table_id, tokens[0]))
    game = games.get("kuf")
    legal = [game.action(a["id"]) for a in payload["legal"]]
    assert payload["svg"] is not None
    assert payload["svg"] == game.render_svg(payload["view"], legal)
    assert payload["text"] == game.render_text(payload["view"])
