"""Phase 5, movements and combats (seed, "Phase 5 : Les déplacements, les combats"), step by step."""

from __future__ import annotations

import pytest

from regnum.engine.errors import RecordError
from regnum.engine.tables import replaced
from regnum.games.fief import battle, military
from regnum.games.fief.data import PIECE_ENGINE, PIECE_KNIGHT3, PIECE_SOLDIER
from regnum.games.fief.orders import (
    ANNOUNCED_BY,
    ATTACKER,
    BATTLE_AT,
    DEFENDER,
    OPEN,
    STAGE,
    Stage,
)
from regnum.games.fief.state import LordStatus, Phase

from .arena import (
    Faces,
    arena,
    fort,
    go,
    in_battle,
    lord,
    lord_id,
    play,
    refused,
    texts,
    troops,
    village,
)

A, B, C, D = village("belvirac"), village("corvignac"), village("doumerac"), village("isarnville")
FAR = village("lavandrac")


def idx(p: int, v: int) -> int:
    return p * 24 + v


# -- movement ----------------------------------------------------------------------------------------
def test_a_lord_takes_troops_two_roads_and_no_further():
    state = arena()
    hugo = lord(state, 0, A)
    troops(state, 0, A, soldiers=4, knights3=1)
    lord(state, 0, FAR)  # a second lord keeps seat 0 acting after the first is done
    lord(state, 1, FAR)
    go(state)
    assert state.step == 1 and state.actor == 0
    play(state, f"lead {hugo}", "take soldier", "take soldier", "take knight3", "march corvignac")
    assert state.units_at(PIECE_SOLDIER, idx(0, B)) == 2 and state.units_at(PIECE_KNIGHT3, idx(0, B)) == 1
    assert state.units_at(PIECE_SOLDIER, idx(0, A)) == 2
    play(state, "march doumerac")
    h = lord_id(state, hugo)
    assert state.lord_village[h] == C and state.lord_moves[h] == 2
    assert state.units_at(PIECE_SOLDIER, idx(0, C)) == 2 and state.units_at(PIECE_SOLDIER, idx(0, B)) == 0
    # two steps made: the group is let go and the lord cannot lead again this turn
    assert f"lead {hugo}" not in texts(state)
    assert "has made all 2 moves" in refused(state, f"lead {hugo}")


def test_no_road_is_refused_with_the_rule():
    state = arena()
    hugo = lord(state, 0, A)
    lord(state, 1, FAR)
    go(state)
    play(state, f"lead {hugo}")
    assert "no road from belvirac to doumerac" in refused(state, "march doumerac")


def test_troops_never_move_without_a_lord():
    state = arena()
    lord(state, 0, FAR)
    troops(state, 0, A, soldiers=5)
    lord(state, 1, B)
    go(state)
    assert not any(t.startswith(("take", "march")) for t in texts(state))
    assert "troops move only with a lord" in refused(state, "take soldier")
    assert "lead a lord first" in refused(state, "march corvignac")


def test_taking_more_than_is_there_is_refused():
    state = arena()
    hugo = lord(state, 0, A)
    troops(state, 0, A, soldiers=1)
    lord(state, 1, FAR)
    go(state)
    play(state, f"lead {hugo}", "take soldier")
    assert "no soldier of yours left here" in refused(state, "take soldier")
    assert "no knight3" in refused(state, "take knight3")


def test_siege_engine_needs_three_soldiers_and_moves_once():
    state = arena()
    hugo = lord(state, 0, A)
    troops(state, 0, A, soldiers=3, engines=1)
    lord(state, 1, FAR)
    go(state)
    play(state, f"lead {hugo}", "take engine", "take soldier", "take soldier")
    assert "three soldiers" in refused(state, "march corvignac")
    play(state, "take soldier", "march corvignac")
    assert state.units_at(PIECE_ENGINE, idx(0, B)) == 1 and state.units_at(PIECE_ENGINE, idx(0, A)) == 0
    play(state, "halt", f"lead {hugo}")
    assert "has not moved this turn" in refused(state, "take engine")


