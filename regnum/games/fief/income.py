"""Phase 2: income from castles, cities, mills and presses, the taille and the bishop's dîme.

Seed, phase 2 "Revenus": a castle (not ruined) 100 and a city 200 to their owner ("pour le château
possédé", even empty, unless another seat's army stands in it); a press 100 and a mill 200 to the
seat that holds the village "occupé par ses propres soldats ... ou sur un village nu appartenant à
sa couronne ... sans la présence d'armées ennemies" (a combat point of its own there, or an empty
village of its crowned fief: a lady alone holds nothing, `control.holders`); the taille of a crowned
lord over the villages it so holds; the dîme, half of each village's mill and press income rounded
down to 100 écus, to the bishop of the bishopric. "Un seigneur excommunié ... ne verse pas la dîme à
son évêque et la garde": the dîme of a village where an excommunicated lord of its holder stands,
or of a fief whose crown he wears, stays with the holder. Then the church and the crown, paid apart:
each cardinal in turn order takes half the dîme of two bishoprics nobody has taxed in this phase
(*decided*: from the bishop's dîme, the two largest, other families' bishops first), the Pope 100
from each free bishop ("qu'il y ait dîme ou pas"; paid by the bishop out of his seat's income of
the phase, as far as it goes, *decided*, so that no purse goes below zero),
the king 300 and the queen 200 (`royalty.pensions`). The cards: a famine leaves its bishopric no
mill or press income (so no dîme); under the plague the lords keep the whole of it ("l'évêque ne se
déplacera pas") and the Pope and the cardinals take nothing from that bishopric; a storm costs the
bishop 100 of the dîme of the fief, left to the lord.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from regnum.engine.events import seat
from regnum.engine.tables import replaced
from regnum.games.fief.control import armed_masks, holders
from regnum.games.fief.data import (
    INCOME_CASTLE,
    INCOME_CITY,
    INCOME_MILL,
    INCOME_PRESS,
    STORM_TITHE_LOSS,
    TAILLE_PER_TWO,
    TAILLE_PER_VILLAGE,
    TITHE_UNIT,
)
from regnum.games.fief.map import BISHOPRIC_OF, FIEF_OF, FIEFS, NUM_BISHOPRICS, NUM_VILLAGES
from regnum.games.fief.royalty import pensions
from regnum.games.fief.state import FREE, RANK_CARDINAL

POPE_DUE: Final = 100  # "Le Pape reçoit 100 écus de chaque évêque"

if TYPE_CHECKING:
    from regnum.games.fief.state import FiefState


def village_income(state: FiefState, v: int) -> tuple[int, int]:
    """(fortress income, mill and press income) of village `v` for whoever holds it; a famine
    on its bishopric leaves no mill or press income ("1 Pressoir sans la famine")."""
    fort = 0 if state.ruin[v] else state.castle[v] * INCOME_CASTLE + state.city[v] * INCOME_CITY
    if state.famine[BISHOPRIC_OF[v]]:
        return fort, 0
    return fort, state.mills[v] * INCOME_MILL + state.presses[v] * INCOME_PRESS


def tithe(produce: int) -> int:
    """The dîme on one village: half its mill and press income, rounded down to 100 écus
    ("1 moulin seul = 100 écus, 1 pressoir seul = 0, 2 pressoirs = 100, 3 pressoirs = 100")."""
    return produce // 2 // TITHE_UNIT * TITHE_UNIT


def taille(state: FiefState, p: int, held: list[int]) -> int:
    """The taille of a crowned seat: 100 per village held in its own crowned fiefs, plus 100 per
    two villages held in fiefs without a crown; nothing for villages of another's crowned fief. A
    fief whose city lies in ruins counts as one without a crown ("pour l'impôt (la taille), c'est
    comme s'il était sur un fief non couronné")."""
    if not state.crowns_of(p):
        return 0
    crowned = [state.crown_holder(FIEF_OF[v]) if not state.ruin[city_of(state, FIEF_OF[v])]
               else -1 for v in held]
    own = crowned.count(p)
    free = crowned.count(-1)
    return own * TAILLE_PER_VILLAGE + free // 2 * TAILLE_PER_TWO


def city_of(state: FiefState, fief: int) -> int:
    """The village of `fief`'s city, or of its first village when it has none (no ruin there)."""
    villages = FIEFS[fief].villages
    return next((v for v in villages if state.city[v]), min(villages))


def bishop_seat(state: FiefState, v: int) -> int:
    """The seat of the bishop collecting the dîme in `v`, or -1 (none, or not free)."""
    lord = state.bishop[BISHOPRIC_OF[v]]
    if lord < 0 or state.lord_status[lord] != FREE:
        return -1
    return state.lord_owner[lord]


def tithe_kept(state: FiefState, p: int) -> set[int]:
    """Villages whose dîme seat `p` keeps: where an excommunicated free lord of his stands, and
    the fiefs whose crown an excommunicated lord of his wears."""
    kept: set[int] = set()
    for lord, excommunicated in enumerate(state.lord_excommunicated):
        if not excommunicated or state.lord_owner[lord] != p:
            continue
        if state.lord_status[lord] == FREE:
            kept.add(state.lord_village[lord])
        for fief, wearer in enumerate(state.crown):
            if wearer == lord:
                kept.update(FIEFS[fief].villages)
    return kept


def incomes(
    state: FiefState, armed: list[int] | None = None, holder: list[int] | None = None
) -> list[int]:
    """What each seat receives this phase 2 (seats that cannot win receive nothing, *decided*).
    A caller that already has `armed_masks` and `holders` of this state passes them, so that an
    evaluation reading both the villages held and the income finds them once."""
    n = state.num_players
    gains = [0] * n
    held: list[list[int]] = [[] for _ in range(n)]
    if armed is None:
        armed = armed_masks(state)
    if holder is None:
        holder = holders(state, armed)
    dimes = [0] * NUM_BISHOPRICS
    kept = [tithe_kept(state, p) for p in range(n)] if any(state.lord_excommunicated) else None
    storm_loss = [STORM_TITHE_LOSS if laid else 0 for laid in state.storm]
    for v in range(NUM_VILLAGES):
        fort, produce = village_income(state, v)
        owner = state.fort_owner[v]
        if owner >= 0 and not armed[v] & ~(1 << owner):
            gains[owner] += fort
        p = holder[v]
        if p < 0:
            continue
        held[p].append(v)
        due = 0 if state.plague[BISHOPRIC_OF[v]] else tithe(produce)
        if due and storm_loss[FIEF_OF[v]]:  # the storm costs the bishop 100 per fief
            lost = min(due, storm_loss[FIEF_OF[v]])
            storm_loss[FIEF_OF[v]] -= lost
            due -= lost
        bishop = bishop_seat(state, v) if due and not (kept and v in kept[p]) else -1
        if bishop >= 0:
            gains[bishop] += due
            dimes[BISHOPRIC_OF[v]] += due
            produce -= due
        gains[p] += produce
    for p in range(n):
        gains[p] += taille(state, p, held[p])
    church_income(state, gains, dimes)
    for p, pension in enumerate(pensions(state)):
        gains[p] += pension
    return [0 if state.out[p] else gains[p] for p in range(n)]


def church_income(state: FiefState, gains: list[int], dimes: list[int]) -> None:
    """The cardinals' half-dîmes and the Pope's due, paid by the bishops (`dimes`: the dîme each
    bishopric's bishop took this phase)."""
    from regnum.games.fief.turn import round_order

    taxed: set[int] = set()
    cardinals = [lord for lord, rank in enumerate(state.lord_rank)
                 if rank == RANK_CARDINAL and state.lord_status[lord] == FREE]
    order = {p: k for k, p in enumerate(round_order(state))}
    for lord in sorted(cardinals, key=lambda lord: (order.get(state.lord_owner[lord], 99), lord)):
        p = state.lord_owner[lord]
        open_sees = [b for b in range(NUM_BISHOPRICS) if b not in taxed and half(dimes[b])]
        open_sees.sort(key=lambda b: (state.lord_owner[state.bishop[b]] == p, -dimes[b], b))
        for b in open_sees[:2]:
            taxed.add(b)
            gains[p] += half(dimes[b])
            gains[state.lord_owner[state.bishop[b]]] -= half(dimes[b])
    from regnum.games.fief.church import pope

    holder = pope(state)
    if holder < 0:
        return
    for b, lord in enumerate(state.bishop):
        if lord < 0 or state.lord_status[lord] != FREE or state.plague[b]:
            continue
        payer = state.lord_owner[lord]
        due = max(0, min(POPE_DUE, gains[payer]))
        gains[payer] -= due
        gains[state.lord_owner[holder]] += due


def half(dime: int) -> int:
    """A cardinal's half-dîme, rounded down to 100 écus like the dîme."""
    return dime // 2 // TITHE_UNIT * TITHE_UNIT


def collect(state: FiefState) -> None:
    gains = incomes(state)
    for p, gain in enumerate(gains):
        state.money[p] += gain
        state.income = replaced(state.income, p, gain)
        state.tell("fief.income", {"seat": seat(p), "money": gain}, (p,))  # money is private
