"""Moving in phase 5 (seed, "Phase 5 : Les déplacements, les combats"): leading a group, taking
pieces, marching along roads, halting, ending one's movements, and paying a ransom.

"Un soldat ou cavalier ne peut se déplacer sans seigneur"; a lord makes at most two road steps
and one attack per turn; "Un engin de siège a besoin de 3 soldats pour être déplacé", once per
turn. Each `check_*` says why an action is refused (None when it is legal); each `do_*` applies it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from regnum.engine.events import Event, seat
from regnum.engine.game import Action
from regnum.engine.tables import replaced
from regnum.games.fief import contagion
from regnum.games.fief.battle import escort, go_home, name, release_prisoner
from regnum.games.fief.combat import ENGINE_SOLDIERS, RANSOM
from regnum.games.fief.control import fort_sites
from regnum.games.fief.data import DARC_MOVES, LORD_NAMES, MAX_MOVES, PIECE_ENGINE
from regnum.games.fief.diplomacy import allied_side, at_peace, peace_mask
from regnum.games.fief.map import FIEF_NAMES, FIEF_OF, NEIGHBOURS, VILLAGE_NAMES
from regnum.games.fief.orders import (
    ANNOUNCED_BY,
    ANNOUNCED_OPEN,
    ANNOUNCED_SEQ,
    ENGINES_MOVED,
    GROUP_AT,
    GROUP_ENGINES,
    GROUP_KNIGHTS3,
    GROUP_KNIGHTS6,
    GROUP_LORDS,
    GROUP_MARCHES,
    GROUP_SOLDIERS,
    HALTED,
    PURSUER,
    RETREAT_TO,
    SEQUENCE,
    TAKE_NAMES,
)
from regnum.games.fief.peasants import fight
from regnum.games.fief.royalty import royal_lord
from regnum.games.fief.state import DEAD, FREE, PRISONER

if TYPE_CHECKING:
    from regnum.games.fief.state import FiefState

V: Final = len(VILLAGE_NAMES)
MOVE_STEPS: Final = (1, 2, 5, 7)
ATTACK_STEPS: Final = (1, 5)  # steps in which a march into an enemy village announces an attack
LAST_STEP: Final = 7
# the group's count of each troop kind, by kind of `FiefState.units`
GROUP_SLOTS: Final = (GROUP_SOLDIERS, GROUP_KNIGHTS3, GROUP_KNIGHTS6)


def lord_of(state: FiefState, card: int) -> int:
    """The lord id of lord card `card`, or -1 when the card is not in play."""
    try:
        return state.lord_card.index(card)
    except ValueError:
        return -1


def group_lords(state: FiefState) -> list[int]:
    mask = state.military[GROUP_LORDS]
    return [lord for lord in range(len(state.lord_card)) if mask >> lord & 1]


def enemy_here(state: FiefState, p: int, v: int) -> bool:
    """Another seat not at peace with `p` (`diplomacy.at_peace`) has a soldier, knight or free
    lord in `v`, or the revolting peasants stand there (a hot path: no lists built)."""
    if state.peasants[v]:
        return True
    friends = peace_mask(state, p) | 1 << p
    for q in range(state.num_players):
        if not friends >> q & 1 and state.has_troops(q * V + v):
            return True
    where, owner, status = state.lord_village, state.lord_owner, state.lord_status
    for lord in range(len(where)):  # index loops: compiled, `zip(strict=True)` runs as Python
        if where[lord] == v and status[lord] == FREE and not friends >> owner[lord] & 1:
            return True
    return False


def announced(state: FiefState, v: int) -> int:
    return state.military[ANNOUNCED_BY + v]


def involved(state: FiefState, p: int, v: int) -> bool:
    """`p` is a side of the battle announced at `v`."""
    by = announced(state, v)
    return by >= 0 and (by == p or state.present(p, v))


def can_lead(state: FiefState, lord: int) -> bool:
    v = state.lord_village[lord]
    if (state.lord_status[lord] != FREE or v < 0 or state.lord_moves[lord] >= state.max_moves(lord)
            or state.military[HALTED] >> lord & 1 or state.storm[FIEF_OF[v]]):
        return False
    return state.step == 2 or announced(state, v) < 0


def ransom_open(state: FiefState, p: int) -> bool:
    owner, status = state.lord_owner, state.lord_status
    return (state.money[p] >= RANSOM
            and any(owner[lord] == p and status[lord] == PRISONER for lord in range(len(owner)))
            and bool(fort_sites(state, p)))


def has_business(state: FiefState, p: int) -> bool:
    """Whether `p` has anything to decide in the current movement step."""
    step, m = state.step, state.military
    if step == 2 and not any(m[ANNOUNCED_BY + v] == p or (m[ANNOUNCED_BY + v] >= 0 and (
            state.present(p, v) or allied_side(state, p, v, m[ANNOUNCED_BY + v])))
                             for v in range(V)):
        return False  # `involved` in no village, and no ally's battle to reinforce
    halted, storm = m[HALTED], state.storm
    owner, village, status, moves, darc = (state.lord_owner, state.lord_village,
                                           state.lord_status, state.lord_moves, state.lord_darc)
    for lord in range(len(owner)):
        # `can_lead`, inlined: this runs after nearly every phase-5 decision (index loops:
        # compiled, `zip(strict=True)` runs as Python)
        where = village[lord]
        if (owner[lord] == p and status[lord] == FREE and where >= 0 and not storm[FIEF_OF[where]]
                and moves[lord] < (DARC_MOVES if darc[lord] else MAX_MOVES)
                and not halted >> lord & 1 and (step == 2 or m[ANNOUNCED_BY + where] < 0)):
            return True
    return ransom_open(state, p)


def announce(state: FiefState, v: int, p: int, open_ground: bool) -> None:
    m = state.military
    m[ANNOUNCED_BY + v] = p
    m[ANNOUNCED_SEQ + v] = m[SEQUENCE]
    m[ANNOUNCED_OPEN + v] = int(open_ground)
    m[SEQUENCE] += 1
    state.say(f"{seat(p)} announces an attack on {VILLAGE_NAMES[v]}")


def check_lead(state: FiefState, action: Action) -> Event | None:
    if state.military[GROUP_AT] >= 0:
        return Event("move.moving", {})
    lord = lord_of(state, action.args[0])
    return own_lord_problem(state, lord, action.args[0]) or lead_problem(state, lord)


def own_lord_problem(state: FiefState, lord: int, card: int) -> Event | None:
    if lord < 0:
        return Event("move.not-in-play", {"lord": LORD_NAMES[card]})
    if state.lord_owner[lord] != state.actor:
        return Event("move.not-yours", {"lord": LORD_NAMES[card]})
    if state.lord_status[lord] == DEAD:
        return Event("move.dead", {"lord": LORD_NAMES[card]})
    if state.lord_status[lord] == PRISONER:
        return Event("lord.prisoner", {"lord": LORD_NAMES[card]})
    return None


def lead_problem(state: FiefState, lord: int) -> Event | None:
    if state.lord_moves[lord] >= state.max_moves(lord):
        return _moved(state, lord)
    if state.military[HALTED] >> lord & 1:
        return Event("move.halted", {"lord": name(state, lord)})
    if state.storm[FIEF_OF[state.lord_village[lord]]]:
        return Event("move.storm", {"lord": name(state, lord),
                                    "fief": FIEF_NAMES[FIEF_OF[state.lord_village[lord]]]})
    if state.step != 2 and announced(state, state.lord_village[lord]) >= 0:
        return Event("move.announced", {"village": VILLAGE_NAMES[state.lord_village[lord]]})
    return None


def _moved(state: FiefState, lord: int) -> Event:
    return Event("move.moves", {"lord": name(state, lord), "moves": state.max_moves(lord)})


def check_take_lord(state: FiefState, action: Action) -> Event | None:
    m = state.military
    if m[GROUP_AT] < 0:
        return Event("move.lead-first", {})
    lord = lord_of(state, action.args[0])
    problem = own_lord_problem(state, lord, action.args[0])
    if problem:
        return problem
    if m[GROUP_LORDS] >> lord & 1:
        return Event("move.in-group", {"lord": name(state, lord)})
    if state.lord_village[lord] != m[GROUP_AT]:
        return Event("move.not-here", {"lord": name(state, lord),
                                       "village": VILLAGE_NAMES[m[GROUP_AT]]})
    return lead_problem(state, lord)


def available(state: FiefState, k: int) -> int:
    """Pieces of kind `k` (orders.TAKE_NAMES) at the group's village not yet in the group."""
    m = state.military
    i = state.actor * V + m[GROUP_AT]
    if k == PIECE_ENGINE:
        return state.units_at(PIECE_ENGINE, i) - m[ENGINES_MOVED + i] - m[GROUP_ENGINES]
    return state.units_at(k, i) - m[GROUP_SLOTS[k]]


