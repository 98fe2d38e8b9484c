"""The tables Fief's state derives from its troops (`troop_seats`, `unit_totals`) stay what
`count_units` would rebuild from `units`: through whole seeded games, on clones that play on
apart from their originals, through each writer, and in a state read back from its JSON.

The rules read these tables instead of the troops after every decision, so a writer that forgot
them would change who holds a village or takes a castle, without any error.
"""

from __future__ import annotations

import pytest

from regnum.engine import Rng
from regnum.games import get
from regnum.games.fief.state import FiefState

GAME = get("fief")


def derived(state: FiefState) -> tuple[list[int], list[int]]:
    return list(state.troop_seats), list(state.unit_totals)


def rebuilt(state: FiefState) -> tuple[list[int], list[int]]:
    """The tables as `count_units` makes them, from a copy of `state`."""
    copy = state.clone()
    copy.count_units()
    return derived(copy)


def new_game(players: int, seed: int) -> FiefState:
    state = GAME.new_game(players, seed)
    assert isinstance(state, FiefState)
    return state


@pytest.mark.parametrize(("players", "seed"), [(4, 1), (3, 7), (5, 12), (6, 4)])
def test_the_derived_tables_follow_the_troops_through_a_game(players: int, seed: int) -> None:
    state, rng = new_game(players, seed), Rng(seed)
    copies: list[tuple[FiefState, Rng]] = []
    decisions = 0
    while not state.is_over:
        assert derived(state) == rebuilt(state), (players, seed, decisions)
        if decisions % 150 == 75:  # a clone plays on apart: both keep their own tables
            copies.append((state.clone(), Rng(seed + decisions)))
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))])
        decisions += 1
    for copy, other in copies:
        for _ in range(40):
            if copy.is_over:
                break
            legal = copy.legal_actions()
            copy.apply(legal[other.below(len(legal))])
            assert derived(copy) == rebuilt(copy), (players, seed)
    assert derived(state) == rebuilt(state)


@pytest.mark.parametrize("writer", ["set_units", "add_units", "put_troops", "move_units"])
def test_each_writer_keeps_the_derived_tables(writer: str) -> None:
    state, rng = new_game(4, 2), Rng(2)
    for _ in range(200):
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))])
    size = state.num_players * 24
    for kind in range(3):
        for i in range(0, size, 7):
            if writer == "set_units":
                state.set_units(kind, i, 0 if state.units_at(kind, i) else 2)
            elif writer == "add_units":
                state.add_units(kind, i, -state.units_at(kind, i) or 1)
            elif writer == "put_troops":
                state.put_troops(i, 0, 1 - kind % 2, kind)
            else:
                state.move_units(kind, i, (i + 5) % size)
            assert derived(state) == rebuilt(state), (writer, kind, i)


def test_a_state_read_from_json_has_its_derived_tables() -> None:
    state, rng = new_game(4, 5), Rng(5)
    for _ in range(300):
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))])
    assert any(state.troop_seats) and any(state.unit_totals)
    restored = GAME.from_json(state.to_json())
    assert isinstance(restored, FiefState)
    assert derived(restored) == derived(state)
