// The Krone & Schwert board drawn in the browser from the view, the same SVG text that
// regnum/games/krone_und_schwert/svg.py draws on the server (tests/server/test_browser_boards.py
// compares the two on random games). Layout and meaning are described in svg.py; this file
// follows it function by function. The legal actions come as {id, text}: the space an action is
// on is read from its notation ("place 12", "build castle 12", "build large city 12 ne").

import { boardWords, squeezed } from "./words.js";

const TERRAIN_COLOUR = { meadow: "#a5d66f", mountain: "#a88f7a", forest: "#3f7d3a" };
const SEAT_COLOUR = ["#d32f2f", "#1976d2", "#fbc02d", "#7b1fa2", "#f57c00"];
const INK = "#2b2118";
const PANEL_WIDTH = 300.0;
const LINE = 17.0;

/** Python's `format(x, ".{digits}f")`: like toFixed, but an exact tie rounds to even. The only
 *  doubles exactly halfway between two numbers of `digits` decimals are the odd multiples of
 *  2^-(digits+1) (multiplying by a power of two is exact; `x * 10 ** digits` is not, and made
 *  1.05, just above the tie, look like one). */
export function fixed(x, digits) {
  if (Number.isInteger(x * 2 ** (digits + 1)) && !Number.isInteger(x * 2 ** digits)) {
    const scale = 10 ** digits;
    const down = Math.floor(x * scale);
    const even = down % 2 === 0 ? down : down + 1;
    return (even / scale).toFixed(digits);
  }
  return x.toFixed(digits);
}

const f1 = (x) => fixed(x, 1);
const f0 = (x) => fixed(x, 0);

// The board's words in English (texts.py `board.<id>` and the other texts it writes), for a page
// whose game texts have not arrived: `renderSvg` takes them in the page's language.
const ENGLISH = {
  "board.badge.place": "place",
  "board.badge.castle": "castle",
  "board.badge.city": "city",
  "board.badge.cathedral": "cathedral",
  "board.badge.expand": "expand",
  "board.badge.occupy": "occupy",
  "board.badge.attack": "attack",
  "board.badge.large-city": "large city",
  "board.turn": "turn {turn} · phase {phase}",
  "board.turn.acting": "turn {turn} · phase {phase} · {seat} to act, {ap} AP",
  "board.turn.ended": "turn {turn} · phase {phase} · ended by the {reason}",
  "board.phase.layout-element": "layout-element",
  "board.phase.layout-put": "layout-put",
  "board.phase.setup": "setup",
  "board.phase.free-place": "free-place",
  "board.phase.tax": "tax",
  "board.phase.actions": "actions",
  "board.phase.expand": "expand",
  "board.phase.attack": "attack",
  "board.phase.defend": "defend",
  "board.phase.revolt-side": "revolt-side",
  "board.phase.revolt-cards": "revolt-cards",
  "board.phase.over": "over",
  "board.end-reason.last free space": "last free space",
  "board.end-reason.end card": "end card",
  "board.seat.you": "{seat} (you)",
  "board.seat.to-act": "{seat} — to act",
  "board.seat.you.to-act": "{seat} (you) — to act",
  "board.king": "king",
  "board.vp": "{vp} VP",
  "board.vp.announced": "{vp} VP announced",
  "board.vp.hidden": "VP hidden",
  "board.seat.stats": "{vp} · {cards} cards · {markers} markers",
  "board.seat.stats.pope": "{vp} · {cards} cards · {markers} markers, pope's visit",
  "board.seat.buildings": "castles {castles} · cities {cities} + {large} large · cathedrals {cathedrals}",
  "board.piles": "event pile {count} (end card: {end})",
  "board.end-card.aside": "aside",
  "board.end-card.in the pile": "in the pile",
  "board.end-card.drawn": "drawn",
  "board.people": "people deck {count} · swords out {swords} · crowns discarded {crowns}",
  "board.attack": "attack on {space} ({seat}): {cards}",
  "board.attack.none": "attack on {space} ({seat}): no card yet",
  "board.revolt": "revolt by {seat} against {king}",
  "board.revolt.waiting": "still to commit: {seats}",
  "board.revolt.waiting.none": "still to commit: nobody",
  "board.revolt.side.king": "your side: king",
  "board.revolt.side.revolt": "your side: revolt",
  "board.hand.none": "(no cards)",
  "board.card.city-scoring": "Städtewertung (city-scoring)",
  "board.card.unrest": "Unruhen (unrest)",
  "board.card.game-end": "Spielende (game-end)",
  "board.card.leader-3": "Anführer (leader-3)",
  "board.card.leader-4": "Anführer (leader-4)",
  "board.card.incite": "Aufwiegeln (incite)",
  "board.card.build-castle": "Burg bauen (build-castle)",
  "board.card.build-cathedral": "Kathedrale bauen (build-cathedral)",
  "board.card.build-city": "Stadt bauen (build-city)",
  "board.card.ambush": "Hinterhalt (ambush)",
  "board.card.truce": "Waffenstillstand (truce)",
  "board.card.pope-visit": "Papstbesuch (pope-visit)",
  "board.legend": "Legend",
  "board.legend.castle": "castle",
  "board.legend.city": "city",
  "board.legend.cathedral": "cathedral",
  "terrain.meadow": "meadow",
  "terrain.mountain": "mountain",
  "terrain.forest": "forest",
  "card-name.city-scoring": "city-scoring",
  "card-name.unrest": "unrest",
  "card-name.game-end": "game-end",
  "card-name.leader-3": "leader-3",
  "card-name.leader-4": "leader-4",
  "card-name.incite": "incite",
  "card-name.build-castle": "build-castle",
  "card-name.build-cathedral": "build-cathedral",
  "card-name.build-city": "build-city",
  "card-name.ambush": "ambush",
  "card-name.truce": "truce",
  "card-name.pope-visit": "pope-visit",
  "panel.hand": "Your hand",
};

