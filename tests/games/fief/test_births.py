"""Part 2, phase 1's births: the father's and mother's dice, twins, bastards, placing a child in
either family of a couple of two seats, the fifth son given to the Church, d'Arc."""

from __future__ import annotations

from regnum.engine.tables import replaced
from regnum.games.fief import births
from regnum.games.fief.combat import Force, Fort, attack_dice
from regnum.games.fief.data import LORD_NAMES, is_female
from regnum.games.fief.family import BASTARD_TOKENS
from regnum.games.fief.state import RANK_PRIEST, LordStatus, Phase
from tests.games.fief.arena import Faces
from tests.games.fief.market import fort, lord, refused, texts, vil
from tests.games.fief.market import market as bare_market
from tests.games.fief.test_church import market

A, B, C = vil("corvignac"), vil("doumerac"), vil("tarnecourt")
# die indices: a d6 face is index + 1
FATHER_CHILD, FATHER_NONE, FATHER_TWINS = 2, 0, 5
MOTHER_WELL, MOTHER_BOTH_DIE, MOTHER_CHILD_DIES, MOTHER_DIES = 4, 0, 1, 2


def couple(state, man_seat: int = 0, lady_seat: int = 0, man_at: int = A, lady_at: int = A):
    man = lord(state, man_seat, man_at)
    lady = lord(state, lady_seat, lady_at, female=True)
    state.lord_spouse = replaced(state.lord_spouse, man, lady)
    state.lord_spouse = replaced(state.lord_spouse, lady, man)
    return man, lady


def stack_deck(state, *cards: int) -> None:
    """Put `cards` on top of the lord deck, the first drawn first."""
    for card in cards:
        state.lord_deck = tuple(c for c in state.lord_deck if c != card)
    state.lord_deck += tuple(reversed(cards))


def son_card(state) -> int:
    return next(c for c in state.lord_deck if not is_female(c))


def daughter_card(state) -> int:
    return next(c for c in state.lord_deck if is_female(c))


def start(state, *faces: int) -> None:
    """Phase 1 of turn 2 on the arranged board, each seat kept in the game by a lord."""
    spare = iter(v for v in range(len(state.castle)) if v not in (A, B, C) and not state.castle[v])
    for p in range(state.num_players):
        if not state.living_lords(p):  # from the bottom of the deck: the top is stacked
            card = next(c for c in state.lord_deck if not is_female(c))
            state.lord_deck = tuple(c for c in state.lord_deck if c != card)
            state.add_lord(card, p, next(spare))
    state.turn = 2
    state.rng_gen = Faces(*faces)
    state._legal = None
    births.births_start(state)


def name(card: int) -> str:
    return LORD_NAMES[card]


def test_a_married_lady_bears_a_legitimate_son_placed_with_his_father():
    state = market()
    man, lady = couple(state, man_at=A, lady_at=B)
    fort(state, 0, C)
    son = son_card(state)
    stack_deck(state, son)
    start(state)
    assert state.phase == Phase.BIRTHS and texts(state) == [f"bear child {name(state.lord_card[lady])}",
                                                            "end births"]
    state.rng_gen = Faces(FATHER_CHILD, MOTHER_WELL)
    state.apply(f"bear child {name(state.lord_card[lady])}")
    assert state.phase == Phase.PLACE_CHILD
    assert texts(state) == ["place child at corvignac", "place child at doumerac",
                            "place child at tarnecourt"], "with the father, the mother, or home"
    state.apply("place child at corvignac")
    child = state.lord_card.index(son)
    assert (state.lord_owner[child], state.lord_village[child]) == (0, A)
    assert (state.lord_father[child], state.lord_mother[child]) == (man, lady)
    assert state.lord_generation[child] == 2 and not state.lord_bastard[child]
    assert state.phase == Phase.PURCHASE, "no lady left to bear a child: the turn goes on"


def test_the_fathers_one_means_no_child_and_a_lady_tries_once_a_turn():
    state = market()
    _, lady = couple(state)
    start(state, FATHER_NONE)
    deck = state.lord_deck
    state.apply(f"bear child {name(state.lord_card[lady])}")
    assert state.lord_deck == deck and "bears no child (the father's die shows 1)" in state.log[-1]
    assert state.phase == Phase.PURCHASE


