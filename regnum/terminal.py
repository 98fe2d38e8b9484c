"""Playing and replaying in the terminal: the hot-seat loop and the record viewer.

Everything here talks to the player through a `Terminal` (show text, ask for a line, clear the
screen), so the loops can be driven by scripted input in tests; `ConsoleTerminal` is the real one.
Players only ever see `game.render_text(state.view(seat))`, never the full state.

The loops speak a language (`Words`, docs/translations.md): their own messages are the English
of the `say("...")` calls here and in `regnum/cli.py` (the `terminal` catalogue), and the narrated
log, the actions' labels, refusals and results are the game's texts in that language. The board
(`render_text`), the notation players type and the commands stay English.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

from rich.console import Console
from rich.text import Text

from regnum import translations
from regnum.bots import Bot, Observation
from regnum.engine.errors import (
    IllegalActionError,
    MalformedActionError,
    RecordError,
    RegnumError,
)
from regnum.engine.events import Event, in_words, seen_by
from regnum.engine.game import Action, Game, JsonDict, Player, State
from regnum.engine.record import GameRecord, save
from regnum.sim.simulate import HUMAN, bot_move

Words = translations.Words
ENGLISH = Words()


def play_help(say: Words) -> str:
    return say(
        "Commands:\n"
        "  <action> or <number>  play that action (its notation as listed, or its number in the list)\n"
        "  undo                  take your last action back (within your turn, while nothing hidden\n"
        "                        was shown or drawn and nobody else has acted)\n"
        "  actions               list the legal actions again\n"
        "  board                 show your board again\n"
        "  save FILE             save the game; continue later with: regnum play --resume FILE\n"
        "  quit                  leave the game at once (save first if you want to continue it later)\n"
        "  help                  this text"
    )


def replay_help(say: Words) -> str:
    return say(
        "Commands: Enter = next step, b = back one step, <number> = go to that step,\n"
        "          f = final step, q = quit, help = this text"
    )


class Terminal(Protocol):
    """Where the loops write and read. `ask` raises EOFError when input has ended."""

    @property
    def width(self) -> int: ...

    def show(self, text: str = "", style: str | None = None) -> None: ...

    def ask(self, prompt: str) -> str: ...

    def clear(self) -> None: ...


class ConsoleTerminal:
    """The real terminal, through rich. Game text is printed as is (no markup)."""

    def __init__(self, console: Console | None = None) -> None:
        self.console = console or Console(highlight=False, soft_wrap=True)

    @property
    def width(self) -> int:
        return self.console.width

    def show(self, text: str = "", style: str | None = None) -> None:
        self.console.print(Text(text, style=style or ""))

    def ask(self, prompt: str) -> str:
        return self.console.input(Text(prompt, style="bold"))

    def clear(self) -> None:
        if self.console.is_terminal:
            self.console.clear()


def seat_label(player: Player, seats: Sequence[str], say: Words = ENGLISH) -> str:
    """`seat 2 (heuristic)`: seats are numbered from 1 for people; what sits there is named as
    `--bots` names it."""
    return say("seat {number} ({kind})", number=player + 1, kind=seats[player])


def _names(seats: Sequence[str], say: Words) -> list[str]:
    return [seat_label(p, seats, say) for p in range(len(seats))]


def texts(game: Game, say: Words) -> dict[str, str]:
    """The game's texts in the terminal's language."""
    return translations.game_texts(game.id, game.texts, say.language)


def action_words(
    actions: Sequence[Action], game: Game, seats: Sequence[str], say: Words = ENGLISH
) -> list[str]:
    """Actions as the list shows them: each one's label in the terminal's language followed by
    the notation a player types (`Ajouter une carte Chevalier  [add knight]`), or the notation
    alone where the game has no label."""
    words, names = texts(game, say), _names(seats, say)
    shown = []
    for action in actions:
        label = game.label(action)
        if label is None:
            shown.append(action.text)
        else:
            shown.append(f"{in_words(label.to_json(), words, names, 'label')}  [{action.text}]")
    return shown


def format_choices(choices: Sequence[str], width: int) -> str:
    """The choices numbered from 1, in as many columns as fit in `width`."""
    items = [f"{i:>3}) {text}" for i, text in enumerate(choices, start=1)]
    if not items:
        return ""
    cell = max(len(item) for item in items) + 2
    columns = max(1, width // cell)
    rows = -(-len(items) // columns)
    lines = []
    for row in range(rows):
        cells = [items[i] for i in range(row, len(items), rows)]
        lines.append("".join(c.ljust(cell) for c in cells).rstrip())
    return "\n".join(lines)


def narrate(
    state: State,
    events: list[Event],
    viewer: Player | None,
    seats: Sequence[str],
    say: Words = ENGLISH,
) -> list[str]:
    """The sentences of the narrated log for `events` as `viewer` sees them, indented under the
    move that told them, seats named as the terminal names them."""
    words, names = texts(state.game, say), _names(seats, say)
    return ["  " + in_words(event, words, names) for event in seen_by(events, viewer)]


def move_words(
    state: State, action: Action, player: Player, viewer: Player | None, seats: Sequence[str],
    say: Words = ENGLISH,
) -> str:
    """A move as `viewer` reads it: its words in the terminal's language (`State.describe_words`)
    with the notation in brackets, as the action list shows it, or the game's words for a secret
    move alone; `describe_action`'s English where the game has no words."""
    shown = state.describe_action(action, player, viewer)
    words = state.describe_words(action, player, viewer)
    if words is None:
        return shown
    said = in_words(words.to_json(), texts(state.game, say), _names(seats, say), "label")
    return f"{said}  [{shown}]" if shown == action.text else said


