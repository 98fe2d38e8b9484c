"""The three back doors to hidden information stay shut (issue 20): an Observation reaches no true
state, a determinized state cannot be replayed to the truth, and a bot's seed does not give away
the game's seed."""

from __future__ import annotations

import functools
from collections.abc import Iterator
from typing import Any

import pytest

import regnum
from regnum.bots import Observation, make
from regnum.engine.game import Action, Game, State
from regnum.engine.rng import Rng
from regnum.games import get
from regnum.server.bot_seats import SECRET_VARIABLE, BotSeats, server_secret
from regnum.server.bot_seats import bot_seed as table_bot_seed
from regnum.sim.simulate import SimulationConfig, aggregate, bot_seed, make_bots, run
from tests.bots.test_ismcts import _midgame

GAMES = ["kuf", "kus", "fief"]


def _reachable(root: object) -> Iterator[object]:
    """Every object reachable from `root` through attributes, slots, closure cells, bound
    methods, partials and containers (games and actions are static tables and are skipped)."""
    seen: set[int] = set()
    todo: list[object] = [root]
    while todo:
        obj = todo.pop()
        if id(obj) in seen or isinstance(obj, (str, bytes, int, float, bool, type(None))):
            continue
        seen.add(id(obj))
        yield obj
        if isinstance(obj, (Game, Action, type)):
            continue
        if isinstance(obj, dict):
            todo += list(obj.keys()) + list(obj.values())
        elif isinstance(obj, (list, tuple, set, frozenset)):
            todo += list(obj)
        elif isinstance(obj, functools.partial):
            todo += [obj.func, *obj.args, *obj.keywords.values()]
        else:
            todo += list(getattr(obj, "__dict__", {}).values())
            for cls in type(obj).__mro__:
                for name in getattr(cls, "__slots__", ()):
                    if hasattr(obj, name):
                        todo.append(getattr(obj, name))
            todo += [cell.cell_contents for cell in getattr(obj, "__closure__", None) or ()]
            todo += list(getattr(obj, "__defaults__", None) or ())
            if hasattr(obj, "__self__"):
                todo.append(obj.__self__)


def _states(root: object) -> list[State]:
    return [obj for obj in _reachable(root) if isinstance(obj, State)]


def _twin(state: State, player: int) -> State:
    """A state with the same view for `player`, other hidden cards, the same seed and history."""
    twin = state.determinize(player, Rng(12345))
    twin.seed, twin.history = state.seed, list(state.history)
    assert twin.view(player) == state.view(player) and twin.to_json() != state.to_json()
    return twin


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_an_observation_reaches_no_true_state(game_id: str, seed: int) -> None:
    """Door 1: walk everything an Observation holds; no true state is reachable, every state it
    holds is a sample without the true seed or history, and an Observation of a twin state (same
    view, other hidden cards) holds exactly the same samples: nothing in it depends on the truth."""
    state = _midgame(get(game_id), seed, 20 + 7 * seed)
    player = state.current_player
    assert player is not None
    twin = _twin(state, player)
    found = _states(Observation.of(state))
    assert found, "the sampler holds its pre-scrubbed state"
    assert all(s is not state for s in found)
    for sample in found:
        assert sample.seed != state.seed
        assert sample.history == []
    twin_found = _states(Observation.of(twin))
    assert [s.to_json() for s in found] == [s.to_json() for s in twin_found]
    # and what the sampler draws is the same for both
    draws = [Observation.of(s).determinize(Rng(7)).to_json() for s in (state, twin)]
    assert draws[0] == draws[1]


def test_the_old_closure_back_door_is_gone() -> None:
    state = _midgame(get("kus"), 4, 30)
    obs = Observation.of(state)
    cells = getattr(obs.determinize, "__closure__", None) or ()
    assert all(cell.cell_contents is not state for cell in cells)


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_determinized_state_forgets_the_true_seed_and_history(game_id: str, seed: int) -> None:
    """Door 2: replaying a sample's seed and history gives a new game, not the true hidden cards;
    the seed is fresh (drawn from the sampler's rng), and the sample still plays and round-trips."""
    game = get(game_id)
    state = _midgame(game, seed, 30)
    player = state.current_player
    assert player is not None
    samples = [state.determinize(player, Rng(r)) for r in range(5)]
    for sample in samples:
        assert sample.history == []
        assert sample.seed != state.seed
        replayed = game.new_game(state.num_players, sample.seed, state.options)
        for action_id in sample.history:
            replayed.apply(action_id)
        assert replayed.to_json() != state.to_json()
        assert game.from_json(sample.to_json()) == sample
        assert sample.view(player) == state.view(player)
        while not sample.is_over and len(sample.history) < 50:
            sample.apply(sample.legal_actions()[0])
    assert len({s.seed for s in samples}) == len(samples)
    again = state.determinize(player, Rng(3))
    assert again.seed == samples[3].seed  # fresh, but from the rng: reproducible


def test_simulation_bot_seeds_need_the_secret() -> None:
    """Door 3 (simulations): a bot's seed is an HMAC of the game seed and seat under the series'
    secret: not `seed * 1000 + seat`, different under another secret, distinct per seat."""
    seeds = [bot_seed(5_000_017, p, "secret-a") for p in range(4)]
    assert len(set(seeds)) == 4
    assert all(s != 5_000_017 * 1000 + p for p, s in enumerate(seeds))
    assert seeds == [bot_seed(5_000_017, p, "secret-a") for p in range(4)]
    assert all(bot_seed(5_000_017, p, "secret-b") != s for p, s in enumerate(seeds))
    assert all(0 <= s < 2**63 for s in seeds)


