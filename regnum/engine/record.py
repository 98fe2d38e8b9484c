"""Game records: configuration + seed + actions, as JSON. Replaying a record rebuilds every state.

A record also serves as the save file of a game in progress: resuming is replaying. The digest
catches files edited by hand or cut short; replay catches actions that are not legal.
"""

from __future__ import annotations

import hashlib
import json
from collections import deque
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from regnum.engine.errors import RecordError, RegnumError
from regnum.engine.events import Event
from regnum.engine.game import JsonDict, State

FORMAT = "regnum-record"
FORMAT_VERSION = 1


def canonical_json(data: Any) -> str:
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def _digest(body: JsonDict) -> str:
    return hashlib.sha256(canonical_json(body).encode()).hexdigest()


@dataclass
class GameRecord:
    game: str
    num_players: int
    seed: int
    options: dict[str, str]
    rules_version: int
    actions: list[str] = field(default_factory=list)
    seats: list[str] | None = None

    @classmethod
    def from_state(cls, state: State, seats: list[str] | None = None) -> GameRecord:
        return cls(
            game=state.game.id,
            num_players=state.num_players,
            seed=state.seed,
            options=dict(state.options),
            rules_version=state.game.rules_version,
            actions=[state.game.action(i).text for i in state.history],
            seats=list(seats) if seats is not None else None,
        )

    def _body(self) -> JsonDict:
        return {
            "format": FORMAT,
            "format_version": FORMAT_VERSION,
            "game": self.game,
            "rules_version": self.rules_version,
            "num_players": self.num_players,
            "seed": self.seed,
            "options": self.options,
            "seats": self.seats,
            "actions": self.actions,
        }

    def to_json(self) -> JsonDict:
        body = self._body()
        return {**body, "digest": _digest(body)}

    @classmethod
    def from_json(cls, data: Any) -> GameRecord:
        """Read a record, refusing anything malformed or modified, with the reason."""
        if not isinstance(data, dict):
            raise RecordError("a record is a JSON object; this file holds something else")
        if data.get("format") != FORMAT:
            raise RecordError(f"not a regnum record (format field is {data.get('format')!r})")
        if data.get("format_version") != FORMAT_VERSION:
            raise RecordError(
                f"record format version {data.get('format_version')!r} is not supported "
                f"(this regnum reads version {FORMAT_VERSION})"
            )
        expected = {
            "format",
            "format_version",
            "game",
            "rules_version",
            "num_players",
            "seed",
            "options",
            "seats",
            "actions",
            "digest",
        }
        missing = expected - data.keys()
        if missing:
            raise RecordError(f"record is missing fields: {', '.join(sorted(missing))}")
        extra = data.keys() - expected
        if extra:
            raise RecordError(f"record has unknown fields: {', '.join(sorted(extra))}")
        body = {k: v for k, v in data.items() if k != "digest"}
        try:
            digest = _digest(body)
        except (TypeError, ValueError) as err:
            raise RecordError(f"record holds a value JSON cannot hold: {err}") from None
        if data["digest"] != digest:
            raise RecordError("record digest does not match its content: the file was modified")
        checks = [
            ("game", str),
            ("rules_version", int),
            ("num_players", int),
            ("seed", int),
            ("options", dict),
            ("actions", list),
        ]
        for name, kind in checks:
            if not isinstance(data[name], kind) or isinstance(data[name], bool):
                raise RecordError(f"record field {name!r} should be of type {kind.__name__}")
        if not all(isinstance(a, str) for a in data["actions"]):
            raise RecordError("record field 'actions' should list action notations (strings)")
        seats = data["seats"]
        if seats is not None and not (
            isinstance(seats, list) and all(isinstance(s, str) for s in seats)
        ):
            raise RecordError("record field 'seats' should be null or a list of strings")
        return cls(
            game=data["game"],
            num_players=data["num_players"],
            seed=data["seed"],
            options={str(k): str(v) for k, v in data["options"].items()},
            rules_version=data["rules_version"],
            actions=list(data["actions"]),
            seats=seats,
        )

    def initial_state(self) -> State:
        from regnum.games import get

        try:
            game = get(self.game)
        except RegnumError as err:
            raise RecordError(f"record names an unknown game: {err}") from None
        if self.rules_version != game.rules_version:
            raise RecordError(
                f"record was made with {game.name} rules version {self.rules_version}; "
                f"this regnum has version {game.rules_version}"
            )
        try:
            return game.new_game(self.num_players, self.seed, self.options)
        except RegnumError as err:
            raise RecordError(f"record configuration is invalid: {err}") from None

    def replay(self) -> Iterator[State]:
        """The initial state, then the state after each action (each a separate object)."""
        return (state.clone() for state in self.steps())

    def told(self) -> list[list[Event]]:
        """The events each action told as it was applied (`State.apply_narrated`), in order:
        what a narrated log shows, each viewer seeing its part (`Event.seen_by`)."""
        state = self.initial_state()
        return [state.apply_narrated(text) for text in self.actions]

    def final_state(self) -> State:
        return deque(self.steps(), maxlen=1)[0]

    def steps(self) -> Iterator[State]:
        """One state object, yielded before each action is applied and once at the end; the
        caller may look at it (not change it) between actions."""
        state = self.initial_state()
        yield state
        for index, text in enumerate(self.actions, start=1):
            try:
                state.apply(text)
            except RegnumError as err:
                raise RecordError(
                    f"record action {index} ({text!r}) cannot be replayed: {err}"
                ) from None
            yield state


def save(path: Path, record: GameRecord) -> None:
    """Write atomically, so an interrupted save never leaves a truncated file behind."""
    tmp = path.with_name(path.name + ".tmp")
    try:
        tmp.write_text(
            json.dumps(record.to_json(), indent=1, ensure_ascii=False) + "\n", encoding="utf-8"
        )
        tmp.replace(path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise


def load(path: Path) -> GameRecord:
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as err:
        raise RecordError(f"cannot read {path}: {err.strerror}") from None
    except UnicodeDecodeError:
        raise RecordError(f"{path} is not a text file") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as err:
        raise RecordError(f"{path} is not valid JSON (truncated or corrupt): {err}") from None
    return GameRecord.from_json(data)
