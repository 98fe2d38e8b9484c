"""Playing and replaying in the terminal: the hot-seat loop and the record viewer.

Everything here talks to the player through a `Terminal` (show text, ask for a line, clear the
screen), so the loops can be driven by scripted input in tests; `ConsoleTerminal` is the real one.
Players only ever see `game.render_text(state.view(seat))`, never the full state.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

from rich.console import Console
from rich.text import Text

from regnum.bots import Bot, Observation
from regnum.engine.errors import IllegalActionError, RecordError, RegnumError
from regnum.engine.events import Event, in_words, seen_by
from regnum.engine.game import Action, JsonDict, Player, State
from regnum.engine.record import GameRecord, save
from regnum.sim.simulate import HUMAN, bot_move

PLAY_HELP = """\
Commands:
  <action> or <number>  play that action (its notation as listed, or its number in the list)
  undo                  take your last action back (within your turn, while nothing hidden
                        was shown or drawn and nobody else has acted)
  actions               list the legal actions again
  board                 show your board again
  save FILE             save the game; continue later with: regnum play --resume FILE
  quit                  leave the game at once (save first if you want to continue it later)
  help                  this text"""

REPLAY_HELP = """\
Commands: Enter = next step, b = back one step, <number> = go to that step,
          f = final step, q = quit, help = this text"""


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


def seat_label(player: Player, seats: Sequence[str]) -> str:
    """`seat 2 (heuristic)`: seats are numbered from 1 for people."""
    return f"seat {player + 1} ({seats[player]})"


def format_choices(actions: Sequence[Action], width: int) -> str:
    """The legal actions numbered from 1, in as many columns as fit in `width`."""
    items = [f"{i:>3}) {a.text}" for i, a in enumerate(actions, start=1)]
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
    state: State, events: list[Event], viewer: Player | None, seats: Sequence[str]
) -> list[str]:
    """The sentences of the narrated log for `events` as `viewer` sees them, indented under the
    move that told them, seats named as the terminal names them."""
    names = [seat_label(p, seats) for p in range(len(seats))]
    return ["  " + in_words(event, state.game.texts, names) for event in seen_by(events, viewer)]


def describe_result(state: State, seats: Sequence[str]) -> str:
    """Why the game ended, the final scores and winners, and how each score is made up, in the
    game's words (`Game.texts`)."""
    texts = state.game.texts
    result = state.result()
    lines = []
    if result is not None:
        lines.append(texts.get(f"result.reason.{result['reason']}", "The game is over."))
    lines.append("Final scores:")
    for player, score in enumerate(state.scores):
        mark = "  (winner)" if player in state.winners else ""
        lines.append(f"  {seat_label(player, seats)}: {score}{mark}")
    winners = [seat_label(p, seats) for p in state.winners]
    if len(winners) == 1:
        lines.append(f"Winner: {winners[0]}")
    elif winners:
        lines.append(f"Shared win: {', '.join(winners)}")
    else:
        lines.append("Nobody won.")
    if result is not None:
        lines += _breakdown(state, result, texts)
    return "\n".join(lines)


