"""The prisoner tokens (seed, phase 5, after "Un défenseur peut demander la fin d'un combat"):
"Si plus de pion Prisonnier, si c'est une femme, elle est libérée gracieusement et retourne à son
château. Si c'est un homme, le seigneur est massacré : à 1, 2, 3 au dé 6… Mais si 4, 5, 6… il
s'échappe." The box's token count is ours (data.PRISONER_TOKENS)."""

from __future__ import annotations

import pytest

from regnum.engine.errors import RecordError
from regnum.engine.tables import replaced
from regnum.games.fief.battle import prisoner_tokens_left
from regnum.games.fief.data import MAX_MOVES, PRISONER_TOKENS
from regnum.games.fief.map import DISTANCES
from regnum.games.fief.state import FiefState, LordStatus

from .arena import Faces, arena, fort, go, in_battle, lord, lord_id, play, troops, village

A, B = village("belvirac"), village("corvignac")
HOME, JAIL = village("aubrevaux"), village("lavandrac")


def held_elsewhere(state: FiefState, count: int) -> None:
    """Seat 0 already holds `count` ladies of seat 1 prisoner in a far village."""
    troops(state, 0, JAIL, soldiers=3)
    for _ in range(count):
        captive = lord_id(state, lord(state, 1, JAIL, female=True))
        state.lord_status[captive] = LordStatus.PRISONER
        state.lord_captor = replaced(state.lord_captor, captive, 0)


def attack(state: FiefState) -> None:
    """Seat 0 marches 25 soldiers from A into B and the battle opens."""
    hugo = lord(state, 0, A)
    troops(state, 0, A, soldiers=25)
    go(state)
    play(state, f"lead {hugo}", "take all", "march corvignac")
    while not in_battle(state):
        play(state, "end movements")


def beaten_lady(tokens_in_use: int, castle: bool = True) -> tuple[FiefState, int]:
    state = arena()
    held_elsewhere(state, tokens_in_use)
    lady = lord_id(state, lord(state, 1, B, female=True))
    troops(state, 1, B, soldiers=1)
    if castle:
        fort(state, 1, HOME)
        troops(state, 1, HOME, soldiers=1)
    attack(state)
    state.rng_gen = Faces(1, 0, 0, 0, 0)  # attacker (4 dice): 1 hit; defender (1 die): none
    play(state, "fight", "fight")
    assert not in_battle(state)
    return state, lady


def surrendered_lords(tokens_in_use: int, lords: int, *d6: int) -> tuple[FiefState, list[int]]:
    """Seat 1's `lords` men surrender B; `d6` are the faces of the massacre/escape rolls."""
    state = arena()
    held_elsewhere(state, tokens_in_use)
    men = [lord_id(state, lord(state, 1, B)) for _ in range(lords)]
    troops(state, 1, B, soldiers=2)
    fort(state, 1, HOME)
    troops(state, 1, HOME, soldiers=1)
    attack(state)
    state.rng_gen = Faces(*(face - 1 for face in d6))
    play(state, "fight", "surrender")
    assert not in_battle(state)
    return state, men


def test_a_token_is_used_while_one_is_left():
    state, lady = beaten_lady(PRISONER_TOKENS - 1)
    assert state.lord_status[lady] == LordStatus.PRISONER and state.lord_captor[lady] == 0
    assert prisoner_tokens_left(state) == 0
    assert state.view(None)["prisoner_tokens"] == 0


def test_without_a_token_a_lady_is_set_free_and_goes_home():
    state, lady = beaten_lady(PRISONER_TOKENS)
    assert state.lord_status[lady] == LordStatus.FREE and state.lord_captor[lady] == -1
    assert state.lord_village[lady] == HOME
    assert state.lord_moves[lady] == MAX_MOVES  # the journey home is her move of the turn
    assert prisoner_tokens_left(state) == 0
    assert "set free" in state.log[-1]


def test_without_a_token_or_a_castle_she_goes_to_the_nearest_village_free_of_enemies():
    state, lady = beaten_lady(PRISONER_TOKENS, castle=False)
    where = state.lord_village[lady]
    assert state.lord_status[lady] == LordStatus.FREE
    assert where != B and not state.present(0, where)
    free = [v for v in range(24) if v != B and not state.present(0, v)]
    assert DISTANCES[B][where] == min(DISTANCES[B][v] for v in free)


def test_without_a_token_a_man_is_massacred_on_one_to_three():
    for face in (1, 2, 3):
        state, (man,) = surrendered_lords(PRISONER_TOKENS, 1, face)
        assert state.lord_status[man] == LordStatus.DEAD, face
        assert "massacred" in state.log[-1]


def test_without_a_token_a_man_escapes_home_on_four_to_six():
    for face in (4, 5, 6):
        state, (man,) = surrendered_lords(PRISONER_TOKENS, 1, face)
        assert state.lord_status[man] == LordStatus.FREE, face
        assert state.lord_village[man] == HOME and state.lord_moves[man] == MAX_MOVES
        assert "escapes" in state.log[-1]


def test_the_last_token_goes_to_the_first_lord_taken_the_next_one_rolls():
    state, (first, second) = surrendered_lords(PRISONER_TOKENS - 1, 2, 2)
    assert state.lord_status[first] == LordStatus.PRISONER and state.lord_captor[first] == 0
    assert state.lord_status[second] == LordStatus.DEAD


def test_a_token_is_used_with_tokens_to_spare_and_no_die_is_rolled():
    state, (man,) = surrendered_lords(0, 1)  # Faces() is empty: any roll would fail
    assert state.lord_status[man] == LordStatus.PRISONER
    assert prisoner_tokens_left(state) == PRISONER_TOKENS - 1


def test_a_record_with_more_prisoners_than_tokens_is_refused():
    state = arena()
    held_elsewhere(state, PRISONER_TOKENS)
    data = state.to_json()
    state.game.from_json(data)
    extra = lord_id(state, lord(state, 1, JAIL))
    state.lord_status[extra] = LordStatus.PRISONER
    state.lord_captor = replaced(state.lord_captor, extra, 0)
    with pytest.raises(RecordError, match="prisoner tokens"):
        state.game.from_json(state.to_json())
