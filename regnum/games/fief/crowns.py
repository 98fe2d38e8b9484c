"""Crowns and fortresses: who wears a crown, crowning a fief, what a lord's death does to a crown,
and how castles and cities change hands.

Seed, phase 3 "Les couronnes": the city replaces the castle (it stands on it: a city uses up a
castle of the supply); the crown costs 800 (duchy), 600 (county) or 400 (barony). Only a seat that
alone holds every village of the fief may crown it. Seed, "Danger…": when a seat's last lord dies
while it holds a crown and there is no king, the city becomes a castle again (still the seat's)
and the title must be bought anew. Seed, "Excommunication": "la prise d'un fief (la Cité) par le
combat" gives the conqueror "la nouvelle couronne": whoever takes a city takes its crown.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from regnum.engine.events import seat
from regnum.engine.tables import replaced
from regnum.games.fief import church, royalty
from regnum.games.fief.control import SOLE_SEAT
from regnum.games.fief.data import CROWN_PRICES, MALE_LORDS
from regnum.games.fief.diplomacy import at_peace
from regnum.games.fief.family import heirs
from regnum.games.fief.map import FIEF_NAMES, FIEF_OF, FIEFS, NUM_VILLAGES, VILLAGE_NAMES
from regnum.games.fief.state import FREE

if TYPE_CHECKING:
    from regnum.games.fief.state import FiefState


def crown_price(fief: int) -> int:
    return CROWN_PRICES[FIEFS[fief].kind]


def crowns_worth(state: FiefState, lord: int) -> int:
    """What the crowns `lord` wears cost (0: none)."""
    worth, crown = 0, state.crown
    for f in range(len(crown)):
        if crown[f] == lord:
            worth += crown_price(f)
    return worth


def wearer_for(state: FiefState, p: int) -> int:
    """The lord of `p` who wears a new crown (*decided*: the first free legitimate lord not
    excommunicated, else the first legitimate one; a bastard never wears a crown), or -1."""
    legitimate = [lord for lord in state.living_lords(p) if not state.lord_bastard[lord]]
    best = sorted(legitimate, key=lambda lord: (state.lord_status[lord] != FREE,
                                                state.lord_excommunicated[lord], lord))
    return best[0] if best else -1


def crown_fief(state: FiefState, p: int, v: int) -> None:
    """`p` crowns the fief of `v`; the castle at `v` becomes the fief's city."""
    fief = FIEF_OF[v]
    state.money[p] -= crown_price(fief)
    state.crown = replaced(state.crown, fief, wearer_for(state, p))
    state.castle = replaced(state.castle, v, 0)
    state.city = replaced(state.city, v, 1)
    state.fort_owner = replaced(state.fort_owner, v, p)
    state.say(f"p{p + 1} is crowned in {FIEF_NAMES[fief]}; {VILLAGE_NAMES[v]} becomes its city")
    state.tell("fief.crowned",
               {"seat": seat(p), "fief": FIEF_NAMES[fief], "village": VILLAGE_NAMES[v]})


def fall(state: FiefState, fief: int) -> None:
    """The crown of `fief` is vacant: its city turns back into the castle it stands on."""
    state.crown = replaced(state.crown, fief, -1)
    for v in FIEFS[fief].villages:
        if state.city[v]:
            state.city = replaced(state.city, v, 0)
            state.castle = replaced(state.castle, v, 1)


def lord_died(state: FiefState, lord: int) -> None:
    """Pass the crowns `lord` wore to his heir (`family.heirs`), else to the king
    (`royalty.vacant_crown`), else vacate them; his marriage ends, his bishopric falls vacant and
    his royal office passes on (`royalty.lord_gone`). Callers report the death before calling
    this, so the log keeps the order of causes."""
    p = state.lord_owner[lord]
    spouse = state.lord_spouse[lord]
    if spouse >= 0:  # "Le mariage cesse naturellement lors de la mort"
        state.lord_spouse = replaced(replaced(state.lord_spouse, lord, -1), spouse, -1)
    if lord in state.bishop:
        state.bishop = replaced(state.bishop, state.bishop.index(lord), -1)
    if lord == state.spy:
        state.spy = -1
    royalty.lord_gone(state, lord)
    for fief, wearer in enumerate(state.crown):
        if wearer != lord:
            continue
        found = heirs(state, lord)
        heir = found[0] if found else -1
        if heir < 0 and royalty.vacant_crown(state, fief):
            continue
        if heir < 0:
            fall(state, fief)
            state.say(f"p{p + 1} loses the crown of {FIEF_NAMES[fief]}: no lord is left")
        else:
            state.crown = replaced(state.crown, fief, heir)


def claim_forts(state: FiefState) -> bool:
    """Every castle or city whose village another seat now holds alone with a combat point
    changes hands; a city carries its crown to the conqueror's family (or, with no lord of
    his to wear it, the crown falls and the city is a castle again). True when a crown changed
    hands, so that the caller checks victory at once."""
    owners, troops = state.fort_owner, state.troop_seats
    # a fort whose owner has troops in it stays his (nobody else holds it alone): only the
    # others are looked at, and only if there are some, the lords (`troop_seats`: the seats with
    # soldiers or knights per village, kept by the troops' writers)
    forts: list[int] = []
    for v in range(NUM_VILLAGES):
        old = owners[v]
        if old >= 0 and not troops[v] >> old & 1:
            forts.append(v)
    if not forts:
        return False
    # `control.armed_masks` for the fort villages only: this runs after every decision
    men = len(MALE_LORDS)
    armed = [0] * NUM_VILLAGES
    where, seat, status, card, darc = (state.lord_village, state.lord_owner, state.lord_status,
                                       state.lord_card, state.lord_darc)
    for lord in range(len(where)):
        if where[lord] >= 0 and owners[where[lord]] >= 0 and status[lord] == FREE \
                and (card[lord] < men or darc[lord]):
            armed[where[lord]] |= 1 << seat[lord]
    crowned = False
    for v in forts:
        old, mask = state.fort_owner[v], armed[v]
        if mask >> old & 1:
            continue  # the owner's lord is there: nobody else holds it alone
        mask |= troops[v]
        new = SOLE_SEAT.get(mask, -1)
        if new < 0 or new == old or at_peace(state, new, old):  # an ally or a truce lodges
            continue
        state.fort_owner = replaced(state.fort_owner, v, new)
        if not state.city[v]:
            state.say(f"p{new + 1} takes the castle of {VILLAGE_NAMES[v]} from p{old + 1}")
            continue
        fief = FIEF_OF[v]
        graces = church.city_taken(state, new, v)  # first: a bastard legitimised may wear it
        wearer = wearer_for(state, new)
        if wearer < 0:
            fall(state, fief)
            state.say(f"p{new + 1} takes {VILLAGE_NAMES[v]}; with no lord to wear it, the crown "
                      f"of {FIEF_NAMES[fief]} falls and the city is a castle again")
        else:
            state.crown = replaced(state.crown, fief, wearer)
            crowned = True
            state.say(f"p{new + 1} takes the city of {VILLAGE_NAMES[v]} and the crown of "
                      f"{FIEF_NAMES[fief]} from p{old + 1}")
        for line in graces:
            state.say(line)
    return crowned
