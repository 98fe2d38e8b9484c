"""Where a game of Krieg und Frieden stands: its season (`Phase`) and the decision the current
player faces (`Step`).

Plain int constants rather than `IntEnum`s: the rules compare them at every decision, and compiled
code inlines a `Final` int where it reads an enum member as a Python attribute. A module of its own
so that the state can import the rules, which compare them, at the top rather than in every call.
"""

from __future__ import annotations

from typing import Final


class Phase:
    WINTER: Final = 0
    SPRING: Final = 1
    SUMMER: Final = 2
    AUTUMN: Final = 3
    OVER: Final = 4


class Step:
    """The decision the current player faces."""

    AGENDA_PLAY: Final = 0  # table an agenda card (Adviser, next with a card, or forced replacement)
    AGENDA_CHANGE: Final = 1  # change the agenda paying a privilege, or pass
    BID: Final = 2  # add a card to the raise, bid, or pass
    PRIVILEGE: Final = 3  # choose a privilege (spring reward, long-term builder, or bounty victim)
    SUMMER: Final = 4  # a summer turn: any actions, then end turn
    DEFEND: Final = 5  # answer an attack with a shield, or yield
    BURN: Final = 6  # the loser of an attack chooses which hut burns
    INCOME: Final = 7  # choose the basic income card (choose_income variant)
    BOUNTY: Final = 8  # apply for the King's Bounty against someone, or decline
    TITHE: Final = 9  # discard down to 10 cards
    OVER: Final = 10


PHASE_NAMES: Final = ("winter", "spring", "summer", "autumn", "over")
STEP_NAMES: Final = (
    "agenda-play",
    "agenda-change",
    "bid",
    "privilege",
    "summer",
    "defend",
    "burn",
    "income",
    "bounty",
    "tithe",
    "over",
)
