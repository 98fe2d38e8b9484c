"""The words of Krone & Schwert's action buttons: each action as a `label.<id>` text of
`texts.py` and its parameters, so that a page shows it in its language (`Game.label`). The
notation (`build castle 12`, `put r1 0 2`) stays what records and the API use."""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from regnum.engine.events import EventParam, LabelWords
from regnum.games.krone_und_schwert.board import DIRECTIONS, ELEMENT_NAMES
from regnum.games.krone_und_schwert.data import CARD_NAMES, Building


def _card(card: int) -> dict[str, EventParam]:
    return {"card": f"card.{CARD_NAMES[card]}"}


WORDS: Final[dict[str, Callable[[tuple[int, ...]], LabelWords]]] = {
    "element": lambda a: ("element", {"element": ELEMENT_NAMES[a[0]]}),
    "put": lambda a: ("put", {"degrees": 90 * a[0], "x": a[1], "y": a[2]}),
    "place": lambda a: ("place", {"space": a[0]}),
    "no_free_marker": lambda a: ("no_free_marker", {}),
    "tax": lambda a: (("tax.no", "tax.yes")[a[0]], {}),
    "build": lambda a: ("build.castle" if a[0] == Building.CASTLE else "build.city",
                        {"space": a[1]}),
    "build_large": lambda a: ("build_large",
                              {"space": a[0], "direction": f"direction.{DIRECTIONS[a[1]]}"}),
    "build_cathedral": lambda a: ("build_cathedral", {"space": a[0]}),
    "play": lambda a: ("play", _card(a[0])),
    "draw": lambda a: ("draw", {}),
    "expand_with": lambda a: ("expand_with", _card(a[0])),
    "expand": lambda a: ("expand", {"space": a[0]}),
    "expand_done": lambda a: ("expand_done", {}),
    "occupy": lambda a: ("occupy", {"space": a[0]}),
    "attack": lambda a: ("attack", {"space": a[0]}),
    "attack_with": lambda a: ("attack_with", _card(a[0])),
    "attack_go": lambda a: ("attack_go", {}),
    "defend": lambda a: (("defend.none", "defend.truce", "defend.ambush")[a[0]], {}),
    "revolt": lambda a: ("revolt", {}),
    "side": lambda a: (("side.king", "side.revolt")[a[0]], {}),
    "commit": lambda a: ("commit", _card(a[0])),
    "commit_done": lambda a: ("commit_done", {}),
    "end_turn": lambda a: ("end_turn", {}),
}

