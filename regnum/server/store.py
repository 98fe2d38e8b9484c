"""Reading and writing tables in the database. Synchronous: the service calls these in worker
threads so that a slow disk never stalls the event loop.

Every accepted action is one transaction: insert its row, bump the table's move counter (guarded by
the count the caller saw) and, when the game ends, its status and winners. The unique
(table_id, move_index) constraint and the guarded counter make a second writer of the same move fail
instead of forking the game.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import Connection, Engine, String, insert, select, text, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from regnum.server.bus import CHANNEL
from regnum.server.errors import Conflict, Unprocessable
from regnum.server.models import ActionRow, SeatRow, TableRow

OPEN, RUNNING, FINISHED = "open", "running", "finished"
STATUSES = (OPEN, RUNNING, FINISHED)
HUMAN, BOT = "human", "bot"
NAME_LENGTH = 40
MAX_SEED = 2**64  # seeds are unsigned 64-bit
TABLE_ID = re.compile(r"[A-Za-z0-9_-]{1,32}")  # what secrets.token_urlsafe gives, in its column


def seat_name(raw: str | None, index: int) -> str:
    """A human seat's name, the same rule for created tables and imported records: runs of
    white space become one space; at most NAME_LENGTH characters; no control, format or
    unassigned characters (Unicode category C: NUL, escapes, direction overrides, lone
    surrogates); empty: "Player n"."""
    name = " ".join((raw or "").split())
    if len(name) > NAME_LENGTH:
        raise Unprocessable(
            f"seat {index + 1}: a name has at most {NAME_LENGTH} characters, this one {len(name)}"
        )
    for char in name:
        if unicodedata.category(char).startswith("C"):
            raise Unprocessable(
                f"seat {index + 1}: a name cannot hold the character U+{ord(char):04X}"
            )
    return name or f"Player {index + 1}"


def check_seed(seed: int) -> None:
    if not 0 <= seed < MAX_SEED:
        raise Unprocessable(f"the seed must be between 0 and {MAX_SEED - 1}")


def _length(column: Any) -> int | None:
    """How many characters a String column holds (None: unbounded)."""
    return column.type.length if isinstance(column.type, String) else None


def _check_text(what: str, text: str | None, length: int | None = None) -> None:
    """Refuse text that some database would reject: NUL (PostgreSQL), lone surrogates (not
    UTF-8), more characters than its column holds (PostgreSQL; SQLite would store them)."""
    if text is None:
        return
    if length is not None and len(text) > length:
        raise Unprocessable(f"{what} is longer than {length} characters")
    if "\x00" in text or any(0xD800 <= ord(c) <= 0xDFFF for c in text):
        raise Unprocessable(f"{what} holds a character that cannot be stored (NUL or a surrogate)")


def check_storable(table: StoredTable) -> None:
    """The same refusals whatever the database, before it is asked: a table every database stores
    alike. (Created and imported tables are validated earlier; this is the last line.)"""
    check_seed(table.seed)
    _check_text("the game", table.game, _length(TableRow.__table__.c.game))
    for key, value in table.options.items():
        _check_text("an option name", key)
        _check_text(f"option {key!r}", value)
    for seat in table.seats:
        _check_text(
            f"the name of seat {seat.index + 1}", seat.name, _length(SeatRow.__table__.c.name)
        )
        _check_text(f"the bot of seat {seat.index + 1}", seat.bot, _length(SeatRow.__table__.c.bot))


@dataclass
class Seat:
    index: int
    kind: str
    name: str
    bot: str | None = None
    token_hash: str | None = None
    joined: bool = False

    def public(self) -> dict[str, object]:
        return {
            "index": self.index,
            "kind": self.kind,
            "name": self.name,
            "bot": self.bot,
            "joined": self.joined,
        }


@dataclass
class StoredTable:
    """A table's configuration and its accepted actions (notations, in order)."""

    id: str
    game: str
    num_players: int
    seed: int
    options: dict[str, str]
    seats: list[Seat]
    status: str
    created_at: datetime
    winners: list[int] | None = None
    actions: list[str] = field(default_factory=list)
    rules_version: int | None = None  # None: stored before versions were (an old database)


@dataclass(frozen=True)
class Move:
    """One accepted action, about to be stored as move number `index` (0-based)."""

    index: int
    player: int
    action_id: int
    notation: str


def now() -> datetime:
    return datetime.now(UTC).replace(tzinfo=None)


def insert_table(engine: Engine, table: StoredTable, moves: list[Move]) -> None:
    check_storable(table)
    with Session(engine) as session, session.begin():
        session.add(
            TableRow(
                id=table.id,
                game=table.game,
                num_players=table.num_players,
                seed=str(table.seed),
                options=table.options,
                status=table.status,
                moves=len(moves),
                winners=table.winners,
                created_at=table.created_at,
                rules_version=table.rules_version,
            )
        )
        session.flush()
        session.add_all(
            SeatRow(
                table_id=table.id,
                index=s.index,
                kind=s.kind,
                name=s.name,
                bot=s.bot,
                token_hash=s.token_hash,
                joined=s.joined,
            )
            for s in table.seats
        )
        stamp = now()
        session.add_all(
            ActionRow(
                table_id=table.id,
                move_index=m.index,
                player=m.player,
                action_id=m.action_id,
                notation=m.notation,
                created_at=stamp,
            )
            for m in moves
        )


