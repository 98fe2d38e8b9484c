"""Fief's crown, church and family played by two people in their browsers: one buys a cardinal's
hat in phase 3, and in phase 6 votes for the other's lord by clicking him on the board and consents
to his crowning; both pages then show him king in the court under the map. In another game one
ordains a priest and asks for the marriage of his other lord to the other's lady, who accepts; the
priest blesses them and both pages show the couple in the family trees."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, BrowserContext, Page, expect

from tests.e2e.conftest import DESKTOP, PHONE, Server, create_table
from tests.e2e.pages import CONTROLS, human_to_act, read_state, wait_for_change
from tests.games.fief.court_plan import COURT, WEDDING, Plan

BOARD_SVG_TEXT = "() => document.querySelector('#board svg').textContent"


def take(page: Page, seat: int, plan: Plan) -> dict[str, Any]:
    """Take the seat's planned action among those the page offers, on the board when the board
    offers it; returns the control taken."""
    offered: list[dict[str, Any]] = page.evaluate(CONTROLS)
    control = offered[plan.planned(seat, [c["text"] for c in offered])]
    if control["board"]:
        page.locator(f'#board .act[data-action="{control["id"]}"]').first.click()
    else:
        page.locator(f'#actions button[data-action="{control["id"]}"]').click()
    return control


def play_by_plan(browser: Browser, contexts: list[BrowserContext], server: Server,
                 plan: Plan) -> tuple[list[Page], list[tuple[int, dict[str, Any]]]]:
    """Two people at a new table, each in a browser of their own, play until the plan's last
    action; returns their pages and the controls each took."""
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
    while not any(c["text"] == plan.last for _, c in taken):
        assert len(taken) < 200, f"no {plan.last} after {len(taken)} actions: {taken[-10:]}"
        seat = human_to_act(pages)
        before = read_state(pages[seat])
        taken.append((seat, take(pages[seat], seat, plan)))
        after = wait_for_change(pages[seat], before["move"], before["refusals"])
        assert after["refusals"] == before["refusals"], "a planned action was refused"
    return pages, taken


def test_a_cardinal_votes_a_rivals_lord_king_by_clicking_him(
    browser: Browser, contexts: list[BrowserContext], server: Server, screenshots: Path
) -> None:
    pages, taken = play_by_plan(browser, contexts, server, COURT)
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


def test_two_people_marry_their_lords_and_a_new_priest_blesses_them(
    browser: Browser, contexts: list[BrowserContext], server: Server, screenshots: Path
) -> None:
    pages, taken = play_by_plan(browser, contexts, server, WEDDING)
    by_text = {c["text"].split(" ")[0]: (seat, c) for seat, c in taken}
    assert by_text["ordain"][0] == 0 and by_text["propose"][0] == 0
    assert by_text["accept"][0] == 1 and by_text["bless"][0] == 0, "the asking seat's priest"
    assert by_text["ordain"][1]["board"], "a lord's action is a click on him"
    groom, bride = (name.capitalize() for name in
                    by_text["propose"][1]["text"].removeprefix("propose ").split(" and "))
    priest = by_text["ordain"][1]["text"].removeprefix("ordain ").capitalize()
    for page in pages:
        board = page.locator("#board svg")
        expect(board).to_contain_text(f"{bride} (lady, gen 1, p2)")  # her line in p1's tree
        text = page.evaluate(BOARD_SVG_TEXT)
        assert f"{priest} (gen 1)" in text and "priest" in text
        assert f"{groom} (gen 1)" in text
    pages[1].screenshot(path=screenshots / "fief-wedding-1280x800.png", full_page=True)
