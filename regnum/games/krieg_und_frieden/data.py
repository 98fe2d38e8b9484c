"""Krieg und Frieden as data: components, the value chart, agenda cards, cathedral, options.

Values marked *inferred* or *decided* are explained, with their reasons, in
docs/rules/krieg-und-frieden.md; a player who owns the physical game can correct them here.
"""

from __future__ import annotations

from enum import IntEnum
from typing import Final

from regnum.engine.game import OptionSpec


class Resource(IntEnum):
    """The four resource cards (blue backs), 17 of each. Also the four privilege types."""

    KNIGHT = 0  # shield
    WEALTH = 1  # cup
    WORKER = 2  # hammer
    FOOD = 3  # barley


RESOURCES: Final = tuple(Resource)
RESOURCE_NAMES: Final = ("knight", "wealth", "worker", "food")
CARDS_PER_RESOURCE: Final = 17
RESOURCE_CARDS: Final = CARDS_PER_RESOURCE * len(RESOURCES)  # 68


class Agenda(IntEnum):
    """The four problems of the kingdom (red backs), four cards of each."""

    WAR = 0
    TAXES = 1
    UNREST = 2
    FAMINE = 3


AGENDA_NAMES: Final = ("war", "taxes", "unrest", "famine")


class Symbol(IntEnum):
    """The reward printed in the corner of an agenda card."""

    PRIVILEGE = 0
    CATHEDRAL = 1


SYMBOL_NAMES: Final = ("privilege", "cathedral")

# An agenda card kind is (agenda, symbol); kind index = agenda * 2 + symbol (8 kinds).
NUM_AGENDA_KINDS: Final = 8


def agenda_kind(agenda: Agenda, symbol: Symbol) -> int:
    return int(agenda) * 2 + int(symbol)


def kind_agenda(kind: int) -> Agenda:
    return Agenda(kind // 2)


def kind_symbol(kind: int) -> Symbol:
    return Symbol(kind % 2)


def kind_name(kind: int) -> str:
    return f"{AGENDA_NAMES[kind // 2]}-{SYMBOL_NAMES[kind % 2]}"


# *decided* (docs/rules/krieg-und-frieden.md, "Agenda card symbols"): each agenda type has 2
# cathedral and 2 privilege cards. Counts per kind, the stone-cross card included in unrest-privilege.
AGENDA_DECK: Final[tuple[int, ...]] = (2, 2, 2, 2, 2, 2, 2, 2)
# *decided*: the stone-cross card is an Unrest card with the privilege symbol.
STONE_CROSS_KIND: Final = agenda_kind(Agenda.UNREST, Symbol.PRIVILEGE)
# Long-term strategy variant (French seed, variant 1): these three cards leave the game.
LONG_TERM_REMOVED: Final[tuple[int, ...]] = (
    agenda_kind(Agenda.WAR, Symbol.CATHEDRAL),
    agenda_kind(Agenda.FAMINE, Symbol.CATHEDRAL),
    agenda_kind(Agenda.TAXES, Symbol.PRIVILEGE),
)

# *inferred* value chart (docs/rules/krieg-und-frieden.md): VALUE[agenda][resource]. Pinned by the
# rule texts: knight 4 in war and 1 in famine; in famine worker 3, wealth 2, food 4.
VALUE: Final[tuple[tuple[int, int, int, int], ...]] = (
    (4, 3, 2, 1),  # war
    (2, 4, 1, 3),  # taxes
    (3, 1, 4, 2),  # unrest
    (1, 2, 3, 4),  # famine
)
# The chart as one row after the other, `VALUE_FLAT[agenda * 4 + resource]`: compiled, a row of
# VALUE indexed by a variable is made a Python tuple again at every read.
VALUE_FLAT: Final[tuple[int, ...]] = tuple(v for row in VALUE for v in row)

# Cathedral sections, built in this order (French seed, "Récompense du vainqueur").
SECTIONS: Final = ("nave", "aisle", "other aisle", "choir", "facade and tower", "roof")
SECTION_POINTS_STANDARD: Final = (1, 1, 1, 2, 2, 3)
# Stuart Dagger's scoring (French seed, variant 4).
SECTION_POINTS_DAGGER: Final = (2, 2, 2, 3, 3, 4)
PRIVILEGE_SEAL_STANDARD: Final = 1
PRIVILEGE_SEAL_DAGGER: Final = 2

HUTS_PER_PLAYER: Final = 6
FARMSTEAD_SITES: Final = 6
WORKER_SITES: Final = 3
START_FARMSTEADS: Final = 2
START_HAND: Final = 8
PRIVILEGES_PER_TYPE: Final = 2  # 8 markers (decided: docs/rules/krieg-und-frieden.md, Components)
TITHE_LIMIT: Final = 10
BOUNTY_MAX_HAND: Final = 4  # "fewer than five cards"
PLUNDER_CARDS: Final = 2

OPTION_SPECS: Final = (
    OptionSpec(
        "setup3",
        "3-player set-up: 'deal' (English/French: the stone cross face up, 5 cards each, the first "
        "Adviser chosen by first_adviser) or 'reveal' (Italian: deal face up until the stone cross "
        "appears; that player is Adviser)",
        ("deal", "reveal"),
        "deal",
    ),
    OptionSpec(
        "first_adviser",
        "the first King's Adviser where the rules leave it to the table (3 players with "
        "setup3=deal, and the long-term variant): a seat number 1-4, or random from the seed",
        ("random", "1", "2", "3", "4"),
        "random",
    ),
    OptionSpec(
        "long_term",
        "long-term strategy variant: three agenda cards removed, 3 or 4 agenda cards each, every "
        "cathedral builder also takes a privilege",
        ("false", "true"),
        "false",
    ),
    OptionSpec(
        "social",
        "social variant: a privilege may be taken only from a player with at least as many seals",
        ("false", "true"),
        "false",
    ),
    OptionSpec(
        "choose_income",
        "players choose the type of their basic income card instead of drawing it blind",
        ("false", "true"),
        "false",
    ),
    OptionSpec(
        "combined",
        "combined variant: long-term + social + choose_income together",
        ("false", "true"),
        "false",
    ),
    OptionSpec(
        "scoring",
        "'standard' (sections 1,1,1,2,2,3; privilege seal 1) or 'dagger' (Stuart Dagger: sections "
        "2,2,2,3,3,4; privilege seal 2)",
        ("standard", "dagger"),
        "standard",
    ),
)
