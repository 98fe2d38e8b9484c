"""The Church of Fief: who is priest, bishop, cardinal or Pope, excommunication and its effects, the
cardinal's hat (phase 3) and the acts of cardinals and the Pope in phase 6.

Seed, phase 6 "Les Évêchés", "Le Cardinal (3 cartes)", "Élection du Pape" and phase 4
"Excommunication": a cardinal's hat costs 500 for a layman (unmarried, free, not excommunicated,
no bastard and no illegitimate child) and 300 for a bishop, who gives up his bishopric; the Pope
names cardinals free; a cardinal or the Pope lifts excommunication and legitimises bastards; the
Pope annuls a marriage "à la demande d'un des deux époux". An excommunicated lord loses his charge
of priest or bishop, his marriage and any throne, cannot vote, be crowned anew, marry or be ordained,
and keeps his income (and his dîme). Taking a city by combat lifts the excommunication of the whole
family ("Toute la famille est relevée avec la nouvelle couronne") and legitimises the bastards who
took it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from regnum.engine.events import Event
from regnum.engine.tables import replaced
from regnum.games.fief.data import LORD_NAMES
from regnum.games.fief.map import BISHOPRICS
from regnum.games.fief.state import (
    DEAD,
    FREE,
    RANK_BISHOP,
    RANK_CARDINAL,
    RANK_LAY,
    RANK_POPE,
    RANK_PRIEST,
)

if TYPE_CHECKING:
    from regnum.games.fief.state import FiefState

HAT_LAYMAN: Final = 500  # [Phase 3, "Le chapeau de cardinal"] a) "Pour un laïc"
HAT_BISHOP: Final = 300  # b) "Pour un évêque (Le cardinal perd son évêché)"
CARDINAL_HATS: Final = 3  # "Le Cardinal (3 cartes)"


def name(state: FiefState, lord: int) -> str:
    return LORD_NAMES[state.lord_card[lord]]


def lord_of_card(state: FiefState, card: int) -> int:
    """The living lord who is card `card` (a card is in play once at most), or -1."""
    cards, status = state.lord_card, state.lord_status
    for lord in range(len(cards)):
        if cards[lord] == card and status[lord] != DEAD:
            return lord
    return -1


def alive(state: FiefState, lord: int) -> bool:
    return lord >= 0 and state.lord_status[lord] != DEAD


def free(state: FiefState, lord: int) -> bool:
    return lord >= 0 and state.lord_status[lord] == FREE


def with_rank(state: FiefState, rank: int) -> list[int]:
    """Living lords of `rank`, by id."""
    return [lord for lord, r in enumerate(state.lord_rank) if r == rank and alive(state, lord)]


def pope(state: FiefState) -> int:
    found = with_rank(state, RANK_POPE)
    return found[0] if found else -1


def see_of(state: FiefState, lord: int) -> int:
    """The bishopric `lord` holds, or -1."""
    return state.bishop.index(lord) if lord in state.bishop else -1


def has_bastard_child(state: FiefState, lord: int) -> bool:
    """"Un prêtre peut avoir un fils bâtard, mais alors ne peut plus devenir évêque ou cardinal"."""
    bastard, father, mother = state.lord_bastard, state.lord_father, state.lord_mother
    return any(bastard[child] and (father[child] == lord or mother[child] == lord)
               for child in range(len(bastard)))  # index loop: `zip(strict=True)` is Python


def voice_seat(state: FiefState, lord: int) -> int:
    """Who casts a cleric's vote: his seat, or his captor while he is a prisoner (*decided*, the
    seed's "Vote au service du joueur qui a fait le prisonnier")."""
    captor = state.lord_captor[lord]
    return captor if captor >= 0 else state.lord_owner[lord]


# -- excommunication -----------------------------------------------------------------------------
def excommunicate(state: FiefState, lord: int) -> None:
    """Mark `lord` excommunicated with its effects: a priest or bishop loses his charge, a marriage
    is void, a king or queen loses the crown (a bastard cannot be excommunicated: "il est déjà
    rejeté par l'Église")."""
    if state.lord_bastard[lord] or state.lord_excommunicated[lord]:
        return
    state.lord_excommunicated = replaced(state.lord_excommunicated, lord, 1)
    if state.lord_rank[lord] in (RANK_PRIEST, RANK_BISHOP):
        unfrock(state, lord)
    spouse = state.lord_spouse[lord]
    if spouse >= 0:
        state.lord_spouse = replaced(replaced(state.lord_spouse, lord, -1), spouse, -1)
    from regnum.games.fief.royalty import depose

    depose(state, lord)
    state.say(f"{name(state, lord)} is excommunicated")


