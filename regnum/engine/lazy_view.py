"""A seat's view whose costly parts are built when first read, by the code that builds the view.

A bot playing every seat of a search's rollouts reads a few parts of a view at each step (the
phase, its hand, now and then the board) while a whole view costs most of the step. A game's view
function makes a `LazyView` (the cheap entries at once, each costly part as a function that builds
it) and completes it for the whole view, so the parts a bot reads are the view's own parts and
cannot say more than the view does.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import Any

from regnum.engine.game import JsonDict


class LazyView(Mapping[str, Any]):
    """The view `data`, in the view's key order, where each key of `later` holds a placeholder
    until it is read; reading it builds the part once, from the state as it is then: read it
    before the state changes (a bot's decision), as a view taken then would be."""

    __slots__ = ("_data", "_later")

    def __init__(self, data: JsonDict, later: dict[str, Callable[[], Any]]) -> None:
        self._data = data
        self._later = later

    def __getitem__(self, key: str) -> Any:
        if key in self._later:
            value = self._later.pop(key)()
            self._data[key] = value
            return value
        return self._data[key]

    def __contains__(self, key: object) -> bool:
        return key in self._data

    def __iter__(self) -> Iterator[str]:
        return iter(self._data)

    def __len__(self) -> int:
        return len(self._data)

    def whole(self) -> JsonDict:
        """The whole view as a plain dict (the one this mapping fills in, so do not read on)."""
        for key in list(self._later):
            self[key]
        return self._data
