"""The hot-seat loop, driven by scripted input."""

from __future__ import annotations

import re
from pathlib import Path

from regnum.engine.game import State
from regnum.engine.record import GameRecord, load
from regnum.games import get
from regnum.sim.simulate import make_bots
from regnum.terminal import HotSeat, ReplayViewer, format_choices, resume
from tests.cli.scripted import ScriptedTerminal


def _hot_seat(seats: list[str], lines: list[str], seed: int = 5, **options: str) -> HotSeat:
    game = get("toy")
    state = game.new_game(len(seats), seed, options)
    return HotSeat(state, seats, make_bots(game, seats, seed, "test"), ScriptedTerminal(lines))


def _terminal(hot_seat: HotSeat) -> ScriptedTerminal:
    assert isinstance(hot_seat.terminal, ScriptedTerminal)
    return hot_seat.terminal


def _snapshot(state: State) -> dict[str, object]:
    return state.to_json()


def test_bad_input_changes_nothing_and_explains() -> None:
    hot_seat = _hot_seat(["human", "random"], [])
    before = _snapshot(hot_seat.state)
    legal = [a.text for a in hot_seat.state.legal_actions()]
    held = {a.args[0] for a in hot_seat.state.legal_actions() if a.kind == "play"}
    missing = next(v for v in range(1, 14) if v not in held)
    for line in (f"play {missing}", "fly away", "99", ""):
        assert hot_seat._command(0, line) is None
        assert _snapshot(hot_seat.state) == before
    text = _terminal(hot_seat).text
    assert f"illegal action 'play {missing}': you hold no {missing}" in text
    assert "cannot read action 'fly away'" in text
    assert "legal now: " + ", ".join(legal) in text
    assert f"there is no action numbered '99'; choose 1 to {len(legal)}" in text


def test_a_human_game_with_mistakes_runs_to_the_end() -> None:
    hot_seat = _hot_seat(["human", "random"], ["help", "board", "actions", "play 0", "pass"] * 3)
    assert hot_seat.run() is True
    assert hot_seat.state.is_over
    text = _terminal(hot_seat).text
    assert "save FILE" in text  # the help
    assert "Legal actions" in text
    assert "seat 1 (human): pass" in text
    assert "Final scores:" in text


def test_the_board_is_the_seat_view_never_the_full_state() -> None:
    hot_seat = _hot_seat(["random", "human"], ["quit"])
    game = hot_seat.state.game
    assert hot_seat.run() is False
    text = _terminal(hot_seat).text
    seat_board = game.render_text(hot_seat.state.view(1))
    assert seat_board in text
    assert '"hand"' in seat_board
    assert '"deck"' not in text
    assert "save FILE" in text  # the farewell suggests saving


def test_numbers_choose_from_the_listed_actions() -> None:
    hot_seat = _hot_seat(["human", "random"], [])
    first = hot_seat.state.legal_actions()[0]
    assert hot_seat._command(0, "1") is True
    assert hot_seat.state.history[0] == first.id


def test_end_of_input_leaves_the_game() -> None:
    hot_seat = _hot_seat(["human", "random"], [])
    assert hot_seat.run() is False
    assert not hot_seat.state.is_over


def test_the_screen_is_passed_between_different_humans_only() -> None:
    hot_seat = _hot_seat(["human", "human"], ["", "pass", "", "pass", "", "pass"], rounds="1")
    assert hot_seat.run() is True
    text = _terminal(hot_seat).text
    assert text.count("Pass the screen to seat 2 (human)") == 1
    assert text.count("Pass the screen to seat 1 (human)") == 1
    assert "<clear>" in text
    alone = _hot_seat(["human", "random"], ["pass"] * 3)
    alone.run()
    assert "Pass the screen" not in _terminal(alone).text


def test_save_and_resume_give_the_same_game(tmp_path: Path) -> None:
    seats = ["human", "random", "random"]
    whole = _hot_seat(seats, ["1"] * 4, seed=8, rounds="4")
    assert whole.run() is True

    path = tmp_path / "save.json"
    part = _hot_seat(seats, ["1", "1", f"save {path}", "quit"], seed=8, rounds="4")
    assert part.run() is False
    assert "Saved to" in _terminal(part).text
    record = load(path)
    assert record.seats == seats
    assert record == GameRecord.from_state(part.state, seats)

    game = get("toy")
    bots = make_bots(game, seats, record.seed, "test")
    state = resume(record, bots)
    assert state == part.state
    rest = HotSeat(state, seats, bots, ScriptedTerminal(["1", "1"]))
    assert rest.run() is True
    assert rest.state == whole.state


