"""The end of the game and the final scoring (seed, "Fin de partie", "Exceptions")."""

from __future__ import annotations

import pytest

from regnum.games.krone_und_schwert.data import Card
from regnum.games.krone_und_schwert.scoring import (
    final_bonus,
    finish,
    territories,
    territory_prizes,
)
from regnum.games.krone_und_schwert.spaces import FREE
from regnum.games.krone_und_schwert.state import END_DRAWN, END_IN_DECK, Phase

from .helpers import GAME, own, play, ready, spaceless_turn, texts


def chain(state, length: int, start: int = 0, away_from: int = -1) -> list[int]:
    """`length` connected free spaces (breadth first from `start`), none of them adjacent to a
    space of seat `away_from`."""
    found, queue = [], [start]
    while queue and len(found) < length:
        s = queue.pop(0)
        if s in found or state.owner[s] != FREE or any(
                state.owner[t] == away_from >= 0 for t in state.board.adjacent[s]):
            continue
        found.append(s)
        queue.extend(state.board.adjacent[s])
    return found


def isolated(state, away_from: int) -> int:
    """A free space with no marker of `away_from` next to it."""
    return next(s for s in range(state.board.size) if state.owner[s] == FREE and all(
        state.owner[t] != away_from for t in state.board.adjacent[s]))


def territory(state, p: int, length: int) -> list[int]:
    """Give seat p a new territory of `length` spaces, touching none of its other spaces."""
    for start in range(state.board.size):
        found = chain(state, length, start, away_from=p)
        if len(found) == length:
            own(state, p, *found)
            return found
    raise AssertionError(f"no room for a territory of {length}")


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
    assert state.end_reason == "end card" and state.view(None)["end_reason"] == "end card"
    assert state.result()["reason"] == "end-card"  # type: ignore[index]
    assert state.stats()["end_card_drawn"] == 1 and state.stats()["end_last_free_space"] == 0
    assert state.stats()["end_threshold_reached"] == 1


def test_last_free_space_ends_the_game_at_once():
    state = ready(2)
    free = list(range(state.board.size))
    own(state, 0, *free[:20])
    own(state, 1, *free[20:-1])
    assert state.free_spaces() == 1
    assert state.view(0)["end_reason"] is None
    play(state, f"occupy {free[-1]}")
    assert state.is_over and state.phase == Phase.OVER
    assert state.end_reason == "last free space"
    assert state.view(0)["end_reason"] == "last free space"
    assert state.stats()["end_last_free_space"] == 1 and state.stats()["end_card_drawn"] == 0
    assert state.stats()["end_threshold_reached"] == 0
    assert "game over (last free space)" in GAME.render_text(state.view(None))
    assert "ended by the last free space" in (GAME.render_svg(state.view(None)) or "")


def test_final_scoring_buildings_territories_and_king():
    state = ready(3)
    big = chain(state, 6)
    own(state, 0, *big)
    second = chain(state, 4, start=next(s for s in range(state.board.size)
                                         if state.owner[s] == FREE and all(
                                             state.owner[t] == FREE for t in state.board.adjacent[s])))
    own(state, 1, *second)
    state.built = [1, 1, 1, 1, 0, 0, 0, 0, 2, 0, 0, 0]
    state.king = 2
    assert sorted(territories(state), reverse=True) == [(1, 4), (0, 6)]
    # seat 0: 4 buildings + 5 (largest); seat 1: 2 (second); seat 2: 2 buildings + 5 king
    assert final_bonus(state) == [9, 2, 7]
    state.vp = [3, 0, 1]
    finish(state)  # the final result names the same parts, and the points earned before
    result = state.result()
    assert result is not None and result["reason"] == "last-space"
    assert {row["id"]: row["values"] for row in result["parts"]} == {
        "play": [3, 0, 1], "buildings": [4, 0, 2], "territory": [5, 2, 0], "king": [0, 0, 5],
    }
    assert result["also"] == [{"id": "largest-territory", "values": [6, 4, 0]}]


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


