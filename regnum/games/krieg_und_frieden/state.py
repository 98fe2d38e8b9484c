"""The state of a game of Krieg und Frieden: plain lists of integers, cheap to clone and to serialize.

Per-player tables are flat lists: `hands[p * 4 + r]`, `agenda_hands[p * 8 + k]`,
`known[(viewer * n + target) * 8 + i]` (i < 4: hand, i >= 4: plunder). The rules live in the phase
modules (winter, spring, summer, autumn); this module holds the data and the contract plumbing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from regnum.engine.errors import RecordError
from regnum.engine.events import Event
from regnum.engine.game import Action, JsonDict, Player, State, View
from regnum.engine.rng import Rng
from regnum.engine.saved_state import check_undo_depth, read_header
from regnum.games.krieg_und_frieden.data import (
    CARDS_PER_RESOURCE,
    HUTS_PER_PLAYER,
    NUM_AGENDA_KINDS,
    PRIVILEGES_PER_TYPE,
    TITHE_LIMIT,
    VALUE_FLAT,
)
from regnum.games.krieg_und_frieden.phases import PHASE_NAMES as PHASE_NAMES
from regnum.games.krieg_und_frieden.phases import STEP_NAMES as STEP_NAMES
from regnum.games.krieg_und_frieden.phases import Phase as Phase
from regnum.games.krieg_und_frieden.phases import Step as Step
from regnum.games.krieg_und_frieden.rules import apply, begin, legal

if TYPE_CHECKING:
    from regnum.games.krieg_und_frieden.game import KriegUndFrieden


# Integer fields serialized as they are, in this order.
_INT_FIELDS: Final = (
    "year",
    "phase",
    "step",
    "actor",
    "adviser",
    "agenda",
    "sections",
    "changes",
    "winter_next",
    "high",
    "high_bidder",
    "summer_turns",
    "attacker",
    "target",
    "autumn_next",
    "undo_depth",
)
# Flat integer lists serialized as they are.
_LIST_FIELDS: Final = (
    "deck",
    "discard",
    "hands",
    "plunder",
    "agenda_hands",
    "agenda_out",
    "farmsteads",
    "workers",
    "seals",
    "privileges",
    "builders",
    "passed_at",
    "pending",
    "bid_passed",
    "plundered",
    "income_received",
    "hut_seals",
    "known",
    "agenda_known",
    "shown",
)

# Actions a seat may take back while it goes on acting (`KufState._reversible`).
_REVERSIBLE: Final = frozenset({"add", "assign", "build"})


class KufState(State):
    """One moment of a game. See the module docstring for the layout of the tables."""

    def __init__(
        self, game: KriegUndFrieden, num_players: int, seed: int, options: dict[str, str]
    ) -> None:
        super().__init__()
        n = num_players
        self.game = game
        self.num_players = n
        self.seed = seed
        self.options = options
        self.history = []
        self.rng = Rng(seed)
        self.year = 1
        self.phase = Phase.WINTER
        self.step = Step.AGENDA_PLAY
        self.actor = 0
        self.adviser = 0
        self.deck: list[int] = []
        self.discard = [0] * 4
        self.hands = [0] * (n * 4)
        self.plunder = [0] * (n * 4)
        self.agenda_hands = [0] * (n * NUM_AGENDA_KINDS)
        self.agenda = -1  # the agenda card kind on the table, -1 for none
        self.agenda_out = [0] * NUM_AGENDA_KINDS  # removed from the game
        self.farmsteads = [0] * n
        self.workers = [0] * n
        self.seals = [0] * n
        self.privileges = [0] * (n * 4)
        self.sections = 0
        self.builders: list[int] = []
        self.hut_seals = [0] * n  # seals each seat earned for its worker huts at a section
        # winter change round
        self.changes = 0
        self.passed_at = [-1] * n
        self.winter_next = 0
        # spring bidding: layers[p] is a flat list, 4 counts per layer
        self.layers: list[list[int]] = [[] for _ in range(n)]
        self.pending = [0] * 4
        self.bid_passed = [0] * n
        self.high = 0
        self.high_bidder = -1
        # summer
        self.summer_turns = 0
        self.attacker = -1
        self.target = -1
        self.plundered = [0] * n
        self.shown: list[int] = []  # records of 10: viewer, target, hand counts, plunder counts
        # autumn
        self.income_received = [0] * n
        self.autumn_next = 0
        # what each viewer knows for sure of each other hand (lower bounds; public events)
        self.known = [0] * (n * n * 8)
        self.agenda_known = [0] * (n * n * NUM_AGENDA_KINDS)
        # Whether `known` (or `agenda_known`) is also another state's list: a clone shares these
        # two tables, half of what it would copy at four seats, until either state writes them
        # (`own_known`, `own_agenda_known`).
        self._known_shared = False
        self._agenda_known_shared = False
        # derived from options
        self.long_term = options["long_term"] == "true" or options["combined"] == "true"
        self.social = options["social"] == "true" or options["combined"] == "true"
        self.choose_income = options["choose_income"] == "true" or options["combined"] == "true"
        self.dagger = options["scoring"] == "dagger"

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

    def begin(self, phase: int) -> None:
        """Start `phase` (`flow.enter`): the phase modules hand over to each other through the
        state, which imports the rules, so that none of them imports another."""
        begin(self, phase)

    def _reversible(self, action: Action) -> bool:
        """Cards added to a raise before `bid`, workers assigned and farmsteads built in a
        summer turn, and cards given up to the tithe while more must go: all done in the open
        from one's own hand, drawing nothing."""
        if action.kind == "discard":
            return self.hand_size(self.actor) > TITHE_LIMIT + 1
        return action.kind in _REVERSIBLE

    def _chance(self) -> object:
        return self.rng.state, len(self.deck)

    def refusal(self, action: Action) -> Event:
        from regnum.games.krieg_und_frieden.explain import explain

        return explain(self, action)

    def relevant_actions(self) -> tuple[Action, ...]:
        from regnum.games.krieg_und_frieden.explain import relevant

        return relevant(self)

    def view(self, player: Player | None) -> JsonDict:
        from regnum.games.krieg_und_frieden.views import view

        return view(self, player)

    def lazy_view(self, player: Player) -> View:
        from regnum.games.krieg_und_frieden.views import lazy_view

        return lazy_view(self, player)

    def determinize(self, player: Player, rng: Rng) -> KufState:
        from regnum.games.krieg_und_frieden.views import determinize

        return determinize(self, player, rng)

    @property
    def scores(self) -> list[int]:
        return list(self.seals)

    @property
    def winners(self) -> list[Player]:
        """Most seals; ties go to the most resource cards (seeds, "Fin du jeu"); then shared."""
        if self.phase != Phase.OVER:
            return []
        best = max(self.seals)
        tied = [p for p in range(self.num_players) if self.seals[p] == best]
        cards = {p: self.cards_held(p) for p in tied}
        most = max(cards.values())
        return [p for p in tied if cards[p] == most]

    def result(self) -> JsonDict | None:
        from regnum.games.krieg_und_frieden.result import result

        return result(self) if self.is_over else None

    def stats(self) -> dict[str, float]:
        return {
            "decisions": float(len(self.history)),
            "years": float(self.year),
            "sections": float(self.sections),
        }

    # -- helpers used across the rules ---------------------------------------------------------
    def own_known(self) -> list[int]:
        """`known` to write into: this state's own list, copied first if a clone shares it.
        Every writer goes through here; readers read `known` as it is."""
        if self._known_shared:
            self.known = self.known[:]
            self._known_shared = False
        return self.known

    def own_agenda_known(self) -> list[int]:
        """`agenda_known` to write into, as `own_known`."""
        if self._agenda_known_shared:
            self.agenda_known = self.agenda_known[:]
            self._agenda_known_shared = False
        return self.agenda_known

    def hand(self, p: int) -> list[int]:
        return self.hands[p * 4 : p * 4 + 4]

    # four reads rather than `sum` of a slice: compiled, a slice is a list made and freed
    def hand_size(self, p: int) -> int:
        hands = self.hands
        base = p * 4
        return hands[base] + hands[base + 1] + hands[base + 2] + hands[base + 3]

    def plunder_size(self, p: int) -> int:
        plunder = self.plunder
        base = p * 4
        return plunder[base] + plunder[base + 1] + plunder[base + 2] + plunder[base + 3]

    def cards_held(self, p: int) -> int:
        return self.hand_size(p) + self.plunder_size(p)

    def agenda_hand_size(self, p: int) -> int:
        return sum(self.agenda_hands[p * NUM_AGENDA_KINDS : (p + 1) * NUM_AGENDA_KINDS])

    def privilege_count(self, p: int) -> int:
        return sum(self.privileges[p * 4 : p * 4 + 4])

    def supply(self, r: int) -> int:
        held = sum(self.privileges[p * 4 + r] for p in range(self.num_players))
        return PRIVILEGES_PER_TYPE - held

    def stock(self, p: int) -> int:
        return HUTS_PER_PLAYER - self.farmsteads[p] - self.workers[p]

    def huts(self, p: int) -> int:
        return self.farmsteads[p] + self.workers[p]

    def bid_total(self, p: int) -> int:
        if self.agenda < 0:
            return 0
        row = self.agenda // 2 * 4
        layer = self.layers[p]
        total = 0
        for i in range(len(layer)):
            total += layer[i] * VALUE_FLAT[row + i % 4]
        return total

    def resource_total(self) -> list[int]:
        """Cards of each type everywhere (deck, discard, hands, plunder, bids): always 17 each."""
        totals = list(self.discard)
        for r in self.deck:
            totals[r] += 1
        for i in range(len(self.hands)):
            totals[i % 4] += self.hands[i] + self.plunder[i]
        for layer in self.layers:
            for i, c in enumerate(layer):
                totals[i % 4] += c
        for r in range(4):
            totals[r] += self.pending[r]
        if self.step == Step.DEFEND:
            totals[0] += 1  # the attacker's shield, on the table until the duel is decided
        return totals

    # -- copies and persistence ----------------------------------------------------------------
    def clone(self) -> KufState:
        """A copy sharing nothing mutable but the options, and the history and the knowledge
        tables until either state writes them (field by field: compiled, that is a few machine
        words per field; `test_clone_copies_every_field` checks the list)."""
        other = KufState.__new__(KufState)
        self.copy_engine_fields(other)
        other.rng = self.rng.clone()
        other.year = self.year
        other.phase = self.phase
        other.step = self.step
        other.actor = self.actor
        other.adviser = self.adviser
        other.deck = self.deck[:]
        other.discard = self.discard[:]
        other.hands = self.hands[:]
        other.plunder = self.plunder[:]
        other.agenda_hands = self.agenda_hands[:]
        other.agenda = self.agenda
        other.agenda_out = self.agenda_out[:]
        other.farmsteads = self.farmsteads[:]
        other.workers = self.workers[:]
        other.seals = self.seals[:]
        other.privileges = self.privileges[:]
        other.sections = self.sections
        other.builders = self.builders[:]
        other.changes = self.changes
        other.passed_at = self.passed_at[:]
        other.winter_next = self.winter_next
        other.layers = [layer[:] for layer in self.layers]
        other.pending = self.pending[:]
        other.bid_passed = self.bid_passed[:]
        other.high = self.high
        other.high_bidder = self.high_bidder
        other.summer_turns = self.summer_turns
        other.attacker = self.attacker
        other.target = self.target
        other.plundered = self.plundered[:]
        other.shown = self.shown[:]
        other.income_received = self.income_received[:]
        other.hut_seals = self.hut_seals[:]
        other.autumn_next = self.autumn_next
        other.known = self.known
        other.agenda_known = self.agenda_known
        self._known_shared = other._known_shared = True
        self._agenda_known_shared = other._agenda_known_shared = True
        other.long_term = self.long_term
        other.social = self.social
        other.choose_income = self.choose_income
        other.dagger = self.dagger
        return other

    def to_json(self) -> JsonDict:
        data: JsonDict = {
            "game": self.game.id,
            "rules_version": self.game.rules_version,
            "num_players": self.num_players,
            "seed": self.seed,
            "options": dict(self.options),
            "rng": self.rng.state,
            "history": list(self.history),
            "layers": [list(layer) for layer in self.layers],
        }
        for name in _INT_FIELDS:
            data[name] = int(getattr(self, name))
        for name in _LIST_FIELDS:
            data[name] = list(getattr(self, name))
        return data


