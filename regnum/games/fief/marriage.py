"""Phase 6's family round, before the church acts and the elections: each seat in round order
ordains priests, lets priests and bishops leave orders, retires surplus lords, and asks for one
marriage (two of its own lords, one of its lords and another family's, or a wife for a lord,
bought by a dowry of 300 paid to the bank), which the other family accepts or refuses and a
cleric blesses or not.

Seed, "Le Mariage (5 cartes)": "À son tour, un joueur demande le mariage. Il doit être accepté et
béni par un prêtre, et s'il est couronné, par un évêque ou un cardinal non laïc ou même le Pape";
"Le mariage se prononce aux négociations de la phase 6, même par un prêtre fraîchement ordonné";
"Un prêtre est libre d'accorder ou non le mariage". "Un mariage (après remise de la dote du
joueur ayant la femme au joueur ayant l'époux s'ils sont différents)"; "la femme seigneur peut
réclamer une dote à son futur époux". *decided*: the asking seat names the dowry, 0 to 300 écus
either way, which the other family accepts or refuses with the marriage; one request per seat
and phase 6 (so that the round ends); the seats with a cleric who may bless are asked in turn
(the asking seat, the other family, then clockwise) until one blesses or all have refused.
A marriage between two families is the alliance of the seed; its effects come with negotiation.

Scratch `FiefState.family` during phase 6's family round (ints): `MAN`, `WOMAN` (the couple
asked for, -1), `DOWRY` (écus paid by the wife's family to the husband's; negative: the other
way), `ASKED` (bit mask of the seats that made their request), `REFUSED` (bit mask of the seats
whose clerics refused to bless this marriage).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from regnum.engine.events import Event
from regnum.engine.game import Action, JsonDict
from regnum.engine.tables import replaced
from regnum.games.fief.actions import act
from regnum.games.fief.battle import kill
from regnum.games.fief.church import lord_of_card, name, unfrock
from regnum.games.fief.data import LORD_NAMES, MALE_LORDS
from regnum.games.fief.diplomacy import marriage_alliance
from regnum.games.fief.family import (
    DOWRIES,
    NO_CLERIC,
    WIFE_DOWRY,
    leave_orders_problem,
    leave_orders_refusal,
    marriage_cards_left,
    marriage_problem,
    marriageable,
    match_problem,
    officiant_seats,
    ordain_problem,
    ordain_refusal,
    retire_problem,
    retire_refusal,
    unmarriable,
    unmarriable_id,
)
from regnum.games.fief.purchase import draw_lord
from regnum.games.fief.state import (
    PHASE_ANSWER,
    PHASE_BLESS,
    PHASE_DOWRY,
    PHASE_FAMILY,
    RANK_PRIEST,
)

if TYPE_CHECKING:
    from regnum.games.fief.state import FiefState

MAN: Final = 0
WOMAN: Final = 1
DOWRY: Final = 2
ASKED: Final = 3
REFUSED: Final = 4
HEADER: Final = 5
MARRIAGE_PHASES: Final = frozenset({PHASE_FAMILY, PHASE_DOWRY, PHASE_ANSWER, PHASE_BLESS})


# -- what a seat may do ---------------------------------------------------------------------------
ASKED_ALREADY: Final = Event("marry.asked", {})


def wife_problem(state: FiefState, p: int, man: int) -> Event | None:
    """Why `p` may not take a wife by dowry for `man` now (a `reason.<id>` text of texts.py), or
    None."""
    if state.lord_owner[man] != p or state.is_female(man):
        return Event("wife.not-man", {"lord": name(state, man)})
    if state.family[ASKED] >> p & 1:
        return ASKED_ALREADY
    if state.money[p] < WIFE_DOWRY:
        return Event("wife.money", {"price": WIFE_DOWRY, "money": state.money[p]})
    if not any(card >= len(MALE_LORDS) for card in state.lord_deck):
        return Event("wife.no-lady", {})
    reason = unmarriable(state, man)
    if reason:
        return reason
    if marriage_cards_left(state) < 1:
        return Event("wife.no-card", {})
    if not officiant_seats(state, man, man, p):
        return NO_CLERIC
    return None


def propose_problem(state: FiefState, p: int, man: int, woman: int) -> Event | None:
    if p not in (state.lord_owner[man], state.lord_owner[woman]):
        return Event("marry.yours", {})
    if state.family[ASKED] >> p & 1:
        return ASKED_ALREADY
    return marriage_problem(state, man, woman)


def act_options(state: FiefState, p: int) -> list[Action]:
    """Everything `p` may do in its family turn but ending it."""
    found: list[Action] = []
    own = state.living_lords(p)
    men = [lord for lord in own if not state.is_female(lord)]
    money = state.money[p]
    for lord in men:
        card = state.lord_card[lord]
        if not ordain_refusal(state, p, lord):
            found.append(act("ordain", card))
        if not leave_orders_refusal(state, p, lord):
            found.append(act("leave_orders", card))
        if not retire_refusal(state, p, lord):
            found.append(act("retire", card))
        # `wife_problem`'s usual refusals (the dowry, a married man) asked first, without
        # making their words
        if (money >= WIFE_DOWRY and not unmarriable_id(state, lord)
                and wife_problem(state, p, lord) is None):
            found.append(act("take_wife", card))
    if not state.family[ASKED] >> p & 1:
        brides = [lady for lady in range(len(state.lord_card))
                  if state.is_female(lady) and marriageable(state, lady)]
        grooms = [man for man in range(len(state.lord_card))
                  if not state.is_female(man) and marriageable(state, man)]
        owner = state.lord_owner
        for man in grooms:  # `propose_problem` of each couple, its checks already made skipped
            for woman in brides:
                if p in (owner[man], owner[woman]) and match_problem(state, man, woman) is None:
                    found.append(act("propose", state.lord_card[man], state.lord_card[woman]))
    return sorted(found, key=lambda a: a.id)


# -- the round -----------------------------------------------------------------------------------
def family_start(state: FiefState) -> None:
    """The family round of phase 6; the church acts and elections follow."""
    from regnum.games.fief.turn import open_round, round_order

    state.family = [-1, -1, 0, 0, 0]
    open_round(state, PHASE_FAMILY, [p for p in round_order(state) if act_options(state, p)],
               _over)


def _over(state: FiefState) -> None:
    from regnum.games.fief.elections import elections_start

    state.family = []
    elections_start(state)


def end_family(state: FiefState) -> None:
    """The seat's family turn ends; the next seat with something to do takes its turn."""
    state.pending.pop(0)
    while state.pending and not act_options(state, state.pending[0]):
        state.pending.pop(0)
    if state.pending:
        state.phase = PHASE_FAMILY
        state.actor = state.pending[0]
    else:
        _over(state)


