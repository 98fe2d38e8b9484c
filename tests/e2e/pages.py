"""What the browser tests do on the pages: create a table in the lobby, read a table page's
state, and play by clicking (or tapping) the legal-action controls the page offers."""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from typing import Any

from playwright.sync_api import Page, WebSocket, expect

# Keys that hold a seat's secret cards (the view's own-seat parts: `you`, and the viewer's own
# entry of `players`). Nobody else's part of a view may contain them.
SECRET_KEYS = frozenset({"hand", "plunder", "agenda_hand", "you", "known", "shown_hands"})

READ_STATE = """() => {
  const d = document.body.dataset;
  return {move: d.move === undefined ? -1 : Number(d.move), yourTurn: d.yourTurn === "true",
          over: d.over === "true", pending: d.pending === "true", seat: d.seat ?? null,
          status: d.status ?? null, refusals: Number(d.refusals || 0),
          banner: !document.getElementById("banner").classList.contains("hidden"),
          title: document.title, turn: document.getElementById("turn").textContent,
          toAct: document.querySelector("#seats li.to-act")?.dataset.seat ?? null,
          toActName: document.querySelector("#seats li.to-act .name")?.textContent ?? null};
}"""
# One round trip per page and wait: wait in the page (each animation frame) until it shows a
# move later than `after`, the end, or a new refusal, then read its state.
WAIT_AND_READ = """async ([after, refusals]) => {
  const read = """ + READ_STATE + """;
  for (;;) {
    const state = read();
    if (state.move > after || state.over || state.refusals > refusals) return state;
    await new Promise((done) => requestAnimationFrame(done));
  }
}"""
# The legal actions the page offers as buttons (`text`: the notation, whatever the button says in
# the page's language), and which of them the board offers too.
CONTROLS = """() => {
  const onBoard = new Set([...document.querySelectorAll('#board .act[data-action]')]
    .map((n) => n.dataset.action));
  return [...document.querySelectorAll('#actions button[data-action]')]
    .filter((b) => !b.disabled)
    .map((b) => ({id: b.dataset.action, text: b.dataset.notation, label: b.textContent,
                  board: onBoard.has(b.dataset.action)}));
}"""
NO_HORIZONTAL_OVERFLOW = "() => document.documentElement.scrollWidth <= window.innerWidth"


@dataclass(frozen=True)
class Seat:
    kind: str
    name: str = ""
    bot: str = ""


def create_table(page: Page, base: str, game: str, seats: list[Seat], seed: int) -> list[str]:
    """Fill in and submit the lobby's form; return the invite links of the human seats."""
    page.goto(base + "/")
    page.wait_for_selector("body[data-ready=true]")
    page.select_option("#game", game)
    page.select_option("#players", str(len(seats)))
    for index, seat in enumerate(seats):
        row = page.locator(f".seat-row[data-seat='{index}']")
        row.locator(".seat-kind").select_option(seat.kind)
        if seat.kind == "human":
            row.locator(".seat-name").fill(seat.name)
        else:
            row.locator(".seat-bot").select_option(seat.bot)
    if page.locator("#seed").is_visible():  # only with at most one person at the table
        page.fill("#seed", str(seed))
    page.click("#create-button")
    expect(page.locator("#created")).to_be_visible()
    links = page.locator(".invite-link")
    return [links.nth(i).input_value() for i in range(links.count())]


def read_state(page: Page) -> dict[str, Any]:
    state: dict[str, Any] = page.evaluate(READ_STATE)
    return state


def wait_for_change(page: Page, after: int, refusals: int = 1 << 30) -> dict[str, Any]:
    """Wait until the page shows a move later than `after`, the end or a new refusal; its state."""
    state: dict[str, Any] = page.evaluate(WAIT_AND_READ, [after, refusals])
    return state


def has_no_horizontal_overflow(page: Page) -> bool:
    return bool(page.evaluate(NO_HORIZONTAL_OVERFLOW))


@dataclass
class Messages:
    """Every "state" message a page received over its WebSocket."""

    states: list[dict[str, Any]] = field(default_factory=list)

    def record(self, socket: WebSocket) -> None:
        def received(frame: str | bytes) -> None:
            message = json.loads(frame)
            if message.get("type") == "state":
                self.states.append(message)

        socket.on("framereceived", received)


def listen(page: Page) -> Messages:
    """Start recording the page's WebSocket messages (call before opening the table)."""
    messages = Messages()
    page.on("websocket", messages.record)
    return messages