LEAD_FIRST: Final = Event("move.troops-alone", {})


def check_take(state: FiefState, action: Action) -> Event | None:
    if state.military[GROUP_AT] < 0:
        return LEAD_FIRST
    k = action.args[0]
    if available(state, k) <= 0:
        return Event(f"move.none-left.{TAKE_NAMES[k]}", {})
    return None


def check_take_all(state: FiefState, action: Action) -> Event | None:
    if state.military[GROUP_AT] < 0:
        return LEAD_FIRST
    if not any(available(state, k) > 0 for k in range(3)):
        return Event("move.no-troops", {})
    return None


def no_road(here: int, there: int) -> Event:
    return Event("move.no-road", {"village": VILLAGE_NAMES[here], "to": VILLAGE_NAMES[there]})


def check_march(state: FiefState, action: Action) -> Event | None:
    here, there = state.military[GROUP_AT], action.args[0]
    if here < 0:
        return LEAD_FIRST
    if there not in NEIGHBOURS[here]:
        return no_road(here, there)
    lords = group_lords(state)
    return (group_problem(state, lords)
            or march_problem(state, there, lords, enemy_here(state, state.actor, there)))


def group_problem(state: FiefState, lords: list[int]) -> Event | None:
    """Why the group on the move cannot march anywhere (None: it may)."""
    m = state.military
    for lord in lords:
        if state.lord_moves[lord] >= state.max_moves(lord):
            return _moved(state, lord)
    if m[GROUP_SOLDIERS] < ENGINE_SOLDIERS * m[GROUP_ENGINES]:
        return Event("move.engine", {})
    return None


