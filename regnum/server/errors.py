"""Refusals the server answers with a 4xx status and a message meant for a player."""

from __future__ import annotations

from typing import Any


class Refused(Exception):
    """A request that changes nothing and is answered with `status` and `detail` (English), and
    for an illegal action `reason`: the engine's reason as the game's words (`State.refusal`:
    an id and parameters), which a page shows in its language."""

    status = 400

    def __init__(self, detail: str, reason: dict[str, Any] | None = None) -> None:
        super().__init__(detail)
        self.detail = detail
        self.reason = reason

    def body(self) -> dict[str, Any]:
        """The answer's JSON (a WebSocket error message adds its type and status)."""
        return {"detail": self.detail} if self.reason is None else \
            {"detail": self.detail, "reason": self.reason}


class Unauthorized(Refused):
    status = 401


class Forbidden(Refused):
    status = 403


class NotFound(Refused):
    status = 404


class Conflict(Refused):
    """A stale or duplicate submission, or an action at a table that is not running."""

    status = 409


class Unprocessable(Refused):
    """Malformed input, an unknown action, an illegal action, a refused record."""

    status = 422


class TooLarge(Refused):
    """A request body or WebSocket message above the documented size."""

    status = 413


class TooManyRequests(Refused):
    """A client address over one of its limits (`regnum.server.limits`); `retry_after` seconds
    until it may try again."""

    status = 429

    def __init__(self, detail: str, retry_after: float = 0.0) -> None:
        super().__init__(detail)
        self.retry_after = retry_after
