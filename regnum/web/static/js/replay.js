// The replay page: step through a finished table from any seat's point of view.
import { api, el, seatName, seatTag, tableIdFromPath } from "./api.js";
import { showBoard } from "./board.js";
import { showChat } from "./chat.js";
import { logItems } from "./log.js";
import { resultParts } from "./result.js";
import { gameTexts } from "./texts.js";
import { privatePanel } from "./panels/index.js";
import { talkLines } from "./talks.js";
import { mySeatAt, seatKey } from "./seatkeys.js";
import { _, localisePage } from "./words.js";

const tableId = tableIdFromPath();
const $ = (id) => document.getElementById(id);

const replay = {
  table: null, steps: 0, step: 0, perspective: "spectator", cache: new Map(), shown: null,
  texts: {}, // the game's words (texts.js)
};

function showPageError(message) {
  $("page-error").textContent = message;
  $("page-error").classList.toggle("hidden", !message);
}

async function fetchStep(step, perspective) {
  const key = `${perspective}/${step}`;
  if (!replay.cache.has(key)) {
    const path = `/api/tables/${encodeURIComponent(tableId)}/replay/${step}?seat=${encodeURIComponent(perspective)}`;
    // Seen as this browser's own seat, the replay holds its private messages too: they come
    // only with the seat's key.
    const own = String(mySeatAt(tableId)) === perspective;
    replay.cache.set(key, api(path, { token: own ? seatKey(tableId) : null }).catch((err) => {
      replay.cache.delete(key);
      throw err;
    }));
  }
  return replay.cache.get(key);
}

async function go(step) {
  const target = Math.max(0, Math.min(replay.steps, step));
  const perspective = replay.perspective;
  replay.step = target;
  $("slider").value = String(target);
  let data;
  try {
    data = await fetchStep(target, perspective);
  } catch (err) {
    showPageError(err.message);
    return;
  }
  // A later request may have overtaken this one: draw only the step still asked for.
  if (replay.step !== target || replay.perspective !== perspective) return;
  showPageError("");
  replay.steps = data.steps;
  render(data, perspective);
  const params = new URLSearchParams({ step: String(target), seat: perspective });
  history.replaceState(null, "", `${location.pathname}?${params}`);
  // Warm the cache for the next step, so stepping forward is instant.
  if (target < replay.steps) fetchStep(target + 1, perspective).catch(() => {});
}

function render(data, perspective) {
  const slider = $("slider");
  slider.max = String(data.steps);
  slider.value = String(data.step);
  $("position").textContent = _("step {step} of {steps}", { step: data.step, steps: data.steps });
  $("first").disabled = $("back").disabled = data.step <= 0;
  $("last").disabled = $("forward").disabled = data.step >= data.steps;
  $("step-action").replaceChildren(data.action
    ? el("span", {}, _("This step:"), " ", el("strong", { id: "action-text" }, data.action))
    : el("span", { class: "muted" }, _("The start of the game.")));
  renderResult(data);
  showBoard($("board"), { ...data, table: replay.table }, [], null, replay.texts);
  const seat = perspective === "spectator" ? null : Number(perspective);
  const parts = privatePanel(data.view, seat, replay.table.seats, replay.texts);
  $("private-panel").classList.toggle("hidden", parts.length === 0);
  $("private").replaceChildren(...parts);
  const log = $("log");
  log.replaceChildren(...logItems(data.log || [], replay.table?.seats, replay.texts));
  log.scrollTop = log.scrollHeight;
  const talks = talkLines(replay.table?.game, data.log, replay.texts, replay.table?.seats);
  showChat($("chat"), data.chat || [], replay.table?.seats, seat, talks); // up to this step
  document.body.dataset.step = String(data.step);
  document.body.dataset.perspective = perspective;
}

/** The outcome, shown at the final step (the API gives it only there). */
function renderResult(data) {
  const box = $("result");
  box.classList.toggle("hidden", !data.is_over);
  if (!data.is_over) return;
  box.replaceChildren(...resultParts(data, replay.table.seats, replay.texts));
}

function renderSeats(table) {
  const winners = new Set(table.winners || []);
  $("seats").replaceChildren(...table.seats.map((seat) => el("li", {},
    el("span", { class: "tag" }, seatTag(seat.index)),
    el("span", { class: "name" }, seatName(seat)),
    winners.has(seat.index) ? el("span", { class: "winner" }, _("winner")) : null)));
}

async function start() {
  localisePage();
  if (!tableId) {
    showPageError(_("No table in this address."));
    return;
  }
  const id = encodeURIComponent(tableId);
  $("download").href = `/api/tables/${id}/record`;
  $("download").setAttribute("download", `regnum-${tableId}.json`);
  try {
    replay.table = await api(`/api/tables/${id}`);
  } catch (err) {
    showPageError(err.message);
    return;
  }
  const { table } = replay;
  replay.texts = await gameTexts(table.game);
  const title = [_("Replay"), table.game_name || table.game].join(" — ");
  $("game-name").textContent = title;
  document.title = `${title} — regnum`;
  renderSeats(table);
  for (const seat of table.seats) {
    $("perspective").append(el("option", { value: String(seat.index) }, seatName(seat)));
  }
  const params = new URLSearchParams(location.search);
  const asked = params.get("seat");
  if (asked && [...$("perspective").options].some((o) => o.value === asked)) replay.perspective = asked;
  $("perspective").value = replay.perspective;
  replay.steps = table.moves;
  $("slider").max = String(table.moves);

  $("first").addEventListener("click", () => go(0));
  $("back").addEventListener("click", () => go(replay.step - 1));
  $("forward").addEventListener("click", () => go(replay.step + 1));
  $("last").addEventListener("click", () => go(replay.steps));
  $("slider").addEventListener("input", () => go(Number($("slider").value)));
  $("perspective").addEventListener("change", () => {
    replay.perspective = $("perspective").value;
    go(replay.step);
  });
  document.addEventListener("keydown", (event) => {
    // A focused slider or select handles its own arrow keys.
    if (event.target instanceof HTMLInputElement || event.target instanceof HTMLSelectElement) return;
    const moves = { ArrowLeft: -1, ArrowRight: 1 };
    if (event.key in moves) {
      event.preventDefault();
      go(replay.step + moves[event.key]);
    } else if (event.key === "Home") go(0);
    else if (event.key === "End") go(replay.steps);
  });
  const step = Number(params.get("step") ?? 0);
  await go(Number.isFinite(step) ? step : 0);
}

start();