def refusal(err: IllegalActionError, state: State, seats: Sequence[str], say: Words) -> str:
    """Why an action was refused, in the terminal's language where the game words its reasons
    (`State.refusal`), else the game's English (`explain_illegal`)."""
    reason = err.reason
    if err.words is not None:
        reason = in_words(err.words.to_json(), texts(state.game, say), _names(seats, say), "reason")
    line = say("illegal action {action}: {reason}", action=repr(err.action), reason=reason)
    if err.legal:
        line += "\n" + say("legal now: {actions}", actions=", ".join(err.legal))
    return line


def describe_result(state: State, seats: Sequence[str], say: Words = ENGLISH) -> str:
    """Why the game ended, the final scores and winners, and how each score is made up, in the
    game's words (`Game.texts`)."""
    words = texts(state.game, say)
    result = state.result()
    lines = []
    if result is not None:
        lines.append(words.get(f"result.reason.{result['reason']}", say("The game is over.")))
    lines.append(say("Final scores:"))
    for player in state.competitors:  # a seat without a stake (Fief's judge) is not ranked
        mark = "  " + say("(winner)") if player in state.winners else ""
        lines.append(f"  {seat_label(player, seats, say)}: {state.scores[player]}{mark}")
    winners = [seat_label(p, seats, say) for p in state.winners]
    if len(winners) == 1:
        lines.append(say("Winner: {seat}", seat=winners[0]))
    elif winners:
        lines.append(say("Shared win: {seats}", seats=", ".join(winners)))
    else:
        lines.append(say("Nobody won."))
    if result is not None:
        lines += _breakdown(state, result, words, say)
    return "\n".join(lines)


def _breakdown(state: State, result: JsonDict, texts: Mapping[str, str], say: Words) -> list[str]:
    """The result's rows as a table: one column per seat, the score under its parts."""
    rows = [(texts.get(f"result.part.{r['id']}", r["id"]), r["values"]) for r in result["parts"]]
    rows.append((texts.get("result.score", say("Score")), list(state.scores)))
    rows += [(texts.get(f"result.also.{r['id']}", r["id"]), r["values"]) for r in result["also"]]
    width = max(len(label) for label, _ in rows)
    cell = 2 + max(3, *(len(str(v)) for _, values in rows for v in values))
    seats = state.competitors
    header = " " * (width + 2) + "".join(f"{f'p{p + 1}':>{cell}}" for p in seats)
    table = [header]
    for label, values in rows:
        table.append(f"  {label:<{width}}" + "".join(f"{values[p]:>{cell}}" for p in seats))
    if "result.tiebreak" in texts:
        table.append(texts["result.tiebreak"])
    return table