def march_problem(state: FiefState, there: int, lords: list[int], enemy: bool) -> Event | None:
    """Why the group (a sound one, next to `there`) may not march to `there` in this step, as a
    `reason.<id>` text of texts.py and its parameters."""
    refusal = march_refusal(state, there, lords, enemy)
    if refusal is None:
        return None
    if refusal == "move.storm-fight":
        return Event(refusal, {"village": VILLAGE_NAMES[there], "fief": FIEF_NAMES[FIEF_OF[there]]})
    if refusal == "move.announced-there":
        return Event(refusal, {"village": VILLAGE_NAMES[there]})
    if refusal == "move.attacked":
        return Event(refusal, {"lord": name(state, attacked(state, lords))})
    return Event(refusal, {})


def march_refusal(state: FiefState, there: int, lords: list[int], enemy: bool) -> str | None:
    """`march_problem`'s reason id alone (None: the march is legal): the group's legal marches
    are listed with it at every step of a group, where most neighbours are refused."""
    if enemy and state.storm[FIEF_OF[there]]:
        return "move.storm-fight"
    by = announced(state, there)
    if state.step == 2:
        return reinforce_refusal(state, state.military[GROUP_AT], there, enemy, by, lords)
    if state.step == LAST_STEP:
        return "move.last-step" if enemy else None
    if by >= 0:
        return "move.announced-there"
    return attack_refusal(state, lords) if enemy else None


def enemy_villages(state: FiefState, p: int, villages: tuple[int, ...]) -> set[int]:
    """Those of `villages` where another seat has a soldier, knight or free lord, or the peasants
    stand (the stacks first, then one pass over the lords for the rest: this runs for every group
    on the move)."""
    friends = peace_mask(state, p) | 1 << p
    found = {v for v in villages if state.peasants[v]}
    for v in villages:
        for q in range(state.num_players):
            if not friends >> q & 1 and state.has_troops(q * V + v):
                found.add(v)
                break
    if len(found) < len(villages):
        where, owner, status = state.lord_village, state.lord_owner, state.lord_status
        for lord in range(len(where)):  # index loops: compiled, `zip(strict=True)` is Python
            if status[lord] == FREE and not friends >> owner[lord] & 1 and where[lord] in villages:
                found.add(where[lord])
    return found


