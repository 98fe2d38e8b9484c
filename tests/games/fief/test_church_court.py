"""The Church's justice (seed: "Par viol ou adultère, en phase 1 = un enfant ... (bâtard(e)). Justice
peut être demandée par le seigneur le plus couronné, un cardinal ou le Pape : mise à mort du
seigneur ou amende de 300 écus maximum"; "le Pape au-dessus du cardinal pour la justice
ecclésiale"; the veto "pour le roi ou le Pape (affaires religieuses exclusivement)"): a bastard's
birth brought before the Pope, else a cardinal, never a lay lord."""

from __future__ import annotations

from regnum.engine.tables import replaced
from regnum.games.fief.data import LORD_NAMES
from regnum.games.fief.diplomacy import talks_start
from regnum.games.fief.state import RANK_CARDINAL, RANK_POPE, FiefState, LordStatus, Phase
from tests.games.fief.market import GAME, lord, refused, texts, vil
from tests.games.fief.test_births import FATHER_CHILD, MOTHER_WELL, son_card, stack_deck, start
from tests.games.fief.test_church import crowned, market

MOTHER_AT, DUCHY, COUNTY = vil("corvignac"), vil("aubrevaux"), vil("escarbois")
POPE_AT, CARDINAL_AT, KING_AT = vil("noirvaux"), vil("rochefraine"), vil("pradelieu")


def named(state: FiefState, lord_id: int) -> str:
    return LORD_NAMES[state.lord_card[lord_id]]


def round_trips(state: FiefState) -> None:
    assert GAME.from_json(state.to_json()).to_json() == state.to_json()


def talks_of(state: FiefState, speaker: int) -> None:
    """Phase 6's talks after the births of turn 2, `speaker` to talk."""
    state.phase, state.actor, state.pending = Phase.NEGOTIATE, -1, []
    talks_start(state, 6)
    while state.actor != speaker:
        state.apply("end negotiations")


def church_court(pope_seat: int = 2, cardinal_seat: int = 3) -> tuple[FiefState, int]:
    """Four seats: p1's unmarried lady bears a bastard son in phase 1 of turn 2; p2's lord wears a
    duchy; the Pope (of `pope_seat`, -1 none) and a cardinal wearing a county (of
    `cardinal_seat`, -1 none); p4 holds the king. Returns the state at p2's talks of phase 6 and
    the mother."""
    state = market(4)
    mother = lord(state, 0, MOTHER_AT, female=True)
    crowned(state, 1, DUCHY)
    if pope_seat >= 0:
        state.lord_rank = replaced(state.lord_rank, lord(state, pope_seat, POPE_AT), RANK_POPE)
    if cardinal_seat >= 0:
        state.lord_rank = replaced(state.lord_rank, crowned(state, cardinal_seat, COUNTY), RANK_CARDINAL)
    state.king = lord(state, 3, KING_AT)
    stack_deck(state, son_card(state))
    start(state, FATHER_CHILD, MOTHER_WELL)
    state.apply(f"bear child {named(state, mother)}")
    if state.phase == Phase.PLACE_CHILD:
        state.apply("place child at corvignac")
    talks_of(state, 1)
    return state, mother


def accuse(state: FiefState, mother: int) -> str:
    return f"accuse {named(state, mother)} before the church"


def test_a_bastards_birth_is_judged_by_the_pope_above_a_crowned_cardinal_and_the_king_has_no_veto():
    state, mother = church_court()
    act = state.view(None)["diplomacy"]["acts"][-1]
    assert (act["kind"], act["from"], act["to"], act["lord"], act["until"], act["status"]) == (
        "bastard", 0, 0, named(state, mother), 3, "broken"), "the case, public, for two turns"
    assert accuse(state, mother) in texts(state), "the most-crowned lord asks for justice"
    state.apply(accuse(state, mother))
    assert state.phase == Phase.JUDGE and state.actor == 2, "the Pope above the cardinal"
    assert f"p2 accuses p1 of the bastard born to {named(state, mother)}; p3 judges" \
        in state.log[-1]
    case = state.view(3)["diplomacy"]["case"]
    assert case == {"act": 0, "accused": 0, "accuser": 1, "condemned": named(state, mother),
                    "church": True}
    assert texts(state) == ["acquit", "sentence to death", "fine 200 écus", "fine 300 écus",
                            "fine 100 écus"], "at most 300 écus (by action id)"
    round_trips(state)
    state.apply("sentence to death")
    assert state.lord_status[mother] == LordStatus.DEAD, "no pardon by the king of p4"
    assert state.phase == Phase.NEGOTIATE and state.actor == 1
    assert state.view(None)["diplomacy"]["acts"][-1]["status"] == "tried"
    assert not any(t.endswith("before the church") for t in texts(state)), "once per case"
    round_trips(state)


