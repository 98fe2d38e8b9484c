// The lobby: create a table, hand out invite links, list tables (this browser's own first),
// upload records.
import { api, botLevel, el, seatName, seatTag } from "./api.js";
import { describeClock } from "./clocks.js";
import { forgetGone, hostKey, myTables, rememberHosted } from "./seatkeys.js";
import { gameTexts, say } from "./texts.js";
import { _, localisePage } from "./words.js";

const $ = (id) => document.getElementById(id);
const REFRESH_MS = 4000;
const STATUSES = ["open", "running", "finished"];
const MINE_LISTED = 200; // the server lists at most this many tables by id
const STATUS_WORDS = { open: () => _("open"), running: () => _("running"), finished: () => _("finished") };

let games = [];
const texts = {}; // game id -> the game's words (texts.js)
const LOOPBACK = /^(localhost|127\.[\d.]+|\[::1\])$/;

function currentGame() {
  return games.find((g) => g.id === $("game").value);
}

// --- the form -----------------------------------------------------------------------------
function fillGames() {
  $("game").replaceChildren(...games.map((g) => el("option", { value: g.id }, g.name)));
  gameChanged();
}

function gameChanged() {
  const game = currentGame();
  if (!game) return;
  $("rules-link").href = `/rules/${encodeURIComponent(game.id)}`;
  $("rules-link").textContent = _("How to play {game}", { game: game.name });
  const counts = [];
  for (let n = game.min_players; n <= game.max_players; n += 1) counts.push(n);
  const before = Number($("players").value);
  $("players").replaceChildren(...counts.map((n) => el("option", { value: String(n) }, String(n))));
  $("players").value = String(counts.includes(before) ? before : game.max_players);
  fillOptions(game);
  fillSeats();
  const level = game.bots.includes("heuristic") ? "heuristic" : game.bots[0];
  $("clock-bot").replaceChildren(...game.bots.map((b) => el("option", { value: b, selected: b === level }, botLevel(b))));
}

function clockChanged() {
  const mode = $("clock-mode").value;
  $("clock-time-label").classList.toggle("hidden", mode === "none");
  $("clock-increment-label").classList.toggle("hidden", mode !== "total");
  $("clock-minutes").value = mode === "total" ? "20" : "2"; // a sensible start for each

}

function readClock() {
  const mode = $("clock-mode").value;
  const clock = { mode, bot: $("clock-bot").value };
  if (mode !== "none") clock.seconds = Math.round(Number($("clock-minutes").value) * 60);
  if (mode === "total") clock.increment = Math.round(Number($("clock-increment").value) || 0);
  return clock;
}

/** A seed may be chosen only when at most one person plays (the server refuses it otherwise). */
function seedAllowed() {
  const humans = [...$("seats").querySelectorAll(".seat-kind")].filter((s) => s.value === "human");
  return humans.length <= 1;
}

function showSeed() {
  const allowed = seedAllowed();
  $("seed-row").classList.toggle("hidden", !allowed);
  $("seed-note").classList.toggle("hidden", allowed);
}

// Options that matter only at some player counts (the games' rules say so in each option's
// help): `applies(n, values)` says whether the option is shown for n players, given the values
// the form holds; `upTo` options offer seat numbers, so only those of the chosen count.
const ONLY_FOR = {
  "krieg-und-frieden": {
    setup3: { applies: (n) => n === 3 },
    first_adviser: {
      applies: (n, v) => (n === 3 && v.setup3 !== "reveal") || v.long_term === "true" || v.combined === "true",
      upTo: true,
    },
  },
  "krone-und-schwert": { fewer_elements: { applies: (n) => n >= 4 } },
  // seven seats always have the treasurer and judge; two are too few for one
  fief: { "judge-seat": { applies: (n) => n >= 3 && n <= 6 } },
};

/** Whether the last seat is Fief's treasurer and judge (no family) with the form's values. */
function judgeSeat(game, count) {
  if (game.id !== "fief") return false;
  return count === game.max_players || (applies(game, { name: "judge-seat" }) && formValues(game)["judge-seat"] === "yes");
}

