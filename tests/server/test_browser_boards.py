"""The browser page draws the boards of some games itself (`regnum/web/static/js/boards/`), so
that the server sends views only. Its drawing must be the server's: for every position of random
games (the seat to act with its legal actions and another viewer drawn at random, every variant
drawn on the board, every player count) the JavaScript renderer, run by Node.js, gives the very
text the game's `render_svg` gives."""

from __future__ import annotations

import json
import os
import random
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from regnum import games

BOARDS = Path(__file__).parents[2] / "regnum" / "web" / "static" / "js" / "boards"
# Node reads the browser's modules as ES modules only under a .mjs name (or in a package that
# says so): the test copies them.
RUNNER = """
import { readFileSync } from "node:fs";
const [, , module, input] = process.argv;
const { renderSvg } = await import(module);
const cases = JSON.parse(readFileSync(input, "utf8"));
process.stdout.write(JSON.stringify(cases.map(([view, legal]) => renderSvg(view, legal))));
"""
# Per game: its module in boards/ and the games to play, (players, options): between them, every
# player count and every option the board shows.
GAMES: dict[str, tuple[str, list[tuple[int, dict[str, str]]]]] = {
    "krieg-und-frieden": ("kuf.js", [
        (4, {}),
        (3, {"scoring": "dagger", "setup3": "reveal"}),
        (4, {"long_term": "true", "social": "true", "choose_income": "true"}),
        (3, {"combined": "true"}),
    ]),
    "krone-und-schwert": ("kus.js", [(2, {}), (3, {}), (4, {}), (5, {})]),
}  # fmt: skip


def _node() -> str:
    node = shutil.which("node") or shutil.which("nodejs")
    if node is None:
        if os.environ.get("CI"):
            pytest.fail("Node.js is missing (.ci/run installs Debian's nodejs)")
        pytest.skip("Node.js is not installed")
    return node


def _drawn_in_js(tmp_path: Path, module: str, cases: list[Any]) -> list[str]:
    shutil.copy(BOARDS / module, tmp_path / "board.mjs")
    (tmp_path / "run.mjs").write_text(RUNNER)
    (tmp_path / "cases.json").write_text(json.dumps(cases))
    done = subprocess.run(
        [_node(), str(tmp_path / "run.mjs"), str(tmp_path / "board.mjs"), str(tmp_path / "cases.json")],
        capture_output=True, text=True, check=True, timeout=300,
    )  # fmt: skip
    drawn: list[str] = json.loads(done.stdout)
    return drawn


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_browser_draws_the_board_as_the_server_does(tmp_path: Path, game_id: str) -> None:
    game = games.get(game_id)
    module, setups = GAMES[game_id]
    rng = random.Random(15)
    cases: list[Any] = []
    expected: list[str | None] = []
    for players, options in setups:
        state = game.new_game(players, rng.getrandbits(32), options)
        while not state.is_over:
            legal = state.legal_actions()
            # the seat to act (with its legal actions) and one other viewer
            others = [v for v in [None, *range(players)] if v != state.current_player]
            for viewer in (state.current_player, rng.choice(others)):
                # the view as the browser gets it: through JSON
                view = json.loads(json.dumps(state.view(viewer)))
                shown = legal if viewer == state.current_player else ()
                cases.append([view, [{"id": a.id, "text": a.text} for a in shown]])
                expected.append(game.render_svg(view, shown))
            state.apply(rng.choice(legal))
    drawn = _drawn_in_js(tmp_path, module, cases)
    assert len(drawn) == len(expected) > 500
    for number, (js, python) in enumerate(zip(drawn, expected, strict=True)):
        assert js == python, f"case {number} (view {json.dumps(cases[number][0])[:300]}...)"
