"""Why an action is not allowed now, in words a player understands (shown with the legal list)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from regnum.engine.game import NOT_ALLOWED, Action
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
    seat_name,
)
from regnum.games.krieg_und_frieden.data import RESOURCE_NAMES, WORKER_SITES
from regnum.games.krieg_und_frieden.state import PHASE_NAMES, Step

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

_WHAT_NOW: Final = {
    Step.AGENDA_PLAY: "you must table an agenda card from your hand",
    Step.AGENDA_CHANGE: "you may change the agenda card (paying a privilege) or pass",
    Step.BID: "it is the bidding: add cards to your raise, bid, or pass",
    Step.PRIVILEGE: "you must choose a privilege",
    Step.SUMMER: "it is your summer turn",
    Step.DEFEND: "you are attacked: defend with a shield or yield",
    Step.BURN: "you lost an attack and must choose which hut burns",
    Step.INCOME: "you choose the type of your basic income card",
    Step.BOUNTY: "you may apply for the King's Bounty or decline",
    Step.TITHE: "you hold more than 10 cards and must discard",
}


def explain(state: KufState, action: Action) -> str:
    if state.step not in _STEP_OF_KIND.get(action.kind, ()):
        return f"not now ({PHASE_NAMES[state.phase]}, {seat_name(state.actor)} to act): " + (
            _WHAT_NOW.get(state.step, "the game is over")
        )
    p = state.actor
    hand = state.hands[p * 4 : p * 4 + 4]
    kind, args = action.kind, action.args
    if kind in ("attack", "bribe") and args[0] >= state.num_players:
        return f"there is no seat {seat_name(args[0])} in a {state.num_players}-player game"
    if kind in ("attack", "bribe") and args[0] == p:
        return "you cannot act against yourself"
    if kind == "assign":
        return _assign_reason(state, p)
    if kind == "build":
        return _build_reason(state, p)
    if kind == "attack":
        if not hand[0]:
            return "an attack needs a knight (shield) card in your hand (plunder only defends)"
        return "the target has no hut left to burn"
    if kind in ("add", "discard"):
        return f"you have no {RESOURCE_NAMES[args[0]]} card in your hand"
    return _REASONS.get(kind, NOT_ALLOWED).format(high=state.high)


_REASONS: Final = {
    "bribe": "a bribe needs a wealth (cup) card in your hand",
    "defend": "defending needs a knight (shield) card, in your hand or your plunder",
    "bid": "your raise must be non-empty and bring your total above the highest bid ({high})",
    "play": "you do not hold that agenda card",
    "change": "you need that agenda card in hand and a privilege of the type you pay with",
    "take": "taking the agenda needs a privilege of that type, no agenda card in your hand, "
    "and another player holding one",
    "privilege": "that privilege type is out of supply (take it from an opponent)",
    "privilege_from": "privileges come from an opponent only when the supply has none of that "
    "type, and that opponent must hold one (social variant: and have at least your seals)",
    "bounty": "the target must have at least as many seals as you",
    "income": "no card of that type is in the draw deck",
}


def _assign_reason(state: KufState, p: int) -> str:
    if not state.hands[p * 4 + 2]:
        return "assigning a worker needs a worker (hammer) card"
    if state.workers[p] >= WORKER_SITES:
        return "all three worker sites are taken"
    return "you may never have more worker huts than farmsteads"


def _build_reason(state: KufState, p: int) -> str:
    if not state.hands[p * 4 + 3]:
        return "building a farmstead needs a food (barley) card"
    if not state.stock(p):
        return "you have no hut left in stock"
    return "all six farmstead sites are taken"


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