def resume(record: GameRecord, bots: dict[Player, Bot]) -> State:
    """Replay a record, letting each bot choose again at its own past decisions (the recorded
    action is applied), so that bots continue exactly as they would have without the break."""
    state: State
    for index, state in enumerate(record.steps()):
        player = state.current_player
        if index < len(record.actions) and player in bots:
            bots[player].choose(Observation.for_bot(state, bots[player]))
    return state


@dataclass
class HotSeat:
    """One game at one screen: human seats type their decisions, bots move on their own.

    `seats` names what sits in each seat (`human` or a bot name); `bots` holds the bots. When more
    than one human plays, the screen is cleared and handed over between different humans. `say`
    is the language everything but the board is shown in.
    """

    state: State
    seats: list[str]
    bots: dict[Player, Bot]
    terminal: Terminal
    say: Words = ENGLISH
    saved_to: Path | None = field(default=None, init=False)
    saved_at: int = field(default=-1, init=False)
    _on_screen: Player | None = field(default=None, init=False)
    _since: list[str] = field(default_factory=list, init=False)

    @property
    def humans(self) -> list[Player]:
        return [p for p, kind in enumerate(self.seats) if kind == HUMAN]

    def run(self) -> bool:
        """Play until the game ends (True) or a human quits (False)."""
        while not self.state.is_over:
            player = self.state.current_player
            if player is None:
                break
            if player in self.bots:
                told: list[Event] = []
                action = bot_move(self.state, self.bots[player], told)
                self._report(player, action, told)
            elif not self._human_turn(player):
                self._farewell()
                return False
        self._finish()
        return True

    # -- what is shown ------------------------------------------------------------------------
    def _report(self, player: Player, action: Action, events: list[Event]) -> None:
        # The hot-seat screen is shared: show each move, and what it made happen, as everyone
        # at the table may see it.
        line = f"{self._seat(player)}: {move_words(self.state, action, player, None, self.seats, self.say)}"
        lines = [line, *narrate(self.state, events, None, self.seats, self.say)]
        self._since += lines
        for shown in lines:
            self.terminal.show(shown, style="cyan" if player in self.bots else None)

    def _seat(self, player: Player) -> str:
        return seat_label(player, self.seats, self.say)

    def _show_board(self, player: Player) -> None:
        game = self.state.game
        self.terminal.show(game.render_text(self.state.view(player)))

    def _show_choices(self) -> None:
        legal = self.state.legal_actions()
        self.terminal.show(self.say("Legal actions ({count}):", count=len(legal)))
        shown = action_words(legal, self.state.game, self.seats, self.say)
        self.terminal.show(format_choices(shown, self.terminal.width))

    def _hand_over(self, player: Player) -> None:
        """Between two different humans: clear the screen and wait for the next one."""
        if len(self.humans) > 1 and self._on_screen != player:
            self.terminal.clear()
            self.terminal.ask(
                self.say("Pass the screen to {seat}, then press Enter.", seat=self._seat(player))
                + " "
            )
            self.terminal.clear()
            if self._since:
                self.terminal.show(self.say("Moves since the screen was passed:"))
                for line in self._since:
                    self.terminal.show("  " + line)
        self._on_screen = player
        self._since = []

    # -- a human decision ---------------------------------------------------------------------
    def _human_turn(self, player: Player) -> bool:
        """One decision of a human seat; False if the player quits."""
        try:
            self._hand_over(player)
        except (EOFError, KeyboardInterrupt):
            return False
        self.terminal.show()
        self.terminal.show(self.say("Your decision, {seat}:", seat=self._seat(player)), style="bold")
        self._show_board(player)
        self.terminal.show()
        self._show_choices()
        while True:
            try:
                line = self.terminal.ask(f"{self._seat(player)}> ")
            except (EOFError, KeyboardInterrupt):
                return False
            outcome = self._command(player, line.strip())
            if outcome is not None:
                return outcome

    def _command(self, player: Player, line: str) -> bool | None:
        """Carry out one line: True when an action was played, False to quit, None to ask again."""
        if not line:
            return None
        legal = self.state.legal_actions()
        key = " ".join(line.lower().split())
        chosen = next((a for a in legal if a.text == key), None)
        word, _, rest = line.partition(" ")
        word = word.lower()
        if chosen is None and word.isdigit():
            number = int(word)
            if rest.strip() or not 1 <= number <= len(legal):
                self.terminal.show(
                    self.say("there is no action numbered {line}; choose 1 to {count}",
                             line=repr(line), count=len(legal)),
                    style="red",
                )
                return None
            chosen = legal[number - 1]
        if chosen is None:
            if word in ("help", "?"):
                self.terminal.show(play_help(self.say))
                return None
            if word in ("quit", "exit") and not rest:
                return False
            if word == "save":
                self._save(rest.strip())
                return None
            if word == "board" and not rest:
                self._show_board(player)
                return None
            if word == "undo" and not rest:
                self._undo(player)
                return None
            if word in ("actions", "list") and not rest:
                self._show_choices()
                return None
        try:
            events = self.state.apply_narrated(chosen if chosen is not None else line)
        except RegnumError as err:
            self.terminal.show(self._refused(err), style="red")
            self.terminal.show(self.say("(type help for the commands)"))
            return None
        action = self.state.game.action(self.state.history[-1])
        self._report(player, action, events)
        return True

    def _refused(self, err: RegnumError) -> str:
        if isinstance(err, IllegalActionError):
            return refusal(err, self.state, self.seats, self.say)
        if isinstance(err, MalformedActionError):  # a line that is no action's notation
            line = self.say("cannot read action {text}: {game} has no action written like that",
                            text=repr(err.text), game=self.state.game.name)
            if err.examples:
                line += "\n" + self.say("legal now: {actions}", actions=", ".join(err.examples))
            return line
        return str(err)

    def _undo(self, player: Player) -> None:
        """Take the seat's last action back (the engine says what may be); the board and the
        choices are shown again as they were before it."""
        taken = self.state.game.action(self.state.history[-1]) if self.state.history else None
        try:
            self.state = self.state.undone()
        except IllegalActionError as err:
            reason = err.reason
            if self.state.undo_depth == 0:  # the engine's one reason to refuse a single step
                reason = self.say(
                    "nothing can be taken back now: only your own actions of this turn can be, "
                    "while no other player has acted and nothing hidden was shown or drawn"
                )
            self.terminal.show(self.say("cannot undo: {reason}", reason=reason), style="red")
            return
        assert taken is not None
        line = self.say("{seat} took back: {action}", seat=self._seat(player), action=taken.text)
        self._since.append(line)
        self.terminal.show(line)
        self._show_board(player)
        self.terminal.show()
        self._show_choices()

    def _save(self, name: str) -> None:
        if not name:
            self.terminal.show(self.say("save needs a file name: save FILE"), style="red")
            return
        path = Path(name).expanduser()
        try:
            save(path, GameRecord.from_state(self.state, seats=self.seats))
        except OSError as err:
            self.terminal.show(
                self.say("could not save to {path}: {error}", path=path, error=err.strerror),
                style="red",
            )
            return
        self.saved_to, self.saved_at = path, len(self.state.history)
        self.terminal.show(
            self.say("Saved to {path}. Continue later with: regnum play --resume {path}", path=path)
        )

    def _farewell(self) -> None:
        if self.saved_to is not None and self.saved_at == len(self.state.history):
            self.terminal.show(
                self.say("Left the game. It is saved in {path}; continue with: regnum play "
                         "--resume {path}", path=self.saved_to)
            )
        else:
            self.terminal.show(
                self.say("Left the game without saving its last moves. Next time type `save "
                         "FILE` before `quit` to continue it later.")
            )

    def _finish(self) -> None:
        self.terminal.show()
        self.terminal.show(self.say("The game is over."), style="bold")
        self.terminal.show(self.state.game.render_text(self.state.view(None)))
        self.terminal.show(describe_result(self.state, self.seats, self.say), style="bold")


