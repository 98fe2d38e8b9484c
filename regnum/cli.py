"""The `regnum` command: play, replay, simulate, run tournaments, list games and serve online play,
for any game of the registry.

The command knows no game's rules: it reaches games only through the engine contract
(`regnum.games.get`, `new_game`, `legal_actions`, `apply`, `view`, `render_text`, records) and bots
only through `regnum.bots.make`. Errors regnum raises on purpose are printed as messages and end the
command with exit code 2.
"""

from __future__ import annotations

import json
import os
import secrets
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.padding import Padding
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn
from rich.table import Table
from rich.text import Text

import regnum
from regnum import bots as bot_registry
from regnum import games as game_registry
from regnum import translations
from regnum.engine.errors import RegnumError
from regnum.engine.game import Game, State
from regnum.engine.options import describe, parse_pairs
from regnum.engine.record import GameRecord, load, save
from regnum.server.limits import Limits
from regnum.sim.simulate import (
    DEFAULT_MAX_DECISIONS,
    HUMAN,
    GameResult,
    SimulationConfig,
    aggregate,
    make_bots,
    new_secret,
    run,
)
from regnum.terminal import ConsoleTerminal, HotSeat, ReplayViewer, Words, resume, seat_label

EXIT_ERROR = 2
EXIT_FAILED_GAMES = 1
EXIT_INTERRUPTED = 130

app = typer.Typer(
    name="regnum",
    help="Play, replay and simulate medieval board games: Krieg und Frieden, Krone & Schwert, "
    "Fief. Run `regnum games` for the games and their options, `regnum COMMAND --help` for a "
    "command.",
    no_args_is_help=True,
    add_completion=False,
    rich_markup_mode=None,
)


class UsageError(RegnumError):
    """A command line that does not make sense (wrong number of seats, conflicting options)."""


def _stdout(wrap: bool = False) -> Console:
    # Boards and messages are not re-wrapped: a drawn board must keep its lines.
    return Console(highlight=False, soft_wrap=not wrap)


def _stderr() -> Console:
    return Console(stderr=True, highlight=False, soft_wrap=True)


@contextmanager
def _reported() -> Iterator[None]:
    """Print regnum's own errors as messages (no traceback) and exit with code 2."""
    try:
        yield
    except RegnumError as err:
        _stderr().print(Text(f"error: {err}", style="red"))
        raise typer.Exit(EXIT_ERROR) from None
    except KeyboardInterrupt:
        _stderr().print(Text("interrupted", style="red"))
        raise typer.Exit(EXIT_INTERRUPTED) from None


def _version(value: bool) -> None:
    if value:
        typer.echo(f"regnum {regnum.__version__}, {regnum.core.describe()}")
        raise typer.Exit()


@app.callback()
def _root(
    version: Annotated[
        bool,
        typer.Option("--version", callback=_version, is_eager=True, help="Print the version."),
    ] = False,
) -> None:
    """Play, replay and simulate medieval board games."""


# -- shared helpers --------------------------------------------------------------------------------
def default_players(game: Game) -> int:
    """Four players, or the nearest count the game allows."""
    return max(game.min_players, min(4, game.max_players))


def _bot_names(game: Game) -> list[str]:
    return bot_registry.names(game)


def _check_bot(name: str, game: Game, allow_human: bool) -> str:
    key = name.strip().lower()
    if allow_human and key == HUMAN:
        return key
    try:
        bot_registry.make(key, game, 0)
    except bot_registry.UnknownBotError as err:
        if key.startswith("ismcts:"):  # a search spec: say which part is wrong
            raise UsageError(f"--bots: {err}") from None
        valid = ([HUMAN] if allow_human else []) + _bot_names(game)
        raise UsageError(
            f"unknown seat {name.strip()!r} in --bots; for {game.name} each entry is one of: "
            f"{', '.join(valid)}"
        ) from None
    return key


def parse_seats(spec: str, game: Game, allow_human: bool = True) -> list[str]:
    """`human,heuristic,random` -> one checked entry per seat."""
    entries = [entry.strip() for entry in spec.split(",")]
    if not all(entries):
        raise UsageError(f"--bots {spec!r} has an empty entry; write e.g. human,random,random")
    return [_check_bot(entry, game, allow_human) for entry in entries]


