"""The header every game's saved state starts with, checked the same way for every game."""

from __future__ import annotations

from typing import Any

from regnum.engine.errors import RecordError, RegnumError
from regnum.engine.game import Game, State


def read_header(game: Game, data: Any) -> tuple[int, int, dict[str, str]]:
    """(num_players, seed, options) of a saved state of `game`; RecordError with the reason when
    the data is not an object, names another game or rules version, or holds a bad configuration."""
    if not isinstance(data, dict):
        raise RecordError("a saved state is a JSON object")
    if data.get("game") != game.id:
        raise RecordError(f"saved state is of game {data.get('game')!r}, not {game.id}")
    if data.get("rules_version") != game.rules_version:
        raise RecordError(
            f"saved state has rules version {data.get('rules_version')!r}, "
            f"this regnum has {game.rules_version}"
        )
    n = data.get("num_players")
    if not isinstance(n, int) or isinstance(n, bool) or not (
        game.min_players <= n <= game.max_players
    ):
        raise RecordError(f"saved state has an invalid player count {n!r}")
    seed = data.get("seed")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise RecordError("saved state has no integer seed")
    if not isinstance(data.get("options"), dict):
        raise RecordError("saved state field 'options' should be an object")
    try:
        options = game.normalize_options(data["options"])
    except RegnumError as err:
        raise RecordError(f"saved state has invalid options: {err}") from None
    return n, seed, options


def check_undo_depth(state: State) -> None:
    """A saved state can take back no more actions than its history holds."""
    depth = state.undo_depth
    if not 0 <= depth <= len(state.history):
        raise RecordError(
            f"saved state can take back {depth} actions but its history holds "
            f"{len(state.history)}"
        )
