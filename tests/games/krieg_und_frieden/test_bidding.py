"""Spring bidding: the seeds' Klaus/Peter/Fritz example, layers, passing, winning, no bids."""

from __future__ import annotations

from regnum.games.krieg_und_frieden.state import Phase, Step

from .helpers import Agenda, Symbol, hand, new, play, set_hand, texts, to_spring

# Seats: Klaus p1 is the left-hand neighbour of Fritz p4, the King's Adviser; Wolfgang p2, Peter p3.
KLAUS, WOLFGANG, PETER, FRITZ = 0, 1, 2, 3


def example_state():
    state = new(4, seed=7)
    set_hand(state, KLAUS, worker=3, wealth=2, food=3, knight=1)
    set_hand(state, WOLFGANG, knight=2)
    set_hand(state, PETER, food=3, worker=1)
    set_hand(state, FRITZ, knight=1)
    to_spring(state, Agenda.FAMINE, Symbol.PRIVILEGE, adviser=FRITZ)
    return state


def test_klaus_peter_example_totals_and_card_movements():
    """French seed, "Exemple": totals 9, 12, 13, 15, 25; Peter takes back his hammer, loses the
    rest; Klaus discards all eight cards and becomes Adviser."""
    state = example_state()
    assert state.actor == FRITZ  # the Adviser begins
    play(state, "pass")  # Fritz passes in the first round
    play(state, "add worker", "add worker", "add worker", "bid")
    assert state.bid_total(KLAUS) == 9 and state.high == 9
    play(state, "pass")  # Wolfgang
    play(state, "add food", "add food", "add food", "bid")
    assert state.bid_total(PETER) == 12
    assert state.actor == KLAUS  # Fritz has passed and is skipped
    play(state, "add wealth", "add wealth", "bid")
    assert state.bid_total(KLAUS) == 13
    assert state.layers[KLAUS] == [0, 0, 3, 0, 0, 2, 0, 0]  # the raise is a new layer
    play(state, "add worker", "bid")
    assert state.bid_total(PETER) == 15
    play(state, "add food", "add food", "add food", "bid")
    assert state.bid_total(KLAUS) == 25
    discard_before = list(state.discard)
    play(state, "pass")  # Peter passes: the hammer returns, the three barley are discarded
    assert hand(state, PETER) == {"knight": 0, "wealth": 0, "worker": 1, "food": 0}
    # Klaus wins alone: all eight bid cards discarded, he is Adviser
    assert state.adviser == KLAUS
    assert hand(state, KLAUS) == {"knight": 1, "wealth": 0, "worker": 0, "food": 0}
    gained = [state.discard[r] - discard_before[r] for r in range(4)]
    assert gained == [0, 2, 3, 3 + 3]  # Peter's 3 barley + Klaus's 3 hammers, 2 cups, 3 barley
    assert state.layers == [[], [], [], []]
    assert state.seals[KLAUS] == 1  # privilege symbol: one seal
    assert state.step == Step.PRIVILEGE and state.actor == KLAUS


def test_klaus_drops_out_instead_keeps_only_last_layer():
    """ "Had Peter outbid Klaus again and had Klaus then dropped out, Klaus would have returned the
    three Barley cards to his hand but would still have had to discard the three Hammers and the
    two Cups.\""""
    state = example_state()
    set_hand(state, PETER, food=6, worker=1)
    play(state, "pass", "add worker", "add worker", "add worker", "bid", "pass")
    play(state, "add food", "add food", "add food", "bid")
    play(state, "add wealth", "add wealth", "bid")
    play(state, "add worker", "bid")
    play(state, "add food", "add food", "add food", "bid")
    play(state, "add food", "add food", "add food", "bid")  # Peter outbids: 15 + 12
    assert state.bid_total(PETER) == 27 and state.high == 27
    assert state.actor == KLAUS
    discard_before = list(state.discard)
    play(state, "pass")
    assert hand(state, KLAUS) == {"knight": 1, "wealth": 0, "worker": 0, "food": 3}
    gained = [state.discard[r] - discard_before[r] for r in range(4)]
    klaus_lost = [0, 2, 3, 0]  # three hammers and two cups
    peter_won_with = [0, 0, 1, 6]  # Peter, left alone, wins and discards his whole bid
    assert gained == [a + b for a, b in zip(klaus_lost, peter_won_with, strict=True)]
    assert state.adviser == PETER


def test_bid_must_beat_the_highest():
    state = example_state()
    play(state, "pass", "add worker", "add worker", "add worker", "bid", "pass")
    play(state, "add worker")  # Peter: 3 points, not above 9
    assert "bid" not in texts(state)
    play(state, "add food")  # 7: still not above
    assert "bid" not in texts(state)
    play(state, "add food")  # 11
    assert "bid" in texts(state)


def test_pass_returns_the_raise_being_built():
    state = example_state()
    play(state, "pass", "add worker", "add worker")
    play(state, "pass")  # Klaus passes with two cards not yet bid: they return
    assert hand(state, KLAUS)["worker"] == 3


def test_nobody_bids_card_leaves_game_adviser_stays():
    state = example_state()
    kind = state.agenda
    out_before = state.agenda_out[kind]
    play(state, "pass", "pass", "pass", "pass")
    assert state.adviser == FRITZ
    assert state.agenda_out[kind] == out_before + 1 and state.agenda == -1
    assert state.phase == Phase.SUMMER and state.actor == FRITZ
    assert state.seals == [0, 0, 0, 0]


def test_last_player_in_who_never_bid_may_still_bid():
    state = example_state()
    play(state, "pass", "pass", "pass")  # Fritz, Klaus, Wolfgang
    assert state.actor == PETER
    play(state, "add worker", "bid")
    assert state.adviser == PETER
