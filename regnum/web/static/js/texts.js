// A game's words for players by id (`GET /api/games/{id}/texts`: end reasons, score parts,
// cards, tooltips, the narrated log's events), fetched once per game and page in the page's
// language (words.js; the server translates them from the game's gettext catalogue).
import { api, seatName } from "./api.js";
import { language } from "./words.js";

const loaded = new Map();

/** The texts of a game (an empty object if they cannot be fetched: pages fall back). */
export function gameTexts(gameId) {
  if (!loaded.has(gameId)) {
    loaded.set(gameId, api(`/api/games/${encodeURIComponent(gameId)}/texts?lang=${language}`).catch(() => ({})));
  }
  return loaded.get(gameId);
}

/** The text of `key`, with `{name}` filled in from `params`; `fallback` when the game has none. */
export function say(texts, key, params = {}, fallback = "") {
  const text = texts?.[key] ?? fallback;
  return text.replace(/\{(\w+)\}/g, (whole, name) => (name in params ? String(params[name]) : whole));
}

/** A parameter of an event or an action's label as a player reads it: a seat (`p2`) by its
 *  name, a text id by its text, a list joined. */
function shown(value, texts, seats) {
  if (Array.isArray(value)) return value.map((item) => shown(item, texts, seats)).join(", ") || "-";
  if (typeof value === "string") {
    const seat = /^p([1-9]\d*)$/.exec(value);
    if (seat && seats?.[Number(seat[1]) - 1]) return seatName(seats[Number(seat[1]) - 1]);
    return texts?.[value] ?? value;
  }
  return String(value);
}

/** The text `key` with its placeholders filled from `params` as players read them, or null
 *  while the game's words for it are not known (an id is never shown to a player). */
export function told(texts, key, params, seats) {
  if (texts?.[key] === undefined) return null;
  return say(texts, key, Object.fromEntries(Object.entries(params)
    .map(([name, value]) => [name, shown(value, texts, seats)])));
}

/** Why an action is not allowed: the engine's reason (`reason.<id>` of the game's texts, from
 *  a blocked action's or a refusal's `reason`) in the page's language with the seats' names,
 *  or its English (`english`) where the game has no words for it or they have not arrived. */
export function reasonText(reason, texts, seats, english) {
  return (reason && told(texts, `reason.${reason.id}`, reason.params, seats)) || english;
}

/** What an action's button says: its label (`label.<id>` of the game's texts, from the
 *  payload's `label`) in the page's language with the seats' names, or the notation where the
 *  game has no label or its words have not arrived. */
export function actionLabel(action, texts, seats) {
  return (action.label && told(texts, `label.${action.label.id}`, action.label.params, seats))
    || action.text;
}
