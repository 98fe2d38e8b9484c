"""What a Krieg und Frieden seat holds and where the game stands: the features of its evaluation.

Seals change only when a spring is won, so the standings alone say little about who will win. The
holdings are seals, resource cards (its bid on the table still counts as its own), worker huts,
farmsteads, privileges, the Adviser's seat and agenda cards in hand; the stages are the share of
agenda cards still to be played and the share of cathedral sections still to build, so that cards
count for much early and seals for much late. Weights: `fitted/krieg-und-frieden.json`.
"""

from __future__ import annotations

from typing import Final

from regnum.bots.evaluation import Features
from regnum.games.krieg_und_frieden.data import AGENDA_DECK, SECTIONS
from regnum.games.krieg_und_frieden.state import KufState, Step

AGENDA_CARDS: Final = sum(AGENDA_DECK)


def holdings(state: KufState) -> list[tuple[float, ...]]:
    return [seat_holdings(state, p) for p in range(state.num_players)]


def seat_holdings(state: KufState, p: int) -> tuple[float, ...]:
    cards = state.hand_size(p) + state.plunder_size(p) + sum(state.layers[p])
    if state.step == Step.BID and state.actor == p:
        cards += sum(state.pending)
    return (
        state.seals[p],
        cards,
        state.workers[p],
        state.farmsteads[p],
        state.privilege_count(p),
        1.0 if state.adviser == p else 0.0,
        state.agenda_hand_size(p),
    )


def progress(state: KufState) -> tuple[float, float]:
    """(share of agenda cards still to be played, share of cathedral sections still to build)."""
    agenda_left = (sum(state.agenda_hands) + (state.agenda >= 0)) / AGENDA_CARDS
    return agenda_left, (len(SECTIONS) - state.sections) / len(SECTIONS)


FEATURES: Final = Features(
    "krieg-und-frieden",
    ("seals", "cards", "workers", "farmsteads", "privileges", "adviser", "agenda cards"),
    ("agenda left", "sections left"),
    holdings,
    progress,
)
