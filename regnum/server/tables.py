"""Live tables: the service behind the HTTP and WebSocket API.

Each table in play is kept in memory (its state, its move log per viewer) with a lock, so moves at
one table are applied one at a time while tables proceed independently. A move is validated on a
copy of the state, committed to the database, and only then does the copy replace the live state:
what players see has always been stored first. After a restart, tables are rebuilt by replaying
their stored actions.

The service knows no game: it uses the engine contract and `regnum.bots` only.
"""

from __future__ import annotations

import asyncio
import functools
import hashlib
import hmac
import logging
import secrets
import time
import unicodedata
from collections.abc import Callable, Iterable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from datetime import timedelta
from typing import Any

from sqlalchemy import Engine

from regnum import bots as bot_registry
from regnum import games as game_registry
from regnum.engine.errors import IllegalActionError, RecordError, RegnumError
from regnum.engine.events import Event, seen_by
from regnum.engine.game import Action, Game, JsonDict, Player, State
from regnum.engine.record import GameRecord
from regnum.server import bus, clocks, store
from regnum.server.clocks import Clock, Timers
from regnum.server.drawing import Drawer, encode, view_message
from regnum.server.errors import Conflict, Forbidden, NotFound, TooManyRequests, Unprocessable
from regnum.server.limits import Buckets
from regnum.server.replays import Checkpoints, Replays
from regnum.server.store import (
    AWAY_LEFT,
    AWAY_TIMEOUT,
    BOT,
    FINISHED,
    HUMAN,
    OPEN,
    RUNNING,
    ChatLine,
    Move,
    Seat,
    StoredTable,
)
from regnum.server.uploads import check_upload, record_seats

log = logging.getLogger(__name__)

CHAT_CHARS = 500  # one message, after runs of white space become one space
CHAT_BURST, CHAT_PER_SECOND = 5, 1 / 3  # per seat: five at once, then one every three seconds
MAX_LISTED = 200  # tables in one list


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def seat_label(seat: Seat) -> str:
    return f"p{seat.index + 1} {seat.name}"


@dataclass
class Table:
    """A table in memory: its stored configuration, the live state and the log each viewer sees
    (`logs[0]` the spectators', `logs[p + 1]` seat p's): one entry per move (`_entries`)."""

    stored: StoredTable
    game: Game
    state: State
    logs: list[list[JsonDict]]
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    payloads: dict[Player | None, asyncio.Future[JsonDict]] = field(default_factory=dict)
    messages: dict[Player | None, asyncio.Future[StateMessage]] = field(default_factory=dict)
    touched: float = field(default_factory=time.monotonic)  # last asked for or changed
    # (version, entries left) after each change that took entries off the end of the logs: an
    # undo, a reload from the database (0 left: nothing of the old logs is known to be kept).
    cuts: list[tuple[int, int]] = field(default_factory=list)

    @property
    def id(self) -> str:
        return self.stored.id

    @property
    def status(self) -> str:
        return self.stored.status

    @property
    def seats(self) -> list[Seat]:
        return self.stored.seats

    @property
    def moves(self) -> int:
        return len(self.state.history)

    @property
    def version(self) -> int:
        """Grows by one with every move and by two with every undo (see the payload's
        `version`), so it orders the table's states even when an undo lowers the move number."""
        return self.moves + 2 * self.stored.undos

    def log_kept(self, since: int, until: int, length: int) -> int:
        """How many first entries of a viewer's log at version `until` are those of the log of
        `length` entries it had at version `since` (<= `until`): logs only grow at the end
        except at the `cuts` between the two."""
        return min([length, *(left for version, left in self.cuts if since < version <= until)])

    @property
    def clock(self) -> Clock:
        return Clock.from_json(self.stored.clock, clocks.default_bot(bot_registry.names(self.game)))

    def bot_of(self, seat: Seat) -> str | None:
        """The bot that plays a seat: its own, or the table's level for a person away."""
        if seat.kind == BOT:
            return seat.bot
        return self.clock.bot if seat.away is not None else None

    def seat_to_act(self) -> Seat | None:
        player = self.state.current_player
        return None if player is None else self.seats[player]

    def record_seats(self) -> list[str]:
        """A record's seats: each bot's name and each human's, so that a downloaded record names
        its players (an import reads an entry that names no bot as a human's name). A human
        called like one of the game's bots, or "human", is written "human" so that an import does
        not take them for that bot."""
        taken = {*bot_registry.names(self.game), HUMAN}
        return [
            s.bot if s.kind == BOT and s.bot
            else s.name if s.name and s.name.strip().lower() not in taken
            else HUMAN
            for s in self.seats
        ]


@dataclass(frozen=True)
class SeatRequest:
    kind: str
    name: str | None = None
    bot: str | None = None


@dataclass(frozen=True)
class ClockRequest:
    mode: str = clocks.NONE
    seconds: int = 0
    increment: int = 0
    bot: str | None = None


def chat_text(text: str) -> str:
    """A chat message as stored: runs of white space become one space; not empty, at most
    CHAT_CHARS characters, no control or format characters (Unicode category C). It is text
    and stays text: pages insert it as text, never as HTML."""
    said = " ".join(text.split())
    if not said:
        raise Unprocessable("an empty message")
    if len(said) > CHAT_CHARS:
        raise Unprocessable(f"a message has at most {CHAT_CHARS} characters, this one {len(said)}")
    for char in said:
        if unicodedata.category(char).startswith("C"):
            raise Unprocessable(f"a message cannot hold the character U+{ord(char):04X}")
    return said


def summary(stored: StoredTable, moves: int) -> JsonDict:
    game = game_registry.get(stored.game)
    return {
        "id": stored.id,
        "game": game.id,
        "game_name": game.name,
        "num_players": stored.num_players,
        "status": stored.status,
        "created_at": stored.created_at.isoformat(timespec="seconds") + "Z",
        "moves": moves,
        "seats": [s.public() for s in stored.seats],
        "winners": stored.winners,
        "clock": stored.clock,
    }


