"""Random-playout throughput of every game, with OpenSpiel's hearts as the reference.

    python -m benchmarks.throughput [--seconds S] [--games GAME ...] [--players N ...] [--json FILE]

For each game and player count: decisions per second and complete games per second of a seeded
random playout (`legal_actions`, a seeded choice, `apply`), and the cost of `clone()` mid-game. The
same loops run over `pyspiel.load_game("hearts")` in the same process. See benchmarks/README.md.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from regnum.engine import Game, Rng, State
from regnum.games import get, ids, register

# Games that are not in the registry but can be measured by name (the toy game of the tests).
EXTRA_GAMES = {"toy": "tests.toy_game"}
REFERENCE = "hearts"
CHECK_EVERY = 64  # decisions between looks at the clock, so timing costs little
MAX_DECISIONS = 1_000_000  # per game: a game that never ends is a bug, not a slow game
CLONE_STATES = 5  # mid-game positions whose clone cost is averaged


@dataclass
class Measurement:
    game: str
    players: int
    decisions_per_s: float
    games_per_s: float
    decisions_per_game: float
    clone_us: float
    games: int


def play_out(
    start: Callable[[int], Any],
    step: Callable[[Any, Rng], None],
    over: Callable[[Any], bool],
    seconds: float,
) -> tuple[int, int, float]:
    """Play seeded random games until `seconds` pass: (decisions, finished games, elapsed)."""
    rng = Rng(12345)
    decisions = games = 0
    begin = time.perf_counter()
    deadline = begin + seconds
    seed = 0
    while True:
        state = start(seed)
        seed += 1
        done = 0
        while not over(state):
            step(state, rng)
            done += 1
            if done % CHECK_EVERY == 0 and time.perf_counter() > deadline:
                break
            if done > MAX_DECISIONS:
                raise RuntimeError(f"game {seed - 1} did not end in {MAX_DECISIONS} decisions")
        decisions += done
        games += over(state)
        if time.perf_counter() > deadline:
            return decisions, games, time.perf_counter() - begin


def clone_cost(states: Sequence[Any], seconds: float) -> float:
    """Microseconds per `clone()`, averaged over the given states."""
    clones = 0
    begin = time.perf_counter()
    deadline = begin + seconds
    while time.perf_counter() < deadline:
        for state in states:
            for _ in range(50):
                state.clone()
            clones += 50
    return (time.perf_counter() - begin) / clones * 1e6


def mid_game(
    start: Callable[[int], Any], step: Callable[[Any, Rng], None], over: Callable[[Any], bool]
) -> list[Any]:
    """States halfway through a few seeded random games."""
    found = []
    for seed in range(CLONE_STATES):
        rng, length, state = Rng(seed), 0, start(seed)
        while not over(state) and length < MAX_DECISIONS:
            step(state, rng)
            length += 1
        rng, state = Rng(seed), start(seed)
        for _ in range(length // 2):
            step(state, rng)
        found.append(state)
    return found


def measure(
    name: str,
    players: int,
    start: Callable[[int], Any],
    step: Callable[[Any, Rng], None],
    over: Callable[[Any], bool],
    seconds: float,
) -> Measurement:
    play_out(start, step, over, min(0.2, seconds / 5))  # warm caches and lazy imports first
    decisions, games, elapsed = play_out(start, step, over, seconds)
    return Measurement(
        game=name,
        players=players,
        decisions_per_s=decisions / elapsed,
        games_per_s=games / elapsed,
        decisions_per_game=decisions / games if games else float("nan"),
        clone_us=clone_cost(mid_game(start, step, over), seconds / 2),
        games=games,
    )


def regnum_step(state: State, rng: Rng) -> None:
    legal = state.legal_actions()
    state.apply(legal[rng.below(len(legal))])


def measure_regnum(game: Game, players: int, seconds: float) -> Measurement:
    return measure(
        game.id,
        players,
        lambda seed: game.new_game(players, seed),
        regnum_step,
        lambda state: state.is_over,
        seconds,
    )


def measure_hearts(seconds: float) -> Measurement | str:
    """The reference loop over OpenSpiel's hearts; chance steps count as steps. A str if absent."""
    try:
        import pyspiel
    except ImportError:
        return "pyspiel is not installed (pip install -e '.[bench]'); no reference measured"
    game = pyspiel.load_game(REFERENCE)

    def step(state: Any, rng: Rng) -> None:
        if state.is_chance_node():
            outcomes = state.chance_outcomes()
            state.apply_action(outcomes[rng.below(len(outcomes))][0])
        else:
            legal = state.legal_actions()
            state.apply_action(legal[rng.below(len(legal))])

    return measure(
        REFERENCE,
        game.num_players(),
        lambda seed: game.new_initial_state(),
        step,
        lambda state: state.is_terminal(),
        seconds,
    )


