"""Rules in the page: each game's summary reached from the lobby and from a table, readable at
both sizes; tooltips on actions, cards and spaces; and greyed actions that say why they are not
allowed, on hover or tap, without being sent."""

from __future__ import annotations

import json
from pathlib import Path

import httpx
import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from regnum import games
from tests.e2e.conftest import DESKTOP, PHONE, Server, create_table
from tests.e2e.pages import has_no_horizontal_overflow, read_state

GAMES = {"krieg-und-frieden": "Krieg und Frieden", "krone-und-schwert": "Krone & Schwert",
         "fief": "Fief"}


def _page(browser: Browser, contexts: list[BrowserContext], phone: bool = False) -> Page:
    context = browser.new_context(viewport=PHONE if phone else DESKTOP, has_touch=phone)
    contexts.append(context)
    return context.new_page()


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_rules_are_reached_from_the_lobby_and_read_at_both_sizes(
    browser: Browser, contexts: list[BrowserContext], server: Server, screenshots: Path,
    game_id: str,
) -> None:
    lobby = _page(browser, contexts)
    lobby.goto(server.url + "/")
    lobby.wait_for_selector("body[data-ready=true]")
    lobby.select_option("#game", game_id)
    link = lobby.locator("#rules-link")
    expect(link).to_have_text(f"How to play {GAMES[game_id]}")
    with lobby.context.expect_page() as opened:
        link.click()
    rules = opened.value
    rules.wait_for_load_state()
    assert rules.url.endswith(f"/rules/{game_id}")
    expect(rules.locator("h1")).to_have_text(f"How to play {GAMES[game_id]}")
    assert rules.locator("article.rules h2").count() >= 4
    for other, name in GAMES.items():  # every other game's rules one click away
        if other != game_id:
            expect(rules.locator(f'.rules-nav a[href="/rules/{other}"]')).to_have_text(name)
    rules.screenshot(path=str(screenshots / f"rules-{game_id}-1280x800.png"))
    phone = _page(browser, contexts, phone=True)
    phone.goto(f"{server.url}/rules/{game_id}")
    assert has_no_horizontal_overflow(phone)
    phone.screenshot(path=str(screenshots / f"rules-{game_id}-390x844.png"))


def _open_seat(browser: Browser, contexts: list[BrowserContext], server: Server, game: str,
               seats: list[str], seed: int, phone: bool = False) -> tuple[Page, dict[str, str]]:
    table_id, (invite,) = create_table(server, game, seats, seed)
    page = _page(browser, contexts, phone)
    page.goto(invite)
    page.wait_for_function("() => document.body.dataset.yourTurn === 'true'")
    texts: dict[str, str] = httpx.get(f"{server.url}/api/games/{game}/texts").json()
    rules = f"/rules/{games.canonical_id(game)}"
    expect(page.locator("#rules-link")).to_have_attribute("href", rules)
    assert table_id in page.url
    return page, texts


def test_actions_cards_and_refusals_explain_themselves(
    browser: Browser, contexts: list[BrowserContext], server: Server, screenshots: Path,
) -> None:
    # Krieg und Frieden, seed 1: the third seat bids first, holding no wealth card.
    page, texts = _open_seat(browser, contexts, server, "kuf",
                             ["heuristic", "heuristic", "human", "heuristic"], seed=1)
    add = page.locator("#actions button[data-action]", has_text="Add a Knight card")
    expect(add).to_have_attribute("title", texts["action.add"])
    wealth = page.locator("#actions button.blocked", has_text="Add a Wealth card")
    bid = page.locator("#actions button.blocked", has_text="Bid")
    expect(wealth).to_have_attribute("title", "Not now: you have no wealth card in your hand")
    expect(bid).to_have_text("Bid")
    bid.click()  # a greyed action says why and is not sent
    expect(page.locator("#why-not")).to_contain_text("your raise must be non-empty")
    assert read_state(page)["move"] == 0
    knight = page.locator("#board g.card.knight > title")
    expect(knight).to_contain_text(texts["card.knight.help"])
    cathedral = page.locator("#board g[data-built] > title")
    expect(cathedral).to_have_text(texts["tip.cathedral"])
    page.screenshot(path=str(screenshots / "table-why-not-1280x800.png"))
    # On a phone, a tap on a greyed action shows why.
    phone, _ = _open_seat(browser, contexts, server, "kuf",
                          ["heuristic", "heuristic", "human", "heuristic"], seed=1, phone=True)
    greyed = phone.locator("#actions button.blocked", has_text="Add a Wealth card")
    greyed.scroll_into_view_if_needed()
    greyed.tap()
    expect(phone.locator("#why-not")).to_have_text("Not now: you have no wealth card in your hand")
    assert has_no_horizontal_overflow(phone)
    phone.screenshot(path=str(screenshots / "table-why-not-390x844.png"))


def test_krone_und_schwert_spaces_say_what_they_are(
    browser: Browser, contexts: list[BrowserContext], server: Server,
) -> None:
    page, texts = _open_seat(browser, contexts, server, "kus", ["human", "random", "random"],
                             seed=4)
    spaces = page.locator("#board g[data-space] > title")
    expect(spaces.first).to_be_attached()
    view = page.evaluate("() => fetch(location.pathname.replace('/tables/', '/api/tables/') + '/state')"
                         ".then((r) => r.json())")["view"]
    first = json.loads(json.dumps(view["spaces"][0]))
    title = page.locator(f'#board g[data-space="{first["id"]}"] > title').text_content() or ""
    assert f"Space {first['id']}:" in title
    assert texts[f"tip.terrain.{first['terrain']}"] in title
