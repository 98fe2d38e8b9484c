"""A fixed-size tensor from a player's view, for learning code that wants vectors.

Views are nested JSON whose lists vary in length (hands, built sites, logs), so there is no
game-agnostic fixed layout of their leaves. We use feature hashing (Weinberger et al. 2009): each
leaf becomes a feature named by its path (and, for text, its value), and the feature's value is
added to the bucket `crc32(name) % size`. Numbers and booleans keep their value, text is one-hot.
The tensor is deterministic across machines and runs (crc32, not Python's salted `hash`), the same
for the same view, and lossy only where two features share a bucket; the lossless form of the same
information is the observation string.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any
from zlib import crc32

import numpy as np
import numpy.typing as npt

VIEW_SIZE = 4096
SEEN_SIZE = 1024
_CACHE_LIMIT = 1 << 18

Tensor = npt.NDArray[np.float32]


class _Node:
    """One path of a view (`.players[2].seals`) with its buckets, remembered so that walking the
    next view with the same shape costs a dict lookup per leaf instead of a string and a hash."""

    __slots__ = ("bucket", "children", "path", "size", "words")

    def __init__(self, path: str, size: int) -> None:
        self.path = path
        self.size = size
        self.children: dict[str | int, _Node] = {}
        self.bucket = crc32(path.encode()) % size
        self.words: dict[str, int] = {}

    def child(self, key: str | int) -> _Node:
        found = self.children.get(key)
        if found is None:
            path = f"{self.path}[{key}]" if type(key) is int else f"{self.path}.{key}"
            found = self.children[key] = _Node(path, self.size)
            _count[self.size] = _count.get(self.size, 0) + 1
        return found

    def word(self, value: str) -> int:
        found = self.words.get(value)
        if found is None:
            found = self.words[value] = crc32(f"{self.path}={value}".encode()) % self.size
            _count[self.size] = _count.get(self.size, 0) + 1
        return found


_roots: dict[int, _Node] = {}
_count: dict[int, int] = {}


def _root(size: int) -> _Node:
    # free text in views (names, log lines) must not grow the memo forever
    if size not in _roots or _count.get(size, 0) > _CACHE_LIMIT:
        _roots[size] = _Node("", size)
        _count[size] = 0
    return _roots[size]


def _features(value: Any, node: _Node, buckets: list[int], values: list[float]) -> None:
    """Walk `value` under `node`, appending (bucket, value) per leaf; leaves are handled in the
    loop rather than by a call each, as views are mostly leaves."""
    items = value.items() if type(value) is dict else enumerate(value)
    children = node.children
    for key, item in items:
        child = children.get(key) or node.child(key)
        kind = type(item)
        if kind is int or kind is float or kind is bool:
            buckets.append(child.bucket)
            values.append(float(item))
        elif kind is str:
            buckets.append(child.words.get(item) or child.word(item))
            values.append(1.0)
        elif kind is dict or kind is list:
            _features(item, child, buckets, values)


def hash_view(view: Any, out: Tensor) -> None:
    """Add the hashed features of `view` to `out` (which the caller has zeroed)."""
    buckets: list[int] = []
    values: list[float] = []
    if type(view) is dict or type(view) is list:
        _features(view, _root(len(out)), buckets, values)
    np.add.at(out, buckets, values)


def _line_bucket(name: str, size: int) -> int:
    return crc32(name.encode()) % size


def hash_lines(lines: Sequence[str], out: Tensor, start: int = 0) -> None:
    """One-hot features for (position, line) pairs, positions counted from `start`: the order
    of what a player saw happen."""
    size = len(out)
    buckets = [_line_bucket(f"{start + i}:{line}", size) for i, line in enumerate(lines)]
    np.add.at(out, buckets, 1.0)
