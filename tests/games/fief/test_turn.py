"""The turn: phase 1's new lord, seats out, the first-player card, dead lords, crowns, the end."""

from __future__ import annotations

from itertools import pairwise

from regnum.engine.rng import Rng
from regnum.engine.tables import replaced
from regnum.games.fief.crowns import lord_died
from regnum.games.fief.data import NUM_LORD_CARDS, PIECE_ENGINE
from regnum.games.fief.state import TROOP_FIELDS, LordStatus, Phase
from regnum.games.fief.turn import bury_dead
from tests.games.fief.market import (
    GAME,
    fort,
    lord,
    market,
    next_turn,
    put,
    refused,
    settle,
    texts,
    vil,
)

A, B, C = vil("corvignac"), vil("doumerac"), vil("isarnville")


def kill(state, lord_id):
    state.lord_status[lord_id] = LordStatus.DEAD
    state.lord_village[lord_id] = -1
    lord_died(state, lord_id)


def test_the_first_player_card_passes_counter_clockwise():
    for seed in range(1, 5):  # random play keeps all four seats in for four turns (not seed 0's)
        state = GAME.new_game(4, seed)
        rng = Rng(seed)
        firsts = []
        while state.turn <= 4 and not state.is_over:
            if state.turn and (not firsts or firsts[-1][0] != state.turn):
                firsts.append((state.turn, state.first))
            state.apply(rng.choice(list(state.legal_actions())))
        assert len(firsts) == 4 and not any(state.out)
        for (_, before), (_, after) in pairwise(firsts):
            assert after == (before - 1) % 4


def test_phase_one_gives_a_lordless_seat_a_lord_at_its_castle():
    state = market(players=2)
    lord(state, 0, A)
    put(state, 0, A, soldiers=1)
    put(state, 1, B, soldiers=2)
    fort(state, 1, B)
    state.phase = Phase.MILITARY
    next_turn(state)
    assert state.phase == Phase.NEW_LORD and state.actor == 1
    assert texts(state) == ["new lord at doumerac", "new lady at doumerac"]
    state.apply("new lady at doumerac")
    (new,) = state.living_lords(1)
    assert state.is_female(new) and state.lord_village[new] == B
    assert state.phase == Phase.PURCHASE


def test_a_seat_with_neither_lord_nor_castle_is_out_and_the_last_one_wins():
    state = market(players=3)
    lord(state, 0, A)
    lord(state, 1, B)
    put(state, 2, C, soldiers=3)  # soldiers but no lord and no castle
    state.phase = Phase.MILITARY
    next_turn(state)
    assert state.out == (0, 0, 1)
    assert state.phase == Phase.DISBAND and state.actor == 2
    state.apply("keep troops")
    assert 2 not in state.pending
    assert state.troops(2, C) == 3, "its soldiers stay on the board"
    kill(state, state.living_lords(1)[0])
    state.phase = Phase.MILITARY
    next_turn(state)
    assert state.is_over and state.winners == [0]


def test_a_crown_passes_to_another_lord_then_falls_with_the_last():
    state = market()
    first = lord(state, 0, A)
    second = lord(state, 0, B)
    for v in (A, B, C):
        put(state, 0, v, soldiers=1)
    fort(state, 0, A)
    state.apply("crown corvignac")
    assert state.crown[2] == first
    kill(state, first)
    assert state.crown[2] == second and state.city[A] == 1
    kill(state, second)
    assert state.crown[2] == -1 and state.city[A] == 0 and state.castle[A] == 1


def test_dead_lords_are_buried_at_the_end_of_the_turn_and_their_cards_return():
    state = market()
    first = lord(state, 0, A)
    second = lord(state, 0, B)
    for v in (A, B, C):
        put(state, 0, v, soldiers=1)
    fort(state, 0, A)
    state.apply("crown corvignac")
    kill(state, first)
    dead = tuple(state.lord_card[i] for i, s in enumerate(state.lord_status) if s == LordStatus.DEAD)
    wearer_card = state.lord_card[second]
    bury_dead(state)
    assert all(s != LordStatus.DEAD for s in state.lord_status)
    assert state.lord_deck[:len(dead)] == dead, "the dead lords' cards go under the deck"
    assert state.lord_card[state.crown[2]] == wearer_card, "the crown follows its wearer's new id"
    assert sorted([*state.lord_card, *state.lord_deck]) == list(range(NUM_LORD_CARDS))


def test_the_turn_limit_ends_the_game_with_the_tie_break():
    state = market(players=3, options={"turn-limit": "20"})
    lord(state, 0, A)
    lord(state, 1, B)
    lord(state, 2, C)
    put(state, 1, vil("aubrevaux"), soldiers=1)  # seat 1 holds two villages
    state.turn = 20
    state.phase = Phase.MILITARY
    next_turn(state)
    assert state.is_over and state.winners == [1]
    assert state.stats()["turns"] == 20