def default_seats(game: Game, num_players: int) -> list[str]:
    """Seat 1 human, the others the game's heuristic bot if it has one, else random."""
    bot = "heuristic" if "heuristic" in _bot_names(game) else "random"
    return [HUMAN] + [bot] * (num_players - 1)


def _seat_count_error(given: int, num_players: int, example: list[str]) -> UsageError:
    return UsageError(
        f"--bots names {given} seat{'s' if given != 1 else ''} but the game has {num_players} "
        f"players; give exactly one entry per seat, e.g. --bots {','.join(example)}"
    )


def _options(pairs: list[str] | None) -> dict[str, str]:
    return parse_pairs(list(pairs or []))


def _new_seed() -> int:
    return secrets.randbelow(1_000_000)


def _words(lang: str | None) -> Words:
    """The terminal's language: `--lang`, else the environment's (as gettext reads it), else
    English."""
    if lang is None:
        return Words(translations.from_environment(os.environ))
    code = lang.strip().lower()
    if code not in translations.LANGUAGES:
        raise UsageError(
            f"unknown language {lang!r} for --lang; choose one of: "
            + ", ".join(translations.LANGUAGES)
        )
    return Words(code)


# -- play ------------------------------------------------------------------------------------------
GAME_HELP = "Game id or alias (see `regnum games`), e.g. kuf."
BOTS_PLAY_HELP = (
    "Who sits in each seat, a comma list with one entry per seat: human, random, heuristic "
    "(where the game has one), easy, normal, hard (search bots), expert (thinks 1 s per move; "
    "expert:seconds=S for another time), or a search spec such as ismcts:iters=200 "
    "(docs/bots.md). Default: seat 1 human, the others heuristic (or random)."
)
OPTION_HELP = "A game option NAME=VALUE (repeatable); `regnum games` lists each game's options."
LANG_HELP = (
    "Language of the messages, the log, the actions' labels and the refusals: "
    f"{', '.join(translations.LANGUAGES)}. The board and the notation stay English. "
    "Default: the environment's (LANGUAGE, LC_ALL, LC_MESSAGES, LANG), else en."
)
LangOption = Annotated[str | None, typer.Option("--lang", metavar="LANG", help=LANG_HELP)]
BOT_SECRET_HELP = (
    "Secret the bots' seeds are derived with (with the game seed and seat; docs/bots.md). "
    "Default: a new random one, printed. Give a series' bot_secret to replay its games exactly."
)


@app.command()
def play(
    game_name: Annotated[str | None, typer.Argument(metavar="GAME", help=GAME_HELP)] = None,
    players: Annotated[
        int | None,
        typer.Option(
            "--players", "-n", help="Number of players. Default: the --bots count, else 4."
        ),
    ] = None,
    bots: Annotated[str | None, typer.Option("--bots", "-b", help=BOTS_PLAY_HELP)] = None,
    seed: Annotated[
        int | None,
        typer.Option("--seed", "-s", help="Seed of the game. Default: random, and printed."),
    ] = None,
    option: Annotated[list[str] | None, typer.Option("--option", "-o", help=OPTION_HELP)] = None,
    bot_secret: Annotated[
        str | None, typer.Option("--bot-secret", help=BOT_SECRET_HELP)
    ] = None,
    save_file: Annotated[
        Path | None,
        typer.Option(
            "--save",
            help="Write the game record to this file when the game ends or a human quits "
            "(for `regnum replay`, or `--resume` of an unfinished game).",
        ),
    ] = None,
    resume_file: Annotated[
        Path | None,
        typer.Option(
            "--resume",
            "-r",
            help="Continue a game saved with `save FILE`; seats come from the file unless "
            "--bots is given.",
        ),
    ] = None,
    lang: LangOption = None,
) -> None:
    """Play a game in the terminal: humans take turns at one screen (hot-seat), bots move alone.

    At your turn the board is shown from your seat and the legal actions are listed; type an
    action or its number. Type `help` for the commands (`save FILE`, `quit`, ...).
    Example: regnum play kuf --bots human,heuristic,heuristic,random --seed 7
    """
    out = _stdout()
    secret = bot_secret or new_secret()
    with _reported():
        say = _words(lang)
        if resume_file is not None:
            if players is not None or seed is not None or option:
                raise UsageError(
                    "--resume takes the game, players, seed and options from the saved file; "
                    "give only --resume FILE (and --bots to change who sits where)"
                )
            record, seats = _resumed_table(resume_file, bots)
            if game_name is not None and game_registry.canonical_id(game_name) != record.game:
                raise UsageError(f"{resume_file} is a game of {record.game}, not {game_name}")
            seat_bots = make_bots(game_registry.get(record.game), seats, record.seed, secret)
            state = resume(record, seat_bots)
            out.print(
                say("Resumed {game} from {file} after {count} decisions (seed {seed}).",
                    game=state.game.name, file=resume_file, count=len(record.actions),
                    seed=record.seed)
            )
        else:
            if game_name is None:
                raise UsageError("name a game to play (see `regnum games`) or give --resume FILE")
            state, seats = _new_table(game_name, players, bots, seed, option, out, say)
            seat_bots = make_bots(state.game, seats, state.seed, secret)
        if seat_bots:
            out.print(say("Bots seeded with --bot-secret {secret} (give it again to replay them).",
                          secret=secret))
        named = ", ".join(seat_label(p, seats, say) for p in range(state.num_players))
        out.print(say("Seats: {seats}", seats=named))
        if HUMAN in seats:
            out.print(say("At your turn type an action, its number, or `help`."))
        table = HotSeat(state, seats, seat_bots, ConsoleTerminal(out), say)
        table.run()
        if save_file is not None:
            try:
                save(save_file, GameRecord.from_state(table.state, seats=seats))
            except OSError as err:
                raise UsageError(f"cannot write {save_file}: {err.strerror}") from None
            out.print(say("Game record written to {file}.", file=save_file))


