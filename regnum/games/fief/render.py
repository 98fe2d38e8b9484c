"""Drawing a Fief view: text for the terminal, SVG for the browser. Both read only the view and
the map's fixed geometry, so nothing a player may not see can appear in them.

The SVG paints each village's Voronoi cell in its fief's colour (tinted by the crown holder's
colour once crowned), draws fief borders solid and bishopric borders dashed, the roads, and on
each village its fixed pieces, its bishopric's banner (larger on the principal village), the
face-down stacks in their owners' colours (strength shown only on the viewer's own stacks) and the
lords by name with the sign of their office (crown, mitre, cross) and the royal army's token.
Under the map stand the court (king, queen, dauphin, Pope, cardinals, bishops, the election under
way) and each seat's family tree, worded by `genealogy` as the text board words them. Elements
standing for a legal action carry `class="act"` and `data-action="<id>"`; an action naming one lord
is a click on that lord, on the map or in the trees.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any, Final
from xml.sax.saxutils import escape

from regnum.engine.board_words import BoardWords, squeezed
from regnum.engine.events import in_words, labelled
from regnum.engine.game import Action, JsonDict
from regnum.games.fief import genealogy
from regnum.games.fief.data import LORD_NAMES, MAX_PLAYERS
from regnum.games.fief.labels import WORDS
from regnum.games.fief.map import (
    BISHOPRIC_OF,
    BISHOPRICS,
    FIEF_OF,
    FIEFS,
    HEIGHT,
    NEIGHBOURS,
    ROADS,
    VILLAGES,
    WIDTH,
)
from regnum.games.fief.texts import TEXTS

SEATS: Final = [f"p{p + 1}" for p in range(MAX_PLAYERS)]  # seats as the board names them

Point = tuple[float, float]

# the seventh, slate grey, is only ever the treasurer and judge's (it holds nothing on the map)
SEAT_COLOUR = ("#d32f2f", "#1976d2", "#fbc02d", "#7b1fa2", "#f57c00", "#00897b", "#546e7a")
SEAT_TEXT = ("#ffffff", "#ffffff", "#212121", "#ffffff", "#212121", "#ffffff", "#ffffff")
FIEF_COLOUR = ("#e9d8a6", "#cfe3b0", "#f2c7a5", "#c4dbea", "#dcc8e6", "#f4e7b8", "#b9e0d6",
               "#f0c8cf")
BISHOPRIC_COLOUR = ("#6a1b9a", "#00695c", "#ad1457", "#283593", "#6d4c41")
KIND_NAMES = ("duchy", "county", "barony")
TOP = 44  # height of the status bar above the map
PANEL = 330  # width of the side panel right of the map
ROW = 17  # line height in the side panel
CHAR = 7.6  # width of an average character of 13-unit text, to wrap lines before they overflow
INDENT = 24  # the family trees: one generation deeper
FAMILY_ROW = 19  # line height of the family trees
# Every text is at least this size (in board units): the browser draws the board about 0.9 times
# its size on a 1280 pixels wide page, and no text may be smaller than 11 pixels there.
SMALL = 13
# Where an action kind points on the map: (what, index of the argument naming it).
PLACE_OF_KIND: dict[str, tuple[str, int]] = {
    "choose_fief": ("fief", 0),
    "place_castle": ("village", 0),
    "new_lord": ("village", 1),
    "buy": ("village", 1),
    "recruit_lord": ("village", 0),
    "crown": ("crown", 0),
    "m_march": ("village", 0),
    "m_withdraw": ("village", 0),
    "m_lead": ("lord", 0),
    "m_take_lord": ("lord", 0),
    "m_aim": ("lord", 0),
    "m_lose_lord": ("lord", 0),
    "m_ransom": ("lord", 0),
    "c_hat": ("lord", 0),
    "c_absolve": ("lord", 0),
    "c_legitimise": ("lord", 0),
    "c_name_cardinal": ("lord", 0),
    "c_annul": ("lord", 0),
    "c_nominate": ("lord", 0),
    "c_vote_for": ("lord", 0),
    "bear": ("lord", 0),
    "place_child": ("village", 0),
    "place_child_father": ("village", 0),
    "church_child": ("lord", 0),
    "darc": ("lord", 0),
    "ordain": ("lord", 0),
    "leave_orders": ("lord", 0),
    "retire": ("lord", 0),
    "take_wife": ("lord", 0),
    "propose": ("lord", 0),
}
# The kinds whose buttons (several actions on one village) have short words of their own,
# `board.button.<kind>`; a purchase's is `board.button.buy.<piece>`, a new lord's `.lady`/`.lord`.
BUTTON_KINDS = frozenset({"recruit_lord", "m_march", "m_withdraw", "place_castle", "place_child",
                          "place_child_father"})
_STYLE = (
    "text{font-family:'DejaVu Sans',Verdana,sans-serif}"
    ".act{cursor:pointer}.act:hover .cue{stroke:#e65100;stroke-width:4}"
    ".cue{fill:none;stroke:#ff6f00;stroke-width:3;stroke-dasharray:5 3}"
    ".name{paint-order:stroke;stroke:#fbf6ea;stroke-width:3px}"
)


# -- geometry --------------------------------------------------------------------------------
def _clip(cell: list[tuple[Point, int]], site: Point, other: Point,
          tag: int) -> list[tuple[Point, int]]:
    """`cell` cut to the side of the bisector of site-other nearer `site`. Each vertex carries
    the tag of the edge leaving it: the neighbouring site whose bisector made it, -1 the frame."""
    mx, my = (site[0] + other[0]) / 2, (site[1] + other[1]) / 2
    dx, dy = other[0] - site[0], other[1] - site[1]

    def side(p: Point) -> float:
        return (p[0] - mx) * dx + (p[1] - my) * dy

    out: list[tuple[Point, int]] = []
    for k, (p, edge) in enumerate(cell):
        q = cell[(k + 1) % len(cell)][0]
        sp, sq = side(p), side(q)
        if sp <= 0:
            out.append((p, edge))
        if (sp <= 0) != (sq <= 0):
            t = sp / (sp - sq)
            cut = (p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1]))
            out.append((cut, tag if sp <= 0 else edge))
    return out


@cache
def cells() -> tuple[tuple[tuple[Point, int], ...], ...]:
    """Each village's Voronoi cell within the board, as tagged vertices."""
    frame: list[tuple[Point, int]] = [((0.0, 0.0), -1), ((float(WIDTH), 0.0), -1),
                                      ((float(WIDTH), float(HEIGHT)), -1),
                                      ((0.0, float(HEIGHT)), -1)]
    result = []
    for site in VILLAGES:
        cell = frame
        for other in VILLAGES:
            if other.id != site.id:
                cell = _clip(cell, (site.x, site.y), (other.x, other.y), other.id)
        result.append(tuple(cell))
    return tuple(result)


def borders(region_of: Sequence[int]) -> list[tuple[Point, Point]]:
    """Cell edges between villages of different regions (fiefs or bishoprics)."""
    segments = []
    for v, cell in enumerate(cells()):
        for k, (p, other) in enumerate(cell):
            if other > v and region_of[other] != region_of[v]:
                segments.append((p, cell[(k + 1) % len(cell)][0]))
    return segments