def test_twins_each_roll_the_mothers_die():
    """Father 6: twins; the first dies at birth (its card goes under the deck), the second lives."""
    state = market()
    _, lady = couple(state)
    first, second = son_card(state), daughter_card(state)
    stack_deck(state, first, second)
    start(state)
    state.rng_gen = Faces(FATHER_TWINS, MOTHER_CHILD_DIES, MOTHER_WELL)
    state.apply(f"bear child {name(state.lord_card[lady])}")
    assert state.lord_deck[0] == first, "a child dead at birth returns under the deck"
    assert "is with twins" in " ".join(state.log)
    assert second in state.lord_card and first not in state.lord_card, \
        "one place (both parents at corvignac): the living twin goes there at once"
    assert state.phase == Phase.PURCHASE, "a daughter born this turn bears no child in it"


def test_the_mothers_die_can_take_mother_and_child_or_the_mother_alone():
    state = market()
    _, lady = couple(state)
    start(state)
    state.rng_gen = Faces(FATHER_CHILD, MOTHER_BOTH_DIE)
    state.apply(f"bear child {name(state.lord_card[lady])}")
    assert state.lord_status[lady] == LordStatus.DEAD and len(state.living_lords(0)) == 1
    state = market()
    man, lady = couple(state)
    card = son_card(state)
    stack_deck(state, card)
    start(state)
    state.rng_gen = Faces(FATHER_CHILD, MOTHER_DIES)
    state.apply(f"bear child {name(state.lord_card[lady])}")
    assert state.lord_status[lady] == LordStatus.DEAD and state.lord_spouse[man] == -1, \
        "a widower: the marriage ends with the death"
    child = state.lord_card.index(card)
    assert state.lord_village[child] == A and state.lord_mother[child] == lady, \
        "one place left (with the father): the child goes there without a question"


def test_an_unmarried_lady_bears_a_bastard_and_is_excommunicated():
    state = market()
    lady = lord(state, 0, A, female=True)
    card = son_card(state)
    stack_deck(state, card)
    start(state)
    state.rng_gen = Faces(FATHER_CHILD, MOTHER_WELL)
    state.apply(f"bear child {name(state.lord_card[lady])}")
    child = state.lord_card.index(card)
    assert state.lord_bastard[child] and state.lord_father[child] == -1
    assert state.lord_excommunicated[lady], "« Cette femme est alors d'office excommuniée »"


def test_bastard_tokens_limit_births_out_of_wedlock():
    state = market()
    lady = lord(state, 0, A, female=True)
    for _ in range(BASTARD_TOKENS):
        state.lord_bastard = replaced(state.lord_bastard, lord(state, 1, B), 1)
    start(state)
    assert state.phase == Phase.PURCHASE, "no bastard token left: nobody is asked"
    state.phase = Phase.BIRTHS
    state.pending, state.actor = [0], 0
    state.family = [-1] * births.HEADER
    state._legal = None
    assert "no bastard token is left" in refused(state, f"bear child {name(state.lord_card[lady])}")


def test_a_prisoner_or_darc_lady_bears_no_child():
    state = market()
    _, lady = couple(state)
    state.lord_status[lady] = LordStatus.PRISONER
    state.lord_captor = replaced(state.lord_captor, lady, 1)
    _, other = couple(state, 1, 1, B, B)
    state.lord_darc = replaced(state.lord_darc, other, 1)
    start(state)
    assert state.phase == Phase.PURCHASE


def test_in_a_couple_of_two_seats_the_mothers_seat_places_the_child_in_either_family():
    state = market()
    man, lady = couple(state, man_seat=1, lady_seat=0, man_at=B, lady_at=A)
    fort(state, 1, C)
    card = daughter_card(state)
    stack_deck(state, card)
    start(state)
    assert state.actor == 0, "the mother's seat decides"
    state.rng_gen = Faces(FATHER_CHILD, MOTHER_WELL)
    state.apply(f"bear child {name(state.lord_card[lady])}")
    assert texts(state) == ["place child at corvignac",
                            "place child with the father's family at doumerac",
                            "place child with the father's family at tarnecourt"]
    state.apply("place child with the father's family at tarnecourt")
    child = state.lord_card.index(card)
    assert (state.lord_owner[child], state.lord_village[child]) == (1, C)
    assert state.lord_father[child] == man and state.lord_mother[child] == lady


