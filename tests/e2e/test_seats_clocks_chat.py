"""Seats that cannot be lost or spied on, clocks, leaving, chat and your-turn alerts, in the
browser: an invite link claimed by one browser opens nothing in another, the claimed seat
reopens in any tab of its browser and is listed under "My tables"; a seat out of time is played
by the table's bot until taken back; chat is text, seen live and in the replay."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import httpx
from playwright.sync_api import Browser, BrowserContext, Page, expect

from tests.e2e.conftest import DESKTOP, PHONE, Server
from tests.e2e.pages import has_no_horizontal_overflow, read_state

TURN_CLOCK_SECONDS = 15  # short, but long enough to see the clock run on a loaded machine


def _context(browser: Browser, contexts: list[BrowserContext], phone: bool = False) -> BrowserContext:
    context = browser.new_context(viewport=PHONE if phone else DESKTOP)
    contexts.append(context)
    return context


def _table(server: Server, seats: list[dict[str, str]], clock: dict[str, object]) -> dict[str, Any]:
    body = {"game": "kuf", "num_players": len(seats), "seats": seats, "clock": clock}
    response = httpx.post(f"{server.url}/api/tables", json=body)
    assert response.status_code == 201, response.text
    created: dict[str, Any] = response.json()
    return created


def _open(context: BrowserContext, url: str) -> Page:
    page = context.new_page()
    page.goto(url)
    page.wait_for_function("() => document.body.dataset.status !== undefined")
    return page


def test_an_invite_is_claimed_by_one_browser_and_reopens_only_there(
    browser: Browser, contexts: list[BrowserContext], server: Server, screenshots: Path
) -> None:
    created = _table(server, [{"kind": "human", "name": "Ada"}, {"kind": "human", "name": "Bo"},
                              {"kind": "bot", "bot": "random"}], {"mode": "none"})  # fmt: skip
    table_id = created["id"]
    ada_link, bo_link = (server.url + s["invite"] for s in created["seats"][:2])
    ada = _context(browser, contexts)
    first = _open(ada, ada_link)
    assert read_state(first)["seat"] == "0" and "seat=" not in first.url
    # Another browser opening the same link (forwarded, or the creator's copy) gets no seat.
    thief = _open(_context(browser, contexts), ada_link)
    assert read_state(thief)["seat"] == "spectator"
    expect(thief.locator("#page-error")).to_contain_text("already used")
    # The claimed seat reopens in any tab of the browser that claimed it, with or without the
    # link (from the history, a bookmark).
    for url in (f"{server.url}/tables/{table_id}", ada_link):
        again = _open(ada, url)
        assert read_state(again)["seat"] == "0"
        expect(again.locator("#page-error")).to_be_hidden()
        again.close()
    # Its lobby lists the table under "My tables".
    lobby = ada.new_page()
    lobby.goto(server.url + "/")
    mine = lobby.locator(f"#list-mine tr[data-mine='{table_id}']")
    expect(mine).to_contain_text("as Ada")
    expect(mine.locator("a")).to_have_attribute("href", f"/tables/{table_id}")
    bo = _open(_context(browser, contexts), bo_link)
    assert read_state(bo)["seat"] == "1"
    first.wait_for_function("() => document.body.dataset.status === 'running'")
    # The table waits for one of them: the other lets the bot play that seat (the only other
    # person, so one vote is all), and its person takes it back.
    pages = [first, bo]
    waited = pages[0].wait_for_function(
        "() => { const s = document.querySelector('#seats li.to-act');"
        " return s && ['0', '1'].includes(s.dataset.seat) ? s.dataset.seat : null; }"
    ).json_value()
    pages[1 - int(waited)].click("#vote-bot")
    expect(pages[int(waited)].locator("#take-back")).to_be_visible()
    pages[int(waited)].click("#take-back")
    expect(pages[int(waited)].locator("#leave")).to_be_visible()
    # Leaving hands the seat to the bot for good (after a confirmation).
    bo.once("dialog", lambda dialog: dialog.accept())
    bo.click("#leave")
    expect(bo.locator("#seat-controls")).to_contain_text("You left this game")
    expect(first.locator("#seats li[data-seat='1'] .away")).to_contain_text("left")


def test_the_creator_reissues_an_unclaimed_link_from_my_tables(
    browser: Browser, contexts: list[BrowserContext], server: Server, screenshots: Path
) -> None:
    creator = _context(browser, contexts)
    lobby = creator.new_page()
    lobby.goto(server.url + "/")
    lobby.wait_for_selector("body[data-ready=true]")
    lobby.select_option("#game", "krone-und-schwert")
    lobby.select_option("#players", "3")
    lobby.locator(".seat-row[data-seat='1'] .seat-kind").select_option("human")
    lobby.locator(".seat-row[data-seat='1'] .seat-name").fill("Cleo")
    expect(lobby.locator("#seed")).to_be_hidden()  # two people: the server's seed
    expect(lobby.locator("#seed-note")).to_be_visible()
    lobby.select_option("#clock-mode", "total")
    lobby.fill("#clock-minutes", "15")
    lobby.fill("#clock-increment", "20")
    lobby.click("#create-button")
    expect(lobby.locator("#created")).to_be_visible()
    table_id = lobby.locator("#created-id").inner_text()
    old_link = lobby.locator(".invite[data-seat='1'] .invite-link").input_value()
    summary = httpx.get(f"{server.url}/api/tables/{table_id}").json()
    assert summary["clock"] == {"mode": "total", "seconds": 900, "increment": 20, "bot": "heuristic"}
    lobby.reload()
    row = lobby.locator(f"#list-mine tr[data-mine='{table_id}']")
    expect(row).to_contain_text("15:00 per player + 20 s per turn")
    lobby.locator("#list-mine button[data-reinvite='1']").click()
    fresh = lobby.locator("#list-mine .invite-link")
    expect(fresh).to_have_count(1)
    new_link = fresh.input_value()
    assert new_link != old_link
    lobby.screenshot(path=screenshots / "lobby-my-tables.png", full_page=True)
    lobby.set_viewport_size(PHONE)
    lobby.select_option("#clock-mode", "total")  # the clock's fields on a phone
    assert has_no_horizontal_overflow(lobby)
    lobby.screenshot(path=screenshots / "lobby-my-tables-390x844.png", full_page=True)
    stale = _open(_context(browser, contexts), old_link)
    assert read_state(stale)["seat"] == "spectator"
    cleo = _open(_context(browser, contexts), new_link)
    assert read_state(cleo)["seat"] == "1"


def test_clock_zombie_take_back_chat_and_alerts(
    browser: Browser, contexts: list[BrowserContext], server: Server, screenshots: Path
) -> None:
    created = _table(server, [{"kind": "human", "name": "Ada"}, {"kind": "human", "name": "Bo"},
                              {"kind": "bot", "bot": "random"}, {"kind": "bot", "bot": "random"}],
                     {"mode": "move", "seconds": TURN_CLOCK_SECONDS, "bot": "random"})  # fmt: skip
    table_id = created["id"]
    links = [server.url + s["invite"] for s in created["seats"][:2]]
    pages = []
    for index, link in enumerate(links):
        context = _context(browser, contexts, phone=index == 1)
        context.grant_permissions(["notifications"], origin=server.url)
        pages.append(_open(context, link))
    for page in pages:
        page.wait_for_function("() => document.body.dataset.status === 'running'")
        page.check("#alert-sound")
        page.check("#alert-notify")  # the permission was granted to the context
        expect(page.locator("#alert-notify")).to_be_checked()
        # Headless Chromium keeps every page focused: tell the page it is not in front, where a
        # notification is wanted.
        page.evaluate("() => { document.hasFocus = () => false; }")
    spectator = _open(_context(browser, contexts), f"{server.url}/tables/{table_id}")

    # Chat: text stays text, everyone sees it live.
    pages[1].fill("#chat-input", "<b>good luck</b> & have fun")
    pages[1].click("#chat-form button")
    for page in [*pages, spectator]:
        said = page.locator("#chat li .said")
        expect(said).to_have_text(["<b>good luck</b> & have fun"])
        expect(page.locator("#chat b")).to_have_count(0)
    expect(spectator.locator("#chat-form")).to_be_hidden()

    # The clock of the seat to act counts down on every page.
    to_act = int(httpx.get(f"{server.url}/api/tables/{table_id}/state").json()["current_player"])
    assert to_act in (0, 1)
    waiting = pages[1 - to_act]
    clock = waiting.locator(f"#seats [data-clock-seat='{to_act}']")
    expect(clock).to_be_visible()
    expect(clock).to_have_class(re.compile(r"\brunning\b"))
    first = clock.inner_text()
    waiting.wait_for_timeout(1500)
    assert clock.inner_text() < first, (first, clock.inner_text())
    pages[to_act].screenshot(path=screenshots / f"table-clock-chat-{'phone' if to_act else 'desktop'}.png")
    waiting.screenshot(path=screenshots / f"table-clock-chat-{'desktop' if to_act else 'phone'}.png")
    for page in pages:
        assert has_no_horizontal_overflow(page)

    # Nobody acts: out of time, the table's bot plays the seat, and its person takes it back.
    late = pages[to_act]
    expect(late.locator("#take-back")).to_be_visible(timeout=(TURN_CLOCK_SECONDS + 10) * 1000)
    expect(spectator.locator(f"#seats li[data-seat='{to_act}'] .away")).to_contain_text("away")
    late.screenshot(path=screenshots / "table-out-of-time.png")
    late.click("#take-back")
    expect(late.locator("#leave")).to_be_visible()
    expect(spectator.locator(f"#seats li[data-seat='{to_act}'] .away")).to_have_count(0)

    # The other seat's turn comes: the sound plays and, the page not being in front, a
    # notification shows.
    other = pages[1 - to_act]
    other.wait_for_function(
        "() => Number(document.body.dataset.sounds || 0) >= 1"
        " && Number(document.body.dataset.notified || 0) >= 1",
        timeout=(TURN_CLOCK_SECONDS + 30) * 1000,
    )


def test_the_replay_shows_what_was_said_up_to_its_step(
    browser: Browser, contexts: list[BrowserContext], server: Server
) -> None:
    created = _table(server, [{"kind": "human", "name": "Ada"}, *[{"kind": "bot", "bot": "random"}] * 3],
                     {"mode": "none", "bot": "random"})  # fmt: skip
    table_id = created["id"]
    page = _open(_context(browser, contexts), server.url + created["seats"][0]["invite"])
    page.fill("#chat-input", "bots, finish it for me")
    page.click("#chat-form button")
    expect(page.locator("#chat li .said")).to_have_text(["bots, finish it for me"])
    page.once("dialog", lambda dialog: dialog.accept())
    page.click("#leave")
    expect(page.locator("#result")).to_be_visible(timeout=60_000)
    said_at = httpx.get(f"{server.url}/api/tables/{table_id}/chat").json()[0]["move"]
    replay = page.context.new_page()
    replay.goto(f"{server.url}/tables/{table_id}/replay?step={said_at}")
    expect(replay.locator("#chat li .said")).to_have_text(["bots, finish it for me"])
    if said_at > 0:
        replay.click("#back")
        expect(replay.locator("#chat li")).to_have_count(0)
