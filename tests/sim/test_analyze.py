"""Running an analysis: the same rows whatever the backend and workers, resuming after a kill,
and the report's sections and plots."""

from __future__ import annotations

import base64
import json
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pyarrow.parquet as pq
import pytest

from regnum.sim.analyze import REPORT, analyze
from regnum.sim.experiment import Experiment, builtin, from_toml
from regnum.sim.results import JOURNAL, TABLE, Journal, read_journal


def small() -> Experiment:
    """Krone & Schwert (fast) at 2 players: seat order, the variant that fits 2 players, heuristic
    against random under both rules: two games per arm."""
    return builtin("kus", seed=4, games=2, players=[2])


def rows_of(directory: Path) -> list[dict[str, object]]:
    return sorted(read_journal(directory / JOURNAL), key=lambda r: (r["arm"], r["index"]))


def test_same_rows_in_process_and_in_two_workers(tmp_path: Path) -> None:
    experiment = small()
    analyze(experiment, tmp_path / "one", "cmd", jobs=1, progress_bar=False)
    analyze(experiment, tmp_path / "two", "cmd", jobs=2, progress_bar=False)
    one, two = rows_of(tmp_path / "one"), rows_of(tmp_path / "two")
    assert len(one) == len(experiment.tasks())
    assert one == two
    assert all(r["error"] is None for r in one)
    table = pq.read_table(tmp_path / "one" / TABLE).to_pylist()
    assert [(r["arm"], r["index"]) for r in table] == [(r["arm"], r["index"]) for r in one]
    assert pq.read_schema(tmp_path / "one" / TABLE).field("error").type == "string"
    assert {"seed", "bots", "winners", "scores", "decisions", "end_reason", "label",
            "option.layout", "stat.decisions"} <= set(table[0])


def test_same_rows_on_a_local_ray(tmp_path: Path) -> None:
    ray = pytest.importorskip("ray")
    experiment = small()
    analyze(experiment, tmp_path / "local", "cmd", jobs=1, progress_bar=False)
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    try:
        analyze(experiment, tmp_path / "ray", "cmd", ray=True, progress_bar=False)
    finally:
        ray.shutdown()
    assert rows_of(tmp_path / "ray") == rows_of(tmp_path / "local")


def test_without_ray_the_error_says_how_to_install(monkeypatch: pytest.MonkeyPatch) -> None:
    from regnum.sim.experiment import ExperimentError
    from regnum.sim.ray_backend import connect

    monkeypatch.setitem(sys.modules, "ray", None)  # import ray now raises ImportError
    with pytest.raises(ExperimentError, match=r"pip install 'regnum\[cluster\]'"):
        connect(None)


def test_a_killed_run_resumes_without_losing_or_repeating_games(tmp_path: Path) -> None:
    design = tmp_path / "d.toml"
    design.write_text('players = 2\nbots = ["random"]\n', encoding="utf-8")
    out = tmp_path / "run"
    command = [sys.executable, "-m", "regnum", "analyze", "kus", "--design", str(design),
               "--games", "40", "--seed", "9", "-j", "1", "-o", str(out)]
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                               env={**os.environ, "PYTHONPATH": os.getcwd()})
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and len(read_journal(out / JOURNAL)) < 10:
        time.sleep(0.02)
    process.send_signal(signal.SIGKILL)
    process.wait()
    kept = read_journal(out / JOURNAL)
    assert 10 <= len(kept) < 40, "the run was killed before it finished"
    with (out / JOURNAL).open("a") as journal:
        journal.write('{"arm": 0, "ind')  # a line cut short by the kill
    experiment = from_toml(design, "kus", seed=9, games=40)
    journal = Journal(out, experiment)
    assert len(journal.rows) == len(kept)
    assert journal.experiment.bot_secret != experiment.bot_secret  # the killed run's, kept
    experiment = journal.experiment
    outcome = analyze(experiment, out, "cmd", jobs=1, progress_bar=False)
    assert outcome.played_now == 40 - len(kept)
    resumed = rows_of(out)
    assert [(r["arm"], r["index"]) for r in resumed] == experiment.tasks()
    fresh = tmp_path / "fresh"
    analyze(experiment, fresh, "cmd", jobs=1, progress_bar=False)
    assert resumed == rows_of(fresh)


def test_a_directory_of_another_experiment_is_refused(tmp_path: Path) -> None:
    from regnum.sim.experiment import ExperimentError

    analyze(builtin("kus", seed=1, games=1, players=[2]), tmp_path, "cmd", progress_bar=False)
    with pytest.raises(ExperimentError, match="another experiment"):
        analyze(builtin("kus", seed=2, games=1, players=[2]), tmp_path, "cmd", progress_bar=False)


def test_report_has_every_section_with_plots(tmp_path: Path) -> None:
    experiment = small()
    analyze(experiment, tmp_path, "regnum analyze kus --games=4 --seed=4", jobs=1,
            progress_bar=False)
    html = (tmp_path / REPORT).read_text(encoding="utf-8")
    for section in ("seats", "variants", "late", "skill", "length", "method"):
        assert f"<h2 id='{section}'>" in html
    images = html.split('src="data:image/png;base64,')[1:]
    assert len(images) == 5
    for image in images:
        assert base64.b64decode(image.split('"')[0]).startswith(b"\x89PNG")
    assert "regnum analyze kus --games=4 --seed=4" in html
    assert "Versions: regnum" in html
    assert "Played under rules version 2 (regnum 0.1.0)." in html
    assert "seat order matters" in html or "no seat advantage" in html
    # Nothing is loaded from elsewhere. The embedded images are dropped first: their
    # base64 text may spell "http" by chance (it did once, with a drawn bot secret).
    text = re.sub(r"data:image/png;base64,[A-Za-z0-9+/=]+", "", html)
    assert "http" not in text.replace("http-equiv", "")
    json.loads((tmp_path / "experiment.json").read_text())
