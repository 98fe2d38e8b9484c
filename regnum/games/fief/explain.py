"""Why an action is refused, naming the broken rule (the same checks that make actions legal): as
the id of a `reason.<id>` text of texts.py and its parameters (`State.refusal`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from regnum.engine.events import Event, EventParam, seat
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
    "j_bastard": Phase.NEGOTIATE, "j_acquit": Phase.JUDGE, "j_sentence": Phase.JUDGE,
    "j_pardon": Phase.PARDON, "mercenaries": Phase.DISBAND,
}
def _why(key: str, **params: EventParam) -> Event:
    return Event(key, params)


def refusal(state: FiefState, action: Action) -> Event:
    """Why `action` is refused now, as a `reason.<id>` text of texts.py and its parameters."""
    if state.phase == Phase.OVER:
        return _why("over")
    wanted = PHASE_OF_KIND.get(action.kind, Phase.MILITARY)
    if wanted != state.phase:
        return _why(f"not-now.{PHASE_NAMES[state.phase]}", kind=f"phase-name.{PHASE_NAMES[wanted]}",
                    seat=seat(state.actor))
    if action.kind == "play_tunnel_treason":
        return _why("tunnel-treason")
    p, args, kind = state.actor, action.args, action.kind
    if kind == "choose_fief":
        return _why("choose-fief.taken", fief=FIEF_NAMES[args[0]])
    if kind == "place_castle":
        return _why("place-castle.home", home=FIEF_NAMES[state.home[p]],
                    village=VILLAGE_NAMES[args[0]], fief=FIEF_NAMES[FIEF_OF[args[0]]])
    if kind == "new_lord":
        if args[0] and not ladies_allowed(state):
            return _why("new-lord.no-ladies")
        if not any(is_female(card) == bool(args[0]) for card in state.lord_deck):
            return _why("new-lord.none-left")
        if args[1] not in fort_sites(state, p):
            return _why("new-lord.site", village=VILLAGE_NAMES[args[1]])
        return _why("not-allowed")
    return _worded(state, action)


def _worded(state: FiefState, action: Action) -> Event:
    p, args, kind = state.actor, action.args, action.kind
    if PHASE_OF_KIND.get(kind, Phase.MILITARY) == Phase.MILITARY:
        return phase5.reason(state, action) or _why("allowed")
    if kind == "discard":
        if card_of_kind(state, p, args[0]) < 0:
            return _why("discard.none", card=f"card-name.{CARD_NAMES[args[0]]}")
        return _why("discard.room")
    if kind == "play_tunnel_flee":
        return _why("tunnel-flee", lord=LORD_NAMES[args[0]])
    village = {"peasants_move": "peasants-move", "peasants_tunnel": "peasants-tunnel",
               "troops_rise": "troops-rise", "place_child": "place-child",
               "place_child_father": "place-child"}.get(kind)
    if village is not None:
        return _why(village, village=VILLAGE_NAMES[args[0]])
    lord = {"assassin": "assassin", "church_child": "church-child", "darc": "darc"}.get(kind)
    if lord is not None:
        return _why(lord, lord=LORD_NAMES[args[0]])
    if kind == "bear":
        lady = lord_of_card(state, args[0])
        if lady < 0:
            return _why("bear.no-lady", lord=LORD_NAMES[args[0]])
        return birth_problem(state, p, lady) or _why("not-allowed")
    if kind.startswith("d_"):
        return diplomacy.problem(state, action) or _why("not-allowed")
    if kind.startswith("j_"):
        return justice.problem(state, action) or _why("not-allowed")
    if kind in phase4.CARD_OF_ACTION:
        return phase4.problem(state, action)
    if kind in _PURCHASES:
        return _purchase(state, action) or _why("not-allowed")
    if kind == "c_hat":
        return hat_problem(state, p, args[0]) or _why("not-allowed")
    if kind.startswith("c_"):
        return elections.problem(state, action) or _why("not-allowed")
    return marriage.problem(state, action) or _why("not-allowed")


_PURCHASES: Final = frozenset({"buy", "recruit_lord", "crown", "c_army", "mercenaries", "take_card",
                               "buy_peasant", "restore", "appease"})


def _purchase(state: FiefState, action: Action) -> Event | None:
    p, args, kind = state.actor, action.args, action.kind
    if kind == "buy":
        return buy_problem(state, p, Piece(args[0]), args[1])
    if kind == "recruit_lord":
        return recruit_problem(state, p, args[0])
    if kind == "crown":
        return crown_problem(state, p, args[0])
    if kind == "c_army":
        return army_problem(state, p)
    if kind == "mercenaries":
        return mercenary_problem(state, p, args[0])
    if kind == "take_card":
        return take_problem(state, p, bool(args[0]))
    if kind == "buy_peasant":
        return revolt.buy_problem(state, p)
    if kind == "restore":
        return revolt.restore_problem(state, p, args[0])
    return revolt.appease_problem(state, p, args[0], args[1])

