"""Every game on the engine contract as an OpenSpiel game.

Importing this module registers each game of `regnum.games` with `pyspiel` as `regnum_<alias>`
(`regnum_kuf`, `regnum_kus`; a game without an alias uses its id, e.g. `regnum_fief`), so that
`pyspiel.load_game("regnum_kus", {"players": 3})` works in any OpenSpiel tool. The adapter knows
no game's rules: it only calls the contract (`new_game`, `legal_actions`, `apply`, `view`,
`determinize`, `to_json`/`from_json`, `winners`).

Decisions, documented in docs/research.md:

- **Chance.** A regnum game is a pure function of (configuration, seed, actions); its shuffles
  and dice come from the state's own generator. So the game opens with one explicit chance node
  that draws the seed uniformly from `range(SEEDS)`; every later random event follows from it and
  stays hidden in the state, exactly as an unseen, already-shuffled deck would. No player's
  information state contains the seed.
- **Utilities.** Win shares: each winner gets `1 / len(winners)`, everyone else 0, so returns
  always sum to 1 (constant-sum, range [0, 1]). A game stopped at the length cap (below) is a
  tie shared by every competing seat (`State.competitors`); a seat without a stake (Fief's
  treasurer and judge) always gets 0.
- **Length.** The engine enforces no limit, so the adapter does: `max_game_length` is
  `regnum.interop.max_decisions(game)`; reaching it ends the game as a tie shared by all. The
  caps are several times the longest game measured (docs/research.md), so they do not bind in
  practice.
- **Information state.** The player's current view plus every decision taken so far as the
  player saw it (`State.describe_action`: others' secret choices stay secret), so it recalls
  every decision; what chance showed only for a while is recalled as far as the view keeps it.
  Observation: the current view only.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from typing import Any

import numpy as np
import pyspiel

from regnum.engine.errors import InvalidOptionError
from regnum.engine.game import Game, OptionSpec, State
from regnum.engine.rng import Rng
from regnum.games import get, ids
from regnum.interop import max_decisions, short_name, win_shares
from regnum.interop.features import SEEN_SIZE, VIEW_SIZE, Tensor, hash_lines, hash_view

SEEDS = 1 << 16
_SEED_OUTCOMES = [(seed, 1.0 / SEEDS) for seed in range(SEEDS)]


def _is_number(text: str) -> bool:
    return text.lstrip("+-").isdigit()


def to_parameter(option: OptionSpec, value: str) -> bool | int | str:
    """An option value as an OpenSpiel parameter of one fixed type that survives a game string
    (which reads `true` as a boolean and `2` as an integer): switches are booleans, options with
    only numbers integers, and in options that mix words and numbers (`first_adviser=random|1..4`)
    a number is written with a leading `#` (`first_adviser=#2`)."""
    if set(option.choices) == {"true", "false"}:
        return value == "true"
    if all(_is_number(choice) for choice in option.choices):
        return int(value)
    return f"#{value}" if _is_number(value) else value


def from_parameter(value: object) -> str:
    """The option value an OpenSpiel parameter stands for (the inverse of `to_parameter`)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str) and value.startswith("#"):
        return value[1:]
    return str(value)


def _parameters(game: Game, players: int, options: Mapping[str, str]) -> dict[str, Any]:
    params: dict[str, Any] = {"players": players}
    for option in game.option_specs:
        params[option.name] = to_parameter(option, options[option.name])
    return params


def game_type(game: Game) -> pyspiel.GameType:
    """The static facts of `game` for OpenSpiel."""
    defaults = {option.name: option.default for option in game.option_specs}
    spec = _parameters(game, game.min_players, defaults)
    return pyspiel.GameType(
        short_name=short_name(game),
        long_name=f"regnum {game.name}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.CONSTANT_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=game.max_players,
        min_num_players=game.min_players,
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=spec,
    )


