"""Phase 5, movements and combats, in the seed's seven steps (seed, "Phase 5 : Les déplacements,
les combats"):

1. first moves and announcements: each seat in turn moves its lords; a group entering a village
   held by an enemy announces an attack there and stops;
2. reinforcements or retreats: only moves into a village where one's own battle is announced, or
   out of such a village to a village without enemies;
3. pursuit: a side left behind by a retreat may follow it (the battle becomes a pursuit, fought in
   open ground);
4. the announced battles, in the order they were announced (`battle.py`);
5. moves after the battles (new attacks may be announced);
6. the last battles;
7. final moves (no combat).

A lord makes at most two road steps and one attack (as attacker) per turn; troops move only with
a lord; a siege engine moves once per turn, with three soldiers and a lord. This module runs the
steps and dispatches: moves are `movement.py`'s, battles `battle.py`'s, the dice `combat.py`'s and
the action notation `orders.py`'s (`MILITARY_ACTIONS` is re-exported here for the action table).

Hidden information: movements and engines are public; a stack's strength is not, except that the
two sides of the battle being fought are open to everyone (losses are counted on the table).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from operator import attrgetter
from typing import TYPE_CHECKING, Final

from regnum.engine.events import Event, seat
from regnum.engine.game import Action, JsonDict
from regnum.games.fief import battle, combat
from regnum.games.fief.battle import movers, name
from regnum.games.fief.combat import Piece
from regnum.games.fief.data import (
    CARDS,
    LORD_NAMES,
    PIECE_ENGINE,
    PIECE_KNIGHT3,
    PIECE_KNIGHT6,
    PIECE_SOLDIER,
    Card,
)
from regnum.games.fief.map import FIEF_OF, NEIGHBOURS, VILLAGE_NAMES
from regnum.games.fief.movement import (
    LAST_STEP,
    MOVE_STEPS,
    announce,
    announced,
    can_lead,
    check_done,
    check_halt,
    check_lead,
    check_march,
    check_ransom,
    check_take,
    check_take_all,
    check_take_lord,
    do_done,
    do_halt,
    do_lead,
    do_march,
    do_ransom,
    do_take,
    do_take_all,
    do_take_lord,
    enemy_here,
    enemy_villages,
    group_lords,
    group_problem,
    has_business,
    lord_of,
    march_refusal,
    no_road,
)
from regnum.games.fief.orders import (
    AIM_ENGINE,
    AIM_NONE,
    ANNOUNCED_BY,
    ANNOUNCED_OPEN,
    ANNOUNCED_SEQ,
    ATTACKER,
    BATTLE_AT,
    DEFENDER,
    ENGINES_MOVED,
    FLED_TO,
    GROUP_AT,
    GROUP_ENGINES,
    GROUP_KNIGHTS3,
    GROUP_KNIGHTS6,
    GROUP_LORDS,
    GROUP_SOLDIERS,
    HALTED,
    HITS_ON_ATTACKER,
    HITS_ON_DEFENDER,
    MILITARY_ACTIONS,
    PURSUER,
    RETREAT_TO,
    STAGE,
    STAGE_ATTACKER,
    STAGE_ATTACKER_LOSSES,
    STAGE_DEFENDER,
    STAGE_DEFENDER_LOSSES,
    STAGE_NONE,
    STAGE_PURSUIT,
    TAKE_NAMES,
    Stage,
    fresh,
    layout_size,
)
from regnum.games.fief.state import FREE, PHASE_MILITARY, PHASE_OVER, PRISONER

if TYPE_CHECKING:
    from regnum.games.fief.state import FiefState

__all__ = ["MILITARY_ACTIONS", "apply", "begin", "check", "describe", "legal", "reason", "view"]

V: Final = len(VILLAGE_NAMES)
BATTLE_STEPS: Final = (4, 6)
ACTION_ID: Final = attrgetter("id")
PURSUIT_STEP: Final = 3


@cache
def table() -> dict[tuple[str, tuple[int, ...]], Action]:
    # imported on first use: the action table imports this module's MILITARY_ACTIONS
    from regnum.games.fief.actions import INDEX

    return INDEX


def act(kind: str, *args: int) -> Action:
    return table()[(kind, args)]


# -- the flow of the seven steps -------------------------------------------------------------------
def begin(state: FiefState) -> None:
    """Phase 5 starts (F2's turn calls this with the lords' moves and attacks reset)."""
    state.military = fresh(state.num_players)
    state.step = 1
    open_step(state)
    run(state)


def open_step(state: FiefState) -> None:
    state.military[HALTED] = 0
    if state.step in MOVE_STEPS:
        from regnum.games.fief.turn import round_order

        state.pending = [p for p in round_order(state) if has_business(state, p)]
    else:
        state.pending = []


def run(state: FiefState) -> None:
    """Move on to the next decision: the next seat, pursuit, battle or step."""
    m = state.military
    # the game may end in phase 5: a city taken by combat can bring its conqueror a third crown
    while state.phase != PHASE_OVER and m[STAGE] == STAGE_NONE:
        if state.step in MOVE_STEPS:
            if m[GROUP_AT] < 0:
                while state.pending and not has_business(state, state.pending[0]):
                    state.pending.pop(0)
            if state.pending:
                state.actor = state.pending[0]
                return
        elif state.step == PURSUIT_STEP:
            if offer_pursuit(state):
                return
        elif next_battle(state):
            continue
        if state.step == LAST_STEP:
            from regnum.games.fief.turn import end_military

            end_military(state)
            return
        state.step += 1
        open_step(state)


def offer_pursuit(state: FiefState) -> bool:
    """Step 3: offer the next pursuit of a side that retreated in step 2."""
    m = state.military
    for v in range(V):
        dst, pursuer = m[RETREAT_TO + v], m[PURSUER + v]
        if dst < 0:
            continue
        m[RETREAT_TO + v] = -1
        fled = [q for q in range(state.num_players) if q != pursuer and state.present(q, dst)]
        if (pursuer >= 0 and movers(state, pursuer, v) and state.points(pursuer, v)
                and fled and announced(state, dst) < 0 and not state.storm[FIEF_OF[dst]]):
            m[STAGE] = STAGE_PURSUIT
            m[BATTLE_AT], m[ATTACKER], m[DEFENDER], m[FLED_TO] = v, fled[0], pursuer, dst
            state.actor = pursuer
            return True
    return False


def next_battle(state: FiefState) -> bool:
    """Open the earliest announced battle; False when none is left in this step."""
    m = state.military
    found = [v for v in range(V) if m[ANNOUNCED_BY + v] >= 0]
    if not found:
        return False
    v = min(found, key=lambda u: m[ANNOUNCED_SEQ + u])
    attacker, open_ground = m[ANNOUNCED_BY + v], bool(m[ANNOUNCED_OPEN + v])
    m[ANNOUNCED_BY + v] = -1
    battle.start(state, v, attacker, open_ground)
    return True


# -- legality: one function says why an action is refused; `legal` keeps what it accepts -----------
def reason(state: FiefState, action: Action) -> Event | None:
    """Why `action` is refused now, as a `reason.<id>` text of texts.py and its parameters (None:
    it is legal). Every refusal names the rule."""
    if state.phase != PHASE_MILITARY:
        return Event("military.phase", {})
    check_kind = CHECKS.get(action.kind)
    if check_kind is None:
        return Event("military.kind", {})
    stage = state.military[STAGE]
    if action.kind in BATTLE_KINDS[stage]:
        return check_kind(state, action)
    if stage != STAGE_NONE:
        return Event("battle.first", {"village": VILLAGE_NAMES[state.military[BATTLE_AT]]})
    if state.step not in MOVE_STEPS:
        return Event("military.no-movement", {})
    if action.kind in BATTLE_KINDS_ALL:
        return Event("battle.none", {})
    return check_kind(state, action)


def side_seats(state: FiefState) -> tuple[int, int]:
    """(deciding seat, its enemy) in the battle's decision stages."""
    m = state.military
    if m[STAGE] == STAGE_ATTACKER:
        return m[ATTACKER], m[DEFENDER]
    return m[DEFENDER], m[ATTACKER]


