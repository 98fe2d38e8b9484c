"""The shared parts of Game and State: resolving actions, refusing them, caching legal actions."""

from __future__ import annotations

from typing import Any

import pytest

from regnum.engine import Action, GameOverError, IllegalActionError, MalformedActionError
from tests.toy_game import GAME, HighLowState


def test_an_action_may_be_given_as_action_id_or_text() -> None:
    state = GAME.new_game(2, 11)
    first, *_ = state.legal_actions()
    for form in (first, first.id, f"  {first.text.upper()}  "):
        twin = GAME.new_game(2, 11)
        twin.apply(form)
        assert twin.history == [first.id]
    state.apply(first)
    assert state != GAME.new_game(2, 11)


def test_parse_action_collapses_blanks_and_ignores_case() -> None:
    assert GAME.parse_action("PLAY\t 7").text == "play 7"
    with pytest.raises(MalformedActionError, match="has no action written like that"):
        GAME.parse_action("play7")


def test_illegal_action_message_names_it_and_lists_the_legal_ones() -> None:
    state = GAME.new_game(2, 11)
    held = {a.text for a in state.legal_actions()}
    missing = next(f"play {v}" for v in range(1, 14) if f"play {v}" not in held)
    with pytest.raises(IllegalActionError) as caught:
        state.apply(missing)
    message = str(caught.value)
    assert message.startswith(f"illegal action {missing!r}: you hold no {missing[5:]}")
    assert message.endswith("legal now: " + ", ".join(a.text for a in state.legal_actions()))


def test_malformed_text_lists_the_legal_actions_as_examples() -> None:
    state = GAME.new_game(2, 11)
    with pytest.raises(MalformedActionError) as caught:
        state.apply("fold")
    assert caught.value.examples == [a.text for a in state.legal_actions()]
    with pytest.raises(MalformedActionError, match="run from 0 to 13"):
        state.apply(14)


def test_legal_actions_are_recomputed_after_each_action() -> None:
    state = GAME.new_game(2, 11)
    before = state.legal_actions()
    assert state.legal_actions() is before
    state.apply("pass")
    assert state.current_player == 1
    assert state.legal_actions() is not before


def test_an_action_object_is_taken_as_it_is_only_when_it_is_a_listed_legal_action() -> None:
    """`apply` skips the look-up in the game's table for one of the legal actions just listed;
    any other Action object is read by its id, as before, and refused if that one is illegal."""
    state = GAME.new_game(2, 11)
    legal = state.legal_actions()
    play = next(a for a in legal if a.kind == "play")
    stranger = Action(play.id, "bogus", "bogus")  # not the table's: its id is what counts
    state.apply(stranger)
    twin = GAME.new_game(2, 11)
    twin.apply(play)
    assert state.history == twin.history == [play.id] and state == twin
    legal = state.legal_actions()
    refused = next(a for a in GAME.actions if a not in legal)
    for action in (refused, Action(refused.id, "bogus", "bogus")):
        with pytest.raises(IllegalActionError):
            state.apply(action)
    assert state == twin


def test_a_finished_game_refuses_actions() -> None:
    state = GAME.new_game(2, 11, {"rounds": "1"})
    state.apply("pass")
    state.apply("pass")
    assert state.is_over and state.current_player is None and state.winners == [0, 1]
    for action in ("pass", GAME.parse_action("pass")):
        with pytest.raises(GameOverError):
            state.apply(action)
    with pytest.raises(MalformedActionError) as caught:
        state.apply("fold")
    assert caught.value.examples == []


class KeywordState(HighLowState):
    """A plug-in's state whose constructor takes keywords: it defines `__new__`, passing on only
    the class, as `State.__new__` takes positional arguments only."""

    def __new__(cls, *args: Any, **kwargs: Any) -> KeywordState:
        return super().__new__(cls)


def test_a_state_is_built_positionally_or_with_its_own_new_for_keywords() -> None:
    """`State.__new__` takes positional arguments only (a `**kwargs` there would be a new dict at
    every compiled clone): keywords are refused unless the state class defines `__new__`."""
    built = HighLowState(GAME, 2, 11, {})
    assert type(built.clone()) is HighLowState and built.seed == 11
    with pytest.raises(TypeError, match="keyword"):
        HighLowState(GAME, 2, seed=11, options={})
    state = KeywordState(GAME, 2, seed=11, options={})
    copy = state.clone()
    assert type(copy) is KeywordState and copy.seed == 11 and copy.to_json() == state.to_json()
