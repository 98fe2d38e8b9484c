"""The Church's justice: a bastard's birth brought before the Pope, else a cardinal.

Seed: "Par viol ou adultère, en phase 1 = un enfant ... (bâtard(e)). Justice peut être demandée par
le seigneur le plus couronné, un cardinal ou le Pape : mise à mort du seigneur ou amende de 300 écus
maximum"; phase 1: "le Pape au-dessus du cardinal pour la justice ecclésiale"; "Les actes religieux
sont soumis exclusivement aux autorités religieuses"; phase 6: "(ou le cardinal ou le Pape
exclusivement pour les affaires ecclésiales)"; "le droit de veto pour le roi ou le Pape (affaires
religieuses exclusivement)".

Our bastards are born to unmarried ladies (the content decision leaves out births in captivity),
and the father is no lord on the board, so the case is against the mother's family and a sentence
of death strikes the mother. Any family other than hers may bring it if it has a lord, not
excommunicated nor under the storm, who is a cardinal or the Pope or wears the most crowns of the
lords outside her family. The judge is the Pope, else the most-crowned cardinal, free, not
excommunicated nor under the storm, of a family other than the accuser's and the accused's; no
lay lord judges, so without either there is no court. The Pope, not the king, may pardon a
cardinal's sentence unless his family is the accused's. Fines (100, 200 or 300 écus) go to the
bank, the Church's coffers: the case has no victim to pay.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from regnum.games.fief.church import pope
from regnum.games.fief.map import FIEFS
from regnum.games.fief.state import FREE, RANK_CARDINAL
from regnum.games.fief.weather import storm_bound

if TYPE_CHECKING:
    from regnum.games.fief.state import FiefState


def crowns_key(state: FiefState, lord: int) -> tuple[int, int]:
    """How crowned `lord` is: the crowns he wears, then their worth (duchy 3, county 2, barony 1)."""
    count = worth = 0
    crown = state.crown
    for f in range(len(crown)):
        if crown[f] == lord:
            count += 1
            worth += 3 - FIEFS[f].kind
    return count, worth


def heard(state: FiefState, lord: int) -> bool:
    """`lord` may speak for the Church or the crowns: not excommunicated, not under the storm."""
    return not state.lord_excommunicated[lord] and not storm_bound(state, lord)


def may_accuse(state: FiefState, p: int, accused: int) -> bool:
    """`p` has a lord who may ask the Church's justice against `accused`: a cardinal or the Pope,
    or the most-crowned lord of the families other than the accused's (ties all may)."""
    if p == accused:
        return False
    others = [lord for q in range(state.num_players) if q != accused
              for lord in state.living_lords(q) if heard(state, lord)]
    top = max((crowns_key(state, lord) for lord in others), default=(0, 0))
    return any(state.lord_owner[lord] == p and (
        state.lord_rank[lord] >= RANK_CARDINAL or (top[0] and crowns_key(state, lord) == top))
        for lord in others)


def church_judge(state: FiefState, barred: set[int]) -> int:
    """The seat of the Pope, else of the most-crowned cardinal, who may judge (-1: no court)."""
    from regnum.games.fief.turn import round_order

    order = round_order(state)
    best: tuple[int, int, int, int, int] | None = None
    found = -1
    for lord in range(len(state.lord_card)):
        p = state.lord_owner[lord]
        if (state.lord_rank[lord] < RANK_CARDINAL or p in barred or p not in order
                or state.lord_status[lord] != FREE or not heard(state, lord)):
            continue
        key = (state.lord_rank[lord], *crowns_key(state, lord), -order.index(p), -lord)
        if best is None or key > best:
            best, found = key, p
    return found


def pope_veto(state: FiefState, accused: int) -> int:
    """The seat of a free Pope who may pardon the judge's sentence (-1: none): not the judge's
    family, nor the accused's."""
    lord = pope(state)
    if lord < 0 or state.lord_status[lord] != FREE or not heard(state, lord):
        return -1
    p = state.lord_owner[lord]
    return p if p not in (state.actor, accused) and not state.out[p] else -1