@dataclass(frozen=True)
class StateMessage:
    """A viewer's WebSocket state message as built once per change, before its log: the text of
    the payload without `log_from` and `log` (a JSON object), and the table, its version and the
    viewer's log when it was built. Each connection is sent the log entries it lacks (`to`)."""

    text: str
    table: Table
    version: int
    log: list[JsonDict]
    # the text by `log_from`: the viewer's connections that were sent the same share it
    texts: dict[int, str] = field(default_factory=dict, compare=False)

    def to(self, last: StateMessage | None) -> str:
        """The text for a connection whose previous state message was `last`: the entries from
        `log_from` on, to follow the first `log_from` entries it was sent (all of them on its
        first message, or when the table was loaded anew since)."""
        kept = 0
        if last is not None and last.table is self.table:
            kept = self.table.log_kept(last.version, self.version, len(last.log))
        text = self.texts.get(kept)
        if text is None:
            entries = ",".join(encode(entry) for entry in self.log[kept:])
            text = self.texts[kept] = f'{self.text[:-1]},"log_from":{kept},"log":[{entries}]}}'
        return text


async def _nth(
    job: asyncio.Future[list[str]], index: int, table: Table, version: int, log: list[JsonDict]
) -> StateMessage:
    return StateMessage((await job)[index], table, version, log)


def _moves(state: State, action: Action) -> tuple[Player, list[tuple[str, JsonDict | None]]]:
    """Who takes `action` and how each viewer (spectator first) may read it, taken on the state
    before it is applied: secret choices are described without their content to the others. Each
    reading is the notation's English and its words (`State.describe_words`, None: none)."""
    player = state.current_player
    assert player is not None
    viewers: list[Player | None] = [None, *range(state.num_players)]
    return player, [
        (state.describe_action(action, player, v), _words(state.describe_words(action, player, v)))
        for v in viewers
    ]


def _entries(
    moved: tuple[Player, list[tuple[str, JsonDict | None]]], events: list[Event]
) -> list[JsonDict]:
    """The entry each viewer's log gets for a move (spectator first): the seat that moved, the
    move as that viewer reads it (`_moves`: `move`, and `label` for the page to say it in its
    language), and what it made happen (`events`, told when it was applied) as far as that
    viewer may see it; pages put events and labels in the game's words."""
    player, moves = moved
    return [
        {"seat": player, "move": move, "label": label, "events": seen_by(events, viewer)}
        for viewer, (move, label) in zip([None, *range(len(moves) - 1)], moves, strict=True)
    ]


class Unresumable(Conflict):
    """A stored table this server cannot rebuild: its game's rules changed since it was played
    (or the game is gone). The table stays in the database untouched."""


def _rebuild(stored: StoredTable) -> Table:
    """Replay a stored table; Unresumable if it was played under other rules or no longer replays
    (a table stored before rules versions were kept is tried, and refused only if it fails)."""
    try:  # the game is gone, or its options no longer exist
        game = game_registry.get(stored.game)
        state = game.new_game(stored.num_players, stored.seed, stored.options)
    except RegnumError as err:
        raise Unresumable(f"table {stored.id} cannot be resumed: {err}") from None
    if stored.rules_version not in (None, game.rules_version):
        raise Unresumable(
            f"table {stored.id} was played under rules version {stored.rules_version} of "
            f"{game.name}; this server has version {game.rules_version}, so it cannot be resumed"
        )
    logs: list[list[JsonDict]] = [[] for _ in range(stored.num_players + 1)]
    failed = _play_on(state, logs, stored.actions)
    if failed is not None:
        index, notation, error = failed
        raise Unresumable(
            f"table {stored.id} cannot be resumed under rules version {game.rules_version} "
            f"of {game.name}: its move {index + 1} ({notation!r}) no longer replays: {error}"
        )
    return Table(stored, game, state, logs)


def _play_on(
    state: State, logs: list[list[JsonDict]], notations: list[str]
) -> tuple[int, str, RegnumError] | None:
    """Apply stored actions to `state`, adding each viewer's entry to `logs`. If one does not
    replay, stop before it and return its move index, notation and error."""
    for notation in notations:
        try:
            action = state.game.parse_action(notation)
            moved = _moves(state, action)
            events = state.apply_narrated(action)
        except RegnumError as err:
            return len(state.history), notation, err
        for seat_log, entry in zip(logs, _entries(moved, events), strict=True):
            seat_log.append(entry)
    return None


