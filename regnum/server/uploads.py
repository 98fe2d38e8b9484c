"""Checks on an uploaded record before the engine reads it. A record's digest is a plain SHA-256
that anyone can recompute after editing the file, so an upload is untrusted input: it must meet
the rules of a table created through the API, and its shape is bounded before anything walks it
recursively (the digest, the engine)."""

from __future__ import annotations

from typing import Any

from regnum.server.errors import Unprocessable
from regnum.server.store import BOT, HUMAN, Seat, check_seed, seat_name

# A record is an object of scalars, lists of strings and an object of option values: depth 2.
MAX_NESTING = 4


def nesting_depth(data: Any, limit: int) -> int:
    """How deeply lists and objects nest in `data` (a scalar: 0), counted without recursion
    and only up to `limit` + 1."""
    deepest = 0
    pending: list[tuple[Any, int]] = [(data, 0)]
    while pending:
        value, depth = pending.pop()
        if isinstance(value, dict | list):
            depth += 1
            deepest = max(deepest, depth)
            if deepest > limit:
                break
            pending.extend(
                (item, depth) for item in (value.values() if isinstance(value, dict) else value)
            )
    return deepest


def check_upload(data: Any) -> None:
    """Refuse what no record of a game played here holds: deep nesting, option values other than
    strings, integers and booleans (as `POST /api/tables` takes them), a seed out of range."""
    if nesting_depth(data, MAX_NESTING) > MAX_NESTING:
        raise Unprocessable(f"a record nests lists and objects at most {MAX_NESTING} deep")
    if not isinstance(data, dict):
        return  # the engine says what is wrong with it
    options = data.get("options")
    if isinstance(options, dict) and not all(
        isinstance(v, str | int | bool) for v in options.values()
    ):
        raise Unprocessable("a record's option values are strings, integers or booleans")
    seed = data.get("seed")
    if isinstance(seed, int) and not isinstance(seed, bool):
        check_seed(seed)


def record_seats(entries: list[str], bots: list[str]) -> list[Seat]:
    """The seats of an imported table: a bot where the record names one of the game's bots, else
    a human seat under the name the record gives (the rules of `store.seat_name`)."""
    return [
        Seat(i, BOT, f"{entry} bot", bot=entry, joined=True)
        if entry in bots
        else Seat(i, HUMAN, seat_name(entry if entry != HUMAN else None, i), joined=True)
        for i, entry in enumerate(entries)
    ]
