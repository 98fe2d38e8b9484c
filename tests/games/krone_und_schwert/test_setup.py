"""Set-up (seed, "Préparation"): cards, people deck, first player, initial markers."""

from __future__ import annotations

import pytest

from regnum.games.krone_und_schwert.data import CARD_COUNTS, NUM_CARD_KINDS, RED_CARDS, Card
from regnum.games.krone_und_schwert.spaces import FREE
from regnum.games.krone_und_schwert.state import END_ASIDE, Phase

from .helpers import new, play, texts


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_cards_dealt_without_red_cards_and_end_card_aside(n):
    state = new(n, 11)
    for p in range(n):
        hand = state.hand(p)
        assert sum(hand) == 4
        assert all(hand[c] == 0 for c in RED_CARDS)
    assert state.end_card == END_ASIDE and Card.GAME_END not in state.deck
    assert sum(state.discard) == 0, "the red cards dealt were shuffled back"
    assert state.card_total() == list(CARD_COUNTS)
    assert len(state.people) == 22 and state.people.count(1) == 12


def test_initial_markers_two_rounds_never_adjacent():
    state = new(4, 2)
    assert state.phase == Phase.SETUP and state.current_player == state.first
    order = []
    while state.phase == Phase.SETUP:
        order.append(state.current_player)
        for text in texts(state):
            space = int(text.split()[1])
            assert state.owner[space] == FREE
            assert all(state.owner[t] == FREE for t in state.board.adjacent[space])
        play(state, texts(state)[0])
    first = state.first
    assert order == [(first + k) % 4 for k in range(8)]
    assert all(state.on_board(p) == 2 for p in range(4))
    assert state.phase == Phase.ACTIONS and state.current_player == first and state.ap == 3
    assert state.turn == 0


def test_first_player_is_random_from_the_seed():
    firsts = {new(5, seed).first for seed in range(20)}
    assert len(firsts) > 2
    assert new(5, 3).first == new(5, 3).first


def test_hands_are_counts_of_twelve_kinds():
    state = new(2, 0)
    assert len(state.hands) == 2 * NUM_CARD_KINDS
