"""Fief ("Fief 5" fan rules): the map, money, armies, combat and crowns. See docs/rules/fief.md."""

from regnum.games.fief.game import FiefGame

GAME = FiefGame()

__all__ = ["GAME", "FiefGame"]
