"""regnum's search levels against OpenSpiel's ISMCTSBot and MCTSBot at equal time per move.

    python -m benchmarks.peers [--games N] [--level hard] [--peers ismcts mcts] [--game ...]
                               [--seed S] [--bot-secret X] [--out results.jsonl] [--report]

Each game has 4 seats: the regnum level, the OpenSpiel peer and two regnum heuristic bots, the
list shifted by the game's index so that every bot sits in every seat. Games are played on
OpenSpiel states (`regnum.interop.openspiel`, seed = the opening chance outcome); regnum's bots
choose from an `Observation`, as everywhere.

The peers (OpenSpiel 2.0's Python bots, random-rollout evaluator, UCT c = 2):

- `ismcts`: `ISMCTSBot`, honest: it searches information states and draws full states only through
  regnum's resampler (`openspiel.resampler`, the contract's `determinize`).
- `mcts`: `MCTSBot`, **which cheats**: it searches clones of the true state, so it sees every hidden
  card and the deck order (and the future dice, since they follow from the state's seed). It is a
  clairvoyant upper reference, not a fair opponent.

Equal time: before playing a game, each peer's number of simulations is set so that its CPU time
per move matches the level's, both measured on the same positions (a third into seeded random
games); the run then measures the CPU time of every move of the level and the peers again, and
reports it beside the win shares (95% Wilson intervals). Results are appended to `--out` game by
game, so an interrupted run resumes; `--report` only summarizes.
"""

from __future__ import annotations

import argparse
import json
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import numpy as np
from open_spiel.python.algorithms import ismcts, mcts

from benchmarks.ismcts import positions
from regnum.bots import Bot, Observation, make
from regnum.engine.game import Game
from regnum.games import get
from regnum.interop import openspiel
from regnum.sim.simulate import bot_seed, seat_bots, wilson_interval

PLAYERS = 4
PEERS = ("ismcts", "mcts")
CHEATS = {"ismcts": False, "mcts": True}
UCT_C = 2.0
MIN_SIMULATIONS = 2  # OpenSpiel's ISMCTS spends its first simulation expanding the root
GAMES = ("krieg-und-frieden", "krone-und-schwert", "fief")


def peer_bot(kind: str, game: Any, simulations: int, seed: int) -> Any:
    """An OpenSpiel bot with a random-rollout evaluator and `simulations` per move."""
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=np.random.RandomState(seed))
    if kind == "ismcts":
        bot = ismcts.ISMCTSBot(
            game, evaluator, uct_c=UCT_C, max_simulations=simulations,
            random_state=np.random.RandomState(seed),
        )
        bot.set_resampler(openspiel.resampler(seed))
        return bot
    return mcts.MCTSBot(game, UCT_C, simulations, evaluator, solve=False,
                        random_state=np.random.RandomState(seed))


def cpu_per_move(choose: Callable[[Any], object], states: Sequence[Any]) -> float:
    begin = time.process_time()
    for state in states:
        choose(state)
    return (time.process_time() - begin) / len(states)


def calibrate(game: Game, level: str, kinds: Sequence[str]) -> dict[str, Any]:
    """The level's CPU s per move on the benchmark positions, and per peer the simulations that
    cost the same (from its CPU time per simulation on the same positions)."""
    spiel_game = openspiel_game(game)
    states = positions(game)
    bot = make(level, game, 0)
    level_s = cpu_per_move(lambda s: bot.choose(Observation.for_bot(s, bot)), states)
    wrapped = [wrap(spiel_game, s) for s in states]
    found: dict[str, Any] = {"level_cpu_s": level_s}
    for kind in kinds:
        probe = 8
        peer = peer_bot(kind, spiel_game, probe, 0)
        per_simulation = cpu_per_move(peer.step, wrapped) / probe
        found[kind] = max(MIN_SIMULATIONS, round(level_s / per_simulation))
    return found


def openspiel_game(game: Game) -> Any:
    import pyspiel

    return pyspiel.load_game(openspiel.register(game.id), {"players": PLAYERS})


def wrap(spiel_game: Any, state: Any) -> Any:
    """The OpenSpiel state of the same game as the regnum state `state`: its seed, then its
    decisions replayed (so that every seat's record of them is what it saw)."""
    wrapped = spiel_game.new_initial_state()
    wrapped.apply_action(state.seed % openspiel.SEEDS)
    for action_id in state.history:
        wrapped.apply_action(action_id)
    return wrapped


