"""Whole games played over WebSockets by token-holding clients choosing random legal actions, with
bots at some seats and a spectator watching. Every message a seat receives is checked against the
true game afterwards: its view is exactly the engine's view for that seat at that move, the board
text and drawing are made from that view alone, the move log hides others' secret choices, legal
actions come only with the turn, and no other seat's hand or private score appears in it."""

from __future__ import annotations

import random
from typing import Any

import pytest
from fastapi.testclient import TestClient
from starlette.testclient import WebSocketTestSession

from regnum import games
from regnum.engine.events import Event, seen_by
from regnum.engine.game import Action, Game, State
from regnum.engine.record import GameRecord
from regnum.engine.rng import Rng
from regnum.server.bot_seats import SECRET_VARIABLE
from tests.events import check_hidden
from tests.server.conftest import ClientFactory
from tests.server.helpers import create, join_all, whole_log

PAYLOAD_KEYS = {
    "type", "table", "seat", "move", "current_player", "your_turn", "is_over", "winners",
    "competitors", "scores", "view", "legal", "svg", "text", "log_from", "log", "clock", "undo", "version",
    "result", "blocked",
}  # fmt: skip


def _label(game: Game, action: Action) -> dict[str, Any]:
    """What the page is told to call an action: every shipped game has words for each."""
    words = game.label(action)
    assert words is not None, action
    return words.to_json()


def _words(words: Event | None) -> dict[str, Any] | None:
    """What the page is told of a refusal's reason (None where the game has only English)."""
    return None if words is None else words.to_json()


def _settled(ws: WebSocketTestSession, after: int, humans: set[int], inbox: list[Any]) -> Any:
    """Read state messages until one past move `after` where a human must act (or the end)."""
    while True:
        message = ws.receive_json()
        assert message["type"] == "state", message
        inbox.append(message)
        if message["move"] > after and (message["is_over"] or message["current_player"] in humans):
            return message


def _play(client: TestClient, game: str, seats: list[str], seed: int,
          options: dict[str, str]) -> tuple[Any, ...]:
    table_id, tokens = create(client, game, seats, seed=seed, **options)
    join_all(client, table_id, tokens)
    rng = random.Random(seed)
    humans = set(tokens)
    inbox: dict[int | None, list[Any]] = {seat: [] for seat in [None, *tokens]}
    sockets = {seat: client.websocket_connect(f"/ws/tables/{table_id}?token={token}")
               for seat, token in tokens.items()}  # fmt: skip
    sockets[None] = client.websocket_connect(f"/ws/tables/{table_id}")
    opened = {seat: ctx.__enter__() for seat, ctx in sockets.items()}
    try:
        latest = {seat: _settled(ws, -1, humans, inbox[seat]) for seat, ws in opened.items()}
        while not latest[None]["is_over"]:
            seat = latest[None]["current_player"]
            mine = latest[seat]
            assert mine["your_turn"] and mine["move"] == latest[None]["move"]
            action = rng.choice(mine["legal"])
            opened[seat].send_json({"type": "action", "action": action["id"], "move": mine["move"]})
            latest = {s: _settled(ws, mine["move"], humans, inbox[s]) for s, ws in opened.items()}
    finally:
        for ctx in sockets.values():
            ctx.__exit__(None, None, None)
    record = client.get(f"/api/tables/{table_id}/record").json()
    return record, inbox


def _log_for(
    states: list[State], record: dict[str, Any], seat: int | None, told: list[list[Event]]
) -> list[dict[str, Any]]:
    """The log `seat` must be sent: each move as it may read it, and the events it may see."""
    game = games.get(record["game"])
    entries = []
    for state, text, events in zip(states, record["actions"], told, strict=False):
        player = state.current_player
        assert player is not None
        action = game.parse_action(text)
        move = state.describe_action(action, player, seat)
        words = state.describe_words(action, player, seat)
        if move != action.text:  # a secret move's words say nothing of what was chosen
            assert words is not None and words.params == {} and words != game.label(action)
        label = None if words is None else words.to_json()
        entries.append({"seat": player, "move": move, "label": label, "events": seen_by(events, seat)})
    return entries


