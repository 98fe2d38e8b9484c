"""The part-2 data model: family, church and royalty tables carried by every copy of a state,
refused when inconsistent, remapped when the dead are buried; version-4 saves are refused."""

from __future__ import annotations

import pytest

from regnum.engine.errors import RecordError
from regnum.engine.rng import Rng
from regnum.engine.tables import replaced
from regnum.games.fief.state import RANK_PRIEST, FiefState, LordStatus
from regnum.games.fief.turn import bury_dead
from tests.games.fief.market import GAME, lord, market, vil

A, B = vil("corvignac"), vil("doumerac")


def family() -> tuple[FiefState, int, int, int]:
    state = market(players=2)
    father = lord(state, 0, A)
    mother = lord(state, 1, B, female=True)
    state.lord_spouse = replaced(state.lord_spouse, father, mother)
    state.lord_spouse = replaced(state.lord_spouse, mother, father)
    card, state.lord_deck = state.lord_deck[-1], state.lord_deck[:-1]
    child = state.add_lord(card, 1, B, father=father, mother=mother)
    return state, father, mother, child


def test_a_child_is_one_generation_below_its_parents_and_everything_round_trips():
    state, father, _, child = family()
    assert state.lord_generation[father] == 1 and state.lord_generation[child] == 2
    state.lord_rank = replaced(state.lord_rank, child, RANK_PRIEST)
    state.lord_ordained = replaced(state.lord_ordained, child, state.turn)
    state.king = father
    state.royal_army = replaced(state.royal_army, A, 7)
    data = state.to_json()
    back = GAME.from_json(data)
    assert back.to_json() == data and state.clone().to_json() == data
    view = state.view(0)
    assert view["lords"][child]["father"] == father and view["lords"][child]["rank"] == RANK_PRIEST
    assert view["king"] == father and view["royal_army"][A] == 7
    sample = state.determinize(1, Rng(3))
    assert sample.lord_spouse == state.lord_spouse and sample.royal_army == state.royal_army


def test_an_older_save_is_refused_naming_both_versions():
    data = GAME.new_game(2, 0).to_json()
    data["rules_version"] = 8
    with pytest.raises(RecordError, match="rules version 8, this regnum has 11"):
        GAME.from_json(data)


@pytest.mark.parametrize(("field", "value", "reason"), [
    ("lord_spouse", 99, "not in play"),
    ("lord_bastard", 2, "not 0 or 1"),
    ("lord_rank", 5, "church rank"),
])
def test_inconsistent_family_tables_are_refused(field, value, reason):
    state, _, _, child = family()
    data = state.to_json()
    data[field][child] = value
    with pytest.raises(RecordError, match=reason):
        GAME.from_json(data)


def test_a_one_sided_marriage_and_a_dead_king_are_refused():
    state, _, mother, child = family()
    data = state.to_json()
    data["lord_spouse"][child] = mother
    with pytest.raises(RecordError, match="not married to him"):
        GAME.from_json(data)
    data = state.to_json()
    data["king"] = 0  # the set-up lords of `market` are dead
    with pytest.raises(RecordError, match="king is not a living lord"):
        GAME.from_json(data)


def test_burying_the_dead_remaps_spouses_parents_and_royalty():
    state, father, mother, child = family()
    state.queen, state.dauphin = mother, child
    state.lord_status[father] = LordStatus.DEAD
    state.lord_village[father] = -1
    cards = state.lord_card[mother], state.lord_card[child]
    bury_dead(state)  # the father and the dead set-up lords of `market` leave the tables
    new_mother, new_child = (state.lord_card.index(card) for card in cards)
    assert state.lord_spouse[new_mother] == -1  # a widow
    assert state.lord_father[new_child] == -1 and state.lord_mother[new_child] == new_mother
    assert (state.queen, state.dauphin) == (new_mother, new_child)
    assert GAME.from_json(state.to_json()).to_json() == state.to_json()