@cache
def fief_label_points() -> tuple[Point, ...]:
    """Each fief's label spot: the area-weighted centre of its cells, pulled off any village."""
    spots = []
    for fief in FIEFS:
        area = cx = cy = 0.0
        for v in fief.villages:
            pts = [p for p, _ in cells()[v]]
            for (x0, y0), (x1, y1) in zip(pts, pts[1:] + pts[:1], strict=True):
                cross = x0 * y1 - x1 * y0
                area += cross
                cx += (x0 + x1) * cross
                cy += (y0 + y1) * cross
        x, y = cx / (3 * area), cy / (3 * area)
        for v in fief.villages:
            site = VILLAGES[v]
            if abs(site.x - x) < 70 and abs(site.y - y) < 55:
                y = site.y + (55 if y >= site.y else -55)
        spots.append((x, y))
    return tuple(spots)


# -- reading the view ------------------------------------------------------------------------
def crown_seats(view: JsonDict) -> list[int]:
    """The seat wearing each fief's crown, or -1."""
    return [int(f["crown"]) for f in view["fiefs"]]


def stack_points(stack: JsonDict) -> int | None:
    """A stack's combat points when the view shows them (the viewer's own), else None."""
    points = stack.get("points")
    return None if points is None else int(points)


def prisoners(view: JsonDict) -> list[JsonDict]:
    return [lord for lord in view["lords"] if lord["status"] == "prisoner"]


# -- text ------------------------------------------------------------------------------------
def _seat(p: int) -> str:
    return f"p{p + 1}"


def _stack_text(stack: JsonDict) -> str:
    points = stack_points(stack)
    engines = f" +{stack['engines']} engine(s)" if stack["engines"] else ""
    if points is None:
        return f"{_seat(stack['seat'])}:?{engines}"
    return (f"{_seat(stack['seat'])}:{points} ({stack['soldiers']}s {stack['knights3']}k3 "
            f"{stack['knights6']}k6){engines}")


def _lord_text(lord: JsonDict) -> str:
    mark = "(f)" if lord["female"] else ""
    captive = f" prisoner of {_seat(lord['captor'])}" if lord["status"] == "prisoner" else ""
    return f"{lord['name']}{mark} {_seat(lord['seat'])}{captive}"


def _fixed_text(village: JsonDict) -> str:
    marks = []
    ruined = " (ruined)" if village["ruin"] else ""
    owner = f" of {_seat(village['fort_owner'])}" if village["fort_owner"] >= 0 else ""
    if village["city"]:
        marks.append("CITY" + owner + ruined)
    elif village["castle"]:
        marks.append("castle" + owner + ruined)
    marks += ["mill"] * village["mills"] + ["press"] * village["presses"]
    return " ".join(marks)


def _mini_map(villages: list[JsonDict]) -> list[str]:
    """The villages placed by their drawing coordinates: id and holder (. nobody)."""
    cols, rows = 100, 18
    grid = [[" "] * cols for _ in range(rows)]
    for site, village in zip(VILLAGES, villages, strict=True):
        holder = village["controller"]
        label = f"{site.id:02d}{'.' if holder < 0 else holder + 1}"
        col = round(site.x / WIDTH * (cols - 5))
        row = round(site.y / HEIGHT * (rows - 1))
        for i, char in enumerate(label):
            grid[row][col + i] = char
    return ["".join(line).rstrip() for line in grid]


def render_text(view: JsonDict) -> str:
    """The board as text: a small map of village numbers and holders, then fief by fief each
    village's fixed pieces, stacks (strength '?' when face down), lords and roads."""
    villages = view["villages"]
    crowns = crown_seats(view)
    lines = _mini_map(villages)
    lines.append("map: village number then holder seat (. nobody)")
    for fief in FIEFS:
        crown = crowns[fief.id]
        title = f"{fief.name} ({KIND_NAMES[fief.kind]})"
        title += f", crowned: {_seat(crown)}" if crown >= 0 else ""
        lines.append(title)
        for v in fief.villages:
            village = villages[v]
            site = VILLAGES[v]
            bishopric = BISHOPRICS[BISHOPRIC_OF[v]]
            see = "*" if bishopric.principal == v else ""
            holder = village["controller"]
            parts = [f"  {v:02d} {site.name:<12} bishopric {bishopric.name}{see}",
                     f"held by {_seat(holder)}" if holder >= 0 else "free"]
            fixed = _fixed_text(village)
            if fixed:
                parts.append(fixed)
            if village["stacks"]:
                parts.append("stacks " + " ".join(_stack_text(s) for s in village["stacks"]))
            if village["lords"]:
                parts.append("lords " + ", ".join(_lord_text(lord) for lord in village["lords"]))
            if village.get("peasants"):
                parts.append(_peasants_text(village["peasants"]))
            parts.append("roads " + " ".join(f"{n:02d}" for n in NEIGHBOURS[v]))
            lines.append("; ".join(parts))
    lines.append("(* principal village of its bishopric; stack '?' = face down)")
    lines.append(_status_text(view))
    for entry in view["players"]:
        lines.append(_judge_text(entry) if entry["seat"] == view.get("judge_seat")
                     else _player_text(entry, crowns))
    lines.extend(f"prisoner: {_lord_text(lord)}" for lord in prisoners(view))
    lines.extend(_talks_text(view))
    lines.extend(_cards_text(view))
    lines.extend(_families_text(view))
    lines.extend(f"  {line}" for line in view.get("log", [])[-5:])
    return "\n".join(lines)


def _cards_text(view: JsonDict) -> list[str]:
    """The cards: the viewer's hand, each seat's count, and what lies on the board."""
    cards = view.get("cards")
    if not cards:
        return []
    counts = ", ".join(f"{_seat(seat)} {small}+{big}"
                       for seat, (small, big) in enumerate(cards["hands"]))
    lines = [f"cards (small+big): {counts}; piles {cards['piles'][0]}+{cards['piles'][1]}"]
    if cards.get("hand") is not None:
        lines.append("your cards: " + (", ".join(cards["hand"]) or "none"))
    running = [f"storm over {FIEFS[f].name} (turn {laid})"
               for f, laid in enumerate(cards["storm"]) if laid]
    running += [f"{name} in {BISHOPRICS[b].name}" for name in ("famine", "plague")
                for b, flag in enumerate(cards[name]) if flag]
    if cards.get("revolt_player", -1) >= 0:
        running.append(f"revolt laid by {_seat(cards['revolt_player'])}")
    if running:
        lines.append("on the board: " + "; ".join(running))
    return lines


def _peasants_text(points: int) -> str:
    """The revolting peasants in a village's line of the text board."""
    return f"REVOLTING PEASANTS {points} points"


def _families_text(view: JsonDict) -> list[str]:
    """The court, then each seat's family tree indented by generation ('&' the spouse)."""
    lines = ["court: " + line for line in genealogy.court(view)]
    for entry in view["players"]:
        seat = entry["seat"]
        if seat == view.get("judge_seat"):
            continue  # the treasurer and judge has no family
        lines.append(f"{_seat(seat)} family, {genealogy.generations(view, seat)} generation(s):")
        tree = genealogy.family(view, seat)
        if not tree:
            lines.append("  no living lord")
        for line in tree:
            lead = "  " * (line.depth + 1) + ("& " if line.joined == "spouse" else "")
            tail = " - " + ", ".join(line.marks) if line.marks else ""
            lines.append(f"{lead}{line.text}{tail}")
    return lines


