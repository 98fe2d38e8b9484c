"""Two people ally in Fief and fight one battle together, talking privately meanwhile: at a table
of three people, Anna proposes an alliance to Bruno, who accepts, and both march on Carla's
castle. The game up to the battle is played through the table's API with each seat's own key
(the seed is the server's secret, so the plan reads only what each seat is sent); the battle's
rounds are clicked in the allies' pages: Anna fights the first round, Bruno the next, each
rolling for the side in turn. Between them Anna and Bruno agree on the chat privately; Carla's
page shows the rounds of both allies but never the private lines (not one WebSocket frame holds
them). Screenshots at 1280x800 and 390x844."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import httpx
from playwright.sync_api import Browser, BrowserContext, Page, expect

from tests.e2e.conftest import PHONE, Server
from tests.e2e.pages import has_no_horizontal_overflow, read_state, wait_for_change
from tests.e2e.test_fief_talks import NAMES, fief_of_three
from tests.e2e.test_private_chat import _key, _open, _say
from tests.games.fief.joint_plan import ALLIES, planned

WHISPERS = ("Hold the south gate, I take the walls", "Done: the south gate is mine")
MARKS = ("south gate",)  # words of the private lines, in nothing else the pages are sent
FIGHT = "#actions button[data-notation='fight']"


def _payload(server: Server, table_id: str, key: str) -> dict[str, Any]:
    response = httpx.get(f"{server.url}/api/tables/{table_id}/state",
                         headers={"Authorization": f"Bearer {key}"})
    assert response.status_code == 200, response.text
    payload: dict[str, Any] = response.json()
    return payload


def _act(server: Server, table_id: str, key: str) -> str:
    """The planned action of the seat of `key` (which is to act), taken through the API."""
    payload = _payload(server, table_id, key)
    seat = payload["seat"]
    chosen = planned(seat, payload["view"], [a["text"] for a in payload["legal"]])
    response = httpx.post(f"{server.url}/api/tables/{table_id}/actions",
                          json={"action": chosen, "move": payload["move"]},
                          headers={"Authorization": f"Bearer {key}"})
    assert response.status_code == 200, response.text
    return chosen


def _click_fight(page: Page) -> None:
    """The seat fights the round with the page's button, and the page shows the move."""
    expect(page.locator(FIGHT)).to_have_count(1)
    before = read_state(page)
    page.locator(FIGHT).click()
    after = wait_for_change(page, before["move"], before["refusals"])
    assert after["refusals"] == before["refusals"]


def test_two_allies_fight_a_joint_battle_and_talk_privately(
    browser: Browser, contexts: list[BrowserContext], server: Server, screenshots: Path
) -> None:
    table_id, invites = fief_of_three(server)
    opened = [_open(browser, contexts, invite) for invite in invites]
    pages = [page for page, _ in opened]
    carla_frames = opened[2][1]
    for page in pages:
        page.wait_for_function("() => document.body.dataset.status === 'running'")
    keys = [_key(page, table_id) for page in pages]

    fought: set[int] = set()
    for _ in range(600):
        seat = _payload(server, table_id, keys[0])["current_player"]
        payload = _payload(server, table_id, keys[seat])
        if seat in ALLIES and any(a["text"] == "fight" for a in payload["legal"]):
            if fought and seat not in fought:
                break  # the other ally rolls this round: in the browser, below
            fought.add(seat)
            _click_fight(pages[seat])
            continue
        if not (payload["view"].get("military") or {}).get("battle"):
            fought.clear()
        _act(server, table_id, keys[seat])
    else:
        raise AssertionError("no joint battle after 600 actions")
    first = next(iter(fought))
    second = ALLIES[1 - ALLIES.index(first)]
    assert read_state(pages[second])["yourTurn"], "the other ally rolls the next round"

    # the allies agree privately before the second round
    _say(pages[first], WHISPERS[0], NAMES[second])
    expect(pages[second].locator("#chat li.private .said")).to_have_text([WHISPERS[0]])
    _click_fight(pages[second])
    assert _act(server, table_id, keys[2]) == "fight", "Carla answers the second ally's round"
    _say(pages[second], WHISPERS[1], NAMES[first])
    for page in (pages[first], pages[second]):
        expect(page.locator("#chat li.private")).to_have_count(2)

    # every page shows both allies rolling in the battle; Carla's never shows their words
    for page in pages:
        for ally in ALLIES:
            expect(page.locator("#log")).to_contain_text(f", {NAMES[ally]} scores ")
    carla = pages[2]
    expect(carla.locator("#chat li.private")).to_have_count(0)
    assert not any(mark in frame for frame in carla_frames for mark in MARKS)
    assert not any(mark in carla.content() for mark in MARKS)

    village = _payload(server, table_id, keys[2])["view"]["military"]["battle"]["village"]
    battle = f"#board g.village[data-village='{village}']"
    pages[second].locator(battle).scroll_into_view_if_needed()
    pages[second].screenshot(path=str(screenshots / "fief-joint-battle-1280x800.png"))
    pages[second].locator("#chat-panel").scroll_into_view_if_needed()
    pages[second].screenshot(path=str(screenshots / "fief-joint-battle-chat-1280x800.png"))
    carla.locator("#chat-panel").scroll_into_view_if_needed()
    carla.screenshot(path=str(screenshots / "fief-joint-battle-third-seat-1280x800.png"))
    phone = pages[first].context.new_page()  # the first ally in a phone-sized tab
    phone.set_viewport_size(PHONE)
    phone.goto(f"{server.url}/tables/{table_id}")
    phone.wait_for_function("() => document.body.dataset.status === 'running'")
    expect(phone.locator("#chat li.private")).to_have_count(2)
    assert has_no_horizontal_overflow(phone)
    phone.locator("#board-tools button.zoom-in").click()
    phone.locator("#board-tools button.zoom-in").click()
    phone.locator(battle).scroll_into_view_if_needed()
    phone.screenshot(path=str(screenshots / "fief-joint-battle-390x844.png"))
    phone.locator("#chat-panel").scroll_into_view_if_needed()
    phone.screenshot(path=str(screenshots / "fief-joint-battle-chat-390x844.png"))
