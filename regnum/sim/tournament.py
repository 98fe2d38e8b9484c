"""Tournaments: a simulation series (seats rotated, `regnum.sim.simulate`) rated with openskill.

Each finished game is one Plackett-Luce match (Weng & Lin 2011, the `openskill` package) between
its competing seats (`State.competitors`: all but a seat without a stake, Fief's treasurer and
judge, which is neither rated nor ranked), ranked by the game's outcome: the winners share first
place, the other seats follow by score. A bot that fills several seats of one game (three `random`
against one `hard`) is one player: it takes the mean of the updates its seats received, so that
its rating moves as much as a single seat's would. Games are rated in game order, so ratings do not
depend on `--jobs`.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from openskill.models import PlackettLuce, PlackettLuceRating

from regnum.sim.simulate import GameResult, SimulationConfig, aggregate

# The model's default scale (mu 25, sigma 25/3); an interval is mu +- 1.96 sigma.
Z_95 = 1.959963984540054


def competing(result: GameResult) -> list[int]:
    """The seats of a game that played for the win; every seat in rows written before a game
    could have a seat without a stake (an experiment's stored rows)."""
    return result.get("competitors", list(range(len(result["bots"]))))


def ranks(result: GameResult) -> list[float]:
    """Plackett-Luce ranks of the competing seats of one game, in seat order (lower is better):
    winners 1, then by score. A seat without a stake (Fief's treasurer and judge) is not ranked."""
    winners = set(result["winners"])
    scores = result["scores"]
    seats = competing(result)
    others = sorted({scores[s] for s in seats if s not in winners}, reverse=True)
    return [1.0 if seat in winners else 2.0 + others.index(scores[seat]) for seat in seats]


def rate(results: Sequence[GameResult], bots: Sequence[str]) -> dict[str, PlackettLuceRating]:
    """Ratings of every bot after the finished games of `results`, taken in game order; only
    the competing seats of a game play its match."""
    model = PlackettLuce()
    ratings = {name: model.rating(name=name) for name in dict.fromkeys(bots)}
    for result in sorted(results, key=lambda r: r["index"]):
        if result["error"] is not None:
            continue
        seats = [result["bots"][seat] for seat in competing(result)]
        teams = [[ratings[name]] for name in seats]
        updated = model.rate(teams, ranks=ranks(result))
        for name in set(seats):
            mine = [updated[seat][0] for seat, who in enumerate(seats) if who == name]
            ratings[name] = model.rating(
                mu=sum(r.mu for r in mine) / len(mine),
                sigma=sum(r.sigma for r in mine) / len(mine),
                name=name,
            )
    return ratings


def summarize(config: SimulationConfig, results: Sequence[GameResult]) -> dict[str, Any]:
    """The simulation summary (win shares with Wilson intervals) plus each bot's rating."""
    summary = aggregate(config, results)
    ratings = rate(results, config.bots)
    summary["ratings"] = sorted(
        (
            {
                "bot": name,
                "mu": rating.mu,
                "sigma": rating.sigma,
                "ci95": [rating.mu - Z_95 * rating.sigma, rating.mu + Z_95 * rating.sigma],
                "ordinal": rating.ordinal(),
            }
            for name, rating in ratings.items()
        ),
        key=lambda row: -float(row["mu"]),
    )
    return summary


def plot(summary: dict[str, Any], path: Path) -> None:
    """A PNG of each bot's rating (mu) with its 95% interval, strongest on top."""
    import matplotlib

    matplotlib.use("Agg")  # files only: no display on a server or in CI
    import matplotlib.pyplot as plt

    rows = list(reversed(summary["ratings"]))
    figure, axes = plt.subplots(figsize=(7, 1.2 + 0.5 * len(rows)))
    mus = [row["mu"] for row in rows]
    halves = [row["mu"] - row["ci95"][0] for row in rows]
    axes.errorbar(mus, range(len(rows)), xerr=halves, fmt="o", capsize=4)
    axes.set_yticks(range(len(rows)), [row["bot"] for row in rows])
    axes.set_xlabel("openskill rating (Plackett-Luce mu, 95% interval)")
    axes.set_title(
        f"{summary['game']}: {summary['completed']} games, {summary['players']} players, "
        f"seed {summary['seed']}"
    )
    axes.grid(axis="x", alpha=0.3)
    figure.tight_layout()
    figure.savefig(path, format="png", dpi=100)
    plt.close(figure)
