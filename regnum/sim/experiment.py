"""Designed experiments for `regnum analyze`: which games to play, as plain data.

An experiment is a list of arms; an arm is one cell of the design (player count, bot line-up,
options) played `games` times. Game `i` of every arm has the same seed (`game_seed(seed, i)`), so
that arms differ only by what the design changes (common random numbers: comparisons between arms
are sharper than with independent seeds), and any game can be replayed by hand with
`regnum play GAME --seed <seed> --bots <bots> --option ...`. Bots are rotated through the seats
as in `regnum simulate` (`seat_bots`).

The built-in design asks the designer's standard questions (see `builtin`); a TOML file describes
a custom one (see `from_toml` and docs/analysis.md).
"""

from __future__ import annotations

import itertools
import json
import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from regnum.bots import names as bot_names
from regnum.engine.errors import RegnumError
from regnum.engine.game import Game
from regnum.games import get
from regnum.sim.simulate import (
    SEEDS_PER_SERIES,
    SimulationConfig,
    game_seed,
    new_secret,
    seat_bots,
)

# Options that name a seat or a set-up detail the table settles, not a variant of the rules (Fief's
# judge seat changes who sits at the table, not the families' rules).
TABLE_CHOICES = frozenset({"first_adviser", "judge-seat"})


class ExperimentError(RegnumError):
    """An experiment that cannot run: unknown game, bot or option, or a malformed file."""


@dataclass(frozen=True)
class Arm:
    """One cell of the design: `players` seats, bots rotated through them, `options` (all of the
    game's options, defaults filled in)."""

    players: int
    bots: tuple[str, ...]
    options: dict[str, str] = field(default_factory=dict)

    @property
    def symmetric(self) -> bool:
        """Every seat has the same bot: seat order and variants can be compared fairly."""
        return len(set(self.bots)) == 1

    def label(self, defaults: Mapping[str, str]) -> str:
        """A short name: the player count, the line-up and the options that differ from default."""
        bots = self.bots[0] if self.symmetric else ",".join(self.bots)
        changed = [f"{k}={v}" for k, v in self.options.items() if defaults.get(k) != v]
        return " ".join([f"{self.players}p", bots, *changed]) if changed else f"{self.players}p {bots}"


@dataclass(frozen=True)
class Experiment:
    """Arms of one game, each played `games` times from the series seed `seed`."""

    game: str
    seed: int
    games: int
    arms: tuple[Arm, ...]
    name: str = "custom"
    max_decisions: int = 100_000
    # seeds the bots (regnum.sim.simulate.bot_seed); kept in experiment.json, so a resumed run
    # plays its remaining games with the same bot seeds
    bot_secret: str = field(default_factory=new_secret)

    def check(self) -> Game:
        """Refuse an experiment that cannot run before any game is played."""
        game = get(self.game)
        if not 1 <= self.games <= SEEDS_PER_SERIES:
            raise ExperimentError(f"games per arm must be from 1 to {SEEDS_PER_SERIES}")
        if not self.arms:
            raise ExperimentError("the experiment has no arms")
        for arm in self.arms:
            self.config(arm).check()
        return game

    def config(self, arm: Arm) -> SimulationConfig:
        """The arm as a simulation series, so that it seeds and seats games as `simulate` does."""
        return SimulationConfig(
            game=self.game,
            bots=arm.bots,
            games=self.games,
            seed=self.seed,
            num_players=arm.players,
            options=dict(arm.options),
            max_decisions=self.max_decisions,
            bot_secret=self.bot_secret,
        )

    def tasks(self) -> list[tuple[int, int]]:
        """Every game as (arm, index), game by game across arms so a partial run covers all arms."""
        return [(a, i) for i in range(self.games) for a in range(len(self.arms))]

    def seed_of(self, index: int) -> int:
        return game_seed(self.seed, index)

    def seats(self, arm: int, index: int) -> list[str]:
        return seat_bots(self.arms[arm].bots, index)

    def labels(self) -> list[str]:
        defaults = get(self.game).normalize_options(None)
        return [arm.label(defaults) for arm in self.arms]

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["game"] = get(self.game).id
        return data

    def fingerprint(self) -> str:
        """What must match for a results file to be resumed: everything but the number of games
        (more games extend a finished run) and the bot secret (a resumed run takes the stored one)."""
        data = self.to_json()
        del data["games"], data["bot_secret"]
        return json.dumps(data, sort_keys=True)


def from_json(data: Mapping[str, Any]) -> Experiment:
    return Experiment(
        game=data["game"],
        seed=int(data["seed"]),
        games=int(data["games"]),
        arms=tuple(
            Arm(int(a["players"]), tuple(a["bots"]), dict(a["options"])) for a in data["arms"]
        ),
        name=str(data.get("name", "custom")),
        max_decisions=int(data.get("max_decisions", 100_000)),
        bot_secret=str(data.get("bot_secret") or new_secret()),
    )


def default_bot(game: Game) -> str:
    """The bot of balance questions: the game's heuristic bot (fast, plays sensibly) if it has one."""
    return "heuristic" if "heuristic" in bot_names(game) else "random"


