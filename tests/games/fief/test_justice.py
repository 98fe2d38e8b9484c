"""Justice, villages ceded by treaty and mercenaries (seed: phase 1 "Les NÉGOCIATIONS",
"L'assassinat", "Rendre la justice", phase 6, and the end of phase 5): a murder or a broken
promise brought before the most-crowned lord, who sentences to death, fines or acquits; the king's
pardon; a village handed over by a written act; a beaten seat's troops serving another family."""

from __future__ import annotations

import pytest

from regnum.engine import Rng
from regnum.engine.tables import replaced
from regnum.games import get
from regnum.games.fief import justice
from regnum.games.fief.data import LORD_NAMES, PIECE_ENGINE, PIECE_KNIGHT3, PIECE_SOLDIER, Card
from regnum.games.fief.diplomacy import BROKEN, PROMISE, set_alliance, talks_start
from regnum.games.fief.map import FIEF_OF, NUM_FIEFS, VILLAGE_NAMES
from regnum.games.fief.state import RANK_CARDINAL, FiefState, LordStatus, Phase, V
from tests.games.fief.arena import Faces, arena, go, in_battle, lord_id, play, troops, village
from tests.games.fief.arena import lord as arena_lord
from tests.games.fief.market import GAME, fort, put, refused, texts, vil
from tests.games.fief.market import lord as new_lord
from tests.games.fief.test_cards import give, round_of
from tests.games.fief.test_church import crowned, market
from tests.games.fief.test_turn import seat_out_with_troops

BARONY, COUNTY, DUCHY = vil("jonquevaux"), vil("escarbois"), vil("aubrevaux")
COUNTY2, DUCHY2 = vil("noirvaux"), vil("rochefraine")
OPEN_GROUND = vil("pradelieu")


def wear(state: FiefState, lord: int, v: int) -> None:
    """`lord` wears the crown of the fief of `v` too (its city there)."""
    fort(state, state.lord_owner[lord], v, city=True)
    state.crown = replaced(state.crown, FIEF_OF[v], lord)


def named(state: FiefState, lord: int) -> str:
    return LORD_NAMES[state.lord_card[lord]]


def storm(state: FiefState, v: int) -> None:
    """A storm over the fief of `v`, laid this turn."""
    state.storm = replaced(state.storm, FIEF_OF[v], state.turn)
    state._legal = None


def round_trips(state: FiefState) -> None:
    assert GAME.from_json(state.to_json()).to_json() == state.to_json()


def talks(state: FiefState, speaker: int) -> None:
    """Phase 6's talks on the arranged board, `speaker` to talk."""
    state.step, state.military = 0, []  # phase 5 over
    talks_start(state, 6)
    while state.actor != speaker:
        state.apply("end negotiations")


def murder_court() -> tuple[FiefState, int, int]:
    """Four seats: p1's crowned baron (a lord with soldiers) is murdered by p2's assassin; p3's
    lord wears a county and a barony, p4's a duchy. Returns the state at p1's talks of phase 6,
    the victim's heir and the assassin."""
    state = market(4)
    victim = crowned(state, 0, BARONY)
    heir = new_lord(state, 0, BARONY)
    put(state, 0, BARONY, soldiers=2)
    assassin = new_lord(state, 1, OPEN_GROUND)
    judge_lord = crowned(state, 2, COUNTY)
    wear(state, judge_lord, vil("quercignac"))
    crowned(state, 3, DUCHY)
    give(state, 1, Card.ASSASSINATION)
    round_of(state)
    state.apply(f"play assassination on {named(state, victim)}")
    assert state.lord_status[victim] == LordStatus.DEAD
    assert state.crown[FIEF_OF[BARONY]] == heir, "the heir wears the crown and may accuse"
    talks(state, 0)
    return state, heir, assassin


