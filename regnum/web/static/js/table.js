// The table page: claim a seat with its invite (once; the browser keeps the seat's key), follow
// the game over the WebSocket, act, watch the clocks, chat.
import { setUpAlerts, yourTurn } from "./alerts.js";
import { api, ApiError, el, seatName, seatTag, tableIdFromPath } from "./api.js";
import { showBoard } from "./board.js";
import { DRAWN_HERE } from "./boards/index.js";
import { showChat, showRecipients } from "./chat.js";
import { describeClock, tick } from "./clocks.js";
import { forgetSeat, rememberSeat, seatKey } from "./seatkeys.js";
import { RESULT_TEXT, resultParts } from "./result.js";
import { TEXT } from "./strings/table.js";
import { logItems, wholeLog } from "./log.js";
import { actionLabel, gameTexts, reasonText, say } from "./texts.js";
import { privatePanel } from "./panels/index.js";
import { answering, talkLines } from "./talks.js";
import { _, localisePage } from "./words.js";

const tableId = tableIdFromPath();
const $ = (id) => document.getElementById(id);
const FILTER_FROM = 12; // more legal actions than this: offer a filter box
const MAX_BACKOFF_MS = 10000;

const page = {
  token: null,
  seat: null,
  payload: null,
  socket: null,
  attempts: 0,
  reconnectTimer: null,
  pending: false,
  filter: "",
  closedForGood: false,
  chat: new Map(), // id -> message
  texts: {}, // the game's words (texts.js), once fetched
  wordsReady: false, // the private panel waits for the words: a card never shows its id
};
const CLOCK_TICK_MS = 250;

/** The invite token of the address's fragment, taken off the address bar (so that it is not
 *  copied along with the URL, nor kept in the history); it is spent by the claim below. */
