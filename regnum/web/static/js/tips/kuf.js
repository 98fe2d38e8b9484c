// Krieg und Frieden's board tooltips: cards in hand and plunder, agenda cards, estates, seals,
// privileges, the bid and the cathedral.
import { say } from "../texts.js";
import { tip } from "./title.js";

const RESOURCES = ["knight", "wealth", "worker", "food"];

function agendaName(kind, texts) {
  const [problem, symbol] = kind.split("-");
  return `${say(texts, `agenda.${problem}`, {}, problem)} (${say(texts, `symbol.${symbol}`, {}, symbol)})`;
}

export function tips(svg, view, seats, texts) {
  for (const r of RESOURCES) {
    const card = say(texts, `card.${r}`, {}, r);
    for (const node of svg.querySelectorAll(`g.card.${r}`)) tip(node, `${card}: ${say(texts, `card.${r}.help`)}`);
    for (const node of svg.querySelectorAll(`g.plunder.${r}`)) tip(node, say(texts, "tip.plunder", { card }));
  }
  for (const node of svg.querySelectorAll("g.agenda-card[data-kind]")) {
    const kind = node.dataset.kind;
    tip(node, `${agendaName(kind, texts)}: ${say(texts, `symbol.${kind.split("-")[1]}.help`)}`);
  }
  for (const node of svg.querySelectorAll("g.agenda-out[data-kind]")) {
    const title = [...node.children].find((child) => child.localName === "title");
    if (title) title.textContent = say(texts, "tip.agenda-out", { card: agendaName(node.dataset.kind, texts) });
  }
  const simple = { "g.estate": "tip.estate", "g.seals": "tip.seals", "g[data-built]": "tip.cathedral",
    "g.privileges": "tip.privileges", "g.bid": "tip.bid", "g.known": "panel.known.help" };
  for (const [selector, key] of Object.entries(simple)) {
    for (const node of svg.querySelectorAll(selector)) tip(node, say(texts, key));
  }
}
