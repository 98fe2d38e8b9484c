"""A two-seat Fief game played to the king's election by plan, for the browser and terminal tests:
seat 0 buys a cardinal's hat for its lord, then votes for seat 1's lord (the only lay man) and
consents to his crowning; everything else passes."""

from __future__ import annotations

from collections.abc import Sequence

# By the first words of the actions offered: the first that matches is taken (the seat's own plan,
# then passing on; a set-up choice takes the first offered).
PLANS = (
    ("buy hat for", "vote for", "consent to the crowning", "choose lord", "end church acts"),
    ("choose lord", "end church acts"),
)
PASSING = ("end purchases", "end movements", "halt", "nominate nobody", "abstain", "keep troops",
           "let the election stand", "choose fief", "castle at")
LAST = "consent to the crowning"


def planned(seat: int, texts: Sequence[str]) -> int:
    """The index in `texts` (the actions offered) of the one seat `seat` takes."""
    for words in (*PLANS[seat], *PASSING):
        for i, text in enumerate(texts):
            if text.startswith(words):
                return i
    raise AssertionError(f"seat {seat} has no planned action among {list(texts)}")
