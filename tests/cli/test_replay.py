"""`regnum replay`: every step of a saved record, a seat's view, interactive stepping."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from regnum.cli import app
from regnum.engine.record import GameRecord, save
from regnum.games import get
from regnum.sim.simulate import bot_move, make_bots


@pytest.fixture
def record_file(tmp_path: Path) -> Path:
    game = get("toy")
    seats = ["random", "random"]
    state = game.new_game(2, 17, {"rounds": "2"})
    bots = make_bots(game, seats, 17, "test")
    while not state.is_over:
        player = state.current_player
        assert player is not None
        bot_move(state, bots[player])
    path = tmp_path / "game.json"
    save(path, GameRecord.from_state(state, seats))
    return path


def test_replay_prints_every_step(runner: CliRunner, record_file: Path) -> None:
    result = runner.invoke(app, ["replay", str(record_file)])
    assert result.exit_code == 0, result.output
    steps = json.loads(record_file.read_text())["actions"]
    assert "Step 0/4: the start of the game" in result.stdout
    assert f"Step 1/4: seat 1 (random) played {steps[0]}" in result.stdout
    assert f"Step 4/4: seat 1 (random) played {steps[3]}" in result.stdout
    assert "Final scores:" in result.stdout
    assert '"hand"' not in result.stdout  # the spectator sees no hand


def test_replay_as_a_seat_shows_that_seat_view(runner: CliRunner, record_file: Path) -> None:
    result = runner.invoke(app, ["replay", str(record_file), "--seat", "2", "--final"])
    assert result.exit_code == 0, result.output
    assert "Step 4/4" in result.stdout
    assert "Step 3/4" not in result.stdout
    assert '"hand"' in result.stdout
    bad = runner.invoke(app, ["replay", str(record_file), "--seat", "3"])
    assert bad.exit_code == 2
    assert "there is no seat 3" in bad.stderr


def test_interactive_stepping(runner: CliRunner, record_file: Path) -> None:
    result = runner.invoke(app, ["replay", str(record_file), "--step"], input="\n\nb\n4\n\nx\nq\n")
    assert result.exit_code == 0, result.output
    order = [line.split("/")[0] for line in result.stdout.splitlines() if "Step " in line]
    assert [o[o.index("Step") :] for o in order] == [
        "Step 0",
        "Step 1",
        "Step 2",
        "Step 1",
        "Step 4",
    ]
    assert "This is the last step" in result.stdout
    assert "unknown command 'x'" in result.stdout


def test_a_corrupt_record_is_refused_with_the_reason(runner: CliRunner, record_file: Path) -> None:
    data = json.loads(record_file.read_text())
    data["actions"] = data["actions"][:-1]
    record_file.write_text(json.dumps(data))
    result = runner.invoke(app, ["replay", str(record_file)])
    assert result.exit_code == 2
    assert "digest does not match" in result.stderr
    assert "Traceback" not in result.output


def test_a_record_with_an_illegal_action_is_refused(runner: CliRunner, tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    save(path, GameRecord("toy", 2, 1, {}, 1, ["play 13", "play 13", "play 13", "play 13"]))
    result = runner.invoke(app, ["replay", str(path)])
    assert result.exit_code == 2
    assert "cannot be replayed" in result.stderr
