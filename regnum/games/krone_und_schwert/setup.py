"""Set-up (seed, "Préparation"): the board, the cards, the first player and the first markers."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from regnum.games.krone_und_schwert.board import Placement, random_layout
from regnum.games.krone_und_schwert.data import (
    CARD_COUNTS,
    NUM_CARD_KINDS,
    PEOPLE_CROWNS,
    PEOPLE_SWORDS,
    RED_CARDS,
    SETUP_MARKERS,
    STARTING_HAND,
    SWORD,
    Card,
    num_elements,
)
from regnum.games.krone_und_schwert.events import discard_to_deck
from regnum.games.krone_und_schwert.phases import Phase
from regnum.games.krone_und_schwert.spaces import FREE

if TYPE_CHECKING:
    from regnum.games.krone_und_schwert.state import KusState

# The event cards but Spielende, in card order: the pile before its first shuffle
_PILE: Final = tuple(int(c) for c in Card if c != Card.GAME_END for _ in range(CARD_COUNTS[c]))


def deal(state: KusState) -> None:
    """Spielende aside; 4 cards each, red cards discarded and replaced; the pile reshuffled."""
    deck = list(_PILE)
    state.rng_gen.shuffle(deck)
    state.deck = deck
    for p in range(state.num_players):
        got = 0
        while got < STARTING_HAND:
            card = state.deck.pop()
            if card in RED_CARDS:
                state.discard[card] += 1
            else:
                state.hands[p * NUM_CARD_KINDS + card] += 1
                got += 1
    discard_to_deck(state)
    people = [SWORD] * PEOPLE_SWORDS + [1 - SWORD] * PEOPLE_CROWNS
    state.rng_gen.shuffle(people)
    state.people = people


def new_state(state: KusState) -> None:
    """Fill a fresh state: cards, first player, and the board or the layout phase."""
    deal(state)
    n = state.num_players
    state.first = state.rng_gen.below(n)
    state.actor = state.first
    if state.options["layout"] == "random":
        count = num_elements(n, state.options["fewer_elements"] == "true")
        lay_out(state, random_layout(count, state.rng_gen))
    else:
        state.phase = Phase.LAYOUT_ELEMENT


def elements_wanted(state: KusState) -> int:
    return num_elements(state.num_players, state.options["fewer_elements"] == "true")


def lay_out(state: KusState, layout: tuple[Placement, ...]) -> None:
    """The board is complete: create the space tables and start placing markers."""
    state.set_layout(layout)
    size = state.board.size
    state.owner = bytes((FREE,)) * size
    state.building = bytes(size)  # Building.NONE
    state.partner = (-1,) * size
    state.cathedral = (0,) * size
    state.phase = Phase.SETUP
    state.step = 0
    state.actor = state.first


def put_element(state: KusState, placement: Placement) -> None:
    """A player placed a board element (layout=players); the next player places the next one."""
    layout = (*state.placements(), placement)
    state.element = -1
    if len(layout) == elements_wanted(state):
        lay_out(state, layout)
        return
    state.set_layout(layout)
    state.actor = (state.first + len(layout)) % state.num_players
    state.phase = Phase.LAYOUT_ELEMENT


def setup_done(state: KusState) -> bool:
    """Count one initial marker; True once every player has placed both."""
    state.step += 1
    if state.step == SETUP_MARKERS * state.num_players:
        return True
    state.actor = (state.first + state.step) % state.num_players
    return False
