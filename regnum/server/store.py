"""Reading and writing tables in the database. Synchronous: the service calls these in worker
threads so that a slow disk never stalls the event loop.

Every accepted action is one transaction: insert its row, bump the table's move counter (guarded by
the count the caller saw) and, when the game ends, its status and winners. The unique
(table_id, move_index) constraint and the guarded counter make a second writer of the same move fail
instead of forking the game.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import (
    BindParameter,
    Connection,
    Engine,
    String,
    Table,
    Update,
    bindparam,
    delete,
    insert,
    select,
    text,
    update,
)
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from regnum.server.bus import CHANNEL
from regnum.server.errors import Conflict, Unprocessable
from regnum.server.models import ActionRow, Base, ChatRow, SeatRow, TableRow

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
    token_hash: str | None = None  # the invite's, good only until the seat is claimed
    joined: bool = False  # claimed (a human seat) or a bot
    key_hash: str | None = None  # the claimed seat's key
    clock_ms: int | None = None  # time left on a total clock at the start of its turn
    away: str | None = None  # AWAY_TIMEOUT or AWAY_LEFT while a bot plays the seat
    votes: list[int] = field(default_factory=list)  # seats voting to hand it to the bot

    def public(self) -> dict[str, object]:
        return {
            "index": self.index,
            "kind": self.kind,
            "name": self.name,
            "bot": self.bot,
            "joined": self.joined,
            "away": self.away,
            "votes": list(self.votes),
        }


AWAY_TIMEOUT, AWAY_LEFT = "timeout", "left"


@dataclass(frozen=True)
class ChatLine:
    """One message of a table's chat: who said it, at which move count, when, and for whom
    (`to`: one seat for a private message, None for the whole table)."""

    id: int
    seat: int
    move: int
    text: str
    created_at: datetime
    to: int | None = None

    def readable_by(self, viewer: int | None) -> bool:
        """Whether `viewer` (a seat, None for a spectator) may read it: a private message only
        its sender and its recipient."""
        return self.to is None or viewer in (self.seat, self.to)

    def public(self) -> dict[str, object]:
        return {
            "id": self.id,
            "seat": self.seat,
            "to": self.to,
            "move": self.move,
            "text": self.text,
            "at": self.created_at.isoformat(timespec="seconds") + "Z",
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
    host_hash: str | None = None  # the creator's host key (re-issues unclaimed invites)
    clock: dict[str, Any] | None = None  # `clocks.Clock.to_json()`; None: no clock
    turn_started: datetime | None = None  # when the seat to act began its turn
    chat: list[ChatLine] = field(default_factory=list)
    undos: int = 0  # actions taken back so far


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
                host_hash=table.host_hash,
                clock=table.clock,
                turn_started=table.turn_started,
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
                key_hash=s.key_hash,
                clock_ms=s.clock_ms,
                away=s.away,
                votes=s.votes or None,
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
    turn: Turn | None = None,
    clear_votes: bool = False,
) -> None:
    """Commit one action; `Conflict` if another writer stored this move number first. Plain SQL
    statements, not the ORM's unit of work: the write lock (SQLite) is held for less time. With
    `turn` (the turn passed to another seat), the clocks are stored in the same transaction;
    `clear_votes`: the mover is there after all, the votes to replace it are dropped."""
    clock = turn is not None and turn.clock_ms is not None
    try:
        with engine.begin() as connection:
            advanced = connection.execute(
                _advance(turn is not None),
                {
                    "table": table_id,
                    "played": move.index,
                    "new_moves": move.index + 1,
                    "new_status": status,
                    "new_winners": winners,
                    "new_turn_started": None if turn is None else turn.started,
                },
            )
            if advanced.rowcount != 1:
                raise Conflict(f"move {move.index} of this table was already played")
            if clock or clear_votes:
                connection.execute(
                    _mover_seat(clock, clear_votes),
                    {
                        "table": table_id,
                        "seat": move.player,
                        "new_clock_ms": None if turn is None else turn.clock_ms,
                    },
                )
            connection.execute(
                _ADD_ACTION,
                {
                    "table_id": table_id,
                    "move_index": move.index,
                    "player": move.player,
                    "action_id": move.action_id,
                    "notation": move.notation,
                    "created_at": now(),
                },
            )
            _announce(connection, notice)
    except IntegrityError:
        raise Conflict(f"move {move.index} of this table was already played") from None


# A move's statements are built once, with their parameters bound at each call: building a
# statement and computing its cache key cost about as much CPU as running it (SQLAlchemy walks
# the expression every time), on the writer thread that shares the interpreter with the event
# loop. Core tables, not the ORM classes: an ORM-enabled UPDATE takes the ORM's bulk path.
_TABLES, _SEATS, _ACTIONS = (
    Base.metadata.tables[row.__tablename__] for row in (TableRow, SeatRow, ActionRow)
)


def _bound(table: Table, column: str, name: str) -> BindParameter[Any]:
    """The parameter `name`, of `column`'s type (so JSON and dates are converted as in the ORM)."""
    return bindparam(name, type_=table.c[column].type)