class TableService:
    """Create, find, join and play tables; `listeners` are called with the table after every
    change (an accepted move, a seat joining, one made by another server process), e.g. to push
    new views and to wake bots.

    Tables are held in memory while they are used: a table nobody is connected to (`in_use`) and
    nothing happened at for `idle_seconds` is let go, as are the least recently used beyond
    `max_loaded`; asking for it again rebuilds it from the database. With `origin` set (several
    processes on one PostgreSQL database, see `bus`), every change is announced to the others."""

    def __init__(
        self,
        engine: Engine,
        drawer: Drawer,
        idle_seconds: float = 600.0,
        max_loaded: int = 5000,
        origin: str | None = None,
        open_seconds: float = 24 * 3600.0,
    ) -> None:
        self.engine = engine
        self.drawer = drawer
        self.idle_seconds = idle_seconds
        self.max_loaded = max_loaded
        self.origin = origin
        self.open_seconds = open_seconds
        self.listeners: list[Callable[[Table], None]] = []
        self.chat_listeners: list[Callable[[Table, list[ChatLine]], None]] = []
        self.timers = Timers(self.time_out)
        self._chat_rate = Buckets(CHAT_BURST, CHAT_PER_SECOND)
        self.in_use: Callable[[str], bool] = lambda _table_id: False
        self._tables: dict[str, Table] = {}
        self._loading = asyncio.Lock()
        self._catching_up: dict[str, asyncio.Task[None]] = {}
        sqlite = engine.dialect.name == "sqlite"
        self._writers = ThreadPoolExecutor(1 if sqlite else 4, thread_name_prefix="regnum-db")
        self._again: set[str] = set()
        self._replays = Replays()

    async def _db(self, fn: Callable[..., Any], *args: Any) -> Any:
        return await asyncio.to_thread(fn, self.engine, *args)

    async def _write(self, fn: Callable[..., Any], *args: Any) -> Any:
        """A write on the writers' threads: one for SQLite, which takes one writer at a time
        anyway (threads queueing for its lock would only contend), four for PostgreSQL, whose
        commits wait for the disk and are flushed together. Sixteen made PostgreSQL's p99 at
        1,000 tables 135-287 ms against 116-128 ms with four (docs/server.md, *Load*): more
        threads than the connection pool's 15 wait for a connection, and each takes its turn
        at the interpreter lock before the event loop."""
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._writers, functools.partial(fn, self.engine, *args))

    def _changed(self, table: Table) -> None:
        table.payloads.clear()
        table.messages.clear()
        table.touched = time.monotonic()
        self.timers.set(
            table.id, table.status, table.clock, table.seat_to_act(), table.stored.turn_started,
            table.moves,
        )
        for listener in self.listeners:
            listener(table)

    def _notice(self, table_id: str, moves: int) -> str | None:
        return None if self.origin is None else bus.notice(self.origin, table_id, moves)

    @property
    def loaded(self) -> list[str]:
        """The ids of the tables held in memory."""
        return list(self._tables)

    # -- finding tables ---------------------------------------------------------------------
    async def resume_all(self) -> list[Table]:
        """Rebuild every open and running table (at start-up), so their bots move again. A table
        that cannot be rebuilt is logged and left alone (requests for it get a 409 saying why)."""
        ids: list[str] = await self._db(store.table_ids, (OPEN, RUNNING))
        resumed = []
        for table_id in ids:
            try:
                table = await self.get(table_id)
            except Unresumable as err:
                log.warning("%s", err.detail)
                continue
            self._changed(table)  # its bots and its clock run again
            resumed.append(table)
        return resumed

    async def get(self, table_id: str) -> Table:
        table = self._tables.get(table_id)
        if table is not None:
            table.touched = time.monotonic()
            return table
        async with self._loading:
            table = self._tables.get(table_id)
            if table is None:
                stored: StoredTable | None = await self._db(store.load_table, table_id)
                if stored is None:
                    raise NotFound(f"there is no table {table_id!r}")
                table = await asyncio.to_thread(_rebuild, stored)
                self._hold(table)
                if self.origin is not None:
                    # A notice of another process may have come between reading and holding it.
                    self.announced(table_id)
        return table

    def _hold(self, table: Table) -> None:
        self._tables[table.id] = table
        if len(self._tables) > self.max_loaded:
            self.evict_idle()

    # -- other processes' changes, idle tables ----------------------------------------------
    def announced(self, table_id: str) -> None:
        """Another process changed this table (a notice on the `bus`): catch up, in one task per
        table at a time; a notice arriving meanwhile has that task look once more."""
        if table_id in self._catching_up:
            self._again.add(table_id)
            return
        task = asyncio.get_running_loop().create_task(self._keep_catching_up(table_id))
        self._catching_up[table_id] = task

    def announced_all(self) -> None:
        """Notices may have been missed (the listening connection was lost): catch up all."""
        for table_id in list(self._tables):
            self.announced(table_id)

    async def _keep_catching_up(self, table_id: str) -> None:
        try:
            while True:
                self._again.discard(table_id)
                await self.catch_up(table_id)
                if table_id not in self._again:
                    return
        except Exception:
            log.exception("catching up table %s failed", table_id)
        finally:
            self._catching_up.pop(table_id, None)

    async def catch_up(self, table_id: str) -> None:
        """Bring a table held in memory up to what the database holds: the moves beyond its own,
        seats joined, status; after an action taken back elsewhere, the rows as they are. A
        table not held is loaded only if someone here is connected to it (to be sent the change);
        one that no longer replays is let go (reloading says why)."""
        table = self._tables.get(table_id)
        if table is None:
            if self.in_use(table_id):
                self._changed(await self.get(table_id))
            return
        async with table.lock:
            said = table.stored.chat
            changes: store.Changes | None = await self._db(
                store.load_changes, table_id, table.moves, said[-1].id if said else 0
            )
            if changes is None:
                return
            if changes.chat:
                said.extend(changes.chat)
                self._said(table, changes.chat)
            if changes.undos != table.stored.undos:
                # The move count alone may have come back to where it was: replay the rows kept.
                if not await self._reload(table):
                    return
            elif not self._play_changes(table, changes):
                return
        self._changed(table)

    async def _reload(self, table: Table) -> bool:
        """Rebuild a held table from the database in place (its lock held); False if it is gone
        or no longer replays (then it is let go)."""
        stored: StoredTable | None = await self._db(store.load_table, table.id)
        try:
            fresh = None if stored is None else await asyncio.to_thread(_rebuild, stored)
        except Unresumable as err:
            log.warning("%s", err.detail)
            fresh = None
        if fresh is None:
            self._tables.pop(table.id, None)
            return False
        table.stored, table.state, table.logs = fresh.stored, fresh.state, fresh.logs
        table.cuts.append((table.version, 0))
        return True

    def _play_changes(self, table: Table, changes: store.Changes) -> bool:
        """Play the moves another process stored beyond the table's own and take its seats and
        status (the table's lock held); False if nothing changed or a move does not replay."""
        if (
            not changes.actions
            and changes.seats == table.seats
            and changes.status == table.status
            and changes.turn_started == table.stored.turn_started
        ):
            return False
        state = table.state.clone()  # live states are replaced, never changed
        failed = _play_on(state, table.logs, changes.actions)
        if failed is not None:
            self._tables.pop(table.id, None)
            log.warning("table %s: stored move %d does not replay: %s", table.id, *failed[::2])
            return False
        table.stored.seats[:] = changes.seats
        table.state = state
        table.stored.actions.extend(changes.actions)
        table.stored.status = changes.status
        table.stored.winners = changes.winners
        table.stored.turn_started = changes.turn_started
        return True

    def evict_idle(self) -> list[str]:
        """Let go of tables not in use: those idle for `idle_seconds`, and the least recently
        used beyond `max_loaded`. Returns their ids."""
        now = time.monotonic()
        free = [
            t
            for t in self._tables.values()
            if not self.in_use(t.id) and not t.lock.locked() and t.id not in self._catching_up
        ]
        free.sort(key=lambda t: t.touched)
        excess = len(self._tables) - self.max_loaded
        evicted: list[str] = []
        for table in free:
            if now - table.touched >= self.idle_seconds or len(evicted) < excess:
                del self._tables[table.id]
                evicted.append(table.id)
        return evicted

    def close(self) -> None:
        self.timers.close()
        self._writers.shutdown(wait=True)

    async def sweep(self) -> None:
        """Evict idle tables and delete expired open ones now and then, for ever (a task of the
        app)."""
        every = max(0.05, min(60.0, self.idle_seconds / 4, self.open_seconds / 4))
        while True:
            await asyncio.sleep(every)
            evicted = self.evict_idle()
            if evicted:
                log.info("let go of %d idle tables; %d held", len(evicted), len(self._tables))
            await self.expire_open()

    async def expire_open(self) -> list[str]:
        """Delete the tables still open (some seat never claimed) `open_seconds` after their
        creation: nothing was played at them, and their invites would work for ever."""
        before = store.now() - timedelta(seconds=self.open_seconds)
        expired: list[str] = await self._write(store.expire_open, before)
        for table_id in expired:
            self._tables.pop(table_id, None)
            self.timers.cancel(table_id)
        if expired:
            log.info("deleted %d open tables nobody completed in time", len(expired))
        return expired

    async def summaries(self, status: str | None, limit: int = 200) -> list[JsonDict]:
        if status is not None and status not in store.STATUSES:
            raise Unprocessable(f"status must be one of {', '.join(store.STATUSES)}")
        rows: list[tuple[StoredTable, int]] = await self._db(store.list_tables, status, limit)
        return [summary(stored, moves) for stored, moves in rows]

    async def summaries_of(self, ids: list[str]) -> list[JsonDict]:
        """The summaries of these tables (a browser's own), newest first; unknown ids are left
        out."""
        if len(ids) > MAX_LISTED:
            raise Unprocessable(f"at most {MAX_LISTED} tables at once")
        rows: list[tuple[StoredTable, int]] = await self._db(
            store.list_tables, None, MAX_LISTED, ids
        )
        return [summary(stored, moves) for stored, moves in rows]

    # -- creating tables --------------------------------------------------------------------
    async def create(
        self,
        game_name: str,
        num_players: int,
        options: dict[str, Any],
        seed: int | None,
        seats: list[SeatRequest],
        clock: ClockRequest | None = None,
    ) -> tuple[Table, dict[int, str], str]:
        """A new table; returns it with the invite of each human seat and the creator's host key
        (shown only here). A seed may be chosen only where no two people play: with two or more,
        one of them could know the deck, so the server draws it and keeps it until the end."""
        try:
            game = game_registry.get(game_name)
        except RegnumError as err:
            raise Unprocessable(str(err)) from None
        if len(seats) != num_players:
            raise Unprocessable(
                f"{num_players} players need {num_players} seats; the request lists {len(seats)}"
            )
        humans = sum(request.kind == HUMAN for request in seats)
        if seed is None:
            seed = secrets.randbelow(2**53)
        elif humans > 1:
            raise Unprocessable(
                "a seed can be chosen only for a table of bots or of one person: with two or more "
                "people the server draws it and keeps it secret until the game ends"
            )
        else:
            store.check_seed(seed)
        bots = bot_registry.names(game)
        asked = clock or ClockRequest()
        chosen = clocks.make_clock(asked.mode, asked.seconds, asked.increment, asked.bot, bots)
        try:
            state = game.new_game(num_players, seed, options)
        except RegnumError as err:
            raise Unprocessable(str(err)) from None
        tokens: dict[int, str] = {}
        table_seats = [self._seat(game, i, request, tokens) for i, request in enumerate(seats)]
        for seat in table_seats:
            if seat.kind == HUMAN:
                seat.clock_ms = clocks.start_ms(chosen)
        host_key = secrets.token_urlsafe(24)
        stored = StoredTable(
            id=secrets.token_urlsafe(9),
            game=game.id,
            num_players=num_players,
            seed=seed,
            options=dict(state.options),
            seats=table_seats,
            status=OPEN if tokens else RUNNING,
            created_at=store.now(),
            rules_version=game.rules_version,
            host_hash=hash_token(host_key),
            clock=chosen.to_json(),
        )
        stored.turn_started = None if tokens else stored.created_at
        await self._db(store.insert_table, stored, [])
        table = Table(stored, game, state, [[] for _ in range(num_players + 1)])
        self._hold(table)
        self._changed(table)
        return table, tokens, host_key

    @staticmethod
    def _seat(game: Game, index: int, request: SeatRequest, tokens: dict[int, str]) -> Seat:
        if request.kind == BOT:
            bot = (request.bot or "").strip().lower()
            if bot not in bot_registry.names(game):
                raise Unprocessable(
                    f"seat {index + 1}: unknown bot {request.bot!r} for {game.name}; valid bots: "
                    f"{', '.join(bot_registry.names(game))}"
                )
            return Seat(index, BOT, f"{bot} bot", bot=bot, joined=True)
        if request.kind != HUMAN:
            raise Unprocessable(f"seat {index + 1}: kind must be 'human' or 'bot'")
        name = store.seat_name(request.name, index)
        token = secrets.token_urlsafe(24)
        tokens[index] = token
        return Seat(index, HUMAN, name, token_hash=hash_token(token))

    # -- seats ------------------------------------------------------------------------------
    @staticmethod
    def _match(table: Table, token: str) -> tuple[int, bool]:
        """The seat this secret opens and whether it is the seat's key (else its invite);
        compared in constant time against every seat's key and invite."""
        presented = hash_token(token)
        found, is_key = -1, False
        for seat in table.seats:
            if seat.key_hash is not None and hmac.compare_digest(seat.key_hash, presented):
                found, is_key = seat.index, True
            if seat.token_hash is not None and hmac.compare_digest(seat.token_hash, presented):
                found, is_key = seat.index, False
        if found < 0:
            raise Forbidden("this key belongs to no seat of this table")
        return found, is_key

    def seat_of(self, table: Table, token: str) -> int:
        """The seat whose key this is. An invite opens nothing but its claim (`claim`): once
        claimed it is refused, and before that it would let its holder (the table's creator)
        see the seat's hand."""
        seat, is_key = self._match(table, token)
        if is_key:
            return seat
        if table.seats[seat].joined:
            raise Forbidden(
                "this invite link was already used: the seat has been claimed, and it opens only "
                "in the browser that claimed it"
            )
        raise Forbidden("this is an invite: claim the seat first (POST .../join with it)")

    async def claim(self, table: Table, token: str) -> tuple[int, str | None]:
        """Claim the seat of an invite: the seat gets a new key, returned once, and the invite
        stops working. A key already claimed returns its seat (and no new key)."""
        seat, is_key = self._match(table, token)
        if is_key:
            return seat, None
        key = secrets.token_urlsafe(24)
        async with table.lock:
            if table.seats[seat].joined:
                self.seat_of(table, token)  # raises: the invite was used
            notice = self._notice(table.id, table.moves)
            status, joined, started = await self._write(
                store.claim_seat, table.id, seat, hash_token(key), notice
            )
            for each, now_joined in zip(table.seats, joined, strict=True):
                each.joined = now_joined
            table.seats[seat].key_hash = hash_token(key)
            table.seats[seat].away = None
            table.stored.status = status
            table.stored.turn_started = started
        self._changed(table)
        return seat, key

    async def authenticate(self, table: Table, token: str | None) -> int | None:
        """The seat of a key, or None for a spectator without one."""
        return None if token is None else self.seat_of(table, token)

    async def reinvite(self, table: Table, host_key: str | None, seat: int) -> str:
        """A new invite for a seat nobody claimed yet, for the table's creator (its host key);
        the old invite stops working."""
        stored = table.stored
        if (
            host_key is None
            or stored.host_hash is None
            or not hmac.compare_digest(stored.host_hash, hash_token(host_key))
        ):
            raise Forbidden("only the table's creator (its host key) can hand out a new link")
        if not 0 <= seat < stored.num_players or table.seats[seat].kind != HUMAN:
            raise Unprocessable(f"seat {seat + 1} is not a human seat of this table")
        token = secrets.token_urlsafe(24)
        async with table.lock:
            await self._write(store.set_invite, table.id, seat, hash_token(token))
            table.seats[seat].token_hash = hash_token(token)
        return token

    async def time_out(self, table_id: str, seat: int, moves: int) -> None:
        """The seat to act ran out of time: a bot of the table's level plays it until its
        person takes it back (nothing happens if the table moved on meanwhile)."""
        table = await self.get(table_id)
        async with table.lock:
            to_act = table.seat_to_act()
            if table.status != RUNNING or table.moves != moves or to_act is None:
                return
            if to_act.index != seat or not clocks.timed(to_act):
                return
            due = clocks.deadline(table.clock, to_act, table.stored.turn_started)
            if due is None or due > store.now():
                return
            await self._away(table, to_act, AWAY_TIMEOUT, spent=True)
        log.info("table %s: seat %d ran out of time; a bot plays it", table_id, seat + 1)
        self._changed(table)

    async def _away(self, table: Table, seat: Seat, away: str, spent: bool = False) -> None:
        """Hand a seat to the bot (the table's lock held); `spent`: its total clock ran out."""
        turn = None
        if seat.clock_ms is not None and spent:
            turn = store.Turn(table.stored.turn_started or store.now(), 0)
        notice = self._notice(table.id, table.moves)
        await self._write(store.set_away, table.id, seat.index, away, table.moves, turn, notice)
        seat.away = away
        seat.votes = []
        if turn is not None:
            seat.clock_ms = 0

    async def vote_bot(self, table: Table, voter: int, target: int) -> None:
        """`voter` votes to hand the seat to act, a person's, to the table's bot (a friend who
        dropped out of a table without a clock). Once every other person at the table has voted
        during that turn, the bot plays it; its person can take it back. A move of the seat
        drops the votes."""
        async with table.lock:
            if table.status != RUNNING:
                raise Conflict("only a running game's seats can be handed to the bot")
            if not 0 <= target < table.stored.num_players:
                raise Unprocessable(f"there is no seat {target + 1} at this table")
            if target == voter:
                raise Unprocessable("to hand your own seat to the bot, leave the game")
            seat = table.seats[target]
            if seat.kind != HUMAN or seat.away is not None:
                raise Conflict(f"{seat_label(seat)} is not played by a person")
            if table.seat_to_act() is not seat:
                raise Conflict(
                    f"it is not {seat_label(seat)}'s turn: only the seat the table waits for can "
                    "be handed to the bot"
                )
            if table.seats[voter].away is not None:
                raise Conflict("a bot plays your seat: take it back first")
            votes = sorted({*seat.votes, voter})
            voters = {
                s.index
                for s in table.seats
                if s.kind == HUMAN and s.joined and s.away is None and s.index != target
            }
            if voters <= set(votes):
                await self._away(table, seat, AWAY_TIMEOUT)
                log.info("table %s: the others handed seat %d to the bot", table.id, target + 1)
            else:
                notice = self._notice(table.id, table.moves)
                await self._write(store.set_votes, table.id, target, votes, table.moves, notice)
                seat.votes = votes
        self._changed(table)

    async def leave(self, table: Table, seat: int) -> None:
        """Resign: a bot plays the seat to the end, and the person cannot take it back."""
        async with table.lock:
            if table.status != RUNNING:
                raise Conflict("only a running game can be left")
            await self._away(table, table.seats[seat], AWAY_LEFT)
        self._changed(table)

    async def take_back(self, table: Table, seat: int) -> None:
        """The person of a seat a bot took over after a time-out plays it again."""
        async with table.lock:
            mine = table.seats[seat]
            if mine.away == AWAY_LEFT:
                raise Conflict("you left this game: a bot plays your seat to the end")
            if mine.away is None:
                raise Conflict("you are playing this seat already")
            if table.status != RUNNING:
                raise Conflict("the game is over")
            at = store.now()
            to_act = table.seat_to_act()
            turn = clocks.taken_back(table.clock, mine, to_act is mine, at)
            notice = self._notice(table.id, table.moves)
            await self._write(store.set_away, table.id, seat, None, table.moves, turn, notice)
            mine.away = None
            if turn is not None:
                if turn.clock_ms is not None:
                    mine.clock_ms = turn.clock_ms
                if to_act is mine:
                    table.stored.turn_started = turn.started
        self._changed(table)

    # -- chat -------------------------------------------------------------------------------
    async def say(self, table: Table, seat: int, text: str, to: int | None = None) -> ChatLine:
        """Add a message of `seat` to the table's chat: public (everyone, spectators included,
        reads it, in the game and in its replay), or private to the one seat `to` (only the two
        seats read it). Plain text of at most CHAT_CHARS characters; a few messages per seat,
        public and private together, then one every few seconds."""
        said = chat_text(text)
        if to is not None:
            self._recipient(table, seat, to)
        wait = self._chat_rate.take(f"{table.id} {seat}")
        if wait:
            raise TooManyRequests(
                f"too many messages; wait {max(1, round(wait))} s", retry_after=wait
            )
        notice = self._notice(table.id, table.moves)
        line: ChatLine = await self._write(
            store.add_chat, table.id, seat, table.moves, said, to, notice
        )
        table.stored.chat.append(line)
        self._said(table, [line])
        return line

    @staticmethod
    def _recipient(table: Table, seat: int, to: int) -> None:
        """Refuse a private message's recipient unless it is another person's seat of the
        table (a bot reads no messages)."""
        count = table.stored.num_players
        if not 0 <= to < count:
            raise Unprocessable(f"'to' must be a seat of this table, 0 to {count - 1}")
        if to == seat:
            raise Unprocessable("a private message goes to another seat, not your own")
        if table.seats[to].kind != HUMAN:
            raise Unprocessable(f"seat {to + 1} is a bot's, and bots read no messages")

    def _said(self, table: Table, lines: list[ChatLine]) -> None:
        for listener in self.chat_listeners:
            listener(table, lines)

    def chat(self, table: Table, viewer: int | None) -> list[JsonDict]:
        """The messages `viewer` (a seat, None for a spectator) may read, oldest first."""
        return [line.public() for line in table.stored.chat if line.readable_by(viewer)]

    # -- moves ------------------------------------------------------------------------------
    async def act(
        self, table: Table, seat: int, action: int | str, move: int, by_bot: bool = False
    ) -> None:
        """Apply `action` for `seat` if `move` is the table's current move number; anything
        else is refused with the reason and changes nothing. `by_bot`: sent by the bot playing
        the seat (a person's seat only while they are away)."""
        async with table.lock:
            player, mover = self._mover(table, seat, move, "action", by_bot)
            after = table.state.clone()
            try:
                events = after.apply_narrated(action)
            except IllegalActionError as err:
                raise Unprocessable(str(err), _words(err.words)) from None
            except RegnumError as err:
                raise Unprocessable(str(err)) from None
            done = table.game.action(after.history[-1])
            stored_move = Move(move, player, done.id, done.text)
            status = FINISHED if after.is_over else RUNNING
            winners = list(after.winners) if after.is_over else None
            turn = None
            if after.current_player != player:  # the turn passes: the clocks move on
                turn = clocks.passed(table.clock, mover, table.stored.turn_started, store.now())
            present = bool(mover.votes) and not by_bot  # votes to replace the mover are void
            lost: Conflict | None = None
            try:
                notice = self._notice(table.id, move + 1)
                await self._write(
                    store.store_move, table.id, stored_move, status, winners, notice, turn, present
                )
            except asyncio.CancelledError:
                # Interrupted not knowing whether the commit happened: forget the live copy; it
                # is reloaded when needed.
                self._tables.pop(table.id, None)
                raise
            except Conflict as conflict:
                lost = conflict  # another process stored this move first: catch up, below
            else:
                moved = _moves(table.state, done)
                for log, entry in zip(table.logs, _entries(moved, events), strict=True):
                    log.append(entry)
                table.state = after
                table.stored.actions.append(done.text)
                table.stored.status = status
                table.stored.winners = winners
                if turn is not None:
                    table.stored.turn_started = turn.started
                    if turn.clock_ms is not None:
                        mover.clock_ms = turn.clock_ms
                if present:
                    mover.votes = []
        if lost is not None:
            # Read the moves of the other process now (not a whole reload later), so that the
            # next request or bot decision starts from them.
            await self.catch_up(table.id)
            raise lost
        self._changed(table)

    @staticmethod
    def _mover(
        table: Table, seat: int, move: int, what: str, by_bot: bool = False
    ) -> tuple[Player, Seat]:
        """The seat to act and its player, if `seat` may send `what` (an action, an undo) for
        `move` now: the table is running at that move, it is the seat's turn, and whoever sends
        it plays the seat (its person, or the bot while the person is away)."""
        if table.status == OPEN:
            waiting = [seat_label(s) for s in table.seats if not s.joined]
            raise Conflict(f"the game has not started: waiting for {', '.join(waiting)}")
        if table.status == FINISHED:
            raise Conflict("the game is over")
        if move != table.moves:
            raise Conflict(
                f"stale {what}: it was sent for move {move}, but the table is at move "
                f"{table.moves}; the current view has been sent again"
            )
        player = table.state.current_player
        assert player is not None
        if seat != player:
            raise Forbidden(f"it is {seat_label(table.seats[player])}'s turn, not yours")
        mover = table.seats[player]
        if by_bot and table.bot_of(mover) is None:
            raise Conflict("the seat's person took it back")
        if not by_bot and mover.away is not None:
            raise Conflict(
                "a bot plays your seat: take it back first"
                if mover.away == AWAY_TIMEOUT
                else "you left this game: a bot plays your seat to the end"
            )
        return player, mover

    async def undo(self, table: Table, seat: int, move: int) -> None:
        """Take back the last action of `seat`, the seat to act, if `move` is the table's current
        move number and the engine allows it (its own action of this turn, nothing hidden shown
        or drawn, nobody else acted since: `State.undo_depth`). The action's row is deleted, so
        the game is again exactly its stored rows; the turn and its clock go on."""
        async with table.lock:
            player, mover = self._mover(table, seat, move, "undo")
            try:
                before = await asyncio.to_thread(table.state.undone)
            except IllegalActionError as err:
                raise Conflict(f"cannot undo: {err.reason}") from None
            present = bool(mover.votes)  # acting, so not absent: the votes to replace it drop
            notice = self._notice(table.id, move - 1)
            await self._write(store.undo_move, table.id, move, player, notice, present)
            table.state = before
            table.stored.actions.pop()
            table.stored.undos += 1
            for seat_log in table.logs:
                seat_log.pop()
            table.cuts.append((table.version, table.moves))
            if present:
                mover.votes = []
        self._changed(table)

    # -- what a viewer is sent ----------------------------------------------------------------
    async def payload(self, table: Table, seat: Player | None) -> JsonDict:
        """The state as `seat` may see it (None: spectator), with its whole log. Built once per
        viewer and change, however many requests ask for it."""
        building = table.payloads.get(seat)
        if building is None:
            building = asyncio.ensure_future(self._build_payload(table, seat))
            table.payloads[seat] = building
        return await asyncio.shield(building)

    def messages(self, table: Table, seats: Iterable[Player | None]) -> None:
        """Start building the WebSocket state messages of these viewers (those connected) that
        are not built yet, all in one drawing job: a move costs one exchange with a drawing worker
        however many seats and spectators watch, and the worker encodes the messages too."""
        missing = [seat for seat in dict.fromkeys(seats) if seat not in table.messages]
        if not missing:
            return
        # One job per drawing worker (round robin), so that the workers draw a move's boards side
        # by side: the seat that moved waits for its share, not for every viewer's.
        jobs = max(1, min(self.drawer.workers, len(missing)))
        for part in range(jobs):
            seats = missing[part::jobs]
            snapshots = [self._snapshot(table, seat) for seat in seats]
            job = asyncio.ensure_future(self.drawer.messages(table.game, snapshots))
            for index, seat in enumerate(seats):
                table.messages[seat] = asyncio.ensure_future(
                    _nth(job, index, table, table.version, self._log(table, seat))
                )

    async def message(self, table: Table, seat: Player | None) -> StateMessage:
        """The state message for `seat` (as `payload`, with `"type": "state"`)."""
        if seat not in table.messages:
            self.messages(table, [seat])
        return await asyncio.shield(table.messages[seat])

    def undrawn_message(self, table: Table, seat: Player | None) -> StateMessage:
        """The state message for `seat` without a board (`view_message`), built at once."""
        payload, _ = self._snapshot(table, seat)
        return StateMessage(view_message(payload), table, table.version, self._log(table, seat))

    async def _build_payload(self, table: Table, seat: Player | None) -> JsonDict:
        payload, legal_ids = self._snapshot(table, seat)
        payload["log_from"], payload["log"] = 0, self._log(table, seat)  # read with the rest
        legal = [table.game.action(i) for i in legal_ids]
        payload["svg"], payload["text"] = await self.drawer(table.game, payload["view"], legal)
        return payload

    @staticmethod
    def _log(table: Table, seat: Player | None) -> list[JsonDict]:
        """The viewer's log as it is now (entries are never changed, only added and removed)."""
        return list(table.logs[0 if seat is None else seat + 1])

    @staticmethod
    def _snapshot(table: Table, seat: Player | None) -> tuple[JsonDict, list[int]]:
        """A payload without its drawing and its log, and the ids of the legal actions to draw.
        Only views leave the server; legal actions go only to the seat to act; the outcome only
        once the game is over. Everything is read at once (no await), so the payload describes one moment even
        if a move lands while it is drawn."""
        state = table.state
        to_act = state.current_player
        playing = seat == to_act and seat is not None and table.seats[seat].away is None
        legal = state.legal_actions() if table.status == RUNNING and playing else ()
        view = state.view(seat)
        over = state.is_over
        payload: JsonDict = {
            "table": summary(table.stored, table.moves),
            "seat": seat,
            "move": table.moves,
            "version": table.version,
            "current_player": to_act,
            "your_turn": bool(legal),
            "is_over": over,
            "winners": list(state.winners) if over else None,
            "competitors": list(state.competitors) if over else None,
            "scores": list(state.scores) if over else None,
            "result": state.result() if over else None,
            "view": view,
            "legal": [{"id": a.id, "text": a.text, "kind": a.kind, "args": list(a.args),
                       "label": _label(table.game, a)} for a in legal],
            "blocked": _blocked(table.game, state, legal),
            "undo": state.undo_depth if legal else 0,
            "svg": None,
            "text": "",
            "clock": _clock_payload(table),
        }
        return payload, [a.id for a in legal]

    # -- records and replays ------------------------------------------------------------------
    @staticmethod
    def _finished(table: Table) -> None:
        if table.status != FINISHED:
            raise Conflict(
                "records and replays are only given for finished games (a record holds the seed, "
                "which reveals every hidden card)"
            )

    def record(self, table: Table) -> JsonDict:
        self._finished(table)
        return GameRecord.from_state(table.state, table.record_seats()).to_json()

    async def import_record(self, data: Any) -> Table:
        """A finished table made from a record (as the CLI writes them)."""
        check_upload(data)
        try:
            record = GameRecord.from_json(data)
            entries = record.seats or [HUMAN] * record.num_players
            if len(entries) != record.num_players:
                raise Unprocessable("the record's seats do not match its number of players")
            game = record.initial_state().game
            seats = record_seats(entries, bot_registry.names(game))
            final, moves = await asyncio.to_thread(_replay_moves, record)
        except RecordError as err:
            raise Unprocessable(str(err)) from None
        if not final.is_over:
            raise Unprocessable(
                "this record's game is not finished; continue it with `regnum play --resume`"
            )
        stored = StoredTable(
            id=secrets.token_urlsafe(9),
            game=game.id,
            num_players=record.num_players,
            seed=record.seed,
            options=dict(final.options),
            seats=seats,
            status=FINISHED,
            created_at=store.now(),
            winners=list(final.winners),
            actions=list(record.actions),
            rules_version=game.rules_version,
        )
        await self._db(store.insert_table, stored, moves)
        return await self.get(stored.id)

    async def replay(
        self, table: Table, step: int, seat: Player | None, reader: int | None = None
    ) -> JsonDict:
        """The position after `step` actions as `seat` saw it; its cost grows with `step` (and
        stays small when stepping through), not with the length of the game. Its chat holds
        `seat`'s private messages only for that seat's own key (`reader`): a finished game's
        positions are open to all, what two people said to each other is not."""
        self._finished(table)
        steps = table.moves
        if not 0 <= step <= steps:
            raise NotFound(f"no step {step}: this game has steps 0 to {steps}")
        if seat is not None and not 0 <= seat < table.stored.num_players:
            raise Unprocessable(f"seat must be 0 to {table.stored.num_players - 1} or 'spectator'")
        stored = table.stored
        checkpoints = self._replays.of(
            table.id,
            lambda: Checkpoints(
                table.game.new_game(stored.num_players, stored.seed, stored.options),
                list(table.state.history),
            ),
        )
        position = await asyncio.to_thread(checkpoints.position, step)
        view = position.view(seat)
        svg, text = await self.drawer(table.game, view, ())
        over = position.is_over
        return {
            "step": step,
            "steps": steps,
            "view": view,
            "svg": svg,
            "text": text,
            "log": table.logs[0 if seat is None else seat + 1][:step],
            "action": table.stored.actions[step - 1] if step > 0 else None,
            "is_over": over,
            "winners": list(position.winners) if over else None,
            "competitors": list(position.competitors) if over else None,
            "scores": list(position.scores) if over else None,
            "result": position.result() if over else None,
            "chat": [
                line.public()
                for line in table.stored.chat
                if line.move <= step and line.readable_by(seat if reader == seat else None)
            ],
        }


