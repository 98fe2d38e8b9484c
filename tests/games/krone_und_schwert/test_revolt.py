"""The crown: the first king, the revolt with secret commitments, and its consequences (seed,
"Déroulement", "Révolte contre le roi", "Conséquences")."""

from __future__ import annotations

import pytest

from regnum.engine.errors import IllegalActionError
from regnum.games.krone_und_schwert.board import Terrain
from regnum.games.krone_und_schwert.data import Building, Card
from regnum.games.krone_und_schwert.spaces import FREE, replaced_byte
from regnum.games.krone_und_schwert.state import Phase

from .helpers import empty_hands, find, own, play, ready, set_hand, terrain, texts


def give(state, p: int, kind: Building, cathedral: bool = False) -> int:
    """A building of `kind` for seat p on a free space of the right terrain."""
    wanted = Terrain.MOUNTAIN if kind == Building.CASTLE else Terrain.MEADOW
    s = find(state, lambda s: state.owner[s] == FREE and terrain(state, s) == wanted)
    own(state, p, s)
    state.building = replaced_byte(state.building, s, kind)
    state.built[p * 4 + (0 if kind == Building.CASTLE else 1)] += 1
    if cathedral:
        state.built[p * 4 + 3] += 1
    return s


def uprising(n: int = 4, people: list[int] | None = None):
    """Seat 0 (castle and city) about to revolt against king seat 1 (two castles)."""
    state = ready(n)
    give(state, 0, Building.CASTLE)
    give(state, 0, Building.SMALL_CITY)
    give(state, 1, Building.CASTLE)
    give(state, 1, Building.CASTLE)
    for p in range(2, n):
        give(state, p, Building.SMALL_CITY)
    state.king = 1
    if people is not None:
        state.people_crowns += len(state.people) - len(people)
        state.people = list(people)
    empty_hands(state)
    return state


def refused(state, text: str) -> str:
    with pytest.raises(IllegalActionError) as caught:
        state.apply(text)
    return caught.value.reason


def test_first_king_owns_a_castle_and_a_city_and_taxes_at_once():
    state = ready(3)
    mountain = find(state, lambda s: terrain(state, s) == Terrain.MOUNTAIN)
    meadow = find(state, lambda s: terrain(state, s) == Terrain.MEADOW)
    own(state, 0, mountain, meadow)
    set_hand(state, 0, build_castle=1, build_city=1)
    state.discard[Card.LEADER_3] += 1
    state.deck.remove(Card.LEADER_3)
    state.people = [*state.people[:-1], 1]
    play(state, f"build castle {mountain}")
    assert state.king == -1, "a castle alone does not crown"
    state.ap = 3
    state._legal = None
    play(state, f"build city {meadow}")
    assert state.king == 0 and state.vp[0] == 1 and state.people_swords == 1
    assert sum(state.discard) == 0, "the discard was shuffled into the pile"
    assert state.discard[Card.BUILD_CITY] == 0


def test_leader_needs_a_castle_and_a_city_and_the_king_no_pope():
    state = uprising()
    to = state.board.size
    assert to > 0
    state.turn_player = state.actor = 2
    state._legal = None
    assert "castle and a city" in refused(state, "revolt")
    state.turn_player = state.actor = 0
    state.pope[1] = 1
    state.deck.remove(Card.POPE_VISIT)
    state._legal = None
    assert "Papstbesuch" in refused(state, "revolt")
    state.pope[1] = 0
    state.deck.append(Card.POPE_VISIT)
    state._legal = None
    assert "revolt" in texts(state)


def test_commitments_are_secret_until_everyone_has_committed():
    states = []
    for choice in (("side revolt", "commit leader-4"), ("side king",)):
        state = uprising(4, people=[0] * 10)
        set_hand(state, 2, leader_4=1, build_city=1)
        play(state, "revolt")
        assert state.ap == 2 and state.current_player == 0
        assert state.phase == Phase.REVOLT_CARDS, "the leader's side is known"
        play(state, "commit done", "commit done")
        assert state.current_player == 2 and texts(state) == ["side king", "side revolt"]
        play(state, *choice)
        states.append(state)
    laid, kept = states
    for viewer in (None, 0, 1, 3):
        assert laid.view(viewer) == kept.view(viewer), "others see nothing of seat 2's choice"
    assert laid.view(None)["players"][2]["hand_size"] == 2, "laid cards still count as held"
    assert laid.view(2)["revolt"]["side"] == "revolt"
    assert laid.view(2)["revolt"]["laid"] == {"leader-4": 1}


def test_swords_and_cards_against_crown_votes():
    # sword votes: leader + seat 2 -> 4 people cards drawn (from the end), 2 of them swords
    state = uprising(4, people=[0, 1, 1, 1, 0, 0])
    state.people_swords = 1
    state.people_crowns -= 1
    set_hand(state, 0, leader_3=1)
    play(state, "revolt", "commit leader-3", "commit done", "commit done", "side revolt",
         "commit done", "side king", "commit done")
    # revolt: 1 sword out before + 2 + 3 = 6; king: 2 crown votes * 2 = 4
    assert state.king == 0 and state.phase == Phase.ACTIONS and state.current_player == 0
    assert state.vp[0] == 1, "the new king gains 1 VP per castle"
    assert state.announced[0] == 1
    assert state.people_total() == 22
    assert state.discard[Card.LEADER_3] == 1
    revealed = [line for line in state.view(None)["log"] if line.startswith("revolt votes")]
    assert revealed == ["revolt votes: p1 revolt (leader-3 x1); p2 king; p3 revolt; p4 king"]


