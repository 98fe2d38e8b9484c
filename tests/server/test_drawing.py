"""Boards drawn in worker processes: the same drawing as in-process, and a dead worker is
replaced without losing the drawing that was asked for. A client that draws a game's board itself
is sent the same payload without the drawing."""

from __future__ import annotations

import asyncio
import os
import random
import signal
from typing import Any

from fastapi.testclient import TestClient
from starlette.testclient import WebSocketTestSession

from regnum import games
from regnum.server.drawing import Drawer, game_ids
from tests.server.helpers import create, join_all


def test_a_killed_drawing_worker_is_replaced_and_the_drawing_still_made() -> None:
    game = games.get("kuf")
    state = game.new_game(4, 3, {})
    view = state.view(state.current_player)
    legal = state.legal_actions()
    expected = (game.render_svg(view, legal), game.render_text(view))

    async def scenario() -> None:
        drawer = Drawer(1)
        try:
            assert await drawer(game, view, legal) == expected
            pool = drawer._pool
            assert pool is not None
            for pid in list(pool._processes):
                os.kill(pid, signal.SIGKILL)
            assert await drawer(game, view, legal) == expected
            assert drawer._pool is not pool
            assert await drawer(game, view, legal) == expected
        finally:
            drawer.close()

    asyncio.run(scenario())


def test_the_draws_parameter_names_games_by_id_or_alias_and_ignores_the_rest() -> None:
    assert game_ids("kuf") == {"krieg-und-frieden"}
    assert game_ids("krieg-und-frieden,fief,chess,") == {"krieg-und-frieden", "fief"}
    assert game_ids(None) == game_ids("") == frozenset()
    assert game_ids("fief," * 100) == frozenset()  # longer than MAX_DRAWS_CHARS: ignored


def _until_move(ws: WebSocketTestSession, move: int) -> Any:
    while True:
        message = ws.receive_json()
        assert message["type"] == "state", message
        if message["move"] >= move:
            return message


def test_a_client_that_draws_the_board_is_sent_the_same_payload_without_a_drawing(
    client: TestClient,
) -> None:
    """Every seat and a spectator follow a Krieg und Frieden table twice: once drawing the board
    themselves (`draws=kuf`), once not. After every move the two messages are the same but for
    the drawing, and the server's drawing is the game's renderer applied to that view and legal
    actions alone, which is what the browser's copy of the renderer draws (test_browser_boards)."""
    game = games.get("kuf")
    table_id, tokens = create(client, "kuf", ["human"] * 4)
    join_all(client, table_id, tokens)
    viewers: list[int | None] = [None, *tokens]
    rng = random.Random(7)

    def url(seat: int | None, draws: str) -> str:
        query = f"draws={draws}" + ("" if seat is None else f"&token={tokens[seat]}")
        return f"/ws/tables/{table_id}?{query}"

    contexts = [client.websocket_connect(url(s, d)) for s in viewers for d in ("kuf", "fief")]
    sockets = [ctx.__enter__() for ctx in contexts]
    try:
        for move in range(25):
            messages = [_until_move(ws, move) for ws in sockets]
            for own, drawn in zip(messages[::2], messages[1::2], strict=True):
                assert own["svg"] is None and own["text"] is None
                assert drawn["svg"] == game.render_svg(
                    own["view"], [game.action(a["id"]) for a in own["legal"]]
                )
                assert drawn["text"] == game.render_text(own["view"])
                assert own == drawn | {"svg": None, "text": None}
            to_act = messages[0]["current_player"]
            mine = messages[2 * viewers.index(to_act)]
            assert mine["seat"] == to_act and mine["your_turn"]
            action = rng.choice(mine["legal"])["id"]
            sockets[2 * viewers.index(to_act)].send_json(
                {"type": "action", "action": action, "move": move}
            )
    finally:
        for ctx in contexts:
            ctx.__exit__(None, None, None)
