// The Fief board drawn in the browser from the view, the same SVG text that
// regnum/games/fief/render.py draws on the server (tests/server/test_browser_boards.py compares
// the two on random games), with the family trees and the court worded as
// regnum/games/fief/genealogy.py words them. Layout and meaning are described there; this file
// follows both function by function, under the same names. The legal actions come as
// {id, text, kind, args}, as the server sends them. Its words are the game's texts in the page's
// language (`board.<id>`, as render.py's), English where they are missing.

import { boardWords, squeezed } from "./words.js";

// The board's words in English (texts.py `board.<id>`, `phase-name.<phase>`, `card-name.<card>`),
// for a page whose game texts have not arrived.
const ENGLISH = {
  "board.title": "Fief board",
  "board.status": "turn {turn}/{limit}, phase {phase}, {seat} to act, first player {first}",
  "board.status.over": "turn {turn}/{limit}, phase {phase}, game over, first player {first}",
  "board.status.setup": "set-up, phase {phase}, {seat} to act, first player {first}",
  "board.status.setup.over": "set-up, phase {phase}, game over, first player {first}",
  "board.kind.0": "duchy",
  "board.kind.1": "county",
  "board.kind.2": "barony",
  "board.storm": "storm since turn {turn}",
  "board.button.crown": "crown",
  "board.prisoner": "{name} (prisoner of {seat})",
  "board.button.buy.0": "S",
  "board.button.buy.1": "K3",
  "board.button.buy.2": "K6",
  "board.button.buy.3": "E",
  "board.button.buy.4": "Mi",
  "board.button.buy.5": "Pr",
  "board.button.buy.6": "Ca",
  "board.button.lady": "Lady",
  "board.button.lord": "Lord",
  "board.button.recruit_lord": "Lord",
  "board.button.m_march": "Go",
  "board.button.m_withdraw": "Flee",
  "board.button.place_castle": "Ca",
  "board.button.place_child": "Child",
  "board.button.place_child_father": "Fath",
  "board.peasants": "Revolting peasants: {points} points, hostile to every family",
  "board.seat.you": "{seat} (you)",
  "board.seat.to-act": "{seat} — to act",
  "board.seat.out": "{seat} — out",
  "board.seat.you.to-act": "{seat} (you) — to act",
  "board.seat.you.out": "{seat} (you) — out",
  "board.seat.to-act.out": "{seat} — to act — out",
  "board.seat.you.to-act.out": "{seat} (you) — to act — out",
  "board.seat.judge": "{seat} — treasurer and judge",
  "board.seat.you.judge": "{seat} (you) — treasurer and judge",
  "board.seat.to-act.judge": "{seat} — to act — treasurer and judge",
  "board.seat.you.to-act.judge": "{seat} (you) — to act — treasurer and judge",
  "board.detail": "{money} écus · {crowns} crowns · {lords} lords",
  "board.detail.cards": "{money} écus · {crowns} crowns · {lords} lords · {cards} cards",
  "board.detail.cards.one": "{money} écus · {crowns} crowns · {lords} lords · {cards} card",
  "board.detail.hidden": "money hidden · {crowns} crowns · {lords} lords",
  "board.detail.hidden.cards": "money hidden · {crowns} crowns · {lords} lords · {cards} cards",
  "board.detail.hidden.cards.one": "money hidden · {crowns} crowns · {lords} lords · {cards} card",
  "board.detail.judge": "no family · judges the lay cases",
  "board.your-cards": "Your cards: {cards}",
  "board.actions": "Actions",
  "board.more-actions": "{count} more in the list of actions",
  "board.allied-with": "allied with {seat}",
  "board.talks": "Talks",
  "board.offer.alliance": "{seat} offers {other} an alliance",
  "board.offer.truce": "{seat} offers {other} a truce of {count} turns",
  "board.offer.truce.one": "{seat} offers {other} a truce of {count} turn",
  "board.offer.promise": "{seat} offers {other} a promise of {count} écus",
  "board.allied": "{seat} and {other} are allied",
  "board.truce": "{seat} and {other}: truce to turn {turn}",
  "board.promise": "{seat} owes {other} {count} écus by turn {turn}",
  "board.more-talks": "and {count} more",
  "board.legend": "Legend",
  "board.legend.castle": "castle",
  "board.legend.city": "city (crowned fief)",
  "board.legend.mill": "mill",
  "board.legend.press": "press",
  "board.legend.banner": "bishopric banner;",
  "board.legend.principal": "large: principal village",
  "board.legend.fief-border": "fief border",
  "board.legend.bishopric-border": "bishopric border",
  "board.legend.buttons": "? = a face-down stack. Buttons:",
  "board.legend.pieces": "S soldier, K3/K6 knight, E engine,",
  "board.legend.buildings": "Mi mill, Pr press, Ca castle",
  "board.family": "{seat} family · {count} generation(s)",
  "board.family.you": "{seat} family (you) · {count} generation(s)",
  "board.no-lord": "no living lord",
  "board.sign.king": "king or queen",
  "board.sign.dauphin": "dauphin",
  "board.sign.bishop": "bishop",
  "board.sign.cardinal": "cardinal",
  "board.sign.pope": "Pope",
  "board.sign.priest": "priest",
  "board.sign.army": "royal army",
  "board.sign.rings": "married",
  "board.court": "Court and church",
  "board.click": "Click a lord in a dashed frame to: {actions}",
  "board.title.0.0": "duke of {fief}",
  "board.title.0.1": "duchess of {fief}",
  "board.title.1.0": "count of {fief}",
  "board.title.1.1": "countess of {fief}",
  "board.title.2.0": "baron of {fief}",
  "board.title.2.1": "baroness of {fief}",
  "board.office.king": "king",
  "board.office.queen": "queen",
  "board.office.dauphin": "dauphin",
  "board.bishop-of": "bishop of {see}",
  "board.rank.2": "bishop",
  "board.rank.1": "priest",
  "board.rank.3": "cardinal",
  "board.rank.4": "Pope",
  "board.mark.darc": "d'Arc",
  "board.mark.bastard": "bastard",
  "board.mark.excommunicated": "excommunicated",
  "board.mark.plague": "plague-stricken",
  "board.mark.spy": "spy",
  "board.mark.prisoner": "prisoner of {seat}",
  "board.mark.dead": "dead",
  "board.lord": "{name} (gen {generation})",
  "board.lord.lady": "{name} (lady, gen {generation})",
  "board.lord.seat": "{name} (gen {generation}, {seat})",
  "board.lord.lady.seat": "{name} (lady, gen {generation}, {seat})",
  "board.child-of": "child of {parents}",
  "board.and": "{first} and {second}",
  "board.who": "{name} ({seat})",
  "board.none": "none",
  "board.court.king": "King: {who}",
  "board.court.queen": "queen: {who}",
  "board.court.dauphin": "dauphin: {who}",
  "board.court.army": "royal army: {count}",
  "board.court.pope": "Pope: {who}",
  "board.court.cardinals": "cardinals: {who}",
  "board.court.bishop": "{see}: {who}",
  "board.court.bishops": "Bishops: {bishops}",
  "board.election.bishop": "Election of the bishop of {see}",
  "board.election.Pope": "Election of the Pope",
  "board.election.king": "Election of the king",
  "board.election.church acts": "Election of the church acts",
  "board.election.none": "Election of the none",
  "board.candidate": "candidate {who}",
  "board.votes": "votes {votes}",
  "board.ballots": "{count} ballot(s) cast",
  "phase-name.setup-fief": "setup-fief",
  "phase-name.setup-castle": "setup-castle",
  "phase-name.setup-lord": "setup-lord",
  "phase-name.new-lord": "new-lord",
  "phase-name.purchase": "purchase",
  "phase-name.military": "military",
  "phase-name.over": "over",
  "phase-name.disband": "disband",
  "phase-name.church-acts": "church-acts",
  "phase-name.nominate": "nominate",
  "phase-name.ballot": "ballot",
  "phase-name.veto": "veto",
  "phase-name.consent": "consent",
  "phase-name.births": "births",
  "phase-name.place-child": "place-child",
  "phase-name.church-child": "church-child",
  "phase-name.darc": "darc",
  "phase-name.family": "family",
  "phase-name.dowry": "dowry",
  "phase-name.answer": "answer",
  "phase-name.bless": "bless",
  "phase-name.cards": "cards",
  "phase-name.assassin": "assassin",
  "phase-name.oppose": "oppose",
  "phase-name.peasants": "peasants",
  "phase-name.flight": "flight",
  "phase-name.negotiate": "negotiate",
  "phase-name.reply": "reply",
  "phase-name.judge": "judge",
  "phase-name.pardon": "pardon",
  "card-name.famine": "famine",
  "card-name.storm": "storm",
  "card-name.fine weather": "fine weather",
  "card-name.good harvest": "good harvest",
  "card-name.plague": "plague",
  "card-name.assassination": "assassination",
  "card-name.spy": "spy",
  "card-name.excommunication": "excommunication",
  "card-name.revolt": "revolt",
  "card-name.tunnel": "tunnel",
};

