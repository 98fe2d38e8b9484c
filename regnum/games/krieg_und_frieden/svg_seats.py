"""The seats' part of the Krieg und Frieden board in SVG: each estate (farmstead and worker sites,
huts in stock, privileges, seals, cards held, the bid by layer) and the viewer's own hand."""

from __future__ import annotations

from collections.abc import Mapping
from xml.sax.saxutils import escape

from regnum.engine.board_words import BoardWords, squeezed
from regnum.engine.game import JsonDict
from regnum.games.krieg_und_frieden.data import FARMSTEAD_SITES, RESOURCE_NAMES, WORKER_SITES
from regnum.games.krieg_und_frieden.svg_pieces import (
    AGENDA_RED,
    CARD_BACK,
    RESOURCE_COLOUR,
    RESOURCE_TINT,
    SEAT_COLOUR,
    SEAT_TEXT,
    Acts,
    agenda_card,
    agenda_tag,
    card_backs,
    chip,
    cue,
    hut,
    icon,
    plunder_card,
    privilege_token,
    resource_card,
    seat_index,
    short,
    text,
)

ESTATE_W, ESTATE_H = 360, 290
HAND_H = 122


def empty_estate(x: float, y: float, say: BoardWords) -> str:
    return (
        f'<g class="estate unused"><rect x="{x}" y="{y}" width="{ESTATE_W}" height="{ESTATE_H}" rx="10" '
        'fill="#e8e1d3" stroke="#c9bca6" stroke-dasharray="8 5"/>'
        + text(
            x + ESTATE_W / 2,
            y + ESTATE_H / 2,
            say("board.empty-estate"),
            14,
            "middle",
            ' fill="#9a8c78"',
        )
        + "</g>"
    )


def estate(
    view: JsonDict,
    seat: JsonDict,
    x: float,
    y: float,
    inner_right: bool,
    acts: Acts,
    say: BoardWords,
) -> str:
    name = seat["seat"]
    p = seat_index(name)
    colour = SEAT_COLOUR[p]
    acting = view["current_player"] == name
    tags = []
    if name == view["viewer"]:
        tags.append(say("board.tag.you"))
    if name == view["adviser"]:
        tags.append(say("board.tag.adviser"))
    if name in view["winners"]:
        tags.append(say("board.tag.winner"))
    if acting:
        tags.append(say("board.tag.to-act"))
    heading = name + ("" if not tags else "  · " + " · ".join(tags))
    out = [
        f'<g id="estate-{name}" class="estate" data-seat="{name}">',
        f'<rect x="{x}" y="{y}" width="{ESTATE_W}" height="{ESTATE_H}" rx="10" fill="#fbf8f1" '
        f'stroke="{colour if acting else "#b9a98f"}" stroke-width="{5 if acting else 1.5}"/>',
        f'<path d="M{x} {y + 34} V{y + 10} Q{x} {y} {x + 10} {y} H{x + ESTATE_W - 10} '
        f'Q{x + ESTATE_W} {y} {x + ESTATE_W} {y + 10} V{y + 34} Z" fill="{colour}"/>',
        text(
            x + 12,
            y + 23,
            heading,
            15,
            extra=f' fill="{SEAT_TEXT[p]}" font-weight="bold"' + squeezed(heading, 15, 262),
        ),
    ]
    seals = seat["seals"]
    badge = say("board.seals.one" if seals == 1 else "board.seals", count=seals)
    out.append(
        f'<g id="seals-{name}" class="seals" data-seals="{seals}">'
        f'<rect x="{x + ESTATE_W - 82}" y="{y + 5}" width="74" height="24" rx="12" fill="#b71c1c" '
        'stroke="#fff" stroke-width="1.5"/>'
        + text(
            x + ESTATE_W - 45,
            y + 22,
            badge,
            14,
            "middle",
            ' fill="#fff" font-weight="bold"' + squeezed(badge, 14, 70),
        )
        + "</g>"
    )
    out.append(_sites(view, seat, x, y + 42, inner_right, acts, say))
    out.append(_privileges(seat, x + 12, y + 150, acts, say))
    out.append(_cards(view, seat, x + 12, y + 180, acts, say))
    out.append(_bid(view, seat, x + 12, y + 238, acts, say))
    out.append("</g>")
    return "".join(out)


