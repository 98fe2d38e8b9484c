"""Part 2, the Church: church income, bishops' elections and their secret ballots, cardinals, the
Pope, excommunication's effects."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from regnum.engine.rng import Rng
from regnum.engine.tables import replaced
from regnum.games.fief import church, elections
from regnum.games.fief.data import LORD_NAMES
from regnum.games.fief.income import incomes
from regnum.games.fief.state import (
    RANK_BISHOP,
    RANK_CARDINAL,
    RANK_POPE,
    RANK_PRIEST,
    LordStatus,
    Phase,
)
from regnum.games.fief.turn import bury_dead
from regnum.games.fief.views import sees_all
from tests.games.fief.market import GAME, fort, lord, put, refused, texts, vil
from tests.games.fief.market import market as bare_market

A = vil("corvignac")  # bishopric 1, fief Brisemont


def market(players: int = 2):
    """`market.market` with the dead lords of set-up buried, so that lord ids stay put when
    phase 6 ends the turn."""
    state = bare_market(players)
    bury_dead(state)
    return state


def named(state, lord_id: int) -> str:
    return LORD_NAMES[state.lord_card[lord_id]]


def cleric(state, p: int, v: int, rank: int, see: int = -1) -> int:
    """A lord of seat `p` at `v` with church rank `rank` (a bishop of `see`)."""
    lord_id = lord(state, p, v)
    state.lord_rank = replaced(state.lord_rank, lord_id, rank)
    state.lord_ordained = replaced(state.lord_ordained, lord_id, 1)
    if see >= 0:
        state.bishop = replaced(state.bishop, see, lord_id)
    return lord_id


def crowned(state, p: int, fief_village: int) -> int:
    """A crowned lord of `p` wearing the crown of the fief of `fief_village` (its city there)."""
    from regnum.games.fief.map import FIEF_OF

    lord_id = lord(state, p, fief_village)
    fort(state, p, fief_village, city=True)
    state.crown = replaced(state.crown, FIEF_OF[fief_village], lord_id)
    return lord_id


def phase6(state):
    """Run the church part of phase 6 on the arranged state (turn 3, so priests of turn 1 stand)."""
    state.turn = 3
    state._legal = None
    elections.elections_start(state)
    state._legal = None


# -- phase 2 ------------------------------------------------------------------------------------
def test_the_pope_takes_100_from_each_free_bishop():
    state = market()
    put(state, 1, A, soldiers=1)
    fort(state, 1, A)  # seat 1 earns 100 from its castle
    cleric(state, 1, A, RANK_BISHOP, see=1)
    cleric(state, 0, vil("tarnecourt"), RANK_POPE)
    assert incomes(state) == [100, 0], "le Pape reçoit 100 écus de chaque évêque, dîme ou pas"
    state.lord_status[state.bishop[1]] = 1
    state.lord_captor = replaced(state.lord_captor, state.bishop[1], 0)
    assert incomes(state) == [0, 100], "a captive bishop owes the Pope nothing"


def test_cardinals_take_half_the_dime_of_two_untaxed_bishoprics_in_turn_order():
    state = market(3)
    dimes = {}
    for see, name in ((0, "aubrevaux"), (1, "corvignac"), (2, "escarbois")):
        v = vil(name)
        put(state, 2, v, soldiers=1)
        state.mills = replaced(state.mills, v, 2)  # a dîme of 200
        dimes[see] = cleric(state, 2, v, RANK_BISHOP, see=see)
    from regnum.games.fief.map import BISHOPRIC_OF

    assert [BISHOPRIC_OF[vil(n)] for n in ("aubrevaux", "corvignac", "escarbois")] == [0, 1, 2]
    cleric(state, 1, vil("tarnecourt"), RANK_CARDINAL)
    cleric(state, 0, vil("tarnecourt"), RANK_CARDINAL)
    state.first = 1
    # seat 1 plays first: two half-dîmes of 100; seat 0 finds one bishopric left
    assert incomes(state) == [100, 200, 3 * 200 + 3 * 200 - 300]


def test_king_and_queen_receive_their_pensions_the_prince_nothing():
    state = market(3)
    king = lord(state, 0, A)
    queen = lord(state, 1, vil("tarnecourt"), female=True)
    prince = lord(state, 2, vil("aubrevaux"))
    state.king, state.queen, state.dauphin = king, queen, prince
    assert incomes(state) == [300, 200, 0]


def test_an_excommunicated_lord_keeps_his_dime():
    state = market()
    put(state, 0, A, soldiers=1)
    state.mills = replaced(state.mills, A, 2)
    cleric(state, 1, vil("tarnecourt"), RANK_BISHOP, see=1)
    assert incomes(state) == [200, 200]
    rebel = lord(state, 0, A)
    state.lord_excommunicated = replaced(state.lord_excommunicated, rebel, 1)
    assert incomes(state) == [400, 0], "il ne verse pas la dîme à son évêque et la garde"


# -- bishops ------------------------------------------------------------------------------------
def bishop_table(players: int = 3):
    """Two crowned heads (seats 0 and 1), a priest of seat 2 ordained in turn 1."""
    state = market(players)
    crowned(state, 0, vil("corvignac"))
    crowned(state, 1, vil("aubrevaux"))
    priest = cleric(state, 2, vil("tarnecourt"), RANK_PRIEST)
    return state, priest


def test_an_election_of_bishop_is_held_and_won_by_a_strict_majority():
    state, priest = bishop_table()
    phase6(state)
    assert state.phase == Phase.NOMINATE and state.actor == 0
    assert f"nominate {named(state, priest)}" in texts(state)
    state.apply(f"nominate {named(state, priest)}")
    assert state.phase == Phase.BALLOT and state.pending == [0, 1]
    state.apply("vote yes")
    state.apply("vote no")
    assert state.bishop[0] < 0, "1 yes against 1 no is no majority: vacant this turn"
    assert any("1 yes, 1 no" in line for line in state.log)
    # bishopric 1 comes next; this time both say yes
    assert state.phase == Phase.NOMINATE
    state.apply(f"nominate {named(state, priest)}")
    state.apply("vote yes")
    state.apply("vote yes")
    assert state.bishop[1] == priest and state.lord_rank[priest] == RANK_BISHOP


def test_a_new_bishop_votes_at_once_in_the_next_election():
    state, priest = bishop_table()
    phase6(state)
    state.apply(f"nominate {named(state, priest)}")
    state.apply("vote yes")
    state.apply("vote yes")
    assert state.bishop[0] == priest
    assert elections.weights(state, elections.KIND_BISHOP) == [1, 1, 1]


def test_no_election_without_two_crowned_heads_a_king_or_a_cardinal():
    state = market(3)
    crowned(state, 0, vil("corvignac"))
    cleric(state, 2, vil("tarnecourt"), RANK_PRIEST)
    phase6(state)
    assert state.phase != Phase.NOMINATE and all(b < 0 for b in state.bishop)


def test_a_priest_ordained_this_turn_or_with_a_bastard_cannot_stand():
    state, priest = bishop_table()
    state.lord_ordained = replaced(state.lord_ordained, priest, 3)
    phase6(state)
    assert state.phase != Phase.NOMINATE, "ordained this turn: bishop from the next turn"
    state, priest = bishop_table()
    child = lord(state, 2, vil("tarnecourt"))
    state.lord_father = replaced(state.lord_father, child, priest)
    state.lord_bastard = replaced(state.lord_bastard, child, 1)
    phase6(state)
    assert state.phase != Phase.NOMINATE, "car tout se sait"


def test_the_king_may_veto_a_bishop_elected():
    state, priest = bishop_table()
    king = lord(state, 1, vil("belvirac"))
    state.king = king
    phase6(state)
    state.apply(f"nominate {named(state, priest)}")
    state.apply("vote yes")
    state.apply("vote yes")
    assert state.phase == Phase.VETO and state.actor == 1
    state.apply("veto the election")
    assert state.bishop[0] < 0 and state.lord_rank[priest] == RANK_PRIEST


def test_ballots_are_secret_to_other_seats_and_in_samples():
    state, priest = bishop_table()
    phase6(state)
    state.apply(f"nominate {named(state, priest)}")
    vote = GAME.parse_action("vote no")
    state.apply(vote)
    assert state.describe_action(vote, 0, 1) == "casts a secret ballot"
    assert state.describe_action(vote, 0, None) == "casts a secret ballot"
    assert state.describe_action(vote, 0, 0) == "vote no"
    other = json.dumps(state.view(1))
    assert state.view(0)["church"]["my_ballot"] == 0
    assert state.view(1)["church"]["my_ballot"] == -1, "seat 1 sees only its own (none yet)"
    assert "vote no" not in other and "my_ballot" not in state.view(None)["church"]
    seen = set()
    for k in range(20):
        sample = state.determinize(1, Rng(k))
        seen.add(sample.church[elections.HEADER + 0])
        assert sample.view(1) == state.view(1)
    assert seen == {0, 1}, "a sample for seat 1 draws seat 0's ballot, whatever it was"


# -- cardinals and the Pope -----------------------------------------------------------------------
def test_the_cardinals_hat_costs_500_for_a_layman_300_for_a_bishop_who_loses_his_see():
    state = market()
    layman = lord(state, 0, A)
    bishop = cleric(state, 0, A, RANK_BISHOP, see=1)
    state.apply(f"buy hat for {named(state, layman)}")
    assert state.money[0] == 4500 and state.lord_rank[layman] == RANK_CARDINAL
    state.apply(f"buy hat for {named(state, bishop)}")
    assert state.money[0] == 4200 and state.bishop[1] < 0
    wed = lord(state, 0, A)
    state.lord_spouse = replaced(state.lord_spouse, wed, layman)
    assert "married" in refused(state, f"buy hat for {named(state, wed)}")


def test_a_king_cannot_wear_a_cardinals_hat():
    """[Les Prêtres] cardinals and the Pope "ne peuvent ... devenir roi": the king cannot take the
    hat either, or one lord would be king and cardinal (random games reached king and Pope)."""
    state = market()
    king = lord(state, 0, A)
    state.king = king
    assert "is king" in refused(state, f"buy hat for {named(state, king)}")
    assert state.money[0] == 5000 and state.lord_rank[king] == 0


def test_a_cardinal_lifts_excommunication_and_legitimises_bastards():
    state = market()
    cleric(state, 0, A, RANK_CARDINAL)
    sinner = lord(state, 1, vil("tarnecourt"), female=True)
    state.lord_excommunicated = replaced(state.lord_excommunicated, sinner, 1)
    bastard = lord(state, 1, vil("tarnecourt"))
    state.lord_bastard = replaced(state.lord_bastard, bastard, 1)
    phase6(state)
    assert state.phase == Phase.CHURCH_ACTS and state.actor == 0
    state.apply(f"absolve {named(state, sinner)}")
    state.apply(f"legitimise {named(state, bastard)}")
    assert not state.lord_excommunicated[sinner] and not state.lord_bastard[bastard]
    assert "only the Pope" in refused(state, f"name cardinal {named(state, bastard)}")


def test_two_cardinals_elect_a_pope_by_majority():
    state = market(3)
    first = cleric(state, 0, A, RANK_CARDINAL)
    cleric(state, 1, vil("tarnecourt"), RANK_CARDINAL)
    cleric(state, 1, vil("tarnecourt"), RANK_CARDINAL)
    phase6(state)
    for _ in range(2):  # each seat with a cardinal may act for the Church first
        state.apply("end church acts")
    assert state.phase == Phase.NOMINATE
    state.apply(f"nominate {named(state, first)}")
    state.apply("nominate nobody")
    assert state.phase == Phase.BALLOT
    state.apply(f"vote for {named(state, first)}")
    state.apply(f"vote for {named(state, first)}")
    assert state.lord_rank[first] == RANK_POPE and church.pope(state) == first


def test_excommunication_takes_charge_marriage_and_throne():
    state = market()
    priest = cleric(state, 0, A, RANK_BISHOP, see=1)
    church.excommunicate(state, priest)
    assert state.lord_rank[priest] == 0 and state.bishop[1] < 0
    husband = lord(state, 0, A)
    wife = lord(state, 1, A, female=True)
    state.lord_spouse = replaced(state.lord_spouse, husband, wife)
    state.lord_spouse = replaced(state.lord_spouse, wife, husband)
    state.king, state.queen = husband, wife
    church.excommunicate(state, wife)
    assert state.lord_spouse[husband] == -1 and state.queen == -1 and state.king == husband


def test_taking_a_city_absolves_the_family_and_legitimises_its_bastards_there():
    from regnum.games.fief.crowns import claim_forts

    state = market()
    owner = crowned(state, 1, A)
    sinner = lord(state, 0, vil("tarnecourt"))
    state.lord_excommunicated = replaced(state.lord_excommunicated, sinner, 1)
    bastard = lord(state, 0, A)
    state.lord_bastard = replaced(state.lord_bastard, bastard, 1)
    state.lord_status[owner] = 1  # the defender's lord is taken: seat 0 alone holds the city
    state.lord_captor = replaced(state.lord_captor, owner, 0)
    assert claim_forts(state)
    assert not state.lord_excommunicated[sinner] and not state.lord_bastard[bastard]


def test_a_family_of_excommunicates_receives_no_new_crown():
    state = market()
    put(state, 0, A, soldiers=1)
    fort(state, 0, A)
    for name in ("doumerac", "isarnville"):
        put(state, 0, vil(name), soldiers=1)
    rebel = lord(state, 0, A)
    state.lord_excommunicated = replaced(state.lord_excommunicated, rebel, 1)
    state._legal = None
    assert "excommunicated" in refused(state, "crown corvignac")
    state.lord_excommunicated = replaced(state.lord_excommunicated, rebel, 0)
    state._legal = None
    state.apply("crown corvignac")


def test_a_captive_clerics_vote_goes_to_his_captor():
    state, _ = bishop_table()
    cardinal = cleric(state, 1, vil("tarnecourt"), RANK_CARDINAL)
    state.lord_status[cardinal] = 1
    state.lord_captor = replaced(state.lord_captor, cardinal, 2)
    assert elections.weights(state, elections.KIND_BISHOP) == [1, 1, 2]
    assert elections.weights(state, elections.KIND_KING) == [1, 1, 1]


@settings(max_examples=6, deadline=None)
@given(players=st.integers(2, 5), seed=st.integers(0, 2**32))
def test_a_cast_ballot_never_shows_in_another_seats_view_or_record_line(players, seed):
    """Whatever a seat put in the urn, every other seat (and a spectator) sees the same view and
    the same line for the action, until the totals are announced; only a seat with a spy sees
    the ballots ("Il a accès ... aux votes aussi")."""
    state = GAME.new_game(players, seed, {"turn-limit": "20"})
    rng = Rng(seed)
    ballots = 0
    while not state.is_over and ballots < 6:
        action = rng.choice(list(state.legal_actions()))
        if action.kind in ("c_ballot", "c_vote_for", "c_abstain") and len(state.pending) > 1:
            p = state.actor  # not the last ballot: the totals are not announced yet
            others = [a for a in state.legal_actions() if a != action]
            twin = state.clone()
            state.apply(action)
            if others:
                twin.apply(others[0])
                ballots += 1
                for viewer in [None, *(q for q in range(players) if q != p)]:
                    if sees_all(state, viewer):  # a spy's family sees the votes
                        assert twin.view(viewer) != state.view(viewer)
                        continue
                    assert twin.view(viewer) == state.view(viewer)
                    assert (twin.describe_action(others[0], p, viewer)
                            == state.describe_action(action, p, viewer))
            continue
        state.apply(action)


@pytest.mark.parametrize(("players", "seed"), [(3, 11), (5, 12)])
def test_the_church_acts_open_to_a_seat_are_exactly_those_act_problem_allows(players, seed):
    """`elections.church_acts` asks what depends on the seat once and words no refusal: in a
    random game, every 40 decisions, for every seat, with a random lord made Pope and another
    cardinal and random lords excommunicated, bastards or married (so that each act has lords to
    take), it lists exactly the church acts `church.act_problem` allows."""
    acts = [a for a in GAME.actions
            if a.kind in ("c_absolve", "c_legitimise", "c_name_cardinal", "c_annul")]
    state = GAME.new_game(players, seed)
    rng = Rng(seed)
    checked, kinds = 0, set()
    while not state.is_over:
        living = [lord for lord in range(len(state.lord_card))
                  if state.lord_status[lord] != LordStatus.DEAD]
        if len(state.history) % 40 == 0 and living:
            probe = state.clone()
            for lord in living:
                roll = rng.below(8)
                if roll == 0:
                    probe.lord_excommunicated = replaced(probe.lord_excommunicated, lord, 1)
                elif roll == 1:
                    probe.lord_bastard = replaced(probe.lord_bastard, lord, 1)
                elif roll == 2:
                    probe.lord_rank = replaced(probe.lord_rank, lord, RANK_PRIEST)
            probe.lord_rank = replaced(probe.lord_rank, living[rng.below(len(living))], RANK_POPE)
            probe.lord_rank = replaced(probe.lord_rank, living[rng.below(len(living))],
                                       RANK_CARDINAL)
            for p in range(players):
                allowed = [a for a in acts
                           if church.act_problem(probe, p, a.kind, a.args[0]) is None]
                assert sorted(elections.church_acts(probe, p), key=lambda a: a.id) == allowed
                kinds |= {a.kind for a in allowed}
                checked += 1
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))])
    assert checked > 30
    assert kinds >= {"c_absolve", "c_legitimise", "c_name_cardinal"}
