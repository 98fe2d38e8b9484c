"""Random-playout throughput of every game, with OpenSpiel's hearts as the reference.

    python -m benchmarks.throughput [--seconds S] [--rounds R] [--games GAME ...] [--players N ...]
                                    [--json FILE]

For each game and player count: decisions per second and complete games per second of a seeded
random playout (`legal_actions`, a seeded choice, `apply`), and the cost of `clone()` mid-game. The
same loops run over `pyspiel.load_game("hearts")` in the same process, interleaved with the games
in `--rounds` slices so that their ratios survive a change of machine load. See
benchmarks/README.md.
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

from regnum import core
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
    rng: Rng,
    seed: int = 0,
) -> tuple[int, int, float, int, int]:
    """Play seeded random games from game `seed` on until `seconds` pass: (decisions, finished
    games, elapsed, the seed to go on from, decisions of the finished games)."""
    decisions = games = finished = 0
    begin = time.perf_counter()
    deadline = begin + seconds
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
        if over(state):
            games += 1
            finished += done
        if time.perf_counter() > deadline:
            return decisions, games, time.perf_counter() - begin, seed, finished


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


@dataclass
class Subject:
    """One game at one player count, as the playout loop drives it."""

    name: str
    players: int
    start: Callable[[int], Any]
    step: Callable[[Any, Rng], None]
    over: Callable[[Any], bool]


def measure(subjects: Sequence[Subject], seconds: float, rounds: int) -> list[Measurement]:
    """Play every subject for `seconds` in all, cut into `rounds` slices taken in turn (A B C A B
    C ...), so that a change of machine load in the middle of a run weighs on all of them alike and
    their ratios stay comparable."""
    for subject in subjects:  # warm caches and lazy imports first
        play_out(subject.start, subject.step, subject.over, min(0.2, seconds / 5), Rng(0))
    rngs = [Rng(12345) for _ in subjects]
    seeds = [0] * len(subjects)
    totals = [[0.0, 0.0, 0.0, 0.0] for _ in subjects]
    for _ in range(rounds):
        for k, subject in enumerate(subjects):
            decisions, games, elapsed, seeds[k], finished = play_out(
                subject.start, subject.step, subject.over, seconds / rounds, rngs[k], seeds[k])
            for field, value in enumerate((decisions, games, elapsed, finished)):
                totals[k][field] += value
    return [
        Measurement(
            game=subject.name,
            players=subject.players,
            decisions_per_s=decisions / elapsed,
            games_per_s=games / elapsed,
            decisions_per_game=finished / games if games else float("nan"),
            clone_us=clone_cost(mid_game(subject.start, subject.step, subject.over), seconds / 2),
            games=int(games),
        )
        for subject, (decisions, games, elapsed, finished) in zip(subjects, totals, strict=True)
    ]


def load_average() -> tuple[float, float, float] | None:
    """The machine's 1, 5 and 15 minute load averages, where the OS reports them."""
    return os.getloadavg() if hasattr(os, "getloadavg") else None


def regnum_step(state: State, rng: Rng) -> None:
    legal = state.legal_actions()
    state.apply(legal[rng.below(len(legal))])


def regnum_subject(game: Game, players: int) -> Subject:
    return Subject(
        game.id,
        players,
        lambda seed: game.new_game(players, seed),
        regnum_step,
        lambda state: state.is_over,
    )


def hearts_subject() -> Subject | str:
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

    return Subject(
        REFERENCE,
        game.num_players(),
        lambda seed: game.new_initial_state(),
        step,
        lambda state: state.is_terminal(),
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
    parser.add_argument(
        "--rounds", type=int, default=5,
        help="slices each measurement is cut into, taken in turn across the games and the "
        "reference so that load changes hit all alike (default: 5)",
    )
    parser.add_argument("--json", type=Path, help="also write the figures to this file")
    args = parser.parse_args(argv)
    if args.rounds < 1:
        parser.error("--rounds must be at least 1")

    for name, module in EXTRA_GAMES.items():
        if name in (args.games or []):
            register(name, module)
    pinned = pin_to_one_core()
    load = load_average()
    load_text = "load average " + " ".join(f"{x:.2f}" for x in load) if load else "load unknown"
    print(f"regnum throughput, {core.describe()}, {args.seconds:g} s per measurement in "
          f"{args.rounds} interleaved rounds, {pinned}, {load_text}", flush=True)
    subjects: list[Subject] = []
    for name in args.games or ids():
        try:
            game = get(name)
        except ImportError as err:
            print(f"{name}: cannot be loaded ({err}); skipped", file=sys.stderr)
            continue
        subjects += [regnum_subject(game, players) for players in player_counts(game, args.players)]
    hearts = hearts_subject()
    if isinstance(hearts, Subject):
        subjects.append(hearts)
    measured = measure(subjects, args.seconds, args.rounds)
    reference = measured.pop() if isinstance(hearts, Subject) else None
    print(table(measured, reference))
    if reference is None:
        print(f"NO REFERENCE: {hearts}")
    after = load_average()
    if after:
        print("load average at the end " + " ".join(f"{x:.2f}" for x in after))

    if args.json:
        report = {
            "seconds": args.seconds,
            "core": core.describe(),
            "python": platform.python_version(),
            "machine": platform.platform(),
            "cpu": platform.processor() or platform.machine(),
            "pinning": pinned,
            "rounds": args.rounds,
            "load_average": {"start": load, "end": after},
            "results": [asdict(m) for m in measured],
            "reference": asdict(reference) if reference else None,
            "reference_note": None if reference else str(hearts),
            "ratios_vs_reference": [
                {
                    "game": m.game,
                    "players": m.players,
                    "decisions_per_s": m.decisions_per_s / reference.decisions_per_s,
                    "games_per_s": m.games_per_s / reference.games_per_s,
                    "clone_us": m.clone_us / reference.clone_us,
                }
                for m in measured
            ]
            if reference
            else [],
        }
        args.json.write_text(json.dumps(report, indent=1, ensure_ascii=False) + "\n")
        print(f"figures written to {args.json}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