// regnum/games/fief/map.py
const WIDTH = 1040;
const HEIGHT = 680;
const SITES = [
  ["Aubrevaux", 90, 120], ["Belvirac", 239, 85], ["Corvignac", 431, 63],
  ["Doumerac", 554, 112], ["Escarbois", 744, 66], ["Fontmerle", 893, 97],
  ["Gaudrecourt", 113, 278], ["Hautclaret", 302, 233], ["Isarnville", 432, 225],
  ["Jonquevaux", 617, 246], ["Lormesac", 754, 235], ["Montaigrel", 915, 255],
  ["Noirvaux", 97, 383], ["Orbessac", 282, 416], ["Pradelieu", 397, 440],
  ["Quercignac", 564, 420], ["Rochefraine", 750, 417], ["Salvenac", 930, 383],
  ["Tarnecourt", 146, 577], ["Ussonville", 295, 543], ["Valbrisse", 444, 542],
  ["Vermenoux", 625, 594], ["Grisemont", 758, 558], ["Lavandrac", 936, 549],
];
const VILLAGES = SITES.map(([name, x, y], id) => ({ id, name, x, y }));
const DUCHY = 0;
const COUNTY = 1;
const BARONY = 2;
const FIEFS = [
  [0, "Valombre", DUCHY, [0, 1, 6, 7]],
  [1, "Hautmarche", DUCHY, [16, 17, 22, 23]],
  [2, "Brisemont", COUNTY, [2, 3, 8]],
  [3, "Lusigne", COUNTY, [4, 5, 11]],
  [4, "Morvanges", COUNTY, [12, 13, 18]],
  [5, "Sarrazac", COUNTY, [19, 20, 21]],
  [6, "Clairefont", BARONY, [9, 10]],
  [7, "Pierrefeu", BARONY, [14, 15]],
].map(([id, name, kind, villages]) => ({ id, name, kind, villages }));
const BISHOPRICS = [
  [0, "Hautclaret", [0, 1, 6, 7, 8, 12, 18], 7],
  [1, "Jonquevaux", [2, 3, 9, 16], 9],
  [2, "Montaigrel", [4, 5, 10, 11, 17], 11],
  [3, "Orbessac", [13, 14, 19, 20], 13],
  [4, "Grisemont", [15, 21, 22, 23], 22],
].map(([id, name, villages, principal]) => ({ id, name, villages, principal }));
const ROADS = [
  [0, 1], [0, 6], [1, 2], [1, 7], [1, 8], [2, 3], [2, 8], [3, 9], [4, 5], [4, 10],
  [5, 10], [5, 11], [6, 7], [6, 12], [6, 13], [7, 8], [8, 9], [8, 14], [9, 10], [9, 15],
  [9, 16], [10, 11], [10, 16], [11, 17], [12, 13], [12, 18], [13, 14], [13, 19], [14, 15],
  [14, 19], [14, 20], [15, 16], [15, 21], [16, 17], [17, 23], [18, 19], [19, 20], [20, 21],
  [21, 22], [22, 23],
];

function ownerTable(groups) {
  const owner = VILLAGES.map(() => -1);
  groups.forEach((villages, index) => villages.forEach((v) => { owner[v] = index; }));
  return owner;
}

const FIEF_OF = ownerTable(FIEFS.map((f) => f.villages));
const BISHOPRIC_OF = ownerTable(BISHOPRICS.map((b) => b.villages));

// regnum/games/fief/data.py
const MALE_LORDS = [
  "francois", "quentin", "gauvin", "bertrand", "enguerrand", "thibaut", "arnaud", "geoffroy",
  "raoul", "guillaume", "hugues", "amaury", "baudouin", "gaucher", "renaud", "aymeric",
  "foulques", "josselin", "lancelin", "perceval", "tristan", "yvain", "godefroy", "anseau",
];
const FEMALE_LORDS = [
  "jeanne", "alienor", "blanche", "mahaut", "isabeau", "ermengarde", "adele", "beatrice",
  "clemence", "yolande", "agnes", "marguerite",
];
const LORD_NAMES = [...MALE_LORDS, ...FEMALE_LORDS];

// regnum/games/fief/state.py
const RANK_BISHOP = 2;
const RANK_CARDINAL = 3;
const RANK_POPE = 4;

// -- Python's formatting ------------------------------------------------------------------------

/** Python's `format(x, ".1f")`: toFixed(1), except that an exact tie (x a multiple of 1/4 but
 *  not of 1/2, the only doubles halfway between tenths) rounds to even and -0 keeps its sign. */
function f1(x) {
  const size = Math.abs(x);
  const sign = x < 0 || Object.is(x, -0) ? "-" : "";
  if (Number.isInteger(size * 4) && !Number.isInteger(size * 2)) {
    const down = Math.floor(size * 10);
    const tenths = down % 2 === 0 ? down : down + 1;
    return `${sign}${Math.floor(tenths / 10)}.${tenths % 10}`;
  }
  return sign + size.toFixed(1);
}

/** Python's `format(x, "g")` for the sizes and scales of this board (no exponent needed). */
function g(x) {
  return String(Number(x.toPrecision(6)));
}

/** Python's `str(x)` of a float: an integral value keeps its ".0". */
function floatStr(x) {
  return Number.isInteger(x) ? `${x}.0` : String(x);
}

/** xml.sax.saxutils.escape */
function escape(body) {
  return String(body).replace(/&/g, "&amp;").replace(/>/g, "&gt;").replace(/</g, "&lt;");
}