# -- a murder --------------------------------------------------------------------------------------
def test_a_murder_is_judged_by_the_most_crowned_lord_and_the_assassin_executed():
    state, _, assassin = murder_court()
    act = state.view(None)["diplomacy"]["acts"][-1]
    assert (act["kind"], act["from"], act["to"], act["lord"], act["until"], act["status"]) == (
        "murder", 1, 0, named(state, assassin), 4, "broken"), "the case, public, for two turns"
    accuse = f"accuse {named(state, assassin)} of murder"
    assert accuse in texts(state)
    state.apply(accuse)
    assert state.phase == Phase.JUDGE and state.actor == 2, "two crowns beat one duchy"
    assert "p1 accuses p2 of the murder by" in state.log[-1] and "p3 judges" in state.log[-1]
    case = state.view(3)["diplomacy"]["case"]
    assert case == {"act": 0, "accused": 1, "accuser": 0, "condemned": named(state, assassin),
                    "church": False}
    assert texts(state) == ["acquit", "sentence to death", "fine 200 écus", "fine 300 écus",
                            "fine 400 écus"]
    assert "p3 must judge the case" in refused(state, "end negotiations")
    round_trips(state)
    state.apply("sentence to death")
    assert state.lord_status[assassin] == LordStatus.DEAD
    assert f"{named(state, assassin)} is sentenced to death and executed" in state.log
    assert state.view(None)["diplomacy"]["acts"][-1]["status"] == "tried"
    assert state.phase == Phase.NEGOTIATE and state.actor == 0, "the accuser goes on talking"
    assert not any(t.startswith("accuse") for t in texts(state)), "justice is asked once"
    round_trips(state)


def test_a_cardinal_judges_above_every_crown_and_the_accused_never_judges():
    state, _, assassin = murder_court()
    cardinal = new_lord(state, 3, DUCHY2)
    state.lord_rank = replaced(state.lord_rank, cardinal, RANK_CARDINAL)
    state.apply(f"accuse {named(state, assassin)} of murder")
    assert state.actor == 3, "the cardinal is above all crowns"
    state.apply("acquit")
    assert state.lord_status[assassin] == LordStatus.FREE and "p4 acquits p2" in state.log[-1]
    other, _, killer = murder_court()
    other.lord_rank = replaced(other.lord_rank, new_lord(other, 1, DUCHY2), RANK_CARDINAL)
    other.apply(f"accuse {named(other, killer)} of murder")
    assert other.actor == 2, "the accused's family does not judge, even with a cardinal"


def test_without_a_crown_as_high_as_the_assassins_a_victim_needs_an_ally_as_champion():
    state, heir, assassin = murder_court()
    wear(state, assassin, COUNTY2)  # the assassin is a count, the victim's heir a baron
    accuse = f"accuse {named(state, assassin)} of murder"
    assert "an ally with one as your champion" in refused(state, accuse)
    crowned(state, 3, vil("ussonville"))
    set_alliance(state, 0, 3, True)
    state._legal = None
    state.apply(accuse)
    assert "with p4 as champion" in state.log[-1]
    assert state.actor == 2, "the champion does not judge either"
    assert state.lord_status[heir] == LordStatus.FREE


def test_a_murder_not_brought_to_justice_by_the_end_of_the_next_turn_lapses():
    state, _, assassin = murder_court()
    state.turn = 5
    talks_start(state, 1)
    act = state.view(None)["diplomacy"]["acts"][-1]
    assert act["status"] == "lapsed"
    assert f"the time for justice for the murder by {named(state, assassin)} is over" in state.log
    while state.actor != 0:
        state.apply("end negotiations")
    assert "awaits justice" in refused(state, f"accuse {named(state, assassin)} of murder")


def test_a_spy_murders_unknown_and_no_case_is_recorded():
    state = market(3)
    victim = crowned(state, 0, BARONY)
    put(state, 0, BARONY, soldiers=1)
    spy = new_lord(state, 1, OPEN_GROUND)
    state.spy = spy
    give(state, 1, Card.ASSASSINATION)
    round_of(state)
    state.apply(f"play assassination on {named(state, victim)}")
    assert state.lord_status[victim] == LordStatus.DEAD and state.acts == ()


