"""Moving resource and agenda cards, and keeping track of what each player knows of other hands.

Every card that leaves a hand face up (a bid, a discard for an action, tithes) lowers what others
know of that hand; every card that returns face up (a bid layer taken back, an agenda card picked
up) raises it. `determinize` keeps these known cards in place, so bots stay honest but not amnesic.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from regnum.engine.events import EventParam
from regnum.games.krieg_und_frieden.data import (
    AGENDA_NAMES,
    NUM_AGENDA_KINDS,
    RESOURCE_NAMES,
    SYMBOL_NAMES,
)

if TYPE_CHECKING:
    from regnum.games.krieg_und_frieden.state import KufState


def draw(state: KufState) -> int:
    """Top card of the deck, reshuffling the discard pile when the deck is empty; -1 if none is left.

    Seeds: "If the draw deck is exhausted, shuffle the discard pile and turn it over."
    """
    if not state.deck:
        pile = [r for r in range(4) for _ in range(state.discard[r])]
        if not pile:
            return -1
        state.discard = [0, 0, 0, 0]
        state.rng.shuffle(pile)
        state.deck = pile
    return state.deck.pop()


def draw_into(state: KufState, table: list[int], p: int, count: int) -> int:
    """Draw up to `count` cards into `table` (hands or plunder) of seat p; returns how many."""
    got = 0
    for _ in range(count):
        r = draw(state)
        if r < 0:
            break
        table[p * 4 + r] += 1
        got += 1
    return got


def named(counts: list[int]) -> list[str]:
    """Resource cards by their text ids (`card.knight`, ...), one entry per card, for events."""
    return [f"card.{RESOURCE_NAMES[r]}" for r in range(4) for _ in range(counts[r])]


def gained(state: KufState, table: list[int], p: int, before: list[int]) -> list[str]:
    """The cards seat p's row of `table` holds beyond `before` (its row earlier), named."""
    return named([table[p * 4 + r] - before[r] for r in range(4)])


def agenda_card(kind: int) -> dict[str, EventParam]:
    """An agenda card as event parameters: its agenda and its symbol, by text ids."""
    return {"agenda": f"agenda.{AGENDA_NAMES[kind // 2]}", "symbol": f"symbol.{SYMBOL_NAMES[kind % 2]}"}


def forget(state: KufState, p: int, slot: int, count: int = 1) -> None:
    """Cards left seat p's hand (slot < 4) or plunder (slot >= 4) face up: lower known counts."""
    n = state.num_players
    known = state.known
    for v in range(n):
        i = (v * n + p) * 8 + slot
        if known[i]:
            known = state.own_known()
            known[i] = max(0, known[i] - count)


def reveal(state: KufState, p: int, slot: int, count: int) -> None:
    """Cards entered seat p's hand face up: everyone else now knows them."""
    n = state.num_players
    known = state.own_known()
    for v in range(n):
        if v != p:
            known[(v * n + p) * 8 + slot] += count


def play_from_hand(state: KufState, p: int, r: int) -> None:
    """Seat p plays a resource card of type r face up from the hand to the discard pile."""
    state.hands[p * 4 + r] -= 1
    state.discard[r] += 1
    forget(state, p, r)


def discard_shield(state: KufState, p: int) -> None:
    """Seat p gives up a shield, from the plunder first: plunder may only defend this summer, so a
    hand shield is always worth at least as much (decided; see the coverage document)."""
    if state.plunder[p * 4]:
        state.plunder[p * 4] -= 1
        forget(state, p, 4)
    else:
        state.hands[p * 4] -= 1
        forget(state, p, 0)
    state.discard[0] += 1


def has_shield(state: KufState, p: int) -> bool:
    return state.hands[p * 4] > 0 or state.plunder[p * 4] > 0


def agenda_forget(state: KufState, p: int, kind: int) -> None:
    n = state.num_players
    for v in range(n):
        i = (v * n + p) * NUM_AGENDA_KINDS + kind
        if state.agenda_known[i]:
            state.own_agenda_known()[i] -= 1


def agenda_reveal(state: KufState, p: int, kind: int) -> None:
    n = state.num_players
    agenda_known = state.own_agenda_known()
    for v in range(n):
        if v != p:
            agenda_known[(v * n + p) * NUM_AGENDA_KINDS + kind] += 1