def _check_params(game: Game, params: Mapping[str, Any]) -> tuple[int, dict[str, str]]:
    """Player count and normalized options from OpenSpiel parameters. A bad count, a bad value
    or options that do not go together raise SpielError with the contract's message (pyspiel
    itself has already refused unknown names and wrongly typed values by then)."""
    players = params.get("players", game.min_players)
    options = {k: from_parameter(v) for k, v in params.items() if k != "players"}
    if (
        isinstance(players, bool)
        or not isinstance(players, int)
        or not game.min_players <= players <= game.max_players
    ):
        raise pyspiel.SpielError(
            f"{game.name} is for {game.min_players} to {game.max_players} players, not {players!r}"
        )
    try:
        normalized = game.normalize_options(options)
        game.new_game(players, 0, normalized)  # combinations are checked when a game starts
    except InvalidOptionError as err:
        raise pyspiel.SpielError(str(err)) from None
    return players, normalized


class RegnumGame(pyspiel.Game):  # type: ignore[misc]
    """One regnum game with a player count and options, as OpenSpiel sees it. `register` makes
    one subclass per game, naming the game in `game_id`."""

    game_id: str

    def __init__(self, params: Mapping[str, Any] | None = None) -> None:
        game = get(self.game_id)
        params = dict(params or {})
        self.regnum_game = game
        self.players, self.options = _check_params(game, params)
        info = pyspiel.GameInfo(
            num_distinct_actions=game.num_distinct_actions,
            max_chance_outcomes=SEEDS,
            num_players=self.players,
            min_utility=0.0,
            max_utility=1.0,
            utility_sum=1.0,
            max_game_length=max_decisions(game),
        )
        super().__init__(game_type(game), info, _parameters(game, self.players, self.options))

    def new_initial_state(self) -> RegnumState:
        return RegnumState(self)

    def make_py_observer(
        self,
        iig_obs_type: pyspiel.IIGObservationType | None = None,
        params: Mapping[str, Any] | None = None,
    ) -> ViewObserver:
        if params:
            raise ValueError(f"regnum observers take no parameters; got {dict(params)}")
        return ViewObserver(iig_obs_type or pyspiel.IIGObservationType(perfect_recall=False))


class Seen:
    """What one player saw happen, one line per decision (`p2: add knight`, or a secret kept
    secret by `State.describe_action`), with the lines' hashed tensor; both grow as the game
    does, so asking at every step stays linear in the game's length."""

    def __init__(self, lines: list[str], tensor: Tensor) -> None:
        self.lines = lines
        self.tensor = tensor

    def catch_up(self, state: State, actors: list[int], viewer: int) -> None:
        """Add the decisions since the last call. A resampled state's history holds only the
        decisions taken since it was drawn (it forgets the true ones), so `actors` may be longer
        than the history; the lines from before the draw were copied with the sample."""
        start = len(self.lines)
        game = state.game
        before = len(actors) - len(state.history)  # decisions the sample does not hold
        if start < before:
            raise ValueError("a resampled state does not hold the decisions before its draw")
        new = [
            f"p{actor + 1}: {state.describe_action(game.action(aid), actor, viewer)}"
            for actor, aid in zip(actors[start:], state.history[start - before :], strict=True)
        ]
        hash_lines(new, self.tensor, start)
        self.lines.extend(new)

    def copy(self) -> Seen:
        return Seen(list(self.lines), self.tensor.copy())


