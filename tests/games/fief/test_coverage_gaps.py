"""Rules listed as implemented in docs/rules/fief.md that no other test pinned: prices and supplies
of phase 3, the 5-point lord in a crowned fief, ladies wearing crowns and leading troops, the four
male lords counting prisoners, phase 1 at a city, and battle details (withdrawal, engines, the
assassin, a seat that can no longer win defending itself)."""

from __future__ import annotations

from regnum.engine.tables import replaced
from regnum.games.fief import battle
from regnum.games.fief.crowns import lord_died
from regnum.games.fief.data import (
    PIECE_ENGINE,
    PIECE_SOLDIER,
    SUPPLY_CASTLES,
    SUPPLY_ENGINES,
    SUPPLY_PRESSES,
)
from regnum.games.fief.orders import ANNOUNCED_BY, STAGE, Stage
from regnum.games.fief.state import LordStatus, Phase, V
from tests.games.fief import arena as ar
from tests.games.fief.market import fort, lord, market, next_turn, put, refused, texts, vil

A, B, C = vil("corvignac"), vil("doumerac"), vil("isarnville")  # the county of Brisemont


# -- phase 3 ---------------------------------------------------------------------------------------
def test_mill_press_and_engine_prices():
    state = market()
    put(state, 0, A, soldiers=1)
    state.apply("buy mill at corvignac")
    assert state.money[0] == 5000 - 300 and state.mills[A] == 1
    state.apply("buy press at corvignac")
    assert state.money[0] == 5000 - 300 - 200 and state.presses[A] == 1
    state.apply("buy engine at corvignac")
    assert state.money[0] == 5000 - 300 - 200 - 500 and state.units_at(PIECE_ENGINE, 0 * V + A) == 1
    assert state.bought[0] == 0, "mills, presses and engines are no combat points bought"