def aim_problem(state: FiefState) -> Event | None:
    p, _ = side_seats(state)
    if battle.dice(state, state.military[STAGE] == STAGE_ATTACKER) == 0:
        return Event("battle.no-die", {})
    if not any(state.lord_owner[lord] == p and state.lord_status[lord] == FREE
               for lord in range(len(state.lord_card))):
        return Event("battle.no-assassin", {})
    return None


def holds_tunnel(state: FiefState) -> bool:
    """The actor holds a tunnel card, with which a group may march by a tunnel (`tunnel.py`,
    imported where it is used: it imports the action table, which imports this module)."""
    p = state.actor
    return any(holder == p and CARDS[card] == Card.TUNNEL
               for card, holder in enumerate(state.card_holder))


def check_tunnel(state: FiefState, action: Action) -> Event | None:
    from regnum.games.fief.tunnel import march_refused

    return march_refused(state, action)


def check_fight(state: FiefState, action: Action) -> Event | None:
    return None


def check_aim(state: FiefState, action: Action) -> Event | None:
    _, enemy = side_seats(state)
    lord = lord_of(state, action.args[0])
    v = state.military[BATTLE_AT]
    if lord < 0 or lord not in state.lords_at(v, enemy):
        return Event("battle.not-enemy", {"lord": LORD_NAMES[action.args[0]]})
    return aim_problem(state)