@dataclass
class ReplayViewer:
    """Steps through the states of a record: step 0 is the start, step k follows action k.
    `say` is the language everything but the board is shown in."""

    record: GameRecord
    states: list[State]
    terminal: Terminal
    seat: Player | None = None
    told: list[list[Event]] = field(default_factory=list)  # the events of each action
    say: Words = ENGLISH

    @classmethod
    def of(
        cls,
        record: GameRecord,
        terminal: Terminal,
        seat: Player | None = None,
        say: Words = ENGLISH,
    ) -> ReplayViewer:
        states = list(record.replay())
        if seat is not None and not 0 <= seat < record.num_players:
            raise RecordError(
                f"the record has seats 1 to {record.num_players}; there is no seat {seat + 1}"
            )
        return cls(record, states, terminal, seat, record.told(), say)

    @property
    def last(self) -> int:
        return len(self.states) - 1

    @property
    def seats(self) -> list[str]:
        """What sat in each seat, as the record says (older records do not)."""
        return self.record.seats or [
            self.say("player {number}", number=p + 1) for p in range(self.record.num_players)
        ]

    def describe_step(self, step: int) -> str:
        """The heading of a step: which action led to it and who took it."""
        say, total = self.say, self.last
        if step == 0:
            return say("Step 0/{total}: the start of the game", total=total)
        actor = self.states[step - 1].current_player
        who = seat_label(actor, self.seats, say) if actor is not None else say("nobody")
        events = self.told[step - 1] if self.told else []
        told = narrate(self.states[step], events, self.seat, self.seats, say)
        before = self.states[step - 1]
        action = before.game.parse_action(self.record.actions[step - 1])
        shown = (action.text if actor is None
                 else move_words(before, action, actor, self.seat, self.seats, say))
        heading = say("Step {step}/{total}: {seat} played {action}", step=step, total=total,
                      seat=who, action=shown)  # a secret choice as this seat saw it
        return "\n".join([heading, *told])

    def show(self, step: int) -> None:
        state = self.states[step]
        self.terminal.show(self.describe_step(step), style="bold")
        self.terminal.show(state.game.render_text(state.view(self.seat)))
        if step == self.last and state.is_over:
            self.terminal.show(describe_result(state, self.seats, self.say), style="bold")

    def print_all(self) -> None:
        for step in range(len(self.states)):
            self.show(step)
            self.terminal.show()

    def interactive(self) -> None:
        step = 0
        self.show(step)
        while True:
            try:
                line = self.terminal.ask(self.say("replay (Enter/b/number/f/q/help)") + "> ")
                line = line.strip().lower()
            except (EOFError, KeyboardInterrupt):
                return
            if line in ("q", "quit", "exit"):
                return
            if line in ("help", "?", "h"):
                self.terminal.show(replay_help(self.say))
                continue
            if line == "":
                if step == self.last:
                    self.terminal.show(self.say("This is the last step (b = back, q = quit)."))
                    continue
                step += 1
            elif line in ("b", "back"):
                if step == 0:
                    self.terminal.show(self.say("This is the first step."))
                    continue
                step -= 1
            elif line in ("f", "final", "end"):
                step = self.last
            elif line.isdigit() and int(line) <= self.last:
                step = int(line)
            else:
                unknown = self.say("unknown command {line}; steps run from 0 to {last}.",
                                   line=repr(line), last=self.last)
                self.terminal.show(f"{unknown} {replay_help(self.say)}", style="red")
                continue
            self.terminal.show()
            self.show(step)
