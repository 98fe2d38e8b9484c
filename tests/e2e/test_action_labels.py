"""The action buttons in the page's language: a French Fief table in its talks shows "Proposer
une alliance à <name>" with the seats' names, never `p2`, a German Krieg und Frieden table
its bidding in German, and a French one says in French why a greyed action is not allowed;
screenshots of each at 1280x800 and 390x844."""

from __future__ import annotations

import re
from pathlib import Path

from playwright.sync_api import Browser, BrowserContext, Page, expect

from tests.e2e.conftest import DESKTOP, PHONE, Server, create_table
from tests.e2e.pages import has_no_horizontal_overflow, read_state, wait_for_change

SEAT_NOTATION = re.compile(r"\bp[1-9]\b")
ENGLISH = re.compile(r"\b(you|your|the|needs?)\b")  # words of every English reason of the bid
READY = ("() => document.body.dataset.words === 'ready'"
         " && document.body.dataset.yourTurn === 'true'")


def _seat_pages(browser: Browser, contexts: list[BrowserContext], invite: str, table_url: str,
                locale: str) -> tuple[Page, Page]:
    """The seat's page at desktop size, and a second tab of the same browser (which holds the
    seat) at phone size."""
    context = browser.new_context(viewport=DESKTOP, locale=locale)
    contexts.append(context)
    desktop = context.new_page()
    desktop.goto(invite)
    desktop.wait_for_function(READY)
    phone = context.new_page()
    phone.set_viewport_size(PHONE)
    phone.goto(table_url)
    phone.wait_for_function(READY)
    return desktop, phone


def _take_first_until(page: Page, notation: str) -> None:
    """Take the first action offered (the set-up's choices) until `notation` is offered."""
    wanted = page.locator(f'#actions button[data-notation="{notation}"]')
    for _ in range(20):
        if wanted.count():
            return
        before = read_state(page)
        page.locator("#actions button[data-action]").first.click()
        after = wait_for_change(page, before["move"], before["refusals"])
        assert after["refusals"] == before["refusals"]
        page.wait_for_function(READY)
    raise AssertionError(f"no {notation!r} after 20 actions")


def _names(page: Page) -> list[str]:
    return page.locator("#seats li .name").all_inner_texts()


def _no_seat_notation(page: Page) -> None:
    labels = page.locator("#actions button").all_inner_texts()
    assert labels and not [label for label in labels if SEAT_NOTATION.search(label)], labels
    for node in page.locator("#board .act[data-action]").all():  # the board's clickable parts
        assert not SEAT_NOTATION.search(node.get_attribute("aria-label") or "")


def test_a_french_fief_table_offers_its_talks_in_french_with_seat_names(
    browser: Browser, contexts: list[BrowserContext], server: Server, screenshots: Path
) -> None:
    table_id, (invite,) = create_table(server, "fief", ["human", "random", "random"], seed=0)
    desktop, _ = _seat_pages(browser, contexts, invite, invite, "fr-FR")
    _take_first_until(desktop, "end negotiations")
    phone = desktop.context.new_page()
    phone.set_viewport_size(PHONE)
    phone.goto(f"{server.url}/tables/{table_id}")
    phone.wait_for_function(READY)
    for size, page in (("1280x800", desktop), ("390x844", phone)):
        names = _names(page)
        button = page.locator("#actions button[data-notation='propose alliance to p2']")
        expect(button).to_have_text(f"Proposer une alliance à {names[1]}")
        truce = page.locator("#actions button[data-notation='propose truce with p3 for 2 turns']")
        expect(truce).to_have_text(f"Proposer une trêve de 2 tours à {names[2]}")
        gift = page.locator("#actions button[data-notation='give p2 50 écus']")
        expect(gift).to_have_text(f"Donner 50 écus à {names[1]}")
        expect(page.locator("#actions button[data-notation='end negotiations']")).to_have_text(
            "Finir les négociations")
        _no_seat_notation(page)
        assert has_no_horizontal_overflow(page), size
        page.locator("#actions").scroll_into_view_if_needed()
        page.screenshot(path=str(screenshots / f"fief-talks-fr-{size}.png"))


def _kuf_bidding(browser: Browser, contexts: list[BrowserContext], server: Server,
                 locale: str) -> tuple[Page, Page]:
    """Seed 1: the third seat bids first, holding no wealth card (greyed, with its reason)."""
    table_id, (invite,) = create_table(
        server, "kuf", ["heuristic", "heuristic", "human", "heuristic"], seed=1)
    return _seat_pages(browser, contexts, invite, f"{server.url}/tables/{table_id}", locale)


def test_a_german_krieg_und_frieden_table_bids_in_german(
    browser: Browser, contexts: list[BrowserContext], server: Server, screenshots: Path
) -> None:
    desktop, phone = _kuf_bidding(browser, contexts, server, "de-DE")
    for size, page in (("1280x800", desktop), ("390x844", phone)):
        expect(page.locator("#actions button[data-notation='add knight']")).to_have_text(
            "Eine Karte Ritter hinzufügen")
        expect(page.locator("#actions button.blocked", has_text="Bieten")).to_have_count(1)
        expect(page.locator("#actions button.blocked", has_text="Eine Karte Reichtum hinzufügen")
               ).to_have_count(1)
        _no_seat_notation(page)
        assert has_no_horizontal_overflow(page), size
        page.locator("#actions").scroll_into_view_if_needed()
        page.screenshot(path=str(screenshots / f"kuf-bid-de-{size}.png"))


def test_a_french_krieg_und_frieden_table_says_why_in_french(
    browser: Browser, contexts: list[BrowserContext], server: Server, screenshots: Path
) -> None:
    desktop, phone = _kuf_bidding(browser, contexts, server, "fr-FR")
    why = "Pas maintenant : vous n'avez pas de carte richesse en main"
    for size, page in (("1280x800", desktop), ("390x844", phone)):
        wealth = page.locator("#actions button.blocked", has_text="Ajouter une carte Richesse")
        expect(wealth).to_have_attribute("title", why)
        wealth.click()  # a tap says why below the buttons, and sends nothing
        expect(page.locator("#why-not")).to_have_text(why)
        for button in page.locator("#actions button.blocked").all():  # no English reason
            title = button.get_attribute("title") or ""
            assert title.startswith("Pas maintenant : ") and not ENGLISH.search(title), title
        assert read_state(page)["refusals"] == 0
        assert has_no_horizontal_overflow(page), size
        page.locator("#why-not").scroll_into_view_if_needed()
        page.screenshot(path=str(screenshots / f"kuf-why-fr-{size}.png"))
