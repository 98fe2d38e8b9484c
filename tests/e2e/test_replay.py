"""The replay page of a finished table: stepping, perspectives, and the result at the end."""

from __future__ import annotations

from pathlib import Path

import httpx
from playwright.sync_api import Browser, BrowserContext, expect

from tests.e2e.conftest import DESKTOP, Server
from tests.e2e.pages import has_no_horizontal_overflow


def test_replay_steps_through_a_finished_game_from_every_side(
    browser: Browser, contexts: list[BrowserContext], server: Server, finished_table: str,
    screenshots: Path,
) -> None:
    record = httpx.get(f"{server.url}/api/tables/{finished_table}/record").json()
    summary = httpx.get(f"{server.url}/api/tables/{finished_table}").json()
    steps = len(record["actions"])
    context = browser.new_context(viewport=DESKTOP)
    contexts.append(context)
    page = context.new_page()
    page.goto(f"{server.url}/tables/{finished_table}/replay")
    body = page.locator("body")

    expect(body).to_have_attribute("data-step", "0")
    expect(page.locator("#position")).to_have_text(f"step 0 of {steps}")
    expect(page.locator("#back")).to_be_disabled()
    expect(page.locator("#board svg")).to_be_visible()
    expect(page.locator("#result")).to_be_hidden()

    page.click("#forward")
    expect(body).to_have_attribute("data-step", "1")
    expect(page.locator("#action-text")).to_have_text(record["actions"][0])
    expect(page.locator("#log > li")).to_have_count(1)
    page.click("#forward")
    expect(body).to_have_attribute("data-step", "2")
    expect(page.locator("#action-text")).to_have_text(record["actions"][1])
    page.click("#back")
    expect(body).to_have_attribute("data-step", "1")
    expect(page.locator("#log > li")).to_have_count(1)

    # A spectator sees no hand; seat p1 sees its own.
    expect(page.locator("#private-panel")).to_be_hidden()
    page.select_option("#perspective", "0")
    expect(body).to_have_attribute("data-perspective", "0")
    expect(body).to_have_attribute("data-step", "1")
    expect(page.locator("#private-panel")).to_be_visible()
    expect(page.locator("#private")).to_contain_text("hand")

    page.click("#last")
    expect(body).to_have_attribute("data-step", str(steps))
    expect(page.locator("#forward")).to_be_disabled()
    expect(page.locator("#result")).to_be_visible()
    for winner in summary["winners"]:  # a record's seats are named by kind: "bot 2 (random)"
        seat = summary["seats"][winner]
        name = (seat["name"] or f"Player {winner + 1}" if seat["kind"] == "human"
                else f"bot {winner + 1} ({seat['bot']})")
        expect(page.locator("#winners")).to_contain_text(name)
    # one column per seat (and the labels'), the score under its parts
    expect(page.locator("#score-sheet thead th")).to_have_count(summary["num_players"] + 1)
    expect(page.locator("#score-sheet tr.row-score")).to_have_count(1)
    assert has_no_horizontal_overflow(page)
    page.screenshot(path=screenshots / "replay-final-1280x800.png", full_page=True)

    page.select_option("#perspective", "spectator")
    expect(body).to_have_attribute("data-perspective", "spectator")
    expect(page.locator("#private-panel")).to_be_hidden()
    expect(page.locator("#result")).to_be_visible()
