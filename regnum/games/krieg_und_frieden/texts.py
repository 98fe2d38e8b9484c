"""The words players read for Krieg und Frieden's ids (end reasons, score parts, ...), in
English, in one place so that they can be translated (`Game.texts`)."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    "result.score": "Seals",
    "result.reason.cathedral": "The cathedral is complete: its roof was built this spring.",
    "result.reason.no-agenda": "Nobody held an agenda card in winter, so no year could be played.",
    "result.part.sections": "Cathedral sections built",
    "result.part.huts": "Worker huts at the sections built",
    "result.part.privileges": "Agenda cards won with the privilege symbol",
    "result.also.cards": "Resource cards held",
    "result.tiebreak": "Most seals wins. A tie goes to the most resource cards held; a tie on "
    "both is a shared win.",
}