function readInvite() {
  const match = location.hash.match(/(?:^#|&)seat=([^&]+)/);
  if (!match) return null;
  history.replaceState(null, "", location.pathname + location.search);
  return decodeURIComponent(match[1]);
}

function showPageError(message) {
  $("page-error").textContent = message;
  $("page-error").classList.toggle("hidden", !message);
}

function setConnection(state, label) {
  const node = $("conn");
  node.className = `conn ${state}`;
  node.textContent = label;
  document.body.dataset.conn = state;
}

// --- the WebSocket, with reconnection ------------------------------------------------------
function socketUrl() {
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  // The boards of the games in boards/ are drawn here from the view: the server sends no SVG.
  const query = `?draws=${DRAWN_HERE}` + (page.token ? `&token=${encodeURIComponent(page.token)}` : "");
  return `${scheme}//${location.host}/ws/tables/${encodeURIComponent(tableId)}${query}`;
}

function connect() {
  clearTimeout(page.reconnectTimer);
  page.reconnectTimer = null;
  setConnection("connecting", page.attempts ? _("reconnecting…") : _("connecting…"));
  const socket = new WebSocket(socketUrl());
  page.socket = socket;
  socket.addEventListener("open", () => {
    page.attempts = 0;
    setConnection("open", _("connected"));
  });
  socket.addEventListener("message", (event) => {
    let message;
    try {
      message = JSON.parse(event.data);
    } catch {
      return;
    }
    if (message.type === "state") render(message);
    else if (message.type === "error") refused(message.status, message.detail, message.reason);
    else if (message.type === "chat") addChat(message.messages);
    else if (message.type === "claimed") {
      rememberSeat(tableId, message.seat, message.key);
      page.token = message.key;
    }
  });
  socket.addEventListener("close", (event) => {
    if (page.socket !== socket) return;
    page.socket = null;
    // 4000-4999: the server refused this table or token for good (e.g. no such table).
    if (event.code >= 4000 && event.code < 5000) {
      page.closedForGood = true;
      setConnection("closed", _("disconnected"));
      showPageError(event.reason || _("The server closed the connection to this table."));
      return;
    }
    document.body.dataset.drops = String(Number(document.body.dataset.drops || 0) + 1);
    scheduleReconnect();
  });
}

function scheduleReconnect() {
  if (page.reconnectTimer || page.closedForGood) return;
  const delay = Math.min(MAX_BACKOFF_MS, 500 * 2 ** page.attempts) * (0.75 + Math.random() / 2);
  page.attempts += 1;
  setConnection("reconnecting", _("connection lost — retrying in {n} s", { n: Math.ceil(delay / 1000) }));
  page.reconnectTimer = setTimeout(connect, delay);
}

// Come back at once when the network or the tab does.
window.addEventListener("online", () => { if (!page.socket && !page.closedForGood) connect(); });
document.addEventListener("visibilitychange", () => {
  if (document.visibilityState === "visible" && !page.socket && !page.closedForGood) connect();
});

// --- acting -------------------------------------------------------------------------------
function send(actionId) {
  if (!page.payload?.your_turn) return;
  submit({ type: "action", action: actionId }, "actions", { action: actionId });
}

/** Take back the last action of this turn (the payload's `undo` says how many may go). */
function undo() {
  if (!page.payload?.your_turn || !page.payload.undo) return;
  submit({ type: "undo" }, "undo", {});
}

/** Send an action or an undo for the move shown: over the WebSocket, or by HTTP without one. */
async function submit(message, route, body) {
  if (page.pending) return;
  setPending(true);
  $("refusal").classList.add("hidden");
  const move = page.payload.move;
  if (page.socket && page.socket.readyState === WebSocket.OPEN) {
    page.socket.send(JSON.stringify({ ...message, move }));
    return;
  }
  // No live socket: the HTTP route does the same and answers with the new payload.
  try {
    const payload = await api(`/api/tables/${encodeURIComponent(tableId)}/${route}`, {
      method: "POST", token: page.token, body: { ...body, move },
    });
    render(payload);
  } catch (err) {
    refused(err.status, err.message, err.reason);
  }
}

function setPending(pending) {
  page.pending = pending;
  document.body.dataset.pending = String(pending);
  for (const button of document.querySelectorAll("#actions button, #chat button")) button.disabled = pending;
  $("board").classList.toggle("busy", pending);
}

/** Show a refusal: an illegal action by its reason in the page's language (`reason`), anything
 *  else by the server's words. */
async function refused(status, detail, reason = null) {
  setPending(false);
  const node = $("refusal");
  const why = reason && reasonText(reason, page.texts, page.payload?.table?.seats, null);
  node.textContent = status === 409 ? _("The game has moved on: {detail}", { detail })
    : why ? TEXT.whyNot(why) : detail;
  node.classList.remove("hidden");
  document.body.dataset.refusals = String(Number(document.body.dataset.refusals || 0) + 1);
  if (status === 409) {
    // Stale: fetch the table as it is now.
    try {
      render(await api(`/api/tables/${encodeURIComponent(tableId)}/state`, { token: page.token }));
    } catch (err) {
      showPageError(err.message);
    }
  }
}

// --- drawing ------------------------------------------------------------------------------
/** What a redraw depends on: a payload with the same key as the one shown changes nothing
 *  (e.g. the state sent again after a refusal, or fetched twice). */
function drawnKey(payload) {
  const { table } = payload;
  return JSON.stringify([payload.version ?? payload.move, payload.seat, table.status, table.seats,
    payload.your_turn, payload.legal, payload.undo, payload.is_over]);
}

/** Which control has the keyboard focus, so a redraw can give it back. */
function focusedControl() {
  const node = document.activeElement;
  if (!node || node === document.body) return null;
  if (node.matches("#actions input[type=search]")) return "#actions input[type=search]";
  const action = node.getAttribute("data-action");
  if (action === null) return null;
  const where = node.closest("#board") ? "#board" : node.closest("#chat") ? "#chat" : "#actions";
  return `${where} [data-action="${CSS.escape(action)}"]`;
}

function restoreFocus(selector) {
  const node = document.querySelector(selector);
  if (!node) return;
  node.focus({ preventScroll: true });
  if (node instanceof HTMLInputElement) node.setSelectionRange(node.value.length, node.value.length);
}

function render(payload) {
  const previous = page.payload;
  // An answer that overtook a newer one (the HTTP fetch after a refusal racing the WebSocket's
  // push) would take the page back in time: the newest version wins (every move and every undo
  // makes a newer one, though an undo lowers the move number).
  if (previous && (payload.version ?? payload.move) < (previous.version ?? previous.move)) return;
  setPending(false);
  payload.log = wholeLog(previous?.log, payload);
  if (previous && drawnKey(previous) === drawnKey(payload)) return;
  if (!previous) gameTexts(payload.table.game).then(wordsArrived);
  page.payload = payload;
  const focused = focusedControl();
  if (previous && previous.version !== payload.version) $("refusal").classList.add("hidden");
  const { table } = payload;
  const seats = table.seats;
  const mySeat = payload.seat ?? null;
  page.seat = mySeat;

  $("game-name").textContent = table.game_name || table.game;
  $("rules-link").href = `/rules/${encodeURIComponent(table.game)}`;
  $("rules-link").title = TEXT.rulesHint;
  $("rules-link").textContent = TEXT.rules;
  $("rules-link").classList.remove("hidden");
  $("role").textContent = mySeat === null
    ? _("spectating")
    : _("playing as {seat}", { seat: seatName(seats[mySeat]) });
  $("move").textContent = _("move {n}", { n: payload.move });
  const newTurn = Boolean(previous) && payload.your_turn && !previous.your_turn && !payload.is_over;
  renderTurn(payload, seats);
  renderSeats(payload, seats, mySeat);
  renderSeatControls(payload, mySeat);
  $("clock-kind").textContent = describeClock(payload.clock);
  $("alerts").classList.toggle("hidden", mySeat === null || payload.is_over);
  $("chat-form").classList.toggle("hidden", mySeat === null);
  showRecipients($("chat-to"), seats, mySeat);
  showTalk(payload);
  tick(payload);
  if (newTurn) yourTurn(_("{game}: it is your turn", { game: table.game_name || table.game }));
  const live = showBoard($("board"), payload, payload.your_turn ? payload.legal : [], send, page.texts);
  renderActions(payload, mySeat, live);
  renderPrivate(payload, mySeat);
  renderLog(payload.log, seats);
  renderResult(payload, seats);
  if (focused) restoreFocus(focused);

  Object.assign(document.body.dataset, {
    move: String(payload.move),
    yourTurn: String(Boolean(payload.your_turn)),
    over: String(Boolean(payload.is_over)),
    status: table.status,
    seat: mySeat === null ? "spectator" : String(mySeat),
  });
}

function renderTurn(payload, seats) {
  const { table } = payload;
  let text;
  if (payload.is_over) text = _("Game over");
  else if (table.status === "open") {
    const humans = seats.filter((s) => s.kind === "human");
    const joined = humans.filter((s) => s.joined).length;
    text = _("Waiting for players to join ({joined} of {seats})", { joined, seats: humans.length });
  } else if (payload.your_turn) text = _("Your turn");
  else if (payload.current_player !== null && payload.current_player !== undefined) {
    const seat = seats[payload.current_player];
    const who = seatName(seat);
    text = seat?.kind === "bot" ? _("{seat} is thinking", { seat: who }) : _("Waiting for {seat}", { seat: who });
  } else text = _("Waiting");
  $("turn").textContent = text;
  const mine = Boolean(payload.your_turn) && !payload.is_over;
  $("banner").classList.toggle("hidden", !mine);
  const name = table.game_name || table.game;
  const state = mine ? `▶ ${TEXT.yourTurn}` : payload.is_over ? RESULT_TEXT.over : null;
  document.title = [state, name, "regnum"].filter(Boolean).join(" — ");
}

function renderSeats(payload, seats, mySeat) {
  const winners = new Set(payload.winners || []);
  $("seats").replaceChildren(...seats.map((seat) => {
    const index = seat.index;
    const item = el("li", {
      class: [
        index === payload.current_player && !payload.is_over ? "to-act" : "",
        index === mySeat ? "me" : "",
      ].join(" ").trim(),
      dataset: { seat: String(index) },
    },
    el("span", { class: "tag" }, seatTag(index)),
    el("span", { class: "name", dataset: { you: _("(you)") } }, seatName(seat)),
    seat.kind === "human" && !seat.joined ? el("span", { class: "muted" }, _("not joined")) : null,
    seat.away ? el("span", { class: "away", title: _("a bot plays this seat") },
      seat.away === "left" ? _("left — a bot plays") : _("away — a bot plays")) : null,
    el("span", { class: "clock hidden", dataset: { clockSeat: String(index) } }),
    winners.has(index) ? el("span", { class: "winner" }, _("winner")) : null,
    payload.scores ? el("span", { class: "score" }, String(payload.scores[index])) : null);
    return item;
  }));
}

/** Leave the game, or take the seat back from the bot after a time-out. */
function renderSeatControls(payload, mySeat) {
  const box = $("seat-controls");
  const mine = mySeat === null ? null : payload.table.seats[mySeat];
  if (!mine || payload.is_over || payload.table.status !== "running") {
    box.replaceChildren();
    return;
  }
  const path = `/api/tables/${encodeURIComponent(tableId)}`;
  const call = async (what) => {
    try {
      await api(`${path}/${what}`, { method: "POST", token: page.token });
    } catch (err) {
      showPageError(err.message);
    }
  };
  if (mine.away === "timeout") {
    box.replaceChildren(
      el("p", { class: "warn" }, _("A bot plays your seat: you ran out of time, or the others let it play while you were away.")),
      el("button", { type: "button", class: "primary", id: "take-back", onclick: () => call("back") },
        _("Take my seat back")));
  } else if (mine.away === "left") {
    box.replaceChildren(el("p", { class: "muted" }, _("You left this game: a bot plays your seat to the end.")));
  } else {
    box.replaceChildren(voteControl(payload, mySeat, call) ?? "", el("button", {
      type: "button", id: "leave",
      onclick: () => {
        if (window.confirm(_("Leave this game? A bot will play your seat to the end."))) call("leave");
      },
    }, _("Leave the game")));
  }
}

/** The table waits for another person: the others may vote to let the table's bot play their
 *  seat (all of them must); shown with the votes so far. */
function voteControl(payload, mySeat, call) {
  const seats = payload.table.seats;
  const waited = seats[payload.current_player ?? -1];
  if (!waited || waited.kind !== "human" || waited.away || waited.index === mySeat) return null;
  const needed = seats.filter((s) => s.kind === "human" && s.joined && !s.away && s.index !== waited.index);
  const votes = waited.votes || [];
  const voted = votes.includes(mySeat);
  return el("p", { class: "vote" },
    el("button", {
      type: "button", id: "vote-bot", disabled: voted,
      onclick: () => call(`seats/${waited.index}/bot`),
    }, voted ? _("You voted to let a bot play for {seat}", { seat: seatName(waited) })
      : _("Let a bot play for {seat}", { seat: seatName(waited) })),
    el("span", { class: "muted" }, " " + _("{votes} of {needed} votes", { votes: votes.length, needed: needed.length })));
}

// --- chat ---------------------------------------------------------------------------------
function chatLines() {
  return [...page.chat.values()].sort((a, b) => a.id - b.id);
}

function addChat(messages) {
  for (const line of messages) page.chat.set(line.id, line);
  showTalk(page.payload);
  document.body.dataset.chat = String(page.chat.size);
}

/** The chat panel: the messages, and among them the game's talks from the log; the proposal
 *  awaiting this seat's answer carries its answers' buttons, which send what the action buttons
 *  send. */
function showTalk(payload) {
  const seats = payload?.table.seats;
  const game = payload?.table.game;
  const talks = payload ? talkLines(game, payload.log, page.texts, seats) : [];
  const actions = answering(game, payload?.your_turn ? payload.legal : []);
  showChat($("chat"), chatLines(), seats, page.seat, talks,
    { actions, label: (action) => actionLabel(action, page.texts, seats), send });
  if (page.pending) setPending(true);
}

/** The input says who will read it: the table, or the one seat chosen. */
function chatRecipientChanged() {
  const select = $("chat-to");
  $("chat-input").placeholder = select.value === ""
    ? TEXT.chatTable
    : TEXT.chatPrivate(select.selectedOptions[0].textContent);
}

async function sendChat(event) {
  event.preventDefault();
  const input = $("chat-input");
  const text = input.value.trim();
  const to = $("chat-to").value;
  if (!text) return;
  const error = $("chat-error");
  error.classList.add("hidden");
  try {
    const line = await api(`/api/tables/${encodeURIComponent(tableId)}/chat`, {
      method: "POST", token: page.token, body: { text, to: to === "" ? null : Number(to) },
    });
    input.value = "";
    addChat([line]);
  } catch (err) {
    error.textContent = err.message;
    error.classList.remove("hidden");
  }
}

function firstWord(text) {
  return text.split(/\s+/)[0] || text;
}

function renderActions(payload, mySeat, liveOnBoard) {
  const box = $("actions");
  box.replaceChildren();
  if (mySeat === null) {
    $("actions-title").textContent = _("Spectating");
    box.append(el("p", { class: "muted" }, _("You are watching this table; players' hands stay hidden.")));
    return;
  }
  $("actions-title").textContent = _("Your actions");
  const legal = payload.your_turn ? payload.legal || [] : [];
  if (payload.is_over) {
    box.append(el("p", { class: "muted" }, _("The game is over.")));
    return;
  }
  if (legal.length === 0) {
    box.append(el("p", { class: "muted" }, _("Not your turn — this page updates by itself.")));
    return;
  }
  if (payload.undo > 0) {
    box.append(el("p", { class: "undo-line" },
      el("button", { type: "button", id: "undo", title: TEXT.undoHint(payload.undo), onclick: undo },
        "↶ ", TEXT.undo),
      el("span", { class: "muted" }, " ", TEXT.undoCount(payload.undo))));
  }
  if (liveOnBoard) {
    box.append(el("p", { class: "muted" }, _("Click a highlighted part of the board, or a button:")));
  }
  // Legal actions, and beside them greyed the ones the game says a player may look for but may
  // not take now (`blocked`), each saying why on hover or tap.
  const blocked = payload.your_turn ? payload.blocked || [] : [];
  const groups = new Map();
  for (const action of [...legal, ...blocked].sort((a, b) => a.id - b.id)) {
    const key = firstWord(action.text);
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(action);
  }
  if (blocked.length) box.append(el("p", { class: "muted small" }, TEXT.blockedHint));
  let filter = null;
  if (legal.length > FILTER_FROM) {
    filter = el("input", {
      type: "search", placeholder: _("Filter {n} actions…", { n: legal.length }), value: page.filter,
      "aria-label": _("Filter actions"),
      oninput: () => { page.filter = filter.value; applyFilter(box, filter.value); },
    });
    box.append(filter);
  }
  const seats = payload.table?.seats;
  for (const actions of groups.values()) {
    // The buttons say the game's labels, in the page's language, seats by name (`label`).
    // No heading: a word all labels share is a verb in one language and an article or a
    // seat's name in another ("Eine Karte Ritter hinzufügen", "{seat} ein Bündnis vorschlagen").
    const labels = actions.map((action) => actionLabel(action, page.texts, seats));
    const whys = actions.map((action) => action.why !== undefined
      && TEXT.whyNot(reasonText(action.reason, page.texts, seats, action.why)));
    const group = el("fieldset", { class: "group" });
    actions.forEach((action, index) => {
      const help = say(page.texts, `action.${action.kind}`);
      group.append(action.why === undefined
        ? el("button", {
          // the notation too: one name for the action in every language (records, tests)
          type: "button", dataset: { action: String(action.id), notation: action.text }, title: help || null,
          onclick: () => send(action.id),
        }, labels[index])
        : el("button", {
          // Not disabled: a tap must reach it, to say why; it sends nothing.
          type: "button", class: "blocked", "aria-label": `${labels[index]}. ${whys[index]}`,
          dataset: { blocked: String(action.id) }, title: whys[index],
          onclick: () => { $("why-not").textContent = whys[index]; },
        }, labels[index]));
    });
    box.append(group);
  }
  box.append(el("p", { id: "why-not", class: "why-not muted", "aria-live": "polite" }));
  if (filter) applyFilter(box, page.filter);
}

function applyFilter(box, text) {
  const needle = text.trim().toLowerCase();
  for (const group of box.querySelectorAll(".group")) {
    let shown = 0;
    for (const button of group.querySelectorAll("button")) {
      const match = !needle || button.textContent.toLowerCase().includes(needle);
      button.classList.toggle("hidden", !match);
      shown += match ? 1 : 0;
    }
    group.classList.toggle("hidden", shown === 0);
  }
}

function renderPrivate(payload, mySeat) {
  if (!page.wordsReady) return; // drawn by wordsArrived: never a card's id in place of its name
  const parts = privatePanel(payload.view, mySeat, payload.table.seats, page.texts);
  $("private-panel").classList.toggle("hidden", parts.length === 0);
  $("private").replaceChildren(...parts);
}

/** The game's words arrived (once per page): draw again what is written in them. */
function wordsArrived(texts) {
  page.texts = texts;
  page.wordsReady = true;
  document.body.dataset.words = "ready";
  const payload = page.payload;
  if (!payload) return;
  const focused = focusedControl();
  const live = showBoard($("board"), payload, payload.your_turn ? payload.legal : [], send, texts);
  renderActions(payload, page.seat, live);
  renderPrivate(payload, page.seat);
  renderLog(payload.log, payload.table.seats);
  showTalk(payload);
  renderResult(payload, payload.table.seats);
  if (focused) restoreFocus(focused);
}

function renderLog(log, seats) {
  const list = $("log");
  const atEnd = list.scrollTop + list.clientHeight >= list.scrollHeight - 8;
  list.replaceChildren(...logItems(log, seats, page.texts));
  if (atEnd) list.scrollTop = list.scrollHeight;
}

function renderResult(payload, seats) {
  const box = $("result");
  box.classList.toggle("hidden", !payload.is_over);
  if (!payload.is_over) return;
  const id = encodeURIComponent(tableId);
  const links = el("p", {},
    el("a", { class: "button", href: `/tables/${id}/replay` }, RESULT_TEXT.replay), " ",
    el("a", { class: "button", href: `/api/tables/${id}/record`, download: `regnum-${tableId}.json` },
      RESULT_TEXT.download));
  box.replaceChildren(...resultParts(payload, seats, page.texts), links);
}

// --- start --------------------------------------------------------------------------------
async function start() {
  localisePage();
  if (!tableId) {
    showPageError(_("No table in this address."));
    return;
  }
  $("chat-form").addEventListener("submit", sendChat);
  $("chat-to").addEventListener("change", chatRecipientChanged);
  document.addEventListener("keydown", (event) => {
    const typing = event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement;
    if ((event.ctrlKey || event.metaKey) && event.key === "z" && !typing && page.payload?.undo) {
      event.preventDefault();
      undo();
    }
  });
  setUpAlerts($("alert-sound"), $("alert-notify"));
  setInterval(() => tick(page.payload), CLOCK_TICK_MS);
  const invite = readInvite();
  page.token = seatKey(tableId);
  // An invite is claimed once: this browser then keeps the seat's key, so the seat reopens in
  // any of its tabs; the same link opened again here (a bookmark) finds the key.
  const secret = invite ?? page.token;
  if (secret) {
    try {
      const joined = await api(`/api/tables/${encodeURIComponent(tableId)}/join`, {
        method: "POST", token: secret,
      });
      if (joined.key) {
        rememberSeat(tableId, joined.seat, joined.key);
        page.token = joined.key;
      }
      page.seat = joined.seat;
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) {
        forgetSeat(tableId);
        showPageError(err.message || _("There is no such table."));
        setConnection("closed", _("no table"));
        return;
      }
      if (err instanceof ApiError && (err.status === 401 || err.status === 403)) {
        if (invite && page.token) {
          // This browser claimed the seat before: its key opens it.
        } else {
          if (!invite) forgetSeat(tableId);
          page.token = null;
          showPageError(invite
            ? _("This invite link cannot open a seat ({error}). You are watching as a spectator.", { error: err.message })
            : _("This browser's key no longer opens a seat here ({error}). You are watching as a spectator.", { error: err.message }));
        }
      } else {
        showPageError(err.message);
      }
    }
  }
  connect();
}

start();
