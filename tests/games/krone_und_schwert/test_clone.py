"""A clone and its original move apart: the tables they share (tuples and bytes, replaced when they
change) and the ones each copies. Every decision that changes a shared table (a board element, a
marker, a building, a large city, a cathedral, a revolt's sides, cards and queue, the announced VP,
the log) is taken on a clone first, then on the original, and each must leave the other as it
was."""

from __future__ import annotations

import json

from regnum.engine import Rng
from regnum.games.krone_und_schwert.state import KusState

from .helpers import GAME

# Kinds of actions that replace a shared table (the log changes with most of the others too).
SHARED_KINDS = frozenset({
    "element", "put", "place", "expand", "occupy", "defend", "build", "build_large",
    "build_cathedral", "revolt", "side", "commit", "commit_done",
})


def frozen(state: KusState) -> str:
    return json.dumps(state.to_json())


def test_a_clone_and_its_original_change_nothing_of_each_other() -> None:
    seen: set[str] = set()
    for seed in range(24):
        options = {"layout": "players"} if seed % 3 == 0 else {}
        state = GAME.new_game(2 + seed % 4, seed, options)
        rng = Rng(seed)
        step = 0
        while not state.is_over:
            legal = state.legal_actions()
            wanted = [a for a in legal if a.kind in SHARED_KINDS]  # taken more often than at random
            pick = wanted if wanted and rng.below(2) else legal
            action = pick[rng.below(len(pick))]
            step += 1
            if action.kind not in SHARED_KINDS and step % 5:
                state.apply(action)
                continue
            seen.add(action.kind)
            before = frozen(state)
            copy = state.clone()
            copy.apply(action)
            assert frozen(state) == before, (seed, step, action.text)
            moved = frozen(copy)
            state.apply(action)
            assert frozen(copy) == moved, (seed, step, action.text)
            assert moved == frozen(state), (seed, step, action.text)
    assert seen >= SHARED_KINDS, SHARED_KINDS - seen
