"""What a Krone & Schwert seat holds and where the game stands: the features of its evaluation.

Victory points come in bursts (a city scoring, a new king, the final count of buildings, the largest
territories and the crown), so the standings lag behind what a seat has on the board and in hand.
The holdings are victory points, cards in hand and their combat strength, castles, cities,
cathedrals, markers on the board, the crown and pope visits; the stages are the share of the board
still free and whether the end card is in the pile (a king reached the threshold), since the game
ends when either runs out. Weights: `fitted/krone-und-schwert.json`.
"""

from __future__ import annotations

from typing import Final

from regnum.bots.evaluation import Features
from regnum.games.krone_und_schwert.data import COMBAT, NUM_CARD_KINDS
from regnum.games.krone_und_schwert.state import END_ASIDE, KusState


def holdings(state: KusState) -> list[tuple[float, ...]]:
    return [seat_holdings(state, p) for p in range(state.num_players)]


def seat_holdings(state: KusState, p: int) -> tuple[float, ...]:
    hand = state.hands[p * NUM_CARD_KINDS:(p + 1) * NUM_CARD_KINDS]
    return (
        state.vp[p],
        sum(hand),
        sum(c * k for c, k in zip(COMBAT, hand, strict=True)),
        state.castles(p),
        state.cities(p),
        state.cathedrals(p),
        state.on_board(p),
        1.0 if state.king == p else 0.0,
        state.pope[p],
    )


def progress(state: KusState) -> tuple[float, float]:
    """(share of the board's spaces still free, 1 once the end card is in the pile)."""
    free = state.free_spaces() / len(state.owner) if state.owner else 1.0
    return free, 0.0 if state.end_card == END_ASIDE else 1.0


FEATURES: Final = Features(
    "krone-und-schwert",
    ("vp", "cards", "combat", "castles", "cities", "cathedrals", "markers", "king", "pope"),
    ("free share", "end card in pile"),
    holdings,
    progress,
)
