"""The fitting tool runs end to end for every game with a feature function: a small fit beats a
uniform guess on its own games, and what it writes is loaded by the search bots under the game's
rules version."""

from __future__ import annotations

import json
import math
from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("scipy")

from regnum.bots.evaluation import load
from regnum.games import get
from tools.fit_evaluation import PLAYERS, fit, main, play, scores, softmax


@pytest.mark.parametrize("game_id", ["krieg-und-frieden", "krone-und-schwert", "fief"])
def test_a_small_fit_beats_a_uniform_guess_on_its_own_games(game_id: str) -> None:
    data = play(game_id, games=4, first_seed=0, every=6, secret="test")
    assert len(data.x) == len(data.y) > 50 and data.x.shape[1] == PLAYERS
    assert np.allclose(data.y.sum(axis=1), 1.0), "every game has winners sharing 1"
    w = fit(data.x, data.y)
    assert scores(softmax(data.x @ w), data.y)["log_loss"] < math.log(PLAYERS) * 0.95


def test_the_tool_writes_weights_the_bots_load(tmp_path: Path) -> None:
    out = tmp_path / "kus.json"
    assert main(["kus", "--games", "5", "--every", "10", "--out", str(out)]) == 0
    written = json.loads(out.read_text())
    game = get("kus")
    assert written["game"] == game.id and written["rules_version"] == game.rules_version
    assert written["fit"]["command"].startswith("python -m tools.fit_evaluation krone-und-schwert")
    assert load(out, game) is not None


def test_the_same_seeds_give_the_same_positions() -> None:
    first = play("kus", games=2, first_seed=3, every=9, secret="s")
    again = play("kus", games=2, first_seed=3, every=9, secret="s")
    assert np.array_equal(first.x, again.x) and np.array_equal(first.y, again.y)


def test_fief_is_fitted_only_on_positions_the_search_judges() -> None:
    """Phase 5 is never judged by the search (regnum.bots.evaluation.fief.settled), so it is not
    fitted either: every kept position is a settled one, and every settled one is kept."""
    from regnum.bots.evaluation.fief import settled
    from regnum.sim.simulate import play_game

    seen: list[bool] = []
    play_game(get("fief"), PLAYERS, 5, ["heuristic"] * PLAYERS,
              on_decision=lambda state: seen.append(settled(state)), secret="s")
    assert 0 < sum(seen) < len(seen)
    assert len(play("fief", games=1, first_seed=5, every=1, secret="s").x) == sum(seen)