def state_from_json(game: KriegUndFrieden, data: Any) -> KufState:
    """Rebuild a state, refusing anything that is not a consistent Krieg und Frieden state."""
    n, seed, options = read_header(game, data)
    state = KufState(game, n, seed, options)
    sizes = {
        "discard": 4,
        "hands": n * 4,
        "plunder": n * 4,
        "agenda_hands": n * NUM_AGENDA_KINDS,
        "agenda_out": NUM_AGENDA_KINDS,
        "farmsteads": n,
        "workers": n,
        "seals": n,
        "privileges": n * 4,
        "passed_at": n,
        "pending": 4,
        "bid_passed": n,
        "plundered": n,
        "income_received": n,
        "hut_seals": n,
        "known": n * n * 8,
        "agenda_known": n * n * NUM_AGENDA_KINDS,
    }
    for name in ("rng", *_INT_FIELDS):
        value = data.get(name)
        if not isinstance(value, int) or isinstance(value, bool):
            raise RecordError(f"saved state field {name!r} should be an integer")
    for name in ("history", *_LIST_FIELDS):
        value = data.get(name)
        if not isinstance(value, list) or not all(
            isinstance(v, int) and not isinstance(v, bool) for v in value
        ):
            raise RecordError(f"saved state field {name!r} should be a list of integers")
        if name in sizes and len(value) != sizes[name]:
            raise RecordError(f"saved state field {name!r} should have {sizes[name]} entries")
    layers = data.get("layers")
    if not (
        isinstance(layers, list)
        and len(layers) == n
        and all(
            isinstance(layer, list)
            and len(layer) % 4 == 0
            and all(isinstance(v, int) and v >= 0 for v in layer)
            for layer in layers
        )
    ):
        raise RecordError("saved state field 'layers' should hold one list of counts per player")
    if not (0 <= data["phase"] <= Phase.OVER and 0 <= data["step"] <= Step.OVER):
        raise RecordError("saved state has an unknown phase or step")
    for name in _INT_FIELDS:
        setattr(state, name, data[name])
    for name in _LIST_FIELDS:
        setattr(state, name, list(data[name]))
    state.layers = [list(layer) for layer in layers]
    state.history = list(data["history"])
    state.rng = Rng(data["rng"])
    _check_consistency(state)
    return state


