"""The board data satisfies the shape rules of GAME-DATA.md, and layouts are legal."""

from __future__ import annotations

import pytest

from regnum.engine.rng import Rng
from regnum.games.krone_und_schwert.board import (
    GRID,
    MAX_SPACES,
    SHAPES,
    Terrain,
    board_for,
    is_octagon,
    key,
    key_steps,
    key_x,
    key_y,
    legal_placements,
    neighbours,
    placed_cells,
    random_layout,
    rotated,
)
from regnum.games.krone_und_schwert.data import LAYOUT_OFFSET, MIN_CONTACT

from .helpers import new, play, texts


def _connected(cells: set[tuple[int, int]]) -> bool:
    start = next(iter(cells))
    seen, stack = {start}, [start]
    while stack:
        for n in neighbours(stack.pop()):
            if n in cells and n not in seen:
                seen.add(n)
                stack.append(n)
    return seen == cells


@pytest.mark.parametrize("element", range(5))
def test_element_shape(element):
    shape = SHAPES[element]
    cells = {(x, y) for x, y, _ in shape}
    octagons = [c for c in cells if is_octagon(c)]
    squares = [c for c in cells if not is_octagon(c)]
    assert 25 <= len(cells) <= 30, "elements of about 25-30 spaces (docs/rules, Board)"
    assert 16 <= len(octagons) <= 20
    assert squares, "an element holds squares between its octagons"
    for x, y in squares:
        # a square lies between four octagon positions; at least two belong to its element
        around = [(x + dx, y + dy) for dx in (-1, 1) for dy in (-1, 1)]
        assert sum(c in cells for c in around) >= 2
    assert _connected(cells)


def test_terrain_proportions_and_large_city_sites():
    counts = [0, 0, 0]
    for shape in SHAPES:
        for _, _, t in shape:
            counts[t] += 1
    total = sum(counts)
    assert total == MAX_SPACES
    for t, want in ((Terrain.MEADOW, 0.45), (Terrain.MOUNTAIN, 0.30), (Terrain.FOREST, 0.25)):
        assert abs(counts[t] / total - want) <= 0.05
    for shape in SHAPES:
        terrain = {(x, y): t for x, y, t in shape}
        sites = [(x, y) for (x, y), t in terrain.items() if not is_octagon((x, y))
                 and t == Terrain.MEADOW and any(terrain.get(n) == Terrain.MEADOW
                                                 for n in neighbours((x, y)))]
        assert sites, "every element offers a large city site"


def test_adjacency_rules_of_the_tiling():
    assert set(neighbours((2, 2))) == {(4, 2), (0, 2), (2, 4), (2, 0), (3, 1), (1, 1), (3, 3),
                                       (1, 3)}
    assert set(neighbours((3, 3))) == {(2, 2), (4, 2), (2, 4), (4, 4)}


def test_position_keys_sort_and_neighbour_as_the_positions():
    """The layout works on keys: they must order as the (x, y) pairs (its random draws pick from
    a sorted list), index its tables of the plane and give the same neighbours, over every
    position a layout can reach: its cells (a turned element spans 0 to `span`, moved by up to
    LAYOUT_OFFSET octagon steps) and their neighbours."""
    span = max(max(x, y) for e in range(len(SHAPES)) for t in range(4) for x, y, _ in rotated(e, t))
    reach = range(-2 * LAYOUT_OFFSET - 2, span + 2 * LAYOUT_OFFSET + 3)
    cells = [(x, y) for x in reach for y in reach]
    assert [key(x, y) for x, y in sorted(cells)] == sorted(key(x, y) for x, y in cells)
    assert min(key(x, y) for x, y in cells) >= 0 and max(key(x, y) for x, y in cells) < GRID
    for x, y in cells:
        k = key(x, y)
        assert (key_x(k), key_y(k)) == (x, y)
        assert sorted(k + step for step in key_steps(k)) == sorted(
            key(*n) for n in neighbours((x, y)))


@pytest.mark.parametrize("first", range(5))
def test_elements_interlock_in_more_than_one_way(first):
    for second in range(5):
        if second != first:
            assert len(legal_placements(((first, 0, 0, 0),), second)) >= 2


