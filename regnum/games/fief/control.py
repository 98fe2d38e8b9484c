"""Who holds a village: the occupant, or the crown for an empty village of a crowned fief.

GAME-DATA.md (Fief, "Rules the fan text assumes"): a village is controlled by leaving at least one
soldier, knight or lord in it; villages of a crowned fief belong to its lord even when empty.
"""

from __future__ import annotations

from itertools import compress
from typing import TYPE_CHECKING

from regnum.games.fief.data import MAX_PLAYERS
from regnum.games.fief.map import FIEF_OF, FIEFS, NUM_VILLAGES
from regnum.games.fief.state import FREE

VILLAGES = range(NUM_VILLAGES)
SOLE_SEAT = {1 << p: p for p in range(MAX_PLAYERS)}  # a mask with one seat -> that seat
STACKS = range(MAX_PLAYERS * NUM_VILLAGES)  # index p * V + v of the troop tables
STACK_VILLAGE = tuple(i % NUM_VILLAGES for i in STACKS)
STACK_BIT = tuple(1 << (i // NUM_VILLAGES) for i in STACKS)

if TYPE_CHECKING:
    from regnum.games.fief.state import FiefState


def occupants(state: FiefState, v: int) -> list[int]:
    """Seats with a soldier, knight or free lord in `v`."""
    return [p for p in range(state.num_players) if state.present(p, v)]


def controller(state: FiefState, v: int) -> int:
    """The seat holding `v`, or -1 (nobody, or two armies face each other)."""
    mask = 0
    soldiers, knights3, knights6 = state.soldiers, state.knights3, state.knights6
    for p, i in enumerate(range(v, state.num_players * NUM_VILLAGES, NUM_VILLAGES)):
        if soldiers[i] or knights3[i] or knights6[i]:
            mask |= 1 << p
    for where, owner, status in zip(state.lord_village, state.lord_owner, state.lord_status,
                                    strict=True):
        if where == v and status == FREE:
            mask |= 1 << owner
    if not mask:
        return state.crown_holder(FIEF_OF[v])
    return SOLE_SEAT.get(mask, -1)


def fort_sites(state: FiefState, p: int) -> list[int]:
    """Villages with a castle or city that `p` holds (where a new lord is placed, where a ransomed
    or escaped lord returns)."""
    castle, city = state.castle, state.city
    forts = [v for v in VILLAGES if castle[v] or city[v]]
    if not forts:
        return forts
    held = holders(state, seat_masks(state))
    return [v for v in forts if held[v] == p]


def seat_masks(state: FiefState) -> list[int]:
    """Per village, the seats present as a bit mask (bit `p`: seat `p` has a soldier, knight or
    free lord there): one pass over the tables, for legal-action generation and income."""
    masks = [0] * NUM_VILLAGES
    for table in (state.soldiers, state.knights3, state.knights6):
        for i in compress(STACKS, table):  # only the stacks with pieces
            masks[STACK_VILLAGE[i]] |= STACK_BIT[i]
    for v, owner, status in zip(state.lord_village, state.lord_owner, state.lord_status,
                                strict=True):
        if status == FREE and v >= 0:
            masks[v] |= 1 << owner
    return masks


def holders(state: FiefState, masks: list[int]) -> list[int]:
    """`controller` of every village, from `seat_masks`."""
    owner = state.lord_owner
    crowns = [owner[lord] if lord >= 0 else -1 for lord in state.crown]  # `crown_holder`
    return [SOLE_SEAT.get(mask, -1) if mask else crowns[FIEF_OF[v]]
            for v, mask in enumerate(masks)]


def enemy_present(state: FiefState, p: int, v: int) -> bool:
    return any(q != p and state.present(q, v) for q in range(state.num_players))


def controls_fief(state: FiefState, p: int, fief: int) -> bool:
    """`p` alone holds every village of `fief` (the condition for buying its crown)."""
    return all(controller(state, v) == p for v in FIEFS[fief].villages)