/** xml.sax.saxutils.escape */
function escape(body) {
  return String(body).replace(/&/g, "&amp;").replace(/>/g, "&gt;").replace(/</g, "&lt;");
}

function points(list) {
  return list.map(([x, y]) => `${f1(x)},${f1(y)}`).join(" ");
}

function text(x, y, body, size = 12, weight = "normal", anchor = "start", fill = INK) {
  return `<text x="${f1(x)}" y="${f1(y)}" font-size="${f0(size)}" font-weight="${weight}" `
    + `text-anchor="${anchor}" fill="${fill}">${escape(body)}</text>`;
}

/** What the board needs of an action, read from its notation: the kind (as svg.py names it) and
 *  the space it is on (for a large city: its square and direction). */
function parseAction(action) {
  const words = action.text.split(" ");
  const last = Number(words[words.length - 1]);
  if (words[0] === "build" && words[1] === "large") {
    return { ...action, kind: "build_large", square: Number(words[3]), direction: words[4] };
  }
  const kinds = { place: "place", expand: "expand", occupy: "occupy", attack: "attack", build: "build" };
  let kind = kinds[words[0]];
  if (kind === "build" && words[1] === "cathedral") kind = "build_cathedral";
  const onSpace = kind && words.length >= 2 && /^\d+$/.test(words[words.length - 1]);
  return { ...action, kind: onSpace ? kind : null, space: onSpace ? last : null };
}

function spaceActions(actions) {
  const found = new Map();
  for (const action of actions) {
    if (action.space === null || action.space === undefined) continue;
    if (!found.has(action.space)) found.set(action.space, []);
    found.get(action.space).push(action);
  }
  return found;
}

