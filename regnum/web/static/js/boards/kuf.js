// The Krieg und Frieden board drawn in the browser from the view, the same SVG text that
// regnum/games/krieg_und_frieden/svg.py draws on the server (tests/server/test_browser_boards.py
// compares the two on random games): the server then sends each seat its view, not a board.
// Layout and meaning are described in svg.py; this file follows it function by function.

import { boardWords, squeezed } from "./words.js";

// regnum/games/krieg_und_frieden/data.py
const SECTIONS = ["nave", "aisle", "other aisle", "choir", "facade and tower", "roof"];
const SECTION_POINTS_DAGGER = [2, 2, 2, 3, 3, 4];
const SECTION_POINTS_STANDARD = [1, 1, 1, 2, 2, 3];
const AGENDA_NAMES = ["war", "taxes", "unrest", "famine"];
const RESOURCE_NAMES = ["knight", "wealth", "worker", "food"];
const VALUE = [[4, 3, 2, 1], [2, 4, 1, 3], [3, 1, 4, 2], [1, 2, 3, 4]];
const FARMSTEAD_SITES = 6;
const WORKER_SITES = 3;

// svg_pieces.py
const SEAT_COLOUR = ["#d32f2f", "#1976d2", "#fbc02d", "#7b1fa2"];
const SEAT_TEXT = ["#ffffff", "#ffffff", "#212121", "#ffffff"];
export const RESOURCE_COLOUR = { knight: "#546e7a", wealth: "#c49000", worker: "#8d5b3f", food: "#7c8f1e" };
export const RESOURCE_TINT = { knight: "#e3eaee", wealth: "#fbf0cc", worker: "#f1e3da", food: "#eef2d6" };
const AGENDA_RED = "#a52a2a";
const CARD_BACK = "#2f5597";
export const ICONS = {
  knight: '<path d="M10 1 L18 4 V10 C18 15 14 18 10 19 C6 18 2 15 2 10 V4 Z"/>',
  wealth: '<path d="M3 2 H17 C17 9 14 11 11 11.5 V15 H14 V18 H6 V15 H9 V11.5 C6 11 3 9 3 2 Z"/>',
  worker: '<path d="M2 3 H14 L16 5 V8 H2 Z M7.5 8 H10.5 V19 H7.5 Z"/>',
  food: '<path d="M9.3 19 V7 H10.7 V19 Z"/><ellipse cx="10" cy="3.5" rx="2" ry="3"/>'
    + '<ellipse cx="7" cy="8" rx="2" ry="3" transform="rotate(-25 7 8)"/>'
    + '<ellipse cx="13" cy="8" rx="2" ry="3" transform="rotate(25 13 8)"/>'
    + '<ellipse cx="7" cy="13" rx="2" ry="3" transform="rotate(-25 7 13)"/>'
    + '<ellipse cx="13" cy="13" rx="2" ry="3" transform="rotate(25 13 13)"/>',
};
const STYLE = ".kuf-board text{font-family:'DejaVu Sans',Verdana,sans-serif}"
  + ".kuf-board .act{cursor:pointer}.kuf-board .act:hover .cue{stroke:#e65100;stroke-width:4}"
  + ".kuf-board .faded{opacity:.35}";

/** Python's `format(x, "g")`: six significant digits, no trailing zeros (the numbers of a board). */
function g(x) {
  return String(Number(x.toPrecision(6)));
}

/** xml.sax.saxutils.escape */
function escape(body) {
  return String(body).replace(/&/g, "&amp;").replace(/>/g, "&gt;").replace(/</g, "&lt;");
}

