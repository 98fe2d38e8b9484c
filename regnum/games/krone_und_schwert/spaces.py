"""The per-space tables that change in play, `owner` and `building`: one byte a space.

A turn's legal actions scan them over and over (attack targets, building options, the expansion
check, the free spaces). Compiled, a read of `bytes` is a machine byte, where a read of a
`list[int]` fetches a Python int and unboxes it. They are immutable, replaced when a marker or a
building is put down (a few times a turn at most), so a clone shares them as it shares the tuple
tables. A free space's owner is `FREE`; the state's JSON and the views say -1, as before.

The scans read these tables and the neighbours (`Board.adjacent`, bytes too) by index,
`near[i]`: compiled, that is a machine byte, where `for t in near` makes each byte a Python int
and reads it back.
"""

from __future__ import annotations

from typing import Final

FREE: Final = 255  # `owner` of a space without a marker (a seat is 0 to 4)
NO_OWNER: Final = -1  # the same in the JSON and the views
_BYTE: Final = tuple(bytes((value,)) for value in range(256))


def replaced_byte(table: bytes, index: int, value: int) -> bytes:
    """`table` with entry `index` set to `value` (a new table: clones keep the old one)."""
    return table[:index] + _BYTE[value] + table[index + 1:]


def owners(table: bytes) -> list[int]:
    """`owner` as the JSON and the views give it: a seat, or -1 for a free space."""
    return [NO_OWNER if o == FREE else o for o in table]


def owner_table(values: list[int]) -> bytes:
    """`owner` from its JSON (seats and -1, which the caller has checked)."""
    return bytes([FREE if o == NO_OWNER else o for o in values])