def test_halting_without_marching_cannot_be_repeated():
    state = arena()
    hugo = lord(state, 0, A)
    lord(state, 1, FAR)
    lord(state, 0, FAR)
    go(state)
    play(state, f"lead {hugo}", "halt")
    assert "halted without marching" in refused(state, f"lead {hugo}")


def test_marching_into_an_enemy_village_announces_an_attack_and_stops():
    state = arena()
    hugo = lord(state, 0, A)
    troops(state, 0, A, soldiers=3)
    enemy = lord(state, 1, B)
    troops(state, 1, B, soldiers=1)
    go(state)
    play(state, f"lead {hugo}", "take all", "march corvignac")
    assert state.military[ANNOUNCED_BY + B] == 0
    assert state.lord_attacks[lord_id(state, hugo)] == 1
    # seat 1's only lord stands in the attacked village: he waits for step 2, so seat 1 has
    # nothing to do in step 1 and step 2 opens with the attacker
    assert state.step == 2 and state.actor == 0
    play(state, "end movements")
    assert state.actor == 1 and f"lead {enemy}" in texts(state)


def test_a_lady_alone_cannot_attack():
    state = arena()
    lady = lord(state, 0, A, female=True)
    lord(state, 1, B)
    troops(state, 1, B, soldiers=1)
    go(state)
    play(state, f"lead {lady}")
    assert "at least one combat point" in refused(state, "march corvignac")


def test_one_attack_per_lord_per_turn():
    state = arena()
    hugo = lord(state, 0, A)
    troops(state, 0, A, soldiers=20)
    lord(state, 1, B, female=True)
    lord(state, 1, D)
    troops(state, 1, D, soldiers=1)
    go(state)
    play(state, f"lead {hugo}", "take all", "march corvignac")  # the lady alone is taken at once
    while state.step < 5:
        play(state, texts(state)[-1] if "end movements" in texts(state) else texts(state)[0])
    assert state.step == 5 and state.actor == 0
    play(state, f"lead {hugo}", "take all")
    assert "already attacked this turn" in refused(state, "march isarnville")


def test_no_combat_in_the_final_moves():
    state = arena()
    hugo = lord(state, 0, A)
    troops(state, 0, A, soldiers=2)
    lord(state, 1, B)
    go(state)
    state.step = 7
    military.open_step(state)
    military.run(state)
    play(state, f"lead {hugo}")
    assert "no combat in the final moves" in refused(state, "march corvignac")


def test_other_seats_move_in_turn_order_then_the_phase_ends():
    state = arena(players=3)
    names = [lord(state, p, v) for p, v in ((0, A), (1, FAR), (2, village("aubrevaux")))]
    go(state)
    order = []
    while state.phase == Phase.MILITARY:
        order.append((state.step, state.actor))
        play(state, "end movements")
    assert order[:3] == [(1, 0), (1, 1), (1, 2)]
    assert [s for s, _ in order] == [1, 1, 1, 5, 5, 5, 7, 7, 7]
    assert names


# -- battles -----------------------------------------------------------------------------------------
def fight_out(state, choose=None):
    """Fight until the battle is over, taking the first offered loss when there is a choice."""
    while in_battle(state):
        options = texts(state)
        pick = choose(options) if choose else None
        if pick is None:
            pick = "fight" if "fight" in options else options[0]
        play(state, pick)


def siege(castle=True, engines=0, soldiers=10):
    state = arena()
    hugo = lord(state, 0, A)
    troops(state, 0, A, soldiers=soldiers, engines=engines)
    keeper = lord(state, 1, B)
    troops(state, 1, B, soldiers=2)
    if castle:
        fort(state, 1, B)
    go(state)
    play(state, f"lead {hugo}", "take all", *["take engine"] * engines, "march corvignac")
    while not in_battle(state):
        play(state, "end movements")
    return state, hugo, keeper