function formValues(game) {
  const values = {};
  for (const option of game.options) {
    const control = $(`opt-${option.name}`);
    if (control) values[option.name] = isSwitch(option) ? String(control.checked) : control.value;
  }
  return values;
}

/** Show only the options that apply to the chosen player count (and other options' values). */
function showApplicableOptions() {
  const game = currentGame();
  if (!game) return;
  const count = Number($("players").value);
  const values = formValues(game);
  let shown = 0;
  for (const option of game.options) {
    const rule = ONLY_FOR[game.id]?.[option.name];
    const control = $(`opt-${option.name}`);
    const applies = !rule || rule.applies(count, values);
    control.closest(".form-row").classList.toggle("hidden", !applies);
    shown += applies;
    if (rule?.upTo) {
      for (const choice of control.options) {
        const seat = Number(choice.value);
        choice.hidden = Number.isInteger(seat) && seat > count;
      }
      if (control.selectedOptions[0]?.hidden) control.value = option.default;
    }
  }
  $("options").querySelector(".none-apply")?.classList.toggle("hidden", shown > 0 || !game.options.length);
}

function applies(game, option) {
  const rule = ONLY_FOR[game.id]?.[option.name];
  return !rule || rule.applies(Number($("players").value), formValues(game));
}

function isSwitch(option) {
  return option.choices.length === 2 && option.choices.includes("true") && option.choices.includes("false");
}

function fillOptions(game) {
  const box = $("options");
  box.replaceChildren(el("legend", {}, _("Options and variants")));
  if (!game.options.length) box.append(el("p", { class: "muted" }, _("This game has no options.")));
  box.append(el("p", { class: "muted none-apply hidden" }, _("No options apply to this number of players.")));
  const words = texts[game.id] || {};
  for (const option of game.options) {
    const id = `opt-${option.name}`;
    // The game's words for the option, its help and its choices; the engine's as a fallback.
    const label = say(words, `option.${option.name}`, {}, option.name);
    const help = say(words, `option.${option.name}.help`, {}, option.help);
    let control;
    if (isSwitch(option)) {
      control = el("input", { type: "checkbox", id, name: option.name, checked: option.default === "true" });
      box.append(el("div", { class: "form-row" },
        el("label", { for: id, style: "display:inline;font-weight:600" }, control, " ", label),
        el("small", { class: "help" }, help)));
    } else {
      control = el("select", { id, name: option.name },
        option.choices.map((c) => el("option", { value: c, selected: c === option.default },
          say(words, `option.${option.name}.${c}`, {}, c))));
      box.append(el("div", { class: "form-row" }, el("label", { for: id }, label), control,
        el("small", { class: "help" }, help)));
    }
    control.addEventListener("change", () => { showApplicableOptions(); markJudgeSeat(); });
  }
  showApplicableOptions();
}

/** Name the last seat's part when it is the treasurer and judge, who plays no family. */
function markJudgeSeat() {
  const game = currentGame();
  const rows = [...$("seats").querySelectorAll(".seat-row")];
  const judge = judgeSeat(game, rows.length);
  rows.forEach((row, index) => {
    const note = row.querySelector(".seat-part");
    const shown = judge && index === rows.length - 1;
    if (shown && !note) row.append(el("small", { class: "seat-part muted" }, _("treasurer and judge (no family)")));
    if (!shown && note) note.remove();
  });
}

/** The options sent: those that apply (a hidden one keeps the game's default). */
function readOptions(game) {
  const values = formValues(game);
  return Object.fromEntries(game.options.filter((option) => applies(game, option))
    .map((option) => [option.name, values[option.name]]));
}

