"""Fief's family, crown and church in the hot-seat terminal: two people type their way to a king's
election, and the board each is shown names the court and every family tree as the browser does."""

from __future__ import annotations

from regnum.games import get
from regnum.terminal import HotSeat
from tests.cli.scripted import ScriptedTerminal
from tests.games.fief.court_plan import LAST, planned


class PlannedTerminal(ScriptedTerminal):
    """Answers each prompt of the hot seat by the plan: Enter to take the screen, the planned
    action's notation to act, and `quit` once the crowning is consented to."""

    def __init__(self) -> None:
        super().__init__()
        self.hot_seat: HotSeat | None = None
        self.played: list[str] = []

    def ask(self, prompt: str) -> str:
        self.shown.append(prompt)
        assert self.hot_seat is not None
        if prompt.startswith("Pass the screen"):
            return ""
        if self.played and self.played[-1] == LAST:
            return "quit"
        assert len(self.played) < 200, "no crowning"
        state = self.hot_seat.state
        seat = state.current_player
        assert seat is not None
        texts = [a.text for a in state.legal_actions()]
        self.played.append(texts[planned(seat, texts)])
        return self.played[-1]


def test_the_terminal_shows_the_court_and_the_families_after_a_kings_election() -> None:
    game = get("fief")
    terminal = PlannedTerminal()
    hot_seat = HotSeat(game.new_game(2, 4), ["human", "human"], {}, terminal)
    terminal.hot_seat = hot_seat
    assert hot_seat.run() is False  # quit after the crowning
    vote = next(text for text in terminal.played if text.startswith("vote for "))
    king = vote.removeprefix("vote for ").capitalize()
    hot_seat._show_board(1)
    board = terminal.shown[-1]
    assert f"court: King: {king} (p2)" in board
    assert "cardinals: " in board and "(p1)" in board.split("cardinals: ")[1].splitlines()[0]
    lines = board.splitlines()
    p2 = lines.index("p2 family, 1 generation(s):")
    assert lines[p2 + 1] == f"  {king} (gen 1) - king"
    assert any(line.startswith("p1 family") for line in lines)
    assert any(line.endswith(" - cardinal") for line in lines)
