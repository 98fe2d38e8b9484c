"""Krone & Schwert as data: components, card faces, supplies, thresholds, options.

Values marked *decided* fill gaps of the seed (the French rules); every one is written down with its
reason in docs/rules/krone-und-schwert.md, so a player who owns the physical game can correct it in
this one place.
"""

from __future__ import annotations

from enum import IntEnum
from typing import Final

from regnum.engine.game import OptionSpec

MIN_PLAYERS: Final = 2
MAX_PLAYERS: Final = 5


class Card(IntEnum):
    """The 66 event cards, by kind. The first three are red (act when drawn)."""

    CITY_SCORING = 0  # Städtewertung
    UNREST = 1  # Unruhen
    GAME_END = 2  # Spielende
    LEADER_3 = 3  # Anführer, combat 3
    LEADER_4 = 4  # Anführer, combat 4
    INCITE = 5  # Aufwiegeln
    BUILD_CASTLE = 6  # Burg bauen
    BUILD_CATHEDRAL = 7  # Kathedrale bauen
    BUILD_CITY = 8  # Stadt bauen
    AMBUSH = 9  # Hinterhalt
    TRUCE = 10  # Waffenstillstand
    POPE_VISIT = 11  # Papstbesuch


NUM_CARD_KINDS: Final = len(Card)
CARD_NAMES: Final = (
    "city-scoring", "unrest", "game-end", "leader-3", "leader-4", "incite", "build-castle",
    "build-cathedral", "build-city", "ambush", "truce", "pope-visit",
)
CARD_TITLES: Final = (
    "Städtewertung", "Unruhen", "Spielende", "Anführer", "Anführer", "Aufwiegeln", "Burg bauen",
    "Kathedrale bauen", "Stadt bauen", "Hinterhalt", "Waffenstillstand", "Papstbesuch",
)
# Per-card tables are typed as of any length: compiled, a fixed-length tuple read at a variable
# index is made a Python tuple again at every read.
# Seed, "Les cartes" (counts in brackets).
CARD_COUNTS: Final[tuple[int, ...]] = (2, 5, 1, 5, 3, 3, 15, 10, 15, 2, 2, 3)
EVENT_CARDS: Final = sum(CARD_COUNTS)  # 66
RED_CARDS: Final = frozenset({Card.CITY_SCORING, Card.UNREST, Card.GAME_END})
# *decided* card faces (not published; docs/rules "Card faces"): combat value and expansion shields.
COMBAT: Final[tuple[int, ...]] = (0, 0, 0, 3, 4, 1, 2, 2, 1, 0, 0, 1)
SHIELDS: Final[tuple[int, ...]] = (0, 0, 0, 1, 1, 1, 1, 1, 2, 0, 0, 1)
# Kinds that can be added to an attack or a revolt (red cards never sit in a hand).
HAND_KINDS: Final = tuple(c for c in Card if c not in RED_CARDS)
EXPAND_KINDS: Final = tuple(c for c in Card if SHIELDS[c] > 0)
ATTACK_KINDS: Final = tuple(c for c in Card if COMBAT[c] > 0)
STARTING_HAND: Final = 4

# People cards (seed "Matériel": 22). *decided* split (docs/rules "People cards"): 12 swords, 10 crowns.
PEOPLE_SWORDS: Final = 12
PEOPLE_CROWNS: Final = 10
PEOPLE_CARDS: Final = PEOPLE_SWORDS + PEOPLE_CROWNS
SWORD: Final = 1
CROWN: Final = 0


class Building(IntEnum):
    NONE = 0
    CASTLE = 1
    SMALL_CITY = 2
    LARGE_CITY = 3


class Built(IntEnum):
    """The counters of `KusState.built`, four per player."""

    CASTLES = 0
    SMALL_CITIES = 1
    LARGE_CITIES = 2
    CATHEDRALS = 3


