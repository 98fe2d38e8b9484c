"""The pieces of Krieg und Frieden drawn in SVG (cards, huts, privileges, the reward marks) and
the marking of elements that stand for legal actions. The board layout is in `svg.py`."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any
from xml.sax.saxutils import escape

from regnum.engine.board_words import BoardWords, squeezed
from regnum.engine.game import Action

# The seat colours of Krone & Schwert, so a player keeps a colour across the platform; the text
# drawn on each (dark on yellow).
SEAT_COLOUR = ("#d32f2f", "#1976d2", "#fbc02d", "#7b1fa2")
SEAT_TEXT = ("#ffffff", "#ffffff", "#212121", "#ffffff")
RESOURCE_COLOUR = {"knight": "#546e7a", "wealth": "#c49000", "worker": "#8d5b3f", "food": "#7c8f1e"}
RESOURCE_TINT = {"knight": "#e3eaee", "wealth": "#fbf0cc", "worker": "#f1e3da", "food": "#eef2d6"}
AGENDA_RED = "#a52a2a"  # the red backs of the agenda cards
CARD_BACK = "#2f5597"  # the blue backs of the resource cards
# Icons in a 20 x 20 box: shield, jewelled cup, stonemason's hammer, barley.
_ICONS = {
    "knight": '<path d="M10 1 L18 4 V10 C18 15 14 18 10 19 C6 18 2 15 2 10 V4 Z"/>',
    "wealth": '<path d="M3 2 H17 C17 9 14 11 11 11.5 V15 H14 V18 H6 V15 H9 V11.5 C6 11 3 9 3 2 Z"/>',
    "worker": '<path d="M2 3 H14 L16 5 V8 H2 Z M7.5 8 H10.5 V19 H7.5 Z"/>',
    "food": '<path d="M9.3 19 V7 H10.7 V19 Z"/><ellipse cx="10" cy="3.5" rx="2" ry="3"/>'
    '<ellipse cx="7" cy="8" rx="2" ry="3" transform="rotate(-25 7 8)"/>'
    '<ellipse cx="13" cy="8" rx="2" ry="3" transform="rotate(25 13 8)"/>'
    '<ellipse cx="7" cy="13" rx="2" ry="3" transform="rotate(-25 7 13)"/>'
    '<ellipse cx="13" cy="13" rx="2" ry="3" transform="rotate(25 13 13)"/>',
}


# Hover and pointer for clickable elements, scoped to the board so that an SVG inlined in a page
# leaves the page's own classes alone.
STYLE = (
    ".kuf-board text{font-family:'DejaVu Sans',Verdana,sans-serif}"
    ".kuf-board .act{cursor:pointer}.kuf-board .act:hover .cue{stroke:#e65100;stroke-width:4}"
    ".kuf-board .faded{opacity:.35}"
)


class Acts:
    """The legal actions by notation, to mark the elements that stand for them."""

    def __init__(self, actions: Sequence[Action]) -> None:
        self.by_text = {a.text: a.id for a in actions}

    def attrs(self, text: str, cls: str) -> str:
        """`class` (plus `act` and `data-action` when `text` is legal) for an element."""
        aid = self.by_text.get(text)
        if aid is None:
            return f'class="{cls}"'
        return f'class="{cls} act" data-action="{aid}"'

    def has(self, text: str) -> bool:
        return text in self.by_text


def text(
    x: float, y: float, body: Any, size: float = 13, anchor: str = "start", extra: str = ""
) -> str:
    return (
        f'<text x="{x:g}" y="{y:g}" font-size="{size:g}" text-anchor="{anchor}"{extra}>'
        f"{escape(str(body))}</text>"
    )


def icon(resource: str, x: float, y: float, size: float) -> str:
    return (
        f'<g transform="translate({x:g} {y:g}) scale({size / 20:g})" '
        f'fill="{RESOURCE_COLOUR[resource]}">'
        f"{_ICONS[resource]}</g>"
    )


def seat_index(seat: str) -> int:
    return int(seat[1:]) - 1


def cue(x: float, y: float, w: float, h: float, active: bool) -> str:
    return (
        f'<rect class="cue" x="{x - 3:g}" y="{y - 3:g}" width="{w + 6:g}" height="{h + 6:g}" rx="6" '
        'fill="none" stroke="#ff9800" stroke-width="3" stroke-dasharray="6 3"/>'
        if active
        else ""
    )


def hut(x: float, y: float, size: float, colour: str) -> str:
    """A hut seen from the front: a square with a pitched roof, in the owner's colour."""
    s = size
    points = (
        f"{x:g},{y + s * 0.45:g} {x + s / 2:g},{y:g} {x + s:g},{y + s * 0.45:g} "
        f"{x + s:g},{y + s:g} {x:g},{y + s:g}"
    )
    return f'<polygon points="{points}" fill="{colour}" stroke="#222" stroke-width="1.2"/>'