def _new_table(
    game_name: str,
    players: int | None,
    bots: str | None,
    seed: int | None,
    option: list[str] | None,
    out: Console,
    say: Words,
) -> tuple[State, list[str]]:
    """A new game and its seats from the command line."""
    game = game_registry.get(game_name)
    seats_given = parse_seats(bots, game) if bots is not None else None
    if players is not None:
        n = players
    elif seats_given is not None:
        n = len(seats_given)
    else:
        n = default_players(game)
    seats = seats_given if seats_given is not None else default_seats(game, n)
    if len(seats) != n:
        raise _seat_count_error(len(seats), n, default_seats(game, n))
    game_seed = seed if seed is not None else _new_seed()
    state = game.new_game(n, game_seed, _options(option))
    out.print(
        say("{game}, {count} players, seed {seed} (play the same game again with --seed {seed}).",
            game=game.name, count=n, seed=game_seed)
    )
    return state, seats


def _resumed_table(path: Path, bots: str | None) -> tuple[GameRecord, list[str]]:
    """A saved game and its seats: from --bots if given, else as saved."""
    record = load(path)
    game = game_registry.get(record.game)
    n = record.num_players
    if bots is not None:
        seats = parse_seats(bots, game)
    elif record.seats is not None:
        seats = [_check_bot(s, game, allow_human=True) for s in record.seats]
    else:
        seats = default_seats(game, n)
    if len(seats) != n:
        raise _seat_count_error(len(seats), n, default_seats(game, n))
    return record, seats


# -- replay ----------------------------------------------------------------------------------------
@app.command()
def replay(
    file: Annotated[Path, typer.Argument(help="A game record or save file.")],
    seat: Annotated[
        int | None,
        typer.Option(
            "--seat", help="Show the game as this seat (1, 2, ...) saw it. Default: spectator."
        ),
    ] = None,
    step: Annotated[
        bool | None,
        typer.Option(
            "--step/--no-step",
            help="Step through interactively (Enter next, b back, a number jumps, q quits). "
            "Default: interactive when input is a terminal, else print every step.",
        ),
    ] = None,
    final: Annotated[bool, typer.Option("--final", help="Show only the final state.")] = False,
    lang: LangOption = None,
) -> None:
    """Step through a recorded game: each state and the action that led to it.

    A record that is corrupt, modified or cannot be replayed is refused with the reason.
    """
    terminal = ConsoleTerminal(_stdout())
    with _reported():
        say = _words(lang)
        record = load(file)
        viewer = ReplayViewer.of(record, terminal, None if seat is None else seat - 1, say)
        if final:
            viewer.show(viewer.last)
        elif step if step is not None else sys.stdin.isatty():
            viewer.interactive()
        else:
            viewer.print_all()


# -- simulate --------------------------------------------------------------------------------------
BOTS_SIM_HELP = (
    "The bots of the series, one per seat, e.g. heuristic,random,random,random (one name alone "
    "fills every seat). Game i shifts the list by i, so each bot sits in each seat equally. "
    "Default: heuristic against random where the game has a heuristic bot, else all random."
)


