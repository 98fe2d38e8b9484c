"""Drawing a view: text for the terminal, SVG for the web UI. Both read only the view."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any
from xml.sax.saxutils import escape

from regnum.engine.game import Action, JsonDict
from regnum.games.krone_und_schwert.data import CARD_NAMES, CARD_TITLES

TERRAIN_LETTER = {"meadow": "G", "mountain": "M", "forest": "F"}
TERRAIN_COLOUR = {"meadow": "#a5d66f", "mountain": "#a88f7a", "forest": "#3f7d3a"}
SEAT_COLOUR = ("#d32f2f", "#1976d2", "#fbc02d", "#7b1fa2", "#f57c00")
CELL = 7  # characters per column of the doubled grid in the text board


def building_mark(space: dict[str, Any]) -> str:
    if space["cathedral"]:
        return "+"
    return {"castle": "^", "small city": "c", "large city": "C"}.get(space["building"], " ")


def board_text(spaces: list[dict[str, Any]]) -> list[str]:
    """One line per row of the doubled grid; each space as terrain, number, owner, building."""
    if not spaces:
        return ["(the board is still being laid out)"]
    at = {(s["x"], s["y"]): s for s in spaces}
    xs = [s["x"] for s in spaces]
    ys = [s["y"] for s in spaces]
    lines = []
    for y in range(min(ys), max(ys) + 1):
        row = ""
        for x in range(min(xs), max(xs) + 1):
            space = at.get((x, y))
            if space is None:
                row += " " * CELL
                continue
            owner = "." if space["owner"] < 0 else str(space["owner"] + 1)
            row += (f"{TERRAIN_LETTER[space['terrain']]}{space['id']:02d}:{owner}"
                    f"{building_mark(space)} ")
        lines.append(row.rstrip())
    return lines


def _player_line(entry: dict[str, Any], king: int) -> str:
    vp = entry.get("vp", entry["announced_vp"] if entry["announced_vp"] >= 0 else "?")
    crown = " (king)" if entry["seat"] == king else ""
    pope = " [pope]" if entry["pope_visit"] else ""
    return (f"p{entry['seat'] + 1}{crown}{pope}: VP {vp}, cards {entry['hand_size']}, "
            f"markers {entry['markers']}, castles {entry['castles']}, cities "
            f"{entry['small_cities']}+{entry['large_cities']} large, "
            f"cathedrals {entry['cathedrals']}")


def render_text(view: JsonDict) -> str:
    lines = board_text(view["spaces"])
    lines.append("legend: G meadow, M mountain, F forest, space number, ':' owner seat (. free), "
                 "building (^ castle, c city, C large city, + cathedral)")
    actor = view["actor"]
    lines.append(
        f"phase {view['phase']}, turn {view['turn'] + 1}, "
        + (f"p{actor + 1} to act, {view['ap']} AP" if actor is not None else "game over")
    )
    lines.extend(_player_line(entry, view["king"]) for entry in view["players"])
    lines.append(f"event pile {view['deck_size']}, end card {view['end_card']}; people deck "
                 f"{view['people_deck']}, swords out {view['people_swords']}")
    viewer = view["viewer"]
    if viewer is not None:
        hand = view["players"][viewer]["hand"]
        cards = [f"{k} ({CARD_TITLES[CARD_NAMES.index(k)]}) x{v}" for k, v in hand.items()]
        lines.append("your hand: " + (", ".join(cards) or "empty"))
    if "attack" in view:
        attack = view["attack"]
        lines.append(f"attack on {attack['target']} (p{attack['defender'] + 1}) with "
                     + ", ".join(f"{k} x{v}" for k, v in attack["cards"].items()))
    if "revolt" in view:
        revolt = view["revolt"]
        lines.append(f"revolt led by p{revolt['leader'] + 1}; still to commit: "
                     + ", ".join(f"p{p + 1}" for p in revolt["waiting"]))
    lines.extend(f"  {line}" for line in view["log"][-4:])
    return "\n".join(lines)


def _points(points: list[tuple[float, float]]) -> str:
    return " ".join(f"{x:.1f},{y:.1f}" for x, y in points)


def _polygon(points: list[tuple[float, float]], fill: str, stroke: str, width: float) -> str:
    return (f'<polygon points="{_points(points)}" fill="{fill}" stroke="{stroke}" '
            f'stroke-width="{width}"/>')


# Actions that name a space: the space is their last argument except for builds (building, space)
# and large cities (square, direction), drawn on the edge towards that octagon.
SPACE_KINDS = ("place", "build", "build_cathedral", "expand", "occupy", "attack")


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
            f'<text x="{x:.1f}" y="{y + 4:.1f}" font-size="11" text-anchor="middle">'
            f"{escape(label)}</text></g>")


def render_svg(view: JsonDict, actions: Sequence[Action] = (), unit: float = 60.0) -> str:
    """The board as an SVG document: octagons and squares in their terrain colour, an owner's
    colour as the outline and a disc, buildings as letters, space numbers small. A space with one
    legal action carries it (`class="act"`, `data-action`); a space with several shows one badge
    per action; a large city is a badge on the edge between its square and octagon."""
    spaces = view["spaces"]
    if not spaces:
        return '<svg xmlns="http://www.w3.org/2000/svg" width="0" height="0"/>'
    half = unit / 2
    radius = half / math.cos(math.pi / 8)
    diamond = half * math.tan(math.pi / 8) / math.sqrt(2) * 2
    min_x = min(s["x"] for s in spaces) * half - unit
    min_y = min(s["y"] for s in spaces) * half - unit
    width = max(s["x"] for s in spaces) * half - min_x + unit
    height = max(s["y"] for s in spaces) * half - min_y + unit
    on_space = space_actions(actions)
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="{min_x:.0f} {min_y:.0f} '
             f'{width:.0f} {height:.0f}" font-family="sans-serif" class="kus-board">',
             "<style>.kus-board .act{cursor:pointer}"
             ".kus-board .act:hover .cue,.kus-board .badge:hover rect{stroke:#e65100}</style>"]
    badges = []
    # squares last: they are the small spaces between octagons and must stay visible
    for space in sorted(spaces, key=lambda s: s["shape"] != "octagon"):
        cx, cy = space["x"] * half, space["y"] * half
        if space["shape"] == "octagon":
            corners = [math.pi / 8 + k * math.pi / 4 for k in range(8)]
            points = [(cx + radius * math.cos(a), cy + radius * math.sin(a)) for a in corners]
        else:
            points = [(cx + diamond, cy), (cx, cy + diamond), (cx - diamond, cy),
                      (cx, cy - diamond)]
        owner = space["owner"]
        stroke = SEAT_COLOUR[owner] if owner >= 0 else "#555"
        here = on_space.get(space["id"], [])
        attrs = (f'class="space act" data-action="{here[0].id}"' if len(here) == 1
                 else 'class="space"')
        parts.append(f'<g {attrs} data-space="{space["id"]}">')
        if len(here) == 1:
            parts.append(f"<title>{escape(here[0].text)}</title>")
        parts.append(_polygon(points, TERRAIN_COLOUR[space["terrain"]], stroke,
                              4 if owner >= 0 else 1))
        if len(here) == 1:
            parts.append(f'<polygon class="cue" points="{_points(points)}" fill="#fff3" '
                         'stroke="#ff9800" stroke-width="2.5" stroke-dasharray="6 3"/>')
        if owner >= 0:
            parts.append(f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{unit / 8:.1f}" '
                         f'fill="{SEAT_COLOUR[owner]}"/>')
        mark = building_mark(space).strip()
        if mark:
            parts.append(f'<text x="{cx:.1f}" y="{cy - unit / 6:.1f}" font-size="{unit / 4:.0f}" '
                         f'text-anchor="middle">{mark}</text>')
        parts.append(f'<text x="{cx:.1f}" y="{cy + unit / 3.2:.1f}" font-size="{unit / 6:.0f}" '
                     f'text-anchor="middle">{space["id"]}</text>')
        parts.append("</g>")
        if len(here) > 1:
            for k, action in enumerate(here):
                label = action.text.removesuffix(f" {space['id']}").removeprefix("build ")
                badges.append(_badge(action, cx, cy - 16 * (len(here) - 1) / 2 + 16 * k, label,
                                     unit * 1.1))
    by_id = {s["id"]: s for s in spaces}
    for action in actions:
        if action.kind == "build_large":
            square, direction = by_id[action.args[0]], view["directions"][action.args[1]]
            dx = 0.5 if direction.endswith("e") else -0.5
            dy = -0.5 if direction.startswith("n") else 0.5
            badges.append(_badge(action, (square["x"] + dx) * half, (square["y"] + dy) * half,
                                 "large city", unit * 1.2))
    parts.extend(badges)  # last, so that no space covers them
    parts.append("</svg>")
    return "\n".join(parts)
