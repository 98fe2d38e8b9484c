"""The OpenSpiel adapter: OpenSpiel's own random-simulation checks and ISMCTS bot on every game
and player count, plus chance, serialization, observers, utilities and bad parameters."""

from __future__ import annotations

import json
import pickle
import re

import numpy as np
import pyspiel
import pytest
from open_spiel.python.algorithms import ismcts, mcts

from regnum import interop
from regnum.engine.errors import InvalidOptionError
from regnum.engine.rng import Rng
from regnum.games import get, ids, shipped_ids
from regnum.interop import openspiel
from regnum.interop.features import VIEW_SIZE, hash_view
from tests.interop.cases import CASE_IDS, CASES


def load(game_id: str, players: int, **options: object) -> pyspiel.Game:
    return pyspiel.load_game(interop.short_name(get(game_id)), {"players": players, **options})


def play_random(state: pyspiel.State, seed: int, steps: int | None = None) -> None:
    rng = Rng(seed)
    while not state.is_terminal() and (steps is None or steps > 0):
        if state.is_chance_node():
            state.apply_action(rng.below(openspiel.SEEDS))
        else:
            state.apply_action(rng.choice(state.legal_actions()))
        steps = None if steps is None else steps - 1


def test_every_registered_game_has_its_short_name():
    # every shipped game is registered at import; registering again covers exactly the games in
    # the registry now (a plug-in such as the tests' toy game included)
    names = {interop.short_name(get(game_id)) for game_id in shipped_ids()}
    assert names <= set(openspiel.NAMES)
    assert set(openspiel.register_all()) == {interop.short_name(get(g)) for g in ids()}
    assert {"regnum_kuf", "regnum_kus"} <= names
    assert names <= set(pyspiel.registered_names())


# Games per player count for random_sim_test, from measured costs. OpenSpiel draws them from a
# generator with a fixed seed, so they are the same games at every run. Its checks print the
# whole state several times per decision, so a Fief decision costs 2-7 ms; two Fief games per
# count reach a long one, except at 5 players, where one does. Krieg und Frieden and Krone &
# Schwert games are 80-480 decisions and cheaper; three each.
RANDOM_SIMS = {("fief", 5): 1}
RANDOM_SIMS_PER_GAME = {"fief": 2}
DEFAULT_RANDOM_SIMS = 3
LONG_GAME = {"fief": 1000}  # the longest game played must reach this many decisions
# Fief's random games run to its 60-turn limit, 5,000 to 8,800 decisions of the talks and the
# justice at 4 and 6 players (four minutes of these checks at 6 players); to 20 turns they run
# 1,300 to 2,700, still through every phase, the talks and the church's elections.
SIM_OPTIONS: dict[str, dict[str, object]] = {"fief": {"turn-limit": 20}}


@pytest.mark.parametrize(("game_id", "players"), CASES, ids=CASE_IDS)
def test_random_sim_test(game_id, players):
    """OpenSpiel's own checks over complete random games, long ones among them."""
    lengths: list[int] = []

    def record_length(state: pyspiel.State) -> None:
        if state.is_terminal():
            lengths.append(len(state.history()) - 1)  # the seed is not a decision

    sims = RANDOM_SIMS.get(
        (game_id, players), RANDOM_SIMS_PER_GAME.get(game_id, DEFAULT_RANDOM_SIMS)
    )
    pyspiel.random_sim_test(
        load(game_id, players, **SIM_OPTIONS.get(game_id, {})),
        num_sims=sims,
        serialize=True,
        verbose=False,
        state_checker_fn=record_length,
    )
    assert len(lengths) == sims
    assert max(lengths) >= LONG_GAME.get(game_id, 0), (
        f"no game reached {LONG_GAME[game_id]} decisions ({lengths}): play more simulations"
    )


@pytest.mark.parametrize(("game_id", "players"), CASES, ids=CASE_IDS)
def test_game_info_follows_the_parameters(game_id, players):
    game = load(game_id, players)
    regnum_game = get(game_id)
    assert game.num_players() == players
    assert game.num_distinct_actions() == regnum_game.num_distinct_actions
    assert game.max_game_length() == interop.max_decisions(regnum_game)
    assert game.max_chance_outcomes() == openspiel.SEEDS
    assert (game.min_utility(), game.max_utility(), game.utility_sum()) == (0.0, 1.0, 1.0)
    assert game.get_type().min_num_players == regnum_game.min_players
    assert game.get_type().max_num_players == regnum_game.max_players


