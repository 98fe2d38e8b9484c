"""The Krieg und Frieden board as an SVG document for the browser, drawn from a view only.

Layout (viewBox 1000 x 780): a status bar; the four estates in the corners, the viewer's at the
bottom left and the others clockwise from it; the cathedral, the agenda card with the value chart
and the supply (deck, discard pile, privileges, agenda cards out of the game) in the middle
column; the viewer's hand below. No text is smaller than 14 units: the table page draws the board
about 800 pixels wide at 1280 x 800, so every letter is 11 pixels or more.
Elements that stand for a legal action carry `class="act"` and `data-action="<id>"`; actions
without a place on the board (pass, bid... end turn, yield, decline) are left to the page's buttons.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from regnum.engine.game import Action, JsonDict
from regnum.games.krieg_und_frieden.data import (
    AGENDA_NAMES,
    RESOURCE_NAMES,
    SECTION_POINTS_DAGGER,
    SECTION_POINTS_STANDARD,
    SECTIONS,
    VALUE,
)
from regnum.games.krieg_und_frieden.svg_pieces import (
    CARD_BACK,
    RESOURCE_COLOUR,
    RESOURCE_TINT,
    SEAT_COLOUR,
    STYLE,
    Acts,
    agenda_card,
    agenda_tag,
    card_backs,
    chip,
    cue,
    icon,
    privilege_token,
    seat_index,
    text,
)
from regnum.games.krieg_und_frieden.svg_seats import empty_estate, estate, hand

WIDTH, HEIGHT = 1000, 780
# Estate corners in clockwise order from the viewer's seat: (x, y, inner side is to the right).
ESTATES = ((10, 342, True), (10, 46, True), (630, 46, False), (630, 342, False))
# What the status bar says to the seat to act, and to the others while they wait.
STEP_HINT = {
    "agenda-play": "table an agenda card",
    "agenda-change": "change the agenda by paying a privilege, or pass",
    "bid": "add cards to your raise, then bid, or pass",
    "privilege": "choose a privilege",
    "summer": "build, assign workers, attack, bribe; then end turn",
    "defend": "defend with a shield, or yield",
    "burn": "choose which of your huts burns",
    "income": "choose the type of your income card",
    "bounty": "claim the King's Bounty from a player, or decline",
    "tithe": "discard down to 10 cards",
}

STEP_DOING = {
    "agenda-play": "tabling an agenda card",
    "agenda-change": "may change the agenda",
    "bid": "bidding",
    "privilege": "choosing a privilege",
    "summer": "taking a summer turn",
    "defend": "answering an attack",
    "burn": "choosing a hut to burn",
    "income": "choosing an income card",
    "bounty": "may claim the King's Bounty",
    "tithe": "paying tithes",
}


def render_svg(view: JsonDict, actions: Sequence[Action] = ()) -> str:
    acts = Acts(actions)
    players = view["players"]
    viewer = view["viewer"]
    first = seat_index(viewer) if viewer else 0
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {HEIGHT}" '
        'class="kuf-board" role="img" '
        'aria-label="Krieg und Frieden board">',
        f"<style>{STYLE}</style>",
        f'<rect width="{WIDTH}" height="{HEIGHT}" fill="#f4efe4"/>',
        _status(view),
    ]
    for slot, (x, y, inner_right) in enumerate(ESTATES):
        if slot >= len(players):
            parts.append(empty_estate(x, y))
            continue
        seat = players[(first + slot) % len(players)]
        parts.append(estate(view, seat, x, y, inner_right, acts))
    parts.append(_cathedral(view, 380, 46))
    parts.append(_agenda(view, 380, 274, acts))
    parts.append(_supply(view, 380, 430, acts))
    parts.append(hand(view, 10, 638, acts))
    parts.append("</svg>")
    return "\n".join(parts)


def _status(view: JsonDict) -> str:
    phases = ("winter", "spring", "summer", "autumn")
    out = [
        '<g id="status">',
        '<rect x="0" y="0" width="1000" height="40" fill="#3e2f23"/>',
        text(14, 27, f"Year {view['year']}", 20, extra=' fill="#fff" font-weight="bold"'),
    ]
    for i, name in enumerate(phases):
        current = view["phase"] == name
        fill = "#ffcc80" if current else "#5d4a3a"
        out.append(
            f'<rect x="{104 + i * 76:g}" y="8" width="70" height="24" rx="5" fill="{fill}"/>'
        )
        out.append(
            text(
                139 + i * 76,
                25,
                name,
                14,
                "middle",
                f' fill="{"#3e2f23" if current else "#d7c9b8"}"'
                + (' font-weight="bold"' if current else ""),
            )
        )
    actor = view["current_player"]
    if actor is None:
        winners = ", ".join(view["winners"])
        message = f"Game over: {winners} won" if winners else "Game over"
    elif actor == view["viewer"]:
        message = f"Your turn: {STEP_HINT.get(view['step'], view['step'])}"
    else:
        message = f"Waiting for {actor}: {STEP_DOING.get(view['step'], view['step'])}"
    colour = "#ffeb3b" if actor is not None and actor == view["viewer"] else "#fff"
    bold = f' fill="{colour}" font-weight="bold"'
    out.append('<g id="turn">' + text(416, 26, message, 15, extra=bold) + "</g>")
    variants = _variants(view["options"])
    if variants:
        out.append(
            text(
                500,
                775,
                "Variants: " + ", ".join(variants),
                14,
                "middle",
                ' id="variants" fill="#6d5d4b"',
            )
        )
    out.append("</g>")
    return "".join(out)


def _variants(options: Mapping[str, str]) -> list[str]:
    names = []
    combined = options.get("combined") == "true"
    if combined:
        names.append("combined")
    for key, label in (
        ("long_term", "long-term"),
        ("social", "social"),
        ("choose_income", "choose income"),
    ):
        if options.get(key) == "true" and not combined:
            names.append(label)
    if options.get("scoring") == "dagger":
        names.append("Dagger scoring")
    if options.get("setup3") == "reveal":
        names.append("reveal set-up")
    return names


def _cathedral(view: JsonDict, x: float, y: float) -> str:
    """The cathedral in plan, one shape per section; a built section in stone outlined in its
    builder's colour, the next one outlined in orange; beside it the sections with their points."""
    cath = view["cathedral"]
    built = len(cath["built"])
    builders = cath["builders"]
    dagger = view["options"].get("scoring") == "dagger"
    points = SECTION_POINTS_DAGGER if dagger else SECTION_POINTS_STANDARD
    cx, top = 50, -4  # the plan is drawn 100 x 210 and scaled into the panel
    shapes = (  # nave, aisle, other aisle, choir, facade and tower, roof
        f'<rect x="{cx - 22}" y="{top + 56}" width="44" height="120"/>',
        f'<rect x="{cx - 50}" y="{top + 66}" width="26" height="110"/>',
        f'<rect x="{cx + 24}" y="{top + 66}" width="26" height="110"/>',
        f'<path d="M{cx - 36} {top + 54} V{top + 40} A36 36 0 0 1 {cx + 36} {top + 40} '
        f'V{top + 54} Z"/>',
        f'<path d="M{cx - 50} {top + 178} H{cx - 14} V{top + 164} H{cx + 14} V{top + 178} '
        f'H{cx + 50} V{top + 196} H{cx + 14} V{top + 214} H{cx - 14} V{top + 196} H{cx - 50} Z"/>',
        f'<path d="M{cx - 48} {top + 70} L{cx} {top + 60} L{cx + 48} {top + 70} V{top + 172} '
        f'L{cx} {top + 164} L{cx - 48} {top + 172} Z"/>',
    )
    out = [
        f'<g id="cathedral" data-built="{built}">',
        f'<rect x="{x}" y="{y}" width="240" height="222" rx="10" fill="#efe6d6" stroke="#b9a98f"/>',
        text(
            x + 120,
            y + 22,
            f"Cathedral {built}/{len(SECTIONS)}",
            15,
            "middle",
            ' font-weight="bold"',
        ),
    ]
    out.append(f'<g transform="translate({x + 8} {y + 32}) scale(0.86)">')
    for i, shape in enumerate(shapes):
        builder = builders[i] if i < len(builders) else None
        if builder is not None:
            roof = i == len(SECTIONS) - 1
            style = (
                f'fill="{"#8d6e63" if roof else "#d9cbb4"}" fill-opacity="{0.6 if roof else 1}" '
                f'stroke="{SEAT_COLOUR[seat_index(builder)]}" stroke-width="3"'
            )
            state = "built"
        elif i == built:
            fill = "none" if i == len(SECTIONS) - 1 else "#fff3d6"
            style = f'fill="{fill}" stroke="#ff9800" stroke-width="2" stroke-dasharray="5 3"'
            state = "next"
        elif i == len(SECTIONS) - 1:
            continue  # an unbuilt roof would hide the plan below it
        else:
            style = 'fill="none" stroke="#b9a98f" stroke-width="1" stroke-dasharray="3 3"'
            state = "open"
        data = f' data-builder="{builder}"' if builder else ""
        out.append(f'<g id="section-{i}" class="section {state}"{data} {style}>{shape}</g>')
    out.append("</g>")
    for i, section in enumerate(SECTIONS):
        ry = y + 34 + i * 31
        builder = builders[i] if i < len(builders) else None
        if builder is not None:
            box = (
                f'<rect x="{x + 104}" y="{ry}" width="14" height="14" rx="3" '
                f'fill="{SEAT_COLOUR[seat_index(builder)]}"/>'
            )
        else:
            dash = "#ff9800" if i == built else "#b9a98f"
            box = (
                f'<rect x="{x + 104}" y="{ry}" width="14" height="14" rx="3" fill="none" '
                f'stroke="{dash}" stroke-dasharray="3 2"/>'
            )
        label = section.replace("facade and tower", "facade+tower")
        out.append(
            box
            + text(x + 124, ry + 12, label, 14, extra=' font-weight="bold"' if i == built else "")
        )
        who = f"{points[i]} seal{'s' if points[i] > 1 else ''}" + (
            f" · {builder}" if builder else ""
        )
        out.append(text(x + 124, ry + 27, who, 14, extra=' fill="#6d5d4b"'))
    out.append("</g>")
    return "".join(out)