def unfrock(state: FiefState, lord: int) -> None:
    """A priest or bishop loses his charge (his bishopric falls vacant)."""
    see = see_of(state, lord)
    if see >= 0:
        state.bishop = replaced(state.bishop, see, -1)
    state.lord_rank = replaced(state.lord_rank, lord, RANK_LAY)
    state.lord_ordained = replaced(state.lord_ordained, lord, 0)


def absolve(state: FiefState, lord: int) -> None:
    state.lord_excommunicated = replaced(state.lord_excommunicated, lord, 0)


def legitimise(state: FiefState, lord: int) -> None:
    state.lord_bastard = replaced(state.lord_bastard, lord, 0)


def city_taken(state: FiefState, p: int, v: int) -> list[str]:
    """Seat `p` took a city by combat: its whole family is absolved and its bastards in `v`
    legitimised [Excommunication, Le Bâtard]. Returns the log lines, which the caller writes
    after the taking itself (the cause first)."""
    lines = []
    for lord in state.living_lords(p):
        if state.lord_excommunicated[lord]:
            absolve(state, lord)
            lines.append(f"{name(state, lord)} is absolved by the taking of a city")
        if state.lord_bastard[lord] and state.lord_village[lord] == v and free(state, lord):
            legitimise(state, lord)
            lines.append(f"{name(state, lord)} is legitimised by the taking of a city")
    return lines


# -- the cardinal's hat (phase 3) --------------------------------------------------------------
def hats_left(state: FiefState) -> int:
    return CARDINAL_HATS - len(with_rank(state, RANK_CARDINAL))


def hat_price(state: FiefState, lord: int) -> int:
    return HAT_BISHOP if state.lord_rank[lord] == RANK_BISHOP else HAT_LAYMAN


def hat_problem(state: FiefState, p: int, card: int) -> Event | None:
    """Why `p` may not buy a cardinal's hat for lord card `card` now (a `reason.<id>` text of
    texts.py), or None."""
    lord = lord_of_card(state, card)
    if lord < 0 or state.lord_owner[lord] != p:
        return Event("lord.not-yours", {"lord": LORD_NAMES[card]})
    return hat_eligible(state, lord) or _hat_payable(state, p, lord)


def may_buy_hat(state: FiefState, p: int, lord: int) -> bool:
    """`hat_problem` is None for `p`'s living `lord`: the purchases ask it of every lord."""
    return not hat_refusal(state, lord) and hat_affordable(state, p, lord)


def hat_eligible(state: FiefState, lord: int) -> Event | None:
    why = hat_refusal(state, lord)
    return lord_reason(state, why, lord) if why else None


def hat_refusal(state: FiefState, lord: int) -> str:
    """Why `lord` may not wear a cardinal's hat, as a reason id ("" none): words are made only
    for a refusal shown (`lord_reason`)."""
    if state.is_female(lord):
        return "hat.lady"
    if state.lord_rank[lord] >= RANK_CARDINAL:
        return "hat.cardinal"
    if not free(state, lord):
        return "lord.prisoner"
    if state.lord_spouse[lord] >= 0:
        return "lord.married"
    if lord == state.king:
        # [Les Prêtres] "ne peuvent se marier ou devenir roi (idem pour les cardinaux et le Pope)":
        # a throne and a hat never meet, whichever comes first.
        return "hat.king"
    if state.lord_excommunicated[lord]:
        return "lord.excommunicated"
    if state.lord_bastard[lord] or has_bastard_child(state, lord):
        return "hat.bastard"
    if state.lord_plague[lord]:
        return "lord.plague"
    if hats_left(state) <= 0:
        return "hat.none-left"
    return ""


NAMELESS_REASONS: Final = frozenset({"hat.lady", "church.annul"})