def _sites(
    view: JsonDict,
    seat: JsonDict,
    x: float,
    y: float,
    inner_right: bool,
    acts: Acts,
    say: BoardWords,
) -> str:
    """Six farmstead sites on the outer side, three worker sites on the side of the cathedral,
    the huts in stock between them."""
    name = seat["seat"]
    mine = name == view["viewer"]
    colour = SEAT_COLOUR[seat_index(name)]
    farm_x = x + 20 if inner_right else x + ESTATE_W - 20 - 140
    work_x = x + ESTATE_W - 60 if inner_right else x + 20
    stock_x = x + 195 if inner_right else x + 95
    attack = acts.has(f"attack {name}")
    out = [
        f'<g id="sites-{name}" {acts.attrs(f"attack {name}", "sites")}>',
        f'<rect x="{x + 12:g}" y="{y - 4:g}" width="{ESTATE_W - 24:g}" '
        f'height="108" rx="8" fill="#e6eed8" stroke="none"/>',
        cue(x + 12, y - 4, ESTATE_W - 24, 108, attack),
    ]
    for i in range(FARMSTEAD_SITES):
        sx, sy = farm_x + (i % 3) * 48, y + (i // 3) * 44
        out.append(_site("farmstead", i, sx, sy, seat["farmsteads"], mine, colour, acts))
    for i in range(WORKER_SITES):
        out.append(_site("worker", i, work_x, y + i * 31, seat["workers"], mine, colour, acts))
    out.append(
        text(work_x + 40, y + 100, say("board.workers.right"), 14, "end", ' fill="#6d5d4b"')
        if inner_right
        else text(work_x, y + 100, say("board.workers.left"), 14, extra=' fill="#6d5d4b"')
    )
    out.append(text(farm_x + 68, y + 100, say("board.farmsteads"), 14, "middle", ' fill="#6d5d4b"'))
    out.append(
        '<g class="stock">'
        + text(stock_x + 35, y + 14, say("board.stock"), 14, "middle", ' fill="#6d5d4b"')
    )
    for i in range(seat["stock"]):
        out.append(hut(stock_x + (i % 3) * 25, y + 22 + (i // 3) * 26, 20, colour))
    out.append("</g></g>")
    return "".join(out)


# Per kind of site: size, colours, and the actions a hut there stands for (to build it, to burn it).
_SITE = {
    "farmstead": (44, 40, "#b7cf8a", "#6b8e3a", "build farmstead", "burn farmstead"),
    "worker": (40, 26, "#cfc6b8", "#7d7264", "assign worker", "burn worker"),
}


def _site(
    kind: str, i: int, x: float, y: float, huts: int, mine: bool, colour: str, acts: Acts
) -> str:
    """Site `i` of a kind, holding a hut when i < huts. On the viewer's own estate the first free
    site stands for building there and every hut for burning it."""
    w, h, fill, stroke, build, burn = _SITE[kind]
    filled = i < huts
    act = ""
    if mine:
        act = burn if filled else build if i == huts else ""
    size = min(w, h) * 0.6
    return (
        f"<g {acts.attrs(act, f'site {kind}' + (' built' if filled else ''))}>"
        f'<rect x="{x:g}" y="{y:g}" width="{w}" height="{h}" rx="4" fill="{fill}" '
        f'stroke="{stroke}" stroke-width="1.5"/>'
        + (hut(x + (w - size) / 2, y + (h - size) / 2, size, colour) if filled else "")
        + cue(x, y, w, h, acts.has(act))
        + "</g>"
    )


def _privileges(seat: JsonDict, x: float, y: float, acts: Acts, say: BoardWords) -> str:
    name = seat["seat"]
    out = [
        f'<g id="privileges-{name}" class="privileges">',
        text(x, y + 17, say("board.privileges"), 14, extra=' fill="#6d5d4b"'),
    ]
    px = x + 76
    held = sum(seat["privileges"].values())
    # Up to eight markers: they close up to stay inside the estate.
    step = min(40, (ESTATE_W - 24 - 76 - 34) / max(held - 1, 1))
    for resource in RESOURCE_NAMES:
        for _ in range(seat["privileges"][resource]):
            act = f"privilege {resource} from {name}"
            out.append(
                f"<g {acts.attrs(act, 'privilege ' + resource)}>"
                + privilege_token(resource, px, y)
                + cue(px, y, 34, 24, acts.has(act))
                + "</g>"
            )
            px += step
    if not held:
        out.append(text(px, y + 17, say("board.none"), 14, extra=' fill="#9a8c78"'))
    out.append("</g>")
    return "".join(out)


def _cards(
    view: JsonDict, seat: JsonDict, x: float, y: float, acts: Acts, say: BoardWords
) -> str:
    """The hand, plunder and agenda cards of a seat, face down; what the viewer knows of them."""
    name = seat["seat"]
    hand_act = next((t for t in (f"bribe {name}", f"bounty {name}") if acts.has(t)), "")
    out = [
        f'<g id="cards-{name}" class="cards">',
        f"<g {acts.attrs(hand_act, 'hand-backs')}>"
        + card_backs(
            x,
            y,
            seat["hand_size"],
            CARD_BACK,
            say("board.backs.cards" + (".one" if seat["hand_size"] == 1 else ""), count=seat["hand_size"]),
        )
        + cue(x, y, 100, 32, bool(hand_act))
        + "</g>",
    ]
    cx = x + 110
    if seat["plunder_size"]:
        plunder = say("board.backs.plunder", count=seat["plunder_size"])
        out.append(card_backs(cx, y, seat["plunder_size"], "#5c6bc0", plunder))
        cx += 118
    agenda = say("board.backs.agenda", count=seat["agenda_hand_size"])
    out.append(
        f'<g class="agenda-backs">{card_backs(cx, y, seat["agenda_hand_size"], AGENDA_RED, agenda)}</g>'
    )
    you = view.get("you")
    notes = []
    marks: list[tuple[str, str, int]] = []  # what the row shows: (label), (resource, count), (kind)
    if you:
        known = you["known"].get(name)
        if known:
            facts = [
                short(known["hand"], say) if any(known["hand"].values()) else "",
                say("board.known.plunder", cards=short(known["plunder"], say))
                if any(known["plunder"].values())
                else "",
                ", ".join(known["agenda"]),
            ]
            notes.append(say("board.known", cards=" · ".join(f for f in facts if f)))
            marks += [("known", "", 0), *_counted(known["hand"])]
            if any(known["plunder"].values()):
                marks += [("plunder", "", 0), *_counted(known["plunder"])]
            marks += [("", kind, 0) for kind in known["agenda"]]
        for shown in you["shown_hands"]:
            if shown["seat"] == name:
                notes.append(
                    say(
                        "board.shown",
                        hand=short(shown["hand"], say),
                        plunder=short(shown["plunder"], say),
                    )
                )
                marks += [("shown", "", 0), *_counted(shown["hand"])]
                if any(shown["plunder"].values()):
                    marks += [("plunder", "", 0), *_counted(shown["plunder"])]
    if notes:
        out.append(
            f'<g class="known"><title>{escape("; ".join(notes))}</title>'
            + _known_row(marks, x, y + 52, say)
            + "</g>"
        )
    out.append("</g>")
    return "".join(out)


# The least width of the labels of the row of known cards at 14 units, with the gap after them
# (`board.row.<label>`; a longer word takes 8 units a letter).
_LABEL_W = {"known": 72, "shown": 54, "plunder": 62}


def _counted(counts: Mapping[str, int]) -> list[tuple[str, str, int]]:
    return [("", r, n) for r, n in counts.items() if n]


def _known_row(marks: list[tuple[str, str, int]], x: float, y: float, say: BoardWords) -> str:
    """What the viewer knows of a seat's cards in one row, the cards as icons with their counts
    and agenda cards as tags; what does not fit ends in "…" (the row's title says it all)."""
    out = []
    px, end = x, x + ESTATE_W - 24 - 16  # room for "…"
    for label, what, count in marks:
        if label:
            word = say(f"board.row.{label}")
            w = max(_LABEL_W[label], 8 * len(word))
        elif count:
            w = 22 + 9 * len(str(count))
        else:
            w = 30
        if px + w > end:
            out.append(text(px, y, "…", 14, extra=' fill="#4a148c"'))
            break
        if label:
            out.append(text(px, y, word, 14, extra=' fill="#4a148c"'))
        elif count:
            out.append(icon(what, px, y - 12, 14) + text(px + 16, y, count, 14, extra=' font-weight="bold"'))
        else:
            out.append(agenda_tag(what, px, y - 14, say))
        px += w
    return "".join(out)


def _bid(
    view: JsonDict, seat: JsonDict, x: float, y: float, acts: Acts, say: BoardWords
) -> str:
    """The bid on the table, layer by layer (the newest layer last), and the raise being built;
    a long bid is scaled down to stay inside the estate."""
    name = seat["seat"]
    out = [f'<g id="bid-{name}" class="bid">']
    spring = view["phase"] == "spring"
    key = "board.bid" if seat["bid_layers"] else "board.bid.none" if spring else ""
    if seat["bid_passed"] and spring:
        key += ".passed"
    if view["bidding"]["high_bidder"] == name and spring:
        key += ".high"
    label = say(key, total=seat["bid_total"]) if key else ""
    out.append(text(x, y + 14, label, 14, extra=' font-weight="bold"'))
    layers: list[Mapping[str, int]] = list(seat["bid_layers"])
    pending = view["bidding"]["raise"] if view["current_player"] == name and spring else {}
    building = any(pending.values())  # the raise being built, not yet bid
    if building:
        layers.append(pending)
    boxes = []
    bx = 0
    for i, layer in enumerate(layers):
        is_raise = building and i == len(layers) - 1
        chips = [(r, n) for r, n in layer.items() if n]
        w = 42 * len(chips) + 6
        attrs = acts.attrs("bid", "raise") if is_raise else f'class="layer" data-layer="{i + 1}"'
        boxes.append(
            f"<g {attrs}>"
            f'<rect x="{bx}" y="0" width="{w}" height="28" rx="4" '
            f'fill="{"#fff8e1" if is_raise else "#efe7d8"}" stroke="#8d7b63" '
            f'stroke-dasharray="{"4 3" if is_raise else "none"}"/>'
        )
        for j, (resource, count) in enumerate(chips):
            boxes.append(chip(resource, count, bx + 4 + j * 42, 3))
        boxes.append(cue(bx, 0, w, 28, is_raise and acts.has("bid")) + "</g>")
        bx += w + 6
    scale = min(1.0, (ESTATE_W - 24) / bx) if bx else 1.0
    out.append(
        f'<g transform="translate({x:g} {y + 20:g}) scale({scale:.3g})">'
        + "".join(boxes)
        + "</g></g>"
    )
    return "".join(out)


def hand(view: JsonDict, x: float, y: float, acts: Acts, say: BoardWords) -> str:
    """The viewer's own cards face up: resources (add to a bid, discard, defend), plunder (defend
    only), agenda cards (table one, or change to it paying a privilege)."""
    you = view.get("you")
    out = [
        '<g id="hand">',
        f'<rect x="{x}" y="{y}" width="980" height="{HAND_H}" rx="10" fill="#e9dfcc" stroke="#b9a98f"/>',
    ]
    if not you:
        out.append(
            text(500, y + 66, say("board.spectating"), 16, "middle", ' fill="#6d5d4b"')
        )
        out.append("</g>")
        return "".join(out)
    values = view["values"] or {}
    total = sum(you["hand"].values())
    out.append(
        text(
            x + 12,
            y + 18,
            say("board.hand.one" if total == 1 else "board.hand", seat=you["seat"], total=total),
            14,
            extra=' font-weight="bold"',
        )
    )
    top = y + 26
    for i, resource in enumerate(RESOURCE_NAMES):
        count = you["hand"][resource]
        act = next((t for t in (f"add {resource}", f"discard {resource}") if acts.has(t)), "")
        if not act and resource == "knight" and count and acts.has("defend"):
            act = "defend"
        cx = x + 12 + i * 92
        out.append(
            f'<g {acts.attrs(act, "card " + resource + ("" if count else " faded"))} data-count="{count}">'
            + resource_card(resource, count, cx, top, values.get(resource), say)
            + cue(cx, top, 84, 86, bool(act))
            + "</g>"
        )
    px = x + 384
    if any(you["plunder"].values()):
        out.append(text(px, y + 18, say("board.plunder"), 14, extra=' fill="#6d5d4b"'))
        for resource in RESOURCE_NAMES:
            count = you["plunder"][resource]
            if not count:
                continue
            act = "defend" if resource == "knight" and acts.has("defend") else ""
            out.append(
                f'<g {acts.attrs(act, "plunder " + resource)} data-count="{count}">'
                + plunder_card(resource, count, px, top)
                + cue(px, top, 52, 36, bool(act))
                + "</g>"
            )
            px += 58
    ax = x + 980 - 12 - 78 * max(len(you["agenda_hand"]), 1) + 6
    out.append(
        text(
            x + 968,
            y + 18,
            say("board.agenda-hand") if you["agenda_hand"] else "",
            14,
            "end",
            ' fill="#6d5d4b"',
        )
    )
    for i, (kind, count) in enumerate(you["agenda_hand"].items()):
        cx = ax + i * 78
        act = f"play {kind}"
        label = f' data-count="{count}"'
        out.append(
            f"<g {acts.attrs(act, 'agenda-hand')}{label}>"
            + agenda_card(kind, cx, top, 72, 64, "agenda-card", say)
            + (
                text(cx + 67, top + 59, f"×{count}", 14, "end", ' font-weight="bold"')
                if count > 1
                else ""
            )
            + cue(cx, top, 72, 64, acts.has(act))
            + "</g>"
        )
        chips = [r for r in RESOURCE_NAMES if acts.has(f"change {kind} pay {r}")]
        for j, resource in enumerate(chips):
            act = f"change {kind} pay {resource}"
            tx, ty = cx + j * 18, top + 68
            out.append(
                f"<g {acts.attrs(act, 'pay ' + resource)}>"
                f'<rect x="{tx}" y="{ty}" width="17" height="18" rx="4" fill="{RESOURCE_TINT[resource]}" '
                f'stroke="{RESOURCE_COLOUR[resource]}"/>'
                + icon(resource, tx + 1.5, ty + 2, 14)
                + cue(tx, ty, 17, 18, True)
                + "</g>"
            )
    out.append("</g>")
    return "".join(out)
