"""Famine and storm, and the good harvest and fine weather that end them.

Seed, "Famine (2 cartes)": laid in 4.1 on a bishopric, one famine per bishopric, it lasts until a
"bonne récolte" is laid (4.2): "plus aucun revenu des moulins et des pressoirs dans l'évêché sous
la famine" (so no dîme either). "Tempête (3 cartes)": laid in 4.1 on a fief, one storm per fief; it
lasts until "beau temps" (4.2) or "posée en 4.1 du premier tour ... elle est enfin ôtée en phase
4.2 du troisième tour" (so no new storm on that fief in that turn's 4.1). Under the storm "on ne
peut ni se déplacer, ni combattre à l'intérieur d'un fief sous l'orage, mais il est possible
d'entrer dans un village dont le fief est sous orage à condition qu'il n'y ait pas de combat.
Ensuite, les pions sont bloqués"; "l'évêque perd 100 écus de la dîme" (left to the lord, once per
fief, *decided*); "les seigneurs titrés présents ... ne peuvent pas participer aux négociations
et au vote d'élections, et aux mariages" (*decided*: every lord standing free in the fief, the
titles being what votes and marries; a family whose every lord is so bound takes no part in the
talks, `diplomacy.storm_silenced`). The lords "qui n'ont pas de carte souterrain" are read as
those not evacuated by the tunnel (`tunnel.evacuate`): holding the card is a seat's secret, and
freeing its lords from the vote or the talks would show it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from regnum.engine.events import seat
from regnum.engine.tables import replaced
from regnum.games.fief.data import STORM_TURNS
from regnum.games.fief.map import BISHOPRICS, FIEF_NAMES, FIEF_OF
from regnum.games.fief.state import FREE

if TYPE_CHECKING:
    from regnum.games.fief.state import FiefState


def storm_bound(state: FiefState, lord: int) -> bool:
    """`lord` stands free in a fief under the storm: he neither moves nor votes, marries nor
    talks."""
    v = state.lord_village[lord]
    return v >= 0 and state.lord_status[lord] == FREE and state.storm[FIEF_OF[v]] > 0


def lay_famine(state: FiefState, p: int, b: int) -> None:
    state.famine = replaced(state.famine, b, 1)
    state.say(f"p{p + 1} lays a famine on the bishopric of {BISHOPRICS[b].name}")
    state.tell("fief.famine", {"seat": seat(p), "bishopric": BISHOPRICS[b].name})


def good_harvest(state: FiefState, p: int, b: int) -> None:
    state.famine = replaced(state.famine, b, 0)
    state.say(f"p{p + 1}'s good harvest ends the famine in {BISHOPRICS[b].name}")
    state.tell("fief.harvest", {"seat": seat(p), "bishopric": BISHOPRICS[b].name})


def lay_storm(state: FiefState, p: int, fief: int) -> None:
    state.storm = replaced(state.storm, fief, state.turn)
    state.say(f"p{p + 1} lays a storm on {FIEF_NAMES[fief]}")
    state.tell("fief.storm", {"seat": seat(p), "fief": FIEF_NAMES[fief]})


def fine_weather(state: FiefState, p: int, fief: int) -> None:
    state.storm = replaced(state.storm, fief, 0)
    state.say(f"p{p + 1}'s fine weather ends the storm over {FIEF_NAMES[fief]}")
    state.tell("fief.fine_weather", {"seat": seat(p), "fief": FIEF_NAMES[fief]})


def storms_blow_over(state: FiefState) -> list[int]:
    """At 4.2: storms laid two turns ago are taken off; returns their fiefs."""
    over = [f for f, laid in enumerate(state.storm) if laid and state.turn - laid >= STORM_TURNS]
    for fief in over:
        state.storm = replaced(state.storm, fief, 0)
        state.say(f"the storm over {FIEF_NAMES[fief]} blows over")
        state.tell("fief.storm.over", {"fief": FIEF_NAMES[fief]})
    return over
