"""The revolting peasants as an army: where they stand, how they fight any seat, the ruins they
leave, and their end. The card, their moves and what phase 3 does with them are `revolt.py`'s.

Seed, "Révolte": "Les révoltés tuent sans laisser fuir et détruisent s'ils sont vainqueurs ou non
d'un combat, tout moulin ou pressoir sur leur chemin"; "Lors d'une attaque de château, en cas de
victoire des révoltés, le château est mis en ruine"; they last "jusqu'à leur élimination complète
par combat, peste (ou bienveillance d'un évêque, d'un cardinal ou du Pape)".

*decided* (docs/rules/fief.md, "Decisions: the revolt"): a fight with the peasants is settled at
once, round after round of the usual dice, to the end: nobody flees them and they give no quarter
(the losing seat's lords there die, its engines are destroyed, the prisoners it held go home); the
seat's losses go in the fixed order of `combat.default_losses`; the peasants attack a castle as any
attacker (one die less) and ruin it when they win it or find it empty; a city only when they come
by a tunnel ("sauf avec la pose de la carte souterrain. C'est alors un combat, comme en terrain nu"),
fought without walls. The three "château en feu" tokens are the ruin markers: at most three castles
or cities lie in ruins at once, and with none left a castle taken is not ruined.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from regnum.engine.events import seat
from regnum.engine.tables import replaced
from regnum.games.fief import combat
from regnum.games.fief.battle import (
    force,
    go_home,
    held,
    kill,
    lose_engines,
    male_lords,
    name,
    release_prisoner,
    report_losses,
    reserve_soldiers,
    set_troops,
)
from regnum.games.fief.combat import Force, Fort
from regnum.games.fief.data import FIRE_TOKENS, Card
from regnum.games.fief.map import VILLAGE_NAMES
from regnum.games.fief.state import V

if TYPE_CHECKING:
    from regnum.games.fief.state import FiefState


def at(state: FiefState) -> int:
    """The village of the revolting peasants, or -1."""
    return next((v for v, points in enumerate(state.peasants) if points), -1)


def enter(state: FiefState, v: int, by_tunnel: bool = False) -> None:
    """The peasants stand in `v`: its mills and presses burn, they fight whoever is there (in
    round order; come by a tunnel, "comme en terrain nu"), and a castle or city left standing
    there becomes a ruin, while a ruin marker is left (`data.FIRE_TOKENS`)."""
    from regnum.games.fief.turn import round_order

    if state.mills[v] + state.presses[v]:
        state.mills = replaced(state.mills, v, 0)
        state.presses = replaced(state.presses, v, 0)
        state.say(f"the peasants burn the mills and presses of {VILLAGE_NAMES[v]}")
    seats = round_order(state)
    for q in seats + [q for q in range(state.num_players) if q not in seats]:
        if state.peasants[v] and (state.present(q, v) or held(state, q, v)):
            fight(state, v, q, peasants_attack=True, open_ground=by_tunnel)
    if state.peasants[v] and state.walled(v) and sum(state.ruin) < FIRE_TOKENS:
        state.ruin = replaced(state.ruin, v, 1)
        state.say(f"the peasants leave the {'city' if state.city[v] else 'castle'} of "
                  f"{VILLAGE_NAMES[v]} in ruins")
        state.tell("fief.peasants.ruin", {"village": VILLAGE_NAMES[v],
                                          "fort": "fort.city" if state.city[v] else "fort.castle"})


def walls(state: FiefState, v: int) -> Fort:
    if state.ruin[v]:
        return Fort.NONE
    return Fort.CITY if state.city[v] else Fort.CASTLE if state.castle[v] else Fort.NONE


def fight(state: FiefState, v: int, q: int, peasants_attack: bool,
          open_ground: bool = False) -> None:
    """Seat `q` and the peasants in `v` fight with the usual dice until one side has no point
    left; the attacker rolls against the walls (the peasants' when they attack, unless they came
    by a tunnel; none when they are attacked in their village)."""
    state.say(f"the peasants fight p{q + 1} at {VILLAGE_NAMES[v]}")
    state.tell("fief.peasants.fight", {"seat": seat(q), "village": VILLAGE_NAMES[v],
                                       "points": state.peasants[v]})
    fort = Fort.NONE if open_ground else walls(state, v)
    while state.peasants[v] and force(state, q, v).points:
        side, mob = force(state, q, v), Force(soldiers=state.peasants[v])
        if peasants_attack:
            hits = combat.roll_round(state.rng_gen, combat.attack_dice(mob, fort),
                                     combat.defence_dice(side), False, False)
            on_mob, on_side = hits.defence_hits, hits.attack_hits
        else:
            hits = combat.roll_round(state.rng_gen, combat.attack_dice(side, Fort.NONE),
                                     combat.defence_dice(mob), False, False)
            on_mob, on_side = hits.attack_hits, hits.defence_hits
        state.say(f"{VILLAGE_NAMES[v]}: the peasants score {on_side}, p{q + 1} scores {on_mob}")
        state.peasants = replaced(state.peasants, v, max(0, state.peasants[v] - on_mob))
        if on_side:
            after, _, change = combat.default_losses(side, on_side, reserve_soldiers(state, q))
            set_troops(state, q, v, side, after)
            killed = male_lords(state, q, v)[:side.lords - after.lords]
            report_losses(state, q, side.points - after.points, change, killed)
            for lord in killed:
                kill(state, lord)
    if not state.peasants[v]:
        state.say(f"p{q + 1} puts down the revolt at {VILLAGE_NAMES[v]}")
        state.tell("fief.peasants.beaten", {"seat": seat(q), "village": VILLAGE_NAMES[v]})
        end(state)
        return
    for lord in state.lords_at(v, q):
        state.say(f"the peasants kill {name(state, lord)}")
        kill(state, lord)
    for lord in held(state, q, v):
        release_prisoner(state, lord)
        go_home(state, lord, f"{name(state, lord)} is freed by the peasants")
    lose_engines(state, q * V + v)
    state.say(f"the peasants win at {VILLAGE_NAMES[v]}")
    state.tell("fief.peasants.won", {"seat": seat(q), "village": VILLAGE_NAMES[v]})


def end(state: FiefState) -> None:
    """No peasant is left: the revolt card goes to the discards."""
    state.peasants = (0,) * V
    state.revolt_player = -1
    state.lift_card(Card.REVOLT)
    state.say("the revolt is over")


def struck(state: FiefState, v: int) -> None:
    """The plague halves the peasants of `v` like any troops, rounded down."""
    if state.peasants[v]:
        state.peasants = replaced(state.peasants, v, state.peasants[v] // 2)
        state.say(f"the plague halves the peasants at {VILLAGE_NAMES[v]}")
        if not state.peasants[v]:
            end(state)