def _no_private_of_others(game_id: str, view: dict[str, Any], seat: int | None) -> None:
    if game_id == "krieg-und-frieden":
        if seat is None:
            assert "you" not in view
        else:
            assert view["you"]["seat"] == f"p{seat + 1}"
        for entry in view["players"]:
            assert not {"hand", "plunder", "agenda_hand"} & entry.keys()
    elif game_id == "fief":  # a hand and a purse are their seat's, or its spy's
        spying = seat is not None and view["cards"]["spy"] >= 0 and any(
            lord["id"] == view["cards"]["spy"] and lord["seat"] == seat for lord in view["lords"])
        assert ("hand" in view["cards"]) == (seat is not None)
        assert ("spied_hands" in view["cards"]) == spying
        for index, entry in enumerate(view["players"]):
            assert ("money" in entry) == (index == seat or spying)
    else:
        for index, entry in enumerate(view["players"]):
            private = {"hand", "vp"} & entry.keys()
            assert private == ({"hand", "vp"} if index == seat else set())


@pytest.mark.parametrize(
    ("game_id", "seats", "seed", "options"),
    [
        ("krieg-und-frieden", ["human"] * 4, 21, {}),
        ("krone-und-schwert", ["human", "human", "random", "human"], 22, {}),
        ("krone-und-schwert", ["human", "heuristic", "human"], 23, {}),
        ("fief", ["human", "random", "heuristic"], 27, {"turn-limit": "20"}),  # hands of cards
    ],
)
def test_no_message_to_a_seat_holds_what_it_may_not_see(
    sqlite_url: str, make_client: ClientFactory, monkeypatch: pytest.MonkeyPatch, game_id: str,
    seats: list[str], seed: int, options: dict[str, str]
) -> None:
    monkeypatch.setenv(SECRET_VARIABLE, "hidden-information")  # the bots play the same each run
    with make_client(sqlite_url) as client:
        record, inbox = _play(client, game_id, seats, seed, options)
    game = games.get(game_id)
    states = list(GameRecord.from_json(record).replay())
    assert states[-1].is_over
    told = GameRecord.from_json(record).told()
    for seat, messages in inbox.items():
        full_log = _log_for(states, record, seat, told)
        # what the seat was told it could have known anyway (tests/events.py, the leak check)
        rng = Rng(len(messages))
        for step, events in enumerate(told):
            if seen_by(events, seat):
                action = game.parse_action(record["actions"][step]).id
                check_hidden(states[step], action, states[step + 1], events, [seat], rng)
        assert messages[-1]["is_over"]
        shown: list[Any] = []
        for message in messages:
            assert message.keys() == PAYLOAD_KEYS
            state = states[message["move"]]
            view = state.view(seat)
            assert message["seat"] == seat
            assert message["view"] == view
            to_act = state.current_player == seat and not state.is_over
            legal = state.legal_actions() if to_act else ()
            assert message["legal"] == [
                {"id": a.id, "text": a.text, "kind": a.kind, "args": list(a.args),
                 "label": _label(game, a)} for a in legal
            ]
            relevant = state.relevant_actions() if to_act else ()
            assert message["blocked"] == [  # the actions it may not take, with the reason why
                {"id": a.id, "text": a.text, "kind": a.kind, "label": _label(game, a),
                 "why": state.explain_illegal(a), "reason": _words(state.refusal(a))}
                for a in relevant if a not in legal
            ]
            assert message["your_turn"] == to_act
            assert message["undo"] == (state.undo_depth if to_act else 0)
            assert message["version"] == message["move"]  # nothing was taken back
            assert message["text"] == game.render_text(view)
            assert message["svg"] == game.render_svg(view, legal)
            shown = whole_log(shown, message)
            assert shown == full_log[: message["move"]]
            assert (message["scores"] is None) == (not state.is_over)
            assert message["competitors"] == (state.competitors if state.is_over else None)
            assert message["result"] == state.result()  # None until the end
            _no_private_of_others(game_id, message["view"], seat)
    if game_id == "fief":  # the check saw hands of cards, not only empty ones
        assert any(message["view"]["cards"]["hand"] for message in inbox[0])
