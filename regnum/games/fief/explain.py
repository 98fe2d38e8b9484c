"""Why an action is refused, naming the broken rule (the same checks that make actions legal)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from regnum.engine.game import Action
from regnum.games.fief import diplomacy, elections, justice, marriage, phase4, phase5, revolt
from regnum.games.fief.births import birth_problem
from regnum.games.fief.cards import card_of_kind, take_problem
from regnum.games.fief.cession import mercenary_problem
from regnum.games.fief.church import hat_problem, lord_of_card
from regnum.games.fief.control import fort_sites
from regnum.games.fief.data import CARD_NAMES, LORD_NAMES, Piece, is_female
from regnum.games.fief.map import FIEF_NAMES, FIEF_OF, VILLAGE_NAMES
from regnum.games.fief.purchase import buy_problem, crown_problem, ladies_allowed, recruit_problem
from regnum.games.fief.royalty import army_problem
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
    "bear": Phase.BIRTHS, "end_births": Phase.BIRTHS, "place_child": Phase.PLACE_CHILD,
    "place_child_father": Phase.PLACE_CHILD, "church_child": Phase.CHURCH_CHILD,
    "darc": Phase.DARC, "no_darc": Phase.DARC, "ordain": Phase.FAMILY,
    "leave_orders": Phase.FAMILY, "retire": Phase.FAMILY, "take_wife": Phase.FAMILY,
    "propose": Phase.FAMILY, "end_family": Phase.FAMILY, "dowry": Phase.DOWRY,
    "answer": Phase.ANSWER, "bless": Phase.BLESS, "take_card": Phase.PURCHASE,
    "discard": Phase.PURCHASE, "play_famine": Phase.CARDS, "play_storm": Phase.CARDS,
    "play_plague": Phase.CARDS, "play_fine_weather": Phase.CARDS,
    "play_good_harvest": Phase.CARDS, "play_assassination": Phase.CARDS, "play_spy": Phase.CARDS,
    "play_excommunication": Phase.CARDS, "play_none": Phase.CARDS, "assassin": Phase.ASSASSIN,
    "oppose": Phase.OPPOSE, "play_revolt": Phase.CARDS, "play_tunnel_escape": Phase.CARDS,
    "play_tunnel_evacuate": Phase.CARDS, "peasants_move": Phase.PEASANTS,
    "peasants_stay": Phase.PEASANTS, "buy_peasant": Phase.PURCHASE, "restore": Phase.PURCHASE,
    "appease": Phase.PURCHASE, "peasants_tunnel": Phase.PEASANTS, "troops_rise": Phase.DISBAND,
    "play_tunnel_flee": Phase.FLIGHT, "flee_none": Phase.FLIGHT, "d_ally": Phase.NEGOTIATE,
    "d_break": Phase.NEGOTIATE, "d_truce": Phase.NEGOTIATE, "d_promise": Phase.NEGOTIATE,
    "d_gift": Phase.NEGOTIATE, "d_end": Phase.NEGOTIATE, "d_reply": Phase.REPLY,
    "d_cede": Phase.NEGOTIATE, "j_murder": Phase.NEGOTIATE, "j_promise": Phase.NEGOTIATE,
    "j_acquit": Phase.JUDGE, "j_sentence": Phase.JUDGE, "j_pardon": Phase.PARDON,
    "mercenaries": Phase.DISBAND,
}
DOING: Final = {
    Phase.SETUP_FIEF: "choose a starting fief", Phase.SETUP_CASTLE: "place a castle",
    Phase.SETUP_LORD: "choose a lord or a lady", Phase.NEW_LORD: "place a new lord",
    Phase.PURCHASE: "buy or end purchases", Phase.MILITARY: "move and fight",
    Phase.DISBAND: "keep, disband or raise as peasants the troops of a seat that can no longer "
                   "win",
    Phase.CHURCH_ACTS: "act for the Church or end church acts",
    Phase.NOMINATE: "nominate a candidate or nobody", Phase.BALLOT: "cast a ballot",
    Phase.VETO: "veto the election or let it stand",
    Phase.CONSENT: "consent to the crowning or refuse it",
    Phase.BIRTHS: "have a lady bear a child or end births",
    Phase.PLACE_CHILD: "place the newborn child",
    Phase.CHURCH_CHILD: "give the fifth son to a cleric",
    Phase.DARC: "name a daughter d'Arc or not",
    Phase.FAMILY: "ordain, leave orders, retire, ask for a marriage or end family acts",
    Phase.DOWRY: "name the dowry", Phase.ANSWER: "accept or refuse the marriage",
    Phase.BLESS: "bless the marriage or refuse",
    Phase.CARDS: "play a card of this round or none", Phase.ASSASSIN: "name the assassin",
    Phase.OPPOSE: "oppose the excommunication or let it stand",
    Phase.PEASANTS: "move the revolting peasants or let them stay",
    Phase.FLIGHT: "flee the plague by a tunnel or face it",
    Phase.NEGOTIATE: "propose, give, break an alliance or end negotiations",
    Phase.REPLY: "accept or refuse the proposal",
    Phase.JUDGE: "judge the case: sentence or acquit",
    Phase.PARDON: "pardon the condemned or let the sentence stand",
}


def explain(state: FiefState, action: Action) -> str:
    if state.phase == Phase.OVER:
        return "the game is over"
    wanted = PHASE_OF_KIND.get(action.kind, Phase.MILITARY)
    if wanted != state.phase:
        return (f"this is a {PHASE_NAMES[wanted]} action, but now p{state.actor + 1} must "
                f"{DOING[Phase(state.phase)]}")
    if action.kind == "play_tunnel_treason":
        return ("the tunnel's treason is played by the attacker of a battle at standing walls, "
                "before a round, with a tunnel in hand")
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
    elif action.kind.startswith("d_"):
        reason = diplomacy.problem(state, action)
    elif action.kind.startswith("j_"):
        reason = justice.problem(state, action)
    elif action.kind == "mercenaries":
        reason = mercenary_problem(state, p, args[0])
    elif action.kind == "take_card":
        reason = take_problem(state, p, bool(args[0]))
    elif action.kind == "discard":
        reason = (f"you hold no {CARD_NAMES[args[0]]} card" if card_of_kind(state, p, args[0]) < 0
                  else "a card is discarded only to make room for one earned")
    elif action.kind == "play_tunnel_flee":
        reason = (f"a lord flees the plague by a tunnel you hold: {LORD_NAMES[args[0]]} is not a "
                  "free lord of yours in the bishopric with a way out (a neighbour out of it "
                  "free of enemies, or from a castle or city to another of your family)")
    elif action.kind.startswith("play_"):
        reason = phase4.problem(state, action)
    elif action.kind == "buy_peasant":
        reason = revolt.buy_problem(state, p)
    elif action.kind == "restore":
        reason = revolt.restore_problem(state, p, args[0])
    elif action.kind == "appease":
        reason = revolt.appease_problem(state, p, args[0], args[1])
    elif action.kind == "peasants_move":
        reason = (f"the peasants step to a neighbouring village, never into a standing city, not "
                  f"out of a fief under the storm, and into one only where nobody waits; "
                  f"{VILLAGE_NAMES[args[0]]} is not such a step")
    elif action.kind == "peasants_tunnel":
        reason = (f"the peasants enter a standing city next to them only by a tunnel their player "
                  f"holds, not out of or into a storm; {VILLAGE_NAMES[args[0]]} is not such a city")
    elif action.kind == "troops_rise":
        reason = (f"troops rise as peasants where they stand, while no peasant is on the board; "
                  f"you have no soldier or knight at {VILLAGE_NAMES[args[0]]} or a revolt runs")
    elif action.kind == "assassin":
        reason = f"{LORD_NAMES[args[0]]} is not a living lord of yours"
    elif action.kind == "bear":
        lady = lord_of_card(state, args[0])
        reason = (birth_problem(state, p, lady) if lady >= 0
                  else f"{LORD_NAMES[args[0]]} is not a living lady")
    elif action.kind in ("place_child", "place_child_father"):
        reason = (f"the child may go with its mother, its father or to a castle or city of "
                  f"the family; {VILLAGE_NAMES[args[0]]} is none of those")
    elif action.kind == "church_child":
        reason = (f"a fifth son goes to a priest (else a bishop, cardinal or the Pope) whose "
                  f"family has room for him; {LORD_NAMES[args[0]]} is not one")
    elif action.kind == "darc":
        reason = (f"{LORD_NAMES[args[0]]} is not a daughter of the three who may be named "
                  "d'Arc (living, unmarried, free, legitimate, not excommunicated)")
    else:
        reason = marriage.problem(state, action)
    return reason or "that action is not allowed at this point of the game"