/** Python's `str.capitalize()` */
function capitalize(word) {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

const sum = (numbers) => numbers.reduce((a, b) => a + b, 0);

// -- regnum/games/fief/genealogy.py -------------------------------------------------------------

function seatName(p) {
  return `p${p + 1}`;
}

function byId(view) {
  return new Map(view.lords.map((lord) => [lord.id, lord]));
}

function bishopricOf(view, lordId) {
  return view.bishops.findIndex((holder) => holder === lordId);
}

function marks(view, lord, say) {
  const lordId = lord.id;
  const female = lord.female ? 1 : 0;
  const words = view.fiefs.filter((f) => f.lord === lordId)
    .map((f) => say(`board.title.${FIEFS[f.id].kind}.${female}`, { fief: FIEFS[f.id].name }));
  for (const office of ["king", "queen", "dauphin"]) {
    if (view[office] === lordId) words.push(say(`board.office.${office}`));
  }
  const rank = lord.rank;
  const see = rank === RANK_BISHOP ? bishopricOf(view, lordId) : -1;
  if (see >= 0) words.push(say("board.bishop-of", { see: BISHOPRICS[see].name }));
  else if (rank) words.push(say(`board.rank.${rank}`));
  for (const key of ["darc", "bastard", "excommunicated", "plague"]) {
    if (lord[key]) words.push(say(`board.mark.${key}`));
  }
  if ((view.cards || {}).spy === lordId) words.push(say("board.mark.spy"));
  if (lord.status === "prisoner") words.push(say("board.mark.prisoner", { seat: seatName(lord.captor) }));
  else if (lord.status === "dead") words.push(say("board.mark.dead"));
  return words;
}

function describe(view, lord, seat, say) {
  const key = "board.lord" + (lord.female ? ".lady" : "") + (lord.seat !== seat ? ".seat" : "");
  return say(key, { name: capitalize(String(lord.name)), generation: lord.generation,
    seat: seatName(lord.seat) });
}

/** One line of a family tree: {lord, depth, joined ("", "spouse", "child"), text, marks}. */
function family(view, seat, say) {
  const lords = byId(view);
  const members = view.lords.filter((lord) => lord.seat === seat);
  const ids = new Set(members.map((lord) => lord.id));
  const lines = [];
  const placed = new Set();

  function add(lord, depth, joined, extra = []) {
    const lordId = lord.id;
    placed.add(lordId);
    lines.push({ lord, depth, joined, text: describe(view, lord, seat, say),
      marks: [...marks(view, lord, say), ...extra] });
    if (!ids.has(lordId)) return; // a child in another family: its branch is drawn there
    const couple = new Set([lordId]);
    const spouse = lords.get(lord.spouse);
    if (spouse !== undefined && !placed.has(spouse.id)) {
      couple.add(spouse.id);
      placed.add(spouse.id);
      lines.push({ lord: spouse, depth, joined: "spouse", text: describe(view, spouse, seat, say),
        marks: marks(view, spouse, say) });
    }
    for (const child of view.lords) { // his own, and the spouse's with him or raised here
      const parents = [child.father, child.mother];
      const ours = parents.includes(lordId)
        || (parents.some((p) => couple.has(p)) && ids.has(child.id));
      if (ours && !placed.has(child.id)) add(child, depth + 1, "child");
    }
  }

  for (const lord of members) {
    const parents = [lord.father, lord.mother].filter((p) => lords.has(p)).map((p) => lords.get(p));
    if (placed.has(lord.id) || parents.some((p) => ids.has(p.id))) continue;
    const named = parents.map((p) => describe(view, p, seat, say));
    const both = named.length === 2 ? say("board.and", { first: named[0], second: named[1] }) : "";
    add(lord, 0, "", named.length ? [say("board.child-of", { parents: both || named[0] })] : []);
  }
  return lines;
}

function generations(view, seat) {
  return new Set(view.lords.filter((lord) => lord.seat === seat && lord.status !== "dead")
    .map((lord) => lord.generation)).size;
}

function court(view, say) {
  const lords = byId(view);
  const who = (lordId) => {
    const lord = lords.get(lordId);
    return lord === undefined ? say("board.none")
      : say("board.who", { name: capitalize(String(lord.name)), seat: seatName(lord.seat) });
  };
  const army = sum(view.royal_army);
  const crown = ["king", "queen", "dauphin"].map((office) => say(`board.court.${office}`, { who: who(view[office]) }));
  if (army) crown.push(say("board.court.army", { count: army }));
  const popes = [...lords].filter(([, lord]) => lord.rank === RANK_POPE).map(([i]) => who(i));
  const cardinals = [...lords].filter(([, lord]) => lord.rank === RANK_CARDINAL).map(([i]) => who(i));
  const church = [say("board.court.pope", { who: popes.length ? popes[0] : say("board.none") }),
    say("board.court.cardinals", { who: cardinals.join(", ") || say("board.none") })];
  const bishops = view.bishops.map((holder, b) => say("board.court.bishop", { see: BISHOPRICS[b].name, who: who(holder) }));
  const lines = [crown.join("; "), church.join("; "), say("board.court.bishops", { bishops: bishops.join("; ") })];
  const election = view.church;
  if (election && election.votes.length) lines.push(electionLine(election, who, say));
  return lines;
}

/** genealogy._election */
function electionLine(election, who, say) {
  const kind = election.election;
  const see = kind === "bishop" ? BISHOPRICS[election.bishopric].name : "";
  const parts = [say(`board.election.${kind}`, { see })];
  if (election.candidate >= 0) parts.push(say("board.candidate", { who: who(election.candidate) }));
  const votes = election.votes.map((w, p) => [p, w]).filter(([, w]) => w)
    .map(([p, w]) => `${seatName(p)} ${w}`).join(", ");
  parts.push(say("board.votes", { votes }), say("board.ballots", { count: election.ballots_cast }));
  return parts.join("; ");
}

// -- regnum/games/fief/render.py ----------------------------------------------------------------
// the seventh, slate grey, is only ever the treasurer and judge's (it holds nothing on the map)
const SEAT_COLOUR = ["#d32f2f", "#1976d2", "#fbc02d", "#7b1fa2", "#f57c00", "#00897b", "#546e7a"];
const SEAT_TEXT = ["#ffffff", "#ffffff", "#212121", "#ffffff", "#212121", "#ffffff", "#ffffff"];
const FIEF_COLOUR = ["#e9d8a6", "#cfe3b0", "#f2c7a5", "#c4dbea", "#dcc8e6", "#f4e7b8", "#b9e0d6",
  "#f0c8cf"];
const BISHOPRIC_COLOUR = ["#6a1b9a", "#00695c", "#ad1457", "#283593", "#6d4c41"];
const TOP = 44;
const PANEL = 330;
const ROW = 17;
const CHAR = 7.6;
const INDENT = 24;
const FAMILY_ROW = 19;
const SMALL = 13;
const PLACE_OF_KIND = {
  choose_fief: ["fief", 0],
  place_castle: ["village", 0],
  new_lord: ["village", 1],
  buy: ["village", 1],
  recruit_lord: ["village", 0],
  crown: ["crown", 0],
  m_march: ["village", 0],
  m_withdraw: ["village", 0],
  m_lead: ["lord", 0],
  m_take_lord: ["lord", 0],
  m_aim: ["lord", 0],
  m_lose_lord: ["lord", 0],
  m_ransom: ["lord", 0],
  c_hat: ["lord", 0],
  c_absolve: ["lord", 0],
  c_legitimise: ["lord", 0],
  c_name_cardinal: ["lord", 0],
  c_annul: ["lord", 0],
  c_nominate: ["lord", 0],
  c_vote_for: ["lord", 0],
  bear: ["lord", 0],
  place_child: ["village", 0],
  place_child_father: ["village", 0],
  church_child: ["lord", 0],
  darc: ["lord", 0],
  ordain: ["lord", 0],
  leave_orders: ["lord", 0],
  retire: ["lord", 0],
  take_wife: ["lord", 0],
  propose: ["lord", 0],
};
const BUTTON_KINDS = new Set(["recruit_lord", "m_march", "m_withdraw", "place_castle", "place_child",
  "place_child_father"]);
const STYLE = "text{font-family:'DejaVu Sans',Verdana,sans-serif}"
  + ".act{cursor:pointer}.act:hover .cue{stroke:#e65100;stroke-width:4}"
  + ".cue{fill:none;stroke:#ff6f00;stroke-width:3;stroke-dasharray:5 3}"
  + ".name{paint-order:stroke;stroke:#fbf6ea;stroke-width:3px}";

// -- geometry -----------------------------------------------------------------------------------
function clip(cell, site, other, tag) {
  const mx = (site[0] + other[0]) / 2;
  const my = (site[1] + other[1]) / 2;
  const dx = other[0] - site[0];
  const dy = other[1] - site[1];
  const side = (p) => (p[0] - mx) * dx + (p[1] - my) * dy;
  const out = [];
  cell.forEach(([p, edge], k) => {
    const q = cell[(k + 1) % cell.length][0];
    const sp = side(p);
    const sq = side(q);
    if (sp <= 0) out.push([p, edge]);
    if ((sp <= 0) !== (sq <= 0)) {
      const t = sp / (sp - sq);
      const cut = [p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])];
      out.push([cut, sp <= 0 ? tag : edge]);
    }
  });
  return out;
}

let cellsMemo = null;

function cells() {
  if (cellsMemo) return cellsMemo;
  const frame = [[[0, 0], -1], [[WIDTH, 0], -1], [[WIDTH, HEIGHT], -1], [[0, HEIGHT], -1]];
  cellsMemo = VILLAGES.map((site) => {
    let cell = frame;
    for (const other of VILLAGES) {
      if (other.id !== site.id) cell = clip(cell, [site.x, site.y], [other.x, other.y], other.id);
    }
    return cell;
  });
  return cellsMemo;
}

