"""Autumn: income, the King's Bounty, tithes, reshuffles, the choose-income variant."""

from __future__ import annotations

from regnum.games.krieg_und_frieden import autumn
from regnum.games.krieg_und_frieden.state import KufState, Phase, Step

from .helpers import hand, new, play, set_hand, texts


def to_autumn(state: KufState, adviser: int = 0) -> None:
    state.adviser = adviser
    state.agenda = -1
    state.phase = Phase.AUTUMN
    autumn.start(state)
    state._legal = None


def test_income_one_card_plus_one_per_two_farmsteads():
    state = new(4, 5)
    for p in range(4):
        set_hand(state, p)
    state.farmsteads = [2, 3, 4, 5]
    state.workers = [0, 0, 0, 0]
    state.seals = [0, 0, 0, 0]
    to_autumn(state)
    assert state.income_received == [2, 2, 3, 3]


def test_privilege_income_comes_from_the_discard_pile():
    state = new(4, 5)
    for p in range(4):
        set_hand(state, p, wealth=6)  # no bounty for anybody
    state.farmsteads = [0, 0, 0, 0]
    state.privileges[0 * 4 + 3] = 2  # two food privileges
    state.privileges[1 * 4 + 0] = 1  # one knight privilege
    # discard pile: one food, no knight
    state.discard = [0, 0, 0, 1]
    state.deck.remove(3)
    to_autumn(state)
    assert state.income_received[0] == 1 + 1  # only one food was in the discard pile
    assert state.income_received[1] == 1  # no knight in the pile: nothing


def test_king_s_bounty_half_the_cards_at_random_and_victim_privilege():
    state = new(4, 5)
    state.farmsteads = [0, 2, 2, 2]
    state.seals = [1, 3, 1, 0]
    set_hand(state, 0, knight=1)
    set_hand(state, 1, wealth=9)
    set_hand(state, 2, food=3)
    set_hand(state, 3, worker=2)
    to_autumn(state)
    # p1 drew 1 card only and holds 2 < 5: may apply against p2 (3 seals) or p3 (1 seal), not p4
    assert state.step == Step.BOUNTY and state.actor == 0
    assert set(texts(state)) == {"bounty p2", "bounty p3", "decline bounty"}
    p2_cards = state.hand_size(1)
    p1_cards = state.hand_size(0)
    play(state, "bounty p2")
    assert state.hand_size(0) == p1_cards + p2_cards // 2
    assert state.hand_size(1) == p2_cards - p2_cards // 2
    assert state.step == Step.PRIVILEGE and state.actor == 1
    play(state, "privilege knight")
    assert state.privileges[4] == 1


def test_bounty_not_for_players_with_more_income_or_five_cards():
    state = new(4, 5)
    state.farmsteads = [0, 0, 2, 2]
    state.seals = [0, 0, 0, 0]
    set_hand(state, 0, knight=4)  # will hold 5 after income
    set_hand(state, 1, knight=1)
    set_hand(state, 2)
    set_hand(state, 3)
    to_autumn(state)
    assert state.actor == 1 and state.step == Step.BOUNTY


def test_tithes_down_to_ten_cards_of_the_owner_s_choice():
    state = new(4, 5)
    for p in range(4):
        set_hand(state, p, knight=1)
    set_hand(state, 2, wealth=8, food=4)
    state.farmsteads = [2, 2, 2, 2]
    to_autumn(state)
    assert state.step == Step.TITHE and state.actor == 2
    while state.step == Step.TITHE:
        play(state, "discard food")
    assert state.hand_size(2) == 10 and hand(state, 2)["wealth"] == 8
    assert state.phase in (Phase.WINTER, Phase.SPRING) and state.year == 2


def test_empty_deck_reshuffles_the_discard_pile():
    state = new(4, 5)
    state.discard = [state.discard[r] + state.deck.count(r) for r in range(4)]
    state.deck = []
    for p in range(4):
        set_hand(state, p, wealth=6)
    state.farmsteads = [2, 2, 2, 2]
    to_autumn(state)
    assert state.income_received == [2, 2, 2, 2]
    assert state.resource_total() == [17] * 4


def test_choose_income_variant():
    state = new(4, 5, choose_income="true")
    for p in range(4):
        set_hand(state, p, wealth=6)
    state.farmsteads = [0, 0, 0, 0]
    to_autumn(state)
    assert state.step == Step.INCOME and state.actor == 0
    before = hand(state, 0)["knight"]
    play(state, "income knight")
    assert hand(state, 0)["knight"] == before + 1 and state.actor == 1
