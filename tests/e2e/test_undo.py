"""Undo in the browser: a bidder adds cards to a Krieg und Frieden raise, takes them back with
the Undo button and with Ctrl+Z, and a spectator's page follows; at a phone's size the button is
there and tapping it works."""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import Browser, BrowserContext, Page, expect

from tests.e2e.conftest import DESKTOP, PHONE, Server, create_table
from tests.e2e.pages import has_no_horizontal_overflow, read_state, wait_for_change

# Krieg und Frieden, seed 1: the third seat bids first; it holds a knight, a worker and food.
SEATS = ["heuristic", "heuristic", "human", "heuristic"]


def _open(browser: Browser, contexts: list[BrowserContext], url: str, phone: bool = False) -> Page:
    context = browser.new_context(viewport=PHONE if phone else DESKTOP, has_touch=phone)
    contexts.append(context)
    page = context.new_page()
    page.goto(url)
    page.wait_for_function("() => document.body.dataset.status === 'running'")
    return page


def _take(page: Page, text: str, tap: bool = False) -> None:
    move = read_state(page)["move"]
    button = page.locator("#actions button[data-action]", has_text=text)
    button.tap() if tap else button.click()
    wait_for_change(page, move)


def _undone(page: Page, move: int) -> None:
    page.wait_for_function(f"() => document.body.dataset.move === '{move}'")


def test_cards_added_to_a_raise_are_taken_back(
    browser: Browser, contexts: list[BrowserContext], server: Server, screenshots: Path
) -> None:
    table_id, (invite,) = create_table(server, "kuf", SEATS, seed=1)
    bidder = _open(browser, contexts, invite)
    watcher = _open(browser, contexts, f"{server.url}/tables/{table_id}")
    assert read_state(bidder)["yourTurn"]
    expect(bidder.locator("#undo")).to_have_count(0)
    _take(bidder, "Add a Knight card")
    _take(bidder, "Add a Food card")
    expect(bidder.locator("#actions .undo-line")).to_contain_text("2 actions can be taken back")
    expect(watcher.locator("#log > li")).to_have_count(2)
    bidder.screenshot(path=str(screenshots / "table-undo-desktop.png"))
    bidder.click("#undo")
    _undone(bidder, 1)
    expect(bidder.locator("#actions .undo-line")).to_contain_text("1 action can be taken back")
    bidder.keyboard.press("Control+z")
    _undone(bidder, 0)
    expect(bidder.locator("#undo")).to_have_count(0)
    expect(bidder.locator("#log > li")).to_have_count(0)
    expect(watcher.locator("#log > li")).to_have_count(0)
    # The raise is empty again: the board offers every card of the hand to add once more.
    expect(bidder.locator("#actions button[data-action]", has_text="Add a Knight card")).to_be_visible()
    _take(bidder, "Add a Worker card")
    _take(bidder, "Bid")
    expect(bidder.locator("#undo")).to_have_count(0)  # the bid went to the others: it stays


def test_undo_on_a_phone(
    browser: Browser, contexts: list[BrowserContext], server: Server, screenshots: Path
) -> None:
    _, (invite,) = create_table(server, "kuf", SEATS, seed=1)
    bidder = _open(browser, contexts, invite, phone=True)
    _take(bidder, "Add a Food card", tap=True)
    undo = bidder.locator("#undo")
    undo.scroll_into_view_if_needed()
    expect(undo).to_be_visible()
    assert has_no_horizontal_overflow(bidder)
    bidder.screenshot(path=str(screenshots / "table-undo-phone.png"))
    undo.tap()
    _undone(bidder, 0)
    expect(bidder.locator("#undo")).to_have_count(0)
