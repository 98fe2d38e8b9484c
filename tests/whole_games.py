"""Random games played to their end, however long, with the game's invariants and a JSON round trip
checked after every decision.

A step cap hides what only long games reach (a Fief game runs to thousands of decisions), so the
callers bound test time by the number of games, never by cutting a game short.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from regnum.engine import Game, RecordError, Rng, State
from tests.contract import check_finished, check_round_trip

Invariants = Callable[[Any], None]


def play_to_the_end(game: Game, num_players: int, seed: int, invariants: Invariants) -> None:
    """Play one game (default options) of uniformly random legal choices until it is over.

    Before the first decision and after each one, the state must survive `to_json` → JSON text →
    `from_json` as an equal state, and satisfy `invariants` (which asserts).
    """
    state: State = game.new_game(num_players, seed)
    chooser = Rng(seed ^ 0x5EED)
    step = 0
    while True:
        where = f"{game.id} {num_players}p seed {seed} step {step}"
        try:
            check_round_trip(game, state, where)
            invariants(state)
        except (AssertionError, RecordError) as err:  # name the game and step to replay it
            raise AssertionError(f"{where}: {err}") from err
        if state.is_over:
            break
        state.apply(chooser.choice(list(state.legal_actions())))
        step += 1
    check_finished(game, state, where)


def reach(game: Game, num_players: int, wanted: Callable[[Any], bool], seeds: int = 60) -> Any:
    """The first state of random games (seeds 0, 1, ...) where `wanted` holds: a position met in
    real play, which replays from its seed and actions (as an undo needs)."""
    for seed in range(seeds):
        state, chooser = game.new_game(num_players, seed), Rng(seed)
        while not state.is_over:
            if wanted(state):
                return state
            state.apply(chooser.choice(list(state.legal_actions())))
    raise AssertionError(f"no random game of {game.id} reached the position")
