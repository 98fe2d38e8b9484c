"""Attacks (seed, "Attaquer un territoire adverse")."""

from __future__ import annotations

import pytest

from regnum.engine.errors import IllegalActionError
from regnum.games.krone_und_schwert.board import Terrain
from regnum.games.krone_und_schwert.data import Building, Card
from regnum.games.krone_und_schwert.spaces import FREE, replaced_byte
from regnum.games.krone_und_schwert.state import Phase

from .helpers import find, own, play, ready, set_hand, terrain, texts


def duel(castles: int = 0):
    """Seat 0 next to seat 1's unbuilt space `target`; seat 1 owns `castles` castles elsewhere."""
    state = ready(3)
    adjacent = state.board.adjacent
    mine = find(state, lambda s: len(adjacent[s]) >= 3)
    target = adjacent[mine][0]
    own(state, 0, mine)
    own(state, 1, target)
    mountains = [s for s in range(state.board.size) if terrain(state, s) == Terrain.MOUNTAIN
                 and state.owner[s] == FREE][:castles]
    for s in mountains:
        own(state, 1, s)
        state.building = replaced_byte(state.building, s, Building.CASTLE)
    state.built[4] = castles
    return state, mine, target


def refused(state, text: str) -> str:
    with pytest.raises(IllegalActionError) as caught:
        state.apply(text)
    return caught.value.reason


def test_attack_wins_when_cards_exceed_castles():
    state, _, target = duel(castles=2)
    set_hand(state, 0, leader_3=1, build_castle=1)
    play(state, f"attack {target}")
    assert state.phase == Phase.ATTACK and state.ap == 2
    play(state, "attack with leader-3")
    assert state.phase == Phase.ATTACK
    play(state, "attack go")
    assert state.phase == Phase.DEFEND and state.current_player == 1
    assert texts(state) == ["no defence"]
    play(state, "no defence")
    assert state.owner[target] == 0 and state.markers[1] == 28 - 2
    assert state.discard[Card.LEADER_3] == 1 and state.current_player == 0


def test_attack_needs_more_than_the_defenders_castles():
    state, _, target = duel(castles=3)
    set_hand(state, 0, leader_3=1)
    assert "does not exceed" in refused(state, f"attack {target}")
    set_hand(state, 0, leader_3=1, build_city=1)
    play(state, f"attack {target}", "attack with leader-3")
    assert "attack go" not in texts(state)
    play(state, "attack with build-city", "attack go", "no defence")
    assert state.owner[target] == 0


def test_no_attack_in_the_first_round_and_one_per_turn():
    state, _, target = duel()
    set_hand(state, 0, leader_3=2)
    state.turn = 2
    state._legal = None
    assert "first round" in refused(state, f"attack {target}")
    state.turn = 3
    state._legal = None
    play(state, f"attack {target}", "attack with leader-3", "attack go", "no defence")
    other = next(t for t in state.board.adjacent[target] if state.owner[t] == FREE)
    own(state, 1, other)
    assert "one attack per turn" in refused(state, f"attack {other}")


def test_only_unbuilt_adjacent_enemy_spaces():
    state, mine, target = duel()
    set_hand(state, 0, leader_4=1)
    state.building = replaced_byte(state.building, target, Building.CASTLE)
    state._legal = None
    assert "has a building" in refused(state, f"attack {target}")
    state.building = replaced_byte(state.building, target, Building.NONE)
    far = find(state, lambda s: state.owner[s] == FREE and s not in state.board.adjacent[mine])
    own(state, 1, far)
    assert "not adjacent" in refused(state, f"attack {far}")
    assert "not an opponent" in refused(state, f"attack {mine}")


def test_papstbesuch_protects_from_attack():
    state, _, target = duel()
    set_hand(state, 0, leader_4=1)
    state.pope[1] = 1
    state.deck.remove(Card.POPE_VISIT)
    state._legal = None
    assert "Papstbesuch" in refused(state, f"attack {target}")


def test_truce_gives_the_attacker_the_cards_back():
    state, _, target = duel()
    set_hand(state, 0, leader_3=1)
    set_hand(state, 1, truce=1)
    play(state, f"attack {target}", "attack with leader-3", "attack go")
    assert "defend truce" in texts(state)
    play(state, "defend truce")
    assert state.owner[target] == 1 and state.holds(0, Card.LEADER_3) == 1
    assert state.discard[Card.TRUCE] == 1 and state.ap == 2 and state.attacked


def test_ambush_removes_the_strongest_attack_card():
    state, _, target = duel(castles=1)
    set_hand(state, 0, leader_4=1, build_castle=1)
    set_hand(state, 1, ambush=1)
    play(state, f"attack {target}", "attack with leader-4", "attack with build-castle",
         "attack go", "defend ambush")
    # 4 + 2 - 4 = 2 > 1 castle: the attack still wins
    assert state.owner[target] == 0
    assert state.discard[Card.LEADER_4] == 1 and state.discard[Card.BUILD_CASTLE] == 1
    assert state.discard[Card.AMBUSH] == 1


def test_ambush_can_make_the_attack_fail():
    state, _, target = duel(castles=1)
    set_hand(state, 0, leader_4=1)
    set_hand(state, 1, ambush=1)
    play(state, f"attack {target}", "attack with leader-4", "attack go", "defend ambush")
    assert state.owner[target] == 1 and state.discard[Card.LEADER_4] == 1
