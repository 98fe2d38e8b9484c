// A game's words for players by id (`GET /api/games/{id}/texts`: end reasons, score parts,
// cards, tooltips, the narrated log's events), fetched once per game and page in the page's
// language (words.js; the server translates them from the game's gettext catalogue).
import { api } from "./api.js";
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
