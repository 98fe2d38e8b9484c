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
from regnum.engine.events import Event, EventParam, in_words, seat
from regnum.engine.rng import Rng

JsonDict = dict[str, Any]
# what a bot reads of a view: the whole view, or one built part by part as it is read
View = Mapping[str, Any]
Player = int
NOT_ALLOWED = "that action is not allowed at this point of the game"  # explain_illegal's default


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
    # The game's words for players, by id (English): what `State.result` and the pages name by
    # id (end reasons, score parts, cards, ...), in one place so that they can be translated.
    texts: ClassVar[Mapping[str, str]] = {}

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

    def label(self, action: Action) -> Event | None:
        """The action's words for a player, as an event's: `texts["label.<id>"]` with its
        `{param}` placeholders filled from `params` (numbers, text ids, seats written `p1`, proper
        names), so that buttons read in the page's language with the seats' names. None: the
        notation is shown. The notation itself stays what records, the API and the terminal use."""
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

    def __new__(cls, *args: Any) -> Self:
        """`cls.__new__(cls)` is a blank state for `clone` to fill, without running `__init__`
        (spelled out because a compiled class refuses `object.__new__` outside its `__new__`).
        Positional arguments only: compiled, a `**kwargs` here is a new dict at every clone, and
        the games build their states positionally; a subclass that wants keywords in its
        constructor defines its own `__new__`."""
        return object.__new__(cls)

    def __init__(self) -> None:
        self._legal: tuple[Action, ...] | None = None
        # How many of the last actions of `history` the seat to act may take back (`undone`);
        # kept by `apply`, saved by the games that have undoable actions.
        self.undo_depth = 0
        # The events told while an action is applied, when someone listens (`apply_narrated`).
        self.told: list[Event] | None = None
        # Whether `history` is also another state's list (`copy_engine_fields`): `apply` then
        # copies it before appending, so that a clone costs no copy of a long history.
        self._history_shared = False

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
        # actions are singletons (equality is identity): compared by `is`, the loop stays in C
        legal = self._legal
        if legal is not None and isinstance(action, Action) and any(a is action for a in legal):
            # the usual decision: one of the legal actions just listed, which are the game's own
            # (what `_resolve` gives back), so nothing to look up; a finished game lists none
            resolved = action
        else:
            resolved = self._resolve(action)
            if self.is_over:
                raise GameOverError("the game is over; no action can be applied")
            legal = self.legal_actions()
            if not any(a is resolved for a in legal):
                raise IllegalActionError(
                    resolved.text, self.explain_illegal(resolved), [a.text for a in legal],
                    self.refusal(resolved),
                )
        reversible = self._reversible(resolved)
        actor, chance = (self.current_player, self._chance()) if reversible else (None, None)
        self._legal = None
        self._apply(resolved)
        if self._history_shared:
            self.history = self.history[:]
            self._history_shared = False
        self.history.append(resolved.id)
        if reversible and self.current_player == actor and self._chance() == chance:
            self.undo_depth += 1
        else:
            self.undo_depth = 0

    def apply_narrated(self, action: Action | int | str) -> list[Event]:
        """`apply`, returning the events the rules told while applying it (see `tell`), for
        every viewer: `Event.seen_by` says what each one sees of them."""
        self.told = []
        try:
            self.apply(action)
            return self.told
        finally:
            self.told = None

    def tell(
        self,
        event_id: str,
        params: Mapping[str, EventParam],
        seats: tuple[Player, ...] | None = None,
        others: Event | None = None,
    ) -> None:
        """The rules say what happened: an event for the narrated log, kept only while someone
        listens (`apply_narrated`), so bots and simulations pay next to nothing for it. `seats`
        and `others` make it secret (`Event`). Where the parameters cost something to build
        (lists of cards) on a hot path, the rules build them only `if state.told is not None`."""
        if self.told is not None:
            self.told.append(Event(event_id, params, seats, others))

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

    # -- taking actions back ---------------------------------------------------------------
    def _reversible(self, action: Action) -> bool:
        """Whether `action`, a legal action about to be applied, may be taken back by the seat
        that takes it while that seat goes on acting: it shows nobody anything hidden (a card
        drawn, a hand shown), asks nothing of another seat and begins no new turn. `apply` then
        checks that the same seat acts next and that chance did not speak (`_chance`). Asked
        for every action, so it must be cheap. By default nothing is reversible."""
        return False

    def _chance(self) -> object:
        """A value that changes whenever chance speaks: the state of the game's random generator
        and the size of every face-down pile cards are turned up from. An action during which it
        changed drew or showed something hidden and is never undoable. Games with reversible
        actions return theirs."""
        return None

    def undone(self, steps: int = 1) -> State:
        """This game `steps` actions back, as a new state: the last `steps` actions of
        `history`, all of them within `undo_depth`, taken back by the seat to act. It is rebuilt
        from the configuration, the seed and the actions kept, so it is exactly the state those
        actions lead to: nothing hidden and no random draw can differ from what it was. Anything
        beyond `undo_depth` raises IllegalActionError and changes nothing."""
        if isinstance(steps, bool) or not isinstance(steps, int) or steps < 1:
            raise IllegalActionError("undo", "undo takes back one action or more")
        if steps > self.undo_depth:
            raise IllegalActionError("undo", self._no_undo(steps))
        earlier = self.game.new_game(self.num_players, self.seed, self.options)
        for action_id in self.history[:-steps]:
            earlier.apply(action_id)
        return earlier

    def _no_undo(self, steps: int) -> str:
        if self.undo_depth == 0:
            return (
                "nothing can be taken back now: only your own actions of this turn can be, while "
                "no other player has acted and nothing hidden was shown or drawn"
            )
        actions = "action" if self.undo_depth == 1 else "actions"
        return f"only your last {self.undo_depth} {actions} can be taken back, not {steps}"

    def describe_action(self, action: Action, player: Player, viewer: Player | None) -> str:
        """How `action`, taken by `player`, is shown to `viewer` (None: everyone at the table).
        A game with secret choices (a hidden vote) overrides this to hide what was chosen."""
        return action.text

    def describe_words(self, action: Action, player: Player, viewer: Player | None) -> Event | None:
        """`describe_action` as words (like `Game.label`: the id of a `label.<id>` text and its
        parameters), for a log in the reader's language: the action's own label where `viewer`
        reads the move as it was taken, else None (the game has no words for what it hides, and
        the log shows `describe_action`'s English). A game that hides some moves overrides this
        to word them too; it must never give the hidden move's own label to the others."""
        if self.describe_action(action, player, viewer) != action.text:
            return None
        return self.game.label(action)

    def refusal(self, action: Action) -> Event | None:
        """Why `action` is not allowed now, as words: the id of a `reason.<id>` text of the game's
        `texts` and its parameters, as an event's, so that a page says it in its language with
        the seats' names. None: the game has only `explain_illegal`'s English."""
        return None

    def explain_illegal(self, action: Action) -> str:
        """Why `action` is not allowed now, in words a player understands (in English: the
        `refusal` in the game's texts, seats as `p1`, `p2`, ...)."""
        words = self.refusal(action)
        if words is None:
            return NOT_ALLOWED
        names = [seat(player) for player in range(self.num_players)]
        return in_words(words.to_json(), self.game.texts, names, "reason")

    def relevant_actions(self) -> tuple[Action, ...]:
        """A short list of actions the seat to act may look for at this decision, legal or not
        (every card it could add to a bid, `bid` itself, ...): an interface shows the illegal
        ones greyed, with `explain_illegal` saying why. Legal actions outside it are offered as
        usual. By default: the legal actions, so that nothing is shown greyed."""
        return self.legal_actions()

    # -- what players see --------------------------------------------------------------------
    @abstractmethod
    def view(self, player: Player | None) -> JsonDict:
        """A JSON-safe dict of exactly what `player` may see; None is a spectator."""

    def lazy_view(self, player: Player) -> View:
        """`view(player)` for a bot playing inside a search, which reads a few of its parts at
        each step: a game may build the costly parts only when read (regnum.engine.lazy_view),
        with the code that builds the view. By default the whole view."""
        return self.view(player)

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

    @property
    def competitors(self) -> list[Player]:
        """The seats that play for the win, in seat order: only they are ranked, rated and given
        win shares. A seat outside them takes part without a stake (Fief's treasurer and judge):
        it never wins and is no loser either. By default every seat."""
        return list(range(self.num_players))

    def result(self) -> JsonDict | None:
        """The final result, once the game is over (None before): why it ended and how each
        seat's score is made up, by ids that `Game.texts` puts in words —
        `{"reason": id, "parts": [{"id", "values"}], "also": [{"id", "values"}]}`, one value per
        seat. The `parts` of a seat add up to its score (`scores`); `also` holds other figures
        the ranking uses (tie-breaks). By default nothing is broken down."""
        if not self.is_over:
            return None
        return {"reason": "over", "parts": [], "also": []}

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
        # shared until either state moves: only `apply` changes a history, and copies it first
        other.history = self.history
        self._history_shared = other._history_shared = True
        other._legal = self._legal
        other.undo_depth = self.undo_depth
        other.told = None  # a copy listens to nothing until asked

    @abstractmethod
    def to_json(self) -> JsonDict:
        """A lossless JSON-safe dict; `game.from_json(state.to_json())` equals this state."""

    def __eq__(self, other: object) -> bool:
        return isinstance(other, State) and self.to_json() == other.to_json()

    __hash__ = None  # type: ignore[assignment]
