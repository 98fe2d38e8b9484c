"""The final result of Fief: which victory ended the game and each seat's crowned fiefs, with
what ranks seats when no victory of section A did (docs/api.md, `State.result`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from regnum.engine.game import JsonDict
from regnum.games.fief.control import controller
from regnum.games.fief.map import NUM_VILLAGES
from regnum.games.fief.victory import END_REASONS, end_reason

if TYPE_CHECKING:
    from regnum.games.fief.state import FiefState

REASON_IDS: Final = ("three-crowns", "royal-couple", "pope", "last-seat", "turn-limit")


def result(state: FiefState) -> JsonDict:
    """The score is the crowned fiefs ([A]); villages held and money rank the seats still able
    to win at the turn limit or when one is left (victory.winners), so they are shown beside."""
    n = state.num_players
    held = [0] * n
    for v in range(NUM_VILLAGES):
        p = controller(state, v)
        if p >= 0:
            held[p] += 1
    reason = end_reason(state)
    return {
        "reason": REASON_IDS[END_REASONS.index(reason)] if reason else "over",
        "parts": [],
        "also": [
            {"id": "villages", "values": held},
            {"id": "money", "values": list(state.money)},
        ],
    }
