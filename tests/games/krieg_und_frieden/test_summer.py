"""Summer actions: assign workers, build farmsteads, attack (the Fritz example), plunder, bribe."""

from __future__ import annotations

import pytest

from regnum.engine.errors import IllegalActionError
from regnum.games.krieg_und_frieden.state import Phase, Step

from .helpers import hand, new, play, set_hand, texts, to_summer


def summer(seed: int = 2):
    state = new(4, seed)
    to_summer(state, adviser=0)
    return state


def test_turn_order_from_the_adviser():
    state = new(4, 2)
    to_summer(state, adviser=2)
    order = []
    for _ in range(4):
        order.append(state.actor)
        play(state, "end turn")
    assert order == [2, 3, 0, 1] and state.phase in (Phase.AUTUMN, Phase.WINTER, Phase.SPRING)


def test_assign_worker_moves_a_farmstead_and_costs_a_hammer():
    state = summer()
    set_hand(state, 0, worker=2)
    state.farmsteads[0] = 3
    play(state, "assign worker")
    assert (state.farmsteads[0], state.workers[0]) == (2, 1) and hand(state, 0)["worker"] == 1
    assert state.discard[2] >= 1
    # a second would leave 2 workers and 1 farmstead: refused
    with pytest.raises(IllegalActionError, match="more worker huts than farmsteads"):
        state.apply("assign worker")


def test_build_farmstead_costs_barley_and_a_hut_from_stock():
    state = summer()
    set_hand(state, 0, food=5)
    play(state, "build farmstead", "build farmstead", "build farmstead", "build farmstead")
    assert state.farmsteads[0] == 6 and state.stock(0) == 0
    assert "build farmstead" not in texts(state)


def test_attack_defended_both_shields_discarded():
    state = summer()
    set_hand(state, 0, knight=2)
    set_hand(state, 1, knight=1)
    knights_discarded = state.discard[0]
    play(state, "attack p2")
    assert state.step == Step.DEFEND and state.actor == 1
    play(state, "defend")
    assert state.discard[0] == knights_discarded + 2
    assert state.actor == 0 and state.huts(1) == 2
    play(state, "attack p2")  # the attacker may go on
    play(state, "yield")
    assert state.huts(1) == 1


def test_fritz_must_burn_a_worker_hut():
    """Seeds: Fritz has two farmsteads and two worker huts; losing a farmstead would leave two
    workers and one farmstead, so a worker hut burns."""
    state = summer()
    set_hand(state, 0, knight=1)
    set_hand(state, 3)
    state.farmsteads[3], state.workers[3] = 2, 2
    play(state, "attack p4", "yield")
    assert (state.farmsteads[3], state.workers[3]) == (2, 1)
    assert state.actor == 0 and state.step == Step.SUMMER  # no choice was needed


def test_loser_chooses_when_both_huts_may_burn():
    state = summer()
    set_hand(state, 0, knight=1)
    set_hand(state, 3)
    state.farmsteads[3], state.workers[3] = 3, 1
    play(state, "attack p4", "yield")
    assert state.step == Step.BURN and state.actor == 3
    play(state, "burn farmstead")
    assert (state.farmsteads[3], state.workers[3]) == (2, 1)


def test_plunder_two_cards_once_per_victim_per_turn_defence_only():
    state = summer()
    set_hand(state, 0, knight=3)
    set_hand(state, 1)
    set_hand(state, 2)
    play(state, "attack p2", "yield")
    assert state.plunder_size(0) == 2
    play(state, "attack p2", "yield")
    assert state.plunder_size(0) == 2  # the same victim is not plundered twice in a turn
    play(state, "attack p3", "yield")
    assert state.plunder_size(0) == 4
    # plunder may not attack: with no knight left in hand, no attack is offered
    assert not any(t.startswith("attack") for t in texts(state))
    # ...but it defends: make one plunder card a shield (swapping with the deck) and be attacked
    swapped = next(r for r in range(1, 4) if state.plunder[r])
    if not state.plunder[0]:
        state.plunder[swapped] -= 1
        state.deck[state.deck.index(0)] = swapped
        state.plunder[0] += 1
    assert state.resource_total() == [17] * 4
    play(state, "end turn")
    set_hand(state, 1, knight=1)
    play(state, "attack p1")
    assert "defend" in texts(state)
    play(state, "defend")
    assert state.plunder[0] == 0 and state.huts(0) == 2


def test_attack_needs_a_target_with_a_hut():
    state = summer()
    set_hand(state, 0, knight=1)
    state.farmsteads[1] = 0
    assert "attack p2" not in texts(state) and "attack p3" in texts(state)


def test_bribe_forces_a_shield_discard():
    state = summer()
    set_hand(state, 0, wealth=1)
    set_hand(state, 1, knight=2)
    play(state, "bribe p2")
    assert hand(state, 1)["knight"] == 1 and hand(state, 0)["wealth"] == 0


def test_bribe_without_shield_shows_hand_to_briber_only():
    state = summer()
    set_hand(state, 0, wealth=1)
    set_hand(state, 1, worker=2, food=1)
    play(state, "bribe p2")
    shown = state.view(0)["you"]["shown_hands"]
    assert shown == [
        {
            "seat": "p2",
            "hand": {"knight": 0, "wealth": 0, "worker": 2, "food": 1},
            "plunder": {"knight": 0, "wealth": 0, "worker": 0, "food": 0},
        }
    ]
    for viewer in (1, 2, 3):
        assert state.view(viewer)["you"]["shown_hands"] == []
    assert "shown_hands" not in str(state.view(None))
    assert hand(state, 0)["wealth"] == 0  # the cup is discarded all the same


def test_actions_in_any_order_and_repeated():
    state = summer()
    set_hand(state, 0, food=2, worker=1, knight=1, wealth=1)
    set_hand(state, 1)
    play(
        state,
        "build farmstead",
        "bribe p2",
        "assign worker",
        "attack p2",
        "yield",
        "build farmstead",
    )
    assert state.farmsteads[0] == 3 and state.workers[0] == 1
