"""Why an action is not allowed now, as words a player understands in any language (shown with the
legal list): the id of a `reason.<id>` text of texts.py and its parameters (`State.refusal`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from regnum.engine.events import Event, seat
from regnum.engine.game import Action
from regnum.games.krieg_und_frieden.actions import (
    ADD,
    ASSIGN,
    ATTACK,
    BID,
    BOUNTY,
    BRIBE,
    BUILD,
    BURN,
    CHANGE,
    DECLINE,
    DEFEND,
    DISCARD,
    END,
    INCOME,
    PASS,
    PRIVILEGE,
    YIELD,
)
from regnum.games.krieg_und_frieden.data import RESOURCE_NAMES, WORKER_SITES
from regnum.games.krieg_und_frieden.phases import PHASE_NAMES, STEP_NAMES, Step

if TYPE_CHECKING:
    from regnum.games.krieg_und_frieden.state import KufState

_STEP_OF_KIND: Final = {
    "play": (Step.AGENDA_PLAY,),
    "change": (Step.AGENDA_CHANGE,),
    "take": (Step.AGENDA_CHANGE,),
    "pass": (Step.AGENDA_CHANGE, Step.BID),
    "add": (Step.BID,),
    "bid": (Step.BID,),
    "privilege": (Step.PRIVILEGE,),
    "privilege_from": (Step.PRIVILEGE,),
    "assign": (Step.SUMMER,),
    "build": (Step.SUMMER,),
    "attack": (Step.SUMMER,),
    "bribe": (Step.SUMMER,),
    "end": (Step.SUMMER,),
    "defend": (Step.DEFEND,),
    "yield": (Step.DEFEND,),
    "burn": (Step.BURN,),
    "income": (Step.INCOME,),
    "bounty": (Step.BOUNTY,),
    "decline": (Step.BOUNTY,),
    "discard": (Step.TITHE,),
}

def explain(state: KufState, action: Action) -> Event:
    """Why `action` is refused now, as a `reason.<id>` text of texts.py and its parameters."""
    if state.step not in _STEP_OF_KIND.get(action.kind, ()):
        return Event(f"not-now.{STEP_NAMES[state.step]}", {
            "phase": f"season.{PHASE_NAMES[state.phase]}" if state.phase < 4 else "phase.over",
            "seat": seat(state.actor)})
    p = state.actor
    hand = state.hands[p * 4 : p * 4 + 4]
    kind, args = action.kind, action.args
    if kind in ("attack", "bribe") and args[0] >= state.num_players:
        return Event("no-seat", {"seat": seat(args[0]), "players": state.num_players})
    if kind in ("attack", "bribe") and args[0] == p:
        return Event("yourself", {})
    if kind == "assign":
        return Event(_assign_reason(state, p), {})
    if kind == "build":
        return Event(_build_reason(state, p), {})
    if kind == "attack":
        return Event("attack.knight" if not hand[0] else "attack.no-hut", {})
    if kind in ("add", "discard"):
        return Event("no-card", {"card": f"resource.{RESOURCE_NAMES[args[0]]}"})
    if kind == "bid":
        return Event("bid", {"high": state.high})
    return Event(kind if kind in _REASONS else "not-allowed", {})


# the kinds whose reason is one sentence, without parameters (`reason.<kind>`)
_REASONS: Final = frozenset(
    ("bribe", "defend", "play", "change", "take", "privilege", "privilege_from", "bounty", "income")
)


def _assign_reason(state: KufState, p: int) -> str:
    if not state.hands[p * 4 + 2]:
        return "assign.card"
    if state.workers[p] >= WORKER_SITES:
        return "assign.sites"
    return "assign.farmsteads"


def _build_reason(state: KufState, p: int) -> str:
    if not state.hands[p * 4 + 3]:
        return "build.card"
    if not state.stock(p):
        return "build.stock"
    return "build.sites"


def relevant(state: KufState) -> tuple[Action, ...]:
    """What the seat to act may look for at its decision, legal or not (`State.relevant_actions`):
    every card it could add or discard, every summer action against every other seat, the
    changes of the agenda it could pay for with any privilege, and so on."""
    p, step = state.actor, state.step
    others = [q for q in range(state.num_players) if q != p]
    held = [k for k in range(len(CHANGE)) if state.agenda_hands[p * len(CHANGE) + k]]
    found: tuple[Action, ...] = {
        Step.AGENDA_CHANGE: (*(CHANGE[k][r] for k in held for r in range(4)), PASS),
        Step.BID: (PASS, *ADD, BID),
        Step.PRIVILEGE: PRIVILEGE,
        Step.SUMMER: (*(ATTACK[q] for q in others), *(BRIBE[q] for q in others), ASSIGN, BUILD, END),
        Step.DEFEND: (DEFEND, YIELD),
        Step.BURN: BURN,
        Step.INCOME: INCOME,
        Step.BOUNTY: (*(BOUNTY[q] for q in others), DECLINE),
        Step.TITHE: DISCARD,
    }.get(step, ())
    return tuple(sorted({*found, *state.legal_actions()}, key=lambda a: a.id))
