// Fief's private panel: the seat's cards (name, pile, round, what each does), its treasury (both
// hidden from the others), its home fief, crowns and lords, and this turn's purchases towards a
// new lord, in the game's words.
import { el } from "../api.js";
import { say } from "../texts.js";
import { card, cardRow, fact, section } from "./parts.js";

function fiefName(view, index) {
  const name = (view.fiefs || []).find((f) => f.id === index)?.name || String(index);
  return name.charAt(0).toUpperCase() + name.slice(1);
}

export function panel(view, seat, seats, texts) {
  const mine = (view.players || []).find((p) => p.seat === seat);
  if (!mine || mine.money === undefined) return [];
  if (seat === view.judge_seat) {
    return [el("div", { class: "private-parts" },
      section(say(texts, "panel.judge"), "", fact(say(texts, "panel.judge.help"))))];
  }
  const parts = [
    section(say(texts, "panel.money"), say(texts, "panel.money.help"),
      el("p", { class: "big-number" }, say(texts, "panel.ecus", { n: mine.money })),
      fact(say(texts, "panel.income", { n: mine.income }), "", "muted")),
    // no home fief before the set-up's choice (-1)
    mine.home >= 0 ? fact(say(texts, "panel.home", { fief: fiefName(view, mine.home) })) : null,
    fact(say(texts, "panel.crowns", { n: mine.crowns })),
    fact(say(texts, "panel.lords", { n: mine.lords })),
  ].filter(Boolean);
  if (mine.bought) parts.push(fact(say(texts, "panel.bought", { n: mine.bought })));
  if (mine.lord_bonus) parts.push(fact(say(texts, "panel.lord_bonus")));
  if (mine.out) parts.push(fact(say(texts, "panel.out"), "", "warn"));
  const hand = (view.cards && view.cards.hand) || [];
  const counts = {};
  for (const name of hand) counts[name] = (counts[name] || 0) + 1;
  const cards = Object.entries(counts).map(([name, count]) => card({
    title: say(texts, `card.${name}`, {}, name), count: count > 1 ? count : null,
    note: say(texts, `card.${name}.face`), help: say(texts, `card.${name}.help`),
    kind: `fief-card ${name.replace(" ", "-")}`,
  }));
  parts.unshift(section(say(texts, "panel.cards"), say(texts, "panel.cards.help"),
    cardRow(cards, say(texts, "panel.cards.none"))));
  return [el("div", { class: "private-parts" }, ...parts)];
}
