"""Checking the options a game is started with against the game's own option specs."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from regnum.engine.errors import InvalidOptionError

if TYPE_CHECKING:
    from regnum.engine.game import Game


def describe(game: Game) -> str:
    """The valid options of a game, one per line, for error messages and --help."""
    if not game.option_specs:
        return f"{game.name} takes no options"
    return "\n".join(
        f"  {s.name}={'|'.join(s.choices)} (default {s.default}): {s.help}"
        for s in game.option_specs
    )


def normalize(game: Game, options: Mapping[str, Any] | None) -> dict[str, str]:
    """Fill in defaults; refuse unknown names and values, listing what is valid."""
    specs = {s.name: s for s in game.option_specs}
    result = {s.name: s.default for s in game.option_specs}
    for name, value in (options or {}).items():
        spec = specs.get(name)
        if spec is None:
            raise InvalidOptionError(
                f"unknown option {name!r} for {game.name}; valid options:\n{describe(game)}"
            )
        text = str(value).lower() if isinstance(value, bool) else str(value)
        if text not in spec.choices:
            raise InvalidOptionError(
                f"option {name}={text!r} is not valid; {name} takes one of "
                f"{', '.join(spec.choices)}\nvalid options:\n{describe(game)}"
            )
        result[name] = text
    return result


def parse_pairs(pairs: list[str]) -> dict[str, str]:
    """`["k=v", ...]` from a command line into a dict; a pair without '=' is refused."""
    out: dict[str, str] = {}
    for pair in pairs:
        name, sep, value = pair.partition("=")
        if not sep or not name.strip():
            raise InvalidOptionError(f"option {pair!r} is not of the form NAME=VALUE")
        out[name.strip()] = value.strip()
    return out
