"""Taking actions back within a turn: building, an attack's cards before `attack go`, not taxing;
never a card drawn, the tax, the first king's crowning (it shuffles the pile), nor anything once
another seat has acted. Played from real games (an undo replays the seed and the actions
kept)."""

from __future__ import annotations

from collections.abc import Callable

from regnum.games.krone_und_schwert.state import KusState, Phase
from tests import whole_games

from .helpers import GAME

BUILDS = ("build_large", "build_cathedral", "build")


def reach(wanted: Callable[[KusState], bool]) -> KusState:
    state: KusState = whole_games.reach(GAME, 3, wanted)
    return state


def kinds(state: KusState) -> set[str]:
    return {a.kind for a in state.legal_actions()}


def test_an_attack_is_undoable_card_by_card_until_it_goes() -> None:
    state = reach(lambda s: s.phase == Phase.ATTACK and "attack_with" in kinds(s))
    depth = state.undo_depth
    assert depth >= 1  # declaring the target
    before = state.clone()
    state.apply(next(a for a in state.legal_actions() if a.kind == "attack_with"))
    assert state.undo_depth == depth + 1 and state.undone() == before
    while "attack_go" not in kinds(state):
        state.apply(next(a for a in state.legal_actions() if a.kind == "attack_with"))
    state.apply("attack go")
    assert state.current_player != before.current_player and state.undo_depth == 0


def test_drawing_a_card_and_taxing_cannot_be_taken_back_not_taxing_can() -> None:
    drawing = reach(lambda s: s.phase == Phase.ACTIONS and "draw" in kinds(s))
    drawing.apply("draw")
    assert drawing.undo_depth == 0
    taxing = reach(lambda s: s.phase == Phase.TAX)
    declined = taxing.clone()
    taxing.apply("tax")
    declined.apply("no tax")
    assert taxing.undo_depth == 0 and declined.undo_depth == 1


def crowns(state: KusState) -> bool:
    """The seat to act could become the first king by one of its builds now."""
    if state.king >= 0 or state.phase != Phase.ACTIONS:
        return False
    for action in state.legal_actions():
        if action.kind in BUILDS:
            probe = state.clone()
            probe.apply(action)
            if probe.king == state.actor:
                return True
    return False


def test_a_build_is_undoable_unless_it_crowns_the_first_king() -> None:
    state = reach(crowns)
    for action in state.legal_actions():
        if action.kind not in BUILDS:
            continue
        probe = state.clone()
        probe.apply(action)
        crowned = probe.king == state.actor
        same_turn = probe.current_player == state.actor
        expected = state.undo_depth + 1 if same_turn and not crowned else 0
        assert probe.undo_depth == expected, action.text
