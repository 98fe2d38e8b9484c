"""Playing an experiment on a Ray cluster (`regnum analyze --ray` / `--ray-address ADDRESS`).

Ray schedules; regnum adds nothing of its own: each batch of games is one Ray task running the
same `outcomes.play_rows` as a local worker, so results do not depend on the backend. A bounded
number of tasks is kept in flight, so that the driver appends finished batches to its journal as
they come and a stopped driver loses only the batches still running. Ray is the optional extra
`regnum[cluster]`; every node needs regnum installed (the same version).
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import islice
from typing import Any

from regnum.sim.experiment import Experiment, ExperimentError
from regnum.sim.outcomes import Row, play_rows

INSTALL_HINT = (
    "--ray needs Ray, the optional extra of regnum: pip install 'regnum[cluster]' "
    "(and regnum on every node of the cluster)"
)


def _ray() -> Any:
    try:
        import ray
    except ImportError:
        raise ExperimentError(INSTALL_HINT) from None
    return ray


def connect(address: str | None) -> Any:
    """Ray, connected: to the cluster at `address` ("auto" finds the local node's cluster), else a
    Ray started on this machine for the run."""
    ray = _ray()
    if ray.is_initialized():
        return ray
    if address is not None and address.startswith("ray://"):
        ray.init(address=address)  # Ray Client takes few of the local start-up arguments
    else:
        ray.init(address=address, include_dashboard=False, log_to_driver=False)
    return ray


def play_on_ray(
    experiment: Experiment, keys: list[tuple[int, int]], address: str | None = None
) -> Iterator[list[Row]]:
    """Batches of rows as Ray tasks finish them, in no particular order."""
    from regnum.sim.backends import batches

    ray = connect(address)
    cpus = max(1, int(ray.cluster_resources().get("CPU", 1)))
    remote = ray.remote(play_rows)
    shared = ray.put(experiment)
    work = iter(batches(keys, cpus, largest=64))
    pending = [remote.remote(shared, b) for b in islice(work, 4 * cpus)]
    while pending:
        done, pending = ray.wait(pending, num_returns=1)
        for ref in done:
            yield ray.get(ref)
            pending += [remote.remote(shared, b) for b in islice(work, 1)]