@pytest.mark.parametrize(("laid", "bonus"), [
    # one player's two territories tie for largest: they are first and second, 5 + 2
    ([(0, 4), (0, 4), (1, 3)], [7, 0, 0]),
    # two players tie for largest: their territories take the first two places, 3 comes third
    ([(0, 4), (1, 4), (2, 3)], [5, 5, 0]),
    # two players tie for second: both take the second prize
    ([(0, 5), (1, 3), (2, 3)], [5, 2, 2]),
])
def test_ties_for_the_territory_prizes_on_the_board(laid, bonus):
    state = ready(3)
    for p, size in laid:
        territory(state, p, size)
    assert sorted(territories(state)) == sorted(laid)
    assert final_bonus(state) == bonus


@pytest.mark.parametrize(("found", "prizes"), [
    ([], [0, 0, 0]),
    ([(0, 4)], [5, 0, 0]),
    ([(0, 6), (0, 3), (1, 2)], [7, 0, 0]),  # the seed's example: largest and second, 5 + 2
    ([(0, 4), (0, 4), (1, 3)], [7, 0, 0]),
    ([(0, 4), (1, 4), (2, 3)], [5, 5, 0]),
    ([(0, 4), (1, 4), (0, 4)], [7, 5, 0]),  # p1 holds two of the three largest
    ([(0, 4), (1, 4), (2, 4)], [5, 5, 5]),
    ([(0, 5), (1, 3), (2, 3), (2, 3)], [5, 2, 2]),  # a prize is taken once per player
    ([(0, 1), (1, 1)], [5, 5, 0]),
])
def test_territory_prizes_line_up_territories_by_size(found, prizes):
    assert territory_prizes(found, 3) == prizes


def test_tied_largest_territories_each_take_five():
    state = ready(2)
    own(state, 0, 0)
    far = next(s for s in range(state.board.size) if state.owner[s] == FREE and all(
        state.owner[t] == FREE for t in state.board.adjacent[s]))
    own(state, 1, far)
    assert final_bonus(state) == [5, 5]


def test_player_without_spaces_places_two_free_markers_first():
    state = ready(2)
    own(state, 0, 0)
    play(state, "end turn")
    assert state.phase == Phase.FREE_PLACE and state.current_player == 1
    far = state.board.size - 1
    assert f"place {far}" in texts(state) and "no free marker" in texts(state)
    play(state, f"place {far}", f"place {far - 1}")
    assert state.on_board(1) == 2 and state.phase == Phase.ACTIONS and state.ap == 3


def test_free_markers_may_be_declined_one_or_both():
    state = ready(2)
    own(state, 0, 0)
    play(state, "end turn", f"place {state.board.size - 1}", "no free marker")
    assert state.on_board(1) == 1 and state.phase == Phase.ACTIONS and state.ap == 3
    assert state.current_player == 1 and "p2 places no more free markers" in state.log
    state = ready(2)
    own(state, 0, 0)
    play(state, "end turn", "no free marker")
    assert state.on_board(1) == 0 and state.phase == Phase.ACTIONS and state.ap == 3


def test_the_log_tells_of_free_markers_and_of_declining_them():
    state = ready(2)
    own(state, 0, 0)
    told = state.apply_narrated("end turn")
    assert ("kus.free", {"seat": "p2", "markers": 2}) in [(e.id, e.params) for e in told]
    told = state.apply_narrated("no free marker")
    assert [(e.id, e.params) for e in told] == [("kus.free.declined", {"seat": "p2"})]


def test_declining_keeps_the_last_free_space_and_the_game_going():
    """'pourra placer' (seed, Exceptions): a free marker on the last free space would end the game
    at once, so the player may decline it and play the turn."""
    state = spaceless_turn(1)
    last = state.owner.index(FREE)
    assert texts(state) == [f"place {last}", "no free marker"]
    play(state, "no free marker")
    assert not state.is_over and state.free_spaces() == 1
    assert state.phase == Phase.ACTIONS and state.current_player == 1 and state.ap == 3
    refused = state.explain_illegal(GAME.parse_action("no free marker"))
    assert refused.startswith("now is not the time for that: spend action points")


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
