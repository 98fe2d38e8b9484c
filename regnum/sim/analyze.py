"""`regnum analyze` from design to report: resume the journal, play what is missing with a progress
bar, write the Parquet table and the HTML report. The command line only reads its options and
calls `analyze`."""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path

from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)

from regnum.sim.analysis import analyse
from regnum.sim.backends import play
from regnum.sim.experiment import Experiment
from regnum.sim.report import render
from regnum.sim.results import TABLE, Journal, write_parquet

REPORT = "report.html"


@dataclass(frozen=True)
class Outcome:
    """What a run left behind."""

    directory: Path
    command: str  # with the bot secret: it plays the same games again
    played_now: int
    finished: int
    failed: int
    seconds: float


def analyze(
    experiment: Experiment,
    directory: Path,
    command: str,
    jobs: int = 1,
    ray: bool = False,
    ray_address: str | None = None,
    play_games: bool = True,
    console: Console | None = None,
    progress_bar: bool = True,
) -> Outcome:
    """Play the experiment's missing games into `directory`, then write the table and report.
    An interruption (Ctrl-C, a kill) keeps every finished batch: the same command resumes."""
    experiment.check()
    journal = Journal(directory, experiment)
    experiment = journal.experiment  # a resumed run keeps its stored bot secret
    # the bots' seeds depend on the secret too: without it the command would not replay the games
    command = f"{command} --bot-secret={experiment.bot_secret}"
    total = len(experiment.tasks())
    before = len(journal.rows)
    start = time.monotonic()
    if play_games and before < total:
        progress = Progress(
            TextColumn("games"),
            BarColumn(),
            MofNCompleteColumn(),
            TimeElapsedColumn(),
            TextColumn("left"),
            TimeRemainingColumn(),
            console=console,
            disable=not progress_bar,
        )
        with progress:
            task = progress.add_task("games", total=total, completed=before)
            play(experiment, journal, jobs, ray, ray_address,
                 on_games=lambda n: progress.advance(task, n))
    seconds = time.monotonic() - start
    rows = journal.sorted_rows()
    played_now = len(rows) - before
    failed = sum(1 for r in rows if r["error"] is not None)
    labels = experiment.labels()
    write_parquet(directory / TABLE, rows, labels)
    workers = 1 if ray or ray_address else max(1, jobs)
    per_game = seconds * workers / played_now if played_now and not (ray or ray_address) else None
    versions = [f"{r['rules_version']} (regnum {r['regnum']})" for r in rows if "rules_version" in r]
    html = render(experiment, analyse(experiment, rows), command, len(rows), failed, per_game,
                  versions)
    (directory / REPORT).write_text(html, encoding="utf-8")
    return Outcome(directory, command, played_now, len(rows), failed, seconds)
