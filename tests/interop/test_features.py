"""Feature hashing of views: each leaf lands in the bucket its path names, the same on every run."""

from __future__ import annotations

from zlib import crc32

import numpy as np
from hypothesis import given
from hypothesis import strategies as st

from regnum.interop.features import hash_lines, hash_view

SIZE = 64


def bucket(name: str) -> int:
    return crc32(name.encode()) % SIZE


def test_each_leaf_adds_its_value_at_the_bucket_of_its_path():
    out = np.zeros(SIZE, np.float32)
    hash_view({"a": 2, "b": ["x", True, None], "c": {"d": 1.5}}, out)
    expected = np.zeros(SIZE, np.float32)
    expected[bucket(".a")] += 2.0
    expected[bucket(".b[0]=x")] += 1.0
    expected[bucket(".b[1]")] += 1.0
    expected[bucket(".c.d")] += 1.5
    assert np.array_equal(out, expected)


def test_lines_are_one_hot_by_position_and_text():
    out = np.zeros(SIZE, np.float32)
    hash_lines(["p1: pass"], out)
    hash_lines(["p2: bid"], out, start=1)
    expected = np.zeros(SIZE, np.float32)
    expected[bucket("0:p1: pass")] += 1.0
    expected[bucket("1:p2: bid")] += 1.0
    assert np.array_equal(out, expected)


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-50, 50) | st.text(max_size=3),
    lambda inner: st.lists(inner, max_size=3)
    | st.dictionaries(st.text(max_size=3), inner, max_size=3),
    max_leaves=12,
)


def reference(value, path: str, out) -> None:
    """The definition, without the memo: path names built and hashed afresh for every leaf."""
    if isinstance(value, dict):
        for key, item in value.items():
            reference(item, f"{path}.{key}", out)
    elif isinstance(value, list):
        for i, item in enumerate(value):
            reference(item, f"{path}[{i}]", out)
    elif isinstance(value, str):
        out[bucket(f"{path}={value}")] += 1.0
    elif value is not None:
        out[bucket(path)] += float(value)


@given(st.lists(st.dictionaries(st.text(max_size=3), json_values, max_size=4), max_size=3))
def test_the_memo_of_paths_gives_the_definition(views):
    for view in views:  # later views reuse the paths earlier ones left in the memo
        out = np.zeros(SIZE, np.float32)
        hash_view(view, out)
        expected = np.zeros(SIZE, np.float32)
        reference(view, "", expected)
        assert np.allclose(out, expected)
