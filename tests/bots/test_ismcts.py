"""ISMCTS: reproducible, honest (decides from the view alone), and stronger than random."""

from __future__ import annotations

import json
import time
import zlib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from regnum.bots import Observation, make
from regnum.bots.ismcts import IsmctsBot, SearchConfig, evaluate, random_policy, win_shares
from regnum.engine.game import Action, Game, State
from regnum.engine.rng import Rng
from regnum.games import get, register
from regnum.sim.simulate import SimulationConfig, aggregate, run
from tests.toy_game import PASS

register("toy", "tests.toy_game")

SPEC = "ismcts:iters=12:depth=6"
SPECS = [
    "easy", "hard", "ismcts:iters=5:widen=0.5:c=0", "ismcts:iters=3:depth=0:rollout=random",
    "ismcts:iters=9:root=halving", "ismcts:iters=1:root=halving:rollout=random",
]


def _midgame(game: Game, seed: int, decisions: int) -> State:
    """A 4-player position after seeded random play, at a decision with a real choice."""
    state = game.new_game(4, seed)
    rng = Rng(seed)
    while len(state.history) < decisions or len(state.legal_actions()) < 2:
        state.apply(rng.choice(list(state.legal_actions())))
    return state


@pytest.mark.parametrize("spec", [SPEC, f"{SPEC}:root=halving"])
@pytest.mark.parametrize("game_id", ["kuf", "kus"])
def test_same_seed_same_move(game_id: str, spec: str) -> None:
    state = _midgame(get(game_id), 5, 30)
    moves = {make(spec, state.game, 11).choose(Observation.of(state)).id for _ in range(2)}
    assert len(moves) == 1


HONESTY_CASES = [("kuf", 1), ("kuf", 2), ("kus", 1), ("kus", 2), ("fief", 1), ("fief", 2)]
# `expert` thinks for a fixed time, so its move depends on the machine's speed: its search is
# checked with an iteration budget instead (the same code path, the same configuration otherwise)
EVERY_LEVEL = [
    "random", "heuristic", "easy", "normal", "hard", "expert:iters=20", SPEC, f"{SPEC}:root=halving",
]


@pytest.mark.parametrize("bot", EVERY_LEVEL)
@pytest.mark.parametrize(("game_id", "seed"), HONESTY_CASES)
def test_hidden_information_does_not_change_the_move(game_id: str, seed: int, bot: str) -> None:
    """Two states that look the same to the player to move but differ in what is hidden from it
    (other hands, deck order, future chance; then the game's seed too) get the same move from the
    same seeded bot, at every level of every game."""
    state = _midgame(get(game_id), seed, 25)
    player = state.current_player
    assert player is not None
    cards = state.determinize(player, Rng(999))
    cards.seed, cards.history = state.seed, list(state.history)  # only the hidden cards differ
    reseeded = state.determinize(player, Rng(998))
    reseeded.history = list(state.history)  # the hidden cards and the seed differ
    for other in (cards, reseeded):
        assert other.to_json() != state.to_json()  # the hidden parts really differ
        assert other.view(player) == state.view(player)
        assert other.legal_actions() == state.legal_actions()
    chosen = [make(bot, state.game, 4).choose(Observation.of(s)) for s in (state, cards, reseeded)]
    assert chosen[0] is chosen[1] is chosen[2]


def test_a_bot_given_a_state_instead_of_an_observation_fails() -> None:
    state = _midgame(get("kus"), 3, 10)
    bot = make(SPEC, state.game, 0)
    with pytest.raises(AttributeError):
        bot.choose(state)  # type: ignore[arg-type]


def test_a_single_legal_action_is_played_without_search() -> None:
    state = get("kuf").new_game(4, 1)
    rng = Rng(2)
    while len(state.legal_actions()) != 1:
        state.apply(rng.choice(list(state.legal_actions())))
    bot = IsmctsBot("t", 0, SearchConfig(iterations=50), random_policy)
    assert bot.choose(Observation.of(state)) is state.legal_actions()[0]
    assert bot.last_iterations == 0


def test_search_runs_its_iteration_budget_and_visits_only_legal_root_moves() -> None:
    state = _midgame(get("kus"), 4, 12)
    bot = IsmctsBot("t", 0, SearchConfig(iterations=40, depth=4), random_policy)
    root = bot.search(Observation.of(state))
    assert bot.last_iterations == 40
    assert root.visits == 40
    assert set(root.children) <= {a.id for a in state.legal_actions()}
    assert sum(child.visits for child in root.children.values()) == 40


