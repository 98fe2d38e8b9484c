// Pieces the private panels are drawn with: sections, cards and facts, each with its help as a
// tooltip (hover, or tap: a card is a button that shows its help below the panel's cards).
import { el } from "../api.js";

/** A titled part of the panel; `help` is the title's tooltip. */
export function section(title, help, ...children) {
  return el("section", { class: "private-part" },
    el("h3", { title: help || null }, title), ...children);
}

/** A row of cards (or the word for none). */
export function cardRow(cards, none) {
  const shown = cards.filter(Boolean);
  return shown.length ? el("div", { class: "cards" }, ...shown) : el("p", { class: "muted" }, none);
}

/** One card: its face (`title`, a count, a line under it), coloured by `style`; its help shows on
 *  hover (title) and on a tap (the panel's help line, see `helpLine`). */
export function card({ title, count = null, note = "", help = "", icon = null, style = {}, kind = "" }) {
  const node = el("button", {
    type: "button", class: `game-card ${kind}`.trim(), title: help || null,
    "data-help": help || null,
    onclick: (event) => showHelp(event.currentTarget),
  },
  icon,
  el("span", { class: "card-title" }, title),
  count === null ? null : el("span", { class: "card-count" }, `×${count}`),
  note ? el("span", { class: "card-note" }, note) : null);
  Object.assign(node.style, style);
  return node;
}

/** A line of text, with an optional tooltip. */
export function fact(text, help = "", cls = "") {
  return el("p", { class: `fact ${cls}`.trim(), title: help || null }, text);
}

/** Where a tapped card's help is written (phones have no hover). */
export function helpLine() {
  return el("p", { class: "card-help muted", "aria-live": "polite" });
}

function showHelp(button) {
  const line = button.closest(".private-panel-body")?.querySelector(".card-help");
  if (line) line.textContent = button.dataset.help || "";
}