// The board's words in English (texts.py `board.<id>` and the card words it writes), for a page
// whose game texts have not arrived: `renderSvg` takes them in the page's language.
const ENGLISH = {
  "board.title": "Krieg und Frieden board",
  "board.year": "Year {year}",
  "board.phase.winter": "winter",
  "board.phase.spring": "spring",
  "board.phase.summer": "summer",
  "board.phase.autumn": "autumn",
  "board.over": "Game over",
  "board.over.won": "Game over: {seats} won",
  "board.turn.agenda-play": "Your turn: table an agenda card",
  "board.turn.agenda-change": "Your turn: change the agenda by paying a privilege, or pass",
  "board.turn.bid": "Your turn: add cards to your raise, then bid, or pass",
  "board.turn.privilege": "Your turn: choose a privilege",
  "board.turn.summer": "Your turn: build, assign workers, attack, bribe; then end turn",
  "board.turn.defend": "Your turn: defend with a shield, or yield",
  "board.turn.burn": "Your turn: choose which of your huts burns",
  "board.turn.income": "Your turn: choose the type of your income card",
  "board.turn.bounty": "Your turn: claim the King's Bounty from a player, or decline",
  "board.turn.tithe": "Your turn: discard down to 10 cards",
  "board.waiting.agenda-play": "Waiting for {seat}: tabling an agenda card",
  "board.waiting.agenda-change": "Waiting for {seat}: may change the agenda",
  "board.waiting.bid": "Waiting for {seat}: bidding",
  "board.waiting.privilege": "Waiting for {seat}: choosing a privilege",
  "board.waiting.summer": "Waiting for {seat}: taking a summer turn",
  "board.waiting.defend": "Waiting for {seat}: answering an attack",
  "board.waiting.burn": "Waiting for {seat}: choosing a hut to burn",
  "board.waiting.income": "Waiting for {seat}: choosing an income card",
  "board.waiting.bounty": "Waiting for {seat}: may claim the King's Bounty",
  "board.waiting.tithe": "Waiting for {seat}: paying tithes",
  "board.variants": "Variants: {variants}",
  "board.variant.combined": "combined",
  "board.variant.long-term": "long-term",
  "board.variant.social": "social",
  "board.variant.choose-income": "choose income",
  "board.variant.dagger": "Dagger scoring",
  "board.variant.reveal": "reveal set-up",
  "board.cathedral": "Cathedral {built}/{total}",
  "board.section.1": "nave",
  "board.section.2": "aisle",
  "board.section.3": "other aisle",
  "board.section.4": "choir",
  "board.section.5": "facade+tower",
  "board.section.6": "roof",
  "board.section.seals.one": "{points} seal",
  "board.section.seals": "{points} seals",
  "board.section.seals.by.one": "{points} seal · {seat}",
  "board.section.seals.by": "{points} seals · {seat}",
  "board.no-agenda": "no agenda",
  "board.high-bid": "High bid {high}",
  "board.high-bid.by": "High bid {high} by {seat}",
  "board.attack": "{seat} attacks {target}!",
  "board.agenda-out": "out of the game",
  "board.deck": "deck {count}",
  "board.discard": "discard",
  "board.privilege-supply": "privileges",
  "board.backs.cards.one": "{count} card",
  "board.backs.cards": "{count} cards",
  "board.backs.plunder": "{count} plunder",
  "board.backs.agenda": "{count} agenda",
  "board.worth": "worth {value}",
  "board.none": "none",
  "board.count": "{count} {card}",
  "board.known": "they hold: {cards}",
  "board.known.plunder": "plunder {cards}",
  "board.shown": "shown to you: {hand}; plunder {plunder}",
  "board.row.known": "they hold",
  "board.row.shown": "shown",
  "board.row.plunder": "plunder",
  "board.tag.you": "you",
  "board.tag.adviser": "Adviser",
  "board.tag.winner": "winner",
  "board.tag.to-act": "to act",
  "board.seals.one": "{count} seal",
  "board.seals": "{count} seals",
  "board.workers.right": "workers →",
  "board.workers.left": "← workers",
  "board.farmsteads": "farmsteads",
  "board.stock": "in stock",
  "board.privileges": "Privileges",
  "board.bid": "Bid {total}",
  "board.bid.passed": "Bid {total} (passed)",
  "board.bid.high": "Bid {total} ★ high",
  "board.bid.passed.high": "Bid {total} (passed) ★ high",
  "board.bid.none": "Bid —",
  "board.bid.none.passed": "Bid — (passed)",
  "board.bid.none.high": "Bid — ★ high",
  "board.bid.none.passed.high": "Bid — (passed) ★ high",
  "board.empty-estate": "estate not in play",
  "board.spectating": "Spectating: every hand is hidden",
  "board.hand.one": "Your hand ({seat}): {total} card",
  "board.hand": "Your hand ({seat}): {total} cards",
  "board.plunder": "plunder (defence only)",
  "board.agenda-hand": "your agenda cards",
  "agenda.war": "War",
  "agenda.taxes": "Taxes",
  "agenda.unrest": "Unrest",
  "agenda.famine": "Famine",
  "symbol.cathedral": "cathedral",
  "symbol.privilege": "privilege",
  "resource.knight": "knight",
  "resource.wealth": "wealth",
  "resource.worker": "worker",
  "resource.food": "food",
};

/** The legal actions by notation, to mark the elements that stand for them. */
class Acts {
  constructor(legal) {
    this.byText = new Map(legal.map((a) => [a.text, a.id]));
  }

  attrs(act, cls) {
    const id = this.byText.get(act);
    return id === undefined ? `class="${cls}"` : `class="${cls} act" data-action="${id}"`;
  }

  has(act) {
    return this.byText.has(act);
  }
}

function text(x, y, body, size = 13, anchor = "start", extra = "") {
  return `<text x="${g(x)}" y="${g(y)}" font-size="${g(size)}" text-anchor="${anchor}"${extra}>`
    + `${escape(body)}</text>`;
}

function icon(resource, x, y, size) {
  return `<g transform="translate(${g(x)} ${g(y)}) scale(${g(size / 20)})" `
    + `fill="${RESOURCE_COLOUR[resource]}">${ICONS[resource]}</g>`;
}

function seatIndex(seat) {
  return Number.parseInt(seat.slice(1), 10) - 1;
}

function cue(x, y, w, h, active) {
  return active
    ? `<rect class="cue" x="${g(x - 3)}" y="${g(y - 3)}" width="${g(w + 6)}" height="${g(h + 6)}" rx="6" `
      + 'fill="none" stroke="#ff9800" stroke-width="3" stroke-dasharray="6 3"/>'
    : "";
}

function hut(x, y, s, colour) {
  const points = `${g(x)},${g(y + s * 0.45)} ${g(x + s / 2)},${g(y)} ${g(x + s)},${g(y + s * 0.45)} `
    + `${g(x + s)},${g(y + s)} ${g(x)},${g(y + s)}`;
  return `<polygon points="${points}" fill="${colour}" stroke="#222" stroke-width="1.2"/>`;
}

function privilegeToken(resource, x, y, count = null) {
  let out = `<rect x="${g(x)}" y="${g(y)}" width="34" height="24" rx="9" fill="${RESOURCE_TINT[resource]}" `
    + `stroke="${RESOURCE_COLOUR[resource]}" stroke-width="2"/>`
    + icon(resource, x + 3, y + 3, 18);
  if (count !== null) out += text(x + 31, y + 18, count, 14, "end", ' font-weight="bold"');
  return out;
}

function chip(resource, count, x, y) {
  return `<rect x="${g(x)}" y="${g(y)}" width="38" height="22" rx="3" fill="${RESOURCE_TINT[resource]}" `
    + `stroke="${RESOURCE_COLOUR[resource]}"/>`
    + icon(resource, x + 2, y + 2, 18)
    + text(x + 35, y + 16, count, 14, "end", ' font-weight="bold"');
}

