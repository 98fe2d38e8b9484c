"""`regnum simulate` and the pure simulation logic under it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from regnum.cli import app
from regnum.games import get
from regnum.sim.simulate import (
    GameResult,
    SimulationConfig,
    aggregate,
    game_seed,
    play_game,
    run,
    seat_bots,
    wilson_interval,
)


def test_seats_rotate_so_every_bot_sits_everywhere() -> None:
    bots = ["a", "b", "c"]
    assert seat_bots(bots, 0) == ["a", "b", "c"]
    assert seat_bots(bots, 1) == ["c", "a", "b"]
    for bot in bots:
        assert {seat_bots(bots, i).index(bot) for i in range(3)} == {0, 1, 2}


def test_wilson_interval() -> None:
    low, high = wilson_interval(50, 100)
    assert low == pytest.approx(0.4038, abs=1e-4)
    assert high == pytest.approx(0.5962, abs=1e-4)
    assert wilson_interval(0, 10)[0] == 0.0
    assert wilson_interval(10, 10)[1] == pytest.approx(1.0)
    assert wilson_interval(0, 0) == (0.0, 1.0)


def test_play_game_is_deterministic() -> None:
    game = get("toy")
    first = play_game(game, 3, 99, ["random"] * 3, {"rounds": "2"}, secret="s")
    assert first == play_game(game, 3, 99, ["random"] * 3, {"rounds": "2"}, secret="s")
    assert first["error"] is None
    assert first["decisions"] == 6
    assert first["winners"]
    assert first["stats"]["decisions"] == 6.0


def _result(bots: list[str], winners: list[int], scores: list[int]) -> GameResult:
    return {
        "index": 0,
        "seed": 0,
        "bots": bots,
        "winners": winners,
        "competitors": list(range(len(bots))),
        "scores": scores,
        "decisions": 10,
        "stats": {"years": 3.0},
        "error": None,
    }


def test_aggregate_shares_a_tied_win() -> None:
    config = SimulationConfig("toy", ("h", "r"), 2, 1, 2)
    results = [
        _result(["h", "r"], [0, 1], [2, 2]),
        _result(["r", "h"], [1], [1, 3]),
    ]
    summary = aggregate(config, results)
    by_bot = {row["bot"]: row for row in summary["by_bot"]}
    assert by_bot["h"]["wins"] == 1.5
    assert by_bot["h"]["played"] == 2
    assert by_bot["h"]["win_share"] == 0.75
    assert by_bot["h"]["mean_score"] == 2.5
    assert by_bot["r"]["wins"] == 0.5
    assert [row["wins"] for row in summary["by_seat"]] == [0.5, 1.5]
    assert summary["mean_decisions"] == 10
    assert summary["stats"] == {"years": 3.0}


def test_a_game_that_does_not_end_is_a_failed_result() -> None:
    config = SimulationConfig("toy", ("random", "random"), 2, 1, 2, max_decisions=3)
    results = run(config)
    assert [r["index"] for r in results] == [0, 1]
    assert all("did not end within 3 decisions" in str(r["error"]) for r in results)
    assert results[1]["seed"] == game_seed(1, 1)
    assert aggregate(config, results)["failed"] == 2


def _simulate(runner: CliRunner, *extra: str) -> dict[str, object]:
    args = ["simulate", "toy", "--games", "12", "--bots", "random,random,random", "--seed", "3",
            "--bot-secret", "sim-test"]
    result = runner.invoke(app, [*args, *extra, "--json", "-"])
    assert result.exit_code == 0, result.output
    data: dict[str, object] = json.loads(result.stdout)
    return data


def test_results_do_not_depend_on_the_number_of_workers(runner: CliRunner) -> None:
    one = _simulate(runner, "--jobs", "1")
    two = _simulate(runner, "--jobs", "2")
    assert one == two
    assert one["completed"] == 12
    results = one["results"]
    assert isinstance(results, list)
    assert [r["index"] for r in results] == list(range(12))
    assert results[1]["seed"] == game_seed(3, 1)
    other = _simulate(runner, "--jobs", "1", "--option", "rounds=5")
    assert other != one


def test_a_simulated_game_replays_with_play(runner: CliRunner) -> None:
    data = _simulate(runner, "--jobs", "1")
    results = data["results"]
    assert isinstance(results, list)
    game = results[5]
    played = runner.invoke(
        app,
        [
            "play", "toy", "--seed", str(game["seed"]), "--bots", ",".join(game["bots"]),
            "--bot-secret", str(data["bot_secret"]),
        ],
    )
    assert played.exit_code == 0
    for seat, score in enumerate(game["scores"], start=1):
        assert f"seat {seat} ({game['bots'][seat - 1]}): {score}" in played.stdout


def test_summary_table_and_json_file(runner: CliRunner, tmp_path: Path) -> None:
    out = tmp_path / "sim.json"
    result = runner.invoke(
        app,
        ["simulate", "toy", "-g", "6", "-b", "random", "-n", "2", "-s", "1", "--json", str(out)],
    )
    assert result.exit_code == 0, result.output
    assert "win share" in result.stdout
    assert "95% interval" in result.stdout
    assert "Wins by seat" in result.stdout
    assert "decisions" in result.stdout
    data = json.loads(out.read_text())
    assert data["bots"] == ["random", "random"]
    assert len(data["results"]) == 6


def test_failed_games_exit_1_with_a_way_to_replay_them(runner: CliRunner) -> None:
    result = runner.invoke(
        app,
        ["simulate", "toy", "-g", "2", "-b", "random,random", "-s", "1", "--max-decisions", "2"],
    )
    assert result.exit_code == 1
    assert "2 of 2 games failed" in result.stderr
    assert "regnum play toy --seed 1000000 --bots random,random" in result.stderr


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--option", "rounds=0"], "valid options"),
        (["--bots", "random,human"], "unknown seat 'human'"),
        (["--bots", "random,random", "--players", "3"], "--bots names 2 seats"),
        (["--games", "0"], "--games must be at least 1"),
    ],
)
def test_bad_series_exit_2(runner: CliRunner, args: list[str], message: str) -> None:
    result = runner.invoke(app, ["simulate", "toy", "--bots", "random,random", *args])
    assert result.exit_code == 2
    assert message in result.stderr
    assert "Traceback" not in result.output