def check_aim_engine(state: FiefState, action: Action) -> Event | None:
    _, enemy = side_seats(state)
    if state.units_at(PIECE_ENGINE, enemy * V + state.military[BATTLE_AT]) == 0:
        return Event("battle.no-engine", {})
    return aim_problem(state)


def check_withdraw(state: FiefState, action: Action) -> Event | None:
    m = state.military
    v, there, a = m[BATTLE_AT], action.args[0], m[ATTACKER]
    if there not in NEIGHBOURS[v]:
        return no_road(v, there)
    if not movers(state, a, v):
        return Event("battle.withdraw-lord", {})
    if enemy_here(state, a, there) or announced(state, there) >= 0:
        return Event("battle.withdraw-to", {})
    return None


def check_surrender(state: FiefState, action: Action) -> Event | None:
    return None


NO_CHOICE: Final = Event("battle.no-choice", {})


def check_lose(state: FiefState, action: Action) -> Event | None:
    m = state.military
    p, slot = battle.side_of_stage(state)
    side = battle.force(state, p, m[BATTLE_AT])
    if not side.count(Piece(action.args[0])):
        return Event(f"battle.none-left.{TAKE_NAMES[action.args[0]]}", {})
    if not combat.needs_choice(side, m[slot]):
        return NO_CHOICE
    return None


def check_lose_lord(state: FiefState, action: Action) -> Event | None:
    m = state.military
    p, slot = battle.side_of_stage(state)
    v = m[BATTLE_AT]
    lord = lord_of(state, action.args[0])
    if lord in battle.held(state, p, v) and not state.is_female(lord):
        # a captive fights as a soldier and may be given up like one
        if not combat.needs_choice(battle.force(state, p, v), m[slot]):
            return NO_CHOICE
        return None
    if lord not in battle.male_lords(state, p, v):
        return Event("battle.not-yours", {"lord": LORD_NAMES[action.args[0]]})
    if not battle.needs_lord_choice(state, p, v, m[slot]):
        return Event("battle.lords-last", {})
    return None


def check_pursuit(state: FiefState, action: Action) -> Event | None:
    return None


Check = Callable[["FiefState", Action], "Event | None"]
CHECKS: Final[dict[str, Check]] = {
    "m_lead": check_lead, "m_take_lord": check_take_lord, "m_take": check_take,
    "m_take_all": check_take_all, "m_march": check_march, "m_halt": check_halt,
    "m_done": check_done, "m_ransom": check_ransom, "m_fight": check_fight, "m_aim": check_aim,
    "m_aim_engine": check_aim_engine, "m_withdraw": check_withdraw,
    "m_surrender": check_surrender, "m_lose": check_lose, "m_lose_lord": check_lose_lord,
    "m_pursue": check_pursuit, "m_let_go": check_pursuit, "m_tunnel": check_tunnel,
}
BATTLE_KINDS: Final[dict[int, frozenset[str]]] = {
    STAGE_NONE: frozenset(),
    STAGE_ATTACKER: frozenset({"m_fight", "m_aim", "m_aim_engine", "m_withdraw"}),
    STAGE_DEFENDER: frozenset({"m_fight", "m_aim", "m_aim_engine", "m_surrender"}),
    STAGE_ATTACKER_LOSSES: frozenset({"m_lose", "m_lose_lord"}),
    STAGE_DEFENDER_LOSSES: frozenset({"m_lose", "m_lose_lord"}),
    STAGE_PURSUIT: frozenset({"m_pursue", "m_let_go"}),
}
BATTLE_KINDS_ALL: Final = frozenset().union(*BATTLE_KINDS.values())


