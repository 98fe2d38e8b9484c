"""The family of Fief: who may marry, be ordained, leave orders or be retired, the limited cards and
tokens, kinship, and who inherits a dead lord's crown.

Seed, "La constitution d'une famille", "Les Prêtres (2 cartes)", "Le Mariage (5 cartes)", "Le
Bâtard" and "Excommunication":

- At most four living male lords per family, free, prisoner, excommunicated or bastard.
- "Il faut faire bon usage des cartes Mariages (5), Prêtres (2), et des pions Bâtards (5)": a
  marriage of two lords of one player uses one marriage card, a marriage between two players one
  card each ("une carte mariage, que chacun prend"); a priest card is freed when its priest
  becomes bishop (so at most two lords are priests at a time); five bastard tokens; five
  excommunication tokens.
- Marriage: mixed couples only; never a priest, bishop, cardinal or Pope, a bastard, d'Arc or an
  excommunicate; "On ne peut marier qu'un seul de ses seigneurs à un seigneur d'un autre joueur";
  blessed by a priest, or for a crowned spouse by a bishop, an ordained cardinal ("un cardinal non
  laïc") or the Pope.
- Ordination: "un de ses seigneurs mâles, non marié (avec ou sans enfant), non pestiféré, non
  excommunié et non bâtard… par contre, il peut être prisonnier"; a priest or bishop may leave
  orders in a later phase than his ordination and marry from the next turn (*decided*: the
  Prêtres section's "ne peut demander le mariage pour lui-même qu'au tour suivant" over the
  family section's "dans la foulée", the stricter of the two).
- A surplus lord may be retired ("suicidé") to make room; a lady never ("pas de suicide de femme").
  *decided*: in phase 6's family round, when his family has four men, or when he is a bastard
  alone in his family (the seed's lone bastard "supprimé en phase 6").
- Inheritance (*decided*): a dead lord's crowns pass to his legitimate children of the family by
  age, then his legitimate brothers and sisters by age, then the family's other legitimate lords;
  a bastard never inherits a crown. Troops belong to the family, not to a lord, and stay its own.

*decided* (the seed is silent): no marriage between parent and child or brother and sister; the
king is not ordained (a priest cannot become king, so neither can a king be made priest); a
prisoner cannot marry (nor attend his wedding) or be retired.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from regnum.engine.events import Event
from regnum.games.fief.church import alive, free, name
from regnum.games.fief.data import MALE_LORDS, MAX_MALE_LORDS
from regnum.games.fief.state import (
    FREE,
    RANK_BISHOP,
    RANK_CARDINAL,
    RANK_LAY,
    RANK_POPE,
    RANK_PRIEST,
)
from regnum.games.fief.weather import storm_bound

if TYPE_CHECKING:
    from regnum.games.fief.state import FiefState

MARRIAGE_CARDS: Final = 5
PRIEST_CARDS: Final = 2
BASTARD_TOKENS: Final = 5
EXCOMMUNICATION_TOKENS: Final = 5
WIFE_DOWRY = 300  # "Pour obtenir une femme seigneur il faut payer une dote de 300 écus (à la banque)"
DOWRIES = (100, 200, 300)  # *decided*: a dowry between two players, 0 to 300 écus either way


def males(state: FiefState, p: int) -> int:
    """Living male lords of `p` (free, prisoner, excommunicated or bastard). An index loop:
    compiled, `zip(strict=True)` runs as Python."""
    men = len(MALE_LORDS)
    owner, card = state.lord_owner, state.lord_card
    return sum(1 for lord in range(len(card))
               if owner[lord] == p and card[lord] < men and alive(state, lord))


def room_for_a_man(state: FiefState, p: int) -> bool:
    return males(state, p) < MAX_MALE_LORDS


def spouse(state: FiefState, lord: int) -> int:
    """The living spouse of `lord`, or -1."""
    other = state.lord_spouse[lord]
    return other if alive(state, other) else -1


def hindered(state: FiefState, lord: int) -> Event | None:
    """Why `lord` takes no part in votes and marriages now: plague-stricken ("n'ont pas droit de
    vote, ou de prétendre au mariage"), fled from the plague by a tunnel this turn, or standing in
    a fief under the storm ("ne peuvent pas participer ... au vote d'élections, et aux mariages"),
    or None."""
    if state.lord_plague[lord]:
        return Event("lord.plague", {"lord": name(state, lord)})
    if state.lord_fled[lord] == state.turn:  # "à l'écart des votes ... pas de mariage"
        return Event("lord.fled", {"lord": name(state, lord)})
    if storm_bound(state, lord):
        return Event("lord.storm", {"lord": name(state, lord)})
    return None


def is_crowned(state: FiefState, lord: int) -> bool:
    return lord in state.crown


def kin(state: FiefState, a: int, b: int) -> bool:
    """Parent and child, or brother and sister (a shared parent)."""
    pa = {state.lord_father[a], state.lord_mother[a]} - {-1}
    pb = {state.lord_father[b], state.lord_mother[b]} - {-1}
    return a in pb or b in pa or bool(pa & pb)


# -- limited cards and tokens ------------------------------------------------------------------
def marriage_cards_left(state: FiefState) -> int:
    used = 0
    for lord, other in enumerate(state.lord_spouse):
        if lord < other and alive(state, lord) and alive(state, other):
            used += 1 if state.lord_owner[lord] == state.lord_owner[other] else 2
    return MARRIAGE_CARDS - used


def cards_for(state: FiefState, a: int, b: int) -> int:
    """Marriage cards the marriage of `a` and `b` takes."""
    return 1 if state.lord_owner[a] == state.lord_owner[b] else 2


def has_foreign_marriage(state: FiefState, p: int) -> bool:
    """A lord of `p` is married to a lord of another seat."""
    return any(state.lord_owner[lord] == p and spouse(state, lord) >= 0
               and state.lord_owner[spouse(state, lord)] != p
               for lord in range(len(state.lord_card)))


def priests(state: FiefState) -> int:
    return sum(1 for lord, rank in enumerate(state.lord_rank)
               if rank == RANK_PRIEST and alive(state, lord))


def bastards_left(state: FiefState) -> int:
    return BASTARD_TOKENS - sum(1 for lord, flag in enumerate(state.lord_bastard)
                                if flag and alive(state, lord))


def excommunications_left(state: FiefState) -> int:
    return EXCOMMUNICATION_TOKENS - sum(1 for lord, flag in enumerate(state.lord_excommunicated)
                                        if flag and alive(state, lord))


# -- marriage ------------------------------------------------------------------------------------
def unmarriable(state: FiefState, lord: int) -> Event | None:
    """Why `lord` may not marry now (a `reason.<id>` text of texts.py), or None."""
    why = unmarriable_id(state, lord)
    if why:
        return Event(why, {"lord": name(state, lord)})
    return hindered(state, lord)


def marriageable(state: FiefState, lord: int) -> bool:
    """`unmarriable(state, lord) is None`, without making the reason."""
    return not unmarriable_id(state, lord) and hindered(state, lord) is None


def unmarriable_id(state: FiefState, lord: int) -> str:
    """`unmarriable`'s reason id but for `hindered` ("" none): the family round asks it of every
    lord, so the reason's words are made only for the lords refused."""
    if not free(state, lord):
        return "marry.not-free"
    if spouse(state, lord) >= 0:
        return "lord.married"
    if state.lord_rank[lord] != RANK_LAY:
        return "marry.church"
    if state.lord_bastard[lord]:
        return "marry.bastard"
    if state.lord_darc[lord] or lord == state.spy:
        return "marry.darc"
    if state.lord_excommunicated[lord]:
        return "lord.excommunicated"
    if state.lord_ordained[lord] < 0 and -state.lord_ordained[lord] >= state.turn:
        return "marry.left-orders"
    return ""


NO_CLERIC: Final = Event("marry.no-cleric", {})


def marriage_problem(state: FiefState, man: int, woman: int) -> Event | None:
    """Why `man` and `woman` may not marry now (the seats' own limits aside), or None."""
    if state.is_female(man) or not state.is_female(woman):
        return Event("marry.couple", {})
    reason = unmarriable(state, man) or unmarriable(state, woman)
    if reason:
        return reason
    return match_problem(state, man, woman)


def match_problem(state: FiefState, man: int, woman: int) -> Event | None:
    """Why a man and a woman who may each marry may not marry each other now, or None."""
    if kin(state, man, woman):
        return Event("marry.kin", {"lord": name(state, man), "lady": name(state, woman)})
    if marriage_cards_left(state) < cards_for(state, man, woman):
        return Event("marry.cards", {})
    p, q = state.lord_owner[man], state.lord_owner[woman]
    if p != q and (has_foreign_marriage(state, p) or has_foreign_marriage(state, q)):
        return Event("marry.foreign", {})
    if not officiant_seats(state, man, woman, p):
        return NO_CLERIC
    return None


def officiates(state: FiefState, cleric: int, crowned: bool) -> bool:
    """`cleric` may bless a marriage (of a crowned spouse when `crowned`)."""
    if not free(state, cleric) or state.lord_excommunicated[cleric] or hindered(state, cleric):
        return False
    rank = state.lord_rank[cleric]
    if rank == RANK_CARDINAL and state.lord_ordained[cleric] <= 0:
        return False  # "un cardinal non laïc": a hat bought by a layman gives no sacrament
    return rank >= (RANK_BISHOP if crowned else RANK_PRIEST)


def officiant_seats(state: FiefState, man: int, woman: int, first: int) -> list[int]:
    """Seats with a cleric who may bless the marriage: `first` (the asking seat), then the other
    spouse's, then the rest clockwise."""
    crowned = is_crowned(state, man) or is_crowned(state, woman)
    having = {state.lord_owner[c] for c in range(len(state.lord_card))
              if state.lord_rank[c] >= RANK_PRIEST and officiates(state, c, crowned)}
    n = state.num_players
    order = [first, state.lord_owner[woman] if state.lord_owner[man] == first
             else state.lord_owner[man]]
    order += [(first + k) % n for k in range(1, n)]
    seen: list[int] = []
    for p in order:
        if p in having and p not in seen and not state.out[p]:
            seen.append(p)
    return seen


# -- holy orders and retiring ----------------------------------------------------------------
def yours(state: FiefState, p: int, lord: int) -> bool:
    return state.lord_owner[lord] == p and alive(state, lord)


def lord_reason(state: FiefState, why: str, lord: int) -> Event | None:
    """The refusal `why` (a reason id of the `*_refusal` checks below, "" none) about `lord`."""
    if not why:
        return None
    if why == "ordain.priests":
        return Event(why, {"most": PRIEST_CARDS})
    if why == "retire.room":
        return Event(why, {"most": MAX_MALE_LORDS})
    return Event(why, {} if why in ("ordain.lady", "retire.lady") else {"lord": name(state, lord)})


def ordain_problem(state: FiefState, p: int, lord: int) -> Event | None:
    return lord_reason(state, ordain_refusal(state, p, lord), lord)


def ordain_refusal(state: FiefState, p: int, lord: int) -> str:
    """Why `p` may not ordain `lord`, as a reason id ("" none): the family round asks it of
    every man, so words are made only for a refusal shown (`lord_reason`)."""
    if not yours(state, p, lord):
        return "lord.not-yours"
    if state.is_female(lord):
        return "ordain.lady"
    if state.lord_rank[lord] != RANK_LAY:
        return "ordain.church"
    if spouse(state, lord) >= 0:
        return "lord.married"
    if state.lord_excommunicated[lord] or state.lord_bastard[lord]:
        return "ordain.excommunicated"
    if lord == state.king or lord == state.spy:
        return "ordain.king"
    if state.lord_plague[lord] or state.lord_fled[lord] == state.turn:
        return "ordain.plague"
    if priests(state) >= PRIEST_CARDS:
        return "ordain.priests"
    return ""


def leave_orders_problem(state: FiefState, p: int, lord: int) -> Event | None:
    return lord_reason(state, leave_orders_refusal(state, p, lord), lord)


def leave_orders_refusal(state: FiefState, p: int, lord: int) -> str:
    """Why `p`'s `lord` may not leave holy orders, as a reason id ("" none)."""
    if not yours(state, p, lord):
        return "lord.not-yours"
    if state.lord_rank[lord] not in (RANK_PRIEST, RANK_BISHOP):
        return "leave-orders.lay"
    if state.lord_ordained[lord] >= state.turn:
        return "leave-orders.this-turn"
    return ""


def retire_problem(state: FiefState, p: int, lord: int) -> Event | None:
    return lord_reason(state, retire_refusal(state, p, lord), lord)


def retire_refusal(state: FiefState, p: int, lord: int) -> str:
    """Why `p` may not retire `lord`, as a reason id ("" none). Retiring makes room: a man of a
    family of four men, or a bastard who is the family's only lord ("Le bâtard seul est
    normalement supprimé en phase 6 ... afin de recevoir un nouveau seigneur en phase 1")."""
    if not yours(state, p, lord):
        return "lord.not-yours"
    if state.is_female(lord):
        return "retire.lady"
    if state.lord_status[lord] != FREE:
        return "lord.prisoner"
    lone_bastard = state.lord_bastard[lord] and state.living_lords(p) == [lord]
    if room_for_a_man(state, p) and not lone_bastard:
        return "retire.room"
    return ""


# -- inheritance ---------------------------------------------------------------------------------
def heirs(state: FiefState, lord: int) -> list[int]:
    """Who takes `lord`'s crown, best first: his legitimate children of the family by age (lord
    ids follow the order of arrival), then his legitimate brothers and sisters, then the family's
    other legitimate lords; free lords before prisoners within each rank. Bastards never."""
    p = state.lord_owner[lord]
    parents = {state.lord_father[lord], state.lord_mother[lord]} - {-1}

    def rank(other: int) -> tuple[int, int, int]:
        if lord in (state.lord_father[other], state.lord_mother[other]):
            kinship = 0
        elif parents & {state.lord_father[other], state.lord_mother[other]}:
            kinship = 1
        else:
            kinship = 2
        return kinship, int(state.lord_status[other] != FREE), other

    found = [other for other in state.living_lords(p)
             if other != lord and not state.lord_bastard[other]]
    return sorted(found, key=rank)


def clerics_by_rank(state: FiefState) -> list[int]:
    """Living clerics in the order a fifth son is given to the Church: priests, else bishops,
    else cardinals, else the Pope ("dans l'ordre hiérarchique croissant"); only those whose
    family has room for another man."""
    for rank in (RANK_PRIEST, RANK_BISHOP, RANK_CARDINAL, RANK_POPE):
        found = [lord for lord, r in enumerate(state.lord_rank)
                 if r == rank and alive(state, lord) and room_for_a_man(state, state.lord_owner[lord])]
        if found:
            return found
    return []
