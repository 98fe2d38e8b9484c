"""Hidden information: what each seat sees, and determinize keeping what it knows."""

from __future__ import annotations

import json

from regnum.engine.rng import Rng
from regnum.games.krieg_und_frieden.state import Phase

from .helpers import new, play, set_hand, to_summer


def test_view_shows_own_hand_and_only_sizes_of_others():
    state = new(4, 9)
    set_hand(state, 1, knight=3, food=2)
    view = state.view(0)
    assert "hand" in view["you"] and view["you"]["seat"] == "p1"
    assert view["players"][1]["hand_size"] == 5
    text = json.dumps(view)
    assert 'agenda_hand"' in text
    for p in range(4):
        other = state.view(p)
        assert other["you"]["hand"] == {
            "knight": state.hands[p * 4],
            "wealth": state.hands[p * 4 + 1],
            "worker": state.hands[p * 4 + 2],
            "food": state.hands[p * 4 + 3],
        }
    assert "you" not in state.view(None)


def test_views_do_not_change_when_hidden_cards_do():
    """Two states that differ only in cards hidden from p1 look the same to p1."""
    state = new(4, 9)
    other = state.determinize(0, Rng(5))
    assert other.view(0) == state.view(0)
    assert other.view(None) == state.view(None)
    assert [other.hand_size(p) for p in range(4)] == [state.hand_size(p) for p in range(4)]
    assert other.to_json() != state.to_json()  # something hidden did change


def test_determinize_keeps_cards_known_from_a_returned_bid_layer():
    state = new(4, 9)
    set_hand(state, state.adviser, food=4, knight=1)
    a = state.adviser
    play(state, "add food", "add food", "bid")
    # everyone else passes in turn; the adviser wins, so make the next seat bid and pass
    nxt = (a + 1) % 4
    set_hand(state, nxt, knight=6)
    play(state, "add knight", "add knight", "add knight", "bid")
    while state.actor != a:
        play(state, "pass")
    play(state, "pass")  # the adviser passes: two food return to the hand, face up
    viewer = (a + 2) % 4
    known = state.view(viewer)["you"]["known"][f"p{a + 1}"]["hand"]
    assert known["food"] >= 2
    for seed in range(10):
        assert state.determinize(viewer, Rng(seed)).hands[a * 4 + 3] >= 2


def test_shown_hand_survives_determinize_for_the_briber():
    state = new(4, 3)
    to_summer(state, adviser=0)
    set_hand(state, 0, wealth=1)
    set_hand(state, 2, worker=3, food=1)
    play(state, "bribe p3")
    for seed in range(5):
        d = state.determinize(0, Rng(seed))
        assert d.hands[8:12] == [0, 0, 3, 1]
    assert state.phase == Phase.SUMMER