function cardBacks(x, y, count, colour, label) {
  const out = [];
  for (let i = 0; i < Math.min(count, 5); i++) {
    out.push(`<rect x="${g(x + i * 3)}" y="${g(y)}" width="22" height="32" rx="3" fill="${colour}" `
      + 'stroke="#fff" stroke-width="1"/>');
  }
  if (count === 0) {
    out.push(`<rect x="${g(x)}" y="${g(y)}" width="22" height="32" rx="3" fill="none" `
      + 'stroke="#999" stroke-dasharray="3 2"/>');
  }
  if (label) out.push(text(x + 27 + Math.min(count, 5) * 3, y + 21, label, 14));
  return out.join("");
}

function resourceCard(resource, count, x, y, value, say) {
  const name = say(`resource.${resource}`);
  let out = `<rect x="${g(x)}" y="${g(y)}" width="84" height="86" rx="6" fill="${RESOURCE_TINT[resource]}" `
    + `stroke="${RESOURCE_COLOUR[resource]}" stroke-width="2"/>`
    + icon(resource, x + 6, y + 6, 30)
    + text(x + 78, y + 30, `×${count}`, 20, "end", ' font-weight="bold"')
    + text(x + 42, y + 57, name, 14, "middle", ' fill="#6d5d4b"' + squeezed(name, 14, 80));
  if (value !== null && value !== undefined) {
    out += text(x + 42, y + 77, say("board.worth", { value }), 14, "middle", ' fill="#6d5d4b"');
  }
  return out;
}

function plunderCard(resource, count, x, y) {
  return `<rect x="${g(x)}" y="${g(y)}" width="52" height="36" rx="5" fill="${RESOURCE_TINT[resource]}" `
    + `stroke="${RESOURCE_COLOUR[resource]}" stroke-width="2"/>`
    + icon(resource, x + 4, y + 6, 24)
    + text(x + 48, y + 24, `×${count}`, 14, "end", ' font-weight="bold"');
}

function agendaCard(kind, x, y, w, h, cls, say) {
  const [problem, symbol] = kind.split("-");
  const name = say(`agenda.${problem}`);
  const big = w >= 80;
  const cx = x + w / 2;
  const cy = y + (big ? h * 0.56 : h * 0.69);
  const k = big ? 0.9 : 0.55;
  const mark = symbol === "cathedral" ? cathedralMark(cx, cy, k) : scrollMark(cx, cy, k);
  return `<g class="${cls}" data-kind="${kind}">`
    + `<rect x="${g(x)}" y="${g(y)}" width="${g(w)}" height="${g(h)}" rx="6" fill="${AGENDA_RED}" `
    + 'stroke="#5d1414" stroke-width="2"/>'
    + `<rect x="${g(x + 4)}" y="${g(y + 4)}" width="${g(w - 8)}" height="${g(h - 8)}" rx="4" fill="#fdf3e7"/>`
    + text(cx, y + (big ? 25 : 20), name, big ? 15 : 14, "middle",
      ` font-weight="bold" fill="${AGENDA_RED}"` + squeezed(name, big ? 15 : 14, w - 10))
    + mark
    + (big ? text(cx, y + h - 10, say(`symbol.${symbol}`), 14, "middle", ' fill="#6d5d4b"') : "")
    + "</g>";
}

function agendaTag(kind, x, y, say) {
  const [problem, symbol] = kind.split("-");
  const mark = symbol === "cathedral"
    ? `<path d="M${g(x + 16)} ${g(y + 14)} V${g(y + 8)} L${g(x + 19.5)} ${g(y + 4)} L${g(x + 23)} ${g(y + 8)} `
      + `V${g(y + 14)} Z" fill="#fff"/>`
    : `<circle cx="${g(x + 19.5)}" cy="${g(y + 9)}" r="3.5" fill="#fff"/>`;
  return `<rect x="${g(x)}" y="${g(y)}" width="26" height="18" rx="3" fill="${AGENDA_RED}"/>`
    + text(x + 7.5, y + 14, say(`agenda.${problem}`)[0].toUpperCase(), 14, "middle",
      ' fill="#fff" font-weight="bold"')
    + mark;
}

function cathedralMark(cx, cy, k) {
  return `<path transform="translate(${g(cx)} ${g(cy)}) scale(${g(k)})" fill="#8d6e63" `
    + 'd="M-22 18 V-4 L-12 -14 L-2 -4 V-22 L0 -30 L2 -22 V-4 L12 -14 L22 -4 V18 Z"/>';
}

function scrollMark(cx, cy, k) {
  return `<g transform="translate(${g(cx)} ${g(cy)}) scale(${g(k)})">`
    + '<rect x="-22" y="-16" width="44" height="32" rx="10" fill="#fbf0cc" stroke="#b71c1c" '
    + 'stroke-width="3"/>'
    + '<circle cx="0" cy="0" r="7" fill="#b71c1c"/></g>';
}

function short(counts, say) {
  const parts = Object.entries(counts).filter(([, n]) => n)
    .map(([r, n]) => say("board.count", { count: n, card: say(`resource.${r}`) }));
  return parts.length ? parts.join(", ") : say("board.none");
}

const anyValue = (counts) => Object.values(counts).some((n) => n);

// svg_seats.py
const ESTATE_W = 360;
const ESTATE_H = 290;
const HAND_H = 122;

function emptyEstate(x, y, say) {
  return `<g class="estate unused"><rect x="${x}" y="${y}" width="${ESTATE_W}" height="${ESTATE_H}" rx="10" `
    + 'fill="#e8e1d3" stroke="#c9bca6" stroke-dasharray="8 5"/>'
    + text(x + ESTATE_W / 2, y + ESTATE_H / 2, say("board.empty-estate"), 14, "middle", ' fill="#9a8c78"')
    + "</g>";
}

