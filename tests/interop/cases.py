"""Every (game id, player count) on the contract, so the interop suites cover each game that is
registered, including ones added later."""

from __future__ import annotations

from regnum.games import get, shipped_ids

CASES = [
    (game_id, players)
    for game_id in shipped_ids()
    for players in range(get(game_id).min_players, get(game_id).max_players + 1)
]
CASE_IDS = [f"{game_id}-{players}p" for game_id, players in CASES]
