"""The end of the game: three crowned fiefs [A], the last seat able to win, or the turn limit.

*decided* (the seed has no turn limit): at the limit the game ends and the seats still able to win
are ranked by crowned fiefs, then villages held, then money; equal seats share the victory. The
same ranking names the winner when every seat has lost the possibility of winning.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from regnum.games.fief.control import controller
from regnum.games.fief.map import NUM_VILLAGES
from regnum.games.fief.state import PHASE_OVER

if TYPE_CHECKING:
    from regnum.games.fief.state import FiefState

CROWNS_TO_WIN = 3  # [A] "posséder trois fiefs couronnés"


def finish(state: FiefState) -> None:
    """The game ends now, in any phase (a city taken in phase 5 can give a third crown)."""
    state.phase = PHASE_OVER
    state.pending = []
    state.step = 0
    state.military = []
    names = ", ".join(f"p{p + 1}" for p in winners(state))
    state.say(f"the game is over; won by {names}")


def crowned_winner(state: FiefState) -> bool:
    """End the game if a seat holds three crowned fiefs; True when it did."""
    if any(state.crowns_of(p) >= CROWNS_TO_WIN for p in range(state.num_players)):
        finish(state)
        return True
    return False


def last_standing(state: FiefState) -> bool:
    """End the game if at most one seat can still win (*decided*); True when it did."""
    if sum(1 for out in state.out if not out) <= 1:
        finish(state)
        return True
    return False


def winners(state: FiefState) -> list[int]:
    n = state.num_players
    crowned = [p for p in range(n) if state.crowns_of(p) >= CROWNS_TO_WIN]
    if crowned:
        return crowned
    alive = [p for p in range(n) if not state.out[p]] or list(range(n))
    held = [0] * n
    for v in range(NUM_VILLAGES):
        p = controller(state, v)
        if p >= 0:
            held[p] += 1

    def rank(p: int) -> tuple[int, int, int]:
        return state.crowns_of(p), held[p], state.money[p]

    best = max(rank(p) for p in alive)
    return [p for p in alive if rank(p) == best]
