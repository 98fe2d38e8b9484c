"""Troops handed from one family to another: a village ceded by a written treaty, and the
mercenaries of a seat that can no longer win.

Seed, phase 5, end: the troops of a player who can no longer win "peuvent aussi rester soldats
mercenaires associés au seigneur de leur choix avec les engins de guerre s'il y a, et prennent pour
eux les revenus des moulins et pressoirs qu'il possèdent": at the start of a turn, instead of
keeping or disbanding them, such a seat may give all its troops and engines on the board to another
family still able to win (`troops serve p<k> as mercenaries`); they then hold their villages, and
so draw their mills' and presses' income, for their new master. Seed, phase 1: written acts may be
"militaires, religieux ou économiques"; a treaty may hand over a village (`cede <village> to p<k>`,
proposed in the talks and accepted by the other family): the ceding family's garrison there, its
engines and the castle pass to the other. *Decided*: the garrison stands alone (no lord of the
ceding family, no other family there), and never a city, whose crown passes only by inheritance
or conquest. Pieces take the new master's colours as far as its reserve of each kind goes; the
rest go home. Prisoners held there are held by the new master, or go free if they are his.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from regnum.engine.events import Event, seat
from regnum.engine.game import Action
from regnum.engine.tables import replaced
from regnum.games.fief.battle import release_prisoner
from regnum.games.fief.data import PIECE_ENGINE, RESERVES
from regnum.games.fief.diplomacy import CESSION, KEPT, at_peace
from regnum.games.fief.map import NUM_VILLAGES, VILLAGE_NAMES
from regnum.games.fief.state import PRISONER, V

if TYPE_CHECKING:
    from regnum.games.fief.state import FiefState

def transfer(state: FiefState, p: int, q: int, villages: list[int]) -> int:
    """`p`'s soldiers, knights and engines in `villages` become `q`'s, and the prisoners `p`
    holds there `q`'s too; returns the pieces sent home for want of room in `q`'s reserve."""
    home = 0
    for kind in range(PIECE_ENGINE):
        room = RESERVES[kind] - state.units_of(kind, q)
        for v in villages:
            count = state.units_at(kind, p * V + v)
            state.set_units(kind, p * V + v, 0)
            moved = min(count, room)
            state.add_units(kind, q * V + v, moved)
            room -= moved
            home += count - moved
    for v in villages:
        state.move_units(PIECE_ENGINE, p * V + v, q * V + v)
    places = set(villages)
    for lord in range(len(state.lord_card)):
        if (state.lord_status[lord] == PRISONER and state.lord_captor[lord] == p
                and state.lord_village[lord] in places):
            if state.lord_owner[lord] == q:
                release_prisoner(state, lord)
            else:
                state.lord_captor = replaced(state.lord_captor, lord, q)
    return home


def troop_villages(state: FiefState, p: int) -> list[int]:
    """Villages where `p` has soldiers, knights or engines."""
    return [v for v in range(NUM_VILLAGES)
            if state.has_troops(p * V + v) or state.units_at(PIECE_ENGINE, p * V + v)]


# -- a village ceded by treaty -----------------------------------------------------------------------
def garrisoned(state: FiefState, p: int, v: int) -> bool:
    """`p` has soldiers or knights in `v` (what it may cede)."""
    return state.has_troops(p * V + v)


def cession_problem(state: FiefState, p: int, v: int) -> Event | None:
    """Why `p` may not offer `v` by treaty, to any seat (None: it may)."""
    refusal = cession_refusal(state, p, v)
    if refusal is None:
        return None
    return Event(refusal, {} if refusal == "cede.city" else {"village": VILLAGE_NAMES[v]})


def cession_refusal(state: FiefState, p: int, v: int) -> str | None:
    """`cession_problem`'s reason id alone: the talks list the cessions open to a seat at
    every decision, where most of its garrisons may not be ceded."""
    if not garrisoned(state, p, v):
        return "cede.no-garrison"
    if state.city[v]:
        return "cede.city"
    if state.lords_at(v, p):
        return "cede.lord"
    if any(state.present(r, v) for r in range(state.num_players) if r != p):
        return "cede.other"
    if state.castle[v] and state.fort_owner[v] not in (-1, p):
        return "cede.castle"
    return None


def cede(state: FiefState, p: int, q: int, v: int) -> None:
    """The treaty is signed: the garrison, engines and castle of `v` pass from `p` to `q`, and
    the act is recorded (kept at once)."""
    home = transfer(state, p, q, [v])
    if state.castle[v]:
        state.fort_owner = replaced(state.fort_owner, v, q)
    state.acts += (CESSION, p, q, v, state.turn, KEPT)
    state.say(f"{seat(p)} cedes {VILLAGE_NAMES[v]} to {seat(q)} by treaty"
              + (f" ({home} pieces go home)" if home else ""))
    state.tell("fief.cession", {"seat": seat(p), "target": seat(q), "village": VILLAGE_NAMES[v]})


# -- mercenaries -------------------------------------------------------------------------------------
def mercenary_problem(state: FiefState, p: int, q: int) -> Event | None:
    """Why the troops of `p`, which can no longer win, may not serve `q` (None: they may)."""
    if q >= state.num_players or q == p:
        return Event("mercenaries.seat", {"seat": seat(q)})
    if q == state.judge_seat:
        return Event("judge-seat", {"seat": seat(q)})
    if state.out[q]:
        return Event("mercenaries.out", {"seat": seat(q)})
    for v in troop_villages(state, p):
        for r in range(state.num_players):
            if r not in (p, q) and state.present(r, v) and not at_peace(state, q, r):
                return Event("mercenaries.enemy", {"village": VILLAGE_NAMES[v], "target": seat(r),
                                                   "seat": seat(q)})
    return None


def mercenary_offers(state: FiefState, p: int) -> list[Action]:
    from regnum.games.fief.actions import act

    return [act("mercenaries", q) for q in range(state.families)
            if mercenary_problem(state, p, q) is None]


def hire_out(state: FiefState, p: int, q: int) -> None:
    """All `p`'s troops and engines on the board serve `q` from now on."""
    home = transfer(state, p, q, troop_villages(state, p))
    state.say(f"{seat(p)}'s troops serve {seat(q)} as mercenaries"
              + (f" ({home} pieces go home)" if home else ""))
    state.tell("fief.mercenaries", {"seat": seat(p), "target": seat(q)})
