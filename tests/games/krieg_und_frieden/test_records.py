"""Records of Krieg und Frieden games: save, resume, and refusing damaged files."""

from __future__ import annotations

import json

import pytest

from regnum.engine.errors import RecordError
from regnum.engine.record import GameRecord, load, save
from regnum.engine.rng import Rng

from .helpers import GAME


def played(steps: int, seed: int = 4):
    state = GAME.new_game(4, seed, {"scoring": "dagger"})
    rng = Rng(seed)
    for _ in range(steps):
        state.apply(rng.choice(list(state.legal_actions())))
    return state


def test_save_and_resume_a_game_in_progress(tmp_path):
    state = played(120)
    path = tmp_path / "game.json"
    save(path, GameRecord.from_state(state, seats=["human", "random", "random", "heuristic"]))
    record = load(path)
    assert record.seats == ["human", "random", "random", "heuristic"]
    resumed = record.final_state()
    assert resumed.to_json() == state.to_json()
    # both continue identically
    rng_a, rng_b = Rng(9), Rng(9)
    for _ in range(50):
        if state.is_over:
            break
        state.apply(rng_a.choice(list(state.legal_actions())))
        resumed.apply(rng_b.choice(list(resumed.legal_actions())))
    assert resumed.to_json() == state.to_json()


def test_replay_reproduces_every_state():
    state = played(80)
    record = GameRecord.from_state(state)
    states = list(record.replay())
    assert len(states) == 81
    again = GAME.new_game(4, 4, {"scoring": "dagger"})
    for i, action_id in enumerate(state.history):
        assert states[i].to_json() == again.to_json()
        again.apply(action_id)
    assert states[-1].to_json() == state.to_json()


def test_tampered_truncated_and_illegal_records_are_refused(tmp_path):
    state = played(60)
    data = GameRecord.from_state(state).to_json()
    path = tmp_path / "r.json"
    tampered = dict(data, actions=[*data["actions"][:-1], "pass"])
    path.write_text(json.dumps(tampered))
    with pytest.raises(RecordError, match="modified"):
        load(path)
    path.write_text(json.dumps(data)[:-40])
    with pytest.raises(RecordError, match="not valid JSON"):
        load(path)
    bad = GameRecord.from_state(state)
    bad.actions.insert(3, "attack p9")
    with pytest.raises(RecordError, match="action 4"):
        bad.final_state()


def test_corrupt_state_json_refused():
    data = played(30).to_json()
    broken = dict(data, hands=data["hands"][:-1])
    with pytest.raises(RecordError, match="hands"):
        GAME.from_json(broken)
    cheated = dict(data, hands=[h + 1 for h in data["hands"]])
    with pytest.raises(RecordError, match="68 resource cards"):
        GAME.from_json(cheated)