def test_save_without_a_name_or_to_a_bad_place_is_reported(tmp_path: Path) -> None:
    hot_seat = _hot_seat(["human", "random"], [])
    assert hot_seat._command(0, "save") is None
    assert hot_seat._command(0, f"save {tmp_path}/no/such/dir/x.json") is None
    text = _terminal(hot_seat).text
    assert "save needs a file name" in text
    assert "could not save" in text


def test_choices_are_numbered_in_columns() -> None:
    actions = get("toy").actions
    text = format_choices([a.text for a in actions], 40)
    assert "  1) play 1" in text
    assert " 14) pass" in text
    assert all(len(line) <= 40 for line in text.splitlines())
    assert len(text.splitlines()) < len(actions)


def test_the_terminal_narrates_what_happened_as_the_table_may_see_it() -> None:
    game = get("kuf")
    seats = ["random"] * 3
    state = game.new_game(3, 8)
    hot_seat = HotSeat(state, seats, make_bots(game, seats, 8, "test"), ScriptedTerminal([]))
    assert hot_seat.run() is True
    text = _terminal(hot_seat).text
    assert re.search(r"\n  seat [123] \(random\) wins the bid for \w+ \(\w+\) with \d+", text)
    assert "receives hidden income cards:" in text  # the shared screen shows no one's income
    assert "receives as income:" not in text
    record = GameRecord.from_state(hot_seat.state, seats)
    viewer = ReplayViewer.of(record, ScriptedTerminal([]), seat=0)
    viewer.print_all()
    replayed = _terminal_of(viewer).text
    assert "seat 1 (random) receives as income:" in replayed  # seat 1 sees its own cards
    assert "seat 2 (random) receives as income:" not in replayed
    assert "seat 2 (random) receives hidden income cards:" in replayed


def _terminal_of(viewer: ReplayViewer) -> ScriptedTerminal:
    assert isinstance(viewer.terminal, ScriptedTerminal)
    return viewer.terminal


def test_a_replay_from_one_seat_shows_others_secret_choices_as_that_seat_saw_them() -> None:
    """Krone & Schwert's revolt sides and cards are laid face down: replayed from a seat's view,
    another seat's `side ...` or `commit ...` heading says only that a choice was made."""
    game = get("kus")
    for seed in range(40):
        state = game.new_game(3, seed)
        seats = ["random"] * 3
        HotSeat(state, seats, make_bots(game, seats, seed, "test"), ScriptedTerminal([])).run()
        record = GameRecord.from_state(state, seats)
        secret = [i for i, text in enumerate(record.actions)
                  if game.parse_action(text).kind in ("side", "commit")]  # fmt: skip
        if secret:
            break
    else:
        raise AssertionError("no revolt in 40 games")
    states = list(record.replay())
    hidden = 0
    for seat in range(3):
        viewer = ReplayViewer.of(record, ScriptedTerminal([]), seat=seat)
        for index in secret:
            heading = viewer.describe_step(index + 1).splitlines()[0]
            if states[index].current_player == seat:
                assert heading.endswith(f"  [{record.actions[index]}]")  # its words, then it
            else:
                hidden += 1
                assert record.actions[index] not in heading
                assert heading.endswith(("Choose a side in secret", "Lay a card face down"))
    assert hidden > 0


def test_the_result_leaves_out_a_seat_without_a_stake() -> None:
    from regnum.bots import make
    from regnum.sim.simulate import bot_move
    from regnum.terminal import describe_result

    game = get("fief")
    state = game.new_game(3, 2, {"judge-seat": "yes", "turn-limit": "20"})
    players = [make("random", game, seat) for seat in range(3)]
    while (player := state.current_player) is not None:
        bot_move(state, players[player])
    text = describe_result(state, ["random"] * 3)
    final = text.split("Final scores:")[1]
    assert "p1" in final and "p2" in final and "p3" not in final, text
