"""The words of Krieg und Frieden's action buttons: each action as a `label.<id>` text of
`texts.py` and its parameters, so that a page shows it in its language with the seats' names
(`Game.label`). The notation (`add knight`, `attack p2`) stays what records and the API use."""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from regnum.engine.events import EventParam, LabelWords, seat
from regnum.games.krieg_und_frieden.cards import agenda_card
from regnum.games.krieg_und_frieden.data import RESOURCE_NAMES


def _card(resource: int) -> dict[str, EventParam]:
    return {"card": f"card.{RESOURCE_NAMES[resource]}"}


WORDS: Final[dict[str, Callable[[tuple[int, ...]], LabelWords]]] = {
    "play": lambda a: ("play", agenda_card(a[0])),
    "change": lambda a: ("change", {**agenda_card(a[0]), **_card(a[1])}),
    "take": lambda a: ("take", _card(a[0])),
    "pass": lambda a: ("pass", {}),
    "add": lambda a: ("add", _card(a[0])),
    "bid": lambda a: ("bid", {}),
    "privilege": lambda a: ("privilege", _card(a[0])),
    "privilege_from": lambda a: ("privilege_from", {**_card(a[0]), "seat": seat(a[1])}),
    "assign": lambda a: ("assign", {}),
    "build": lambda a: ("build", {}),
    "attack": lambda a: ("attack", {"seat": seat(a[0])}),
    "bribe": lambda a: ("bribe", {"seat": seat(a[0])}),
    "defend": lambda a: ("defend", {}),
    "yield": lambda a: ("yield", {}),
    "burn": lambda a: (("burn.farmstead", "burn.worker")[a[0]], {}),
    "end": lambda a: ("end", {}),
    "income": lambda a: ("income", _card(a[0])),
    "bounty": lambda a: ("bounty", {"seat": seat(a[0])}),
    "decline": lambda a: ("decline", {}),
    "discard": lambda a: ("discard", _card(a[0])),
}

