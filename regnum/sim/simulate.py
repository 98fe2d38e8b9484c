"""Many games between bots: the pure parts of `regnum simulate`.

`play_game` plays one game from bot names and a seed and returns a JSON-safe result; `run` plays a
whole series, in worker processes if asked; `aggregate` turns results into a summary. Every seed is
derived from the series seed, so a series gives the same results whatever the number of workers, and
any single game can be replayed with `regnum play GAME --seed <its seed> --bots <its bots>
--bot-secret <the series' secret>`, which seeds its bots the same way (`bot_seed`).

Bot seeds are not a function of the game seed alone: a bot that knew how its seed was made could
work back to the game seed and so to the deck order. They are an HMAC of the game seed and seat
under a secret drawn for the series (`new_secret`), recorded in the summary (`bot_secret`) and
accepted back (`--bot-secret`) so that a series can be run again exactly.
"""

from __future__ import annotations

import math
import multiprocessing
import secrets
import traceback
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import Future, ProcessPoolExecutor, as_completed
from dataclasses import dataclass, field
from typing import Any, TypedDict

from regnum.bots import Bot, Observation, make
from regnum.engine.errors import RegnumError
from regnum.engine.events import Event
from regnum.engine.game import Action, Game, Player, State
from regnum.engine.sampling import keyed_seed
from regnum.games import get

HUMAN = "human"
SEEDS_PER_SERIES = 1_000_000
# Far beyond any real game; stops a series from hanging on a game that never ends.
DEFAULT_MAX_DECISIONS = 1_000_000
Z_95 = 1.959963984540054


class BotMoveError(RegnumError):
    """A bot chose an action the game refused."""


class SimulationError(RegnumError):
    """A series that cannot be set up or a game that did not finish."""


class GameResult(TypedDict):
    index: int
    seed: int
    bots: list[str]
    winners: list[int]
    competitors: list[int]  # the seats ranked and rated (`State.competitors`)
    scores: list[int]
    decisions: int
    stats: dict[str, float]
    error: str | None


def game_seed(series_seed: int, index: int) -> int:
    """The seed of game `index` of a series: readable, so the game can be replayed by hand."""
    return series_seed * SEEDS_PER_SERIES + index


def new_secret() -> str:
    """A fresh secret for bot seeds (128 random bits, hex)."""
    return secrets.token_hex(16)


def bot_seed(seed: int, player: Player, secret: str) -> int:
    """The seed of the bot at `player` (0-based) in a game seeded `seed`: HMAC-SHA256 under
    `secret`, so that without the secret it tells nothing about the game seed."""
    return keyed_seed(secret.encode(), seed, player)


def seat_bots(bots: Sequence[str], index: int) -> list[str]:
    """The bot in each seat for game `index`: the list shifted by `index`, so that over a series
    every bot sits in every seat equally often."""
    n = len(bots)
    return [bots[(seat - index) % n] for seat in range(n)]


def make_bots(game: Game, seats: Sequence[str], seed: int, secret: str) -> dict[Player, Bot]:
    """A bot for each seat that is not `human`, seeded from the game seed, the seat and the
    secret (`bot_seed`)."""
    return {
        player: make(name, game, bot_seed(seed, player, secret))
        for player, name in enumerate(seats)
        if name.strip().lower() != HUMAN
    }


def bot_move(state: State, bot: Bot, told: list[Event] | None = None) -> Action:
    """Let `bot` choose for the current player from an Observation, apply it, return it; the
    events it told are added to `told` if given (`State.apply_narrated`)."""
    player = state.current_player
    if player is None:
        raise SimulationError("the game is over; no bot can move")
    action = bot.choose(Observation.for_bot(state, bot))
    try:
        if told is None:
            state.apply(action)
        else:
            told.extend(state.apply_narrated(action))
    except RegnumError as err:
        raise BotMoveError(
            f"bot {bot.name!r} at seat {player + 1} chose {action.text!r}, which was refused: {err}"
        ) from None
    return action


