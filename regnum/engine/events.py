"""What happened, as events for the narrated log: an id and parameters, never sentences, so that
each game's `texts` (keys `event.<id>`) put them in words in any language.

The rules tell events while they apply an action (`State.tell`), only when someone listens
(`State.apply_narrated`): bots and simulations apply actions without them. An event may be secret:
then it names the seats that see it, and what everyone else (other seats and spectators) sees
instead, if anything. See docs/api.md, *Events*.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Final

Player = int
JsonDict = dict[str, Any]

EventParam = int | str | list[str]


class Event:
    """One thing that happened. `params` hold numbers, text ids (a value that is a key of the
    game's `texts` is shown as its text), seats written `p1`, `p2`, ... (shown as the seat's name)
    and lists of those. `seats` None: everyone sees it; otherwise only those seats do, and
    everyone else sees `others` (None: nothing).

    A plain class rather than a frozen dataclass: the rules make one for every refusal they
    word, and a dataclass's generated `__init__` runs in the interpreter even in the compiled
    core. It compares, hashes and prints as the dataclass did; its fields are `Final` (mypy
    refuses to rebind them, and so does the compiled class)."""

    __slots__ = ("id", "others", "params", "seats")

    def __init__(self, id: str, params: Mapping[str, EventParam],
                 seats: tuple[Player, ...] | None = None, others: Event | None = None) -> None:
        self.id: Final = id
        self.params: Final = params
        self.seats: Final = seats
        self.others: Final = others

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Event):
            return NotImplemented
        return (self.id, self.params, self.seats, self.others) == (
            other.id, other.params, other.seats, other.others)

    def __hash__(self) -> int:
        return hash((self.id, self.params, self.seats, self.others))

    def __repr__(self) -> str:
        return (f"Event(id={self.id!r}, params={self.params!r}, seats={self.seats!r}, "
                f"others={self.others!r})")

    def seen_by(self, viewer: Player | None) -> Event | None:
        """The event as `viewer` (None: a spectator) sees it, or None if it sees nothing of it."""
        if self.seats is None or (viewer is not None and viewer in self.seats):
            return self
        return None if self.others is None else self.others.seen_by(viewer)

    def to_json(self) -> JsonDict:
        return {"id": self.id, "params": dict(self.params)}


def seen_by(events: list[Event], viewer: Player | None) -> list[JsonDict]:
    """What `viewer` sees of `events`, as JSON, in order."""
    seen = (event.seen_by(viewer) for event in events)
    return [event.to_json() for event in seen if event is not None]


def seat(player: Player) -> str:
    """A seat as an event parameter: `p1` for seat 0, as actions write seats."""
    return f"p{player + 1}"


LabelWords = tuple[str, dict[str, EventParam]]
"""An action's words (`Game.label`): the id of its `label.<id>` text and its parameters."""


def labelled(words: Mapping[str, Callable[[tuple[int, ...]], LabelWords]], kind: str,
             args: tuple[int, ...]) -> Event:
    """The label of the action of `kind` with `args`, from a game's table of words by kind (a
    kind missing from the table is a KeyError: every action must have words)."""
    key, params = words[kind](args)
    return Event(key, params)


def in_words(event: JsonDict, texts: Any, names: list[str], kind: str = "event") -> str:
    """The sentence for an event (a dict from `seen_by`) in the game's words: `texts["event.<id>"]`
    with its `{param}` placeholders filled, seats by `names`, text ids by their text. An event the
    texts do not know is written by its id and parameters, so nothing is ever lost. With `kind`
    "label", the words of an action's label (`Game.label`), as a page shows them."""
    params = {name: _shown(value, texts, names) for name, value in event["params"].items()}
    template = texts.get(f"{kind}.{event['id']}")
    if template is None:
        return " ".join([event["id"], *(f"{k}={v}" for k, v in params.items())])
    return str(template).format_map(params)


def _shown(value: Any, texts: Any, names: list[str]) -> str:
    if isinstance(value, list):
        return ", ".join(_shown(item, texts, names) for item in value) or "-"
    if isinstance(value, str):
        if value[:1] == "p" and value[1:].isdigit() and 0 < int(value[1:]) <= len(names):
            return names[int(value[1:]) - 1]
        return str(texts.get(value, value))
    return str(value)
