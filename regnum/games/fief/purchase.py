"""Phase 3: buying troops, siege engines, mills, presses, castles and crowns, and where they go.

Seed, phase 3 "Achats": troops go "sur un village non occupé par l'ennemi, de son fief couronné,
dans sa Cité, son château, ou sur un village où se trouve déjà au moins 1 point de combat (soldat,
seigneur mâle ou cavalier) de son armée"; at most 3 fixed pieces per village; the supplies of 12
presses, 12 mills, 10 siege engines and 12 castles; a seat buys within its money and reserve.
Each check returns the broken rule (a `reason.<id>` text of texts.py and its parameters), or
None, so legal actions and refusals agree.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, Final

from regnum.engine.events import Event
from regnum.engine.game import Action
from regnum.engine.tables import replaced
from regnum.games.fief.actions import act
from regnum.games.fief.control import (
    controller,
    controls_fief,
    enemy_present,
    holders,
    seat_masks,
)
from regnum.games.fief.crowns import crown_fief, crown_price
from regnum.games.fief.data import (
    CROWN_PRICES,
    ENTITLE_LORD,
    MALE_LORDS,
    MAX_FIXED,
    MAX_MALE_LORDS,
    PIECE_CASTLE,
    PIECE_ENGINE,
    PIECE_MILL,
    PIECE_NAMES,
    PIECE_POINTS,
    PIECE_PRESS,
    PIECE_PRICES,
    RESERVES,
    SUPPLY_CASTLES,
    SUPPLY_ENGINES,
    SUPPLY_MILLS,
    SUPPLY_PRESSES,
    Piece,
)
from regnum.games.fief.family import room_for_a_man
from regnum.games.fief.map import (
    FIEF_NAMES,
    FIEF_OF,
    FIEFS,
    NUM_VILLAGES,
    VILLAGE_NAMES,
)
from regnum.games.fief.state import FREE, V

if TYPE_CHECKING:
    from regnum.games.fief.state import FiefState

# the pieces as plain ints: compiled, comparing and indexing with enum members is generic code
PIECES: Final = tuple(int(piece) for piece in Piece)
MIN_CROWN_PRICE: Final = min(CROWN_PRICES)


def in_supply(state: FiefState, p: int, piece: int) -> int:
    """Pieces of this kind still available to `p`: its own reserve for troops, the common supply
    for the rest (pieces destroyed or lost go back to it, *decided*)."""
    if piece < PIECE_ENGINE:
        return RESERVES[piece] - state.units_of(piece, p)
    if piece == PIECE_ENGINE:
        return SUPPLY_ENGINES - state.units_total(PIECE_ENGINE)
    if piece == PIECE_MILL:
        return SUPPLY_MILLS - sum(state.mills)
    if piece == PIECE_PRESS:
        return SUPPLY_PRESSES - sum(state.presses)
    # the seats' seigneurial castles come on top of the 12 for sale; a city stands on its castle
    return SUPPLY_CASTLES + state.num_players - sum(state.castle) - sum(state.city)


def own_fort(state: FiefState, p: int, v: int) -> bool:
    """`p` owns the castle or city of `v` (it stays his while empty: "sa Cité, son château")."""
    return state.fort_owner[v] == p


def troop_site_problem(state: FiefState, p: int, v: int) -> Event | None:
    """Why `p` may not place troops (or a siege engine, *decided*) in `v`, or None."""
    village = VILLAGE_NAMES[v]
    if enemy_present(state, p, v):
        return Event("village.enemy", {"village": village})
    if state.crown_holder(FIEF_OF[v]) == p or own_fort(state, p, v) or state.points(p, v) > 0:
        return None
    return Event("buy.troop-site", {"village": village})


def buy_problem(state: FiefState, p: int, piece: Piece, v: int) -> Event | None:
    """Why `p` may not buy `piece` in `v` (a `reason.<id>` text of texts.py), or None."""
    name = PIECE_NAMES[piece]
    price = PIECE_PRICES[piece]
    if state.money[p] < price:
        return Event(f"buy.money.{name}", {"price": price, "money": state.money[p]})
    if in_supply(state, p, piece) <= 0:
        return Event(f"buy.none-left.{name}", {})
    if piece <= PIECE_ENGINE:
        return troop_site_problem(state, p, v)
    village = VILLAGE_NAMES[v]
    if controller(state, v) != p:
        return Event(f"buy.not-held.{name}", {"village": village})
    if state.fixed_pieces(v) >= MAX_FIXED:
        return Event("buy.full", {"village": village, "most": MAX_FIXED})
    if piece == PIECE_CASTLE and (state.castle[v] or state.city[v]):
        return Event("buy.has-fort", {"village": village})
    return None


def buy(state: FiefState, p: int, piece: int, v: int) -> None:
    """`p` buys `piece` (a `Piece` value: a plain int, since making the enum member at every
    purchase costs more than the purchase) for village `v`."""
    state.money[p] -= PIECE_PRICES[piece]
    state.bought = replaced(state.bought, p, state.bought[p] + PIECE_POINTS[piece])
    i = p * V + v
    if piece <= PIECE_ENGINE:
        state.add_units(piece, i, 1)
    elif piece == PIECE_MILL:
        state.mills = replaced(state.mills, v, state.mills[v] + 1)
    elif piece == PIECE_PRESS:
        state.presses = replaced(state.presses, v, state.presses[v] + 1)
    else:
        state.castle = replaced(state.castle, v, 1)
        state.fort_owner = replaced(state.fort_owner, v, p)
    state.say(f"p{p + 1} buys a {PIECE_NAMES[piece]} at {VILLAGE_NAMES[v]}")


def recruit_problem(state: FiefState, p: int, v: int) -> Event | None:
    """Why `p` may not take the lord earned by 5 combat points bought, in `v`, or None."""
    if state.lord_bonus[p]:
        return Event("recruit.once", {})
    if state.cards_taken[p]:
        return Event("recruit.cards-taken", {})
    if state.bought[p] < ENTITLE_LORD:
        return Event("recruit.points", {"points": ENTITLE_LORD, "bought": state.bought[p]})
    if not room_for_a_man(state, p):
        return Event("recruit.most", {"most": MAX_MALE_LORDS})
    if not any(card < len(MALE_LORDS) for card in state.lord_deck):
        return Event("recruit.none-left", {})
    if enemy_present(state, p, v):
        return Event("village.enemy", {"village": VILLAGE_NAMES[v]})
    if state.crown_holder(FIEF_OF[v]) == p or state.present(p, v):
        return None
    return Event("recruit.site", {"village": VILLAGE_NAMES[v]})


def ladies_allowed(state: FiefState) -> bool:
    return state.options.get("female-lords", "yes") == "yes"


def new_lord_genders(state: FiefState) -> tuple[int, ...]:
    """0 (lord) and/or 1 (lady, if the option allows) for which a lord card is left."""
    allowed = (0, 1) if ladies_allowed(state) else (0,)
    return tuple(f for f in allowed if any((card >= len(MALE_LORDS)) == f for card in state.lord_deck))


def draw_lord(state: FiefState, female: bool) -> int:
    """Take the topmost lord card of the wanted gender from the (shuffled) deck."""
    deck = state.lord_deck
    for i in range(len(deck) - 1, -1, -1):
        if (deck[i] >= len(MALE_LORDS)) == female:
            state.lord_deck = (*deck[:i], *deck[i + 1:])
            return deck[i]
    raise AssertionError("no lord card of that gender is left")


def recruit(state: FiefState, p: int, v: int) -> None:
    """The 5-point lord is "placé au niveau de la première génération vivante" of the family."""
    state.lord_bonus = replaced(state.lord_bonus, p, 1)
    generations = [state.lord_generation[lord] for lord in state.living_lords(p)]
    lord = state.add_lord(draw_lord(state, False), p, v)
    state.lord_generation = replaced(state.lord_generation, lord, min(generations, default=1))
    state.say(f"p{p + 1} receives a lord at {VILLAGE_NAMES[v]} for the combat points bought")


def crown_problem(state: FiefState, p: int, v: int) -> Event | None:
    fief = FIEF_OF[v]
    name = FIEF_NAMES[fief]
    if state.crown[fief] >= 0:
        return Event("crown.crowned", {"fief": name})
    if not controls_fief(state, p, fief):
        return Event("crown.not-held", {"fief": name})
    if not state.castle[v]:
        return Event("crown.no-castle", {"village": VILLAGE_NAMES[v]})
    price = crown_price(fief)
    if state.money[p] < price:
        return Event("crown.money", {"fief": name, "price": price, "money": state.money[p]})
    if not state.living_lords(p):
        return Event("crown.no-lord", {})
    if not new_crown_wearers(state, p):
        return Event("crown.excommunicated", {})
    return None


def new_crown_wearers(state: FiefState, p: int) -> list[int]:
    """Living lords of `p` who may wear a new crown: not excommunicated ("un joueur n'ayant que
    des seigneurs excommuniés ... ne peut recevoir de nouvelles couronnes") and not bastards
    ("il ne peut pas ... hériter d'une couronne")."""
    return [lord for lord in state.living_lords(p)
            if not state.lord_excommunicated[lord] and not state.lord_bastard[lord]]


def crown(state: FiefState, p: int, v: int) -> None:
    crown_fief(state, p, v)


def purchase_options(state: FiefState, p: int) -> list[Action]:
    """Every purchase open to `p`, in action-id order: the same rules as `buy_problem`,
    `recruit_problem` and `crown_problem` (a property test checks they agree), computed from one
    pass over the board."""
    money = state.money[p]
    affordable = [piece for piece in PIECES
                  if money >= PIECE_PRICES[piece] and in_supply(state, p, piece) > 0]
    recruiting = _recruit_open(state, p)
    crowning = money >= MIN_CROWN_PRICE and bool(new_crown_wearers(state, p))
    found: list[Action] = []
    if not (affordable or recruiting or crowning):
        return found  # a seat out of money: no need to read the board
    masks, armed = seat_masks(state)
    held = holders(state, armed)
    if affordable:
        buys = buy_actions()
        castle, city = state.castle, state.city
        if affordable[0] <= PIECE_ENGINE:
            troops_at = troop_sites(state, p, masks)
        if affordable[-1] >= PIECE_MILL:
            build_sites = [v for v in range(NUM_VILLAGES) if held[v] == p
                           and castle[v] + city[v] + state.mills[v] + state.presses[v] < MAX_FIXED]
        for piece in affordable:
            sites = (troops_at if piece <= PIECE_ENGINE else build_sites if piece != PIECE_CASTLE
                     else [v for v in build_sites if not (castle[v] or city[v])])
            row = buys[piece]
            found += [row[v] for v in sites]
    if recruiting:
        row = act_row("recruit_lord")
        found += [row[v] for v in range(NUM_VILLAGES) if not masks[v] & ~(1 << p)
                  and not state.peasants[v]
                  and (masks[v] or state.crown_holder(FIEF_OF[v]) == p)]
    if crowning:
        row = act_row("crown")
        for v in range(NUM_VILLAGES):
            fief = FIEF_OF[v]
            if (state.castle[v] and state.crown[fief] < 0 and money >= crown_price(fief)
                    and all(held[w] == p for w in FIEFS[fief].villages)):
                found.append(row[v])
    return found


def troop_sites(state: FiefState, p: int, masks: list[int]) -> list[int]:
    """The villages where `troop_site_problem` is None (`masks`: `seat_masks`)."""
    owners, troops = state.fort_owner, state.troop_seats
    where, owner, status, card, darc = (state.lord_village, state.lord_owner, state.lord_status,
                                        state.lord_card, state.lord_darc)
    male_at = {where[lord] for lord in range(len(where))
               if owner[lord] == p and status[lord] == FREE
               and (card[lord] < len(MALE_LORDS) or darc[lord])}
    crowned = [lord >= 0 and state.lord_owner[lord] == p for lord in state.crown]
    enemies = ~(1 << p)
    peasants = state.peasants  # the revolting peasants are an enemy too (`enemy_present`)
    return [v for v in range(NUM_VILLAGES) if not masks[v] & enemies and not peasants[v] and (
        troops[v] >> p & 1 or v in male_at
        or owners[v] == p or crowned[FIEF_OF[v]])]


@cache
def buy_actions() -> tuple[tuple[Action, ...], ...]:
    """`buy <piece> at <village>` by piece, then village."""
    return tuple(tuple(act("buy", piece, v) for v in range(NUM_VILLAGES)) for piece in Piece)


@cache
def act_row(kind: str) -> tuple[Action, ...]:
    """The actions `<kind> <village>` by village."""
    return tuple(act(kind, v) for v in range(NUM_VILLAGES))


def _recruit_open(state: FiefState, p: int) -> bool:
    """The seat-wide conditions of the 5-point lord (the village ones aside)."""
    return (not state.lord_bonus[p] and not state.cards_taken[p] and state.bought[p] >= ENTITLE_LORD
            and room_for_a_man(state, p)
            and any(card < len(MALE_LORDS) for card in state.lord_deck))
