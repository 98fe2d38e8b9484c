"""Krone & Schwert: board elements, cards, rules, views and rendering. See docs/rules."""

from regnum.games.krone_und_schwert.game import KroneUndSchwert

GAME = KroneUndSchwert()

__all__ = ["GAME", "KroneUndSchwert"]