def _check_consistency(state: KufState) -> None:
    n = state.num_players
    for name in _LIST_FIELDS:
        if name != "passed_at" and any(v < 0 for v in getattr(state, name)):
            raise RecordError(f"saved state field {name!r} has a negative entry")
    if any(r not in range(4) for r in state.deck):
        raise RecordError("saved state's deck holds an unknown card")
    if state.resource_total() != [CARDS_PER_RESOURCE] * 4:
        raise RecordError("saved state does not account for the 68 resource cards")
    for p in range(n):
        if state.farmsteads[p] > 6 or state.workers[p] > 3 or state.stock(p) < 0:
            raise RecordError(f"saved state has an impossible estate for seat {p + 1}")
    if any(state.supply(r) < 0 for r in range(4)):
        raise RecordError("saved state has more privileges than exist")
    if not 0 <= state.adviser < n or not (state.phase == Phase.OVER or 0 <= state.actor < n):
        raise RecordError("saved state names a seat that does not exist")
    if not -1 <= state.agenda < NUM_AGENDA_KINDS or not 0 <= state.sections <= 6:
        raise RecordError("saved state has an invalid agenda card or cathedral")
    if any(not 0 <= a < state.game.num_distinct_actions for a in state.history):
        raise RecordError("saved state's history holds an unknown action id")
    check_undo_depth(state)
