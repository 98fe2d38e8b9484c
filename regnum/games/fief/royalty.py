"""The crown of France: the king, the queen and the dauphin, their pensions, succession, the crown
of a family that died out, and the royal army.

Seed, "Élection et sacre du roi et de la reine" and "Le roi et la reine": once crowned the king makes
his wife queen and his living, legitimate son the dauphin; he receives at once two dice of royal
army points, placed with him (12 bronze tokens in all), and may buy more at 100 (no card or lord
for them); pensions 300 for the king and 200 for the queen, the prince nothing; at the king's death
the prince keeps the army and becomes king when crowned in a phase 6; the queen stays "reine mère"
until a new king is elected (or the new king marries); "si le roi meurt sans successeur ni épouse,
les armées du roi disparaissent". "Danger…": with a king, the crown of a family whose last lord died
becomes the monarch's (*decided*: he always takes it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from regnum.engine.events import Event
from regnum.engine.tables import replaced
from regnum.games.fief.church import alive, free, name
from regnum.games.fief.map import FIEF_NAMES, FIEFS
from regnum.games.fief.state import V

if TYPE_CHECKING:
    from regnum.games.fief.state import FiefState

PENSION_KING: Final = 300
PENSION_QUEEN: Final = 200
ROYAL_TOKENS: Final = 12  # "Il y a 12 pions ronds couleur bronze"
ROYAL_PRICE: Final = 100  # "le pion 1 point de combat = 100 écus"


def pensions(state: FiefState) -> list[int]:
    """What the king and the queen receive this phase 2, by seat."""
    gains = [0] * state.num_players
    if alive(state, state.king):
        gains[state.lord_owner[state.king]] += PENSION_KING
    if alive(state, state.queen):
        gains[state.lord_owner[state.queen]] += PENSION_QUEEN
    return gains


def eldest_son(state: FiefState, king: int) -> int:
    """The king's first-born living legitimate son (lowest id: the order of birth), or -1."""
    for lord in range(len(state.lord_card)):
        if (state.lord_father[lord] == king and not state.is_female(lord) and alive(state, lord)
                and not state.lord_bastard[lord]):
            return lord
    return -1


def royal_lord(state: FiefState) -> int:
    """The lord the royal army serves: the king, else the queen, else the dauphin, or -1."""
    for lord in (state.king, state.queen, state.dauphin):
        if alive(state, lord):
            return lord
    return -1


def royal_seat(state: FiefState) -> int:
    """The seat the royal army serves (it fights and moves with that seat's pieces), or -1."""
    lord = royal_lord(state)
    return state.lord_owner[lord] if lord >= 0 else -1


def tokens_left(state: FiefState) -> int:
    return ROYAL_TOKENS - sum(state.royal_army)


def crown_king(state: FiefState, lord: int) -> None:
    """`lord` is crowned king: an elected king gets 2d6 royal army points; a crowned dauphin keeps
    the army he had. His wife becomes queen (an elected king's predecessor's queen gives way)."""
    was_dauphin = lord == state.dauphin
    state.king = lord
    spouse = state.lord_spouse[lord]
    if alive(state, spouse) and not state.lord_excommunicated[spouse]:
        state.queen = spouse
    elif not was_dauphin:
        state.queen = -1  # "Elle rendra alors sa couronne. C'est la loi salique…"
    state.dauphin = eldest_son(state, lord)
    state.say(f"{name(state, lord)} is crowned king")
    state.tell("fief.king", {"lord": name(state, lord), "seat": f"p{state.lord_owner[lord] + 1}"})
    if was_dauphin:
        return
    if any(state.royal_army):
        state.royal_army = (0,) * V  # the army of a line that ended serves the new king anew
    roll = state.rng_gen.below(6) + state.rng_gen.below(6) + 2
    raised = min(roll, tokens_left(state))
    where = state.lord_village[lord]
    state.royal_army = replaced(state.royal_army, where, state.royal_army[where] + raised)
    state.say(f"the king raises a royal army of {raised}")


def queen_by_marriage(state: FiefState) -> None:
    """A king who married since his crowning makes his wife queen; the queen mother gives way
    ("reine mère jusqu'au mariage du nouveau roi")."""
    king = state.king
    if not alive(state, king):
        return
    wife = state.lord_spouse[king]
    if alive(state, wife) and not state.lord_excommunicated[wife] and state.queen != wife:
        state.queen = wife
        state.say(f"{name(state, wife)}, wife of the king, is queen")


def depose(state: FiefState, lord: int) -> None:
    """`lord` can no longer hold a royal office (excommunicated): as at his death."""
    if lord in (state.king, state.queen, state.dauphin):
        lord_gone(state, lord)


def lord_gone(state: FiefState, lord: int) -> None:
    """A royal lord died or lost his office. The king's death leaves the throne empty (the dauphin
    waits for his crowning in phase 6, the queen stays queen mother); a dead dauphin is replaced by
    the king's next son; with nobody left to serve, the royal army vanishes."""
    if lord == state.king:
        state.king = -1
    if lord == state.queen:
        state.queen = -1
    if lord == state.dauphin:
        state.dauphin = eldest_son(state, state.king) if alive(state, state.king) else -1
        if state.dauphin == lord:
            state.dauphin = -1
    if any(state.royal_army) and royal_seat(state) < 0:
        state.royal_army = (0,) * V
        state.say("with no heir, the royal army goes back to the fields")


def vacant_crown(state: FiefState, fief: int) -> bool:
    """The crown of `fief` lost its family's last lord: with a king it becomes his (True); else the
    caller lets it fall. *decided*: the king always accepts; the royal army stays where it is."""
    king = state.king
    if not free(state, king) or state.lord_excommunicated[king]:
        return False
    state.crown = replaced(state.crown, fief, king)
    p = state.lord_owner[king]
    for v in FIEFS[fief].villages:
        if state.city[v]:
            state.fort_owner = replaced(state.fort_owner, v, p)
    state.say(f"the crown of {FIEF_NAMES[fief]} goes to the king")
    return True


def army_problem(state: FiefState, p: int) -> Event | None:
    """Why `p` may not buy a royal army point now, or None."""
    refusal = army_refusal(state, p)
    if refusal == "army.tokens":
        return Event(refusal, {"tokens": ROYAL_TOKENS})
    if refusal == "army.money":
        return Event(refusal, {"price": ROYAL_PRICE})
    return None if refusal is None else Event(refusal, {})


def army_refusal(state: FiefState, p: int) -> str | None:
    """`army_problem`'s reason id alone: asked at every decision of the purchases, where nearly
    every seat is refused (the king is not his)."""
    if not free(state, state.king) or state.lord_owner[state.king] != p:
        return "army.king"
    if tokens_left(state) <= 0:
        return "army.tokens"
    if state.money[p] < ROYAL_PRICE:
        return "army.money"
    return None


def buy_army(state: FiefState, p: int) -> None:
    state.money[p] -= ROYAL_PRICE
    where = state.lord_village[state.king]
    state.royal_army = replaced(state.royal_army, where, state.royal_army[where] + 1)
    state.say(f"p{p + 1} buys a royal army point for the king")


def check(state: FiefState) -> str | None:
    """The royal army fits its tokens and serves someone; a queen or dauphin is no king."""
    if sum(state.royal_army) > ROYAL_TOKENS:
        return f"more royal army points than the {ROYAL_TOKENS} tokens"
    if any(state.royal_army) and royal_seat(state) < 0:
        return "a royal army with no king, queen or dauphin to serve"
    if state.king >= 0 and state.king in (state.queen, state.dauphin):
        return "the king is also queen or dauphin"
    return None
