"""Fief as data: prices, incomes, supplies, starting forces, lord cards and options.

Section names in brackets refer to the seed ("Fief 5, édition de luxe", 25/09/2012). Values marked
*decided* are not in the seed; each is listed under "Decisions" in docs/rules/fief.md so that it can
be corrected in this one place.
"""

from __future__ import annotations

from enum import IntEnum
from typing import Final

from regnum.engine.game import OptionSpec

MIN_PLAYERS: Final = 2  # [C.1] "ne pas hésiter à jouer à deux"
MAX_FAMILIES: Final = 6  # [C.2] six players
# [C.2] "en cas de septième joueur : l'un est trésorier et juge": with the option `judge-seat` the
# last seat plays no family and judges (justice.py); seven seats always have it, fewer by the option
MAX_PLAYERS: Final = MAX_FAMILIES + 1
MIN_JUDGE_SEATS: Final = 3  # a judge needs two families to judge between

# -- set-up [C] -------------------------------------------------------------------------------
START_MONEY: Final = 500  # [C.5]
START_SOLDIERS: Final = 5  # [C.4] five soldiers of 1 point
START_KNIGHTS3: Final = 1  # [C.4] one knight of 3 points
DICE_FIEF_PLAYERS: Final = 6  # [C.2] at six players fiefs and castle villages are drawn by dice

# -- prices, in écus [Phase 3] ----------------------------------------------------------------
PRICE_SOLDIER: Final = 100
PRICE_KNIGHT3: Final = 300
PRICE_KNIGHT6: Final = 600
PRICE_PRESS: Final = 200
PRICE_MILL: Final = 300
PRICE_ENGINE: Final = 500
PRICE_CASTLE: Final = 1000
CROWN_PRICES: Final = (800, 600, 400)  # by FiefKind: duchy, county, barony [Phase 3, "Les couronnes"]
RANSOM: Final = 300  # [Phase 5] "elle est toujours de 300 écus"

# -- incomes, in écus [Phase 2] ---------------------------------------------------------------
INCOME_CASTLE: Final = 100
INCOME_CITY: Final = 200
INCOME_PRESS: Final = 100
INCOME_MILL: Final = 200
TAILLE_PER_VILLAGE: Final = 100  # per village held in one's own crowned fief
TAILLE_PER_TWO: Final = 100  # per two villages occupied in fiefs without a crown (rounded down)
TITHE_UNIT: Final = 100  # the dîme is half a village's mill and press income, rounded down to 100s

# -- supplies ---------------------------------------------------------------------------------
SUPPLY_PRESSES: Final = 12  # [Phase 3] "Il y a 12 pressoirs à vendre"
SUPPLY_MILLS: Final = 12  # [Phase 3] "Il y a 12 moulins à vendre"
SUPPLY_ENGINES: Final = 10  # [Phase 3] "Il y a 10 engins de siège"
SUPPLY_CASTLES: Final = 12  # [Phase 3] "Il y a 12 châteaux à vendre" (besides each seat's first castle)
# *decided*: each seat's reserve of troop pieces (the seed only says "sa réserve").
RESERVE_SOLDIERS: Final = 40
RESERVE_KNIGHTS3: Final = 10
RESERVE_KNIGHTS6: Final = 5
MAX_FIXED: Final = 3  # [C.7a] at most 3 fixed pieces per village (castle/city, mills, presses)
MAX_MALE_LORDS: Final = 4  # [Constitution d'une famille] four living male lords per player
# *decided*: the "pions Prisonnier" in the box (the seed names the token but gives no count; 5 as
# for its other family markers, "pions Bâtards (5)" and "5 pions excommunié"). With none left, a
# captured lady goes home and a captured man is massacred on 1-3 or escapes on 4-6 [Phase 5].
PRISONER_TOKENS: Final = 5

# -- combat points [C.8, Phase 5] -------------------------------------------------------------
POINTS_SOLDIER: Final = 1
POINTS_KNIGHT3: Final = 3
POINTS_KNIGHT6: Final = 6
MAX_MOVES: Final = 2  # [Phase 5] "2 déplacements maximum pour un tour complet de jeu"
POINTS_MALE_LORD: Final = 1  # a female lord counts no combat point [Constitution d'une famille]
# d'Arc [Constitution d'une famille, Dés]: "Elle compte pour un point de combat, et possède le droit
# d'effectuer trois déplacements et deux combats comme attaquante par tour de jeu. Elle ajoute enfin
# un dé de combat à chaque attaque" (5 attack dice at most)
DARC_MOVES: Final = 3
DARC_ATTACKS: Final = 2
DARC_MAX_DICE: Final = 5