def test_siege_without_engine_loses_the_castle_die():
    state, _, _ = siege(castle=True)
    assert state.step == 4 and state.military[STAGE] == Stage.ATTACKER
    assert battle.dice(state, True) == 1  # 11 points: 2 dice, -1 for the castle
    assert battle.dice(state, False) == 1


def test_siege_with_an_engine_gets_the_die_back_and_five_points():
    state, _, _ = siege(castle=True, engines=1)
    assert battle.dice(state, True) == 3  # 11 + 5 points: 3 dice, -1 +1


def test_open_village_no_die_lost():
    state, _, _ = siege(castle=False)
    assert battle.dice(state, True) == 2


def test_the_battle_is_open_to_everyone_and_stacks_elsewhere_stay_hidden():
    state, _, _ = siege(castle=True)
    seen = military.view(state, None)["battle"]
    assert seen["fort"] == "castle" and seen["sides"]["1"]["soldiers"] == 2


def test_losses_with_a_choice_and_change_from_the_reserve():
    state = arena()
    hugo = lord(state, 0, A)
    troops(state, 0, A, soldiers=6)
    lord(state, 1, B)
    troops(state, 1, B, soldiers=2, knights3=1)
    go(state)
    play(state, f"lead {hugo}", "take all", "march corvignac")
    while not in_battle(state):
        play(state, "end movements")
    # attacker 7 points: 2 dice (faces 3 and 0) -> 1 hit... use exact dice: indices 1 -> 1 hit, 0 -> 0
    state.rng_gen = Faces(1, 0, 0)  # attacker dice 1 + 0 hits, defender 1 die 0 hits
    play(state, "fight", "fight")
    assert state.military[STAGE] == Stage.DEFENDER_LOSSES and state.actor == 1
    assert texts(state) == ["lose soldier", "lose knight3"]
    play(state, "lose knight3")
    i = idx(1, B)
    # 2 soldiers of change
    assert (state.units_at(PIECE_SOLDIER, i), state.units_at(PIECE_KNIGHT3, i)) == (4, 0)
    assert state.military[STAGE] == Stage.ATTACKER


def test_lords_are_hit_after_their_troops_and_the_loser_picks_which():
    state = arena()
    hugo = lord(state, 0, A)
    troops(state, 0, A, soldiers=13)
    first, second = lord(state, 1, B), lord(state, 1, B)
    troops(state, 1, B, soldiers=1)
    go(state)
    play(state, f"lead {hugo}", "take all", "march corvignac")
    while not in_battle(state):
        play(state, "end movements")
    state.rng_gen = Faces(3, 0, 0, 0)  # attacker (14 points, 3 dice): 2 hits; defender: 0
    play(state, "fight", "fight")
    assert state.units_at(PIECE_SOLDIER, idx(1, B)) == 0
    assert texts(state) == sorted([f"lose {first}", f"lose {second}"],
                                  key=lambda t: state.game.parse_action(t).id)
    play(state, f"lose {second}")
    assert state.lord_status[lord_id(state, second)] == LordStatus.DEAD
    assert state.lord_status[lord_id(state, first)] == LordStatus.FREE


def test_victorious_attacker_destroys_mills_and_presses_and_takes_the_lady():
    state = arena()
    hugo = lord(state, 0, A)
    troops(state, 0, A, soldiers=25)
    lady = lord(state, 1, B, female=True)
    troops(state, 1, B, soldiers=1)
    state.mills = replaced(state.mills, B, 1)
    state.presses = replaced(state.presses, B, 1)
    go(state)
    play(state, f"lead {hugo}", "take all", "march corvignac")
    while not in_battle(state):
        play(state, "end movements")
    state.rng_gen = Faces(1, 0, 0, 0, 0)  # attacker (4 dice): 1 hit; defender (1 die): none
    play(state, "fight", "fight")
    assert not in_battle(state) and state.units_at(PIECE_SOLDIER, idx(1, B)) == 0
    assert state.mills[B] == 0 and state.presses[B] == 0
    her = lord_id(state, lady)
    assert state.lord_status[her] == LordStatus.PRISONER and state.lord_captor[her] == 0


