"""High-low: a toy game on the engine contract, for testing the engine and the tools.

2-4 players are dealt hidden cards from a seeded deck of 52 (values 1-13, four of each). In each
round every player in turn plays one card face up or passes; the highest card played (the lowest
with `low=on`) wins the round and scores one point per card played in it, ties going to the card
played first. Everyone who played then draws a hidden card from the deck. After `rounds` rounds the
most points win; tied leaders share the win.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from regnum.engine import (
    Action,
    Game,
    InvalidOptionError,
    JsonDict,
    OptionSpec,
    Player,
    RecordError,
    Rng,
    State,
)
from regnum.engine.sampling import forget_origin

Card = int  # 1..13; 0 marks a pass on the table
VALUES = range(1, 14)
COPIES = 4
PASS = Action(len(VALUES), "pass", "pass")
ACTIONS = (*(Action(v - 1, f"play {v}", "play", (v,)) for v in VALUES), PASS)
FIELDS = (
    "game",
    "rules_version",
    "num_players",
    "seed",
    "options",
    "history",
    "rng",
    "hands",
    "deck",
    "table",
    "previous",
    "previous_winner",
    "points",
    "round",
    "turn",
)


class HighLowState(State):
    def __init__(self, game: HighLow, num_players: int, seed: int, options: dict[str, str]) -> None:
        super().__init__()
        self.game = game
        self.num_players = num_players
        self.seed = seed
        self.options = options
        self.history: list[int] = []
        self.rng = Rng(seed)
        self.hands: list[list[Card]] = [[] for _ in range(num_players)]
        self.deck: list[Card] = []
        self.table: list[list[int]] = []  # [player, card] in order of play; card 0 is a pass
        self.previous: list[list[int]] = []  # the table of the last completed round
        self.previous_winner: Player | None = None
        self.points = [0] * num_players
        self.round = 0
        self.turn = 0  # how many players have acted in this round

    @property
    def rounds(self) -> int:
        return int(self.options["rounds"])

    @property
    def current_player(self) -> Player | None:
        return None if self.is_over else (self.round + self.turn) % self.num_players

    @property
    def is_over(self) -> bool:
        return self.round >= self.rounds

    @property
    def scores(self) -> list[int]:
        return list(self.points)

    @property
    def winners(self) -> list[Player]:
        if not self.is_over:
            return []
        best = max(self.points)
        return [p for p, score in enumerate(self.points) if score == best]

    def _legal_actions(self) -> list[Action]:
        player = self.current_player
        if player is None:
            return []
        return [ACTIONS[v - 1] for v in sorted(set(self.hands[player]))] + [PASS]

    def explain_illegal(self, action: Action) -> str:
        return (
            f"you hold no {action.args[0]}"
            if action.kind == "play"
            else super().explain_illegal(action)
        )

    def _apply(self, action: Action) -> None:
        player = (self.round + self.turn) % self.num_players
        card = action.args[0] if action.kind == "play" else 0
        if card:
            self.hands[player].remove(card)
        self.table.append([player, card])
        self.turn += 1
        if self.turn == self.num_players:
            self._end_round()

    def _end_round(self) -> None:
        played = [(p, c) for p, c in self.table if c]
        self.previous_winner = None
        if played:
            pick = min if self.options["low"] == "on" else max
            best = pick(c for _, c in played)
            self.previous_winner = next(p for p, c in played if c == best)
            self.points[self.previous_winner] += len(played)
        for p, _ in played:
            if self.deck:  # chance: the card drawn comes from the state's own generator
                self.hands[p].append(self.deck.pop(self.rng.below(len(self.deck))))
                self.hands[p].sort()
        self.previous, self.table = self.table, []
        self.turn = 0
        self.round += 1

    def view(self, player: Player | None) -> JsonDict:
        seen: JsonDict = {
            "round": self.round,
            "rounds": self.rounds,
            "low": self.options["low"],
            "current_player": self.current_player,
            "table": [list(t) for t in self.table],
            "previous": [list(t) for t in self.previous],
            "previous_winner": self.previous_winner,
            "points": list(self.points),
            "hand_sizes": [len(h) for h in self.hands],
            "deck_size": len(self.deck),
        }
        if player is not None:
            seen["hand"] = list(self.hands[player])
        return seen

    def determinize(self, player: Player, rng: Rng) -> HighLowState:
        copy = self.clone()
        unseen = [c for p, hand in enumerate(copy.hands) if p != player for c in hand] + copy.deck
        unseen.sort()  # the sample depends on what `player` knows and on `rng` only
        rng.shuffle(unseen)
        for p, hand in enumerate(copy.hands):
            if p != player:
                copy.hands[p] = sorted(unseen[: len(hand)])
                del unseen[: len(hand)]
        copy.deck = unseen
        copy.rng = rng.spawn()  # future draws are as unknown as the deck
        forget_origin(copy, rng)
        return copy

    def clone(self) -> HighLowState:
        copy = type(self).__new__(type(self))
        copy.__dict__.update(self.__dict__)
        self.copy_engine_fields(copy)  # not in __dict__ when the engine is compiled
        copy._legal = None
        copy.options = dict(self.options)
        copy.history = list(self.history)
        copy.rng = self.rng.clone()
        copy.hands = [list(h) for h in self.hands]
        copy.deck = list(self.deck)
        copy.table = [list(t) for t in self.table]
        copy.previous = [list(t) for t in self.previous]
        copy.points = list(self.points)
        return copy

    def to_json(self) -> JsonDict:
        return {
            "game": self.game.id,
            "rules_version": self.game.rules_version,
            "num_players": self.num_players,
            "seed": self.seed,
            "options": dict(self.options),
            "history": list(self.history),
            "rng": self.rng.state,
            "hands": [list(h) for h in self.hands],
            "deck": list(self.deck),
            "table": [list(t) for t in self.table],
            "previous": [list(t) for t in self.previous],
            "previous_winner": self.previous_winner,
            "points": list(self.points),
            "round": self.round,
            "turn": self.turn,
        }


def _int(value: Any, name: str, low: int, high: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise RecordError(f"state field {name!r} should be an integer from {low} to {high}")
    return value


def _ints(value: Any, name: str, low: int, high: int) -> list[int]:
    if not isinstance(value, list):
        raise RecordError(f"state field {name!r} should be a list")
    return [_int(v, name, low, high) for v in value]


class HighLow(Game):
    id = "toy"
    name = "High-low (toy)"
    min_players = 2
    max_players = 4
    rules_version = 1
    actions = ACTIONS
    texts: Mapping[str, str] = {"result.score": "Points", "result.reason.over": "All rounds were played."}
    # Tests swap in broken states to show that the contract checker bites.
    state_class: type[HighLowState] = HighLowState
    option_specs: Sequence[OptionSpec] = (
        OptionSpec("rounds", "number of rounds", ("1", "2", "3", "4", "5"), "3"),
        OptionSpec("hand", "cards dealt to each player", ("2", "3", "4"), "3"),
        OptionSpec(
            "low", "the lowest card wins a round instead of the highest", ("off", "on"), "off"
        ),
    )

    def new_game(
        self, num_players: int, seed: int, options: Mapping[str, Any] | None = None
    ) -> HighLowState:
        if not self.min_players <= num_players <= self.max_players:
            raise InvalidOptionError(f"{self.name} is for 2 to 4 players, not {num_players}")
        state = self.state_class(self, num_players, seed, self.normalize_options(options))
        state.deck = [v for v in VALUES for _ in range(COPIES)]
        state.rng.shuffle(state.deck)
        for hand in state.hands:
            hand.extend(sorted(state.deck.pop() for _ in range(int(state.options["hand"]))))
        return state

    def from_json(self, data: JsonDict) -> HighLowState:
        if not isinstance(data, dict) or set(data) != set(FIELDS):
            raise RecordError(
                f"a {self.name} state is an object with the fields {', '.join(FIELDS)}"
            )
        if data["game"] != self.id or data["rules_version"] != self.rules_version:
            raise RecordError(f"not a state of {self.name} rules version {self.rules_version}")
        n = _int(data["num_players"], "num_players", self.min_players, self.max_players)
        if not isinstance(data["options"], dict):
            raise RecordError("state field 'options' should be an object")
        try:
            options = self.normalize_options(data["options"])
        except InvalidOptionError as err:
            raise RecordError(f"state options are invalid: {err}") from None
        state = self.state_class(self, n, _int(data["seed"], "seed", -(2**63), 2**64), options)
        state.history = _ints(data["history"], "history", 0, len(ACTIONS) - 1)
        state.rng = Rng(_int(data["rng"], "rng", 0, 2**64 - 1))
        if not isinstance(data["hands"], list) or len(data["hands"]) != n:
            raise RecordError(f"state field 'hands' should list {n} hands")
        state.hands = [_ints(h, "hands", 1, 13) for h in data["hands"]]
        state.deck = _ints(data["deck"], "deck", 1, 13)
        state.round = _int(data["round"], "round", 0, state.rounds)
        state.turn = _int(data["turn"], "turn", 0, n - 1)
        for name in ("table", "previous"):
            plays = data[name] if isinstance(data[name], list) else None
            if plays is None or not all(isinstance(t, list) and len(t) == 2 for t in plays):
                raise RecordError(f"state field {name!r} should list [player, card] pairs")
            setattr(
                state, name, [[_int(p, name, 0, n - 1), _int(c, name, 0, 13)] for p, c in plays]
            )
        if len(state.table) != state.turn:
            raise RecordError("state field 'table' does not match 'turn'")
        winner = data["previous_winner"]
        state.previous_winner = (
            None if winner is None else _int(winner, "previous_winner", 0, n - 1)
        )
        state.points = _ints(data["points"], "points", 0, 10**6)
        if len(state.points) != n:
            raise RecordError(f"state field 'points' should list {n} scores")
        return state


GAME = HighLow()