# -- entitlements for combat points bought in one purchase phase [Phase 3, "variante"] ---------
ENTITLE_SMALL_CARD: Final = 3  # a small attack/defence card
ENTITLE_LORD: Final = 5  # a male lord (or a small card)
ENTITLE_BIG_CARD: Final = 6  # a lord, a big card or two small cards

# -- attack and defence cards [Phase 4, "Les petites cartes", "Les grosses cartes"] -------------
class Card(IntEnum):
    """The kinds of cards; `CARDS` lists the copies in the box."""

    FAMINE = 0  # small, 2 copies, played in 4.1 on a bishopric
    STORM = 1  # small, 3, 4.1 on a fief ("Tempête")
    FINE_WEATHER = 2  # small, 4, 4.2: ends a storm ("Beau temps")
    GOOD_HARVEST = 3  # small, 3, 4.2: ends a famine ("Bonne récolte")
    PLAGUE = 4  # big, 2, 4.1 on a bishopric ("La peste")
    ASSASSINATION = 5  # big, 1, any window of phase 4 ("L'assassinat")
    SPY = 6  # big, 1, any window of phase 4 ("Espionnage")
    EXCOMMUNICATION = 7  # big, 1, any window of phase 4
    REVOLT = 8  # small, 3, 4.3 on a village of a fief under famine ("Révolte")
    TUNNEL = 9  # small, 3, any window of phase 4 ("Souterrain")


CARD_NAMES: Final = ("famine", "storm", "fine weather", "good harvest", "plague", "assassination",
                     "spy", "excommunication", "revolt", "tunnel")
BIG_CARDS: Final = frozenset({Card.PLAGUE, Card.ASSASSINATION, Card.SPY, Card.EXCOMMUNICATION})
CARD_COPIES: Final = {Card.FAMINE: 2, Card.STORM: 3, Card.FINE_WEATHER: 4, Card.GOOD_HARVEST: 3,
                      Card.PLAGUE: 2, Card.ASSASSINATION: 1, Card.SPY: 1, Card.EXCOMMUNICATION: 1,
                      Card.REVOLT: 3, Card.TUNNEL: 3}
CARDS: Final[tuple[int, ...]] = tuple(int(kind) for kind in Card for _ in range(CARD_COPIES[kind]))
NUM_CARDS: Final = len(CARDS)
HAND_LIMIT: Final = 3  # "pas plus de 3 cartes d'attaque/défense, faces cachées"
STORM_TURNS: Final = 2  # laid in 4.1 of turn t, taken off in 4.2 of turn t + 2
PLAGUE_TURNS: Final = 1  # laid in 4.1 of turn t, taken off in 4.2 of turn t + 1
PLAGUE_DEADLY: Final = (1, 2)  # a lord in a plague bishopric dies on 1 or 2
STORM_TITHE_LOSS: Final = 100  # "l'évêque perd 100 écus de la dîme"
EXCOMMUNICATED_PER_FAMILY: Final = 4  # "avec 4 maximum par famille"

# -- the revolt ["Révolte (3 cartes)", the bishops, the Pope, phase 3] ----------------------------
PEASANTS_BONUS: Final = 1  # "deux dès ... + 1 point de combat"
# "10 pions Paysans en révolte1. Et 2 pions Paysans en révolte3": the peasants never exceed them
PEASANT_TOKENS_POINTS: Final = 10 * 1 + 2 * 3
PRICE_PEASANT: Final = 100  # "compléter le nombre des paysans révoltés ... 100 écus le point"
RESTORE_CASTLE: Final = 200  # the revolt section's price (the phase-3 list says 400: decided 200)
RESTORE_CITY: Final = 400
# "Il y a 3 pions Château en feu": the only burnt-castle pieces of the box, read as the ruin markers
# (docs/rules/fief.md, "Decisions: the revolt"), so at most 3 castles or cities lie in ruins at once
FIRE_TOKENS: Final = 3
BISHOP_APPEASES: Final = (1, 2, 3)  # "en faisant 1, 2, 3 avec un dé 6"
BISHOP_GIFT: Final = 100  # "En ajoutant 100 écus, il ajoute le 4 du dé 6"
BISHOP_FAILS: Final = 1  # "il est massacré et les paysans ont 1 point de combat en plus"
POPE_APPEASES: Final = (1, 2, 3, 4)
POPE_GIFT: Final = 300  # "en versant une somme d'argent de 300 écus aux paysans": certain
POPE_FAILS: Final = 3  # "sinon, les paysans prennent 3 points de combat en plus"
PEASANT_MOVES: Final = 2  # "2 déplacements et 1 combat actif"


