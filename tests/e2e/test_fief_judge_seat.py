"""Fief's treasurer and judge in the browser: the lobby names the last seat's part when the table
has one (always at seven seats, by the option at three to six), and the judge's own page shows the
board with the judge's panel instead of a family's, at a desktop size and on a phone."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Browser, BrowserContext, expect

from tests.e2e.conftest import Server, create_table
from tests.e2e.test_layout import SIZES, check_fits, open_context

JUDGE_NOTE = "treasurer and judge (no family)"


@pytest.mark.parametrize("size", list(SIZES))
def test_the_lobby_names_the_judge_seat(
    size: str, browser: Browser, contexts: list[BrowserContext], server: Server, screenshots: Path
) -> None:
    page = open_context(browser, contexts, size)
    page.goto(server.url + "/")
    page.wait_for_selector("body[data-ready=true]")
    page.select_option("#game", "fief")
    option = page.locator("#opt-judge-seat")
    page.select_option("#players", "4")
    expect(option).to_be_visible()
    expect(page.get_by_text(JUDGE_NOTE)).to_have_count(0)
    option.select_option("yes")
    expect(page.locator('.seat-row[data-seat="3"] .seat-part')).to_have_text(JUDGE_NOTE)
    page.select_option("#players", "7")
    expect(option).to_be_hidden()  # seven seats always have the judge: nothing to choose
    expect(page.locator(".seat-part")).to_have_count(1)
    expect(page.locator('.seat-row[data-seat="6"] .seat-part')).to_have_text(JUDGE_NOTE)
    page.select_option("#players", "2")
    expect(option).to_be_hidden()
    expect(page.locator(".seat-part")).to_have_count(0)
    page.select_option("#players", "7")
    page.locator("#seats").scroll_into_view_if_needed()
    page.screenshot(path=screenshots / f"lobby-fief-judge-{size}.png", full_page=True)


@pytest.mark.parametrize("size", list(SIZES))
def test_the_judge_seat_sees_the_board_and_its_part(
    size: str, browser: Browser, contexts: list[BrowserContext], server: Server, screenshots: Path
) -> None:
    _, invites = create_table(server, "fief", ["random"] * 6 + ["human"], 11)
    page = open_context(browser, contexts, size)
    page.goto(invites[0])
    page.wait_for_selector("#board svg")
    check_fits(page)
    expect(page.locator("#board svg")).to_contain_text("treasurer and judge")
    expect(page.get_by_text("You are the treasurer and judge")).to_be_visible()
    expect(page.get_by_text("Your treasury")).to_have_count(0)
    page.screenshot(path=screenshots / f"fief-judge-seat-{size}.png", full_page=True)
