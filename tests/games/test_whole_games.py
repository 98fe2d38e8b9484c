"""Every game at every player count: random games played to their end (no step cap), the game's
invariants and a JSON round trip checked after every decision (tests/whole_games.py).

Test time is bounded by the number of games per player count (GAMES), chosen from measured costs
(one Fief game is 400-5,000 decisions and about 2 s; one Krieg und Frieden or Krone & Schwert game
a tenth of that). Hypothesis picks the seeds; shrinking is off because a smaller seed is not a
simpler game, only another one, and replaying thousands of decisions per try would be slow.
"""

from __future__ import annotations

import pytest
from hypothesis import Phase, given, settings
from hypothesis import strategies as st

from regnum.games import get
from tests.games.fief.test_properties import check_invariants as fief_invariants
from tests.games.krieg_und_frieden.test_properties import check_invariants as kuf_invariants
from tests.games.krone_und_schwert.test_properties import check_invariants as kus_invariants
from tests.interop.cases import CASE_IDS, CASES
from tests.whole_games import play_to_the_end

INVARIANTS = {
    "krieg-und-frieden": kuf_invariants,
    "krone-und-schwert": kus_invariants,
    "fief": fief_invariants,
}
GAMES = {"krieg-und-frieden": 10, "krone-und-schwert": 8, "fief": 4}  # per player count


@pytest.mark.parametrize(("game_id", "players"), CASES, ids=CASE_IDS)
def test_random_games_to_the_end_keep_invariants_and_json(game_id, players):
    game = get(game_id)

    @settings(
        max_examples=GAMES[game_id],
        deadline=None,
        phases=(Phase.explicit, Phase.reuse, Phase.generate),
    )
    @given(seed=st.integers(0, 2**32 - 1))
    def plays_to_the_end(seed):
        play_to_the_end(game, players, seed, INVARIANTS[game_id])

    plays_to_the_end()
