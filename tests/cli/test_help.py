"""Every command explains itself."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from typer.testing import CliRunner

import regnum
from regnum.cli import app


def test_root_help_lists_the_commands(runner: CliRunner) -> None:
    result = runner.invoke(app, ["--help"])
    assert result.exit_code == 0
    for command in ("play", "replay", "simulate", "tournament", "serve", "games"):
        assert command in result.stdout


def test_no_arguments_shows_help(runner: CliRunner) -> None:
    result = runner.invoke(app, [])
    assert "Usage" in result.stdout + result.stderr
    assert "play" in result.stdout + result.stderr


@pytest.mark.parametrize(
    ("command", "words"),
    [
        ("play", ["--bots", "--seed", "--option", "--resume", "human", "heuristic"]),
        ("replay", ["--seat", "--step", "--final"]),
        ("simulate", ["--games", "--bots", "--jobs", "--json", "Wilson"]),
        ("games", ["options"]),
    ],
)
def test_command_help(runner: CliRunner, command: str, words: list[str]) -> None:
    result = runner.invoke(app, [command, "--help"])
    assert result.exit_code == 0
    text = " ".join(result.stdout.split())
    for word in words:
        assert word in text


def test_version(runner: CliRunner) -> None:
    result = runner.invoke(app, ["--version"])
    assert result.exit_code == 0
    assert result.stdout.startswith("regnum ")
    assert regnum.core.describe() in result.stdout  # which core runs: compiled or pure


def test_version_names_the_pure_core_when_asked_for() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "regnum", "--version"], capture_output=True, text=True, check=True,
        env={**os.environ, "REGNUM_PURE_PYTHON": "1"},
    )
    assert "pure-Python core (REGNUM_PURE_PYTHON is set)" in result.stdout
    assert result.stderr == ""  # asked for, so no warning


def test_games_lists_ids_players_and_options(runner: CliRunner) -> None:
    result = runner.invoke(app, ["games"])
    assert result.exit_code == 0
    assert "toy: High-low (toy)" in result.stdout
    assert "players: 2-4" in result.stdout
    assert "rounds=1|2|3|4|5 (default 3)" in result.stdout
    assert "krieg-und-frieden" in result.stdout
    assert f"rules run on the {regnum.core.describe()}" in result.stdout


def test_python_dash_m_runs_the_command() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "regnum", "games"], capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stderr
    assert "krieg-und-frieden" in result.stdout
