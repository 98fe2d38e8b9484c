"""Bot names and levels: what `make` and `names` accept, and what they refuse with the choices."""

from __future__ import annotations

from dataclasses import replace

import pytest

from regnum.bots import UnknownBotError, make, names, thinking_time
from regnum.bots.ismcts import IsmctsBot, SearchConfig, random_policy
from regnum.bots.levels import LEVELS, parse_spec
from regnum.games import get


@pytest.mark.parametrize("game_id", ["kuf", "kus", "fief"])
def test_every_game_lists_all_levels(game_id: str) -> None:
    assert names(get(game_id)) == ["random", "heuristic", "easy", "normal", "hard", "expert"]


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_levels_are_search_bots_with_iteration_budgets(level: str) -> None:
    bot = make(f" {level.upper()} ", get("kus"), 3)
    assert isinstance(bot, IsmctsBot)
    assert bot.name == level
    assert bot.config.iterations is not None and bot.config.seconds is None


def test_expert_thinks_for_a_fixed_time_that_a_table_may_set() -> None:
    """`expert` has a time budget (1 s of CPU time per move by default, so a busy machine does
    not weaken it); `expert:seconds=S` sets another and keeps the rest of the level."""
    bot = make("expert", get("kus"), 3)
    assert isinstance(bot, IsmctsBot) and bot.name == "expert"
    assert bot.config.iterations is None and bot.config.seconds == 1.0
    assert bot.config.clock == "cpu"
    quick = make("Expert:seconds=0.25", get("kus"), 3)
    assert isinstance(quick, IsmctsBot)
    assert quick.config == replace(bot.config, seconds=0.25)
    assert thinking_time("expert") == 1.0 and thinking_time("expert:seconds=0.25") == 0.25
    assert thinking_time("ismcts:seconds=2") == 2.0
    for untimed in ("hard", "random", "heuristic", "ismcts:iters=5", "expert:iters=9", "nobody"):
        assert thinking_time(untimed) is None
    hard = make("hard:iters=80", get("kus"), 3)
    assert isinstance(hard, IsmctsBot) and hard.config == replace(LEVELS["hard"].config, iterations=80)


@pytest.mark.parametrize(("game_id", "iterations", "depth"),
                         [("kuf", 150, 30), ("kus", 150, 30), ("fief", 50, 90)])
def test_hard_searches_as_much_as_its_game_allows(game_id: str, iterations: int,
                                                  depth: int) -> None:
    """`hard` spends the search's speed on iterations in Krieg und Frieden and Krone & Schwert
    (150) and on longer rollouts in Fief (cut after 90 decisions), and `expert` looks as far; a
    spec from the level starts from the game's budget and changes only what it names."""
    bot = make("hard", get(game_id), 3)
    assert isinstance(bot, IsmctsBot)
    assert (bot.config.iterations, bot.config.depth) == (iterations, depth)
    shallow = make("hard:depth=60", get(game_id), 3)
    assert isinstance(shallow, IsmctsBot)
    assert (shallow.config.iterations, shallow.config.depth) == (iterations, 60)
    tuned = make("hard:iters=80", get(game_id), 3)
    assert isinstance(tuned, IsmctsBot)
    assert (tuned.config.iterations, tuned.config.depth) == (80, depth)
    expert = make("expert", get(game_id), 3)
    assert isinstance(expert, IsmctsBot) and expert.config.depth == depth
    assert parse_spec("hard").config.iterations == LEVELS["hard"].config.iterations == 50
    assert parse_spec("hard").config.depth == LEVELS["hard"].config.depth == 30


def test_levels_grow_in_budget() -> None:
    budgets = [LEVELS[level].config.iterations or 0 for level in ("normal", "hard")]
    assert budgets == sorted(budgets) and budgets[0] < budgets[1]


def test_heuristic_rollouts_fall_back_to_random_without_a_heuristic() -> None:
    from tests.toy_game import HighLow

    bot = make("hard", HighLow(), 1)
    assert isinstance(bot, IsmctsBot)
    assert bot.policy is random_policy and bot.prior is None


def test_a_spec_sets_budget_and_rollout() -> None:
    spec = parse_spec("ismcts:iters=7:rollout=random:depth=none:c=0.5:widen=3:bias=0")
    assert spec.rollout == "random"
    assert spec.config == SearchConfig(
        iterations=7, depth=None, exploration=0.5, widen=3.0, bias=0.0
    )
    timed = parse_spec("ismcts:seconds=0.25").config
    assert timed.seconds == 0.25 and timed.iterations is None and timed.clock == "wall"
    assert parse_spec("ismcts:seconds=0.25:clock=cpu").config.clock == "cpu"
    assert parse_spec("hard").config.settle and not parse_spec("hard:settle=no").config.settle
    assert parse_spec("hard").config.root == "tree"
    assert parse_spec("hard:root=halving").config.root == "halving"


def test_unknown_bot_is_refused_with_the_valid_names() -> None:
    with pytest.raises(UnknownBotError) as err:
        make("grandmaster", get("kuf"), 0)
    message = str(err.value)
    assert "'grandmaster'" in message
    assert "random, heuristic, easy, normal, hard, expert" in message
    assert "ismcts:" in message


@pytest.mark.parametrize(
    ("spec", "reason"),
    [
        ("ismcts:iters=0", "at least 1"),
        ("ismcts:iters=-5", "at least 1"),
        ("ismcts:seconds=0", "more than 0 seconds"),
        ("ismcts:depth=-1", "0 or more"),
        ("ismcts:rollout=alphazero", "heuristic, random"),
        ("ismcts:speed=3", "iters, seconds, clock, rollout, depth, settle, root, c, widen, bias"),
        ("hard:root=forest", "tree, halving"),
        ("expert:root=halving", "in iterations, not seconds"),
        ("hard:settle=maybe", "yes or no"),
        ("ismcts:seconds=1:clock=sundial", "wall, cpu"),
        ("expert:seconds=-1", "more than 0 seconds"),
        ("ismcts:iters", "KEY=VALUE"),
        ("ismcts:iters=many", "invalid literal"),
    ],
)
def test_bad_budgets_and_keys_are_refused_with_the_choices(spec: str, reason: str) -> None:
    with pytest.raises(UnknownBotError) as err:
        make(spec, get("kus"), 0)
    assert reason in str(err.value)
    assert "iters (>0)" in str(err.value)


def test_config_needs_exactly_one_budget() -> None:
    with pytest.raises(ValueError, match="not both"):
        SearchConfig(iterations=10, seconds=1.0)
    with pytest.raises(ValueError, match="not both"):
        SearchConfig(iterations=None)
