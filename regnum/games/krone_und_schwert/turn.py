"""The turn (seed, "Déroulement" and "Actions des joueurs"): start of turn, the king's tax, three
action points, and applying every action."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Final

from regnum.engine.events import seat
from regnum.engine.game import Action
from regnum.games.krone_und_schwert import building, combat, revolt, territory
from regnum.games.krone_und_schwert.data import (
    ACTION_POINTS,
    COST_DRAW,
    COST_PLAY,
    FREE_MARKERS,
    INCITE_PEOPLE,
    NUM_CARD_KINDS,
    Card,
)
from regnum.games.krone_und_schwert.events import draw_event, reveal_people, tax
from regnum.games.krone_und_schwert.phases import Phase
from regnum.games.krone_und_schwert.setup import put_element, setup_done

if TYPE_CHECKING:
    from regnum.games.krone_und_schwert.state import KusState


def begin_turn(state: KusState, p: int) -> None:
    """Papstbesuch is discarded at the start of its owner's turn; a player without spaces may place
    two free markers before acting; the king decides about the tax."""
    state.turn += 1
    state.turn_player = p
    state.actor = p
    state.ap = ACTION_POINTS
    state.attacked = 0
    if state.pope[p]:
        state.pope[p] = 0
        state.discard[Card.POPE_VISIT] += 1
    if state.on_board(p) == 0:
        state.pending = FREE_MARKERS
        state.phase = Phase.FREE_PLACE
        state.tell("kus.free", {"seat": seat(p), "markers": FREE_MARKERS})
    else:
        _after_free(state)


def _after_free(state: KusState) -> None:
    state.phase = Phase.TAX if state.king == state.turn_player else Phase.ACTIONS


def after_action(state: KusState) -> None:
    """Back to the turn: when the action points are spent, the next player begins."""
    if state.phase == Phase.OVER:
        return
    state.phase = Phase.ACTIONS
    state.actor = state.turn_player
    if state.ap <= 0:
        begin_turn(state, (state.turn_player + 1) % state.num_players)


Args = tuple[int, ...]


def apply(state: KusState, action: Action) -> None:
    _HANDLERS[action.kind](state, state.actor, action.args)


def _element(state: KusState, p: int, args: Args) -> None:
    state.element = args[0]
    state.phase = Phase.LAYOUT_PUT


def _put(state: KusState, p: int, args: Args) -> None:
    put_element(state, (state.element, args[0], args[1], args[2]))


def _place(state: KusState, p: int, args: Args) -> None:
    if territory.put_marker(state, p, args[0]):
        return
    if state.phase == Phase.SETUP:
        if setup_done(state):
            state.turn = -1
            begin_turn(state, state.first)
        return
    state.pending -= 1
    if state.pending == 0 or state.markers[p] == 0:
        _after_free(state)


def _no_free_marker(state: KusState, p: int, args: Args) -> None:
    """The free markers are a right, not a duty (seed, "Exceptions": "pourra placer")."""
    state.pending = 0
    state.say(f"{seat(p)} places no more free markers")
    state.tell("kus.free.declined", {"seat": seat(p)})
    _after_free(state)


def _tax(state: KusState, p: int, args: Args) -> None:
    if args[0]:
        tax(state)
    state.phase = Phase.ACTIONS


def _end_turn(state: KusState, p: int, args: Args) -> None:
    state.ap = 0
    after_action(state)


def _build(state: KusState, p: int, args: Args) -> None:
    building.build(state, p, args[0], args[1])
    after_action(state)


def _build_large(state: KusState, p: int, args: Args) -> None:
    building.build_large(state, p, args[0], args[1])
    after_action(state)


def _build_cathedral(state: KusState, p: int, args: Args) -> None:
    building.build_cathedral(state, p, args[0])
    after_action(state)


def _play(state: KusState, p: int, args: Args) -> None:
    """Papstbesuch lies face up before its owner; Aufwiegeln turns three people cards."""
    card = args[0]
    state.hands[p * NUM_CARD_KINDS + card] -= 1
    state.ap -= COST_PLAY
    if card == Card.POPE_VISIT:
        state.pope[p] = 1
        state.say(f"{seat(p)} receives the pope")
        state.tell("kus.pope", {"seat": seat(p)})
    else:
        state.discard[card] += 1
        swords = reveal_people(state, INCITE_PEOPLE)
        state.say(f"{seat(p)} incites the people: {swords} swords")
        state.tell("kus.incite", {"seat": seat(p), "swords": swords})
    after_action(state)


def _draw(state: KusState, p: int, args: Args) -> None:
    state.ap -= COST_DRAW
    draw_event(state, p)
    after_action(state)


def _expand_with(state: KusState, p: int, args: Args) -> None:
    territory.start_expansion(state, p, args[0])


def _expand(state: KusState, p: int, args: Args) -> None:
    if territory.expand(state, p, args[0]):
        after_action(state)


def _expand_done(state: KusState, p: int, args: Args) -> None:
    """The expansion stops before its card's shields are used up."""
    state.tell("kus.expand.done", {"seat": seat(p), "spaces": state.step})
    after_action(state)


def _occupy(state: KusState, p: int, args: Args) -> None:
    state.ap = 0
    if not territory.put_marker(state, p, args[0]):
        after_action(state)


def _attack(state: KusState, p: int, args: Args) -> None:
    combat.start_attack(state, p, args[0])


def _attack_with(state: KusState, p: int, args: Args) -> None:
    combat.add_card(state, p, args[0])


def _attack_go(state: KusState, p: int, args: Args) -> None:
    combat.go(state)


def _defend(state: KusState, p: int, args: Args) -> None:
    combat.defend(state, args[0])
    after_action(state)


def _revolt(state: KusState, p: int, args: Args) -> None:
    revolt.start(state, p)


def _side(state: KusState, p: int, args: Args) -> None:
    revolt.choose_side(state, args[0])


def _commit(state: KusState, p: int, args: Args) -> None:
    revolt.commit(state, args[0])


def _commit_done(state: KusState, p: int, args: Args) -> None:
    revolt.done(state)
    if state.phase == Phase.ACTIONS:
        after_action(state)


_HANDLERS: Final[dict[str, Callable[[KusState, int, Args], None]]] = {
    "element": _element,
    "put": _put,
    "place": _place,
    "no_free_marker": _no_free_marker,
    "tax": _tax,
    "end_turn": _end_turn,
    "build": _build,
    "build_large": _build_large,
    "build_cathedral": _build_cathedral,
    "play": _play,
    "draw": _draw,
    "expand_with": _expand_with,
    "expand": _expand,
    "expand_done": _expand_done,
    "occupy": _occupy,
    "attack": _attack,
    "attack_with": _attack_with,
    "attack_go": _attack_go,
    "defend": _defend,
    "revolt": _revolt,
    "side": _side,
    "commit": _commit,
    "commit_done": _commit_done,
}
