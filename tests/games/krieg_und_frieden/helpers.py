"""Building scenario states for Krieg und Frieden tests without breaking card conservation."""

from __future__ import annotations

from regnum.games import get
from regnum.games.krieg_und_frieden.data import RESOURCE_NAMES, Agenda, Symbol, agenda_kind
from regnum.games.krieg_und_frieden.state import KufState, Phase, Step

GAME = get("kuf")
KNIGHT, WEALTH, WORKER, FOOD = 0, 1, 2, 3


def new(n: int = 4, seed: int = 0, **options: str) -> KufState:
    state = GAME.new_game(n, seed, options)
    assert isinstance(state, KufState)
    return state


def set_hand(
    state: KufState, p: int, *, knight: int = 0, wealth: int = 0, worker: int = 0, food: int = 0
) -> None:
    """Give seat p exactly these cards, trading with the deck so all 68 stay accounted for."""
    want = [knight, wealth, worker, food]
    for r in range(4):
        have = state.hands[p * 4 + r]
        while have > want[r]:
            state.deck.insert(0, r)
            have -= 1
        while have < want[r]:
            if r in state.deck:
                state.deck.remove(r)
            else:
                # take it from another hand that has one
                owner = next(
                    q for q in range(state.num_players) if q != p and state.hands[q * 4 + r]
                )
                state.hands[owner * 4 + r] -= 1
            have += 1
        state.hands[p * 4 + r] = want[r]
    state._legal = None
    assert state.resource_total() == [17] * 4


def hand(state: KufState, p: int) -> dict[str, int]:
    return {RESOURCE_NAMES[r]: state.hands[p * 4 + r] for r in range(4)}


def to_spring(state: KufState, agenda: Agenda, symbol: Symbol, adviser: int) -> None:
    """Put the game at the start of a spring bidding with this agenda card on the table."""
    kind = agenda_kind(agenda, symbol)
    old = state.agenda
    # swap the tabled card with one of this kind from some hand, keeping the 16 cards
    if old != kind:
        owner = next(
            (q for q in range(state.num_players) if state.agenda_hands[q * 8 + kind]), None
        )
        if owner is not None:
            state.agenda_hands[owner * 8 + kind] -= 1
            state.agenda_hands[owner * 8 + old] += 1
    state.agenda = kind
    state.adviser = adviser
    state.phase = Phase.SPRING
    from regnum.games.krieg_und_frieden import spring

    spring.start(state)
    state._legal = None


def to_summer(state: KufState, adviser: int) -> None:
    from regnum.games.krieg_und_frieden import summer

    state.agenda_out[state.agenda] += 1
    state.agenda = -1
    state.adviser = adviser
    state.phase = Phase.SUMMER
    summer.start(state)
    state._legal = None


def texts(state: KufState) -> list[str]:
    return [a.text for a in state.legal_actions()]


def play(state: KufState, *moves: str) -> None:
    for move in moves:
        state.apply(move)


__all__ = ["Agenda", "Step", "Symbol"]
