"""The turn: phase 1 (births, `births.py`, then a new lord for a seat without one), phase 2
(income), phase 3 (purchases), phase 4 (the cards, `phase4.py`), phase 5 (`phase5`), phase 6
(the family round, `marriage.py`, then the church and the crown, `elections.py`), then the end of
the turn and the first-player card.

Seed, B.1 and B.3: play goes clockwise (rising seat numbers); the first-player card moves
counter-clockwise every turn. Phase 1: "Les joueurs qui n'ont plus de seigneur vivant peuvent en
récupérer un, à placer sur le château. Si plus de château et plus de seigneur, le joueur a
définitivement perdu la partie." Phase 5, end ("Fin de tour"): a seat with neither a living
lord nor a castle or city at the end of a turn can no longer win; "ses soldats cependant restent et
se défendent jusqu'à la mort ou choisissent de retourner à l'état de sages paysans (on les retire du
jeu)": at the start of every turn such a seat with troops on the board keeps them or disbands them
(their other choices — mercenaries, peasants in revolt — come with the negotiation and card parts).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from regnum.engine.tables import replaced
from regnum.games.fief import phase5
from regnum.games.fief.battle import release_prisoner
from regnum.games.fief.control import fort_sites
from regnum.games.fief.crowns import claim_forts
from regnum.games.fief.income import collect
from regnum.games.fief.purchase import new_lord_genders
from regnum.games.fief.state import (
    DEAD,
    LORD_FIELDS,
    LORD_LINKS,
    PHASE_DISBAND,
    PHASE_MILITARY,
    PHASE_NEW_LORD,
    PHASE_PURCHASE,
    POINTER_FIELDS,
    PRISONER,
    SHARED_FIELDS,
    TROOP_FIELDS,
    V,
)
from regnum.games.fief.victory import crowned_winner, finish, last_standing

if TYPE_CHECKING:
    from regnum.games.fief.state import FiefState


def round_order(state: FiefState) -> list[int]:
    """Seats still able to win, clockwise from the holder of the first-player card."""
    n = state.num_players
    return [(state.first + k) % n for k in range(n) if not state.out[(state.first + k) % n]]


def mark_out(state: FiefState) -> None:
    """Castles and cities change hands first ("plus de château" counts what a seat owns)."""
    claim_forts(state)
    for p in range(state.num_players):
        if not state.out[p] and not state.living_lords(p) and not fort_sites(state, p):
            state.out = replaced(state.out, p, 1)
            state.say(f"p{p + 1} has neither lord nor castle and can no longer win")


def start_turn(state: FiefState) -> None:
    if state.turn >= state.turn_limit:
        finish(state)
        return
    state.turn += 1
    for lord in range(len(state.lord_card)):
        state.lord_moves[lord] = 0
        state.lord_attacks[lord] = 0
    n = state.num_players
    state.bought = state.lord_bonus = state.cards_taken = (0,) * n
    state.say(f"turn {state.turn}: p{state.first + 1} holds the first-player card")
    state.tell("fief.turn", {"turn": state.turn, "first": f"p{state.first + 1}"})
    mark_out(state)
    if crowned_winner(state) or last_standing(state):
        return
    state.pending = [p for p in ((state.first + k) % n for k in range(n))
                     if state.out[p] and has_troops(state, p)]
    if state.pending:
        state.phase = PHASE_DISBAND
        state.actor = state.pending[0]
        return
    births_start(state)


def has_troops(state: FiefState, p: int) -> bool:
    """Soldiers, knights or siege engines of `p` on the board."""
    return any(state.units_of(kind, p) for kind in range(len(TROOP_FIELDS)))


def disband(state: FiefState, p: int, leave: bool) -> None:
    """A seat that can no longer win keeps its troops (they defend themselves) or sends them home
    as peasants: its soldiers, knights and engines leave the board (*decided*: the engines too,
    with nobody left to crew them), and the prisoners it held go free where they stand."""
    if leave:
        for kind in range(len(TROOP_FIELDS)):
            for v in range(V):
                state.set_units(kind, p * V + v, 0)
        for lord, (captor, status) in enumerate(zip(state.lord_captor, state.lord_status,
                                                    strict=True)):
            if captor == p and status == PRISONER:
                release_prisoner(state, lord)
        state.say(f"p{p + 1}'s troops go home as peasants")
    else:
        state.say(f"p{p + 1}'s troops stay on the board")
    next_in_round(state, births_start)


def births_start(state: FiefState) -> None:
    """Phase 1's talks (`diplomacy.py`), then its births (`births.py`), which hand over to
    `new_lords`."""
    from regnum.games.fief.diplomacy import talks_start

    talks_start(state, 1)


def new_lords(state: FiefState) -> None:
    """Phase 1, after the births: every seat without a living lord places a new one, in round
    order. A birth may have cost a seat its last lord: seats are marked out first, and a seat
    with no castle to place him at or no lord card left gets none."""
    mark_out(state)
    if last_standing(state):
        return
    open_round(state, PHASE_NEW_LORD,
               [p for p in round_order(state) if not state.living_lords(p)
                and fort_sites(state, p) and new_lord_genders(state)],
               income_and_purchases)


def open_round(state: FiefState, phase: int, seats: list[int],
               otherwise: Callable[[FiefState], None]) -> None:
    """A round of `phase` for `seats`, in that order; with none to ask, `otherwise` at once."""
    state.pending = seats
    if not seats:
        otherwise(state)
        return
    state.phase = phase
    state.actor = seats[0]


def next_in_round(state: FiefState, then: Callable[[FiefState], None]) -> None:
    """The seat that just decided leaves the round; the next decides, or the round is over."""
    state.pending.pop(0)
    if state.pending:
        state.actor = state.pending[0]
    else:
        then(state)


def next_new_lord(state: FiefState) -> None:
    next_in_round(state, income_and_purchases)


def income_and_purchases(state: FiefState) -> None:
    collect(state)
    state.pending = round_order(state)
    state.phase = PHASE_PURCHASE
    state.actor = state.pending[0]


def end_purchase(state: FiefState) -> None:
    next_in_round(state, cards_and_military)


def cards_and_military(state: FiefState) -> None:
    """Phase 4 (`phase4.py`), which hands over to `cards_over`."""
    from regnum.games.fief.phase4 import cards_start

    cards_start(state)


def cards_over(state: FiefState) -> None:
    """Phase 5: the revolting peasants move first (`revolt.py`), then the armies."""
    from regnum.games.fief.revolt import start

    if not start(state):
        military_start(state)


def military_start(state: FiefState) -> None:
    """Phase 5's armies from their first step."""
    state.phase = PHASE_MILITARY
    state.step = 0
    state.military = []
    phase5.begin(state)


