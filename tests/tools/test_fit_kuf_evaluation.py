"""The refitting tool of the Krieg und Frieden evaluation runs end to end and fits: on the games it
was fitted to, its win shares predict better than a uniform guess."""

from __future__ import annotations

import math

import numpy as np
import pytest

pytest.importorskip("scipy")

from tools.fit_kuf_evaluation import PLAYERS, fit, play, scores, softmax


def test_a_small_fit_beats_a_uniform_guess_on_its_own_games() -> None:
    data = play(games=6, first_seed=0, every=6)
    assert data.x.shape[1:] == (PLAYERS, 21) and len(data.x) == len(data.y) > 100
    assert np.allclose(data.y.sum(axis=1), 1.0), "every game has winners sharing 1"
    w = fit(data.x, data.y)
    _, _, log_loss = scores(softmax(data.x @ w), data.y)
    assert log_loss < math.log(PLAYERS) * 0.9
