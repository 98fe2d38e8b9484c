"""The legal actions of the current player, phase by phase, in action-id order."""

from __future__ import annotations

from operator import attrgetter
from typing import Final

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
from regnum.games.krone_und_schwert.state import KusState, Phase

PLACE: Final = family("place", MAX_SPACES)
EXPAND: Final = family("expand", MAX_SPACES)
OCCUPY: Final = family("occupy", MAX_SPACES)
ATTACK: Final = family("attack", MAX_SPACES)
END_TURN: Final = act("end_turn")
NO_FREE_MARKER: Final = act("no_free_marker")


def legal(state: KusState) -> list[Action]:
    phase = state.phase
    p = state.actor
    if phase == Phase.ACTIONS:
        return turn_actions(state, p)
    if phase == Phase.EXPAND:
        found = [EXPAND[s] for s in territory.frontier(state, p)]
        return [*found, act("expand_done")] if state.step else found
    if phase == Phase.SETUP:
        return [PLACE[s] for s in territory.setup_spaces(state)]
    if phase == Phase.FREE_PLACE:  # the seed's "pourra placer": each free marker is optional
        return [*(PLACE[s] for s in territory.free(state)), NO_FREE_MARKER]
    if phase == Phase.TAX:
        return [act("tax", 1), act("tax", 0)]
    if phase == Phase.ATTACK:
        return attack_steps(state, p)
    if phase == Phase.DEFEND:
        found = [act("defend", 0)]
        for card, answer in ((Card.TRUCE, 1), (Card.AMBUSH, 2)):
            if state.holds(p, card):
                found.append(act("defend", answer))
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
    found = [act("attack_with", c) for c in ATTACK_KINDS if state.holds(p, c)]
    if combat.attack_strength(state.attack_cards) > state.castles(state.owner[state.target]):
        found.append(act("attack_go"))
    return found


def turn_actions(state: KusState, p: int) -> list[Action]:
    ap = state.ap
    hand = state.hands[p * NUM_CARD_KINDS:(p + 1) * NUM_CARD_KINDS]
    found: list[Action] = []
    if ap >= COST_BUILD:
        found.extend(building.build_options(state, p))
    if ap >= COST_PLAY:
        for card in (Card.POPE_VISIT, Card.INCITE):
            if hand[card] and not (card == Card.POPE_VISIT and state.pope[p]):
                found.append(act("play", card))
    if ap >= COST_DRAW and (state.deck or any(state.discard)):
        found.append(act("draw"))
    if ap >= COST_EXPAND_SPACE and state.markers[p] and territory.has_frontier(state, p):
        found.extend(act("expand_with", c) for c in EXPAND_KINDS if hand[c])
    found.extend(ATTACK[s] for s in combat.targets(state, p))
    if ap >= COST_REVOLT and revolt.may_lead(state, p):
        found.append(act("revolt"))
    if ap == ACTION_POINTS and state.markers[p]:  # occupying takes the whole turn
        found.extend(OCCUPY[s] for s in territory.free(state))
    if ALLOW_PASS:
        found.append(END_TURN)
    found.sort(key=attrgetter("id"))
    return found