def bury_dead(state: FiefState) -> None:
    """Take the lords who died this turn off the lord tables and put their cards under the lord
    deck (*decided*: the seed does not say what becomes of a dead lord's card; without this the
    36 cards run out in long games). Ids of the living shift down; crowns, bishoprics, royalty,
    spouses and parents follow (a link to a buried lord becomes -1: a widow is free to remarry,
    a child of buried parents counts as a founder of its line)."""
    keep = [lord for lord, status in enumerate(state.lord_status) if status != DEAD]
    if len(keep) == len(state.lord_status):
        return
    new_id = {old: new for new, old in enumerate(keep)}
    dead = [state.lord_card[lord] for lord in range(len(state.lord_card)) if lord not in new_id]
    for name in LORD_FIELDS:
        table = getattr(state, name)
        kept = [table[lord] for lord in keep]
        setattr(state, name, tuple(kept) if name in SHARED_FIELDS else kept)
    for name in (*LORD_LINKS, "crown", "bishop"):
        linked = [new_id.get(lord, -1) for lord in getattr(state, name)]
        setattr(state, name, tuple(linked) if name in SHARED_FIELDS else linked)
    for name in POINTER_FIELDS:
        setattr(state, name, new_id.get(getattr(state, name), -1))
    state.lord_deck = (*dead, *state.lord_deck)


def elections_phase(state: FiefState) -> None:
    """Phase 6: the talks (`diplomacy.py`), the family round (`marriage.family_start`:
    ordinations, marriages), then the church and the crown (`elections.elections_start`: church
    acts, the Pope, bishops, the king), which ends by calling `end_turn`."""
    from regnum.games.fief.diplomacy import talks_start

    talks_start(state, 6)


def end_military(state: FiefState) -> None:
    """Called by phase 5 when its last step is over: phase 6, then the end of the turn."""
    state.step = 0
    state.military = []
    state.pending = []
    elections_phase(state)


def end_turn(state: FiefState) -> None:
    """After phase 6: the dead are buried, seats out marked, victory checked, the first-player
    card moves and the next turn starts."""
    bury_dead(state)
    mark_out(state)
    if crowned_winner(state) or last_standing(state):
        return
    n = state.num_players
    nxt = (state.first - 1) % n
    while state.out[nxt]:
        nxt = (nxt - 1) % n
    state.first = nxt
    start_turn(state)
