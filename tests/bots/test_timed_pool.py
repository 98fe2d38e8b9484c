"""In the server, bots that think for a fixed time (expert) run in a bounded pool of their own, so
that expert tables queue behind each other and never in front of other tables' quick bots."""

from __future__ import annotations

import threading
import time

from regnum.server.bot_seats import BotSeats


def test_timed_bots_have_a_pool_of_their_own() -> None:
    seats = BotSeats(None, 2, 0.0, b"secret")  # type: ignore[arg-type]
    try:
        timed = seats.pool_for("expert")
        assert seats.pool_for("expert:seconds=0.3") is timed
        assert seats.pool_for("ismcts:seconds=2") is timed
        for quick in ("random", "heuristic", "easy", "hard", "expert:iters=30", "ismcts:iters=5"):
            assert seats.pool_for(quick) is not timed
    finally:
        seats._pool.shutdown()
        seats._timed_pool.shutdown()


def test_a_busy_expert_pool_does_not_hold_up_quick_bots() -> None:
    """Two expert moves queue in the one timed worker; a quick bot's move meanwhile runs at once."""
    seats = BotSeats(None, 1, 0.0, b"secret")  # type: ignore[arg-type]
    release = threading.Event()
    try:
        thinking = [seats.pool_for("expert").submit(release.wait, 5) for _ in range(2)]
        begin = time.perf_counter()
        assert seats.pool_for("hard").submit(lambda: 42).result(timeout=2) == 42
        assert time.perf_counter() - begin < 1.0
        assert not thinking[1].running(), "the second expert move waits for the first"
    finally:
        release.set()
        seats._pool.shutdown()
        seats._timed_pool.shutdown()
