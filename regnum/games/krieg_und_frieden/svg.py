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
from xml.sax.saxutils import escape

from regnum.engine.board_words import BoardWords, squeezed
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
from regnum.games.krieg_und_frieden.texts import TEXTS

WIDTH, HEIGHT = 1000, 780
# Estate corners in clockwise order from the viewer's seat: (x, y, inner side is to the right).
ESTATES = ((10, 342, True), (10, 46, True), (630, 46, False), (630, 342, False))
def render_svg(
    view: JsonDict, actions: Sequence[Action] = (), texts: Mapping[str, str] = TEXTS
) -> str:
    """The board as `view`'s seat sees it, its legal `actions` marked, in the words of `texts`
    (the game's texts in a language, English by default)."""
    say = BoardWords(texts)
    acts = Acts(actions)
    players = view["players"]
    viewer = view["viewer"]
    first = seat_index(viewer) if viewer else 0
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {HEIGHT}" '
        'class="kuf-board" role="img" '
        f'aria-label="{escape(say("board.title"))}">',
        f"<style>{STYLE}</style>",
        f'<rect width="{WIDTH}" height="{HEIGHT}" fill="#f4efe4"/>',
        _status(view, say),
    ]
    for slot, (x, y, inner_right) in enumerate(ESTATES):
        if slot >= len(players):
            parts.append(empty_estate(x, y, say))
            continue
        seat = players[(first + slot) % len(players)]
        parts.append(estate(view, seat, x, y, inner_right, acts, say))
    parts.append(_cathedral(view, 380, 46, say))
    parts.append(_agenda(view, 380, 274, acts, say))
    parts.append(_supply(view, 380, 430, acts, say))
    parts.append(hand(view, 10, 638, acts, say))
    parts.append("</svg>")
    return "\n".join(parts)


def _status(view: JsonDict, say: BoardWords) -> str:
    phases = ("winter", "spring", "summer", "autumn")
    year = say("board.year", year=view["year"])
    out = [
        '<g id="status">',
        '<rect x="0" y="0" width="1000" height="40" fill="#3e2f23"/>',
        text(14, 27, year, 20, extra=' fill="#fff" font-weight="bold"' + squeezed(year, 20, 86)),
    ]
    for i, phase in enumerate(phases):
        current = view["phase"] == phase
        name = say(f"board.phase.{phase}")
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
                + (' font-weight="bold"' if current else "")
                + squeezed(name, 14, 66),
            )
        )
    actor = view["current_player"]
    if actor is None:
        winners = ", ".join(view["winners"])
        message = say("board.over.won", seats=winners) if winners else say("board.over")
    elif actor == view["viewer"]:
        message = say(f"board.turn.{view['step']}")
    else:
        message = say(f"board.waiting.{view['step']}", seat=actor)
    colour = "#ffeb3b" if actor is not None and actor == view["viewer"] else "#fff"
    bold = f' fill="{colour}" font-weight="bold"' + squeezed(message, 15, 574)
    out.append('<g id="turn">' + text(416, 26, message, 15, extra=bold) + "</g>")
    variants = [say(f"board.variant.{name}") for name in _variants(view["options"])]
    if variants:
        out.append(
            text(
                500,
                775,
                say("board.variants", variants=", ".join(variants)),
                14,
                "middle",
                ' id="variants" fill="#6d5d4b"',
            )
        )
    out.append("</g>")
    return "".join(out)


def _variants(options: Mapping[str, str]) -> list[str]:
    """The variants the options choose, by their ids in `board.variant.<id>`."""
    names = []
    combined = options.get("combined") == "true"
    if combined:
        names.append("combined")
    for key, label in (
        ("long_term", "long-term"),
        ("social", "social"),
        ("choose_income", "choose-income"),
    ):
        if options.get(key) == "true" and not combined:
            names.append(label)
    if options.get("scoring") == "dagger":
        names.append("dagger")
    if options.get("setup3") == "reveal":
        names.append("reveal")
    return names


def _cathedral(view: JsonDict, x: float, y: float, say: BoardWords) -> str:
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
            say("board.cathedral", built=built, total=len(SECTIONS)),
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
    for i in range(len(SECTIONS)):
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
        label = say(f"board.section.{i + 1}")
        bold = ' font-weight="bold"' if i == built else ""
        out.append(box + text(x + 124, ry + 12, label, 14, extra=bold + squeezed(label, 14, 112)))
        seals = "board.section.seals" + (".by" if builder else "") + (".one" if points[i] == 1 else "")
        who = say(seals, points=points[i], seat=builder)
        out.append(text(x + 124, ry + 27, who, 14, extra=' fill="#6d5d4b"' + squeezed(who, 14, 112)))
    out.append("</g>")
    return "".join(out)


