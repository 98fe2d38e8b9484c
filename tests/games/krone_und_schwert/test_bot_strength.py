"""The heuristic bot against three random bots at 4 players, seats rotated (the 1,000-game figure
is measured separately with `regnum simulate kus --games 1000 --bots heuristic,random,random,random`
and reported in docs/rules/krone-und-schwert.md; this keeps a margin over the 70% target)."""

from __future__ import annotations

from tests.strength import heuristic_share_against_random

from .helpers import GAME


def test_heuristic_beats_three_random_bots():
    assert heuristic_share_against_random(GAME, 200, 7000) >= 0.85
