"""Who holds a village: the occupant, or the crown for an empty village of a crowned fief.

GAME-DATA.md (Fief, "Rules the fan text assumes"): a village is controlled by leaving at least one
soldier, knight or lord in it; villages of a crowned fief belong to its lord even when empty.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from regnum.games.fief.map import FIEF_OF, FIEFS, NUM_VILLAGES
from regnum.games.fief.state import LordStatus

if TYPE_CHECKING:
    from regnum.games.fief.state import FiefState


def occupants(state: FiefState, v: int) -> list[int]:
    """Seats with a soldier, knight or free lord in `v`."""
    return [p for p in range(state.num_players) if state.present(p, v)]


def controller(state: FiefState, v: int) -> int:
    """The seat holding `v`, or -1 (nobody, or two armies face each other)."""
    here = occupants(state, v)
    if len(here) == 1:
        return here[0]
    if not here:
        return state.crown_holder(FIEF_OF[v])
    return -1


def occupancy(state: FiefState) -> list[set[int]]:
    """Per village, the seats present (one pass over the tables, for legal-action generation)."""
    found: list[set[int]] = [set() for _ in range(NUM_VILLAGES)]
    for p in range(state.num_players):
        base = p * NUM_VILLAGES
        for v in range(NUM_VILLAGES):
            i = base + v
            if state.soldiers[i] or state.knights3[i] or state.knights6[i]:
                found[v].add(p)
    for lord, v in enumerate(state.lord_village):
        if v >= 0 and state.lord_status[lord] == LordStatus.FREE:
            found[v].add(state.lord_owner[lord])
    return found


def holders(state: FiefState, occupied: list[set[int]]) -> list[int]:
    """`controller` of every village, from `occupancy`."""
    return [
        next(iter(here)) if len(here) == 1
        else state.crown_holder(FIEF_OF[v]) if not here else -1
        for v, here in enumerate(occupied)
    ]


def enemy_present(state: FiefState, p: int, v: int) -> bool:
    return any(q != p and state.present(q, v) for q in range(state.num_players))


def controls_fief(state: FiefState, p: int, fief: int) -> bool:
    """`p` alone holds every village of `fief` (the condition for buying its crown)."""
    return all(controller(state, v) == p for v in FIEFS[fief].villages)
