// The table chat as a list: shared by the table page (live) and the replay (up to its step).
// Messages are text: inserted as text nodes, never as HTML. A private message (`to`: a seat)
// reaches only its two seats; it is marked "to Anna" for its sender, "from Bruno" for its reader.
import { el, seatName } from "./api.js";
import { TEXT } from "./strings/table.js";

function timeOf(stamp) {
  const date = new Date(stamp);
  return Number.isNaN(date.getTime()) ? "" : date.toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
}

function speaker(line, seats, viewer) {
  if (line.to === null || line.to === undefined) return el("span", { class: "who" }, seatName(seats?.[line.seat]));
  const mark = line.seat === viewer ? TEXT.chatTo(seatName(seats?.[line.to])) : TEXT.chatFrom(seatName(seats?.[line.seat]));
  return el("span", { class: "who private" }, mark);
}

/** One `<li>` per message, oldest first; `seats` names the speakers, `viewer` is the reader's
 *  seat (null for a spectator). */
export function chatItems(messages, seats, viewer) {
  return messages.map((line) => el("li", {
    dataset: { chat: String(line.id), ...(line.to === null || line.to === undefined ? {} : { to: String(line.to) }) },
    class: line.to === null || line.to === undefined ? null : "private",
  },
  speaker(line, seats, viewer),
  el("span", { class: "muted when", title: `move ${line.move}` }, timeOf(line.at)),
  el("span", { class: "said" }, line.text)));
}

/** Show `messages` in `list`, keeping it scrolled to the end if it was. */
export function showChat(list, messages, seats, viewer = null) {
  const atEnd = list.scrollTop + list.clientHeight >= list.scrollHeight - 8;
  list.replaceChildren(...chatItems(messages, seats, viewer));
  if (atEnd) list.scrollTop = list.scrollHeight;
  list.classList.toggle("empty", messages.length === 0);
}

/** The recipient selector's choices: everyone, then every other person's seat (bots read no
 *  messages). Rebuilt only when they change, so an open or focused selector stays as it is. */
export function showRecipients(select, seats, mySeat) {
  const choices = [["", TEXT.chatEveryone], ...(seats || [])
    .filter((seat) => seat.index !== mySeat && seat.kind !== "bot")
    .map((seat) => [String(seat.index), seatName(seat)])];
  const key = JSON.stringify(choices);
  if (select.dataset.choices === key) return;
  const chosen = select.value;
  select.replaceChildren(...choices.map(([value, label]) => el("option", { value }, label)));
  select.value = choices.some(([value]) => value === chosen) ? chosen : "";
  select.dataset.choices = key;
}
