"""The narrated log in the browser, for every game: what happened, in the game's words, with the
seats' names, under each move; never an event's id or an engine's seat tag."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import httpx
import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from tests.e2e.conftest import DESKTOP, PHONE, Server
from tests.e2e.pages import act, read_state, wait_for_change

RAW = re.compile(r"\b[a-z]+_[a-z_]+\b|\bp\d\b|\b(?:event|kuf|kus|fief)\.[a-z.]+")
GAMES = {"kuf": 3, "kus": 3, "fief": 3}
NAMES = ("Ada", "bot 2 (random)", "bot 3 (random)")  # as the pages name the seats


def _table(server: Server, game: str) -> tuple[str, str]:
    """A table of Ada and two random bots, claimed through the API: its id and Ada's key."""
    seats = [{"kind": "human", "name": "Ada"}] + [{"kind": "bot", "bot": "random"}] * 2
    body = {"game": game, "num_players": GAMES[game], "seed": 3, "seats": seats}
    created = httpx.post(f"{server.url}/api/tables", json=body).json()
    joined = httpx.post(f"{server.url}/api/tables/{created['id']}/join",
                        headers={"Authorization": f"Bearer {created['seats'][0]['token']}"})
    return created["id"], joined.json()["key"]


def _open(browser: Browser, contexts: list[BrowserContext], server: Server, table_id: str,
          seat: int, key: str, phone: bool) -> Page:
    context = browser.new_context(viewport=PHONE if phone else DESKTOP, has_touch=phone)
    contexts.append(context)
    seats = json.dumps({table_id: {"seat": seat, "key": key}})
    context.add_init_script(f"localStorage.setItem('regnum.seats', {json.dumps(seats)})")
    page = context.new_page()
    page.goto(f"{server.url}/tables/{table_id}")
    page.wait_for_function(
        f"() => document.body.dataset.seat === '{seat}' && document.body.dataset.words === 'ready'"
    )
    return page


@pytest.mark.parametrize("game", list(GAMES))
def test_the_log_tells_what_happened_with_the_seats_names(
    browser: Browser, contexts: list[BrowserContext], server: Server, screenshots: Path, game: str,
) -> None:
    table_id, key = _table(server, game)
    page = _open(browser, contexts, server, table_id, 0, key, False)
    rng = random.Random(7)
    told = page.locator("#log ul.told li")
    for _ in range(400):  # Ada plays by clicking, the bots answer, until enough is told
        state = read_state(page)
        if told.count() >= 3 or state["over"]:
            break
        if state["yourTurn"]:
            act(page, rng)
        wait_for_change(page, state["move"])
    sentences = told.all_inner_texts()
    assert len(sentences) >= 3, sentences
    assert any(name in line for line in sentences for name in NAMES), sentences
    # the page put together the whole log from the state messages' new entries: a line per move
    moves, whos = page.evaluate(
        "() => [Number(document.body.dataset.move),"
        " [...document.querySelectorAll('#log > li .who')].map((who) => who.textContent)]"
    )
    whole = httpx.get(f"{server.url}/api/tables/{table_id}/state",
                      headers={"Authorization": f"Bearer {key}"}).json()["log"]
    assert moves > 3 and len(whos) == moves, (moves, whos)
    assert whos == [NAMES[entry["seat"]] for entry in whole[:moves]]
    log = page.locator("#log").inner_text()
    assert not RAW.findall(log), f"raw ids in the log: {RAW.findall(log)}"
    for phone in (False, True):
        if phone:
            page = _open(browser, contexts, server, table_id, 0, key, True)
        page.locator("#log").scroll_into_view_if_needed()
        size = "phone" if phone else "desktop"
        page.screenshot(path=str(screenshots / f"log-{game}-{size}.png"), full_page=True)
        assert not RAW.findall(page.locator("#log").inner_text())


def test_the_replay_tells_what_happened_as_the_chosen_seat_saw_it(
    browser: Browser, contexts: list[BrowserContext], server: Server, finished_table: str,
    screenshots: Path,
) -> None:
    steps = len(httpx.get(f"{server.url}/api/tables/{finished_table}/record").json()["actions"])
    for phone in (False, True):
        context = browser.new_context(viewport=PHONE if phone else DESKTOP)
        contexts.append(context)
        page = context.new_page()
        page.goto(f"{server.url}/tables/{finished_table}/replay?step={steps}&seat=0")
        expect(page.locator("body")).to_have_attribute("data-step", str(steps))
        told = page.locator("#log ul.told li")
        expect(told.filter(has_text="Final scoring:").first).to_be_visible()
        sentences = told.all_inner_texts()
        assert any("bot 2 (random)" in line for line in sentences), sentences
        assert any(re.search(r"draws (?!an event card)", line) for line in sentences)  # its own
        log = page.locator("#log").inner_text()
        assert not RAW.findall(log), f"raw ids in the log: {RAW.findall(log)}"
        size = "phone" if phone else "desktop"
        page.locator("#log").screenshot(path=str(screenshots / f"log-replay-{size}.png"))
