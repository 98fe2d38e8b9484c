"""Why an action is not allowed now, naming the rule it breaks (only used on refusals)."""

from __future__ import annotations

from typing import Final

from regnum.engine.game import NOT_ALLOWED, Action
from regnum.games.krone_und_schwert import combat, territory
from regnum.games.krone_und_schwert.actions import act
from regnum.games.krone_und_schwert.board import TERRAIN_NAMES, Terrain
from regnum.games.krone_und_schwert.building import city_next_to
from regnum.games.krone_und_schwert.data import (
    ACTION_POINTS,
    ATTACK_KINDS,
    CARD_NAMES,
    COST_BUILD,
    EXPAND_KINDS,
    HAND_KINDS,
    Building,
    Card,
)
from regnum.games.krone_und_schwert.state import PHASE_NAMES, KusState, Phase

# the phase in which each kind of action is taken
PHASE_OF: Final = {
    "element": Phase.LAYOUT_ELEMENT, "put": Phase.LAYOUT_PUT, "tax": Phase.TAX,
    "expand": Phase.EXPAND, "expand_done": Phase.EXPAND, "attack_with": Phase.ATTACK,
    "attack_go": Phase.ATTACK, "defend": Phase.DEFEND, "no_free_marker": Phase.FREE_PLACE,
    "side": Phase.REVOLT_SIDE, "commit": Phase.REVOLT_CARDS, "commit_done": Phase.REVOLT_CARDS,
}
WHAT_NOW: Final = {
    Phase.LAYOUT_ELEMENT: "choose the next board element",
    Phase.LAYOUT_PUT: "place the chosen board element",
    Phase.SETUP: "place an initial marker",
    Phase.FREE_PLACE: "place a free marker or decline it (you have no space left)",
    Phase.TAX: "the king decides whether to tax",
    Phase.ACTIONS: "spend action points",
    Phase.EXPAND: "choose the spaces of the expansion",
    Phase.ATTACK: "add cards to the attack, then attack go",
    Phase.DEFEND: "the defender answers the attack",
    Phase.REVOLT_SIDE: "choose a side in the revolt",
    Phase.REVOLT_CARDS: "lay cards for the revolt, then commit done",
    Phase.OVER: "the game is over",
}


def explain(state: KusState, action: Action) -> str:
    kind, args = action.kind, action.args
    phase = state.phase
    wanted = PHASE_OF.get(kind, Phase.SETUP if kind == "place" else Phase.ACTIONS)
    if kind == "place" and phase in (Phase.SETUP, Phase.FREE_PLACE):
        return _place(state, args[0])
    if wanted != phase:
        return f"now is not the time for that: {WHAT_NOW[phase]} ({PHASE_NAMES[phase]})"
    reason = _space_reason(state, kind, args) or _card_reason(state, kind, args)
    return reason or NOT_ALLOWED


def _space(state: KusState, space: int) -> str | None:
    if space >= len(state.owner):
        return f"the board has spaces 0 to {len(state.owner) - 1} only"
    return None


def _place(state: KusState, space: int) -> str:
    if (why := _space(state, space)) or state.owner[space] >= 0:
        return why or f"space {space} is taken"
    return f"space {space} is next to a marker: initial markers may not touch (seed, Préparation)"


def _space_reason(state: KusState, kind: str, args: tuple[int, ...]) -> str | None:
    p = state.actor
    if kind in ("build", "build_large", "build_cathedral"):
        return _build(state, p, kind, args)
    if kind in ("expand", "occupy", "attack") and (why := _space(state, args[0])):
        return why
    if kind == "expand":
        if state.owner[args[0]] >= 0:
            return f"space {args[0]} is not free"
        return f"space {args[0]} is not adjacent to any of your spaces"
    if kind == "occupy":
        if state.owner[args[0]] >= 0:
            return f"space {args[0]} is not free"
        if state.ap < ACTION_POINTS:
            return "occupying a free space takes all 3 action points: do it as your only action"
        return "you have no markers left"
    if kind == "attack":
        return _attack(state, p, args[0])
    return None


def _attack(state: KusState, p: int, space: int) -> str:
    q = state.owner[space]
    if state.turn < state.num_players:
        return "nobody may attack in the first round"
    if state.attacked:
        return "only one attack per turn"
    if state.ap < 1:
        return "not enough action points (an attack costs 1)"
    if q < 0 or q == p:
        return f"space {space} is not an opponent's space"
    if state.building[space] != Building.NONE:
        return f"space {space} has a building: only unbuilt spaces can be attacked"
    if state.pope[q]:
        return f"p{q + 1} has Papstbesuch in front of them and cannot be attacked"
    if not any(state.owner[t] == p for t in state.board.adjacent[space]):
        return f"space {space} is not adjacent to any of your spaces"
    return (f"your cards' combat total ({combat.hand_strength(state, p)}) does not exceed "
            f"p{q + 1}'s castles ({state.castles(q)})")