def _breakdown(state: State, result: JsonDict, texts: Mapping[str, str]) -> list[str]:
    """The result's rows as a table: one column per seat, the score under its parts."""
    rows = [(texts.get(f"result.part.{r['id']}", r["id"]), r["values"]) for r in result["parts"]]
    rows.append((texts.get("result.score", "Score"), list(state.scores)))
    rows += [(texts.get(f"result.also.{r['id']}", r["id"]), r["values"]) for r in result["also"]]
    width = max(len(label) for label, _ in rows)
    cell = 2 + max(3, *(len(str(v)) for _, values in rows for v in values))
    header = " " * (width + 2) + "".join(f"{f'p{p + 1}':>{cell}}" for p in range(state.num_players))
    table = [header]
    for label, values in rows:
        table.append(f"  {label:<{width}}" + "".join(f"{v:>{cell}}" for v in values))
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
    than one human plays, the screen is cleared and handed over between different humans.
    """

    state: State
    seats: list[str]
    bots: dict[Player, Bot]
    terminal: Terminal
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
        line = (
            f"{seat_label(player, self.seats)}: {self.state.describe_action(action, player, None)}"
        )
        lines = [line, *narrate(self.state, events, None, self.seats)]
        self._since += lines
        for shown in lines:
            self.terminal.show(shown, style="cyan" if player in self.bots else None)

    def _show_board(self, player: Player) -> None:
        game = self.state.game
        self.terminal.show(game.render_text(self.state.view(player)))

    def _show_choices(self) -> None:
        legal = self.state.legal_actions()
        self.terminal.show(f"Legal actions ({len(legal)}):")
        self.terminal.show(format_choices(legal, self.terminal.width))

    def _hand_over(self, player: Player) -> None:
        """Between two different humans: clear the screen and wait for the next one."""
        if len(self.humans) > 1 and self._on_screen != player:
            self.terminal.clear()
            self.terminal.ask(
                f"Pass the screen to {seat_label(player, self.seats)}, then press Enter. "
            )
            self.terminal.clear()
            if self._since:
                self.terminal.show("Moves since the screen was passed:")
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
        self.terminal.show(f"Your decision, {seat_label(player, self.seats)}:", style="bold")
        self._show_board(player)
        self.terminal.show()
        self._show_choices()
        while True:
            try:
                line = self.terminal.ask(f"{seat_label(player, self.seats)}> ")
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
                    f"there is no action numbered {line!r}; choose 1 to {len(legal)}", style="red"
                )
                return None
            chosen = legal[number - 1]
        if chosen is None:
            if word in ("help", "?"):
                self.terminal.show(PLAY_HELP)
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
            self.terminal.show(str(err), style="red")
            self.terminal.show("(type help for the commands)")
            return None
        action = self.state.game.action(self.state.history[-1])
        self._report(player, action, events)
        return True

    def _undo(self, player: Player) -> None:
        """Take the seat's last action back (the engine says what may be); the board and the
        choices are shown again as they were before it."""
        taken = self.state.game.action(self.state.history[-1]) if self.state.history else None
        try:
            self.state = self.state.undone()
        except IllegalActionError as err:
            self.terminal.show(f"cannot undo: {err.reason}", style="red")
            return
        assert taken is not None
        line = f"{seat_label(player, self.seats)} took back: {taken.text}"
        self._since.append(line)
        self.terminal.show(line)
        self._show_board(player)
        self.terminal.show()
        self._show_choices()

    def _save(self, name: str) -> None:
        if not name:
            self.terminal.show("save needs a file name: save FILE", style="red")
            return
        path = Path(name).expanduser()
        try:
            save(path, GameRecord.from_state(self.state, seats=self.seats))
        except OSError as err:
            self.terminal.show(f"could not save to {path}: {err.strerror}", style="red")
            return
        self.saved_to, self.saved_at = path, len(self.state.history)
        self.terminal.show(f"Saved to {path}. Continue later with: regnum play --resume {path}")

    def _farewell(self) -> None:
        if self.saved_to is not None and self.saved_at == len(self.state.history):
            self.terminal.show(
                f"Left the game. It is saved in {self.saved_to}; "
                f"continue with: regnum play --resume {self.saved_to}"
            )
        else:
            self.terminal.show(
                "Left the game without saving its last moves. "
                "Next time type `save FILE` before `quit` to continue it later."
            )

    def _finish(self) -> None:
        self.terminal.show()
        self.terminal.show("The game is over.", style="bold")
        self.terminal.show(self.state.game.render_text(self.state.view(None)))
        self.terminal.show(describe_result(self.state, self.seats), style="bold")


@dataclass
class ReplayViewer:
    """Steps through the states of a record: step 0 is the start, step k follows action k."""

    record: GameRecord
    states: list[State]
    terminal: Terminal
    seat: Player | None = None
    told: list[list[Event]] = field(default_factory=list)  # the events of each action

    @classmethod
    def of(cls, record: GameRecord, terminal: Terminal, seat: Player | None = None) -> ReplayViewer:
        states = list(record.replay())
        if seat is not None and not 0 <= seat < record.num_players:
            raise RecordError(
                f"the record has seats 1 to {record.num_players}; there is no seat {seat + 1}"
            )
        return cls(record, states, terminal, seat, record.told())

    @property
    def last(self) -> int:
        return len(self.states) - 1

    def describe_step(self, step: int) -> str:
        """The heading of a step: which action led to it and who took it."""
        total = self.last
        if step == 0:
            return f"Step 0/{total}: the start of the game"
        actor = self.states[step - 1].current_player
        seats = self.record.seats or [f"player {p + 1}" for p in range(self.record.num_players)]
        who = seat_label(actor, seats) if actor is not None else "nobody"
        events = self.told[step - 1] if self.told else []
        told = narrate(self.states[step], events, self.seat, seats)
        return "\n".join([f"Step {step}/{total}: {who} played {self.record.actions[step - 1]}", *told])

    def show(self, step: int) -> None:
        state = self.states[step]
        self.terminal.show(self.describe_step(step), style="bold")
        self.terminal.show(state.game.render_text(state.view(self.seat)))
        if step == self.last and state.is_over:
            seats = self.record.seats or [f"player {p + 1}" for p in range(state.num_players)]
            self.terminal.show(describe_result(state, seats), style="bold")

    def print_all(self) -> None:
        for step in range(len(self.states)):
            self.show(step)
            self.terminal.show()

    def interactive(self) -> None:
        step = 0
        self.show(step)
        while True:
            try:
                line = self.terminal.ask("replay (Enter/b/number/f/q/help)> ").strip().lower()
            except (EOFError, KeyboardInterrupt):
                return
            if line in ("q", "quit", "exit"):
                return
            if line in ("help", "?", "h"):
                self.terminal.show(REPLAY_HELP)
                continue
            if line == "":
                if step == self.last:
                    self.terminal.show("This is the last step (b = back, q = quit).")
                    continue
                step += 1
            elif line in ("b", "back"):
                if step == 0:
                    self.terminal.show("This is the first step.")
                    continue
                step -= 1
            elif line in ("f", "final", "end"):
                step = self.last
            elif line.isdigit() and int(line) <= self.last:
                step = int(line)
            else:
                self.terminal.show(
                    f"unknown command {line!r}; steps run from 0 to {self.last}. " + REPLAY_HELP,
                    style="red",
                )
                continue
            self.terminal.show()
            self.show(step)
