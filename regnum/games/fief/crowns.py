"""Crowns: who wears them, crowning a fief, and what a lord's death does to a crown.

Seed, phase 3 "Les couronnes": the city replaces the castle; the crown costs 800 (duchy), 600
(county) or 400 (barony). GAME-DATA.md: only a seat that alone holds every village of the fief may
crown it. Seed, "Danger…": when a seat's last lord dies while it holds a crown and there is no king,
the city becomes a castle again and the title must be bought anew.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from regnum.games.fief.data import CROWN_PRICES
from regnum.games.fief.map import FIEF_NAMES, FIEF_OF, FIEFS, VILLAGE_NAMES
from regnum.games.fief.state import FREE

if TYPE_CHECKING:
    from regnum.games.fief.state import FiefState


def crown_price(fief: int) -> int:
    return CROWN_PRICES[FIEFS[fief].kind]


def wearer_for(state: FiefState, p: int) -> int:
    """The lord of `p` who takes a crown (*decided*: the first free lord, else the first living
    one; the family part will let heirs choose), or -1."""
    living = state.living_lords(p)
    free = [lord for lord in living if state.lord_status[lord] == FREE]
    return (free or living or [-1])[0]


def crown_fief(state: FiefState, p: int, v: int) -> None:
    """`p` crowns the fief of `v`; the castle at `v` becomes the fief's city."""
    fief = FIEF_OF[v]
    state.money[p] -= crown_price(fief)
    state.crown[fief] = wearer_for(state, p)
    state.castle[v] = 0
    state.city[v] = 1
    state.say(f"p{p + 1} is crowned in {FIEF_NAMES[fief]}; {VILLAGE_NAMES[v]} becomes its city")


def lord_died(state: FiefState, lord: int) -> None:
    """Pass the crowns `lord` wore to another living lord of the family, or vacate them: the city
    turns back into a castle (no king exists in this part)."""
    p = state.lord_owner[lord]
    for fief, wearer in enumerate(state.crown):
        if wearer != lord:
            continue
        heir = wearer_for(state, p)
        state.crown[fief] = heir
        if heir < 0:
            for v in FIEFS[fief].villages:
                if state.city[v]:
                    state.city[v] = 0
                    state.castle[v] = 1
            state.say(f"p{p + 1} loses the crown of {FIEF_NAMES[fief]}: no lord is left")