class Table:
    """The Python side of an OpenSpiel state: the regnum state (None until the seed is drawn) and
    who took each decision. OpenSpiel clones a Python state with `deepcopy` and serializes it
    with `pickle`; both go through the contract's `clone` and `to_json`/`from_json` here."""

    def __init__(self, state: State | None, actors: list[int]) -> None:
        self.state = state
        self.actors = actors
        # views and their tensors per seat (None: spectator), until the next action: OpenSpiel
        # asks for strings and tensors of both observers at every step
        self.views: dict[int | None, dict[str, Any]] = {}
        self.texts: dict[int | None, str] = {}
        self.tensors: dict[int | None, Tensor] = {}
        self.seen_by: dict[int, Seen] = {}

    def apply(self, actor: int, action: int) -> None:
        assert self.state is not None
        self.state.apply(action)
        self.actors.append(actor)
        self.views.clear()
        self.texts.clear()
        self.tensors.clear()

    def view(self, seat: int | None) -> dict[str, Any]:
        assert self.state is not None
        found = self.views.get(seat)
        if found is None:
            found = self.views[seat] = self.state.view(seat)
        return found

    def view_text(self, seat: int | None) -> str:
        """The view as canonical JSON (keys sorted, no blanks)."""
        found = self.texts.get(seat)
        if found is None:
            found = self.texts[seat] = json.dumps(
                self.view(seat), sort_keys=True, separators=(",", ":")
            )
        return found

    def view_tensor(self, seat: int | None) -> Tensor:
        found = self.tensors.get(seat)
        if found is None:
            found = self.tensors[seat] = np.zeros(VIEW_SIZE, np.float32)
            hash_view(self.view(seat), found)
        return found

    def seen(self, player: int) -> Seen:
        """Every decision so far as `player` saw it."""
        assert self.state is not None
        found = self.seen_by.get(player)
        if found is None:
            found = self.seen_by[player] = Seen([], np.zeros(SEEN_SIZE, np.float32))
        found.catch_up(self.state, self.actors, player)
        return found

    def __deepcopy__(self, memo: dict[int, Any]) -> Table:
        copy = Table(None if self.state is None else self.state.clone(), list(self.actors))
        copy.seen_by = {player: seen.copy() for player, seen in self.seen_by.items()}
        return copy

    def __reduce__(self) -> tuple[Callable[..., Table], tuple[Any, ...]]:
        if self.state is None:
            return (_restore, (None, None, self.actors))
        return (_restore, (self.state.game.id, json.dumps(self.state.to_json()), self.actors))


def _restore(game_id: str | None, data: str | None, actors: list[int]) -> Table:
    if game_id is None or data is None:
        return Table(None, actors)
    return Table(get(game_id).from_json(json.loads(data)), actors)


class RegnumState(pyspiel.State):  # type: ignore[misc]
    """An OpenSpiel state over a regnum state. Player ids are regnum seats."""

    def __init__(self, game: RegnumGame) -> None:
        super().__init__(game)
        self.table = Table(None, [])

    def _game(self) -> RegnumGame:
        game: RegnumGame = self.get_game()
        return game

    @property
    def regnum_state(self) -> State | None:
        """The contract state (None before the opening chance node)."""
        return self.table.state

    def _capped(self) -> bool:
        state = self.table.state
        return state is not None and len(self.table.actors) >= max_decisions(state.game)

    def current_player(self) -> int:
        state = self.table.state
        if state is None:
            return int(pyspiel.PlayerId.CHANCE)
        if state.is_over or self._capped():
            return int(pyspiel.PlayerId.TERMINAL)
        seat = state.current_player
        assert seat is not None
        return seat

    def _legal_actions(self, player: int) -> list[int]:
        state = self.table.state
        if state is None or player != self.current_player():
            return []
        return [action.id for action in state.legal_actions()]

    def chance_outcomes(self) -> list[tuple[int, float]]:
        return _SEED_OUTCOMES

    def _apply_action(self, action: int) -> None:
        if self.table.state is None:
            game = self._game()
            self.table.state = game.regnum_game.new_game(game.players, action, game.options)
            return
        self.table.apply(self.current_player(), action)

    def _action_to_string(self, player: int, action: int) -> str:
        if player == int(pyspiel.PlayerId.CHANCE):
            return f"seed {action}"
        return self._game().regnum_game.action(action).text

    def is_terminal(self) -> bool:
        return self.current_player() == int(pyspiel.PlayerId.TERMINAL)

    def returns(self) -> list[float]:
        state = self.table.state
        n = self._game().players
        if state is None or not self.is_terminal():
            return [0.0] * n
        return win_shares(state.winners if state.is_over else [], state.competitors, n)

    def seen(self, player: int) -> list[str]:
        """Every decision so far as `player` saw it: `p2: add knight`, or a secret hidden."""
        if self.table.state is None:
            return []
        return self.table.seen(player).lines

    def __str__(self) -> str:
        state = self.table.state
        if state is None:
            return "the seed is not drawn yet"
        return json.dumps(state.to_json(), sort_keys=True)


