"""Where friends can reach a server: the public URL given to `regnum serve --public-url`, checked
and tidied, and the machine's own addresses, printed when it listens on every interface (an
invite link must not say `localhost` to someone on another computer)."""

from __future__ import annotations

import ipaddress
import socket
from urllib.parse import urlsplit

from regnum.engine.errors import RegnumError

# A route-lookup target only: connecting a UDP socket sends nothing, it only picks the interface
# (and so the address) the machine would use to reach the internet.
_PROBE = ("192.0.2.1", 9)  # TEST-NET-1, never routed to a real host


def public_url(url: str) -> str:
    """`url` without a trailing slash, refused unless it is an http(s) URL with a host and no
    path beyond `/` (invite links are made by appending `/tables/...` to it)."""
    parts = urlsplit(url.strip())
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise RegnumError(f"--public-url needs http:// or https:// and a host, not {url!r}")
    if parts.path.strip("/") or parts.query or parts.fragment:
        raise RegnumError(f"--public-url is the server's root, without a path: {url!r}")
    return f"{parts.scheme}://{parts.netloc}"


def reachable_addresses() -> list[str]:
    """The machine's IPv4 addresses other computers may reach it at: the one of the interface
    that leads out first, then any others its host name resolves to (no loopback)."""
    found: list[str] = []
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(_PROBE)
            found.append(probe.getsockname()[0])
    except OSError:  # no route at all (an offline machine)
        pass
    try:
        infos = socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET)
    except OSError:
        infos = []
    found.extend(str(info[4][0]) for info in infos)
    usable = []
    for address in dict.fromkeys(found):
        ip = ipaddress.ip_address(address)
        if not (ip.is_loopback or ip.is_unspecified or ip.is_link_local):
            usable.append(address)
    return usable


def listening_lines(host: str, port: int, url: str | None) -> list[str]:
    """What `regnum serve` prints about where to open it and what invite links will say."""
    if url:
        return [f"open {url}/ in a browser; invite links start with {url}/"]
    if host in ("0.0.0.0", "::", ""):
        lines = [f"open http://localhost:{port}/ on this computer"]
        others = [f"http://{a}:{port}/" for a in reachable_addresses()]
        if others:
            lines.append("from other computers on this network: " + ", ".join(others))
            lines.append("open the lobby at one of those (or pass --public-url) so that invite "
                         "links work for your friends")
        return lines
    shown = "localhost" if host == "127.0.0.1" else host
    lines = [f"open http://{shown}:{port}/ in a browser"]
    if _is_loopback(host):
        lines.append("only this computer can connect; to play with friends use --host 0.0.0.0 "
                     "(see the README, 'Hosting a game for friends')")
    return lines


def _is_loopback(host: str) -> bool:
    try:
        return ipaddress.ip_address(socket.gethostbyname(host)).is_loopback
    except (OSError, ValueError):
        return False
