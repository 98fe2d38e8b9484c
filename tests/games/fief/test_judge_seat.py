"""The seventh seat, treasurer and judge (option judge-seat): the last seat plays no family, judges
every case instead of the most-crowned lord, is asked nothing else and never wins."""

from __future__ import annotations

import random

import pytest

from regnum.bots import make
from regnum.bots.base import Observation
from regnum.engine.errors import InvalidOptionError
from regnum.engine.tables import replaced
from regnum.games.fief.data import Card
from regnum.games.fief.diplomacy import BROKEN, PROMISE
from regnum.games.fief.state import FiefState, LordStatus, Phase
from tests.games.fief.market import GAME, market, refused, texts
from tests.games.fief.market import lord as new_lord
from tests.games.fief.test_cards import give, round_of
from tests.games.fief.test_church import crowned
from tests.games.fief.test_justice import (
    BARONY,
    COUNTY,
    DUCHY,
    OPEN_GROUND,
    named,
    round_trips,
    talks,
)

JUDGE = {"judge-seat": "yes"}


def judged_table(players: int = 4) -> FiefState:
    """`market` with a judge seat, the last: it holds no money and is not in the round."""
    state = market(players, options=JUDGE)
    judge = state.judge_seat
    state.money[judge] = 0
    state.pending = [p for p in state.pending if p != judge]
    state._legal = None
    return state


def promise_case() -> FiefState:
    """Four seats, p4 the judge: p1's baron accuses p2 of a broken promise of 200 écus while p3's
    duke, the most-crowned lord, would judge at a table without a judge seat."""
    state = judged_table()
    crowned(state, 0, BARONY)
    new_lord(state, 1, OPEN_GROUND)
    crowned(state, 2, DUCHY)
    state.acts += (PROMISE, 1, 0, 200, 2, BROKEN)
    talks(state, 0)
    return state


def test_the_judge_seat_judges_the_case_instead_of_the_most_crowned_lord():
    state = promise_case()
    state.apply("accuse p2 of a broken promise")
    assert state.phase == Phase.JUDGE and state.actor == 3, "p4, not p3's duke"
    assert "p4 judges" in state.log[-1]
    assert texts(state) == ["acquit", "sentence to death", "fine 200 écus", "fine 300 écus",
                            "fine 400 écus"]
    round_trips(state)
    before = state.money[:]
    state.apply("fine 300 écus")
    assert state.money[1] == before[1] - 300 and state.money[0] == before[0] + 300
    assert state.money[3] == 0, "the treasurer keeps nothing"
    assert state.phase == Phase.NEGOTIATE and state.actor == 0


def test_the_king_may_still_pardon_the_judge_seats_sentence():
    state = promise_case()
    state.king = new_lord(state, 2, COUNTY)
    state.apply("accuse p2 of a broken promise")
    state.apply("sentence to death")
    assert state.phase == Phase.PARDON and state.actor == 2
    state.apply("pardon the condemned")
    assert "the king pardons p2" in state.log


def test_the_judge_seat_is_no_party_to_the_talks():
    state = promise_case()
    assert not any("p4" in text for text in texts(state))
    assert refused(state, "propose alliance to p4") == (
        "p4 is the treasurer and judge, who plays no family")


def test_a_murder_is_judged_by_the_judge_seat():
    state = judged_table()
    victim = crowned(state, 0, BARONY)
    heir = new_lord(state, 0, BARONY)
    assassin = new_lord(state, 1, OPEN_GROUND)
    crowned(state, 2, DUCHY)
    give(state, 1, Card.ASSASSINATION)
    round_of(state)
    state.apply(f"play assassination on {named(state, victim)}")
    assert state.crown[0] == heir or state.lord_status[victim] == LordStatus.DEAD
    talks(state, 0)
    state.apply(f"accuse {named(state, assassin)} of murder")
    assert state.actor == 3
    state.apply("sentence to death")
    assert state.lord_status[assassin] == LordStatus.DEAD


# -- the option -------------------------------------------------------------------------------------
def test_seven_seats_always_have_the_judge_and_fewer_have_it_by_the_option():
    assert GAME.new_game(7, 1).judge_seat == 6
    assert GAME.new_game(7, 1, JUDGE).judge_seat == 6
    assert GAME.new_game(6, 1).judge_seat == -1
    assert GAME.new_game(3, 1, JUDGE).judge_seat == 2
    with pytest.raises(InvalidOptionError, match="needs 3 seats at least"):
        GAME.new_game(2, 1, JUDGE)
    with pytest.raises(InvalidOptionError):
        GAME.new_game(8, 1)


def test_a_saved_state_whose_judge_seat_plays_a_family_is_refused():
    from regnum.engine.errors import RecordError

    data = GAME.new_game(3, 5, JUDGE).to_json()
    data["money"][2] = 500
    with pytest.raises(RecordError, match="judge"):
        GAME.from_json(data)


def test_the_judge_seat_sees_what_a_spectator_sees():
    state = GAME.new_game(5, 3, JUDGE)
    rng = random.Random(3)
    for _ in range(400):
        state.apply(rng.choice(state.legal_actions()))
    mine, public = state.view(4), state.view(None)
    entry = mine["players"][4]
    assert (entry.pop("money"), entry.pop("income")) == (0, 0)
    assert mine["cards"].pop("hand") == []
    mine["viewer"] = None
    assert mine == public, "its own empty purse and hand apart"
    assert public["judge_seat"] == 4 and public["players"][4]["out"]


@pytest.mark.parametrize("players", [3, 5, 7])
def test_in_random_games_the_judge_seat_acts_only_to_judge_and_never_wins(players):
    finished = 0
    for seed in range(4):
        state = GAME.new_game(players, seed, {**JUDGE, "turn-limit": "20"})
        judge = state.judge_seat
        assert state.competitors == list(range(players - 1))
        rng = random.Random(seed)
        while not state.is_over:
            if state.current_player == judge:
                assert state.phase == Phase.JUDGE
            state.apply(rng.choice(state.legal_actions()))
        finished += 1
        assert judge not in state.winners and state.winners
        assert state.scores[judge] == 0 and state.money[judge] == 0
        round_trips(state)
    assert finished == 4


# -- bots -------------------------------------------------------------------------------------------
def test_the_heuristic_judge_is_fair_and_proportionate():
    from regnum.bots.heuristic.fief_talks import talks_choice

    state = promise_case()
    state.acts = replaced(state.acts, 3, 100)  # a promise of 100 écus: the smallest fine
    state.apply("accuse p2 of a broken promise")
    verdict = talks_choice(state.view(3), 3, state.legal_actions())
    assert verdict is not None and verdict.text == "fine 200 écus"
    state.acts = replaced(state.acts, 3, 300)
    verdict = talks_choice(state.view(3), 3, state.legal_actions())
    assert verdict is not None and verdict.text == "fine 300 écus"


def test_a_search_bot_seated_as_judge_judges_as_its_heuristic_prior():
    state = promise_case()
    state.acts = replaced(state.acts, 3, 300)
    state.apply("accuse p2 of a broken promise")
    obs = Observation.of(state)
    assert not obs.competes
    bot = make("easy", GAME, 1)
    assert bot.choose(obs).text == "fine 300 écus"
    assert Observation.of(GAME.new_game(3, 1, JUDGE)).competes
