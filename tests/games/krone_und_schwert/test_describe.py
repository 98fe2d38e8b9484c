"""Moves shown at a shared screen never reveal a secret revolt choice."""

from __future__ import annotations

from regnum.games import get


def test_secret_revolt_choices_are_described_without_their_content():
    game = get("kus")
    state = game.new_game(3, 1)
    side = game.parse_action("side revolt")
    commit = next(a for a in game.actions if a.kind == "commit")
    for action in (side, commit):
        shown = state.describe_action(action, 0, None)
        assert action.text not in shown and "revolt" not in shown.split()
        assert state.describe_action(action, 0, 0) == action.text  # the chooser sees it
    end = game.parse_action("end turn")
    assert state.describe_action(end, 0, None) == "end turn"