def attacked(state: FiefState, lords: list[int]) -> int:
    """The first of `lords` who has made all his attacks this turn, or -1."""
    for lord in lords:
        if state.lord_attacks[lord] >= state.max_attacks(lord):
            return lord
    return -1


def attack_refusal(state: FiefState, lords: list[int]) -> str | None:
    if attacked(state, lords) >= 0:
        return "move.attacked"
    m = state.military
    if (m[GROUP_SOLDIERS] + m[GROUP_KNIGHTS3] + m[GROUP_KNIGHTS6] == 0
            and not any(state.fights(lord) for lord in lords)):
        return "move.no-points"
    return None


def reinforce_refusal(state: FiefState, here: int, there: int, enemy: bool, by: int,
                      lords: list[int]) -> str | None:
    p = state.actor
    if involved(state, p, here) and state.military[GROUP_MARCHES] == 0:
        if enemy or by >= 0:
            return "move.retreat"
        return None
    if by == p:
        return attack_refusal(state, lords)
    if by >= 0 and (state.present(p, there) or allied_side(state, p, there, by)):
        return None  # an ally's reinforcement may join though its lords attacked this turn
    return "move.step-2"


HALT_FIRST: Final = Event("move.halt-first", {})


def check_halt(state: FiefState, action: Action) -> Event | None:
    return None if state.military[GROUP_AT] >= 0 else Event("move.no-group", {})


def check_done(state: FiefState, action: Action) -> Event | None:
    return HALT_FIRST if state.military[GROUP_AT] >= 0 else None


def check_ransom(state: FiefState, action: Action) -> Event | None:
    if state.military[GROUP_AT] >= 0:
        return HALT_FIRST
    card = action.args[0]
    lord = lord_of(state, card)
    if lord < 0 or state.lord_owner[lord] != state.actor:
        return Event("move.not-yours", {"lord": LORD_NAMES[card]})
    if state.lord_status[lord] != PRISONER:
        return Event("ransom.not-prisoner", {"lord": LORD_NAMES[card]})
    if state.money[state.actor] < RANSOM:
        return Event("ransom.money", {"price": RANSOM, "money": state.money[state.actor]})
    if not fort_sites(state, state.actor):
        return Event("ransom.no-fort", {})
    return None


def do_lead(state: FiefState, action: Action) -> None:
    m = state.military
    lord = lord_of(state, action.args[0])
    m[GROUP_AT] = state.lord_village[lord]
    m[GROUP_LORDS] = 1 << lord
    m[GROUP_SOLDIERS] = m[GROUP_KNIGHTS3] = m[GROUP_KNIGHTS6] = m[GROUP_ENGINES] = 0
    m[GROUP_MARCHES] = 0


def do_take_lord(state: FiefState, action: Action) -> None:
    state.military[GROUP_LORDS] |= 1 << lord_of(state, action.args[0])


def do_take(state: FiefState, action: Action) -> None:
    k = action.args[0]
    state.military[GROUP_ENGINES if k == 3 else GROUP_SLOTS[k]] += 1


def do_take_all(state: FiefState, action: Action) -> None:
    for k in range(3):
        state.military[GROUP_SLOTS[k]] += available(state, k)


def do_march(state: FiefState, action: Action) -> None:
    march_to(state, action.args[0])