def play_game(
    game: Game,
    num_players: int,
    seed: int,
    bots: Sequence[str],
    options: Mapping[str, str] | None = None,
    index: int = 0,
    max_decisions: int = DEFAULT_MAX_DECISIONS,
    on_decision: Callable[[State], None] | None = None,
    secret: str | None = None,
) -> GameResult:
    """Play one game to its end with bots named per seat, seeded under `secret` (a fresh one
    when None, so the bots' play is then not reproducible). `on_decision` sees the state before
    each decision (the same object throughout, so it still holds the final state afterwards)."""
    if len(bots) != num_players:
        raise SimulationError(f"{len(bots)} bots named for {num_players} seats")
    state = game.new_game(num_players, seed, options)
    players = make_bots(game, bots, seed, new_secret() if secret is None else secret)
    if len(players) != num_players:
        raise SimulationError("a simulation has no human seats; name a bot for every seat")
    while not state.is_over:
        if len(state.history) >= max_decisions:
            raise SimulationError(f"the game did not end within {max_decisions} decisions")
        player = state.current_player
        if player is None:
            raise SimulationError("the game is not over but nobody is to act")
        if on_decision is not None:
            on_decision(state)
        bot_move(state, players[player])
    return {
        "index": index,
        "seed": seed,
        "bots": list(bots),
        "winners": list(state.winners),
        "competitors": list(state.competitors),
        "scores": list(state.scores),
        "decisions": len(state.history),
        "stats": {str(k): float(v) for k, v in sorted(state.stats().items())},
        "error": None,
    }


@dataclass(frozen=True)
class SimulationConfig:
    """A series: `games` games of `game`, bots rotated through the seats, seeds from `seed`."""

    game: str
    bots: tuple[str, ...]
    games: int
    seed: int
    num_players: int
    options: dict[str, str] = field(default_factory=dict)
    max_decisions: int = DEFAULT_MAX_DECISIONS
    bot_secret: str = field(default_factory=new_secret)  # seeds the bots (`bot_seed`)

    def check(self) -> Game:
        """Refuse a series that cannot run (unknown game or bot, bad options) before it starts."""
        game = get(self.game)
        if not 1 <= self.games <= SEEDS_PER_SERIES:
            raise SimulationError(f"the number of games must be from 1 to {SEEDS_PER_SERIES}")
        if self.max_decisions < 1:
            raise SimulationError("the decision limit of a game must be at least 1")
        if len(self.bots) != self.num_players:
            raise SimulationError(
                f"--bots names {len(self.bots)} bots for {self.num_players} players; "
                "name one bot per seat (or a single bot for every seat)"
            )
        if any(name.strip().lower() == HUMAN for name in self.bots):
            raise SimulationError("a simulation has no human seats; name a bot for every seat")
        game.new_game(self.num_players, game_seed(self.seed, 0), self.options)
        if not self.bot_secret:
            raise SimulationError("the bot secret must not be empty")
        make_bots(game, self.bots, 0, self.bot_secret)
        return game

    def seats(self, index: int) -> list[str]:
        return seat_bots(self.bots, index)


def run_one(config: SimulationConfig, index: int) -> GameResult:
    """Game `index` of a series. A crash becomes a result with `error` set, so that one bad game
    neither kills a long series nor hides which seed to replay."""
    seed = game_seed(config.seed, index)
    seats = config.seats(index)
    try:
        return play_game(
            get(config.game),
            config.num_players,
            seed,
            seats,
            config.options,
            index,
            config.max_decisions,
            secret=config.bot_secret,
        )
    except RegnumError as err:
        error = f"{type(err).__name__}: {err}"
    except Exception:
        error = traceback.format_exc()
    return {
        "index": index,
        "seed": seed,
        "bots": seats,
        "winners": [],
        "competitors": [],
        "scores": [],
        "decisions": 0,
        "stats": {},
        "error": error,
    }


