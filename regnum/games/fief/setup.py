"""Set-up [C]: seating and first player by dice, starting fiefs, castles, armies, lords, money.

Seats are the seating order (clockwise, C.B.2); the first player is drawn by dice (C.3). At six
families the fiefs and castle villages are drawn by dice among the duchies and counties (C.2);
otherwise each seat in turn, from the first player, chooses a fief (any fief not taken: the barony
exclusion is stated for six players only, *decided*) and the village of its castle (C.4). Each seat
places its castle, 5 soldiers and a knight of 3 there, and chooses a lord or, if the option allows,
a lady (C.4: the seed reserves ladies to women players; docs/rules/fief.md, "Content decision",
opens the choice to all).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from regnum.engine.tables import replaced
from regnum.games.fief.cards import deal_piles
from regnum.games.fief.data import (
    DICE_FIEF_PLAYERS,
    PIECE_KNIGHT3,
    PIECE_SOLDIER,
    START_KNIGHTS3,
    START_MONEY,
    START_SOLDIERS,
)
from regnum.games.fief.map import FIEF_NAMES, FIEFS, VILLAGE_NAMES, FiefKind
from regnum.games.fief.purchase import draw_lord, ladies_allowed
from regnum.games.fief.state import Phase, V
from regnum.games.fief.turn import start_turn

if TYPE_CHECKING:
    from regnum.games.fief.state import FiefState


def new_state(state: FiefState) -> None:
    """The families (every seat but the judge's, which holds nothing and is out of the round from
    the start: it never wins) draw the first player, then take their fiefs."""
    n = state.families
    rng = state.rng_gen
    deck = list(state.lord_deck)
    rng.shuffle(deck)
    state.lord_deck = tuple(deck)
    deal_piles(state)
    state.first = rng.below(n)
    state.money = [START_MONEY] * n + [0] * (state.num_players - n)
    if state.judge_seat >= 0:
        state.out = replaced(state.out, state.judge_seat, 1)
    state.pending = [(state.first + k) % n for k in range(n)]
    state.actor = state.pending[0]
    if n == DICE_FIEF_PLAYERS:
        fiefs = [f for f, fief in enumerate(FIEFS) if fief.kind != FiefKind.BARONY]
        rng.shuffle(fiefs)
        for p, f in zip(state.pending, fiefs, strict=True):
            state.home = replaced(state.home, p, f)
            place_start(state, p, rng.choice(list(FIEFS[f].villages)))
        state.say("fiefs and castles drawn by dice")
        if ladies_allowed(state):
            state.phase = Phase.SETUP_LORD
            return
        for p in state.pending:
            give_first_lord(state, p, False)
        start_turn(state)
        return
    state.phase = Phase.SETUP_FIEF


def place_start(state: FiefState, p: int, v: int) -> None:
    state.castle = replaced(state.castle, v, 1)
    state.fort_owner = replaced(state.fort_owner, v, p)
    state.set_units(PIECE_SOLDIER, p * V + v, START_SOLDIERS)
    state.set_units(PIECE_KNIGHT3, p * V + v, START_KNIGHTS3)
    state.say(f"p{p + 1} holds {FIEF_NAMES[state.home[p]]}, castle at {VILLAGE_NAMES[v]}")


def home_castle(state: FiefState, p: int) -> int:
    return next(v for v in FIEFS[state.home[p]].villages if state.fort_owner[v] == p)


def give_first_lord(state: FiefState, p: int, female: bool) -> None:
    state.add_lord(draw_lord(state, female), p, home_castle(state, p))


def choose_fief(state: FiefState, p: int, fief: int) -> None:
    state.home = replaced(state.home, p, fief)
    state.phase = Phase.SETUP_CASTLE


def choose_castle(state: FiefState, p: int, v: int) -> None:
    place_start(state, p, v)
    if ladies_allowed(state):
        state.phase = Phase.SETUP_LORD
    else:
        give_first_lord(state, p, False)
        next_seat(state)


def choose_lord(state: FiefState, p: int, female: bool) -> None:
    give_first_lord(state, p, female)
    next_seat(state)


def next_seat(state: FiefState) -> None:
    state.pending.pop(0)
    if not state.pending:
        start_turn(state)
        return
    state.actor = state.pending[0]
    state.phase = Phase.SETUP_LORD if state.home[state.actor] >= 0 else Phase.SETUP_FIEF
