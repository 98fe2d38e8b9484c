"""The shared engine contract, for every player count and the options."""

from __future__ import annotations

import pytest

from regnum.games import get
from tests.contract import check_contract

GAME = get("fief")


@pytest.mark.parametrize("num_players", [2, 3, 4, 5, 6, 7])  # seven: six families and the judge
def test_contract(num_players):
    report = check_contract(GAME, num_players, 60 + num_players, {"turn-limit": "20"}, games=2,
                            max_steps=3000, json_every=11, view_every=9)
    assert report.finished == 2


@pytest.mark.parametrize("options", [{"female-lords": "no"}, {"turn-limit": "100"},
                                     {"judge-seat": "yes"}])
def test_contract_with_options(options):
    report = check_contract(GAME, 3, 9, options, games=1, max_steps=300, json_every=5,
                            view_every=5)
    assert report.steps == 300


def test_registry():
    assert get("fief") is GAME
    assert GAME.name == "Fief" and (GAME.min_players, GAME.max_players) == (2, 7)
