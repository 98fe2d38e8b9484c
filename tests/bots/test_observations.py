"""Bots only ever receive Observations: the loop that plays bots hands them nothing else."""

from __future__ import annotations

import pytest

from regnum.bots import Bot, Observation, make
from regnum.engine.game import Action, Game
from regnum.games import get
from regnum.sim import simulate

SEATS = ["ismcts:iters=2:depth=2", "random", "heuristic", "random"]


class SpyBot:
    """Records what it is given and what it answers, playing like the bot it wraps."""

    def __init__(self, inner: Bot, seen: list[tuple[object, Action]]) -> None:
        self.name = inner.name
        self.samples = inner.samples
        self.inner = inner
        self.seen = seen

    def choose(self, obs: Observation) -> Action:
        action = self.inner.choose(obs)
        self.seen.append((obs, action))
        return action


@pytest.mark.parametrize("game_id", ["kuf", "kus"])
def test_the_game_loop_passes_only_observations_of_the_own_view(
    monkeypatch: pytest.MonkeyPatch, game_id: str
) -> None:
    seen: list[tuple[object, Action]] = []

    def spying_make(name: str, game: Game, seed: int) -> Bot:
        return SpyBot(make(name, game, seed), seen)

    monkeypatch.setattr(simulate, "make", spying_make)
    game = get(game_id)
    result = simulate.play_game(game, 4, 5, SEATS)
    assert len(seen) == result["decisions"] > 0
    replay = game.new_game(4, 5)
    for obs, action in seen:
        assert type(obs) is Observation
        assert obs.player == replay.current_player
        assert obs.view == replay.view(obs.player)
        assert tuple(obs.legal) == replay.legal_actions()
        replay.apply(action)
    assert replay.is_over and replay.winners == result["winners"]
