"""Part 2, phase 6's family round: ordination and leaving orders, marriages (within a family,
between two with a dowry, a wife by dowry), their blessing and refusals, the limits of the box,
retiring a lord, inheritance and the lone bastard."""

from __future__ import annotations

import pytest

from regnum.engine import Rng
from regnum.engine.events import Event
from regnum.engine.game import Action
from regnum.engine.tables import replaced
from regnum.games import get
from regnum.games.fief import marriage
from regnum.games.fief.battle import kill
from regnum.games.fief.church import lord_of_card
from regnum.games.fief.data import LORD_NAMES
from regnum.games.fief.family import (
    MARRIAGE_CARDS,
    heirs,
    leave_orders_problem,
    marriage_cards_left,
    ordain_problem,
    retire_problem,
)
from regnum.games.fief.map import FIEF_OF, NUM_FIEFS
from regnum.games.fief.marriage import propose_problem, wife_problem
from regnum.games.fief.purchase import recruit
from regnum.games.fief.state import (
    RANK_BISHOP,
    RANK_CARDINAL,
    RANK_LAY,
    RANK_PRIEST,
    FiefState,
    LordStatus,
    Phase,
)
from tests.games.fief.market import fort, lord, refused, texts, vil
from tests.games.fief.test_church import crowned, market

A, B, C = vil("corvignac"), vil("doumerac"), vil("tarnecourt")


def named(state, lord_id: int) -> str:
    return LORD_NAMES[state.lord_card[lord_id]]


def priest(state, p: int, v: int, rank: int = RANK_PRIEST) -> int:
    cleric = lord(state, p, v)
    state.lord_rank = replaced(state.lord_rank, cleric, rank)
    state.lord_ordained = replaced(state.lord_ordained, cleric, 1)
    return cleric


def phase6(state) -> None:
    """The family round of phase 6 on the arranged board (turn 3)."""
    state.turn = 3
    state._legal = None
    marriage.family_start(state)
    state._legal = None


def test_a_lord_is_ordained_unmarried_legitimate_and_even_a_prisoner():
    state = market()
    free_man = lord(state, 0, A)
    captive = lord(state, 0, B)
    state.lord_status[captive] = LordStatus.PRISONER
    state.lord_captor = replaced(state.lord_captor, captive, 1)
    bastard = lord(state, 0, A)
    state.lord_bastard = replaced(state.lord_bastard, bastard, 1)
    lord(state, 1, C)
    phase6(state)
    assert state.phase == Phase.FAMILY and state.actor == 0
    options = texts(state)
    assert f"ordain {named(state, free_man)}" in options
    assert f"ordain {named(state, captive)}" in options, "« par contre, il peut être prisonnier »"
    assert "a bastard" in refused(state, f"ordain {named(state, bastard)}")
    state.apply(f"ordain {named(state, free_man)}")
    assert state.lord_rank[free_man] == RANK_PRIEST and state.lord_ordained[free_man] == 3
    state.apply(f"ordain {named(state, captive)}")
    third = lord(state, 0, C)
    state._legal = None
    assert "both priest cards are taken" in refused(state, f"ordain {named(state, third)}")
    assert "ordained this turn" in refused(state, f"leave orders {named(state, free_man)}")


def test_a_priest_leaves_orders_in_a_later_turn_and_marries_from_the_next():
    state = market()
    cleric = priest(state, 0, A)
    lady = lord(state, 0, A, female=True)
    other = priest(state, 0, B)  # a priest to bless them
    phase6(state)
    state.apply(f"leave orders {named(state, cleric)}")
    assert state.lord_rank[cleric] == RANK_LAY and state.lord_ordained[cleric] == -3
    assert "marry from the next" in refused(state, f"propose {named(state, cleric)} and "
                                                   f"{named(state, lady)}")
    state.turn = 4
    state._legal = None
    assert f"propose {named(state, cleric)} and {named(state, lady)}" in texts(state)
    assert other >= 0