def _talks_text(view: JsonDict) -> list[str]:
    """Alliances, truces in force, open written acts and the proposal awaiting its answer."""
    talks = view.get("diplomacy") or {}
    pairs = [f"{_seat(p)}-{_seat(q)}" for p, allies in enumerate(talks.get("allies", []))
             for q in allies if p < q]
    lines = [f"alliances: {', '.join(pairs)}"] if pairs else []
    lines += [f"truce {_seat(t['seats'][0])}-{_seat(t['seats'][1])} until turn {t['until']}"
              for t in talks.get("truces", [])]
    lines += [f"promise {_seat(a['from'])} to {_seat(a['to'])}: {a['amount']} ecus by turn "
              f"{a['until']}" for a in talks.get("acts", [])
              if a["kind"] == "promise" and a["status"] == "open"]
    offer = talks.get("proposal")
    if offer:
        lines.append(f"proposal: {_seat(offer['from'])} offers {_seat(offer['to'])} "
                     f"{offer['kind']}" + (f" ({offer['amount']})" if offer["amount"] else ""))
    return lines


def _status_text(view: JsonDict) -> str:
    actor = view.get("actor")
    who = f"{_seat(actor)} to act" if actor is not None else "game over"
    turn = f"turn {view['turn']}/{view['turn_limit']}" if view["turn"] else "set-up"
    return f"{turn}, phase {view['phase']}, {who}, first player {_seat(view['first_player'])}"


def _judge_text(entry: JsonDict) -> str:
    return f"{_seat(entry['seat'])}: treasurer and judge (no family; judges every lay case)"


def _player_text(entry: JsonDict, crowns: list[int]) -> str:
    seat = entry["seat"]
    money = entry.get("money")
    held = [FIEFS[f].name for f, holder in enumerate(crowns) if holder == seat]
    parts = [f"{_seat(seat)}:", f"{money} ecus" if money is not None else "money hidden",
             f"crowns {len(held)}" + (f" ({', '.join(held)})" if held else "")]
    parts.append(f"lords {entry['lords']}")
    if entry["out"]:
        parts.append("OUT (cannot win)")
    return " ".join(parts)


# -- SVG -------------------------------------------------------------------------------------
def _text(x: float, y: float, body: Any, size: float = SMALL, anchor: str = "middle",
          extra: str = "") -> str:
    return (f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size:g}" text-anchor="{anchor}"{extra}>'
            f"{escape(str(body))}</text>")


def _points(pts: Sequence[Point], dx: float = 0, dy: float = 0) -> str:
    return " ".join(f"{x + dx:.1f},{y + dy:.1f}" for x, y in pts)


class _Targets:
    """The legal actions sorted by what they point at on the map."""

    def __init__(self, actions: Sequence[Action], lords_drawn: set[str]) -> None:
        self.village: dict[int, list[Action]] = {}
        self.fief: dict[int, list[Action]] = {}
        self.crown: dict[int, list[Action]] = {}
        self.lord: dict[str, Action] = {}
        self.other: list[Action] = []
        by_lord: dict[str, list[Action]] = {}
        for action in actions:
            place = PLACE_OF_KIND.get(action.kind)
            if place is None or len(action.args) <= place[1]:
                self.other.append(action)
                continue
            where, index = place
            target = action.args[index]
            if where == "fief":
                self.fief.setdefault(target, []).append(action)
            elif where == "crown":
                self.crown.setdefault(FIEF_OF[target], []).append(action)
            elif where == "lord":
                by_lord.setdefault(LORD_NAMES[target], []).append(action)
            else:
                self.village.setdefault(target, []).append(action)
        for name, acts in by_lord.items():
            if len(acts) == 1 and name in lords_drawn:
                self.lord[name] = acts[0]
            else:
                self.other.extend(acts)
        self.other.sort(key=lambda a: a.id)


def _act(action: Action, cls: str) -> str:
    return f'class="{cls} act" data-action="{action.id}"'


def _button_label(action: Action, say: BoardWords) -> str:
    if action.kind == "buy":
        return say(f"board.button.buy.{action.args[0]}")
    if action.kind == "new_lord":
        return say("board.button.lady" if action.args[0] else "board.button.lord")
    if action.kind in BUTTON_KINDS:
        return say(f"board.button.{action.kind}")
    return action.text.split(" ")[0].capitalize()[:4]


EFFECT_COLOUR = {"storm": "#37474f", "famine": "#8d4f00", "plague": "#2e7d32"}


def effects_at(view: JsonDict, v: int) -> list[str]:
    """The cards lying over village `v`: a storm on its fief, a famine or plague on its
    bishopric."""
    cards = view.get("cards") or {}
    found = []
    if cards.get("storm") and cards["storm"][FIEF_OF[v]]:
        found.append("storm")
    for name in ("famine", "plague"):
        if cards.get(name) and cards[name][BISHOPRIC_OF[v]]:
            found.append(name)
    return found


def _hatches() -> str:
    """A striped fill per card effect, so that two effects on one village both show."""
    out = ["<defs>"]
    for k, (name, colour) in enumerate(EFFECT_COLOUR.items()):
        out.append(f'<pattern id="hatch-{name}" width="14" height="14" patternUnits="userSpaceOnUse" '
                   f'patternTransform="rotate({45 + 45 * k})"><rect width="5" height="14" '
                   f'fill="{colour}" fill-opacity="0.35"/></pattern>')
    out.append("</defs>")
    return "".join(out)


def _map_layer(view: JsonDict) -> list[str]:
    crowns = crown_seats(view)
    out = [_hatches(), f'<g id="map" transform="translate(0 {TOP})">',
           f'<rect width="{WIDTH}" height="{HEIGHT}" fill="#efe6cf"/>']
    for v, cell in enumerate(cells()):
        fief = FIEF_OF[v]
        colour = FIEF_COLOUR[fief]
        pts = _points([p for p, _ in cell])
        out.append(f'<polygon class="cell" data-village="{v}" points="{pts}" fill="{colour}" '
                   f'stroke="{colour}" stroke-width="1"/>')
        if crowns[fief] >= 0:
            tint = SEAT_COLOUR[crowns[fief]]
            out.append(f'<polygon points="{pts}" fill="{tint}" fill-opacity="0.22" '
                       f'stroke="{tint}" stroke-opacity="0.22" stroke-width="1"/>')
        for effect in effects_at(view, v):  # a card lying on the board: hatched over the cell
            out.append(f'<polygon class="effect" data-effect="{effect}" points="{pts}" '
                       f'fill="url(#hatch-{effect})" stroke="none"/>')
    for (x0, y0), (x1, y1) in borders(BISHOPRIC_OF):
        out.append(f'<line x1="{x0:.1f}" y1="{y0:.1f}" x2="{x1:.1f}" y2="{y1:.1f}" '
                   'stroke="#7b1fa2" stroke-width="2.5" stroke-dasharray="9 6" opacity="0.7"/>')
    for (x0, y0), (x1, y1) in borders(FIEF_OF):
        out.append(f'<line x1="{x0:.1f}" y1="{y0:.1f}" x2="{x1:.1f}" y2="{y1:.1f}" '
                   'stroke="#5d4037" stroke-width="4" stroke-linecap="round"/>')
    for a, b in ROADS:
        va, vb = VILLAGES[a], VILLAGES[b]
        line = f'x1="{va.x}" y1="{va.y}" x2="{vb.x}" y2="{vb.y}"'
        out.append(f'<line {line} stroke="#8d6e63" stroke-width="7" stroke-linecap="round"/>'
                   f'<line {line} stroke="#f3e3bf" stroke-width="4" stroke-linecap="round"/>')
    out.append("</g>")
    return out


