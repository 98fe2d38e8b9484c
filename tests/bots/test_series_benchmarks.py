"""The series behind docs/bots.md: a strength series resumes where it stopped and reports what it
played; the peers benchmark plays regnum's level against OpenSpiel's bots and reports both."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from benchmarks import strength


def test_a_strength_series_resumes_and_refuses_another_series(tmp_path: Path,
                                                              capsys: pytest.CaptureFixture[str]
                                                              ) -> None:
    out = tmp_path / "series.jsonl"
    args = ["kus", "--bots", "heuristic,random,random,random", "--seed", "5",
            "--bot-secret", "s", "--out", str(out)]
    assert strength.main([*args, "--games", "2"]) == 0
    first = [json.loads(line) for line in out.read_text().splitlines()]
    assert [row["result"]["index"] for row in first] == [0, 1]
    assert strength.main([*args, "--games", "3"]) == 0
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    assert rows[:2] == first and [row["result"]["index"] for row in rows] == [0, 1, 2]
    assert rows[2]["result"]["bots"] == ["random", "random", "heuristic", "random"]  # rotated
    assert "of 3 games" in capsys.readouterr().out
    with pytest.raises(SystemExit, match="another series"):
        strength.main(["kus", "--bots", "random,random,random,random", "--seed", "5",
                       "--bot-secret", "s", "--out", str(out), "--report"])


def test_peers_plays_the_level_against_openspiel_bots(tmp_path: Path,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("pyspiel")
    from benchmarks import peers

    out = tmp_path / "peers.jsonl"
    assert peers.main(["--games", "1", "--level", "ismcts:iters=3", "--game", "kus",
                       "--out", str(out)]) == 0
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    assert {row["peer"] for row in rows} == {"ismcts", "mcts"}
    for row in rows:
        assert sorted(row["seats"]) == sorted(["ismcts:iters=3", row["peer"], "heuristic",
                                               "heuristic"])
        assert row["simulations"] >= peers.MIN_SIMULATIONS
        assert row["moves"][row["peer"]] > 0 and row["cpu_s"][row["peer"]] > 0
    printed = capsys.readouterr().out
    assert "mcts (cheats)" in printed and "ismcts " in printed