def _announce(connection: Connection, notice: str | None) -> None:
    """Tell the other server processes on this database (PostgreSQL: `bus`) within this
    transaction, so that they hear of the change exactly if it commits."""
    if notice is not None and connection.dialect.name == "postgresql":
        connection.execute(
            text("SELECT pg_notify(:channel, :notice)"), {"channel": CHANNEL, "notice": notice}
        )


def store_move(
    engine: Engine,
    table_id: str,
    move: Move,
    status: str,
    winners: list[int] | None,
    notice: str | None = None,
) -> None:
    """Commit one action; `Conflict` if another writer stored this move number first. Plain SQL
    statements, not the ORM's unit of work: the write lock (SQLite) is held for less time."""
    try:
        with engine.begin() as connection:
            advanced = connection.execute(
                update(TableRow)
                .where(TableRow.id == table_id, TableRow.moves == move.index)
                .values(moves=move.index + 1, status=status, winners=winners)
            )
            if advanced.rowcount != 1:
                raise Conflict(f"move {move.index} of this table was already played")
            connection.execute(
                insert(ActionRow).values(
                    table_id=table_id,
                    move_index=move.index,
                    player=move.player,
                    action_id=move.action_id,
                    notation=move.notation,
                    created_at=now(),
                )
            )
            _announce(connection, notice)
    except IntegrityError:
        raise Conflict(f"move {move.index} of this table was already played") from None


def mark_joined(
    engine: Engine, table_id: str, seat: int, notice: str | None = None
) -> tuple[str, list[bool]]:
    """Mark a seat joined; the table starts (open -> running) when every seat has. Decided in
    the database, the table's row locked first, so that joins at two server processes at once
    cannot both leave the table open. Returns the table's status and each seat's joined flag."""
    with Session(engine) as session, session.begin():
        session.execute(
            update(TableRow).where(TableRow.id == table_id).values(status=TableRow.status)
        )
        session.execute(
            update(SeatRow)
            .where(SeatRow.table_id == table_id, SeatRow.index == seat)
            .values(joined=True)
        )
        joined = list(
            session.scalars(
                select(SeatRow.joined).where(SeatRow.table_id == table_id).order_by(SeatRow.index)
            )
        )
        status = session.scalars(select(TableRow.status).where(TableRow.id == table_id)).one()
        if status == OPEN and all(joined):
            status = RUNNING
            session.execute(update(TableRow).where(TableRow.id == table_id).values(status=status))
        _announce(session.connection(), notice)
        return status, joined


@dataclass(frozen=True)
class Changes:
    """What the database holds of a table beyond a given move: for catching up a live copy."""

    status: str
    winners: list[int] | None
    joined: list[bool]
    actions: list[str]


def load_changes(engine: Engine, table_id: str, since: int) -> Changes | None:
    """The table's status, winners and joined seats, and its actions from move `since` on."""
    with Session(engine) as session:
        row = session.get(TableRow, table_id)
        if row is None:
            return None
        actions = _notations(session, table_id, since)
        return Changes(row.status, row.winners, [s.joined for s in row.seats], actions)


def _notations(session: Session, table_id: str, since: int = 0) -> list[str]:
    """A table's stored actions from move `since` on, in order."""
    return list(
        session.scalars(
            select(ActionRow.notation)
            .where(ActionRow.table_id == table_id, ActionRow.move_index >= since)
            .order_by(ActionRow.move_index)
        )
    )


def _seats(row: TableRow) -> list[Seat]:
    return [Seat(s.index, s.kind, s.name, s.bot, s.token_hash, s.joined) for s in row.seats]


def load_table(engine: Engine, table_id: str) -> StoredTable | None:
    if not TABLE_ID.fullmatch(table_id):  # e.g. a NUL, which PostgreSQL refuses to compare
        return None
    with Session(engine) as session:
        row = session.get(TableRow, table_id)
        if row is None:
            return None
        actions = _notations(session, table_id)
        return StoredTable(
            id=row.id,
            game=row.game,
            num_players=row.num_players,
            seed=int(row.seed),
            options=dict(row.options),
            seats=_seats(row),
            status=row.status,
            created_at=row.created_at,
            winners=row.winners,
            actions=list(actions),
            rules_version=row.rules_version,
        )


def table_ids(engine: Engine, statuses: tuple[str, ...]) -> list[str]:
    with Session(engine) as session:
        return list(session.scalars(select(TableRow.id).where(TableRow.status.in_(statuses))))


def list_tables(engine: Engine, status: str | None, limit: int) -> list[tuple[StoredTable, int]]:
    """Tables (without their actions) with their move counts, newest first."""
    with Session(engine) as session:
        query = select(TableRow).order_by(TableRow.created_at.desc()).limit(limit)
        if status is not None:
            query = query.where(TableRow.status == status)
        return [
            (
                StoredTable(
                    id=row.id,
                    game=row.game,
                    num_players=row.num_players,
                    seed=int(row.seed),
                    options=dict(row.options),
                    seats=_seats(row),
                    status=row.status,
                    created_at=row.created_at,
                    winners=row.winners,
                ),
                row.moves,
            )
            for row in session.scalars(query)
        ]
