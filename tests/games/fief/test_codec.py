"""Saved states: restored exactly, and inconsistent ones refused with the reason."""

from __future__ import annotations

import json

import pytest

from regnum.engine.errors import RecordError
from regnum.engine.rng import Rng
from tests.games.fief.market import GAME


def saved(turns: int = 3) -> dict:
    state = GAME.new_game(4, 11)
    rng = Rng(11)
    while state.turn < turns:
        state.apply(rng.choice(list(state.legal_actions())))
    return json.loads(json.dumps(state.to_json()))


def refused(data: dict) -> str:
    with pytest.raises(RecordError) as caught:
        GAME.from_json(data)
    return str(caught.value)


def test_round_trip_is_exact():
    data = saved()
    assert GAME.from_json(data).to_json() == data


def test_a_fourth_fixed_piece_is_refused():
    data = saved()
    data["castle"][0], data["mills"][0], data["presses"][0] = 1, 2, 1
    data["city"][0] = 0
    assert "more than 3 fixed pieces" in refused(data)


def test_lord_cards_must_each_be_somewhere_once():
    data = saved()
    data["lord_deck"].append(data["lord_card"][0])
    assert "each card once" in refused(data)


def test_a_crown_on_a_dead_lord_or_without_a_city_is_refused():
    data = saved()
    data["crown"][0] = 0
    assert "cities do not match the crowns" in refused(data)
    data = saved()
    data["lord_status"][0] = 2
    data["lord_village"][0] = -1
    data["crown"][0] = 0
    data["castle"][0], data["city"][0] = 0, 1  # Aubrevaux, in fief 0
    assert "not alive" in refused(data)


def test_more_pieces_than_the_supply_or_reserve_is_refused():
    data = saved()
    data["soldiers"][0] = 41
    assert "reserve" in refused(data)
    data = saved()
    data["engines"][:11] = [1] * 11
    assert "supply" in refused(data)


def test_negative_money_and_unknown_seats_are_refused():
    data = saved()
    data["money"][1] = -100
    assert "negative" in refused(data)
    data = saved()
    data["first"] = 7
    assert "first-player card" in refused(data)