def _fief_labels(view: JsonDict, targets: _Targets, say: BoardWords) -> list[str]:
    crowns = crown_seats(view)
    out = [f'<g id="fief-labels" transform="translate(0 {TOP})">']
    for fief, (x, y) in zip(FIEFS, fief_label_points(), strict=True):
        choose = targets.fief.get(fief.id, [])
        attrs = _act(choose[0], "fief") if choose else 'class="fief"'
        label = f"{fief.name.upper()}"
        out.append(f'<g {attrs} data-fief="{fief.id}">')
        width = 11 * len(label) + 12
        if choose:
            out.append(f'<rect class="cue" x="{x - width / 2:.1f}" y="{y - 17:.1f}" '
                       f'width="{width:.1f}" height="34" rx="6"/>')
        out.append(_text(x, y, label, 14, extra=' class="name" font-weight="bold" fill="#4e342e"'
                         ' letter-spacing="1"'))
        out.append(_text(x, y + 15, say(f"board.kind.{fief.kind}"), SMALL,
                         extra=' class="name" font-style="italic" fill="#6d4c41"'))
        holder = crowns[fief.id]
        if holder >= 0:
            out.append(_crown(x + width / 2 + 4, y - 12, SEAT_COLOUR[holder], 1.0))
        storm = (view.get("cards") or {}).get("storm") or []
        if storm and storm[fief.id]:
            out.append(_text(x, y + 30, say("board.storm", turn=storm[fief.id]), SMALL,
                             extra=f' class="name" font-weight="bold" fill="{EFFECT_COLOUR["storm"]}"'))
        out.append("</g>")
        for i, action in enumerate(targets.crown.get(fief.id, [])):
            bx, by = x - 38 + i * 80, y + 19
            out.append(f'<g {_act(action, "crown-button")}>'
                       f'<rect x="{bx:.1f}" y="{by:.1f}" width="76" height="20" rx="4" '
                       'fill="#fff3c4" stroke="#c49000"/>'
                       + _crown(bx + 4, by + 3, "#c49000", 0.7)
                       + _text(bx + 46, by + 15, say("board.button.crown"), SMALL,
                               extra=' font-weight="bold"' + squeezed(say("board.button.crown"),
                                                                      SMALL, 50))
                       + f'<rect class="cue" x="{bx:.1f}" y="{by:.1f}" width="76" height="20" '
                       'rx="4"/></g>')
    out.append("</g>")
    return out


def _crown(x: float, y: float, colour: str, scale: float) -> str:
    return (f'<path transform="translate({x:.1f} {y:.1f}) scale({scale:g})" fill="{colour}" '
            'stroke="#3e2723" stroke-width="1" '
            'd="M0 16 L2 4 L7 10 L11 1 L15 10 L20 4 L22 16 Z"/>')


def _castle(x: float, y: float, city: bool, owner: int) -> str:
    """A castle tower; a city is a wider walled town with two towers and a crown. The gate is
    painted in the owner's colour (a castle stays its owner's while empty)."""
    gate = SEAT_COLOUR[owner] if owner >= 0 else "#263238"
    if city:
        return (f'<g class="city" data-owner="{owner}" transform="translate({x:.1f} {y:.1f})">'
                '<path d="M0 22 V6 H5 V2 H9 V6 H13 V10 H19 V6 H23 V2 H27 V6 H32 V22 Z" '
                'fill="#eeeeee" stroke="#263238" stroke-width="1.5"/>'
                f'<rect x="13" y="14" width="6" height="8" fill="{gate}"/>'
                + _crown(7, -12, "#ffc107", 0.8) + "</g>")
    return (f'<g class="castle" data-owner="{owner}" transform="translate({x:.1f} {y:.1f})">'
            '<path d="M0 20 V4 H4 V0 H8 V4 H12 V0 H16 V4 H20 V20 Z" fill="#bdbdbd" '
            'stroke="#263238" stroke-width="1.5"/>'
            f'<rect x="7" y="12" width="6" height="8" fill="{gate}"/></g>')


def _mill(x: float, y: float) -> str:
    return (f'<g class="mill" transform="translate({x:.1f} {y:.1f})">'
            '<rect x="5" y="8" width="6" height="10" fill="#a1887f" stroke="#3e2723"/>'
            '<path d="M8 8 L1 1 M8 8 L15 1 M8 8 L1 15 M8 8 L15 15" stroke="#3e2723" '
            'stroke-width="2"/></g>')


def _press(x: float, y: float) -> str:
    return (f'<g class="press" transform="translate({x:.1f} {y:.1f})">'
            '<rect x="1" y="6" width="14" height="12" rx="3" fill="#8e24aa" stroke="#3e2723"/>'
            '<path d="M8 0 V8 M3 3 H13" stroke="#3e2723" stroke-width="2"/></g>')


def _banner(x: float, y: float, bishopric: int, principal: bool) -> str:
    colour = BISHOPRIC_COLOUR[bishopric]
    k = 1.5 if principal else 1.0
    pole = f'<line x1="{x:.1f}" y1="{y:.1f}" x2="{x:.1f}" y2="{y - 26 * k:.1f}" stroke="#3e2723"/>'
    flag = (f'<path d="M{x:.1f} {y - 26 * k:.1f} h{16 * k:.1f} l-{4 * k:.1f} {5 * k:.1f} '
            f'l{4 * k:.1f} {5 * k:.1f} h-{16 * k:.1f} Z" fill="{colour}"/>')
    cross = ""
    if principal:
        cx, cy = x + 7 * k, y - 21 * k
        cross = (f'<path d="M{cx:.1f} {cy - 4:.1f} V{cy + 4:.1f} M{cx - 3:.1f} {cy - 1:.1f} '
                 f'H{cx + 3:.1f}" stroke="#fff" stroke-width="1.6"/>')
    return (f'<g class="banner{" principal" if principal else ""}" '
            f'data-bishopric="{bishopric}">{pole}{flag}{cross}</g>')


def _stack(x: float, y: float, stack: JsonDict) -> str:
    """A face-down stack: a pile of tokens in the owner's colour; the strength is written only
    when the view gives the pieces (the viewer's own stacks)."""
    seat = stack["seat"]
    colour, ink = SEAT_COLOUR[seat], SEAT_TEXT[seat]
    points = stack_points(stack)
    data = f' data-points="{points}"' if points is not None else ""
    out = [f'<g class="stack" data-seat="{seat}"{data}>']
    if "soldiers" in stack:
        out.append(f"<title>{stack['soldiers']} soldiers, {stack['knights3']} knights of 3, "
                   f"{stack['knights6']} knights of 6</title>")
    for k in (4, 2, 0):
        out.append(f'<rect x="{x + k:.1f}" y="{y - k:.1f}" width="24" height="18" rx="3" '
                   f'fill="{colour}" stroke="#212121" stroke-width="1"/>')
    out.append(_text(x + 12, y + 14, "?" if points is None else points, SMALL,
                     extra=f' fill="{ink}" font-weight="bold"'))
    out.append("</g>")
    return "".join(out)


