"""WebSocket connections to tables: each gets the current payload on connect and after every
change, and may submit actions. A connection's messages go through one queue and one writer task,
so they arrive in order; a slow connection is sent only the newest state, never a backlog; a
dropped one is forgotten without affecting the table.
"""

from __future__ import annotations

import asyncio
import json
from collections import defaultdict
from typing import Any

from fastapi import WebSocket, WebSocketDisconnect

from regnum.engine.game import JsonDict, Player
from regnum.server.drawing import encode, game_ids
from regnum.server.errors import Refused, TooLarge, Unauthorized, Unprocessable
from regnum.server.limits import MAX_ACTION_ID, MAX_MESSAGE_CHARS, MAX_MOVE, MAX_NOTATION_CHARS
from regnum.server.store import ChatLine
from regnum.server.tables import StateMessage, Table, TableService

_STATE = {"type": "state"}


class Connection:
    def __init__(
        self, websocket: WebSocket, table: Table, seat: Player | None, draws: bool = False
    ) -> None:
        self.websocket = websocket
        self.table = table
        self.seat = seat
        self.draws = draws  # the client draws this game's board itself from the view
        self._queue: asyncio.Queue[JsonDict] = asyncio.Queue()
        self._state_pending = False
        self._last: StateMessage | None = None  # the last state message sent

    def send_state(self) -> None:
        if not self._state_pending:
            self._state_pending = True
            self._queue.put_nowait(_STATE)

    def send_error(self, refused: Refused) -> None:
        self.send({"type": "error", "status": refused.status, **refused.body()})

    def send(self, message: JsonDict) -> None:
        self._queue.put_nowait(message)

    async def write(self, hub: Hub) -> None:
        """Send the queued messages; a state message is built once per viewer and change
        (`Hub.state_message`), however many connections of that viewer it goes to, and each
        gets the log entries it lacks (`StateMessage.to`)."""
        while True:
            message = await self._queue.get()
            if message is _STATE:
                self._state_pending = False
                state = await hub.state_message(self)
                await self.websocket.send_text(state.to(self._last))
                self._last = state
            else:
                await self.websocket.send_text(encode(message))


def parse_message(text: str) -> tuple[int | str | None, int]:
    """`{"type": "action", "action": id|notation, "move": n}` -> (action, move), or
    `{"type": "undo", "move": n}` -> (None, move), within the bounds `POST .../actions` and
    `.../undo` take; anything else is refused (the connection stays open)."""
    if len(text) > MAX_MESSAGE_CHARS:
        raise TooLarge(f"a message has at most {MAX_MESSAGE_CHARS} characters")
    try:
        data: Any = json.loads(text)
    except json.JSONDecodeError as err:
        raise Unprocessable(f"malformed JSON: {err}") from None
    except (RecursionError, ValueError):  # nested too deeply, an integer of thousands of digits
        raise Unprocessable("malformed message: nested too deeply or a number too long") from None
    if not isinstance(data, dict) or data.get("type") not in ("action", "undo"):
        raise Unprocessable(
            'a message must be {"type": "action", "action": ..., "move": n} or '
            '{"type": "undo", "move": n}'
        )
    move = data.get("move")
    if isinstance(move, bool) or not isinstance(move, int):
        raise Unprocessable("'move' must be the move number (integer) the message is meant for")
    if not 0 <= move <= MAX_MOVE:
        raise Unprocessable(f"'move' is a move number, 0 to {MAX_MOVE}")
    if data["type"] == "undo":
        return None, move
    action = data.get("action")
    if isinstance(action, bool) or not isinstance(action, int | str):
        raise Unprocessable("'action' must be an action id (integer) or its notation (string)")
    if isinstance(action, int) and not 0 <= action <= MAX_ACTION_ID:
        raise Unprocessable(f"'action' ids are 0 to {MAX_ACTION_ID}")
    if isinstance(action, str) and len(action) > MAX_NOTATION_CHARS:
        raise Unprocessable(f"'action' notations have at most {MAX_NOTATION_CHARS} characters")
    return action, move