function badge(action, x, y, label, width) {
  return `<g class="act badge" data-action="${action.id}"><title>${escape(action.text)}</title>`
    + `<rect x="${f1(x - width / 2)}" y="${f1(y - 8)}" width="${f0(width)}" height="16" rx="8" `
    + 'fill="#fff8e1" stroke="#ff9800" stroke-width="2"/>'
    + `<text x="${f1(x)}" y="${f1(y + 4)}" font-size="11" text-anchor="middle"`
    + `${squeezed(label, 11, width - 4)}>${escape(label)}</text></g>`;
}

// -- buildings
function castle(x, y, s, fill) {
  const h = s * 0.9;
  const m = s / 5;
  const top = y - h;
  const outline = [[x - s / 2, y], [x - s / 2, top], [x - s / 2 + m, top], [x - s / 2 + m, top + m],
    [x - m / 2, top + m], [x - m / 2, top], [x + m / 2, top], [x + m / 2, top + m],
    [x + s / 2 - m, top + m], [x + s / 2 - m, top], [x + s / 2, top], [x + s / 2, y]];
  return `<polygon points="${points(outline)}" fill="${fill}" stroke="${INK}" stroke-width="1.2"/>`;
}

function city(x, y, s, fill) {
  const parts = [];
  for (const [dx, w, h] of [[-s / 4, s / 2, s * 0.55], [s / 4, s / 2, s * 0.8]]) {
    const left = x + dx - w / 2;
    const right = x + dx + w / 2;
    const house = [[left, y], [left, y - h], [x + dx, y - h - w / 2], [right, y - h], [right, y]];
    parts.push(`<polygon points="${points(house)}" fill="${fill}" stroke="${INK}" stroke-width="1.2"/>`);
  }
  return parts.join("");
}

function cathedral(x, y, s) {
  const w = s / 4;
  return `<path d="M${f1(x - w / 2)},${f1(y - s / 2)}h${f1(w)}v${f1(s * 0.25)}h${f1(w)}v${f1(w)}`
    + `h${f1(-w)}v${f1(s * 0.75 - w)}h${f1(-w)}v${f1(-(s * 0.75 - w))}h${f1(-w)}v${f1(-w)}`
    + `h${f1(w)}z" fill="#fff" stroke="${INK}" stroke-width="1.2"/>`;
}

function building(space, unit, withCathedral) {
  const kind = space.building;
  if (kind === "none") return "";
  const owner = space.owner;
  const fill = owner >= 0 ? SEAT_COLOUR[owner] : "#ddd";
  const x = space.x * unit / 2;
  const y = space.y * unit / 2;
  const s = unit * (space.shape === "square" ? 0.28 : 0.4);
  const base = y + (space.shape === "square" ? s * 0.25 : -unit / 10);
  let drawn = kind === "castle" ? castle(x, base, s, fill) : city(x, base, s * (kind === "large city" ? 1.3 : 1.0), fill);
  if (withCathedral) drawn += cathedral(x + s * 0.55, base - s * 0.6, s * 0.6);
  return drawn;
}

function largeCityBand(square, octagon, unit) {
  const half = unit / 2;
  const colour = square.owner >= 0 ? SEAT_COLOUR[square.owner] : "#ddd";
  return `<line class="large-city" x1="${f1(square.x * half)}" `
    + `y1="${f1(square.y * half)}" x2="${f1(octagon.x * half)}" `
    + `y2="${f1(octagon.y * half)}" stroke="${colour}" stroke-width="${f1(unit / 5)}" `
    + 'stroke-linecap="round" opacity="0.8" pointer-events="none"/>';
}

function largeCity(square, octagon, unit) {
  return `<g pointer-events="none">${building(octagon, unit, square.cathedral || octagon.cathedral)}</g>`;
}

// -- the board
function spaceShape(space, unit) {
  const half = unit / 2;
  const cx = space.x * half;
  const cy = space.y * half;
  if (space.shape === "octagon") {
    const radius = half / Math.cos(Math.PI / 8);
    const corners = Array.from({ length: 8 }, (_, k) => Math.PI / 8 + k * Math.PI / 4);
    return corners.map((a) => [cx + radius * Math.cos(a), cy + radius * Math.sin(a)]);
  }
  const diamond = half * Math.tan(Math.PI / 8) / Math.sqrt(2) * 2;
  return [[cx + diamond, cy], [cx, cy + diamond], [cx - diamond, cy], [cx, cy - diamond]];
}