function estate(view, seat, x, y, innerRight, acts, say) {
  const name = seat.seat;
  const p = seatIndex(name);
  const colour = SEAT_COLOUR[p];
  const acting = view.current_player === name;
  const tags = [];
  if (name === view.viewer) tags.push(say("board.tag.you"));
  if (name === view.adviser) tags.push(say("board.tag.adviser"));
  if (view.winners.includes(name)) tags.push(say("board.tag.winner"));
  if (acting) tags.push(say("board.tag.to-act"));
  const heading = name + (tags.length ? `  · ${tags.join(" · ")}` : "");
  const out = [
    `<g id="estate-${name}" class="estate" data-seat="${name}">`,
    `<rect x="${x}" y="${y}" width="${ESTATE_W}" height="${ESTATE_H}" rx="10" fill="#fbf8f1" `
      + `stroke="${acting ? colour : "#b9a98f"}" stroke-width="${acting ? 5 : 1.5}"/>`,
    `<path d="M${x} ${y + 34} V${y + 10} Q${x} ${y} ${x + 10} ${y} H${x + ESTATE_W - 10} `
      + `Q${x + ESTATE_W} ${y} ${x + ESTATE_W} ${y + 10} V${y + 34} Z" fill="${colour}"/>`,
    text(x + 12, y + 23, heading, 15,
      "start", ` fill="${SEAT_TEXT[p]}" font-weight="bold"` + squeezed(heading, 15, 262)),
  ];
  const seals = seat.seals;
  const badge = say(seals === 1 ? "board.seals.one" : "board.seals", { count: seals });
  out.push(`<g id="seals-${name}" class="seals" data-seals="${seals}">`
    + `<rect x="${x + ESTATE_W - 82}" y="${y + 5}" width="74" height="24" rx="12" fill="#b71c1c" `
    + 'stroke="#fff" stroke-width="1.5"/>'
    + text(x + ESTATE_W - 45, y + 22, badge, 14, "middle",
      ' fill="#fff" font-weight="bold"' + squeezed(badge, 14, 70))
    + "</g>");
  out.push(sites(view, seat, x, y + 42, innerRight, acts, say));
  out.push(privileges(seat, x + 12, y + 150, acts, say));
  out.push(cards(view, seat, x + 12, y + 180, acts, say));
  out.push(bid(view, seat, x + 12, y + 238, acts, say));
  out.push("</g>");
  return out.join("");
}

function sites(view, seat, x, y, innerRight, acts, say) {
  const name = seat.seat;
  const mine = name === view.viewer;
  const colour = SEAT_COLOUR[seatIndex(name)];
  const farmX = innerRight ? x + 20 : x + ESTATE_W - 20 - 140;
  const workX = innerRight ? x + ESTATE_W - 60 : x + 20;
  const stockX = innerRight ? x + 195 : x + 95;
  const attack = acts.has(`attack ${name}`);
  const out = [
    `<g id="sites-${name}" ${acts.attrs(`attack ${name}`, "sites")}>`,
    `<rect x="${g(x + 12)}" y="${g(y - 4)}" width="${g(ESTATE_W - 24)}" `
      + 'height="108" rx="8" fill="#e6eed8" stroke="none"/>',
    cue(x + 12, y - 4, ESTATE_W - 24, 108, attack),
  ];
  for (let i = 0; i < FARMSTEAD_SITES; i++) {
    const sx = farmX + (i % 3) * 48;
    const sy = y + Math.floor(i / 3) * 44;
    out.push(site("farmstead", i, sx, sy, seat.farmsteads, mine, colour, acts));
  }
  for (let i = 0; i < WORKER_SITES; i++) {
    out.push(site("worker", i, workX, y + i * 31, seat.workers, mine, colour, acts));
  }
  out.push(innerRight
    ? text(workX + 40, y + 100, say("board.workers.right"), 14, "end", ' fill="#6d5d4b"')
    : text(workX, y + 100, say("board.workers.left"), 14, "start", ' fill="#6d5d4b"'));
  out.push(text(farmX + 68, y + 100, say("board.farmsteads"), 14, "middle", ' fill="#6d5d4b"'));
  out.push('<g class="stock">' + text(stockX + 35, y + 14, say("board.stock"), 14, "middle", ' fill="#6d5d4b"'));
  for (let i = 0; i < seat.stock; i++) {
    out.push(hut(stockX + (i % 3) * 25, y + 22 + Math.floor(i / 3) * 26, 20, colour));
  }
  out.push("</g></g>");
  return out.join("");
}

const SITE = {
  farmstead: [44, 40, "#b7cf8a", "#6b8e3a", "build farmstead", "burn farmstead"],
  worker: [40, 26, "#cfc6b8", "#7d7264", "assign worker", "burn worker"],
};

function site(kind, i, x, y, huts, mine, colour, acts) {
  const [w, h, fill, stroke, build, burn] = SITE[kind];
  const filled = i < huts;
  let act = "";
  if (mine) act = filled ? burn : i === huts ? build : "";
  const size = Math.min(w, h) * 0.6;
  return `<g ${acts.attrs(act, `site ${kind}` + (filled ? " built" : ""))}>`
    + `<rect x="${g(x)}" y="${g(y)}" width="${w}" height="${h}" rx="4" fill="${fill}" `
    + `stroke="${stroke}" stroke-width="1.5"/>`
    + (filled ? hut(x + (w - size) / 2, y + (h - size) / 2, size, colour) : "")
    + cue(x, y, w, h, acts.has(act))
    + "</g>";
}

function privileges(seat, x, y, acts, say) {
  const name = seat.seat;
  const out = [
    `<g id="privileges-${name}" class="privileges">`,
    text(x, y + 17, say("board.privileges"), 14, "start", ' fill="#6d5d4b"'),
  ];
  let px = x + 76;
  const held = Object.values(seat.privileges).reduce((a, b) => a + b, 0);
  // Up to eight markers: they close up to stay inside the estate.
  const step = Math.min(40, (ESTATE_W - 24 - 76 - 34) / Math.max(held - 1, 1));
  for (const resource of RESOURCE_NAMES) {
    for (let n = 0; n < seat.privileges[resource]; n++) {
      const act = `privilege ${resource} from ${name}`;
      out.push(`<g ${acts.attrs(act, `privilege ${resource}`)}>`
        + privilegeToken(resource, px, y)
        + cue(px, y, 34, 24, acts.has(act))
        + "</g>");
      px += step;
    }
  }
  if (!held) out.push(text(px, y + 17, say("board.none"), 14, "start", ' fill="#9a8c78"'));
  out.push("</g>");
  return out.join("");
}

