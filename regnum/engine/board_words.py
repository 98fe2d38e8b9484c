"""The words a board drawing writes, in a player's language: the drawings (`render_svg`) take the
game's texts in a language (`translations.game_texts`, English by default) and write each word by
its text id (`board.<id>`), as the pages' scripts do with the same texts
(`static/js/boards/`), so that the two drawings stay the same in every language."""

from __future__ import annotations

from collections.abc import Mapping


class BoardWords:
    """`say("board.bid", total=12)`: the text of an id with its placeholders filled."""

    def __init__(self, texts: Mapping[str, str]) -> None:
        self.texts = texts

    def __call__(self, key: str, /, **params: object) -> str:
        return self.texts[key].format(**params)


def squeezed(body: str, size: float, width: float) -> str:
    """The attributes that squeeze a text into `width` when it would run past it (a rough width
    of its letters at `size`); none for a text that fits, so a short word is drawn as before."""
    if 0.6 * size * len(body) <= width:
        return ""
    return f' textLength="{width:g}" lengthAdjust="spacingAndGlyphs"'