def test_the_popes_seat_brings_the_case_a_cardinal_judges_and_the_pope_may_pardon():
    state, mother = church_court()
    state.apply("end negotiations")  # p2 lets it go; the Pope's seat asks for justice
    assert state.actor == 2
    state.apply(accuse(state, mother))
    assert state.actor == 3, "the accuser's family does not judge: the cardinal of p4"
    state.apply("fine 300 écus")
    assert state.phase == Phase.PARDON and state.actor == 2, "the Pope's veto, not the king's"
    assert "the Pope may pardon" in state.log[-1]
    purse = list(state.money)
    state.apply("pardon the condemned")
    assert state.money == purse and "the Pope pardons p1" in state.log
    assert state.view(None)["diplomacy"]["acts"][-1]["status"] == "tried"

    state, mother = church_court()
    state.apply("end negotiations")
    state.apply(accuse(state, mother))
    state.money[0] = 250
    purse = list(state.money)
    state.apply("fine 300 écus")
    state.apply("let the sentence stand")
    assert state.money[0] == 0 and state.money[1:] == purse[1:], "paid to the Church, the bank"
    assert "p1 is fined 300 écus and pays 250 to the Church" in state.log


def test_without_the_pope_a_cardinal_judges_and_without_either_no_lay_lord_does():
    state, mother = church_court(pope_seat=-1)
    state.apply(accuse(state, mother))
    assert state.phase == Phase.JUDGE and state.actor == 3, "the cardinal, the Pope missing"
    state.apply("acquit")
    assert state.lord_status[mother] == LordStatus.FREE

    state, mother = church_court(pope_seat=-1, cardinal_seat=-1)
    crowned(state, 2, COUNTY)  # a crowned lay lord of a third family
    state._legal = None
    assert "needs a free Pope or cardinal" in refused(state, accuse(state, mother))


def test_who_may_bring_the_church_case_and_until_when():
    state, mother = church_court(pope_seat=-1)
    talks_of(state, 0)
    assert not any(t.endswith("before the church") for t in texts(state)), "not one's own family"
    talks_of(state, 2)
    assert "only a family with a cardinal, the Pope or the most-crowned lord" in refused(
        state, accuse(state, mother)), "p3 has none of them"
    state.turn = 4  # after the end of the turn after the birth
    talks_of(state, 1)
    assert f"the time for justice for the bastard born to {named(state, mother)} is over" \
        in state.log
    assert state.view(None)["diplomacy"]["acts"][-1]["status"] == "lapsed"
    assert "no bastard born to" in refused(state, accuse(state, mother))


def test_the_mothers_death_ends_the_case():
    state, mother = church_court()
    state.lord_status[mother] = LordStatus.DEAD
    state._legal = None
    assert "the mother is dead" in refused(state, accuse(state, mother))


def test_the_heuristic_bot_brings_the_church_case_against_a_rival_and_fines_at_most_300():
    from regnum.bots.heuristic.fief_talks import talks_choice

    state, mother = church_court()
    choice = talks_choice(state.view(1), 1, state.legal_actions())
    assert choice is not None and choice.text == accuse(state, mother)
    state.apply(choice)
    pope = state.lord_rank.index(RANK_POPE)
    state.crown = (-1,) * len(state.crown)  # nobody leads, the accused has fewer crowns
    state.crown = replaced(state.crown, 0, pope)
    state._legal = None
    verdict = talks_choice(state.view(2), 2, state.legal_actions())
    assert verdict is not None and verdict.text == "fine 300 écus"


def test_at_a_table_with_the_treasurer_and_judge_the_church_still_judges_its_own_cases():
    """The judge seat judges the lay cases; a bastard's birth stays with the Pope ("exclusivement
    pour les affaires ecclésiales"). The court's table is given the option here, which makes its
    last seat (p4, the king's family in this court) the judge seat of every lay case."""
    state, mother = church_court()
    state.options = {**state.options, "judge-seat": "yes"}
    assert state.judge_seat == 3
    state.apply(accuse(state, mother))
    assert state.phase == Phase.JUDGE and state.actor == 2, "the Pope, not the judge seat"
