"""Tables a state shares with its clones: tuples, which the rules replace instead of changing, so
that `clone()` copies a reference rather than every entry (each game's state lists its own)."""

from __future__ import annotations


def replaced(values: tuple[int, ...], index: int, value: int) -> tuple[int, ...]:
    """`values` with entry `index` set to `value` (a new tuple: clones keep the old one)."""
    return (*values[:index], value, *values[index + 1:])