def candidates(state: FiefState) -> list[Action]:
    """Actions worth checking now (a superset of the legal ones)."""
    m = state.military
    p, stage, v = state.actor, m[STAGE], m[BATTLE_AT]
    cards = state.lord_card
    if stage in (STAGE_ATTACKER, STAGE_DEFENDER):
        _, enemy = side_seats(state)
        found = [act("m_fight"), act("m_aim_engine")]
        found += [act("m_aim", cards[lord]) for lord in state.lords_at(v, enemy)]
        if stage == STAGE_ATTACKER:
            found += [act("m_withdraw", u) for u in NEIGHBOURS[v]]
        else:
            found.append(act("m_surrender"))
        return found
    if stage in (STAGE_ATTACKER_LOSSES, STAGE_DEFENDER_LOSSES):
        loser, _ = battle.side_of_stage(state)
        lords = battle.male_lords(state, loser, v) + battle.held(state, loser, v)
        return [act("m_lose", k) for k in range(3)] + [
            act("m_lose_lord", cards[lord]) for lord in lords]
    if stage == STAGE_PURSUIT:
        return [act("m_pursue"), act("m_let_go")]
    g = m[GROUP_AT]
    if g >= 0:
        found = [act("m_take", k) for k in range(4)] + [act("m_take_all"), act("m_halt")]
        found += [act("m_take_lord", cards[lord]) for lord in state.lords_at(g, p)]
        if holds_tunnel(state):
            from regnum.games.fief.tunnel import reach

            found += [act("m_tunnel", u) for u in reach(state)]
        return found + [act("m_march", u) for u in NEIGHBOURS[g]]
    mine = [lord for lord in range(len(cards)) if state.lord_owner[lord] == p]
    found = [act("m_lead", cards[lord]) for lord in mine
             if state.lord_status[lord] == FREE]
    found += [act("m_ransom", cards[lord]) for lord in mine
              if state.lord_status[lord] == PRISONER]
    return [*found, act("m_done")]


@cache
def family(kind: str) -> tuple[Action, ...]:
    """The actions `kind 0`, `kind 1`, ... indexed by their argument (lord card or village)."""
    return tuple(sorted((a for (k, _), a in table().items() if k == kind), key=action_args))


def action_args(action: Action) -> tuple[int, ...]:
    return action.args


def legal(state: FiefState) -> list[Action]:
    """The legal phase-5 actions in id order. Moves, the most frequent decisions, are generated
    directly with the same checks `reason` uses (a property test holds the two together); battle
    decisions are filtered from their few candidates by `reason`."""
    m = state.military
    if m[STAGE] == STAGE_NONE and state.phase == PHASE_MILITARY and state.step in MOVE_STEPS:
        found = group_options(state) if m[GROUP_AT] >= 0 else idle_options(state)
    else:
        found = [a for a in candidates(state) if reason(state, a) is None]
    found.sort(key=ACTION_ID)
    return found


def idle_options(state: FiefState) -> list[Action]:
    """No group on the move: lead a lord, ransom a prisoner, or end one's movements."""
    p, cards, status = state.actor, state.lord_card, state.lord_status
    lead, ransom = family("m_lead"), family("m_ransom")
    found = []
    for lord, owner in enumerate(state.lord_owner):
        if owner != p:
            continue
        if status[lord] == FREE:
            if can_lead(state, lord):
                found.append(lead[cards[lord]])
        elif status[lord] == PRISONER and check_ransom(state, ransom[cards[lord]]) is None:
            found.append(ransom[cards[lord]])
    found.append(act("m_done"))
    return found