# -- a broken promise --------------------------------------------------------------------------------
def promise_court(money: int = 5000) -> FiefState:
    """p1 holds a broken promise of 200 écus from p2 (uncrowned); p3 is crowned to judge."""
    state = market(3)
    crowned(state, 0, BARONY)
    new_lord(state, 1, OPEN_GROUND)
    crowned(state, 2, COUNTY)
    state.acts += (PROMISE, 1, 0, 200, 2, BROKEN)
    state.money[1] = money
    talks(state, 0)
    state.apply("accuse p2 of a broken promise")
    assert state.phase == Phase.JUDGE and state.actor == 2
    return state


def test_a_fine_is_paid_to_the_victim():
    state = promise_court()
    before = state.money[:]
    state.apply("fine 300 écus")
    assert state.money[1] == before[1] - 300 and state.money[0] == before[0] + 300
    assert "p2 is fined 300 écus and pays 300 to p1" in state.log[-1]
    assert state.view(None)["diplomacy"]["acts"][0]["status"] == "tried"


def test_a_fine_beyond_the_purse_takes_what_there_is():
    state = promise_court(money=150)
    before = state.money[0]
    state.apply("fine 400 écus")
    assert state.money[1] == 0 and state.money[0] == before + 150
    assert "p2 is fined 400 écus and pays 150 to p1" in state.log[-1]


def test_death_for_a_broken_promise_strikes_the_familys_head_and_its_crown_passes():
    state = market(3)
    crowned(state, 0, DUCHY2)  # a duke may accuse a count
    eldest = new_lord(state, 1, OPEN_GROUND)
    count = crowned(state, 1, COUNTY2)  # the head: he wears the crown
    son = new_lord(state, 1, COUNTY2)
    state.lord_father = replaced(state.lord_father, son, count)
    crowned(state, 2, DUCHY)
    state.acts += (PROMISE, 1, 0, 200, 2, BROKEN)
    talks(state, 0)
    state.apply("accuse p2 of a broken promise")
    assert state.view(None)["diplomacy"]["case"]["condemned"] == named(state, count)
    state.apply("sentence to death")
    assert state.lord_status[count] == LordStatus.DEAD
    assert state.lord_status[eldest] == LordStatus.FREE
    assert state.crown[FIEF_OF[COUNTY2]] == son, "his heir wears the crown"


def kings_court(stormy: bool = False) -> tuple[FiefState, int]:
    """Four seats: p1 accuses p2 of a broken promise, p3 judges and p4's lord is king (under a
    storm if `stormy`). Returns the state at p1's talks and p2's lord."""
    state = market(4)
    crowned(state, 0, BARONY)
    culprit = new_lord(state, 1, OPEN_GROUND)
    crowned(state, 2, COUNTY)
    state.king = new_lord(state, 3, DUCHY2)
    state.acts += (PROMISE, 1, 0, 200, 2, BROKEN)
    if stormy:
        storm(state, DUCHY2)
    talks(state, 0)
    return state, culprit


def test_the_king_of_another_family_may_pardon_the_condemned():
    state, culprit = kings_court()
    state.apply("accuse p2 of a broken promise")
    assert state.actor == 2, "the king does not judge"
    state.apply("sentence to death")
    assert state.phase == Phase.PARDON and state.actor == 3
    assert texts(state) == ["let the sentence stand", "pardon the condemned"]
    round_trips(state)
    state.apply("pardon the condemned")
    assert state.lord_status[culprit] == LordStatus.FREE and "the king pardons p2" in state.log
    assert state.phase == Phase.NEGOTIATE and state.actor == 0


def test_without_a_judge_there_is_no_court():
    state = market(2)
    crowned(state, 0, BARONY)
    new_lord(state, 1, OPEN_GROUND)
    state.acts += (PROMISE, 1, 0, 200, 2, BROKEN)
    talks(state, 0)
    assert "no lord may judge" in refused(state, "accuse p2 of a broken promise")


