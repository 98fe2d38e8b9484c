"""The map keeps every property docs/rules/fief.md ("Decisions: the board") and issue 6 item 1
state."""

from __future__ import annotations

import itertools
import math
from collections import Counter

from hypothesis import given
from hypothesis import strategies as st

from regnum.games.fief import map as fmap
from regnum.games.fief.map import BISHOPRICS, FIEFS, ROADS, VILLAGES, FiefKind

Point = tuple[float, float]
villages = st.integers(0, fmap.NUM_VILLAGES - 1)


def connected(group: tuple[int, ...]) -> bool:
    """Whether the villages of `group` are joined by roads that stay inside the group."""
    inside = set(group)
    seen = {group[0]}
    todo = [group[0]]
    while todo:
        here = todo.pop()
        for there in fmap.neighbours(here):
            if there in inside and there not in seen:
                seen.add(there)
                todo.append(there)
    return seen == inside


def orientation(a: Point, b: Point, c: Point) -> int:
    cross = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])
    return (cross > 0) - (cross < 0)


def on_segment(a: Point, b: Point, p: Point) -> bool:
    return (orientation(a, b, p) == 0 and min(a[0], b[0]) <= p[0] <= max(a[0], b[0])
            and min(a[1], b[1]) <= p[1] <= max(a[1], b[1]))


def segments_meet(a: Point, b: Point, c: Point, d: Point) -> bool:
    """Whether closed segments ab and cd share a point (touching and overlap included)."""
    o1, o2 = orientation(a, b, c), orientation(a, b, d)
    o3, o4 = orientation(c, d, a), orientation(c, d, b)
    if o1 * o2 < 0 and o3 * o4 < 0:
        return True
    return (on_segment(a, b, c) or on_segment(a, b, d) or on_segment(c, d, a)
            or on_segment(c, d, b))


def point_to_segment(p: Point, a: Point, b: Point) -> float:
    ax, ay = a
    bx, by = b
    t = ((p[0] - ax) * (bx - ax) + (p[1] - ay) * (by - ay)) / ((bx - ax) ** 2 + (by - ay) ** 2)
    t = max(0.0, min(1.0, t))
    return math.hypot(p[0] - ax - t * (bx - ax), p[1] - ay - t * (by - ay))


def at(village: int) -> Point:
    return (VILLAGES[village].x, VILLAGES[village].y)


def test_segment_check_detects_crossings_and_touching() -> None:
    assert segments_meet((0, 0), (2, 2), (0, 2), (2, 0))
    assert segments_meet((0, 0), (2, 0), (1, 0), (3, 0))
    assert segments_meet((0, 0), (2, 0), (1, 0), (1, 5))
    assert not segments_meet((0, 0), (2, 0), (0, 1), (2, 1))


def test_twenty_four_villages_with_ids_names_and_room_on_the_board() -> None:
    assert fmap.NUM_VILLAGES == 24
    assert [v.id for v in VILLAGES] == list(range(24))
    assert len({v.name for v in VILLAGES}) == 24
    assert all(v.name.isascii() and v.name[0].isupper() for v in VILLAGES)
    assert all(40 <= v.x <= fmap.WIDTH - 40 and 40 <= v.y <= fmap.HEIGHT - 40 for v in VILLAGES)
    assert {v.name.lower(): v.id for v in VILLAGES} == fmap.VILLAGE_BY_NAME
    assert all(name.isalpha() and name.islower() for name in fmap.VILLAGE_NAMES)


def test_fief_kinds_and_sizes() -> None:
    sizes = Counter((f.kind, len(f.villages)) for f in FIEFS)
    assert sizes == {(FiefKind.DUCHY, 4): 2, (FiefKind.COUNTY, 3): 4, (FiefKind.BARONY, 2): 2}
    assert [f.id for f in FIEFS] == list(range(8))
    names = [f.name for f in FIEFS]
    assert len(set(names)) == 8
    assert not set(names) & {v.name for v in VILLAGES}
    assert tuple(name.lower() for name in names) == fmap.FIEF_NAMES
    assert all(name.isalpha() for name in fmap.FIEF_NAMES)


