"""What a bot is given and what it returns. A bot never sees the true state: only an Observation."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

from regnum.engine.game import Action, Game, JsonDict, Player, State
from regnum.engine.rng import Rng


@dataclass(frozen=True)
class Observation:
    """Everything a seat may know when it must act: its view, its legal actions, and a sampler of
    full states consistent with that view (for search bots)."""

    game: Game
    player: Player
    view: JsonDict
    legal: Sequence[Action]
    determinize: Callable[[Rng], State]

    @classmethod
    def of(cls, state: State) -> Observation:
        player = state.current_player
        if player is None:
            raise ValueError("the game is over; nobody observes a decision")
        return cls(
            game=state.game,
            player=player,
            view=state.view(player),
            legal=state.legal_actions(),
            determinize=lambda rng: state.determinize(player, rng),
        )


class Bot(Protocol):
    name: str

    def choose(self, obs: Observation) -> Action: ...
