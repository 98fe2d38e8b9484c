// The words a board drawing writes (regnum/engine/board_words.py): each board module fills its
// `board.<id>` texts from the page's texts (texts.js, in the page's language) and keeps their
// English for a page whose texts have not arrived.

/** `say("board.bid", { total: 12 })`: the text of an id in `texts` (the game's texts in a
 *  language), or in `english` where `texts` lack it, with its placeholders filled. */
export function boardWords(texts, english) {
  return (key, params = {}) => (texts?.[key] ?? english[key])
    .replace(/\{(\w+)\}/g, (whole, name) => (name in params ? String(params[name]) : whole));
}

/** board_words.py `squeezed`: the attributes that squeeze a text running past `width` into it
 *  (a rough width of its letters at `size`); none for a text that fits. */
export function squeezed(body, size, width) {
  return 0.6 * size * body.length <= width
    ? "" : ` textLength="${String(Number(width.toPrecision(6)))}" lengthAdjust="spacingAndGlyphs"`;
}
