"""The final result of Krone & Schwert: why the game ended and what each seat's victory points
are made of (docs/api.md, `State.result`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from regnum.engine.game import JsonDict
from regnum.games.krone_und_schwert.data import FINAL_KING, FINAL_PER_BUILDING
from regnum.games.krone_und_schwert.scoring import territories, territory_prizes
from regnum.games.krone_und_schwert.state import END_DRAWN

if TYPE_CHECKING:
    from regnum.games.krone_und_schwert.state import KusState


def result(state: KusState) -> JsonDict:
    """The final scoring's parts (buildings, territory prizes, the king's bonus, as
    `scoring.final_bonus` adds them) and the points earned in play before it (taxes, city
    scorings, revolts: the rest); each seat's largest territory beside them."""
    n = state.num_players
    found = territories(state)
    buildings = [FINAL_PER_BUILDING * sum(state.built[p * 4:p * 4 + 4]) for p in range(n)]
    territory = territory_prizes(found, n)
    king = [FINAL_KING if p == state.king else 0 for p in range(n)]
    play = [state.vp[p] - buildings[p] - territory[p] - king[p] for p in range(n)]
    largest = [max((size for q, size in found if q == p), default=0) for p in range(n)]
    return {
        "reason": "end-card" if state.end_card == END_DRAWN else "last-space",
        "parts": [
            {"id": "play", "values": play},
            {"id": "buildings", "values": buildings},
            {"id": "territory", "values": territory},
            {"id": "king", "values": king},
        ],
        "also": [{"id": "largest-territory", "values": largest}],
    }