def test_progressive_widening_limits_children() -> None:
    state = _midgame(get("kus"), 6, 12)
    while len(state.legal_actions()) < 8:
        state.apply(Rng(len(state.history)).choice(list(state.legal_actions())))
    bot = IsmctsBot("t", 0, SearchConfig(iterations=3, depth=2, widen=1.0), random_policy)
    root = bot.search(Observation.of(state))
    assert len(root.children) <= 2  # ceil(1 * sqrt(visits + 1)) with visits 0, 1, 2


def test_a_time_budget_stops_the_search() -> None:
    state = _midgame(get("kuf"), 2, 20)
    bot = IsmctsBot("t", 0, SearchConfig(iterations=None, seconds=0.05, depth=4), random_policy)
    bot.choose(Observation.of(state))
    assert bot.last_iterations >= 1


def test_a_cpu_time_budget_stops_the_search() -> None:
    state = _midgame(get("kus"), 2, 20)
    config = SearchConfig(iterations=None, seconds=0.05, clock="cpu", depth=4)
    bot = IsmctsBot("t", 0, config, random_policy)
    begin = time.thread_time()
    bot.choose(Observation.of(state))
    assert bot.last_iterations >= 1
    assert 0.05 <= time.thread_time() - begin < 1.0


class _Counted:
    """A random rollout that counts its decisions, an evaluation that records the count at each
    cut, and a test of settledness (an even count) over the same counter."""

    def __init__(self) -> None:
        self.steps = 0
        self.cuts: list[int] = []

    def policy(self, state: State, rng: Rng) -> Action:
        self.steps += 1
        return random_policy(state, rng)

    def judge(self, state: State) -> list[float]:
        self.cuts.append(self.steps)
        self.steps = 0
        return evaluate(state)

    def even(self, state: State) -> bool:
        return self.steps % 2 == 0

    def never(self, state: State) -> bool:
        return False


@pytest.mark.parametrize("settle", [True, False])
@pytest.mark.parametrize("depth", [5, 6])
def test_a_rollout_is_judged_only_where_the_game_says_it_is_settled(
    settle: bool, depth: int
) -> None:
    """Past its depth a rollout plays on to a settled state, at most `depth` decisions more;
    `settle=no` cuts at the depth as before."""
    state = _midgame(get("kus"), 4, 12)
    config = SearchConfig(iterations=20, depth=depth, settle=settle)
    for settled, settled_cut in (("even", depth + depth % 2), ("never", 2 * depth)):
        counted = _Counted()
        bot = IsmctsBot(
            "t", 0, config, counted.policy, None, counted.judge, getattr(counted, settled)
        )
        bot.search(Observation.of(state))
        assert len(counted.cuts) == 20
        assert set(counted.cuts) == {settled_cut if settle else depth}, (settled, counted.cuts)


def test_fief_rollouts_are_not_judged_in_phase_5() -> None:
    from regnum.bots.evaluation.fief import settled
    from regnum.games.fief.state import PHASE_MILITARY

    state = _midgame(get("fief"), 3, 40)
    seen = set()
    rng = Rng(3)
    while not state.is_over and len(seen) < 2:
        seen.add(state.phase == PHASE_MILITARY)
        assert settled(state) is (state.phase != PHASE_MILITARY)
        state.apply(rng.choice(list(state.legal_actions())))
    assert seen == {True, False}
    bot = make("hard", get("fief"), 1)
    assert isinstance(bot, IsmctsBot) and bot.settled is settled
    assert make("hard:settle=no", get("fief"), 1).settled is None  # type: ignore[attr-defined]
    assert make("hard", get("kus"), 1).settled is None  # type: ignore[attr-defined]


def test_rewards_are_win_shares_and_sum_to_one() -> None:
    game = get("kus")
    state = game.new_game(4, 8)
    rng = Rng(8)
    for _ in range(40):
        state.apply(rng.choice(list(state.legal_actions())))
    assert sum(evaluate(state)) == pytest.approx(1.0)
    assert all(0.0 <= r <= 1.0 for r in evaluate(state))
    while not state.is_over:
        state.apply(rng.choice(list(state.legal_actions())))
    shares = win_shares(state)
    assert sum(shares) == pytest.approx(1.0)
    assert {p for p, share in enumerate(shares) if share > 0} == set(state.winners)


