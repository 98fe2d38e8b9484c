"""The Krone & Schwert board as SVG for the web UI, drawn from a view alone.

Left: the octagon-and-square board, each space in its terrain colour, an owner's colour as its
outline and a disc, buildings as small pictures (castle tower, city, large city joining its square
and octagon, cathedral cross), space numbers. Right: a panel with the turn, each seat's standing
(the king's seal, VP as far as the viewer may know them, cards in hand, markers and buildings), the
event and people piles, the attack or revolt under way, the viewer's own hand, and a legend.
A space with one legal action carries it (`class="act"`, `data-action`); a space with several
shows one badge per action; a large city to build is a badge on the edge between its square and
octagon.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any
from xml.sax.saxutils import escape

from regnum.engine.board_words import BoardWords, squeezed
from regnum.engine.game import Action, JsonDict
from regnum.games.krone_und_schwert.texts import TEXTS

TERRAIN_COLOUR = {"meadow": "#a5d66f", "mountain": "#a88f7a", "forest": "#3f7d3a"}
SEAT_COLOUR = ("#d32f2f", "#1976d2", "#fbc02d", "#7b1fa2", "#f57c00")
INK = "#2b2118"
PANEL_WIDTH = 300.0
LINE = 17.0  # panel text line height
# Actions that name a space: the space is their last argument except for builds (building, space)
# and large cities (square, direction), drawn on the edge towards that octagon.
SPACE_KINDS = ("place", "build", "build_cathedral", "expand", "occupy", "attack")


def _points(points: list[tuple[float, float]]) -> str:
    return " ".join(f"{x:.1f},{y:.1f}" for x, y in points)


def _text(x: float, y: float, text: str, size: float = 12, weight: str = "normal",
          anchor: str = "start", fill: str = INK) -> str:
    return (f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size:.0f}" font-weight="{weight}" '
            f'text-anchor="{anchor}" fill="{fill}">{escape(text)}</text>')


def space_actions(actions: Sequence[Action]) -> dict[int, list[Action]]:
    """The legal actions on each space, in action-id order."""
    found: dict[int, list[Action]] = {}
    for action in actions:
        if action.kind in SPACE_KINDS:
            found.setdefault(action.args[-1], []).append(action)
    return found


def _badge(action: Action, x: float, y: float, label: str, width: float) -> str:
    """A small clickable label standing for one action on a space."""
    return (f'<g class="act badge" data-action="{action.id}"><title>{escape(action.text)}</title>'
            f'<rect x="{x - width / 2:.1f}" y="{y - 8:.1f}" width="{width:.0f}" height="16" rx="8" '
            'fill="#fff8e1" stroke="#ff9800" stroke-width="2"/>'
            f'<text x="{x:.1f}" y="{y + 4:.1f}" font-size="11" text-anchor="middle"'
            f'{squeezed(label, 11, width - 4)}>{escape(label)}</text></g>')


# -- buildings --------------------------------------------------------------------------------------
def castle(x: float, y: float, s: float, fill: str) -> str:
    """A tower with three merlons, `s` wide, standing on (x, y)."""
    h, m = s * 0.9, s / 5
    top = y - h
    outline = [(x - s / 2, y), (x - s / 2, top), (x - s / 2 + m, top), (x - s / 2 + m, top + m),
               (x - m / 2, top + m), (x - m / 2, top), (x + m / 2, top), (x + m / 2, top + m),
               (x + s / 2 - m, top + m), (x + s / 2 - m, top), (x + s / 2, top), (x + s / 2, y)]
    return f'<polygon points="{_points(outline)}" fill="{fill}" stroke="{INK}" stroke-width="1.2"/>'


def city(x: float, y: float, s: float, fill: str) -> str:
    """Two gabled houses, `s` wide, standing on (x, y)."""
    parts = []
    for dx, w, h in ((-s / 4, s / 2, s * 0.55), (s / 4, s / 2, s * 0.8)):
        left, right = x + dx - w / 2, x + dx + w / 2
        house = [(left, y), (left, y - h), (x + dx, y - h - w / 2), (right, y - h), (right, y)]
        parts.append(f'<polygon points="{_points(house)}" fill="{fill}" stroke="{INK}" '
                     'stroke-width="1.2"/>')
    return "".join(parts)


def cathedral(x: float, y: float, s: float) -> str:
    """A white cross, `s` tall, centred on (x, y)."""
    w = s / 4
    return (f'<path d="M{x - w / 2:.1f},{y - s / 2:.1f}h{w:.1f}v{s * 0.25:.1f}h{w:.1f}v{w:.1f}'
            f'h{-w:.1f}v{s * 0.75 - w:.1f}h{-w:.1f}v{-(s * 0.75 - w):.1f}h{-w:.1f}v{-w:.1f}'
            f'h{w:.1f}z" fill="#fff" stroke="{INK}" stroke-width="1.2"/>')


def building(space: dict[str, Any], unit: float, with_cathedral: bool) -> str:
    """The building on a space in its owner's colour."""
    kind = space["building"]
    if kind == "none":
        return ""
    owner = space["owner"]
    fill = SEAT_COLOUR[owner] if owner >= 0 else "#ddd"
    x, y = space["x"] * unit / 2, space["y"] * unit / 2
    s = unit * (0.28 if space["shape"] == "square" else 0.4)
    base = y + (s * 0.25 if space["shape"] == "square" else -unit / 10)
    if kind == "castle":
        drawn = castle(x, base, s, fill)
    else:
        drawn = city(x, base, s * (1.3 if kind == "large city" else 1.0), fill)
    if with_cathedral:
        drawn += cathedral(x + s * 0.55, base - s * 0.6, s * 0.6)
    return drawn