def test_the_supplies_limit_engines_presses_and_castles():
    state = market()
    put(state, 0, A, soldiers=1)
    others = [v for v in range(V) if v != A]
    for v in others[:SUPPLY_ENGINES]:
        state.set_units(PIECE_ENGINE, 1 * V + v, 1)
    assert "supply has no engine left" in refused(state, "buy engine at corvignac")
    state = market()
    put(state, 0, A, soldiers=1)
    for v in others[:SUPPLY_PRESSES // 3]:
        state.presses = replaced(state.presses, v, 3)
    assert "supply has no press left" in refused(state, "buy press at corvignac")
    state = market()
    put(state, 0, A, soldiers=1)
    for v in others[:SUPPLY_CASTLES + 1]:  # 12 for sale + one seat's first castle of two seats
        state.castle = replaced(state.castle, v, 1)
    state.apply("buy castle at corvignac")  # the second seat's first castle is still free
    assert "supply has no castle left" in refused(state, "buy castle at doumerac")


def test_any_number_of_combat_points_may_stand_in_one_village():
    state = market()
    put(state, 0, A, soldiers=30, knights6=4)
    state.apply("buy soldier at corvignac")
    state.apply("buy knight6 at corvignac")
    assert state.troop_points(0, A) == 31 + 5 * 6


def crown_brisemont(state, female=False):
    wearer = lord(state, 0, A, female=female)
    for v in (A, B, C):
        put(state, 0, v, soldiers=1)
    fort(state, 0, A)
    state.apply("crown corvignac")
    return wearer


def test_the_five_point_lord_may_go_anywhere_in_the_seats_crowned_fief():
    state = market()
    crown_brisemont(state)
    put(state, 0, B)  # an empty village of the crowned fief
    for _ in range(5):
        state.apply("buy soldier at corvignac")
    assert "recruit lord at doumerac" in texts(state)
    put(state, 1, C, soldiers=1)
    put(state, 0, C)
    assert "occupied by an enemy" in refused(state, "recruit lord at isarnville")
    state.apply("recruit lord at doumerac")
    assert state.lord_village[state.living_lords(0)[-1]] == B


def test_a_lady_may_wear_a_crown_and_inherit_one():
    state = market()
    lady = crown_brisemont(state, female=True)
    assert state.crown[2] == lady and state.is_female(lady)
    state = market()
    wearer = crown_brisemont(state)
    heir = lord(state, 0, B, female=True)
    state.lord_status[wearer] = LordStatus.DEAD
    state.lord_village[wearer] = -1
    lord_died(state, wearer)
    assert state.crown[2] == heir and state.city[A] == 1


def test_prisoners_count_among_the_four_male_lords():
    state = market()
    put(state, 0, A, soldiers=1)
    for _ in range(3):
        lord(state, 0, A)
    captive = lord(state, 0, B)
    state.lord_status[captive] = LordStatus.PRISONER
    state.lord_captor = replaced(state.lord_captor, captive, 1)
    put(state, 1, B, soldiers=1)
    state.bought = replaced(state.bought, 0, 5)
    assert "at most 4" in refused(state, "recruit lord at corvignac")


# -- phase 1 ---------------------------------------------------------------------------------------
def test_phase_one_places_the_new_lord_at_a_castle_the_seat_still_owns_empty():
    """A seat without a lord has no crown (it falls with the last lord), so its new lord always
    goes to a castle; an empty one it still owns will do."""
    state = market()
    lord(state, 0, A)
    put(state, 0, A, soldiers=1)
    put(state, 1, vil("belvirac"), soldiers=1)
    fort(state, 1, B)
    state.phase = Phase.MILITARY
    next_turn(state)
    assert state.phase == Phase.NEW_LORD and state.actor == 1
    assert "new lord at doumerac" in texts(state)


def test_a_seat_whose_lords_are_all_prisoners_gets_no_new_lord():
    state = market()
    lord(state, 0, A)
    put(state, 0, A, soldiers=1)
    captive = lord(state, 1, A)
    state.lord_status[captive] = LordStatus.PRISONER
    state.lord_captor = replaced(state.lord_captor, captive, 0)
    put(state, 1, B, soldiers=1)
    fort(state, 1, B)
    state.phase = Phase.MILITARY
    next_turn(state)
    assert state.phase == Phase.PURCHASE and len(state.living_lords(1)) == 1


# -- phase 5 ---------------------------------------------------------------------------------------
BEL, COR = ar.village("belvirac"), ar.village("corvignac")


def battle_at_corvignac(attackers=10, defenders=2, defender_lord=True, castle=False):
    state = ar.arena()
    hugo = ar.lord(state, 0, BEL)
    ar.troops(state, 0, BEL, soldiers=attackers)
    keeper = ar.lord(state, 1, COR) if defender_lord else None
    ar.troops(state, 1, COR, soldiers=defenders)
    if castle:
        ar.fort(state, 1, COR)
    return state, hugo, keeper


def march_and_wait(state, hugo):
    ar.go(state)
    ar.play(state, f"lead {hugo}", "take all", "march corvignac")
    while not ar.in_battle(state):
        ar.play(state, "end movements")


def test_a_withdrawal_leaves_mills_and_presses_standing():
    state, hugo, _ = battle_at_corvignac(castle=True)
    state.mills = replaced(state.mills, COR, 1)
    state.presses = replaced(state.presses, COR, 1)
    march_and_wait(state, hugo)
    state.lord_moves[ar.lord_id(state, hugo)] = 1
    ar.play(state, "withdraw to belvirac", "let go")
    assert not ar.in_battle(state)
    assert (state.mills[COR], state.presses[COR]) == (1, 1)


def test_a_victorious_attacker_destroys_the_defenders_engines():
    state, hugo, _ = battle_at_corvignac(attackers=25, defenders=1, defender_lord=False)
    state.set_units(PIECE_ENGINE, 1 * V + COR, 1)
    march_and_wait(state, hugo)
    state.rng_gen = ar.Faces(1, 0, 0, 0, 0)  # attacker (4 dice): 1 hit; defender (1 die): none
    ar.play(state, "fight", "fight")
    assert not ar.in_battle(state)
    assert state.troops(1, COR) == 0 and state.units_at(PIECE_ENGINE, 1 * V + COR) == 0


def test_aiming_the_d6_needs_a_free_lord_as_assassin():
    state, hugo, _ = battle_at_corvignac(defender_lord=False)
    march_and_wait(state, hugo)
    ar.play(state, "fight")
    assert state.military[STAGE] == Stage.DEFENDER and state.actor == 1
    assert "needs a free lord of yours" in ar.refused(state, f"aim {hugo}")


def test_a_lady_leads_troops_into_an_attack():
    state = ar.arena()
    lady = ar.lord(state, 0, BEL, female=True)
    ar.troops(state, 0, BEL, soldiers=3)
    ar.lord(state, 1, COR)
    ar.troops(state, 1, COR, soldiers=1)
    ar.go(state)
    ar.play(state, f"lead {lady}", "take all", "march corvignac")
    assert state.military[ANNOUNCED_BY + COR] == 0
    assert state.units_at(PIECE_SOLDIER, 0 * V + COR) == 3
    assert state.lord_attacks[ar.lord_id(state, lady)] == 1


def test_the_soldiers_of_a_seat_that_can_no_longer_win_defend_themselves():
    state, hugo, _ = battle_at_corvignac(defender_lord=False)
    state.out = replaced(state.out, 1, 1)
    march_and_wait(state, hugo)
    ar.play(state, "fight")
    assert state.actor == 1 and ar.texts(state) == ["fight", "surrender"]
    state.rng_gen = ar.Faces(0, 0, 5)  # attacker (2 dice): no hit; defender (1 die): 3 hits
    ar.play(state, "fight")
    assert state.units_at(PIECE_SOLDIER, 0 * V + COR) == 10 - 3 and state.troops(1, COR) == 2


def test_the_d6_may_kill_a_lady():
    state = ar.arena()
    hugo = ar.lord(state, 0, BEL)
    ar.troops(state, 0, BEL, soldiers=10)
    lady = ar.lord(state, 1, COR, female=True)
    ar.troops(state, 1, COR, soldiers=2)
    march_and_wait(state, hugo)
    state.rng_gen = ar.Faces(0, 0, 0)  # attacker: 1 special die (0 hits) + d6 = 1; defender: 0
    ar.play(state, f"aim {lady}", "fight")
    assert state.lord_status[ar.lord_id(state, lady)] == LordStatus.DEAD


def test_the_first_player_card_skips_a_seat_that_can_no_longer_win():
    state = market(players=3)
    lord(state, 0, A)
    lord(state, 1, B)
    state.out = replaced(state.out, 2, 1)
    state.first = 0
    state.phase = Phase.MILITARY
    next_turn(state)
    assert state.first == 1, "counter-clockwise from seat 0 is seat 2, which is out"
    assert 2 not in state.pending


def test_a_ruined_castle_gives_no_protection():
    state, hugo, _ = battle_at_corvignac(castle=True)
    state.ruin = replaced(state.ruin, COR, 1)
    march_and_wait(state, hugo)
    assert battle.dice(state, True) == 2  # 11 points: 2 dice, no die lost to the ruined walls
    state.ruin = replaced(state.ruin, COR, 0)
    assert battle.dice(state, True) == 1