@pytest.mark.parametrize("seed", range(30))
def test_random_layouts_are_legal(seed):
    count = 2 + seed % 4
    layout = random_layout(count, Rng(seed))
    assert len({p[0] for p in layout}) == count
    taken: set[tuple[int, int]] = set()
    for placement in layout:
        cells = {(x, y) for x, y, _ in placed_cells(placement)}
        assert not cells & taken
        if taken:
            contact = sum(1 for c in cells for n in neighbours(c) if n in taken)
            assert contact >= MIN_CONTACT
        taken |= cells
    board = board_for(layout)
    for s, adjacent in enumerate(board.adjacent):
        for t in adjacent:
            assert s in board.adjacent[t]
    assert _connected(set(board.cells))


@pytest.mark.parametrize("seed", range(6))
def test_legal_placements_are_every_offset_that_fits(seed):
    """`legal_placements` must be every turn and offset in range that overlaps nothing and
    shares MIN_CONTACT edges, counted plainly, in (turns, ox, oy) order."""
    layout = random_layout(2 + seed % 3, Rng(seed))
    taken = {(x, y) for placement in layout for x, y, _ in placed_cells(placement)}
    element = next(e for e in range(len(SHAPES)) if e not in {p[0] for p in layout})
    reach = range(-LAYOUT_OFFSET, LAYOUT_OFFSET + 1)
    plain = []
    for turns in range(4):
        for ox in reach:
            for oy in reach:
                cells = {(x, y) for x, y, _ in placed_cells((element, turns, ox, oy))}
                contact = sum(1 for c in cells for n in neighbours(c) if n in taken)
                if not cells & taken and contact >= MIN_CONTACT:
                    plain.append((element, turns, ox, oy))
    assert legal_placements(layout, element) == plain


@pytest.mark.parametrize("seed", range(20))
def test_board_tables_match_the_tiling(seed):
    """`board_for` finds each space's neighbours in an order that needs no sort: its tables must
    be what the positions give, counted plainly (spaces in reading order, neighbours sorted,
    a square's octagons by direction)."""
    layout = random_layout(2 + seed % 4, Rng(seed))
    board = board_for(layout)
    cells = sorted(((x, y) for placement in layout for x, y, _ in placed_cells(placement)),
                   key=lambda c: (c[1], c[0]))
    assert list(board.cells) == cells
    space = {cell: i for i, cell in enumerate(cells)}
    for i, cell in enumerate(cells):
        assert tuple(board.adjacent[i]) == tuple(sorted(space[n] for n in neighbours(cell) if n in space))
        x, y = cell
        if is_octagon(cell):
            assert board.corner[i] == (-1, -1, -1, -1)
        else:  # ne, nw, se, sw
            assert board.corner[i] == tuple(space.get((x + dx, y + dy), -1)
                                            for dx, dy in ((1, -1), (-1, -1), (1, 1), (-1, 1)))


@pytest.mark.parametrize(("n", "fewer", "elements"), [
    (2, "false", 2), (3, "false", 3), (4, "false", 4), (5, "false", 5), (4, "true", 3),
    (5, "true", 4), (3, "true", 3),
])
def test_as_many_elements_as_players_or_one_fewer(n, fewer, elements):
    state = new(n, 3, fewer_elements=fewer)
    assert len(state.layout) // 4 == elements
    assert state.board.size == sum(len(SHAPES[e]) for e in state.layout[0::4])


def test_players_place_the_elements_in_turn():
    state = new(3, 4, layout="players")
    assert state.owner == b""
    first = state.first
    for k in range(3):
        assert state.current_player == (first + k) % 3
        choice = next(t for t in texts(state) if t.startswith("element"))
        play(state, choice)
        puts = texts(state)
        assert all(t.startswith("put") for t in puts)
        if k == 0:
            assert all(t.endswith(" 0 0") for t in puts)
        play(state, puts[-1])
    assert len(state.owner) == state.board.size
    assert texts(state)[0].startswith("place")
    assert state.current_player == first