function cards(view, seat, x, y, acts, say) {
  const name = seat.seat;
  const handAct = [`bribe ${name}`, `bounty ${name}`].find((t) => acts.has(t)) || "";
  const out = [
    `<g id="cards-${name}" class="cards">`,
    `<g ${acts.attrs(handAct, "hand-backs")}>`
      + cardBacks(x, y, seat.hand_size, CARD_BACK,
        say(seat.hand_size === 1 ? "board.backs.cards.one" : "board.backs.cards", { count: seat.hand_size }))
      + cue(x, y, 100, 32, Boolean(handAct))
      + "</g>",
  ];
  let cx = x + 110;
  if (seat.plunder_size) {
    out.push(cardBacks(cx, y, seat.plunder_size, "#5c6bc0", say("board.backs.plunder", { count: seat.plunder_size })));
    cx += 118;
  }
  const agendaBacks = say("board.backs.agenda", { count: seat.agenda_hand_size });
  out.push(`<g class="agenda-backs">${cardBacks(cx, y, seat.agenda_hand_size, AGENDA_RED, agendaBacks)}</g>`);
  const you = view.you;
  const notes = [];
  const marks = []; // what the row shows: [label, "", 0], [ "", resource, count], ["", kind, 0]
  if (you) {
    const known = you.known[name];
    if (known) {
      const facts = [
        anyValue(known.hand) ? short(known.hand, say) : "",
        anyValue(known.plunder) ? say("board.known.plunder", { cards: short(known.plunder, say) }) : "",
        Object.keys(known.agenda).join(", "),
      ];
      notes.push(say("board.known", { cards: facts.filter((f) => f).join(" · ") }));
      marks.push(["known", "", 0], ...counted(known.hand));
      if (anyValue(known.plunder)) marks.push(["plunder", "", 0], ...counted(known.plunder));
      marks.push(...Object.keys(known.agenda).map((kind) => ["", kind, 0]));
    }
    for (const shown of you.shown_hands) {
      if (shown.seat === name) {
        notes.push(say("board.shown", { hand: short(shown.hand, say), plunder: short(shown.plunder, say) }));
        marks.push(["shown", "", 0], ...counted(shown.hand));
        if (anyValue(shown.plunder)) marks.push(["plunder", "", 0], ...counted(shown.plunder));
      }
    }
  }
  if (notes.length) {
    out.push(`<g class="known"><title>${escape(notes.join("; "))}</title>`
      + knownRow(marks, x, y + 52, say)
      + "</g>");
  }
  out.push("</g>");
  return out.join("");
}

// The least width of the labels of the row of known cards at 14 units, with the gap after them
// (`board.row.<label>`; a longer word takes 8 units a letter).
const LABEL_W = { known: 72, shown: 54, plunder: 62 };

function counted(counts) {
  return Object.entries(counts).filter(([, n]) => n).map(([r, n]) => ["", r, n]);
}

function knownRow(marks, x, y, say) {
  const out = [];
  let px = x;
  const end = x + ESTATE_W - 24 - 16; // room for "…"
  for (const [label, what, count] of marks) {
    const word = label ? say(`board.row.${label}`) : "";
    const w = label ? Math.max(LABEL_W[label], 8 * word.length) : count ? 22 + 9 * String(count).length : 30;
    if (px + w > end) {
      out.push(text(px, y, "…", 14, "start", ' fill="#4a148c"'));
      break;
    }
    if (label) out.push(text(px, y, word, 14, "start", ' fill="#4a148c"'));
    else if (count) out.push(icon(what, px, y - 12, 14) + text(px + 16, y, count, 14, "start", ' font-weight="bold"'));
    else out.push(agendaTag(what, px, y - 14, say));
    px += w;
  }
  return out.join("");
}

function bid(view, seat, x, y, acts, say) {
  const name = seat.seat;
  const out = [`<g id="bid-${name}" class="bid">`];
  const spring = view.phase === "spring";
  let key = seat.bid_layers.length ? "board.bid" : spring ? "board.bid.none" : "";
  if (seat.bid_passed && spring) key += ".passed";
  if (view.bidding.high_bidder === name && spring) key += ".high";
  const label = key ? say(key, { total: seat.bid_total }) : "";
  out.push(text(x, y + 14, label, 14, "start", ' font-weight="bold"'));
  const layers = [...seat.bid_layers];
  const pending = view.current_player === name && spring ? view.bidding.raise : {};
  const building = anyValue(pending);
  if (building) layers.push(pending);
  const boxes = [];
  let bx = 0;
  layers.forEach((layer, i) => {
    const isRaise = building && i === layers.length - 1;
    const chips = Object.entries(layer).filter(([, n]) => n);
    const w = 42 * chips.length + 6;
    const attrs = isRaise ? acts.attrs("bid", "raise") : `class="layer" data-layer="${i + 1}"`;
    boxes.push(`<g ${attrs}>`
      + `<rect x="${bx}" y="0" width="${w}" height="28" rx="4" `
      + `fill="${isRaise ? "#fff8e1" : "#efe7d8"}" stroke="#8d7b63" `
      + `stroke-dasharray="${isRaise ? "4 3" : "none"}"/>`);
    chips.forEach(([resource, count], j) => boxes.push(chip(resource, count, bx + 4 + j * 42, 3)));
    boxes.push(cue(bx, 0, w, 28, isRaise && acts.has("bid")) + "</g>");
    bx += w + 6;
  });
  const scale = bx ? Math.min(1.0, (ESTATE_W - 24) / bx) : 1.0;
  out.push(`<g transform="translate(${g(x)} ${g(y + 20)}) scale(${String(Number(scale.toPrecision(3)))})">`
    + boxes.join("")
    + "</g></g>");
  return out.join("");
}

