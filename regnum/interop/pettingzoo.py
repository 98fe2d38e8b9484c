"""Every game on the engine contract as a PettingZoo AEC environment.

`env("kus", players=3)` is an `AECEnv` with agents `player_0`, `player_1`, ... (regnum seats
p1, p2, ...). Observations are dicts: `observation`, the player's view hashed into a fixed-size
float vector (regnum.interop.features), and `action_mask`, 1 for each legal action of the agent
to move (all 0 for the others). `reset(seed=s)` starts the game regnum would start with seed `s`
(`regnum play ... --seed s`); later resets without a seed draw their seeds from that one.

At the end every agent is terminated and gets its win share (1 / number of winners, else 0), as
in the OpenSpiel adapter. A game that reaches the adapter's length cap
(`regnum.interop.max_decisions`) is truncated instead, with no rewards.
"""

from __future__ import annotations

import secrets
from collections.abc import Mapping
from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from regnum.engine.errors import InvalidOptionError
from regnum.engine.game import Game, State
from regnum.engine.rng import Rng
from regnum.games import get
from regnum.interop import max_decisions, short_name, win_shares
from regnum.interop.features import VIEW_SIZE, Tensor, hash_view

Observation = dict[str, Any]

# A bound on every hashed feature sum, so the observation space is a finite Box; views hold
# counts, coordinates and scores far below it (tests/interop check each observation against it).
OBSERVATION_BOUND = 1e6


def _agent(seat: int) -> str:
    return f"player_{seat}"


class RegnumEnv(AECEnv[str, Observation, int]):  # type: ignore[misc]
    """A regnum game as a turn-based PettingZoo environment."""

    def __init__(
        self,
        game: str | Game,
        players: int | None = None,
        options: Mapping[str, Any] | None = None,
        render_mode: str | None = None,
    ) -> None:
        super().__init__()
        self.game = get(game) if isinstance(game, str) else game
        count = self.game.min_players if players is None else players
        if (
            isinstance(count, bool)
            or not isinstance(count, int)
            or not self.game.min_players <= count <= self.game.max_players
        ):
            raise ValueError(
                f"{self.game.name} is for {self.game.min_players} to {self.game.max_players} "
                f"players, not {count!r}"
            )
        try:
            self.options = self.game.normalize_options(options)
            self.game.new_game(count, 0, self.options)  # combinations are checked at the start
        except InvalidOptionError as err:
            raise ValueError(str(err)) from None
        if render_mode not in (None, "ansi"):
            raise ValueError(f"render_mode must be None or 'ansi', not {render_mode!r}")
        self.render_mode = render_mode
        self.metadata = {
            "name": f"{short_name(self.game)}_v{self.game.rules_version}",
            "render_modes": ["ansi"],
            "is_parallelizable": False,
        }
        self.num_players = count
        self.possible_agents = [_agent(seat) for seat in range(count)]
        actions = self.game.num_distinct_actions
        self.action_spaces = {agent: spaces.Discrete(actions) for agent in self.possible_agents}
        self.observation_spaces = {
            agent: spaces.Dict(
                {
                    "observation": spaces.Box(
                        -OBSERVATION_BOUND, OBSERVATION_BOUND, (VIEW_SIZE,), np.float32
                    ),
                    "action_mask": spaces.Box(0, 1, (actions,), np.int8),
                }
            )
            for agent in self.possible_agents
        }
        self._seeds: Rng | None = None
        self.game_state: State | None = None
        self._tensors: dict[int, Tensor] = {}

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """A new game. `options` is accepted for the PettingZoo API and unused: game options are
        given to the constructor."""
        if seed is not None:
            self._seeds = Rng(seed)
            game_seed = seed
        else:
            if self._seeds is None:
                self._seeds = Rng(secrets.randbits(64))
            game_seed = self._seeds.next64()
        self.game_state = self.game.new_game(self.num_players, game_seed, self.options)
        self._tensors = {}
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {agent: {} for agent in self.agents}
        self._select()

    def _select(self) -> None:
        assert self.game_state is not None
        seat = self.game_state.current_player
        if seat is not None:
            self.agent_selection = _agent(seat)
        elif self.agents:
            self.agent_selection = self.agents[0]

    def observe(self, agent: str) -> Observation:
        state = self._live()
        seat = self.possible_agents.index(agent)
        tensor = self._tensors.get(seat)
        if tensor is None:
            tensor = self._tensors[seat] = np.zeros(VIEW_SIZE, np.float32)
            hash_view(state.view(seat), tensor)
        mask = np.zeros(self.game.num_distinct_actions, np.int8)
        if state.current_player == seat:
            mask[[action.id for action in state.legal_actions()]] = 1
        return {"observation": tensor.copy(), "action_mask": mask}

    def _live(self) -> State:
        if self.game_state is None:
            raise RuntimeError("call reset() before using the environment")
        return self.game_state

    def step(self, action: int | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        state = self._live()
        if action is None:
            raise ValueError(f"{agent} is to move and must choose an action, not None")
        state.apply(int(action))  # an illegal action raises IllegalActionError, changing nothing
        self._cumulative_rewards[agent] = 0.0
        self._tensors = {}
        self._clear_rewards()
        if state.is_over:
            shares = win_shares(state.winners, state.competitors, self.num_players)
            self.rewards = dict(zip(self.possible_agents, shares, strict=True))
            self.terminations = dict.fromkeys(self.agents, True)
        elif len(state.history) >= max_decisions(self.game):
            self.truncations = dict.fromkeys(self.agents, True)
        self._select()
        self._accumulate_rewards()

    def render(self) -> str | None:
        """The board as text from the spectator's view (render_mode "ansi")."""
        if self.render_mode is None:
            return None
        return self.game.render_text(self._live().view(None))

    def close(self) -> None:
        """Nothing to release: the environment holds no files, windows or processes."""


def env(
    game: str,
    players: int | None = None,
    options: Mapping[str, Any] | None = None,
    render_mode: str | None = None,
) -> RegnumEnv:
    """The environment of `game` (an id or alias, e.g. "kus") for `players` seats."""
    return RegnumEnv(game, players, options, render_mode)