def leaks(view: dict[str, Any], seat: int | None) -> list[str]:
    """Paths in `view` where a secret key appears outside `seat`'s own parts (a spectator, None,
    owns nothing)."""
    public = dict(view)
    found: list[str] = []
    if seat is not None:
        mine = {f"p{seat + 1}", seat}
        you = public.pop("you", None)
        if isinstance(you, dict) and you.get("seat") not in mine:
            found.append("view.you (another seat's)")
        if isinstance(public.get("players"), list):
            public["players"] = [
                p for p in public["players"] if not (isinstance(p, dict) and p.get("seat") in mine)
            ]

    def walk(node: Any, path: str) -> None:
        if isinstance(node, dict):
            for key, value in node.items():
                if key in SECRET_KEYS and value not in (None, {}, []):
                    found.append(f"{path}.{key}")
                walk(value, f"{path}.{key}")
        elif isinstance(node, list):
            for index, value in enumerate(node):
                walk(value, f"{path}[{index}]")

    walk(public, "view")
    return found


def own_hand(view: dict[str, Any], seat: int) -> Any:
    """The seat's own hand as its view shows it (`you.hand` or its `players` entry's `hand`)."""
    you = view.get("you")
    if isinstance(you, dict) and "hand" in you:
        return you["hand"]
    for entry in view.get("players", []):
        if isinstance(entry, dict) and entry.get("seat") in (seat, f"p{seat + 1}"):
            return entry.get("hand")
    return None


def act(page: Page, rng: random.Random, tap: bool = False) -> bool:
    """Choose a random legal action the page offers and take it the way a player would: on the
    board where the board offers it, otherwise with its button. True if it was on the board."""
    offered: list[dict[str, Any]] = page.evaluate(CONTROLS)
    assert offered, "the page says it is your turn but offers no action"
    choice = rng.choice(offered)
    if choice["board"]:
        target = page.locator(f'#board .act[data-action="{choice["id"]}"]').first
    else:
        target = page.locator(f'#actions button[data-action="{choice["id"]}"]')
    if tap:
        target.tap()
    else:
        target.click()
    return bool(choice["board"])


@dataclass
class Played:
    clicks: int = 0
    board_clicks: int = 0
    over: bool = False
    turns_seen: dict[str, int] = field(default_factory=dict)


def settle(players: list[Page], move: int) -> list[dict[str, Any]]:
    """The pages' states once they all show the same move, `move` or later (the server pushes to
    each page on its own, so one page may be a message ahead of another for a moment)."""
    while True:
        states = [wait_for_change(page, move - 1) for page in players]
        if any(state["over"] for state in states):
            return states
        newest = max(state["move"] for state in states)
        if all(state["move"] == newest for state in states):
            return states
        move = newest


def human_to_act(players: list[Page]) -> int:
    """Wait until one of the players' pages has the turn; its index."""
    move = max(read_state(page)["move"] for page in players)
    while True:
        states = settle(players, move)
        assert not any(state["over"] for state in states), "the game ended first"
        move = states[0]["move"]
        actors = [i for i, state in enumerate(states) if state["yourTurn"]]
        if actors:
            return actors[0]
        wait_for_change(players[0], move)


def play(players: list[Page], rng: random.Random, played: Played, clicks: int = 2000) -> Played:
    """Act on the page whose turn it is until the game is over or `clicks` more actions are
    taken; at every step check that exactly that page announces the turn and the others name
    the seat they wait for. Waits are on the pages' state, never on time."""
    stop_at = played.clicks + clicks
    move = max(read_state(page)["move"] for page in players)
    while played.clicks < stop_at:
        states = settle(players, move)
        if any(state["over"] for state in states):
            played.over = True
            return played
        move = states[0]["move"]
        actors = [i for i, state in enumerate(states) if state["yourTurn"]]
        if not actors:
            # A bot is to act: every page will see the next move.
            wait_for_change(players[0], move)
            continue
        # A human is to act, so the table waits for them: these states are the server's.
        assert len(actors) == 1, f"two pages claim the turn at move {move}"
        check_turn_shown(states, actors[0])
        actor, before = players[actors[0]], states[actors[0]]
        assert not before["pending"], f"seat {before['seat']} still waits for an answer"
        played.turns_seen[before["seat"]] = played.turns_seen.get(before["seat"], 0) + 1
        played.board_clicks += act(actor, rng)
        played.clicks += 1
        after = wait_for_change(actor, move, before["refusals"])
        assert after["refusals"] == before["refusals"], (
            f"a legal control was refused: {actor.locator('#refusal').inner_text()}"
        )
        move = after["move"]
    return played


def check_turn_shown(states: list[dict[str, Any]], actor: int) -> None:
    """The page whose turn it is shows the banner and says so in its title; the others name the
    player they wait for (by name, not `p2`) and show no banner."""
    assert states[actor]["banner"] and states[actor]["title"].startswith("▶ Your turn")
    assert states[actor]["turn"] == "Your turn"
    for index, state in enumerate(states):
        if index != actor:
            assert not state["banner"] and not state["title"].startswith("▶")
            assert state["toAct"] == states[actor]["seat"], (state["toAct"], states[actor]["seat"])
            assert state["toActName"] and state["toActName"] in state["turn"], state["turn"]