def _update(table: Table, keys: dict[str, str], values: dict[str, Any]) -> Update:
    """UPDATE `table` SET `values` WHERE each column of `keys` equals the parameter named there."""
    where = [table.c[column] == _bound(table, column, name) for column, name in keys.items()]
    return update(table).where(*where).values(values)


@functools.cache
def _advance(with_turn: bool) -> Update:
    """The table's move counter raised past the move it expects, with status and winners (and the
    new turn's start)."""
    values = {"moves": "new_moves", "status": "new_status", "winners": "new_winners"}
    if with_turn:
        values["turn_started"] = "new_turn_started"
    bound = {column: _bound(_TABLES, column, name) for column, name in values.items()}
    return _update(_TABLES, {"id": "table", "moves": "played"}, bound)


@functools.cache
def _mover_seat(clock: bool, clear_votes: bool) -> Update:
    """The mover's seat: its clock at the end of its turn, its votes dropped."""
    values: dict[str, Any] = {}
    if clock:
        values["clock_ms"] = _bound(_SEATS, "clock_ms", "new_clock_ms")
    if clear_votes:
        values["votes"] = None
    return _update(_SEATS, {"table_id": "table", "index": "seat"}, values)


_ADD_ACTION = insert(_ACTIONS)


def undo_move(
    engine: Engine,
    table_id: str,
    moves: int,
    player: int,
    notice: str | None = None,
    clear_votes: bool = False,
) -> None:
    """Take the table's last action back: delete its row and lower the move counter, guarded by
    the count the caller saw (`Conflict` if the table moved on meanwhile), and count the undo.
    The game is then exactly its remaining rows: records and replays never see the action."""
    with engine.begin() as connection:
        guard = connection.execute(
            update(TableRow)
            .where(TableRow.id == table_id, TableRow.moves == moves, TableRow.status == RUNNING)
            .values(moves=moves - 1, undos=TableRow.undos + 1)
        )
        if guard.rowcount != 1:
            raise Conflict("the table moved on meanwhile")
        connection.execute(
            delete(ActionRow).where(
                ActionRow.table_id == table_id, ActionRow.move_index == moves - 1
            )
        )
        if clear_votes:
            connection.execute(
                update(SeatRow)
                .where(SeatRow.table_id == table_id, SeatRow.index == player)
                .values(votes=None)
            )
        _announce(connection, notice)


@dataclass(frozen=True)
class Turn:
    """The clocks after a move that passed the turn: the next seat's turn starts at `started`;
    the mover's total clock is now `clock_ms` (None: no total clock)."""

    started: datetime
    clock_ms: int | None


