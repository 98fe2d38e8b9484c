"""Final scoring (seed, "Fin de partie"): 1 VP per building, 5 and 2 VP for the largest and the
second-largest territory, 5 VP for the king in office."""

from __future__ import annotations

from regnum.games.krone_und_schwert.data import (
    FINAL_KING,
    FINAL_LARGEST_TERRITORY,
    FINAL_PER_BUILDING,
    FINAL_SECOND_TERRITORY,
)
from regnum.games.krone_und_schwert.state import KusState, Phase


def territories(state: KusState) -> list[tuple[int, int]]:
    """(owner, size) of every territory: a maximal group of adjacent spaces of one player."""
    adjacent = state.board.adjacent
    owner = state.owner
    seen = [False] * len(owner)
    found: list[tuple[int, int]] = []
    for start, p in enumerate(owner):
        if p < 0 or seen[start]:
            continue
        seen[start] = True
        stack, size = [start], 0
        while stack:
            s = stack.pop()
            size += 1
            for t in adjacent[s]:
                if not seen[t] and owner[t] == p:
                    seen[t] = True
                    stack.append(t)
        found.append((p, size))
    return found


def final_bonus(state: KusState) -> list[int]:
    """What each seat gains at the end. *decided*: ties for the largest territory all take 5 VP,
    and the second prize goes to the next size below (GAME-DATA.md is silent; see data.py)."""
    n = state.num_players
    bonus = [FINAL_PER_BUILDING * sum(state.built[p * 4:p * 4 + 4]) for p in range(n)]
    found = territories(state)
    sizes = sorted({size for _, size in found}, reverse=True)
    for rank, prize in enumerate((FINAL_LARGEST_TERRITORY, FINAL_SECOND_TERRITORY)):
        if rank < len(sizes):
            for p in sorted({p for p, size in found if size == sizes[rank]}):
                bonus[p] += prize
    if state.king >= 0:
        bonus[state.king] += FINAL_KING
    return bonus


def finish(state: KusState) -> None:
    """End the game at once and score it."""
    bonus = final_bonus(state)
    for p, extra in enumerate(bonus):
        state.vp[p] += extra
    state.announced = list(state.vp)
    state.phase = Phase.OVER
    state.queue = []
    state.say("game over: " + ", ".join(f"p{p + 1} {v} VP" for p, v in enumerate(state.vp)))
