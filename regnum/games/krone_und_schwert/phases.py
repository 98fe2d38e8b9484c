"""The phases of a turn of Krone & Schwert, in a module of their own so that the rules can compare
them without importing the state (which imports the rules)."""

from __future__ import annotations

from typing import Final


class Phase:
    """The decision the current player faces. Plain int constants rather than an `IntEnum`: the
    rules compare them at every decision, and compiled code inlines a `Final` int where it reads
    an enum member as a Python attribute."""

    LAYOUT_ELEMENT: Final = 0  # choose the next board element to place (layout=players)
    LAYOUT_PUT: Final = 1  # turn and place it
    SETUP: Final = 2  # initial markers, two rounds
    FREE_PLACE: Final = 3  # a player without spaces places two free markers
    TAX: Final = 4  # the king decides whether to tax
    ACTIONS: Final = 5  # spend action points
    EXPAND: Final = 6  # choose the spaces of an expansion
    ATTACK: Final = 7  # add cards to an attack
    DEFEND: Final = 8  # the defender answers
    REVOLT_SIDE: Final = 9  # choose a side in a revolt (secret)
    REVOLT_CARDS: Final = 10  # add cards to a revolt (secret)
    OVER: Final = 11


PHASE_NAMES: Final = (
    "layout-element", "layout-put", "setup", "free-place", "tax", "actions", "expand", "attack",
    "defend", "revolt-side", "revolt-cards", "over",
)