def test_a_series_draws_its_secret_records_it_and_replays_with_it() -> None:
    first = SimulationConfig("toy", ("random", "random"), 6, 1, 2)
    second = SimulationConfig("toy", ("random", "random"), 6, 1, 2)
    assert first.bot_secret != second.bot_secret  # drawn, 128 bits each
    results = run(first)
    assert aggregate(first, results)["bot_secret"] == first.bot_secret
    again = SimulationConfig("toy", ("random", "random"), 6, 1, 2, bot_secret=first.bot_secret)
    assert run(again) == results


def test_make_bots_seeds_each_seat_from_the_secret(monkeypatch: pytest.MonkeyPatch) -> None:
    given: list[int] = []

    def spy(name: str, game: Game, seed: int) -> Any:
        given.append(seed)
        return make(name, game, seed)

    monkeypatch.setattr("regnum.sim.simulate.make", spy)
    make_bots(get("kus"), ["random"] * 4, 77, "s")
    assert given == [bot_seed(77, p, "s") for p in range(4)]


def test_server_bot_seeds_need_the_server_secret(monkeypatch: pytest.MonkeyPatch) -> None:
    """Door 3 (server): HMAC of (table seed, seat, move) under a secret that is drawn at start
    unless REGNUM_BOT_SECRET names one (so that processes and restarts agree)."""
    a = table_bot_seed(b"a" * 32, 123456789, 2, 40)
    assert a == table_bot_seed(b"a" * 32, 123456789, 2, 40)
    assert a != table_bot_seed(b"b" * 32, 123456789, 2, 40)
    assert a != table_bot_seed(b"a" * 32, 123456789, 3, 40)
    assert a != table_bot_seed(b"a" * 32, 123456789, 2, 41)
    monkeypatch.delenv(SECRET_VARIABLE, raising=False)
    assert server_secret() != server_secret()
    monkeypatch.setenv(SECRET_VARIABLE, "shared")
    assert server_secret() == b"shared"
    seats = BotSeats(None, 1, 0.0)  # type: ignore[arg-type]
    try:
        assert seats._secret == b"shared"
    finally:
        seats._pool.shutdown()


def _kus_attack(seed: int) -> State:
    """A 4-player Krone & Schwert position in the attack phase, after seeded random play."""
    from regnum.games.krone_und_schwert.state import Phase

    state = get("kus").new_game(4, seed)
    rng = Rng(seed)
    while state.phase != Phase.ATTACK:  # type: ignore[attr-defined]
        assert not state.is_over
        state.apply(rng.choice(list(state.legal_actions())))
    return state


@pytest.mark.skipif(
    regnum.core.compiled(),
    reason="patches a module function, which compiled callers do not see; the pure build runs it",
)
def test_a_stuck_attack_deal_gives_the_attacker_the_strongest_cards_not_its_own(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Krone & Schwert redraws deals in which the attacker could not go on; when every try fails
    the attacker used to keep its true hand (a leak). Now it gets the strongest unseen cards, the
    same whatever its true hand was."""
    from regnum.games.krone_und_schwert import views
    from regnum.games.krone_und_schwert.data import HAND_KINDS, NUM_CARD_KINDS

    def strength(card: int) -> int:
        return int(views._strength(card))

    monkeypatch.setattr(views, "_attack_can_go_on", lambda sample, attacker: False)
    state: Any = _kus_attack(2)
    attacker = state.turn_player
    player = (attacker + 1) % 4
    twin: Any = _twin(state, player)
    block = slice(attacker * NUM_CARD_KINDS, (attacker + 1) * NUM_CARD_KINDS)
    assert twin.hands[block] != state.hands[block]  # the attacker's true hands differ
    samples: list[Any] = [s.determinize(player, Rng(3)) for s in (state, twin)]
    assert samples[0].to_json() == samples[1].to_json()
    sample = samples[0]

    def cards(table: list[int], seat: int) -> list[int]:
        base = seat * NUM_CARD_KINDS
        return [c for c in HAND_KINDS for _ in range(table[base + c])]

    mine = cards(sample.hands, attacker)
    unseen = [c for c in sample.deck if c in HAND_KINDS] + [
        c for q in range(4) if q != player for c in cards(sample.hands, q)
    ]
    best = sorted((strength(c) for c in unseen), reverse=True)[: len(mine)]
    assert sum(strength(c) for c in mine) == sum(best)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_bot_that_does_not_sample_is_given_no_state_at_all(game_id: str) -> None:
    """Random and heuristic bots never call determinize, so their Observation holds no state (not
    even a scrubbed one, which would cost several of their decisions) and its sampler refuses;
    search bots get a sampler."""
    state = _midgame(get(game_id), 5, 40)
    for name, samples in (("random", False), ("heuristic", False), ("easy", True)):
        bot = make(name, state.game, 1)
        assert bot.samples is samples
        obs = Observation.for_bot(state, bot)
        if samples:
            assert isinstance(obs.determinize(Rng(3)), State)
        else:
            assert _states(obs) == []
            with pytest.raises(RuntimeError, match="does not sample"):
                obs.determinize(Rng(3))
