"""Strength series of a bot against three others, game by game, resumable: the figures of docs/bots.md.

    python -m benchmarks.strength GAME --bots hard,heuristic,heuristic,heuristic --games 200 \\
        --seed 2026 --bot-secret S --out results.jsonl [--report]

Plays game i of the series exactly as `regnum simulate` does (`regnum.sim.simulate.run_one`: game
i shifts the seats by i, seeds derived from `--seed`, bot seeds keyed by `--bot-secret`) and appends
each result, with the game's process CPU time, to `--out` as one JSON line, so that an interrupted
series resumes where it stopped and a partial one can be reported. `--report` plays nothing and
prints the win shares with 95% Wilson intervals (the first bot's is the series' figure), decisions
and CPU seconds per game. The series of docs/bots.md keep their files in `benchmarks/series/`,
so that they resume on another machine.
"""

from __future__ import annotations

import argparse
import json
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from regnum.sim.simulate import SimulationConfig, aggregate, run_one


def load(path: Path, config: SimulationConfig) -> list[dict[str, Any]]:
    """The results already in `path` for this series (another series' lines are refused)."""
    if not path.exists():
        return []
    rows = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    for row in rows:
        if (row["series"] != series_key(config)):
            raise SystemExit(f"{path} holds another series ({row['series']}); use another --out")
    return rows


def series_key(config: SimulationConfig) -> dict[str, Any]:
    return {"game": config.game, "bots": list(config.bots), "seed": config.seed,
            "bot_secret": config.bot_secret}


def report(config: SimulationConfig, rows: Sequence[dict[str, Any]]) -> dict[str, Any]:
    results = [row["result"] for row in sorted(rows, key=lambda r: r["result"]["index"])]
    done = SimulationConfig(config.game, config.bots, len(results), config.seed,
                            config.num_players, bot_secret=config.bot_secret)
    summary = aggregate(done, results)
    summary["cpu_s_per_game"] = sum(row["cpu_s"] for row in rows) / len(rows) if rows else None
    return summary


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.strength", description=__doc__)
    parser.add_argument("game")
    parser.add_argument("--bots", required=True, help="one per seat, the measured bot first")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--bot-secret", required=True)
    parser.add_argument("--out", type=Path, required=True, help="JSON lines, one per game")
    parser.add_argument("--report", action="store_true", help="play nothing, summarize --out")
    args = parser.parse_args(argv)
    bots = tuple(b.strip() for b in args.bots.split(","))
    config = SimulationConfig(args.game, bots, args.games, args.seed, len(bots),
                              bot_secret=args.bot_secret)
    game = config.check()
    rows = load(args.out, config)
    versions = sorted({int(row["rules_version"]) for row in rows if "rules_version" in row})
    if versions and versions != [game.rules_version]:
        raise SystemExit(f"{args.out} holds games of rules version {versions}; this regnum plays "
                         f"{game.rules_version}: use another --out")
    if not args.report:
        played = {row["result"]["index"] for row in rows}
        with args.out.open("a") as out:
            for index in range(args.games):
                if index in played:
                    continue
                begin = time.process_time()
                result = run_one(config, index)
                row = {"series": series_key(config), "cpu_s": time.process_time() - begin,
                       "rules_version": game.rules_version, "result": result}
                out.write(json.dumps(row) + "\n")
                out.flush()
                rows.append(row)
    summary = report(config, rows)
    first = summary["by_bot"][0]
    low, high = first["ci95"]
    print(
        f"{summary['game']}: {first['bot']} won {first['wins']:g} of {summary['completed']} games "
        f"({first['win_share']:.1%}, 95% {low:.1%}-{high:.1%}), {summary['failed']} failed, "
        f"{summary['mean_decisions']:.0f} decisions/game, {summary['cpu_s_per_game']:.1f} CPU s/game"
    )
    print(json.dumps(summary["by_seat"]))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
