"""Two-seat Fief games played by plan, for the browser and terminal tests.

- `COURT`: seat 0 buys a cardinal's hat for its lord, then votes for seat 1's lord (the only lay
  man) and consents to his crowning.
- `WEDDING`: seat 0 buys five soldiers and takes the lord they earn, ordains one of its two men in
  phase 6 and asks for the other's marriage to seat 1's lady, without a dowry; seat 1 accepts and
  seat 0's new priest blesses them.

Everything else passes, and both seats end the talks (phases 1 and 6) at once.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class Plan:
    """By the first words of the actions offered: the first that matches is taken (ending the
    talks, which would otherwise match a plan's "propose", then the seat's own plan, then passing
    on; a set-up choice takes the first offered). `last` ends the plan."""

    seats: tuple[tuple[str, ...], tuple[str, ...]]
    last: str

    def planned(self, seat: int, texts: Sequence[str]) -> int:
        """The index in `texts` (the actions offered) of the one seat `seat` takes."""
        for words in (*TALKS, *self.seats[seat], *PASSING):
            for i, text in enumerate(texts):
                if text.startswith(words):
                    return i
        raise AssertionError(f"seat {seat} has no planned action among {list(texts)}")


TALKS = ("end negotiations",)
PASSING = ("end purchases", "end movements", "halt", "nominate nobody", "abstain", "keep troops",
           "let the election stand", "choose fief", "castle at", "end births", "end family acts")
COURT = Plan((("buy hat for", "vote for", "consent to the crowning", "choose lord",
               "end church acts"),
              ("choose lord", "end church acts")),
             "consent to the crowning")
WEDDING = Plan((("choose lord", "recruit lord at", "buy soldier at", "propose", "ordain",
                 "no dowry", "bless the marriage"),
                ("choose lady", "accept the marriage")),
               "bless the marriage")
# the court plan's names, as the tests of the king's election use them
LAST = COURT.last
planned = COURT.planned
