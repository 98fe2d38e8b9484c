"""Building scenario states for Krone & Schwert tests without breaking card conservation."""

from __future__ import annotations

from collections.abc import Callable

from regnum.games import get
from regnum.games.krone_und_schwert.board import Terrain
from regnum.games.krone_und_schwert.data import CARD_NAMES, NUM_CARD_KINDS, Card
from regnum.games.krone_und_schwert.spaces import FREE, replaced_byte
from regnum.games.krone_und_schwert.state import KusState, Phase

GAME = get("kus")


def new(n: int = 4, seed: int = 0, **options: str) -> KusState:
    state = GAME.new_game(n, seed, options)
    assert isinstance(state, KusState)
    return state


def set_hand(state: KusState, p: int, **cards: int) -> None:
    """Give seat p exactly these cards (by name, '-' written '_'), trading with the pile and the
    discard so that all 66 stay accounted for."""
    want = [0] * NUM_CARD_KINDS
    for name, count in cards.items():
        want[CARD_NAMES.index(name.replace("_", "-"))] = count
    for c in range(NUM_CARD_KINDS):
        index = p * NUM_CARD_KINDS + c
        while state.hands[index] > want[c]:
            state.hands[index] -= 1
            state.deck.insert(0, c)
        while state.hands[index] < want[c]:
            if c in state.deck:
                state.deck.remove(c)
            elif state.discard[c]:
                state.discard[c] -= 1
            else:
                other = next(q for q in range(state.num_players)
                             if q != p and state.hands[q * NUM_CARD_KINDS + c])
                state.hands[other * NUM_CARD_KINDS + c] -= 1
            state.hands[index] += 1
    refresh(state)


def empty_hands(state: KusState) -> None:
    for p in range(state.num_players):
        set_hand(state, p)


def refresh(state: KusState) -> None:
    state._legal = None
    assert state.card_total()[Card.BUILD_CITY] == 15


def own(state: KusState, p: int, *spaces: int) -> None:
    for s in spaces:
        old = state.owner[s]
        if old != FREE:
            state.markers[old] += 1
        state.owner = replaced_byte(state.owner, s, p)
        state.markers[p] -= 1
    refresh(state)


def clear_board(state: KusState) -> None:
    for s, p in enumerate(state.owner):
        if p != FREE:
            state.owner = replaced_byte(state.owner, s, FREE)
            state.markers[p] += 1
    refresh(state)


def to_turn(state: KusState, p: int, ap: int = 3, turn: int = 10) -> None:
    """Make it seat p's turn in the ACTIONS phase, after the first round."""
    state.phase = Phase.ACTIONS
    state.turn_player = state.actor = p
    state.ap = ap
    state.turn = turn
    state.attacked = 0
    refresh(state)


def find(state: KusState, test: Callable[[int], bool]) -> int:
    return next(s for s in range(state.board.size) if test(s))


def terrain(state: KusState, s: int) -> Terrain:
    return Terrain(state.board.terrain[s])


def large_site(state: KusState) -> tuple[int, int, int]:
    """A meadow square with a meadow octagon at a corner: (square, direction, octagon)."""
    board = state.board
    for s in range(board.size):
        if board.is_square(s) and board.terrain[s] == Terrain.MEADOW:
            for d, o in enumerate(board.corner[s]):
                if o >= 0 and board.terrain[o] == Terrain.MEADOW:
                    return s, d, o
    raise AssertionError("no large city site on this board")


def texts(state: KusState) -> list[str]:
    return [a.text for a in state.legal_actions()]


def play(state: KusState, *actions: str) -> None:
    for text in actions:
        state.apply(text)


def spaceless_turn(free_left: int) -> KusState:
    """Five players on four elements; seat 1 has no space at the start of its turn and may place
    its free markers; `free_left` free spaces remain (the others hold the rest of the board)."""
    state = new(5, 0, fewer_elements="true")
    clear_board(state)
    empty_hands(state)
    spaces = list(range(state.board.size - free_left))
    for p in (0, 2, 3, 4):
        own(state, p, *spaces[:28])
        spaces = spaces[28:]
    assert not spaces and state.on_board(1) == 0
    to_turn(state, 0)
    play(state, "end turn")
    assert state.phase == Phase.FREE_PLACE and state.free_spaces() == free_left
    return state


def ready(n: int = 4, seed: int = 0) -> KusState:
    """A game past set-up with an empty board and empty hands, seat 0 to play."""
    state = new(n, seed)
    clear_board(state)
    empty_hands(state)
    to_turn(state, 0)
    return state