def _back(state: FiefState) -> None:
    """A marriage request is settled: the asking seat goes on with its family turn (or it ends,
    with nothing left to do)."""
    from regnum.games.fief.victory import crowned_winner

    f = state.family
    f[MAN] = f[WOMAN] = -1
    f[DOWRY] = f[REFUSED] = 0
    if crowned_winner(state):  # a marriage can join the king's and the queen's families [A.B]
        return
    state.phase = PHASE_FAMILY
    state.actor = state.pending[0]
    if not act_options(state, state.actor):
        end_family(state)


# -- acts ------------------------------------------------------------------------------------------
def ordain(state: FiefState, p: int, lord: int) -> None:
    state.lord_rank = replaced(state.lord_rank, lord, RANK_PRIEST)
    state.lord_ordained = replaced(state.lord_ordained, lord, state.turn)
    state.say(f"p{p + 1} has {name(state, lord)} ordained priest")


def leave_orders(state: FiefState, p: int, lord: int) -> None:
    """A priest or bishop goes back to the world (his bishopric falls vacant); he may marry from
    the next turn (`lord_ordained` keeps the turn he left, negated)."""
    unfrock(state, lord)
    state.lord_ordained = replaced(state.lord_ordained, lord, -state.turn)
    state.say(f"{name(state, lord)} leaves holy orders")


def retire(state: FiefState, p: int, lord: int) -> None:
    """The surplus lord leaves the family for good, as at his death (his crowns pass on)."""
    state.say(f"p{p + 1} retires {name(state, lord)} from the family")
    kill(state, lord)