def player_counts(game: Game) -> list[int]:
    """The counts at which every seat plays for the win (Fief's seventh seat is its judge), so
    that seat order compares like with like."""
    return [n for n in range(game.min_players, game.max_players + 1)
            if len(game.new_game(n, 0).competitors) == n]


def default_players(game: Game) -> int:
    """Four players, or the nearest count the game allows (as `regnum simulate`)."""
    return max(game.min_players, min(4, game.max_players))


def variants(game: Game) -> list[dict[str, str]]:
    """Each option value other than the default, one at a time (table choices left out)."""
    return [
        {spec.name: value}
        for spec in game.option_specs
        if spec.name not in TABLE_CHOICES
        for value in spec.choices
        if value != spec.default
    ]


def _valid(game: Game, players: int, options: dict[str, str]) -> bool:
    try:
        game.new_game(players, 0, options)
    except RegnumError:
        return False
    return True


def builtin(
    game_name: str,
    seed: int,
    games: int,
    players: Sequence[int] | None = None,
    bot: str | None = None,
    strong: str | None = None,
    weak: str = "random",
) -> Experiment:
    """The standard questions of a designer, as arms:

    - seat order: every player count (or `players`), every seat the same bot;
    - variants: each option value against the default, at the default player count;
    - skill: one `strong` bot against `weak` ones, under the default rules and each variant.
    Length, end reasons and how late the game is decided are read from all of them.
    """
    game = get(game_name)
    bot = bot or default_bot(game)
    strong = strong or bot
    counts = list(players) if players else player_counts(game)
    base_players = default_players(game) if default_players(game) in counts else counts[0]
    defaults = game.normalize_options(None)
    arms: list[Arm] = [Arm(n, (bot,) * n, dict(defaults)) for n in counts]
    rules = [(base_players, dict(defaults))]
    for variant in variants(game):
        options = {**defaults, **variant}
        # a variant of some player counts only (a 3-player set-up) is played at the first it fits
        fits = [n for n in [base_players, *counts] if _valid(game, n, options)]
        if fits:
            rules.append((fits[0], options))
    arms += [Arm(n, (bot,) * n, o) for n, o in rules[1:]]
    if strong != weak:
        arms += [Arm(n, (strong,) + (weak,) * (n - 1), o) for n, o in rules]
    return Experiment(game.id, seed, games, tuple(arms), name="standard questions")


def _lineups(value: Any, players: int) -> list[tuple[str, ...]]:
    items = value if isinstance(value, list) else [value]
    out = []
    for item in items:
        names = item.split(",") if isinstance(item, str) else list(item)
        names = [str(n).strip() for n in names]
        if len(names) == 1:
            names *= players
        if len(names) != players:
            raise ExperimentError(f"line-up {item!r} names {len(names)} bots for {players} seats")
        out.append(tuple(names))
    return out


def from_toml(
    path: Path, game_name: str, seed: int | None = None, games: int | None = None
) -> Experiment:
    """A custom experiment: the grid of `players` x `bots` x every combination of `[options]`.

    game = "kuf"            # optional; must be the command's GAME when given
    seed = 7                # optional (the command line's --seed wins)
    games = 1000            # per arm (the command line's --games wins)
    players = [3, 4]        # default: the game's default count
    bots = ["heuristic", "hard,random,random,random"]   # line-ups; one name fills every seat
    [options]
    scoring = ["standard", "dagger"]
    """
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except OSError as err:
        raise ExperimentError(f"cannot read {path}: {err.strerror}") from None
    except tomllib.TOMLDecodeError as err:
        raise ExperimentError(f"{path} is not valid TOML: {err}") from None
    known = {"game", "seed", "games", "players", "bots", "options", "name", "max_decisions"}
    unknown = sorted(set(data) - known)
    if unknown:
        raise ExperimentError(f"{path}: unknown keys {', '.join(unknown)}; known: {sorted(known)}")
    game = get(game_name)
    if "game" in data and get(str(data["game"])).id != game.id:
        raise ExperimentError(f"{path} is an experiment on {data['game']}, not on {game.name}")
    players = data.get("players", default_players(game))
    counts = [int(n) for n in (players if isinstance(players, list) else [players])]
    grid = data.get("options", {})
    if not isinstance(grid, dict):
        raise ExperimentError(f"{path}: [options] must be a table of option = [values]")
    names = list(grid)
    values = [[str(v).lower() if isinstance(v, bool) else str(v) for v in
               (grid[k] if isinstance(grid[k], list) else [grid[k]])] for k in names]
    arms = []
    for n in counts:
        for lineup in _lineups(data.get("bots", default_bot(game)), n):
            for combo in itertools.product(*values):
                arms.append(Arm(n, lineup, game.normalize_options(dict(zip(names, combo, strict=True)))))
    experiment = Experiment(
        game=game.id,
        seed=int(seed if seed is not None else data.get("seed", 1)),
        games=int(games if games is not None else data.get("games", 100)),
        arms=tuple(arms),
        name=str(data.get("name", path.stem)),
        max_decisions=int(data.get("max_decisions", 100_000)),
    )
    experiment.check()
    return experiment