class ViewObserver:
    """OpenSpiel's observer interface over `State.view`. A single-player observation is that
    player's view; a public one (`private_info=NONE`) the spectator's view. With perfect recall
    the decisions seen so far are added. Tensors hash the same data (regnum.interop.features)."""

    def __init__(self, iig_obs_type: pyspiel.IIGObservationType) -> None:
        private = iig_obs_type.private_info
        if not iig_obs_type.public_info or private == pyspiel.PrivateInfoType.ALL_PLAYERS:
            raise ValueError(
                "regnum views mix public and private information: observers support "
                "public_info=True with private_info SINGLE_PLAYER (the player's view) or NONE "
                "(the spectator's view)"
            )
        self.private = private == pyspiel.PrivateInfoType.SINGLE_PLAYER
        self.recall = bool(iig_obs_type.perfect_recall)
        size = VIEW_SIZE + (SEEN_SIZE if self.recall else 0)
        self.tensor: Tensor = np.zeros(size, np.float32)
        self.dict: dict[str, Tensor] = {"view": self.tensor[:VIEW_SIZE]}
        if self.recall:
            self.dict["seen"] = self.tensor[VIEW_SIZE:]

    def set_from(self, state: RegnumState, player: int) -> None:
        self.tensor.fill(0.0)
        if state.regnum_state is None:
            return
        self.dict["view"][:] = state.table.view_tensor(player if self.private else None)
        if self.recall:
            self.dict["seen"][:] = state.table.seen(player).tensor

    def string_from(self, state: RegnumState, player: int) -> str:
        if state.regnum_state is None:
            return "the seed is not drawn yet"
        text = state.table.view_text(player if self.private else None)
        if self.recall:
            text += "\n" + "\n".join(state.seen(player))
        return text


def resampler(seed: int) -> Callable[[RegnumState, int], RegnumState]:
    """A resampler for OpenSpiel's ISMCTS (`bot.set_resampler(resampler(seed))`): a state
    consistent with `player`'s information, drawn by the contract's `determinize`. The sample
    forgets the true history, so every seat's record of past decisions in it is `player`'s own
    (what the others saw privately is hidden from `player`)."""
    rng = Rng(seed)

    def resample(state: RegnumState, player: int) -> RegnumState:
        inner = state.regnum_state
        if inner is None:
            raise ValueError("there is nothing to resample before the seed is drawn")
        sample = state._game().new_initial_state()
        sample.table = Table(inner.determinize(player, rng.spawn()), list(state.table.actors))
        recall = state.table.seen(player)
        sample.table.seen_by = {seat: recall.copy() for seat in range(inner.num_players)}
        return sample

    return resample


def register(game_id: str) -> str:
    """Register one regnum game with pyspiel (once); returns its OpenSpiel name."""
    game = get(game_id)
    name = short_name(game)
    if name not in pyspiel.registered_names():
        # A class, not a closure: pyspiel keeps the constructor in a C++ static that outlives the
        # interpreter, and only a class (kept alive by its own reference cycle) survives that
        # without a crash at exit.
        game_class = type(f"RegnumGame_{name}", (RegnumGame,), {"game_id": game.id})
        pyspiel.register_game(game_type(game), game_class)
    return name


def register_all() -> list[str]:
    """Register every game in the registry; returns their OpenSpiel names."""
    return [register(game_id) for game_id in ids()]


NAMES = register_all()
