"""Part 2, royalty: the king's election and crowning, queen and dauphin, succession, the royal army,
the crown of a family that died out, and victories B and C."""

from __future__ import annotations

from regnum.engine.tables import replaced
from regnum.games.fief import elections, royalty
from regnum.games.fief.map import FIEF_OF
from regnum.games.fief.state import RANK_BISHOP, RANK_CARDINAL, RANK_POPE, Phase
from regnum.games.fief.victory import end_reason
from tests.games.fief.market import lord, put, texts, vil
from tests.games.fief.test_church import cleric, crowned, market, named, phase6

A, B = vil("corvignac"), vil("aubrevaux")


def electorate():
    """Seat 0 crowned twice, seat 1 once, seat 2 a cardinal: an election of the king."""
    state = market(3)
    duke = crowned(state, 0, A)
    state.crown = replaced(state.crown, FIEF_OF[vil("escarbois")], duke)
    count = crowned(state, 1, B)
    cardinal = cleric(state, 2, vil("tarnecourt"), RANK_CARDINAL)
    return state, duke, count, cardinal


def to_king_ballot(state):
    phase6(state)
    while state.phase == Phase.CHURCH_ACTS:
        state.apply("end church acts")
    assert state.phase == Phase.BALLOT and elections.KIND_NAMES[state.church[0]] == "king"


def test_the_king_is_elected_by_a_lead_of_one_vote_and_crowned_with_consent():
    state, duke, count, cardinal = electorate()
    wife = lord(state, 1, B, female=True)
    state.lord_spouse = replaced(state.lord_spouse, duke, wife)
    state.lord_spouse = replaced(state.lord_spouse, wife, duke)
    son = lord(state, 0, A)
    state.lord_father = replaced(state.lord_father, son, duke)
    state.lord_mother = replaced(state.lord_mother, son, wife)
    to_king_ballot(state)
    assert elections.weights(state, elections.KIND_KING) == [2, 1, 1], "crown 1, hat 1"
    assert f"vote for {named(state, cardinal)}" not in texts(state), "a cardinal cannot be king"
    state.apply(f"vote for {named(state, duke)}")
    state.apply(f"vote for {named(state, count)}")
    state.apply("abstain")
    assert state.phase == Phase.CONSENT and state.actor == 2, "the cardinal's seat consents"
    state.apply("consent to the crowning")
    assert state.king == duke and state.queen == wife and state.dauphin == son
    assert 2 <= sum(state.royal_army) <= 12 and state.royal_army[A] == sum(state.royal_army)
    assert any("is crowned king" in line for line in state.log)


def test_a_tie_crowns_nobody():
    state, duke, count, _ = electorate()
    to_king_ballot(state)
    state.apply(f"vote for {named(state, count)}")  # seat 0 gives its 2 votes to the count
    state.apply(f"vote for {named(state, duke)}")
    state.apply(f"vote for {named(state, duke)}")
    assert state.king < 0, "2 against 2: nobody is ahead by one vote"
    assert any("no lord is ahead" in line for line in state.log)


def test_a_refused_consent_leaves_the_throne_empty():
    state, duke, _, _ = electorate()
    to_king_ballot(state)
    state.apply(f"vote for {named(state, duke)}")
    state.apply("abstain")
    state.apply("abstain")
    state.apply("refuse the crowning")
    assert state.king < 0


def test_one_bishop_is_not_enough_two_are():
    state = market(3)
    duke = crowned(state, 0, A)
    cleric(state, 1, vil("tarnecourt"), RANK_BISHOP, see=3)
    to_king_ballot(state)
    state.apply(f"vote for {named(state, duke)}")
    state.apply("abstain")
    state.apply("consent to the crowning")
    assert state.king < 0, "l'accord de deux évêques"
    state = market(3)
    duke = crowned(state, 0, A)
    cleric(state, 1, vil("tarnecourt"), RANK_BISHOP, see=3)
    cleric(state, 2, vil("tarnecourt"), RANK_BISHOP, see=4)
    to_king_ballot(state)
    state.apply(f"vote for {named(state, duke)}")
    state.apply("abstain")
    state.apply("abstain")
    state.apply("consent to the crowning")
    state.apply("consent to the crowning")
    assert state.king == duke


def test_the_royal_army_passes_to_the_queen_then_the_dauphin_and_vanishes_with_no_heir():
    state = market(3)
    king = lord(state, 0, A)
    queen = lord(state, 1, B, female=True)
    son = lord(state, 2, B)
    state.king, state.queen, state.dauphin = king, queen, son
    state.royal_army = replaced(state.royal_army, A, 4)
    assert royalty.royal_seat(state) == 0
    royalty.lord_gone(state, king)
    assert state.king < 0 and royalty.royal_seat(state) == 1 and sum(state.royal_army) == 4
    royalty.lord_gone(state, queen)
    assert royalty.royal_seat(state) == 2
    royalty.lord_gone(state, son)
    assert sum(state.royal_army) == 0, "retournent cultiver la terre"


def test_only_the_free_king_buys_royal_army_points():
    state = market()
    king = lord(state, 0, A)
    state.king = king
    state._legal = None
    state.apply("buy royal army")
    assert state.royal_army[A] == 1 and state.money[0] == 4900
    state.royal_army = replaced(state.royal_army, A, 12)
    state._legal = None
    assert "buy royal army" not in texts(state)