def _agenda(view: JsonDict, x: float, y: float, acts: Acts) -> str:
    """The tabled agenda card (taking it back is a change action, paid with the privileges drawn
    under it in winter), the value chart, the high bid in spring, an attack in summer."""
    out = [
        '<g id="agenda">',
        f'<rect x="{x}" y="{y}" width="240" height="150" rx="10" fill="#efe6d6" stroke="#b9a98f"/>',
    ]
    agenda = view["agenda"]
    if agenda:
        out.append(agenda_card(agenda, x + 8, y + 8, 84, 108, "agenda-card tabled"))
    else:
        out.append(
            f'<rect x="{x + 8}" y="{y + 8}" width="84" height="108" rx="6" fill="none" '
            'stroke="#a58f73" stroke-dasharray="5 4"/>'
            + text(x + 50, y + 67, "no agenda", 14, "middle", ' fill="#9a8c78"')
        )
    out.append(_value_chart(agenda, x + 100, y + 6))
    out.append(_pay_chips("take agenda pay {r}", x + 8, y + 120, acts))
    bidding = view["bidding"]
    if view["phase"] == "spring":
        high = f"High bid {bidding['high']}" + (
            f" by {bidding['high_bidder']}" if bidding["high_bidder"] else ""
        )
        out.append(text(x + 120, y + 139, high, 14, "middle", ' id="high-bid" font-weight="bold"'))
    if view["attack"]:
        attack = view["attack"]
        out.append(
            text(
                x + 120,
                y + 140,
                f"{attack['attacker']} attacks {attack['defender']}!",
                16,
                "middle",
                ' id="attack" fill="#c62828" font-weight="bold"',
            )
        )
    out.append("</g>")
    return "".join(out)


