"""Phase 5's part of the action space and the layout of its scratch list `FiefState.military`.

A move is split into small steps so that the action space stays bounded: `lead <lord>` picks a
lord (and the village he stands in), `take <piece>` / `take all` / `take <lord>` add pieces of
that village to the group, `march <village>` moves the group one road, `halt` lets it go, and
`end movements` ends the seat's part of the current step. A battle round is `fight`, `aim <lord>`
or `aim engine` (one die replaced by the d6), `withdraw to <village>` (attacker) or `surrender`
(defender), then `lose <piece>` / `lose <lord>` while the loser has a choice; after a withdrawal
the other side answers `pursue` or `let go`. A prisoner's owner may `ransom <lord>`.

This module imports nothing from the state or the action table, so that `actions.py` can read
`MILITARY_ACTIONS` while `military.py` reads the table back (no import cycle).
"""

from __future__ import annotations

from enum import IntEnum
from typing import Final

from regnum.games.fief.data import LORD_NAMES
from regnum.games.fief.map import NUM_VILLAGES, VILLAGE_NAMES

Spec = tuple[str, str, tuple[int, ...]]

TAKE_NAMES: Final = ("soldier", "knight3", "knight6", "engine")  # `take <name>`, args (k,) in this order
LOSE_NAMES: Final = ("soldier", "knight3", "knight6")  # `lose <name>`: combat.Piece order


def _specs() -> tuple[Spec, ...]:
    specs: list[Spec] = []
    lords = range(len(LORD_NAMES))
    villages = range(NUM_VILLAGES)
    specs += [(f"lead {LORD_NAMES[c]}", "m_lead", (c,)) for c in lords]
    specs += [(f"take {LORD_NAMES[c]}", "m_take_lord", (c,)) for c in lords]
    specs += [(f"take {name}", "m_take", (k,)) for k, name in enumerate(TAKE_NAMES)]
    specs.append(("take all", "m_take_all", ()))
    specs += [(f"march {VILLAGE_NAMES[v]}", "m_march", (v,)) for v in villages]
    specs.append(("halt", "m_halt", ()))
    specs.append(("end movements", "m_done", ()))
    specs += [(f"ransom {LORD_NAMES[c]}", "m_ransom", (c,)) for c in lords]
    specs.append(("fight", "m_fight", ()))
    specs += [(f"aim {LORD_NAMES[c]}", "m_aim", (c,)) for c in lords]
    specs.append(("aim engine", "m_aim_engine", ()))
    specs += [(f"withdraw to {VILLAGE_NAMES[v]}", "m_withdraw", (v,)) for v in villages]
    specs.append(("surrender", "m_surrender", ()))
    specs += [(f"lose {name}", "m_lose", (k,)) for k, name in enumerate(LOSE_NAMES)]
    specs += [(f"lose {LORD_NAMES[c]}", "m_lose_lord", (c,)) for c in lords]
    specs.append(("pursue", "m_pursue", ()))
    specs.append(("let go", "m_let_go", ()))
    return tuple(specs)


MILITARY_ACTIONS: Final = _specs()


class Stage(IntEnum):
    """Where a battle stands (NONE: no battle is being fought)."""

    NONE = 0
    ATTACKER = 1  # the attacker fights, aims or withdraws
    DEFENDER = 2  # the defender fights, aims or surrenders
    ATTACKER_LOSSES = 3  # the attacker picks the pieces it loses
    DEFENDER_LOSSES = 4
    PURSUIT = 5  # the side left behind pursues or lets go


# Plain-int aliases of the stages for the hot paths (an enum member read costs ten globals).
(STAGE_NONE, STAGE_ATTACKER, STAGE_DEFENDER, STAGE_ATTACKER_LOSSES, STAGE_DEFENDER_LOSSES,
 STAGE_PURSUIT) = (int(stage) for stage in Stage)

AIM_NONE: Final = -1
AIM_ENGINE: Final = -2  # an aim value that is not a lord id

# Layout of `FiefState.military` (all ints). Header fields:
GROUP_AT: Final = 0  # village of the selected group, -1 when none
GROUP_LORDS: Final = 1  # bit mask of the group's lord ids
GROUP_SOLDIERS: Final = 2
GROUP_KNIGHTS3: Final = 3
GROUP_KNIGHTS6: Final = 4
GROUP_ENGINES: Final = 5
GROUP_MARCHES: Final = 6  # roads the group has marched
STAGE: Final = 7
BATTLE_AT: Final = 8  # village of the battle being fought
ATTACKER: Final = 9
DEFENDER: Final = 10
OPEN: Final = 11  # 1: fought in open ground (a pursuit), the castle or city does not count
HITS_ON_ATTACKER: Final = 12  # hits the attacker has still to take this round
HITS_ON_DEFENDER: Final = 13
AIM_ATTACKER: Final = 14  # the attacker's d6 target this round: lord id, AIM_ENGINE or AIM_NONE
AIM_DEFENDER: Final = 15
FLED_TO: Final = 16  # during PURSUIT: where the fleeing side went
SEQUENCE: Final = 17  # next announcement number
HALTED: Final = 18  # bit mask of lords halted this step without marching (not led again in this step)
# the plague carried in the battle being fought (`contagion.py`): bits CAUGHT_BY_ATTACKER and
# CAUGHT_BY_DEFENDER once a side has caught it, DUE_* while its effects wait for the round's end
CONTAGION: Final = 19
HEADER: Final = 20
# Per-village tables, V entries each, from these offsets:
V: Final = NUM_VILLAGES
ANNOUNCED_BY: Final = HEADER  # seat that announced an attack on the village this step, or -1
ANNOUNCED_SEQ: Final = HEADER + V  # its announcement number (battles are fought in this order)
ANNOUNCED_OPEN: Final = HEADER + 2 * V  # 1 for a pursuit (open ground)
RETREAT_TO: Final = HEADER + 3 * V  # step 2: where the last side to leave a battle village went, or -1
PURSUER: Final = HEADER + 4 * V  # the seat that may pursue them
ENGINES_MOVED: Final = HEADER + 5 * V  # per seat and village (index p * V + v): engines that moved


def layout_size(num_players: int) -> int:
    return ENGINES_MOVED + num_players * V


def fresh(num_players: int) -> list[int]:
    """The scratch list at the start of phase 5."""
    m = [0] * layout_size(num_players)
    m[GROUP_AT] = -1
    m[BATTLE_AT] = m[ATTACKER] = m[DEFENDER] = m[FLED_TO] = -1
    m[AIM_ATTACKER] = m[AIM_DEFENDER] = AIM_NONE
    for v in range(V):
        m[ANNOUNCED_BY + v] = -1
        m[RETREAT_TO + v] = -1
        m[PURSUER + v] = -1
    return m