def test_equal_seats_share_the_victory_at_the_limit():
    state = market(players=2, options={"turn-limit": "20"})
    lord(state, 0, A)
    lord(state, 1, B)
    state.turn = 20
    state.phase = Phase.MILITARY
    next_turn(state)
    assert state.winners == [0, 1]


def seat_out_with_troops():
    """Three seats; seat 3 has lost its lord and castle but keeps soldiers, a knight, an engine
    and a prisoner at isarnville. The turn ends."""
    state = market(players=3)
    lord(state, 0, A)
    lord(state, 1, B)
    put(state, 2, C, soldiers=3, knights3=1)
    state.set_units(PIECE_ENGINE, 2 * len(state.castle) + C, 1)
    captive = lord(state, 1, C)
    state.lord_status[captive] = LordStatus.PRISONER
    state.lord_captor = replaced(state.lord_captor, captive, 2)
    card = state.lord_card[captive]
    state.first = 0
    state.phase = Phase.MILITARY
    next_turn(state)  # the dead lords are buried: ids shift, the card finds him again
    return state, state.lord_card.index(card)


def test_a_seat_that_can_no_longer_win_chooses_each_turn_to_keep_or_disband_its_troops():
    """Fin de tour: "ses soldats cependant restent et se défendent jusqu'à la mort ou choisissent
    de retourner à l'état de sages paysans (on les retire du jeu)"."""
    state, captive = seat_out_with_troops()
    assert state.out == (0, 0, 1)
    assert state.phase == Phase.DISBAND and state.actor == 2 and state.current_player == 2
    assert texts(state) == ["disband troops", "keep troops", "troops rise as peasants at isarnville",
                            "troops serve p1 as mercenaries", "troops serve p2 as mercenaries"]
    reason = refused(state, "end purchases")
    assert "keep, disband or raise as peasants the troops" in reason and "p3" in reason
    state.apply("disband troops")
    i = 2 * len(state.castle) + C
    assert [state.units_at(kind, i) for kind in range(len(TROOP_FIELDS))] == [0] * 4
    assert state.lord_status[captive] == LordStatus.FREE and state.lord_captor[captive] == -1
    assert state.lord_village[captive] == C, "the freed prisoner stands where he was held"
    assert state.phase == Phase.NEGOTIATE and sorted(state.pending) == [0, 1], "p3 takes no part"
    settle(state)
    assert state.phase == Phase.PURCHASE and 2 not in state.pending
    assert "p3's troops go home as peasants" in state.log


def test_the_troops_of_a_seat_that_can_no_longer_win_may_rise_as_peasants_and_it_moves_them():
    """Fin de tour: "ou enfin ils peuvent encore se faire paysans en révolte et venir perturber
    les combats"."""
    from tests.games.fief.arena import Faces

    state, captive = seat_out_with_troops()
    state.rng_gen = Faces(*[5] * 20)  # every die scores 3 hits
    state.apply("troops rise as peasants at isarnville")
    assert "p3's troops at isarnville rise as 6 points of peasants" in state.log
    assert state.troops(2, C) == 0 and state.units_at(PIECE_ENGINE, 2 * len(state.castle) + C) == 0
    assert "the peasants fight p2 at isarnville" in state.log, "the prisoner freed, then fought"
    assert state.lord_status[captive] == LordStatus.DEAD and state.peasants[C] == 3
    assert state.revolt_player == 2 and state.phase == Phase.NEGOTIATE
    settle(state)
    assert state.phase == Phase.PURCHASE
    assert GAME.from_json(state.to_json()).to_json() == state.to_json()
    state.phase = Phase.MILITARY
    next_turn(state)
    state.apply("end purchases")
    state.apply("end purchases")
    while state.phase == Phase.CARDS:
        state.apply("play no card")
    assert state.phase == Phase.PEASANTS and state.actor == 2, "the seat out moves its peasants"


def test_troops_rise_only_while_no_peasant_is_on_the_board():
    state, _ = seat_out_with_troops()
    state.peasants = replaced(state.peasants, A, 3)
    state.revolt_player, state.revolt_since = 0, 1
    state._legal = None
    assert texts(state) == ["disband troops", "keep troops", "troops serve p1 as mercenaries",
                            "troops serve p2 as mercenaries"]
    assert "while no peasant is on the board" in refused(
        state, "troops rise as peasants at isarnville")


def test_kept_troops_are_asked_again_next_turn_and_a_seat_without_troops_is_not_asked():
    state, captive = seat_out_with_troops()
    state.apply("keep troops")
    assert state.troops(2, C) == 4 and state.lord_status[captive] == LordStatus.PRISONER
    state.phase = Phase.MILITARY
    next_turn(state)
    assert state.phase == Phase.DISBAND and state.actor == 2, "the choice comes every turn"
    state.apply("disband troops")
    state.phase = Phase.MILITARY
    next_turn(state)
    assert state.phase == Phase.PURCHASE, "nothing left to disband: no question"
    assert refused(state, "disband troops").startswith("this is a disband action")
