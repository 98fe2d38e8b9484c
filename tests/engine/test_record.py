"""Game records and save files: replay rebuilds every state; damage and tampering are refused."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from regnum.engine import GameRecord, RecordError, Rng, State
from regnum.engine.record import FORMAT_VERSION, load, save
from regnum.games import register
from tests.toy_game import GAME

register("toy", "tests.toy_game")


def played(seed: int, steps: int = 10, num_players: int = 3) -> State:
    state = GAME.new_game(num_players, seed, {"rounds": "5"})
    rng = Rng(seed)
    for _ in range(steps):
        if state.is_over:
            break
        state.apply(rng.choice(list(state.legal_actions())))
    return state


def record_json(**changes: Any) -> dict[str, Any]:
    """A valid record of a toy game, with fields changed and the digest made to match again."""
    record = GameRecord.from_state(played(1))
    for name, value in changes.items():
        setattr(record, name, value)
    return record.to_json()


@given(st.integers(min_value=0, max_value=2**64), st.integers(min_value=0, max_value=40))
@settings(max_examples=40)
def test_record_replays_every_state(seed: int, steps: int) -> None:
    state = played(seed, steps)
    text = json.dumps(GameRecord.from_state(state, seats=["ann", "bob", "cy"]).to_json())
    record = GameRecord.from_json(json.loads(text))
    assert record.seats == ["ann", "bob", "cy"]
    assert record.final_state() == state
    states = list(record.replay())
    assert len(states) == len(state.history) + 1
    assert states[-1] == state
    assert len({id(s) for s in states}) == len(states), "replay yields separate objects"
    assert states[0] == GAME.new_game(3, seed, {"rounds": "5"})


def test_save_and_load_round_trip(tmp_path: Path) -> None:
    record = GameRecord.from_state(played(4, 7))
    path = tmp_path / "game.json"
    save(path, record)
    assert load(path) == record
    assert load(path).final_state() == played(4, 7)


@pytest.mark.parametrize(
    ("field", "value"),
    [("actions", 0), ("seed", 2), ("num_players", 4), ("options", {"rounds": "4"})],
)
def test_digest_catches_an_edit(field: str, value: Any) -> None:
    data = record_json()
    if field == "actions":
        data["actions"][value] = "pass" if data["actions"][value] != "pass" else "play 1"
    else:
        data[field] = value
    with pytest.raises(RecordError, match="digest does not match"):
        GameRecord.from_json(data)


def test_truncated_file_is_refused_with_the_reason(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    save(path, GameRecord.from_state(played(2)))
    text = path.read_text(encoding="utf-8").rstrip()
    for cut in range(0, len(text), 7):
        path.write_text(text[:cut], encoding="utf-8")
        with pytest.raises(RecordError, match="not valid JSON"):
            load(path)


@pytest.mark.parametrize(
    ("changes", "reason"),
    [
        ({"format": "chess-pgn"}, "not a regnum record"),
        ({"format_version": FORMAT_VERSION + 1}, "version 2 is not supported"),
        ({"format_version": None}, "is not supported"),
    ],
)
def test_wrong_format_or_version_is_refused(changes: dict[str, Any], reason: str) -> None:
    with pytest.raises(RecordError, match=reason):
        GameRecord.from_json({**record_json(), **changes})


def test_missing_and_unknown_fields_are_refused() -> None:
    data = record_json()
    del data["seed"]
    with pytest.raises(RecordError, match="missing fields: seed"):
        GameRecord.from_json(data)
    with pytest.raises(RecordError, match="unknown fields: cheat"):
        GameRecord.from_json({**record_json(), "cheat": 1})
    with pytest.raises(RecordError, match="JSON object"):
        GameRecord.from_json([record_json()])


@pytest.mark.parametrize(
    ("changes", "field"),
    [
        ({"seed": "1"}, "seed"),
        ({"num_players": True}, "num_players"),
        ({"actions": "pass"}, "actions"),
        ({"actions": [1, 2]}, "actions"),
        ({"seats": "ann"}, "seats"),
    ],
)
def test_fields_of_the_wrong_type_are_refused(changes: dict[str, Any], field: str) -> None:
    with pytest.raises(RecordError, match=field):
        GameRecord.from_json(record_json(**changes))


def test_unknown_game_is_refused() -> None:
    record = GameRecord.from_json(record_json(game="no-such-game"))
    with pytest.raises(RecordError, match="unknown game"):
        record.final_state()


def test_other_rules_version_is_refused() -> None:
    record = GameRecord.from_json(record_json(rules_version=GAME.rules_version + 1))
    with pytest.raises(RecordError, match="rules version"):
        record.final_state()


@pytest.mark.parametrize(
    "changes", [{"num_players": 9}, {"options": {"rounds": "99"}}, {"options": {"speed": "1"}}]
)
def test_invalid_configuration_is_refused(changes: dict[str, Any]) -> None:
    with pytest.raises(RecordError, match="configuration is invalid"):
        GameRecord.from_json(record_json(**changes)).final_state()


@pytest.mark.parametrize("kind", ["illegal", "malformed"])
def test_an_unplayable_action_is_refused_naming_its_index(kind: str) -> None:
    state = played(5, 8)
    actions = [GAME.action(i).text for i in state.history]
    held = {str(a) for a in played(5, 2).legal_actions()}
    illegal = next(f"play {v}" for v in range(1, 14) if f"play {v}" not in held)
    actions[2] = illegal if kind == "illegal" else "shout"
    record = GameRecord.from_json(record_json(actions=actions, seed=5))
    with pytest.raises(RecordError, match=f"record action 3 \\({actions[2]!r}\\)"):
        record.final_state()
    replayed: list[State] = []
    with pytest.raises(RecordError, match="record action 3"):
        replayed.extend(record.replay())
    assert len(replayed) == 3


def test_save_is_atomic(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "game.json"
    old = GameRecord.from_state(played(6, 3))
    save(path, old)

    def crash_midway(self: Path, text: str, *args: Any, **kwargs: Any) -> int:
        with open(self, "w", encoding="utf-8") as out:
            out.write(text[: len(text) // 2])
        raise OSError("disk full")

    monkeypatch.setattr(Path, "write_text", crash_midway)
    with pytest.raises(OSError, match="disk full"):
        save(path, GameRecord.from_state(played(6, 9)))
    monkeypatch.undo()
    assert load(path) == old
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json"], "no .tmp left behind"
    new = GameRecord.from_state(played(6, 9))
    save(path, new)
    assert load(path) == new


def test_values_json_cannot_hold_are_refused() -> None:
    data = record_json()
    data["options"] = {"rounds": {5}}
    with pytest.raises(RecordError, match="JSON cannot hold"):
        GameRecord.from_json(data)


def test_unreadable_files_are_refused(tmp_path: Path) -> None:
    with pytest.raises(RecordError, match="cannot read"):
        load(tmp_path / "missing.json")
    binary = tmp_path / "binary.json"
    binary.write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(RecordError, match="not a text file"):
        load(binary)
