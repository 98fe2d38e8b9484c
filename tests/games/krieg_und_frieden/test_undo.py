"""Taking actions back: cards added to a raise before `bid`, a summer turn's workers and
farmsteads, the tithe's discards; never an attack, a bribe or another seat's turn. Played from
real games (an undo replays the seed and the actions kept)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from regnum.engine import IllegalActionError
from regnum.games.krieg_und_frieden.state import KufState, Step
from tests import whole_games

from .helpers import GAME, hand, new, texts


def reach(wanted: Callable[[KufState], bool]) -> KufState:
    state: KufState = whole_games.reach(GAME, 4, wanted)
    return state


def test_cards_added_to_a_raise_are_taken_back_one_by_one_until_the_bid() -> None:
    state = new(4, seed=1)
    start = state.clone()
    bidder = state.actor
    assert state.step == Step.BID and state.undo_depth == 0
    state.apply("add knight")
    state.apply("add food")
    assert state.undo_depth == 2
    back = state.undone()
    assert back.undo_depth == 1 and sum(back.pending) == 1
    assert hand(back, bidder) == {**hand(start, bidder), "knight": hand(start, bidder)["knight"] - 1}
    assert state.undone(2) == start
    state.apply("bid")
    assert state.actor != bidder and state.undo_depth == 0
    with pytest.raises(IllegalActionError, match="nothing can be taken back"):
        state.undone()


def test_summer_workers_and_farmsteads_are_undoable_the_end_of_the_turn_is_not() -> None:
    state = reach(lambda s: s.step == Step.SUMMER and "build farmstead" in texts(s))
    before = state.clone()
    state.apply("build farmstead")
    assert state.undo_depth == 1 and state.undone() == before
    state.apply("end turn")
    assert state.undo_depth == 0


@pytest.mark.parametrize("kind", ["attack", "bribe"])
def test_an_attack_or_a_bribe_cannot_be_taken_back(kind: str) -> None:
    state = reach(lambda s: s.step == Step.SUMMER and any(t.startswith(kind) for t in texts(s)))
    state.apply(next(t for t in texts(state) if t.startswith(kind)))
    assert state.undo_depth == 0  # the target answers, or a shield or a hand was shown


def test_tithe_discards_are_undoable_while_more_must_go() -> None:
    state = reach(lambda s: s.step == Step.TITHE and s.hand_size(s.actor) > 11)
    seat, depth = state.actor, 0
    while state.step == Step.TITHE and state.actor == seat:
        state.apply(texts(state)[0])
        depth += 1
        still = state.step == Step.TITHE and state.actor == seat
        assert state.undo_depth == (depth if still else 0)
    assert state.undo_depth == 0