def privilege_token(resource: str, x: float, y: float, count: int | None = None) -> str:
    """A privilege marker: a scroll in the colour of its resource with the resource's icon."""
    out = (
        f'<rect x="{x:g}" y="{y:g}" width="34" height="24" rx="9" fill="{RESOURCE_TINT[resource]}" '
        f'stroke="{RESOURCE_COLOUR[resource]}" stroke-width="2"/>'
        + icon(resource, x + 3, y + 3, 18)
    )
    if count is not None:
        out += text(x + 31, y + 18, count, 14, "end", ' font-weight="bold"')
    return out


def chip(resource: str, count: int, x: float, y: float) -> str:
    """A small face-up card with its count: used for bids and known cards."""
    return (
        f'<rect x="{x:g}" y="{y:g}" width="38" height="22" rx="3" fill="{RESOURCE_TINT[resource]}" '
        f'stroke="{RESOURCE_COLOUR[resource]}"/>'
        + icon(resource, x + 2, y + 2, 18)
        + text(x + 35, y + 16, count, 14, "end", ' font-weight="bold"')
    )


def card_backs(x: float, y: float, count: int, colour: str, label: str) -> str:
    """A fanned stack of face-down cards with `label` (their number in words): what others see
    of a hand."""
    out = []
    for i in range(min(count, 5)):
        out.append(
            f'<rect x="{x + i * 3:g}" y="{y:g}" width="22" height="32" rx="3" fill="{colour}" '
            'stroke="#fff" stroke-width="1"/>'
        )
    if count == 0:
        out.append(
            f'<rect x="{x:g}" y="{y:g}" width="22" height="32" rx="3" fill="none" '
            'stroke="#999" stroke-dasharray="3 2"/>'
        )
    if label:
        out.append(text(x + 27 + min(count, 5) * 3, y + 21, label, 14))
    return "".join(out)


def resource_card(
    resource: str, count: int, x: float, y: float, value: int | None, say: BoardWords
) -> str:
    """A face-up resource card of the viewer's hand (84 x 86): icon and count, name, value."""
    name = say(f"resource.{resource}")
    out = (
        f'<rect x="{x:g}" y="{y:g}" width="84" height="86" rx="6" fill="{RESOURCE_TINT[resource]}" '
        f'stroke="{RESOURCE_COLOUR[resource]}" stroke-width="2"/>'
        + icon(resource, x + 6, y + 6, 30)
        + text(x + 78, y + 30, f"×{count}", 20, "end", ' font-weight="bold"')
        + text(x + 42, y + 57, name, 14, "middle", ' fill="#6d5d4b"' + squeezed(name, 14, 80))
    )
    if value is not None:
        out += text(x + 42, y + 77, say("board.worth", value=value), 14, "middle", ' fill="#6d5d4b"')
    return out


