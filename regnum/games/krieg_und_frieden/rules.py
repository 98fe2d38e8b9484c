"""The rules' entry points: which actions are legal now, and applying one (already validated)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from regnum.engine.game import Action
from regnum.games.krieg_und_frieden import autumn, privileges, spring, summer, winter
from regnum.games.krieg_und_frieden.flow import end_game
from regnum.games.krieg_und_frieden.phases import Phase, Step

if TYPE_CHECKING:
    from regnum.games.krieg_und_frieden.state import KufState


def begin(state: KufState, phase: int) -> None:
    """The start of `phase` (`flow.enter` has set it): the one table from a phase to the module
    that plays it, here because this module imports them all and none of them imports it."""
    if phase == Phase.WINTER:
        winter.start(state)
    elif phase == Phase.SPRING:
        spring.start(state)
    elif phase == Phase.SUMMER:
        summer.start(state)
    elif phase == Phase.AUTUMN:
        autumn.start(state)
    else:
        end_game(state)


def legal(state: KufState) -> list[Action]:
    step = state.step
    if step in (Step.AGENDA_PLAY, Step.AGENDA_CHANGE):
        return winter.legal(state)
    if step == Step.BID:
        return spring.legal(state)
    if step == Step.PRIVILEGE:
        return privileges.choices(state, state.actor)
    if step in (Step.SUMMER, Step.DEFEND, Step.BURN):
        return summer.legal(state)
    if step == Step.INCOME:
        return autumn.income_choices(state)
    if step == Step.BOUNTY:
        return autumn.legal_bounty(state)
    if step == Step.TITHE:
        return autumn.legal_tithe(state)
    return []


def apply(state: KufState, action: Action) -> None:
    kind, args = action.kind, action.args
    if kind == "play":
        winter.play(state, args[0])
    elif kind == "change":
        winter.change(state, args[0], args[1])
    elif kind == "take":
        winter.take(state, args[0])
    elif kind == "pass":
        if state.step == Step.BID:
            spring.pass_(state)
        else:
            winter.pass_(state)
    elif kind == "add":
        spring.add(state, args[0])
    elif kind == "bid":
        spring.bid(state)
    elif kind == "privilege":
        privileges.take(state, args[0], -1)
    elif kind == "privilege_from":
        privileges.take(state, args[0], args[1])
    else:
        _apply_later_seasons(state, kind, args)


def _apply_later_seasons(state: KufState, kind: str, args: tuple[int, ...]) -> None:
    if kind == "assign":
        summer.assign(state)
    elif kind == "build":
        summer.build(state)
    elif kind == "attack":
        summer.attack(state, args[0])
    elif kind == "bribe":
        summer.bribe(state, args[0])
    elif kind == "defend":
        summer.defend(state)
    elif kind == "yield":
        summer.yield_(state)
    elif kind == "burn":
        summer.burn(state, args[0])
    elif kind == "end":
        summer.end_turn(state)
    elif kind == "income":
        autumn.choose_income(state, args[0])
    elif kind == "bounty":
        autumn.bounty(state, args[0])
    elif kind == "decline":
        autumn.decline(state)
    elif kind == "discard":
        autumn.discard(state, args[0])
    else:
        raise AssertionError(f"unhandled action kind {kind}")