def _engine(x: float, y: float, seat: int, count: int) -> str:
    """Siege engines stay visible [C.7b]: a ram-like wedge in the owner's colour and the count."""
    return (f'<g class="engine" data-seat="{seat}" data-count="{count}">'
            f'<path d="M{x:.1f} {y + 16:.1f} l8 -15 l8 15 Z" fill="{SEAT_COLOUR[seat]}" '
            'stroke="#212121" stroke-width="1.2"/>'
            f'<circle cx="{x + 4:.1f}" cy="{y + 17:.1f}" r="2.5" fill="#212121"/>'
            f'<circle cx="{x + 12:.1f}" cy="{y + 17:.1f}" r="2.5" fill="#212121"/>'
            + (_text(x + 8, y + 32, f"×{count}", SMALL, extra=' font-weight="bold"') if count > 1
               else "") + "</g>")


def _fixed(x: float, y: float, village: JsonDict) -> list[str]:
    """Castle or city, mills and presses in a row above-left of the village."""
    city, castle = bool(village["city"]), bool(village["castle"])
    mills, presses = village["mills"], village["presses"]
    fixed_x = x - 8 - (32 if city else 22 if castle else 0) - 18 * (mills + presses)
    out = []
    if city or castle:
        out.append(_castle(fixed_x, y - 40, city, village["fort_owner"]))
        if village["ruin"]:
            out.append(f'<path class="ruin" d="M{fixed_x:.1f} {y - 40:.1f} l22 20 m0 -20 '
                       'l-22 20" stroke="#b71c1c" stroke-width="3"/>')
        fixed_x += 34 if city else 24
    for _ in range(mills):
        out.append(_mill(fixed_x, y - 38))
        fixed_x += 18
    for _ in range(presses):
        out.append(_press(fixed_x, y - 38))
        fixed_x += 18
    return out


