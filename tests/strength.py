"""The heuristic bots' strength runs: one heuristic bot against random bots, seats rotated."""

from __future__ import annotations

from regnum.bots import Observation, make
from regnum.engine.game import Game


def heuristic_share_against_random(game: Game, games: int, first_seed: int, players: int = 4) -> float:
    """The heuristic bot's win share (1/k of a game shared by k winners) over `games` seeded games
    against `players - 1` random bots; game i puts it in seat i mod `players`."""
    wins = 0.0
    for i in range(games):
        state = game.new_game(players, first_seed + i)
        seat = i % players
        bots = [make("heuristic" if p == seat else "random", game, i * 10 + p) for p in range(players)]
        while not state.is_over:
            player = state.current_player
            assert player is not None
            state.apply(bots[player].choose(Observation.of(state)))
        if seat in state.winners:
            wins += 1 / len(state.winners)
    return wins / games
