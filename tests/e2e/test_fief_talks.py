"""Fief's talks in the browser: at a table of three people, Anna proposes an alliance to Bruno
with her action button; the proposal is a line of every chat panel, in the seats' names, and only
Bruno's carries the answers; he accepts it there with a click, and both boards then draw the
alliance (a link under "Talks" and each ally's disc in the other's box) with readable text.
The replay shows the talks in its chat too, with no answer to give. Screenshots at 1280x800 and
390x844."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import httpx
from playwright.sync_api import Browser, BrowserContext, Page, expect

from regnum import bots, games
from regnum.engine.record import GameRecord
from regnum.sim.simulate import bot_move
from tests.e2e.conftest import DESKTOP, PHONE, Server
from tests.e2e.pages import has_no_horizontal_overflow, human_to_act, read_state, wait_for_change
from tests.e2e.test_boards import MIN_TEXT_PX, TEXT_SIZES

NAMES = ("Anna", "Bruno", "Carla")
READY = ("() => document.body.dataset.words === 'ready'"
         " && document.body.dataset.status === 'running'")
PROPOSED = "#chat li.talk[data-talk='fief.alliance.proposed']"
ACCEPTED = "#chat li.talk[data-talk='fief.alliance.accepted']"


def _open(browser: Browser, contexts: list[BrowserContext], url: str) -> Page:
    context = browser.new_context(viewport=DESKTOP)
    contexts.append(context)
    page = context.new_page()
    page.goto(url)
    page.wait_for_function("() => document.body.dataset.words === 'ready'")
    return page


def fief_of_three(server: Server) -> tuple[str, list[str]]:
    """A new Fief table of Anna, Bruno and Carla: its id and their invite links."""
    seats: list[dict[str, Any]] = [{"kind": "human", "name": name} for name in NAMES]
    created = httpx.post(f"{server.url}/api/tables",
                         json={"game": "fief", "num_players": 3, "seats": seats}).json()
    return created["id"], [server.url + s["invite"] for s in created["seats"]]


def _until_talks(pages: list[Page]) -> int:
    """Take the first action offered on the page to act (the set-up's choices) until a seat may
    negotiate; that page's index."""
    for _ in range(60):
        i = human_to_act(pages)
        page = pages[i]
        page.wait_for_function("() => document.body.dataset.words === 'ready'")
        if page.locator("#actions button[data-notation='end negotiations']").count():
            return i
        before = read_state(page)
        page.locator("#actions button[data-action]").first.click()
        after = wait_for_change(page, before["move"], before["refusals"])
        assert after["refusals"] == before["refusals"]
    raise AssertionError("no talks after 60 actions")


def _seat(page: Page) -> int:
    return int(read_state(page)["seat"])


def _shows_alliance(page: Page, p: int, q: int) -> None:
    low, high = sorted((p, q))
    link = page.locator(f"#board g.talk[data-kind='alliance'][data-seats='{low} {high}']")
    expect(link).to_have_count(1)
    expect(page.locator(f"#board g.player[data-seat='{p}'] circle.ally[data-seat='{q}']")
           ).to_have_count(1)
    expect(page.locator(f"#board g.player[data-seat='{q}'] circle.ally[data-seat='{p}']")
           ).to_have_count(1)


def test_a_proposal_is_answered_in_the_chat_and_the_board_shows_the_alliance(
    browser: Browser, contexts: list[BrowserContext], server: Server, screenshots: Path
) -> None:
    table_id, invites = fief_of_three(server)
    pages = [_open(browser, contexts, invite) for invite in invites]
    for page in pages:  # the game starts once the three have taken their seats
        page.wait_for_function(READY)
    first = _until_talks(pages)
    proposer = pages[first]
    # the addressee is the next seat; the third looks on
    addressee, third = pages[(first + 1) % 3], pages[(first + 2) % 3]
    p, q = _seat(proposer), _seat(addressee)
    move = read_state(proposer)["move"]
    proposer.locator(f"#actions button[data-notation='propose alliance to p{q + 1}']").click()
    wording = f"{NAMES[p]} proposes an alliance to {NAMES[q]}."
    for page in pages:
        wait_for_change(page, move)
        expect(page.locator(PROPOSED)).to_have_count(1)
        expect(page.locator(f"{PROPOSED} .said")).to_have_text(wording)
    # the answers only on the line in the addressee's page, which sends them as the buttons do
    answers = addressee.locator(f"{PROPOSED} button")
    expect(answers).to_have_count(2)
    expect(addressee.locator(f"{PROPOSED} button[data-notation='accept the proposal']")
           ).to_have_text("Accept the proposal")
    expect(proposer.locator(f"{PROPOSED} button")).to_have_count(0)
    expect(third.locator(f"{PROPOSED} button")).to_have_count(0)
    expect(third.locator("#chat button")).to_have_count(0)
    # the board draws the proposal awaiting its answer
    expect(third.locator("#board g.talk[data-kind='proposal']")).to_contain_text(
        f"p{p + 1} offers p{q + 1} an alliance")
    addressee.locator("#chat-panel").scroll_into_view_if_needed()
    addressee.screenshot(path=str(screenshots / "fief-talks-proposal-1280x800.png"))
    third.locator("#chat-panel").scroll_into_view_if_needed()
    third.screenshot(path=str(screenshots / "fief-talks-proposal-third-seat-1280x800.png"))
    phone = addressee.context.new_page()  # the same seat in a phone-sized tab
    phone.set_viewport_size(PHONE)
    phone.goto(f"{server.url}/tables/{table_id}")
    phone.wait_for_function(READY)
    expect(phone.locator(f"{PROPOSED} button")).to_have_count(2)
    assert has_no_horizontal_overflow(phone)
    phone.locator("#chat-panel").scroll_into_view_if_needed()
    phone.screenshot(path=str(screenshots / "fief-talks-proposal-390x844.png"))
    phone.close()

    move = read_state(addressee)["move"]
    addressee.locator(f"{PROPOSED} button[data-notation='accept the proposal']").click()
    for page in pages:
        wait_for_change(page, move)
        expect(page.locator(ACCEPTED)).to_have_count(1)
        expect(page.locator(f"{ACCEPTED} .said")).to_have_text(
            f"{NAMES[q]} accepts the alliance with {NAMES[p]}.")
        expect(page.locator("#chat button")).to_have_count(0)
    for page in (proposer, addressee):
        _shows_alliance(page, p, q)
        sizes: list[dict[str, Any]] = page.evaluate(TEXT_SIZES)
        small = [s for s in sizes if s["px"] < MIN_TEXT_PX]
        assert not small, small[:12]
    proposer.locator("#board").scroll_into_view_if_needed()
    proposer.screenshot(path=str(screenshots / "fief-talks-alliance-1280x800.png"))
    phone = proposer.context.new_page()
    phone.set_viewport_size(PHONE)
    phone.goto(f"{server.url}/tables/{table_id}")
    phone.wait_for_function(READY)
    _shows_alliance(phone, p, q)
    assert has_no_horizontal_overflow(phone)
    phone.locator("#board-tools button.zoom-in").click()
    phone.locator("#board-tools button.zoom-in").click()
    phone.locator("#board").scroll_into_view_if_needed()
    phone.evaluate("() => { document.getElementById('board').scrollLeft = 10000; }")  # the panel
    phone.screenshot(path=str(screenshots / "fief-talks-alliance-390x844.png"))


def test_the_replay_shows_the_talks_in_the_chat_without_answers(
    browser: Browser, contexts: list[BrowserContext], server: Server, screenshots: Path
) -> None:
    game = games.get("fief")
    state = game.new_game(3, 4, {})
    players = [bots.make("random", game, seed) for seed in range(3)]
    proposals: list[int] = []  # the steps after a proposal
    while (player := state.current_player) is not None:
        if bot_move(state, players[player]).kind in ("d_ally", "d_truce", "d_promise"):
            proposals.append(len(state.history))
    assert proposals, "the random game made no proposal"
    record = GameRecord.from_state(state, ["random"] * 3)
    response = httpx.post(f"{server.url}/api/records", json=record.to_json())
    assert response.status_code == 201, response.text
    context = browser.new_context(viewport=DESKTOP)
    contexts.append(context)
    page = context.new_page()
    step = proposals[0]
    page.goto(f"{server.url}/tables/{response.json()['id']}/replay?step={step}&seat=spectator")
    page.wait_for_function(f"() => document.body.dataset.step === '{step}'")
    asks = page.locator("#chat li.talk[data-talk$='.proposed']")
    expect(asks).to_have_count(1)
    expect(asks).to_have_text(re.compile(r" (proposes|offers to promise) "))  # words, no id
    expect(page.locator("#chat button")).to_have_count(0)
    page.locator("#chat").scroll_into_view_if_needed()
    page.screenshot(path=str(screenshots / "replay-fief-talks-1280x800.png"))
