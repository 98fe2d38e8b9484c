"""The baseline: uniform over the legal actions."""

from __future__ import annotations

from regnum.bots.base import Observation
from regnum.engine.game import Action
from regnum.engine.rng import Rng


class RandomBot:
    name = "random"
    samples = False

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)

    def choose(self, obs: Observation) -> Action:
        return self.rng.choice(list(obs.legal))