# -- a lord shot by the d6 in battle -------------------------------------------------------------
def shot_in_battle(spy: bool = False) -> tuple[FiefState, int, int]:
    """Three seats: p1's count and an uncrowned lord march on p2's keeper, whom the d6 kills; p2
    keeps a baron at home, p3 a duke. Returns the state at p1's talks of phase 6, the count and
    the uncrowned lord."""
    state = arena(3)
    a, b = village("belvirac"), village("corvignac")
    count = lord_id(state, arena_lord(state, 0, a))
    hand = lord_id(state, arena_lord(state, 0, a))
    troops(state, 0, a, soldiers=10)
    keeper = arena_lord(state, 1, b)
    troops(state, 1, b, soldiers=2)
    state.crown = replaced(state.crown, FIEF_OF[COUNTY2], count)
    state.crown = replaced(state.crown, FIEF_OF[BARONY], lord_id(state, arena_lord(state, 1, BARONY)))
    state.crown = replaced(state.crown, FIEF_OF[DUCHY], lord_id(state, arena_lord(state, 2, DUCHY)))
    if spy:
        state.spy = hand
    go(state)
    play(state, f"lead {named(state, count)}", f"take {named(state, hand)}", "take all",
         "march corvignac")
    while not in_battle(state):
        play(state, "end movements")
    state.rng_gen = Faces(0, 5, 0)  # the d6 shows 6
    play(state, f"aim {keeper}", "fight")
    assert state.lord_status[lord_id(state, keeper)] == LordStatus.DEAD
    talks(state, 1)
    return state, count, hand


def test_a_lord_shot_by_the_d6_is_a_murder_by_the_shooters_least_crowned_lord_there():
    state, count, hand = shot_in_battle()
    assert any(f"is killed by {named(state, hand)}" in line for line in state.log)
    act = state.view(None)["diplomacy"]["acts"][-1]
    assert (act["kind"], act["from"], act["to"], act["lord"], act["status"]) == (
        "murder", 0, 1, named(state, hand), "broken"), "the petites mains did it, not the count"
    assert state.lord_assassin[hand] == state.turn and not state.lord_assassin[count]
    state.apply(f"accuse {named(state, hand)} of murder")
    assert state.phase == Phase.JUDGE and state.actor == 2, "the duke judges"
    state.apply("sentence to death")
    assert state.lord_status[hand] == LordStatus.DEAD
    assert state.lord_status[count] == LordStatus.FREE


def test_a_lord_shot_by_a_seat_with_a_free_spy_leaves_no_case():
    state, _, hand = shot_in_battle(spy=True)
    assert any("is killed by an unknown hand" in line for line in state.log)
    assert state.acts == () and not state.lord_assassin[hand]
    assert not any(t.startswith("accuse") for t in texts(state))


# -- the storm ------------------------------------------------------------------------------------
def stormy_talks(speaker: int) -> FiefState:
    """Three seats, one lord each; p1's stands under a storm; `speaker` to talk in phase 6."""
    state = market(3)
    new_lord(state, 0, BARONY)
    new_lord(state, 1, OPEN_GROUND)
    new_lord(state, 2, DUCHY)
    storm(state, BARONY)
    talks(state, speaker)
    return state


def test_a_family_whose_every_lord_stands_under_the_storm_takes_no_part_in_the_talks():
    state = stormy_talks(0)
    assert texts(state) == ["end negotiations"], "p1's only lord stands under the storm"
    assert "your lords all stand under the storm" in refused(state, "propose alliance to p2")
    assert "stand under the storm" in refused(state, "give p2 50 écus")
    other = stormy_talks(1)
    reason = refused(other, "propose alliance to p1")
    assert "p1's lords all stand under the storm: it takes no part in the talks" in reason
    assert "propose alliance to p3" in texts(other)
    assert "give p1 50 écus" in texts(other), "a payment needs no word from p1"
    new_lord(other, 0, DUCHY2)  # a lord out of the storm speaks for the family
    assert "propose alliance to p1" in texts(other)


