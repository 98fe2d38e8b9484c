"""The statistics of `regnum analyze`: proportions, means and their differences with 95% intervals,
and a chi-square test of equal shares. Pure functions, no numpy or scipy, checked against known
values in the tests.

Proportions use the Wilson interval (`simulate.wilson_interval`, as the simulation summaries do);
the difference of two proportions uses Newcombe's hybrid score interval built from them (Newcombe
1998, method 10), which keeps its coverage near 0 and 1 where the plain Wald interval does not.
Means use the normal approximation, fine at the hundreds of games an analysis plays.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from regnum.sim.simulate import Z_95, wilson_interval


@dataclass(frozen=True)
class Estimate:
    """A value with its 95% interval and the number of observations behind it."""

    value: float
    low: float
    high: float
    n: int

    def excludes(self, x: float) -> bool:
        return x < self.low or x > self.high


def proportion(successes: float, trials: int) -> Estimate:
    low, high = wilson_interval(successes, trials)
    return Estimate(successes / trials if trials else math.nan, low, high, trials)


def proportion_difference(a: Estimate, b: Estimate) -> Estimate:
    """a - b for two independent proportions (Newcombe's hybrid score interval)."""
    d = a.value - b.value
    low = d - math.sqrt((a.value - a.low) ** 2 + (b.high - b.value) ** 2)
    high = d + math.sqrt((a.high - a.value) ** 2 + (b.value - b.low) ** 2)
    return Estimate(d, low, high, min(a.n, b.n))


def _variance(values: Sequence[float], mean: float) -> float:
    return sum((v - mean) ** 2 for v in values) / (len(values) - 1) if len(values) > 1 else 0.0


def mean(values: Sequence[float]) -> Estimate:
    if not values:
        return Estimate(math.nan, math.nan, math.nan, 0)
    m = sum(values) / len(values)
    half = Z_95 * math.sqrt(_variance(values, m) / len(values))
    return Estimate(m, m - half, m + half, len(values))


def mean_difference(a: Sequence[float], b: Sequence[float]) -> Estimate:
    """mean(a) - mean(b) for independent samples (Welch's standard error, normal quantile)."""
    if not a or not b:
        return Estimate(math.nan, math.nan, math.nan, 0)
    ma, mb = sum(a) / len(a), sum(b) / len(b)
    se = math.sqrt(_variance(a, ma) / len(a) + _variance(b, mb) / len(b))
    d = ma - mb
    return Estimate(d, d - Z_95 * se, d + Z_95 * se, min(len(a), len(b)))


def quantile(values: Sequence[float], q: float) -> float:
    """The q-quantile by linear interpolation between order statistics (numpy's default)."""
    ordered = sorted(values)
    if not ordered:
        return math.nan
    position = q * (len(ordered) - 1)
    below = math.floor(position)
    above = min(below + 1, len(ordered) - 1)
    return ordered[below] + (ordered[above] - ordered[below]) * (position - below)


def chi2_sf(x: float, df: int) -> float:
    """P(X >= x) for a chi-square variable with `df` degrees of freedom (closed forms for integer
    df: a finite Poisson sum for even df, the normal tail plus a finite sum for odd df)."""
    if x <= 0:
        return 1.0
    half = x / 2
    if df % 2 == 0:
        term, total = 1.0, 1.0
        for k in range(1, df // 2):
            term *= half / k
            total += term
        return min(1.0, math.exp(-half) * total)
    total = math.erfc(math.sqrt(half))
    term = math.exp(-half) / math.sqrt(math.pi * half)
    for k in range(1, (df + 1) // 2):
        term *= half / (k - 0.5)
        total += term
    return min(1.0, total)


def equal_shares_test(counts: Sequence[float]) -> tuple[float, float]:
    """Chi-square goodness of fit of `counts` to equal shares: (statistic, p-value)."""
    total = sum(counts)
    k = len(counts)
    if k < 2 or total <= 0:
        return (0.0, 1.0)
    expected = total / k
    statistic = sum((c - expected) ** 2 / expected for c in counts)
    return (statistic, chi2_sf(statistic, k - 1))