def test_a_failed_attack_leaves_mills_standing():
    state = arena()
    hugo = lord(state, 0, A)
    troops(state, 0, A, soldiers=1)
    lord(state, 1, B)
    troops(state, 1, B, soldiers=30)
    state.mills = replaced(state.mills, B, 2)
    go(state)
    play(state, f"lead {hugo}", "take all", "march corvignac")
    while not in_battle(state):
        play(state, "end movements")
    fight_out(state)
    assert state.points(0, B) == 0 and state.mills[B] == 2
    assert state.lord_status[lord_id(state, hugo)] == LordStatus.DEAD


def test_surrender_gives_lords_and_village_to_the_attacker():
    state = arena()
    hugo = lord(state, 0, A)
    troops(state, 0, A, soldiers=5)
    keeper = lord(state, 1, B)
    troops(state, 1, B, soldiers=2)
    state.presses = replaced(state.presses, B, 1)
    go(state)
    play(state, f"lead {hugo}", "take all", "march corvignac")
    while not in_battle(state):
        play(state, "end movements")
    play(state, "fight", "surrender")
    k = lord_id(state, keeper)
    assert state.lord_status[k] == LordStatus.PRISONER and state.lord_captor[k] == 0
    assert state.troops(1, B) == 0 and state.presses[B] == 0 and not in_battle(state)


def test_capture_and_the_fixed_ransom():
    state = arena()
    hugo = lord(state, 0, A)
    troops(state, 0, A, soldiers=5)
    lady = lord(state, 1, B, female=True)
    home = village("aubrevaux")
    fort(state, 1, home)
    troops(state, 1, home, soldiers=1)
    go(state)
    play(state, f"lead {hugo}", "take all", "march corvignac")
    her = lord_id(state, lady)
    while state.lord_status[her] != LordStatus.PRISONER:
        play(state, "end movements")
    assert state.lord_captor[her] == 0
    while state.actor != 1:
        play(state, "end movements")
    assert state.step == 5
    state.money[1] = 299
    state._legal = None
    assert "ransom is 300" in refused(state, f"ransom {lady}")
    state.money[1] = 400
    state._legal = None
    money0 = state.money[0]
    play(state, f"ransom {lady}")
    assert state.money[1] == 100 and state.money[0] == money0 + 300
    assert state.lord_status[her] == LordStatus.FREE and state.lord_village[her] == home


def test_d6_kills_the_named_lord_on_six():
    state, _, keeper = siege(castle=False)
    state.rng_gen = Faces(0, 5, 0)  # attacker: 1 special die (0 hits) + d6 = 6; defender 0 hits
    play(state, f"aim {keeper}", "fight")
    assert state.lord_status[lord_id(state, keeper)] == LordStatus.DEAD


def test_d6_misses_on_three_and_destroys_an_engine_on_five():
    state, _, keeper = siege(castle=False)
    state.rng_gen = Faces(0, 2, 0)
    play(state, f"aim {keeper}", "fight")
    assert state.lord_status[lord_id(state, keeper)] == LordStatus.FREE
    state2, _, _ = siege(castle=True, engines=1)
    state2.rng_gen = Faces(0, 0, 0, 4)  # attacker 3 dice, defender replaces its die: d6 = 5
    play(state2, "fight", "aim engine")
    assert state2.units_at(PIECE_ENGINE, idx(0, B)) == 0


