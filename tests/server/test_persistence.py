"""Durability, run against SQLite and (when REGNUM_TEST_POSTGRES_URL is set) PostgreSQL: every
accepted action is a stored row, a restarted server resumes every table, and of two submissions for
the same move exactly one is applied, within one server and across two servers on one database."""

from __future__ import annotations

import random
import threading
from datetime import datetime

from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from fastapi.testclient import TestClient
from sqlalchemy import select, update
from sqlalchemy.orm import Session

from regnum import games
from regnum.server.db import make_engine
from regnum.server.models import ActionRow, Base, TableRow
from tests.server.conftest import ClientFactory
from tests.server.helpers import auth, create, join_all, play_moves, state, wait_for


def _stored_actions(url: str, table_id: str) -> list[tuple[int, str]]:
    engine = make_engine(url)
    try:
        with Session(engine) as session:
            rows = session.scalars(
                select(ActionRow).where(ActionRow.table_id == table_id).order_by(ActionRow.id)
            )
            return [(r.move_index, r.notation) for r in rows]
    finally:
        engine.dispose()


def test_the_migrations_create_exactly_the_models_schema(
    database_url: str, make_client: ClientFactory
) -> None:
    with make_client(database_url):
        pass
    engine = make_engine(database_url)
    with engine.connect() as connection:
        differences = compare_metadata(MigrationContext.configure(connection), Base.metadata)
    engine.dispose()
    assert differences == []


def test_every_accepted_action_is_one_stored_row(
    database_url: str, make_client: ClientFactory
) -> None:
    with make_client(database_url) as client:
        table_id, tokens = create(client, "kuf", ["human", "random", "human", "heuristic"])
        join_all(client, table_id, tokens)
        final = play_moves(client, table_id, tokens, random.Random(3), limit=40)
        wait_for(client, table_id, lambda p: p["current_player"] in tokens or p["is_over"])
        moves = state(client, table_id)["move"]
    assert moves >= final["move"] >= 40
    stored = _stored_actions(database_url, table_id)
    assert [index for index, _ in stored] == list(range(moves))


def test_a_restarted_server_resumes_every_table(
    database_url: str, make_client: ClientFactory
) -> None:
    rng = random.Random(4)
    with make_client(database_url, bot_delay=0.002) as first:
        humans, tokens = create(first, "kuf", ["human", "heuristic", "human", "random"], seed=9)
        join_all(first, humans, tokens)
        play_moves(first, humans, tokens, rng, limit=30)
        waiting, waiting_tokens = create(first, "kus", ["human", "human", "random"], seed=2)
        first.post(f"/api/tables/{waiting}/join", headers=auth(waiting_tokens[1]))
        bots_only, _ = create(first, "kus", ["random", "random", "heuristic", "random"], seed=6)
        wait_for(first, bots_only, lambda p: p["move"] >= 5)
        wait_for(first, humans, lambda p: p["current_player"] in tokens)
        before = {seat: state(first, humans, token) for seat, token in tokens.items()}
        before[-1] = state(first, humans)
        interrupted = state(first, bots_only)
        assert not interrupted["is_over"]
    with make_client(database_url) as second:
        after = {seat: state(second, humans, token) for seat, token in tokens.items()}
        after[-1] = state(second, humans)
        assert after == before
        assert second.get(f"/api/tables/{waiting}").json()["status"] == "open"
        assert [s["joined"] for s in second.get(f"/api/tables/{waiting}").json()["seats"]] == [
            False,
            True,
            True,
        ]
        finished = wait_for(second, bots_only, lambda p: p["is_over"])
        assert finished["move"] > interrupted["move"]
        final = play_moves(second, humans, tokens, rng, limit=5000)
        assert final["is_over"]
        for table_id, payload in ((bots_only, finished), (humans, final)):
            record = second.get(f"/api/tables/{table_id}/record").json()
            assert len(record["actions"]) == payload["move"]
            assert _stored_actions(database_url, table_id) == list(enumerate(record["actions"]))


def _first_turn(client: TestClient) -> tuple[str, dict[int, str], int, list[int]]:
    table_id, tokens = create(client, "kuf", ["human"] * 4, seed=12)
    join_all(client, table_id, tokens)
    seat = state(client, table_id)["current_player"]
    legal = [a["id"] for a in state(client, table_id, tokens[seat])["legal"]]
    assert len(legal) >= 2
    return table_id, tokens, seat, legal


