// A game's talks in the chat panel: the log's events of negotiation (Fief's proposals, answers,
// alliances, truces, promises and gifts) as lines among the players' messages, in the page's
// language. They come from the log every page already holds (the table page's payloads, the
// replay's steps), so a replay shows them as the game did; the server's chat keeps only what
// people wrote. The talks are public (a view never hides them), so every reader gets the lines;
// only the seat whose answer a proposal awaits gets buttons on it (`answering`).
import { sentence } from "./log.js";

// Per game: which events are talks, which of them ask for an answer, and the kind of the
// actions that answer.
const TALKS = {
  fief: { told: /^fief\.(alliance|truce|promise)\.|^fief\.gift$/, asks: /\.proposed$/, answer: "d_reply" },
};

/** The talk lines of `log`, oldest first: `move` is the number of moves played once it was told
 *  (as a chat message's `move` counts them), `asks` whether it awaits an answer. A line whose
 *  words have not arrived is left out (an event id is never shown). */
export function talkLines(game, log, texts, seats) {
  const talks = TALKS[game];
  if (!talks) return [];
  return (log || []).flatMap((entry, index) => (entry.events || [])
    .filter((event) => talks.told.test(event.id))
    .map((event) => ({ talk: event.id, move: index + 1, text: sentence(event, texts, seats),
      asks: talks.asks.test(event.id) }))
    .filter((line) => line.text));
}

/** The legal actions of the viewer that answer the proposal awaiting it (none when none does):
 *  it is the last proposal told, since the seat asked is the very next to decide. */
export function answering(game, legal) {
  const talks = TALKS[game];
  return talks ? (legal || []).filter((action) => action.kind === talks.answer) : [];
}