def test_aiming_needs_a_die():
    state, _, keeper = siege(castle=True)
    state.set_units(PIECE_SOLDIER, idx(0, B), 2)  # 3 points against a castle: no attack die
    assert "no die" in refused(state, f"aim {keeper}")


def test_withdrawal_and_pursuit_in_open_ground():
    state, hugo, keeper = siege(castle=True)
    h = lord_id(state, hugo)
    state.lord_moves[h] = 1  # marched one road: one step left to withdraw
    play(state, "withdraw to belvirac")
    assert state.lord_village[h] == A and state.units_at(PIECE_SOLDIER, idx(0, A)) == 10
    assert state.actor == 1 and texts(state) == ["pursue", "let go"]
    play(state, "pursue")
    assert state.military[STAGE] == Stage.ATTACKER and state.actor == 1
    assert battle.fort(state, A).name == "NONE"
    k = lord_id(state, keeper)
    assert state.lord_village[k] == A and state.lord_moves[k] == 1
    assert state.lord_attacks[k] == 0  # a pursuit costs a step, not the pursuer's attack


def test_withdrawal_needs_a_lord_who_may_still_move():
    state, hugo, _ = siege(castle=True)
    state.lord_moves[lord_id(state, hugo)] = 2
    assert "may still move" in refused(state, "withdraw to belvirac")


def test_step_two_retreat_and_step_three_pursuit():
    state = arena()
    hugo = lord(state, 0, A)
    troops(state, 0, A, soldiers=5)
    keeper = lord(state, 1, B)
    troops(state, 1, B, soldiers=2)
    go(state)
    play(state, f"lead {hugo}", "take all", "march corvignac")
    while state.step == 1:
        play(state, "end movements")
    assert state.step == 2 and state.actor == 0
    play(state, "end movements")
    assert state.actor == 1
    play(state, f"lead {keeper}", "take all", "march doumerac")
    assert state.troops(1, B) == 0 and state.lord_village[lord_id(state, keeper)] == C
    while state.step == 2:
        play(state, "end movements")
    assert state.step == 3 and state.actor == 0 and texts(state) == ["pursue", "let go"]
    play(state, "pursue")
    # announced for step 4, which opens it at once, in open ground with the pursuer attacking
    m = state.military
    assert state.step == 4 and in_battle(state)
    assert (m[BATTLE_AT], m[ATTACKER], m[DEFENDER], m[OPEN]) == (C, 0, 1, 1)


def test_reinforcement_in_step_two_joins_the_attack():
    state = arena()
    hugo = lord(state, 0, A)
    troops(state, 0, A, soldiers=2)
    second = lord(state, 0, C)
    troops(state, 0, C, soldiers=4)
    lord(state, 1, B)
    troops(state, 1, B, soldiers=2)
    go(state)
    play(state, f"lead {hugo}", "take all", "march corvignac", "end movements")
    while state.step == 1:
        play(state, "end movements")
    play(state, f"lead {second}", "take all", "march corvignac")
    assert state.units_at(PIECE_SOLDIER, idx(0, B)) == 6
    assert state.lord_attacks[lord_id(state, second)] == 1


def test_step_two_refuses_ordinary_moves():
    state = arena()
    hugo = lord(state, 0, A)
    troops(state, 0, A, soldiers=2)
    other = lord(state, 0, FAR)
    lord(state, 1, B)
    troops(state, 1, B, soldiers=2)
    go(state)
    play(state, f"lead {hugo}", "take all", "march corvignac", "end movements")
    while state.step == 1:
        play(state, "end movements")
    play(state, f"lead {other}")
    assert "step 2 allows only" in refused(state, "march salvenac")