def large_city_band(square: dict[str, Any], octagon: dict[str, Any], unit: float) -> str:
    """The band joining a large city's square and octagon. It is drawn under the squares and
    takes no clicks, so the square stays clickable (a cathedral may still be built on it)."""
    half = unit / 2
    colour = SEAT_COLOUR[square["owner"]] if square["owner"] >= 0 else "#ddd"
    return (f'<line class="large-city" x1="{square["x"] * half:.1f}" '
            f'y1="{square["y"] * half:.1f}" x2="{octagon["x"] * half:.1f}" '
            f'y2="{octagon["y"] * half:.1f}" stroke="{colour}" stroke-width="{unit / 5:.1f}" '
            'stroke-linecap="round" opacity="0.8" pointer-events="none"/>')


def large_city(square: dict[str, Any], octagon: dict[str, Any], unit: float) -> str:
    """A large city's picture on its octagon, with its cathedral whichever half records it; it
    takes no clicks (the spaces under it keep theirs)."""
    return (f'<g pointer-events="none">'
            f'{building(octagon, unit, square["cathedral"] or octagon["cathedral"])}</g>')


# -- the board --------------------------------------------------------------------------------------
def space_shape(space: dict[str, Any], unit: float) -> list[tuple[float, float]]:
    half = unit / 2
    cx, cy = space["x"] * half, space["y"] * half
    if space["shape"] == "octagon":
        radius = half / math.cos(math.pi / 8)
        corners = [math.pi / 8 + k * math.pi / 4 for k in range(8)]
        return [(cx + radius * math.cos(a), cy + radius * math.sin(a)) for a in corners]
    diamond = half * math.tan(math.pi / 8) / math.sqrt(2) * 2
    return [(cx + diamond, cy), (cx, cy + diamond), (cx - diamond, cy), (cx, cy - diamond)]


