"""Typed errors of the engine contract.

Every error carries a message a player understands. Errors raised while applying an action are
raised *before* the state changes, so a caller can always retry with another action.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from regnum.engine.events import Event


class RegnumError(Exception):
    """Base class of every error regnum raises on purpose."""


class IllegalActionError(RegnumError):
    """An action that is well formed but not allowed in the current state. `words`: the reason
    as the game's words (`State.refusal`), for a page to show in its language."""

    def __init__(self, action: str, reason: str, legal: Sequence[str] = (),
                 words: Event | None = None) -> None:
        self.action = action
        self.reason = reason
        self.words = words
        self.legal = list(legal)
        message = f"illegal action {action!r}: {reason}"
        if self.legal:
            message += "\nlegal now: " + ", ".join(self.legal)
        super().__init__(message)


class MalformedActionError(RegnumError):
    """A text or id that is no action of the game at all."""

    def __init__(self, text: str, reason: str, examples: Sequence[str] = ()) -> None:
        self.text = text
        self.reason = reason
        self.examples = list(examples)
        message = f"cannot read action {text!r}: {reason}"
        if self.examples:
            message += "\nlegal now: " + ", ".join(self.examples)
        super().__init__(message)


class InvalidOptionError(RegnumError):
    """An unknown option, a bad option value or a bad player count, refused at start."""


class GameOverError(RegnumError):
    """An action was offered to a game that has ended."""


class RecordError(RegnumError):
    """A game record, save file or serialized state that is corrupt, truncated or tampered with."""


class UnknownGameError(RegnumError):
    """A game id or alias that is not in the registry."""
