// The games whose boards the page draws itself from the view (each game's `svg.py` or
// `render.py` ported function by function): for them the server sends views only (the
// WebSocket's `draws` parameter), which costs it a tenth of the bytes and no drawing. A game
// missing here would come drawn by the server.
import { renderSvg as kriegUndFrieden } from "./kuf.js";
import { renderSvg as kroneUndSchwert } from "./kus.js";
import { renderSvg as fief } from "./fief.js";

export const DRAWERS = {
  "krieg-und-frieden": kriegUndFrieden, "krone-und-schwert": kroneUndSchwert, fief,
};

/** The value of the WebSocket's `draws` parameter: the ids of the games drawn here. */
export const DRAWN_HERE = Object.keys(DRAWERS).join(",");

/** The SVG of a payload: the server's when it sent one, else drawn here from the view in the
 *  words of `texts` (the game's texts in the page's language, texts.js; null if this page cannot
 *  draw the game). */
export function boardSvg(payload, texts = {}) {
  if (payload.svg) return payload.svg;
  const draw = DRAWERS[payload.table?.game];
  return draw && payload.view ? draw(payload.view, payload.legal || [], texts) : null;
}