class Hub:
    def __init__(self, service: TableService) -> None:
        self.service = service
        self._connections: dict[str, set[Connection]] = defaultdict(set)
        # Per table and viewer, the state message without a board (`view_message`) since the
        # table last changed.
        self._undrawn: dict[str, dict[Player | None, StateMessage]] = {}

    def watching(self, table_id: str) -> bool:
        """Whether a connection follows this table (it is in use)."""
        return table_id in self._connections

    def said(self, table: Table, lines: list[ChatLine]) -> None:
        """New chat messages go at once to every connection of the table that may read them: a
        private message only to its sender's and its recipient's."""
        for connection in self._connections.get(table.id, ()):
            readable = [line.public() for line in lines if line.readable_by(connection.seat)]
            if readable:
                connection.send({"type": "chat", "messages": readable})

    def changed(self, table: Table) -> None:
        self._undrawn.pop(table.id, None)
        connections = self._connections.get(table.id, ())
        # one drawing job for all the viewers whose boards the server draws
        self.service.messages(table, [c.seat for c in connections if not c.draws])
        for connection in connections:
            connection.send_state()

    async def state_message(self, connection: Connection) -> StateMessage:
        """The connection's next state message: the payload with its board drawn
        (`TableService.message`), or, for a client that draws the board itself, without one,
        built here at once: a view costs far less than sending it to a drawing worker."""
        table = await self.service.get(connection.table.id)
        if not connection.draws:
            return await self.service.message(table, connection.seat)
        built = self._undrawn.setdefault(table.id, {})
        message = built.get(connection.seat)
        if message is None:
            message = built[connection.seat] = self.service.undrawn_message(table, connection.seat)
        return message

    async def serve(self, websocket: WebSocket, table_id: str, token: str | None) -> None:
        await websocket.accept()
        try:
            table = await self.service.get(table_id)
            # An unclaimed invite claims its seat here too; the key is sent once, below.
            seat, key = (None, None) if token is None else await self.service.claim(table, token)
        except Refused as refused:
            await websocket.send_json(
                {"type": "error", "status": refused.status, **refused.body()}
            )
            await websocket.close(code=4000 + refused.status, reason=refused.detail[:120])
            return
        draws = table.game.id in game_ids(websocket.query_params.get("draws"))
        connection = Connection(websocket, table, seat, draws)
        self._connections[table_id].add(connection)
        if key is not None:
            connection.send({"type": "claimed", "seat": seat, "key": key})
        connection.send_state()
        said = self.service.chat(table, seat)
        if said:
            connection.send({"type": "chat", "messages": said})
        writer = asyncio.create_task(connection.write(self))
        try:
            await self._receive(connection)
        finally:
            self._connections[table_id].discard(connection)
            if not self._connections[table_id]:
                del self._connections[table_id]
                self._undrawn.pop(table_id, None)
            writer.cancel()
            await asyncio.gather(writer, return_exceptions=True)

    async def _receive(self, connection: Connection) -> None:
        while True:
            try:
                message = await connection.websocket.receive()
            except (WebSocketDisconnect, RuntimeError):
                return
            if message["type"] == "websocket.disconnect":
                return  # dropped or closed: nothing to undo, every accepted move is committed
            text = message.get("text") or (message.get("bytes") or b"").decode("utf-8", "replace")
            try:
                action, move = parse_message(text)
                if connection.seat is None:
                    raise Unauthorized("spectators cannot act: connect with your seat's token")
                table = await self.service.get(connection.table.id)
                if action is None:
                    await self.service.undo(table, connection.seat, move)
                else:
                    await self.service.act(table, connection.seat, action, move)
            except Refused as refused:
                connection.send_error(refused)
                if refused.status == 409:
                    connection.send_state()
