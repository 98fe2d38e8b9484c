"""The end of the game: three crowned fiefs [A.A], two married seats holding king and queen with four
crowns between them [A.B], a Pope with a crown and a bishop in one family [A.C], the last seat
able to win, or the turn limit. Each victory ends the game as soon as it holds.

*decided* (the seed has no turn limit): at the limit the game ends and the seats still able to win
are ranked by crowned fiefs, then villages held, then money; equal seats share the victory. The
same ranking names the winner when every seat has lost the possibility of winning. The judge's
seat (option judge-seat) is out from the start: it never wins.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from regnum.games.fief.control import controller
from regnum.games.fief.map import NUM_VILLAGES
from regnum.games.fief.state import DEAD, PHASE_OVER, RANK_POPE

if TYPE_CHECKING:
    from regnum.games.fief.state import FiefState

CROWNS_TO_WIN: Final = 3  # [A] "posséder trois fiefs couronnés"
ROYAL_COUPLE_CROWNS: Final = 4  # [A.B] "être seigneurs couronnés de quatre fiefs"
END_REASONS: Final = ("three crowns", "king and queen", "Pope", "last seat", "turn limit")


def royal_couple(state: FiefState) -> list[int]:
    """[A.B] The seats of the king and the queen, two seats joined by a marriage, when they wear
    four crowns between them; else []."""
    king, queen = state.king, state.queen
    if king < 0 or queen < 0 or DEAD in (state.lord_status[king], state.lord_status[queen]):
        return []
    p, q = state.lord_owner[king], state.lord_owner[queen]
    if p == q or state.crowns_of(p) + state.crowns_of(q) < ROYAL_COUPLE_CROWNS:
        return []
    married = any(spouse >= 0 and {state.lord_owner[lord], state.lord_owner[spouse]} == {p, q}
                  and state.lord_status[lord] != DEAD
                  for lord, spouse in enumerate(state.lord_spouse))
    return sorted((p, q)) if married else []


def papal_family(state: FiefState) -> list[int]:
    """[A.C] Seats with a living Pope, a crowned fief and a bishop of the family."""
    found = []
    for lord, rank in enumerate(state.lord_rank):
        if rank != RANK_POPE or state.lord_status[lord] == DEAD:
            continue
        p = state.lord_owner[lord]
        if state.crowns_of(p) and any(b >= 0 and state.lord_owner[b] == p for b in state.bishop):
            found.append(p)
    return found


def three_crowns(state: FiefState) -> list[int]:
    return [p for p in range(state.num_players) if state.crowns_of(p) >= CROWNS_TO_WIN]


def victors(state: FiefState) -> tuple[int, list[int]]:
    """The first victory of section A that holds (its index in `END_REASONS`) and its seats, or
    (-1, [])."""
    for reason, rule in enumerate((three_crowns, royal_couple, papal_family)):
        seats = rule(state)
        if seats:
            return reason, seats
    return -1, []


def end_reason(state: FiefState) -> str | None:
    """Which end the game reached (None while it goes on)."""
    if state.phase != PHASE_OVER:
        return None
    reason, _ = victors(state)
    if reason >= 0:
        return END_REASONS[reason]
    return END_REASONS[3] if sum(1 for out in state.out if not out) <= 1 else END_REASONS[4]


def finish(state: FiefState) -> None:
    """The game ends now, in any phase (a city taken in phase 5 can give a third crown, a death
    sentenced in the talks can pass one)."""
    from regnum.games.fief.diplomacy import clear_talks

    clear_talks(state)
    state.phase = PHASE_OVER
    state.pending = []
    state.step = 0
    state.military = []
    state.church = []
    state.family = []
    state.cards = []
    names = ", ".join(f"p{p + 1}" for p in winners(state))
    state.say(f"the game is over ({end_reason(state)}); won by {names}")


def crowned_winner(state: FiefState) -> bool:
    """End the game if a victory of section A holds; True when it did."""
    if victors(state)[0] >= 0:
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
    _, seats = victors(state)
    if seats:
        return seats
    alive = [p for p in range(n) if not state.out[p]] or state.competitors
    held = [0] * n
    for v in range(NUM_VILLAGES):
        p = controller(state, v)
        if p >= 0:
            held[p] += 1

    def rank(p: int) -> tuple[int, int, int]:
        return state.crowns_of(p), held[p], state.money[p]

    best = max(rank(p) for p in alive)
    return [p for p in alive if rank(p) == best]
