"""Why an action is not allowed now, naming the rule it breaks (only used on refusals): the id of a
`reason.<id>` text of texts.py and its parameters (`State.refusal`), in any language."""

from __future__ import annotations

from typing import Final

from regnum.engine.events import Event, EventParam, seat
from regnum.engine.game import Action
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
from regnum.games.krone_und_schwert.spaces import FREE
from regnum.games.krone_und_schwert.state import PHASE_NAMES, KusState, Phase

# the phase in which each kind of action is taken
PHASE_OF: Final = {
    "element": Phase.LAYOUT_ELEMENT, "put": Phase.LAYOUT_PUT, "tax": Phase.TAX,
    "expand": Phase.EXPAND, "expand_done": Phase.EXPAND, "attack_with": Phase.ATTACK,
    "attack_go": Phase.ATTACK, "defend": Phase.DEFEND, "no_free_marker": Phase.FREE_PLACE,
    "side": Phase.REVOLT_SIDE, "commit": Phase.REVOLT_CARDS, "commit_done": Phase.REVOLT_CARDS,
}


def explain(state: KusState, action: Action) -> Event:
    """Why `action` is refused now, as a `reason.<id>` text of texts.py and its parameters."""
    kind, args = action.kind, action.args
    phase = state.phase
    wanted = PHASE_OF.get(kind, Phase.SETUP if kind == "place" else Phase.ACTIONS)
    if kind == "place" and phase in (Phase.SETUP, Phase.FREE_PLACE):
        return _place(state, args[0])
    if wanted != phase:
        return Event(f"not-now.{PHASE_NAMES[phase]}", {})
    reason = _space_reason(state, kind, args) or _card_reason(state, kind, args)
    return reason or Event("not-allowed", {})


def _why(key: str, **params: EventParam) -> Event:
    return Event(key, params)


def _space(state: KusState, space: int) -> Event | None:
    if space >= len(state.owner):
        return _why("space.none", last=len(state.owner) - 1)
    return None


def _place(state: KusState, space: int) -> Event:
    if (why := _space(state, space)) or state.owner[space] != FREE:
        return why or _why("place.taken", space=space)
    return _why("place.touch", space=space)


def _card(card: int) -> str:
    """A card as a reason names it (`card-name.<name>`)."""
    return f"card-name.{CARD_NAMES[card]}"


def _space_reason(state: KusState, kind: str, args: tuple[int, ...]) -> Event | None:
    p = state.actor
    if kind in ("build", "build_large", "build_cathedral"):
        return _build(state, p, kind, args)
    if kind in ("expand", "occupy", "attack") and (why := _space(state, args[0])):
        return why
    if kind == "expand":
        if state.owner[args[0]] != FREE:
            return _why("space.not-free", space=args[0])
        return _why("space.not-adjacent", space=args[0])
    if kind == "occupy":
        if state.owner[args[0]] != FREE:
            return _why("space.not-free", space=args[0])
        if state.ap < ACTION_POINTS:
            return _why("occupy.points")
        return _why("no-markers")
    if kind == "attack":
        return _attack(state, p, args[0])
    return None


def _attack(state: KusState, p: int, space: int) -> Event:
    q = state.owner[space]
    if state.turn < state.num_players:
        return _why("attack.first-round")
    if state.attacked:
        return _why("attack.once")
    if state.ap < 1:
        return _why("attack.points")
    if q in (FREE, p):
        return _why("attack.not-opponent", space=space)
    if state.building[space] != Building.NONE:
        return _why("attack.building", space=space)
    if state.pope[q]:
        return _why("attack.pope", seat=seat(q))
    if not any(state.owner[t] == p for t in state.board.adjacent[space]):
        return _why("space.not-adjacent", space=space)
    return _why("attack.strength", total=combat.hand_strength(state, p), seat=seat(q),
                castles=state.castles(q))


def _build(state: KusState, p: int, kind: str, args: tuple[int, ...]) -> Event | None:
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
            return _why("large.octagon", space=space)
        if board.corner[space][args[1]] < 0:
            return _why("large.direction", space=space)
        spaces.append(board.corner[space][args[1]])
    if state.ap < COST_BUILD:
        return _why("build.points")
    if not state.holds(p, card):
        return _why("no-card", card=_card(card))
    for s in spaces:
        if state.owner[s] != p:
            return _why("not-yours", space=s)
    if kind == "build_cathedral":
        if state.building[space] != Building.LARGE_CITY or not board.is_square(space):
            return _why("cathedral.large-city", space=space)
        return _why("cathedral.twice", space=space)
    castle = kind == "build" and args[0] == Building.CASTLE
    wanted = Terrain.MOUNTAIN if castle else Terrain.MEADOW
    for i, s in enumerate(spaces):
        if state.building[s] != Building.NONE:
            return _why("building.taken", space=s)
        if board.terrain[s] != wanted:
            return _why("terrain.castle" if castle else "terrain.city", space=s,
                        terrain=f"terrain.{TERRAIN_NAMES[board.terrain[s]]}")
        other = spaces[1 - i] if len(spaces) == 2 else -1
        if not castle and city_next_to(state, s, other):
            return _why("city.touch", space=s)
    return _why("supply")


def _card_reason(state: KusState, kind: str, args: tuple[int, ...]) -> Event | None:
    p = state.actor
    if kind in ("play", "expand_with", "attack_with", "commit") and not state.holds(p, args[0]):
        return _why("no-card", card=_card(args[0]))
    if kind in ("play", "draw", "expand_with", "revolt") and state.ap < 1:
        return _why("points")
    if kind == "expand_with":
        if not state.markers[p]:
            return _why("no-markers")
        if not territory.frontier(state, p):
            return _why("expand.frontier")
        return _why("expand.shield")
    if kind == "attack_with":
        return _why("attack_with.value", card=_card(args[0]))
    if kind == "attack_go":
        return _why("attack_go.strength", attack=combat.attack_strength(state.attack_cards),
                    castles=state.castles(state.owner[state.target]))
    if kind == "defend":
        return _why("defend.truce" if args[0] == 1 else "defend.ambush")
    if kind == "revolt":
        return _revolt(state, p)
    return _why(_ONE_REASON[kind]) if kind in _ONE_REASON else None


# the kinds whose last reason is one sentence, without parameters (`reason.<id>`)
_ONE_REASON: Final = {"play": "pope.played", "draw": "no-draw", "expand_done": "expand_done"}


def _revolt(state: KusState, p: int) -> Event:
    if state.king < 0:
        return _why("revolt.no-king")
    if state.king == p:
        return _why("revolt.king")
    if state.pope[state.king]:
        return _why("revolt.pope")
    return _why("revolt.leader")


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