def claim_seat(
    engine: Engine, table_id: str, seat: int, key_hash: str, notice: str | None = None
) -> tuple[str, list[bool], datetime | None]:
    """Claim a human seat once: it gets its key and its invite stops working (`Conflict` if it
    was claimed already); the table starts (open -> running) when every seat is claimed, and
    the first turn starts then. Decided in the database, the table's row locked first, so that
    claims at two server processes at once cannot both leave the table open nor both claim one
    seat. Returns the table's status, each seat's joined flag and when the current turn began.
    Plain SQL statements, as `store_move`: the ORM's session made a claim cost a few moves."""
    with engine.begin() as connection:
        connection.execute(
            update(TableRow).where(TableRow.id == table_id).values(status=TableRow.status)
        )
        claimed = connection.execute(
            update(SeatRow)
            .where(SeatRow.table_id == table_id, SeatRow.index == seat, SeatRow.joined.is_(False))
            .values(joined=True, key_hash=key_hash, away=None)
        )
        if claimed.rowcount != 1:
            raise Conflict("this invite link was already used: the seat has been claimed")
        joined = list(
            connection.scalars(
                select(SeatRow.joined).where(SeatRow.table_id == table_id).order_by(SeatRow.index)
            )
        )
        status, started = connection.execute(
            select(TableRow.status, TableRow.turn_started).where(TableRow.id == table_id)
        ).one()
        if status == OPEN and all(joined):
            status, started = RUNNING, now()
            connection.execute(
                update(TableRow)
                .where(TableRow.id == table_id)
                .values(status=status, turn_started=started)
            )
        _announce(connection, notice)
        return status, joined, started


def set_invite(engine: Engine, table_id: str, seat: int, token_hash: str) -> None:
    """Give an unclaimed human seat a new invite (the old one stops working); `Conflict` once
    the seat is claimed."""
    with engine.begin() as connection:
        changed = connection.execute(
            update(SeatRow)
            .where(
                SeatRow.table_id == table_id,
                SeatRow.index == seat,
                SeatRow.kind == HUMAN,
                SeatRow.joined.is_(False),
            )
            .values(token_hash=token_hash)
        )
        if changed.rowcount != 1:
            raise Conflict(
                f"seat {seat + 1} has been claimed: a claimed seat opens only with its own key, "
                "never with a new link (whoever opened it would see that player's hand)"
            )


def set_away(
    engine: Engine,
    table_id: str,
    seat: int,
    away: str | None,
    moves: int,
    turn: Turn | None = None,
    notice: str | None = None,
) -> None:
    """A seat handed to a bot (`away` "timeout" or "left") or taken back (None), guarded by the
    table's move count (`Conflict` if the table moved on meanwhile); `turn` restarts the turn's
    clock (a seat taken back in its turn)."""
    with engine.begin() as connection:
        values: dict[str, Any] = {"moves": TableRow.moves}
        if turn is not None:
            values["turn_started"] = turn.started
        guard = connection.execute(
            update(TableRow).where(TableRow.id == table_id, TableRow.moves == moves).values(**values)
        )
        if guard.rowcount != 1:
            raise Conflict("the table moved on meanwhile")
        seat_values: dict[str, Any] = {"away": away, "votes": None}
        if turn is not None and turn.clock_ms is not None:
            seat_values["clock_ms"] = turn.clock_ms
        connection.execute(
            update(SeatRow)
            .where(SeatRow.table_id == table_id, SeatRow.index == seat)
            .values(**seat_values)
        )
        _announce(connection, notice)


def set_votes(
    engine: Engine, table_id: str, seat: int, votes: list[int], moves: int, notice: str | None
) -> None:
    """Store the votes to hand a seat to the bot, guarded by the table's move count (`Conflict`
    if the table moved on meanwhile: the seat was not absent after all)."""
    with engine.begin() as connection:
        guard = connection.execute(
            update(TableRow)
            .where(TableRow.id == table_id, TableRow.moves == moves)
            .values(moves=TableRow.moves)
        )
        if guard.rowcount != 1:
            raise Conflict("the table moved on meanwhile")
        connection.execute(
            update(SeatRow)
            .where(SeatRow.table_id == table_id, SeatRow.index == seat)
            .values(votes=votes or None)
        )
        _announce(connection, notice)


