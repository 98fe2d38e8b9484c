// The clocks of a table, shown live: the payload gives each seat's time left at the start of its
// turn (total clocks) and the deadline of the seat to act; the page counts down to it.
import { _ } from "./words.js";

/** "1:05", "12:00", "1:02:03"; never negative. */
export function formatMs(ms) {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, "0");
  return h ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}

/** What a seat's clock reads now (ms), or null when no clock runs for it. */
export function timeLeft(payload, index, now = Date.now()) {
  const clock = payload?.clock;
  if (!clock || clock.mode === "none") return null;
  const seat = payload.table.seats[index];
  if (!seat || seat.kind !== "human" || seat.away) return null;
  const acting = payload.current_player === index && payload.table.status === "running"
    && !payload.is_over;
  if (acting && clock.deadline !== null) return clock.deadline - now;
  if (clock.mode === "total") return clock.left_ms[index];
  return clock.seconds * 1000; // a per-turn limit, for the seats waiting
}

/** A short description of the table's clock, for the page's status line and the lobby. */
export function describeClock(clock) {
  if (!clock || clock.mode === "none") return _("no clock");
  if (clock.mode === "move") return _("{time} per turn", { time: formatMs(clock.seconds * 1000) });
  const time = formatMs(clock.seconds * 1000);
  return clock.increment
    ? _("{time} per player + {n} s per turn", { time, n: clock.increment })
    : _("{time} per player", { time });
}

/** Update every `[data-clock-seat]` element from the payload, now. */
export function tick(payload) {
  for (const node of document.querySelectorAll("[data-clock-seat]")) {
    const index = Number(node.dataset.clockSeat);
    const left = timeLeft(payload, index);
    node.classList.toggle("hidden", left === null);
    if (left === null) continue;
    node.textContent = formatMs(left);
    node.classList.toggle("low", left < 10000);
    node.classList.toggle("running", payload.current_player === index && !payload.is_over);
  }
}