def _label(game: Game, action: Action) -> JsonDict | None:
    """The action's words for the page (`Game.label`: an id and parameters, put in the page's
    language by static/js/texts.js), or None where the game shows its notation."""
    return _words(game.label(action))


def _words(words: Event | None) -> JsonDict | None:
    return None if words is None else words.to_json()


def _blocked(game: Game, state: State, legal: tuple[Action, ...]) -> list[JsonDict]:
    """For the seat to act (it has `legal` actions): the relevant actions it may not take now,
    each with its label and the engine's reason, in English (`why`) and as the game's words
    (`reason`, put in the page's language like `label`), for the page to show greyed
    (`State.relevant_actions`)."""
    if not legal:
        return []
    allowed = set(legal)
    return [
        {"id": a.id, "text": a.text, "kind": a.kind, "label": _label(game, a),
         "why": state.explain_illegal(a), "reason": _words(state.refusal(a))}
        for a in state.relevant_actions()
        if a not in allowed
    ]


def _clock_payload(table: Table) -> JsonDict:
    """What a page needs to show the clocks live: the table's clock, each seat's time left at
    the start of its turn (total clocks), and the deadline of the seat to act (ms since 1970,
    UTC; null when no clock runs for it)."""
    clock = table.clock
    to_act = table.seat_to_act()
    due = None
    if table.status == RUNNING and to_act is not None:
        due = clocks.deadline(clock, to_act, table.stored.turn_started)
    return {
        **clock.to_json(),
        "left_ms": [s.clock_ms for s in table.seats],
        "turn_started": clocks.epoch_ms(table.stored.turn_started),
        "deadline": clocks.epoch_ms(due),
    }


def _replay_moves(record: GameRecord) -> tuple[State, list[Move]]:
    """Replay a record (RecordError if it does not replay), noting who took each action."""
    players: list[Player] = []
    final: State | None = None
    for final in record.steps():
        if final.current_player is not None:
            players.append(final.current_player)
    assert final is not None
    moves = [
        Move(i, player, action_id, final.game.action(action_id).text)
        for i, (player, action_id) in enumerate(zip(players, final.history, strict=False))
    ]
    return final, moves


__all__ = ["ClockRequest", "SeatRequest", "Table", "TableService", "hash_token", "summary"]
