"""The legal actions of the current player, phase by phase, in action-id order."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from regnum.engine.game import Action
from regnum.games.krone_und_schwert import building, combat, revolt, territory
from regnum.games.krone_und_schwert.actions import act, family
from regnum.games.krone_und_schwert.board import MAX_SPACES, SHAPES, legal_placements
from regnum.games.krone_und_schwert.data import (
    ACTION_POINTS,
    ALLOW_PASS,
    ATTACK_KINDS,
    COST_BUILD,
    COST_DRAW,
    COST_EXPAND_SPACE,
    COST_PLAY,
    COST_REVOLT,
    EXPAND_KINDS,
    HAND_KINDS,
    NUM_CARD_KINDS,
    Card,
)
from regnum.games.krone_und_schwert.phases import Phase
from regnum.games.krone_und_schwert.spaces import FREE

if TYPE_CHECKING:
    from regnum.games.krone_und_schwert.state import KusState

PLACE: Final = family("place", MAX_SPACES)
EXPAND: Final = family("expand", MAX_SPACES)
OCCUPY: Final = family("occupy", MAX_SPACES)
ATTACK: Final = family("attack", MAX_SPACES)
END_TURN: Final = act("end_turn")
DRAW: Final = act("draw")
REVOLT: Final = act("revolt")
# Card kinds as plain ints: compiled code reads an IntEnum member as a Python attribute
POPE_VISIT: Final = int(Card.POPE_VISIT)
INCITE: Final = int(Card.INCITE)
PLAY_POPE_VISIT: Final = act("play", POPE_VISIT)
PLAY_INCITE: Final = act("play", INCITE)
EXPAND_WITH: Final = tuple((int(c), act("expand_with", c)) for c in EXPAND_KINDS)
NO_FREE_MARKER: Final = act("no_free_marker")
# The other phases' actions looked up once: `act` packs its arguments and hashes them per call
EXPAND_DONE: Final = act("expand_done")
TAX_OR_NOT: Final = (act("tax", 1), act("tax", 0))
ATTACK_WITH: Final = tuple((int(c), act("attack_with", c)) for c in ATTACK_KINDS)
ATTACK_GO: Final = act("attack_go")
NO_DEFENCE: Final = act("defend", 0)
DEFENCES: Final = tuple((int(card), act("defend", answer))
                        for card, answer in ((Card.TRUCE, 1), (Card.AMBUSH, 2)))


def legal(state: KusState) -> list[Action]:
    phase = state.phase
    p = state.actor
    if phase == Phase.ACTIONS:
        return turn_actions(state, p)
    if phase == Phase.EXPAND:
        found = [EXPAND[s] for s in territory.frontier(state, p)]
        return [*found, EXPAND_DONE] if state.step else found
    if phase == Phase.SETUP:
        return [PLACE[s] for s in territory.setup_spaces(state)]
    if phase == Phase.FREE_PLACE:  # the seed's "pourra placer": each free marker is optional
        return [*(PLACE[s] for s in territory.free(state)), NO_FREE_MARKER]
    if phase == Phase.TAX:
        return list(TAX_OR_NOT)
    if phase == Phase.ATTACK:
        return attack_steps(state, p)
    if phase == Phase.DEFEND:
        found = [NO_DEFENCE]
        for card, action in DEFENCES:
            if state.holds(p, card):
                found.append(action)
        return found
    if phase == Phase.REVOLT_SIDE:
        return [act("side", 0), act("side", 1)]
    if phase == Phase.REVOLT_CARDS:
        return [act("commit", c) for c in HAND_KINDS if state.holds(p, c)] + [act("commit_done")]
    if phase == Phase.LAYOUT_ELEMENT:
        used = set(state.layout[0::4])
        return [act("element", e) for e in range(len(SHAPES)) if e not in used]
    if phase == Phase.LAYOUT_PUT:
        return [act("put", *placement[1:])
                for placement in legal_placements(state.placements(), state.element)]
    return []


def attack_steps(state: KusState, p: int) -> list[Action]:
    found = [action for c, action in ATTACK_WITH if state.holds(p, c)]
    if combat.attack_strength(state.attack_cards) > state.castles(state.owner[state.target]):
        found.append(ATTACK_GO)
    return found


def turn_actions(state: KusState, p: int) -> list[Action]:
    """Built in action-id order (builds, plays, draw, expansions, occupations, attacks, revolt,
    end of turn): the contract wants that order, and sorting the list each turn was a tenth of a
    random game's time."""
    ap = state.ap
    base = p * NUM_CARD_KINDS
    hands = state.hands
    found = building.build_options(state, p) if ap >= COST_BUILD else []
    if ap >= COST_PLAY:
        if hands[base + POPE_VISIT] and not state.pope[p]:
            found.append(PLAY_POPE_VISIT)
        if hands[base + INCITE]:
            found.append(PLAY_INCITE)
    if ap >= COST_DRAW and (state.deck or any(state.discard)):
        found.append(DRAW)
    # plain loops rather than `extend(generator)`: compiled, a generator is an object per call
    if ap >= COST_EXPAND_SPACE and state.markers[p] and territory.has_frontier(state, p):
        for c, action in EXPAND_WITH:
            if hands[base + c]:
                found.append(action)
    if ap == ACTION_POINTS and state.markers[p]:  # occupying takes the whole turn
        owner = state.owner
        left = state.free_spaces()  # the scan stops after the last free space
        for s in range(len(owner)):
            if not left:
                break
            if owner[s] == FREE:  # free (`territory.free`, without building its list)
                found.append(OCCUPY[s])
                left -= 1
    for s in combat.targets(state, p):
        found.append(ATTACK[s])
    if ap >= COST_REVOLT and revolt.may_lead(state, p):
        found.append(REVOLT)
    if ALLOW_PASS:
        found.append(END_TURN)
    return found
