"""Actions of a turn (seed, "Actions des joueurs"): building, playing cards, drawing, expanding,
occupying, the tax, Papstbesuch and Aufwiegeln."""

from __future__ import annotations

import pytest

from regnum.engine.errors import IllegalActionError
from regnum.games.krone_und_schwert.board import DIRECTIONS, Terrain
from regnum.games.krone_und_schwert.data import Building, Card
from regnum.games.krone_und_schwert.spaces import FREE, replaced_byte
from regnum.games.krone_und_schwert.state import Built, Phase

from .helpers import find, large_site, own, play, ready, set_hand, terrain, texts


def refused(state, text: str) -> str:
    with pytest.raises(IllegalActionError) as caught:
        state.apply(text)
    return caught.value.reason


def test_castle_on_own_mountain_only():
    state = ready()
    mountain = find(state, lambda s: terrain(state, s) == Terrain.MOUNTAIN)
    meadow = find(state, lambda s: terrain(state, s) == Terrain.MEADOW)
    forest = find(state, lambda s: terrain(state, s) == Terrain.FOREST)
    own(state, 0, mountain, meadow, forest)
    set_hand(state, 0, build_castle=2)
    assert f"build castle {mountain}" in texts(state)
    assert "meadow" in refused(state, f"build castle {meadow}")
    assert "forest" in refused(state, f"build castle {forest}")
    other = find(state, lambda s: terrain(state, s) == Terrain.MOUNTAIN and state.owner[s] == FREE)
    assert "not your space" in refused(state, f"build castle {other}")
    play(state, f"build castle {mountain}")
    assert state.building[mountain] == Building.CASTLE and state.ap == 1
    assert state.castles(0) == 1 and state.supply[0] == 25
    assert state.discard[Card.BUILD_CASTLE] == 1
    assert "action points" in refused(state, f"build castle {mountain}")


def test_city_on_meadow_never_next_to_a_city():
    state = ready()
    a = find(state, lambda s: terrain(state, s) == Terrain.MEADOW and any(
        terrain(state, t) == Terrain.MEADOW for t in state.board.adjacent[s]))
    b = next(t for t in state.board.adjacent[a] if terrain(state, t) == Terrain.MEADOW)
    own(state, 0, a, b)
    set_hand(state, 0, build_city=2)
    play(state, f"build city {a}")
    assert state.building[a] == Building.SMALL_CITY
    state.ap = 3
    state._legal = None
    assert "two cities may not touch" in refused(state, f"build city {b}")
    assert "already has a building" in refused(state, f"build city {a}")


def test_large_city_on_square_and_octagon_then_cathedral():
    state = ready()
    square, d, octagon = large_site(state)
    own(state, 0, square)
    set_hand(state, 0, build_city=1, build_cathedral=1)
    text = f"build large city {square} {DIRECTIONS[d]}"
    assert "not your space" in refused(state, text)
    own(state, 0, octagon)
    play(state, text)
    assert state.building[square] == state.building[octagon] == Building.LARGE_CITY
    assert state.partner[square] == octagon and state.partner[octagon] == square
    assert state.built[0 * 4 + Built.LARGE_CITIES] == 1 and state.supply[2] == 9
    state.ap = 3
    state._legal = None
    assert "large city" in refused(state, f"build cathedral {octagon}")
    play(state, f"build cathedral {square}")
    assert state.cathedral[square] == 1 and state.cathedrals(0) == 1
    state.ap = 3
    set_hand(state, 0, build_cathedral=1)
    assert "already has a cathedral" in refused(state, f"build cathedral {square}")


def test_building_needs_the_card_and_the_supply():
    state = ready()
    mountain = find(state, lambda s: terrain(state, s) == Terrain.MOUNTAIN)
    own(state, 0, mountain)
    assert "no build-castle card" in refused(state, f"build castle {mountain}")
    set_hand(state, 0, build_castle=1)
    state.supply[0] = 0
    state._legal = None
    assert "supply" in refused(state, f"build castle {mountain}")


def test_papstbesuch_lies_in_front_until_the_next_turn():
    state = ready(2)
    own(state, 0, 0)
    own(state, 1, state.board.size - 1)
    set_hand(state, 0, pope_visit=2)
    play(state, "play pope-visit")
    assert state.pope[0] == 1 and state.ap == 2 and state.holds(0, Card.POPE_VISIT) == 1
    assert "play pope-visit" not in texts(state)
    play(state, "end turn", "end turn")
    assert state.turn_player == 0 and state.pope[0] == 0
    assert state.discard[Card.POPE_VISIT] == 1


def test_aufwiegeln_turns_three_people_cards_swords_stay():
    state = ready()
    own(state, 0, 0)
    set_hand(state, 0, incite=1)
    state.people = [1, 1, 0, 1]  # the top card is the last
    play(state, "play incite")
    assert state.people == [1] and state.people_swords == 2
    assert state.people_crowns == 1 and state.discard[Card.INCITE] == 1


