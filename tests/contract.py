"""The one contract checker every game's tests run (docs/api.md describes the contract).

`check_contract(game, num_players, seed)` plays random games through the public surface only and
fails with an AssertionError that names the step and the check. Each game calls it from
`tests/games/<game>/test_contract.py` for each supported player count. `check_corrupt_json` checks
that damaged serialized states are refused with RecordError.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, TypeVar

from regnum.engine import (
    NOT_ALLOWED,
    Action,
    Game,
    GameOverError,
    GameRecord,
    IllegalActionError,
    InvalidOptionError,
    JsonDict,
    MalformedActionError,
    RecordError,
    Rng,
    State,
)

E = TypeVar("E", bound=BaseException)

MALFORMED_TEXTS = ("", "   ", "@@ no such action @@", "pass pass pass pass 999")


@dataclass
class ContractReport:
    """What a `check_contract` run covered, so a caller can insist that games really finished."""

    games: int = 0
    finished: int = 0
    steps: int = 0
    undoable: int = 0  # steps at which the seat to act could take an action back


def dumps(data: Any) -> str:
    """Strict JSON (no NaN) with sorted keys, so equal data gives equal text."""
    return json.dumps(data, sort_keys=True, allow_nan=False, ensure_ascii=False)


def json_trip(data: Any) -> Any:
    return json.loads(dumps(data))


@contextmanager
def raises(kind: type[E], what: str) -> Iterator[list[E]]:
    """Fail unless the block raises `kind`; the caught error is appended to the yielded list."""
    caught: list[E] = []
    try:
        yield caught
    except kind as err:
        caught.append(err)
        return
    except Exception as err:
        raise AssertionError(
            f"{what}: expected {kind.__name__}, got {type(err).__name__}: {err}"
        ) from err
    raise AssertionError(f"{what}: expected {kind.__name__}, but nothing was raised")


@contextmanager
def unchanged(state: State, what: str) -> Iterator[None]:
    """Fail if the block changes the serialized state (e.g. a refused action left a trace)."""
    before = dumps(state.to_json())
    yield
    assert dumps(state.to_json()) == before, f"{what} changed the state"


def check_action_space(game: Game) -> None:
    """Ids run 0..n-1 in order, notations are unique, normalized and parse back to their action."""
    assert game.num_distinct_actions == len(game.actions) > 0
    texts = set()
    for index, action in enumerate(game.actions):
        assert action.id == index, f"action {action.text!r} has id {action.id} at index {index}"
        assert str(action) == action.text
        assert action.text not in texts, f"two actions are written {action.text!r}"
        texts.add(action.text)
        assert game.action(index) == action
        assert game.parse_action(action.text) == action, f"{action.text!r} does not parse back"
        assert game.parse_action(f"  {action.text.upper()} ") == action, (
            f"{action.text!r} does not parse back with blanks and capitals"
        )
    for bad in (-1, len(game.actions)):
        with raises(MalformedActionError, f"{game.id}: action id {bad}"):
            game.action(bad)


def check_setup(game: Game, num_players: int, seed: int, options: Mapping[str, Any] | None) -> None:
    """Same configuration and seed give the same state; bad configurations are refused."""
    first = game.new_game(num_players, seed, options)
    assert first == game.new_game(num_players, seed, options), "new_game is not deterministic"
    assert first.num_players == num_players and first.seed == seed and first.history == []
    assert first.options == game.normalize_options(options)
    for bad_count in (game.min_players - 1, game.max_players + 1):
        with raises(InvalidOptionError, f"{game.id}: new_game for {bad_count} players"):
            game.new_game(bad_count, seed, options)
    with raises(InvalidOptionError, f"{game.id}: an unknown option") as caught:
        game.new_game(num_players, seed, {**(options or {}), "no-such-option": "x"})
    assert "no-such-option" in str(caught[0]), "the error does not name the unknown option"


def check_views(state: State, rng: Rng, where: str) -> None:
    """Views are JSON-safe and depend on nothing hidden from their viewer."""
    spectator = state.view(None)
    assert json_trip(spectator) == spectator, f"{where}: the spectator view is not JSON-safe"
    with unchanged(state, f"{where}: view/determinize"):
        for player in range(state.num_players):
            own = state.view(player)
            assert json_trip(own) == own, f"{where}: view({player}) is not JSON-safe"
            for _ in range(2):
                sample = state.determinize(player, rng.spawn())
                assert sample is not state, f"{where}: determinize returned the state itself"
                assert sample.history == [] and sample.undo_depth == 0, (
                    f"{where}: a determinized state has a history to take back"
                )
                assert sample.seed != state.seed, (
                    f"{where}: a determinized state keeps the true seed, which replays to the "
                    "hidden cards"
                )
                assert sample.view(player) == own, (
                    f"{where}: view({player}) differs in a determinized state, so it shows "
                    "something hidden from that player"
                )
                assert sample.view(None) == spectator, (
                    f"{where}: the spectator view differs in a state determinized for {player}"
                )
                assert sample.current_player == state.current_player
                assert sample.is_over == state.is_over
                if player == state.current_player:
                    assert sample.legal_actions() == state.legal_actions(), (
                        f"{where}: player {player}'s legal actions differ after determinize"
                    )
                if not sample.is_over:
                    sample.apply(rng.choice(list(sample.legal_actions())))


def check_refusals(game: Game, state: State, rng: Rng, where: str) -> None:
    """Illegal, malformed and out-of-range actions are refused with a clear error, changing nothing."""
    legal = state.legal_actions()
    legal_texts = [a.text for a in legal]
    illegal = [a for a in game.actions if a not in legal]
    with unchanged(state, f"{where}: a refused action"):
        if illegal:
            action = rng.choice(illegal)
            for form in (action, action.id, action.text):
                with raises(IllegalActionError, f"{where}: illegal {form!r}") as caught:
                    state.apply(form)
                error = caught[0]
                assert error.action == action.text, f"{where}: the error names the wrong action"
                assert action.text in str(error)
                assert sorted(error.legal) == sorted(legal_texts), (
                    f"{where}: IllegalActionError does not list the legal actions"
                )
        for text in MALFORMED_TEXTS:
            if text.strip().lower() in legal_texts:
                continue
            with raises(MalformedActionError, f"{where}: malformed {text!r}"):
                state.apply(text)
        for bad_id in (-1, game.num_distinct_actions):
            with raises(MalformedActionError, f"{where}: action id {bad_id}"):
                state.apply(bad_id)
        assert state.legal_actions() == legal


def check_legal(game: Game, state: State, where: str) -> tuple[Action, ...]:
    """Legal actions are non-empty, in id order, stable by id and notation, and each applies."""
    legal = state.legal_actions()
    assert legal, f"{where}: player {state.current_player} must act but has no legal action"
    ids = [a.id for a in legal]
    assert ids == sorted(set(ids)), f"{where}: legal actions are not in strict id order"
    with unchanged(state, f"{where}: applying legal actions to clones"):
        for action in legal:
            assert game.action(action.id) == action, f"{where}: id {action.id} is not stable"
            assert game.parse_action(str(action)) == action, f"{where}: {action} does not parse"
            probe = state.clone()
            assert probe == state, f"{where}: a clone differs from its original"
            probe.apply(action)
            assert probe.history == [*state.history, action.id]
    return legal


def check_relevant(game: Game, state: State, where: str) -> None:
    """`relevant_actions` lists actions of the game once each, in id order; every one that is not
    legal has its own reason (not the generic "not allowed"), and asking changes nothing."""
    relevant = state.relevant_actions()
    ids = [a.id for a in relevant]
    assert ids == sorted(set(ids)), f"{where}: relevant actions repeat or are out of id order"
    assert all(game.action(a.id) is a for a in relevant), f"{where}: a relevant action is foreign"
    legal = set(state.legal_actions())
    with unchanged(state, f"{where}: explaining a relevant action"):
        for action in relevant:
            if action not in legal:
                why = state.explain_illegal(action)
                assert why and why != NOT_ALLOWED, (
                    f"{where}: {action.text!r} is shown greyed with no reason of its own"
                )


def check_round_trip(game: Game, state: State, where: str) -> tuple[State, str]:
    """to_json survives real JSON text and from_json restores an equal state; returns it and the
    text."""
    text = dumps(state.to_json())
    restored = game.from_json(json.loads(text))
    assert restored == state, f"{where}: from_json(to_json()) differs from the state"
    return restored, text


def check_json(game: Game, state: State, where: str) -> State:
    """to_json survives real JSON text and restores an equal, working state."""
    restored, text = check_round_trip(game, state, where)
    assert dumps(restored.to_json()) == text
    assert restored.current_player == state.current_player
    assert restored.legal_actions() == state.legal_actions()
    assert restored.view(None) == state.view(None)
    return restored


def check_result(game: Game, state: State, where: str) -> None:
    """`result` is None until the end; then it is JSON-safe, names its reason and rows by ids
    that `game.texts` puts in words, gives one integer per seat in every row, and its parts add
    up to the scores."""
    result = state.result()
    if not state.is_over:
        assert result is None, f"{where}: a game that goes on has a result"
        return
    assert result is not None and json_trip(result) == result, f"{where}: no JSON-safe result"
    assert set(result) == {"reason", "parts", "also"}, f"{where}: result has {sorted(result)}"
    keys = ["result.score", f"result.reason.{result['reason']}"]
    for kind in ("parts", "also"):
        for row in result[kind]:
            keys.append(f"result.{kind[:-1] if kind == 'parts' else kind}.{row['id']}")
            values = row["values"]
            assert len(values) == state.num_players and all(type(v) is int for v in values), (
                f"{where}: result row {row['id']!r} is not one integer per seat"
            )
    missing = [key for key in keys if key not in game.texts]
    assert not missing, f"{where}: game.texts has no words for {missing}"
    if result["parts"]:
        sums = [sum(row["values"][p] for row in result["parts"]) for p in range(state.num_players)]
        assert sums == state.scores, f"{where}: the result's parts add up to {sums}, not the scores"


def check_finished(game: Game, state: State, where: str) -> None:
    assert state.current_player is None, f"{where}: the game is over but someone must act"
    winners = state.winners
    assert winners, f"{where}: a finished game has no winner"
    assert len(set(winners)) == len(winners) and set(winners) <= set(range(state.num_players))
    assert len(state.scores) == state.num_players
    assert state.legal_actions() == (), f"{where}: a finished game offers actions"
    with unchanged(state, f"{where}: an action offered to a finished game"):
        for form in (game.actions[0], 0, game.actions[-1].text):
            with raises(GameOverError, f"{where}: {form!r} offered to a finished game"):
                state.apply(form)


def check_undo(state: State, trail: list[State], rng: Rng, where: str, deep: bool) -> None:
    """`undo_depth` counts the seat to act's last actions, and `undone` takes them back to the
    very states before them; beyond that, undo is refused and changes nothing. `trail` holds the
    states before each of those actions. `deep`: also every step back, and the proof that
    nothing hidden was shown and nothing drawn: from a state determinized for that seat before
    them, the same actions lead to the same views for it and for spectators."""
    depth = state.undo_depth
    assert depth == len(trail) <= len(state.history), (
        f"{where}: undo_depth {depth} while the seat has acted {len(trail)} times undoably"
    )
    assert not (state.is_over and depth), f"{where}: a finished game offers an undo"
    with unchanged(state, f"{where}: a refused undo"):
        for bad in (0, depth + 1):
            with raises(IllegalActionError, f"{where}: undone({bad}) with undo_depth {depth}"):
                state.undone(bad)
    if not depth:
        return
    actor = state.current_player
    assert all(before.current_player == actor for before in trail), (
        f"{where}: an undoable action was taken by another seat than the one to act"
    )
    with unchanged(state, f"{where}: undone"):
        for steps in range(1, depth + 1) if deep else (depth,):
            earlier = state.undone(steps)
            assert earlier == trail[-steps], f"{where}: undone({steps}) is not the state before"
            assert earlier.undo_depth == depth - steps
        if deep:
            assert actor is not None
            sample = trail[0].determinize(actor, rng.spawn())
            for action_id in state.history[-depth:]:
                sample.apply(action_id)
            assert sample.view(actor) == state.view(actor), (
                f"{where}: an undoable action showed the seat something hidden or drawn"
            )
            assert sample.view(None) == state.view(None), (
                f"{where}: an undoable action showed the table something hidden or drawn"
            )


def check_record(state: State, snapshots: dict[int, str], where: str) -> None:
    """The record of the game replays to the same states; its JSON text replays too."""
    record = GameRecord.from_state(state)
    loaded = GameRecord.from_json(json.loads(json.dumps(record.to_json())))
    assert loaded == record
    assert loaded.final_state() == state, f"{where}: the record does not replay to the state"
    for step, replayed in enumerate(loaded.replay()):
        if step in snapshots:
            assert dumps(replayed.to_json()) == snapshots[step], (
                f"{where}: replaying the same seed and actions differs at step {step}"
            )


def check_contract(
    game: Game,
    num_players: int,
    seed: int,
    options: Mapping[str, Any] | None = None,
    *,
    max_steps: int = 2000,
    games: int = 2,
    json_every: int = 1,
    view_every: int = 1,
) -> ContractReport:
    """Play `games` random games of at most `max_steps` decisions each, checking the contract.

    Seeds are `seed`, `seed + 1`, ...; JSON round trips (and the state snapshots that replay is
    compared against) are checked every `json_every` steps, views and determinize every
    `view_every` steps, everything else at every step.
    """
    report = ContractReport()
    check_action_space(game)
    check_setup(game, num_players, seed, options)
    chooser = Rng(seed ^ 0x5EED)
    for game_seed in range(seed, seed + games):
        state = game.new_game(num_players, game_seed, options)
        snapshots: dict[int, str] = {}
        shadow: State | None = None  # restored from JSON at the last checkpoint, played alongside
        trail: list[State] = []  # the states before each action the seat to act may take back
        for step in range(max_steps + 1):
            where = f"{game.id} {num_players}p seed {game_seed} step {step}"
            assert (state.current_player is None) == state.is_over, (
                f"{where}: current_player is None exactly when the game is over"
            )
            if step % json_every == 0:
                if shadow is not None:
                    assert shadow == state, f"{where}: a state restored from JSON went astray"
                shadow = check_json(game, state, where)
                snapshots[step] = dumps(state.to_json())
            if step % view_every == 0:
                check_views(state, chooser, where)
                check_result(game, state, where)
            check_undo(state, trail, chooser, where, deep=step % view_every == 0)
            report.undoable += state.undo_depth > 0
            if state.is_over:
                check_finished(game, state, where)
                check_result(game, state, where)
                break
            if step == max_steps:
                break
            legal = check_legal(game, state, where)
            check_relevant(game, state, where)
            check_refusals(game, state, chooser, where)
            action = chooser.choice(list(legal))
            kept = state.clone()
            with unchanged(kept, f"{where}: applying to the original (the clone)"):
                state.apply(action)
            trail = [*trail, kept] if state.undo_depth else []
            if shadow is not None:
                shadow.apply(action)
            report.steps += 1
        report.games += 1
        report.finished += state.is_over
        check_record(state, snapshots, f"{game.id} {num_players}p seed {game_seed}")
        check_corrupt_json(game, state)
    return report


def _wrong_type(value: Any) -> Any:
    """A JSON value of another kind than `value` (a string where a list is expected, ...)."""
    return "corrupt" if isinstance(value, list | dict) else {"corrupt": [value]}


def _nested_paths(data: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    if isinstance(data, dict):
        for key, value in data.items():
            yield (*path, key)
            yield from _nested_paths(value, (*path, key))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            yield (*path, index)
            yield from _nested_paths(value, (*path, index))


def _refuses_or_restores(game: Game, data: JsonDict, what: str) -> None:
    try:
        game.from_json(data)
    except RecordError:
        pass
    except Exception as err:  # any other exception is exactly what this check is for
        raise AssertionError(f"{what}: from_json raised {type(err).__name__}: {err}") from err


def check_corrupt_json(game: Game, state: State, samples: int = 200) -> None:
    """Damaged serialized states raise RecordError, never another exception.

    Removing a top-level field or giving it a value of the wrong type must be refused. Deeper damage
    (`samples` random nested fields removed or retyped) must be refused or restore some state, but
    never crash with another exception.
    """
    original = json_trip(state.to_json())
    not_objects: tuple[Any, ...] = ([], "state", None)
    for bad in not_objects:
        with raises(RecordError, f"{game.id}: from_json({bad!r})"):
            game.from_json(bad)
    for key in original:
        data = json_trip(original)
        del data[key]
        with raises(RecordError, f"{game.id}: state JSON without {key!r}"):
            game.from_json(data)
        data = json_trip(original)
        data[key] = _wrong_type(data[key])
        with raises(RecordError, f"{game.id}: state JSON with {key!r} = {data[key]!r}"):
            game.from_json(data)
    paths = [p for p in _nested_paths(original) if len(p) > 1]
    rng = Rng(len(paths))
    for _ in range(min(samples, len(paths))):
        path = rng.choice(paths)
        data = json_trip(original)
        parent = data
        for key in path[:-1]:
            parent = parent[key]
        if rng.below(2) and isinstance(parent, dict):
            del parent[path[-1]]
        else:
            parent[path[-1]] = _wrong_type(parent[path[-1]])
        _refuses_or_restores(game, data, f"state with {'/'.join(map(str, path))} damaged")
