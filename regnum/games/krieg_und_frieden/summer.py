"""Summer: from the Adviser clockwise, each player takes one turn of any number of actions in any
order: assign workers, build farmsteads, attack, bribe (French seed, "Eté" 1-4)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from regnum.engine.events import Event, EventParam, seat
from regnum.engine.game import Action
from regnum.games.krieg_und_frieden import actions as A
from regnum.games.krieg_und_frieden.cards import (
    discard_shield,
    draw_into,
    forget,
    gained,
    has_shield,
    named,
    play_from_hand,
)
from regnum.games.krieg_und_frieden.data import (
    FARMSTEAD_SITES,
    PLUNDER_CARDS,
    WORKER_SITES,
    Resource,
)
from regnum.games.krieg_und_frieden.flow import enter
from regnum.games.krieg_und_frieden.phases import Phase, Step

if TYPE_CHECKING:
    from regnum.games.krieg_und_frieden.state import KufState

KNIGHT, WEALTH, WORKER, FOOD = (int(r) for r in Resource)


def start(state: KufState) -> None:
    state.summer_turns = 0
    _start_turn(state)


def _start_turn(state: KufState) -> None:
    state.step = Step.SUMMER
    state.actor = (state.adviser + state.summer_turns) % state.num_players
    state.plundered = [0] * state.num_players


def can_assign(state: KufState, p: int) -> bool:
    """A hammer moves a farmstead to a worker site; never more workers than farmsteads."""
    w, f = state.workers[p], state.farmsteads[p]
    return state.hands[p * 4 + WORKER] > 0 and w < WORKER_SITES and w + 1 <= f - 1


def can_build(state: KufState, p: int) -> bool:
    """Barley puts a hut from stock on a free farmstead site."""
    return (
        state.hands[p * 4 + FOOD] > 0
        and state.stock(p) > 0
        and state.farmsteads[p] < FARMSTEAD_SITES
    )


def legal(state: KufState) -> list[Action]:
    p = state.actor
    n = state.num_players
    if state.step == Step.DEFEND:
        return [A.DEFEND, A.YIELD] if has_shield(state, p) else [A.YIELD]
    if state.step == Step.BURN:
        return [A.BURN[0], A.BURN[1]]
    moves = []
    if can_assign(state, p):
        moves.append(A.ASSIGN)
    if can_build(state, p):
        moves.append(A.BUILD)
    if state.hands[p * 4 + KNIGHT]:
        # decided: an attack needs a target with at least one hut
        moves += [A.ATTACK[o] for o in range(n) if o != p and state.huts(o)]
    if state.hands[p * 4 + WEALTH]:
        moves += [A.BRIBE[o] for o in range(n) if o != p]
    moves.append(A.END)
    return moves


def assign(state: KufState) -> None:
    p = state.actor
    play_from_hand(state, p, WORKER)
    state.farmsteads[p] -= 1
    state.workers[p] += 1


def build(state: KufState) -> None:
    p = state.actor
    play_from_hand(state, p, FOOD)
    state.farmsteads[p] += 1


def attack(state: KufState, target: int) -> None:
    """The attacker plays a shield; the defender may answer with one (both discarded) or yield."""
    p = state.actor
    state.hands[p * 4 + KNIGHT] -= 1  # on the table until the duel is decided
    forget(state, p, KNIGHT)
    state.attacker = p
    state.target = target
    state.step = Step.DEFEND
    state.actor = target


def defend(state: KufState) -> None:
    discard_shield(state, state.target)
    if state.told is not None:
        state.tell("kuf.attack.repelled", {"seat": seat(state.attacker), "target": seat(state.target)})
    state.discard[KNIGHT] += 1  # the attacker's shield
    _back_to_attacker(state)


def yield_(state: KufState) -> None:
    """The defender loses a hut of their choice, keeping workers <= farmsteads (Fritz example)."""
    d = state.target
    state.discard[KNIGHT] += 1  # "The Shield card played by the attacker is discarded."
    can_farm = state.workers[d] <= state.farmsteads[d] - 1
    can_worker = state.workers[d] > 0
    if can_farm and can_worker:
        state.step = Step.BURN
        return
    burn(state, 0 if can_farm else 1)


def burn(state: KufState, worker: int) -> None:
    d = state.target
    if worker:
        state.workers[d] -= 1
    else:
        state.farmsteads[d] -= 1
    a = state.attacker
    if state.told is not None:  # events are built only for someone listening: playouts are hot
        hut = "hut.worker" if worker else "hut.farmstead"
        state.tell("kuf.attack.won", {"seat": seat(a), "target": seat(d), "hut": hut})
    if not state.plundered[d]:
        # plunder: two cards, kept apart, only for defence this summer; once per victim per turn
        state.plundered[d] = 1
        before = state.plunder[a * 4 : a * 4 + 4]
        got = draw_into(state, state.plunder, a, PLUNDER_CARDS)
        if state.told is not None:
            _tell_plunder(state, a, before, got)
    _back_to_attacker(state)


def _tell_plunder(state: KufState, a: int, before: list[int], got: int) -> None:
    """The plundered cards to the attacker; how many to everyone else."""
    hidden = Event("kuf.plunder.hidden", {"seat": seat(a), "count": got})
    cards = gained(state, state.plunder, a, before)
    plunder: dict[str, EventParam] = {"seat": seat(a), "cards": cards}
    state.tell("kuf.plunder", plunder, (a,), hidden)


def _back_to_attacker(state: KufState) -> None:
    state.step = Step.SUMMER
    state.actor = state.attacker
    state.attacker = -1
    state.target = -1


def bribe(state: KufState, target: int) -> None:
    """A cup forces the target to give up a shield; without one, the hand is shown to the briber
    (and the cup is discarded all the same)."""
    p = state.actor
    play_from_hand(state, p, WEALTH)
    if has_shield(state, target):
        discard_shield(state, target)
        if state.told is not None:
            state.tell("kuf.bribe.shield", {"seat": seat(p), "target": seat(target)})
        return
    n = state.num_players
    hand = state.hands[target * 4 : target * 4 + 4]
    loot = state.plunder[target * 4 : target * 4 + 4]
    if state.told is not None:  # the hand to the briber and the bribed, the bribe to the others
        who: dict[str, EventParam] = {"seat": seat(p), "target": seat(target)}
        shown: dict[str, EventParam] = {**who, "cards": named([hand[r] + loot[r] for r in range(4)])}
        state.tell("kuf.bribe.shown", shown, (p, target), Event("kuf.bribe.shown.hidden", who))
    base = (p * n + target) * 8
    state.own_known()[base : base + 8] = hand + loot
    state.shown += [p, target, *hand, *loot]


def end_turn(state: KufState) -> None:
    state.summer_turns += 1
    if state.summer_turns < state.num_players:
        _start_turn(state)
        return
    _end_summer(state)


def _end_summer(state: KufState) -> None:
    """Plunder becomes ordinary hand cards after summer (decided); shown hands are no longer shown."""
    n = state.num_players
    hands = state.hands
    plunder = state.plunder
    known = state.known
    # most entries are 0: reading them costs less than writing them back unchanged
    for i in range(n * 4):
        got = plunder[i]
        if got:
            hands[i] += got
            plunder[i] = 0
    for v in range(n):
        for t in range(n):
            base = (v * n + t) * 8
            for r in range(4):
                seen = known[base + 4 + r]
                if seen:
                    known = state.own_known()
                    known[base + r] += seen
                    known[base + 4 + r] = 0
    state.shown = []
    enter(state, Phase.AUTUMN)