def test_a_bishop_who_leaves_orders_leaves_his_bishopric():
    state = market()
    bishop = priest(state, 0, A, RANK_BISHOP)
    state.bishop = replaced(state.bishop, 1, bishop)
    phase6(state)
    state.apply(f"leave orders {named(state, bishop)}")
    assert state.bishop[1] == -1


def test_two_lords_of_one_family_marry_with_one_card_when_a_priest_blesses_them():
    state = market()
    man = lord(state, 0, A)
    lady = lord(state, 0, A, female=True)
    priest(state, 1, B)
    phase6(state)
    state.apply(f"propose {named(state, man)} and {named(state, lady)}")
    assert state.phase == Phase.BLESS and state.actor == 1, "the priest's seat is asked"
    assert texts(state) == ["bless the marriage", "refuse to bless"]
    state.apply("bless the marriage")
    assert state.lord_spouse[man] == lady and state.lord_spouse[lady] == man
    assert marriage_cards_left(state) == MARRIAGE_CARDS - 1
    assert state.phase == Phase.FAMILY and state.actor == 1, "seat 0 has nothing left to do"
    assert marriage.act_options(state, 0) == [], "one request per phase 6"


def test_a_marriage_between_two_families_with_a_dowry_accepted_and_blessed():
    state = market(players=3)
    man = lord(state, 0, A)
    lady = lord(state, 1, B, female=True)
    priest(state, 2, C)
    phase6(state)
    state.money[:] = [1000, 1000, 1000]
    state.apply(f"propose {named(state, man)} and {named(state, lady)}")
    assert state.phase == Phase.DOWRY
    assert "dowry 300 from the wife's family" in texts(state)
    state.apply("dowry 200 from the wife's family")
    assert state.phase == Phase.ANSWER and state.actor == 1
    state.apply("accept the marriage")
    assert state.phase == Phase.BLESS and state.actor == 2
    state.apply("bless the marriage")
    assert state.lord_spouse[man] == lady
    assert state.money[:2] == [1200, 800], "« après remise de la dote du joueur ayant la femme »"
    assert marriage_cards_left(state) == MARRIAGE_CARDS - 2, "a card each"


def test_a_refused_marriage_and_a_refused_blessing_leave_them_unmarried():
    state = market(players=3)
    man = lord(state, 0, A)
    lady = lord(state, 1, B, female=True)
    priest(state, 2, C)
    phase6(state)
    state.apply(f"propose {named(state, man)} and {named(state, lady)}")
    state.apply("no dowry")
    state.apply("refuse the marriage")
    assert state.lord_spouse[man] == -1 and state.phase == Phase.FAMILY
    state = market()
    man = lord(state, 0, A)
    lady = lord(state, 0, A, female=True)
    priest(state, 1, B)
    phase6(state)
    state.apply(f"propose {named(state, man)} and {named(state, lady)}")
    state.apply("refuse to bless")
    assert state.lord_spouse[man] == -1 and "no cleric blesses" in state.log[-1]


def test_an_asking_seat_cannot_name_a_dowry_it_cannot_pay_nor_accept_one():
    state = market()
    man = lord(state, 0, A)
    lady = lord(state, 1, B, female=True)
    priest(state, 0, C)
    phase6(state)
    state.money[:] = [100, 50]
    state.apply(f"propose {named(state, man)} and {named(state, lady)}")
    assert "dowry 200 from the husband's family" not in texts(state)
    state.apply("dowry 100 from the wife's family")
    assert texts(state) == ["refuse the marriage"], "the wife's family cannot pay 100"


def test_a_crowned_lord_is_married_by_a_bishop_not_a_priest():
    state = market()
    king_of_fief = crowned(state, 0, A)
    lady = lord(state, 0, A, female=True)
    priest(state, 1, B)
    lord(state, 1, C)
    phase6(state)
    assert "no free cleric may bless" in refused(
        state, f"propose {named(state, king_of_fief)} and {named(state, lady)}")
    lay_cardinal = priest(state, 1, C, RANK_CARDINAL)
    state.lord_ordained = replaced(state.lord_ordained, lay_cardinal, 0)
    state._legal = None
    assert "no free cleric may bless" in refused(
        state, f"propose {named(state, king_of_fief)} and {named(state, lady)}"), \
        "a cardinal who bought his hat as a layman gives no sacrament"
    bishop = priest(state, 1, C, RANK_BISHOP)
    state.bishop = replaced(state.bishop, 2, bishop)
    state._legal = None
    state.apply(f"propose {named(state, king_of_fief)} and {named(state, lady)}")
    assert state.phase == Phase.BLESS