function drawSpace(space, here, unit) {
  const cx = space.x * unit / 2;
  const cy = space.y * unit / 2;
  const shape = spaceShape(space, unit);
  const owner = space.owner;
  const stroke = owner >= 0 ? SEAT_COLOUR[owner] : "#555";
  const attrs = here.length === 1 ? `class="space act" data-action="${here[0].id}"` : 'class="space"';
  const parts = [`<g ${attrs} data-space="${space.id}">`];
  if (here.length === 1) parts.push(`<title>${escape(here[0].text)}</title>`);
  parts.push(`<polygon points="${points(shape)}" fill="${TERRAIN_COLOUR[space.terrain]}" `
    + `stroke="${stroke}" stroke-width="${owner >= 0 ? 4 : 1}"/>`);
  if (here.length === 1) {
    parts.push(`<polygon class="cue" points="${points(shape)}" fill="#fff3" `
      + 'stroke="#ff9800" stroke-width="2.5" stroke-dasharray="6 3"/>');
  }
  if (owner >= 0 && space.building === "none") {
    parts.push(`<circle cx="${f1(cx)}" cy="${f1(cy - unit / 12)}" r="${f1(unit / 8)}" `
      + `fill="${SEAT_COLOUR[owner]}" stroke="${INK}" stroke-width="0.8"/>`);
  }
  if (space.building !== "large city") parts.push(building(space, unit, space.cathedral));
  parts.push(`<text x="${f1(cx)}" y="${f1(cy + unit / 3.2)}" font-size="${f0(unit / 6)}" `
    + `text-anchor="middle" fill="${INK}">${space.id}</text>`);
  parts.push("</g>");
  return parts;
}

function boardParts(view, actions, unit, say) {
  const spaces = view.spaces;
  const half = unit / 2;
  const onSpace = spaceActions(actions.filter((a) => a.kind !== "build_large"));
  const byId = new Map(spaces.map((s) => [s.id, s]));
  const parts = [];
  const badges = [];
  const large = spaces.filter((s) => s.building === "large city" && s.shape === "square")
    .map((s) => [s, byId.get(s.partner)]);
  let octagonsDrawn = false;
  const ordered = [...spaces].sort((a, b) => (a.shape !== "octagon") - (b.shape !== "octagon"));
  for (const space of ordered) {
    if (space.shape !== "octagon" && !octagonsDrawn) {
      parts.push(...large.map(([square, octagon]) => largeCityBand(square, octagon, unit)));
      octagonsDrawn = true;
    }
    const here = onSpace.get(space.id) || [];
    parts.push(...drawSpace(space, here, unit));
    if (here.length > 1) {
      const cx = space.x * half;
      const cy = space.y * half;
      here.forEach((action, k) => {
        let label = action.text;
        const suffix = ` ${space.id}`;
        if (label.endsWith(suffix)) label = label.slice(0, -suffix.length);
        if (label.startsWith("build ")) label = label.slice("build ".length);
        badges.push(badge(action, cx, cy - 16 * (here.length - 1) / 2 + 16 * k, say(`board.badge.${label}`),
          unit * 1.1));
      });
    }
  }
  if (!octagonsDrawn) parts.push(...large.map(([square, octagon]) => largeCityBand(square, octagon, unit)));
  parts.push(...large.map(([square, octagon]) => largeCity(square, octagon, unit)));
  for (const action of actions) {
    if (action.kind !== "build_large") continue;
    const square = byId.get(action.square);
    const direction = action.direction;
    const dx = direction.endsWith("e") ? 0.5 : -0.5;
    const dy = direction.startsWith("n") ? -0.5 : 0.5;
    badges.push(badge(action, (square.x + dx) * half, (square.y + dy) * half, say("board.badge.large-city"),
      unit * 1.2));
  }
  return parts.concat(badges);
}

