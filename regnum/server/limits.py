"""What one client may ask of the server, and the ASGI middleware that enforces it.

Per client address (an IPv6 client by its /64 network, the block one household or host usually
gets): requests per second, tables created (or imported) per hour, open WebSocket connections. The
rates are token buckets: a client may spend a stored allowance at once (a page load is a burst of
requests), then goes at the sustained rate. Request bodies and WebSocket messages have a size cap, so
no single request can make the server hold much memory. Every figure is a `Limits` field (and a
`regnum serve` option); 0 switches a per-address limit off.
"""

from __future__ import annotations

import asyncio
import ipaddress
import json
import math
import time
from collections.abc import Awaitable, Callable, MutableMapping
from dataclasses import dataclass, field
from typing import Any

from regnum.server.errors import TooManyRequests

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]

KIB = 1024
BODY_METHODS = ("POST", "PUT", "PATCH", "DELETE")
BURST_SECONDS = 4  # a page load is a burst of requests
MAX_CLIENTS_KEPT = 10_000  # buckets of idle clients are dropped beyond this many
# Bounds of the fields of an action (HTTP and WebSocket): notations are a few words, action ids
# and move numbers far below these; larger values are refused before they reach a game.
MAX_NOTATION_CHARS = 200
MAX_ACTION_ID = 2**31 - 1
MAX_MOVE = 2**31 - 1
# A WebSocket message from a client (an action is below 200 characters): larger ones are refused
# with an error message and the connection is kept. Frames above MAX_FRAME_BYTES are not read at
# all: the WebSocket server closes the connection (code 1009).
MAX_MESSAGE_CHARS = 16 * KIB
MAX_FRAME_BYTES = 1024 * KIB


@dataclass(frozen=True)
class Limits:
    """`requests_per_second`: HTTP requests, WebSocket connection attempts and WebSocket messages
    of one address (a burst of BURST_SECONDS times as many passes at once). `tables_per_hour`:
    tables created or imported by one address (the whole allowance may be used at once).
    `sockets`: WebSocket connections one address holds open. 0 switches a limit off.
    `max_body_bytes`: an HTTP request body (larger: 413)."""

    requests_per_second: float = 50.0
    tables_per_hour: int = 60
    sockets: int = 32
    max_body_bytes: int = 1024 * KIB


UNLIMITED = Limits(requests_per_second=0, tables_per_hour=0, sockets=0)


def client_key(host: str | None) -> str:
    """The address a limit is counted against: the IPv4 address, or the IPv6 /64 network."""
    if not host:
        return "unknown"
    try:
        address = ipaddress.ip_address(host)
    except ValueError:
        return host  # not an IP address (a Unix socket, a test client)
    if isinstance(address, ipaddress.IPv6Address):
        if address.ipv4_mapped is not None:
            return str(address.ipv4_mapped)
        return str(ipaddress.ip_network(f"{address}/64", strict=False))
    return str(address)


@dataclass
class Buckets:
    """Token buckets of `capacity` tokens refilled at `rate` per second, one per client; a
    client whose bucket would be full again is forgotten when the table of clients grows."""

    capacity: float
    rate: float
    clock: Callable[[], float] = time.monotonic
    _buckets: dict[str, tuple[float, float]] = field(default_factory=dict)
    _sweep_at: int = MAX_CLIENTS_KEPT

    def __len__(self) -> int:
        """How many clients are remembered."""
        return len(self._buckets)

    def take(self, key: str) -> float:
        """Spend one token of `key`: 0.0 if there was one, else the seconds until there is."""
        if self.rate <= 0 or self.capacity <= 0:
            return 0.0
        now = self.clock()
        tokens, stamp = self._buckets.get(key, (self.capacity, now))
        tokens = min(self.capacity, tokens + (now - stamp) * self.rate)
        if tokens < 1:
            self._buckets[key] = (tokens, now)
            return (1 - tokens) / self.rate
        self._buckets[key] = (tokens - 1, now)
        if len(self._buckets) > self._sweep_at:
            self._forget_idle(now)
        return 0.0

    def _forget_idle(self, now: float) -> None:
        """Drop the clients whose buckets are full again; the next look comes once the table
        has doubled, so the cost per request stays constant however many clients there are."""
        full = self.capacity / self.rate
        for key, (_tokens, stamp) in list(self._buckets.items()):
            if now - stamp >= full:
                del self._buckets[key]
        self._sweep_at = max(MAX_CLIENTS_KEPT, 2 * len(self._buckets))