def test_a_fifth_son_goes_to_a_priest_the_mother_chooses_or_his_card_returns():
    state = market(players=3)
    _, lady = couple(state)
    for _ in range(3):
        lord(state, 0, C)  # four men in family 0 with the husband
    priest = lord(state, 1, B)
    state.lord_rank = replaced(state.lord_rank, priest, RANK_PRIEST)
    other = lord(state, 2, vil("belvirac"))
    state.lord_rank = replaced(state.lord_rank, other, RANK_PRIEST)
    card = son_card(state)
    stack_deck(state, card)
    start(state)
    state.rng_gen = Faces(FATHER_CHILD, MOTHER_WELL)
    state.apply(f"bear child {name(state.lord_card[lady])}")
    assert state.phase == Phase.CHURCH_CHILD
    assert texts(state) == sorted((f"give son to {name(state.lord_card[priest])}",
                                   f"give son to {name(state.lord_card[other])}"),
                                  key=lambda t: state.game.parse_action(t).id)
    state.apply(f"give son to {name(state.lord_card[priest])}")
    child = state.lord_card.index(card)
    assert (state.lord_owner[child], state.lord_village[child]) == (1, B), "raised by the priest"
    state = market()
    _, lady = couple(state)
    for _ in range(3):
        lord(state, 0, C)
    card = son_card(state)
    stack_deck(state, card)
    start(state)
    state.rng_gen = Faces(FATHER_CHILD, MOTHER_WELL)
    state.apply(f"bear child {name(state.lord_card[lady])}")
    assert card == state.lord_deck[0] and "nowhere to go" in state.log[-1], \
        "no cleric: the card returns to the deck"


def test_a_third_child_of_a_generation_may_make_a_daughter_darc():
    state = market()
    man, lady = couple(state)
    daughter = lord(state, 0, A, female=True)
    son = lord(state, 0, A)
    for child in (daughter, son):
        state.lord_father = replaced(state.lord_father, child, man)
        state.lord_mother = replaced(state.lord_mother, child, lady)
        state.lord_generation = replaced(state.lord_generation, child, 2)
        state.born += (0, 2, state.lord_card[child])
    card = son_card(state)
    stack_deck(state, card)
    start(state)
    state.rng_gen = Faces(FATHER_CHILD, MOTHER_WELL)
    state.apply(f"bear child {name(state.lord_card[lady])}")
    assert state.phase == Phase.DARC and state.actor == 0
    assert texts(state) == [f"name {name(state.lord_card[daughter])} d'arc", "no d'arc"]
    state.apply(f"name {name(state.lord_card[daughter])} d'arc")
    assert state.lord_darc[daughter] and state.phase == Phase.PURCHASE
    assert births.darc_candidates(state, 0, 2) == [], "one d'Arc card"


def test_darc_counts_a_point_and_adds_an_attack_die_up_to_five():
    lady = Force(ladies=1)
    darc = Force(lords=1, darc=1)
    assert lady.points == 0 and darc.points == 1
    assert attack_dice(Force(soldiers=6, lords=1, darc=1), Fort.NONE) == 3
    assert attack_dice(Force(soldiers=30, lords=1, darc=1), Fort.NONE) == 5, "« 5 dés max »"
    assert attack_dice(Force(soldiers=30, lords=1), Fort.NONE) == 4


def test_darc_holds_a_village_moves_three_times_and_attacks_twice():
    state = bare_market()
    darc = lord(state, 0, A, female=True)
    state.lord_darc = replaced(state.lord_darc, darc, 1)
    assert state.points(0, A) == 1 and state.fights(darc)
    assert state.max_moves(darc) == 3 and state.max_attacks(darc) == 2
    plain = lord(state, 0, B, female=True)
    assert state.points(0, B) == 0 and state.max_moves(plain) == 2