def group_options(state: FiefState) -> list[Action]:
    """A group on the move: take pieces or lords, march, or halt."""
    m = state.military
    g, mask = m[GROUP_AT], m[GROUP_LORDS]
    take = family("m_take")
    i = state.actor * V + g  # `available`, inlined: this runs for every step of a group
    free = (state.units_at(PIECE_SOLDIER, i) > m[GROUP_SOLDIERS],
            state.units_at(PIECE_KNIGHT3, i) > m[GROUP_KNIGHTS3],
            state.units_at(PIECE_KNIGHT6, i) > m[GROUP_KNIGHTS6],
            state.units_at(PIECE_ENGINE, i) > m[ENGINES_MOVED + i] + m[GROUP_ENGINES])
    found = [take[k] for k in range(4) if free[k]]
    if free[0] or free[1] or free[2]:
        found.append(act("m_take_all"))
    found.append(act("m_halt"))
    take_lord = family("m_take_lord")
    found += [take_lord[state.lord_card[lord]] for lord in state.lords_at(g, state.actor)
              if not mask >> lord & 1 and can_lead(state, lord)]
    lords = group_lords(state)
    if group_problem(state, lords) is None:
        march, enemies = family("m_march"), enemy_villages(state, state.actor, NEIGHBOURS[g])
        found += [march[u] for u in NEIGHBOURS[g]
                  if march_refusal(state, u, lords, u in enemies) is None]
        if holds_tunnel(state):
            from regnum.games.fief.tunnel import ways

            found += [act("m_tunnel", u) for u in ways(state)]
    return found


# -- applying --------------------------------------------------------------------------------------
def apply(state: FiefState, action: Action) -> None:
    """Apply a legal phase-5 action, then move on to the next decision."""
    APPLY[action.kind](state, action)
    run(state)


def do_fight(state: FiefState, action: Action) -> None:
    battle.fight(state, AIM_NONE)


def do_aim(state: FiefState, action: Action) -> None:
    lord = lord_of(state, action.args[0])
    state.say(f"{seat(state.actor)} aims the d6 at {name(state, lord)}")
    battle.fight(state, lord)


def do_aim_engine(state: FiefState, action: Action) -> None:
    state.say(f"{seat(state.actor)} aims the d6 at a siege engine")
    battle.fight(state, AIM_ENGINE)


def do_withdraw(state: FiefState, action: Action) -> None:
    battle.withdraw(state, action.args[0])


def do_surrender(state: FiefState, action: Action) -> None:
    battle.surrender(state)


def do_lose(state: FiefState, action: Action) -> None:
    battle.lose(state, Piece(action.args[0]))


def do_lose_lord(state: FiefState, action: Action) -> None:
    battle.lose_lord(state, lord_of(state, action.args[0]))


def do_pursue(state: FiefState, action: Action) -> None:
    """In a battle the pursuit is fought at once; after a step-2 retreat it is announced for the
    battles of step 4."""
    if state.step != PURSUIT_STEP:
        battle.pursue(state)
        return
    m = state.military
    v, pursuer, dst = m[BATTLE_AT], m[DEFENDER], m[FLED_TO]
    battle.relocate(state, pursuer, v, dst, movers(state, pursuer, v), engines=False)
    state.say(f"{seat(pursuer)} pursues {seat(m[ATTACKER])} to {VILLAGE_NAMES[dst]}")
    battle.close(state)
    announce(state, dst, pursuer, open_ground=True)


def do_tunnel(state: FiefState, action: Action) -> None:
    from regnum.games.fief.tunnel import march

    march(state, action)


def do_let_go(state: FiefState, action: Action) -> None:
    battle.let_go(state)


APPLY: Final[dict[str, Callable[[FiefState, Action], None]]] = {
    "m_lead": do_lead, "m_take_lord": do_take_lord, "m_take": do_take,
    "m_take_all": do_take_all, "m_march": do_march, "m_halt": do_halt, "m_done": do_done,
    "m_ransom": do_ransom, "m_fight": do_fight, "m_aim": do_aim, "m_aim_engine": do_aim_engine,
    "m_withdraw": do_withdraw, "m_surrender": do_surrender, "m_lose": do_lose,
    "m_lose_lord": do_lose_lord, "m_pursue": do_pursue, "m_let_go": do_let_go,
    "m_tunnel": do_tunnel,
}


