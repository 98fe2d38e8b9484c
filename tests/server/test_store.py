"""`store.store_move` writes exactly the columns of its arguments, whichever of its prebuilt
statements it picks (with or without a new turn, the mover's clock, its votes dropped)."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

import pytest
from sqlalchemy import Engine, select

from regnum.server import store
from regnum.server.db import make_engine, migrate
from regnum.server.errors import Conflict
from regnum.server.models import ActionRow, SeatRow, TableRow

CREATED = datetime(2026, 11, 26, 12, 0, 0)
TURN = datetime(2026, 11, 26, 12, 5, 30)


@pytest.fixture
def engine(tmp_path: Path) -> Engine:
    engine = make_engine(f"sqlite:///{tmp_path / 'store.db'}")
    migrate(engine)
    seats = [store.Seat(index=i, kind=store.HUMAN, name=f"p{i}", joined=True) for i in range(4)]
    table = store.StoredTable("t1", "kuf", 4, 7, {}, seats, store.RUNNING, CREATED)
    store.insert_table(engine, table, [])
    with engine.begin() as connection:  # a total clock and votes against seat 1 to start from
        connection.execute(SeatRow.__table__.update().values(clock_ms=60_000, votes=[0, 2]))
    return engine


def rows(engine: Engine) -> tuple[TableRow, list[SeatRow], list[ActionRow]]:
    with engine.connect() as connection:
        table = connection.execute(select(TableRow.__table__)).one()
        seats = connection.execute(select(SeatRow.__table__).order_by(SeatRow.index)).all()
        actions = connection.execute(select(ActionRow.__table__).order_by(ActionRow.id)).all()
    return table, seats, actions  # type: ignore[return-value]


def test_a_move_without_a_new_turn_leaves_the_clocks_and_votes(engine: Engine) -> None:
    store.store_move(engine, "t1", store.Move(0, 1, 12, "a b"), store.RUNNING, None)
    table, seats, actions = rows(engine)
    assert (table.moves, table.status, table.winners, table.turn_started) == (1, "running", None, None)
    assert [(s.clock_ms, s.votes) for s in seats] == [(60_000, [0, 2])] * 4
    assert [(a.move_index, a.player, a.action_id, a.notation) for a in actions] == [
        (0, 1, 12, "a b")
    ]


def test_a_move_passing_the_turn_stores_the_turn_the_mover_s_clock_and_drops_its_votes(
    engine: Engine,
) -> None:
    turn = store.Turn(TURN, 41_250)
    store.store_move(
        engine, "t1", store.Move(0, 1, 5, "x"), store.FINISHED, [1, 3], None, turn, True
    )
    table, seats, actions = rows(engine)
    assert (table.moves, table.status, table.winners, table.turn_started) == (
        1,
        "finished",
        [1, 3],
        TURN,
    )
    assert [(s.clock_ms, s.votes) for s in seats] == [
        (60_000, [0, 2]),
        (41_250, None),
        (60_000, [0, 2]),
        (60_000, [0, 2]),
    ]
    assert len(actions) == 1


@pytest.mark.parametrize(("clock_ms", "clear_votes"), [(None, True), (30_000, False)])
def test_the_mover_s_seat_gets_only_what_changed(
    engine: Engine, clock_ms: int | None, clear_votes: bool
) -> None:
    turn = store.Turn(TURN, clock_ms)
    store.store_move(
        engine, "t1", store.Move(0, 2, 5, "x"), store.RUNNING, None, None, turn, clear_votes
    )
    _, seats, _ = rows(engine)
    assert (seats[2].clock_ms, seats[2].votes) == (
        60_000 if clock_ms is None else clock_ms,
        None if clear_votes else [0, 2],
    )
    assert [(s.clock_ms, s.votes) for i, s in enumerate(seats) if i != 2] == [(60_000, [0, 2])] * 3


def test_a_move_number_already_played_is_a_conflict_and_stores_nothing(engine: Engine) -> None:
    store.store_move(engine, "t1", store.Move(0, 0, 1, "a"), store.RUNNING, None)
    with pytest.raises(Conflict):
        store.store_move(engine, "t1", store.Move(0, 1, 2, "b"), store.RUNNING, None)
    table, _, actions = rows(engine)
    assert table.moves == 1
    assert [a.notation for a in actions] == ["a"]
