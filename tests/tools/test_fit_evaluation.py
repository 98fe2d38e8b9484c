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

from regnum.bots.evaluation import Features, load
from regnum.games import get
from tools.fit_evaluation import PLAYERS, bounds_of, fit, main, play, scores, softmax


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


def test_signs_keep_a_weight_on_its_side_at_every_stage() -> None:
    """Positions where the first holding goes with losing, early and late: fitted freely its
    weight is negative; declared a good (+1) it stays at 0 or above alone and times the stage,
    and a holding declared free is left as the data say."""
    rng = np.random.default_rng(0)
    holding = rng.integers(0, 3, size=(400, PLAYERS, 2)).astype(float)
    stage = rng.uniform(0, 1, size=(400, 1, 1))
    x = np.concatenate([holding, holding * stage], axis=2)
    u = -1.0 * holding[:, :, 0] + 1.0 * holding[:, :, 1]
    y = softmax(u)
    free = fit(x, y)
    assert free[0] < -0.5 and free[1] > 0.5
    signed = Features("toy", ("bad thing", "good thing"), ("stage",), lambda s: [], lambda s: [],
                      signs=(1, 0))
    w = fit(x, y, bounds=bounds_of(signed))
    assert w[0] >= 0 and w[0] + w[2] >= 0 and w[1] > 0.5
    with pytest.raises(ValueError):
        Features("toy", ("a", "b"), (), lambda s: [], lambda s: [], signs=(1,))
