"""Markers on the board: initial placement, free placement, expansion and occupation.

Seed sections: "Préparation" (initial markers on spaces not adjacent to any marker), "Étendre un
territoire" (1 AP per space, up to the card's shields, each space free and adjacent to the
player's spaces, so a chain works), "Occuper une case libre" (3 AP, the whole turn), and
"Exceptions" (a player without spaces places two free markers; the last free space ends the game).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from regnum.engine.events import seat
from regnum.games.krone_und_schwert.data import (
    COST_EXPAND_SPACE,
    NUM_CARD_KINDS,
    SETUP_FALLBACK_ANY_FREE,
    SHIELDS,
)
from regnum.games.krone_und_schwert.events import card_id
from regnum.games.krone_und_schwert.phases import Phase
from regnum.games.krone_und_schwert.scoring import finish
from regnum.games.krone_und_schwert.spaces import FREE, replaced_byte

if TYPE_CHECKING:
    from regnum.games.krone_und_schwert.state import KusState


def free(state: KusState) -> list[int]:
    return [s for s, o in enumerate(state.owner) if o == FREE]


def frontier(state: KusState, p: int) -> list[int]:
    """Free spaces adjacent to a space of `p`, in order (marked, then read in order: no set to
    hash and no sort)."""
    near = [False] * len(state.owner)
    _free_near(state, p, near)
    return [t for t in range(len(near)) if near[t]]


def has_frontier(state: KusState, p: int) -> bool:
    """Whether a free space touches a space of `p` (`frontier` without building the list)."""
    return _free_near(state, p, None)


def _free_near(state: KusState, p: int, marks: list[bool] | None) -> bool:
    """Whether a free space touches a space of `p`; with `marks`, every such space is marked
    there, else the scan stops at the first."""
    owner = state.owner
    adjacent = state.board.adjacent
    found = False
    left = state.on_board(p)  # spaces of `p` not reached yet: the scan stops after the last one
    for s in range(len(owner)):
        if not left:
            break
        if owner[s] == p:
            left -= 1
            near = adjacent[s]
            for i in range(len(near)):  # by index (`spaces.py`)
                t = near[i]
                if owner[t] == FREE:
                    if marks is None:
                        return True
                    marks[t] = True
                    found = True
    return found


def setup_spaces(state: KusState) -> list[int]:
    """Free spaces with no marker next to them; *decided*: any free space if there is none."""
    owner = state.owner
    adjacent = state.board.adjacent
    near = [False] * len(owner)  # marked from the few markers rather than from every free space
    for s in range(len(owner)):
        if owner[s] != FREE:
            near[s] = True
            around = adjacent[s]
            for i in range(len(around)):  # by index (`spaces.py`)
                near[around[i]] = True
    found = [s for s in range(len(owner)) if not near[s]]
    return found if found or not SETUP_FALLBACK_ANY_FREE else free(state)


def put_marker(state: KusState, p: int, space: int) -> bool:
    """Place a marker of `p`; True when that took the last free space and ended the game."""
    state.owner = replaced_byte(state.owner, space, p)
    state.markers[p] -= 1
    if state.free_spaces() == 0:
        state.say(f"{seat(p)} takes the last free space")
        state.tell("kus.last.space", {"seat": seat(p)})
        finish(state)
        return True
    return False


def start_expansion(state: KusState, p: int, card: int) -> None:
    state.hands[p * NUM_CARD_KINDS + card] -= 1
    state.discard[card] += 1
    state.pending = SHIELDS[card]
    state.step = 0
    state.phase = Phase.EXPAND
    state.tell("kus.expand", {"seat": seat(p), "card": card_id(card), "spaces": SHIELDS[card]})


def can_go_on(state: KusState, p: int) -> bool:
    """Whether an expansion under way can take one more space."""
    return (state.pending > 0 and state.ap >= COST_EXPAND_SPACE and state.markers[p] > 0
            and has_frontier(state, p))


def expand(state: KusState, p: int, space: int) -> bool:
    """Take one space of an expansion; True when the expansion is over."""
    state.ap -= COST_EXPAND_SPACE
    state.pending -= 1
    state.step += 1
    if put_marker(state, p, space):
        return True
    if can_go_on(state, p):
        return False
    state.tell("kus.expand.done", {"seat": seat(p), "spaces": state.step})
    return True
