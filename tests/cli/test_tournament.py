"""`regnum tournament`: seats rotated, openskill ratings, win shares, table, JSON and PNG."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from regnum.cli import app
from regnum.games import get
from regnum.sim.simulate import GameResult, SimulationConfig, run_one
from regnum.sim.tournament import ranks, rate, summarize

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def _result(index: int, bots: list[str], winners: list[int], scores: list[int],
            competitors: list[int] | None = None) -> GameResult:
    return {
        "index": index,
        "seed": index,
        "bots": bots,
        "winners": winners,
        "competitors": list(range(len(bots))) if competitors is None else competitors,
        "scores": scores,
        "decisions": 10,
        "stats": {},
        "error": None,
    }


def test_ranks_put_winners_first_then_follow_the_scores() -> None:
    assert ranks(_result(0, ["a"] * 4, [2], [5, 7, 9, 5])) == [3.0, 2.0, 1.0, 3.0]
    assert ranks(_result(0, ["a"] * 3, [0, 1], [4, 4, 1])) == [1.0, 1.0, 2.0]
    # a tie-break winner (kuf: most cards) ranks above a seat with the same score
    assert ranks(_result(0, ["a"] * 3, [1], [6, 6, 2])) == [2.0, 1.0, 3.0]


def test_a_seat_without_a_stake_is_not_ranked() -> None:
    # Fief's treasurer and judge, the last seat, scores 0 but is no loser: it is left out
    assert ranks(_result(0, ["a"] * 4, [1], [1, 2, 0, 0], [0, 1, 2])) == [2.0, 1.0, 3.0]


def test_a_bot_seated_as_judge_is_not_rated_by_that_game() -> None:
    # "judge" only ever sits in the seat without a stake; it keeps the starting rating, while
    # the winner and the loser of each game move
    results = [_result(i, ["w", "l", "judge"], [0], [1, 0, 0], [0, 1]) for i in range(5)]
    ratings = rate(results, ["w", "l", "judge"])
    assert ratings["judge"].mu == 25 and ratings["judge"].sigma == 25 / 3
    assert ratings["w"].mu > 25 > ratings["l"].mu


def test_a_fief_table_with_a_judge_rates_only_the_families() -> None:
    state = get("fief").new_game(3, 1, {"judge-seat": "yes", "turn-limit": "20"})
    assert state.competitors == [0, 1]
    config = SimulationConfig("fief", ("random", "random", "random"), 1, 1, 3,
                              options={"judge-seat": "yes", "turn-limit": "20"})
    result = run_one(config, 0)
    assert result["error"] is None and result["competitors"] == [0, 1]
    assert 2 not in result["winners"]
    assert len(ranks(result)) == 2
    summary = summarize(config, [result])
    assert summary["fair_share"] == 0.5
    assert sum(row["played"] for row in summary["by_bot"]) == 2


def test_the_bot_that_always_wins_is_rated_highest() -> None:
    bots = ["strong", "weak", "weak", "weak"]
    results = []
    for index in range(20):
        seats = [bots[(seat - index) % 4] for seat in range(4)]
        results.append(_result(index, seats, [seats.index("strong")], [1, 1, 1, 1]))
    ratings = rate(results, bots)
    assert set(ratings) == {"strong", "weak"}
    assert ratings["strong"].mu > 25 > ratings["weak"].mu
    assert ratings["strong"].sigma < 25 / 3


def test_failed_games_are_not_rated() -> None:
    failed = _result(0, ["a", "b"], [], [])
    failed["error"] = "boom"
    ratings = rate([failed], ["a", "b"])
    assert ratings["a"].mu == ratings["b"].mu == 25


def test_summary_adds_ratings_strongest_first() -> None:
    config = SimulationConfig("toy", ("a", "b"), 3, 1, 2)
    # seat 1 always wins: a sits there in games 0 and 2, b in game 1
    results = [_result(i, ["a", "b"] if i % 2 == 0 else ["b", "a"], [0], [2, 1]) for i in range(3)]
    summary = summarize(config, results)
    assert [row["bot"] for row in summary["ratings"]] == ["a", "b"]
    for row in summary["ratings"]:
        low, high = row["ci95"]
        assert low < row["mu"] < high


def test_tournament_writes_table_json_and_plot(runner: CliRunner, tmp_path: Path) -> None:
    out_json = tmp_path / "t.json"
    out_png = tmp_path / "t.png"
    args = ["tournament", "toy", "--bots", "easy,random", "--games", "6", "--seed", "4",
            "--bot-secret", "t"]
    result = runner.invoke(app, [*args, "--json", str(out_json), "--plot", str(out_png)])
    assert result.exit_code == 0, result.output
    assert "openskill ratings" in result.stdout
    assert "95% interval" in result.stdout
    data = json.loads(out_json.read_text())
    assert data["completed"] == 6
    assert {row["bot"] for row in data["ratings"]} == {"easy", "random"}
    assert [r["bots"] for r in data["results"][:2]] == [["easy", "random"], ["random", "easy"]]
    assert out_png.read_bytes().startswith(PNG_MAGIC)
    again = runner.invoke(app, [*args, "--jobs", "2", "--json", str(tmp_path / "u.json")])
    assert again.exit_code == 0, again.output
    assert json.loads((tmp_path / "u.json").read_text())["ratings"] == data["ratings"]


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        (["--bots", "random,wizard"], "random, heuristic, easy, normal, hard"),
        (["--bots", "random,ismcts:iters=0"], "at least 1"),
        (["--bots", "random,random", "--games", "0"], "--games must be at least 1"),
        (["--bots", "random,random,random", "--players", "2"], "one entry per seat"),
    ],
)
def test_bad_input_is_refused(runner: CliRunner, extra: list[str], message: str) -> None:
    result = runner.invoke(app, ["tournament", "kus", *extra])
    assert result.exit_code == 2
    assert message in " ".join(result.output.split())


def test_an_unwritable_plot_is_refused(runner: CliRunner, tmp_path: Path) -> None:
    args = ["tournament", "toy", "--bots", "random,random", "--games", "1"]
    result = runner.invoke(app, [*args, "--plot", str(tmp_path / "missing" / "p.png")])
    assert result.exit_code == 2
    assert "cannot write" in result.output
