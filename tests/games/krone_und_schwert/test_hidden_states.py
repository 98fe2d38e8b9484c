"""The contract's view, determinize and JSON checks on the states random play seldom reaches:
attacks, defences and revolts under way (from games with heuristic players)."""

from __future__ import annotations

from regnum.bots import Observation, make
from regnum.engine.rng import Rng
from regnum.games.krone_und_schwert.state import Phase
from tests.contract import check_json, check_views

from .helpers import GAME

SECRET_PHASES = (Phase.ATTACK, Phase.DEFEND, Phase.REVOLT_SIDE, Phase.REVOLT_CARDS)


def test_views_and_json_during_attacks_and_revolts():
    seen = {phase: 0 for phase in SECRET_PHASES}
    rng = Rng(5)
    for seed in range(12):
        n = 3 + seed % 3
        state = GAME.new_game(n, seed)
        bots = [make("heuristic" if p % 2 == 0 else "random", GAME, seed * 10 + p)
                for p in range(n)]
        while not state.is_over:
            if state.phase in SECRET_PHASES and seen[state.phase] < 25:
                seen[state.phase] += 1
                where = f"seed {seed} step {len(state.history)}"
                check_views(state, rng, where)
                check_json(GAME, state, where)
            state.apply(bots[state.current_player].choose(Observation.of(state)))
    assert all(count >= 5 for count in seen.values()), seen
