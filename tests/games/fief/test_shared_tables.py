"""Fief's clones share the tables kept as tuples (`state.SHARED_FIELDS`), share the troops until
either state writes them, and copy the other lists: moves on either state, through whole games,
leave the other exactly as it was.

The tables shared change seldom, so the test plays long enough for most of them to change under
one of the two states, and checks that they did (a test that never changed them would prove
nothing about them).
"""

from __future__ import annotations

from typing import Any

from regnum.engine import Rng
from regnum.games import get
from regnum.games.fief.data import PIECE_ENGINE, PIECE_SOLDIER
from regnum.games.fief.state import LIST_FIELDS, SHARED_FIELDS, TROOP_FIELDS, FiefState

GAME = get("fief")
# what the games below change under a clone at least once: all but `home`, set only in the set-up
MUST_CHANGE = set(SHARED_FIELDS) - {"home"}


def tables(state: FiefState) -> dict[str, Any]:
    """Every table of the state, the troops split by kind as in its JSON."""
    return state.to_json()


def play(state: FiefState, rng: Rng, decisions: int) -> None:
    for _ in range(decisions):
        if state.is_over:
            return
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))])


def test_a_clone_and_its_original_play_on_apart_through_whole_games() -> None:
    changed: set[str] = set()
    for players, seed in ((4, 3), (5, 8), (3, 21)):
        state = GAME.new_game(players, seed)
        rng = Rng(seed)
        while not state.is_over:
            play(state, rng, 150)
            for mover in ("clone", "original"):
                copy = state.clone()
                moving, still = (copy, state) if mover == "clone" else (state, copy)
                before = tables(still)
                play(moving, Rng(len(state.history)), 120)
                assert tables(still) == before, (players, seed, mover)
                changed.update(name for name in SHARED_FIELDS
                               if getattr(moving, name) != getattr(still, name))
                state = copy if mover == "clone" else state
    assert changed >= MUST_CHANGE, sorted(MUST_CHANGE - changed)


def test_the_shared_tables_are_tuples_and_restored_as_tuples() -> None:
    state = GAME.new_game(4, 5)
    play(state, Rng(5), 900)
    for restored in (state, GAME.from_json(state.to_json()), state.clone()):
        for name in SHARED_FIELDS:
            assert isinstance(getattr(restored, name), tuple), name
        for name in set(LIST_FIELDS) - set(SHARED_FIELDS) - set(TROOP_FIELDS):
            assert isinstance(getattr(restored, name), list), name
        assert isinstance(restored.units, list)


def test_a_clone_moves_its_own_troops() -> None:
    """The four troop kinds are one list (`units`), which `clone()` shares until either state
    writes it (`own_units`): troops that move, fight or are bought under the clone leave the
    original's where they were, and the JSON's list per kind restores the same table."""
    moved = 0
    for seed in range(4):
        state = GAME.new_game(4, seed)
        play(state, Rng(seed), 300)
        for _ in range(6):
            copy = state.clone()
            before = (list(state.units), state.to_json())
            play(copy, Rng(seed + len(copy.history)), 60)
            assert (state.units, state.to_json()) == before, seed
            moved += copy.units != state.units
            restored = GAME.from_json(copy.to_json())
            assert restored.units == copy.units, seed
            assert copy.to_json()["soldiers"] == copy.units_table(PIECE_SOLDIER)
            assert copy.to_json()["engines"] == copy.units_table(PIECE_ENGINE)
            state = copy
    assert moved >= 12, "the troops changed under the clones often enough to prove something"