def add_chat(
    engine: Engine,
    table_id: str,
    seat: int,
    move: int,
    said: str,
    to: int | None = None,
    notice: str | None = None,
) -> ChatLine:
    """Store one chat message (`to`: its one recipient if private); returns it with its id and
    time."""
    stamp = now()
    with engine.begin() as connection:
        inserted = connection.execute(
            insert(ChatRow).values(
                table_id=table_id, seat=seat, move=move, text=said, created_at=stamp, recipient=to
            )
        )
        key = inserted.inserted_primary_key
        assert key is not None
        _announce(connection, notice)
    return ChatLine(int(key[0]), seat, move, said, stamp, to)


def _chat(session: Session, table_id: str, after: int = 0) -> list[ChatLine]:
    rows = session.scalars(
        select(ChatRow).where(ChatRow.table_id == table_id, ChatRow.id > after).order_by(ChatRow.id)
    )
    return [ChatLine(r.id, r.seat, r.move, r.text, r.created_at, r.recipient) for r in rows]


def expire_open(engine: Engine, before: datetime) -> list[str]:
    """Delete the tables created before `before` that are still open (not every seat claimed, so
    nothing was ever played); returns their ids."""
    with engine.begin() as connection:
        ids = list(
            connection.scalars(
                select(TableRow.id).where(TableRow.status == OPEN, TableRow.created_at < before)
            )
        )
        if ids:
            connection.execute(delete(ChatRow).where(ChatRow.table_id.in_(ids)))
            connection.execute(delete(SeatRow).where(SeatRow.table_id.in_(ids)))
            connection.execute(delete(TableRow).where(TableRow.id.in_(ids)))
    return ids


@dataclass(frozen=True)
class Changes:
    """What the database holds of a table beyond a given move: for catching up a live copy."""

    status: str
    winners: list[int] | None
    seats: list[Seat]
    turn_started: datetime | None
    actions: list[str]
    chat: list[ChatLine]
    undos: int


def load_changes(engine: Engine, table_id: str, since: int, chat_after: int = 0) -> Changes | None:
    """The table's status, winners, seats and clocks, its actions from move `since` on and its
    chat messages after id `chat_after`."""
    with Session(engine) as session:
        row = session.get(TableRow, table_id)
        if row is None:
            return None
        actions = _notations(session, table_id, since)
        return Changes(
            row.status,
            row.winners,
            _seats(row),
            row.turn_started,
            actions,
            _chat(session, table_id, chat_after),
            row.undos,
        )


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
    return [
        Seat(
            s.index,
            s.kind,
            s.name,
            s.bot,
            s.token_hash,
            s.joined,
            s.key_hash,
            s.clock_ms,
            s.away,
            list(s.votes or []),
        )
        for s in row.seats
    ]


def _stored(row: TableRow, actions: list[str], chat: list[ChatLine]) -> StoredTable:
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
        actions=actions,
        rules_version=row.rules_version,
        host_hash=row.host_hash,
        clock=row.clock,
        turn_started=row.turn_started,
        chat=chat,
        undos=row.undos,
    )


def load_table(engine: Engine, table_id: str) -> StoredTable | None:
    if not TABLE_ID.fullmatch(table_id):  # e.g. a NUL, which PostgreSQL refuses to compare
        return None
    with Session(engine) as session:
        row = session.get(TableRow, table_id)
        if row is None:
            return None
        return _stored(row, _notations(session, table_id), _chat(session, table_id))


def table_ids(engine: Engine, statuses: tuple[str, ...]) -> list[str]:
    with Session(engine) as session:
        return list(session.scalars(select(TableRow.id).where(TableRow.status.in_(statuses))))


def list_tables(
    engine: Engine, status: str | None, limit: int, ids: list[str] | None = None
) -> list[tuple[StoredTable, int]]:
    """Tables (without their actions) with their move counts, newest first; `ids`: only those."""
    with Session(engine) as session:
        query = select(TableRow).order_by(TableRow.created_at.desc()).limit(limit)
        if status is not None:
            query = query.where(TableRow.status == status)
        if ids is not None:
            query = query.where(TableRow.id.in_([i for i in ids if TABLE_ID.fullmatch(i)]))
        return [(_stored(row, [], []), row.moves) for row in session.scalars(query)]
