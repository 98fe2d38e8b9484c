"""Fief's clones share the tables kept as tuples (`state.SHARED_FIELDS`) and copy the lists: moves
on either state, through whole games, leave the other exactly as it was.

The tables shared change seldom, so the test plays long enough for most of them to change under
one of the two states, and checks that they did (a test that never changed them would prove
nothing about them).
"""

from __future__ import annotations

from typing import Any

from regnum.engine import Rng
from regnum.games import get
from regnum.games.fief.state import LIST_FIELDS, SHARED_FIELDS, FiefState

GAME = get("fief")
# what the games below change under a clone at least once: all but `home`, set only in the set-up
MUST_CHANGE = set(SHARED_FIELDS) - {"home"}


def tables(state: FiefState) -> dict[str, Any]:
    return {name: list(getattr(state, name)) for name in (*LIST_FIELDS, "log")}


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
        for name in set(LIST_FIELDS) - set(SHARED_FIELDS):
            assert isinstance(getattr(restored, name), list), name
