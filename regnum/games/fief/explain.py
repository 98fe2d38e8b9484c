"""Why an action is refused, naming the broken rule (the same checks that make actions legal)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from regnum.engine.game import Action
from regnum.games.fief import elections, phase5
from regnum.games.fief.church import hat_problem
from regnum.games.fief.control import fort_sites
from regnum.games.fief.data import Piece, is_female
from regnum.games.fief.map import FIEF_NAMES, FIEF_OF, VILLAGE_NAMES
from regnum.games.fief.purchase import buy_problem, crown_problem, recruit_problem
from regnum.games.fief.royalty import army_problem
from regnum.games.fief.setup import ladies_allowed
from regnum.games.fief.state import PHASE_NAMES, Phase

if TYPE_CHECKING:
    from regnum.games.fief.state import FiefState

PHASE_OF_KIND: Final = {
    "choose_fief": Phase.SETUP_FIEF, "place_castle": Phase.SETUP_CASTLE,
    "choose_lord": Phase.SETUP_LORD, "new_lord": Phase.NEW_LORD, "buy": Phase.PURCHASE,
    "recruit_lord": Phase.PURCHASE, "crown": Phase.PURCHASE, "end_purchase": Phase.PURCHASE,
    "disband": Phase.DISBAND, "c_hat": Phase.PURCHASE, "c_army": Phase.PURCHASE,
    "c_absolve": Phase.CHURCH_ACTS, "c_legitimise": Phase.CHURCH_ACTS,
    "c_name_cardinal": Phase.CHURCH_ACTS, "c_annul": Phase.CHURCH_ACTS,
    "c_acts_done": Phase.CHURCH_ACTS, "c_nominate": Phase.NOMINATE,
    "c_nominate_none": Phase.NOMINATE, "c_ballot": Phase.BALLOT, "c_vote_for": Phase.BALLOT,
    "c_abstain": Phase.BALLOT, "c_veto": Phase.VETO, "c_consent": Phase.CONSENT,
}
DOING: Final = {
    Phase.SETUP_FIEF: "choose a starting fief", Phase.SETUP_CASTLE: "place a castle",
    Phase.SETUP_LORD: "choose a lord or a lady", Phase.NEW_LORD: "place a new lord",
    Phase.PURCHASE: "buy or end purchases", Phase.MILITARY: "move and fight",
    Phase.DISBAND: "keep or disband the troops of a seat that can no longer win",
    Phase.CHURCH_ACTS: "act for the Church or end church acts",
    Phase.NOMINATE: "nominate a candidate or nobody", Phase.BALLOT: "cast a ballot",
    Phase.VETO: "veto the election or let it stand",
    Phase.CONSENT: "consent to the crowning or refuse it",
}


def explain(state: FiefState, action: Action) -> str:
    if state.phase == Phase.OVER:
        return "the game is over"
    wanted = PHASE_OF_KIND.get(action.kind, Phase.MILITARY)
    if wanted != state.phase:
        return (f"this is a {PHASE_NAMES[wanted]} action, but now p{state.actor + 1} must "
                f"{DOING[Phase(state.phase)]}")
    if wanted == Phase.MILITARY:
        return phase5.explain(state, action)
    p, args = state.actor, action.args
    reason: str | None = None
    if action.kind == "choose_fief":
        reason = f"{FIEF_NAMES[args[0]]} is already taken"
    elif action.kind == "place_castle":
        reason = (f"the castle goes in your fief {FIEF_NAMES[state.home[p]]}, and "
                  f"{VILLAGE_NAMES[args[0]]} lies in {FIEF_NAMES[FIEF_OF[args[0]]]}")
    elif action.kind == "new_lord":
        if args[0] and not ladies_allowed(state):
            reason = "female lords are switched off (option female-lords=no)"
        elif not any(is_female(card) == bool(args[0]) for card in state.lord_deck):
            reason = "no lord card of that kind is left in the deck"
        elif args[1] not in fort_sites(state, p):
            reason = (f"a new lord is placed in a castle or city you hold; "
                      f"{VILLAGE_NAMES[args[1]]} is not one")
    elif action.kind == "buy":
        reason = buy_problem(state, p, Piece(args[0]), args[1])
    elif action.kind == "recruit_lord":
        reason = recruit_problem(state, p, args[0])
    elif action.kind == "crown":
        reason = crown_problem(state, p, args[0])
    elif action.kind == "c_hat":
        reason = hat_problem(state, p, args[0])
    elif action.kind == "c_army":
        reason = army_problem(state, p)
    elif action.kind.startswith("c_"):
        reason = elections.problem(state, action)
    return reason or "that action is not allowed at this point of the game"

