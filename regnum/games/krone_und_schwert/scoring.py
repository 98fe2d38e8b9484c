"""Final scoring (seed, "Fin de partie"): 1 VP per building, 5 and 2 VP for the largest and the
second-largest territory, 5 VP for the king in office."""

from __future__ import annotations

from typing import TYPE_CHECKING

from regnum.engine.events import seat
from regnum.games.krone_und_schwert.data import (
    FINAL_KING,
    FINAL_LARGEST_TERRITORY,
    FINAL_PER_BUILDING,
    FINAL_SECOND_TERRITORY,
)
from regnum.games.krone_und_schwert.phases import Phase
from regnum.games.krone_und_schwert.spaces import FREE

if TYPE_CHECKING:
    from regnum.games.krone_und_schwert.state import KusState


def territories(state: KusState) -> list[tuple[int, int]]:
    """(owner, size) of every territory: a maximal group of adjacent spaces of one player."""
    adjacent = state.board.adjacent
    owner = state.owner
    seen = [False] * len(owner)
    found: list[tuple[int, int]] = []
    for start in range(len(owner)):  # by index (`spaces.py`)
        p = owner[start]
        if p == FREE or seen[start]:
            continue
        seen[start] = True
        stack, size = [start], 0
        while stack:
            s = stack.pop()
            size += 1
            near = adjacent[s]
            for i in range(len(near)):  # by index (`spaces.py`)
                t = near[i]
                if not seen[t] and owner[t] == p:
                    seen[t] = True
                    stack.append(t)
        found.append((p, size))
    return found


def territory_prizes(found: list[tuple[int, int]], num_players: int) -> list[int]:
    """The territory prizes of each seat, given (owner, size) of every territory.

    The seed ranks territories, not players: one player may hold both the largest and the second
    largest ("5 + 2 = 7"), and every player who ties for a place takes its whole prize ("le ou les
    joueurs"). *decided* reading (docs/rules, "Territory prizes"): line the territories up by size;
    the largest size takes the first prize; the second territory in the line-up sets the size of
    the second prize, which is the largest size again when two territories tie at the top. Each
    territory earns one prize at most, so a player takes both prizes at one size only with two
    territories of that size, and a tie at the top between two players leaves no second prize
    for a smaller territory."""
    prizes = [0] * num_players
    line = sorted((size for _, size in found), reverse=True)
    if not line:
        return prizes
    largest = line[0]
    second = line[1] if len(line) > 1 else -1  # no second prize with a single territory
    first = [False] * num_players  # one pass over the territories, marks per seat rather than a set
    held = [0] * num_players  # territories of each seat at the second size
    for p, size in found:
        if size == largest:
            first[p] = True
        if size == second:
            held[p] += 1
    for p in range(num_players):
        if first[p]:
            prizes[p] += FINAL_LARGEST_TERRITORY
        if held[p] - (first[p] and second == largest) > 0:
            prizes[p] += FINAL_SECOND_TERRITORY
    return prizes


def final_bonus(state: KusState) -> list[int]:
    """What each seat gains at the end: buildings, territory prizes, the king's 5."""
    n = state.num_players
    prizes = territory_prizes(territories(state), n)
    bonus = [FINAL_PER_BUILDING * sum(state.built[p * 4:p * 4 + 4]) + prizes[p] for p in range(n)]
    if state.king >= 0:
        bonus[state.king] += FINAL_KING
    return bonus


def finish(state: KusState) -> None:
    """End the game at once and score it."""
    bonus = final_bonus(state)
    for p, extra in enumerate(bonus):
        state.vp[p] += extra
    state.announced = tuple(state.vp)
    state.phase = Phase.OVER
    state.queue = ()
    state.say("game over: " + ", ".join(f"p{p + 1} {v} VP" for p, v in enumerate(state.vp)))
    for p, extra in enumerate(bonus):  # the victory points are public from now on
        state.tell("kus.final", {"seat": seat(p), "bonus": extra, "vp": state.vp[p]})