@pytest.mark.parametrize("game_id", shipped_ids())
def test_the_seed_is_the_one_chance_node(game_id):
    regnum_game = get(game_id)
    game = load(game_id, regnum_game.min_players)
    state = game.new_initial_state()
    assert state.is_chance_node()
    outcomes = state.chance_outcomes()
    assert len(outcomes) == openspiel.SEEDS
    assert sum(p for _, p in outcomes) == pytest.approx(1.0)
    state.apply_action(1234)
    expected = regnum_game.new_game(regnum_game.min_players, 1234)
    assert state.regnum_state == expected
    play_random(state, 5)
    assert state.is_terminal()
    movers = [item.player for item in state.full_history()]
    assert movers[0] == pyspiel.PlayerId.CHANCE and state.history()[0] == 1234
    assert all(0 <= mover < regnum_game.min_players for mover in movers[1:])


@pytest.mark.parametrize("game_id", shipped_ids())
def test_serialize_pickle_and_clone_restore_the_same_state(game_id):
    regnum_game = get(game_id)
    game = load(game_id, regnum_game.max_players)
    state = game.new_initial_state()
    play_random(state, 9, steps=40)
    for copy in (
        game.deserialize_state(state.serialize()),
        pyspiel.deserialize_game_and_state(pyspiel.serialize_game_and_state(game, state))[1],
        pickle.loads(pickle.dumps(state)),
        state.clone(),
    ):
        assert str(copy) == str(state)
        assert copy.history() == state.history()
        for player in range(regnum_game.max_players):
            assert copy.information_state_string(player) == state.information_state_string(player)
        # the copy goes on exactly like the original
        play_random(copy, 3)
        original = state.clone()
        play_random(original, 3)
        assert copy.returns() == original.returns()


@pytest.mark.parametrize(("game_id", "players"), CASES, ids=CASE_IDS)
def test_returns_are_win_shares(game_id, players):
    game = load(game_id, players)
    for seed in range(3):
        state = game.new_initial_state()
        play_random(state, seed)
        winners = state.regnum_state.winners
        assert winners
        assert state.returns() == [
            1.0 / len(winners) if p in winners else 0.0 for p in range(players)
        ]
        assert sum(state.returns()) == pytest.approx(1.0)


def test_a_game_stopped_at_the_cap_is_a_shared_tie(monkeypatch):
    monkeypatch.setitem(interop.MAX_DECISIONS, "krone-und-schwert", 10)
    game = load("kus", 3)
    assert game.max_game_length() == 10
    state = game.new_initial_state()
    play_random(state, 1)
    assert len(state.history()) == 11  # the seed and ten decisions
    assert not state.regnum_state.is_over
    assert state.returns() == [pytest.approx(1 / 3)] * 3


@pytest.mark.parametrize("game_id", shipped_ids())
def test_observations_come_from_views_only(game_id):
    regnum_game = get(game_id)
    players = regnum_game.max_players
    game = load(game_id, players)
    state = game.new_initial_state()
    play_random(state, 4, steps=30)
    inner = state.regnum_state
    for player in range(players):
        observation = state.observation_string(player)
        assert json.loads(observation) == inner.view(player)
        info = state.information_state_string(player).split("\n")
        assert json.loads(info[0]) == inner.view(player)
        assert len(info) == 1 + len(inner.history)
        tensor = np.zeros(VIEW_SIZE, np.float32)
        hash_view(inner.view(player), tensor)
        assert np.array_equal(np.array(state.observation_tensor(player)), tensor)
        assert len(state.information_state_tensor(player)) == game.information_state_tensor_size()
    public = game.make_py_observer(
        pyspiel.IIGObservationType(perfect_recall=False, private_info=pyspiel.PrivateInfoType.NONE)
    )
    assert json.loads(public.string_from(state, 0)) == inner.view(None)


@pytest.mark.parametrize("game_id", shipped_ids())
def test_information_states_agree_within_an_information_set(game_id):
    """A resampled state (another deal the player cannot tell apart) has the same information
    state for that player, and the hidden parts are not in the string."""
    regnum_game = get(game_id)
    game = load(game_id, regnum_game.max_players)
    state = game.new_initial_state()
    play_random(state, 8, steps=25)
    player = state.current_player()
    resample = openspiel.resampler(2)
    for _ in range(5):
        sample = resample(state, player)
        assert sample.regnum_state.to_json() != state.regnum_state.to_json()
        assert sample.information_state_string(player) == state.information_state_string(player)
        assert sample.observation_string(player) == state.observation_string(player)
        assert sample.legal_actions() == state.legal_actions()
    assert '"seed"' not in state.information_state_string(player)


