"""The plague: laid in 4.1 on a bishopric, it strikes at once and lies there until 4.2 of the next
turn, and its survivors stay plague-stricken as long.

Seed, "La peste (2 cartes)": "perte de la moitié des points de combat par villages contaminés dans
tout l'évêché (on divise au nombre inférieur… et l'on fait la monnaie avec sa banque de soldats)";
"perte des seigneurs présents si 1) ou 2) au dé 6"; the survivors are "immunisés mais pestiférés
jusqu'au tour suivant, en phase 4.2., et n'ont pas droit de vote, ou de prétendre au mariage, à la
prêtrise, au titre d'évêque ou de cardinal… encore moins de roi, reine ou Pape"; "les prêtres ou
évêques survivants à la peste perdent leur état"; "un cardinal ou le Pape sont naturellement
immunisés, s'ils ne sont pas morts"; "le roi garde sa couronne"; "la reine est répudiée si elle
seule est pestiférée. Elle perd couronne et mariage"; a couple of one player is broken if one alone
is stricken, a couple of two players if either is; "le prince héritier garde son titre, mais ne
peut être sacré roi, tant qu'il n'est pas guéri"; a stricken mother's birth die: 1-2 mother and
child die, 3 the child lives and the mother dies, 4 the child dies, 5-6 all is well; "le père ne
peut pas être pestiféré"; no dîme from the bishopric, and no half-dîme or Pope's due on it.

*decided*: the troops of each seat in each village keep half their points rounded down (the royal
army and the revolting peasants too); lords present, free or captive, roll; a lady stricken bears
no child while her husband is stricken too ("le père ne peut pas être pestiféré"). Before it
strikes, the seats with free lords there are asked in turn whether they flee by a tunnel
(`phase4.py`, `tunnel.flee`); the plague carried by battles is `contagion.py`'s.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from regnum.engine.events import seat
from regnum.engine.tables import replaced
from regnum.games.fief import combat, peasants
from regnum.games.fief.battle import kill, reserve_soldiers
from regnum.games.fief.church import name, unfrock
from regnum.games.fief.data import (
    PIECE_KNIGHT3,
    PIECE_KNIGHT6,
    PIECE_SOLDIER,
    PLAGUE_DEADLY,
    PLAGUE_TURNS,
)
from regnum.games.fief.map import BISHOPRIC_OF, BISHOPRICS, NUM_VILLAGES
from regnum.games.fief.state import DEAD, RANK_BISHOP, RANK_CARDINAL, RANK_PRIEST, V

if TYPE_CHECKING:
    from regnum.games.fief.state import FiefState

# the mother's die of a stricken mother, by face - 1: (mother dies, child dies)
STRICKEN_BIRTH: Final = ((True, True), (True, True), (True, False), (False, True), (False, False),
                         (False, False))


def stricken(state: FiefState, lord: int) -> bool:
    """`lord` is plague-stricken (until 4.2 of the turn after he was struck)."""
    return state.lord_plague[lord] > 0


def lay_plague(state: FiefState, p: int, b: int) -> None:
    """The plague is laid on bishopric `b`; it strikes (`strike_bishopric`) once the seats with
    lords there have had the chance to flee by a tunnel (`phase4.py`)."""
    state.plague = replaced(state.plague, b, state.turn)
    state.say(f"p{p + 1} lays the plague on the bishopric of {BISHOPRICS[b].name}")
    state.tell("fief.plague", {"seat": seat(p), "bishopric": BISHOPRICS[b].name})


def strike_bishopric(state: FiefState, b: int) -> None:
    """The plague laid on `b` strikes (after the lords who could fled by a tunnel)."""
    villages = [v for v in range(NUM_VILLAGES) if BISHOPRIC_OF[v] == b]
    for v in villages:
        for q in range(state.num_players):
            halve(state, q, v)
        if state.royal_army[v]:
            state.royal_army = replaced(state.royal_army, v, state.royal_army[v] // 2)
        peasants.struck(state, v)
    where, status = state.lord_village, state.lord_status
    afflict(state, [lord for lord in range(len(where))
                    if where[lord] in villages and status[lord] != DEAD])


def afflict(state: FiefState, lords: list[int]) -> None:
    """`lords` roll for their lives; the survivors are stricken, with what follows from it."""
    survivors = []
    for lord in lords:
        face = state.rng_gen.below(6) + 1
        if face in PLAGUE_DEADLY:
            state.say(f"{name(state, lord)} dies of the plague (the d6 shows {face})")
            state.tell("fief.plague.death", {"lord": name(state, lord), "face": face})
            kill(state, lord)
        else:
            survivors.append(lord)
    for lord in survivors:
        strike(state, lord)
    for lord in survivors:
        part(state, lord)


def halve(state: FiefState, q: int, v: int) -> None:
    """Seat `q`'s troops in `v` keep half their points, rounded down, with change from its
    reserve of soldiers."""
    i = q * V + v
    force = combat.Force(state.units_at(PIECE_SOLDIER, i), state.units_at(PIECE_KNIGHT3, i),
                         state.units_at(PIECE_KNIGHT6, i))
    lost = force.points - force.points // 2
    if not lost:
        return
    after, _, _ = combat.default_losses(force, lost, reserve_soldiers(state, q))
    state.put_troops(i, after.soldiers, after.knights3, after.knights6)
    state.say(f"p{q + 1} loses {lost} point{'s' * (lost != 1)} to the plague")


def strike(state: FiefState, lord: int) -> None:
    """A survivor: stricken unless a cardinal or the Pope; a priest or bishop loses his charge."""
    rank = state.lord_rank[lord]
    if rank >= RANK_CARDINAL:
        return
    state.lord_plague = replaced(state.lord_plague, lord, state.turn)
    if rank in (RANK_PRIEST, RANK_BISHOP):
        unfrock(state, lord)
        state.say(f"{name(state, lord)} survives the plague and loses his charge in the Church")
    else:
        state.say(f"{name(state, lord)} survives the plague, stricken")


def part(state: FiefState, lord: int) -> None:
    """Couples the plague breaks, and the queen it repudiates."""
    spouse = state.lord_spouse[lord]
    if spouse < 0 or state.lord_status[spouse] == DEAD:
        return
    one_seat = state.lord_owner[lord] == state.lord_owner[spouse]
    if one_seat and stricken(state, spouse):
        return  # "si les deux le sont, le couple subsiste"
    if not one_seat and stricken(state, spouse) and stricken(state, lord):
        return  # "si les deux sont pestiférés, il y a entraide"
    state.lord_spouse = replaced(replaced(state.lord_spouse, lord, -1), spouse, -1)
    state.say(f"the plague breaks the marriage of {name(state, lord)} and {name(state, spouse)}")
    for who in (lord, spouse):
        if who == state.queen and stricken(state, who):
            state.queen = -1
            state.say(f"{name(state, who)} is repudiated and is queen no more")


def plague_lifts(state: FiefState) -> list[int]:
    """At 4.2: plagues laid in the last turn are taken off and their survivors healed; returns
    the bishoprics freed."""
    over = [b for b, laid in enumerate(state.plague) if laid and state.turn - laid >= PLAGUE_TURNS]
    for b in over:
        state.plague = replaced(state.plague, b, 0)
        state.say(f"the plague leaves the bishopric of {BISHOPRICS[b].name}")
        state.tell("fief.plague.over", {"bishopric": BISHOPRICS[b].name})
    for lord, struck in enumerate(state.lord_plague):
        if struck and state.turn - struck >= PLAGUE_TURNS:
            state.lord_plague = replaced(state.lord_plague, lord, 0)
    return over
