"""The board: five elements cut from an octagon-and-square tiling, kept as data, and their layout.

Coordinates are doubled so that every space sits on an integer point: an octagon at (2i, 2j), a
square at (2i+1, 2j+1) between the four octagons around it. Octagons share edges with the four
octagons beside them and the four squares at their corners; a square shares edges with its four
octagons only. The y axis points down (south).

Each element is written as rows that alternate octagon rows (one letter per octagon column) and
square rows (one letter per gap between two columns): G meadow, M mountain, F forest, . nothing.
*decided* (docs/rules, "Board"): the published elements are unknown, these are our own, of 26-27
spaces each, so that four players' 112 markers rarely fill a four-element board and most games end
by the end card, as the seed's end game intends.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum
from functools import lru_cache
from typing import Final

from regnum.engine.rng import Rng
from regnum.games.krone_und_schwert.data import LAYOUT_OFFSET, MIN_CONTACT


class Terrain(IntEnum):
    MEADOW = 0
    MOUNTAIN = 1
    FOREST = 2


TERRAIN_LETTERS: Final = "GMF"
TERRAIN_NAMES: Final = ("meadow", "mountain", "forest")

ELEMENTS: Final[tuple[tuple[str, ...], ...]] = (
    (  # A: a broad piece with a notch at two corners
        "GMGF.",
        "GFM.",
        "FGMGM",
        ".GFG",
        "MGFMG",
        "GM.F",
        ".FGMG",
    ),
    (  # B: a stair
        "MGM..",
        "GF..",
        "GMFG.",
        "MGF.",
        "FGMGF",
        ".GMG",
        "..FGM",
        "...G",
        "...MG",
    ),
    (  # C: a T
        "GFMGF",
        "MGFM",
        "GMGFG",
        ".GM.",
        ".FGM.",
        ".GF.",
        ".MGM.",
        ".F..",
        ".GF..",
    ),
    (  # D: a zigzag
        "GGM...",
        "FG...",
        "MGFG..",
        ".MG..",
        ".GMFG.",
        "..GM.",
        "..FGMF",
        "...GF",
        "...MGM",
    ),
    (  # E: a bay
        "FGMGM",
        "MGFG",
        "GF.MG",
        "G..F",
        "MG.GF",
        "GF.M",
        "GMMFG",
    ),
)
ELEMENT_NAMES: Final = "ABCDE"

Cell = tuple[int, int]
Shape = tuple[tuple[int, int, int], ...]  # (x, y, terrain), sorted
DIRECTIONS: Final = ("ne", "nw", "se", "sw")
_DIAGONALS: Final = ((1, -1), (-1, -1), (1, 1), (-1, 1))
_OCTAGON_STEPS: Final = ((2, 0), (-2, 0), (0, 2), (0, -2), *_DIAGONALS)


def is_octagon(cell: Cell) -> bool:
    return cell[0] % 2 == 0


def neighbours(cell: Cell) -> tuple[Cell, ...]:
    """Every position sharing an edge with `cell` (whether or not a space is there)."""
    x, y = cell
    return tuple((x + dx, y + dy) for dx, dy in (_OCTAGON_STEPS if x % 2 == 0 else _DIAGONALS))


# The layout and `board_for` keep positions as one int each, `key(x, y)`: an int hashes without a
# tuple to build, and the layout indexes flat lists of the plane with it (`GRID` entries) instead
# of hashing at all. Keys sort as their (x, y) pairs and shift linearly: key(x + dx, y + dy) ==
# key(x, y) + dx * _STRIDE + dy, for every coordinate from -_SHIFT to _STRIDE - _SHIFT - 1. A
# legal layout's cells and their neighbours stay within -2 * LAYOUT_OFFSET - 2 and
# 2 * LAYOUT_OFFSET + 12 (a turned element reaches 10; checked below, at `_TURNED`).
_SHIFT: Final = 2 * LAYOUT_OFFSET + 2
_STRIDE: Final = 64
GRID: Final = _STRIDE * _STRIDE


def key(x: int, y: int) -> int:
    return (x + _SHIFT) * _STRIDE + y + _SHIFT


def key_x(k: int) -> int:
    return k // _STRIDE - _SHIFT


def key_y(k: int) -> int:
    return k % _STRIDE - _SHIFT


# `neighbours` as key offsets, for an octagon (even x) and a square (odd x)
_OCTAGON_KEY_STEPS: Final = tuple(dx * _STRIDE + dy for dx, dy in _OCTAGON_STEPS)
_SQUARE_KEY_STEPS: Final = tuple(dx * _STRIDE + dy for dx, dy in _DIAGONALS)


def key_steps(k: int) -> tuple[int, ...]:
    """What to add to the key `k` for the keys of its `neighbours`."""
    return _OCTAGON_KEY_STEPS if key_x(k) % 2 == 0 else _SQUARE_KEY_STEPS


def parse_element(rows: tuple[str, ...]) -> Shape:
    cells: list[tuple[int, int, int]] = []
    for r, row in enumerate(rows):
        for i, letter in enumerate(row):
            if letter == ".":
                continue
            x, y = (2 * i, r) if r % 2 == 0 else (2 * i + 1, r)
            cells.append((x, y, TERRAIN_LETTERS.index(letter)))
    return tuple(sorted(cells))


def rotate(shape: Shape, turns: int) -> Shape:
    """`shape` turned `turns` quarter turns clockwise, shifted back to non-negative coordinates."""
    cells = list(shape)
    for _ in range(turns % 4):
        cells = [(-y, x, t) for x, y, t in cells]
    min_x = min(x for x, _, _ in cells)
    min_y = min(y for _, y, _ in cells)
    sx, sy = min_x - min_x % 2, min_y - min_y % 2
    return tuple(sorted((x - sx, y - sy, t) for x, y, t in cells))


SHAPES: Final[tuple[Shape, ...]] = tuple(parse_element(rows) for rows in ELEMENTS)
# Each element under each quarter turn, computed once: the layout's random tries read them often,
# and a module constant is cheaper to read than a cache, above all for compiled code.
_TURNED: Final[tuple[tuple[Shape, ...], ...]] = tuple(
    tuple(rotate(shape, turns) for turns in range(4)) for shape in SHAPES
)
assert max(max(x, y) for turned in _TURNED for shape in turned for x, y, _ in shape) + 2 + (
    2 * LAYOUT_OFFSET) < _STRIDE - _SHIFT, "a legal layout would leave the plane of the keys"
# The same cells without their terrain, all of them, then the squares, then the octagons
_CELLS: Final[tuple[tuple[tuple[Cell, ...], ...], ...]] = tuple(
    tuple(tuple((x, y) for x, y, _ in shape) for shape in turned) for turned in _TURNED
)
_SQUARES: Final[tuple[tuple[tuple[Cell, ...], ...], ...]] = tuple(
    tuple(tuple(c for c in cells if c[0] % 2 == 1) for cells in turned) for turned in _CELLS
)
_OCTAGONS: Final[tuple[tuple[tuple[Cell, ...], ...], ...]] = tuple(
    tuple(tuple(c for c in cells if c[0] % 2 == 0) for cells in turned) for turned in _CELLS
)
# _CELLS as keys
_KEYS: Final[tuple[tuple[tuple[int, ...], ...], ...]] = tuple(
    tuple(tuple(key(x, y) for x, y in cells) for cells in turned) for turned in _CELLS
)
# The keys of every cell's neighbours, cell after cell (`key_steps` of each of _KEYS): a placement
# moves an element by whole octagon steps, which keep each cell's kind and so its steps, and
# `_Contact.add` shifts these instead of asking for each cell's steps
_NEAR_KEYS: Final[tuple[tuple[tuple[int, ...], ...], ...]] = tuple(
    tuple(tuple(k + step for k in keys for step in key_steps(k)) for keys in turned)
    for turned in _KEYS
)


def rotated(element: int, turns: int) -> Shape:
    return _TURNED[element][turns % 4]


Placement = tuple[int, int, int, int]  # element, quarter turns, offset x, offset y (octagon steps)
_TAKEN: Final = -1  # `_Contact.touch` of a position the layout takes


def placed_cells(placement: Placement) -> list[tuple[int, int, int]]:
    element, turns, ox, oy = placement
    return [(x + 2 * ox, y + 2 * oy, t) for x, y, t in rotated(element, turns)]


class _Contact:
    """What a partial layout covers, by key: for each position, -1 if the layout takes it, else the
    edges it shares with the layout. A random layout adds its elements to one of these as it goes
    instead of counting the whole layout again for each element."""

    def __init__(self) -> None:
        self.touch = [0] * GRID  # one table for both: a second would be another plane to allocate
        self.touched: list[int] = []  # every position whose count went up, each once

    def add(self, placement: Placement) -> None:
        element, turns, ox, oy = placement
        shift = 2 * ox * _STRIDE + 2 * oy  # keys shift linearly (see `key`)
        touch = self.touch
        for k in _KEYS[element][turns]:
            touch[k + shift] = _TAKEN
        touched = self.touched
        for near in _NEAR_KEYS[element][turns]:
            n = near + shift
            count = touch[n]
            if count >= 0:
                if not count:
                    touched.append(n)
                touch[n] = count + 1

    def frontier(self) -> list[int]:
        """The free positions that share an edge with the layout, in order."""
        touched = self.touched
        # in place: the next call finds these in order and sorts only the positions added since
        touched.sort()
        touch = self.touch
        return [n for n in touched if touch[n] > 0]

    def fits(self, shape: tuple[int, ...], ox: int, oy: int) -> bool:
        """Whether the cells `shape` (keys) moved by the offset fit against the layout."""
        if not (-LAYOUT_OFFSET <= ox <= LAYOUT_OFFSET and -LAYOUT_OFFSET <= oy <= LAYOUT_OFFSET):
            return False
        shift = 2 * ox * _STRIDE + 2 * oy
        touch = self.touch
        contact = 0
        for k in shape:
            count = touch[k + shift]
            if count < 0:
                return False
            contact += count
        return contact >= MIN_CONTACT


def legal_placements(layout: tuple[Placement, ...], element: int) -> list[Placement]:
    """Where `element` may go: no overlap, at least MIN_CONTACT shared edges, offsets in range.

    The first element always goes at offset 0, 0 (only its turn matters).
    """
    if not layout:
        return [(element, turns, 0, 0) for turns in range(4)]
    contact = _Contact()
    for placement in layout:
        contact.add(placement)
    return _placements(contact, element)


def _placements(contact: _Contact, element: int) -> list[Placement]:
    """`legal_placements` beside the layout whose cells `contact` holds."""
    found: list[Placement] = []
    free = [(key_x(n), key_y(n)) for n in contact.frontier()]
    for turns in range(4):
        shape = _CELLS[element][turns]
        offsets = {((nx - x) // 2, (ny - y) // 2) for nx, ny in free for x, y in shape
                   if (x - nx) % 2 == 0 and (y - ny) % 2 == 0}
        found.extend((element, turns, ox, oy) for ox, oy in sorted(offsets)
                     if contact.fits(_KEYS[element][turns], ox, oy))
    return found


def _random_placement(
    layout: tuple[Placement, ...], contact: _Contact, element: int, rng: Rng
) -> Placement:
    """A random legal placement beside `layout` (whose cells `contact` holds): random tries first
    (cheap), the full list if they all fail."""
    if layout:
        frontier = contact.frontier()
        for _ in range(RANDOM_TRIES):
            turns = rng.below(4)
            n = rng.choice(frontier)
            nx, ny = key_x(n), key_y(n)
            # a cell can only land on its own kind: a square on a square, an octagon on an octagon
            kind = _OCTAGONS[element][turns] if nx % 2 == 0 else _SQUARES[element][turns]
            x, y = kind[rng.below(len(kind))]  # as rng.choice, without copying to a list
            ox, oy = (nx - x) // 2, (ny - y) // 2
            if contact.fits(_KEYS[element][turns], ox, oy):
                return (element, turns, ox, oy)
        return rng.choice(_placements(contact, element))
    return rng.choice(legal_placements(layout, element))


RANDOM_TRIES: Final = 200


def random_layout(count: int, rng: Rng) -> tuple[Placement, ...]:
    """A random legal arrangement of `count` elements: random elements, random placements."""
    elements = list(range(len(SHAPES)))
    rng.shuffle(elements)
    layout: tuple[Placement, ...] = ()
    contact = _Contact()
    for element in elements[:count]:
        placement = _random_placement(layout, contact, element, rng)
        layout = (*layout, placement)
        contact.add(placement)
    return layout


@dataclass(frozen=True)
class Board:
    """A laid-out board. Spaces are numbered 0.. in reading order (by row, then column)."""

    layout: tuple[Placement, ...]
    cells: tuple[Cell, ...]
    terrain: tuple[int, ...]
    element: tuple[int, ...]
    # each space's neighbours, in order, as bytes: the turn's scans read them as machine bytes
    # (`spaces.py`), where a tuple's entries are Python ints to unbox
    adjacent: tuple[bytes, ...]
    # for a square: the octagon in each of DIRECTIONS, or -1
    corner: tuple[tuple[int, ...], ...]

    @property
    def size(self) -> int:
        return len(self.cells)

    def is_square(self, space: int) -> bool:
        return not is_octagon(self.cells[space])


_NO_CORNERS: Final = (-1,) * len(DIRECTIONS)  # an octagon's `Board.corner`


# Each turned element's cells as one int each, `key(y, x) * 4 + terrain`, in order: `board_for`
# sorts its spaces by these (with the element below them) rather than by tuples, and an element's
# cells already in order leave the sort only the elements to merge
_ROW_KEYS: Final[tuple[tuple[tuple[int, ...], ...], ...]] = tuple(
    tuple(tuple(sorted(key(y, x) * 4 + t for x, y, t in shape)) for shape in turned)
    for turned in _TURNED
)
# Every position of the plane as its Cell, made once: a board's `cells` are these, not a new
# tuple per space of every new game
_CELL_AT: Final[tuple[Cell, ...]] = tuple((key_x(k), key_y(k)) for k in range(GRID))


# `key_steps` in reading order of the neighbours they reach, by (dy, dx): spaces are numbered in
# reading order, so a space's neighbours found in this order are already sorted
_OCTAGON_READING_STEPS: Final = tuple(
    dx * _STRIDE + dy for dx, dy in sorted(_OCTAGON_STEPS, key=lambda d: (d[1], d[0])))
_SQUARE_READING_STEPS: Final = tuple(
    dx * _STRIDE + dy for dx, dy in sorted(_DIAGONALS, key=lambda d: (d[1], d[0])))


@lru_cache(maxsize=64)
def board_for(layout: tuple[Placement, ...]) -> Board:
    # Spaces in reading order, by (y, x): no two cells share a position, so an int that sorts as
    # (y, x) and carries the terrain and the element in its low bits sorts as those four would
    order: list[int] = []
    for element, turns, ox, oy in layout:
        shift = (2 * oy * _STRIDE + 2 * ox) * 4  # key(y, x) shifts linearly
        for packed in _ROW_KEYS[element][turns]:
            order.append((packed + shift) * 8 + element)
    order.sort()
    keys: list[int] = []
    terrain: list[int] = []
    elements: list[int] = []
    index = [-1] * GRID  # the space at each key, or -1
    for packed in order:
        row_key = packed >> 5  # key(y, x): the same key read the other way round
        k = row_key % _STRIDE * _STRIDE + row_key // _STRIDE
        index[k] = len(keys)
        keys.append(k)
        terrain.append(packed >> 3 & 3)
        elements.append(packed & 7)
    # every space's neighbours one after the other in one table, cut into each space's bytes
    near: list[int] = []
    ends: list[int] = []
    corner: list[tuple[int, ...]] = []
    for k in keys:
        octagon = key_x(k) % 2 == 0
        for step in _OCTAGON_READING_STEPS if octagon else _SQUARE_READING_STEPS:
            t = index[k + step]
            if t >= 0:
                near.append(t)
        ends.append(len(near))
        if octagon:
            corner.append(_NO_CORNERS)
        else:
            corner.append(tuple([index[k + step] for step in _SQUARE_KEY_STEPS]))
    table = bytes(near)
    adjacent: list[bytes] = []
    start = 0
    for end in ends:
        adjacent.append(table[start:end])
        start = end
    return Board(
        layout=layout,
        cells=tuple([_CELL_AT[k] for k in keys]),
        terrain=tuple(terrain),
        element=tuple(elements),
        adjacent=tuple(adjacent),
        corner=tuple(corner),
    )


MAX_SPACES: Final = sum(len(s) for s in SHAPES)