def test_tie_goes_to_the_king_who_keeps_half_the_swords():
    state = uprising(2, people=[0, 0, 0, 0, 0])
    state.people_swords = 3
    state.people_crowns -= 3
    # 2 players: leader's vote draws 2 + 3 extra = 5 crowns; revolt 3 swords + 1 card = 4
    set_hand(state, 0, leader_3=1, incite=1)
    set_hand(state, 1, build_castle=1)
    state.built[1 * 4 + 3] = 1  # the king has a cathedral
    play(state, "revolt", "commit leader-3", "commit incite", "commit done", "commit done")
    # revolt 3 + 3 + 1 = 7 against king 2 + 0: revolt wins; redo with a tie below
    assert state.king == 0

    state = uprising(2, people=[0, 0, 0, 0, 0])
    state.people_swords = 3
    state.people_crowns -= 3
    state.built[1 * 4 + 3] = 1
    set_hand(state, 1, build_castle=1, incite=1)
    play(state, "revolt", "commit done", "commit build-castle", "commit done")
    # revolt 3 swords, king 2 (crown) + 2 (card) = 4 > 3: the king wins
    assert state.king == 1 and state.vp[1] == 2, "2 VP per cathedral of the king"
    assert state.people_swords == 2, "half the swords, rounded up, stay out"
    assert state.people_total() == 22


def test_exact_tie_keeps_the_king():
    state = uprising(2, people=[0, 0, 0, 0, 0])
    state.people_swords = 2
    state.people_crowns -= 2
    play(state, "revolt", "commit done", "commit done")
    assert state.king == 1


def test_ambush_removes_the_strongest_card_of_the_other_side():
    state = uprising(2, people=[0] * 5)
    set_hand(state, 0, leader_3=1, ambush=1)
    set_hand(state, 1, leader_4=1, build_city=1)
    play(state, "revolt", "commit leader-3", "commit ambush", "commit done",
         "commit leader-4", "commit build-city", "commit done")
    # revolt 3; king 2 + (4 removed) 1 = 3: tie, the king stays
    assert state.king == 1
    assert state.discard[Card.LEADER_4] == 1 and state.discard[Card.AMBUSH] == 1


def test_truce_calls_the_revolt_off_and_returns_the_cards():
    state = uprising(3, people=[1] * 8)
    set_hand(state, 0, leader_4=1)
    set_hand(state, 2, truce=1)
    play(state, "revolt", "commit leader-4", "commit done", "commit done", "side revolt",
         "commit truce", "commit done")
    assert state.king == 1 and state.holds(0, Card.LEADER_4) == 1
    assert state.discard[Card.TRUCE] == 1 and state.people == [1] * 8
    assert state.ap == 2 and state.phase == Phase.ACTIONS


def test_allies_earn_a_point_per_cathedral():
    state = uprising(3, people=[0] * 8)
    state.built[2 * 4 + 3] = 2  # seat 2 has two cathedrals
    state.built[0 * 4 + 3] = 1
    set_hand(state, 0, leader_4=2)
    play(state, "revolt", "commit leader-4", "commit leader-4", "commit done", "commit done",
         "side revolt", "commit done")
    # revolt 8 against king 2
    assert state.king == 0
    assert state.vp[0] == 1 + 2, "1 per castle and 2 per cathedral for the new king"
    assert state.vp[2] == 2, "an ally earns 1 per cathedral"


def test_new_king_at_the_threshold_starts_the_end():
    state = uprising(2, people=[0] * 8)
    state.vp[0] = 9
    set_hand(state, 0, leader_4=1)
    play(state, "revolt", "commit leader-4", "commit done", "commit done")
    assert state.king == 0 and state.vp[0] == 10
    assert state.end_card == 1
    position = state.deck.index(Card.GAME_END)
    assert position < 21, "Spielende lies among the last 21 cards"
    assert sum(state.discard) == 0


def test_two_players_draw_three_extra_people_cards():
    state = uprising(2, people=[1] * 7)
    play(state, "revolt", "commit done", "commit done")
    # one sword vote draws 2, plus 3 at two players: 5 swords beat the king's crown vote (2);
    # with 2 swords only the tie would keep the king
    assert state.king == 0


def test_when_the_king_wins_every_other_people_card_is_reshuffled():
    state = uprising(3, people=[0] * 7)
    state.people_swords = 3
    state.people_crowns -= 3
    play(state, "revolt", "commit done", "commit done", "side king", "commit done")
    assert state.king == 1 and state.people_swords == 2
    assert len(state.people) == 20 and state.people_crowns == 0


def test_after_a_successful_revolt_all_people_cards_are_shuffled_and_one_turned_up():
    state = uprising(3, people=[1] * 6)
    state.people_swords = 4
    state.people_crowns -= 4
    set_hand(state, 0, leader_4=1)
    play(state, "revolt", "commit leader-4", "commit done", "commit done", "side king",
         "commit done")
    # revolt 4 + 2 + 4 = 10 against 4
    assert state.king == 0
    assert len(state.people) == 21 and state.people_swords + state.people_crowns == 1