def _pool_context() -> Any:
    # fork keeps games registered at run time (plug-ins, the test toy game) in the workers.
    if "fork" in multiprocessing.get_all_start_methods():
        return multiprocessing.get_context("fork")
    return multiprocessing.get_context()


def run(
    config: SimulationConfig,
    jobs: int = 1,
    on_result: Callable[[GameResult], None] | None = None,
) -> list[GameResult]:
    """Play the series, in `jobs` worker processes (1: in this process); results in game order."""
    results: list[GameResult] = []
    if jobs <= 1:
        for index in range(config.games):
            result = run_one(config, index)
            results.append(result)
            if on_result is not None:
                on_result(result)
        return results
    with ProcessPoolExecutor(max_workers=jobs, mp_context=_pool_context()) as pool:
        futures: list[Future[GameResult]] = [
            pool.submit(run_one, config, index) for index in range(config.games)
        ]
        for future in as_completed(futures):
            result = future.result()
            results.append(result)
            if on_result is not None:
                on_result(result)
    return sorted(results, key=lambda r: r["index"])


def wilson_interval(successes: float, trials: int, z: float = Z_95) -> tuple[float, float]:
    """The Wilson score interval of a proportion (fractional successes allowed for shared wins)."""
    if trials <= 0:
        return (0.0, 1.0)
    p = successes / trials
    denominator = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denominator
    return (max(0.0, centre - half), min(1.0, centre + half))


def _mean(values: Sequence[float]) -> float | None:
    return sum(values) / len(values) if values else None


def aggregate(config: SimulationConfig, results: Sequence[GameResult]) -> dict[str, Any]:
    """A JSON-safe summary: per bot and per seat wins (a win shared by k seats counts 1/k each),
    win shares with 95% Wilson intervals, mean scores, game length and the game's own stats."""
    done = [r for r in results if r["error"] is None]
    n = config.num_players
    bot_names = list(dict.fromkeys(config.bots))
    played = dict.fromkeys(bot_names, 0)
    wins = dict.fromkeys(bot_names, 0.0)
    scores: dict[str, list[float]] = {name: [] for name in bot_names}
    seat_wins = [0.0] * n
    for result in done:
        share = 1 / len(result["winners"]) if result["winners"] else 0.0
        for seat, name in enumerate(result["bots"]):
            if seat not in result["competitors"]:
                continue  # a seat without a stake is neither a game won nor one lost
            played[name] += 1
            if seat < len(result["scores"]):
                scores[name].append(float(result["scores"][seat]))
        for seat in result["winners"]:
            wins[result["bots"][seat]] += share
            seat_wins[seat] += share
    stat_keys = sorted({key for r in done for key in r["stats"]})
    return {
        "game": get(config.game).id,
        "players": n,
        "games": config.games,
        "completed": len(done),
        "failed": len(results) - len(done),
        "seed": config.seed,
        "bot_secret": config.bot_secret,
        "bots": list(config.bots),
        "options": dict(config.options),
        "fair_share": 1 / (len(done[0]["competitors"]) if done else n),
        "by_bot": [
            {
                "bot": name,
                "played": played[name],
                "wins": wins[name],
                "win_share": wins[name] / played[name] if played[name] else None,
                "ci95": list(wilson_interval(wins[name], played[name])),
                "mean_score": _mean(scores[name]),
            }
            for name in bot_names
        ],
        "by_seat": [
            {
                "seat": seat + 1,
                "wins": seat_wins[seat],
                "win_share": seat_wins[seat] / len(done) if done else None,
                "ci95": list(wilson_interval(seat_wins[seat], len(done))),
            }
            for seat in range(n)
        ],
        "mean_decisions": _mean([float(r["decisions"]) for r in done]),
        "stats": {
            key: _mean([r["stats"][key] for r in done if key in r["stats"]]) for key in stat_keys
        },
    }