def _agenda_out(cards: Mapping[str, int], x: float, y: float) -> str:
    """The agenda cards out of the game as small red tags, eight to a row."""
    out = [
        '<g id="agenda-out">',
        text(x, y - 8, "out of the game" if cards else "", 14, extra=' fill="#6d5d4b"'),
    ]
    i = 0
    for kind, count in cards.items():
        for _ in range(count):
            tx, ty = x + (i % 8) * 28, y + (i // 8) * 22
            out.append(
                f'<g class="agenda-out" data-kind="{kind}"><title>{kind}</title>'
                + agenda_tag(kind, tx, ty)
                + "</g>"
            )
            i += 1
    out.append("</g>")
    return "".join(out)


def _value_chart(agenda: str | None, x: float, y: float) -> str:
    """The players' information chart: value of each resource per agenda, current column lit."""
    current = AGENDA_NAMES.index(agenda.split("-")[0]) if agenda else -1
    out = ['<g id="value-chart">']
    for a, name in enumerate(AGENDA_NAMES):
        ax = x + 26 + a * 27
        if a == current:
            out.append(
                f'<rect x="{ax - 1}" y="{y}" width="26" height="110" rx="4" fill="#ffe0b2" stroke="#ff9800"/>'
            )
        out.append(text(ax + 12, y + 16, name[0].upper(), 14, "middle", ' font-weight="bold"'))
    for r, resource in enumerate(RESOURCE_NAMES):
        ry = y + 22 + r * 22
        out.append(icon(resource, x + 2, ry, 20))
        for a in range(len(AGENDA_NAMES)):
            out.append(
                text(
                    x + 38 + a * 27,
                    ry + 15,
                    VALUE[a][r],
                    14,
                    "middle",
                    ' font-weight="bold"' if a == current else ' fill="#7a6a58"',
                )
            )
    out.append("</g>")
    return "".join(out)


def _pay_chips(template: str, x: float, y: float, acts: Acts) -> str:
    """Privilege tokens standing for a change paid with that privilege (only the legal ones)."""
    out = []
    px = x
    for resource in RESOURCE_NAMES:
        act = template.format(r=resource)
        if acts.has(act):
            out.append(
                f"<g {acts.attrs(act, 'pay ' + resource)}>"
                + privilege_token(resource, px, y)
                + cue(px, y, 34, 24, True)
                + "</g>"
            )
            px += 40
    return "".join(out)


def _supply(view: JsonDict, x: float, y: float, acts: Acts) -> str:
    """The deck (income choices sit by it), the face-up discard pile, the privilege supply and the
    agenda cards out of the game."""
    out = [
        '<g id="supply">',
        f'<rect x="{x}" y="{y}" width="240" height="202" rx="10" fill="#efe6d6" stroke="#b9a98f"/>',
        '<g id="deck">'
        + card_backs(x + 10, y + 10, view["deck_size"], CARD_BACK, "")
        + text(x + 50, y + 31, f"deck {view['deck_size']}", 14)
        + "</g>",
    ]
    ix = x + 140
    for resource in RESOURCE_NAMES:
        act = f"income {resource}"
        if acts.has(act):
            out.append(
                f"<g {acts.attrs(act, 'income ' + resource)}>"
                f'<rect x="{ix}" y="{y + 12}" width="22" height="28" rx="3" fill="{RESOURCE_TINT[resource]}" '
                f'stroke="{RESOURCE_COLOUR[resource]}"/>'
                + icon(resource, ix + 2, y + 16, 18)
                + cue(ix, y + 12, 22, 28, True)
                + "</g>"
            )
            ix += 24
    out.append('<g id="discard">' + text(x + 10, y + 67, "discard", 14, extra=' fill="#6d5d4b"'))
    for i, resource in enumerate(RESOURCE_NAMES):
        out.append(chip(resource, view["discard"][resource], x + 66 + i * 43, y + 51))
    out.append("</g>")
    out.append(
        '<g id="privilege-supply">'
        + text(x + 10, y + 103, "privileges", 14, extra=' fill="#6d5d4b"')
    )
    for i, resource in enumerate(RESOURCE_NAMES):
        count = view["privilege_supply"][resource]
        act = f"privilege {resource}"
        px = x + 84 + i * 38
        out.append(
            f"<g {acts.attrs(act, 'privilege ' + resource + ('' if count else ' faded'))}>"
            + privilege_token(resource, px, y + 86, count)
            + cue(px, y + 86, 34, 24, acts.has(act))
            + "</g>"
        )
    out.append("</g>")
    out.append(_agenda_out(view["agenda_out"], x + 8, y + 148))
    out.append("</g>")
    return "".join(out)
