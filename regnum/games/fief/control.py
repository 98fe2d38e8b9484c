"""Who holds a village, and who owns its castle or city.

A village is held by the only seat with a combat point there (a soldier, a knight, a free male
lord or d'Arc); a village where nobody has one belongs to the crown of its fief, if any. A lady counts no
combat point, so a lady alone neither holds a village nor keeps its holder out (phase 2: income
needs the village "occupé par ses propres soldats ... sans la présence d'armées ennemies").
A castle or city keeps its owner (`state.fort_owner`) until another seat holds its village.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from regnum.games.fief.data import MALE_LORDS, MAX_FAMILIES
from regnum.games.fief.map import FIEF_OF, FIEFS, NUM_VILLAGES
from regnum.games.fief.state import FREE

SOLE_SEAT: Final = {1 << p: p for p in range(MAX_FAMILIES)}  # a mask with one seat -> that seat

if TYPE_CHECKING:
    from regnum.games.fief.state import FiefState


def controller(state: FiefState, v: int) -> int:
    """The seat holding `v`, or -1 (nobody, or two armies face each other)."""
    mask = armed_masks(state)[v]
    if not mask:
        return state.crown_holder(FIEF_OF[v])
    return SOLE_SEAT.get(mask, -1)


def fort_sites(state: FiefState, p: int) -> list[int]:
    """Villages whose castle or city `p` owns, with no other seat's combat point and no revolting
    peasant there (where a new lord is placed, where a ransomed or escaped lord returns)."""
    owners, peasants = state.fort_owner, state.peasants
    forts = [v for v in range(NUM_VILLAGES) if owners[v] == p and not peasants[v]]
    if not forts:
        return forts
    armed = armed_masks(state)
    return [v for v in forts if not armed[v] & ~(1 << p)]


def seat_masks(state: FiefState) -> tuple[list[int], list[int]]:
    """Per village, the seats present as a bit mask (bit `p`: seat `p` has a soldier, knight or
    free lord there), and the seats with a combat point there (a free male lord or d'Arc, not a
    lady): the troops' masks as kept (`FiefState.troop_seats`), then one pass over the lords, for
    legal-action generation and income, where the purchases read both. Plain index loops:
    compiled, they are C."""
    present = state.troop_seats.copy()  # the soldiers and knights, kept by the troops' writers
    armed = present.copy()
    men = len(MALE_LORDS)
    where, owner, status, card, darc = (state.lord_village, state.lord_owner, state.lord_status,
                                        state.lord_card, state.lord_darc)
    for lord in range(len(where)):
        v = where[lord]
        if status[lord] == FREE and v >= 0:
            present[v] |= 1 << owner[lord]
            if card[lord] < men or darc[lord]:
                armed[v] |= 1 << owner[lord]
    return present, armed


def armed_masks(state: FiefState) -> list[int]:
    """Per village, the seats with a combat point there, as a bit mask."""
    return seat_masks(state)[1]


def holders(state: FiefState, masks: list[int]) -> list[int]:
    """`controller` of every village, from `armed_masks`."""
    owner = state.lord_owner
    crowns = [owner[lord] if lord >= 0 else -1 for lord in state.crown]  # `crown_holder`
    return [SOLE_SEAT.get(mask, -1) if mask else crowns[FIEF_OF[v]]
            for v, mask in enumerate(masks)]


def enemy_present(state: FiefState, p: int, v: int) -> bool:
    """Another seat has a soldier, knight or free lord (a lady too) in `v`, or the revolting
    peasants stand there."""
    return bool(state.peasants[v]) or any(q != p and state.present(q, v)
                                          for q in range(state.num_players))


def controls_fief(state: FiefState, p: int, fief: int) -> bool:
    """`p` alone holds every village of `fief` (the condition for buying its crown)."""
    return all(controller(state, v) == p for v in FIEFS[fief].villages)
