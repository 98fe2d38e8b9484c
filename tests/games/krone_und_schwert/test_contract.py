"""The shared engine contract, for every player count and the options."""

from __future__ import annotations

import pytest

from regnum.games import get
from tests.contract import check_contract

GAME = get("krone-und-schwert")


@pytest.mark.parametrize("num_players", [2, 3, 4, 5])
def test_contract(num_players):
    report = check_contract(GAME, num_players, 40 + num_players, games=2, max_steps=400,
                            json_every=5, view_every=3)
    assert report.finished >= 1
    assert report.undoable > 0  # builds, expansions, attacks before they go


@pytest.mark.parametrize("options", [
    {"layout": "players"},
    {"fewer_elements": "true"},
    {"layout": "players", "fewer_elements": "true"},
])
def test_contract_with_options(options):
    report = check_contract(GAME, 5, 9, options, games=1, max_steps=300, json_every=7,
                            view_every=5)
    assert report.steps > 0


def test_registry_alias():
    assert get("kus") is GAME