def draw_space(space: dict[str, Any], here: list[Action], unit: float) -> list[str]:
    """One space as a group: its shape, the cue when it is clickable, owner disc, number."""
    cx, cy = space["x"] * unit / 2, space["y"] * unit / 2
    points = space_shape(space, unit)
    owner = space["owner"]
    stroke = SEAT_COLOUR[owner] if owner >= 0 else "#555"
    attrs = (f'class="space act" data-action="{here[0].id}"' if len(here) == 1
             else 'class="space"')
    parts = [f'<g {attrs} data-space="{space["id"]}">']
    if len(here) == 1:
        parts.append(f"<title>{escape(here[0].text)}</title>")
    parts.append(f'<polygon points="{_points(points)}" fill="{TERRAIN_COLOUR[space["terrain"]]}" '
                 f'stroke="{stroke}" stroke-width="{4 if owner >= 0 else 1}"/>')
    if len(here) == 1:
        parts.append(f'<polygon class="cue" points="{_points(points)}" fill="#fff3" '
                     'stroke="#ff9800" stroke-width="2.5" stroke-dasharray="6 3"/>')
    if owner >= 0 and space["building"] == "none":  # a marker
        parts.append(f'<circle cx="{cx:.1f}" cy="{cy - unit / 12:.1f}" r="{unit / 8:.1f}" '
                     f'fill="{SEAT_COLOUR[owner]}" stroke="{INK}" stroke-width="0.8"/>')
    if space["building"] != "large city":  # drawn over both halves by `large_city`
        parts.append(building(space, unit, space["cathedral"]))
    parts.append(f'<text x="{cx:.1f}" y="{cy + unit / 3.2:.1f}" font-size="{unit / 6:.0f}" '
                 f'text-anchor="middle" fill="{INK}">{space["id"]}</text>')
    parts.append("</g>")
    return parts


def board_parts(
    view: JsonDict, actions: Sequence[Action], unit: float, say: BoardWords
) -> list[str]:
    spaces = view["spaces"]
    half = unit / 2
    on_space = space_actions(actions)
    by_id = {s["id"]: s for s in spaces}
    parts: list[str] = []
    badges: list[str] = []
    large = [(s, by_id[s["partner"]]) for s in spaces
             if s["building"] == "large city" and s["shape"] == "square"]
    # squares last: they are the small spaces between octagons and must stay visible, over the
    # bands that join large cities' halves
    octagons_drawn = False
    for space in sorted(spaces, key=lambda s: s["shape"] != "octagon"):
        if space["shape"] != "octagon" and not octagons_drawn:
            parts.extend(large_city_band(square, octagon, unit) for square, octagon in large)
            octagons_drawn = True
        here = on_space.get(space["id"], [])
        parts.extend(draw_space(space, here, unit))
        if len(here) > 1:
            cx, cy = space["x"] * half, space["y"] * half
            for k, action in enumerate(here):
                word = action.text.removesuffix(f" {space['id']}").removeprefix("build ")
                label = say(f"board.badge.{word}")
                badges.append(_badge(action, cx, cy - 16 * (len(here) - 1) / 2 + 16 * k, label,
                                     unit * 1.1))
    if not octagons_drawn:  # a board of octagons alone
        parts.extend(large_city_band(square, octagon, unit) for square, octagon in large)
    parts.extend(large_city(square, octagon, unit) for square, octagon in large)
    for action in actions:
        if action.kind == "build_large":
            square, direction = by_id[action.args[0]], view["directions"][action.args[1]]
            dx = 0.5 if direction.endswith("e") else -0.5
            dy = -0.5 if direction.startswith("n") else 0.5
            badges.append(_badge(action, (square["x"] + dx) * half, (square["y"] + dy) * half,
                                 say("board.badge.large-city"), unit * 1.2))
    return parts + badges  # badges last, so that no space covers them


# -- the panel --------------------------------------------------------------------------------------
def crown(x: float, y: float, s: float) -> str:
    """The king's seal: a small gold crown, `s` wide, standing on (x, y)."""
    w = s / 2
    outline = [(x - w, y), (x - w, y - s * 0.6), (x - w / 2, y - s * 0.3), (x, y - s * 0.75),
               (x + w / 2, y - s * 0.3), (x + w, y - s * 0.6), (x + w, y)]
    return f'<polygon points="{_points(outline)}" fill="#ffc107" stroke="{INK}" stroke-width="1"/>'


