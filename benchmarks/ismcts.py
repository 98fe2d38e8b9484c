"""ISMCTS speed per game: iterations per second, and the time of one move of each level.

    python -m benchmarks.ismcts [--seconds S] [--games GAME ...] [--json FILE]

For each game (4 players) and each search setup, the bot searches positions taken a third of the
way through seeded random games, from their Observations, with a time budget of `--seconds` per
setup; iterations/s is the total iterations over the total time. Then every level (fixed iteration
budgets) plays one move in each position: mean and slowest wall time per move, and mean CPU time
(the cost on one core even when the machine is shared), and the iterations searched (`expert` thinks
for a fixed CPU time, so its iterations show how much that buys). `hard` must stay within 1 s per
move.
"""

from __future__ import annotations

import argparse
import json
import platform
import sys
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from pathlib import Path

from benchmarks.throughput import pin_to_one_core
from regnum import core
from regnum.bots import make
from regnum.bots.base import Observation
from regnum.bots.ismcts import IsmctsBot
from regnum.bots.levels import LEVELS
from regnum.engine import Game, Rng, State
from regnum.games import get, ids

PLAYERS = 4
POSITIONS = 5
# search setups measured by iterations/s: name -> bot spec (time budgets are set per run)
SETUPS = {
    "random rollouts to the end": "ismcts:rollout=random:depth=none",
    "random rollouts, depth 30": "ismcts:rollout=random:depth=30",
    "heuristic rollouts, depth 30 (hard)": "ismcts:rollout=heuristic:depth=30",
}


@dataclass
class Speed:
    game: str
    setup: str
    iterations_per_s: float
    iterations: int


@dataclass
class MoveTime:
    game: str
    level: str
    iterations: int  # mean per move (expert: what its thinking time allowed)
    mean_ms: float
    max_ms: float
    mean_cpu_ms: float  # process CPU time: what the move costs on one core, whatever the load


def positions(game: Game) -> list[State]:
    """Positions a third of the way through seeded random games, each with a real choice."""
    found = []
    for seed in range(POSITIONS):
        rng, state = Rng(seed), game.new_game(PLAYERS, seed)
        length = 0
        while not state.is_over:
            state.apply(rng.choice(list(state.legal_actions())))
            length += 1
        rng, state = Rng(seed), game.new_game(PLAYERS, seed)
        while len(state.history) < length // 3 or len(state.legal_actions()) < 2:
            state.apply(rng.choice(list(state.legal_actions())))
        found.append(state)
    return found


def speed(game: Game, setup: str, spec: str, states: Sequence[State], seconds: float) -> Speed:
    per_state = seconds / len(states)
    iterations = 0
    elapsed = 0.0
    for index, state in enumerate(states):
        bot = make(f"{spec}:seconds={per_state}", game, index)
        assert isinstance(bot, IsmctsBot)
        begin = time.perf_counter()
        bot.choose(Observation.of(state))
        elapsed += time.perf_counter() - begin
        iterations += bot.last_iterations
    return Speed(game.id, setup, iterations / elapsed, iterations)


def move_time(game: Game, level: str, states: Sequence[State]) -> MoveTime:
    times = []
    cpu = 0.0
    iterations = 0
    for index, state in enumerate(states):
        bot = make(level, game, index)
        assert isinstance(bot, IsmctsBot)
        begin, begin_cpu = time.perf_counter(), time.process_time()
        bot.choose(Observation.of(state))
        times.append(time.perf_counter() - begin)
        cpu += time.process_time() - begin_cpu
        iterations += bot.last_iterations
    mean = 1000 * sum(times) / len(times)
    return MoveTime(game.id, level, iterations // len(states), mean, 1000 * max(times),
                    1000 * cpu / len(times))


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.ismcts", description=__doc__)
    parser.add_argument("--seconds", type=float, default=3.0, help="search time per setup")
    parser.add_argument("--games", nargs="+", help=f"games (default: {', '.join(ids())})")
    parser.add_argument("--json", type=Path, help="also write the figures to this file")
    args = parser.parse_args(argv)
    pinned = pin_to_one_core()
    print(f"regnum ISMCTS, {core.describe()}, {args.seconds:g} s per setup, {PLAYERS} players, "
          f"{pinned}", flush=True)
    speeds: list[Speed] = []
    moves: list[MoveTime] = []
    for name in args.games or ids():
        try:
            game = get(name)
        except ImportError as err:
            print(f"{name}: cannot be loaded ({err}); skipped", file=sys.stderr)
            continue
        states = positions(game)
        for setup, spec in SETUPS.items():
            speeds.append(speed(game, setup, spec, states, args.seconds))
        moves.extend(move_time(game, level, states) for level in LEVELS)
    print(f"{'game':<20}{'setup':<38}{'iterations/s':>14}")
    for s in speeds:
        print(f"{s.game:<20}{s.setup:<38}{s.iterations_per_s:>14,.0f}")
    print(f"\n{'game':<20}{'level':<8}{'iterations':>11}{'ms/move':>9}{'max ms':>9}{'cpu ms':>9}")
    for m in moves:
        print(
            f"{m.game:<20}{m.level:<8}{m.iterations:>11}{m.mean_ms:>9,.1f}{m.max_ms:>9,.1f}"
            f"{m.mean_cpu_ms:>9,.1f}"
        )
    if args.json:
        report = {
            "seconds": args.seconds,
            "players": PLAYERS,
            "core": core.describe(),
            "python": platform.python_version(),
            "machine": platform.platform(),
            "pinning": pinned,
            "speeds": [asdict(s) for s in speeds],
            "move_times": [asdict(m) for m in moves],
        }
        args.json.write_text(json.dumps(report, indent=1, ensure_ascii=False) + "\n")
        print(f"figures written to {args.json}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