def lord_reason(state: FiefState, why: str, lord: int) -> Event:
    """The refusal `why` (a reason id of `hat_refusal` or `act_refusal`) about `lord`."""
    if why == "hat.none-left":
        return Event(why, {"hats": CARDINAL_HATS})
    return Event(why, {} if why in NAMELESS_REASONS else {"lord": name(state, lord)})


def hat_affordable(state: FiefState, p: int, lord: int) -> bool:
    return state.money[p] >= hat_price(state, lord)


def _hat_payable(state: FiefState, p: int, lord: int) -> Event | None:
    if hat_affordable(state, p, lord):
        return None
    return Event("hat.money", {"price": hat_price(state, lord), "money": state.money[p]})


def make_cardinal(state: FiefState, lord: int) -> None:
    see = see_of(state, lord)
    if see >= 0:
        state.bishop = replaced(state.bishop, see, -1)
        state.say(f"the bishopric of {BISHOPRICS[see].name} falls vacant")
    state.lord_rank = replaced(state.lord_rank, lord, RANK_CARDINAL)


def buy_hat(state: FiefState, p: int, card: int) -> None:
    lord = lord_of_card(state, card)
    state.money[p] -= hat_price(state, lord)
    make_cardinal(state, lord)
    state.say(f"p{p + 1} buys a cardinal's hat for {name(state, lord)}")


# -- acts of cardinals and the Pope (phase 6) ---------------------------------------------------
def church_seats(state: FiefState) -> set[int]:
    """Seats with a free cardinal or a free Pope, who may absolve and legitimise."""
    return {state.lord_owner[lord] for lord, rank in enumerate(state.lord_rank)
            if rank >= RANK_CARDINAL and free(state, lord) and not state.lord_excommunicated[lord]}


def is_pope_seat(state: FiefState, p: int) -> bool:
    holder = pope(state)
    return holder >= 0 and free(state, holder) and state.lord_owner[holder] == p


POPE_ACTS: Final = ("c_annul", "c_name_cardinal")


def act_problem(state: FiefState, p: int, kind: str, card: int) -> Event | None:
    """Why seat `p` may not do the church act `kind` on lord card `card` (a `reason.<id>` text
    of texts.py), or None."""
    if p not in church_seats(state):
        return Event("church.seat", {})
    lord = lord_of_card(state, card)
    if lord < 0:
        return Event("lord.not-living", {"lord": LORD_NAMES[card]})
    if kind in POPE_ACTS and not is_pope_seat(state, p):
        return Event("church.pope", {})
    why = act_refusal(state, p, kind, lord)
    return lord_reason(state, why, lord) if why else None


def act_refusal(state: FiefState, p: int, kind: str, lord: int) -> str:
    """Why seat `p`, which may do church acts (the Pope's too for `POPE_ACTS`), may not do `kind`
    on the living `lord`, as a reason id ("" none): phase 6 asks it of every lord."""
    if kind == "c_absolve":
        return "" if state.lord_excommunicated[lord] else "church.absolve"
    if kind == "c_legitimise":
        return "" if state.lord_bastard[lord] else "church.legitimise"
    if kind == "c_annul":
        spouse = state.lord_spouse[lord]
        if spouse < 0:
            return "church.unmarried"
        if p not in (state.lord_owner[lord], state.lord_owner[spouse]):
            return "church.annul"
        return ""
    # c_name_cardinal: a priest or bishop, free, legitimate and without a bastard son
    if state.lord_rank[lord] not in (RANK_PRIEST, RANK_BISHOP):
        return "church.name-cardinal"
    return hat_refusal(state, lord)


def do_act(state: FiefState, p: int, kind: str, card: int) -> None:
    lord = lord_of_card(state, card)
    who = name(state, lord)
    if kind == "c_absolve":
        absolve(state, lord)
        state.say(f"p{p + 1} lifts the excommunication of {who}")
    elif kind == "c_legitimise":
        legitimise(state, lord)
        state.say(f"p{p + 1} legitimises {who}")
    elif kind == "c_annul":
        spouse = state.lord_spouse[lord]
        state.lord_spouse = replaced(replaced(state.lord_spouse, lord, -1), spouse, -1)
        state.say(f"the Pope annuls the marriage of {who} and {name(state, spouse)}")
    else:
        make_cardinal(state, lord)
        state.say(f"the Pope names {who} cardinal")
