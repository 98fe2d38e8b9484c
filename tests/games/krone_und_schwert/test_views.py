"""Views show exactly what a seat may see; determinize resamples only what is hidden; JSON is
lossless and corrupt input is refused; rendering draws from a view."""

from __future__ import annotations

import json

import pytest

from regnum.engine.errors import RecordError
from regnum.engine.record import GameRecord
from regnum.engine.rng import Rng
from regnum.games.krone_und_schwert.data import CARD_COUNTS, Card
from regnum.games.krone_und_schwert.state import END_IN_DECK, KusState
from regnum.games.krone_und_schwert.svg import render_svg

from .helpers import GAME, new, play, texts


def played(n: int, seed: int, steps: int) -> KusState:
    state = new(n, seed)
    rng = Rng(seed)
    for _ in range(steps):
        if state.is_over:
            break
        state.apply(rng.choice(list(state.legal_actions())))
    return state


def test_hands_and_vp_are_private_hand_sizes_public():
    state = played(4, 1, 40)
    state.vp = [3, 4, 5, 6]
    spectator = state.view(None)
    for entry in spectator["players"]:
        assert "hand" not in entry and "vp" not in entry
        assert entry["hand_size"] == state.hand_size(entry["seat"])
    mine = state.view(2)
    assert mine["players"][2]["vp"] == 5 and "vp" not in mine["players"][1]
    assert sum(mine["players"][2]["hand"].values()) == state.hand_size(2)
    assert "deck" not in json.dumps(spectator).replace("deck_size", "").replace("people_deck", "")


def test_determinize_keeps_own_hand_and_public_facts():
    state = played(4, 2, 60)
    for seed in range(5):
        sample = state.determinize(1, Rng(seed))
        assert sample.hand(1) == state.hand(1)
        assert sample.view(1) == state.view(1)
        assert sample.card_total() == list(CARD_COUNTS)
        assert sorted(sample.people) == sorted(state.people)
        for p in range(4):
            assert sample.hand_size(p) == state.hand_size(p)


def test_determinize_keeps_spielende_among_the_last_cards():
    state = played(3, 3, 30)
    state.end_card = END_IN_DECK
    state.deck.insert(5, Card.GAME_END)
    for seed in range(20):
        sample = state.determinize(0, Rng(seed))
        assert sample.deck.index(Card.GAME_END) <= 20


def test_json_round_trip_is_lossless():
    state = played(5, 4, 80)
    data = json.loads(json.dumps(state.to_json()))
    restored = GAME.from_json(data)
    assert restored == state and restored.legal_actions() == state.legal_actions()


@pytest.mark.parametrize(("field", "value", "words"), [
    ("hands", [0] * 47, "should have"),
    ("deck", [99], "unknown card"),
    ("phase", 42, "unknown phase"),
    ("owner", "corrupt", "list of integers"),
    ("num_players", 9, "player count"),
    ("layout", [0, 0, 0, 0, 0, 0, 0, 0], "twice"),
    ("layout", [0, 0, 0, 0, 1, 0, 11, 0], "out of reach"),
])
def test_corrupt_json_is_refused_with_the_reason(field, value, words):
    data = played(4, 5, 30).to_json()
    data[field] = value
    with pytest.raises(RecordError, match=words):
        GAME.from_json(data)


def test_games_saved_under_rules_version_1_are_refused_with_the_reason():
    """Version 2 changed the board, the free markers and the territory prizes: an older saved
    state or record cannot be continued faithfully, so both are refused and say why."""
    state = played(4, 5, 30)
    assert GAME.rules_version == 2
    data = state.to_json()
    data["rules_version"] = 1
    with pytest.raises(RecordError, match="saved state has rules version 1, this regnum has 2"):
        GAME.from_json(data)
    record = GameRecord.from_state(state)
    record.rules_version = 1
    with pytest.raises(RecordError, match="Krone & Schwert rules version 1; this regnum has "
                                          "version 2"):
        record.final_state()


def test_tampered_card_counts_are_refused():
    data = played(4, 6, 30).to_json()
    data["discard"][Card.LEADER_4] += 1
    with pytest.raises(RecordError, match="66 event cards"):
        GAME.from_json(data)


def test_render_text_and_svg_from_a_view():
    state = played(3, 7, 40)
    text = GAME.render_text(state.view(0))
    assert "legend" in text and "your hand" in text and "p1" in text
    svg = render_svg(state.view(None))
    assert svg.startswith("<svg") and svg.count('data-space="') == state.board.size
    assert "</svg>" in svg


def test_parse_and_explain():
    state = new(2, 0)
    assert GAME.parse_action("  BUILD Large City 3 NE ").text == "build large city 3 ne"
    action = GAME.parse_action("attack 3")
    assert "now is not the time" in state.explain_illegal(action)
    play(state, texts(state)[0])
    assert state.history
