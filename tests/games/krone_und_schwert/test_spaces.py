"""The per-space tables kept as bytes (`spaces.py`): one entry replaced at a time, and a free
space's owner said -1 at the edges (the JSON, the views) as when the tables were lists."""

from __future__ import annotations

import json

from regnum.games.krone_und_schwert.spaces import FREE, owner_table, owners, replaced_byte

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