def _agenda(view: JsonDict, x: float, y: float, acts: Acts, say: BoardWords) -> str:
    """The tabled agenda card (taking it back is a change action, paid with the privileges drawn
    under it in winter), the value chart, the high bid in spring, an attack in summer."""
    out = [
        '<g id="agenda">',
        f'<rect x="{x}" y="{y}" width="240" height="150" rx="10" fill="#efe6d6" stroke="#b9a98f"/>',
    ]
    agenda = view["agenda"]
    if agenda:
        out.append(agenda_card(agenda, x + 8, y + 8, 84, 108, "agenda-card tabled", say))
    else:
        out.append(
            f'<rect x="{x + 8}" y="{y + 8}" width="84" height="108" rx="6" fill="none" '
            'stroke="#a58f73" stroke-dasharray="5 4"/>'
            + text(
                x + 50,
                y + 67,
                say("board.no-agenda"),
                14,
                "middle",
                ' fill="#9a8c78"' + squeezed(say("board.no-agenda"), 14, 76),
            )
        )
    out.append(_value_chart(agenda, x + 100, y + 6, say))
    out.append(_pay_chips("take agenda pay {r}", x + 8, y + 120, acts))
    bidding = view["bidding"]
    if view["phase"] == "spring":
        by = bidding["high_bidder"]
        high = say("board.high-bid.by" if by else "board.high-bid", high=bidding["high"], seat=by)
        bold = ' id="high-bid" font-weight="bold"' + squeezed(high, 14, 228)
        out.append(text(x + 120, y + 139, high, 14, "middle", bold))
    if view["attack"]:
        attack = view["attack"]
        out.append(
            text(
                x + 120,
                y + 140,
                say("board.attack", seat=attack["attacker"], target=attack["defender"]),
                16,
                "middle",
                ' id="attack" fill="#c62828" font-weight="bold"',
            )
        )
    out.append("</g>")
    return "".join(out)


def _agenda_out(cards: Mapping[str, int], x: float, y: float, say: BoardWords) -> str:
    """The agenda cards out of the game as small red tags, eight to a row."""
    out = [
        '<g id="agenda-out">',
        text(x, y - 8, say("board.agenda-out") if cards else "", 14, extra=' fill="#6d5d4b"'),
    ]
    i = 0
    for kind, count in cards.items():
        for _ in range(count):
            tx, ty = x + (i % 8) * 28, y + (i // 8) * 22
            out.append(
                f'<g class="agenda-out" data-kind="{kind}"><title>{kind}</title>'
                + agenda_tag(kind, tx, ty, say)
                + "</g>"
            )
            i += 1
    out.append("</g>")
    return "".join(out)


def _value_chart(agenda: str | None, x: float, y: float, say: BoardWords) -> str:
    """The players' information chart: value of each resource per agenda, current column lit."""
    current = AGENDA_NAMES.index(agenda.split("-")[0]) if agenda else -1
    out = ['<g id="value-chart">']
    for a, name in enumerate(AGENDA_NAMES):
        ax = x + 26 + a * 27
        if a == current:
            out.append(
                f'<rect x="{ax - 1}" y="{y}" width="26" height="110" rx="4" fill="#ffe0b2" stroke="#ff9800"/>'
            )
        initial = say(f"agenda.{name}")[0].upper()
        out.append(text(ax + 12, y + 16, initial, 14, "middle", ' font-weight="bold"'))
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


def _supply(view: JsonDict, x: float, y: float, acts: Acts, say: BoardWords) -> str:
    """The deck (income choices sit by it), the face-up discard pile, the privilege supply and the
    agenda cards out of the game."""
    out = [
        '<g id="supply">',
        f'<rect x="{x}" y="{y}" width="240" height="202" rx="10" fill="#efe6d6" stroke="#b9a98f"/>',
        '<g id="deck">'
        + card_backs(x + 10, y + 10, view["deck_size"], CARD_BACK, "")
        + text(x + 50, y + 31, say("board.deck", count=view["deck_size"]), 14)
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
    discard = say("board.discard")
    grey = ' fill="#6d5d4b"' + squeezed(discard, 14, 60)
    out.append('<g id="discard">' + text(x + 10, y + 67, discard, 14, extra=grey))
    for i, resource in enumerate(RESOURCE_NAMES):
        out.append(chip(resource, view["discard"][resource], x + 66 + i * 43, y + 51))
    out.append("</g>")
    out.append(
        '<g id="privilege-supply">'
        + text(x + 10, y + 103, say("board.privilege-supply"), 14, extra=' fill="#6d5d4b"')
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
    out.append(_agenda_out(view["agenda_out"], x + 8, y + 148, say))
    out.append("</g>")
    return "".join(out)
