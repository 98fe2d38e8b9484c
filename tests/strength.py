"""The heuristic bots' strength runs: one heuristic bot against random bots, seats rotated."""

from __future__ import annotations

from regnum.engine.game import Game
from regnum.sim.simulate import play_game

# Bot seeds come from the game seed under a secret (regnum.sim.simulate.bot_seed); a fixed one keeps
# these figures the same on every run (`regnum simulate ... --bot-secret strength-tests`).
SECRET = "strength-tests"


def heuristic_share_against_random(game: Game, games: int, first_seed: int, players: int = 4) -> float:
    """The heuristic bot's win share (1/k of a game shared by k winners) over `games` seeded games
    against `players - 1` random bots, played as `regnum simulate` plays them; game i puts it in
    seat i mod `players`."""
    wins = 0.0
    for i in range(games):
        seat = i % players
        names = ["heuristic" if p == seat else "random" for p in range(players)]
        winners = play_game(game, players, first_seed + i, names, secret=SECRET)["winners"]
        if seat in winners:
            wins += 1 / len(winners)
    return wins / games