def test_of_two_simultaneous_submissions_exactly_one_is_applied(
    database_url: str, make_client: ClientFactory
) -> None:
    with make_client(database_url) as client:
        table_id, tokens, seat, legal = _first_turn(client)
        barrier = threading.Barrier(2)
        statuses: list[int] = []

        def submit(action: int) -> None:
            barrier.wait()
            response = client.post(
                f"/api/tables/{table_id}/actions",
                json={"action": action, "move": 0},
                headers=auth(tokens[seat]),
            )
            statuses.append(response.status_code)

        threads = [threading.Thread(target=submit, args=(a,)) for a in legal[:2]]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        assert sorted(statuses) == [200, 409]
        assert state(client, table_id)["move"] == 1
    assert len(_stored_actions(database_url, table_id)) == 1


def test_two_servers_on_one_database_never_fork_a_game(
    database_url: str, make_client: ClientFactory
) -> None:
    with make_client(database_url) as one, make_client(database_url) as two:
        table_id, tokens, seat, legal = _first_turn(one)
        assert state(two, table_id)["move"] == 0  # both servers now hold the table live
        url = f"/api/tables/{table_id}/actions"
        first = one.post(url, json={"action": legal[0], "move": 0}, headers=auth(tokens[seat]))
        second = two.post(url, json={"action": legal[1], "move": 0}, headers=auth(tokens[seat]))
        assert (first.status_code, second.status_code) == (200, 409)
        # With SQLite, server two learns of the move from the database's refusal; PostgreSQL may
        # have told it already (bus), so that it refuses the action as stale itself.
        told = "sqlite" not in database_url and "stale action" in second.json()["detail"]
        assert told or "already played" in second.json()["detail"]
        assert state(two, table_id) == state(one, table_id)
        assert state(two, table_id)["move"] == 1
    assert len(_stored_actions(database_url, table_id)) == 1


def _set_table(url: str, table_id: str, **values: object) -> None:
    engine = make_engine(url)
    try:
        with Session(engine) as session, session.begin():
            session.execute(update(TableRow).where(TableRow.id == table_id).values(**values))
    finally:
        engine.dispose()


def test_a_table_played_under_other_rules_is_refused_with_the_reason_and_others_resume(
    database_url: str, make_client: ClientFactory
) -> None:
    """After an upgrade that changed a game's rules, its old tables cannot be replayed faithfully:
    the server still starts, resumes the others, and answers for the old ones with a 409 that says
    why; nothing stored is changed."""
    with make_client(database_url, bot_delay=0.002) as first:
        old, old_tokens = create(first, "kuf", ["human", "random", "random", "random"], seed=3)
        join_all(first, old, old_tokens)
        play_moves(first, old, old_tokens, random.Random(1), limit=6)
        legacy, legacy_tokens = create(first, "kus", ["human", "random", "random"], seed=4)
        join_all(first, legacy, legacy_tokens)
        broken, broken_tokens = create(first, "kus", ["human", "random", "random"], seed=5)
        join_all(first, broken, broken_tokens)
        fine, fine_tokens = create(first, "kus", ["human", "random", "random"], seed=6)
        join_all(first, fine, fine_tokens)
        legacy_before = wait_for(first, legacy, lambda p: p["current_player"] in legacy_tokens)
    stored_before = _stored_actions(database_url, old)
    version = games.get("kuf").rules_version
    _set_table(database_url, old, rules_version=version + 1)
    _set_table(database_url, legacy, rules_version=None)  # stored before versions were kept
    _set_table(database_url, broken, rules_version=None)
    engine = make_engine(database_url)
    with Session(engine) as session, session.begin():
        session.add(ActionRow(table_id=broken, move_index=len(_stored_actions(database_url, broken)),
                              player=0, action_id=0, notation="no such action",
                              created_at=datetime.now()))
    engine.dispose()
    with make_client(database_url) as second:
        refused = second.get(f"/api/tables/{old}")
        assert refused.status_code == 409
        assert refused.json()["detail"] == (
            f"table {old} was played under rules version {version + 1} of Krieg und Frieden; "
            f"this server has version {version}, so it cannot be resumed"
        )
        action = second.post(f"/api/tables/{old}/actions", headers=auth(old_tokens[0]),
                             json={"action": 0, "move": 6})
        assert action.status_code == 409
        not_replayed = second.get(f"/api/tables/{broken}")
        assert not_replayed.status_code == 409
        assert "no longer replays" in not_replayed.json()["detail"]
        assert "'no such action'" in not_replayed.json()["detail"]
        assert state(second, legacy) == legacy_before, "an old table that replays is resumed"
        assert second.get(f"/api/tables/{fine}").status_code == 200
        listed = {t["id"] for t in second.get("/api/tables").json()}
        assert {old, broken, legacy, fine} <= listed, "the lobby still lists every table"
    assert _stored_actions(database_url, old) == stored_before
