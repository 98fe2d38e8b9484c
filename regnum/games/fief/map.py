"""Our own Fief map, kept as data: 24 villages, 8 fiefs, 5 bishoprics and the roads between them.

*decided* (docs/rules/fief.md, "Decisions: the board"): the fan rules assume the 2011 edition's
board without describing it, so this map is ours, built to the published counts: 2 duchies of 4
villages, 4 counties of 3 and 2 baronies of 2; bishoprics of 7, 4, 5, 4 and 4 villages, each with a
principal village; a sparse planar road graph with 2 to 5 roads per village; every fief and
bishopric contiguous by road.

"Each bishopric crosses 2 to 4 fief borders" is read as: a bishopric's villages lie in 2 to 4
different fiefs. Every bishopric here lies in exactly 3 fiefs, so it also crosses at least two
borders if one counts the fiefs it enters beyond the first.

Villages are numbered row by row from the north-west; `x`, `y` are drawing coordinates on a
`WIDTH` x `HEIGHT` board with y pointing south. The straight roads between them do not cross.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from enum import IntEnum
from typing import Final

Village = int
FiefId = int
BishopricId = int

WIDTH: Final = 1040
HEIGHT: Final = 680


class FiefKind(IntEnum):
    DUCHY = 0
    COUNTY = 1
    BARONY = 2


@dataclass(frozen=True, slots=True)
class VillageSite:
    id: Village
    name: str
    x: int
    y: int


@dataclass(frozen=True, slots=True)
class Fief:
    id: FiefId
    name: str
    kind: FiefKind
    villages: tuple[Village, ...]


@dataclass(frozen=True, slots=True)
class Bishopric:
    """A diocese, named after its principal village (the larger banner on the board)."""

    id: BishopricId
    name: str
    villages: tuple[Village, ...]
    principal: Village


_SITES: Final = (
    ("Aubrevaux", 90, 120), ("Belvirac", 239, 85), ("Corvignac", 431, 63),
    ("Doumerac", 554, 112), ("Escarbois", 744, 66), ("Fontmerle", 893, 97),
    ("Gaudrecourt", 113, 278), ("Hautclaret", 302, 233), ("Isarnville", 432, 225),
    ("Jonquevaux", 617, 246), ("Lormesac", 754, 235), ("Montaigrel", 915, 255),
    ("Noirvaux", 97, 383), ("Orbessac", 282, 416), ("Pradelieu", 397, 440),
    ("Quercignac", 564, 420), ("Rochefraine", 750, 417), ("Salvenac", 930, 383),
    ("Tarnecourt", 146, 577), ("Ussonville", 295, 543), ("Valbrisse", 444, 542),
    ("Vermenoux", 625, 594), ("Grisemont", 758, 558), ("Lavandrac", 936, 549),
)
VILLAGES: Final[tuple[VillageSite, ...]] = tuple(
    VillageSite(i, name, x, y) for i, (name, x, y) in enumerate(_SITES)
)

FIEFS: Final[tuple[Fief, ...]] = (
    Fief(0, "Valombre", FiefKind.DUCHY, (0, 1, 6, 7)),
    Fief(1, "Hautmarche", FiefKind.DUCHY, (16, 17, 22, 23)),
    Fief(2, "Brisemont", FiefKind.COUNTY, (2, 3, 8)),
    Fief(3, "Lusigne", FiefKind.COUNTY, (4, 5, 11)),
    Fief(4, "Morvanges", FiefKind.COUNTY, (12, 13, 18)),
    Fief(5, "Sarrazac", FiefKind.COUNTY, (19, 20, 21)),
    Fief(6, "Clairefont", FiefKind.BARONY, (9, 10)),
    Fief(7, "Pierrefeu", FiefKind.BARONY, (14, 15)),
)

BISHOPRICS: Final[tuple[Bishopric, ...]] = (
    Bishopric(0, "Hautclaret", (0, 1, 6, 7, 8, 12, 18), 7),
    Bishopric(1, "Jonquevaux", (2, 3, 9, 16), 9),
    Bishopric(2, "Montaigrel", (4, 5, 10, 11, 17), 11),
    Bishopric(3, "Orbessac", (13, 14, 19, 20), 13),
    Bishopric(4, "Grisemont", (15, 21, 22, 23), 22),
)

ROADS: Final[tuple[tuple[Village, Village], ...]] = (
    (0, 1), (0, 6), (1, 2), (1, 7), (1, 8), (2, 3), (2, 8), (3, 9), (4, 5), (4, 10),
    (5, 10), (5, 11), (6, 7), (6, 12), (6, 13), (7, 8), (8, 9), (8, 14), (9, 10), (9, 15),
    (9, 16), (10, 11), (10, 16), (11, 17), (12, 13), (12, 18), (13, 14), (13, 19), (14, 15),
    (14, 19), (14, 20), (15, 16), (15, 21), (16, 17), (17, 23), (18, 19), (19, 20), (20, 21),
    (21, 22), (22, 23),
)

NUM_VILLAGES: Final = len(VILLAGES)
NUM_FIEFS: Final = len(FIEFS)
NUM_BISHOPRICS: Final = len(BISHOPRICS)


def _neighbour_table() -> tuple[tuple[Village, ...], ...]:
    near: list[set[Village]] = [set() for _ in VILLAGES]
    for a, b in ROADS:
        near[a].add(b)
        near[b].add(a)
    return tuple(tuple(sorted(n)) for n in near)


def _owner_table(groups: tuple[tuple[Village, ...], ...]) -> tuple[int, ...]:
    owner = [-1] * NUM_VILLAGES
    for index, villages in enumerate(groups):
        for v in villages:
            owner[v] = index
    return tuple(owner)


NEIGHBOURS: Final = _neighbour_table()
FIEF_OF: Final = _owner_table(tuple(f.villages for f in FIEFS))
BISHOPRIC_OF: Final = _owner_table(tuple(b.villages for b in BISHOPRICS))
# action notation: lower-case names without blanks ("buy mill at corvignac", "crown lusigne")
VILLAGE_NAMES: Final = tuple(site.name.lower() for site in VILLAGES)
FIEF_NAMES: Final = tuple(fief.name.lower() for fief in FIEFS)
VILLAGE_BY_NAME: Final = {name: village for village, name in enumerate(VILLAGE_NAMES)}


def _distances_from(start: Village) -> tuple[int, ...]:
    dist = [-1] * NUM_VILLAGES
    dist[start] = 0
    queue = deque([start])
    while queue:
        here = queue.popleft()
        for there in NEIGHBOURS[here]:
            if dist[there] < 0:
                dist[there] = dist[here] + 1
                queue.append(there)
    return tuple(dist)


DISTANCES: Final[tuple[tuple[int, ...], ...]] = tuple(_distances_from(v) for v in range(NUM_VILLAGES))


def neighbours(village: Village) -> tuple[Village, ...]:
    """The villages one road away, in id order."""
    return NEIGHBOURS[village]


def fief_of(village: Village) -> FiefId:
    return FIEF_OF[village]


def bishopric_of(village: Village) -> BishopricId:
    return BISHOPRIC_OF[village]


def villages_of(fief: FiefId) -> tuple[Village, ...]:
    return FIEFS[fief].villages


def distance(a: Village, b: Village) -> int:
    """The fewest roads between two villages (the map is connected)."""
    return DISTANCES[a][b]


def within(village: Village, steps: int) -> tuple[Village, ...]:
    """Every other village at most `steps` roads away (a lord moves at most 2), in id order."""
    row = DISTANCES[village]
    return tuple(v for v in range(NUM_VILLAGES) if 0 < row[v] <= steps)
