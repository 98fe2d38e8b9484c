"""Fief's crown and church played by two people in their browsers: one buys a cardinal's hat in
phase 3, and in phase 6 votes for the other's lord by clicking him on the board and consents to
his crowning; both pages then show him king in the court under the map."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, BrowserContext, Page, expect

from tests.e2e.conftest import DESKTOP, PHONE, Server, create_table
from tests.e2e.pages import CONTROLS, human_to_act, read_state, wait_for_change
from tests.games.fief.court_plan import LAST, planned

BOARD_SVG_TEXT = "() => document.querySelector('#board svg').textContent"


def take(page: Page, seat: int) -> dict[str, Any]:
    """Take the seat's planned action among those the page offers, on the board when the board
    offers it; returns the control taken."""
    offered: list[dict[str, Any]] = page.evaluate(CONTROLS)
    control = offered[planned(seat, [c["text"] for c in offered])]
    if control["board"]:
        page.locator(f'#board .act[data-action="{control["id"]}"]').first.click()
    else:
        page.locator(f'#actions button[data-action="{control["id"]}"]').click()
    return control


def test_a_cardinal_votes_a_rivals_lord_king_by_clicking_him(
    browser: Browser, contexts: list[BrowserContext], server: Server, screenshots: Path
) -> None:
    _, invites = create_table(server, "fief", ["human", "human"], 0)
    pages = []
    for invite in invites:
        context = browser.new_context(viewport=DESKTOP)
        contexts.append(context)
        page = context.new_page()
        page.goto(invite)
        pages.append(page)
    for page in pages:  # the game starts once both seats are taken
        page.wait_for_function("() => document.body.dataset.status === 'running'")
    taken: list[tuple[int, dict[str, Any]]] = []
    while not any(c["text"] == LAST for _, c in taken):
        assert len(taken) < 200, f"no crowning after {len(taken)} actions: {taken[-10:]}"
        seat = human_to_act(pages)
        before = read_state(pages[seat])
        taken.append((seat, take(pages[seat], seat)))
        after = wait_for_change(pages[seat], before["move"], before["refusals"])
        assert after["refusals"] == before["refusals"], "a planned action was refused"
    hats = [c for seat, c in taken if c["text"].startswith("buy hat for")]
    votes = [c for seat, c in taken if c["text"].startswith("vote for")]
    assert [seat for seat, c in taken if c in hats + votes] == [0, 0]
    assert votes[0]["board"], "the candidate is a click on the board"
    king = votes[0]["text"].removeprefix("vote for ").capitalize()
    for page in pages:
        expect(page.locator("#board svg")).to_contain_text(f"King: {king} (p2)")
        text = page.evaluate(BOARD_SVG_TEXT)
        assert "cardinal" in text and f"{king} (gen 1)" in text
    pages[0].screenshot(path=screenshots / "fief-court-1280x800.png", full_page=True)
    phone = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True,
                                device_scale_factor=2)
    contexts.append(phone)
    watcher = phone.new_page()
    watcher.goto(pages[0].url)  # a spectator on a phone: the court is public
    expect(watcher.locator("#board svg")).to_contain_text(f"King: {king} (p2)")
    watcher.screenshot(path=screenshots / "fief-court-390x844.png", full_page=True)