# *decided*: the seed has no end but victory; simulations need one. After this many turns the game
# ends and the tie-break of `FiefState.winners` decides (docs/rules/fief.md, "Decisions").
TURN_LIMITS: Final = ("20", "40", "60", "100")
DEFAULT_TURN_LIMIT: Final = "60"


class Piece(IntEnum):
    """Things a player buys in phase 3, in the order of the action table."""

    SOLDIER = 0
    KNIGHT3 = 1
    KNIGHT6 = 2
    ENGINE = 3
    MILL = 4
    PRESS = 5
    CASTLE = 6


# Plain-int aliases for the purchase rules, which compare pieces for every option (an enum member
# read costs ten times a global in CPython 3.11).
(PIECE_SOLDIER, PIECE_KNIGHT3, PIECE_KNIGHT6, PIECE_ENGINE, PIECE_MILL, PIECE_PRESS,
 PIECE_CASTLE) = (int(piece) for piece in Piece)
PIECE_NAMES: Final = ("soldier", "knight3", "knight6", "engine", "mill", "press", "castle")
PIECE_PRICES: Final = (
    PRICE_SOLDIER, PRICE_KNIGHT3, PRICE_KNIGHT6, PRICE_ENGINE, PRICE_MILL, PRICE_PRESS,
    PRICE_CASTLE,
)
PIECE_POINTS: Final = (POINTS_SOLDIER, POINTS_KNIGHT3, POINTS_KNIGHT6, 0, 0, 0, 0)
TROOPS: Final = (Piece.SOLDIER, Piece.KNIGHT3, Piece.KNIGHT6)
FIXED: Final = (Piece.MILL, Piece.PRESS, Piece.CASTLE)
RESERVES: Final = (RESERVE_SOLDIERS, RESERVE_KNIGHTS3, RESERVE_KNIGHTS6)

# *decided*: the lord cards ("paquet des seigneurs"; the seed names François, Quentin, Gauvin and
# Jeanne but gives no list). 24 men and 12 women, enough for six families of four men.
MALE_LORDS: Final = (
    "francois", "quentin", "gauvin", "bertrand", "enguerrand", "thibaut", "arnaud", "geoffroy",
    "raoul", "guillaume", "hugues", "amaury", "baudouin", "gaucher", "renaud", "aymeric",
    "foulques", "josselin", "lancelin", "perceval", "tristan", "yvain", "godefroy", "anseau",
)
FEMALE_LORDS: Final = (
    "jeanne", "alienor", "blanche", "mahaut", "isabeau", "ermengarde", "adele", "beatrice",
    "clemence", "yolande", "agnes", "marguerite",
)
LORD_NAMES: Final = MALE_LORDS + FEMALE_LORDS
NUM_LORD_CARDS: Final = len(LORD_NAMES)


def is_female(card: int) -> bool:
    return card >= len(MALE_LORDS)


OPTIONS: Final = (
    OptionSpec(
        "female-lords", "each player may choose a female lord at set-up [C.4]",
        ("yes", "no"), "yes",
    ),
    OptionSpec(
        "turn-limit", "turns before the game ends by tie-break (the seed has no limit)",
        TURN_LIMITS, DEFAULT_TURN_LIMIT,
    ),
    OptionSpec(
        "judge-seat", "when the last seat is the treasurer and judge, who plays no family and "
        "judges every lay case: at seven seats only, or at any count from 3 to 7 [C.2]",
        ("at-seven", "yes"), "at-seven",
    ),
)
