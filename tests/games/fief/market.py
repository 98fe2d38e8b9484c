"""Phase-3 scenarios: a real game brought to its first purchases, then the board set by hand."""

from __future__ import annotations

import pytest

from regnum.engine.errors import IllegalActionError
from regnum.engine.tables import replaced
from regnum.games import get
from regnum.games.fief.data import is_female
from regnum.games.fief.map import VILLAGE_BY_NAME
from regnum.games.fief.state import FiefState, LordStatus, Phase, V

GAME = get("fief")


def market(players: int = 2, seed: int = 0, options: dict[str, str] | None = None) -> FiefState:
    """A game at seat 0's first purchase with an empty board, no lords and no crowns."""
    state = GAME.new_game(players, seed, options)
    while state.phase != Phase.PURCHASE:
        state.apply(state.legal_actions()[0])
    state.own_units()[:] = [0] * len(state.units)
    state.count_units()  # the tables derived from the troops follow the cleared board
    state.mills = state.presses = (0,) * len(state.mills)
    state.castle = state.city = state.ruin = (0,) * len(state.castle)
    state.fort_owner = (-1,) * len(state.fort_owner)
    for lord in range(len(state.lord_card)):
        state.lord_status[lord] = LordStatus.DEAD
        state.lord_village[lord] = -1
    state.crown = (-1,) * len(state.crown)
    state.money[:] = [5000] * players
    state.first = 0
    state.actor = 0
    state.pending = list(range(players))
    state.bought = (0,) * players
    state._legal = None
    return state


def fort(state: FiefState, p: int, v: int, city: bool = False) -> None:
    """A castle (or city) of seat `p` in `v`."""
    state.castle = replaced(state.castle, v, int(not city))
    state.city = replaced(state.city, v, int(city))
    state.fort_owner = replaced(state.fort_owner, v, p)
    state._legal = None


def vil(name: str) -> int:
    return VILLAGE_BY_NAME[name]


def put(state: FiefState, p: int, v: int, soldiers: int = 0, knights3: int = 0,
        knights6: int = 0) -> None:
    i = p * V + v
    state.put_troops(i, soldiers, knights3, knights6)
    state._legal = None


def lord(state: FiefState, p: int, v: int, female: bool = False) -> int:
    card = next(c for c in reversed(state.lord_deck) if is_female(c) == female)
    state.lord_deck = tuple(c for c in state.lord_deck if c != card)
    state._legal = None
    return state.add_lord(card, p, v)


def texts(state: FiefState) -> list[str]:
    return [a.text for a in state.legal_actions()]


def refused(state: FiefState, text: str) -> str:
    before = state.to_json()
    with pytest.raises(IllegalActionError) as caught:
        state.apply(text)
    assert state.to_json() == before
    return caught.value.reason


QUIET = {Phase.FAMILY: "end family acts", Phase.BIRTHS: "end births",
         Phase.NEGOTIATE: "end negotiations"}


def settle(state: FiefState) -> None:
    """Pass the talks and the family rounds (phase 6's acts, phase 1's births) that ask every
    seat with a priest to ordain or a lady to bear a child, for scenarios about something else."""
    while state.phase in QUIET:
        state.apply(QUIET[Phase(state.phase)])


def next_turn(state: FiefState) -> None:
    """End phase 5 and go through phase 6 and the next turn's phase 1 births quietly."""
    from regnum.games.fief.turn import end_military

    end_military(state)
    settle(state)
