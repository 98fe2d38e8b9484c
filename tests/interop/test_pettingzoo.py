"""The PettingZoo adapter: PettingZoo's own API and seed tests on every game and player count,
plus what the observations hold, rewards, seeding and bad input."""

from __future__ import annotations

import warnings

import numpy as np
import pytest
from pettingzoo.test import api_test, seed_test

from regnum import interop
from regnum.engine.errors import IllegalActionError
from regnum.games import get, shipped_ids
from regnum.interop.features import VIEW_SIZE, hash_view
from regnum.interop.pettingzoo import OBSERVATION_BOUND, env
from tests.interop.cases import CASE_IDS, CASES

# PettingZoo's api_test warns about every dict observation (its own action-masked classic games
# are exempted by name): an observation with an action mask is the documented convention.
DICT_OBSERVATION_WARNINGS = {
    "Observation is not a NumPy array",
    "Observation space for each agent probably should be gymnasium.spaces.box or "
    "gymnasium.spaces.discrete",
}


@pytest.mark.parametrize(("game_id", "players"), CASES, ids=CASE_IDS)
def test_api_test(game_id, players):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        api_test(env(game_id, players), num_cycles=1000)
    assert {str(w.message) for w in caught} <= DICT_OBSERVATION_WARNINGS


@pytest.mark.parametrize(("game_id", "players"), CASES, ids=CASE_IDS)
def test_seed_test(game_id, players):
    seed_test(lambda: env(game_id, players), num_cycles=100)


@pytest.mark.parametrize("game_id", shipped_ids())
def test_reset_with_a_seed_starts_the_game_regnum_starts_with_it(game_id):
    regnum_game = get(game_id)
    players = regnum_game.max_players
    environment = env(game_id, players)
    environment.reset(seed=77)
    expected = regnum_game.new_game(players, 77)
    assert environment.game_state == expected
    assert environment.agent_selection == f"player_{expected.current_player}"
    for seat, agent in enumerate(environment.possible_agents):
        observation = environment.observe(agent)
        tensor = np.zeros(VIEW_SIZE, np.float32)
        hash_view(expected.view(seat), tensor)
        assert np.array_equal(observation["observation"], tensor)
        legal = [a.id for a in expected.legal_actions()] if seat == expected.current_player else []
        assert np.flatnonzero(observation["action_mask"]).tolist() == legal
    # an unseeded reset continues from the seed: two environments agree
    other = env(game_id, players)
    other.reset(seed=77)
    environment.reset()
    other.reset()
    assert environment.game_state == other.game_state
    assert environment.game_state != expected


@pytest.mark.parametrize(("game_id", "players"), CASES, ids=CASE_IDS)
def test_a_finished_game_pays_win_shares(game_id, players):
    environment = env(game_id, players)
    environment.reset(seed=5)
    totals = dict.fromkeys(environment.possible_agents, 0.0)
    rng = np.random.default_rng(1)
    for agent in environment.agent_iter():
        observation, reward, terminated, truncated, _ = environment.last()
        totals[agent] += reward
        assert observation["observation"].shape == (VIEW_SIZE,)
        assert np.all(np.abs(observation["observation"]) <= OBSERVATION_BOUND)
        if terminated or truncated:
            assert terminated and not truncated
            environment.step(None)
        else:
            environment.step(int(rng.choice(np.flatnonzero(observation["action_mask"]))))
    state = environment.game_state
    assert state.is_over
    shares = interop.win_shares(state.winners, state.competitors, players)
    assert list(totals.values()) == shares
    assert sum(shares) == pytest.approx(1.0)


def test_a_game_at_the_length_cap_is_truncated_without_rewards(monkeypatch):
    monkeypatch.setitem(interop.MAX_DECISIONS, "krone-und-schwert", 12)
    environment = env("kus", 2)
    environment.reset(seed=3)
    steps = 0
    for _agent in environment.agent_iter():
        observation, reward, terminated, truncated, _ = environment.last()
        if terminated or truncated:
            assert truncated and not terminated and reward == 0.0
            environment.step(None)
        else:
            environment.step(int(np.flatnonzero(observation["action_mask"])[0]))
            steps += 1
    assert steps == 12
    assert not environment.game_state.is_over


def test_an_illegal_action_is_refused_and_changes_nothing():
    environment = env("kus", 3)
    environment.reset(seed=2)
    before = environment.game_state.to_json()
    agent = environment.agent_selection
    mask = environment.observe(agent)["action_mask"]
    illegal = int(np.flatnonzero(mask == 0)[0])
    with pytest.raises(IllegalActionError):
        environment.step(illegal)
    assert environment.game_state.to_json() == before
    assert environment.agent_selection == agent


@pytest.mark.parametrize("game_id", shipped_ids())
def test_player_count_out_of_range_raises_value_error_with_our_message(game_id):
    regnum_game = get(game_id)
    for players in (regnum_game.min_players - 1, regnum_game.max_players + 1, "3"):
        with pytest.raises(ValueError, match=f"is for {regnum_game.min_players} to"):
            env(game_id, players)


def test_bad_options_raise_value_error_with_our_message():
    with pytest.raises(ValueError, match=r"unknown option 'colour'.*valid options"):
        env("kuf", 4, {"colour": "red"})
    with pytest.raises(ValueError, match="setup3='twice' is not valid"):
        env("kuf", 3, {"setup3": "twice"})
    with pytest.raises(ValueError, match="first_adviser does not apply with setup3=reveal"):
        env("kuf", 3, {"setup3": "reveal", "first_adviser": "2"})
    with pytest.raises(ValueError, match="render_mode"):
        env("kuf", 3, render_mode="human")


def test_render_draws_the_spectator_view():
    environment = env("kuf", 3, render_mode="ansi")
    environment.reset(seed=1)
    game = get("kuf")
    assert environment.render() == game.render_text(environment.game_state.view(None))