function hand(view, x, y, acts, say) {
  const you = view.you;
  const out = [
    '<g id="hand">',
    `<rect x="${x}" y="${y}" width="980" height="${HAND_H}" rx="10" fill="#e9dfcc" stroke="#b9a98f"/>`,
  ];
  if (!you) {
    out.push(text(500, y + 66, say("board.spectating"), 16, "middle", ' fill="#6d5d4b"'));
    out.push("</g>");
    return out.join("");
  }
  const values = view.values || {};
  const total = Object.values(you.hand).reduce((a, b) => a + b, 0);
  out.push(text(x + 12, y + 18, say(total === 1 ? "board.hand.one" : "board.hand", { seat: you.seat, total }), 14,
    "start", ' font-weight="bold"'));
  const top = y + 26;
  RESOURCE_NAMES.forEach((resource, i) => {
    const count = you.hand[resource];
    let act = [`add ${resource}`, `discard ${resource}`].find((t) => acts.has(t)) || "";
    if (!act && resource === "knight" && count && acts.has("defend")) act = "defend";
    const cx = x + 12 + i * 92;
    out.push(`<g ${acts.attrs(act, `card ${resource}` + (count ? "" : " faded"))} data-count="${count}">`
      + resourceCard(resource, count, cx, top, values[resource], say)
      + cue(cx, top, 84, 86, Boolean(act))
      + "</g>");
  });
  let px = x + 384;
  if (anyValue(you.plunder)) {
    out.push(text(px, y + 18, say("board.plunder"), 14, "start", ' fill="#6d5d4b"'));
    for (const resource of RESOURCE_NAMES) {
      const count = you.plunder[resource];
      if (!count) continue;
      const act = resource === "knight" && acts.has("defend") ? "defend" : "";
      out.push(`<g ${acts.attrs(act, `plunder ${resource}`)} data-count="${count}">`
        + plunderCard(resource, count, px, top)
        + cue(px, top, 52, 36, Boolean(act))
        + "</g>");
      px += 58;
    }
  }
  const agendaHand = Object.entries(you.agenda_hand);
  const ax = x + 980 - 12 - 78 * Math.max(agendaHand.length, 1) + 6;
  out.push(text(x + 968, y + 18, agendaHand.length ? say("board.agenda-hand") : "", 14, "end", ' fill="#6d5d4b"'));
  agendaHand.forEach(([kind, count], i) => {
    const cx = ax + i * 78;
    const act = `play ${kind}`;
    out.push(`<g ${acts.attrs(act, "agenda-hand")} data-count="${count}">`
      + agendaCard(kind, cx, top, 72, 64, "agenda-card", say)
      + (count > 1 ? text(cx + 67, top + 59, `×${count}`, 14, "end", ' font-weight="bold"') : "")
      + cue(cx, top, 72, 64, acts.has(act))
      + "</g>");
    const chips = RESOURCE_NAMES.filter((r) => acts.has(`change ${kind} pay ${r}`));
    chips.forEach((resource, j) => {
      const payAct = `change ${kind} pay ${resource}`;
      const tx = cx + j * 18;
      const ty = top + 68;
      out.push(`<g ${acts.attrs(payAct, `pay ${resource}`)}>`
        + `<rect x="${tx}" y="${ty}" width="17" height="18" rx="4" fill="${RESOURCE_TINT[resource]}" `
        + `stroke="${RESOURCE_COLOUR[resource]}"/>`
        + icon(resource, tx + 1.5, ty + 2, 14)
        + cue(tx, ty, 17, 18, true)
        + "</g>");
    });
  });
  out.push("</g>");
  return out.join("");
}

// svg.py
const WIDTH = 1000;
const HEIGHT = 780;
const ESTATES = [[10, 342, true], [10, 46, true], [630, 46, false], [630, 342, false]];
/** The board of a view as SVG text; `legal` ([{id, text}]) marks the elements of legal actions;
 *  `texts` are the game's texts in the page's language (texts.js), English where one is missing. */
export function renderSvg(view, legal = [], texts = {}) {
  const say = boardWords(texts, ENGLISH);
  const acts = new Acts(legal);
  const players = view.players;
  const first = view.viewer ? seatIndex(view.viewer) : 0;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" `
      + 'class="kuf-board" role="img" '
      + `aria-label="${escape(say("board.title"))}">`,
    `<style>${STYLE}</style>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#f4efe4"/>`,
    status(view, say),
  ];
  ESTATES.forEach(([x, y, innerRight], slot) => {
    if (slot >= players.length) {
      parts.push(emptyEstate(x, y, say));
      return;
    }
    const seat = players[(first + slot) % players.length];
    parts.push(estate(view, seat, x, y, innerRight, acts, say));
  });
  parts.push(cathedral(view, 380, 46, say));
  parts.push(agenda(view, 380, 274, acts, say));
  parts.push(supply(view, 380, 430, acts, say));
  parts.push(hand(view, 10, 638, acts, say));
  parts.push("</svg>");
  return parts.join("\n");
}

