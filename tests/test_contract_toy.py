"""The contract checker on the toy game, and on broken copies of it to show that it bites."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from regnum.engine import NOT_ALLOWED, Action, JsonDict, Player, RecordError
from regnum.games import get, register
from tests.contract import check_contract, check_corrupt_json
from tests.toy_game import ACTIONS, GAME, HighLow, HighLowState

register("toy", "tests.toy_game")


def test_toy_is_in_the_registry() -> None:
    assert get("toy") is GAME


@pytest.mark.parametrize("num_players", range(GAME.min_players, GAME.max_players + 1))
@pytest.mark.parametrize(
    "options", [None, {"rounds": "5", "hand": "4"}, {"rounds": "1", "hand": "2", "low": "on"}]
)
def test_toy_fulfils_the_contract(num_players: int, options: dict[str, str] | None) -> None:
    report = check_contract(GAME, num_players, seed=num_players * 101, options=options, games=3)
    assert report.games == report.finished == 3
    assert report.steps >= 3 * num_players


def test_sparse_checkpoints_still_finish() -> None:
    report = check_contract(GAME, 3, seed=7, games=2, json_every=5, view_every=3)
    assert report.finished == 2


class LeakyView(HighLowState):
    def view(self, player: Player | None) -> JsonDict:
        return {**super().view(player), "deck_top": self.deck[-1:]}


class SharedClone(HighLowState):
    def clone(self) -> HighLowState:
        copy = super().clone()
        copy.hands = self.hands
        return copy


class ForgetfulJson(HighLowState):
    """Saves no generator state, so a restored game draws other cards than the original."""

    def to_json(self) -> JsonDict:
        return {**super().to_json(), "rng": 0}


class TracesOfRefusal(HighLowState):
    def explain_illegal(self, action: Any) -> str:
        self.points[0] += 1
        return super().explain_illegal(action)


class SloppyRestore(HighLowState):
    pass


class SloppyGame(HighLow):
    state_class = SloppyRestore

    def from_json(self, data: JsonDict) -> HighLowState:
        _ = data["hands"][0]  # reads before validating, as a careless game would
        return super().from_json(data)


class VagueRefusals(HighLowState):
    """Shows every card greyed but cannot say why one may not be played."""

    def relevant_actions(self) -> tuple[Action, ...]:
        return tuple(ACTIONS)

    def explain_illegal(self, action: Action) -> str:
        return NOT_ALLOWED


class WordlessGame(HighLow):
    """Names its end reason by an id it gives no words for."""

    texts: Mapping[str, str] = {"result.score": "Points"}


def broken(state_class: type[HighLowState]) -> HighLow:
    game = HighLow()
    game.state_class = state_class
    return game


@pytest.mark.parametrize(
    ("game", "complaint"),
    [
        (broken(LeakyView), "shows something hidden"),
        (broken(SharedClone), "changed the state|differs"),
        (broken(ForgetfulJson), "went astray"),
        (broken(TracesOfRefusal), "a refused action changed the state"),
        (SloppyGame(), "KeyError|TypeError"),
        (WordlessGame(), "has no words for"),
        (broken(VagueRefusals), "no reason of its own"),
    ],
)
def test_the_checker_catches_broken_games(game: HighLow, complaint: str) -> None:
    with pytest.raises(AssertionError, match=complaint):
        check_contract(game, 3, seed=5, options={"rounds": "5"})


def test_corrupt_state_json_is_refused_with_record_error() -> None:
    state = GAME.new_game(2, 3)
    check_corrupt_json(GAME, state)
    data = state.to_json()
    data["hands"] = [[99]] * 2
    with pytest.raises(RecordError, match="hands"):
        GAME.from_json(data)