def test_fiefs_partition_the_villages_and_lookups_agree() -> None:
    every = sorted(v for f in FIEFS for v in f.villages)
    assert every == list(range(24))
    for fief in FIEFS:
        assert fmap.villages_of(fief.id) == fief.villages
        assert all(fmap.fief_of(v) == fief.id for v in fief.villages)


def test_bishoprics_sizes_partition_and_principal_villages() -> None:
    assert [len(b.villages) for b in BISHOPRICS] == [7, 4, 5, 4, 4]
    assert sorted(v for b in BISHOPRICS for v in b.villages) == list(range(24))
    for bishopric in BISHOPRICS:
        assert bishopric.principal in bishopric.villages
        assert bishopric.name == VILLAGES[bishopric.principal].name
        assert all(fmap.bishopric_of(v) == bishopric.id for v in bishopric.villages)


def test_every_bishopric_crosses_fief_borders() -> None:
    """Read as "lies in 2 to 4 fiefs"; each lies in at least 3, so it also crosses 2 or more
    borders when one counts the fiefs entered beyond the first."""
    for bishopric in BISHOPRICS:
        fiefs = {fmap.fief_of(v) for v in bishopric.villages}
        assert 3 <= len(fiefs) <= 4, bishopric.name


def test_every_fief_and_bishopric_is_contiguous_by_road() -> None:
    for fief in FIEFS:
        assert connected(fief.villages), fief.name
    for bishopric in BISHOPRICS:
        assert connected(bishopric.villages), bishopric.name
    assert connected(tuple(range(24)))


def test_connected_check_sees_a_split_group() -> None:
    assert not connected((0, 23))


def test_roads_are_sparse_with_two_to_five_per_village() -> None:
    assert all(a < b for a, b in ROADS)
    assert len(set(ROADS)) == len(ROADS)
    degree = Counter(v for road in ROADS for v in road)
    assert all(2 <= degree[v] <= 5 for v in range(24))
    assert sum(1 for v in range(24) if degree[v] == 2) >= 3
    assert max(degree.values()) == 5
    assert len(ROADS) <= 2 * 24
    assert all(len(fmap.neighbours(v)) == degree[v] for v in range(24))


def test_roads_drawn_straight_never_cross_or_touch_other_roads() -> None:
    for (a, b), (c, d) in itertools.combinations(ROADS, 2):
        if {a, b} & {c, d}:
            shared = ({a, b} & {c, d}).pop()
            far1, far2 = ({a, b} - {shared}).pop(), ({c, d} - {shared}).pop()
            # two roads from one village may not run along each other
            assert not on_segment(at(shared), at(far1), at(far2))
            assert not on_segment(at(shared), at(far2), at(far1))
        else:
            assert not segments_meet(at(a), at(b), at(c), at(d)), ((a, b), (c, d))


def test_no_road_passes_close_to_a_village_it_does_not_join() -> None:
    for v in range(24):
        for a, b in ROADS:
            if v not in (a, b):
                assert point_to_segment(at(v), at(a), at(b)) > 40, (v, a, b)


@given(villages, villages, villages)
def test_distances_are_a_metric_over_roads(a: int, b: int, c: int) -> None:
    assert fmap.distance(a, b) == fmap.distance(b, a)
    assert (fmap.distance(a, b) == 0) == (a == b)
    assert (fmap.distance(a, b) == 1) == (b in fmap.neighbours(a))
    assert fmap.distance(a, c) <= fmap.distance(a, b) + fmap.distance(b, c)


@given(villages, st.integers(0, 8))
def test_within_lists_villages_at_most_that_many_roads_away(village: int, steps: int) -> None:
    expected = tuple(v for v in range(24) if 0 < fmap.distance(village, v) <= steps)
    assert fmap.within(village, steps) == expected
    if steps >= 1:
        assert set(fmap.neighbours(village)) <= set(fmap.within(village, steps))
