"""Fit a game's evaluation of cut rollouts (regnum/bots/evaluation/) from seeded self-play.

    python -m tools.fit_evaluation GAME [--games 1500] [--every 6] [--holdout 0.2] [--seed 0]
                                        [--jobs 2] [--bot-secret fit] [--out FILE] [--dry-run]

Works for every game with a feature function (`regnum.bots.evaluation.FEATURE_MODULES`). Plays
`--games` 4-player games of four heuristic bots (game seeds `--seed` onwards, bot seeds keyed by
`--bot-secret`, so a run is reproducible), keeps every `--every`-th position of each that the search
may judge (where the game's `settled` says so: Fief's phase 5 is left out), and fits the
conditional logit (softmax over the seats of each seat's holdings, weighed alone and times each
stage measure) to the games' win shares by maximum likelihood (scipy's L-BFGS-B, a small ridge so
that a holding no seat ever differs in stays at 0, and each weight kept on the side its holding's
sign says where the game gives signs). The last `--holdout` share of the games is kept out of
the fit and scores both the fitted weights and the scores-based `regnum.bots.ismcts.evaluate`: Brier
score, log-loss and how often the favourite wins. Writes the weights with the game's rules version,
those scores and the command to `regnum/bots/evaluation/fitted/<game id>.json` (or `--out`), which
the search bots load; `--dry-run` only prints. Needs numpy and scipy (the `research` extra).
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

import numpy as np
from scipy.optimize import minimize  # type: ignore[import-untyped]

from regnum.bots.evaluation import Features, Weights, features_of, path_of
from regnum.bots.ismcts import evaluate as scores_evaluate
from regnum.bots.ismcts import win_shares
from regnum.engine.game import Game, State
from regnum.games import get
from regnum.sim.simulate import play_game

PLAYERS = 4
RIDGE = 1e-3  # per position; keeps unidentified weights (a holding equal for all seats) at 0


@dataclass
class Positions:
    """Per sampled position: the seats' expanded features (n, seats, k), the scores-based
    evaluation (n, seats) and the game's final win shares (n, seats); `game` numbers the game."""

    x: np.ndarray
    baseline: np.ndarray
    y: np.ndarray
    game: np.ndarray


def play_one(game_id: str, seed: int, every: int, secret: str) -> tuple[list[list[list[float]]],
                                                                      list[list[float]],
                                                                      list[float]]:
    """One self-play game: the sampled positions' features and baselines, and its win shares."""
    game = get(game_id)
    features = _features(game)
    settled = features.settled  # the search judges no other position (regnum.bots.ismcts)
    xs: list[list[list[float]]] = []
    baselines: list[list[float]] = []
    final: list[State] = []  # on_decision is given the same state object throughout

    def sample(state: State) -> None:
        final[:] = [state]
        if len(state.history) % every == 0 and (settled is None or settled(state)):
            xs.append(features.expanded(state))
            baselines.append(scores_evaluate(state))

    play_game(game, PLAYERS, seed, ["heuristic"] * PLAYERS, on_decision=sample, secret=secret)
    return xs, baselines, win_shares(final[0])


def _features(game: Game) -> Features:
    features = features_of(game)
    if features is None:
        raise SystemExit(f"{game.name} has no feature function (regnum.bots.evaluation)")
    return features


def play(game_id: str, games: int, first_seed: int, every: int, secret: str,
         jobs: int = 1) -> Positions:
    xs, baselines, ys, numbers = [], [], [], []
    seeds = range(first_seed, first_seed + games)
    args = (
        [game_id] * games, list(seeds), [every] * games, [secret] * games,
    )
    if jobs > 1:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            played = list(pool.map(play_one, *args, chunksize=8))
    else:
        played = list(map(play_one, *args))
    for g, (x, baseline, shares) in enumerate(played):
        xs.extend(x)
        baselines.extend(baseline)
        ys.extend([shares] * len(x))
        numbers.extend([g] * len(x))
    return Positions(np.array(xs), np.array(baselines), np.array(ys), np.array(numbers))


def softmax(u: np.ndarray) -> np.ndarray:
    e = np.exp(u - u.max(axis=1, keepdims=True))
    shares: np.ndarray = e / e.sum(axis=1, keepdims=True)
    return shares


Bounds = list[tuple[float | None, float | None]]


def bounds_of(features: Features) -> Bounds | None:
    """Each weight on the side its holding's sign says (`Features.signs`), alone and times every
    stage measure: since the measures lie in [0, 1], the holding then counts that way at every
    stage."""
    if features.signs is None:
        return None
    side = {1: (0.0, None), -1: (None, 0.0), 0: (None, None)}
    return [side[sign] for _ in range(1 + len(features.stages)) for sign in features.signs]


