"""Attacks (seed, "Attaquer un territoire adverse"): 1 AP, never in the first round, one per turn,
against an unbuilt enemy space adjacent to the attacker's, with cards whose combat total exceeds
the defender's castles. The defender may answer with Waffenstillstand or Hinterhalt; Papstbesuch
protects a player from attack until their next turn."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from regnum.engine.events import seat
from regnum.games.krone_und_schwert.actions import Defence
from regnum.games.krone_und_schwert.data import (
    ATTACK_KINDS,
    COMBAT,
    COST_ATTACK,
    NUM_CARD_KINDS,
    Building,
    Card,
)
from regnum.games.krone_und_schwert.phases import Phase
from regnum.games.krone_und_schwert.spaces import FREE, replaced_byte

if TYPE_CHECKING:
    from regnum.games.krone_und_schwert.state import KusState

NO_BUILDING: Final = int(Building.NONE)  # a plain int: compiled, an IntEnum member is a lookup
# (card, its combat value) of the attack cards, as plain ints for the same reason
ATTACK_VALUES: Final = tuple((int(c), COMBAT[c]) for c in ATTACK_KINDS)


def hand_strength(state: KusState, p: int) -> int:
    base = p * NUM_CARD_KINDS
    hands = state.hands
    return sum(value * hands[base + c] for c, value in ATTACK_VALUES)


def attack_strength(cards: list[int]) -> int:
    return sum(value * cards[c] for c, value in ATTACK_VALUES)


def attack_open(state: KusState, p: int) -> bool:
    """Whether `p` may attack at all this turn (targets aside)."""
    return (state.turn >= state.num_players and not state.attacked and state.ap >= COST_ATTACK
            and state.markers[p] > 0)


def targets(state: KusState, p: int) -> list[int]:
    """Spaces `p` may attack now, in order: each unbuilt space of a seat `p` is strong enough to
    attack, next to a space of `p`. Read space by space, the list comes out sorted and without
    repeats, where gathering the neighbours of `p`'s spaces needed marks and a sort."""
    if not attack_open(state, p):
        return []
    strength = hand_strength(state, p)
    weak = 0  # the seats `p` is strong enough to attack, one bit each
    for q in range(state.num_players):
        if q != p and not state.pope[q] and strength > state.castles(q):
            weak |= 1 << q
    if not weak:
        return []
    owner = state.owner
    building = state.building
    adjacent = state.board.adjacent
    found: list[int] = []
    for t in range(len(owner)):
        q = owner[t]
        if q != FREE and weak >> q & 1 and building[t] == NO_BUILDING:
            near = adjacent[t]
            for i in range(len(near)):  # by index (`spaces.py`)
                if owner[near[i]] == p:
                    found.append(t)
                    break
    return found


def start_attack(state: KusState, p: int, space: int) -> None:
    state.ap -= COST_ATTACK
    state.attacked = 1
    state.target = space
    state.phase = Phase.ATTACK


def add_card(state: KusState, p: int, card: int) -> None:
    state.hands[p * NUM_CARD_KINDS + card] -= 1
    state.attack_cards[card] += 1


def go(state: KusState) -> None:
    """The attacker is done adding cards: the defender answers."""
    state.phase = Phase.DEFEND
    state.actor = state.owner[state.target]


def defend(state: KusState, defence: int) -> None:
    """Resolve the attack with the defender's answer."""
    attacker = state.turn_player
    space = state.target
    defender = state.owner[space]
    cards = state.attack_cards
    if defence == Defence.TRUCE:
        # Waffenstillstand: the attack fails and the attacker takes the cards back.
        state.hands[defender * NUM_CARD_KINDS + Card.TRUCE] -= 1
        state.discard[Card.TRUCE] += 1
        for c in range(NUM_CARD_KINDS):
            state.hands[attacker * NUM_CARD_KINDS + c] += cards[c]
        won = False
    else:
        if defence == Defence.AMBUSH:
            # Hinterhalt: the attacker's strongest card is discarded before counting.
            state.hands[defender * NUM_CARD_KINDS + Card.AMBUSH] -= 1
            state.discard[Card.AMBUSH] += 1
            strongest = max((c for c in ATTACK_KINDS if cards[c]), key=lambda c: COMBAT[c])
            cards[strongest] -= 1
            state.discard[strongest] += 1
        won = attack_strength(cards) > state.castles(defender)
        for c in range(NUM_CARD_KINDS):
            state.discard[c] += cards[c]
    state.attack_cards = [0] * NUM_CARD_KINDS
    if won:
        state.owner = replaced_byte(state.owner, space, attacker)
        state.markers[defender] += 1
        state.markers[attacker] -= 1
    word = ("wins" if won else "fails") + ("" if defence == Defence.NONE else
                                           " against a " + ("truce" if defence == Defence.TRUCE
                                                            else "ambush"))
    state.say(f"{seat(attacker)} attacks {seat(defender)} on {space} and {word}")
    answer = ("defence.none", "defence.truce", "defence.ambush")[defence]
    state.tell(
        "kus.attack.won" if won else "kus.attack.failed",
        {"seat": seat(attacker), "target": seat(defender), "space": space, "defence": answer},
    )
    state.target = -1
    state.actor = attacker
    state.phase = Phase.ACTIONS
