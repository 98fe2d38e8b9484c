"""Autumn: income, the King's Bounty, tithes (French seed, "Automne" 1-3; Italian "Autunno")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from regnum.engine.events import Event, EventParam, seat
from regnum.engine.game import Action
from regnum.games.krieg_und_frieden import actions as A
from regnum.games.krieg_und_frieden.cards import draw_into, forget, gained, named
from regnum.games.krieg_und_frieden.data import BOUNTY_MAX_HAND, RESOURCE_NAMES, TITHE_LIMIT
from regnum.games.krieg_und_frieden.flow import enter
from regnum.games.krieg_und_frieden.phases import Phase, Step
from regnum.games.krieg_und_frieden.privileges import offer

if TYPE_CHECKING:
    from regnum.games.krieg_und_frieden.state import KufState


def start(state: KufState) -> None:
    state.income_received = [0] * state.num_players
    _next_income(state, 0)


def _next_income(state: KufState, offset: int) -> None:
    """Income in turn from the Adviser clockwise: each player's basic card, then farm cards, then
    privilege cards, before the next player draws."""
    n = state.num_players
    while offset < n:
        p = (state.adviser + offset) % n
        if state.choose_income and (state.deck or any(state.discard)):
            state.autumn_next = offset
            state.step = Step.INCOME
            state.actor = p
            return
        before = state.hands[p * 4 : p * 4 + 4]
        state.income_received[p] += draw_into(state, state.hands, p, 1)
        _rest_of_income(state, p, before)
        offset += 1
    next_bounty(state, 0)


def income_choices(state: KufState) -> list[Action]:
    """Choose-income variant: any type may be named (what the deck holds is hidden)."""
    return list(A.INCOME)


def choose_income(state: KufState, r: int) -> None:
    """The named card comes from the draw deck; if the deck has none, from the discard pile; if
    neither has one, the player draws blind (decided: the seed says only "choose")."""
    p = state.actor
    before = state.hands[p * 4 : p * 4 + 4]
    if r in state.deck:
        state.deck.reverse()
        state.deck.remove(r)  # the topmost card of that type; the rest keep their order
        state.deck.reverse()
        state.hands[p * 4 + r] += 1
        state.income_received[p] += 1
    elif state.discard[r]:
        state.discard[r] -= 1
        state.hands[p * 4 + r] += 1
        state.income_received[p] += 1
    else:
        state.income_received[p] += draw_into(state, state.hands, p, 1)
    _rest_of_income(state, p, before)
    _next_income(state, state.autumn_next + 1)


def _rest_of_income(state: KufState, p: int, before: list[int]) -> None:
    """+1 card per two farmsteads from the deck; +1 per privilege of its type from the discard
    pile, nothing when the pile has none of that type (French and Italian texts). The seat's
    income (its hand beyond `before`) is told to it alone; the others learn how many cards."""
    state.income_received[p] += draw_into(state, state.hands, p, state.farmsteads[p] // 2)
    for r in range(4):
        got = min(state.privileges[p * 4 + r], state.discard[r])
        if got:
            state.discard[r] -= got
            state.hands[p * 4 + r] += got
            state.income_received[p] += got
    if state.told is not None:  # events are built only for someone listening: playouts are hot
        count: dict[str, EventParam] = {"seat": seat(p), "count": state.income_received[p]}
        cards: dict[str, EventParam] = {"seat": seat(p), "cards": gained(state, state.hands, p, before)}
        state.tell("kuf.income", cards, (p,), Event("kuf.income.hidden", count))


def bounty_targets(state: KufState, p: int) -> list[int]:
    n = state.num_players
    return [o for o in range(n) if o != p and state.seals[o] >= state.seals[p]]


def _eligible(state: KufState, p: int) -> bool:
    """Income of exactly one card this autumn and fewer than five cards in hand."""
    return (
        state.income_received[p] == 1
        and state.hand_size(p) <= BOUNTY_MAX_HAND
        and bool(bounty_targets(state, p))
    )


def next_bounty(state: KufState, offset: int) -> None:
    """Requests are handled clockwise from the Adviser; `autumn_next` holds the offset (from the
    Adviser) of the player asked now."""
    n = state.num_players
    for off in range(offset, n):
        p = (state.adviser + off) % n
        if _eligible(state, p):
            state.autumn_next = off
            state.step = Step.BOUNTY
            state.actor = p
            return
    _next_tithe(state, 0)


def legal_bounty(state: KufState) -> list[Action]:
    return [A.BOUNTY[o] for o in bounty_targets(state, state.actor)] + [A.DECLINE]


def bounty(state: KufState, victim: int) -> None:
    """Take half the victim's cards (rounded down) at random; the victim then chooses a privilege."""
    p = state.actor
    pile = [r for r in range(4) for _ in range(state.hands[victim * 4 + r])]
    taken = len(pile) // 2
    n = state.num_players
    loot = [0, 0, 0, 0]
    for _ in range(taken):
        r = pile.pop(state.rng.below(len(pile)))
        state.hands[victim * 4 + r] -= 1
        state.hands[p * 4 + r] += 1
        loot[r] += 1
        state.own_known()[(victim * n + p) * 8 + r] += 1  # the victim sees what left the hand
    if state.told is not None:  # the cards to both seats, their number to the others
        who: dict[str, EventParam] = {"seat": seat(p), "target": seat(victim), "count": taken}
        hidden = Event("kuf.bounty.hidden", who)
        state.tell("kuf.bounty", {**who, "cards": named(loot)}, (p, victim), hidden)
    known = state.own_known()
    for v in range(n):
        if v != victim:  # known cards of the victim may be among those taken
            base = (v * n + victim) * 8
            for r in range(4):
                known[base + r] = max(0, known[base + r] - taken)
    if not offer(state, victim):
        next_bounty(state, state.autumn_next + 1)


def decline(state: KufState) -> None:
    next_bounty(state, state.autumn_next + 1)


def _next_tithe(state: KufState, offset: int) -> None:
    """Hands over 10 are cut to 10 by discards of the owner's choice, from the Adviser clockwise."""
    n = state.num_players
    for off in range(offset, n):
        p = (state.adviser + off) % n
        if state.hand_size(p) > TITHE_LIMIT:
            state.autumn_next = off
            state.step = Step.TITHE
            state.actor = p
            return
    state.year += 1
    enter(state, Phase.WINTER)


def legal_tithe(state: KufState) -> list[Action]:
    p = state.actor
    return [A.DISCARD[r] for r in range(4) if state.hands[p * 4 + r]]


def discard(state: KufState, r: int) -> None:
    """A card of the tithe, face up onto the discard pile: everyone sees it and the cards left."""
    p = state.actor
    state.hands[p * 4 + r] -= 1
    state.discard[r] += 1
    forget(state, p, r)
    left = state.hand_size(p)
    if state.told is not None:  # playouts pay tithes too
        state.tell("kuf.tithe", {"seat": seat(p), "card": f"card.{RESOURCE_NAMES[r]}", "left": left})
    if left > TITHE_LIMIT:
        return
    _next_tithe(state, state.autumn_next + 1)