BUILDING_NAMES: Final = ("none", "castle", "small city", "large city")
# Supply of the box (seed "Matériel"): shared by all players.
SUPPLY_CASTLES: Final = 26
SUPPLY_CATHEDRALS: Final = 10
SUPPLY_SMALL_CITIES: Final = 28
SUPPLY_LARGE_CITIES: Final = 10
MARKERS_PER_PLAYER: Final = 28

# Turn (seed "Déroulement" and "Actions des joueurs").
ACTION_POINTS: Final = 3
COST_BUILD: Final = 2
COST_PLAY: Final = 1  # Papstbesuch, Aufwiegeln
COST_DRAW: Final = 1
COST_EXPAND_SPACE: Final = 1
# Occupying a free space costs the whole turn: all ACTION_POINTS.
COST_ATTACK: Final = 1
COST_REVOLT: Final = 1
SETUP_MARKERS: Final = 2  # seed "Préparation": two rounds of placement
FREE_MARKERS: Final = 2  # seed "Exceptions": a player without spaces may place two free markers
INCITE_PEOPLE: Final = 3  # Aufwiegeln reveals three people cards
UNREST_PEOPLE: Final = 2  # Unruhen reveals two
REVOLT_PEOPLE_PER_SWORD: Final = 2
REVOLT_PEOPLE_EXTRA_2P: Final = 3  # seed "Exceptions": three extra people cards at 2 players
CROWN_VOTE_POINTS: Final = 2

# Rewards (seed "Levée d'impôt", "Conséquences", "Fin de partie", card texts).
TAX_PER_CASTLE: Final = 1
KING_WINS_PER_CATHEDRAL: Final = 2
ALLY_PER_CATHEDRAL: Final = 1
NEW_KING_PER_CASTLE: Final = 1
NEW_KING_PER_CATHEDRAL: Final = 2
CITY_SCORING_PER_CITY: Final = 1
FINAL_PER_BUILDING: Final = 1
FINAL_LARGEST_TERRITORY: Final = 5
FINAL_SECOND_TERRITORY: Final = 2
FINAL_KING: Final = 5
END_THRESHOLD: Final = {2: 10, 3: 15, 4: 20, 5: 25}
END_CARD_BOTTOM: Final = 20  # Spielende is shuffled into the last 20 cards of the pile
# Where Spielende is (`KusState.end_card`): set aside, shuffled into the pile, drawn
END_ASIDE: Final = 0
END_IN_DECK: Final = 1
END_DRAWN: Final = 2

# -- decided where the seed is silent -------------------------------------------------------------
# A player may end the turn with action points left (the seed only says the turn ends when they are
# spent); without this a player with no usable action could not go on.
ALLOW_PASS: Final = True
# Zero-value cards (Hinterhalt, Waffenstillstand) cannot be added to an attack: they add nothing.
# Territory prizes go by territory, each territory earning one prize at most; the second prize goes
# to the size of the second territory in the line-up (scoring.territory_prizes).
# Equal VP at the end: every tied player wins, the seed names no tie-break (KusState.winners).
# If no space is left that is free of adjacent markers, the initial placement may use any free space.
SETUP_FALLBACK_ANY_FREE: Final = True
# A king crowned by a revolt makes the VP total public (seed, "Victoire de la révolte"); so does
# the king whose VP start the end.
# A people card drawn after a successful revolt is treated like a tax draw: a sword stays out.
# The defender of an attack is always asked for an answer, so the question itself reveals nothing.
# Board layout: each new element must share this many edges with the elements already placed.
MIN_CONTACT: Final = 3
# Offsets (in octagon steps) an element may be placed at, relative to the first element.
LAYOUT_OFFSET: Final = 10

# -- options --------------------------------------------------------------------------------------
OPTIONS: Final = (
    OptionSpec(
        "layout",
        "board elements arranged at random from the seed, or placed by the players in turn",
        ("random", "players"),
        "random",
    ),
    OptionSpec(
        "fewer_elements",
        "at 4 and 5 players, use one board element fewer than players (seed, 'Exceptions')",
        ("false", "true"),
        "false",
    ),
)


def num_elements(num_players: int, fewer: bool) -> int:
    return num_players - 1 if fewer and num_players >= 4 else num_players
