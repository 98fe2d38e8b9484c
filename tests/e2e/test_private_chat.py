"""Private messages in the browser: two seats write to each other through the chat's recipient
selector and see the lines marked "to ..." and "from ..."; a third seat's page and a spectator's
never get them, live (not one WebSocket frame holds them) or in the replay."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import httpx
from playwright.sync_api import Browser, BrowserContext, Page, expect

from tests.e2e.conftest import DESKTOP, PHONE, Server
from tests.e2e.pages import has_no_horizontal_overflow

WHISPERS = ("Meet me at the ford", "<b>Agreed</b>, the ford at dusk")
MARKS = ("ford", "Agreed")  # words of the private lines, in nothing else the pages are sent


def _open(browser: Browser, contexts: list[BrowserContext], url: str, phone: bool = False
          ) -> tuple[Page, list[str]]:
    """A page in a browser of its own, and every WebSocket frame it receives."""
    context = browser.new_context(viewport=PHONE if phone else DESKTOP)
    contexts.append(context)
    page = context.new_page()
    frames: list[str] = []
    page.on("websocket", lambda socket: socket.on(
        "framereceived", lambda data: frames.append(data if isinstance(data, str) else data.decode())))
    page.goto(url)
    page.wait_for_function("() => document.body.dataset.status !== undefined")
    return page, frames


def _say(page: Page, text: str, to: str) -> None:
    page.select_option("#chat-to", label=to)
    page.fill("#chat-input", text)
    page.click("#chat-form button")


def _key(page: Page, table_id: str) -> str:
    key: str = page.evaluate(
        "(id) => JSON.parse(localStorage.getItem('regnum.seats'))[id].key", table_id)
    return key


def test_two_seats_talk_privately_and_nobody_else_sees_it(
    browser: Browser, contexts: list[BrowserContext], server: Server, screenshots: Path
) -> None:
    seats: list[dict[str, Any]] = [{"kind": "human", "name": n} for n in ("Anna", "Bruno", "Carla")]
    body = {"game": "kus", "num_players": 4, "seats": [*seats, {"kind": "bot", "bot": "random"}]}
    created = httpx.post(f"{server.url}/api/tables", json=body).json()
    table_id = created["id"]
    links = [server.url + s["invite"] for s in created["seats"][:3]]
    anna, anna_frames = _open(browser, contexts, links[0])
    bruno, _ = _open(browser, contexts, links[1], phone=True)
    carla, carla_frames = _open(browser, contexts, links[2])
    spectator, spectator_frames = _open(browser, contexts, f"{server.url}/tables/{table_id}")
    for page in (anna, bruno, carla, spectator):
        page.wait_for_function("() => document.body.dataset.status === 'running'")

    # The selector offers everyone and the other people, by name (not oneself, not the bot).
    expect(anna.locator("#chat-to option")).to_have_text(["Everyone", "Bruno", "Carla"])
    expect(spectator.locator("#chat-form")).to_be_hidden()
    _say(anna, WHISPERS[0], "Bruno")
    expect(bruno.locator("#chat li.private .who")).to_have_text(["from Anna"])
    _say(bruno, WHISPERS[1], "Anna")
    _say(anna, "Good luck, all of you", "Everyone")
    for page in (anna, bruno):
        expect(page.locator("#chat li .said")).to_have_text([*WHISPERS, "Good luck, all of you"])
        expect(page.locator("#chat b")).to_have_count(0)  # text stays text
    expect(anna.locator("#chat li.private .who")).to_have_text(["to Bruno", "from Bruno"])
    expect(bruno.locator("#chat li.private .who")).to_have_text(["from Anna", "to Anna"])
    expect(bruno.locator("#chat-input")).to_have_attribute("placeholder", "Only Anna reads this…")
    for page in (carla, spectator):
        expect(page.locator("#chat li .said")).to_have_text(["Good luck, all of you"])
        expect(page.locator("#chat li.private")).to_have_count(0)
    for frames in (carla_frames, spectator_frames):
        assert any("Good luck, all of you" in frame for frame in frames)
        assert not any(mark in frame for frame in frames for mark in MARKS)
    assert any(MARKS[1] in frame for frame in anna_frames)  # the frames were watched
    for page, name in ((anna, "desktop"), (bruno, "phone")):
        page.locator("#chat-panel").scroll_into_view_if_needed()
        page.screenshot(path=screenshots / f"table-private-chat-{name}.png")
    carla.locator("#chat-panel").screenshot(path=screenshots / "table-private-chat-third-seat.png")
    for page in (anna, bruno):
        assert has_no_horizontal_overflow(page)

    # A bad recipient is refused with the reason and nothing is said.
    refused = httpx.post(f"{server.url}/api/tables/{table_id}/chat",
                         json={"text": "to myself", "to": 2},
                         headers={"Authorization": f"Bearer {_key(carla, table_id)}"})
    assert refused.status_code == 422 and "own" in refused.json()["detail"]

    # Everyone leaves, the bots finish; the replay shows the private lines to Anna's browser as
    # Anna, not to Carla's browser seeing it as Anna, nor to Carla.
    for page in (anna, bruno, carla):
        left = httpx.post(f"{server.url}/api/tables/{table_id}/leave",
                          headers={"Authorization": f"Bearer {_key(page, table_id)}"})
        assert left.status_code == 200, left.text
    spectator.wait_for_function("() => document.body.dataset.over === 'true'", timeout=180_000)
    replay_url = f"{server.url}/tables/{table_id}/replay?step=999999&seat="
    for page, seat, private in ((anna, 0, 2), (bruno, 1, 2), (carla, 0, 0), (carla, 2, 0)):
        replay = page.context.new_page()
        replay.goto(replay_url + str(seat))  # a step past the end shows the last one
        expect(replay.locator("#last")).to_be_disabled()
        expect(replay.locator("#chat li .said")).to_contain_text(["Good luck, all of you"])
        expect(replay.locator("#chat li.private")).to_have_count(private)
        if page is anna:
            replay.locator("#chat").screenshot(path=screenshots / "replay-private-chat.png")
        replay.close()
