"""Phase-5 scenarios: a real game brought to phase 5, then the board cleared and set by hand."""

from __future__ import annotations

import pytest

from regnum.engine.errors import IllegalActionError
from regnum.engine.rng import Rng
from regnum.games import get
from regnum.games.fief import military
from regnum.games.fief.data import LORD_NAMES, PIECE_ENGINE, is_female
from regnum.games.fief.diplomacy import fresh
from regnum.games.fief.map import VILLAGE_BY_NAME
from regnum.games.fief.orders import STAGE
from regnum.games.fief.state import FiefState, LordStatus, Phase
from tests.games.fief.market import fort

__all__ = ["Faces", "arena", "fort", "go", "in_battle", "lord", "lord_id", "play", "refused",
           "texts", "troops", "village"]


def arena(players: int = 2, seed: int = 0) -> FiefState:
    """A game in phase 5 with an empty board, no crowns and 2000 écus each."""
    state = get("fief").new_game(players, seed)
    rng = Rng(seed)
    while state.phase != Phase.MILITARY:
        state.apply(rng.choice(list(state.legal_actions())))
    state.own_units()[:] = [0] * len(state.units)
    state.count_units()  # the tables derived from the troops follow the cleared board
    state.mills = state.presses = (0,) * len(state.mills)
    state.castle = state.city = state.ruin = (0,) * len(state.castle)
    state.fort_owner = (-1,) * len(state.fort_owner)
    for lord in range(len(state.lord_card)):
        state.lord_status[lord] = LordStatus.DEAD
        state.lord_village[lord] = -1
    state.crown = (-1,) * len(state.crown)
    state.diplomacy[:] = fresh(players)  # no alliance or truce made by the random walk
    state.acts = ()
    state.money[:] = [2000] * players
    state.first = 0
    state.out = (0,) * players
    return state


def village(name: str) -> int:
    return VILLAGE_BY_NAME[name]


def troops(state: FiefState, p: int, v: int, soldiers: int = 0, knights3: int = 0,
           knights6: int = 0, engines: int = 0) -> None:
    i = p * 24 + v
    state.put_troops(i, soldiers, knights3, knights6)
    state.set_units(PIECE_ENGINE, i, engines)


def lord(state: FiefState, p: int, v: int, female: bool = False) -> str:
    """Bring a new lord of seat `p` into `v`; returns his name (used in notation)."""
    card = next(c for c in state.lord_deck if is_female(c) == female)
    state.lord_deck = tuple(c for c in state.lord_deck if c != card)
    state.add_lord(card, p, v)
    return LORD_NAMES[card]


def lord_id(state: FiefState, name: str) -> int:
    return state.lord_card.index(LORD_NAMES.index(name))


def go(state: FiefState) -> None:
    """Start phase 5 on the arranged board."""
    state._legal = None
    military.begin(state)


def play(state: FiefState, *texts: str) -> None:
    for text in texts:
        state.apply(text)


def texts(state: FiefState) -> list[str]:
    return [a.text for a in state.legal_actions()]


def refused(state: FiefState, text: str) -> str:
    before = state.to_json()
    with pytest.raises(IllegalActionError) as caught:
        state.apply(text)
    assert state.to_json() == before
    return caught.value.reason


def in_battle(state: FiefState) -> bool:
    return state.phase == Phase.MILITARY and state.military[STAGE] != 0


class Faces(Rng):
    """A stand-in generator giving chosen die indices (face = index + 1 for a d6)."""

    def __init__(self, *indices: int) -> None:
        super().__init__(0)
        self.indices = list(indices)

    def below(self, n: int) -> int:
        return self.indices.pop(0)

    def clone(self) -> Faces:
        return Faces(*self.indices)
