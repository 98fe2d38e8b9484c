"""The engine contract every game fulfils: `Game`, `State` and `Action`.

Everything outside `regnum.games` (terminal, server, bots, simulation, adapters) talks to a game
only through these classes. See docs/api.md for the contract in prose.
"""

from __future__ import annotations

from abc import ABCMeta, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Self

from mypy_extensions import mypyc_attr

from regnum.engine.errors import GameOverError, IllegalActionError, MalformedActionError
from regnum.engine.rng import Rng

JsonDict = dict[str, Any]
Player = int


@dataclass(frozen=True, slots=True, eq=False)
class Action:
    """One entry of a game's fixed action space. Actions are singletons of their game's table, so
    equality is identity (fast membership tests in `apply`).

    `id` is stable across versions of the same rules (`Game.rules_version`); `text` is the notation a
    player types and `Game.parse_action` reads back. `kind` and `args` are for the game's own rules.
    """

    id: int
    text: str
    kind: str
    args: tuple[int, ...] = ()

    def __str__(self) -> str:
        return self.text


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """One option a game accepts at `new_game`, with its allowed values and default."""

    name: str
    help: str
    choices: tuple[str, ...]
    default: str


@mypyc_attr(allow_interpreted_subclasses=True)
class Game(metaclass=ABCMeta):
    """Static facts of a game and the entry points that create or restore states. A game's facts
    are class attributes of its subclass (which may stay plain Python in a compiled build)."""

    id: ClassVar[str]
    name: ClassVar[str]
    aliases: ClassVar[tuple[str, ...]] = ()
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    rules_version: ClassVar[int]
    actions: ClassVar[Sequence[Action]]
    option_specs: ClassVar[Sequence[OptionSpec]] = ()

    def __init__(self) -> None:
        self._by_text = {a.text: a for a in self.actions}

    @property
    def num_distinct_actions(self) -> int:
        return len(self.actions)

    def action(self, action_id: int) -> Action:
        if not 0 <= action_id < len(self.actions):
            raise MalformedActionError(
                str(action_id), f"action ids of {self.id} run from 0 to {len(self.actions) - 1}"
            )
        return self.actions[action_id]

    def parse_action(self, text: str) -> Action:
        """The action whose notation is `text` (surrounding blanks and case ignored)."""
        key = " ".join(text.strip().lower().split())
        found = self._by_text.get(key)
        if found is None:
            raise MalformedActionError(text, f"{self.name} has no action written like that")
        return found

    def normalize_options(self, options: Mapping[str, Any] | None) -> dict[str, str]:
        """Options with defaults filled in; an unknown option or value is refused with the list."""
        from regnum.engine.options import normalize

        return normalize(self, options)

    @abstractmethod
    def new_game(
        self, num_players: int, seed: int, options: Mapping[str, Any] | None = None
    ) -> State:
        """A new game. `options` holds variants and switches; invalid ones raise InvalidOptionError."""

    @abstractmethod
    def from_json(self, data: JsonDict) -> State:
        """Restore a state written by `State.to_json`; corrupt data raises RecordError."""

    def render_text(self, view: JsonDict) -> str:
        """The board as text for the terminal, drawn from a view (never from a full state)."""
        import json

        return json.dumps(view, indent=1, ensure_ascii=False)

    def render_svg(self, view: JsonDict, actions: Sequence[Action] = ()) -> str | None:
        """The board as a standalone SVG document drawn from a view, for the browser; None when
        the game has no drawing. An element that stands for one of `actions` (a card to add to a
        bid, a site to build on, a space to move to) carries `data-action="<id>"` so that a client
        can make it clickable; every legal action must stay reachable without the drawing too."""
        return None


