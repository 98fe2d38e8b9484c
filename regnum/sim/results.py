"""Where an analysis keeps its games: a journal appended game by game, and a Parquet table.

The journal (`games.jsonl`, one JSON row per line, flushed after every batch) is what makes a run
resumable: a killed run loses at most the games still being played, and a line cut short by the
kill is ignored. `experiment.json` beside it says which experiment the journal belongs to, so
that a directory is never resumed with another design. Parquet (`games.parquet`) is written from
the journal at the end, because a Parquet file is only readable once its footer is written: it is
the file for pandas, polars or DuckDB, one row per game with flat columns.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

from regnum.sim.experiment import Experiment, ExperimentError, from_json
from regnum.sim.outcomes import Row

JOURNAL = "games.jsonl"
DESIGN = "experiment.json"
TABLE = "games.parquet"


class Journal:
    """The rows of one experiment in `directory`, read back on open and appended as games end."""

    def __init__(self, directory: Path, experiment: Experiment) -> None:
        self.directory = directory
        self.experiment = experiment
        directory.mkdir(parents=True, exist_ok=True)
        design = directory / DESIGN
        if design.exists():
            stored = from_json(json.loads(design.read_text(encoding="utf-8")))
            if stored.fingerprint() != experiment.fingerprint():
                raise ExperimentError(
                    f"{directory} holds the results of another experiment ({stored.name}, seed "
                    f"{stored.seed}); choose another --out directory or the same design and seed"
                )
            experiment = replace(experiment, bot_secret=stored.bot_secret)
            self.experiment = experiment
        design.write_text(json.dumps(experiment.to_json(), indent=1) + "\n", encoding="utf-8")
        self.rows: dict[tuple[int, int], Row] = {}
        _drop_cut_line(directory / JOURNAL)
        for row in read_journal(directory / JOURNAL):
            if row["arm"] < len(experiment.arms) and row["index"] < experiment.games:
                self.rows[(row["arm"], row["index"])] = row

    def missing(self) -> list[tuple[int, int]]:
        """The games still to play, in the experiment's order."""
        return [key for key in self.experiment.tasks() if key not in self.rows]

    def append(self, rows: Iterable[Row]) -> None:
        rows = list(rows)
        with (self.directory / JOURNAL).open("a", encoding="utf-8") as out:
            for row in rows:
                out.write(json.dumps(row, separators=(",", ":")) + "\n")
        for row in rows:
            self.rows[(row["arm"], row["index"])] = row

    def sorted_rows(self) -> list[Row]:
        """Every finished game in (arm, index) order: the same whatever order they ended in."""
        return [self.rows[key] for key in sorted(self.rows)]


def _drop_cut_line(path: Path) -> None:
    """Cut a last line that a kill left without its newline, so that the next row appended
    starts a line of its own instead of extending the broken one."""
    if not path.exists():
        return
    with path.open("rb+") as journal:
        data = journal.read()
        if data and not data.endswith(b"\n"):
            journal.truncate(data.rfind(b"\n") + 1)


def read_journal(path: Path) -> list[Row]:
    """The rows of a journal; a last line cut short by a kill is skipped."""
    if not path.exists():
        return []
    rows = []
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            rows.append(json.loads(line))
        except json.JSONDecodeError:
            continue
    return rows


def flat(row: Row, labels: Sequence[str]) -> dict[str, Any]:
    """A row with plain columns: options as `option.NAME`, the game's stats as `stat.NAME`."""
    out = {k: v for k, v in row.items() if k not in ("options", "stats")}
    out["label"] = labels[row["arm"]]
    out.update({f"option.{k}": v for k, v in row["options"].items()})
    out.update({f"stat.{k}": v for k, v in row["stats"].items()})
    return out


def write_parquet(path: Path, rows: Sequence[Row], labels: Sequence[str]) -> None:
    """The rows as one Parquet table (pyarrow); columns missing from some rows are null there."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    flats = [flat(row, labels) for row in rows]
    columns = list(dict.fromkeys(key for f in flats for key in f))
    table = pa.Table.from_pylist([{c: f.get(c) for c in columns} for f in flats])
    if "error" in columns:  # a run without failures would otherwise get a column of type null
        where = table.schema.get_field_index("error")
        table = table.set_column(where, "error", table["error"].cast(pa.string()))
    pq.write_table(table, path)
