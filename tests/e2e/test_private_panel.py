"""The private panel in the browser, for every game: the seat's hand drawn as cards in the
game's words (a tap shows a card's help), its hidden points or money, and nowhere an engine's
field name or card id."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import httpx
import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from tests.e2e.conftest import DESKTOP, PHONE, Server

# lord_bonus, leader-4, p2, and -1 (an engine's "none", as a home fief not chosen yet)
RAW = re.compile(r"\b[a-z]+_[a-z_]+\b|\b[a-z]+-[a-z0-9]+\b|\bp\d\b|(?<![\w-])-1\b")
GAMES = {"kuf": 4, "kus": 3, "fief": 3}


def _seat(server: Server, game: str) -> tuple[str, str, dict[str, Any]]:
    """A table of one person (seat 1) and random bots, claimed through the API: its id, the
    seat's key and the seat's payload."""
    seats = [{"kind": "human", "name": "Ada"}] + [{"kind": "bot", "bot": "random"}] * (GAMES[game] - 1)
    body = {"game": game, "num_players": GAMES[game], "seed": 2, "seats": seats}
    created = httpx.post(f"{server.url}/api/tables", json=body).json()
    invite = created["seats"][0]["token"]
    join = httpx.post(f"{server.url}/api/tables/{created['id']}/join",
                      headers={"Authorization": f"Bearer {invite}"})
    key = join.json()["key"]
    payload = httpx.get(f"{server.url}/api/tables/{created['id']}/state",
                        headers={"Authorization": f"Bearer {key}"}).json()
    return created["id"], key, payload


def _open(browser: Browser, contexts: list[BrowserContext], server: Server, table_id: str,
          key: str, phone: bool) -> Page:
    context = browser.new_context(viewport=PHONE if phone else DESKTOP, has_touch=phone)
    contexts.append(context)
    seats = json.dumps({table_id: {"seat": 0, "key": key}})
    context.add_init_script(f"localStorage.setItem('regnum.seats', {json.dumps(seats)})")
    page = context.new_page()
    page.goto(f"{server.url}/tables/{table_id}")
    page.wait_for_function(
        "() => document.body.dataset.seat === '0' && document.body.dataset.words === 'ready'"
    )
    expect(page.locator("#private-panel")).to_be_visible()
    return page


def _texts(server: Server, game: str) -> dict[str, str]:
    texts: dict[str, str] = httpx.get(f"{server.url}/api/games/{game}/texts").json()
    return texts


@pytest.mark.parametrize("game", list(GAMES))
def test_the_private_panel_is_drawn_in_the_game_s_words(
    browser: Browser, contexts: list[BrowserContext], server: Server, screenshots: Path, game: str,
) -> None:
    table_id, key, payload = _seat(server, game)
    texts = _texts(server, game)
    view = payload["view"]
    for phone in (False, True):
        page = _open(browser, contexts, server, table_id, key, phone)
        panel = page.locator("#private")
        words = panel.inner_text()
        assert not RAW.findall(words), f"raw names in the panel: {RAW.findall(words)}"
        if game == "kuf":
            hand = {k: v for k, v in view["you"]["hand"].items() if v}
            cards = panel.locator(".game-card.resource")
            expect(cards).to_have_count(len(hand))
            for name, count in hand.items():
                expect(panel).to_contain_text(f"{texts[f'card.{name}']}×{count}")
            expect(panel.locator(".game-card.agenda")).to_have_count(len(view["you"]["agenda_hand"]))
        elif game == "kus":
            hand = view["players"][0]["hand"]
            expect(panel.locator(".game-card.event")).to_have_count(len(hand))
            for name in hand:
                expect(panel).to_contain_text(texts[f"card.{name}"])
            expect(panel).to_contain_text(texts["panel.vp"])
        else:
            money = view["players"][0]["money"]
            expect(panel).to_contain_text(texts["panel.ecus"].replace("{n}", str(money)))
        first = panel.locator(".game-card").first
        if first.count():  # a tap (or click) writes the card's help under the cards
            first.tap() if phone else first.click()
            expect(panel.locator(".card-help")).to_have_text(first.get_attribute("data-help") or "x")
        size = "390x844" if phone else "1280x800"
        page.locator("#private-panel").screenshot(path=str(screenshots / f"private-{game}-{size}.png"))