def march_to(state: FiefState, there: int) -> None:
    """The group on the move goes to `there` (a road's end, or a tunnel's, `tunnel.march`)."""
    m = state.military
    p, here = state.actor, m[GROUP_AT]
    lords = group_lords(state)
    enemy, by, step = enemy_here(state, p, there), announced(state, there), state.step
    retreat = step == 2 and involved(state, p, here) and m[GROUP_MARCHES] == 0
    i, j = p * V + here, p * V + there
    for lord in lords:
        state.lord_village[lord] = there
        state.lord_moves[lord] += 1
    for k, slot in enumerate(GROUP_SLOTS):
        state.add_units(k, i, -m[slot])
        state.add_units(k, j, m[slot])
    engines = m[GROUP_ENGINES]
    state.add_units(PIECE_ENGINE, i, -engines)
    state.add_units(PIECE_ENGINE, j, engines)
    m[ENGINES_MOVED + j] += engines
    m[GROUP_ENGINES] = 0  # an engine makes one step per turn and stays where it arrives
    m[GROUP_MARCHES] += 1
    m[GROUP_AT] = there
    if royal_lord(state) in lords:  # the royal army follows the lord it serves
        state.royal_army = replaced(state.royal_army, there, state.royal_army[there] + state.royal_army[here])
        state.royal_army = replaced(state.royal_army, here, 0)
    escort(state, p, here, there)
    state.say(f"{seat(p)} marches {', '.join(name(state, lord) for lord in lords)} from "
              f"{VILLAGE_NAMES[here]} to {VILLAGE_NAMES[there]}")
    if not enemy:
        for q in range(state.num_players):  # engines left alone are taken apart (*decided*)
            if not at_peace(state, p, q) and q != p and state.units_at(PIECE_ENGINE, q * V + there):
                state.set_units(PIECE_ENGINE, q * V + there, 0)
                m[ENGINES_MOVED + q * V + there] = 0
    # a retreat is the group's one move of step 2; a group struck by the plague on a right of
    # passage halts there (*decided*: its troops were halved and its lords may have died)
    stop = contagion.by_passage(state, p, there) or retreat
    if state.peasants[there]:  # the peasants are fought at once, to the end (`revolt.py`)
        for lord in lords:
            state.lord_attacks[lord] += 1
        fight(state, there, p, peasants_attack=False)
        stop = True
    elif retreat and not state.present(p, here):
        record_retreat(state, p, here, there)
    elif (enemy and step in ATTACK_STEPS) or by == p:
        for lord in lords:
            state.lord_attacks[lord] += 1
        if by < 0:
            announce(state, there, p, open_ground=False)
        stop = True
    elif by >= 0:
        stop = True  # a defender's reinforcement stays to fight
    stop = stop or bool(state.storm[FIEF_OF[there]])  # "Ensuite, les pions sont bloqués"
    if stop or any(state.lord_moves[lord] >= state.max_moves(lord) for lord in lords):
        release(state)


def record_retreat(state: FiefState, p: int, here: int, there: int) -> None:
    """A side left a battle village in step 2; its enemy may pursue in step 3."""
    m = state.military
    by = m[ANNOUNCED_BY + here]
    if by == p:
        m[ANNOUNCED_BY + here] = -1  # the attack is called off
        others = [q for q in range(state.num_players) if q != p and state.present(q, here)]
        pursuer = others[0] if others else -1
    else:
        pursuer = by
    m[RETREAT_TO + here] = there
    m[PURSUER + here] = pursuer
    state.say(f"{seat(p)} retreats from {VILLAGE_NAMES[here]} to {VILLAGE_NAMES[there]}")


def release(state: FiefState) -> None:
    m = state.military
    m[GROUP_AT] = -1
    m[GROUP_LORDS] = 0
    m[GROUP_SOLDIERS] = m[GROUP_KNIGHTS3] = m[GROUP_KNIGHTS6] = m[GROUP_ENGINES] = 0
    m[GROUP_MARCHES] = 0


def do_halt(state: FiefState, action: Action) -> None:
    m = state.military
    if m[GROUP_MARCHES] == 0:  # so that leading and halting cannot go on for ever
        m[HALTED] |= m[GROUP_LORDS]
    release(state)


def do_done(state: FiefState, action: Action) -> None:
    state.pending.pop(0)


def do_ransom(state: FiefState, action: Action) -> None:
    """[Phase 5] "Une rançon ... est toujours de 300 écus. On ne peut pas la refuser": the lord
    goes back to a castle or city of his family (*decided*: the first one in village order)."""
    lord = lord_of(state, action.args[0])
    p, captor = state.actor, state.lord_captor[lord]
    state.money[p] -= RANSOM
    state.money[captor] += RANSOM
    release_prisoner(state, lord)
    # the seat has a castle or city (`check_ransom`): the first one
    go_home(state, lord, f"{seat(p)} ransoms {name(state, lord)} from {seat(captor)}")