@mypyc_attr(allow_interpreted_subclasses=True)
class State(metaclass=ABCMeta):
    """One moment of a game. Mutable: `apply` advances it in place; `clone` copies it. Games
    outside the compiled core (a test's toy game, a plug-in) subclass it in plain Python."""

    game: Game
    num_players: int
    seed: int
    options: dict[str, str]
    history: list[int]

    def __new__(cls, *args: Any, **kwargs: Any) -> Self:
        """`cls.__new__(cls)` is a blank state for `clone` to fill, without running `__init__`
        (spelled out because a compiled class refuses `object.__new__` outside its `__new__`)."""
        return object.__new__(cls)

    def __init__(self) -> None:
        self._legal: tuple[Action, ...] | None = None

    # -- who acts and what they may do ------------------------------------------------------
    @property
    @abstractmethod
    def current_player(self) -> Player | None:
        """The seat that must act now, or None when the game is over."""

    @abstractmethod
    def _legal_actions(self) -> list[Action]:
        """The actions open to the current player, in action-id order (the game computes them)."""

    def legal_actions(self) -> tuple[Action, ...]:
        """The actions open to the current player, in action-id order (cached until the next apply)."""
        if self._legal is None:
            self._legal = tuple(self._legal_actions())
        return self._legal

    def apply(self, action: Action | int | str) -> None:
        """Validate `action`, then apply it. An illegal action raises and changes nothing."""
        resolved = self._resolve(action)
        if self.is_over:
            raise GameOverError("the game is over; no action can be applied")
        legal = self.legal_actions()
        if resolved not in legal:
            raise IllegalActionError(
                resolved.text, self.explain_illegal(resolved), [a.text for a in legal]
            )
        self._legal = None
        self._apply(resolved)
        self.history.append(resolved.id)

    def _resolve(self, action: Action | int | str) -> Action:
        if isinstance(action, Action):
            return self.game.action(action.id)
        if isinstance(action, bool):
            raise MalformedActionError(str(action), "an action is an Action, an id or a notation")
        if isinstance(action, int):
            return self.game.action(action)
        try:
            return self.game.parse_action(action)
        except MalformedActionError as err:
            legal = [] if self.is_over else [a.text for a in self.legal_actions()]
            raise MalformedActionError(err.text, err.reason, legal) from None

    @abstractmethod
    def _apply(self, action: Action) -> None:
        """Apply an action already known to be legal."""

    def describe_action(self, action: Action, player: Player, viewer: Player | None) -> str:
        """How `action`, taken by `player`, is shown to `viewer` (None: everyone at the table).
        A game with secret choices (a hidden vote) overrides this to hide what was chosen."""
        return action.text

    def explain_illegal(self, action: Action) -> str:
        """Why `action` is not allowed now, in words a player understands."""
        return "that action is not allowed at this point of the game"

    # -- what players see --------------------------------------------------------------------
    @abstractmethod
    def view(self, player: Player | None) -> JsonDict:
        """A JSON-safe dict of exactly what `player` may see; None is a spectator."""

    @abstractmethod
    def determinize(self, player: Player, rng: Rng) -> State:
        """A full state consistent with all `player` has seen, hidden parts resampled with `rng`."""

    # -- outcome -----------------------------------------------------------------------------
    @property
    @abstractmethod
    def is_over(self) -> bool: ...

    @property
    @abstractmethod
    def scores(self) -> list[int]:
        """Each seat's score as the rules count it (victory points, seals, ...)."""

    @property
    @abstractmethod
    def winners(self) -> list[Player]:
        """The winning seats once the game is over (ties broken as the rules say; may share)."""

    def stats(self) -> dict[str, float]:
        """Game-specific figures for simulation summaries (e.g. game length in years)."""
        return {"decisions": float(len(self.history))}

    # -- copies and persistence ------------------------------------------------------------
    @abstractmethod
    def clone(self) -> State:
        """An independent copy: a game makes a blank one with `cls.__new__(cls)`, gives it the
        engine's fields with `copy_engine_fields` and copies its own tables."""

    def copy_engine_fields(self, other: State) -> None:
        """Give `other`, a blank state, this state's fields that every game has."""
        other.game = self.game
        other.num_players = self.num_players
        other.seed = self.seed
        other.options = self.options  # fixed at `new_game`, never changed: shared
        other.history = self.history[:]
        other._legal = self._legal

    @abstractmethod
    def to_json(self) -> JsonDict:
        """A lossless JSON-safe dict; `game.from_json(state.to_json())` equals this state."""

    def __eq__(self, other: object) -> bool:
        return isinstance(other, State) and self.to_json() == other.to_json()

    __hash__ = None  # type: ignore[assignment]
