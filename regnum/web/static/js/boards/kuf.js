// The Krieg und Frieden board drawn in the browser from the view, the same SVG text that
// regnum/games/krieg_und_frieden/svg.py draws on the server (tests/server/test_browser_boards.py
// compares the two on random games): the server then sends each seat its view, not a board.
// Layout and meaning are described in svg.py; this file follows it function by function.

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
  if (label) out.push(text(x + 27 + Math.min(count, 5) * 3, y + 21, `${count} ${label}`, 14));
  return out.join("");
}

function resourceCard(resource, count, x, y, value) {
  let out = `<rect x="${g(x)}" y="${g(y)}" width="84" height="86" rx="6" fill="${RESOURCE_TINT[resource]}" `
    + `stroke="${RESOURCE_COLOUR[resource]}" stroke-width="2"/>`
    + icon(resource, x + 6, y + 6, 30)
    + text(x + 78, y + 30, `×${count}`, 20, "end", ' font-weight="bold"')
    + text(x + 42, y + 57, resource, 14, "middle", ' fill="#6d5d4b"');
  if (value !== null && value !== undefined) {
    out += text(x + 42, y + 77, `worth ${value}`, 14, "middle", ' fill="#6d5d4b"');
  }
  return out;
}

function plunderCard(resource, count, x, y) {
  return `<rect x="${g(x)}" y="${g(y)}" width="52" height="36" rx="5" fill="${RESOURCE_TINT[resource]}" `
    + `stroke="${RESOURCE_COLOUR[resource]}" stroke-width="2"/>`
    + icon(resource, x + 4, y + 6, 24)
    + text(x + 48, y + 24, `×${count}`, 14, "end", ' font-weight="bold"');
}