// -- the panel
function crown(x, y, s) {
  const w = s / 2;
  const outline = [[x - w, y], [x - w, y - s * 0.6], [x - w / 2, y - s * 0.3], [x, y - s * 0.75],
    [x + w / 2, y - s * 0.3], [x + w, y - s * 0.6], [x + w, y]];
  return `<polygon points="${points(outline)}" fill="#ffc107" stroke="${INK}" stroke-width="1"/>`;
}

function vpText(entry, say) {
  if ("vp" in entry) return say("board.vp", { vp: entry.vp });
  if (entry.announced_vp >= 0) return say("board.vp.announced", { vp: entry.announced_vp });
  return say("board.vp.hidden");
}

function seatRows(view, x, y, say) {
  const parts = [];
  const { viewer, king, actor } = view;
  for (const entry of view.players) {
    const p = entry.seat;
    const key = "board.seat" + (p === viewer ? ".you" : "") + (p === actor ? ".to-act" : "");
    const who = key !== "board.seat" ? say(key, { seat: `p${p + 1}` }) : `p${p + 1}`;
    parts.push(`<rect x="${f1(x)}" y="${f1(y - 12)}" width="14" height="14" rx="3" `
      + `fill="${SEAT_COLOUR[p]}" stroke="${INK}" stroke-width="0.8"/>`);
    parts.push(text(x + 20, y, who, 13, "bold"));
    if (p === king) {
      parts.push(crown(x + PANEL_WIDTH - 40, y + 1, 18));
      parts.push(text(x + PANEL_WIDTH - 50, y, say("board.king"), 11, "normal", "end"));
    }
    const stats = "board.seat.stats" + (entry.pope_visit ? ".pope" : "");
    parts.push(text(x + 20, y + LINE, say(stats, {
      vp: vpText(entry, say), cards: entry.hand_size, markers: entry.markers,
    }), 11));
    parts.push(text(x + 20, y + 2 * LINE, say("board.seat.buildings", {
      castles: entry.castles, cities: entry.small_cities, large: entry.large_cities,
      cathedrals: entry.cathedrals,
    }), 11));
    y += 3 * LINE + 6;
  }
  return [parts, y];
}

function statusLines(view, say) {
  const end = say(`board.end-card.${view.end_card}`);
  const lines = [say("board.piles", { count: view.deck_size, end }),
    say("board.people", {
      count: view.people_deck, swords: view.people_swords, crowns: view.people_crowns_discarded,
    })];
  if ("attack" in view) {
    const attack = view.attack;
    const cards = Object.entries(attack.cards).map(([k, v]) => `${say(`card-name.${k}`)} ×${v}`).join(", ");
    lines.push(say(cards ? "board.attack" : "board.attack.none",
      { space: attack.target, seat: `p${attack.defender + 1}`, cards }));
  }
  if ("revolt" in view) {
    const revolt = view.revolt;
    const waiting = revolt.waiting.map((p) => `p${p + 1}`).join(", ");
    lines.push(say("board.revolt", { seat: `p${revolt.leader + 1}`, king: `p${revolt.king + 1}` }));
    lines.push(say(waiting ? "board.revolt.waiting" : "board.revolt.waiting.none", { seats: waiting }));
    if (revolt.side) lines.push(say(`board.revolt.side.${revolt.side}`));
  }
  return lines;
}

function handLines(view, say) {
  const viewer = view.viewer;
  if (viewer === null) return [];
  const hand = view.players[viewer].hand || {};
  const cards = Object.entries(hand).map(([k, v]) => `${say(`board.card.${k}`)} ×${v}`);
  return cards.length ? cards : [say("board.hand.none")];
}