function status(view, say) {
  const phases = ["winter", "spring", "summer", "autumn"];
  const year = say("board.year", { year: view.year });
  const out = [
    '<g id="status">',
    '<rect x="0" y="0" width="1000" height="40" fill="#3e2f23"/>',
    text(14, 27, year, 20, "start", ' fill="#fff" font-weight="bold"' + squeezed(year, 20, 86)),
  ];
  phases.forEach((phase, i) => {
    const current = view.phase === phase;
    const name = say(`board.phase.${phase}`);
    const fill = current ? "#ffcc80" : "#5d4a3a";
    out.push(`<rect x="${g(104 + i * 76)}" y="8" width="70" height="24" rx="5" fill="${fill}"/>`);
    out.push(text(139 + i * 76, 25, name, 14, "middle",
      ` fill="${current ? "#3e2f23" : "#d7c9b8"}"` + (current ? ' font-weight="bold"' : "")
      + squeezed(name, 14, 66)));
  });
  const actor = view.current_player;
  let message;
  if (actor === null) {
    const winners = view.winners.join(", ");
    message = winners ? say("board.over.won", { seats: winners }) : say("board.over");
  } else if (actor === view.viewer) {
    message = say(`board.turn.${view.step}`);
  } else {
    message = say(`board.waiting.${view.step}`, { seat: actor });
  }
  const colour = actor !== null && actor === view.viewer ? "#ffeb3b" : "#fff";
  const bold = ` fill="${colour}" font-weight="bold"` + squeezed(message, 15, 574);
  out.push('<g id="turn">' + text(416, 26, message, 15, "start", bold) + "</g>");
  const names = variants(view.options).map((name) => say(`board.variant.${name}`));
  if (names.length) {
    out.push(text(500, 775, say("board.variants", { variants: names.join(", ") }), 14, "middle",
      ' id="variants" fill="#6d5d4b"'));
  }
  out.push("</g>");
  return out.join("");
}

function variants(options) {
  const names = [];
  const combined = options.combined === "true";
  if (combined) names.push("combined");
  for (const [key, label] of [["long_term", "long-term"], ["social", "social"], ["choose_income", "choose-income"]]) {
    if (options[key] === "true" && !combined) names.push(label);
  }
  if (options.scoring === "dagger") names.push("dagger");
  if (options.setup3 === "reveal") names.push("reveal");
  return names;
}

function cathedral(view, x, y, say) {
  const cath = view.cathedral;
  const built = cath.built.length;
  const builders = cath.builders;
  const dagger = view.options.scoring === "dagger";
  const points = dagger ? SECTION_POINTS_DAGGER : SECTION_POINTS_STANDARD;
  const cx = 50; // the plan is drawn 100 x 210 and scaled into the panel
  const top = -4;
  const shapes = [
    `<rect x="${cx - 22}" y="${top + 56}" width="44" height="120"/>`,
    `<rect x="${cx - 50}" y="${top + 66}" width="26" height="110"/>`,
    `<rect x="${cx + 24}" y="${top + 66}" width="26" height="110"/>`,
    `<path d="M${cx - 36} ${top + 54} V${top + 40} A36 36 0 0 1 ${cx + 36} ${top + 40} `
      + `V${top + 54} Z"/>`,
    `<path d="M${cx - 50} ${top + 178} H${cx - 14} V${top + 164} H${cx + 14} V${top + 178} `
      + `H${cx + 50} V${top + 196} H${cx + 14} V${top + 214} H${cx - 14} V${top + 196} H${cx - 50} Z"/>`,
    `<path d="M${cx - 48} ${top + 70} L${cx} ${top + 60} L${cx + 48} ${top + 70} V${top + 172} `
      + `L${cx} ${top + 164} L${cx - 48} ${top + 172} Z"/>`,
  ];
  const out = [
    `<g id="cathedral" data-built="${built}">`,
    `<rect x="${x}" y="${y}" width="240" height="222" rx="10" fill="#efe6d6" stroke="#b9a98f"/>`,
    text(x + 120, y + 22, say("board.cathedral", { built, total: SECTIONS.length }), 15, "middle",
      ' font-weight="bold"'),
  ];
  const last = SECTIONS.length - 1;
  out.push(`<g transform="translate(${x + 8} ${y + 32}) scale(0.86)">`);
  shapes.forEach((shape, i) => {
    const builder = i < builders.length ? builders[i] : null;
    let style;
    let state;
    if (builder !== null) {
      const roof = i === last;
      style = `fill="${roof ? "#8d6e63" : "#d9cbb4"}" fill-opacity="${roof ? 0.6 : 1}" `
        + `stroke="${SEAT_COLOUR[seatIndex(builder)]}" stroke-width="3"`;
      state = "built";
    } else if (i === built) {
      style = `fill="${i === last ? "none" : "#fff3d6"}" stroke="#ff9800" stroke-width="2" stroke-dasharray="5 3"`;
      state = "next";
    } else if (i === last) {
      return; // an unbuilt roof would hide the plan below it
    } else {
      style = 'fill="none" stroke="#b9a98f" stroke-width="1" stroke-dasharray="3 3"';
      state = "open";
    }
    const data = builder ? ` data-builder="${builder}"` : "";
    out.push(`<g id="section-${i}" class="section ${state}"${data} ${style}>${shape}</g>`);
  });
  out.push("</g>");
  SECTIONS.forEach((_, i) => {
    const ry = y + 34 + i * 31;
    const builder = i < builders.length ? builders[i] : null;
    let box;
    if (builder !== null) {
      box = `<rect x="${x + 104}" y="${ry}" width="14" height="14" rx="3" `
        + `fill="${SEAT_COLOUR[seatIndex(builder)]}"/>`;
    } else {
      const dash = i === built ? "#ff9800" : "#b9a98f";
      box = `<rect x="${x + 104}" y="${ry}" width="14" height="14" rx="3" fill="none" `
        + `stroke="${dash}" stroke-dasharray="3 2"/>`;
    }
    const label = say(`board.section.${i + 1}`);
    const bold = i === built ? ' font-weight="bold"' : "";
    out.push(box + text(x + 124, ry + 12, label, 14, "start", bold + squeezed(label, 14, 112)));
    const seals = "board.section.seals" + (builder ? ".by" : "") + (points[i] === 1 ? ".one" : "");
    const who = say(seals, { points: points[i], seat: builder });
    out.push(text(x + 124, ry + 27, who, 14, "start", ' fill="#6d5d4b"' + squeezed(who, 14, 112)));
  });
  out.push("</g>");
  return out.join("");
}

