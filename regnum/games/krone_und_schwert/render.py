"""Drawing a view as text for the terminal (the SVG for the web UI is `svg.py`); reads only the view."""

from __future__ import annotations

from typing import Any

from regnum.engine.game import JsonDict
from regnum.games.krone_und_schwert.data import CARD_NAMES, CARD_TITLES

TERRAIN_LETTER = {"meadow": "G", "mountain": "M", "forest": "F"}
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
        + (f"p{actor + 1} to act, {view['ap']} AP" if actor is not None
           else f"game over ({view.get('end_reason')})")
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
