// The table chat as a list: shared by the table page (live) and the replay (up to its step).
// Messages are text: inserted as text nodes, never as HTML. A private message (`to`: a seat)
// reaches only its two seats; it is marked "to Anna" for its sender, "from Bruno" for its reader.
// The game's talks (talks.js) come in among the messages as lines of their own.
import { el, seatName } from "./api.js";
import { TEXT } from "./strings/table.js";
import { _ } from "./words.js";

function timeOf(stamp) {
  const date = new Date(stamp);
  return Number.isNaN(date.getTime()) ? "" : date.toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
}

function speaker(line, seats, viewer) {
  if (line.to === null || line.to === undefined) return el("span", { class: "who" }, seatName(seats?.[line.seat]));
  const mark = line.seat === viewer ? TEXT.chatTo(seatName(seats?.[line.to])) : TEXT.chatFrom(seatName(seats?.[line.seat]));
  return el("span", { class: "who private" }, mark);
}

function messageItem(line, seats, viewer) {
  return el("li", {
    dataset: { chat: String(line.id), ...(line.to === null || line.to === undefined ? {} : { to: String(line.to) }) },
    class: line.to === null || line.to === undefined ? null : "private",
  },
  speaker(line, seats, viewer),
  el("span", { class: "muted when", title: _("move {n}", { n: line.move }) }, timeOf(line.at)),
  el("span", { class: "said" }, line.text));
}

/** A line of the game's talks (talks.js), with the buttons of `reply` when it has them. */
function talkItem(line, reply) {
  const buttons = reply ? reply.actions.map((action) => el("button", {
    type: "button", class: "answer", dataset: { action: String(action.id), notation: action.text },
    onclick: () => reply.send(action.id),
  }, reply.label(action))) : [];
  return el("li", { class: "talk", dataset: { talk: line.talk } },
    el("span", { class: "said" }, line.text),
    buttons.length ? el("span", { class: "answers" }, ...buttons) : null);
}

/** One `<li>` per message and talk line, oldest first (a talk line before the messages said
 *  after the move that told it); `seats` names the speakers, `viewer` is the reader's seat (null
 *  for a spectator). `reply` ({actions, label, send}): the answers the viewer may give now, put
 *  on the last line that asks for one. */
export function chatItems(messages, seats, viewer, talks = [], reply = null) {
  const asking = reply?.actions.length ? talks.findLastIndex((line) => line.asks) : -1;
  const items = [];
  let k = 0;
  const talksUpTo = (move) => {
    for (; k < talks.length && talks[k].move <= move; k += 1) {
      items.push(talkItem(talks[k], k === asking ? reply : null));
    }
  };
  for (const line of messages) {
    talksUpTo(line.move);
    items.push(messageItem(line, seats, viewer));
  }
  talksUpTo(Infinity);
  return items;
}

/** Show `messages` and the game's `talks` in `list`, keeping it scrolled to the end if it was. */
export function showChat(list, messages, seats, viewer = null, talks = [], reply = null) {
  const atEnd = list.scrollTop + list.clientHeight >= list.scrollHeight - 8;
  list.replaceChildren(...chatItems(messages, seats, viewer, talks, reply));
  if (atEnd) list.scrollTop = list.scrollHeight;
  list.classList.toggle("empty", messages.length + talks.length === 0);
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
