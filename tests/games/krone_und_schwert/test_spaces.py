"""The per-space tables kept as bytes (`spaces.py`): one entry replaced at a time, and a free
space's owner said -1 at the edges (the JSON, the views) as when the tables were lists; the free
spaces' occupy actions (`occupiable`), kept as markers go down, the same as counted afresh."""

from __future__ import annotations

import json

from regnum.engine.rng import Rng
from regnum.games.krone_und_schwert.actions import OCCUPY
from regnum.games.krone_und_schwert.spaces import FREE, owner_table, owners, replaced_byte
from regnum.games.krone_und_schwert.state import KusState
from regnum.games.krone_und_schwert.territory import occupy_actions

from .helpers import GAME, new, own


def test_replacing_an_entry_changes_that_entry_only() -> None:
    table = bytes(range(6))
    for index in range(6):
        changed = replaced_byte(table, index, 200)
        assert list(changed) == [200 if i == index else i for i in range(6)]
    assert table == bytes(range(6))


def test_free_spaces_are_minus_one_outside_the_state() -> None:
    state = new(3, 2)
    own(state, 1, 4)
    assert state.owner[4] == 1 and state.owner[5] == FREE
    saved = state.to_json()["owner"]
    assert saved == owners(state.owner) and saved[4] == 1 and saved[5] == -1
    assert set(saved) == {-1, 1}
    assert owner_table(saved) == state.owner
    spaces = state.view(None)["spaces"]
    assert [space["owner"] for space in spaces] == saved
    restored = GAME.from_json(json.loads(json.dumps(state.to_json())))
    assert restored.owner == state.owner and restored.building == state.building


def test_occupiable_follows_the_markers_through_whole_games() -> None:
    """Kept by `put_marker` one space at a time, it stays the occupy actions of exactly the free
    spaces, in order, through placements, expansions, occupations and won attacks, in the state,
    its clones and the state read back from JSON."""
    attacks_won = 0
    for n in range(2, 6):
        for seed in range(4):
            state = new(n, seed)
            rng = Rng(seed)
            clone: KusState | None = None
            while not state.is_over:
                free = [s for s, o in enumerate(state.owner) if o == FREE]
                assert state.occupiable == tuple(OCCUPY[s] for s in free)
                assert state.free_spaces() == len(free)
                if clone is not None:  # taken halfway through the game, played on alone
                    assert clone.occupiable == occupy_actions(clone.owner)
                    if not clone.is_over:
                        legal = clone.legal_actions()
                        clone.apply(legal[rng.below(len(legal))])
                if len(state.history) % 25 == 0:
                    restored = GAME.from_json(json.loads(json.dumps(state.to_json())))
                    assert isinstance(restored, KusState)
                    assert restored.occupiable == state.occupiable
                    clone = state.clone()
                owner = state.owner
                legal = state.legal_actions()
                state.apply(legal[rng.below(len(legal))])
                attacks_won += sum(a != b and a != FREE != b for a, b in zip(owner, state.owner, strict=True))
    assert attacks_won > 10  # spaces went from seat to seat too
