"""The tunnel ("Souterrain", 3 small cards): the uses played in phase 4's rounds, and the treason
before a battle round.

Seed: "Elle peut se jouer à toutes les phases du jeu." "Pour un seigneur prisonnier, c'est un
retour dans son château ou sa Cité ... c'est considéré comme l'unique déplacement autorisé pour ce
tour par le seigneur ... qui s'évade et il n'a pas le droit de combattre en tant qu'attaquant." "En
cas de Tempête ... Le village désigné sous l'orage peut voir ses occupants être évacués à condition
qu'il y ait un seigneur présent. Il effectue alors un déplacement (Avec des soldats ou non, mais
sans les cavaliers) comme sous beau temps, vers un autre village adjacent." "Cette carte se joue
aussi à tout moment de la phase des combats : on désigne un château (ou une Cité) qui ouvre alors
ses portes aux attaquants par trahison… et la bataille a lieu comme en terrain découvert."

*decided* (docs/rules/fief.md, "Decisions: the tunnel"): both uses are played in any round of phase
4 (the seat asked plays the card or none, as for every card); a seat whose lords are all prisoners
is asked too, and may play only the escape; the evacuation takes every free lord and soldier of the
player in the village (not the knights, nor the royal army), to a neighbouring village where no
other seat and no peasant stands, and counts as one of those lords' moves of the turn. The treason
is played by the attacker of a battle at a castle or city, when it is to decide a round (it is
asked then anyway, so the offer tells the others nothing); the rest of that battle is fought as in
open ground. A march skipping a village and the flight from the plague are missing
(docs/rules/fief.md says why).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from regnum.engine.game import Action
from regnum.games.fief.actions import act
from regnum.games.fief.battle import escort, fort, go_home, name, release_prisoner
from regnum.games.fief.cards import card_of_kind
from regnum.games.fief.combat import Fort
from regnum.games.fief.data import Card
from regnum.games.fief.map import FIEF_OF, NEIGHBOURS, NUM_VILLAGES, VILLAGE_NAMES
from regnum.games.fief.orders import ATTACKER, BATTLE_AT, OPEN, STAGE, STAGE_ATTACKER
from regnum.games.fief.state import HOLDER_DISCARD, PRISONER, V

if TYPE_CHECKING:
    from regnum.games.fief.state import FiefState


def escapes(state: FiefState, p: int) -> list[Action]:
    """`p`'s lords held prisoner, each of whom may escape home."""
    return [act("play_tunnel_escape", state.lord_card[lord]) for lord in state.living_lords(p)
            if state.lord_status[lord] == PRISONER]


def evacuations(state: FiefState, p: int) -> list[Action]:
    """(village under the storm with a free lord of `p`, neighbour free of others) pairs."""
    found = []
    for u in range(NUM_VILLAGES):
        if not state.storm[FIEF_OF[u]] or not state.lords_at(u, p):
            continue
        found += [act("play_tunnel_evacuate", u, w) for w in NEIGHBOURS[u]
                  if state.peasants[w] == 0
                  and not any(q != p and state.present(q, w) for q in range(state.num_players))]
    return found


def escape(state: FiefState, p: int, lord: int) -> None:
    release_prisoner(state, lord)
    state.lord_attacks[lord] = state.max_attacks(lord)  # no attack as attacker this turn
    go_home(state, lord, f"p{p + 1} plays a tunnel: {name(state, lord)} escapes")


def evacuate(state: FiefState, p: int, u: int, w: int) -> None:
    lords = state.lords_at(u, p)
    for lord in lords:
        state.lord_village[lord] = w
        state.lord_moves[lord] += 1
    i, j = p * V + u, p * V + w
    soldiers = state.soldiers[i]
    state.soldiers[j] += soldiers
    state.soldiers[i] = 0
    escort(state, p, u, w)
    state.say(f"p{p + 1} plays a tunnel: {', '.join(name(state, lord) for lord in lords)}"
              f"{f' and {soldiers} soldiers' if soldiers else ''} leave {VILLAGE_NAMES[u]} "
              f"under the storm for {VILLAGE_NAMES[w]}")


def treason_open(state: FiefState) -> bool:
    """The attacker, to decide a round at walls still standing, holds a tunnel."""
    m = state.military
    return (len(m) > STAGE and m[STAGE] == STAGE_ATTACKER and state.actor == m[ATTACKER]
            and fort(state, m[BATTLE_AT]) != Fort.NONE
            and card_of_kind(state, state.actor, Card.TUNNEL) >= 0)


def treason(state: FiefState, p: int) -> None:
    """The gates open: the rest of the battle is fought as in open ground."""
    m = state.military
    state.card_holder[card_of_kind(state, p, Card.TUNNEL)] = HOLDER_DISCARD
    m[OPEN] = 1
    state.say(f"p{p + 1} plays a tunnel: treason opens the gates at "
              f"{VILLAGE_NAMES[m[BATTLE_AT]]}, the battle goes on as in open ground")