function fillSeats() {
  const game = currentGame();
  const count = Number($("players").value);
  const box = $("seats");
  const old = [...box.querySelectorAll(".seat-row")].map(readSeatRow);
  box.replaceChildren(el("legend", {}, _("Seats")));
  const defaultBot = game.bots.includes("heuristic") ? "heuristic" : game.bots[0];
  for (let i = 0; i < count; i += 1) {
    const previous = old[i] || (i === 0
      ? { kind: "human", name: _("Player {n}", { n: 1 }) }
      : { kind: "bot", bot: defaultBot });
    box.append(seatRow(i, previous, game.bots, defaultBot));
  }
  markJudgeSeat();
  showSeed();
}

function seatRow(index, seat, bots, defaultBot) {
  const kind = el("select", { "aria-label": _("Seat {seat} kind", { seat: seatTag(index) }), class: "seat-kind" },
    el("option", { value: "human", selected: seat.kind === "human" }, _("human")),
    el("option", { value: "bot", selected: seat.kind === "bot" }, _("bot")));
  const name = el("input", {
    class: "seat-name", "aria-label": _("Seat {seat} name", { seat: seatTag(index) }), maxlength: "40",
    value: seat.name || _("Player {n}", { n: index + 1 }),
  });
  const level = el("select", { class: "seat-bot", "aria-label": _("Seat {seat} bot level", { seat: seatTag(index) }) },
    bots.map((b) => el("option", { value: b, selected: b === (seat.bot || defaultBot) }, botLevel(b))));
  const row = el("div", { class: "seat-row", dataset: { seat: String(index) } },
    el("span", { class: "seat-label" }, String(index + 1)), kind, name, level);
  const sync = () => {
    name.classList.toggle("hidden", kind.value !== "human");
    level.classList.toggle("hidden", kind.value !== "bot");
  };
  kind.addEventListener("change", () => { sync(); showSeed(); });
  sync();
  return row;
}

function readSeatRow(row) {
  const kind = row.querySelector(".seat-kind").value;
  return kind === "human"
    ? { kind, name: row.querySelector(".seat-name").value.trim() || _("Player {n}", { n: Number(row.dataset.seat) + 1 }) }
    : { kind, bot: row.querySelector(".seat-bot").value };
}

async function createTable(event) {
  event.preventDefault();
  const game = currentGame();
  const error = $("create-error");
  error.classList.add("hidden");
  const seedText = $("seed").value.trim();
  const body = {
    game: game.id,
    num_players: Number($("players").value),
    options: readOptions(game),
    seed: seedText === "" || !seedAllowed() ? null : Number(seedText),
    seats: [...$("seats").querySelectorAll(".seat-row")].map(readSeatRow),
    clock: readClock(),
  };
  $("create-button").disabled = true;
  try {
    const created = await api("/api/tables", { method: "POST", body });
    rememberHosted(created.id, created.host_key);
    showInvites(created, game);
    refreshLists();
  } catch (err) {
    error.textContent = err.message;
    error.classList.remove("hidden");
  } finally {
    $("create-button").disabled = false;
  }
}

async function copyText(text, button) {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    // No clipboard permission (plain http, old browser): select the text for the user instead.
    const input = button.previousElementSibling;
    input.select();
    document.execCommand?.("copy");
  }
  button.textContent = _("copied");
  setTimeout(() => { button.textContent = _("copy"); }, 1500);
}

function inviteRow(seat, own) {
  const url = seat.url || new URL(seat.invite, location.origin).href;
  const input = el("input", { readonly: true, value: url, class: "invite-link", "aria-label": _("Invite link for {seat}", { seat: seatName(seat) }) });
  const copy = el("button", { type: "button" }, _("copy"));
  copy.addEventListener("click", () => copyText(url, copy));
  return el("div", { class: "invite", dataset: { seat: String(seat.index) } },
    el("strong", {}, seatName(seat)), input, copy,
    own ? el("a", { class: "button primary", href: url, target: "_blank", rel: "noopener" }, _("open your seat")) : null);
}

