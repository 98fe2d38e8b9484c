"""What a Fief seat holds and where the game stands: the features of its evaluation.

Crowns decide the game (three win, else the ranking at the turn limit), but they change seldom, so a
rollout cut short can barely tell moves apart by them. The holdings are the parts of rules version 4
(no family or church yet): crowned fiefs, villages held, castles and cities owned, troop combat
points, money and living lords, and whether the seat is out; the stage is the share of the turn
limit still to play. Fief's rules grow (version 5 and on): its weights must be refit with
`python -m tools.fit_evaluation fief` whenever its `rules_version` changes (stale weights are not
used). Weights: `fitted/fief.json`.
"""

from __future__ import annotations

from typing import Final

from regnum.bots.evaluation import Features
from regnum.games.fief.control import armed_masks
from regnum.games.fief.map import FIEF_OF, NUM_VILLAGES
from regnum.games.fief.state import DEAD, FiefState

VILLAGES: Final = range(NUM_VILLAGES)


def held(state: FiefState) -> list[int]:
    """Villages held per seat (`control.controller` for every village, from one pass)."""
    masks = armed_masks(state)
    counts = [0] * state.num_players
    for v in VILLAGES:
        mask = masks[v]
        if not mask:
            holder = state.crown_holder(FIEF_OF[v])
        else:
            holder = mask.bit_length() - 1 if mask & (mask - 1) == 0 else -1
        if holder >= 0:
            counts[holder] += 1
    return counts


def holdings(state: FiefState, p: int) -> tuple[float, ...]:
    troops = sum(state.troop_points(p, v) for v in VILLAGES)
    return (
        state.crowns_of(p),
        held(state)[p],
        sum(1 for owner in state.fort_owner if owner == p),
        troops / 10,
        state.money[p] / 10,
        sum(1 for lord, owner in enumerate(state.lord_owner)
            if owner == p and state.lord_status[lord] != DEAD),
        float(state.out[p]),
    )


def progress(state: FiefState) -> tuple[float]:
    """(share of the turn limit still to play)."""
    return (max(0.0, 1 - state.turn / state.turn_limit),)


FEATURES: Final = Features(
    "fief",
    ("crowns", "villages", "forts", "troops/10", "money/10", "lords", "out"),
    ("turns left",),
    holdings,
    progress,
)
