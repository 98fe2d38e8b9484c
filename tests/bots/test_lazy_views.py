"""The view a bot reads inside a search (`State.lazy_view`) is the seat's view, part for part.

A heuristic rollout step reads a few parts of the view of the sampled state, built when read; the
whole view is the same mapping completed. Whatever parts are read, and in whatever order, each is
the whole view's part, and the mapping holds the same keys in the same order: the bot can read no
more than the view says.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

import pytest

from regnum.bots import make
from regnum.bots.base import Observation
from regnum.bots.ismcts import bot_policy
from regnum.engine.game import Game, State
from regnum.engine.lazy_view import LazyParts, LazyView, Record, fields, record_dict, whole
from regnum.engine.rng import Rng
from regnum.games import get


def positions(game: Game, seeds: range, every: int) -> list[State]:
    """Every `every`-th position of seeded random games of each player count, as clones."""
    found = []
    for players in range(game.min_players, game.max_players + 1):
        for seed in seeds:
            rng, state = Rng(seed), game.new_game(players, seed)
            step = 0
            while not state.is_over:
                if step % every == 0:
                    found.append(state.clone())
                legal = state.legal_actions()
                state.apply(legal[rng.below(len(legal))])
                step += 1
            found.append(state)
    return found


def plain(value: Any, rng: Rng | None = None) -> Any:
    """A part as the JSON it stands for, its own lazy parts read too (in a random order with
    `rng`): Krieg und Frieden's seats and `you` and Fief's talks are lazy in turn."""
    if isinstance(value, str | int | float | bool) or value is None:
        return value
    if isinstance(value, Mapping):
        keys = list(value)
        if rng is not None:
            rng.shuffle(keys)
        read = {key: plain(value[key], rng) for key in keys}
        return {key: read[key] for key in value}
    items = list(range(len(value)))
    if rng is not None:
        rng.shuffle(items)
    read_items = {i: plain(value[i], rng) for i in items}
    return [read_items[i] for i in range(len(value))]


def parts_as_read(state: State, seat: int, rng: Rng) -> list[tuple[str, Any]]:
    """Each part of a fresh lazy view, read one by one in a random order."""
    lazy = state.lazy_view(seat)
    keys = list(lazy)
    rng.shuffle(keys)
    return [(key, json.dumps(plain(lazy[key], rng))) for key in keys]


# (game, seeds, every how many decisions a position is taken): Fief's games are long
SAMPLED = [("kus", 3, 7), ("kuf", 3, 7), ("fief", 1, 53)]


@pytest.mark.parametrize(("game_id", "seeds", "every"), SAMPLED)
def test_every_part_read_is_the_views_part(game_id: str, seeds: int, every: int) -> None:
    game = get(game_id)
    rng = Rng(7)
    checked = 0
    for state in positions(game, range(seeds), every):
        if state.is_over:
            continue
        for seat in range(state.num_players):
            whole = state.view(seat)
            lazy = state.lazy_view(seat)
            assert list(lazy) == list(whole) and len(lazy) == len(whole)
            assert all(key in lazy for key in whole) and "no such part" not in lazy
            for key, text in parts_as_read(state, seat, rng):
                assert text == json.dumps(whole[key]), key
            # read whole after a few parts: the same text as the view, key order included
            assert json.dumps(plain(lazy)) == json.dumps(whole)
            checked += 1
    assert checked > 150


@pytest.mark.parametrize(("game_id", "seeds", "every"), SAMPLED)
def test_a_rollout_observation_reads_the_samples_view(game_id: str, seeds: int,
                                                      every: int) -> None:
    """The Observation a rollout step hands the heuristic bot: its view is the seat's view of the
    sample, and the bot plays the move it plays from the whole view."""
    game = get(game_id)
    policy_bot = make("heuristic", game, 3)
    for state in positions(game, range(max(1, seeds - 1)), every + 4):
        if state.is_over or len(state.legal_actions()) < 2:
            continue
        obs = Observation.of_sample(state)
        whole = Observation(state.game, obs.player, state.view(obs.player), obs.legal,
                            obs.determinize, obs.competes)
        assert policy_bot.choose(obs) == policy_bot.choose(whole)
        assert plain(obs.view) == whole.view
        assert bot_policy(policy_bot)(state, Rng(1)) == policy_bot.choose(whole)


def test_lazy_parts_build_a_part_once_and_only_when_read() -> None:
    built: list[str] = []

    def part(state: dict[str, int], viewer: int) -> Any:
        built.append(f"{viewer}")
        return [state["x"], viewer]

    parts = {"a": lambda state, viewer: state["x"], "b": part, "c": part}
    state = {"x": 5}
    lazy = LazyParts(state, 2, parts)
    assert list(lazy) == ["a", "b", "c"] and len(lazy) == 3 and built == []
    assert "c" in lazy and "d" not in lazy and built == []
    assert lazy["c"] == [5, 2] and lazy["c"] is lazy["c"] and built == ["2"]
    state["x"] = 6  # a part is built from the state as it is when first read
    assert dict(lazy) == {"a": 6, "b": [6, 2], "c": [5, 2]} and built == ["2", "2"]
    assert whole(state, 3, parts) == {"a": 6, "b": [6, 3], "c": [6, 3]}
    assert lazy.get("a") == 6 and lazy.get("d") is None and lazy.get("d", 0) == 0
    with pytest.raises(KeyError):
        lazy["d"]


def test_a_record_reads_as_its_dict() -> None:
    keys = fields("b", "a", "c")
    assert keys == {"b": 0, "a": 1, "c": 2}
    values = (1, [2], None)
    record, plain_dict = Record(keys, values), record_dict(keys, values)
    assert list(plain_dict.items()) == [("b", 1), ("a", [2]), ("c", None)]
    assert list(record) == ["b", "a", "c"] and len(record) == 3
    assert "a" in record and "d" not in record and record["a"] is values[1]
    assert dict(record) == plain_dict and record.get("d", 4) == 4
    with pytest.raises(KeyError):
        record["d"]
    # a shorter table reads the first entries only (a stack seen face down)
    assert dict(Record(fields("b", "a"), values)) == {"b": 1, "a": [2]}


def test_a_lazy_view_builds_a_part_once_and_only_when_read() -> None:
    built: list[str] = []

    def part(name: str) -> Any:
        built.append(name)
        return [name]

    lazy = LazyView({"a": 1, "b": None, "c": None}, {"b": lambda: part("b"), "c": lambda: part("c")})
    assert lazy["a"] == 1 and built == []
    assert "c" in lazy and built == []
    assert lazy["c"] == ["c"] and lazy["c"] == ["c"] and built == ["c"]
    assert lazy.whole() == {"a": 1, "b": ["b"], "c": ["c"]} and built == ["c", "b"]
    with pytest.raises(KeyError):
        lazy["d"]
