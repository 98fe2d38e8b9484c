"""Whole games through the browser: two players join from their invite links and play to the
end by clicking the legal-action controls, bots take the other seats, a third browser watches."""

from __future__ import annotations

import random
import re
from pathlib import Path
from urllib.parse import urlparse

import httpx
from playwright.sync_api import Browser, BrowserContext, Page, expect

from tests.e2e.conftest import DESKTOP, Server
from tests.e2e.pages import (
    Messages,
    Played,
    Seat,
    create_table,
    human_to_act,
    leaks,
    listen,
    own_hand,
    play,
    read_state,
)


def open_page(browser: Browser, contexts: list[BrowserContext], url: str) -> tuple[Page, Messages]:
    context = browser.new_context(viewport=DESKTOP)
    contexts.append(context)
    page = context.new_page()
    messages = listen(page)
    page.goto(url)
    return page, messages


def start_game(
    browser: Browser, contexts: list[BrowserContext], server: Server, screenshots: Path,
    game: str, seats: list[Seat], seed: int, name: str,
) -> tuple[str, list[Page], list[Messages], Page, Messages]:
    """Create the table in the lobby, open each invite link in its own browser, and spectate."""
    lobby_context = browser.new_context(viewport=DESKTOP)
    contexts.append(lobby_context)
    lobby = lobby_context.new_page()
    invites = create_table(lobby, server.url, game, seats, seed)
    assert len(invites) == sum(seat.kind == "human" for seat in seats)
    lobby.screenshot(path=screenshots / f"lobby-{name}.png", full_page=True)
    table_id = urlparse(invites[0]).path.split("/")[-1]
    assert all(urlparse(link).fragment.startswith("seat=") for link in invites)

    opened = [open_page(browser, contexts, link) for link in invites]
    players = [page for page, _ in opened]
    spectator, watched = open_page(browser, contexts, f"{server.url}/tables/{table_id}")
    for page in [*players, spectator]:
        page.wait_for_function("() => ['running', 'finished'].includes(document.body.dataset.status)")
        expect(page.locator("#conn")).to_have_text("connected")
    # The token left the address bar once it was stored.
    assert all("seat=" not in page.url for page in players)
    expected_seats = [str(i) for i, seat in enumerate(seats) if seat.kind == "human"]
    assert [read_state(page)["seat"] for page in players] == expected_seats
    expect(spectator.locator("#role")).to_have_text("spectating")
    return table_id, players, [m for _, m in opened], spectator, watched


def check_final(server: Server, table_id: str, pages: list[Page]) -> None:
    """Every page (the spectator's too) shows the final scores and the winners the server
    holds."""
    summary = httpx.get(f"{server.url}/api/tables/{table_id}").json()
    assert summary["status"] == "finished"
    winners = summary["winners"]
    assert winners
    for page in pages:
        expect(page.locator("#result")).to_be_visible()
        expect(page.locator("#turn")).to_have_text("Game over")
        for winner in winners:  # by the name the lobby gave the seat, not `p2`
            seat = summary["seats"][winner]
            name = seat["name"] if seat["kind"] == "human" else f"bot {winner + 1} ({seat['bot']})"
            expect(page.locator("#winners")).to_contain_text(name)
        expect(page.locator("#winners")).not_to_contain_text(re.compile(r"\bp\d\b"))
        expect(page.locator("#banner")).to_be_hidden()
        assert page.title().startswith("Game over")


def check_hidden(players: list[Page], seat_messages: list[Messages], watched: Messages) -> None:
    """No message to a seat holds another seat's secrets; the spectator sees no hand at all."""
    for page, messages in zip(players, seat_messages, strict=True):
        seat = int(read_state(page)["seat"])
        assert messages.states, "the player's page received no state"
        for message in messages.states:
            assert message["seat"] == seat
            assert leaks(message["view"], seat) == []
        assert any(own_hand(m["view"], seat) for m in messages.states), "own hand never shown"
        expect(page.locator("#private-panel")).to_be_visible()
    assert watched.states, "the spectator received no state"
    for message in watched.states:
        assert message["seat"] is None
        assert message["legal"] == []
        assert leaks(message["view"], None) == []


def test_krieg_und_frieden_two_players_two_bots_and_a_spectator(
    browser: Browser, contexts: list[BrowserContext], server: Server, screenshots: Path
) -> None:
    seats = [Seat("human", "Ann"), Seat("bot", bot="heuristic"), Seat("human", "Bob"),
             Seat("bot", bot="random")]
    table_id, players, seat_messages, spectator, watched = start_game(
        browser, contexts, server, screenshots, "krieg-und-frieden", seats, 7, "kuf")
    rng = random.Random(7)
    played = play(players, rng, Played(), clicks=3)
    players[0].screenshot(path=screenshots / "table-kuf-midgame.png")
    spectator.screenshot(path=screenshots / "spectator-kuf.png")
    expect(spectator.locator("#private-panel")).to_be_hidden()
    play(players, rng, played)
    assert played.over
    assert set(played.turns_seen) == {"0", "2"}
    check_final(server, table_id, [*players, spectator])
    players[0].screenshot(path=screenshots / "final-kuf.png", full_page=True)
    check_hidden(players, seat_messages, watched)


def test_krone_und_schwert_survives_a_server_restart(
    browser: Browser, contexts: list[BrowserContext], server: Server, screenshots: Path
) -> None:
    seats = [Seat("human", "Cleo"), Seat("bot", bot="random"), Seat("human", "Dan"),
             Seat("bot", bot="heuristic")]
    table_id, players, seat_messages, spectator, watched = start_game(
        browser, contexts, server, screenshots, "krone-und-schwert", seats, 11, "kus")
    rng = random.Random(11)
    played = play(players, rng, Played(), clicks=6)
    players[1].screenshot(path=screenshots / "table-kus-midgame.png")
    spectator.screenshot(path=screenshots / "spectator-kus.png")
    # While a player thinks nothing moves, so the restart brings nothing new: the pages must
    # reconnect without redrawing, and the player keeps the control they had focused.
    actor = players[human_to_act(players)]
    move = read_state(actor)["move"]
    focused = actor.locator("#actions button[data-action]").first
    focused.focus()
    action = focused.get_attribute("data-action")
    for page in [*players, spectator]:
        page.evaluate("() => { document.querySelector('#board svg').dataset.kept = 'yes'; }")

    server.restart()
    for page in [*players, spectator]:
        page.wait_for_function("() => Number(document.body.dataset.drops || 0) >= 1")
        expect(page.locator("#conn")).to_have_text("connected", timeout=15_000)
        assert read_state(page)["move"] == move
        expect(page.locator("#board svg[data-kept=yes]")).to_have_count(1)
    assert actor.evaluate("() => document.activeElement.dataset.action") == action

    play(players, rng, played)
    assert played.over
    assert set(played.turns_seen) == {"0", "2"}
    check_final(server, table_id, [*players, spectator])
    spectator.screenshot(path=screenshots / "final-kus-spectator.png", full_page=True)
    check_hidden(players, seat_messages, watched)
