"""A three-seat Fief game played by plan up to a joint battle, for the browser test of allies.

Seats 0 and 1 ally in the first talks (seat 0 proposes, seat 1 accepts) and march on seat 2's
castle: each seat builds its castle as near the castles already on the board as it may, each ally
leads its lord with all his troops one road nearer, halts next to the castle, and marches in only
when both allies stand next to it or in it. Seat 2 stays home. Battles are fought (never aimed,
withdrawn from or surrendered); everything else passes. The plan reads only what a seat is sent
(its view and its legal actions), so it plays a table whose seed the server keeps secret.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from regnum.games.fief.map import DISTANCES, VILLAGE_BY_NAME

ALLIES = (0, 1)
ENEMY = 2
PASSING = ("end purchases", "end movements", "halt", "nominate nobody", "abstain", "keep troops",
           "let the election stand", "end births", "end family acts", "end church acts",
           "play no card")


def _castle(view: dict[str, Any], p: int) -> int:
    """The village of `p`'s castle or city, or -1."""
    return next((v["id"] for v in view["villages"]
                 if (v["castle"] or v["city"]) and v["fort_owner"] == p), -1)


def _nearest(view: dict[str, Any], p: int, target: int) -> int:
    """How many roads `p`'s nearest free lord stands from `target`."""
    return min((DISTANCES[lord["village"]][target] for lord in view["lords"]
                if lord["seat"] == p and lord["status"] == "free" and lord["village"] >= 0),
               default=99)


def _march(seat: int, view: dict[str, Any], texts: Sequence[str]) -> str | None:
    """An ally's move towards the enemy's castle, or None (pass)."""
    target = _castle(view, ENEMY)
    if target < 0:
        return None
    if "take all" in texts:
        return "take all"
    marches = [t for t in texts if t.startswith("march ") and t[6:] in VILLAGE_BY_NAME]
    if marches:
        best = min(marches, key=lambda t: DISTANCES[VILLAGE_BY_NAME[t[6:]]][target])
        to = VILLAGE_BY_NAME[best[6:]]
        ready = max(_nearest(view, q, target) for q in ALLIES) <= 1
        if (to == target and ready) or (to != target
                                        and DISTANCES[to][target] < _nearest(view, seat, target)):
            return best
        return "halt"
    leads = [t for t in texts if t.startswith("lead ")]
    return leads[0] if leads and _nearest(view, seat, target) > 0 else None


def planned(seat: int, view: dict[str, Any], texts: Sequence[str]) -> str:
    """The notation of the action `seat` takes among `texts` (the legal ones)."""
    if "accept the proposal" in texts:
        return "accept the proposal" if seat == ALLIES[1] else "refuse the proposal"
    ask = f"propose alliance to p{ALLIES[1] + 1}"
    if "end negotiations" in texts:
        return ask if seat == ALLIES[0] and ask in texts else "end negotiations"
    if "fight" in texts:
        return "fight"
    sites = [t for t in texts if t.startswith("castle at ")]
    if sites:
        placed = [v["id"] for v in view["villages"] if v["castle"]]
        return min(sites, key=lambda t: sum(DISTANCES[VILLAGE_BY_NAME[t[10:]]][w] for w in placed))
    if seat in ALLIES and (move := _march(seat, view, texts)):
        return move
    return next((words for words in PASSING if words in texts), texts[0])