def test_observers_refuse_what_views_cannot_give():
    game = load("kus", 2)
    with pytest.raises(ValueError, match="public_info=True"):
        game.make_py_observer(
            pyspiel.IIGObservationType(
                perfect_recall=False, private_info=pyspiel.PrivateInfoType.ALL_PLAYERS
            )
        )
    with pytest.raises(ValueError, match="no parameters"):
        game.make_py_observer(None, {"x": 1})


@pytest.mark.parametrize("game_id", shipped_ids())
def test_ismcts_with_our_resampler_plays_complete_games(game_id):
    """OpenSpiel's ISMCTS in seat 0 (small budget), uniform random play in the others."""
    regnum_game = get(game_id)
    players = regnum_game.min_players
    # Fief's 60 turns make each random rollout thousands of decisions (the test took 5 minutes):
    # its shortest turn limit still plays complete games, bidding, fighting and negotiating
    options: dict[str, object] = {"turn-limit": 20} if game_id == "fief" else {}
    game = load(game_id, players, **options)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=np.random.RandomState(1))
    bot = ismcts.ISMCTSBot(
        game, evaluator, uct_c=2.0, max_simulations=4, random_state=np.random.RandomState(2)
    )
    bot.set_resampler(openspiel.resampler(3))
    rng = Rng(4)
    state = game.new_initial_state()
    state.apply_action(11)
    searched = 0
    while not state.is_terminal():
        if state.current_player() == 0:
            action = bot.step(state)
            assert action in state.legal_actions()
            searched += 1
        else:
            action = rng.choice(state.legal_actions())
        state.apply_action(action)
    assert searched > 0
    assert state.regnum_state.is_over
    assert sum(state.returns()) == pytest.approx(1.0)


@pytest.mark.parametrize("game_id", shipped_ids())
def test_player_count_out_of_range_is_refused_with_our_message(game_id):
    regnum_game = get(game_id)
    for players in (regnum_game.min_players - 1, regnum_game.max_players + 1):
        with pytest.raises(pyspiel.SpielError, match=f"is for {regnum_game.min_players} to"):
            load(game_id, players)


def test_a_bad_option_value_is_refused_with_our_message():
    with pytest.raises(pyspiel.SpielError, match=r"setup3='twice' is not valid.*deal, reveal"):
        load("kuf", 3, setup3="twice")


def test_options_that_do_not_go_together_are_refused_at_load_time():
    with pytest.raises(pyspiel.SpielError, match="first_adviser does not apply with setup3=reveal"):
        load("kuf", 3, setup3="reveal", first_adviser="#2")


def test_an_unknown_option_is_refused_by_openspiel_before_our_code_runs():
    """pyspiel checks names against the declared parameters before it calls the game class."""
    with pytest.raises(pyspiel.SpielError, match=r"Unknown parameter 'colour'.*setup3"):
        load("kuf", 4, colour="red")


def test_options_reach_the_game_and_survive_a_game_string():
    game = pyspiel.load_game("regnum_kuf(players=3,scoring=dagger,long_term=true,first_adviser=#2)")
    state = game.new_initial_state()
    state.apply_action(5)
    assert state.regnum_state.options["scoring"] == "dagger"
    assert state.regnum_state.options["long_term"] == "true"
    assert state.regnum_state.options["first_adviser"] == "2"
    again = pyspiel.load_game(str(game))
    assert str(again) == str(game)
    assert again.options == game.options


@pytest.mark.parametrize("game_id", shipped_ids())
def test_every_option_value_survives_a_game_string(game_id):
    regnum_game = get(game_id)
    for option in regnum_game.option_specs:
        for value in option.choices:
            try:
                game = pyspiel.load_game(
                    interop.short_name(regnum_game),
                    {
                        "players": regnum_game.max_players,
                        option.name: openspiel.to_parameter(option, value),
                    },
                )
            except pyspiel.SpielError as err:  # a value that needs other options with it
                with pytest.raises(InvalidOptionError, match=re.escape(str(err))):
                    regnum_game.new_game(regnum_game.max_players, 0, {option.name: value})
                continue
            assert game.options[option.name] == value
            assert pyspiel.load_game(str(game)).options == game.options