def plunder_card(resource: str, count: int, x: float, y: float) -> str:
    """A face-up plunder card of the viewer (52 x 36): icon and count."""
    return (
        f'<rect x="{x:g}" y="{y:g}" width="52" height="36" rx="5" fill="{RESOURCE_TINT[resource]}" '
        f'stroke="{RESOURCE_COLOUR[resource]}" stroke-width="2"/>'
        + icon(resource, x + 4, y + 6, 24)
        + text(x + 48, y + 24, f"×{count}", 14, "end", ' font-weight="bold"')
    )


def agenda_card(
    kind: str, x: float, y: float, w: float, h: float, cls: str, say: BoardWords
) -> str:
    """An agenda card face up: its problem, its reward's mark and, on a card 80 wide or more (the
    tabled one), the reward's name; the cards in hand are too narrow for the name."""
    problem, symbol = kind.split("-")
    name = say(f"agenda.{problem}")
    big = w >= 80
    cx, cy, k = x + w / 2, y + (h * 0.56 if big else h * 0.69), 0.9 if big else 0.55
    mark = _cathedral_mark(cx, cy, k) if symbol == "cathedral" else _scroll_mark(cx, cy, k)
    return (
        f'<g class="{cls}" data-kind="{kind}">'
        f'<rect x="{x:g}" y="{y:g}" width="{w:g}" height="{h:g}" rx="6" fill="{AGENDA_RED}" '
        'stroke="#5d1414" stroke-width="2"/>'
        f'<rect x="{x + 4:g}" y="{y + 4:g}" width="{w - 8:g}" height="{h - 8:g}" rx="4" fill="#fdf3e7"/>'
        + text(
            cx,
            y + (25 if big else 20),
            name,
            15 if big else 14,
            "middle",
            f' font-weight="bold" fill="{AGENDA_RED}"' + squeezed(name, 15 if big else 14, w - 10),
        )
        + mark
        + (text(cx, y + h - 10, say(f"symbol.{symbol}"), 14, "middle", ' fill="#6d5d4b"') if big else "")
        + "</g>"
    )


def agenda_tag(kind: str, x: float, y: float, say: BoardWords) -> str:
    """An agenda card as a small red tag (26 x 18): the problem's initial and the reward (a white
    disc for a privilege, a small church for the cathedral)."""
    problem, symbol = kind.split("-")
    mark = (
        f'<path d="M{x + 16:g} {y + 14:g} V{y + 8:g} L{x + 19.5:g} {y + 4:g} L{x + 23:g} {y + 8:g} '
        f'V{y + 14:g} Z" fill="#fff"/>'
        if symbol == "cathedral"
        else f'<circle cx="{x + 19.5:g}" cy="{y + 9:g}" r="3.5" fill="#fff"/>'
    )
    return (
        f'<rect x="{x:g}" y="{y:g}" width="26" height="18" rx="3" fill="{AGENDA_RED}"/>'
        + text(
            x + 7.5,
            y + 14,
            say(f"agenda.{problem}")[0].upper(),
            14,
            "middle",
            ' fill="#fff" font-weight="bold"',
        )
        + mark
    )


def _cathedral_mark(cx: float, cy: float, k: float) -> str:
    return (
        f'<path transform="translate({cx:g} {cy:g}) scale({k:g})" fill="#8d6e63" '
        'd="M-22 18 V-4 L-12 -14 L-2 -4 V-22 L0 -30 L2 -22 V-4 L12 -14 L22 -4 V18 Z"/>'
    )


def _scroll_mark(cx: float, cy: float, k: float) -> str:
    return (
        f'<g transform="translate({cx:g} {cy:g}) scale({k:g})">'
        '<rect x="-22" y="-16" width="44" height="32" rx="10" fill="#fbf0cc" stroke="#b71c1c" '
        'stroke-width="3"/>'
        '<circle cx="0" cy="0" r="7" fill="#b71c1c"/></g>'
    )


def short(counts: Mapping[str, int], say: BoardWords) -> str:
    parts = [say("board.count", count=n, card=say(f"resource.{r}")) for r, n in counts.items() if n]
    return ", ".join(parts) if parts else say("board.none")
