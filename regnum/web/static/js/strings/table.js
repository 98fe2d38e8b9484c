// Words of the table page that players read, kept in one place so that they can be translated.
// (Older strings of the page are still inline in table.js.)
export const TEXT = {
  undo: "Undo",
  undoHint: (n) => n === 1
    ? "Take back your last action (Ctrl+Z). Nothing hidden was shown and nobody else has acted since."
    : `Take back your last action (Ctrl+Z); ${n} actions of this turn can be taken back.`,
  undoCount: (n) => (n === 1 ? "1 action can be taken back" : `${n} actions can be taken back`),
  blockedHint: "Greyed actions are not allowed now: point at one, or tap it, to see why.",
  whyNot: (why) => `Not now: ${why}`,
  rules: "Rules",
  rulesHint: "How to play this game",
  chatEveryone: "Everyone",
  chatTable: "Say something to the table…",
  chatTo: (name) => `to ${name}`,
  chatFrom: (name) => `from ${name}`,
  chatPrivate: (name) => `Only ${name} reads this…`,
};
