"""The final result in the browser, for every game: why the game ended and each seat's score
broken down in the game's words, on the table page (desktop and phone) and at the replay's last
step. Finished games are uploaded records of random bots."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import httpx
import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from regnum import bots, games
from regnum.engine.record import GameRecord
from regnum.sim.simulate import bot_move
from tests.e2e.conftest import DESKTOP, PHONE, Server
from tests.e2e.pages import has_no_horizontal_overflow

PLAYERS = {"kuf": 4, "kus": 5, "fief": 3}


def _finished(server: Server, game_id: str, seed: int) -> tuple[str, dict[str, Any]]:
    """A finished table of random bots (uploaded as a record) and the engine's result."""
    game = games.get(game_id)
    state = game.new_game(PLAYERS[game_id], seed, {"turn-limit": "20"} if game_id == "fief" else {})
    players = [bots.make("random", game, seed + s) for s in range(state.num_players)]
    while (player := state.current_player) is not None:
        bot_move(state, players[player])
    record = GameRecord.from_state(state, ["random"] * state.num_players)
    response = httpx.post(f"{server.url}/api/records", json=record.to_json())
    assert response.status_code == 201, response.text
    result = state.result()
    assert result is not None
    return response.json()["id"], {"result": result, "scores": state.scores}


def _sheet(page: Page) -> list[list[str]]:
    rows: list[list[str]] = page.locator("#score-sheet tbody tr").evaluate_all(
        "(rows) => rows.map((r) => [...r.children].map((c) => c.textContent))")
    return rows


def _check_sheet(page: Page, game_id: str, outcome: dict[str, Any]) -> None:
    texts = httpx.get(f"{page.url.split('/tables/')[0]}/api/games/{game_id}/texts").json()
    result = outcome["result"]
    expect(page.locator("#end-reason")).to_have_text(texts[f"result.reason.{result['reason']}"])
    rows = _sheet(page)
    labels = [row[0] for row in rows]
    parts = [texts[f"result.part.{r['id']}"] for r in result["parts"]]
    also = [texts[f"result.also.{r['id']}"] for r in result["also"]]
    assert labels == [*parts, texts["result.score"], *also]
    score = rows[len(parts)][1:]
    assert score == [str(v) for v in outcome["scores"]]
    for seat in range(len(score)):  # the parts add up to the score, column by column
        if parts:
            assert sum(int(row[1 + seat]) for row in rows[: len(parts)]) == int(score[seat])
    expect(page.locator(".tiebreak")).to_have_text(texts["result.tiebreak"])


@pytest.mark.parametrize("game_id", list(PLAYERS))
def test_the_result_breaks_the_score_down_and_says_why_the_game_ended(
    browser: Browser, contexts: list[BrowserContext], server: Server, screenshots: Path,
    game_id: str,
) -> None:
    table_id, outcome = _finished(server, game_id, seed=11)
    for size, viewport in (("1280x800", DESKTOP), ("390x844", PHONE)):
        context = browser.new_context(viewport=viewport)
        contexts.append(context)
        page = context.new_page()
        page.goto(f"{server.url}/tables/{table_id}")
        expect(page.locator("#result")).to_be_visible()
        _check_sheet(page, game_id, outcome)
        # the table on a desktop, a card per seat on a phone
        visible = page.locator("#score-sheet" if viewport is DESKTOP else ".seat-result").first
        expect(visible).to_be_visible()
        if viewport is PHONE:
            expect(page.locator(".seat-result")).to_have_count(len(outcome["scores"]))
        assert has_no_horizontal_overflow(page)
        page.locator("#result").screenshot(path=str(screenshots / f"result-{game_id}-{size}.png"))
    replay = context.new_page()
    replay.goto(f"{server.url}/tables/{table_id}/replay")
    replay.wait_for_selector("body[data-step='0']")
    replay.click("#last")
    expect(replay.locator("#result")).to_be_visible()
    _check_sheet(replay, game_id, outcome)
