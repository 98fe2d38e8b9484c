"""An evaluation of unfinished Krieg und Frieden games for the search's cut rollouts.

Seals change only when a spring is won, so the standings alone say little about who will win. This
estimates each seat's win share from what it holds: a conditional logit (softmax over seats) of
seals, resource cards, worker huts, farmsteads, privileges, the Adviser's seat and agenda cards in
hand, each weighed three ways (alone, times the share of agenda cards still to be played, times the
share of cathedral sections still to be built), so that cards count for much early and seals for
much late. The weights were fitted by maximum likelihood to the winners of 1,500 heuristic self-play
games (101,162 positions, one in six; `tools/fit_kuf_evaluation.py` refits them); on held-out games
the Brier score of the win shares is 0.60 against 0.96 for the scores-based
`regnum.bots.ismcts.evaluate` (docs/bots.md).

It reads a full state: in the search that is a determinization, so it sees nothing the bot may not.
"""

from __future__ import annotations

import math

from regnum.bots.ismcts import win_shares
from regnum.engine.game import State
from regnum.games.krieg_und_frieden.data import AGENDA_DECK, SECTIONS
from regnum.games.krieg_und_frieden.state import KufState, Step

# Weights of (seals, cards, workers, farmsteads, privileges, adviser, agenda cards in hand):
# alone, times agenda cards left / 16, times sections left / 6.
WEIGHTS = (
    (0.483, 0.182, 0.438, 0.132, 0.269, 0.087, 0.106),
    (-0.224, 0.452, -0.188, 0.093, -0.018, -0.020, -0.595),
    (-0.115, -0.458, -0.161, 0.067, 0.546, -0.111, 0.382),
)
AGENDA_CARDS = sum(AGENDA_DECK)


def features(state: KufState, p: int) -> tuple[float, ...]:
    """What seat `p` holds: cards on the table in its bid still count as its own."""
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


def evaluate(state: State) -> list[float]:
    """Estimated win shares of every seat; a finished game's real ones. Sums to 1."""
    if state.is_over:
        return win_shares(state)
    assert isinstance(state, KufState)
    agenda_left, sections_left = progress(state)
    alone, by_agenda, by_sections = WEIGHTS
    utilities = []
    for p in range(state.num_players):
        x = features(state, p)
        utilities.append(
            sum(
                v * (w0 + agenda_left * w1 + sections_left * w2)
                for v, w0, w1, w2 in zip(x, alone, by_agenda, by_sections, strict=True)
            )
        )
    top = max(utilities)
    weights = [math.exp(u - top) for u in utilities]
    total = sum(weights)
    return [w / total for w in weights]
