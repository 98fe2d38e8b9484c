"""The one source of randomness a game may use: a small seeded generator with a one-integer state.

Python's `random` module does not promise the same `shuffle` or `randrange` sequences across
versions, and its state is 625 integers. SplitMix64 gives the same numbers on any machine, clones
for free and serializes to a single JSON integer.

The arithmetic is done on `i64`, the 64-bit values as signed two's complement: compiled, they are
machine words, where Python integers of 64 bits would be big integers (mypyc's own integers hold
63 bits), and every draw would allocate. Compiled `i64` arithmetic wraps around on overflow;
interpreted, an `i64` is a plain `int`, so `_wrap` does the wrapping there (compiled, it changes
nothing). The numbers are the same either way; `tests/engine/test_rng.py` pins them.
"""

from __future__ import annotations

from collections.abc import MutableSequence
from typing import Final, TypeVar

from mypy_extensions import i64, mypyc_attr

T = TypeVar("T")

_MASK: Final = (1 << 64) - 1
_TWO64: Final = 1 << 64
_LOW32: Final[i64] = 0xFFFFFFFF
# Bounds up to this take the fast path of `below`, whose products stay within 63 bits
_SMALL_BOUND: Final = 1 << 31


def _wrap(x: i64) -> i64:
    """`x` modulo 2**64 as a signed 64-bit value: the identity for a value already in range."""
    low = x & _LOW32
    high = (x >> 32) & _LOW32
    if high > 0x7FFFFFFF:
        high -= 0x100000000
    return (high << 32) | low


def _signed(value: int) -> i64:
    """A 64-bit value given as 0 <= value < 2**64, as a signed one."""
    return i64(value - (1 << 64) if value >> 63 else value)


# SplitMix64's constants, computed once (compiled, a literal beyond 62 bits would be a Python
# integer to convert at every use; a constant computed at import is a machine word)
_GOLDEN: Final[i64] = _signed(0x9E3779B97F4A7C15)
_MIX1: Final[i64] = _signed(0xBF58476D1CE4E5B9)
_MIX2: Final[i64] = _signed(0x94D049BB133111EB)


@mypyc_attr(allow_interpreted_subclasses=True)
class Rng:
    """SplitMix64 (Steele, Lea & Flood 2014). Deterministic, cheap, serializable. Tests subclass
    it in plain Python to roll chosen dice."""

    __slots__ = ("_state",)

    def __init__(self, seed: int) -> None:
        # a small seed is its own word: compiled, no operation on Python integers (`clone` makes
        # its twin from the seed 0, at every clone of a state)
        if 0 <= seed < _SMALL_BOUND:
            self._state: i64 = i64(seed)
        else:
            self._state = _signed(seed & _MASK)

    @property
    def state(self) -> int:
        """The generator's state, 0 <= state < 2**64 (what a saved game stores)."""
        state = self._state
        # the word read as unsigned: a mask of 64 bits would be an operation on Python integers
        # at every call, compiled too, and `State._chance` asks at every reversible action
        return int(state) if state >= 0 else int(state) + _TWO64

    def _next(self) -> i64:
        """The next output as a signed 64-bit value."""
        z = _wrap(self._state + _GOLDEN)
        self._state = z
        # SplitMix64 shifts right without sign: `(z >> k)` masked to its low 64 - k bits
        z = _wrap((z ^ ((z >> 30) & 0x3FFFFFFFF)) * _MIX1)
        z = _wrap((z ^ ((z >> 27) & 0x1FFFFFFFFF)) * _MIX2)
        return z ^ ((z >> 31) & 0x1FFFFFFFF)

    def next64(self) -> int:
        """The next output, 0 <= value < 2**64."""
        return int(self._next()) & _MASK

    def below(self, n: int) -> int:
        """A uniform integer in [0, n) for 0 < n <= 2**64, by rejection (no modulo bias)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        if n <= _SMALL_BOUND:
            return self._below_small(i64(n))
        if n > 1 << 64:  # the rejection limit below would be 0 and the loop would never end
            raise ValueError("below() takes bounds up to 2**64")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def _below_small(self, n: i64) -> int:
        """`below` for n <= 2**31 without integers beyond 63 bits: the same rejection and the same
        remainder, worked out from the two 32-bit halves of each output."""
        half = (1 << 32) % n  # 2**32 mod n
        rest = half * half % n  # 2**64 mod n: outputs from 2**64 - rest on are rejected
        while True:
            x = self._next()
            if x < 0 and x >= -rest:  # as unsigned, x >= 2**64 - rest
                continue
            high = (x >> 32) & _LOW32
            return int((high % n * half + (x & _LOW32)) % n)

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
        twin = Rng(0)
        twin._state = self._state
        return twin