function showInvites(created, game) {
  const box = $("invites");
  const humans = created.seats.filter((s) => s.kind === "human");
  // Opening a link claims its seat for the browser that opens it: only the creator's own seat
  // (the first) gets a button; the others are for sending.
  const rows = humans.map((seat, i) => inviteRow(seat, i === 0));
  const bots = created.seats.filter((s) => s.kind === "bot").map((s) => seatName(s));
  box.replaceChildren(
    el("p", {}, _("{game}, table", { game: game.name }), " ", el("code", { id: "created-id" }, created.id), "."),
    humans.length
      ? el("p", { class: "muted" }, _("Send each player their own link. A link works once: the first browser to open it "
        + "takes the seat, and from then on only that browser can play it — so do not open your friends' links yourself. "
        + "Until a seat is taken you can make it a new link under My tables."))
      : el("p", { class: "muted" }, _("Only bots: the game runs by itself.")),
    ...rows,
    humans.length && !humans[0].url && LOOPBACK.test(location.hostname)
      ? el("p", { class: "warn", id: "local-links" }, _("These links say {host}: they work only on this computer. "
        + "For friends elsewhere, open the lobby at an address they can reach (regnum serve prints "
        + "them when started with --host 0.0.0.0) or start it with --public-url.", { host: location.hostname }))
      : null,
    bots.length ? el("p", { class: "muted" }, _("Bots: {bots}", { bots: bots.join(", ") })) : null,
    el("p", {}, el("a", { href: `/tables/${encodeURIComponent(created.id)}` }, _("watch as a spectator"))),
  );
  $("created").classList.remove("hidden");
  $("created").scrollIntoView({ block: "nearest" });
}

// --- lists --------------------------------------------------------------------------------
function when(text) {
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? String(text ?? "") : date.toLocaleString();
}

function tableRow(table) {
  const id = encodeURIComponent(table.id);
  const seats = table.seats.map((s) => {
    const label = seatName(s);
    return s.kind === "human" && !s.joined ? _("{seat} (free)", { seat: label }) : label;
  }).join(", ");
  const links = [];
  if (table.status === "finished") {
    links.push(el("a", { href: `/tables/${id}/replay` }, _("replay")));
    links.push(el("a", { href: `/api/tables/${id}/record`, download: `regnum-${table.id}.json` }, _("record")));
  } else {
    links.push(el("a", { href: `/tables/${id}` }, table.status === "running" ? _("spectate") : _("watch")));
  }
  const winners = table.winners?.length
    ? _("won by {seats}", { seats: table.winners.map((w) => seatName(table.seats[w])).join(", ") }) : "";
  return el("tr", { dataset: { table: table.id } },
    el("td", {}, table.game_name || table.game),
    el("td", { class: "opt" }, seats),
    el("td", {}, [_("{n} moves", { n: table.moves }), winners].join(" ").trim()),
    el("td", { class: "opt muted" }, when(table.created_at)),
    el("td", { class: "links" }, links));
}

async function refreshList(status) {
  const tables = await api(`/api/tables?status=${status}`);
  const box = $(`list-${status}`);
  if (!tables.length) {
    box.replaceChildren(el("p", { class: "muted" }, _("none")));
    return;
  }
  box.replaceChildren(el("table", { class: "tables" },
    el("thead", {}, el("tr", {}, el("th", {}, _("Game")), el("th", { class: "opt" }, _("Seats")),
      el("th", {}, _("Moves")), el("th", { class: "opt" }, _("Created")), el("th", {}, ""))),
    el("tbody", {}, tables.map(tableRow))));
}

// --- my tables: those this browser plays at or created --------------------------------------
async function newInvite(tableId, seat, cell) {
  try {
    const made = await api(`/api/tables/${encodeURIComponent(tableId)}/seats/${seat.index}/invite`, {
      method: "POST", token: hostKey(tableId),
    });
    cell.replaceChildren(inviteRow({ ...seat, ...made }, false));
  } catch (err) {
    cell.replaceChildren(el("span", { class: "error" }, err.message));
  }
}