def take_wife(state: FiefState, p: int, man: int) -> None:
    """The dowry goes to the bank; a lady comes into the family with the groom, and the marriage
    goes to the clerics (unblessed, she stays in the family unmarried)."""
    f = state.family
    f[ASKED] |= 1 << p
    state.money[p] -= WIFE_DOWRY
    card = draw_lord(state, True)
    wife = state.add_lord(card, p, state.lord_village[man])
    state.lord_generation = replaced(state.lord_generation, wife, state.lord_generation[man])
    state.say(f"p{p + 1} pays a dowry of {WIFE_DOWRY} for {name(state, wife)}, promised to "
              f"{name(state, man)}")
    f[MAN], f[WOMAN] = man, wife
    _to_clerics(state)


def propose(state: FiefState, p: int, man: int, woman: int) -> None:
    f = state.family
    f[ASKED] |= 1 << p
    f[MAN], f[WOMAN] = man, woman
    state.say(f"p{p + 1} asks for the marriage of {name(state, man)} and {name(state, woman)}")
    if state.lord_owner[man] == state.lord_owner[woman]:
        _to_clerics(state)
    else:
        state.phase = PHASE_DOWRY


def dowry_options(state: FiefState) -> list[Action]:
    """No dowry, or 100 to 300 from one family to the other; what the asking seat would pay
    must be in its purse."""
    f = state.family
    p = state.actor
    husband_seat = state.lord_owner[f[MAN]]
    found = [act("dowry", 0)]
    for amount in DOWRIES:
        for signed in (amount, -amount):  # + : the wife's family pays the husband's
            payer = state.lord_owner[f[WOMAN]] if signed > 0 else husband_seat
            if payer != p or state.money[p] >= amount:
                found.append(act("dowry", signed))
    return sorted(found, key=lambda a: a.id)


def name_dowry(state: FiefState, signed: int) -> None:
    f = state.family
    f[DOWRY] = signed
    man, woman = f[MAN], f[WOMAN]
    if signed:
        payer = woman if signed > 0 else man
        state.say(f"dowry named: {abs(signed)} écus from the family of {name(state, payer)}")
    else:
        state.say("no dowry is named")
    other = state.lord_owner[woman] if state.lord_owner[man] == state.actor else state.lord_owner[man]
    state.phase = PHASE_ANSWER
    state.actor = other


def payer(state: FiefState) -> int:
    """The seat that pays the dowry, or -1."""
    f = state.family
    if not f[DOWRY]:
        return -1
    return state.lord_owner[f[WOMAN] if f[DOWRY] > 0 else f[MAN]]


def answer_options(state: FiefState) -> list[Action]:
    """The other family accepts (if it can pay what the dowry asks of it) or refuses."""
    owes = payer(state) == state.actor
    found = [act("answer", 0)]
    if not owes or state.money[state.actor] >= abs(state.family[DOWRY]):
        found.insert(0, act("answer", 1))
    return found


def answer(state: FiefState, yes: bool) -> None:
    f = state.family
    p = state.actor
    if not yes:
        state.say(f"p{p + 1} refuses the marriage of {name(state, f[MAN])} and "
                  f"{name(state, f[WOMAN])}")
        _back(state)
        return
    state.say(f"p{p + 1} accepts the marriage")
    _to_clerics(state)


def _to_clerics(state: FiefState) -> None:
    """Ask the next seat whose cleric may bless, or give up when none is left."""
    f = state.family
    asking = state.pending[0]
    seats = [s for s in officiant_seats(state, f[MAN], f[WOMAN], asking) if not f[REFUSED] >> s & 1]
    if not seats:
        state.say(f"no cleric blesses the marriage of {name(state, f[MAN])} and "
                  f"{name(state, f[WOMAN])}")
        _back(state)
        return
    state.phase = PHASE_BLESS
    state.actor = seats[0]


