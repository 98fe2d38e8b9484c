"""The heuristic bot's choice about free markers (they are optional since rules version 2)."""

from __future__ import annotations

from regnum.bots import Observation, make

from .helpers import GAME, spaceless_turn


def test_heuristic_declines_a_free_marker_on_the_last_free_space():
    state = spaceless_turn(1)
    bot = make("heuristic", GAME, 1)
    assert bot.choose(Observation.of(state)).text == "no free marker"


def test_heuristic_places_its_free_markers_while_the_game_goes_on():
    state = spaceless_turn(3)
    bot = make("heuristic", GAME, 1)
    first = bot.choose(Observation.of(state))
    assert first.kind == "place"
    state.apply(first)
    assert bot.choose(Observation.of(state)).kind == "place"