def test_under_the_storm_a_victim_brings_no_case_and_a_lord_neither_judges_nor_pardons():
    state, _, assassin = murder_court()
    accuse = f"accuse {named(state, assassin)} of murder"
    storm(state, BARONY)  # the victim's heir, p1's only lord, is caught in the storm
    assert "your lords all stand under the storm: no case is brought" in refused(state, accuse)
    state, _, assassin = murder_court()
    storm(state, COUNTY)  # the lord with two crowns may not judge under the storm
    state.apply(f"accuse {named(state, assassin)} of murder")
    assert state.actor == 3 and "p4 judges" in state.log[-1], "the duke judges instead"
    state, culprit = kings_court(stormy=True)
    state.apply("accuse p2 of a broken promise")
    state.apply("sentence to death")
    assert state.lord_status[culprit] == LordStatus.DEAD, "a king under the storm has no veto"
    assert state.phase == Phase.NEGOTIATE and state.actor == 0


# -- a village ceded by treaty -------------------------------------------------------------------
def test_a_village_is_ceded_by_a_written_treaty_with_its_garrison_and_castle():
    state = market(3)
    new_lord(state, 0, BARONY)
    put(state, 0, BARONY, soldiers=1)
    new_lord(state, 1, COUNTY)
    put(state, 0, OPEN_GROUND, soldiers=3, knights3=1)
    fort(state, 0, OPEN_GROUND)
    state.mills = replaced(state.mills, OPEN_GROUND, 1)
    talks(state, 0)
    place = VILLAGE_NAMES[OPEN_GROUND]
    assert "a lord of yours stands" in refused(state, f"cede {VILLAGE_NAMES[BARONY]} to p2")
    state.apply(f"cede {place} to p2")
    assert state.phase == Phase.REPLY and state.actor == 1
    assert state.view(2)["diplomacy"]["proposal"]["kind"] == "cession"
    state.apply("accept the proposal")
    assert state.troops(0, OPEN_GROUND) == 0
    i = 1 * V + OPEN_GROUND
    assert (state.units_at(PIECE_SOLDIER, i), state.units_at(PIECE_KNIGHT3, i)) == (3, 1)
    assert state.fort_owner[OPEN_GROUND] == 1
    act = state.view(None)["diplomacy"]["acts"][-1]
    assert (act["kind"], act["from"], act["to"], act["village"], act["status"]) == (
        "cession", 0, 1, place, "kept")
    assert f"p1 cedes {place} to p2 by treaty" in state.log
    round_trips(state)


def test_a_city_is_not_ceded():
    state = market(2)
    crowned(state, 0, BARONY)
    new_lord(state, 1, COUNTY)
    lonely = vil("lormesac")
    put(state, 0, lonely, soldiers=1)
    fort(state, 0, lonely, city=True)
    talks(state, 0)
    assert "a city is not ceded" in refused(state, f"cede {VILLAGE_NAMES[lonely]} to p2")


# -- mercenaries ------------------------------------------------------------------------------------
def test_a_beaten_seats_troops_serve_another_family_as_mercenaries_with_their_prisoner():
    state, captive = seat_out_with_troops()
    c = vil("isarnville")
    state.apply("troops serve p1 as mercenaries")
    assert state.troops(2, c) == 0 and state.units_at(PIECE_ENGINE, 2 * V + c) == 0
    i = c  # seat 0
    assert [state.units_at(kind, i) for kind in (PIECE_SOLDIER, PIECE_KNIGHT3, PIECE_ENGINE)] == [3, 1, 1]
    assert state.lord_captor[captive] == 0, "the prisoner is held by the new master"
    assert "p3's troops serve p1 as mercenaries" in state.log
    assert state.phase == Phase.NEGOTIATE


def test_mercenaries_serving_a_prisoners_family_free_him():
    state, captive = seat_out_with_troops()
    state.apply("troops serve p2 as mercenaries")
    assert state.lord_status[captive] == LordStatus.FREE
    assert state.troops(1, vil("isarnville")) > 0


