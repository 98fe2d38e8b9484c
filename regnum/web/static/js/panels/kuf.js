// Krieg und Frieden's private panel: the seat's hand, plunder, agenda cards and privileges as
// cards, and what it knows of other hands, in the game's words (its texts).
import { el, seatName } from "../api.js";
import { ICONS, RESOURCE_COLOUR, RESOURCE_TINT } from "../boards/kuf.js";
import { say } from "../texts.js";
import { card, cardRow, fact, section } from "./parts.js";

const RESOURCES = ["knight", "wealth", "worker", "food"];
const SVG_NS = "http://www.w3.org/2000/svg";

function icon(resource) {
  const svg = document.createElementNS(SVG_NS, "svg");
  svg.setAttribute("viewBox", "0 0 20 20");
  svg.setAttribute("class", "card-icon");
  svg.setAttribute("aria-hidden", "true");
  const group = document.createElementNS(SVG_NS, "g");
  group.setAttribute("fill", RESOURCE_COLOUR[resource]);
  group.innerHTML = ICONS[resource]; // the board's own constant paths
  svg.append(group);
  return svg;
}

function resourceCards(counts, texts, values) {
  return RESOURCES.map((r) => counts?.[r] ? card({
    title: say(texts, `card.${r}`, {}, r), count: counts[r], icon: icon(r),
    note: values ? say(texts, "panel.worth", { value: values[r] }) : "",
    help: say(texts, `card.${r}.help`), kind: "resource",
    style: { borderColor: RESOURCE_COLOUR[r], background: RESOURCE_TINT[r] },
  }) : null);
}

/** "2 worker, 1 food" in the game's words. */
function listing(counts, texts) {
  return RESOURCES.filter((r) => counts?.[r])
    .map((r) => `${counts[r]} ${say(texts, `card.${r}`, {}, r)}`).join(", ");
}

function agendaCards(counts, texts) {
  return Object.entries(counts || {}).map(([kind, count]) => {
    const [problem, symbol] = kind.split("-");
    return card({
      title: say(texts, `agenda.${problem}`, {}, problem), count,
      note: say(texts, `symbol.${symbol}`, {}, symbol),
      help: say(texts, `symbol.${symbol}.help`), kind: "agenda",
    });
  });
}

/** `p2` -> the seat's name at this table. */
function named(tag, seats) {
  const index = Number.parseInt(tag.slice(1), 10) - 1;
  return seatName(seats[index]);
}

export function panel(view, seat, seats, texts) {
  const you = view.you;
  if (!you) return [];
  const mine = (view.players || []).find((p) => p.seat === `p${seat + 1}`) || {};
  const none = say(texts, "panel.empty", {}, "none");
  const parts = [
    section(say(texts, "panel.hand"), say(texts, "panel.hand.help"),
      cardRow(resourceCards(you.hand, texts, view.values), none)),
  ];
  if (RESOURCES.some((r) => you.plunder?.[r])) {
    parts.push(section(say(texts, "panel.plunder"), say(texts, "panel.plunder.help"),
      cardRow(resourceCards(you.plunder, texts, null), none)));
  }
  parts.push(section(say(texts, "panel.agenda"), say(texts, "panel.agenda.help"),
    cardRow(agendaCards(you.agenda_hand, texts), none)));
  parts.push(section(say(texts, "panel.privileges"), say(texts, "panel.privileges.help"),
    fact(listing(mine.privileges, texts) || none)));
  const known = Object.entries(you.known || {});
  if (known.length) {
    parts.push(section(say(texts, "panel.known"), say(texts, "panel.known.help"),
      ...known.map(([tag, what]) => {
        const agenda = Object.entries(what.agenda || {}).map(([kind, n]) => {
          const [problem, symbol] = kind.split("-");
          return `${n} ${say(texts, `agenda.${problem}`, {}, problem)} (${say(texts, `symbol.${symbol}`, {}, symbol)})`;
        });
        const cards = [listing(what.hand, texts), listing(what.plunder, texts), ...agenda].filter(Boolean);
        return fact(`${say(texts, "panel.known.seat", { seat: named(tag, seats) })}: ${cards.join(", ")}`);
      })));
  }
  if ((you.shown_hands || []).length) {
    parts.push(section(say(texts, "panel.shown"), say(texts, "panel.shown.help"),
      ...you.shown_hands.map((shown) => fact(
        `${say(texts, "panel.shown.seat", { seat: named(shown.seat, seats) })}: `
        + ([listing(shown.hand, texts), listing(shown.plunder, texts)].filter(Boolean).join(", ") || none)))));
  }
  return [el("div", { class: "private-parts" }, ...parts)];
}
