"""Boards drawn in worker processes: the same drawing as in-process, and a dead worker is
replaced without losing the drawing that was asked for."""

from __future__ import annotations

import asyncio
import os
import signal

from regnum import games
from regnum.server.drawing import Drawer


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
            for pid in list(pool._processes):  # type: ignore[attr-defined]
                os.kill(pid, signal.SIGKILL)
            assert await drawer(game, view, legal) == expected
            assert drawer._pool is not pool
            assert await drawer(game, view, legal) == expected
        finally:
            drawer.close()

    asyncio.run(scenario())
