"""The words players read for Krone & Schwert's ids (end reasons, score parts, ...), in English,
in one place so that they can be translated (`Game.texts`)."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    "result.score": "Victory points",
    "result.reason.end-card": "The Spielende card was drawn.",
    "result.reason.last-space": "The last free space of the board was taken.",
    "result.part.play": "Points earned in play (taxes, city scorings, revolts)",
    "result.part.buildings": "Buildings (1 each)",
    "result.part.territory": "Territory prizes (largest 5, second 2)",
    "result.part.king": "King in office at the end",
    "result.also.largest-territory": "Spaces in the largest territory",
    "result.tiebreak": "Most victory points wins; equal points share the victory.",
}
