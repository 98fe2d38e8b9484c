"""Phase 2: income from castles, cities, mills and presses, the taille and the bishop's dîme.

Seed, phase 2 "Revenus": a castle (not ruined) 100 and a city 200 to their owner ("pour le château
possédé", even empty, unless another seat's army stands in it); a press 100 and a mill 200 to the
seat that holds the village "occupé par ses propres soldats ... ou sur un village nu appartenant à
sa couronne ... sans la présence d'armées ennemies" (a combat point of its own there, or an empty
village of its crowned fief: a lady alone holds nothing, `control.holders`); the taille of a crowned
lord over the villages it so holds; the dîme, half of each village's mill and press income rounded
down to 100 écus, to the bishop of the bishopric (bishops arrive with the church part).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from regnum.games.fief.control import armed_masks, holders
from regnum.games.fief.data import (
    INCOME_CASTLE,
    INCOME_CITY,
    INCOME_MILL,
    INCOME_PRESS,
    TAILLE_PER_TWO,
    TAILLE_PER_VILLAGE,
    TITHE_UNIT,
)
from regnum.games.fief.map import BISHOPRIC_OF, FIEF_OF, NUM_VILLAGES
from regnum.games.fief.state import FREE

if TYPE_CHECKING:
    from regnum.games.fief.state import FiefState


def village_income(state: FiefState, v: int) -> tuple[int, int]:
    """(fortress income, mill and press income) of village `v` for whoever holds it."""
    fort = 0 if state.ruin[v] else state.castle[v] * INCOME_CASTLE + state.city[v] * INCOME_CITY
    return fort, state.mills[v] * INCOME_MILL + state.presses[v] * INCOME_PRESS


def tithe(produce: int) -> int:
    """The dîme on one village: half its mill and press income, rounded down to 100 écus
    ("1 moulin seul = 100 écus, 1 pressoir seul = 0, 2 pressoirs = 100, 3 pressoirs = 100")."""
    return produce // 2 // TITHE_UNIT * TITHE_UNIT


def taille(state: FiefState, p: int, held: list[int]) -> int:
    """The taille of a crowned seat: 100 per village held in its own crowned fiefs, plus 100 per
    two villages held in fiefs without a crown; nothing for villages of another's crowned fief."""
    if not state.crowns_of(p):
        return 0
    own = sum(1 for v in held if state.crown_holder(FIEF_OF[v]) == p)
    free = sum(1 for v in held if state.crown[FIEF_OF[v]] < 0)
    return own * TAILLE_PER_VILLAGE + free // 2 * TAILLE_PER_TWO


def bishop_seat(state: FiefState, v: int) -> int:
    """The seat of the bishop collecting the dîme in `v`, or -1 (none, or not free)."""
    lord = state.bishop[BISHOPRIC_OF[v]]
    if lord < 0 or state.lord_status[lord] != FREE:
        return -1
    return state.lord_owner[lord]


def incomes(state: FiefState) -> list[int]:
    """What each seat receives this phase 2 (seats that cannot win receive nothing, *decided*)."""
    n = state.num_players
    gains = [0] * n
    held: list[list[int]] = [[] for _ in range(n)]
    armed = armed_masks(state)
    holder = holders(state, armed)
    for v in range(NUM_VILLAGES):
        fort, produce = village_income(state, v)
        owner = state.fort_owner[v]
        if owner >= 0 and not armed[v] & ~(1 << owner):
            gains[owner] += fort
        p = holder[v]
        if p < 0:
            continue
        held[p].append(v)
        due = tithe(produce)
        bishop = bishop_seat(state, v) if due else -1
        if bishop >= 0:
            gains[bishop] += due
            produce -= due
        gains[p] += produce
    for p in range(n):
        gains[p] += taille(state, p, held[p])
    return [0 if state.out[p] else gains[p] for p in range(n)]


def collect(state: FiefState) -> None:
    gains = incomes(state)
    for p, gain in enumerate(gains):
        state.money[p] += gain
        state.income[p] = gain