function legend(x, y, say) {
  const parts = [text(x, y, say("board.legend"), 12, "bold")];
  y += LINE;
  Object.entries(TERRAIN_COLOUR).forEach(([name, colour], k) => {
    const cx = x + k * 95;
    parts.push(`<rect x="${f1(cx)}" y="${f1(y - 11)}" width="14" height="14" `
      + `fill="${colour}" stroke="#555"/>`);
    parts.push(text(cx + 19, y, say(`terrain.${name}`), 11));
  });
  y += LINE + 8;
  const icons = [castle(x + 7, y + 3, 14, "#ccc"), city(x + 102, y + 3, 14, "#ccc"), cathedral(x + 197, y - 4, 14)];
  ["castle", "city", "cathedral"].forEach((name, k) => {
    parts.push(icons[k]);
    parts.push(text(x + k * 95 + 19, y + 2, say(`board.legend.${name}`), 11));
  });
  return parts;
}

function panelParts(view, x, y, say) {
  const phase = say(`board.phase.${view.phase}`);
  let turn;
  if (view.actor !== null) {
    turn = say("board.turn.acting", { turn: view.turn + 1, phase, seat: `p${view.actor + 1}`, ap: view.ap });
  } else if (view.end_reason) {
    turn = say("board.turn.ended", { turn: view.turn + 1, phase, reason: say(`board.end-reason.${view.end_reason}`) });
  } else {
    turn = say("board.turn", { turn: view.turn + 1, phase });
  }
  let parts = [text(x, y, "Krone & Schwert", 15, "bold"), text(x, y + LINE, turn, 11)];
  const [rows, after] = seatRows(view, x, y + 2.8 * LINE, say);
  y = after;
  parts = parts.concat(rows);
  for (const line of statusLines(view, say)) {
    parts.push(text(x, y, line, 11));
    y += LINE;
  }
  const hand = handLines(view, say);
  if (hand.length) {
    y += 6;
    parts.push(text(x, y, say("panel.hand"), 12, "bold"));
    for (const line of hand) {
      y += LINE;
      parts.push(text(x + 8, y, line, 11));
    }
    y += LINE;
  }
  parts = parts.concat(legend(x, y + 8, say));
  return [parts, y + 8 + 3 * LINE];
}

/** The board of a view as SVG text; `legal` ([{id, text}]) marks the spaces of legal actions;
 *  `texts` are the game's texts in the page's language (texts.js), English where one is missing. */
export function renderSvg(view, legal = [], texts = {}, unit = 60.0) {
  const say = boardWords(texts, ENGLISH);
  const spaces = view.spaces;
  if (!spaces.length) return '<svg xmlns="http://www.w3.org/2000/svg" width="0" height="0"/>';
  const half = unit / 2;
  const minX = Math.min(...spaces.map((s) => s.x)) * half - unit;
  const minY = Math.min(...spaces.map((s) => s.y)) * half - unit;
  const boardWidth = Math.max(...spaces.map((s) => s.x)) * half - minX + unit;
  const boardHeight = Math.max(...spaces.map((s) => s.y)) * half - minY + unit;
  const panelX = minX + boardWidth + 10;
  const [panel, panelEnd] = panelParts(view, panelX + 12, minY + 24, say);
  const height = Math.max(boardHeight, panelEnd - minY + 10);
  const width = boardWidth + PANEL_WIDTH + 20;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${f0(minX)} ${f0(minY)} ${f0(width)} `
      + `${f0(height)}" font-family="sans-serif" class="kus-board">`,
    "<style>.kus-board .act{cursor:pointer}"
      + ".kus-board .act:hover .cue,.kus-board .badge:hover rect{stroke:#e65100}</style>",
    ...boardParts(view, legal.map(parseAction), unit, say),
    `<rect x="${f1(panelX)}" y="${f1(minY + 4)}" width="${f0(PANEL_WIDTH)}" `
      + `height="${f1(height - 8)}" rx="8" fill="#fbf6ea" stroke="#c9b99a"/>`,
    ...panel,
    "</svg>",
  ].join("\n");
}

