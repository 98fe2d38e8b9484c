// Krone & Schwert's private panel: the seat's hand as cards (name, combat value and shields),
// its hidden victory points and what the others know of them, in the game's words.
import { el } from "../api.js";
import { say } from "../texts.js";
import { card, cardRow, fact, section } from "./parts.js";

export function panel(view, seat, seats, texts) {
  const mine = (view.players || []).find((p) => p.seat === seat);
  if (!mine || mine.hand === undefined) return [];
  const cards = Object.entries(mine.hand).map(([name, count]) => card({
    title: say(texts, `card.${name}`, {}, name), count,
    note: say(texts, `card.${name}.face`), help: say(texts, `card.${name}.help`), kind: `event ${name}`,
  }));
  const announced = mine.announced_vp >= 0
    ? say(texts, "panel.announced", { vp: mine.announced_vp })
    : say(texts, "panel.announced.none");
  const parts = [
    section(say(texts, "panel.hand"), say(texts, "panel.hand.help"),
      cardRow(cards, say(texts, "panel.empty"))),
    section(say(texts, "panel.vp"), say(texts, "panel.vp.help"),
      el("p", { class: "big-number" }, String(mine.vp)), fact(announced, "", "muted")),
    section(say(texts, "panel.stock"), "", el("p", { class: "big-number" }, String(mine.markers))),
  ];
  if (mine.pope_visit) parts.push(fact(say(texts, "panel.pope"), say(texts, "card.pope-visit.help")));
  return [el("div", { class: "private-parts" }, ...parts)];
}
