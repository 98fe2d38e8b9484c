"""The shared engine contract, for 3 and 4 players and the variants."""

from __future__ import annotations

import pytest

from tests.contract import check_contract

from .helpers import GAME


@pytest.mark.parametrize(
    ("n", "options"),
    [(3, {}), (4, {}), (3, {"setup3": "reveal"}), (4, {"combined": "true", "scoring": "dagger"})],
)
def test_contract(n, options):
    report = check_contract(GAME, n, seed=n * 17, options=options)
    assert report.undoable > 0  # raises built card by card, summer turns, tithes
