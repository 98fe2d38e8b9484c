"""Running many games: simulations now, tournaments and analysis later.

`regnum.sim.simulate` holds the pure parts (play one game from bot names and a seed, aggregate the
results) so that the `regnum simulate` command, tests and a future tournament command share them.
"""

from regnum.sim.simulate import (
    GameResult,
    SimulationConfig,
    aggregate,
    bot_move,
    bot_seed,
    game_seed,
    make_bots,
    new_secret,
    play_game,
    run,
    run_one,
    seat_bots,
    wilson_interval,
)

__all__ = [
    "GameResult",
    "SimulationConfig",
    "aggregate",
    "bot_move",
    "bot_seed",
    "game_seed",
    "make_bots",
    "new_secret",
    "play_game",
    "run",
    "run_one",
    "seat_bots",
    "wilson_interval",
]