function borders(regionOf) {
  const segments = [];
  cells().forEach((cell, v) => {
    cell.forEach(([p, other], k) => {
      if (other > v && regionOf[other] !== regionOf[v]) segments.push([p, cell[(k + 1) % cell.length][0]]);
    });
  });
  return segments;
}

let labelMemo = null;

function fiefLabelPoints() {
  if (labelMemo) return labelMemo;
  labelMemo = FIEFS.map((fief) => {
    let area = 0;
    let cx = 0;
    let cy = 0;
    for (const v of fief.villages) {
      const pts = cells()[v].map(([p]) => p);
      pts.forEach(([x0, y0], k) => {
        const [x1, y1] = pts[(k + 1) % pts.length];
        const cross = x0 * y1 - x1 * y0;
        area += cross;
        cx += (x0 + x1) * cross;
        cy += (y0 + y1) * cross;
      });
    }
    const x = cx / (3 * area);
    let y = cy / (3 * area);
    for (const v of fief.villages) {
      const site = VILLAGES[v];
      if (Math.abs(site.x - x) < 70 && Math.abs(site.y - y) < 55) y = site.y + (y >= site.y ? 55 : -55);
    }
    return [x, y];
  });
  return labelMemo;
}

// -- reading the view ---------------------------------------------------------------------------
function crownSeats(view) {
  return view.fiefs.map((f) => f.crown);
}

function stackPoints(stack) {
  const points = stack.points;
  return points === undefined || points === null ? null : points;
}

// -- SVG ----------------------------------------------------------------------------------------
function seatLabel(p) {
  return `p${p + 1}`;
}

function text(x, y, body, size = SMALL, anchor = "middle", extra = "") {
  return `<text x="${f1(x)}" y="${f1(y)}" font-size="${g(size)}" text-anchor="${anchor}"${extra}>`
    + `${escape(body)}</text>`;
}

function points(pts, dx = 0, dy = 0) {
  return pts.map(([x, y]) => `${f1(x + dx)},${f1(y + dy)}`).join(" ");
}

/** The legal actions sorted by what they point at on the map (render.py's _Targets). */
class Targets {
  constructor(actions, lordsDrawn) {
    this.village = new Map();
    this.fief = new Map();
    this.crown = new Map();
    this.lord = new Map();
    this.other = [];
    const push = (map, key, action) => {
      if (!map.has(key)) map.set(key, []);
      map.get(key).push(action);
    };
    const byLord = new Map();
    for (const action of actions) {
      const place = PLACE_OF_KIND[action.kind];
      if (place === undefined || action.args.length <= place[1]) {
        this.other.push(action);
        continue;
      }
      const [where, index] = place;
      const target = action.args[index];
      if (where === "fief") push(this.fief, target, action);
      else if (where === "crown") push(this.crown, FIEF_OF[target], action);
      else if (where === "lord") push(byLord, LORD_NAMES[target], action);
      else push(this.village, target, action);
    }
    for (const [name, acts] of byLord) {
      if (acts.length === 1 && lordsDrawn.has(name)) this.lord.set(name, acts[0]);
      else this.other.push(...acts);
    }
    this.other.sort((a, b) => a.id - b.id);
  }
}

function act(action, cls) {
  return `class="${cls} act" data-action="${action.id}"`;
}

function buttonLabel(action, say) {
  if (action.kind === "buy") return say(`board.button.buy.${action.args[0]}`);
  if (action.kind === "new_lord") return say(action.args[0] ? "board.button.lady" : "board.button.lord");
  if (BUTTON_KINDS.has(action.kind)) return say(`board.button.${action.kind}`);
  return capitalize(action.text.split(" ")[0]).slice(0, 4);
}

const EFFECT_COLOUR = { storm: "#37474f", famine: "#8d4f00", plague: "#2e7d32" };

function effectsAt(view, v) {
  const cards = view.cards || {};
  const found = [];
  if (cards.storm && cards.storm.length && cards.storm[FIEF_OF[v]]) found.push("storm");
  for (const name of ["famine", "plague"]) {
    if (cards[name] && cards[name].length && cards[name][BISHOPRIC_OF[v]]) found.push(name);
  }
  return found;
}

function hatches() {
  const out = ["<defs>"];
  Object.entries(EFFECT_COLOUR).forEach(([name, colour], k) => {
    out.push(`<pattern id="hatch-${name}" width="14" height="14" patternUnits="userSpaceOnUse" `
      + `patternTransform="rotate(${45 + 45 * k})"><rect width="5" height="14" `
      + `fill="${colour}" fill-opacity="0.35"/></pattern>`);
  });
  out.push("</defs>");
  return out.join("");
}

