"""The statistics of `regnum analyze` on synthetic data whose answers are known."""

from __future__ import annotations

import math

import pytest

from regnum.sim.analysis import late, seat_order, skill
from regnum.sim.experiment import Arm, Experiment
from regnum.sim.statistics import (
    chi2_sf,
    equal_shares_test,
    mean,
    mean_difference,
    proportion,
    proportion_difference,
    quantile,
)


@pytest.mark.parametrize(
    ("x", "df", "p"),
    [
        (3.841459, 1, 0.05),  # the textbook critical values at 5% and 1%
        (5.991465, 2, 0.05),
        (7.814728, 3, 0.05),
        (9.487729, 4, 0.05),
        (11.070498, 5, 0.05),
        (6.634897, 1, 0.01),
        (15.086272, 5, 0.01),
        (0.0, 3, 1.0),
    ],
)
def test_chi_square_tail_matches_tables(x: float, df: int, p: float) -> None:
    assert chi2_sf(x, df) == pytest.approx(p, abs=1e-6)


def test_equal_shares_test() -> None:
    assert equal_shares_test([25, 25, 25, 25]) == (0.0, 1.0)
    statistic, p = equal_shares_test([40, 20, 20, 20])  # expected 25 each
    assert statistic == pytest.approx((15**2 + 3 * 5**2) / 25)
    assert p == pytest.approx(chi2_sf(12.0, 3))
    assert p < 0.01


def test_newcombe_interval_of_a_difference() -> None:
    # Newcombe (1998), example (a): 56/70 against 48/80, method 10: 0.0524 to 0.3339
    d = proportion_difference(proportion(56, 70), proportion(48, 80))
    assert d.value == pytest.approx(0.2)
    assert d.low == pytest.approx(0.0524, abs=1e-4)
    assert d.high == pytest.approx(0.3339, abs=1e-4)


def test_means_and_quantiles() -> None:
    values = [1.0, 2.0, 3.0, 4.0, 5.0]
    m = mean(values)
    half = 1.959963984540054 * math.sqrt(2.5 / 5)
    assert (m.value, m.low, m.high) == pytest.approx((3.0, 3.0 - half, 3.0 + half))
    d = mean_difference([2.0, 4.0], [1.0, 1.0])
    assert d.value == pytest.approx(2.0)
    assert d.low == pytest.approx(2.0 - 1.959963984540054 * 1.0)
    assert quantile(values, 0.5) == 3.0
    assert quantile([0.0, 10.0], 0.25) == 2.5
    assert math.isnan(mean([]).value)


def _experiment(arms: tuple[Arm, ...], game: str = "kus") -> Experiment:
    return Experiment(game, 1, 1000, arms)


def _row(arm: int, index: int, winners: list[int], players: int, bots: list[str],
         stats: dict[str, float] | None = None) -> dict[str, object]:
    return {"arm": arm, "index": index, "seed": index, "players": players, "bots": bots,
            "options": {}, "winners": winners, "scores": [0] * players, "decisions": 10,
            "end_reason": "x", "stats": stats or {}, "error": None}


def test_a_seat_that_wins_half_the_games_is_found_and_an_even_table_is_not() -> None:
    from regnum.games import get

    defaults = get("kus").normalize_options(None)
    arms = (Arm(4, ("random",) * 4, defaults), Arm(3, ("random",) * 3, defaults))
    # 4 players: seat 1 wins 500 of 1000, the others share the rest; 3 players: round robin
    biased = [_row(0, i, [0] if i % 2 == 0 else [1 + (i // 2) % 3], 4, ["random"] * 4)
              for i in range(1000)]
    even = [_row(1, i, [i % 3], 3, ["random"] * 3) for i in range(999)]
    section = seat_order(_experiment(arms), [biased, even], ["4p", "3p"])
    assert "seat order matters" in section.verdicts[0]
    assert "seat 1 wins 50.0%" in section.verdicts[0]
    assert "no seat advantage" in section.verdicts[1]
    shares = section.figure["arms"][0]["shares"]
    assert shares[0].value == pytest.approx(0.5)
    assert shares[0].low == pytest.approx(proportion(500, 1000).low)


def test_shared_wins_count_a_fraction_to_each_winner() -> None:
    from regnum.games import get

    arms = (Arm(2, ("random",) * 2, get("kus").normalize_options(None)),)
    rows = [_row(0, i, [0, 1], 2, ["random"] * 2) for i in range(10)]
    table = seat_order(_experiment(arms), [rows], ["2p"]).tables[0]
    assert [r[1] for r in table.rows] == ["5", "5"]


def test_skill_compares_a_bot_with_its_share_of_seats() -> None:
    from regnum.games import get

    arms = (Arm(4, ("heuristic", "random", "random", "random"), get("kus").normalize_options(None)),)
    # the heuristic bot sits in seat i % 4 of game i (bots rotate) and wins 3 games of 4
    rows = []
    for i in range(400):
        bots = ["random"] * 4
        bots[i % 4] = "heuristic"
        rows.append(_row(0, i, [i % 4] if i % 4 != 3 else [(i + 1) % 4], 4, bots))
    section = skill(_experiment(arms), [rows], ["4p mixed"])
    entry = section.figure["arms"][0]
    assert entry["share"].value == pytest.approx(0.75)
    assert entry["fair"] == 0.25
    assert "wins more than its share" in section.verdicts[0]


def test_late_decisions_of_krieg_und_frieden() -> None:
    from regnum.games import get

    defaults = get("kuf").normalize_options(None)
    arms = (Arm(4, ("heuristic",) * 4, defaults),
            Arm(4, ("heuristic",) * 4, {**defaults, "scoring": "dagger"}))
    # 600 games end with the cathedral: its builder wins 480, and 300 (dagger: 120) would have
    # had another winner without its points; 400 end without it
    rows: list[list[dict[str, object]]] = [[], []]
    for arm, decided in ((0, 300), (1, 120)):
        for i in range(1000):
            stats = {"decided_by_last": 0.0}
            if i < 600:
                stats.update(last_builder=0.0, last_builder_won=float(i < 480),
                             decided_by_last=float(i < decided))
            rows[arm].append(_row(arm, i, [0], 4, ["heuristic"] * 4, stats))
    section = late(_experiment(arms, "kuf"), rows, ["4p", "4p dagger"])
    entry = section.figure["arms"][0]
    assert entry["won"].value == pytest.approx(0.8)
    assert entry["differs"].value == pytest.approx(0.5)
    assert entry["decided"].value == pytest.approx(0.3)
    assert "consistent with 'about half'" in section.verdicts[0]
    assert "fewer than 'about half'" in section.verdicts[1]  # 20% (17-23%)
    assert "decided late less often" in section.verdicts[2]
    assert section.tables[1].rows[0][2].startswith("-30.0 points")