def _village(view: JsonDict, v: int, targets: _Targets, say: BoardWords) -> str:
    site = VILLAGES[v]
    village = view["villages"][v]
    x, y = site.x, site.y + TOP
    acts = targets.village.get(v, [])
    holder = village["controller"]
    ring = SEAT_COLOUR[holder] if holder >= 0 else "#5d4037"
    bishopric = BISHOPRIC_OF[v]
    out = [f'<g id="village-{v}" class="village" data-village="{v}" data-holder="{holder}">']
    attrs = _act(acts[0], "site") if len(acts) == 1 else 'class="site"'
    out.append(f'<g {attrs}><title>{escape(site.name)}</title>'
               f'<circle cx="{x}" cy="{y}" r="13" fill="#fffdf5" stroke="{ring}" '
               f'stroke-width="{5 if holder >= 0 else 2}"/>'
               + (f'<circle class="cue" cx="{x}" cy="{y}" r="19"/>' if acts else "")
               + _text(x, y + 5, v, SMALL, extra=' fill="#4e342e"') + "</g>")
    crowded = len(village["lords"]) > 2  # the lords' list reaches down past the name
    out.append(_text(x + 8 if crowded else x, y + 30, site.name, SMALL, "end" if crowded else "middle",
                     ' class="name" fill="#212121"'))
    out.append(_banner(x + 15, y - 4, bishopric, BISHOPRICS[bishopric].principal == v))
    if BISHOPRICS[bishopric].principal == v:  # a famine or plague named at the see's banner
        for k, effect in enumerate(e for e in effects_at(view, v) if e != "storm"):
            out.append(_text(x + 15, y - 40 - 15 * k, say(f"card-name.{effect}"), SMALL,
                             extra=' class="name" '
                             f'font-weight="bold" fill="{EFFECT_COLOUR[effect]}"'))
    out.extend(_fixed(x, y, village))
    troops = [s for s in village["stacks"] if s.get("troops", True)]
    for i, stack in enumerate(troops):
        out.append(_stack(x - 46 - (i % 2) * 30, y - 8 + (i // 2) * 24, stack))
    engines = [(s["seat"], s["engines"]) for s in village["stacks"] if s["engines"]]
    for i, (seat, count) in enumerate(engines):
        out.append(_engine(x - 66 - i * 18, y - 8, seat, count))
    for i, lord in enumerate(village["lords"]):
        out.append(_lord(x + 18, y - 2 + i * 16, lord, targets.lord.get(lord["name"]),
                         _badge(view, lord), say))
    army = view["royal_army"][v]
    if army:
        out.append(_royal_army(x + 48, y - 26, army))
    if village.get("peasants"):
        out.append(_peasants(x - 32, y - 2, village["peasants"], say))
    if len(acts) > 1:
        out.append(_buttons(x, y + 36, acts, say))
    out.append("</g>")
    return "".join(out)


def _badge(view: JsonDict, lord: JsonDict) -> str:
    """The one sign drawn after a lord's name on the map: a crown for the king and queen, a
    smaller one for the dauphin, a mitre for the Pope, a cardinal or a bishop, a cross for a
    priest (the family trees under the map say it all in words)."""
    if lord["id"] in (view["king"], view["queen"]):
        return "king"
    if lord["id"] == view["dauphin"]:
        return "dauphin"
    return BADGE_OF_RANK[lord["rank"]]


BADGE_OF_RANK = ("", "priest", "bishop", "cardinal", "pope")
MITRE = {"bishop": "#6a1b9a", "cardinal": "#c62828", "pope": "#fafafa"}


def _badge_icon(x: float, y: float, badge: str) -> str:
    """The sign of `badge` with its lower-left corner at (x, y)."""
    if badge == "king":
        return _crown(x, y - 14, "#ffc107", 0.7)
    if badge == "dauphin":
        return _crown(x, y - 11, "#e0e0e0", 0.5)
    if badge == "priest":
        return (f'<path class="badge" d="M{x + 5:.1f} {y - 15:.1f} V{y:.1f} M{x:.1f} '
                f'{y - 10:.1f} H{x + 10:.1f}" stroke="#212121" stroke-width="2.4"/>')
    return (f'<path class="badge" d="M{x:.1f} {y:.1f} V{y - 8:.1f} L{x + 6:.1f} {y - 16:.1f} '
            f'L{x + 12:.1f} {y - 8:.1f} V{y:.1f} Z" fill="{MITRE[badge]}" stroke="#212121" '
            f'stroke-width="1"/><path d="M{x + 6:.1f} {y - 12:.1f} V{y - 2:.1f} M{x + 3:.1f} '
            f'{y - 8:.1f} H{x + 9:.1f}" stroke="#ffc107" stroke-width="1.5"/>')


def _royal_army(x: float, y: float, count: int) -> str:
    """The king's army: a bronze token with a crown and its number of pieces."""
    return (f'<g class="royal-army" data-count="{count}"><circle cx="{x:.1f}" cy="{y:.1f}" '
            'r="13" fill="#b08d57" stroke="#4e342e" stroke-width="1.5"/>'
            + _crown(x - 7, y - 10, "#ffe082", 0.62)
            + _text(x, y + 11, count, SMALL, extra=' font-weight="bold" fill="#212121"')
            + "</g>")


def _peasants(x: float, y: float, points: int, say: BoardWords) -> str:
    """The revolting peasants, visible to all [C.7c]: a dark red token with a pitchfork and their
    points."""
    return (f'<g class="peasants" data-points="{points}">'
            f'<title>{escape(say("board.peasants", points=points))}</title>'
            f'<circle cx="{x:.1f}" cy="{y:.1f}" r="13" fill="#7f0000" stroke="#212121" '
            'stroke-width="1.5"/>'
            f'<path d="M{x - 5:.1f} {y - 9:.1f} V{y - 4:.1f} H{x + 5:.1f} V{y - 9:.1f} '
            f'M{x:.1f} {y - 10:.1f} V{y + 1:.1f}" stroke="#ffe082" stroke-width="1.6" '
            'fill="none"/>'
            + _text(x, y + 10, points, SMALL, extra=' font-weight="bold" fill="#fffdf5"')
            + "</g>")


def _lord(x: float, y: float, lord: JsonDict, action: Action | None, badge: str,
          say: BoardWords) -> str:
    """A lord's figure in the owner's colour with the name and the sign of the lord's office; a
    prisoner in italics, marked with the captor."""
    seat = lord["seat"]
    captive = lord["status"] == "prisoner"
    name = lord["name"].capitalize()
    if captive:
        name = say("board.prisoner", name=name, seat=_seat(lord["captor"]))
    shape = ("M-6 11 L-2 3 H2 L6 11 Z" if lord["female"] else "M-5 11 L-4 3 H4 L5 11 Z")
    attrs = _act(action, "lord") if action else 'class="lord"'
    cue = (f'<rect class="cue" x="-8" y="-6" width="{16 + 8 * len(name)}" height="20" rx="4"/>'
           if action else "")
    return (f'<g {attrs} data-seat="{seat}" transform="translate({x + 5:.1f} {y - 8:.1f})">'
            f'{cue}<circle cx="0" cy="0" r="3.5" fill="{SEAT_COLOUR[seat]}" stroke="#212121" '
            f'stroke-width="0.8"/><path d="{shape}" fill="{SEAT_COLOUR[seat]}" stroke="#212121" '
            'stroke-width="0.8"/>'
            + _text(9, 10, name, SMALL, "start", ' class="name" font-weight="bold"'
                    + (' font-style="italic"' if captive else ""))
            + (_badge_icon(12 + CHAR * len(name), 11, badge) if badge else "")
            + "</g>")


def _buttons(x: float, y: float, acts: list[Action], say: BoardWords) -> str:
    """Several actions on one village: small labelled buttons under its name, 4 to a row."""
    out = []
    for i, action in enumerate(acts):
        label = _button_label(action, say)
        bx = x - 72 + (i % 4) * 36
        by = y + (i // 4) * 21
        out.append(f'<g {_act(action, "button")}><title>{escape(action.text)}</title>'
                   f'<rect x="{bx:.1f}" y="{by:.1f}" width="34" height="19" rx="3" fill="#fff8e1" '
                   'stroke="#ff6f00"/>'
                   + _text(bx + 17, by + 14, label, SMALL,
                           extra=' font-weight="bold"')
                   + "</g>")
    return "".join(out)


def _status_bar(view: JsonDict, say: BoardWords) -> str:
    """The text board's status line (`_status_text`) in the words of the drawing."""
    actor = view.get("actor")
    key = "board.status" + ("" if view["turn"] else ".setup") + (".over" if actor is None else "")
    status = say(key, turn=view["turn"], limit=view["turn_limit"],
                 phase=say(f"phase-name.{view['phase']}"), seat=_seat(actor) if actor is not None
                 else "", first=_seat(view["first_player"]))
    return (f'<g id="status"><rect width="{WIDTH + PANEL}" height="{TOP}" fill="#3e2723"/>'
            + _text(16, 28, status, 16, "start", ' fill="#fff" font-weight="bold"')
            + "</g>")


def _panel(view: JsonDict, targets: _Targets, say: BoardWords,
           texts: Mapping[str, str] | None) -> list[str]:
    """Right of the map: the players (money only the viewer's own), the other legal actions, the
    legend and the latest events."""
    x0 = WIDTH + 10
    crowns = crown_seats(view)
    out = [f'<g id="panel"><rect x="{WIDTH}" y="{TOP}" width="{PANEL}" height="{HEIGHT}" '
           'fill="#f7f1e3" stroke="#bcaaa4"/>']
    y = TOP + 22.0
    talks = view.get("diplomacy") or {}
    allies = talks.get("allies") or [[] for _ in view["players"]]
    for entry in view["players"]:
        seat = entry["seat"]
        acting = view["actor"] == seat
        out.append(f'<g class="player" data-seat="{seat}"><rect x="{x0}" y="{y - 14:.1f}" '
                   f'width="{PANEL - 20}" height="36" rx="5" fill="{SEAT_COLOUR[seat]}" '
                   f'stroke="{"#000" if acting else "none"}" stroke-width="2.5"/>')
        judge = seat == view.get("judge_seat")
        key = ("board.seat" + (".you" if view.get("viewer") == seat else "")
               + (".to-act" if acting else "")
               + (".judge" if judge else ".out" if entry["out"] else ""))
        title = say(key, seat=_seat(seat)) if key != "board.seat" else _seat(seat)
        out.append(_text(x0 + 8, y + 1, title, 13, "start",
                         f' fill="{SEAT_TEXT[seat]}" font-weight="bold"'))
        out.extend(_ally_marks(x0 + PANEL - 34, y - 4, allies[seat], say))
        money = entry.get("money")
        hands = (view.get("cards") or {}).get("hands")
        cards = sum(hands[seat]) if hands else 0
        key = ("board.detail" + (".hidden" if money is None else "")
               + ((".cards" + (".one" if cards == 1 else "")) if hands else ""))
        detail = say("board.detail.judge") if judge else say(
            key, money=money, crowns=sum(1 for c in crowns if c == seat), lords=entry["lords"],
            cards=cards)
        out.append(_text(x0 + 8, y + 17, detail, SMALL, "start", f' fill="{SEAT_TEXT[seat]}"')
                   + "</g>")
        y += 42
    hand = (view.get("cards") or {}).get("hand")
    if hand:
        names = ", ".join(say(f"card-name.{card}") for card in hand)
        out.append(_text(x0, y + 6, say("board.your-cards", cards=names), SMALL, "start",
                         ' font-weight="bold" fill="#4e342e"'))
        y += 20
    y += 4
    drawn, y = _talks(talks, x0, y, say)
    out.extend(drawn)
    if targets.other:
        out.append(_text(x0, y, say("board.actions"), 13, "start", ' font-weight="bold"'))
        y += 6
        room = max(1, int((TOP + HEIGHT - LEGEND_HEIGHT - y) // 23) - 1)
        shown = targets.other if len(targets.other) <= room else targets.other[:room - 1]
        for i, action in enumerate(shown):
            by = y + i * 23
            out.append(f'<g {_act(action, "button")}><title>{escape(action.text)}</title>'
                       f'<rect x="{x0}" y="{by:.1f}" width="{PANEL - 20}" '
                       'height="20" rx="4" fill="#fff8e1" stroke="#ff6f00"/>'
                       + _text(x0 + (PANEL - 20) / 2, by + 15, _button_words(action, texts)[:38],
                               SMALL) + "</g>")
        y += 23 * len(shown) + 10
        if len(shown) < len(targets.other):  # the page lists every action beside the board
            more = say("board.more-actions", count=len(targets.other) - len(shown))
            out.append(_text(x0, y + 4, more, SMALL, "start", ' font-style="italic"'))
            y += 23
    out.extend(_legend(x0, y, say))
    out.append("</g>")
    return out


def _button_words(action: Action, texts: Mapping[str, str] | None) -> str:
    """A panel button's words: the action's label in `texts` (seats as the board names them,
    p1, p2, ...), or its notation without them."""
    words = labelled(WORDS, action.kind, action.args)
    if texts is None or f"label.{words.id}" not in texts:
        return action.text
    return in_words(words.to_json(), texts, SEATS, "label")


def _ally_marks(x: float, y: float, allies: Sequence[int], say: BoardWords) -> list[str]:
    """A seat's allies as discs in their colours at the right of its box, from `x` leftwards."""
    return [f'<circle class="ally" data-seat="{q}" cx="{x - 16 * k:.1f}" cy="{y:.1f}" r="6" '
            f'fill="{SEAT_COLOUR[q]}" stroke="#212121" stroke-width="1.5"><title>'
            f'{escape(say("board.allied-with", seat=_seat(q)))}</title></circle>'
            for k, q in enumerate(allies)]


TALK_DASH = {"alliance": "", "truce": ' stroke-dasharray="5 3"',
             "promise": ' stroke-dasharray="2 3"', "proposal": ' stroke-dasharray="1 4"'}
TALK_ROWS = 7  # at most this many lines under "Talks" (the seats' boxes show every alliance)


def _offer_words(offer: JsonDict, say: BoardWords) -> str:
    """The proposal awaiting its answer: `board.offer.<kind>` for an alliance or a truce, any
    other (a promise, a cession) worded by its sum."""
    n = offer["amount"]
    kind = offer["kind"] if offer["kind"] in ("alliance", "truce") else "promise"
    key = f"board.offer.{kind}" + (".one" if kind == "truce" and n == 1 else "")
    return say(key, seat=_seat(offer["from"]), other=_seat(offer["to"]), count=n)


def _talks(talks: JsonDict, x: float, y: float, say: BoardWords) -> tuple[list[str], float]:
    """The talks at a glance under the seats: the proposal awaiting its answer, each alliance
    (the two seats' colours joined by a line), each truce in force (a dashed line) with its last
    turn, each open written promise (dotted) with its sum and term. Returns the drawing and the
    height under it."""
    rows: list[tuple[str, int, int, str]] = []
    offer = talks.get("proposal")
    if offer:
        rows.append(("proposal", offer["from"], offer["to"], _offer_words(offer, say)))
    rows += [("alliance", p, q, say("board.allied", seat=_seat(p), other=_seat(q)))
             for p, allies in enumerate(talks.get("allies", [])) for q in allies if p < q]
    rows += [("truce", t["seats"][0], t["seats"][1],
              say("board.truce", seat=_seat(t["seats"][0]), other=_seat(t["seats"][1]),
                  turn=t["until"]))
             for t in talks.get("truces", [])]
    rows += [("promise", a["from"], a["to"],
              say("board.promise", seat=_seat(a["from"]), other=_seat(a["to"]),
                  count=a["amount"], turn=a["until"]))
             for a in talks.get("acts", []) if a["kind"] == "promise" and a["status"] == "open"]
    if not rows:
        return [], y
    out = [_text(x, y + 6, say("board.talks"), 13, "start", ' font-weight="bold"')]
    y += 24
    shown = rows if len(rows) <= TALK_ROWS else rows[:TALK_ROWS - 1]
    for kind, p, q, words in shown:
        out.append(f'<g class="talk" data-kind="{kind}" data-seats="{p} {q}">'
                   f'<line x1="{x + 6:.1f}" y1="{y - 4:.1f}" x2="{x + 30:.1f}" y2="{y - 4:.1f}" '
                   f'stroke="#3e2723" stroke-width="3"{TALK_DASH[kind]}/>'
                   f'<circle cx="{x + 6:.1f}" cy="{y - 4:.1f}" r="6" fill="{SEAT_COLOUR[p]}" '
                   'stroke="#212121" stroke-width="1.5"/>'
                   f'<circle cx="{x + 30:.1f}" cy="{y - 4:.1f}" r="6" fill="{SEAT_COLOUR[q]}" '
                   'stroke="#212121" stroke-width="1.5"/>'
                   + _text(x + 42, y, words, SMALL, "start", ' fill="#3e2723"'
                           + (' font-style="italic"' if kind == "proposal" else ""))
                   + "</g>")
        y += ROW + 2
    if len(shown) < len(rows):
        out.append(_text(x, y, say("board.more-talks", count=len(rows) - len(shown)), SMALL,
                         "start", ' font-style="italic"'))
        y += ROW + 2
    return out, y + 6


def _legend(x: float, y: float, say: BoardWords) -> list[str]:
    def word(key: str, wx: float, wy: float, size: float = SMALL, extra: str = "") -> str:
        return _text(wx, wy, say(f"board.legend{key}"), size, "start", extra)

    return [
        word("", x, y + 10, 14, ' font-weight="bold"'),
        _castle(x, y + 24, False, -1), word(".castle", x + 28, y + 40),
        _castle(x + 100, y + 26, True, -1),
        word(".city", x + 138, y + 44),
        _mill(x, y + 56), word(".mill", x + 20, y + 70),
        _press(x + 100, y + 54), word(".press", x + 120, y + 70),
        _banner(x + 4, y + 116, 0, False), _banner(x + 30, y + 116, 0, True),
        word(".banner", x + 62, y + 98),
        word(".principal", x + 62, y + 114),
        f'<line x1="{x}" y1="{y + 132}" x2="{x + 30}" y2="{y + 132}" stroke="#5d4037" '
        'stroke-width="4"/>', word(".fief-border", x + 36, y + 137),
        f'<line x1="{x + 130}" y1="{y + 132}" x2="{x + 160}" y2="{y + 132}" stroke="#7b1fa2" '
        'stroke-width="2.5" stroke-dasharray="9 6"/>',
        word(".bishopric-border", x + 166, y + 137),
        word(".buttons", x, y + 158),
        word(".pieces", x, y + 175),
        word(".buildings", x, y + 192),
    ]


LEGEND_HEIGHT = 212


# -- the families, under the map ----------------------------------------------------------------


def _rings(x: float, y: float) -> str:
    """Two linked rings: the spouse of the line above."""
    return (f'<g class="rings"><circle cx="{x + 5:.1f}" cy="{y:.1f}" r="4.5" fill="none" '
            f'stroke="#c49000" stroke-width="2"/><circle cx="{x + 11:.1f}" cy="{y:.1f}" r="4.5" '
            'fill="none" stroke="#c49000" stroke-width="2"/></g>')


def _figure(x: float, y: float, seat: int, female: bool) -> str:
    """A lord's figure (head and body, a lady's wider) in the seat's colour, centred on x."""
    shape = "M-6 11 L-2 3 H2 L6 11 Z" if female else "M-5 11 L-4 3 H4 L5 11 Z"
    return (f'<g transform="translate({x:.1f} {y - 8:.1f})"><circle r="3.5" '
            f'fill="{SEAT_COLOUR[seat]}" stroke="#212121" stroke-width="0.8"/><path d="{shape}" '
            f'fill="{SEAT_COLOUR[seat]}" stroke="#212121" stroke-width="0.8"/></g>')


def _wrap(words: Sequence[str], first: float, width: float) -> list[str]:
    """Comma-joined `words` cut into lines: the first `first` units wide, the others `width`."""
    lines: list[str] = []
    line = ""
    for word in words:
        candidate = f"{line}, {word}" if line else word
        room = first if not lines else width
        if line and len(candidate) * CHAR > room:
            lines.append(line + ",")
            line = word
        else:
            line = candidate
    return [*lines, line] if line else lines


def _family_block(view: JsonDict, seat: int, x: float, y: float, width: float,
                  targets: _Targets, say: BoardWords) -> tuple[list[str], float]:
    """One seat's tree: a header in its colour, then a line per lord (the spouse after rings,
    children indented under their parents), what sets each apart in italics beside or under the
    name. A lord some legal action names alone is clickable here as on the map."""
    lords = genealogy.family(view, seat, say)
    header = say("board.family" + (".you" if view.get("viewer") == seat else ""),
                 seat=_seat(seat), count=genealogy.generations(view, seat))
    out = [f'<g class="family" data-seat="{seat}"><rect x="{x:.1f}" y="{y:.1f}" '
           f'width="{width:.1f}" height="24" rx="5" fill="{SEAT_COLOUR[seat]}"/>',
           _text(x + 8, y + 17, header, 14, "start",
                 f' fill="{SEAT_TEXT[seat]}" font-weight="bold"')]
    y += 24 + FAMILY_ROW
    if not lords:
        out.append(_text(x + 8, y - 4, say("board.no-lord"), SMALL, "start",
                         ' font-style="italic" fill="#6d4c41"'))
        y += FAMILY_ROW
    for line in lords:
        lord = line.lord
        lx = x + 8 + line.depth * INDENT
        if line.depth:
            out.append(f'<path d="M{lx - INDENT + 6:.1f} {y - FAMILY_ROW + 2:.1f} V{y - 5:.1f} '
                       f'H{lx - 2:.1f}" fill="none" stroke="#8d6e63" stroke-width="1.5"/>')
        if line.joined == "spouse":
            out.append(_rings(lx, y - 5))
            lx += 18
        action = targets.lord.get(lord["name"])
        attrs = _act(action, "member") if action else 'class="member"'
        name_width = len(line.text) * CHAR + 16
        out.append(f'<g {attrs} data-lord="{lord["id"]}">'
                   + (f'<rect class="cue" x="{lx - 4:.1f}" y="{y - 16:.1f}" '
                      f'width="{name_width + 4:.1f}" height="21" rx="4"/>' if action else "")
                   + _figure(lx + 5, y, lord["seat"], bool(lord["female"]))
                   + _text(lx + 14, y, line.text, SMALL, "start",
                           ' font-weight="bold"' + (' font-style="italic" fill="#757575"'
                                                    if lord["status"] == "dead" else ""))
                   + "</g>")
        mark_x = lx + 14 + name_width
        indent_x = lx + 14
        for k, text in enumerate(_wrap(line.marks, x + width - mark_x, x + width - indent_x)):
            if k:
                y += FAMILY_ROW
            out.append(_text(mark_x if k == 0 else indent_x, y, text, SMALL, "start",
                             ' font-style="italic" fill="#5d4037"'))
        y += FAMILY_ROW
    out.append("</g>")
    return out, y


def _signs(x: float, y: float, say: BoardWords) -> list[str]:
    """The legend of the signs drawn beside lords and in the trees, in one line from (x, y)."""
    out = []
    for badge in ("king", "dauphin", "bishop", "cardinal", "pope", "priest", "army", "rings"):
        label = say(f"board.sign.{badge}")
        if badge == "army":
            out.append(_royal_army(x + 8, y - 6, 1))
            x += 12
        elif badge == "rings":
            out.append(_rings(x, y - 5))
            x += 6
        else:
            out.append(_badge_icon(x, y, badge))
        out.append(_text(x + 16, y, label, SMALL, "start"))
        x += 16 + CHAR * len(label) + 14
    return out


def _families(view: JsonDict, targets: _Targets, top: float,
              say: BoardWords) -> tuple[list[str], float]:
    """Under the map: the court in three lines, then the seats' family trees side by side (two
    columns up to four seats, three beyond). Returns the drawing and its bottom edge."""
    total = WIDTH + PANEL
    out = [_text(12, top + 24, say("board.court"), 16, "start", ' font-weight="bold"'),
           '<g id="signs">', *_signs(200, top + 24, say), "</g>"]
    y = top + 46
    hint = sorted({action.text.rsplit(" ", 1)[0] for action in targets.lord.values()})
    if hint:  # what a click on a framed lord does (on the map or in the trees below)
        out.append(_text(12, y, say("board.click", actions=", ".join(hint)), SMALL,
                         "start", ' font-weight="bold" fill="#e65100"'))
        y += FAMILY_ROW
    for line in genealogy.court(view, say):
        for part in _wrap(line.split("; "), total - 24, total - 40):
            out.append(_text(12, y, part, SMALL, "start", ' fill="#3e2723"'))
            y += FAMILY_ROW
    y += 8
    seats = [entry["seat"] for entry in view["players"] if entry["seat"] != view.get("judge_seat")]
    cols = 2 if len(seats) <= 4 else 3
    width = (total - 12 * (cols + 1)) / cols
    for row in range(0, len(seats), cols):
        bottom = y
        for k, seat in enumerate(seats[row:row + cols]):
            block, end = _family_block(view, seat, 12 + k * (width + 12), y, width, targets,
                                       say)
            out.extend(block)
            bottom = max(bottom, end)
        y = bottom + 10
    back = (f'<g id="families"><rect x="0" y="{top:.1f}" width="{total}" '
            f'height="{y - top:.1f}" fill="#f7f1e3" stroke="#bcaaa4"/>')
    return [back, *out, "</g>"], y


def render_svg(view: JsonDict, actions: Sequence[Action] = (),
               texts: Mapping[str, str] | None = None) -> str:
    """The board as the view's seat sees it, its legal `actions` marked, in the words of `texts`
    (the game's texts in a language, as a page has them: the panel's buttons then say the
    actions' labels); without them in English, the buttons saying the notation."""
    say = BoardWords(TEXTS if texts is None else texts)
    drawn = {lord["name"] for lord in view["lords"]}  # every lord is in a family tree
    targets = _Targets(actions, drawn)
    families, bottom = _families(view, targets, TOP + HEIGHT, say)
    total_w, total_h = WIDTH + PANEL, round(bottom)
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {total_w} {total_h}" '
             f'width="{total_w}" height="{total_h}" class="fief-board" data-wide="true" role="img" '
             f'aria-label="{escape(say("board.title"))}">', f"<style>{_STYLE}</style>",
             _status_bar(view, say)]
    parts.extend(_map_layer(view))
    parts.extend(_fief_labels(view, targets, say))
    parts.extend(_village(view, v, targets, say) for v in range(len(VILLAGES)))
    parts.extend(_panel(view, targets, say, texts))
    parts.extend(families)
    parts.append("</svg>")
    return "\n".join(parts)