def fit(x: np.ndarray, y: np.ndarray, ridge: float = RIDGE,
        bounds: Bounds | None = None) -> np.ndarray:
    """Weights maximising the likelihood of the win shares `y` under softmax(x @ w), within
    `bounds` (one (low, high) per weight, None unbounded)."""
    n = len(x)

    def loss(w: np.ndarray) -> tuple[float, np.ndarray]:
        p = softmax(x @ w)
        value = -float((y * np.log(p + 1e-12)).sum()) + ridge * n * float(w @ w)
        gradient = np.einsum("nsk,ns->k", x, p - y) + 2 * ridge * n * w
        return value, gradient

    result = minimize(loss, np.zeros(x.shape[2]), jac=True, method="L-BFGS-B", bounds=bounds)
    return np.asarray(result.x)


def scores(shares: np.ndarray, y: np.ndarray) -> dict[str, float]:
    """Brier score of the win shares, log-loss in nats, share of positions whose favourite won
    (a favourite shared by k seats counts 1/k)."""
    brier = float(((shares - y) ** 2).sum(axis=1).mean())
    log_loss = float(-(y * np.log(shares + 1e-12)).sum(axis=1).mean())
    top = shares >= shares.max(axis=1, keepdims=True) - 1e-12
    favourite = float(((top * y).sum(axis=1) / top.sum(axis=1)).mean())
    return {"brier": round(brier, 4), "log_loss": round(log_loss, 4),
            "favourite_wins": round(favourite, 4)}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.fit_evaluation",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("game", help="game id or alias, e.g. kuf, kus, fief")
    parser.add_argument("--games", type=int, default=1500)
    parser.add_argument("--every", type=int, default=6, help="keep every n-th position")
    parser.add_argument("--holdout", type=float, default=0.2, help="share of games kept out")
    parser.add_argument("--seed", type=int, default=0, help="first game seed")
    parser.add_argument("--jobs", type=int, default=1, help="self-play worker processes")
    parser.add_argument("--bot-secret", default="fit", help="keys the heuristic bots' seeds")
    parser.add_argument("--out", type=Path, help="default: the file the search bots load")
    parser.add_argument("--dry-run", action="store_true", help="print, write nothing")
    args = parser.parse_args(argv)
    game = get(args.game)
    features = _features(game)
    begin = time.perf_counter()
    data = play(game.id, args.games, args.seed, args.every, args.bot_secret, args.jobs)
    held = data.game >= math.ceil(args.games * (1 - args.holdout))
    w = fit(data.x[~held], data.y[~held], bounds=bounds_of(features))
    fitted = scores(softmax(data.x[held] @ w), data.y[held])
    baseline = scores(data.baseline[held], data.y[held])
    seconds = time.perf_counter() - begin
    command = "python -m tools.fit_evaluation " + " ".join(
        [game.id, f"--games {args.games}", f"--every {args.every}", f"--holdout {args.holdout}",
         f"--seed {args.seed}", f"--bot-secret {args.bot_secret}"]
    )
    rows = 1 + len(features.stages)
    weights = Weights(
        game.id, game.rules_version, features.names, features.stages,
        tuple(tuple(round(float(v), 4) for v in row) for row in w.reshape(rows, -1)),
        {
            "command": command,
            "date": datetime.now(UTC).strftime("%Y-%m-%d"),
            "games": args.games,
            "positions_fitted": int((~held).sum()),
            "positions_held_out": int(held.sum()),
            "held_out_fitted": fitted,
            "held_out_scores_based": baseline,
            "uniform_log_loss": round(math.log(PLAYERS), 4),
            "signs": list(features.signs) if features.signs is not None else None,
        },
    )
    print(f"{game.name} rules version {game.rules_version}: {args.games} games, "
          f"{weights.fit['positions_fitted']} positions fitted, "
          f"{weights.fit['positions_held_out']} held out, {seconds:.0f} s")
    for name, found in (("fitted", fitted), ("scores-based", baseline)):
        print(f"{name:>13}: Brier {found['brier']:.3f}, log-loss {found['log_loss']:.3f}, "
              f"favourite wins {found['favourite_wins']:.1%}")
    print(f"uniform log-loss {math.log(PLAYERS):.3f}")
    text = json.dumps(weights.to_json(), indent=1) + "\n"
    if args.dry_run:
        sys.stdout.write(text)
        return 0
    out = args.out or path_of(game.id)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(text)
    print(f"written to {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