def test_search_beats_random_on_the_toy_game() -> None:
    """30 seeded two-player games of high-low: the lower end of the 95% interval of the search
    bot's win share must clear the fair share (50%)."""
    config = SimulationConfig(
        game="toy",
        bots=("ismcts:iters=40:rollout=random:depth=none", "random"),
        games=30,
        seed=3,
        num_players=2,
        bot_secret="toy-strength",  # fixed, so that the figure is the same on every run
    )
    config.check()
    row = aggregate(config, run(config))["by_bot"][0]
    assert row["ci95"][0] > 0.5, row


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), decisions=st.integers(0, 12), spec=st.sampled_from(SPECS))
def test_the_move_is_always_legal_in_the_toy_game(seed: int, decisions: int, spec: str) -> None:
    state = get("toy").new_game(3, seed)
    rng = Rng(seed)
    for _ in range(decisions):
        if state.is_over:
            break
        state.apply(rng.choice(list(state.legal_actions())))
    if state.is_over:
        return
    action = make(spec, state.game, seed).choose(Observation.of(state))
    assert action in state.legal_actions()


PASS_ID = PASS.id


def _toy_position(seed: int) -> State:
    """A 2-player high-low position with a real choice: seat 0's first decision."""
    return get("toy").new_game(2, seed, {"rounds": "1"})


class _Fixed:
    """A prior that always names one move, and a judge that scores the seat to have moved by
    the card it played (a pass, 0), so that the best move is known: the highest card."""

    name = "fixed"
    samples = False

    def __init__(self, action_id: int) -> None:
        self.action_id = action_id

    def choose(self, obs: Observation) -> Action:
        return next(a for a in obs.legal if a.id == self.action_id)


def _by_card(state: State) -> list[float]:
    """Seat 0's share grows with the card it played (a pass is 0); seat 1 gets the rest."""
    card = sum(c for p, c in state.table if p == 0)  # type: ignore[attr-defined]
    return [card / (card + 6.5), 6.5 / (card + 6.5)]


def test_halving_leaves_the_prior_for_a_move_that_beats_it_on_fresh_samples() -> None:
    """Judged by the card played, the highest card beats the prior's pass on every sample: the
    duel leaves the prior. With the same prior, a judge that scores all moves alike keeps it."""
    state = _toy_position(4)
    legal = state.legal_actions()
    highest = max((a for a in legal if a.kind == "play"), key=lambda a: a.args[0])
    config = SearchConfig(iterations=40, depth=0, root="halving")
    bot = IsmctsBot("t", 0, config, random_policy, _Fixed(PASS_ID), _by_card)
    assert bot.choose(Observation.of(state)) == highest
    assert 0 < bot.last_iterations <= 40



def _noise(state: State) -> list[float]:
    """A judge that knows nothing: a share drawn from the state's own text, so every move of
    every sample gets an unrelated score, the same on every run."""
    share = Rng(zlib.crc32(json.dumps(state.to_json(), sort_keys=True).encode())).below(1001) / 1000
    return [share, 1 - share]


def test_halving_keeps_the_prior_where_no_move_is_better() -> None:
    """Under a judge of pure noise the race still has a winner (the luckiest of the moves), but
    it must beat the prior on fresh samples: in most of 12 positions it does not, and the prior's
    move is played (11 of 12 here; without the duel, 6)."""
    config = SearchConfig(iterations=40, depth=0, root="halving")
    kept = 0
    for seed in range(12):
        bot = IsmctsBot("t", seed, config, random_policy, _Fixed(PASS_ID), _noise)
        kept += bot.choose(Observation.of(_toy_position(seed))).id == PASS_ID
    assert kept >= 8, kept


def test_a_move_beats_the_prior_only_by_more_than_z_standard_errors() -> None:
    from regnum.bots.ismcts import _beats

    assert _beats([0.1, 0.1, 0.1], 1.0)  # always better: no spread
    assert not _beats([0.0, 0.0, 0.0], 1.0)  # never better
    assert not _beats([0.2], 0.0)  # one sample proves nothing
    diffs = [0.3, -0.1, 0.2, -0.2]  # mean 0.05, standard error 0.1118
    assert _beats(diffs, 0.4) and not _beats(diffs, 0.5)


def test_halving_takes_an_iteration_budget_only() -> None:
    with pytest.raises(ValueError, match="in iterations"):
        SearchConfig(iterations=None, seconds=1.0, root="halving")
    with pytest.raises(ValueError, match="tree, halving"):
        SearchConfig(root="forest")
