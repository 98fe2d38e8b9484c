"""The state of a game of Krone & Schwert: plain tables of integers, cheap to clone and serialize.

Per-player tables are flat lists: `hands[p * 12 + card]`, `commits[p * 12 + card]` (cards laid
face down in a revolt), `built[p * 4 + k]` (k: castles, small cities, large cities, cathedrals).
Per-space tables (`owner`, `building`, `partner`, `cathedral`) are empty until the board is laid
out; `owner` and `building` are `bytes` (`spaces.py` says why), a free space's owner `FREE`.
Decks are lists whose last entry is the top card. Tables that change only now and then (the
layout, `partner`, `cathedral`, `announced`, the revolt's `sides`, `commits` and `queue`, the
log) are tuples, replaced when they change, and so are `owner` and `building`: clones share them
instead of copying them. The rules live in the other modules; this one holds the data and the
contract plumbing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from regnum.engine.events import Event
from regnum.engine.game import Action, JsonDict, Player, State
from regnum.engine.lazy_view import LazyView
from regnum.engine.rng import Rng
from regnum.games.krone_und_schwert.board import Board, Placement, board_for
from regnum.games.krone_und_schwert.data import END_ASIDE as END_ASIDE
from regnum.games.krone_und_schwert.data import END_DRAWN as END_DRAWN
from regnum.games.krone_und_schwert.data import END_IN_DECK as END_IN_DECK
from regnum.games.krone_und_schwert.data import (
    MARKERS_PER_PLAYER,
    NUM_CARD_KINDS,
    SUPPLY_CASTLES,
    SUPPLY_CATHEDRALS,
    SUPPLY_LARGE_CITIES,
    SUPPLY_SMALL_CITIES,
    Card,
)
from regnum.games.krone_und_schwert.data import Built as Built
from regnum.games.krone_und_schwert.legal import legal
from regnum.games.krone_und_schwert.phases import PHASE_NAMES as PHASE_NAMES
from regnum.games.krone_und_schwert.phases import Phase as Phase
from regnum.games.krone_und_schwert.spaces import owners
from regnum.games.krone_und_schwert.turn import apply

if TYPE_CHECKING:
    from regnum.games.krone_und_schwert.game import KroneUndSchwert

# Plain ints of `Built` for the hot helpers: compiled, an IntEnum member is an attribute lookup
_CASTLES: Final = int(Built.CASTLES)
_SMALL_CITIES: Final = int(Built.SMALL_CITIES)
_LARGE_CITIES: Final = int(Built.LARGE_CITIES)

# Revolt sides and cards, chosen in secret: others learn only that a choice was made.
SECRET_KINDS: Final = ("side", "commit")

# Integer fields serialized as they are.
INT_FIELDS: Final = (
    "rng", "phase", "actor", "turn_player", "first", "ap", "turn", "king", "attacked", "pending",
    "target", "leader", "end_card", "element", "people_swords", "people_crowns", "step",
    "undo_depth",
)
# Flat integer tables serialized as they are (as lists), in this order.
LIST_FIELDS: Final = (
    "history", "layout", "owner", "building", "partner", "cathedral", "supply", "markers",
    "built", "hands", "deck", "discard", "people", "vp", "announced", "pope", "sides", "commits",
    "queue", "attack_cards",
)
# Those of them that are tuples (shared by clones; the module docstring says why).
TUPLE_FIELDS: Final = frozenset({
    "layout", "partner", "cathedral", "announced", "sides", "commits", "queue",
})
# Those of them that are `bytes` (`spaces.py`), `owner` written with -1 for a free space.
BYTES_FIELDS: Final = frozenset({"owner", "building"})
# Why a game ended, indexed by "was the end card drawn" (seed, "Fin de partie" and "Exceptions").
END_REASONS: Final = ("last free space", "end card")

# Kinds of actions a seat may take back while it goes on acting (`KusState._reversible`).
_REVERSIBLE: Final = frozenset({
    "build", "build_large", "build_cathedral", "expand_with", "expand", "expand_done", "attack",
    "attack_with", "side", "commit", "place", "no_free_marker", "element",
})


class KusState(State):
    """One moment of a game. See the module docstring for the layout of the tables."""

    def __init__(self, game: KroneUndSchwert, num_players: int, seed: int,
                 options: dict[str, str]) -> None:
        super().__init__()
        n = num_players
        self.game = game
        self.num_players = n
        self.seed = seed
        self.options = options
        self.history = []
        self.rng_gen = Rng(seed)
        self.phase = Phase.SETUP
        self.actor = 0
        self.turn_player = 0
        self.first = 0  # the first player (chosen at random)
        self.ap = 0
        self.turn = -1  # turns started so far minus one; the first round is turn < n
        self.king = -1
        self.attacked = 0
        self.pending = 0  # markers left to place (setup, free placement) or expansion shields left
        self.step = 0  # setup: placements made; expansion: spaces taken
        self.target = -1  # the space under attack
        self.leader = -1  # the leader of a revolt
        self.end_card = END_ASIDE
        self.element = -1  # the board element being placed
        self.people_swords = 0  # swords face up, counting against the king
        self.people_crowns = 0  # crowns discarded
        self.layout: tuple[int, ...] = ()  # placements, four integers each
        self.owner = b""
        self.building = b""
        self.partner: tuple[int, ...] = ()  # the other space of a large city, or -1
        self.cathedral: tuple[int, ...] = ()
        self.supply = [SUPPLY_CASTLES, SUPPLY_SMALL_CITIES, SUPPLY_LARGE_CITIES, SUPPLY_CATHEDRALS]
        self.markers = [MARKERS_PER_PLAYER] * n
        self.built = [0] * (n * 4)
        self.hands = [0] * (n * NUM_CARD_KINDS)
        self.deck: list[int] = []
        self.discard = [0] * NUM_CARD_KINDS
        self.people: list[int] = []
        self.vp = [0] * n
        self.announced = (-1,) * n  # VP made public by a new king
        self.pope = [0] * n
        self.sides = (-1,) * n  # revolt: 0 king, 1 revolt, -1 not chosen
        self.commits = (0,) * (n * NUM_CARD_KINDS)
        self.queue: tuple[int, ...] = ()  # revolt: seats still to commit, the first one acting
        self.attack_cards = [0] * NUM_CARD_KINDS
        self.log: tuple[str, ...] = ()
        self._board: Board | None = None

    @property
    def rng(self) -> int:
        return self.rng_gen.state

    @property
    def board(self) -> Board:
        """The laid-out board (computed once, then shared by clones)."""
        if self._board is None:
            self._board = board_for(self.placements())
        return self._board

    def set_layout(self, placements: tuple[Placement, ...]) -> None:
        self.layout = tuple(v for placement in placements for v in placement)
        self._board = None

    def placements(self) -> tuple[Placement, ...]:
        lay = self.layout
        return tuple((lay[i], lay[i + 1], lay[i + 2], lay[i + 3]) for i in range(0, len(lay), 4))

    # -- contract ------------------------------------------------------------------------------
    @property
    def current_player(self) -> Player | None:
        return None if self.phase == Phase.OVER else self.actor

    @property
    def is_over(self) -> bool:
        return self.phase == Phase.OVER

    def _legal_actions(self) -> list[Action]:
        return legal(self)

    def _apply(self, action: Action) -> None:
        apply(self, action)

    def _reversible(self, action: Action) -> bool:
        """Within a turn: not taxing, building, Papstbesuch, an expansion's card and spaces, an
        attack's target and cards before `attack go`, a free marker, a revolt side and cards
        before `commit done`, a board element before it is put down. A build that crowns the
        first king shuffles the pile, which `_chance` sees."""
        kind = action.kind
        if kind == "tax":
            return action.args[0] == 0
        if kind == "play":
            return action.args[0] == Card.POPE_VISIT
        return kind in _REVERSIBLE

    def _chance(self) -> object:
        return self.rng_gen.state, len(self.deck), len(self.people)

    def describe_action(self, action: Action, player: Player, viewer: Player | None) -> str:
        """Revolt sides and cards are committed secretly and simultaneously: others see only that
        a choice was made (the count reveals them all at once)."""
        if viewer != player and action.kind in SECRET_KINDS:
            return "commits a secret choice" if action.kind == "side" else "lays a card face down"
        return action.text

    def describe_words(self, action: Action, player: Player, viewer: Player | None) -> Event | None:
        """The secret choices in words that hold nothing of what was chosen."""
        if viewer != player and action.kind in SECRET_KINDS:
            return Event(f"secret.{action.kind}", {})
        return self.game.label(action)

    def refusal(self, action: Action) -> Event:
        from regnum.games.krone_und_schwert.explain import explain

        return explain(self, action)

    def relevant_actions(self) -> tuple[Action, ...]:
        from regnum.games.krone_und_schwert.explain import relevant

        return relevant(self)

    def view(self, player: Player | None) -> JsonDict:
        from regnum.games.krone_und_schwert.views import view

        return view(self, player)

    def lazy_view(self, player: Player) -> LazyView:
        from regnum.games.krone_und_schwert.views import lazy_view

        return lazy_view(self, player)

    def determinize(self, player: Player, rng: Rng) -> KusState:
        from regnum.games.krone_und_schwert.views import determinize

        return determinize(self, player, rng)

    @property
    def scores(self) -> list[int]:
        return list(self.vp)

    @property
    def winners(self) -> list[Player]:
        """Most VP; *decided*: equal VP share the victory (the seed names no tie-break)."""
        if self.phase != Phase.OVER:
            return []
        best = max(self.vp)
        return [p for p in range(self.num_players) if self.vp[p] == best]

    @property
    def end_reason(self) -> str | None:
        """Why the game ended: the end card drawn (it is only in the pile once a new king reached
        the threshold) or the last free space taken; None while it goes on."""
        if self.phase != Phase.OVER:
            return None
        return END_REASONS[self.end_card == END_DRAWN]

    def result(self) -> JsonDict | None:
        from regnum.games.krone_und_schwert.result import result

        return result(self) if self.is_over else None

    def stats(self) -> dict[str, float]:
        """Over a series their means are shares: how often each end came, and how often a king
        reached the threshold that puts the end card into the pile."""
        n = self.num_players
        return {
            "decisions": float(len(self.history)),
            "turns": float(self.turn + 1),
            "rounds": float((self.turn + 1) / n),
            "has_king": float(self.king >= 0),
            "buildings": float(sum(self.built)),
            "free_spaces": float(self.free_spaces()),
            "end_card_drawn": float(self.end_reason == END_REASONS[True]),
            "end_last_free_space": float(self.end_reason == END_REASONS[False]),
            "end_threshold_reached": float(self.end_card != END_ASIDE),
        }

    # -- helpers used across the rules ---------------------------------------------------------
    def hand(self, p: int) -> list[int]:
        return self.hands[p * NUM_CARD_KINDS:(p + 1) * NUM_CARD_KINDS]

    def hand_size(self, p: int) -> int:
        return sum(self.hands[p * NUM_CARD_KINDS:(p + 1) * NUM_CARD_KINDS])

    def holds(self, p: int, card: int) -> int:
        return self.hands[p * NUM_CARD_KINDS + card]

    def castles(self, p: int) -> int:
        return self.built[p * 4 + _CASTLES]

    def cities(self, p: int) -> int:
        return self.built[p * 4 + _SMALL_CITIES] + self.built[p * 4 + _LARGE_CITIES]

    def cathedrals(self, p: int) -> int:
        return self.built[p * 4 + Built.CATHEDRALS]

    def on_board(self, p: int) -> int:
        return MARKERS_PER_PLAYER - self.markers[p]

    def free_spaces(self) -> int:
        if not self.owner:
            return 0
        return len(self.owner) - sum(self.on_board(p) for p in range(self.num_players))

    def card_total(self) -> list[int]:
        """Event cards of each kind everywhere: always CARD_COUNTS (the property tests check)."""
        n = self.num_players
        totals = list(self.discard)
        for c in self.deck:
            totals[c] += 1
        for i in range(n * NUM_CARD_KINDS):
            totals[i % NUM_CARD_KINDS] += self.hands[i] + self.commits[i]
        for c in range(NUM_CARD_KINDS):
            totals[c] += self.attack_cards[c]
        totals[Card.POPE_VISIT] += sum(self.pope)
        totals[Card.GAME_END] += self.end_card != END_IN_DECK
        return totals

    def people_total(self) -> int:
        return len(self.people) + self.people_swords + self.people_crowns

    def say(self, text: str) -> None:
        """A public event, kept for the terminal and the view (the last few only)."""
        self.log = (*self.log, text)[-12:]

    # -- copies and persistence ----------------------------------------------------------------
    def clone(self) -> KusState:
        """A copy sharing nothing mutable but the options, and the tuples and bytes (field by field:
        compiled, that is a few machine words per field; `test_clone_copies_every_field` checks
        the list)."""
        other = KusState.__new__(KusState)
        self.copy_engine_fields(other)
        other.rng_gen = self.rng_gen.clone()
        other.phase = self.phase
        other.actor = self.actor
        other.turn_player = self.turn_player
        other.first = self.first
        other.ap = self.ap
        other.turn = self.turn
        other.king = self.king
        other.attacked = self.attacked
        other.pending = self.pending
        other.step = self.step
        other.target = self.target
        other.leader = self.leader
        other.end_card = self.end_card
        other.element = self.element
        other.people_swords = self.people_swords
        other.people_crowns = self.people_crowns
        other.layout = self.layout
        other.owner = self.owner
        other.building = self.building
        other.partner = self.partner
        other.cathedral = self.cathedral
        other.supply = self.supply[:]
        other.markers = self.markers[:]
        other.built = self.built[:]
        other.hands = self.hands[:]
        other.deck = self.deck[:]
        other.discard = self.discard[:]
        other.people = self.people[:]
        other.vp = self.vp[:]
        other.announced = self.announced
        other.pope = self.pope[:]
        other.sides = self.sides
        other.commits = self.commits
        other.queue = self.queue
        other.attack_cards = self.attack_cards[:]
        other.log = self.log
        other._board = self._board
        return other

    def to_json(self) -> JsonDict:
        data: JsonDict = {
            "game": self.game.id,
            "rules_version": self.game.rules_version,
            "num_players": self.num_players,
            "seed": self.seed,
            "options": dict(self.options),
            "log": list(self.log),
        }
        for name in INT_FIELDS:
            data[name] = int(getattr(self, name))
        for name in LIST_FIELDS:
            data[name] = owners(self.owner) if name == "owner" else list(getattr(self, name))
        return data