def test_mercenaries_do_not_serve_an_enemy_of_a_family_they_lodge_with():
    state, _ = seat_out_with_troops()
    c = vil("isarnville")
    state.lord_status[:] = [LordStatus.DEAD if s == LordStatus.PRISONER else s
                            for s in state.lord_status]
    put(state, 1, c, soldiers=1)
    set_alliance(state, 1, 2, True)
    state._legal = None
    assert "an enemy of p1" in refused(state, "troops serve p1 as mercenaries")
    state.apply("troops serve p2 as mercenaries")
    assert state.units_at(PIECE_SOLDIER, 1 * V + c) == 4


# -- the heuristic bot ---------------------------------------------------------------------------
def test_the_heuristic_bot_accuses_and_judges_a_rival_with_as_many_crowns_to_death():
    from regnum.bots.heuristic.fief_talks import talks_choice

    state, _, assassin = murder_court()
    choice = talks_choice(state.view(0), 0, state.legal_actions())
    assert choice is not None and choice.text == f"accuse {named(state, assassin)} of murder"
    state.apply(choice)
    # the judge's family is left with one crown
    state.crown = replaced(state.crown, FIEF_OF[vil("quercignac")], -1)
    wear(state, assassin, vil("quercignac"))
    state._legal = None
    verdict = talks_choice(state.view(2), 2, state.legal_actions())
    assert verdict is not None and verdict.text == "sentence to death"
    set_alliance(state, 1, 2, True)
    verdict = talks_choice(state.view(2), 2, state.legal_actions())
    assert verdict is not None and verdict.text == "acquit", "an ally is acquitted"


def test_a_death_sentence_that_ends_the_game_closes_the_talks():
    """Regression (found in a random 5-player game, seed 564 under rules version 9): a lord
    executed in phase 1's talks passed his crown to the king, whose family won at once; the talks
    stayed open in a finished game, whose saved state then did not load. Under version 11 the
    random game of seed 24 ends with a death sentence."""
    from regnum.engine.rng import Rng
    from regnum.games.fief import diplomacy

    state, chooser = GAME.new_game(5, 24), Rng(24 ^ 0x5EED)
    while not state.is_over:
        state.apply(chooser.choice(list(state.legal_actions())))
    assert "gauvin is sentenced to death and executed" in state.log
    assert diplomacy.check(state) is None
    round_trips(state)


@pytest.mark.parametrize(("players", "judge", "seed"),
                         [(3, "at-seven", 1), (4, "yes", 2), (5, "at-seven", 3), (7, "at-seven", 4)])
def test_the_cases_a_seat_may_bring_are_exactly_those_problem_allows(
        players: int, judge: str, seed: int) -> None:
    """`justice.accusations` asks the talks' phase and the storm once and words no refusal: in a
    random game, at every other decision of the talks, as it stands and with crowns, alliances
    and a storm laid on it at random (so that champions and judges are there to be found), it
    lists exactly the cases `justice.problem` allows."""
    game = get("fief")
    cases = [a for a in game.actions if a.kind in justice.ACCUSATIONS]
    state = game.new_game(players, seed, {"judge-seat": judge})
    rng = Rng(seed)
    checked = brought = 0
    while not state.is_over:
        if state.phase == Phase.NEGOTIATE and rng.below(2) == 0:
            for variant in range(4):
                probe = state.clone()
                living = [lord for lord in range(len(probe.lord_card))
                          if probe.lord_status[lord] != LordStatus.DEAD]
                if variant >= 1:
                    for f in range(NUM_FIEFS):
                        if rng.below(3) == 0:
                            probe.crown = replaced(probe.crown, f, living[rng.below(len(living))])
                if variant >= 2:
                    for q in range(players):
                        if q != probe.actor and rng.below(2) == 0:
                            set_alliance(probe, probe.actor, q, True)
                if variant == 3:
                    probe.storm = replaced(probe.storm, rng.below(NUM_FIEFS), max(probe.turn, 1))
                allowed = [a for a in cases if justice.problem(probe, a) is None]
                assert sorted(justice.accusations(probe), key=lambda a: a.id) == allowed, (
                    probe.turn, probe.actor, variant)
                checked += 1
                brought += len(allowed)
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))])
    assert checked > 30
    assert brought > 0