@app.command()
def simulate(
    game_name: Annotated[str, typer.Argument(metavar="GAME", help=GAME_HELP)],
    games: Annotated[int, typer.Option("--games", "-g", help="Number of games.")] = 100,
    bots: Annotated[str | None, typer.Option("--bots", "-b", help=BOTS_SIM_HELP)] = None,
    seed: Annotated[
        int | None,
        typer.Option(
            "--seed",
            "-s",
            help="Seed of the series (game i gets its own seed from it). "
            "Default: random, and printed.",
        ),
    ] = None,
    jobs: Annotated[
        int,
        typer.Option(
            "--jobs", "-j", help="Worker processes (0: one per CPU). Results do not depend on it."
        ),
    ] = 1,
    players: Annotated[
        int | None,
        typer.Option("--players", "-n", help="Number of players. Default: the --bots count."),
    ] = None,
    option: Annotated[list[str] | None, typer.Option("--option", "-o", help=OPTION_HELP)] = None,
    max_decisions: Annotated[
        int,
        typer.Option(
            "--max-decisions",
            help="Count a game as failed if it has not ended after this many decisions.",
        ),
    ] = DEFAULT_MAX_DECISIONS,
    bot_secret: Annotated[
        str | None, typer.Option("--bot-secret", help=BOT_SECRET_HELP)
    ] = None,
    json_out: Annotated[
        str | None,
        typer.Option(
            "--json",
            metavar="FILE|-",
            help="Also write the summary and every game's result as JSON to FILE; - writes "
            "only the JSON, to standard output.",
        ),
    ] = None,
) -> None:
    """Play many games between bots and summarize who wins.

    Per bot: seats played, wins (a shared win counts 1/k), win share with a 95% Wilson interval,
    mean score; per seat: win share; mean game length in decisions and the game's own statistics.
    Example: regnum simulate kuf --games 200 --bots heuristic,random,random,random --jobs 4
    """
    with _reported():
        game = game_registry.get(game_name)
        if bots is None:
            n = players if players is not None else default_players(game)
            first = "heuristic" if "heuristic" in _bot_names(game) else "random"
            bot_list = [first] + ["random"] * (n - 1)
        else:
            bot_list = _bot_seats(game, bots, players)
        config = _series(game, bot_list, games, seed, option, max_decisions, bot_secret)
        workers = _workers(jobs)
        quiet = json_out == "-"
        if not quiet:
            _stderr().print(f"{game.name}: {_series_line(config, workers)}")
        results = _run_with_progress(config, workers, show=not quiet and sys.stderr.isatty())
        summary = aggregate(config, results)
        if json_out is not None:
            text = json.dumps({**summary, "results": results}, indent=1, ensure_ascii=False)
            if json_out == "-":
                typer.echo(text)
            else:
                try:
                    Path(json_out).write_text(text + "\n", encoding="utf-8")
                except OSError as err:
                    raise UsageError(f"cannot write {json_out}: {err.strerror}") from None
        if not quiet:
            _print_summary(_stdout(), summary)
        _exit_if_failed(config, results)


def _bot_seats(game: Game, bots: str, players: int | None) -> list[str]:
    """One bot per seat from `--bots` (a single name fills every seat) and `--players`."""
    bot_list = parse_seats(bots, game, allow_human=False)
    n = players if players is not None else len(bot_list)
    if len(bot_list) == 1:
        bot_list *= n
    if len(bot_list) != n:
        raise _seat_count_error(len(bot_list), n, ["random"] * n)
    return bot_list


def _series(
    game: Game,
    bot_list: list[str],
    games: int,
    seed: int | None,
    option: list[str] | None,
    max_decisions: int = DEFAULT_MAX_DECISIONS,
    bot_secret: str | None = None,
) -> SimulationConfig:
    """A checked series of games between bots; a random series seed and bot secret when none
    is given."""
    if games < 1:
        raise UsageError("--games must be at least 1")
    config = SimulationConfig(
        game=game.id,
        bots=tuple(bot_list),
        games=games,
        seed=seed if seed is not None else _new_seed(),
        num_players=len(bot_list),
        options=_options(option),
        max_decisions=max_decisions,
        bot_secret=bot_secret or new_secret(),
    )
    config.check()
    return config