class Limiter:
    """The per-address counts of one server."""

    def __init__(self, limits: Limits, clock: Callable[[], float] = time.monotonic) -> None:
        self.limits = limits
        rate = limits.requests_per_second
        self.requests = Buckets(rate * BURST_SECONDS, rate, clock)
        self.tables = Buckets(limits.tables_per_hour, limits.tables_per_hour / 3600, clock)
        self.sockets: dict[str, int] = {}

    def table_created(self, key: str) -> None:
        """Count a table created (or imported) by `key`; TooManyRequests beyond the allowance."""
        wait = self.tables.take(key)
        if wait:
            raise TooManyRequests(
                f"this address may create {self.limits.tables_per_hour} tables per hour; "
                f"try again in {math.ceil(wait)} s",
                retry_after=wait,
            )


def _refusal(status: int, detail: str, retry_after: float = 0.0) -> tuple[Message, Message]:
    headers = [(b"content-type", b"application/json")]
    if retry_after:
        headers.append((b"retry-after", str(math.ceil(retry_after)).encode()))
    body = json.dumps({"detail": detail}).encode()
    headers.append((b"content-length", str(len(body)).encode()))
    return (
        {"type": "http.response.start", "status": status, "headers": headers},
        {"type": "http.response.body", "body": body},
    )


class Guard:
    """ASGI middleware: request rate, body size and open sockets per client address. The
    application finds the limiter as `scope["app"].state.limiter` (set by `create_app`)."""

    def __init__(self, app: ASGIApp, limiter: Limiter) -> None:
        self.app = app
        self.limiter = limiter

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] not in ("http", "websocket"):
            await self.app(scope, receive, send)
            return
        key = client_key(scope["client"][0] if scope.get("client") else None)
        wait = self.limiter.requests.take(key)
        if scope["type"] == "websocket":
            await self._socket(scope, receive, send, key, wait)
            return
        if wait:
            for message in _refusal(429, self._too_many(), wait):
                await send(message)
            return
        if scope["method"] in BODY_METHODS:
            body = await self._body(scope, receive)
            if body is None:
                cap = self.limiter.limits.max_body_bytes
                for message in _refusal(413, f"the request body is larger than {cap} bytes"):
                    await send(message)
                return
            receive = _replay(body, receive)
        await self.app(scope, receive, send)

    def _too_many(self) -> str:
        rate = self.limiter.limits.requests_per_second
        return f"too many requests from this address (at most {rate:g} per second)"

    async def _body(self, scope: Scope, receive: Receive) -> bytes | None:
        """The whole body, or None if it exceeds the cap (refused before it is read when its
        declared length does)."""
        cap = self.limiter.limits.max_body_bytes
        for name, value in scope.get("headers", ()):
            if name == b"content-length" and (
                not value.isdigit() or len(value) > 12 or int(value) > cap
            ):
                return None
        chunks: list[bytes] = []
        size = 0
        while True:
            message = await receive()
            if message["type"] != "http.request":
                break
            chunk = message.get("body", b"")
            size += len(chunk)
            if size > cap:
                return None
            chunks.append(chunk)
            if not message.get("more_body", False):
                break
        return b"".join(chunks)

    async def _socket(
        self, scope: Scope, receive: Receive, send: Send, key: str, wait: float
    ) -> None:
        limits = self.limiter.limits
        open_now = self.limiter.sockets.get(key, 0)
        refusal = None
        if wait:
            refusal = self._too_many()
        elif limits.sockets and open_now >= limits.sockets:
            refusal = (
                f"this address already holds {open_now} connections (at most {limits.sockets})"
            )
        if refusal is not None:
            await _refuse_socket(receive, send, refusal)
            return
        self.limiter.sockets[key] = open_now + 1
        try:
            await self.app(scope, self._throttled(receive, key), send)
        finally:
            left = self.limiter.sockets[key] - 1
            if left:
                self.limiter.sockets[key] = left
            else:
                del self.limiter.sockets[key]

    def _throttled(self, receive: Receive, key: str) -> Receive:
        """A `receive` that hands on a client's messages at most at its request rate (a flood
        waits in the connection's buffers instead of being processed)."""

        async def throttled() -> Message:
            message = await receive()
            if message["type"] == "websocket.receive":
                while wait := self.limiter.requests.take(key):
                    await asyncio.sleep(wait)
            return message

        return throttled


async def _refuse_socket(receive: Receive, send: Send, detail: str) -> None:
    """As every refusal on the socket: one error message, then close with 4000 + status."""
    message = await receive()
    if message["type"] != "websocket.connect":
        return
    await send({"type": "websocket.accept"})
    text = json.dumps({"type": "error", "status": 429, "detail": detail})
    await send({"type": "websocket.send", "text": text})
    await send({"type": "websocket.close", "code": 4429, "reason": detail[:120]})


def _replay(body: bytes, receive: Receive) -> Receive:
    """A `receive` that hands the application the body already read, then waits as before."""
    sent = False

    async def replayed() -> Message:
        nonlocal sent
        if not sent:
            sent = True
            return {"type": "http.request", "body": body, "more_body": False}
        return await receive()

    return replayed
