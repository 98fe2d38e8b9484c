"""Drawing boards for payloads: `game.render_svg` and `render_text` from a view. A drawing can cost
more than everything else of a move (a detailed SVG per seat), so with `workers` > 0 it runs in
worker processes: the event loop stays free and several cores draw at once. Views are plain JSON,
so they travel to the workers as they are. A client that draws a game's board itself (the browser
page, for the games in `regnum/web/static/js/boards/`) is sent the view only (`view_message`)."""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import multiprocessing
import os
import select
import threading
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any, TypeVar

from regnum import games as game_registry
from regnum.engine.errors import UnknownGameError
from regnum.engine.game import Action, Game, JsonDict

log = logging.getLogger(__name__)
T = TypeVar("T")


def draw(game_id: str, view: JsonDict, legal_ids: Sequence[int]) -> tuple[str | None, str]:
    """(SVG, text) of a view; `legal_ids` are the actions the drawing may make clickable."""
    game = game_registry.get(game_id)
    return game.render_svg(view, [game.action(i) for i in legal_ids]), game.render_text(view)


def encode(message: JsonDict) -> str:
    """A message as the JSON text sent on the WebSocket."""
    return json.dumps(message, separators=(",", ":"), ensure_ascii=False)


MAX_DRAWS_CHARS = 200  # the `draws` query parameter of a WebSocket; more is ignored


def game_ids(draws: str | None) -> frozenset[str]:
    """The ids of the games named (by id or alias) in a WebSocket's `draws` parameter
    ("krieg-und-frieden,fief"): those whose boards the client draws itself from the view, as the
    browser page does for the games it has a drawing for (`regnum/web/static/js/boards/`).
    Unknown names are ignored."""
    if not draws or len(draws) > MAX_DRAWS_CHARS:
        return frozenset()
    known = set()
    for name in draws.split(","):
        with contextlib.suppress(UnknownGameError):
            known.add(game_registry.canonical_id(name))
    return frozenset(known)


def view_message(payload: JsonDict) -> str:
    """The state message of a viewer whose client draws the board from the view: no SVG and no
    text board. Nothing is drawn for it, and it is a tenth of the size (a Krieg und Frieden board
    is about 34 kB, its view 2 kB)."""
    return encode({"type": "state", **payload, "svg": None, "text": None})


def state_messages(game_id: str, payloads: Sequence[tuple[JsonDict, Sequence[int]]]) -> list[str]:
    """The WebSocket state message of each (payload without its drawing, legal action ids): drawn
    and encoded in one go, so that a move costs the server's event loop one exchange with a
    worker for all its viewers, and no encoding of boards."""
    texts = []
    for payload, legal_ids in payloads:
        svg, text = draw(game_id, payload["view"], legal_ids)
        texts.append(encode({"type": "state", **payload, "svg": svg, "text": text}))
    return texts


def _start_worker(server_pid: int) -> None:
    """A drawing worker's set-up: exit when the server exits, however it ends; then load every
    game. A worker is a child of multiprocessing's fork server, not of the server, and waits on
    its task queue forever: after a `kill -9` of the server it would live on, and with it the fork
    server and the resource tracker (each holds a pipe the other waits on). Once the workers are
    gone, those two see their pipes close and exit too."""
    threading.Thread(target=_exit_with, args=(server_pid,), daemon=True).start()
    for game_id in game_registry.ids():
        game_registry.get(game_id)


def _exit_with(pid: int) -> None:
    """Block until process `pid` has ended, then end this process at once."""
    try:
        handle = os.pidfd_open(pid)  # Linux: readable once the process has ended
    except ProcessLookupError:
        os._exit(0)
    except (AttributeError, OSError):  # no pidfd (another system): look every second
        while _alive(pid):
            time.sleep(1.0)
    else:
        select.select([handle], [], [])
    os._exit(0)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


class Drawer:
    def __init__(self, workers: int) -> None:
        self.workers = workers
        self._pool = self._start() if workers > 0 else None

    def _start(self) -> ProcessPoolExecutor:
        # forkserver: workers are not forked from a process that already runs threads.
        context = multiprocessing.get_context("forkserver")
        return ProcessPoolExecutor(
            self.workers, mp_context=context, initializer=_start_worker, initargs=(os.getpid(),)
        )

    async def __call__(
        self, game: Game, view: JsonDict, legal: Sequence[Action]
    ) -> tuple[str | None, str]:
        return await self._run(draw, game.id, view, [a.id for a in legal])

    async def messages(
        self, game: Game, payloads: Sequence[tuple[JsonDict, Sequence[int]]]
    ) -> list[str]:
        """`state_messages` in a worker."""
        return await self._run(state_messages, game.id, payloads)

    async def _run(self, fn: Callable[..., T], *args: Any) -> T:
        pool = self._pool
        if pool is None:
            return fn(*args)
        try:
            return await asyncio.get_running_loop().run_in_executor(pool, fn, *args)
        except BrokenProcessPool:
            # A worker died (killed, out of memory): start new ones and draw this one here.
            log.exception("a drawing worker died; starting new workers")
            if self._pool is pool:
                pool.shutdown(wait=False, cancel_futures=True)
                self._pool = self._start()
            return fn(*args)

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=True, cancel_futures=True)
