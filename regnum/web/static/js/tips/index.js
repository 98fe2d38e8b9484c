// Tooltips on a game's board: what a card, an estate, a space or a village is and does, added to
// the drawing (a <title> per element) from the view and the game's words. The boards themselves
// stay the games' own drawings.
import { tips as fief } from "./fief.js";
import { tips as kuf } from "./kuf.js";
import { tips as kus } from "./kus.js";

const TIPS = { "krieg-und-frieden": kuf, "krone-und-schwert": kus, fief };

/** Add the game's tooltips to a drawn board. */
export function addTips(svgNode, payload, seats, texts) {
  const add = TIPS[payload.view?.game];
  if (add && texts && Object.keys(texts).length) add(svgNode, payload.view, seats, texts);
}