def _build(state: KusState, p: int, kind: str, args: tuple[int, ...]) -> str | None:
    space = args[1] if kind == "build" else args[0]
    if why := _space(state, space):
        return why
    board = state.board
    card = {"build_cathedral": Card.BUILD_CATHEDRAL,
            "build_large": Card.BUILD_CITY}.get(kind, Card.BUILD_CASTLE)
    if kind == "build" and args[0] == Building.SMALL_CITY:
        card = Card.BUILD_CITY
    spaces = [space]
    if kind == "build_large":
        if not board.is_square(space):
            return f"space {space} is an octagon: a large city is named by its square"
        if board.corner[space][args[1]] < 0:
            return f"space {space} has no octagon in that direction"
        spaces.append(board.corner[space][args[1]])
    if state.ap < COST_BUILD:
        return "not enough action points (building costs 2)"
    if not state.holds(p, card):
        return f"you hold no {CARD_NAMES[card]} card"
    for s in spaces:
        if state.owner[s] != p:
            return f"space {s} is not your space"
    if kind == "build_cathedral":
        if state.building[space] != Building.LARGE_CITY or not board.is_square(space):
            return f"a cathedral needs a large city: name it by its square (space {space} is not)"
        return f"the large city on {space} already has a cathedral"
    castle = kind == "build" and args[0] == Building.CASTLE
    wanted = Terrain.MOUNTAIN if castle else Terrain.MEADOW
    for i, s in enumerate(spaces):
        if state.building[s] != Building.NONE:
            return f"space {s} already has a building"
        if board.terrain[s] != wanted:
            return (f"space {s} is {TERRAIN_NAMES[board.terrain[s]]}: "
                    f"{'castles' if castle else 'cities'} need {TERRAIN_NAMES[wanted]} "
                    "(never forest)")
        other = spaces[1 - i] if len(spaces) == 2 else -1
        if not castle and city_next_to(state, s, other):
            return f"space {s} is next to a city: two cities may not touch"
    return "none of those buildings is left in the supply"


def _card_reason(state: KusState, kind: str, args: tuple[int, ...]) -> str | None:
    p = state.actor
    if kind in ("play", "expand_with", "attack_with", "commit") and not state.holds(p, args[0]):
        return f"you hold no {CARD_NAMES[args[0]]} card"
    if kind in ("play", "draw", "expand_with", "revolt") and state.ap < 1:
        return "not enough action points (this costs 1)"
    if kind == "play":
        return "your Papstbesuch is already in front of you"
    if kind == "draw":
        return "no event card is left to draw"
    if kind == "expand_with":
        if not state.markers[p]:
            return "you have no markers left"
        if not territory.frontier(state, p):
            return "no free space is adjacent to your spaces"
        return "that card shows no shield"
    if kind == "attack_with":
        return f"{CARD_NAMES[args[0]]} has no combat value"
    if kind == "attack_go":
        return (f"the attack ({combat.attack_strength(state.attack_cards)}) must exceed the "
                f"defender's castles ({state.castles(state.owner[state.target])})")
    if kind == "defend":
        return f"you hold no {'truce' if args[0] == 1 else 'ambush'} card"
    if kind == "revolt":
        return _revolt(state, p)
    if kind == "expand_done":
        return "take at least one space with the card you played"
    return None


def _revolt(state: KusState, p: int) -> str:
    if state.king < 0:
        return "there is no king yet"
    if state.king == p:
        return "the king cannot revolt against himself"
    if state.pope[state.king]:
        return "the king has Papstbesuch in front of him: no revolt until his next turn"
    return "the leader of a revolt needs a castle and a city"



def relevant(state: KusState) -> tuple[Action, ...]:
    """What the seat to act may look for at its decision, legal or not (`State.relevant_actions`):
    the turn's actions that need no space (drawing, the two cards played, an expansion with each
    kind of card, a revolt), every card an attack or a revolt could take, every defence."""
    phase = state.phase
    found: tuple[Action, ...] = ()
    if phase == Phase.ACTIONS:
        found = (act("draw"), act("play", Card.POPE_VISIT), act("play", Card.INCITE),
                 *(act("expand_with", c) for c in EXPAND_KINDS), act("revolt"), act("end_turn"))
    elif phase == Phase.ATTACK:
        found = (*(act("attack_with", c) for c in ATTACK_KINDS), act("attack_go"))
    elif phase == Phase.DEFEND:
        found = tuple(act("defend", d) for d in range(3))
    elif phase == Phase.REVOLT_CARDS:
        found = (*(act("commit", c) for c in HAND_KINDS), act("commit_done"))
    return tuple(sorted({*found, *state.legal_actions()}, key=lambda a: a.id))
