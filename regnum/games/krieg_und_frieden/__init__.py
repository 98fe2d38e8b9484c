"""Krieg und Frieden (Gerard Mulder, TM-Spiele 1999), 3-4 players. `GAME` is the entry point."""

from regnum.games.krieg_und_frieden.game import GAME, KriegUndFrieden
from regnum.games.krieg_und_frieden.state import KufState, Phase, Step

__all__ = ["GAME", "KriegUndFrieden", "KufState", "Phase", "Step"]