def vp_text(entry: dict[str, Any], say: BoardWords) -> str:
    """Own VP are known; others' only when announced (seed: VP are kept face down)."""
    if "vp" in entry:
        return say("board.vp", vp=entry["vp"])
    if entry["announced_vp"] >= 0:
        return say("board.vp.announced", vp=entry["announced_vp"])
    return say("board.vp.hidden")


def seat_rows(view: JsonDict, x: float, y: float, say: BoardWords) -> tuple[list[str], float]:
    parts = []
    viewer, king, actor = view["viewer"], view["king"], view["actor"]
    for entry in view["players"]:
        p = entry["seat"]
        colour = SEAT_COLOUR[p]
        key = "board.seat" + (".you" if p == viewer else "") + (".to-act" if p == actor else "")
        who = say(key, seat=f"p{p + 1}") if key != "board.seat" else f"p{p + 1}"
        parts.append(f'<rect x="{x:.1f}" y="{y - 12:.1f}" width="14" height="14" rx="3" '
                     f'fill="{colour}" stroke="{INK}" stroke-width="0.8"/>')
        parts.append(_text(x + 20, y, who, 13, "bold"))
        if p == king:
            parts.append(crown(x + PANEL_WIDTH - 40, y + 1, 18))
            parts.append(_text(x + PANEL_WIDTH - 50, y, say("board.king"), 11, anchor="end"))
        stats = "board.seat.stats" + (".pope" if entry["pope_visit"] else "")
        parts.append(_text(x + 20, y + LINE, say(stats, vp=vp_text(entry, say),
                                                  cards=entry["hand_size"],
                                                  markers=entry["markers"]), 11))
        parts.append(_text(x + 20, y + 2 * LINE, say(
            "board.seat.buildings", castles=entry["castles"], cities=entry["small_cities"],
            large=entry["large_cities"], cathedrals=entry["cathedrals"]), 11))
        y += 3 * LINE + 6
    return parts, y


def status_lines(view: JsonDict, say: BoardWords) -> list[str]:
    """The piles, and the attack or revolt under way."""
    end = say(f"board.end-card.{view['end_card']}")
    lines = [say("board.piles", count=view["deck_size"], end=end),
             say("board.people", count=view["people_deck"], swords=view["people_swords"],
                 crowns=view["people_crowns_discarded"])]
    if "attack" in view:
        attack = view["attack"]
        cards = ", ".join(f"{say(f'card-name.{k}')} ×{v}" for k, v in attack["cards"].items())
        lines.append(say("board.attack" if cards else "board.attack.none",
                         space=attack["target"], seat=f"p{attack['defender'] + 1}", cards=cards))
    if "revolt" in view:
        revolt = view["revolt"]
        waiting = ", ".join(f"p{p + 1}" for p in revolt["waiting"])
        lines.append(say("board.revolt", seat=f"p{revolt['leader'] + 1}",
                         king=f"p{revolt['king'] + 1}"))
        lines.append(say("board.revolt.waiting" if waiting else "board.revolt.waiting.none",
                         seats=waiting))
        if revolt.get("side"):
            lines.append(say(f"board.revolt.side.{revolt['side']}"))
    return lines


def hand_lines(view: JsonDict, say: BoardWords) -> list[str]:
    viewer = view["viewer"]
    if viewer is None:
        return []
    hand = view["players"][viewer].get("hand", {})
    cards = [f"{say(f'board.card.{k}')} ×{v}" for k, v in hand.items()]
    return cards or [say("board.hand.none")]


