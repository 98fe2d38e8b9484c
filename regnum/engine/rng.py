"""The one source of randomness a game may use: a small seeded generator with a one-integer state.

Python's `random` module does not promise the same `shuffle` or `randrange` sequences across
versions, and its state is 625 integers. SplitMix64 gives the same numbers on any machine, clones
for free and serializes to a single JSON integer.
"""

from __future__ import annotations

from collections.abc import MutableSequence
from typing import Final, TypeVar

from mypy_extensions import mypyc_attr

T = TypeVar("T")

_MASK: Final = (1 << 64) - 1
_GOLDEN: Final = 0x9E3779B97F4A7C15


@mypyc_attr(allow_interpreted_subclasses=True)
class Rng:
    """SplitMix64 (Steele, Lea & Flood 2014). Deterministic, cheap, serializable. Tests subclass
    it in plain Python to roll chosen dice."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK

    def next64(self) -> int:
        self.state = (self.state + _GOLDEN) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n) for 0 < n <= 2**64, by rejection (no modulo bias)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        if n > 1 << 64:  # the rejection limit below would be 0 and the loop would never end
            raise ValueError("below() takes bounds up to 2**64")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def choice(self, items: list[T]) -> T:
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher-Yates in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def spawn(self) -> Rng:
        """An independent generator derived from this one (advances this one by one step)."""
        return Rng(self.next64())

    def clone(self) -> Rng:
        return Rng(self.state)