def play(game: Game, seats: Sequence[str], seed: int, secret: str,
         simulations: dict[str, int]) -> dict[str, Any]:
    """One game; per seat its bot name, and per bot kind the CPU seconds and moves it used."""
    spiel_game = openspiel_game(game)
    state = spiel_game.new_initial_state()
    state.apply_action(seed)
    movers: dict[int, Callable[[Any], int]] = {}
    for seat, name in enumerate(seats):
        bot_seed_ = bot_seed(seed, seat, secret)
        if name in PEERS:
            peer = peer_bot(name, spiel_game, simulations[name], bot_seed_ % 2**31)
            movers[seat] = peer.step
        else:
            movers[seat] = regnum_mover(make(name, game, bot_seed_))
    cpu = dict.fromkeys(seats, 0.0)
    moves = dict.fromkeys(seats, 0)
    while not state.is_terminal():
        seat = state.current_player()
        begin = time.process_time()
        action = movers[seat](state)
        cpu[seats[seat]] += time.process_time() - begin
        moves[seats[seat]] += 1
        state.apply_action(action)
    inner = state.regnum_state
    return {"seed": seed, "seats": list(seats), "winners": list(inner.winners) if inner.is_over
            else [], "decisions": len(inner.history), "cpu_s": cpu, "moves": moves}


def regnum_mover(bot: Bot) -> Callable[[Any], int]:
    def move(state: Any) -> int:
        return bot.choose(Observation.for_bot(state.regnum_state, bot)).id

    return move


def summarize(rows: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """Per (game, peer): the level's and the peer's win shares with intervals, CPU ms per move."""
    out = []
    for key in sorted({(r["game"], r["peer"]) for r in rows}):
        games = [r for r in rows if (r["game"], r["peer"]) == key]
        level = games[0]["level"]
        line: dict[str, Any] = {"game": key[0], "peer": key[1], "cheats": CHEATS[key[1]],
                                "level": level, "games": len(games),
                                "simulations": games[0]["simulations"]}
        for who in (level, key[1], "heuristic"):
            wins = sum(
                sum(1 / len(r["winners"]) for s in r["winners"] if r["seats"][s] == who)
                for r in games
            )
            seats = sum(r["seats"].count(who) for r in games)
            moves = sum(r["moves"][who] for r in games)
            line[who] = {
                "win_share": wins / seats,
                "ci95": list(wilson_interval(wins, seats)),
                "cpu_ms_per_move": 1000 * sum(r["cpu_s"][who] for r in games) / max(1, moves),
            }
        out.append(line)
    return out


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.peers", description=__doc__)
    parser.add_argument("--games", type=int, default=20, help="games per game and peer")
    parser.add_argument("--level", default="hard")
    parser.add_argument("--peers", nargs="+", default=list(PEERS), choices=PEERS)
    parser.add_argument("--game", nargs="+", default=list(GAMES))
    parser.add_argument("--seed", type=int, default=2026, help="seed of game 0 (then +1 ...)")
    parser.add_argument("--bot-secret", default="peers")
    parser.add_argument("--out", type=Path, default=Path("peers.jsonl"))
    parser.add_argument("--report", action="store_true", help="play nothing, summarize --out")
    args = parser.parse_args(argv)
    rows = ([json.loads(line) for line in args.out.read_text().splitlines() if line.strip()]
            if args.out.exists() else [])
    if not args.report:
        for game_id in args.game:
            game = get(game_id)
            done = {(r["peer"], r["index"]) for r in rows
                    if r["game"] == game.id and r["level"] == args.level}
            if all((p, i) in done for p in args.peers for i in range(args.games)):
                continue
            sims = calibrate(game, args.level, args.peers)
            print(f"{game.id}: {args.level} {1000 * sims['level_cpu_s']:.0f} CPU ms/move; "
                  + ", ".join(f"{p} {sims[p]} simulations" for p in args.peers), flush=True)
            for index in range(args.games):
                for peer in args.peers:
                    if (peer, index) in done:
                        continue
                    seats = seat_bots([args.level, peer, "heuristic", "heuristic"], index)
                    seed = (args.seed + index) % openspiel.SEEDS
                    row = play(game, seats, seed, args.bot_secret, {peer: sims[peer]})
                    row.update(game=game.id, rules_version=game.rules_version, peer=peer,
                               level=args.level, index=index,
                               simulations=sims[peer], calibration=sims)
                    with args.out.open("a") as out:
                        out.write(json.dumps(row) + "\n")
                    rows.append(row)
                    won = ", ".join(row["seats"][s] for s in row["winners"])
                    print(f"  game {index} vs {peer}: won by {won}", flush=True)
    for line in summarize(rows):
        level, peer = line[line["level"]], line[line["peer"]]
        print(
            f"{line['game']}: {line['level']} {level['win_share']:.1%} "
            f"({level['ci95'][0]:.0%}-{level['ci95'][1]:.0%}, {level['cpu_ms_per_move']:.0f} ms)"
            f" vs {line['peer']}{' (cheats)' if line['cheats'] else ''} {peer['win_share']:.1%} "
            f"({peer['ci95'][0]:.0%}-{peer['ci95'][1]:.0%}, {peer['cpu_ms_per_move']:.0f} ms, "
            f"{line['simulations']} simulations), heuristic seats "
            f"{line['heuristic']['win_share']:.1%}, {line['games']} games"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