def legend(x: float, y: float, say: BoardWords) -> list[str]:
    parts = [_text(x, y, say("board.legend"), 12, "bold")]
    y += LINE
    for k, (name, colour) in enumerate(TERRAIN_COLOUR.items()):
        cx = x + k * 95
        parts.append(f'<rect x="{cx:.1f}" y="{y - 11:.1f}" width="14" height="14" '
                     f'fill="{colour}" stroke="#555"/>')
        parts.append(_text(cx + 19, y, say(f"terrain.{name}"), 11))
    y += LINE + 8
    icons = (castle(x + 7, y + 3, 14, "#ccc"), city(x + 102, y + 3, 14, "#ccc"),
             cathedral(x + 197, y - 4, 14))
    for k, (icon, name) in enumerate(zip(icons, ("castle", "city", "cathedral"), strict=True)):
        parts.append(icon)
        parts.append(_text(x + k * 95 + 19, y + 2, say(f"board.legend.{name}"), 11))
    return parts


def panel_parts(view: JsonDict, x: float, y: float, say: BoardWords) -> tuple[list[str], float]:
    """The right-hand panel; returns its parts and the y it ends at."""
    phase = say(f"board.phase.{view['phase']}")
    if view["actor"] is not None:
        turn = say("board.turn.acting", turn=view["turn"] + 1, phase=phase,
                   seat=f"p{view['actor'] + 1}", ap=view["ap"])
    elif view.get("end_reason"):
        turn = say("board.turn.ended", turn=view["turn"] + 1, phase=phase,
                   reason=say(f"board.end-reason.{view['end_reason']}"))
    else:
        turn = say("board.turn", turn=view["turn"] + 1, phase=phase)
    parts = [_text(x, y, "Krone & Schwert", 15, "bold"), _text(x, y + LINE, turn, 11)]
    rows, y = seat_rows(view, x, y + 2.8 * LINE, say)
    parts += rows
    for line in status_lines(view, say):
        parts.append(_text(x, y, line, 11))
        y += LINE
    hand = hand_lines(view, say)
    if hand:
        y += 6
        parts.append(_text(x, y, say("panel.hand"), 12, "bold"))
        for line in hand:
            y += LINE
            parts.append(_text(x + 8, y, line, 11))
        y += LINE
    parts += legend(x, y + 8, say)
    return parts, y + 8 + 3 * LINE


def render_svg(view: JsonDict, actions: Sequence[Action] = (), texts: Mapping[str, str] = TEXTS,
               unit: float = 60.0) -> str:
    """The board and its panel as one SVG document, in the words of `texts` (the game's texts in
    a language, English by default)."""
    say = BoardWords(texts)
    spaces = view["spaces"]
    if not spaces:
        return '<svg xmlns="http://www.w3.org/2000/svg" width="0" height="0"/>'
    half = unit / 2
    min_x = min(s["x"] for s in spaces) * half - unit
    min_y = min(s["y"] for s in spaces) * half - unit
    board_width = max(s["x"] for s in spaces) * half - min_x + unit
    board_height = max(s["y"] for s in spaces) * half - min_y + unit
    panel_x = min_x + board_width + 10
    panel, panel_end = panel_parts(view, panel_x + 12, min_y + 24, say)
    height = max(board_height, panel_end - min_y + 10)
    width = board_width + PANEL_WIDTH + 20
    return "\n".join([
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="{min_x:.0f} {min_y:.0f} {width:.0f} '
        f'{height:.0f}" font-family="sans-serif" class="kus-board">',
        "<style>.kus-board .act{cursor:pointer}"
        ".kus-board .act:hover .cue,.kus-board .badge:hover rect{stroke:#e65100}</style>",
        *board_parts(view, actions, unit, say),
        f'<rect x="{panel_x:.1f}" y="{min_y + 4:.1f}" width="{PANEL_WIDTH:.0f}" '
        f'height="{height - 8:.1f}" rx="8" fill="#fbf6ea" stroke="#c9b99a"/>',
        *panel,
        "</svg>",
    ])
