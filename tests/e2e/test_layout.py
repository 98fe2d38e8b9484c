"""Every page at a desktop size and on a phone: nothing runs off the side, the board and the
action controls are there, and a move can be made by clicking or by tapping."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from tests.e2e.conftest import DESKTOP, PHONE, Server, create_table
from tests.e2e.pages import act, has_no_horizontal_overflow, read_state, wait_for_change

SIZES: dict[str, dict[str, Any]] = {
    "1280x800": {"viewport": DESKTOP},
    "390x844": {"viewport": PHONE, "is_mobile": True, "has_touch": True, "device_scale_factor": 2},
}


def open_context(browser: Browser, contexts: list[BrowserContext], size: str) -> Page:
    context = browser.new_context(**SIZES[size])
    contexts.append(context)
    return context.new_page()


def check_fits(page: Page) -> None:
    """No horizontal scrolling, and the board is as wide as the screen at most."""
    assert has_no_horizontal_overflow(page), page.evaluate(
        "() => [document.documentElement.scrollWidth, window.innerWidth]"
    )
    board = page.locator("#board")
    expect(board).to_be_visible()
    box = board.bounding_box()
    assert box is not None and box["width"] > 0 and box["height"] > 0
    width = page.evaluate("() => window.innerWidth")
    assert box["x"] >= 0 and box["x"] + box["width"] <= width


@pytest.mark.parametrize("size", list(SIZES))
def test_table_page_fits_and_plays_at(
    size: str, browser: Browser, contexts: list[BrowserContext], server: Server,
    screenshots: Path,
) -> None:
    table_id, (invite,) = create_table(server, "kuf", ["human", "random", "heuristic", "random"], 3)
    page = open_context(browser, contexts, size)
    tap = size != "1280x800"
    page.goto(invite)
    page.wait_for_function("() => document.body.dataset.yourTurn === 'true'")
    expect(page.locator("#banner")).to_be_visible()
    check_fits(page)
    expect(page.locator("#board svg")).to_be_visible()
    first_action = page.locator("#actions button[data-action]").first
    first_action.scroll_into_view_if_needed()
    expect(first_action).to_be_visible()
    assert first_action.bounding_box() is not None
    if not tap:  # the hand of cards drawn at the board's foot is on the first screen
        first_action.evaluate("button => window.scrollTo(0, 0)")
        worths = page.locator("#board svg text", has_text="worth")  # each card's last line
        assert worths.count() == 4
        for i in range(4):
            box = worths.nth(i).bounding_box()
            assert box is not None and box["y"] + box["height"] <= DESKTOP["height"], box
    page.screenshot(path=screenshots / f"table-kuf-{size}.png")
    page.screenshot(path=screenshots / f"table-kuf-{size}-full.png", full_page=True)

    rng = random.Random(size)
    for _ in range(3):  # a few moves, by tapping on the phone
        page.wait_for_function("() => document.body.dataset.yourTurn === 'true'")
        before = read_state(page)
        act(page, rng, tap=tap)
        after = wait_for_change(page, before["move"], before["refusals"])
        assert after["refusals"] == before["refusals"], page.locator("#refusal").inner_text()
        check_fits(page)

    spectator = open_context(browser, contexts, size)
    spectator.goto(f"{server.url}/tables/{table_id}")
    expect(spectator.locator("#role")).to_have_text("spectating")
    expect(spectator.locator("#board svg")).to_be_visible()
    check_fits(spectator)
    spectator.screenshot(path=screenshots / f"spectator-kuf-{size}.png")


@pytest.mark.parametrize("size", list(SIZES))
def test_lobby_and_replay_fit_at(
    size: str, browser: Browser, contexts: list[BrowserContext], server: Server,
    finished_table: str, screenshots: Path,
) -> None:
    page = open_context(browser, contexts, size)
    page.goto(server.url + "/")
    page.wait_for_selector("body[data-ready=true]")
    expect(page.locator("#create-button")).to_be_visible()
    assert has_no_horizontal_overflow(page)
    page.screenshot(path=screenshots / f"lobby-{size}.png", full_page=True)

    page.goto(f"{server.url}/tables/{finished_table}/replay?step=40")
    expect(page.locator("body")).to_have_attribute("data-step", "40")
    check_fits(page)
    expect(page.locator("#forward")).to_be_visible()
    page.screenshot(path=screenshots / f"replay-{size}.png")
