"""The plague carried by battles, in the turn a plague card is laid.

Seed, "La peste": "L'attaque par des sujets contaminés d'un village sain : contamination
immédiatement après la première attaque avec perte de point de combat, et même effets pour les
soldats et seigneurs, village par village attaqué. L'attaque d'un village contaminé par des sujets
sains entraîne leur contamination et les mêmes effets dès la première riposte avec perte de point
de combat. L'attaque d'un château ou d'une cité avec l'usage de la carte « souterrain » entraine
aussitôt la perte des effectifs ennemis selon les règles de la peste, avant même le combat."

*decided* (docs/rules/fief.md, "Decisions: the plague carried by battles"): the plague is carried
only in the turn its card was laid (the card "active", upright; the turned card of the next turn
brings "sans perte supplémentaire" nothing new). A side of a battle carries it when one of its lords
there was struck this turn, when it defends a village of a bishopric struck this turn, or once it
caught it in this battle. A side that does not carry it catches it the first round it loses a
combat point to a side that does (at the end of that round, after the losses): its troops there
keep half their points, its lords and the prisoners it holds there who are not stricken already
roll for their lives as under the card, and the survivors are stricken. A battle opened by the
tunnel's treason passes it at once, before the next round. The revolting peasants neither carry nor
catch it in their fights (the seed says nothing of them there).

The right of passage (seed: "Un droit de passage dans une région contaminée entraîne la contamination
aussi, sauf si c'est pour contourner la cité ou le château et qu'il n'y a pas de force en siège"):
*decided*, a group that marches, in the turn the plague is laid, into a village of the struck
bishopric where a seat at peace with it stands (the host who lets it pass) catches it there, unless
that host is only the castle's or city's garrison behind its walls (the group goes round them); a
host outside the walls (besieging, or where there are none) passes it on.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from regnum.engine.events import seat
from regnum.engine.tables import replaced
from regnum.games.fief.battle import held
from regnum.games.fief.diplomacy import at_peace
from regnum.games.fief.map import BISHOPRIC_OF, VILLAGE_NAMES
from regnum.games.fief.orders import ATTACKER, BATTLE_AT, CONTAGION, DEFENDER
from regnum.games.fief.plague import afflict, halve
from regnum.games.fief.royalty import royal_seat

if TYPE_CHECKING:
    from regnum.games.fief.state import FiefState

CAUGHT_BY_ATTACKER: Final = 1
CAUGHT_BY_DEFENDER: Final = 2
DUE_ATTACKER: Final = 4
DUE_DEFENDER: Final = 8


def carries(state: FiefState, defender: bool) -> bool:
    """The attacker's (or defender's) side of the battle being fought carries the plague."""
    m = state.military
    v, q = m[BATTLE_AT], m[DEFENDER if defender else ATTACKER]
    if m[CONTAGION] & (CAUGHT_BY_DEFENDER if defender else CAUGHT_BY_ATTACKER):
        return True
    if any(state.lord_plague[lord] == state.turn for lord in state.lords_at(v, q)):
        return True
    return defender and state.plague[BISHOPRIC_OF[v]] == state.turn


def mark(state: FiefState, hits_on_attacker: int, hits_on_defender: int) -> None:
    """After a round's dice: a healthy side hit by a side carrying the plague will catch it when
    the round's losses are taken."""
    m = state.military
    attacker, defender = carries(state, False), carries(state, True)
    if hits_on_attacker and defender and not attacker:
        m[CONTAGION] |= CAUGHT_BY_ATTACKER | DUE_ATTACKER
    if hits_on_defender and attacker and not defender:
        m[CONTAGION] |= CAUGHT_BY_DEFENDER | DUE_DEFENDER


def spread(state: FiefState) -> None:
    """The sides marked by `mark` suffer the plague now (at the end of the round)."""
    m = state.military
    for due, slot in ((DUE_ATTACKER, ATTACKER), (DUE_DEFENDER, DEFENDER)):
        if m[CONTAGION] & due:
            m[CONTAGION] &= ~due
            catch(state, m[slot], m[BATTLE_AT])


def by_treason(state: FiefState) -> None:
    """Gates opened by a tunnel: the plague passes at once from a side carrying it to the other."""
    mark(state, 1, 1)
    spread(state)


def catch(state: FiefState, q: int, v: int) -> None:
    """Seat `q`'s side in `v` catches the plague: troops halved, lords not yet stricken roll."""
    state.say(f"{seat(q)} catches the plague at {VILLAGE_NAMES[v]}")
    state.tell("fief.plague.caught", {"seat": seat(q), "village": VILLAGE_NAMES[v]})
    halve(state, q, v)
    if q == royal_seat(state) and state.royal_army[v]:
        state.royal_army = replaced(state.royal_army, v, state.royal_army[v] // 2)
    afflict(state, [lord for lord in state.lords_at(v, q) + held(state, q, v)
                    if not state.lord_plague[lord]])


def by_passage(state: FiefState, p: int, v: int) -> bool:
    """`p`'s group has just marched into `v`: it catches the plague from a host at peace with it
    standing outside the walls of a village struck this turn (see the module's docstring).
    Whether it caught it."""
    if state.plague[BISHOPRIC_OF[v]] != state.turn:
        return False
    if any(state.lord_plague[lord] == state.turn for lord in state.lords_at(v, p)):
        return False  # it carries the plague already
    walls = state.walled(v)
    if not any(at_peace(state, p, q) and state.present(q, v)
               and not (walls and state.fort_owner[v] == q) for q in range(state.num_players)):
        return False
    catch(state, p, v)
    return True
