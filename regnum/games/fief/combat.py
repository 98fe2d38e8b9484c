"""The battle dice of Fief 5 (seed, phase 5, "On n'utilise plus la grille de combat") as pure
functions over plain counts, so that the movement rules and the tests share one implementation.

A side's strength is a `Force`: counts of soldiers (1 point), knights of 3 and of 6, captive male
lords used as soldiers (1 point; seed: "force de combat pour les hommes considérés comme un soldat,
que l'on peut éliminer quand on veut lors des comptes de pertes"), male lords and d'Arc (1 point,
hit only after all troops; d'Arc adds an attack die) and ladies (no point, never killed by hits).
Siege engines count 5 points and restore a lost die, but only when attacking a castle or a city.
Every die comes from the `Rng` passed in.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum
from typing import Final

from regnum.engine.rng import Rng
from regnum.games.fief.data import DARC_MAX_DICE

# -- the combat table as data (seed, phase 5) ------------------------------------------------------
DICE_STEP: Final = 6  # 1-6 points: 1 die, 7-12: 2, 13-18: 3, more: 4
MAX_DICE: Final = 4
HIT_FACES: Final = (0, 1, 1, 2, 2, 3)  # each special die: one 0, two 1, two 2, one 3
LORD_KILL_FACES: Final = (1, 6)  # the d6 aimed at a named lord
ENGINE_KILL_FACES: Final = (5, 6)  # the d6 aimed at a siege engine
MASSACRE_FACES: Final = (1, 2, 3)  # no prisoner token left: "le seigneur est massacré : à 1, 2, 3"
ENGINE_POINTS: Final = 5  # "compte pour 5 points de combat" (attack on a castle or city only)
ENGINE_SOLDIERS: Final = 3  # "entouré de trois soldats et d'un seigneur pour être effectif"
RANSOM: Final = 300  # "elle est toujours de 300 écus. On ne peut pas la refuser."


class Fort(IntEnum):
    """What the defended village holds: a castle costs the attacker one die, a city two."""

    NONE = 0
    CASTLE = 1
    CITY = 2


class Piece(IntEnum):
    """Pieces that take losses; the value of each is `VALUES[piece]` combat points."""

    SOLDIER = 0
    KNIGHT3 = 1
    KNIGHT6 = 2
    LORD = 3
    CAPTIVE = 4
    ROYAL = 5  # a royal army point (part 2), taken after the other troops, never by choice


VALUES: Final = (1, 3, 6, 1, 1, 1)
PIECE_NAMES: Final = ("soldier", "knight3", "knight6", "lord", "captive", "royal army point")
TROOPS: Final = (Piece.SOLDIER, Piece.KNIGHT3, Piece.KNIGHT6, Piece.CAPTIVE)
LOSS_ORDER: Final = (Piece.SOLDIER, Piece.CAPTIVE, Piece.KNIGHT3, Piece.KNIGHT6, Piece.ROYAL,
              Piece.LORD)  # no choice
LORD: Final = int(Piece.LORD)  # a plain int for the loss loops (an enum member read costs ten globals)
SOLDIER: Final = int(Piece.SOLDIER)
FIELDS: Final = ("soldiers", "knights3", "knights6", "lords", "ladies", "engines", "captives",
                  "royal", "darc")


class Force:
    """One side of a battle in one village: a value, never changed once made (`with_count`
    makes the next). A plain class rather than a frozen dataclass: compiled, a dataclass's
    generated `__init__` runs as Python, and a battle makes forces at every round and loss."""

    def __init__(self, soldiers: int = 0, knights3: int = 0, knights6: int = 0, lords: int = 0,
                 ladies: int = 0, engines: int = 0, captives: int = 0, royal: int = 0,
                 darc: int = 0) -> None:
        self.soldiers = soldiers
        self.knights3 = knights3
        self.knights6 = knights6
        self.lords = lords  # male lords (one point each)
        self.ladies = ladies  # female lords (no point)
        self.engines = engines
        self.captives = captives  # male prisoners fighting for their captor (one point each)
        self.royal = royal  # royal army points serving this side (one point each)
        self.darc = darc  # 1 when d'Arc is among `lords` (one attack die more)

    def counts(self) -> tuple[int, ...]:
        """Every field, in `FIELDS` order."""
        return (self.soldiers, self.knights3, self.knights6, self.lords, self.ladies,
                self.engines, self.captives, self.royal, self.darc)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Force) and self.counts() == other.counts()

    def __hash__(self) -> int:
        return hash(self.counts())

    def __repr__(self) -> str:
        return "Force(" + ", ".join(f"{name}={value}"
                                    for name, value in zip(FIELDS, self.counts(), strict=True)) + ")"

    def count(self, piece: Piece) -> int:
        return (self.soldiers, self.knights3, self.knights6, self.lords, self.captives,
                self.royal)[piece]

    def with_count(self, piece: int, number: int) -> Force:
        """This force with `number` pieces of `piece` (a `Piece` that takes losses)."""
        counts = [self.soldiers, self.knights3, self.knights6, self.lords, self.captives,
                  self.royal]
        counts[piece] = number
        return Force(counts[0], counts[1], counts[2], counts[3], self.ladies, self.engines,
                     counts[4], counts[5], self.darc)

    @property
    def troop_points(self) -> int:
        return (self.soldiers + 3 * self.knights3 + 6 * self.knights6 + self.captives
                + self.royal)

    @property
    def points(self) -> int:
        """Combat points without engines (seed: "seigneurs mâles comptés")."""
        return self.troop_points + self.lords

    @property
    def has_lord(self) -> bool:
        return self.lords + self.ladies > 0


def dice_for(points: int) -> int:
    """The seed's table: 1 die per started 6 points, at most 4; no point, no die."""
    return min(MAX_DICE, (points + DICE_STEP - 1) // DICE_STEP)


def effective_engines(force: Force) -> int:
    """Engines that count: each needs three of the side's own soldiers, and a lord must be there."""
    if not force.has_lord:
        return 0
    return min(force.engines, force.soldiers // ENGINE_SOLDIERS)


def attack_dice(force: Force, fort: Fort) -> int:
    """The attacker's dice: a castle takes one, a city two; each effective engine adds 5 points
    and gives one lost die back (never more than the fortification took); d'Arc adds one, up to
    five dice."""
    if not fort:  # Fort.NONE
        dice = dice_for(force.points)
    else:
        engines = effective_engines(force)
        base = dice_for(force.points + ENGINE_POINTS * engines)
        dice = max(0, base - int(fort) + min(engines, int(fort)))
    return min(DARC_MAX_DICE, dice + 1) if force.darc else dice


def defence_dice(force: Force) -> int:
    """The defender always keeps one die while a soldier or lord is there."""
    if force.points == 0:
        return 0
    return max(1, dice_for(force.points))


def roll_hits(rng: Rng, dice: int) -> int:
    """Hits of `dice` special dice."""
    return sum(HIT_FACES[rng.below(6)] for _ in range(dice))


def roll_d6(rng: Rng) -> int:
    return rng.below(6) + 1


def kills_lord(face: int) -> bool:
    return face in LORD_KILL_FACES


def destroys_engine(face: int) -> bool:
    return face in ENGINE_KILL_FACES


def massacred(face: int) -> bool:
    """A man taken when no prisoner token is left dies on 1-3 and escapes on 4-6."""
    return face in MASSACRE_FACES


class Loss:
    """The result of removing one piece: the force after, hits still to take, soldiers given back
    as change from the reserve (a plain class, as `Force` is)."""

    def __init__(self, force: Force, hits: int, change: int) -> None:
        self.force = force
        self.hits = hits
        self.change = change


def remove(force: Force, piece: Piece, hits: int, reserve: int) -> Loss:
    """Remove one `piece` to absorb hits. A piece worth more than the hits left is exchanged: the
    loser gets the difference back in soldiers from its own reserve (seed, peste: "on fait la
    monnaie avec sa banque de soldats"); with too few soldiers in reserve the rest is lost."""
    if force.count(piece) == 0:
        raise ValueError(f"no {PIECE_NAMES[piece]} to remove")
    if hits <= 0:
        raise ValueError("no hit left to take")
    after = force.with_count(piece, force.count(piece) - 1)
    value = VALUES[piece]
    change = min(reserve, max(0, value - hits))
    if change:
        after = after.with_count(SOLDIER, after.soldiers + change)
    return Loss(after, max(0, hits - value), change)


def loss_choices(force: Force, hits: int) -> list[Piece]:
    """The pieces the loser may remove next: any troop kind present (making change if needed);
    male lords only once the troops are gone."""
    if hits <= 0:
        return []
    troops = [piece for piece in TROOPS if force.count(piece)]
    if troops:
        return troops
    return [Piece.LORD] if force.lords else []


def needs_choice(force: Force, hits: int) -> bool:
    """Whether the loser has a real choice: several troop kinds present and fewer hits than the
    troops are worth (otherwise every piece goes or only one kind can go)."""
    if hits <= 0 or hits >= force.troop_points:
        return False
    return sum(1 for piece in TROOPS if force.count(piece)) > 1


def default_losses(force: Force, hits: int, reserve: int) -> tuple[Force, int, int]:
    """Take `hits` in the fixed order soldiers, captives, knights of 3, knights of 6, then lords;
    used when there is no choice. Returns (force after, lords killed, change given)."""
    given = 0
    lords_before = force.lords
    for piece in LOSS_ORDER:
        while hits > 0 and force.count(piece) and (piece != LORD or force.troop_points == 0):
            loss = remove(force, piece, hits, reserve - given)
            force, hits = loss.force, loss.hits
            given += loss.change
    return force, lords_before - force.lords, given


@dataclass(frozen=True, slots=True)
class RoundRoll:
    """One round's dice. `aim` faces are the d6 rolled in place of a special die (0: not used)."""

    attack_hits: int  # hits scored by the attacker, to be taken by the defender
    defence_hits: int
    attack_aim: int
    defence_aim: int


def roll_round(rng: Rng, attack: int, defence: int, attack_aims: bool, defence_aims: bool
               ) -> RoundRoll:
    """Roll both sides at once (losses are simultaneous). A side that aims gives up one of its
    `attack`/`defence` dice for the d6 (seed: "On peut aussi replacer un dé d'attaque par un dé 6").
    Order of draws: attacker's dice, attacker's d6, defender's dice, defender's d6."""
    if (attack_aims and attack == 0) or (defence_aims and defence == 0):
        raise ValueError("a side needs a die to replace it by the d6")
    attack_hits = roll_hits(rng, attack - attack_aims)
    attack_aim = roll_d6(rng) if attack_aims else 0
    defence_hits = roll_hits(rng, defence - defence_aims)
    defence_aim = roll_d6(rng) if defence_aims else 0
    return RoundRoll(attack_hits, defence_hits, attack_aim, defence_aim)