# -- hidden information --------------------------------------------------------------------------------
def test_a_group_shows_its_lords_to_all_and_its_troops_to_its_owner_only():
    state = arena()
    hugo = lord(state, 0, A)
    troops(state, 0, A, soldiers=3, knights6=1)
    lord(state, 1, FAR)
    go(state)
    play(state, f"lead {hugo}", "take knight6")
    mine, theirs = military.view(state, 0)["group"], military.view(state, 1)["group"]
    assert mine["knights6"] == 1 and theirs["lords"] == [hugo]
    assert "knights6" not in theirs and "soldiers" not in theirs
    take = state.game.parse_action("take knight6")
    assert military.describe(take, 0, 1) == "take troops"
    assert military.describe(take, 0, 0) == "take knight6"
    assert military.describe(state.game.parse_action("march corvignac"), 0, 1) == "march corvignac"


def test_when_both_sides_fall_together_the_defender_keeps_the_village():
    state = arena()
    hugo = lord(state, 0, A)
    troops(state, 0, A, soldiers=1)
    lord(state, 1, B, female=True)
    troops(state, 1, B, soldiers=1)
    state.mills = replaced(state.mills, B, 1)
    go(state)
    play(state, f"lead {hugo}", "take all", "march corvignac")
    while not in_battle(state):
        play(state, "end movements")
    state.rng_gen = Faces(1, 3)  # attacker (2 points, 1 die): 1 hit; defender (1 die): 2 hits
    play(state, "fight", "fight")
    assert not in_battle(state)
    assert not state.living_lords(0)  # dead (buried at the end of the turn)
    assert state.mills[B] == 1 and state.present(1, B)


def test_a_failed_siege_loses_its_engines():
    state, _, _ = siege(castle=True, engines=1, soldiers=3)
    state.set_units(PIECE_SOLDIER, idx(1, B), 20)  # a strong garrison: 4 dice
    # attacker 4 points + an engine (9): 2 dice -1 +1; defender 21 points: 4 dice, 12 hits
    state.rng_gen = Faces(0, 0, 5, 5, 5, 5)
    play(state, "fight", "fight")
    assert not in_battle(state) and state.units_at(PIECE_ENGINE, idx(0, B)) == 0
    assert not state.living_lords(0)


def test_aiming_at_an_engine_needs_one():
    state, _, _ = siege(castle=False)
    assert "no siege engine" in refused(state, "aim engine")


def test_ransom_needs_a_castle_or_city_to_return_to():
    state = arena()
    lord(state, 0, A)
    lady = lord(state, 0, FAR, female=True)
    lord(state, 1, B)
    state.lord_status[lord_id(state, lady)] = LordStatus.PRISONER
    state.lord_captor = replaced(state.lord_captor, lord_id(state, lady), 1)
    state.lord_village[lord_id(state, lady)] = -1
    go(state)
    assert state.actor == 0
    assert "returns to his castle or city" in refused(state, f"ransom {lady}")


def test_a_corrupt_phase5_scratch_is_refused():
    state = arena()
    lord(state, 0, A)
    lord(state, 1, FAR)
    go(state)
    data = state.to_json()
    data["military"] = data["military"][:-1]
    with pytest.raises(RecordError, match="phase-5 scratch"):
        state.game.from_json(data)
    data = state.to_json()
    data["military"][ANNOUNCED_BY + B] = 9
    with pytest.raises(RecordError, match="unknown seat"):
        state.game.from_json(data)


def test_an_attack_announced_in_step_five_is_fought_in_step_six():
    state = arena()
    hugo = lord(state, 0, A)
    troops(state, 0, A, soldiers=3)
    lord(state, 1, C)
    troops(state, 1, C, soldiers=1)
    go(state)
    play(state, f"lead {hugo}", "take all", "march corvignac", "halt")
    while state.step < 5:
        play(state, "end movements")
    assert state.actor == 0
    play(state, f"lead {hugo}", "take all", "march doumerac")
    assert state.lord_attacks[lord_id(state, hugo)] == 1
    while not in_battle(state):
        play(state, "end movements")
    assert state.step == 6 and state.military[BATTLE_AT] == C


