"""The lobby's create form and lists: options shown only for the player counts they apply to,
seats called by their names, invite links that say when they only work on this computer, and a
favicon."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from tests.e2e.conftest import DESKTOP, Server
from tests.e2e.pages import Seat, create_table


def lobby(browser: Browser, contexts: list[BrowserContext], server: Server) -> Page:
    context = browser.new_context(viewport=DESKTOP)
    contexts.append(context)
    page = context.new_page()
    page.goto(server.url + "/")
    page.wait_for_selector("body[data-ready=true]")
    return page


def test_options_follow_the_player_count(
    browser: Browser, contexts: list[BrowserContext], server: Server, screenshots: Path,
) -> None:
    page = lobby(browser, contexts, server)
    page.select_option("#game", "krieg-und-frieden")
    page.select_option("#players", "4")
    setup3 = page.locator("#opt-setup3")
    adviser = page.locator("#opt-first_adviser")
    expect(setup3).to_be_hidden()  # the 3-player set-up means nothing at 4
    expect(adviser).to_be_hidden()  # chosen by the rules at 4 without the long-term variant
    page.check("#opt-long_term")
    expect(adviser).to_be_visible()
    seat_choices = adviser.locator("option:not([hidden])")
    expect(seat_choices).to_have_count(5)  # random, 1-4
    page.uncheck("#opt-long_term")
    page.select_option("#players", "3")
    expect(setup3).to_be_visible()
    expect(adviser).to_be_visible()
    expect(seat_choices).to_have_count(4)  # random, 1-3: there is no seat 4
    page.select_option("#opt-setup3", "reveal")  # the Italian set-up chooses the Adviser itself
    expect(adviser).to_be_hidden()
    page.screenshot(path=screenshots / "lobby-options-kuf-3.png", full_page=True)
    # Options are named in the game's words, never by the engine's names for them.
    options = page.locator("#options")
    expect(options).to_contain_text("Three-player set-up")
    expect(options.locator("#opt-setup3 option[value=reveal]")).to_contain_text("Italian rules")
    for raw in ("setup3", "long_term", "first_adviser", "choose_income"):
        expect(options).not_to_contain_text(raw)

    page.select_option("#game", "krone-und-schwert")
    page.select_option("#players", "3")
    expect(page.locator("#opt-fewer_elements")).to_be_hidden()
    page.select_option("#players", "4")
    expect(page.locator("#opt-fewer_elements")).to_be_visible()

    # An option hidden for the count is not sent: the table gets the game's default.
    page.select_option("#players", "3")
    sent: list[dict[str, object]] = []
    page.on("request", lambda r: sent.append(json.loads(r.post_data or "{}"))
            if r.method == "POST" and r.url.endswith("/api/tables") else None)
    page.fill("#seed", "3")
    page.click("#create-button")
    expect(page.locator("#created")).to_be_visible()
    assert sent and sent[0]["options"] == {"layout": "random"}, sent


def test_seats_are_called_by_name_and_local_links_are_flagged(
    browser: Browser, contexts: list[BrowserContext], server: Server,
) -> None:
    page = lobby(browser, contexts, server)
    seats = [Seat("human", "Ada"), Seat("bot", bot="random"), Seat("human", "Bertrand")]
    links = create_table(page, server.url, "krone-und-schwert", seats, 11)
    assert len(links) == 2
    invites = page.locator("#invites")
    expect(invites).to_contain_text("Ada")
    expect(invites).to_contain_text("Bertrand")
    expect(invites).to_contain_text("bot 2 (random)")
    # The server listens on 127.0.0.1 without --public-url: the links only work here, and the
    # lobby says so.
    expect(page.locator("#local-links")).to_be_visible()
    table_id = page.locator("#created-id").inner_text()
    row = page.locator(f"tr[data-table='{table_id}']")
    expect(row).to_contain_text("Ada (free)")
    expect(row).not_to_contain_text("p1")


PUBLIC_URL = "http://friends.example:8123"


@pytest.fixture(scope="module")
def public_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """A server started with --public-url (an address the test never opens: only the links
    say it)."""
    running = Server(tmp_path_factory.mktemp("public") / "regnum.sqlite3", "--public-url",
                     PUBLIC_URL + "/")
    running.start()
    yield running
    running.stop()


def test_invite_links_carry_the_public_url(
    browser: Browser, contexts: list[BrowserContext], public_server: Server,
) -> None:
    page = lobby(browser, contexts, public_server)
    links = create_table(page, public_server.url, "fief",
                         [Seat("human", "Ada"), Seat("bot", bot="random")], 4)
    assert len(links) == 1 and links[0].startswith(PUBLIC_URL + "/tables/"), links
    assert "#seat=" in links[0]
    expect(page.locator("#local-links")).to_have_count(0)  # no warning: the links reach friends
    # The link's path and token open the seat on the real server.
    page.goto(public_server.url + links[0].removeprefix(PUBLIC_URL))
    expect(page.locator("#role")).to_have_text("playing as Ada")


def test_pages_have_a_favicon(
    browser: Browser, contexts: list[BrowserContext], server: Server,
) -> None:
    page = lobby(browser, contexts, server)
    href = page.locator("link[rel=icon]").get_attribute("href")
    assert href
    response = httpx.get(server.url + href)
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("image/svg+xml")
    assert "<svg" in response.text
