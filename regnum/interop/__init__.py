"""Research adapters: every game on the engine contract for OpenSpiel (`regnum.interop.openspiel`)
and PettingZoo (`regnum.interop.pettingzoo`). They need the `research` extra
(`pip install regnum[research]`); the core package never imports them.

This module holds what both adapters share: names, the length cap and the utilities.
"""

from __future__ import annotations

from collections.abc import Sequence

from regnum.engine.game import Game

# The engine enforces no limit on a game's length, so the adapters do. The caps are several times
# the longest game measured (docs/research.md gives the runs), so they do not bind in practice; a
# game without an entry (a new one) gets the default until it is measured.
MAX_DECISIONS = {"krieg-und-frieden": 4000, "krone-und-schwert": 4000, "fief": 20000}
DEFAULT_MAX_DECISIONS = 20000


def short_name(game: Game) -> str:
    """The adapters' name of a game: `regnum_` and its first alias (`regnum_kuf`), or its id
    with `_` for `-` (`regnum_fief`)."""
    name = game.aliases[0] if game.aliases else game.id
    return "regnum_" + name.replace("-", "_")


def max_decisions(game: Game) -> int:
    """The number of decisions after which the adapters stop a game unfinished."""
    return MAX_DECISIONS.get(game.id, DEFAULT_MAX_DECISIONS)


def win_shares(winners: Sequence[int], competitors: Sequence[int], num_players: int) -> list[float]:
    """Each winner's share of one win (shared wins split it), 0 for the others. A game with no
    winner (stopped at the length cap) is a tie shared by the competing seats, so shares always
    sum to 1. A seat outside `State.competitors` (Fief's treasurer and judge) always gets 0: it
    has no stake, so its return says nothing of how it played."""
    if not winners:
        return [1.0 / len(competitors) if seat in competitors else 0.0
                for seat in range(num_players)]
    return [1.0 / len(winners) if seat in winners else 0.0 for seat in range(num_players)]