# -- prisoners fight for their captor ------------------------------------------------------------------
def captor_holding(prisoner_female=False):
    """Seat 0 holds a prisoner of seat 1 in village B, with 2 soldiers and a lord there."""
    state = arena()
    hugo = lord(state, 0, B)
    troops(state, 0, B, soldiers=2)
    captive = lord(state, 1, B, female=prisoner_female)
    c = lord_id(state, captive)
    state.lord_status[c] = LordStatus.PRISONER
    state.lord_captor = replaced(state.lord_captor, c, 0)
    return state, hugo, captive


def test_a_male_prisoner_counts_as_a_soldier_for_his_captor():
    state, _, _ = captor_holding()
    assert battle.force(state, 0, B).points == 2 + 1 + 1
    lady_state, _, _ = captor_holding(prisoner_female=True)
    assert battle.force(lady_state, 0, B).points == 3


def test_prisoners_go_with_the_last_group_to_leave():
    state, hugo, captive = captor_holding()
    lord(state, 1, FAR)
    go(state)
    play(state, f"lead {hugo}", "take soldier", "march belvirac")
    assert state.lord_village[lord_id(state, captive)] == B  # a soldier still guards him
    play(state, "halt")
    state.lord_moves[lord_id(state, hugo)] = 0
    play(state, f"lead {hugo}", "march corvignac", "take all", "march belvirac")
    assert state.lord_village[lord_id(state, captive)] == A


def test_a_captive_may_be_given_up_as_a_loss():
    state, _, captive = captor_holding()
    raider = lord(state, 1, A)
    troops(state, 1, A, soldiers=6)
    go(state)
    while state.actor != 1:
        play(state, "end movements")
    play(state, f"lead {raider}", "take all", "march corvignac")
    while not in_battle(state):
        play(state, "end movements")
    state.rng_gen = Faces(1, 0, 0)  # attacker (7 points, 2 dice): 1 hit; defender: none
    play(state, "fight", "fight")
    assert state.actor == 0 and f"lose {captive}" in texts(state) and "lose soldier" in texts(state)
    play(state, f"lose {captive}")
    assert state.lord_status[lord_id(state, captive)] == LordStatus.DEAD


def test_a_beaten_captor_loses_his_prisoners_who_go_free_if_the_winner_is_theirs():
    state, _, captive = captor_holding(prisoner_female=True)
    raider = lord(state, 1, A)
    troops(state, 1, A, soldiers=25)
    go(state)
    while state.actor != 1:
        play(state, "end movements")
    play(state, f"lead {raider}", "take all", "march corvignac")
    while not in_battle(state):
        play(state, "end movements")
    state.rng_gen = Faces(5, 5, 0, 0, 0)  # attacker (4 dice): 6 hits; defender: none
    play(state, "fight", "fight")
    assert not in_battle(state)
    c = lord_id(state, captive)
    assert state.lord_status[c] == LordStatus.FREE and state.lord_captor[c] == -1
    assert state.lord_village[c] == B


def test_a_surrendering_captor_hands_his_prisoners_to_the_winner():
    state = arena(players=3)
    hugo = lord(state, 0, B)
    troops(state, 0, B, soldiers=1)
    captive = lord(state, 1, B)
    c = lord_id(state, captive)
    state.lord_status[c] = LordStatus.PRISONER
    state.lord_captor = replaced(state.lord_captor, c, 0)
    lord(state, 1, FAR)
    raider = lord(state, 2, A)
    troops(state, 2, A, soldiers=6)
    go(state)
    while state.actor != 2:
        play(state, "end movements")
    play(state, f"lead {raider}", "take all", "march corvignac")
    while not in_battle(state):
        play(state, "end movements")
    play(state, "fight", "surrender")
    assert state.lord_status[c] == LordStatus.PRISONER and state.lord_captor[c] == 2
    h = lord_id(state, hugo)
    assert state.lord_status[h] == LordStatus.PRISONER and state.lord_captor[h] == 2
