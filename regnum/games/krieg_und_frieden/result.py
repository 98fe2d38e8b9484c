"""The final result of Krieg und Frieden: why the game ended and where each seat's seals came
from (docs/api.md, `State.result`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from regnum.engine.game import JsonDict
from regnum.games.krieg_und_frieden.data import (
    SECTION_POINTS_DAGGER,
    SECTION_POINTS_STANDARD,
    SECTIONS,
)

if TYPE_CHECKING:
    from regnum.games.krieg_und_frieden.state import KufState


def result(state: KufState) -> JsonDict:
    """Seals for the cathedral's sections, for the builders' worker huts, for agenda cards with
    the privilege symbol (the rest: no other reward gives seals); resource cards break a tie."""
    n = state.num_players
    points = SECTION_POINTS_DAGGER if state.dagger else SECTION_POINTS_STANDARD
    sections = [0] * n
    for section, builder in enumerate(state.builders):
        sections[builder] += points[section]
    huts = list(state.hut_seals)
    privileges = [state.seals[p] - sections[p] - huts[p] for p in range(n)]
    return {
        "reason": "cathedral" if state.sections == len(SECTIONS) else "no-agenda",
        "parts": [
            {"id": "sections", "values": sections},
            {"id": "huts", "values": huts},
            {"id": "privileges", "values": privileges},
        ],
        "also": [{"id": "cards", "values": [state.cards_held(p) for p in range(n)]}],
    }
