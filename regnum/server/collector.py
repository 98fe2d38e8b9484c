"""Short pauses of Python's cyclic garbage collector in a server holding thousands of sockets.

Each WebSocket holds a few dozen long-lived objects (coroutines, tasks, queues, frames): at 1,000
tables of 4 seats the process tracks about 860,000, and a full collection, which stops every table,
scanned them all for 250-580 ms (docs/server.md, "Load"). Almost all of them outlive any
collection, so the survivors of each collection of the two older generations are frozen
(`gc.freeze`: left out of later collections; reference counting still frees them when they are let
go), and later collections scan only what came since. Freezing only after full collections still
left 110,000-125,000 objects (what came since the last one) for each full collection to scan,
95-160 ms of CPU every 15 s at 1,000 tables, while such collections found only a few dozen objects
of garbage. Cyclic garbage that reaches a frozen object is not found until the survivors are thawed
and scanned once more, every `thaw_seconds`: one long pause per period instead of one every few
seconds under load.
"""

from __future__ import annotations

import asyncio
import gc


def _freeze_survivors(phase: str, info: dict[str, int]) -> None:
    if phase == "stop" and info["generation"] >= 1:
        gc.freeze()


def start() -> None:
    """Freeze what survives each collection of the older generations, from now on
    (process-wide)."""
    if _freeze_survivors not in gc.callbacks:
        gc.callbacks.append(_freeze_survivors)


def stop() -> None:
    """Back to the collector's ordinary ways, everything scanned again (the app's shutdown)."""
    if _freeze_survivors in gc.callbacks:
        gc.callbacks.remove(_freeze_survivors)
    gc.unfreeze()


def thaw() -> None:
    """One full collection of everything, frozen or not; its survivors are frozen again."""
    gc.unfreeze()
    gc.collect()


async def thaw_every(seconds: float) -> None:
    """`thaw` for ever, every `seconds` (a task of the app's lifespan)."""
    while True:
        await asyncio.sleep(seconds)
        thaw()
