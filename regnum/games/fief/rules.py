"""Legal actions and their effects, dispatched by phase (legal) and by kind (apply)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from regnum.engine.game import Action
from regnum.games.fief import (
    births,
    cards,
    cession,
    church,
    diplomacy,
    elections,
    justice,
    marriage,
    phase4,
    phase5,
    revolt,
    royalty,
    setup,
    tunnel,
)
from regnum.games.fief.actions import act
from regnum.games.fief.control import fort_sites
from regnum.games.fief.crowns import claim_forts
from regnum.games.fief.map import FIEFS, NUM_FIEFS, VILLAGE_NAMES
from regnum.games.fief.purchase import (
    buy,
    crown,
    draw_lord,
    new_lord_genders,
    purchase_options,
    recruit,
)
from regnum.games.fief.state import (
    PHASE_DISBAND,
    PHASE_JUDGE,
    PHASE_MILITARY,
    PHASE_NEGOTIATE,
    PHASE_NEW_LORD,
    PHASE_OVER,
    PHASE_PARDON,
    PHASE_PEASANTS,
    PHASE_PURCHASE,
    PHASE_REPLY,
    PHASE_SETUP_CASTLE,
    PHASE_SETUP_FIEF,
    PHASE_SETUP_LORD,
)
from regnum.games.fief.turn import (
    births_start,
    disband,
    end_purchase,
    military_start,
    next_in_round,
    next_new_lord,
)
from regnum.games.fief.victory import crowned_winner

if TYPE_CHECKING:
    from regnum.games.fief.state import FiefState


BIRTH_KINDS: Final = frozenset({"bear", "end_births", "place_child", "place_child_father",
                                "church_child", "darc", "no_darc"})
FAMILY_KINDS: Final = frozenset({"ordain", "leave_orders", "retire", "take_wife", "propose",
                                 "end_family", "dowry", "answer", "bless"})
CARD_KINDS: Final = frozenset({"play_famine", "play_storm", "play_plague", "play_fine_weather",
                               "play_good_harvest", "play_assassination", "play_spy",
                               "play_excommunication", "play_none", "assassin", "oppose",
                               "play_revolt", "play_tunnel_escape", "play_tunnel_evacuate",
                               "play_tunnel_flee", "flee_none"})


def free_fiefs(state: FiefState) -> list[int]:
    return [f for f in range(NUM_FIEFS) if f not in state.home]


def church_purchases(state: FiefState, p: int) -> list[Action]:
    """Phase 3's cardinal's hats (*decided*: bought in phase 3 only) and royal army points."""
    found = [act("c_hat", state.lord_card[lord]) for lord in sorted(
        state.living_lords(p), key=lambda lord: state.lord_card[lord])
        if church.may_buy_hat(state, p, lord)]
    if royalty.army_refusal(state, p) is None:
        found.append(act("c_army"))
    return found


def legal(state: FiefState) -> list[Action]:
    p = state.actor
    phase = state.phase
    if phase == PHASE_SETUP_FIEF:
        return [act("choose_fief", f) for f in free_fiefs(state)]
    if phase == PHASE_SETUP_CASTLE:
        return [act("place_castle", v) for v in sorted(FIEFS[state.home[p]].villages)]
    if phase == PHASE_SETUP_LORD:
        return [act("choose_lord", 0), act("choose_lord", 1)]
    if phase == PHASE_NEW_LORD:
        sites = fort_sites(state, p)
        return [act("new_lord", female, v) for female in new_lord_genders(state) for v in sites]
    if phase == PHASE_PURCHASE:
        return sorted([*purchase_options(state, p), act("end_purchase"),
                       *church_purchases(state, p), *cards.purchase_options(state, p),
                       *revolt.purchase_options(state, p)],
                      key=lambda a: a.id)
    if phase == PHASE_MILITARY:
        found = phase5.legal(state)
        if tunnel.treason_open(state):  # before a battle round, at walls: the tunnel's treason
            return sorted([*found, act("play_tunnel_treason")], key=lambda a: a.id)
        return found
    if phase == PHASE_DISBAND:
        return sorted([act("disband", 1), act("disband", 0), *revolt.risings(state, p),
                       *cession.mercenary_offers(state, p)], key=lambda a: a.id)
    if phase == PHASE_PEASANTS:
        return revolt.legal(state)
    if phase == PHASE_NEGOTIATE:
        # the talks come sorted: sort again only to merge accusations in (seldom any)
        talks, accusations = diplomacy.legal(state), justice.accusations(state)
        return sorted([*talks, *accusations], key=lambda a: a.id) if accusations else talks
    if phase == PHASE_REPLY:
        return diplomacy.legal(state)
    if phase in (PHASE_JUDGE, PHASE_PARDON):
        return justice.legal(state)
    if phase in births.BIRTH_PHASES:
        return births.legal(state)
    if phase in marriage.MARRIAGE_PHASES:
        return marriage.legal(state)
    if phase in phase4.CARD_PHASES:
        return phase4.legal(state)
    return elections.legal(state)


def apply(state: FiefState, action: Action) -> None:
    p = state.actor
    kind, args = action.kind, action.args
    if kind == "choose_fief":
        setup.choose_fief(state, p, args[0])
    elif kind == "place_castle":
        setup.choose_castle(state, p, args[0])
    elif kind == "choose_lord":
        setup.choose_lord(state, p, bool(args[0]))
    elif kind == "new_lord":
        state.add_lord(draw_lord(state, bool(args[0])), p, args[1])
        state.say(f"p{p + 1} receives a new lord at {VILLAGE_NAMES[args[1]]}")
        next_new_lord(state)
    elif kind == "buy":
        buy(state, p, args[0], args[1])
    elif kind == "recruit_lord":
        recruit(state, p, args[0])
    elif kind == "crown":
        crown(state, p, args[0])
        crowned_winner(state)
    elif kind == "end_purchase":
        end_purchase(state)
    elif kind == "disband":
        disband(state, p, bool(args[0]))
    elif kind == "c_hat":
        church.buy_hat(state, p, args[0])
    elif kind == "c_army":
        royalty.buy_army(state, p)
    elif kind.startswith("c_"):
        elections.apply(state, action)
    elif kind in BIRTH_KINDS:
        births.apply(state, action)
    elif kind in FAMILY_KINDS:
        marriage.apply(state, action)
    elif kind == "take_card":
        cards.take(state, p, bool(args[0]))
    elif kind == "discard":
        cards.discard(state, p, args[0])
    elif kind in CARD_KINDS:
        phase4.apply(state, action)
    elif kind == "buy_peasant":
        revolt.buy(state, p)
    elif kind == "restore":
        revolt.restore(state, p, args[0])
    elif kind == "appease":
        revolt.appease(state, p, args[0], args[1])
    elif kind == "peasants_move":
        if not revolt.move(state, args[0]):  # their march is over: the armies move
            military_start(state)
    elif kind == "peasants_tunnel":
        tunnel.play(state, p)
        revolt.move(state, args[0], by_tunnel=True)  # a fight at a city: their march is over
        military_start(state)
    elif kind == "peasants_stay":
        military_start(state)
    elif kind == "troops_rise":
        revolt.rise(state, p, args[0])
        next_in_round(state, births_start)
    elif kind.startswith("d_"):
        diplomacy.apply(state, action)
    elif kind.startswith("j_"):
        justice.apply(state, action)
    elif kind == "mercenaries":
        cession.hire_out(state, p, args[0])
        next_in_round(state, births_start)
    elif kind == "play_tunnel_treason":
        tunnel.treason(state, p)
    else:
        phase5.apply(state, action)
    # a seat that came to hold an enemy's castle or city alone (a march into an empty one, troops
    # placed in it) takes it, a city with its crown: victory is checked at once
    if state.phase != PHASE_OVER and claim_forts(state):
        crowned_winner(state)
