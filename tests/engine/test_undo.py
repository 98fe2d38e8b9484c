"""Taking actions back (`State.undo_depth`, `State.undone`), on a small game made for it.

Tally: two seats take turns; in a turn a seat may `mark` (one point, in the open), `roll` (a die
from the game's generator), `flip` (the top card of a face-down pile) as often as it likes, then
`done`. The game ends after four turns. Only `mark` may be taken back: `roll` and `flip` say they
may too, and the engine must refuse them by itself (they drew or showed something).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from regnum.engine import (
    Action,
    Game,
    IllegalActionError,
    InvalidOptionError,
    JsonDict,
    Player,
    RecordError,
    Rng,
    State,
)
from regnum.engine.sampling import forget_origin
from regnum.games import register
from tests.contract import check_contract, check_undo
from tests.toy_game import GAME as HIGH_LOW

MARK, ROLL, FLIP, DONE = (Action(i, t, t) for i, t in enumerate(("mark", "roll", "flip", "done")))
TURNS = 4
FIELDS = {"game", "rules_version", "num_players", "seed", "options", "history", "rng", "pile",
          "points", "turn", "undo_depth"}


class TallyState(State):
    def __init__(self, game: Tally, seed: int) -> None:
        super().__init__()
        self.game = game
        self.num_players = 2
        self.seed = seed
        self.options = {}
        self.history = []
        self.rng = Rng(seed)
        self.pile = [1, 2, 3, 4, 5, 6, 7, 8]  # face down, the last entry on top
        self.rng.shuffle(self.pile)
        self.points = [0, 0]
        self.turn = 0

    @property
    def current_player(self) -> Player | None:
        return None if self.is_over else self.turn % 2

    @property
    def is_over(self) -> bool:
        return self.turn >= TURNS

    @property
    def scores(self) -> list[int]:
        return list(self.points)

    @property
    def winners(self) -> list[Player]:
        best = max(self.points)
        return [p for p in (0, 1) if self.points[p] == best] if self.is_over else []

    def _legal_actions(self) -> list[Action]:
        return [] if self.is_over else [MARK, ROLL, *([FLIP] if self.pile else []), DONE]

    def _apply(self, action: Action) -> None:
        player = self.turn % 2
        if action is MARK:
            self.points[player] += 1
        elif action is ROLL:
            self.points[player] += 1 + self.rng.below(6)
        elif action is FLIP:
            self.points[player] += self.pile.pop()
        else:
            self.turn += 1

    def _reversible(self, action: Action) -> bool:
        return action is not DONE  # too generous on purpose: roll and flip must be caught

    def _chance(self) -> object:
        return self.rng.state, len(self.pile)

    def view(self, player: Player | None) -> JsonDict:
        return {"points": list(self.points), "turn": self.turn, "pile": len(self.pile)}

    def determinize(self, player: Player, rng: Rng) -> TallyState:
        sample = self.clone()
        rng.shuffle(sample.pile)
        sample.rng = rng.spawn()
        forget_origin(sample, rng)
        return sample

    def clone(self) -> TallyState:
        copy = type(self).__new__(type(self))
        copy.__dict__.update(self.__dict__)
        self.copy_engine_fields(copy)  # not in __dict__ when the engine is compiled
        copy._legal = None
        copy.history, copy.pile, copy.points = list(self.history), list(self.pile), list(
            self.points)
        copy.rng = self.rng.clone()
        return copy

    def to_json(self) -> JsonDict:
        return {"game": self.game.id, "rules_version": 1, "num_players": 2, "seed": self.seed,
                "options": {}, "history": list(self.history), "rng": self.rng.state,
                "pile": list(self.pile), "points": list(self.points), "turn": self.turn,
                "undo_depth": self.undo_depth}


class Tally(Game):
    id = "tally"
    name = "Tally"
    min_players = max_players = 2
    rules_version = 1
    actions = (MARK, ROLL, FLIP, DONE)
    texts: Mapping[str, str] = {"result.score": "Points", "result.reason.over": "Four turns were played."}
    state_class: type[TallyState] = TallyState

    def new_game(
        self, num_players: int, seed: int, options: Mapping[str, Any] | None = None
    ) -> TallyState:
        if num_players != 2:
            raise InvalidOptionError("Tally is for 2 players")
        self.normalize_options(options)
        return self.state_class(self, seed)

    def from_json(self, data: JsonDict) -> TallyState:
        if not isinstance(data, dict) or set(data) != FIELDS or data["game"] != self.id:
            raise RecordError("not a Tally state")
        ints = ("seed", "rng", "turn", "undo_depth")
        lists = ("history", "pile", "points")
        if not all(type(data[k]) is int for k in ints) or not all(
                isinstance(data[k], list) and all(type(v) is int for v in data[k]) for k in lists):
            raise RecordError("a Tally state holds integers and lists of integers")
        if data["options"] != {} or data["num_players"] != 2 or data["rules_version"] != 1:
            raise RecordError("not a Tally state")
        state = self.state_class(self, data["seed"])
        state.history, state.pile, state.points = data["history"], data["pile"], data["points"]
        state.rng, state.turn, state.undo_depth = Rng(data["rng"]), data["turn"], data[
            "undo_depth"]
        if len(state.points) != 2 or not 0 <= state.undo_depth <= len(state.history):
            raise RecordError("not a Tally state")
        return state


GAME = Tally()
register("tally", "tests.engine.test_undo")


def played(*texts: str, seed: int = 3) -> State:
    state = GAME.new_game(2, seed)
    for text in texts:
        state.apply(text)
    return state


def test_marks_of_a_turn_are_taken_back_one_by_one_or_all_at_once() -> None:
    state = played("mark", "mark")
    assert state.undo_depth == 2
    once = state.undone()
    assert once == played("mark") and once.undo_depth == 1
    assert state.undone(2) == GAME.new_game(2, 3)
    assert state.points == [2, 0] and state.undo_depth == 2  # undone makes a new state


def test_a_roll_or_a_flip_cannot_be_taken_back_nor_anything_before_it() -> None:
    for chance in ("roll", "flip"):
        state = played("mark", chance)
        assert state.undo_depth == 0, f"{chance} drew something, yet it can be undone"
        state.apply("mark")
        assert state.undo_depth == 1  # a mark after it can, back to it and no further


def test_another_seat_acting_ends_the_window() -> None:
    state = played("mark", "done")
    assert state.current_player == 1 and state.undo_depth == 0
    assert played("mark", "done", "mark").undo_depth == 1


def test_a_refused_undo_says_why_and_changes_nothing() -> None:
    state = played("mark", "done")
    before = state.to_json()
    with pytest.raises(IllegalActionError, match="nothing can be taken back now") as caught:
        state.undone()
    assert caught.value.action == "undo"
    with pytest.raises(IllegalActionError, match="only your last 1 action can be taken back"):
        played("mark").undone(2)
    for bad in (0, -1, True):
        with pytest.raises(IllegalActionError):
            state.undone(bad)
    assert state.to_json() == before


def test_a_determinized_state_has_nothing_to_take_back() -> None:
    sample = played("mark", "mark").determinize(0, Rng(1))
    assert sample.undo_depth == 0 and sample.history == []


def test_games_without_reversible_actions_take_nothing_back() -> None:
    state = HIGH_LOW.new_game(2, 5)
    for _ in range(4):
        state.apply(state.legal_actions()[0])
        assert state.undo_depth == 0


def test_tally_fulfils_the_contract_with_its_undo() -> None:
    report = check_contract(GAME, 2, seed=9, games=3)
    assert report.finished == 3 and report.undoable > 0


class PeekingTally(TallyState):
    """Forgets that a flip turns up a hidden card: the checker must see the card shown."""

    def _chance(self) -> object:
        return self.rng.state


class PeekingGame(Tally):
    state_class = PeekingTally


def test_the_checker_catches_an_undo_that_shows_something_hidden() -> None:
    state = PeekingGame().new_game(2, 3)
    trail = []
    for text in ("mark", "flip"):
        trail.append(state.clone())
        state.apply(text)
    assert state.undo_depth == 2
    with pytest.raises(AssertionError, match="showed the seat something hidden"):
        check_undo(state, trail, Rng(4), "here", deep=True)