def test_draw_red_card_without_king_is_replaced():
    state = ready()
    own(state, 0, 0)
    state.deck.remove(Card.LEADER_3)
    state.deck.remove(Card.UNREST)
    state.deck += [Card.LEADER_3, Card.UNREST]
    swords = state.people_swords
    play(state, "draw")
    assert state.holds(0, Card.LEADER_3) == 1 and state.discard[Card.UNREST] == 1
    assert state.people_swords == swords and state.ap == 2


def test_draw_unrest_with_a_king_reveals_two_people_cards():
    state = ready()
    own(state, 0, 0)
    state.king = 1
    state.deck.remove(Card.UNREST)
    state.deck.append(Card.UNREST)
    state.people = [0, 1, 1]
    play(state, "draw")
    assert state.people_swords == 2 and state.people == [0]
    assert state.hand_size(0) == 0 and state.discard[Card.UNREST] == 1


def test_draw_city_scoring_pays_everybody_but_the_king():
    state = ready(3)
    own(state, 0, 0)
    state.king = 1
    state.built = [0, 2, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0]
    state.deck.remove(Card.CITY_SCORING)
    state.deck.append(Card.CITY_SCORING)
    play(state, "draw")
    assert state.vp == [3, 0, 0]


def test_empty_pile_is_refilled_from_the_discard():
    state = ready()
    own(state, 0, 0)
    for c in list(state.deck):
        if c != Card.LEADER_4:
            state.discard[c] += 1
    state.deck = [c for c in state.deck if c == Card.LEADER_4][:0]
    state.discard[Card.LEADER_4] += 3
    play(state, "draw")
    assert sum(state.hand(0)) == 1
    assert sum(state.discard) == 0 or len(state.deck) > 0


def test_expand_chain_up_to_the_shields_one_ap_each():
    state = ready()
    adjacent = state.board.adjacent
    start, first, second = next(
        (s, f, t) for s in range(state.board.size) for f in adjacent[s] for t in adjacent[f]
        if t != s and t not in adjacent[s])
    own(state, 0, start)
    set_hand(state, 0, build_city=1, leader_3=1)
    play(state, "expand with build-city")
    assert state.phase == Phase.EXPAND and "expand done" not in texts(state)
    play(state, f"expand {first}")
    assert state.owner[first] == 0 and state.ap == 2
    # the second space may touch only the first one taken
    assert f"expand {second}" in texts(state) and "expand done" in texts(state)
    play(state, f"expand {second}")
    assert state.phase == Phase.ACTIONS and state.ap == 1
    assert state.discard[Card.BUILD_CITY] == 1


def test_expand_needs_a_free_adjacent_space():
    state = ready()
    start = find(state, lambda s: len(state.board.adjacent[s]) >= 3)
    own(state, 0, start)
    set_hand(state, 0, leader_3=1)
    play(state, "expand with leader-3")
    far = find(state, lambda s: s != start and s not in state.board.adjacent[start])
    assert "not adjacent" in refused(state, f"expand {far}")
    play(state, f"expand {state.board.adjacent[start][0]}")
    assert state.phase == Phase.ACTIONS, "one shield: one space"


def test_zero_shield_cards_cannot_expand():
    state = ready()
    own(state, 0, 0)
    set_hand(state, 0, truce=1, ambush=1)
    assert not [t for t in texts(state) if t.startswith("expand")]


def test_occupy_takes_the_whole_turn():
    state = ready()
    own(state, 0, 0)
    far = state.board.size - 1
    assert f"occupy {far}" in texts(state)
    play(state, "draw")
    assert "3 action points" in refused(state, f"occupy {far}")
    state.ap = 3
    state._legal = None
    play(state, f"occupy {far}")
    assert state.owner[far] == 0 and state.turn_player == 1


def test_king_decides_on_the_tax_at_the_start_of_the_turn():
    state = ready(2)
    mountain = find(state, lambda s: terrain(state, s) == Terrain.MOUNTAIN)
    own(state, 0, 0)
    own(state, 1, mountain)
    state.king = 1
    state.building = replaced_byte(state.building, mountain, Building.CASTLE)
    state.built[4] = 1
    state.people = [0, 1]
    play(state, "end turn")
    assert state.phase == Phase.TAX and texts(state) == ["tax", "no tax"]
    play(state, "tax")
    assert state.vp[1] == 1 and state.people_swords == 1 and state.phase == Phase.ACTIONS
    play(state, "end turn", "end turn", "no tax")
    assert state.vp[1] == 1 and state.people == [0]


def test_empty_people_deck_draws_nothing():
    state = ready(2)
    own(state, 0, 0)
    state.king = 0
    state.people_crowns += len(state.people)
    state.people = []
    state.phase = Phase.TAX
    state._legal = None
    play(state, "tax")
    assert state.people_swords == 0 and state.people_total() == 22


def test_end_turn_passes_to_the_next_seat():
    state = ready(3)
    for p in range(3):
        own(state, p, p * 5)
    play(state, "end turn")
    assert state.turn_player == 1 and state.ap == 3
