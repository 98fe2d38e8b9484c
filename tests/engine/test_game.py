"""The shared parts of Game and State: resolving actions, refusing them, caching legal actions."""

from __future__ import annotations

import pytest

from regnum.engine import GameOverError, IllegalActionError, MalformedActionError
from tests.toy_game import GAME


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


def test_a_finished_game_refuses_actions() -> None:
    state = GAME.new_game(2, 11, {"rounds": "1"})
    state.apply("pass")
    state.apply("pass")
    assert state.is_over and state.current_player is None and state.winners == [0, 1]
    with pytest.raises(GameOverError):
        state.apply("pass")
    with pytest.raises(MalformedActionError) as caught:
        state.apply("fold")
    assert caught.value.examples == []
