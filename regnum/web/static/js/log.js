// The narrated log: each move as its seat's name and the move, then what it made happen (the
// engine's events, as this viewer may see them) in the game's words: `event.<id>` texts with
// their `{param}` placeholders filled, seats (`p1`, ...) by name, text ids by their text.
import { el, seatName } from "./api.js";
import { actionLabel, told } from "./texts.js";

/** The sentence for an event, or null while the game's words for it are not known (an id is
 *  never shown to a player). */
export function sentence(event, texts, seats) {
  return told(texts, `event.${event.id}`, event.params, seats);
}

/** A move's notation with the seats it names (`attack p2`) written by name. */
function named(move, seats) {
  return move.replace(/\bp([1-9]\d*)\b/g, (whole, n) => (seats?.[n - 1] ? seatName(seats[n - 1]) : whole));
}

/** A move as this viewer reads it: its words (`label`, an action's label or a game's words for
 *  a secret move) in the page's language, as a button says them, else its notation. */
function moveText(entry, texts, seats) {
  return actionLabel({ label: entry.label, text: named(entry.move, seats) }, texts, seats);
}

/** The whole log after a payload: a WebSocket state message carries only the entries from its
 *  `log_from` on (all of them on a connection's first message), to follow the first `log_from`
 *  of the log shown; an undo makes `log_from` smaller than the log shown. */
export function wholeLog(shown, payload) {
  const from = payload.log_from || 0;
  return from === 0 ? payload.log || [] : (shown || []).slice(0, from).concat(payload.log || []);
}

/** The list items of a log: one per move, its events as a nested list under it. */
export function logItems(log, seats, texts) {
  return log.map((entry) => {
    const lines = (entry.events || []).map((event) => sentence(event, texts, seats)).filter(Boolean);
    return el("li", { class: "move" },
      el("span", { class: "who" }, seatName(seats?.[entry.seat])), ": ", moveText(entry, texts, seats),
      lines.length ? el("ul", { class: "told" }, ...lines.map((text) => el("li", {}, text))) : null);
  });
}
