"""`regnum analyze` on the command line: a run, its files, its errors."""

from __future__ import annotations

import sys
from pathlib import Path

import pyarrow.parquet as pq
import pytest
from typer.testing import CliRunner

from regnum.cli import app
from regnum.sim.experiment import builtin


def test_analyze_writes_report_and_table_and_resumes(runner: CliRunner, tmp_path: Path) -> None:
    args = ["analyze", "toy", "--games", "3", "--seed", "2", "--bot", "random", "-j", "1",
            "-o", str(tmp_path)]
    result = runner.invoke(app, args)
    assert result.exit_code == 0, result.output
    assert "played now" in result.stdout
    html = (tmp_path / "report.html").read_text(encoding="utf-8")
    assert "regnum analyze toy --bot=random --games=3 --seed=2 --bot-secret=" in html
    rows = pq.read_table(tmp_path / "games.parquet").num_rows
    assert rows == len(builtin("toy", 2, 3, bot="random").tasks())
    again = runner.invoke(app, args)
    assert "(0 played now" in again.stdout  # everything was already played
    assert pq.read_table(tmp_path / "games.parquet").num_rows == rows


def test_ray_without_ray_installed_says_how_to_install(
    runner: CliRunner, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(sys.modules, "ray", None)
    result = runner.invoke(app, ["analyze", "toy", "--games", "1", "--ray", "-o", str(tmp_path)])
    assert result.exit_code == 2
    assert "pip install 'regnum[cluster]'" in result.output


def test_a_design_for_another_game_is_refused(runner: CliRunner, tmp_path: Path) -> None:
    design = tmp_path / "d.toml"
    design.write_text('game = "kus"\n', encoding="utf-8")
    result = runner.invoke(app, ["analyze", "kuf", "--design", str(design), "-o", str(tmp_path)])
    assert result.exit_code == 2
    assert "not on Krieg und Frieden" in result.output


def test_the_reported_command_replays_the_same_games(runner: CliRunner, tmp_path: Path) -> None:
    args = ["analyze", "toy", "--games", "3", "--seed", "2", "--bot", "random", "-j", "1"]
    assert runner.invoke(app, [*args, "-o", str(tmp_path / "a")]).exit_code == 0
    html = (tmp_path / "a" / "report.html").read_text(encoding="utf-8")
    secret = html.split("--bot-secret=")[1].split()[0].split("<")[0]
    again = runner.invoke(app, [*args, "--bot-secret", secret, "-o", str(tmp_path / "b")])
    assert again.exit_code == 0, again.output
    first, second = (
        pq.read_table(tmp_path / d / "games.parquet").to_pylist() for d in ("a", "b")
    )
    assert first == second
