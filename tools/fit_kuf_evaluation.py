"""Refit the weights of the Krieg und Frieden evaluation (regnum/bots/evaluation/krieg_und_frieden.py).

    python tools/fit_kuf_evaluation.py [--games 1500] [--every 6] [--holdout 0.2] [--seed 0]

Plays `--games` seeded 4-player games of four heuristic bots (game seeds `--seed` onwards), keeps
every `--every`-th position of each, and fits the conditional logit of the evaluation (a softmax
over the seats of the features, each weighed alone, times the share of agenda cards left and times
the share of cathedral sections left) to the games' win shares by maximum likelihood (scipy's
L-BFGS). The last `--holdout` share of the games is kept out of the fit and scores both the fitted
weights and the scores-based `regnum.bots.ismcts.evaluate`: Brier score, how often the favourite
wins, log-loss. Prints the weights as the `WEIGHTS` literal of the module. Needs numpy and scipy
(the `research` extra brings both).
"""

from __future__ import annotations

import argparse
import math
from dataclasses import dataclass

import numpy as np
from scipy.optimize import minimize  # type: ignore[import-untyped]

from regnum.bots import Observation, make
from regnum.bots.evaluation.krieg_und_frieden import features, progress
from regnum.bots.ismcts import evaluate as scores_evaluate
from regnum.bots.ismcts import win_shares
from regnum.games import get
from regnum.games.krieg_und_frieden import KufState

PLAYERS = 4


@dataclass
class Positions:
    """Per sampled position: the seats' expanded features (n, seats, 3 * k), the scores-based
    evaluation (n, seats) and the game's final win shares (n, seats); `game` numbers the game."""

    x: np.ndarray
    baseline: np.ndarray
    y: np.ndarray
    game: np.ndarray


def expanded(state: KufState) -> list[list[float]]:
    agenda_left, sections_left = progress(state)
    rows = []
    for p in range(PLAYERS):
        x = features(state, p)
        rows.append([*x, *(v * agenda_left for v in x), *(v * sections_left for v in x)])
    return rows


def play(games: int, first_seed: int, every: int) -> Positions:
    game = get("kuf")
    xs, baselines, ys, numbers = [], [], [], []
    for g in range(games):
        seed = first_seed + g
        state = game.new_game(PLAYERS, seed)
        assert isinstance(state, KufState)
        bots = [make("heuristic", game, seed * 10 + p) for p in range(PLAYERS)]
        sampled: list[tuple[list[list[float]], list[float]]] = []
        while not state.is_over:
            if len(state.history) % every == 0:
                sampled.append((expanded(state), scores_evaluate(state)))
            player = state.current_player
            assert player is not None
            state.apply(bots[player].choose(Observation.of(state)))
        shares = win_shares(state)
        for x, baseline in sampled:
            xs.append(x)
            baselines.append(baseline)
            ys.append(shares)
            numbers.append(g)
        print(f"\rgame {g + 1}/{games}", end="", flush=True)
    print()
    return Positions(np.array(xs), np.array(baselines), np.array(ys), np.array(numbers))


def softmax(u: np.ndarray) -> np.ndarray:
    e = np.exp(u - u.max(axis=1, keepdims=True))
    shares: np.ndarray = e / e.sum(axis=1, keepdims=True)
    return shares


def fit(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """Weights maximising the likelihood of the win shares `y` under softmax(x @ w)."""

    def loss(w: np.ndarray) -> tuple[float, np.ndarray]:
        p = softmax(x @ w)
        value = -float((y * np.log(p + 1e-12)).sum())
        gradient = np.einsum("nsk,ns->k", x, p - y)
        return value, gradient

    result = minimize(loss, np.zeros(x.shape[2]), jac=True, method="L-BFGS-B")
    return np.asarray(result.x)


def scores(shares: np.ndarray, y: np.ndarray) -> tuple[float, float, float]:
    """(Brier score, share of positions whose favourite won, log-loss in nats)."""
    brier = float(((shares - y) ** 2).sum(axis=1).mean())
    favourite = float(y[np.arange(len(y)), shares.argmax(axis=1)].mean())
    log_loss = float(-(y * np.log(shares + 1e-12)).sum(axis=1).mean())
    return brier, favourite, log_loss


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=1500)
    parser.add_argument("--every", type=int, default=6, help="keep every n-th position")
    parser.add_argument("--holdout", type=float, default=0.2, help="share of games kept out")
    parser.add_argument("--seed", type=int, default=0, help="first game seed")
    args = parser.parse_args()
    data = play(args.games, args.seed, args.every)
    held = data.game >= math.ceil(args.games * (1 - args.holdout))
    w = fit(data.x[~held], data.y[~held])
    print(f"{(~held).sum()} positions fitted, {held.sum()} held out")
    for name, shares in (("fitted", softmax(data.x[held] @ w)), ("scores", data.baseline[held])):
        brier, favourite, log_loss = scores(shares, data.y[held])
        print(f"{name}: Brier {brier:.3f}, favourite wins {favourite:.1%}, log-loss {log_loss:.3f}")
    print(f"uniform log-loss {math.log(PLAYERS):.3f}")
    k = data.x.shape[2] // 3
    print("WEIGHTS = (")
    for row in w.reshape(3, k):
        print("    (" + ", ".join(f"{v:.3f}" for v in row) + "),")
    print(")")


if __name__ == "__main__":
    main()