def test_a_wife_by_dowry_costs_300_to_the_bank():
    state = market()
    man = lord(state, 0, A)
    priest(state, 0, B)
    phase6(state)
    state.money[0] = 500
    deck = len(state.lord_deck)
    state.apply(f"take a wife for {named(state, man)}")
    wife = len(state.lord_card) - 1
    assert state.money[0] == 200 and len(state.lord_deck) == deck - 1
    assert state.is_female(wife) and state.lord_village[wife] == A
    state.apply("bless the marriage")
    assert state.lord_spouse[man] == wife


def test_who_may_not_marry():
    state = market()
    man = lord(state, 0, A)
    sister = lord(state, 0, A, female=True)
    father = lord(state, 0, B)
    state.lord_father = replaced(replaced(state.lord_father, man, father), sister, father)
    excommunicate = lord(state, 0, A, female=True)
    state.lord_excommunicated = replaced(state.lord_excommunicated, excommunicate, 1)
    cleric = priest(state, 0, C)
    phase6(state)
    assert "too close kin" in refused(state, f"propose {named(state, man)} and "
                                             f"{named(state, sister)}")
    assert "excommunicated" in refused(state, f"propose {named(state, man)} and "
                                              f"{named(state, excommunicate)}")
    assert "man of the Church" in refused(state, f"propose {named(state, cleric)} and "
                                                  f"{named(state, sister)}")


def test_a_family_marries_only_one_of_its_lords_into_another():
    state = market(players=3)
    first = lord(state, 0, A)
    wife = lord(state, 1, B, female=True)
    state.lord_spouse = replaced(state.lord_spouse, first, wife)
    state.lord_spouse = replaced(state.lord_spouse, wife, first)
    second = lord(state, 0, A)
    lady = lord(state, 2, C, female=True)
    priest(state, 2, C)
    phase6(state)
    assert "only one of its lords" in refused(state, f"propose {named(state, second)} and "
                                                      f"{named(state, lady)}")


def test_marriage_cards_run_out():
    state = market()
    for _ in range(MARRIAGE_CARDS):
        man, lady = lord(state, 1, B), lord(state, 1, B, female=True)
        state.lord_spouse = replaced(state.lord_spouse, man, lady)
        state.lord_spouse = replaced(state.lord_spouse, lady, man)
    man, lady = lord(state, 0, A), lord(state, 0, A, female=True)
    priest(state, 0, C)
    phase6(state)
    assert "not enough marriage cards" in refused(state, f"propose {named(state, man)} and "
                                                          f"{named(state, lady)}")


def test_a_widow_may_remarry():
    state = market()
    husband = lord(state, 0, A)
    widow = lord(state, 0, A, female=True)
    state.lord_spouse = replaced(state.lord_spouse, husband, widow)
    state.lord_spouse = replaced(state.lord_spouse, widow, husband)
    kill(state, husband)
    assert state.lord_spouse[widow] == -1
    suitor = lord(state, 0, A)
    priest(state, 0, C)
    phase6(state)
    assert f"propose {named(state, suitor)} and {named(state, widow)}" in texts(state)


def test_a_lord_is_retired_only_to_make_room():
    state = market()
    men = [lord(state, 0, A) for _ in range(3)]
    lord(state, 1, B)
    priest(state, 1, C)
    phase6(state)
    assert "to make room" in refused(state, f"retire {named(state, men[0])}")
    fourth = lord(state, 0, A)
    state._legal = None
    state.apply(f"retire {named(state, fourth)}")
    assert state.lord_status[fourth] == LordStatus.DEAD


