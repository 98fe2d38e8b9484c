"""The words players read for Fief's ids (end reasons, score parts, ...), in English, in one
place so that they can be translated (`Game.texts`)."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    "result.score": "Crowned fiefs",
    "result.reason.three-crowns": "A family holds three crowned fiefs.",
    "result.reason.royal-couple": "The king and the queen, of two families joined by marriage, "
    "wear four crowns between them.",
    "result.reason.pope": "A family has the Pope, a crowned fief and a bishop.",
    "result.reason.last-seat": "Only one family could still win.",
    "result.reason.turn-limit": "The turn limit was reached.",
    "result.reason.over": "The game is over.",
    "result.also.villages": "Villages held",
    "result.also.money": "Money (écus)",
    "result.tiebreak": "A victory names its families. Otherwise the families still able to win "
    "are ranked by crowned fiefs, then villages held, then money; equal ones share the victory.",
}
