"""The load benchmark runs end to end on a small scale (a real server, people's think time cut to a
blink), with the clients drawing the boards as the page does and with the server drawing them,
and reports the CPU of both sides."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest

from benchmarks import load


@pytest.mark.parametrize("draws", ["kuf,kus,fief", ""])
def test_the_load_benchmark_measures_a_few_tables(tmp_path: Path, draws: str) -> None:
    out = tmp_path / "load.json"
    load.main(["--tables", "3", "--think", "0.05", "--seconds", "2", "--warm-up", "1",
               "--render-workers", "1", "--draws", draws, "--limit-ms", "100000",
               "--json", str(out)])  # fmt: skip
    (step,) = json.loads(out.read_text())["steps"]
    assert step["tables"] == 3 and step["moves"] > 0 and step["refusals"] == 0
    assert step["held"] and step["p50_ms"] <= step["p99_ms"] <= step["max_ms"]
    assert step["state_kb"] > 0
    if sys.platform == "linux":
        assert step["server_cpu"] > 0


@pytest.mark.skipif(not os.path.isdir("/proc"), reason="reads Linux's /proc")
def test_the_cpu_of_a_process_tree_counts_its_own_time() -> None:
    before = load.tree_cpu([os.getpid()])
    sum(i * i for i in range(2_000_000))
    after = load.tree_cpu([os.getpid()])
    assert before is not None and after is not None and after > before


def test_no_move_counts_before_the_measured_window_is_set() -> None:
    """Moves answered while seats are still joining are set-up, not load: they once made the
    p99 of 1,000 tables (900 ms) out of a window whose own worst round trip was 200 ms."""
    clock = load.Clock()
    clock.measure(sent_at=5.0, received_at=5.9)
    assert clock.latencies == []
    clock.start, clock.end = 10.0, 40.0
    clock.measure(sent_at=9.5, received_at=10.5)
    clock.measure(sent_at=12.0, received_at=12.004)
    clock.measure(sent_at=40.0, received_at=40.1)
    assert clock.latencies == [pytest.approx(0.004)]
