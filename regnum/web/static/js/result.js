// The final result, as the table and replay pages show it: why the game ended, the winners, and
// each seat's score broken down (the engine's `State.result`, named by the game's texts).
import { el, seatName } from "./api.js";
import { TEXT } from "./strings/result.js";
import { say } from "./texts.js";

/** The rows of the breakdown table: the parts, the score (their sum), the other figures. */
function rows(outcome, texts) {
  const result = outcome.result || { parts: [], also: [] };
  const line = (kind, row) => ({
    kind, label: say(texts, `result.${kind}.${row.id}`, {}, row.id), values: row.values,
  });
  return [
    ...result.parts.map((row) => line("part", row)),
    { kind: "score", label: say(texts, "result.score", {}, TEXT.score), values: outcome.scores || [] },
    ...result.also.map((row) => line("also", row)),
  ];
}

/** The result's elements: a heading, the reason, the winners, the breakdown and the tie-break
 *  rule. `outcome` holds `winners`, `competitors`, `scores` and `result` (a payload or a replay
 *  step). */
export function resultParts(outcome, allSeats, texts) {
  const winners = outcome.winners || [];
  // only the seats that played for the win: a seat without a stake (Fief's judge) is not ranked
  const seats = outcome.competitors ? allSeats.filter((seat) => outcome.competitors.includes(seat.index)) : allSeats;
  const names = winners.map((w) => seatName(seats[w])).join(", ");
  const reason = outcome.result ? say(texts, `result.reason.${outcome.result.reason}`) : "";
  const head = el("tr", {}, el("th", {}, ""), ...seats.map((seat) => el("th", {
    scope: "col", class: winners.includes(seat.index) ? "winner" : "",
  }, seatName(seat), winners.includes(seat.index) ? el("span", { class: "mark" }, ` ★ ${TEXT.winnerMark}`) : "")));
  const body = rows(outcome, texts).map((row) => el("tr", { class: `row-${row.kind}` },
    el("th", { scope: "row" }, row.label),
    ...seats.map((seat) => el("td", { class: winners.includes(seat.index) ? "winner" : "" },
      row.values[seat.index] === undefined ? "—" : String(row.values[seat.index])))));
  const tiebreak = say(texts, "result.tiebreak");
  // On a phone, one card per seat instead of a table as wide as the seats (the stylesheet shows
  // one or the other).
  const cards = el("div", { class: "result-cards" }, ...seats.map((seat) => {
    const won = winners.includes(seat.index);
    return el("section", { class: `seat-result${won ? " winner" : ""}` },
      el("h3", {}, seatName(seat), won ? el("span", { class: "mark" }, ` ★ ${TEXT.winnerMark}`) : ""),
      el("dl", {}, ...rows(outcome, texts).flatMap((row) => [
        el("dt", { class: `row-${row.kind}` }, row.label),
        el("dd", { class: `row-${row.kind}` }, row.values[seat.index] === undefined ? "—" : String(row.values[seat.index])),
      ])));
  }));
  return [
    el("h2", {}, TEXT.over),
    reason ? el("p", { id: "end-reason", class: "reason" }, reason) : null,
    el("p", { id: "winners" }, winners.length === 1 ? TEXT.winner(names) : TEXT.winners(names)),
    el("div", { class: "result-scroll" },
      el("table", { class: "tables result", id: "score-sheet" }, el("thead", {}, head), el("tbody", {}, body))),
    cards,
    tiebreak ? el("p", { class: "muted tiebreak" }, tiebreak) : null,
  ];
}

export { TEXT as RESULT_TEXT };
