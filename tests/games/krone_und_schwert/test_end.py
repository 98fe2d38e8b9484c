"""The end of the game and the final scoring (seed, "Fin de partie", "Exceptions")."""

from __future__ import annotations

from regnum.games.krone_und_schwert.data import Card
from regnum.games.krone_und_schwert.scoring import final_bonus, territories
from regnum.games.krone_und_schwert.state import END_DRAWN, END_IN_DECK, Phase

from .helpers import own, play, ready, texts


def chain(state, length: int, start: int = 0, away_from: int = -1) -> list[int]:
    """`length` connected free spaces (breadth first from `start`), none of them adjacent to a
    space of seat `away_from`."""
    found, queue = [], [start]
    while queue and len(found) < length:
        s = queue.pop(0)
        if s in found or state.owner[s] >= 0 or any(
                state.owner[t] == away_from >= 0 for t in state.board.adjacent[s]):
            continue
        found.append(s)
        queue.extend(state.board.adjacent[s])
    return found


def isolated(state, away_from: int) -> int:
    """A free space with no marker of `away_from` next to it."""
    return next(s for s in range(state.board.size) if state.owner[s] < 0 and all(
        state.owner[t] != away_from for t in state.board.adjacent[s]))


def test_spielende_drawn_ends_the_game_at_once():
    state = ready(3)
    own(state, 0, 0)
    own(state, 1, state.board.size - 1)
    state.king = 1
    state.end_card = END_IN_DECK
    state.deck.append(Card.GAME_END)
    play(state, "draw")
    assert state.is_over and state.end_card == END_DRAWN and state.current_player is None
    assert state.vp[1] >= 5, "the king in office gains 5"
    assert state.winners


def test_last_free_space_ends_the_game_at_once():
    state = ready(2)
    free = list(range(state.board.size))
    own(state, 0, *free[:20])
    own(state, 1, *free[20:-1])
    assert state.free_spaces() == 1
    play(state, f"occupy {free[-1]}")
    assert state.is_over and state.phase == Phase.OVER


def test_final_scoring_buildings_territories_and_king():
    state = ready(3)
    big = chain(state, 6)
    own(state, 0, *big)
    second = chain(state, 4, start=next(s for s in range(state.board.size)
                                         if state.owner[s] < 0 and all(
                                             state.owner[t] < 0 for t in state.board.adjacent[s])))
    own(state, 1, *second)
    state.built = [1, 1, 1, 1, 0, 0, 0, 0, 2, 0, 0, 0]
    state.king = 2
    assert sorted(territories(state), reverse=True) == [(1, 4), (0, 6)]
    # seat 0: 4 buildings + 5 (largest); seat 1: 2 (second); seat 2: 2 buildings + 5 king
    assert final_bonus(state) == [9, 2, 7]


def test_one_player_with_the_two_largest_territories_takes_both_prizes():
    state = ready(2)
    own(state, 0, *chain(state, 5))
    for start in range(state.board.size):
        second = chain(state, 3, start, away_from=0)
        if len(second) == 3:
            break
    own(state, 0, *second)
    own(state, 1, isolated(state, 0))
    assert sorted(size for p, size in territories(state) if p == 0) == [3, 5]
    assert final_bonus(state)[0] == 5 + 2


def test_tied_largest_territories_each_take_five():
    state = ready(2)
    own(state, 0, 0)
    far = next(s for s in range(state.board.size) if state.owner[s] < 0 and all(
        state.owner[t] < 0 for t in state.board.adjacent[s]))
    own(state, 1, far)
    assert final_bonus(state) == [5, 5]


def test_player_without_spaces_places_two_free_markers_first():
    state = ready(2)
    own(state, 0, 0)
    play(state, "end turn")
    assert state.phase == Phase.FREE_PLACE and state.current_player == 1
    far = state.board.size - 1
    assert f"place {far}" in texts(state)
    play(state, f"place {far}", f"place {far - 1}")
    assert state.on_board(1) == 2 and state.phase == Phase.ACTIONS and state.ap == 3


def test_shared_victory_on_equal_points():
    state = ready(2)
    own(state, 0, 0)
    own(state, 1, state.board.size - 1)
    state.end_card = END_IN_DECK
    state.king = 0
    state.vp = [0, 5]
    state.deck.append(Card.GAME_END)
    play(state, "draw")
    # seat 0: 5 (territory tie) + 5 king; seat 1: 5 + 5 (territory tie)
    assert state.vp == [10, 10] and state.winners == [0, 1]
