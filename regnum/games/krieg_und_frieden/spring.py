"""Spring: bidding for the year's agenda with resource cards valued by the chart, and the reward
(French seed, "Printemps" and "Récompense du vainqueur"; English "The Rewards of Victory")."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from regnum.engine.events import seat
from regnum.engine.game import Action
from regnum.games.krieg_und_frieden import actions as A
from regnum.games.krieg_und_frieden.cards import agenda_card, forget, reveal
from regnum.games.krieg_und_frieden.data import (
    PRIVILEGE_SEAL_DAGGER,
    PRIVILEGE_SEAL_STANDARD,
    SECTION_POINTS_DAGGER,
    SECTION_POINTS_STANDARD,
    SECTIONS,
    VALUE_FLAT,
    Symbol,
)
from regnum.games.krieg_und_frieden.flow import end_game, enter
from regnum.games.krieg_und_frieden.phases import Phase, Step
from regnum.games.krieg_und_frieden.privileges import offer

if TYPE_CHECKING:
    from regnum.games.krieg_und_frieden.state import KufState

PRIVILEGE: Final = int(Symbol.PRIVILEGE)  # a plain int: compiled, a member is a class lookup


def start(state: KufState) -> None:
    n = state.num_players
    state.layers = [[] for _ in range(n)]
    state.pending = [0, 0, 0, 0]
    state.bid_passed = [0] * n
    state.high = 0
    state.high_bidder = -1
    state.step = Step.BID
    state.actor = state.adviser  # "The King's Adviser begins"


def pending_value(state: KufState) -> int:
    row = state.agenda // 2 * 4
    pending = state.pending
    return (pending[0] * VALUE_FLAT[row] + pending[1] * VALUE_FLAT[row + 1]
            + pending[2] * VALUE_FLAT[row + 2] + pending[3] * VALUE_FLAT[row + 3])


def legal(state: KufState) -> list[Action]:
    p = state.actor
    hands = state.hands
    moves = [A.PASS]
    for r in range(4):  # a plain loop: compiled, a comprehension builds a list to add
        if hands[p * 4 + r]:
            moves.append(A.ADD[r])
    pending = state.pending
    if ((pending[0] or pending[1] or pending[2] or pending[3])
            and state.bid_total(p) + pending_value(state) > state.high):
        moves.append(A.BID)
    return moves


def add(state: KufState, r: int) -> None:
    """A card joins the raise being built, face up on the table."""
    p = state.actor
    state.hands[p * 4 + r] -= 1
    forget(state, p, r)
    state.pending[r] += 1


def bid(state: KufState) -> None:
    """The raise becomes a new layer under the player's earlier ones (seeds: "place the new cards
    below those of your previous bid"), and must beat the highest bid."""
    p = state.actor
    state.layers[p].extend(state.pending)
    state.pending = [0, 0, 0, 0]
    state.high = state.bid_total(p)
    state.high_bidder = p
    _next_bidder(state)


def pass_(state: KufState) -> None:
    """A player who passes is out for the year: the last layer returns to the hand, earlier layers
    are discarded (seeds, bidding rule 4 and the Klaus/Peter example)."""
    p = state.actor
    for r in range(4):
        if state.pending[r]:
            state.hands[p * 4 + r] += state.pending[r]
            reveal(state, p, r, state.pending[r])
    state.pending = [0, 0, 0, 0]
    layers = state.layers[p]
    if layers:
        last = layers[-4:]
        for r in range(4):
            state.hands[p * 4 + r] += last[r]
            if last[r]:
                reveal(state, p, r, last[r])
        for i in range(len(layers) - 4):
            state.discard[i % 4] += layers[i]
        state.layers[p] = []
    state.bid_passed[p] = 1
    _next_bidder(state)


def _next_bidder(state: KufState) -> None:
    n = state.num_players
    remaining = [q for q in range(n) if not state.bid_passed[q]]
    if not remaining:
        _no_winner(state)
        return
    if len(remaining) == 1 and remaining[0] == state.high_bidder:
        _win(state, remaining[0])
        return
    for i in range(1, n + 1):
        q = (state.actor + i) % n
        if not state.bid_passed[q]:
            state.actor = q
            return


def _no_winner(state: KufState) -> None:
    """Everybody passed: the card leaves the game unrewarded; the Adviser stays (decided)."""
    state.tell("kuf.bid.none", agenda_card(state.agenda))
    state.agenda_out[state.agenda] += 1
    state.agenda = -1
    enter(state, Phase.SUMMER)


def _win(state: KufState, p: int) -> None:
    """The winner discards the whole bid, becomes Adviser and takes the card's reward."""
    layers = state.layers[p]
    if state.told is not None:
        state.tell("kuf.bid.won", {"seat": seat(p), "value": state.high, **agenda_card(state.agenda)})
    for i, c in enumerate(layers):
        state.discard[i % 4] += c
    state.layers[p] = []
    state.adviser = p
    state.actor = p
    kind = state.agenda
    state.agenda_out[kind] += 1
    state.agenda = -1
    if kind % 2 == PRIVILEGE:  # kind_symbol(kind) without making an enum member
        seals = PRIVILEGE_SEAL_DAGGER if state.dagger else PRIVILEGE_SEAL_STANDARD
        state.seals[p] += seals
        if state.told is not None:
            state.tell("kuf.reward.seal", {"seat": seat(p), "seals": seals, "total": state.seals[p]})
        if not offer(state, p):
            enter(state, Phase.SUMMER)
        return
    build_section(state, p)
    if state.sections == len(SECTIONS):
        end_game(state)  # "The game ends in the Spring in which the last section is built"
    elif not (state.long_term and offer(state, p)):
        enter(state, Phase.SUMMER)


def build_section(state: KufState, p: int) -> None:
    """Next section with its points, +1 per own worker hut; the worker huts go back to stock."""
    points = SECTION_POINTS_DAGGER if state.dagger else SECTION_POINTS_STANDARD
    state.seals[p] += points[state.sections] + state.workers[p]
    if state.told is not None:
        state.tell(
            "kuf.reward.section",
            {
                "seat": seat(p),
                "section": f"section.{state.sections + 1}",
                "seals": points[state.sections],
                "huts": state.workers[p],
                "total": state.seals[p],
            },
        )
    state.hut_seals[p] += state.workers[p]
    state.workers[p] = 0
    state.sections += 1
    state.builders.append(p)
