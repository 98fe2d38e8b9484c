"""The research extra stays optional: the core package never imports the adapters or their
libraries."""

from __future__ import annotations

import subprocess
import sys

CORE_USE = """
import sys
import regnum.cli, regnum.games, regnum.bots, regnum.sim
from regnum.games import get, shipped_ids
for game_id in shipped_ids():
    state = get(game_id).new_game(get(game_id).min_players, 1)
    state.apply(state.legal_actions()[0])
loaded = [m for m in sys.modules
          if m.split(".")[0] in ("pyspiel", "open_spiel", "pettingzoo", "gymnasium")
          or m.startswith("regnum.interop")]
print(loaded)
"""


def test_the_core_package_does_not_import_the_research_libraries():
    result = subprocess.run(
        [sys.executable, "-c", CORE_USE], capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == "[]"