function mineRow(table, mine) {
  const id = encodeURIComponent(table.id);
  const seat = mine.seatOf(table.id);
  const links = [];
  if (table.status === "finished") links.push(el("a", { href: `/tables/${id}/replay` }, _("replay")));
  else links.push(el("a", { href: `/tables/${id}` }, seat === null ? _("watch") : _("play")));
  const row = el("tr", { dataset: { mine: table.id } },
    el("td", {}, table.game_name || table.game),
    el("td", {}, seat === null ? _("created here") : _("as {seat}", { seat: seatName(table.seats[seat]) })),
    el("td", {}, [STATUS_WORDS[table.status]?.() ?? table.status, _("{n} moves", { n: table.moves })].join(", ")),
    el("td", { class: "opt muted" }, describeClock(table.clock)),
    el("td", { class: "links" }, links));
  const rows = [row];
  if (mine.hosted(table.id) && table.status === "open") {
    const cell = el("td", { colspan: "5" });
    const free = table.seats.filter((s) => s.kind === "human" && !s.joined);
    cell.append(el("span", { class: "muted" }, _("Not taken yet:") + " "), ...free.map((s) => el("button", {
      type: "button", dataset: { reinvite: String(s.index) },
      onclick: () => newInvite(table.id, s, cell),
    }, _("new link for {seat}", { seat: seatName(s) }))));
    rows.push(el("tr", { class: "reinvite" }, cell));
  }
  return rows;
}

async function refreshMine() {
  const mine = myTables();
  $("mine").classList.toggle("hidden", mine.ids.length === 0);
  if (!mine.ids.length) return;
  const asked = mine.ids.slice(-MINE_LISTED);
  const tables = await api(`/api/tables?ids=${asked.map(encodeURIComponent).join(",")}`);
  if (asked.length === mine.ids.length) forgetGone(tables.map((t) => t.id));
  const box = $("list-mine");
  if (box.querySelector(".invite")) return; // a new link is shown: keep it until the next visit
  box.replaceChildren(tables.length ? el("table", { class: "tables" },
    el("tbody", {}, tables.flatMap((t) => mineRow(t, mine)))) : el("p", { class: "muted" }, _("none")));
  $("mine").classList.toggle("hidden", tables.length === 0);
}

async function refreshLists() {
  try {
    await Promise.all([...STATUSES.map(refreshList), refreshMine()]);
    $("list-error").textContent = "";
  } catch (err) {
    $("list-error").textContent = err.message;
  }
}

// --- records ------------------------------------------------------------------------------
async function uploadRecord(event) {
  event.preventDefault();
  const out = $("upload-result");
  out.className = "";
  const file = $("record-file").files[0];
  if (!file) return;
  let record;
  try {
    record = JSON.parse(await file.text());
  } catch (err) {
    out.className = "error";
    out.textContent = _("{file} is not a JSON file ({error}).", { file: file.name, error: err.message });
    return;
  }
  try {
    const created = await api("/api/records", { method: "POST", body: record });
    out.replaceChildren(_("Uploaded:") + " ",
      el("a", { href: `/tables/${encodeURIComponent(created.id)}/replay` }, _("replay it")));
    refreshLists();
  } catch (err) {
    out.className = "error";
    out.textContent = _("Refused: {error}", { error: err.message });
  }
}

async function start() {
  localisePage();
  $("create").addEventListener("submit", createTable);
  $("game").addEventListener("change", gameChanged);
  $("players").addEventListener("change", () => { fillSeats(); showApplicableOptions(); });
  $("upload").addEventListener("submit", uploadRecord);
  $("clock-mode").addEventListener("change", clockChanged);
  try {
    games = await api("/api/games");
    // Each game's words (its options named for players); a game whose words fail keeps its ids.
    const words = await Promise.all(games.map((g) => gameTexts(g.id)));
    games.forEach((g, i) => { texts[g.id] = words[i]; });
    fillGames();
  } catch (err) {
    $("create-error").textContent = _("The games cannot be loaded: {error}", { error: err.message });
    $("create-error").classList.remove("hidden");
  }
  await refreshLists();
  setInterval(() => { if (document.visibilityState === "visible") refreshLists(); }, REFRESH_MS);
  document.body.dataset.ready = "true";
}

start();
