"""The rewards of victory: seals, privileges (supply, from opponents, social variant), cathedral
sections with worker huts, Stuart Dagger's scoring, the long-term variant, the end of the game."""

from __future__ import annotations

from regnum.games.krieg_und_frieden.state import Phase, Step

from .helpers import Agenda, Symbol, new, play, set_hand, texts, to_spring


def win_bid(state, winner: int) -> None:
    """Everyone but `winner` passes; the winner bids one knight."""
    while state.step == Step.BID:
        if state.actor == winner:
            play(state, "add knight", "bid")
        else:
            play(state, "pass")


def test_privilege_reward_seal_and_choice_from_supply():
    state = new(4, 1)
    set_hand(state, 0, knight=2)
    to_spring(state, Agenda.WAR, Symbol.PRIVILEGE, adviser=0)
    win_bid(state, 0)
    assert state.seals[0] == 1 and state.step == Step.PRIVILEGE
    assert set(texts(state)) == {
        "privilege knight",
        "privilege wealth",
        "privilege worker",
        "privilege food",
    }
    play(state, "privilege food")
    assert state.privileges[0 * 4 + 3] == 1 and state.phase == Phase.SUMMER


def test_privilege_out_of_supply_taken_from_opponent():
    state = new(4, 1)
    state.privileges[1 * 4 + 0] = 1
    state.privileges[2 * 4 + 0] = 1  # both knight privileges are held
    set_hand(state, 0, knight=2)
    to_spring(state, Agenda.WAR, Symbol.PRIVILEGE, adviser=0)
    win_bid(state, 0)
    options = set(texts(state))
    assert "privilege knight" not in options
    assert {"privilege knight from p2", "privilege knight from p3"} <= options
    play(state, "privilege knight from p3")
    assert state.privileges[2 * 4] == 0 and state.privileges[0] == 1


def test_social_variant_only_from_players_with_at_least_your_seals():
    state = new(4, 1, social="true")
    state.privileges[1 * 4 + 0] = 1
    state.privileges[2 * 4 + 0] = 1
    state.seals = [3, 5, 2, 0]  # p1 will have 4 after winning
    set_hand(state, 0, knight=2)
    to_spring(state, Agenda.WAR, Symbol.PRIVILEGE, adviser=0)
    win_bid(state, 0)
    options = set(texts(state))
    assert "privilege knight from p2" in options  # 5 >= 4
    assert "privilege knight from p3" not in options  # 2 < 4


def test_cathedral_reward_points_plus_worker_huts_which_return_to_stock():
    state = new(4, 1)
    state.farmsteads[0], state.workers[0] = 3, 2
    set_hand(state, 0, knight=2)
    to_spring(state, Agenda.WAR, Symbol.CATHEDRAL, adviser=0)
    win_bid(state, 0)
    assert state.seals[0] == 1 + 2  # nave: 1 point, +1 per worker hut
    assert state.workers[0] == 0 and state.stock(0) == 3 and state.sections == 1
    assert state.phase == Phase.SUMMER and state.builders == [0]
    assert state.hut_seals == [2, 0, 0, 0]  # kept apart for the final result's breakdown


def test_section_points_in_order_and_dagger_scoring():
    for scoring, points in (("standard", [1, 1, 1, 2, 2, 3]), ("dagger", [2, 2, 2, 3, 3, 4])):
        got = []
        state = new(4, 1, scoring=scoring)
        for section in range(6):
            before = state.seals[1]
            set_hand(state, 1, knight=1)
            to_spring(state, Agenda.FAMINE, Symbol.CATHEDRAL, adviser=1)
            win_bid(state, 1)
            got.append(state.seals[1] - before)
            if section < 5:
                assert state.phase == Phase.SUMMER
        assert got == points
        assert state.is_over and state.winners == [1]  # the game ends in that spring
        result = state.result()
        assert result is not None and result["reason"] == "cathedral"
        sections = next(row for row in result["parts"] if row["id"] == "sections")
        assert sections["values"][1] == sum(points)


def test_dagger_privilege_seal_is_worth_two():
    state = new(4, 1, scoring="dagger")
    set_hand(state, 0, knight=2)
    to_spring(state, Agenda.WAR, Symbol.PRIVILEGE, adviser=0)
    win_bid(state, 0)
    assert state.seals[0] == 2


def test_long_term_builder_also_takes_a_privilege():
    state = new(4, 1, long_term="true")
    set_hand(state, 2, knight=2)
    to_spring(state, Agenda.UNREST, Symbol.CATHEDRAL, adviser=2)
    win_bid(state, 2)
    assert state.step == Step.PRIVILEGE and state.actor == 2


def test_agenda_card_leaves_the_game_after_the_reward():
    state = new(4, 1)
    set_hand(state, 0, knight=2)
    to_spring(state, Agenda.WAR, Symbol.CATHEDRAL, adviser=0)
    kind = state.agenda
    before = state.agenda_out[kind]
    win_bid(state, 0)
    assert state.agenda == -1 and state.agenda_out[kind] == before + 1


def test_ties_broken_by_most_resource_cards():
    state = new(4, 1)
    state.seals = [4, 4, 1, 0]
    set_hand(state, 0, knight=3)
    set_hand(state, 1, knight=5)
    state.phase = Phase.OVER
    assert state.winners == [1]
    set_hand(state, 0, knight=5)
    assert state.winners == [0, 1]  # still tied: shared