def player_counts(game: Game, wanted: Sequence[str]) -> list[int]:
    if "all" in wanted:
        return list(range(game.min_players, game.max_players + 1))
    counts = [int(w) for w in wanted if game.min_players <= int(w) <= game.max_players]
    # A game that cannot be played by 4 is measured at its nearest supported count.
    return counts or [min(max(4, game.min_players), game.max_players)]


def pin_to_one_core() -> str:
    if hasattr(os, "sched_setaffinity"):
        core = min(os.sched_getaffinity(0))
        os.sched_setaffinity(0, {core})
        return f"pinned to core {core}"
    return "not pinned (no sched_setaffinity here); one thread all the same"


def table(results: list[Measurement], reference: Measurement | None) -> str:
    head = (
        f"{'game':<20}{'pl':>3}{'decisions/s':>13}{'games/s':>10}{'dec/game':>10}{'clone µs':>10}"
    )
    if reference:
        head += f"{'dec/s ÷ hearts':>16}{'games/s ÷':>11}{'clone ÷':>9}"
    lines = [head, "-" * len(head)]
    for m in [*results, *([reference] if reference else [])]:
        line = (
            f"{m.game:<20}{m.players:>3}{m.decisions_per_s:>13,.0f}{m.games_per_s:>10,.2f}"
            f"{m.decisions_per_game:>10,.1f}{m.clone_us:>10,.2f}"
        )
        if reference:
            line += (
                f"{m.decisions_per_s / reference.decisions_per_s:>16.3f}"
                f"{m.games_per_s / reference.games_per_s:>11.3f}"
                f"{m.clone_us / reference.clone_us:>9.2f}"
            )
        lines.append(line)
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.throughput", description=__doc__)
    parser.add_argument("--seconds", type=float, default=3.0, help="playout time per measurement")
    parser.add_argument(
        "--games", nargs="+", help=f"games to measure (default: {', '.join(ids())})"
    )
    parser.add_argument(
        "--players", nargs="+", default=["4"], help="player counts, or 'all' (default: 4)"
    )
    parser.add_argument("--json", type=Path, help="also write the figures to this file")
    args = parser.parse_args(argv)

    for name, module in EXTRA_GAMES.items():
        if name in (args.games or []):
            register(name, module)
    pinned = pin_to_one_core()
    print(f"regnum throughput, {args.seconds:g} s per measurement, {pinned}", flush=True)
    results: list[Measurement] = []
    for name in args.games or ids():
        try:
            game = get(name)
        except ImportError as err:
            print(f"{name}: cannot be loaded ({err}); skipped", file=sys.stderr)
            continue
        for players in player_counts(game, args.players):
            results.append(measure_regnum(game, players, args.seconds))
            print(f"  measured {game.id} for {players} players", flush=True)
    hearts = measure_hearts(args.seconds)
    reference = hearts if isinstance(hearts, Measurement) else None
    print(table(results, reference))
    if reference is None:
        print(f"NO REFERENCE: {hearts}")

    if args.json:
        report = {
            "seconds": args.seconds,
            "python": platform.python_version(),
            "machine": platform.platform(),
            "cpu": platform.processor() or platform.machine(),
            "pinning": pinned,
            "results": [asdict(m) for m in results],
            "reference": asdict(reference) if reference else None,
            "reference_note": None if reference else hearts,
            "ratios_vs_reference": [
                {
                    "game": m.game,
                    "players": m.players,
                    "decisions_per_s": m.decisions_per_s / reference.decisions_per_s,
                    "games_per_s": m.games_per_s / reference.games_per_s,
                    "clone_us": m.clone_us / reference.clone_us,
                }
                for m in results
            ]
            if reference
            else [],
        }
        args.json.write_text(json.dumps(report, indent=1, ensure_ascii=False) + "\n")
        print(f"figures written to {args.json}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