# -- what players see ------------------------------------------------------------------------------
def view(state: FiefState, player: int | None) -> JsonDict:
    """Phase 5 as `player` may see it: the step, announced battles, the group on the move (its
    troops only to its owner) and the battle being fought, whose two sides are open to all."""
    m = state.military
    if state.phase != PHASE_MILITARY or not m:
        return {}
    data: JsonDict = {
        "step": state.step,
        "announced": [{"village": v, "attacker": m[ANNOUNCED_BY + v],
                       "open_ground": bool(m[ANNOUNCED_OPEN + v])}
                      for v in range(V) if m[ANNOUNCED_BY + v] >= 0],
    }
    if m[GROUP_AT] >= 0:
        group: JsonDict = {"village": m[GROUP_AT],
                           "lords": [name(state, lord) for lord in group_lords(state)],
                           "engines": m[GROUP_ENGINES]}
        if player == state.actor:
            group.update(soldiers=m[GROUP_SOLDIERS], knights3=m[GROUP_KNIGHTS3],
                         knights6=m[GROUP_KNIGHTS6])
        data["group"] = group
    if m[STAGE] != STAGE_NONE:
        v, a, d = m[BATTLE_AT], m[ATTACKER], m[DEFENDER]
        data["battle"] = {
            "village": v, "attacker": a, "defender": d, "stage": Stage(m[STAGE]).name.lower(),
            "fort": battle.fort(state, v).name.lower(),
            "hits_on_attacker": m[HITS_ON_ATTACKER], "hits_on_defender": m[HITS_ON_DEFENDER],
            "sides": {str(q): battle_side(state, q, v) for q in (a, d)},
            "fled_to": m[FLED_TO],
        }
    return data


def describe(action: Action, player: int, viewer: int | None) -> str:
    """How a phase-5 action shows at the table: which pieces join a group is the mover's secret
    (stacks are face down), everything else is public."""
    if viewer != player and action.kind in ("m_take", "m_take_all") and action.args != (3,):
        return "take troops"
    return action.text


def battle_side(state: FiefState, p: int, v: int) -> JsonDict:
    side = battle.force(state, p, v)
    return {"soldiers": side.soldiers, "knights3": side.knights3, "knights6": side.knights6,
            "lords": side.lords, "ladies": side.ladies, "engines": side.engines,
            "captives": side.captives, "royal": side.royal, "points": side.points}


def check(state: FiefState) -> str | None:
    """Why a restored `military` list cannot be right (None: it can)."""
    m = state.military
    if state.phase != PHASE_MILITARY:
        return None if not m else "phase-5 scratch outside phase 5"
    if len(m) != layout_size(state.num_players):
        return f"phase-5 scratch has {len(m)} entries, expected {layout_size(state.num_players)}"
    if not 1 <= state.step <= LAST_STEP:
        return f"phase-5 step {state.step} is not 1 to {LAST_STEP}"
    if m[STAGE] not in set(Stage):
        return f"unknown battle stage {m[STAGE]}"
    if m[STAGE] != STAGE_NONE and not (0 <= m[BATTLE_AT] < V):
        return "a battle without a village"
    if not -1 <= m[GROUP_AT] < V or m[GROUP_LORDS] < 0 or m[GROUP_LORDS] >> len(state.lord_card):
        return "the group on the move names an unknown village or lord"
    n = state.num_players
    for v in range(V):
        if not -1 <= m[ANNOUNCED_BY + v] < n or not -1 <= m[PURSUER + v] < n:
            return "an announced battle or a pursuit names an unknown seat"
        if not -1 <= m[RETREAT_TO + v] < V:
            return "a retreat names an unknown village"
    for i in range(n * V):
        if not 0 <= m[ENGINES_MOVED + i] <= state.units_at(PIECE_ENGINE, i):
            return "more engines marked as moved than stand in a village"
    if min(m[HITS_ON_ATTACKER], m[HITS_ON_DEFENDER], m[GROUP_SOLDIERS], m[GROUP_KNIGHTS3],
           m[GROUP_KNIGHTS6], m[GROUP_ENGINES]) < 0:
        return "negative hits or group pieces in the phase-5 scratch"
    return None