def _workers(jobs: int) -> int:
    return jobs if jobs > 0 else (os.cpu_count() or 1)


def _series_line(config: SimulationConfig, workers: int) -> str:
    return (
        f"{config.games} games, {config.num_players} players, bots {','.join(config.bots)}, "
        f"seed {config.seed}, bot secret {config.bot_secret}, "
        f"{workers} worker{'s' if workers != 1 else ''}"
    )


def _exit_if_failed(config: SimulationConfig, results: list[GameResult]) -> None:
    failed = [r for r in results if r["error"] is not None]
    if failed:
        _report_failures(config, failed)
        raise typer.Exit(EXIT_FAILED_GAMES)


def _run_with_progress(config: SimulationConfig, jobs: int, show: bool) -> list[GameResult]:
    progress = Progress(
        TextColumn("games"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeRemainingColumn(),
        console=_stderr(),
        disable=not show,
        transient=True,
    )
    with progress:
        task = progress.add_task("games", total=config.games)
        return run(config, jobs, on_result=lambda _: progress.advance(task))


def _share(value: Any) -> str:
    return "-" if value is None else f"{100 * value:.1f}%"


def _number(value: Any) -> str:
    return "-" if value is None else f"{value:.2f}"


def _print_summary(out: Console, summary: dict[str, Any]) -> None:
    fair = _share(summary["fair_share"])
    bots_table = Table(
        title=f"{summary['game']}: {summary['completed']} of {summary['games']} games "
        f"(seed {summary['seed']}); an even share is {fair}",
        caption="played counts seats: a bot in two seats of one game plays twice",
    )
    for column in ("bot", "played", "wins", "win share", "95% interval", "mean score"):
        bots_table.add_column(column, justify="left" if column == "bot" else "right")
    for row in summary["by_bot"]:
        low, high = row["ci95"]
        bots_table.add_row(
            row["bot"],
            str(row["played"]),
            f"{row['wins']:g}",
            _share(row["win_share"]),
            f"{_share(low)} - {_share(high)}",
            _number(row["mean_score"]),
        )
    out.print(bots_table)
    seats_table = Table(title="Wins by seat")
    for column in ("seat", "wins", "win share", "95% interval"):
        seats_table.add_column(column, justify="right")
    for row in summary["by_seat"]:
        low, high = row["ci95"]
        seats_table.add_row(
            str(row["seat"]),
            f"{row['wins']:g}",
            _share(row["win_share"]),
            f"{_share(low)} - {_share(high)}",
        )
    out.print(seats_table)
    means = Table(title="Means per game")
    means.add_column("figure")
    means.add_column("mean", justify="right")
    means.add_row("decisions", _number(summary["mean_decisions"]))
    for key, value in summary["stats"].items():
        if key != "decisions":
            means.add_row(key, _number(value))
    out.print(means)


def _report_failures(config: SimulationConfig, failed: list[GameResult]) -> None:
    err = _stderr()
    err.print(Text(f"{len(failed)} of {config.games} games failed.", style="red bold"))
    options = "".join(f" --option {k}={v}" for k, v in config.options.items())
    for result in failed[:3]:
        err.print(Text(f"game {result['index']} (seed {result['seed']}):", style="red"))
        err.print(Text(str(result["error"]).rstrip()))
        err.print(
            Text(
                f"replay it: regnum play {config.game} --seed {result['seed']} "
                f"--bots {','.join(result['bots'])}{options} --bot-secret {config.bot_secret}"
            )
        )
    if len(failed) > 3:
        err.print(f"... and {len(failed) - 3} more (see --json for all).")


# -- tournament ------------------------------------------------------------------------------------
BOTS_TOURNAMENT_HELP = (
    "The entrants, one per seat, e.g. hard,heuristic,normal,random (any bot or level of "
    "`regnum games`). Game i shifts the list by i, so each entrant sits in each seat equally."
)


@app.command()
def tournament(
    game_name: Annotated[str, typer.Argument(metavar="GAME", help=GAME_HELP)],
    bots: Annotated[str, typer.Option("--bots", "-b", help=BOTS_TOURNAMENT_HELP)],
    games: Annotated[int, typer.Option("--games", "-g", help="Number of games.")] = 100,
    seed: Annotated[
        int | None,
        typer.Option("--seed", "-s", help="Seed of the series. Default: random, and printed."),
    ] = None,
    jobs: Annotated[
        int,
        typer.Option(
            "--jobs", "-j", help="Worker processes (0: one per CPU). Results do not depend on it."
        ),
    ] = 1,
    players: Annotated[
        int | None,
        typer.Option("--players", "-n", help="Number of players. Default: the --bots count."),
    ] = None,
    option: Annotated[list[str] | None, typer.Option("--option", "-o", help=OPTION_HELP)] = None,
    bot_secret: Annotated[
        str | None, typer.Option("--bot-secret", help=BOT_SECRET_HELP)
    ] = None,
    json_out: Annotated[
        str | None,
        typer.Option(
            "--json", metavar="FILE", help="Also write the summary, ratings and results as JSON."
        ),
    ] = None,
    plot_out: Annotated[
        str | None,
        typer.Option("--plot", metavar="FILE.png", help="Draw the ratings with their intervals."),
    ] = None,
) -> None:
    """Rate bots against each other: win shares with 95% intervals and openskill ratings.

    Every finished game is a Plackett-Luce match (winners first, then by score); a bot in several
    seats of a game is one player. Example:
    regnum tournament kus --bots hard,heuristic,heuristic,heuristic --games 400 --seed 1 --plot r.png
    """
    from regnum.sim.tournament import plot, summarize

    with _reported():
        game = game_registry.get(game_name)
        config = _series(
            game, _bot_seats(game, bots, players), games, seed, option, bot_secret=bot_secret
        )
        workers = _workers(jobs)
        _stderr().print(f"{game.name} tournament: {_series_line(config, workers)}")
        results = _run_with_progress(config, workers, show=sys.stderr.isatty())
        summary = summarize(config, results)
        try:
            if json_out is not None:
                text = json.dumps({**summary, "results": results}, indent=1, ensure_ascii=False)
                Path(json_out).write_text(text + "\n", encoding="utf-8")
            if plot_out is not None:
                plot(summary, Path(plot_out))
        except OSError as err:
            raise UsageError(f"cannot write {err.filename}: {err.strerror}") from None
        out = _stdout()
        _print_summary(out, summary)
        ratings = Table(title="openskill ratings (Plackett-Luce), strongest first")
        for column in ("bot", "mu", "sigma", "95% interval"):
            ratings.add_column(column, justify="left" if column == "bot" else "right")
        for row in summary["ratings"]:
            low, high = row["ci95"]
            ratings.add_row(
                row["bot"], f"{row['mu']:.2f}", f"{row['sigma']:.2f}", f"{low:.1f} - {high:.1f}"
            )
        out.print(ratings)
        _exit_if_failed(config, results)


# -- analyze -------------------------------------------------------------------------------------
@app.command()
def analyze(
    game_name: Annotated[str, typer.Argument(metavar="GAME", help=GAME_HELP)],
    design: Annotated[
        Path | None,
        typer.Option("--design", "-d", metavar="FILE.toml",
                     help="A custom experiment (docs/analysis.md). Default: the standard questions."),
    ] = None,
    games: Annotated[int | None, typer.Option("--games", "-g", help="Games per arm. Default: 200.")] = None,
    seed: Annotated[
        int | None,
        typer.Option("--seed", "-s", help="Seed of the experiment. Default: random, and printed."),
    ] = None,
    players: Annotated[
        str | None,
        typer.Option("--players", "-n", help="Player counts of the seat-order question, e.g. 3,4. "
                     "Default: every count the game allows."),
    ] = None,
    bot: Annotated[
        str | None,
        typer.Option("--bot", help="The bot in every seat for seat order and variants. Default: "
                     "heuristic where the game has one, else random."),
    ] = None,
    strong: Annotated[
        str | None, typer.Option(help="The stronger bot of the skill question. Default: --bot.")
    ] = None,
    weak: Annotated[str, typer.Option(help="The weaker bots of the skill question.")] = "random",
    jobs: Annotated[
        int, typer.Option("--jobs", "-j", help="Local worker processes (0: one per CPU).")
    ] = 0,
    ray: Annotated[
        bool, typer.Option("--ray", help="Play on Ray (a local Ray, or the cluster RAY_ADDRESS names).")
    ] = False,
    ray_address: Annotated[
        str | None,
        typer.Option("--ray-address", metavar="ADDRESS", help="Play on the Ray cluster at ADDRESS "
                     "(e.g. ray://head:10001, or auto on a cluster node)."),
    ] = None,
    out: Annotated[
        Path | None,
        typer.Option("--out", "-o", help="Directory of the results and report. Default: "
                     "analysis-GAME-SEED. A directory holding part of the same run is resumed."),
    ] = None,
    report_only: Annotated[
        bool,
        typer.Option("--report-only", help="Play nothing: write the report from the games played so far."),
    ] = False,
    bot_secret: Annotated[
        str | None, typer.Option("--bot-secret", help=BOT_SECRET_HELP)
    ] = None,
) -> None:
    """Run a designed experiment and write a self-contained HTML report and a Parquet table.

    The standard questions: seat-order advantage per player count, each option against the
    default, how often the end is decided late, whether skill matters, game length and end
    reasons. Results are appended game by game, so an interrupted run resumes where it stopped.
    Example: regnum analyze kuf --games 1000 --seed 1 --jobs 0
    """
    import shlex
    from dataclasses import replace

    from regnum.sim.analyze import REPORT
    from regnum.sim.analyze import analyze as run_analysis
    from regnum.sim.experiment import builtin, from_toml
    from regnum.sim.results import TABLE

    with _reported():
        game = game_registry.get(game_name)
        seed = seed if seed is not None else _new_seed()
        if design is not None:
            experiment = from_toml(design, game.id, seed, games)
            words = ["--design", str(design)]
        else:
            counts = [int(n) for n in players.split(",")] if players else None
            experiment = builtin(game.id, seed, games or 200, counts, bot, strong, weak)
            words = [f"--players={players}"] if players else []
            words += [f"--bot={bot}"] if bot else []
            words += [f"--strong={strong}"] if strong else []
            words += [f"--weak={weak}"] if weak != "random" else []
        if bot_secret is not None:
            experiment = replace(experiment, bot_secret=bot_secret)
        experiment.check()
        directory = out or Path(f"analysis-{game.id}-{experiment.seed}")
        command = shlex.join(["regnum", "analyze", game_name, *words,
                              f"--games={experiment.games}", f"--seed={experiment.seed}"])
        workers = _workers(jobs)
        err = _stderr()
        err.print(f"{game.name}: {experiment.name}, {len(experiment.arms)} arms x "
                  f"{experiment.games} games, seed {experiment.seed}, "
                  + ("on Ray" if ray or ray_address else f"{workers} worker{'s' if workers != 1 else ''}")
                  + f" -> {directory}/")
        try:
            outcome = run_analysis(experiment, directory, command, workers, ray, ray_address,
                                   play_games=not report_only, console=err,
                                   progress_bar=sys.stderr.isatty())
        except KeyboardInterrupt:
            err.print(Text(f"interrupted: the finished games are kept in {directory}/; resume "
                           f"with: {command} -o {shlex.quote(str(directory))}", style="red"))
            raise typer.Exit(EXIT_INTERRUPTED) from None
        _stdout().print(
            f"{outcome.finished} games ({outcome.played_now} played now, {outcome.failed} failed): "
            f"report {directory / REPORT}, table {directory / TABLE}\nreplay: {outcome.command}"
        )


# -- games -----------------------------------------------------------------------------------------
@app.command("games")
def list_games() -> None:
    """List the games: ids, aliases, player counts, bots and options, and which core runs them."""
    out = _stdout(wrap=True)
    out.print(Text(f"rules run on the {regnum.core.describe()}", style="dim"))
    for game_id in game_registry.ids():
        try:
            game = game_registry.get(game_id)
        except Exception as err:  # a game under development must not hide the others
            out.print(Text(f"{game_id}: cannot be loaded ({type(err).__name__}: {err})"))
            continue
        aliases = f" (alias {', '.join(game.aliases)})" if game.aliases else ""
        out.print(Text(f"{game.id}{aliases}: {game.name}", style="bold"))
        counts = (
            str(game.min_players)
            if game.min_players == game.max_players
            else f"{game.min_players}-{game.max_players}"
        )
        out.print(Text(f"  players: {counts}; rules version {game.rules_version}"))
        out.print(Text(f"  bots: {', '.join(_bot_names(game))}"))
        if not game.option_specs:
            out.print(Text(f"  options: {describe(game)}"))
            continue
        out.print(Text("  options (--option NAME=VALUE):"))
        for line in describe(game).splitlines():
            out.print(Padding(Text(line.strip()), (0, 0, 0, 4)))


@app.command()
def serve(
    host: Annotated[str, typer.Option(help="Address to listen on.")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="Port to listen on.")] = 8000,
    database_url: Annotated[
        str | None,
        typer.Option(
            help="SQLAlchemy URL of the database, e.g. postgresql+psycopg://user:pw@host/db. "
            "Default: an SQLite file in the user's data directory."
        ),
    ] = None,
    bot_delay: Annotated[
        float, typer.Option(help="Seconds a bot waits before moving, so moves can be followed.")
    ] = 0.5,
    render_workers: Annotated[
        int, typer.Option(help="Processes that draw the boards (0: in the server process).")
    ] = 2,
    requests_per_second: Annotated[
        float, typer.Option(help="Requests and messages per client address and second (0: any).")
    ] = Limits.requests_per_second,
    tables_per_hour: Annotated[
        int, typer.Option(help="Tables one client address may create or import per hour (0: any).")
    ] = Limits.tables_per_hour,
    sockets_per_address: Annotated[
        int, typer.Option(help="WebSocket connections one client address may hold open (0: any).")
    ] = Limits.sockets,
    no_limits: Annotated[
        bool,
        typer.Option("--no-limits", help="No per-address limits (benchmarks, trusted networks)."),
    ] = False,
    public_url: Annotated[
        str | None,
        typer.Option(
            help="The address friends reach this server at (e.g. https://games.example.org or "
            "http://203.0.113.7:8000); invite links start with it. Default: the address the "
            "lobby was opened at."
        ),
    ] = None,
    idle_minutes: Annotated[
        float,
        typer.Option(
            help="A table nobody follows is let go from memory after this many idle "
            "minutes (it is rebuilt from the database when asked for)."
        ),
    ] = 10.0,
    max_tables: Annotated[
        int, typer.Option(help="Tables held in memory at most (beyond: the least recently used).")
    ] = 5000,
    open_hours: Annotated[
        float,
        typer.Option(
            help="A table whose seats are not all taken this many hours after its creation "
            "is deleted (nothing was played there)."
        ),
    ] = 24.0,
    gc_thaw_minutes: Annotated[
        float,
        typer.Option(
            help="What survives a full garbage collection is left out of the later ones and "
            "scanned again only this often: short pauses with thousands of connections "
            "(0: Python's collector as it is)."
        ),
    ] = 10.0,
) -> None:
    """Serve online play in the browser: lobby, tables with bots, replays."""
    import uvicorn

    from regnum.server.addresses import listening_lines
    from regnum.server.addresses import public_url as checked_url
    from regnum.server.app import create_app
    from regnum.server.limits import MAX_FRAME_BYTES, UNLIMITED
    from regnum.server.settings import Settings, default_database_url

    url = database_url or default_database_url()
    limits = Limits(
        requests_per_second=max(0.0, requests_per_second),
        tables_per_hour=max(0, tables_per_hour),
        sockets=max(0, sockets_per_address),
    )
    settings = Settings(
        database_url=url,
        bot_delay=max(0.0, bot_delay),
        render_workers=max(0, render_workers),
        limits=UNLIMITED if no_limits else limits,
        public_url=checked_url(public_url) if public_url else None,
        idle_seconds=max(1.0, idle_minutes * 60),
        max_loaded=max(1, max_tables),
        open_hours=max(0.01, open_hours),
        thaw_seconds=gc_thaw_minutes * 60 if gc_thaw_minutes > 0 else None,
    )
    typer.echo(f"regnum server (database: {url})")
    for line in listening_lines(host, port, settings.public_url):
        typer.echo(f"  {line}")
    # No per-message deflate: zlib on every board (tens of kB of SVG per seat and move) was the
    # server's largest CPU cost; without it the round trip at 100 tables is a quarter shorter
    # (benchmarks/latency.py, figures in docs/server.md).
    uvicorn.run(
        create_app(settings),
        host=host,
        port=port,
        log_level="warning",
        ws_per_message_deflate=False,
        ws_max_size=MAX_FRAME_BYTES,
    )


def main() -> None:
    """Entry point of the `regnum` command."""
    try:
        app(prog_name="regnum")
    except RegnumError as err:  # a safety net: commands report their own errors
        _stderr().print(Text(f"error: {err}", style="red"))
        sys.exit(EXIT_ERROR)


__all__ = ["app", "main"]
