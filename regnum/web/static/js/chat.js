// The table chat as a list: shared by the table page (live) and the replay (up to its step).
// Messages are text: inserted as text nodes, never as HTML.
import { el, seatName } from "./api.js";
import { _ } from "./words.js";

function timeOf(stamp) {
  const date = new Date(stamp);
  return Number.isNaN(date.getTime()) ? "" : date.toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
}

/** One `<li>` per message, oldest first; `seats` names the speakers. */
export function chatItems(messages, seats) {
  return messages.map((line) => el("li", { dataset: { chat: String(line.id) } },
    el("span", { class: "who" }, seatName(seats?.[line.seat])),
    el("span", { class: "muted when", title: _("move {n}", { n: line.move }) }, timeOf(line.at)),
    el("span", { class: "said" }, line.text)));
}

/** Show `messages` in `list`, keeping it scrolled to the end if it was. */
export function showChat(list, messages, seats) {
  const atEnd = list.scrollTop + list.clientHeight >= list.scrollHeight - 8;
  list.replaceChildren(...chatItems(messages, seats));
  if (atEnd) list.scrollTop = list.scrollHeight;
  list.classList.toggle("empty", messages.length === 0);
}
