// The private panel of each game: what only the seat sees (its hand, hidden points, money),
// drawn as part of the game from its view and named in the game's words, never as raw fields.
import { panel as fief } from "./fief.js";
import { panel as kuf } from "./kuf.js";
import { panel as kus } from "./kus.js";
import { helpLine } from "./parts.js";

const PANELS = { "krieg-und-frieden": kuf, "krone-und-schwert": kus, fief };

/** The panel's elements for `seat` (none for a spectator or a game without a panel). */
export function privatePanel(view, seat, seats, texts) {
  const draw = PANELS[view?.game];
  if (!draw || seat === null || seat === undefined) return [];
  const parts = draw(view, seat, seats, texts);
  return parts.length ? [...parts, helpLine()] : [];
}
