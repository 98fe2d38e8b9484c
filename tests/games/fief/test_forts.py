"""Castles and cities (rules version 4): a city stands on its castle in the supply count, a castle
keeps its owner until an enemy holds its village, a seat is out only with "plus de château et plus
de seigneur", a lady alone holds nothing, a city taken takes its crown (seed, "Excommunication":
"la prise d'un fief (la Cité) par le combat"), and the log tells a death before what it causes."""

from __future__ import annotations

import json

import pytest

from regnum.engine.errors import RecordError
from regnum.engine.tables import replaced
from regnum.games.fief.battle import kill
from regnum.games.fief.control import controller
from regnum.games.fief.data import SUPPLY_CASTLES
from regnum.games.fief.map import FIEFS, NUM_VILLAGES
from regnum.games.fief.state import FiefState, LordStatus, Phase
from tests.games.fief.market import next_turn, settle

from . import arena as ar
from .market import GAME, fort, lord, market, put, refused, vil

A, B, C = vil("corvignac"), vil("doumerac"), vil("isarnville")  # Brisemont (county, fief 2)
BEL = vil("belvirac")  # Valombre, next to Corvignac and Isarnville
BRISEMONT = 2


def round_trip(state: FiefState) -> FiefState:
    restored = GAME.from_json(json.loads(json.dumps(state.to_json())))
    assert restored == state
    return restored


def crown(state: FiefState, p: int, wearer: int, fief: int, city: int) -> None:
    """Seat `p` is crowned in `fief`, its city at `city`, the crown on lord id `wearer`."""
    fort(state, p, city, city=True)
    state.crown = replaced(state.crown, fief, wearer)


# -- the supply: a city stands on its castle ----------------------------------------------------
def all_castles_out(state: FiefState) -> None:
    """Seat 0 crowned in Brisemont (its city at Corvignac) and every other castle of the
    12 + 2 on the board, seat 1's."""
    card, state.lord_deck = state.lord_deck[-1], state.lord_deck[:-1]
    wearer = state.add_lord(card, 0, A)
    put(state, 0, A, soldiers=1)
    crown(state, 0, wearer, BRISEMONT, A)
    others = [v for v in range(NUM_VILLAGES) if v not in FIEFS[BRISEMONT].villages and v != BEL]
    for v in others[:SUPPLY_CASTLES + 2 - 1]:
        fort(state, 1, v)


def test_a_city_uses_up_a_castle_of_the_supply():
    state = market()
    all_castles_out(state)
    put(state, 0, BEL, soldiers=1)
    assert "supply has no castle left" in refused(state, "buy castle at belvirac")


def test_a_fallen_crowns_city_turns_back_into_its_castle_and_the_state_still_restores():
    state = market()
    all_castles_out(state)
    (wearer,) = state.living_lords(0)
    kill(state, wearer)
    assert state.crown[BRISEMONT] == -1 and state.castle[A] == 1 and state.city[A] == 0
    assert state.fort_owner[A] == 0, "the castle is still the seat's"
    round_trip(state)


def test_a_record_with_more_castles_and_cities_than_the_supply_is_refused():
    state = market()
    all_castles_out(state)
    round_trip(state)
    fort(state, 1, BEL)
    with pytest.raises(RecordError, match="more pieces on the board than the supply holds"):
        GAME.from_json(state.to_json())


# -- ownership and "plus de château et plus de seigneur" ------------------------------------------
def test_an_empty_castle_keeps_its_owner_who_is_not_out_and_gets_a_new_lord_there():
    state = market()
    lord(state, 0, BEL)
    put(state, 0, BEL, soldiers=1)
    fort(state, 1, B)  # seat 1's castle, nobody in it; seat 1 has no lord
    put(state, 1, vil("lavandrac"), soldiers=3)
    state.phase = Phase.MILITARY
    next_turn(state)
    assert state.out == (0, 0)
    assert state.phase == Phase.NEW_LORD and state.actor == 1
    state.apply("new lord at doumerac")
    assert state.lord_village[state.living_lords(1)[0]] == B


