// Words of the table page's undo and action lines, in the page's language.
import { _ } from "../words.js";

export const TEXT = {
  yourTurn: _("Your turn"),
  undo: _("Undo"),
  undoHint: (n) => n === 1
    ? _("Take back your last action (Ctrl+Z). Nothing hidden was shown and nobody else has acted since.")
    : _("Take back your last action (Ctrl+Z); {n} actions of this turn can be taken back.", { n }),
  undoCount: (n) => (n === 1 ? _("1 action can be taken back") : _("{n} actions can be taken back", { n })),
  blockedHint: _("Greyed actions are not allowed now: point at one, or tap it, to see why."),
  whyNot: (why) => _("Not now: {why}", { why }),
  rules: _("Rules"),
  rulesHint: _("How to play this game"),
  chatEveryone: _("Everyone"),
  chatTable: _("Say something to the table…"),
  chatTo: (name) => _("to {name}", { name }),
  chatFrom: (name) => _("from {name}", { name }),
  chatPrivate: (name) => _("Only {name} reads this…", { name }),
};
