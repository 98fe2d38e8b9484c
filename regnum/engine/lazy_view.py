"""A seat's view whose parts are built when first read, by the code that builds the view.

A bot playing every seat of a search's rollouts reads a few parts of a view at each step (the
phase, its hand, now and then the board) while a whole view costs most of the step. A game lists
its view's parts once, in the view's key order, as plain functions of (state, viewer); its view is
that table called part by part (`whole`), and its lazy view a `LazyParts` over the same table, so
the parts a bot reads are the view's own parts and cannot say more than the view does. The table
is shared by every view: a lazy view costs one object and an empty dict, not a closure per part.
`LazyView` is the older form, the cheap entries at once and a closure per costly part, which
Krone & Schwert's view still uses.

A part made of many small entries of the same shape (Fief's villages, stacks and lords) is cheaper
as a `Record` than as a dict or a lazy mapping: its values are one tuple, computed by the same
function for the whole view (`record_dict`) and the lazy one, under keys shared by every record of
its shape. Building a tuple costs a third of a dict of the same entries; reading an entry, a third
more.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import Any

from regnum.engine.game import JsonDict

# a part of a view: (state, viewer) -> the part's JSON (or a lazy mapping or sequence of it)
Part = Callable[[Any, Any], Any]


def whole(state: Any, viewer: Any, parts: Mapping[str, Part]) -> JsonDict:
    """The view of `parts` with every part built, in the table's key order."""
    return {key: part(state, viewer) for key, part in parts.items()}


class _Keyed(Mapping[str, Any]):
    """A mapping with the keys of `_keys`, in its order; what it holds is the subclass's."""

    __slots__ = ("_keys",)

    def __init__(self, keys: dict[str, Any]) -> None:
        self._keys = keys

    def __contains__(self, key: object) -> bool:
        return key in self._keys

    def __iter__(self) -> Iterator[str]:
        return iter(self._keys)

    def __len__(self) -> int:
        return len(self._keys)

    def get(self, key: str, default: Any = None) -> Any:
        """`Mapping.get` compiled (the inherited one runs interpreted; bots call it per decision)."""
        return self[key] if key in self._keys else default


# a record's keys in the view's order, each with its place in the record's values
Fields = dict[str, int]


def fields(*keys: str) -> Fields:
    return {key: place for place, key in enumerate(keys)}


def record_dict(keys: Fields, values: tuple[Any, ...]) -> JsonDict:
    """The record `values` under `keys` as the plain dict a whole view holds."""
    return {key: values[place] for key, place in keys.items()}


class Record(_Keyed):
    """The entries `keys` of `values` as a read-only mapping, in the keys' order (a lazy view's
    `record_dict`)."""

    __slots__ = ("_values",)

    def __init__(self, keys: Fields, values: tuple[Any, ...]) -> None:
        super().__init__(keys)
        self._values = values

    def __getitem__(self, key: str) -> Any:
        place: int = self._keys[key]
        return self._values[place]


class LazyParts(_Keyed):
    """The view of the table `parts`, in its key order, each part built on first reading from
    the state as it is then: read it before the state changes (a bot's decision), as a view
    taken then would be."""

    __slots__ = ("_built", "_parts", "_state", "_viewer")

    def __init__(self, state: Any, viewer: Any, parts: dict[str, Part]) -> None:
        super().__init__(parts)
        self._state = state
        self._viewer = viewer
        self._parts = parts
        self._built: JsonDict = {}

    def __getitem__(self, key: str) -> Any:
        built = self._built
        if key in built:
            return built[key]
        value = self._parts[key](self._state, self._viewer)
        built[key] = value
        return value


class LazyView(_Keyed):
    """The view `data`, in the view's key order, where each key of `later` holds a placeholder
    until it is read; reading it builds the part once, from the state as it is then: read it
    before the state changes (a bot's decision), as a view taken then would be."""

    __slots__ = ("_data", "_later")

    def __init__(self, data: JsonDict, later: dict[str, Callable[[], Any]]) -> None:
        super().__init__(data)
        self._data = data
        self._later = later

    def __getitem__(self, key: str) -> Any:
        if key in self._later:
            value = self._later.pop(key)()
            self._data[key] = value
            return value
        return self._data[key]

    def whole(self) -> JsonDict:
        """The whole view as a plain dict (the one this mapping fills in, so do not read on)."""
        for key in list(self._later):
            self[key]
        return self._data