function mapLayer(view) {
  const crowns = crownSeats(view);
  const out = [hatches(), `<g id="map" transform="translate(0 ${TOP})">`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#efe6cf"/>`];
  cells().forEach((cell, v) => {
    const fief = FIEF_OF[v];
    const colour = FIEF_COLOUR[fief];
    const pts = points(cell.map(([p]) => p));
    out.push(`<polygon class="cell" data-village="${v}" points="${pts}" fill="${colour}" `
      + `stroke="${colour}" stroke-width="1"/>`);
    if (crowns[fief] >= 0) {
      const tint = SEAT_COLOUR[crowns[fief]];
      out.push(`<polygon points="${pts}" fill="${tint}" fill-opacity="0.22" `
        + `stroke="${tint}" stroke-opacity="0.22" stroke-width="1"/>`);
    }
    for (const effect of effectsAt(view, v)) { // a card lying on the board: hatched over the cell
      out.push(`<polygon class="effect" data-effect="${effect}" points="${pts}" `
        + `fill="url(#hatch-${effect})" stroke="none"/>`);
    }
  });
  for (const [[x0, y0], [x1, y1]] of borders(BISHOPRIC_OF)) {
    out.push(`<line x1="${f1(x0)}" y1="${f1(y0)}" x2="${f1(x1)}" y2="${f1(y1)}" `
      + 'stroke="#7b1fa2" stroke-width="2.5" stroke-dasharray="9 6" opacity="0.7"/>');
  }
  for (const [[x0, y0], [x1, y1]] of borders(FIEF_OF)) {
    out.push(`<line x1="${f1(x0)}" y1="${f1(y0)}" x2="${f1(x1)}" y2="${f1(y1)}" `
      + 'stroke="#5d4037" stroke-width="4" stroke-linecap="round"/>');
  }
  for (const [a, b] of ROADS) {
    const va = VILLAGES[a];
    const vb = VILLAGES[b];
    const line = `x1="${va.x}" y1="${va.y}" x2="${vb.x}" y2="${vb.y}"`;
    out.push(`<line ${line} stroke="#8d6e63" stroke-width="7" stroke-linecap="round"/>`
      + `<line ${line} stroke="#f3e3bf" stroke-width="4" stroke-linecap="round"/>`);
  }
  out.push("</g>");
  return out;
}

function fiefLabels(view, targets, say) {
  const crowns = crownSeats(view);
  const out = [`<g id="fief-labels" transform="translate(0 ${TOP})">`];
  FIEFS.forEach((fief, f) => {
    const [x, y] = fiefLabelPoints()[f];
    const choose = targets.fief.get(fief.id) || [];
    const attrs = choose.length ? act(choose[0], "fief") : 'class="fief"';
    const label = fief.name.toUpperCase();
    out.push(`<g ${attrs} data-fief="${fief.id}">`);
    const width = 11 * label.length + 12;
    if (choose.length) {
      out.push(`<rect class="cue" x="${f1(x - width / 2)}" y="${f1(y - 17)}" `
        + `width="${f1(width)}" height="34" rx="6"/>`);
    }
    out.push(text(x, y, label, 14, "middle", ' class="name" font-weight="bold" fill="#4e342e"'
      + ' letter-spacing="1"'));
    out.push(text(x, y + 15, say(`board.kind.${fief.kind}`), SMALL, "middle",
      ' class="name" font-style="italic" fill="#6d4c41"'));
    const holder = crowns[fief.id];
    if (holder >= 0) out.push(crown(x + width / 2 + 4, y - 12, SEAT_COLOUR[holder], 1.0));
    const storm = (view.cards || {}).storm || [];
    if (storm.length && storm[fief.id]) {
      out.push(text(x, y + 30, say("board.storm", { turn: storm[fief.id] }), SMALL, "middle",
        ` class="name" font-weight="bold" fill="${EFFECT_COLOUR.storm}"`));
    }
    out.push("</g>");
    (targets.crown.get(fief.id) || []).forEach((action, i) => {
      const bx = x - 38 + i * 80;
      const by = y + 19;
      out.push(`<g ${act(action, "crown-button")}>`
        + `<rect x="${f1(bx)}" y="${f1(by)}" width="76" height="20" rx="4" `
        + 'fill="#fff3c4" stroke="#c49000"/>'
        + crown(bx + 4, by + 3, "#c49000", 0.7)
        + text(bx + 46, by + 15, say("board.button.crown"), SMALL, "middle",
          ' font-weight="bold"' + squeezed(say("board.button.crown"), SMALL, 50))
        + `<rect class="cue" x="${f1(bx)}" y="${f1(by)}" width="76" height="20" `
        + 'rx="4"/></g>');
    });
  });
  out.push("</g>");
  return out;
}

function crown(x, y, colour, scale) {
  return `<path transform="translate(${f1(x)} ${f1(y)}) scale(${g(scale)})" fill="${colour}" `
    + 'stroke="#3e2723" stroke-width="1" '
    + 'd="M0 16 L2 4 L7 10 L11 1 L15 10 L20 4 L22 16 Z"/>';
}

function castle(x, y, city, owner) {
  const gate = owner >= 0 ? SEAT_COLOUR[owner] : "#263238";
  if (city) {
    return `<g class="city" data-owner="${owner}" transform="translate(${f1(x)} ${f1(y)})">`
      + '<path d="M0 22 V6 H5 V2 H9 V6 H13 V10 H19 V6 H23 V2 H27 V6 H32 V22 Z" '
      + 'fill="#eeeeee" stroke="#263238" stroke-width="1.5"/>'
      + `<rect x="13" y="14" width="6" height="8" fill="${gate}"/>`
      + crown(7, -12, "#ffc107", 0.8) + "</g>";
  }
  return `<g class="castle" data-owner="${owner}" transform="translate(${f1(x)} ${f1(y)})">`
    + '<path d="M0 20 V4 H4 V0 H8 V4 H12 V0 H16 V4 H20 V20 Z" fill="#bdbdbd" '
    + 'stroke="#263238" stroke-width="1.5"/>'
    + `<rect x="7" y="12" width="6" height="8" fill="${gate}"/></g>`;
}

function mill(x, y) {
  return `<g class="mill" transform="translate(${f1(x)} ${f1(y)})">`
    + '<rect x="5" y="8" width="6" height="10" fill="#a1887f" stroke="#3e2723"/>'
    + '<path d="M8 8 L1 1 M8 8 L15 1 M8 8 L1 15 M8 8 L15 15" stroke="#3e2723" '
    + 'stroke-width="2"/></g>';
}

function press(x, y) {
  return `<g class="press" transform="translate(${f1(x)} ${f1(y)})">`
    + '<rect x="1" y="6" width="14" height="12" rx="3" fill="#8e24aa" stroke="#3e2723"/>'
    + '<path d="M8 0 V8 M3 3 H13" stroke="#3e2723" stroke-width="2"/></g>';
}

function banner(x, y, bishopric, principal) {
  const colour = BISHOPRIC_COLOUR[bishopric];
  const k = principal ? 1.5 : 1.0;
  const pole = `<line x1="${f1(x)}" y1="${f1(y)}" x2="${f1(x)}" y2="${f1(y - 26 * k)}" stroke="#3e2723"/>`;
  const flag = `<path d="M${f1(x)} ${f1(y - 26 * k)} h${f1(16 * k)} l-${f1(4 * k)} ${f1(5 * k)} `
    + `l${f1(4 * k)} ${f1(5 * k)} h-${f1(16 * k)} Z" fill="${colour}"/>`;
  let cross = "";
  if (principal) {
    const cx = x + 7 * k;
    const cy = y - 21 * k;
    cross = `<path d="M${f1(cx)} ${f1(cy - 4)} V${f1(cy + 4)} M${f1(cx - 3)} ${f1(cy - 1)} `
      + `H${f1(cx + 3)}" stroke="#fff" stroke-width="1.6"/>`;
  }
  return `<g class="banner${principal ? " principal" : ""}" `
    + `data-bishopric="${bishopric}">${pole}${flag}${cross}</g>`;
}

function stack(x, y, s) {
  const seat = s.seat;
  const colour = SEAT_COLOUR[seat];
  const ink = SEAT_TEXT[seat];
  const strength = stackPoints(s);
  const data = strength !== null ? ` data-points="${strength}"` : "";
  const out = [`<g class="stack" data-seat="${seat}"${data}>`];
  if ("soldiers" in s) {
    out.push(`<title>${s.soldiers} soldiers, ${s.knights3} knights of 3, `
      + `${s.knights6} knights of 6</title>`);
  }
  for (const k of [4, 2, 0]) {
    out.push(`<rect x="${f1(x + k)}" y="${f1(y - k)}" width="24" height="18" rx="3" `
      + `fill="${colour}" stroke="#212121" stroke-width="1"/>`);
  }
  out.push(text(x + 12, y + 14, strength === null ? "?" : strength, SMALL, "middle",
    ` fill="${ink}" font-weight="bold"`));
  out.push("</g>");
  return out.join("");
}

function engine(x, y, seat, count) {
  return `<g class="engine" data-seat="${seat}" data-count="${count}">`
    + `<path d="M${f1(x)} ${f1(y + 16)} l8 -15 l8 15 Z" fill="${SEAT_COLOUR[seat]}" `
    + 'stroke="#212121" stroke-width="1.2"/>'
    + `<circle cx="${f1(x + 4)}" cy="${f1(y + 17)}" r="2.5" fill="#212121"/>`
    + `<circle cx="${f1(x + 12)}" cy="${f1(y + 17)}" r="2.5" fill="#212121"/>`
    + (count > 1 ? text(x + 8, y + 32, `×${count}`, SMALL, "middle", ' font-weight="bold"') : "")
    + "</g>";
}

function fixed(x, y, village) {
  const city = Boolean(village.city);
  const hasCastle = Boolean(village.castle);
  const mills = village.mills;
  const presses = village.presses;
  let fixedX = x - 8 - (city ? 32 : hasCastle ? 22 : 0) - 18 * (mills + presses);
  const out = [];
  if (city || hasCastle) {
    out.push(castle(fixedX, y - 40, city, village.fort_owner));
    if (village.ruin) {
      out.push(`<path class="ruin" d="M${f1(fixedX)} ${f1(y - 40)} l22 20 m0 -20 `
        + 'l-22 20" stroke="#b71c1c" stroke-width="3"/>');
    }
    fixedX += city ? 34 : 24;
  }
  for (let i = 0; i < mills; i++) {
    out.push(mill(fixedX, y - 38));
    fixedX += 18;
  }
  for (let i = 0; i < presses; i++) {
    out.push(press(fixedX, y - 38));
    fixedX += 18;
  }
  return out;
}

function village(view, v, targets, say) {
  const site = VILLAGES[v];
  const place = view.villages[v];
  const x = site.x;
  const y = site.y + TOP;
  const acts = targets.village.get(v) || [];
  const holder = place.controller;
  const ring = holder >= 0 ? SEAT_COLOUR[holder] : "#5d4037";
  const bishopric = BISHOPRIC_OF[v];
  const out = [`<g id="village-${v}" class="village" data-village="${v}" data-holder="${holder}">`];
  const attrs = acts.length === 1 ? act(acts[0], "site") : 'class="site"';
  out.push(`<g ${attrs}><title>${escape(site.name)}</title>`
    + `<circle cx="${x}" cy="${y}" r="13" fill="#fffdf5" stroke="${ring}" `
    + `stroke-width="${holder >= 0 ? 5 : 2}"/>`
    + (acts.length ? `<circle class="cue" cx="${x}" cy="${y}" r="19"/>` : "")
    + text(x, y + 5, v, SMALL, "middle", ' fill="#4e342e"') + "</g>");
  const crowded = place.lords.length > 2; // the lords' list reaches down past the name
  out.push(text(crowded ? x + 8 : x, y + 30, site.name, SMALL, crowded ? "end" : "middle",
    ' class="name" fill="#212121"'));
  out.push(banner(x + 15, y - 4, bishopric, BISHOPRICS[bishopric].principal === v));
  if (BISHOPRICS[bishopric].principal === v) { // a famine or plague named at the see's banner
    effectsAt(view, v).filter((e) => e !== "storm").forEach((effect, k) => {
      out.push(text(x + 15, y - 40 - 15 * k, say(`card-name.${effect}`), SMALL, "middle", ' class="name" '
        + `font-weight="bold" fill="${EFFECT_COLOUR[effect]}"`));
    });
  }
  out.push(...fixed(x, y, place));
  const troops = place.stacks.filter((s) => ("troops" in s ? s.troops : true));
  troops.forEach((s, i) => {
    out.push(stack(x - 46 - (i % 2) * 30, y - 8 + Math.floor(i / 2) * 24, s));
  });
  const engines = place.stacks.filter((s) => s.engines).map((s) => [s.seat, s.engines]);
  engines.forEach(([seat, count], i) => out.push(engine(x - 66 - i * 18, y - 8, seat, count)));
  place.lords.forEach((lord, i) => {
    out.push(lordFigure(x + 18, y - 2 + i * 16, lord, targets.lord.get(lord.name), badge(view, lord), say));
  });
  const army = view.royal_army[v];
  if (army) out.push(royalArmy(x + 48, y - 26, army));
  if (place.peasants) out.push(peasants(x - 32, y - 2, place.peasants, say));
  if (acts.length > 1) out.push(buttons(x, y + 36, acts, say));
  out.push("</g>");
  return out.join("");
}

const BADGE_OF_RANK = ["", "priest", "bishop", "cardinal", "pope"];
const MITRE = { bishop: "#6a1b9a", cardinal: "#c62828", pope: "#fafafa" };

function badge(view, lord) {
  if (lord.id === view.king || lord.id === view.queen) return "king";
  if (lord.id === view.dauphin) return "dauphin";
  return BADGE_OF_RANK[lord.rank];
}

function badgeIcon(x, y, sign) {
  if (sign === "king") return crown(x, y - 14, "#ffc107", 0.7);
  if (sign === "dauphin") return crown(x, y - 11, "#e0e0e0", 0.5);
  if (sign === "priest") {
    return `<path class="badge" d="M${f1(x + 5)} ${f1(y - 15)} V${f1(y)} M${f1(x)} `
      + `${f1(y - 10)} H${f1(x + 10)}" stroke="#212121" stroke-width="2.4"/>`;
  }
  return `<path class="badge" d="M${f1(x)} ${f1(y)} V${f1(y - 8)} L${f1(x + 6)} ${f1(y - 16)} `
    + `L${f1(x + 12)} ${f1(y - 8)} V${f1(y)} Z" fill="${MITRE[sign]}" stroke="#212121" `
    + `stroke-width="1"/><path d="M${f1(x + 6)} ${f1(y - 12)} V${f1(y - 2)} M${f1(x + 3)} `
    + `${f1(y - 8)} H${f1(x + 9)}" stroke="#ffc107" stroke-width="1.5"/>`;
}

function royalArmy(x, y, count) {
  return `<g class="royal-army" data-count="${count}"><circle cx="${f1(x)}" cy="${f1(y)}" `
    + 'r="13" fill="#b08d57" stroke="#4e342e" stroke-width="1.5"/>'
    + crown(x - 7, y - 10, "#ffe082", 0.62)
    + text(x, y + 11, count, SMALL, "middle", ' font-weight="bold" fill="#212121"')
    + "</g>";
}

/** render.py's _peasants: the revolting peasants, a dark red token with a pitchfork. */
function peasants(x, y, points, say) {
  return `<g class="peasants" data-points="${points}">`
    + `<title>${escape(say("board.peasants", { points }))}</title>`
    + `<circle cx="${f1(x)}" cy="${f1(y)}" r="13" fill="#7f0000" stroke="#212121" `
    + 'stroke-width="1.5"/>'
    + `<path d="M${f1(x - 5)} ${f1(y - 9)} V${f1(y - 4)} H${f1(x + 5)} V${f1(y - 9)} `
    + `M${f1(x)} ${f1(y - 10)} V${f1(y + 1)}" stroke="#ffe082" stroke-width="1.6" `
    + 'fill="none"/>'
    + text(x, y + 10, points, SMALL, "middle", ' font-weight="bold" fill="#fffdf5"')
    + "</g>";
}

/** render.py's _lord: a lord's figure on the map, the name and the sign of the lord's office. */
function lordFigure(x, y, lord, action, sign, say) {
  const seat = lord.seat;
  const captive = lord.status === "prisoner";
  const name = captive ? say("board.prisoner", { name: capitalize(lord.name), seat: seatLabel(lord.captor) })
    : capitalize(lord.name);
  const shape = lord.female ? "M-6 11 L-2 3 H2 L6 11 Z" : "M-5 11 L-4 3 H4 L5 11 Z";
  const attrs = action ? act(action, "lord") : 'class="lord"';
  const cue = action
    ? `<rect class="cue" x="-8" y="-6" width="${16 + 8 * name.length}" height="20" rx="4"/>` : "";
  return `<g ${attrs} data-seat="${seat}" transform="translate(${f1(x + 5)} ${f1(y - 8)})">`
    + `${cue}<circle cx="0" cy="0" r="3.5" fill="${SEAT_COLOUR[seat]}" stroke="#212121" `
    + `stroke-width="0.8"/><path d="${shape}" fill="${SEAT_COLOUR[seat]}" stroke="#212121" `
    + 'stroke-width="0.8"/>'
    + text(9, 10, name, SMALL, "start", ' class="name" font-weight="bold"'
      + (captive ? ' font-style="italic"' : ""))
    + (sign ? badgeIcon(12 + CHAR * name.length, 11, sign) : "")
    + "</g>";
}

function buttons(x, y, acts, say) {
  return acts.map((action, i) => {
    const bx = x - 72 + (i % 4) * 36;
    const by = y + Math.floor(i / 4) * 21;
    return `<g ${act(action, "button")}><title>${escape(action.text)}</title>`
      + `<rect x="${f1(bx)}" y="${f1(by)}" width="34" height="19" rx="3" fill="#fff8e1" `
      + 'stroke="#ff6f00"/>'
      + text(bx + 17, by + 14, buttonLabel(action, say), SMALL, "middle", ' font-weight="bold"')
      + "</g>";
  }).join("");
}

function statusBar(view, say) {
  const actor = view.actor;
  const acting = actor !== undefined && actor !== null;
  const key = "board.status" + (view.turn ? "" : ".setup") + (acting ? "" : ".over");
  const status = say(key, {
    turn: view.turn, limit: view.turn_limit, phase: say(`phase-name.${view.phase}`),
    seat: acting ? seatLabel(actor) : "", first: seatLabel(view.first_player),
  });
  return `<g id="status"><rect width="${WIDTH + PANEL}" height="${TOP}" fill="#3e2723"/>`
    + text(16, 28, status, 16, "start", ' fill="#fff" font-weight="bold"')
    + "</g>";
}

function panel(view, targets, say, texts) {
  const x0 = WIDTH + 10;
  const crowns = crownSeats(view);
  const out = [`<g id="panel"><rect x="${WIDTH}" y="${TOP}" width="${PANEL}" height="${HEIGHT}" `
    + 'fill="#f7f1e3" stroke="#bcaaa4"/>'];
  let y = TOP + 22.0;
  const talks = view.diplomacy || {};
  const allies = talks.allies || view.players.map(() => []);
  for (const entry of view.players) {
    const seat = entry.seat;
    const acting = view.actor === seat;
    out.push(`<g class="player" data-seat="${seat}"><rect x="${x0}" y="${f1(y - 14)}" `
      + `width="${PANEL - 20}" height="36" rx="5" fill="${SEAT_COLOUR[seat]}" `
      + `stroke="${acting ? "#000" : "none"}" stroke-width="2.5"/>`);
    const judge = seat === view.judge_seat;
    const key = "board.seat" + (view.viewer === seat ? ".you" : "") + (acting ? ".to-act" : "")
      + (judge ? ".judge" : entry.out ? ".out" : "");
    const title = key !== "board.seat" ? say(key, { seat: seatLabel(seat) }) : seatLabel(seat);
    out.push(text(x0 + 8, y + 1, title, 13, "start",
      ` fill="${SEAT_TEXT[seat]}" font-weight="bold"`));
    out.push(...allyMarks(x0 + PANEL - 34, y - 4, allies[seat], say));
    const money = entry.money;
    const hidden = money === undefined || money === null;
    const hands = (view.cards || {}).hands;
    const cards = hands && hands.length ? sum(hands[seat]) : 0;
    const detailKey = "board.detail" + (hidden ? ".hidden" : "")
      + (hands && hands.length ? ".cards" + (cards === 1 ? ".one" : "") : "");
    const detail = judge ? say("board.detail.judge") : say(detailKey, {
      money, crowns: crowns.filter((c) => c === seat).length, lords: entry.lords, cards,
    });
    out.push(text(x0 + 8, y + 17, detail, SMALL, "start", ` fill="${SEAT_TEXT[seat]}"`)
      + "</g>");
    y += 42;
  }
  const hand = (view.cards || {}).hand;
  if (hand && hand.length) {
    const names = hand.map((card) => say(`card-name.${card}`)).join(", ");
    out.push(text(x0, y + 6, say("board.your-cards", { cards: names }), SMALL, "start",
      ' font-weight="bold" fill="#4e342e"'));
    y += 20;
  }
  y += 4;
  const [drawn, below] = talksBlock(talks, x0, y, say);
  out.push(...drawn);
  y = below;
  if (targets.other.length) {
    out.push(text(x0, y, say("board.actions"), 13, "start", ' font-weight="bold"'));
    y += 6;
    const room = Math.max(1, Math.floor((TOP + HEIGHT - LEGEND_HEIGHT - y) / 23) - 1);
    const shown = targets.other.length <= room ? targets.other : targets.other.slice(0, room - 1);
    shown.forEach((action, i) => {
      const by = y + i * 23;
      out.push(`<g ${act(action, "button")}><title>${escape(action.text)}</title>`
        + `<rect x="${x0}" y="${f1(by)}" width="${PANEL - 20}" `
        + 'height="20" rx="4" fill="#fff8e1" stroke="#ff6f00"/>'
        + text(x0 + (PANEL - 20) / 2, by + 15, buttonWords(action, texts).slice(0, 38), SMALL)
        + "</g>");
    });
    y += 23 * shown.length + 10;
    if (shown.length < targets.other.length) { // the page lists every action beside the board
      out.push(text(x0, y + 4, say("board.more-actions", { count: targets.other.length - shown.length }),
        SMALL, "start", ' font-style="italic"'));
      y += 23;
    }
  }
  out.push(...legend(x0, y, say));
  out.push("</g>");
  return out;
}

/** A label's parameter as render.py's `in_words` writes it with seats as p1, p2, ...: a text id
 *  by its text, a list joined. */
function labelParam(value, texts) {
  if (Array.isArray(value)) return value.map((item) => labelParam(item, texts)).join(", ") || "-";
  if (typeof value === "string") return texts[value] ?? value;
  return String(value);
}

/** A panel button's words: the action's label in the page's texts, or its notation without
 *  them (render.py `_button_words`). */
function buttonWords(action, texts) {
  const words = texts && action.label && texts[`label.${action.label.id}`];
  if (!words) return action.text;
  return words.replace(/\{(\w+)\}/g, (whole, name) => (name in action.label.params
    ? labelParam(action.label.params[name], texts) : whole));
}

function allyMarks(x, y, allies, say) {
  return allies.map((q, k) => `<circle class="ally" data-seat="${q}" cx="${f1(x - 16 * k)}" `
    + `cy="${f1(y)}" r="6" fill="${SEAT_COLOUR[q]}" stroke="#212121" stroke-width="1.5">`
    + `<title>${escape(say("board.allied-with", { seat: seatLabel(q) }))}</title></circle>`);
}

const TALK_DASH = {
  alliance: "", truce: ' stroke-dasharray="5 3"', promise: ' stroke-dasharray="2 3"',
  proposal: ' stroke-dasharray="1 4"',
};
const TALK_ROWS = 7;

function offerWords(offer, say) {
  const n = offer.amount;
  const kind = ["alliance", "truce"].includes(offer.kind) ? offer.kind : "promise";
  const key = `board.offer.${kind}` + (kind === "truce" && n === 1 ? ".one" : "");
  return say(key, { seat: seatLabel(offer.from), other: seatLabel(offer.to), count: n });
}

/** render.py's _talks (a name of its own here: `talks` is the panel's view of them). */
function talksBlock(talks, x, y, say) {
  const rows = [];
  const offer = talks.proposal;
  if (offer) {
    rows.push(["proposal", offer.from, offer.to, offerWords(offer, say)]);
  }
  (talks.allies || []).forEach((allies, p) => {
    for (const q of allies) {
      if (p < q) rows.push(["alliance", p, q, say("board.allied", { seat: seatLabel(p), other: seatLabel(q) })]);
    }
  });
  for (const t of talks.truces || []) {
    const [p, q] = t.seats;
    rows.push(["truce", p, q, say("board.truce", { seat: seatLabel(p), other: seatLabel(q), turn: t.until })]);
  }
  for (const a of talks.acts || []) {
    if (a.kind === "promise" && a.status === "open") {
      rows.push(["promise", a.from, a.to, say("board.promise", {
        seat: seatLabel(a.from), other: seatLabel(a.to), count: a.amount, turn: a.until,
      })]);
    }
  }
  if (!rows.length) return [[], y];
  const out = [text(x, y + 6, say("board.talks"), 13, "start", ' font-weight="bold"')];
  y += 24;
  const shown = rows.length <= TALK_ROWS ? rows : rows.slice(0, TALK_ROWS - 1);
  for (const [kind, p, q, words] of shown) {
    out.push(`<g class="talk" data-kind="${kind}" data-seats="${p} ${q}">`
      + `<line x1="${f1(x + 6)}" y1="${f1(y - 4)}" x2="${f1(x + 30)}" y2="${f1(y - 4)}" `
      + `stroke="#3e2723" stroke-width="3"${TALK_DASH[kind]}/>`
      + `<circle cx="${f1(x + 6)}" cy="${f1(y - 4)}" r="6" fill="${SEAT_COLOUR[p]}" `
      + 'stroke="#212121" stroke-width="1.5"/>'
      + `<circle cx="${f1(x + 30)}" cy="${f1(y - 4)}" r="6" fill="${SEAT_COLOUR[q]}" `
      + 'stroke="#212121" stroke-width="1.5"/>'
      + text(x + 42, y, words, SMALL, "start", ' fill="#3e2723"'
        + (kind === "proposal" ? ' font-style="italic"' : ""))
      + "</g>");
    y += ROW + 2;
  }
  if (shown.length < rows.length) {
    out.push(text(x, y, say("board.more-talks", { count: rows.length - shown.length }), SMALL, "start",
      ' font-style="italic"'));
    y += ROW + 2;
  }
  return [out, y + 6];
}

function legend(x, y, say) {
  const word = (key, wx, wy, size = SMALL, extra = "") => text(wx, wy, say(`board.legend${key}`), size, "start", extra);
  return [
    word("", x, y + 10, 14, ' font-weight="bold"'),
    castle(x, y + 24, false, -1), word(".castle", x + 28, y + 40),
    castle(x + 100, y + 26, true, -1),
    word(".city", x + 138, y + 44),
    mill(x, y + 56), word(".mill", x + 20, y + 70),
    press(x + 100, y + 54), word(".press", x + 120, y + 70),
    banner(x + 4, y + 116, 0, false), banner(x + 30, y + 116, 0, true),
    word(".banner", x + 62, y + 98),
    word(".principal", x + 62, y + 114),
    `<line x1="${x}" y1="${floatStr(y + 132)}" x2="${x + 30}" y2="${floatStr(y + 132)}" stroke="#5d4037" `
      + 'stroke-width="4"/>', word(".fief-border", x + 36, y + 137),
    `<line x1="${x + 130}" y1="${floatStr(y + 132)}" x2="${x + 160}" y2="${floatStr(y + 132)}" stroke="#7b1fa2" `
      + 'stroke-width="2.5" stroke-dasharray="9 6"/>',
    word(".bishopric-border", x + 166, y + 137),
    word(".buttons", x, y + 158),
    word(".pieces", x, y + 175),
    word(".buildings", x, y + 192),
  ];
}

const LEGEND_HEIGHT = 212;

// -- the families, under the map ----------------------------------------------------------------

function rings(x, y) {
  return `<g class="rings"><circle cx="${f1(x + 5)}" cy="${f1(y)}" r="4.5" fill="none" `
    + `stroke="#c49000" stroke-width="2"/><circle cx="${f1(x + 11)}" cy="${f1(y)}" r="4.5" `
    + 'fill="none" stroke="#c49000" stroke-width="2"/></g>';
}

function figure(x, y, seat, female) {
  const shape = female ? "M-6 11 L-2 3 H2 L6 11 Z" : "M-5 11 L-4 3 H4 L5 11 Z";
  return `<g transform="translate(${f1(x)} ${f1(y - 8)})"><circle r="3.5" `
    + `fill="${SEAT_COLOUR[seat]}" stroke="#212121" stroke-width="0.8"/><path d="${shape}" `
    + `fill="${SEAT_COLOUR[seat]}" stroke="#212121" stroke-width="0.8"/></g>`;
}

function wrap(words, first, width) {
  const lines = [];
  let line = "";
  for (const word of words) {
    const candidate = line ? `${line}, ${word}` : word;
    const room = lines.length ? width : first;
    if (line && candidate.length * CHAR > room) {
      lines.push(`${line},`);
      line = word;
    } else {
      line = candidate;
    }
  }
  return line ? [...lines, line] : lines;
}

function familyBlock(view, seat, x, y, width, targets, say) {
  const lords = family(view, seat, say);
  const header = say("board.family" + (view.viewer === seat ? ".you" : ""),
    { seat: seatLabel(seat), count: generations(view, seat) });
  const out = [`<g class="family" data-seat="${seat}"><rect x="${f1(x)}" y="${f1(y)}" `
    + `width="${f1(width)}" height="24" rx="5" fill="${SEAT_COLOUR[seat]}"/>`,
  text(x + 8, y + 17, header, 14, "start", ` fill="${SEAT_TEXT[seat]}" font-weight="bold"`)];
  y += 24 + FAMILY_ROW;
  if (!lords.length) {
    out.push(text(x + 8, y - 4, say("board.no-lord"), SMALL, "start",
      ' font-style="italic" fill="#6d4c41"'));
    y += FAMILY_ROW;
  }
  for (const line of lords) {
    const lord = line.lord;
    let lx = x + 8 + line.depth * INDENT;
    if (line.depth) {
      out.push(`<path d="M${f1(lx - INDENT + 6)} ${f1(y - FAMILY_ROW + 2)} V${f1(y - 5)} `
        + `H${f1(lx - 2)}" fill="none" stroke="#8d6e63" stroke-width="1.5"/>`);
    }
    if (line.joined === "spouse") {
      out.push(rings(lx, y - 5));
      lx += 18;
    }
    const action = targets.lord.get(lord.name);
    const attrs = action ? act(action, "member") : 'class="member"';
    const nameWidth = line.text.length * CHAR + 16;
    out.push(`<g ${attrs} data-lord="${lord.id}">`
      + (action ? `<rect class="cue" x="${f1(lx - 4)}" y="${f1(y - 16)}" `
        + `width="${f1(nameWidth + 4)}" height="21" rx="4"/>` : "")
      + figure(lx + 5, y, lord.seat, Boolean(lord.female))
      + text(lx + 14, y, line.text, SMALL, "start",
        ' font-weight="bold"' + (lord.status === "dead" ? ' font-style="italic" fill="#757575"' : ""))
      + "</g>");
    const markX = lx + 14 + nameWidth;
    const indentX = lx + 14;
    wrap(line.marks, x + width - markX, x + width - indentX).forEach((part, k) => {
      if (k) y += FAMILY_ROW;
      out.push(text(k === 0 ? markX : indentX, y, part, SMALL, "start",
        ' font-style="italic" fill="#5d4037"'));
    });
    y += FAMILY_ROW;
  }
  out.push("</g>");
  return [out, y];
}

function signs(x, y, say) {
  const out = [];
  for (const sign of ["king", "dauphin", "bishop", "cardinal", "pope", "priest", "army", "rings"]) {
    const label = say(`board.sign.${sign}`);
    if (sign === "army") {
      out.push(royalArmy(x + 8, y - 6, 1));
      x += 12;
    } else if (sign === "rings") {
      out.push(rings(x, y - 5));
      x += 6;
    } else {
      out.push(badgeIcon(x, y, sign));
    }
    out.push(text(x + 16, y, label, SMALL, "start"));
    x += 16 + CHAR * label.length + 14;
  }
  return out;
}

function families(view, targets, top, say) {
  const total = WIDTH + PANEL;
  const out = [text(12, top + 24, say("board.court"), 16, "start", ' font-weight="bold"'),
    '<g id="signs">', ...signs(200, top + 24, say), "</g>"];
  let y = top + 46;
  const hint = [...new Set([...targets.lord.values()].map((action) => {
    const cut = action.text.lastIndexOf(" ");
    return cut < 0 ? action.text : action.text.slice(0, cut);
  }))].sort();
  if (hint.length) { // what a click on a framed lord does (on the map or in the trees below)
    out.push(text(12, y, say("board.click", { actions: hint.join(", ") }), SMALL,
      "start", ' font-weight="bold" fill="#e65100"'));
    y += FAMILY_ROW;
  }
  for (const line of court(view, say)) {
    for (const part of wrap(line.split("; "), total - 24, total - 40)) {
      out.push(text(12, y, part, SMALL, "start", ' fill="#3e2723"'));
      y += FAMILY_ROW;
    }
  }
  y += 8;
  const seats = view.players.map((entry) => entry.seat).filter((seat) => seat !== view.judge_seat);
  const cols = seats.length <= 4 ? 2 : 3;
  const width = (total - 12 * (cols + 1)) / cols;
  for (let row = 0; row < seats.length; row += cols) {
    let bottom = y;
    seats.slice(row, row + cols).forEach((seat, k) => {
      const [block, end] = familyBlock(view, seat, 12 + k * (width + 12), y, width, targets, say);
      out.push(...block);
      bottom = Math.max(bottom, end);
    });
    y = bottom + 10;
  }
  const back = `<g id="families"><rect x="0" y="${f1(top)}" width="${total}" `
    + `height="${f1(y - top)}" fill="#f7f1e3" stroke="#bcaaa4"/>`;
  return [[back, ...out, "</g>"], y];
}

/** The board of `view` with the seat's `legal` actions ({id, text, kind, args}) clickable, in
 *  the words of `texts` (the game's texts in the page's language, English where one is missing). */
export function renderSvg(view, legal = [], texts = undefined) {
  const say = boardWords(texts, ENGLISH);
  const drawn = new Set(view.lords.map((lord) => lord.name)); // every lord is in a family tree
  const targets = new Targets(legal, drawn);
  const [familyParts, bottom] = families(view, targets, TOP + HEIGHT, say);
  const totalW = WIDTH + PANEL;
  const totalH = Math.round(bottom);
  const parts = [`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${totalW} ${totalH}" `
    + `width="${totalW}" height="${totalH}" class="fief-board" data-wide="true" role="img" `
    + `aria-label="${escape(say("board.title"))}">`, `<style>${STYLE}</style>`, statusBar(view, say)];
  parts.push(...mapLayer(view));
  parts.push(...fiefLabels(view, targets, say));
  VILLAGES.forEach((site, v) => parts.push(village(view, v, targets, say)));
  parts.push(...panel(view, targets, say, texts));
  parts.push(...familyParts);
  parts.push("</svg>");
  return parts.join("\n");
}
