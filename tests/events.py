"""Checks of the events a game tells (`State.apply_narrated`), shared by the engine's tests of
every game and the server's hidden-information test.

The leak check: a viewer may learn from an event only what it could know anyway. A state
determinized for the viewer before an action is a world the viewer cannot tell from the true one;
given the same action, if the viewer's view afterwards is the same in both worlds, what it sees
of the events must be the same too. An event that shows a hidden card, a secret ballot or a
hand differs between such worlds, and fails.
"""

from __future__ import annotations

import re
import string

from regnum.engine import Game, Player, RegnumError, Rng, State
from regnum.engine.events import Event, in_words, seen_by

SEAT = re.compile(r"^p\d+$")


def check_words(game: Game, state: State, events: list[Event]) -> None:
    """Every event, as every viewer sees it, has the game's words with each placeholder among its
    parameters; parameters are JSON-safe numbers, texts or lists of texts, seats name a seat."""
    names = [f"Seat{p}" for p in range(state.num_players)]
    for viewer in [None, *range(state.num_players)]:
        for event in seen_by(events, viewer):
            template = game.texts.get(f"event.{event['id']}")
            assert template is not None, f"no words for event {event['id']}"
            wanted = {field for _, field, _, _ in string.Formatter().parse(template) if field}
            assert wanted <= event["params"].keys(), (event, wanted)
            for value in event["params"].values():
                items = value if isinstance(value, list) else [value]
                for item in items:
                    assert isinstance(item, int | str) and not isinstance(item, bool), event
                    if isinstance(item, str) and SEAT.match(item):
                        assert 1 <= int(item[1:]) <= state.num_players, event
            said = in_words(event, game.texts, names)
            assert "{" not in said and event["id"] not in said, said


def check_hidden(before: State, action: int, after: State, events: list[Event],
                 viewers: list[Player | None], rng: Rng) -> None:
    """What each viewer sees of `events` (told by `action` from `before` to `after`) is the same
    in a world determinized for it, wherever its view after the action is the same there too. A
    spectator is checked in worlds determinized for each seat (it knows less than any seat)."""
    for viewer in viewers:
        seats = range(before.num_players) if viewer is None else [viewer]
        for seat in seats:
            world = before.determinize(seat, rng)
            if action not in [a.id for a in world.legal_actions()]:
                continue  # the action needs what the viewer does not know (another's hand)
            try:
                told = world.apply_narrated(action)
            except RegnumError:
                continue
            if world.view(viewer) != after.view(viewer):
                continue  # the viewer tells the two worlds apart anyway
            mine, theirs = seen_by(events, viewer), seen_by(told, viewer)
            assert mine == theirs, (
                f"viewer {viewer} learns from events what it may not know: {mine} in the true "
                f"game, {theirs} in a world it cannot tell from it"
            )


def narrated_game(game: Game, num_players: int, seed: int,
                  options: dict[str, str] | None = None) -> list[tuple[State, int, State, list[Event]]]:
    """A random game to its end: (state before, action, state after, events) for each action."""
    state = game.new_game(num_players, seed, options)
    chooser = Rng(seed ^ 0xE7E)
    steps: list[tuple[State, int, State, list[Event]]] = []
    while not state.is_over:
        before = state.clone()
        action = chooser.choice(list(state.legal_actions())).id
        events = state.apply_narrated(action)
        steps.append((before, action, state.clone(), events))
    return steps
