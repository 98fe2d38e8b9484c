"""Playing an experiment's missing games: in this process, in local worker processes, or on Ray.

Every backend plays the same batches of (arm, index) keys with `outcomes.play_rows`, and a game's
row depends only on the experiment and its key, so the results are the same whatever the backend
and the number of workers; only the order in which batches come back differs, and the journal
sorts that away. Each batch is appended to the journal as soon as it is back.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from itertools import islice

from regnum.sim.experiment import Experiment
from regnum.sim.outcomes import Row, play_rows
from regnum.sim.results import Journal
from regnum.sim.simulate import _pool_context

Keys = list[tuple[int, int]]


def batches(keys: Keys, workers: int, largest: int = 16) -> list[Keys]:
    """Keys cut into batches: small enough that every worker gets many (an even finish and a
    smooth progress bar), large enough that sending a batch costs little next to playing it."""
    size = max(1, min(largest, len(keys) // (8 * max(1, workers))))
    return [keys[i : i + size] for i in range(0, len(keys), size)]


def _local(experiment: Experiment, work: list[Keys], jobs: int) -> Iterator[list[Row]]:
    if jobs <= 1:
        for keys in work:
            yield play_rows(experiment, keys)
        return
    with ProcessPoolExecutor(max_workers=jobs, mp_context=_pool_context()) as pool:
        pending: set[Future[list[Row]]] = set()
        queue = iter(work)
        # keep a few batches per worker in flight rather than all of them: a kill then leaves
        # few games half played, and memory stays flat on a 100,000-game run
        for keys in islice(queue, 4 * jobs):
            pending.add(pool.submit(play_rows, experiment, keys))
        try:
            while pending:
                done, pending = wait(pending, return_when=FIRST_COMPLETED)
                for future in done:
                    yield future.result()
                    following = next(queue, None)
                    if following is not None:
                        pending.add(pool.submit(play_rows, experiment, following))
        except BaseException:
            # Ctrl-C or a failed append: do not wait for the batches in flight
            pool.shutdown(wait=False, cancel_futures=True)
            raise


def play(
    experiment: Experiment,
    journal: Journal,
    jobs: int = 1,
    ray: bool = False,
    ray_address: str | None = None,
    on_games: Callable[[int], None] | None = None,
) -> None:
    """Play the games `journal` lacks, appending each batch as it ends; `on_games(n)` after each."""
    missing = journal.missing()
    if not missing:
        return
    if ray or ray_address:
        from regnum.sim.ray_backend import play_on_ray

        results = play_on_ray(experiment, missing, ray_address)
    else:
        results = _local(experiment, batches(missing, jobs), jobs)
    for rows in results:
        journal.append(rows)
        if on_games is not None:
            on_games(len(rows))