function capitalize(word) {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

function agendaCard(kind, x, y, w, h, cls) {
  const [problem, symbol] = kind.split("-");
  const big = w >= 80;
  const cx = x + w / 2;
  const cy = y + (big ? h * 0.56 : h * 0.69);
  const k = big ? 0.9 : 0.55;
  const mark = symbol === "cathedral" ? cathedralMark(cx, cy, k) : scrollMark(cx, cy, k);
  return `<g class="${cls}" data-kind="${kind}">`
    + `<rect x="${g(x)}" y="${g(y)}" width="${g(w)}" height="${g(h)}" rx="6" fill="${AGENDA_RED}" `
    + 'stroke="#5d1414" stroke-width="2"/>'
    + `<rect x="${g(x + 4)}" y="${g(y + 4)}" width="${g(w - 8)}" height="${g(h - 8)}" rx="4" fill="#fdf3e7"/>`
    + text(cx, y + (big ? 25 : 20), capitalize(problem), big ? 15 : 14, "middle",
      ` font-weight="bold" fill="${AGENDA_RED}"`)
    + mark
    + (big ? text(cx, y + h - 10, symbol, 14, "middle", ' fill="#6d5d4b"') : "")
    + "</g>";
}

function agendaTag(kind, x, y) {
  const [problem, symbol] = kind.split("-");
  const mark = symbol === "cathedral"
    ? `<path d="M${g(x + 16)} ${g(y + 14)} V${g(y + 8)} L${g(x + 19.5)} ${g(y + 4)} L${g(x + 23)} ${g(y + 8)} `
      + `V${g(y + 14)} Z" fill="#fff"/>`
    : `<circle cx="${g(x + 19.5)}" cy="${g(y + 9)}" r="3.5" fill="#fff"/>`;
  return `<rect x="${g(x)}" y="${g(y)}" width="26" height="18" rx="3" fill="${AGENDA_RED}"/>`
    + text(x + 7.5, y + 14, problem[0].toUpperCase(), 14, "middle", ' fill="#fff" font-weight="bold"')
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

function short(counts) {
  const parts = Object.entries(counts).filter(([, n]) => n).map(([r, n]) => `${n} ${r}`);
  return parts.length ? parts.join(", ") : "none";
}

const anyValue = (counts) => Object.values(counts).some((n) => n);

// svg_seats.py
const ESTATE_W = 360;
const ESTATE_H = 290;
const HAND_H = 122;

function emptyEstate(x, y) {
  return `<g class="estate unused"><rect x="${x}" y="${y}" width="${ESTATE_W}" height="${ESTATE_H}" rx="10" `
    + 'fill="#e8e1d3" stroke="#c9bca6" stroke-dasharray="8 5"/>'
    + text(x + ESTATE_W / 2, y + ESTATE_H / 2, "estate not in play", 14, "middle", ' fill="#9a8c78"')
    + "</g>";
}

function estate(view, seat, x, y, innerRight, acts) {
  const name = seat.seat;
  const p = seatIndex(name);
  const colour = SEAT_COLOUR[p];
  const acting = view.current_player === name;
  const tags = [];
  if (name === view.viewer) tags.push("you");
  if (name === view.adviser) tags.push("Adviser");
  if (view.winners.includes(name)) tags.push("winner");
  if (acting) tags.push("to act");
  const out = [
    `<g id="estate-${name}" class="estate" data-seat="${name}">`,
    `<rect x="${x}" y="${y}" width="${ESTATE_W}" height="${ESTATE_H}" rx="10" fill="#fbf8f1" `
      + `stroke="${acting ? colour : "#b9a98f"}" stroke-width="${acting ? 5 : 1.5}"/>`,
    `<path d="M${x} ${y + 34} V${y + 10} Q${x} ${y} ${x + 10} ${y} H${x + ESTATE_W - 10} `
      + `Q${x + ESTATE_W} ${y} ${x + ESTATE_W} ${y + 10} V${y + 34} Z" fill="${colour}"/>`,
    text(x + 12, y + 23, name + (tags.length ? `  · ${tags.join(" · ")}` : ""), 15,
      "start", ` fill="${SEAT_TEXT[p]}" font-weight="bold"`),
  ];
  const seals = seat.seals;
  out.push(`<g id="seals-${name}" class="seals" data-seals="${seals}">`
    + `<rect x="${x + ESTATE_W - 82}" y="${y + 5}" width="74" height="24" rx="12" fill="#b71c1c" `
    + 'stroke="#fff" stroke-width="1.5"/>'
    + text(x + ESTATE_W - 45, y + 22, `${seals} seal${seals === 1 ? "" : "s"}`, 14, "middle",
      ' fill="#fff" font-weight="bold"')
    + "</g>");
  out.push(sites(view, seat, x, y + 42, innerRight, acts));
  out.push(privileges(seat, x + 12, y + 150, acts));
  out.push(cards(view, seat, x + 12, y + 180, acts));
  out.push(bid(view, seat, x + 12, y + 238, acts));
  out.push("</g>");
  return out.join("");
}

function sites(view, seat, x, y, innerRight, acts) {
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
    ? text(workX + 40, y + 100, "workers →", 14, "end", ' fill="#6d5d4b"')
    : text(workX, y + 100, "← workers", 14, "start", ' fill="#6d5d4b"'));
  out.push(text(farmX + 68, y + 100, "farmsteads", 14, "middle", ' fill="#6d5d4b"'));
  out.push('<g class="stock">' + text(stockX + 35, y + 14, "in stock", 14, "middle", ' fill="#6d5d4b"'));
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

function privileges(seat, x, y, acts) {
  const name = seat.seat;
  const out = [
    `<g id="privileges-${name}" class="privileges">`,
    text(x, y + 17, "Privileges", 14, "start", ' fill="#6d5d4b"'),
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
  if (!held) out.push(text(px, y + 17, "none", 14, "start", ' fill="#9a8c78"'));
  out.push("</g>");
  return out.join("");
}

function cards(view, seat, x, y, acts) {
  const name = seat.seat;
  const handAct = [`bribe ${name}`, `bounty ${name}`].find((t) => acts.has(t)) || "";
  const out = [
    `<g id="cards-${name}" class="cards">`,
    `<g ${acts.attrs(handAct, "hand-backs")}>`
      + cardBacks(x, y, seat.hand_size, CARD_BACK, seat.hand_size === 1 ? "card" : "cards")
      + cue(x, y, 100, 32, Boolean(handAct))
      + "</g>",
  ];
  let cx = x + 110;
  if (seat.plunder_size) {
    out.push(cardBacks(cx, y, seat.plunder_size, "#5c6bc0", "plunder"));
    cx += 118;
  }
  out.push(`<g class="agenda-backs">${cardBacks(cx, y, seat.agenda_hand_size, AGENDA_RED, "agenda")}</g>`);
  const you = view.you;
  const notes = [];
  const marks = []; // what the row shows: [label, "", 0], [ "", resource, count], ["", kind, 0]
  if (you) {
    const known = you.known[name];
    if (known) {
      const facts = [
        anyValue(known.hand) ? short(known.hand) : "",
        anyValue(known.plunder) ? "plunder " + short(known.plunder) : "",
        Object.keys(known.agenda).join(", "),
      ];
      notes.push("they hold: " + facts.filter((f) => f).join(" · "));
      marks.push(["they hold", "", 0], ...counted(known.hand));
      if (anyValue(known.plunder)) marks.push(["plunder", "", 0], ...counted(known.plunder));
      marks.push(...Object.keys(known.agenda).map((kind) => ["", kind, 0]));
    }
    for (const shown of you.shown_hands) {
      if (shown.seat === name) {
        notes.push(`shown to you: ${short(shown.hand)}; plunder ${short(shown.plunder)}`);
        marks.push(["shown", "", 0], ...counted(shown.hand));
        if (anyValue(shown.plunder)) marks.push(["plunder", "", 0], ...counted(shown.plunder));
      }
    }
  }
  if (notes.length) {
    out.push(`<g class="known"><title>${escape(notes.join("; "))}</title>`
      + knownRow(marks, x, y + 52)
      + "</g>");
  }
  out.push("</g>");
  return out.join("");
}

// The width of the labels of the row of known cards at 14 units, with the gap after them.
const LABEL_W = { "they hold": 72, shown: 54, plunder: 62 };

function counted(counts) {
  return Object.entries(counts).filter(([, n]) => n).map(([r, n]) => ["", r, n]);
}

function knownRow(marks, x, y) {
  const out = [];
  let px = x;
  const end = x + ESTATE_W - 24 - 16; // room for "…"
  for (const [label, what, count] of marks) {
    const w = label ? LABEL_W[label] : count ? 22 + 9 * String(count).length : 30;
    if (px + w > end) {
      out.push(text(px, y, "…", 14, "start", ' fill="#4a148c"'));
      break;
    }
    if (label) out.push(text(px, y, label, 14, "start", ' fill="#4a148c"'));
    else if (count) out.push(icon(what, px, y - 12, 14) + text(px + 16, y, count, 14, "start", ' font-weight="bold"'));
    else out.push(agendaTag(what, px, y - 14));
    px += w;
  }
  return out.join("");
}

function bid(view, seat, x, y, acts) {
  const name = seat.seat;
  const out = [`<g id="bid-${name}" class="bid">`];
  const spring = view.phase === "spring";
  let label = seat.bid_layers.length ? `Bid ${seat.bid_total}` : spring ? "Bid —" : "";
  if (seat.bid_passed && spring) label += " (passed)";
  if (view.bidding.high_bidder === name && spring) label += " ★ high";
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

function hand(view, x, y, acts) {
  const you = view.you;
  const out = [
    '<g id="hand">',
    `<rect x="${x}" y="${y}" width="980" height="${HAND_H}" rx="10" fill="#e9dfcc" stroke="#b9a98f"/>`,
  ];
  if (!you) {
    out.push(text(500, y + 66, "Spectating: every hand is hidden", 16, "middle", ' fill="#6d5d4b"'));
    out.push("</g>");
    return out.join("");
  }
  const values = view.values || {};
  const total = Object.values(you.hand).reduce((a, b) => a + b, 0);
  out.push(text(x + 12, y + 18, `Your hand (${you.seat}): ${total} card${total === 1 ? "" : "s"}`, 14,
    "start", ' font-weight="bold"'));
  const top = y + 26;
  RESOURCE_NAMES.forEach((resource, i) => {
    const count = you.hand[resource];
    let act = [`add ${resource}`, `discard ${resource}`].find((t) => acts.has(t)) || "";
    if (!act && resource === "knight" && count && acts.has("defend")) act = "defend";
    const cx = x + 12 + i * 92;
    out.push(`<g ${acts.attrs(act, `card ${resource}` + (count ? "" : " faded"))} data-count="${count}">`
      + resourceCard(resource, count, cx, top, values[resource])
      + cue(cx, top, 84, 86, Boolean(act))
      + "</g>");
  });
  let px = x + 384;
  if (anyValue(you.plunder)) {
    out.push(text(px, y + 18, "plunder (defence only)", 14, "start", ' fill="#6d5d4b"'));
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
  out.push(text(x + 968, y + 18, agendaHand.length ? "your agenda cards" : "", 14, "end", ' fill="#6d5d4b"'));
  agendaHand.forEach(([kind, count], i) => {
    const cx = ax + i * 78;
    const act = `play ${kind}`;
    out.push(`<g ${acts.attrs(act, "agenda-hand")} data-count="${count}">`
      + agendaCard(kind, cx, top, 72, 64, "agenda-card")
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
const STEP_HINT = {
  "agenda-play": "table an agenda card",
  "agenda-change": "change the agenda by paying a privilege, or pass",
  bid: "add cards to your raise, then bid, or pass",
  privilege: "choose a privilege",
  summer: "build, assign workers, attack, bribe; then end turn",
  defend: "defend with a shield, or yield",
  burn: "choose which of your huts burns",
  income: "choose the type of your income card",
  bounty: "claim the King's Bounty from a player, or decline",
  tithe: "discard down to 10 cards",
};
const STEP_DOING = {
  "agenda-play": "tabling an agenda card",
  "agenda-change": "may change the agenda",
  bid: "bidding",
  privilege: "choosing a privilege",
  summer: "taking a summer turn",
  defend: "answering an attack",
  burn: "choosing a hut to burn",
  income: "choosing an income card",
  bounty: "may claim the King's Bounty",
  tithe: "paying tithes",
};

/** The board of a view as SVG text; `legal` ([{id, text}]) marks the elements of legal actions. */
export function renderSvg(view, legal = []) {
  const acts = new Acts(legal);
  const players = view.players;
  const first = view.viewer ? seatIndex(view.viewer) : 0;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" `
      + 'class="kuf-board" role="img" '
      + 'aria-label="Krieg und Frieden board">',
    `<style>${STYLE}</style>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#f4efe4"/>`,
    status(view),
  ];
  ESTATES.forEach(([x, y, innerRight], slot) => {
    if (slot >= players.length) {
      parts.push(emptyEstate(x, y));
      return;
    }
    const seat = players[(first + slot) % players.length];
    parts.push(estate(view, seat, x, y, innerRight, acts));
  });
  parts.push(cathedral(view, 380, 46));
  parts.push(agenda(view, 380, 274, acts));
  parts.push(supply(view, 380, 430, acts));
  parts.push(hand(view, 10, 638, acts));
  parts.push("</svg>");
  return parts.join("\n");
}

function status(view) {
  const phases = ["winter", "spring", "summer", "autumn"];
  const out = [
    '<g id="status">',
    '<rect x="0" y="0" width="1000" height="40" fill="#3e2f23"/>',
    text(14, 27, `Year ${view.year}`, 20, "start", ' fill="#fff" font-weight="bold"'),
  ];
  phases.forEach((name, i) => {
    const current = view.phase === name;
    const fill = current ? "#ffcc80" : "#5d4a3a";
    out.push(`<rect x="${g(104 + i * 76)}" y="8" width="70" height="24" rx="5" fill="${fill}"/>`);
    out.push(text(139 + i * 76, 25, name, 14, "middle",
      ` fill="${current ? "#3e2f23" : "#d7c9b8"}"` + (current ? ' font-weight="bold"' : "")));
  });
  const actor = view.current_player;
  let message;
  if (actor === null) {
    const winners = view.winners.join(", ");
    message = winners ? `Game over: ${winners} won` : "Game over";
  } else if (actor === view.viewer) {
    message = `Your turn: ${STEP_HINT[view.step] ?? view.step}`;
  } else {
    message = `Waiting for ${actor}: ${STEP_DOING[view.step] ?? view.step}`;
  }
  const colour = actor !== null && actor === view.viewer ? "#ffeb3b" : "#fff";
  out.push('<g id="turn">' + text(416, 26, message, 15, "start", ` fill="${colour}" font-weight="bold"`) + "</g>");
  const names = variants(view.options);
  if (names.length) {
    out.push(text(500, 775, "Variants: " + names.join(", "), 14, "middle", ' id="variants" fill="#6d5d4b"'));
  }
  out.push("</g>");
  return out.join("");
}

function variants(options) {
  const names = [];
  const combined = options.combined === "true";
  if (combined) names.push("combined");
  for (const [key, label] of [["long_term", "long-term"], ["social", "social"], ["choose_income", "choose income"]]) {
    if (options[key] === "true" && !combined) names.push(label);
  }
  if (options.scoring === "dagger") names.push("Dagger scoring");
  if (options.setup3 === "reveal") names.push("reveal set-up");
  return names;
}

function cathedral(view, x, y) {
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
    text(x + 120, y + 22, `Cathedral ${built}/${SECTIONS.length}`, 15, "middle", ' font-weight="bold"'),
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
  SECTIONS.forEach((section, i) => {
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
    const label = section.replace("facade and tower", "facade+tower");
    out.push(box + text(x + 124, ry + 12, label, 14, "start", i === built ? ' font-weight="bold"' : ""));
    const who = `${points[i]} seal${points[i] > 1 ? "s" : ""}` + (builder ? ` · ${builder}` : "");
    out.push(text(x + 124, ry + 27, who, 14, "start", ' fill="#6d5d4b"'));
  });
  out.push("</g>");
  return out.join("");
}

function agenda(view, x, y, acts) {
  const out = [
    '<g id="agenda">',
    `<rect x="${x}" y="${y}" width="240" height="150" rx="10" fill="#efe6d6" stroke="#b9a98f"/>`,
  ];
  const tabled = view.agenda;
  if (tabled) {
    out.push(agendaCard(tabled, x + 8, y + 8, 84, 108, "agenda-card tabled"));
  } else {
    out.push(`<rect x="${x + 8}" y="${y + 8}" width="84" height="108" rx="6" fill="none" `
      + 'stroke="#a58f73" stroke-dasharray="5 4"/>'
      + text(x + 50, y + 67, "no agenda", 14, "middle", ' fill="#9a8c78"'));
  }
  out.push(valueChart(tabled, x + 100, y + 6));
  out.push(payChips("take agenda pay", x + 8, y + 120, acts));
  const bidding = view.bidding;
  if (view.phase === "spring") {
    const high = `High bid ${bidding.high}` + (bidding.high_bidder ? ` by ${bidding.high_bidder}` : "");
    out.push(text(x + 120, y + 139, high, 14, "middle", ' id="high-bid" font-weight="bold"'));
  }
  if (view.attack) {
    const attack = view.attack;
    out.push(text(x + 120, y + 140, `${attack.attacker} attacks ${attack.defender}!`, 16, "middle",
      ' id="attack" fill="#c62828" font-weight="bold"'));
  }
  out.push("</g>");
  return out.join("");
}

function agendaOut(cardsOut, x, y) {
  const entries = Object.entries(cardsOut);
  const out = [
    '<g id="agenda-out">',
    text(x, y - 8, entries.length ? "out of the game" : "", 14, "start", ' fill="#6d5d4b"'),
  ];
  let i = 0;
  for (const [kind, count] of entries) {
    for (let n = 0; n < count; n++) {
      const tx = x + (i % 8) * 28;
      const ty = y + Math.floor(i / 8) * 22;
      out.push(`<g class="agenda-out" data-kind="${kind}"><title>${kind}</title>`
        + agendaTag(kind, tx, ty)
        + "</g>");
      i += 1;
    }
  }
  out.push("</g>");
  return out.join("");
}

function valueChart(tabled, x, y) {
  const current = tabled ? AGENDA_NAMES.indexOf(tabled.split("-")[0]) : -1;
  const out = ['<g id="value-chart">'];
  AGENDA_NAMES.forEach((name, a) => {
    const ax = x + 26 + a * 27;
    if (a === current) {
      out.push(`<rect x="${ax - 1}" y="${y}" width="26" height="110" rx="4" fill="#ffe0b2" stroke="#ff9800"/>`);
    }
    out.push(text(ax + 12, y + 16, name[0].toUpperCase(), 14, "middle", ' font-weight="bold"'));
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

function supply(view, x, y, acts) {
  const out = [
    '<g id="supply">',
    `<rect x="${x}" y="${y}" width="240" height="202" rx="10" fill="#efe6d6" stroke="#b9a98f"/>`,
    '<g id="deck">'
      + cardBacks(x + 10, y + 10, view.deck_size, CARD_BACK, "")
      + text(x + 50, y + 31, `deck ${view.deck_size}`, 14)
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
  out.push('<g id="discard">' + text(x + 10, y + 67, "discard", 14, "start", ' fill="#6d5d4b"'));
  RESOURCE_NAMES.forEach((resource, i) => {
    out.push(chip(resource, view.discard[resource], x + 66 + i * 43, y + 51));
  });
  out.push("</g>");
  out.push('<g id="privilege-supply">' + text(x + 10, y + 103, "privileges", 14, "start", ' fill="#6d5d4b"'));
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
  out.push(agendaOut(view.agenda_out, x + 8, y + 148));
  out.push("</g>");
  return out.join("");
}