def test_a_crown_without_a_family_goes_to_the_king():
    state = market()
    king = lord(state, 0, A)
    state.king = king
    fief = FIEF_OF[B]
    put(state, 1, B, soldiers=2)
    assert royalty.vacant_crown(state, fief) is True
    assert state.crown[fief] == king


def test_victory_b_two_married_seats_with_king_queen_and_four_crowns():
    state = market()
    king = crowned(state, 0, A)
    queen = crowned(state, 1, B)
    state.lord_spouse = replaced(state.lord_spouse, king, queen)
    state.lord_spouse = replaced(state.lord_spouse, queen, king)
    state.king, state.queen = king, queen
    state.crown = replaced(state.crown, FIEF_OF[vil("escarbois")], king)
    from regnum.games.fief.victory import crowned_winner, royal_couple

    assert royal_couple(state) == []
    state.crown = replaced(state.crown, FIEF_OF[vil("tarnecourt")], queen)
    assert royal_couple(state) == [0, 1]
    assert crowned_winner(state) and state.winners == [0, 1]
    assert end_reason(state) == "king and queen" and state.view(None)["end_reason"] == "king and queen"


def test_victory_c_a_pope_a_crown_and_a_bishop_of_the_family():
    state = market()
    crowned(state, 0, A)
    cleric(state, 0, A, RANK_POPE)
    from regnum.games.fief.victory import crowned_winner

    assert not crowned_winner(state)
    cleric(state, 0, A, RANK_BISHOP, see=2)
    assert crowned_winner(state) and state.winners == [0] and end_reason(state) == "Pope"
    assert state.stats()["end_pope"] == 1.0


def test_the_dauphin_is_crowned_by_the_clergy_without_an_election_and_keeps_the_army():
    state = market(3)
    prince = lord(state, 0, A)
    mother = lord(state, 0, A, female=True)
    state.dauphin, state.queen = prince, mother
    state.royal_army = replaced(state.royal_army, A, 5)
    cleric(state, 2, vil("tarnecourt"), RANK_CARDINAL)
    phase6(state)
    state.apply("end church acts")
    assert state.phase == Phase.CONSENT, "no ballot: the prince waits only for his crowning"
    state.apply("consent to the crowning")
    assert state.king == prince and state.queen == mother, "the queen mother stays queen"
    assert sum(state.royal_army) == 5, "he keeps the army and raises none"


def test_the_popes_refusal_is_a_veto_on_the_crowning():
    state = market(3)
    duke = crowned(state, 0, A)
    cleric(state, 1, vil("tarnecourt"), RANK_CARDINAL)
    cleric(state, 2, vil("tarnecourt"), RANK_POPE)
    to_king_ballot(state)
    state.apply(f"vote for {named(state, duke)}")
    state.apply("abstain")
    assert state.pending == [1, 2]
    state.apply("consent to the crowning")
    state.apply("refuse the crowning")
    assert state.king < 0, "the Pope has the right of veto on a crowning decided by a cardinal"


def test_a_bishop_elected_into_a_papal_family_ends_the_game_at_once():
    state = market()
    crowned(state, 0, A)
    crowned(state, 1, B)
    cleric(state, 0, A, RANK_POPE)
    priest = cleric(state, 0, A, 1)
    phase6(state)
    state.apply("end church acts")
    state.apply(f"nominate {named(state, priest)}")
    state.apply("vote yes")
    state.apply("vote no")
    state.apply("let the election stand")  # the Pope's seat may veto; it does not
    assert state.is_over and state.winners == [0] and end_reason(state) == "Pope"
    from regnum.games.fief.codec import problem

    assert problem(state) is None


def test_the_royal_army_marches_with_the_king_and_fights_for_his_seat():
    from regnum.games.fief import battle, combat
    from tests.games.fief import arena as ar

    state = ar.arena()
    here, there = ar.village("belvirac"), ar.village("corvignac")
    hugo = ar.lord(state, 0, here)
    state.king = ar.lord_id(state, hugo)
    ar.troops(state, 0, here, soldiers=5)
    state.royal_army = replaced(state.royal_army, here, 6)
    ar.lord(state, 1, there)
    ar.troops(state, 1, there, soldiers=2)
    ar.go(state)
    ar.play(state, f"lead {hugo}", "take all", f"march {'corvignac'}")
    assert state.royal_army[there] == 6 and state.royal_army[here] == 0, "it follows the king"
    while not ar.in_battle(state):
        ar.play(state, "end movements")
    assert battle.force(state, 0, there).points == 5 + 6 + 1
    assert battle.dice(state, True) == 2, "12 points: two dice"
    side = battle.force(state, 0, there)
    after, _, _ = combat.default_losses(side, 7, 0)
    assert (after.soldiers, after.royal, after.lords) == (0, 4, 1), "soldiers first, then royal"
    battle.set_troops(state, 0, there, side, after)
    assert state.royal_army[there] == 4


def test_a_king_who_marries_makes_his_wife_queen_in_the_next_phase_6():
    state = market(3)
    king = lord(state, 0, A)
    mother = lord(state, 0, A, female=True)
    state.king, state.queen = king, mother
    bride = lord(state, 1, B, female=True)
    state.lord_spouse = replaced(state.lord_spouse, king, bride)
    state.lord_spouse = replaced(state.lord_spouse, bride, king)
    phase6(state)
    assert state.queen == bride, "the queen mother gives way at the new king's marriage"