def bless(state: FiefState, yes: bool) -> None:
    f = state.family
    p = state.actor
    if not yes:
        f[REFUSED] |= 1 << p
        state.say(f"p{p + 1}'s clergy will not bless the marriage")
        _to_clerics(state)
        return
    man, woman = f[MAN], f[WOMAN]
    state.lord_spouse = replaced(replaced(state.lord_spouse, man, woman), woman, man)
    seat = payer(state)
    if seat >= 0:
        amount = abs(f[DOWRY])
        other = state.lord_owner[man] if seat == state.lord_owner[woman] else state.lord_owner[woman]
        state.money[seat] -= amount
        state.money[other] += amount
    state.say(f"p{p + 1}'s clergy blesses the marriage of {name(state, man)} and "
              f"{name(state, woman)}")
    marriage_alliance(state, state.lord_owner[man], state.lord_owner[woman])
    _back(state)


def view(state: FiefState) -> JsonDict | None:
    """The marriage asked for, and its dowry (public: asked, answered and blessed openly)."""
    f = state.family
    if state.phase not in MARRIAGE_PHASES or len(f) < HEADER or f[MAN] < 0:
        return None
    return {"man": f[MAN], "woman": f[WOMAN], "dowry": f[DOWRY],
            "asking": state.pending[0] if state.pending else -1}


# -- legal actions and effects -----------------------------------------------------------------
def legal(state: FiefState) -> list[Action]:
    phase = state.phase
    if phase == PHASE_FAMILY:
        return [*act_options(state, state.actor), act("end_family")]
    if phase == PHASE_DOWRY:
        return dowry_options(state)
    if phase == PHASE_ANSWER:
        return answer_options(state)
    return [act("bless", 1), act("bless", 0)]


def apply(state: FiefState, action: Action) -> None:
    kind, args = action.kind, action.args
    p = state.actor
    if kind == "end_family":
        end_family(state)
    elif kind == "ordain":
        ordain(state, p, lord_of_card(state, args[0]))
    elif kind == "leave_orders":
        leave_orders(state, p, lord_of_card(state, args[0]))
    elif kind == "retire":
        retire(state, p, lord_of_card(state, args[0]))
    elif kind == "take_wife":
        take_wife(state, p, lord_of_card(state, args[0]))
    elif kind == "propose":
        propose(state, p, lord_of_card(state, args[0]), lord_of_card(state, args[1]))
    elif kind == "dowry":
        name_dowry(state, args[0])
    elif kind == "answer":
        answer(state, bool(args[0]))
    else:  # bless
        bless(state, bool(args[0]))


def problem(state: FiefState, action: Action) -> Event | None:
    """Why `action` is refused in the family round, as a `reason.<id>` text of texts.py (None: it
    is legal, or not a family act)."""
    if action in legal(state):
        return None
    p, kind, args = state.actor, action.kind, action.args
    if state.phase != PHASE_FAMILY or kind not in ("ordain", "leave_orders", "retire",
                                                    "take_wife", "propose"):
        return None
    lord = lord_of_card(state, args[0])
    if lord < 0:
        return Event("lord.not-living", {"lord": LORD_NAMES[args[0]]})
    if kind == "ordain":
        return ordain_problem(state, p, lord)
    if kind == "leave_orders":
        return leave_orders_problem(state, p, lord)
    if kind == "retire":
        return retire_problem(state, p, lord)
    if kind == "take_wife":
        return wife_problem(state, p, lord)
    woman = lord_of_card(state, args[1])
    if woman < 0:
        return Event("lord.not-living", {"lord": LORD_NAMES[args[1]]})
    return propose_problem(state, p, lord, woman)


def check(state: FiefState) -> str | None:
    """The family scratch is there exactly during phase 1's births and phase 6's family round."""
    from regnum.games.fief.births import BIRTH_PHASES
    from regnum.games.fief.births import HEADER as BIRTH_HEADER

    f = state.family
    lords = range(-1, len(state.lord_card))
    if state.phase in BIRTH_PHASES:
        if len(f) < BIRTH_HEADER or any(x not in lords for x in f[:2]):
            return "phase 1's birth scratch has the wrong layout"
        return None
    if state.phase in MARRIAGE_PHASES:
        if len(f) != HEADER or f[MAN] not in lords or f[WOMAN] not in lords:
            return "phase 6's family scratch has the wrong layout"
        if abs(f[DOWRY]) > max(DOWRIES):
            return "a dowry over the largest allowed"
        return None
    return None if not f else "family scratch outside phases 1 and 6"