function agenda(view, x, y, acts, say) {
  const out = [
    '<g id="agenda">',
    `<rect x="${x}" y="${y}" width="240" height="150" rx="10" fill="#efe6d6" stroke="#b9a98f"/>`,
  ];
  const tabled = view.agenda;
  if (tabled) {
    out.push(agendaCard(tabled, x + 8, y + 8, 84, 108, "agenda-card tabled", say));
  } else {
    out.push(`<rect x="${x + 8}" y="${y + 8}" width="84" height="108" rx="6" fill="none" `
      + 'stroke="#a58f73" stroke-dasharray="5 4"/>'
      + text(x + 50, y + 67, say("board.no-agenda"), 14, "middle",
        ' fill="#9a8c78"' + squeezed(say("board.no-agenda"), 14, 76)));
  }
  out.push(valueChart(tabled, x + 100, y + 6, say));
  out.push(payChips("take agenda pay", x + 8, y + 120, acts));
  const bidding = view.bidding;
  if (view.phase === "spring") {
    const by = bidding.high_bidder;
    const high = say(by ? "board.high-bid.by" : "board.high-bid", { high: bidding.high, seat: by });
    out.push(text(x + 120, y + 139, high, 14, "middle", ' id="high-bid" font-weight="bold"' + squeezed(high, 14, 228)));
  }
  if (view.attack) {
    const attack = view.attack;
    out.push(text(x + 120, y + 140, say("board.attack", { seat: attack.attacker, target: attack.defender }), 16, "middle",
      ' id="attack" fill="#c62828" font-weight="bold"'));
  }
  out.push("</g>");
  return out.join("");
}

function agendaOut(cardsOut, x, y, say) {
  const entries = Object.entries(cardsOut);
  const out = [
    '<g id="agenda-out">',
    text(x, y - 8, entries.length ? say("board.agenda-out") : "", 14, "start", ' fill="#6d5d4b"'),
  ];
  let i = 0;
  for (const [kind, count] of entries) {
    for (let n = 0; n < count; n++) {
      const tx = x + (i % 8) * 28;
      const ty = y + Math.floor(i / 8) * 22;
      out.push(`<g class="agenda-out" data-kind="${kind}"><title>${kind}</title>`
        + agendaTag(kind, tx, ty, say)
        + "</g>");
      i += 1;
    }
  }
  out.push("</g>");
  return out.join("");
}

function valueChart(tabled, x, y, say) {
  const current = tabled ? AGENDA_NAMES.indexOf(tabled.split("-")[0]) : -1;
  const out = ['<g id="value-chart">'];
  AGENDA_NAMES.forEach((name, a) => {
    const ax = x + 26 + a * 27;
    if (a === current) {
      out.push(`<rect x="${ax - 1}" y="${y}" width="26" height="110" rx="4" fill="#ffe0b2" stroke="#ff9800"/>`);
    }
    out.push(text(ax + 12, y + 16, say(`agenda.${name}`)[0].toUpperCase(), 14, "middle", ' font-weight="bold"'));
  });
  RESOURCE_NAMES.forEach((resource, r) => {
    const ry = y + 22 + r * 22;
    out.push(icon(resource, x + 2, ry, 20));
    for (let a = 0; a < AGENDA_NAMES.length; a++) {
      out.push(text(x + 38 + a * 27, ry + 15, VALUE[a][r], 14, "middle",
        a === current ? ' font-weight="bold"' : ' fill="#7a6a58"'));
    }
  });
  out.push("</g>");
  return out.join("");
}

function payChips(prefix, x, y, acts) {
  const out = [];
  let px = x;
  for (const resource of RESOURCE_NAMES) {
    const act = `${prefix} ${resource}`;
    if (acts.has(act)) {
      out.push(`<g ${acts.attrs(act, `pay ${resource}`)}>`
        + privilegeToken(resource, px, y)
        + cue(px, y, 34, 24, true)
        + "</g>");
      px += 40;
    }
  }
  return out.join("");
}

function supply(view, x, y, acts, say) {
  const out = [
    '<g id="supply">',
    `<rect x="${x}" y="${y}" width="240" height="202" rx="10" fill="#efe6d6" stroke="#b9a98f"/>`,
    '<g id="deck">'
      + cardBacks(x + 10, y + 10, view.deck_size, CARD_BACK, "")
      + text(x + 50, y + 31, say("board.deck", { count: view.deck_size }), 14)
      + "</g>",
  ];
  let ix = x + 140;
  for (const resource of RESOURCE_NAMES) {
    const act = `income ${resource}`;
    if (acts.has(act)) {
      out.push(`<g ${acts.attrs(act, `income ${resource}`)}>`
        + `<rect x="${ix}" y="${y + 12}" width="22" height="28" rx="3" fill="${RESOURCE_TINT[resource]}" `
        + `stroke="${RESOURCE_COLOUR[resource]}"/>`
        + icon(resource, ix + 2, y + 16, 18)
        + cue(ix, y + 12, 22, 28, true)
        + "</g>");
      ix += 24;
    }
  }
  const discard = say("board.discard");
  out.push('<g id="discard">' + text(x + 10, y + 67, discard, 14, "start", ' fill="#6d5d4b"' + squeezed(discard, 14, 60)));
  RESOURCE_NAMES.forEach((resource, i) => {
    out.push(chip(resource, view.discard[resource], x + 66 + i * 43, y + 51));
  });
  out.push("</g>");
  out.push('<g id="privilege-supply">' + text(x + 10, y + 103, say("board.privilege-supply"), 14, "start", ' fill="#6d5d4b"'));
  RESOURCE_NAMES.forEach((resource, i) => {
    const count = view.privilege_supply[resource];
    const act = `privilege ${resource}`;
    const px = x + 84 + i * 38;
    out.push(`<g ${acts.attrs(act, `privilege ${resource}` + (count ? "" : " faded"))}>`
      + privilegeToken(resource, px, y + 86, count)
      + cue(px, y + 86, 34, 24, acts.has(act))
      + "</g>");
  });
  out.push("</g>");
  out.push(agendaOut(view.agenda_out, x + 8, y + 148, say));
  out.push("</g>");
  return out.join("");
}