def test_an_enemy_marching_into_an_empty_castle_takes_it_and_the_lordless_owner_is_out():
    state = ar.arena()
    hugo = ar.lord(state, 0, BEL)
    ar.troops(state, 0, BEL, soldiers=3)
    fort(state, 1, A)
    ar.troops(state, 1, vil("lavandrac"), soldiers=3)
    ar.go(state)
    ar.play(state, f"lead {hugo}", "take all", "march corvignac")
    assert state.fort_owner[A] == 0
    assert "p1 takes the castle of corvignac from p2" in state.log
    ar.play(state, "halt")
    while not state.is_over:
        ar.play(state, "end movements")
        settle(state)
    assert state.out[1] == 1 and state.winners == [0], "no lord and no castle: out, so p1 wins"


def test_a_lady_alone_neither_holds_a_village_nor_takes_a_castle():
    state = ar.arena()
    lady = ar.lord(state, 0, BEL, female=True)
    fort(state, 1, A)
    ar.go(state)
    ar.play(state, f"lead {lady}", "march corvignac")
    assert controller(state, A) == -1
    assert state.fort_owner[A] == 1


# -- a city taken takes its crown ----------------------------------------------------------------
def city_under_attack(defenders: int = 1) -> tuple[FiefState, str, int]:
    """Seat 1 crowned in Brisemont, its lord in the city of Corvignac with `defenders` soldiers;
    seat 0's lord Hugo attacks from Belvirac with 25 soldiers. Returns (state, Hugo, keeper)."""
    state = ar.arena()
    hugo = ar.lord(state, 0, BEL)
    ar.troops(state, 0, BEL, soldiers=25)
    keeper = ar.lord_id(state, ar.lord(state, 1, A))
    ar.troops(state, 1, A, soldiers=defenders)
    crown(state, 1, keeper, BRISEMONT, A)
    return state, hugo, keeper


def march_in(state: FiefState, hugo: str) -> None:
    ar.go(state)
    ar.play(state, f"lead {hugo}", "take all", "march corvignac")
    while not ar.in_battle(state):
        ar.play(state, "end movements")


def test_taking_a_crowned_fiefs_city_by_combat_takes_its_crown():
    state, hugo, keeper = city_under_attack()
    march_in(state, hugo)
    ar.play(state, "fight", "surrender")
    assert state.lord_status[keeper] == LordStatus.PRISONER
    assert state.crown_holder(BRISEMONT) == 0
    assert state.crown[BRISEMONT] == ar.lord_id(state, hugo)
    assert state.city[A] == 1 and state.fort_owner[A] == 0
    assert state.crowns_of(1) == 0
    assert "p1 takes the city of corvignac and the crown of brisemont from p2" in state.log
    round_trip(state)


def test_a_third_crown_taken_by_combat_wins_at_once():
    state, hugo, _ = city_under_attack()
    wearer = ar.lord_id(state, hugo)
    for fief in (6, 7):  # seat 0 already wears the crowns of the two baronies
        crown(state, 0, wearer, fief, FIEFS[fief].villages[0])
    march_in(state, hugo)
    ar.play(state, "fight", "surrender")
    assert state.is_over and state.winners == [0] and state.crowns_of(0) == 3
    assert state.current_player is None and state.military == []
    round_trip(state)


def test_marching_into_an_undefended_city_takes_its_crown():
    state, hugo, keeper = city_under_attack(defenders=0)
    state.lord_village[keeper] = vil("lavandrac")  # the lord is away, the city empty
    ar.go(state)
    ar.play(state, f"lead {hugo}", "take all", "march corvignac")
    assert state.crown_holder(BRISEMONT) == 0 and state.fort_owner[A] == 0
    round_trip(state)


# -- the log in cause order ------------------------------------------------------------------------
def test_the_log_reports_the_death_before_the_crown_it_makes_fall():
    state, hugo, keeper = city_under_attack(defenders=0)
    state.lord_village[keeper] = C  # alone in Isarnville, no troops: one hit kills him
    ar.go(state)
    ar.play(state, f"lead {hugo}", "take all", "march isarnville")
    while not ar.in_battle(state):
        ar.play(state, "end movements")
    state.rng_gen = ar.Faces(1, 0, 0, 0, 0)  # attacker (4 dice): 1 hit; defender (1 die): none
    ar.play(state, "fight", "fight")
    assert state.lord_status[keeper] == LordStatus.DEAD
    killed = next(i for i, line in enumerate(state.log) if "killed" in line)
    falls = next(i for i, line in enumerate(state.log) if "loses the crown" in line)
    assert killed < falls