def test_a_lone_bastard_is_retired_to_make_way_for_a_new_lord():
    state = market()
    bastard = lord(state, 0, A)
    state.lord_bastard = replaced(state.lord_bastard, bastard, 1)
    lord(state, 1, B)
    priest(state, 1, C)
    phase6(state)
    assert f"retire {named(state, bastard)}" in texts(state)


def test_heirs_are_children_by_age_then_siblings_never_bastards():
    state = market()
    father = lord(state, 0, A)
    uncle = lord(state, 0, A)
    grandfather = lord(state, 0, B)
    for son in (father, uncle):
        state.lord_father = replaced(state.lord_father, son, grandfather)
    bastard = lord(state, 0, A)
    state.lord_father = replaced(state.lord_father, bastard, father)
    state.lord_bastard = replaced(state.lord_bastard, bastard, 1)
    daughter = lord(state, 0, A, female=True)
    son = lord(state, 0, A)
    for child in (daughter, son):
        state.lord_father = replaced(state.lord_father, child, father)
    stranger = lord(state, 0, C)
    assert heirs(state, father) == [daughter, son, uncle, grandfather, stranger]
    state.crown = replaced(state.crown, FIEF_OF[A], father)
    fort(state, 0, A, city=True)
    kill(state, father)
    assert state.crown[FIEF_OF[A]] == daughter, "« par fratrie ou descendance »: the eldest child"


def test_a_family_left_with_a_bastard_loses_its_crown_to_the_king():
    state = market()
    wearer = crowned(state, 0, A)
    bastard = lord(state, 0, B)
    state.lord_bastard = replaced(state.lord_bastard, bastard, 1)
    king = lord(state, 1, C)
    state.king = king
    kill(state, wearer)
    assert state.crown[FIEF_OF[A]] == king, "« elle revient au roi s'il y en a un »"


def test_the_five_point_lord_joins_the_first_living_generation():
    state = market()
    child = lord(state, 0, A)
    state.lord_generation = replaced(state.lord_generation, child, 3)
    grandson = lord(state, 0, A)
    state.lord_generation = replaced(state.lord_generation, grandson, 4)
    state.bought = replaced(state.bought, 0, 5)
    recruit(state, 0, A)
    assert state.lord_generation[len(state.lord_card) - 1] == 3


def family_act_problem(state: FiefState, p: int, action: Action) -> Event | str | None:
    """The refusal behind each of `act_options`' kinds of act, for seat `p`."""
    lord = lord_of_card(state, action.args[0])
    if lord < 0:
        return "not living"
    if action.kind == "propose":
        woman = lord_of_card(state, action.args[1])
        return "not living" if woman < 0 else propose_problem(state, p, lord, woman)
    return {"ordain": ordain_problem, "leave_orders": leave_orders_problem,
            "retire": retire_problem, "take_wife": wife_problem}[action.kind](state, p, lord)


@pytest.mark.parametrize(("players", "seed"), [(2, 5), (4, 6), (6, 7)])
def test_the_family_acts_open_to_a_seat_are_exactly_those_their_problems_allow(
        players: int, seed: int) -> None:
    """`marriage.act_options` makes no refusal for the couples it skips: in a random game, at
    every decision of the family round, for every seat, as it stands and with a storm laid on a
    fief, it lists exactly the acts whose `*_problem` is None."""
    game = get("fief")
    acts = [a for a in game.actions
            if a.kind in ("ordain", "leave_orders", "retire", "take_wife", "propose")]
    state = game.new_game(players, seed)
    rng = Rng(seed)
    checked, kinds = 0, set()
    while not state.is_over:
        if state.phase == Phase.FAMILY:
            for stormy in (False, True):
                probe = state.clone()
                if stormy:
                    probe.storm = replaced(probe.storm, rng.below(NUM_FIEFS), max(probe.turn, 1))
                for p in range(probe.families):
                    allowed = [a for a in acts if family_act_problem(probe, p, a) is None]
                    assert marriage.act_options(probe, p) == allowed, (probe.turn, p, stormy)
                    kinds |= {a.kind for a in allowed}
                    checked += 1
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))])
    assert checked > 30
    assert kinds >= {"ordain", "retire", "take_wife", "propose"}
