"""The tunnel ("Souterrain", 3 small cards): the uses played in phase 4's rounds, the flight from
the plague, the march by a tunnel in phase 5, and the treason before a battle round.

Seed: "Elle peut se jouer à toutes les phases du jeu." "Elle permet à un seigneur — seul — d'utiliser
un souterrain pour aller juste dans un autre village adjacent… en cas de peste. ou aller de château
(cité) à château (cité) Il a le droit après à un autre déplacement, et à combattre." "Pour un
seigneur prisonnier, c'est un retour dans son château ou sa Cité ... c'est considéré comme l'unique
déplacement autorisé pour ce tour par le seigneur ... qui s'évade et il n'a pas le droit de
combattre en tant qu'attaquant." "En cas de Tempête ... Le village désigné sous l'orage peut voir
ses occupants être évacués à condition qu'il y ait un seigneur présent. Il effectue alors un
déplacement (Avec des soldats ou non, mais sans les cavaliers) comme sous beau temps, vers un autre
village adjacent." "Cette carte se joue aussi à tout moment de la phase des combats : on désigne un
château (ou une Cité) qui ouvre alors ses portes aux attaquants par trahison… et la bataille a lieu
comme en terrain découvert." "Enfin, lors d'un déplacement de troupe à pied, la carte souterrain
permet d'éviter un village et d'aller combattre ou se réfugier dans le suivant… en comptant bien
entendu comme un déplacement". La peste: "Un seigneur ... peut s'enfuir seul, avant d'être
contaminé, grâce à une carte souterrain ... à condition que le village adjacent où il sort, soit
hors zone contaminée ou s'il passe directement d'un château (ou cité) à un autre"; the lords saved
"seront cependant à l'écart des votes à la phase 6 du tour ... et pas de mariage ni de prêtrise".

*decided* (docs/rules/fief.md, "Decisions: the tunnel"): the escape and the evacuation are played
in any round of phase 4 (the seat asked plays the card or none, as for every card); a seat whose
lords are all prisoners is asked too, and may play only the escape; the evacuation takes every free
lord and soldier of the player in the village (not the knights, nor the royal army), to a
neighbouring village where no other seat and no peasant stands, and counts as one of those lords'
moves of the turn. The flight from the plague is asked, before the plague strikes, of each seat with
a small card and a free lord who can flee; the lord goes to the first neighbouring village out of
the bishopric free of enemies, else from his castle or city to his family's first one out of it
(`refuge`). In phase 5's steps 1, 5 and 7 a group on the move may march by a tunnel (`ways`): on
foot (no knight, engine or royal army) to a village two roads away, past the one between, or a
lord alone from a castle or city to another of his family where no enemy stands; either counts as
one move, and the march then goes on as any march. The treason is played by the attacker of a
battle at a castle or city, when it is to decide a round (it is asked then anyway, so the offer
tells the others nothing); the rest of that battle is fought as in open ground.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from regnum.engine.events import Event, seat
from regnum.engine.game import Action
from regnum.engine.tables import replaced
from regnum.games.fief.actions import act
from regnum.games.fief.battle import escort, fort, go_home, name, release_prisoner
from regnum.games.fief.cards import card_of_kind
from regnum.games.fief.combat import Fort
from regnum.games.fief.data import PIECE_SOLDIER, Card
from regnum.games.fief.diplomacy import allied
from regnum.games.fief.map import BISHOPRIC_OF, FIEF_OF, NEIGHBOURS, NUM_VILLAGES, VILLAGE_NAMES
from regnum.games.fief.movement import (
    LEAD_FIRST,
    enemy_here,
    group_lords,
    group_problem,
    march_problem,
    march_to,
)
from regnum.games.fief.orders import (
    ATTACKER,
    BATTLE_AT,
    GROUP_AT,
    GROUP_ENGINES,
    GROUP_KNIGHTS3,
    GROUP_KNIGHTS6,
    GROUP_SOLDIERS,
    OPEN,
    STAGE,
    STAGE_ATTACKER,
)
from regnum.games.fief.royalty import royal_lord
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


def play(state: FiefState, p: int) -> None:
    """`p`'s tunnel card goes face up to the discards."""
    card = card_of_kind(state, p, Card.TUNNEL)
    state.card_holder = replaced(state.card_holder, card, HOLDER_DISCARD)


def escape(state: FiefState, p: int, lord: int) -> None:
    state.tell("fief.tunnel.escape", {"seat": seat(p), "lord": name(state, lord)})
    release_prisoner(state, lord)
    state.lord_attacks[lord] = state.max_attacks(lord)  # no attack as attacker this turn
    go_home(state, lord, f"p{p + 1} plays a tunnel: {name(state, lord)} escapes")


def evacuate(state: FiefState, p: int, u: int, w: int) -> None:
    lords = state.lords_at(u, p)
    for lord in lords:
        state.lord_village[lord] = w
        state.lord_moves[lord] += 1
    soldiers = state.move_units(PIECE_SOLDIER, p * V + u, p * V + w)
    escort(state, p, u, w)
    state.tell("fief.tunnel.evacuation", {"seat": seat(p), "village": VILLAGE_NAMES[u],
                                          "to": VILLAGE_NAMES[w], "soldiers": soldiers})
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
    """The gates open: the rest of the battle is fought as in open ground, and a plague carried
    by either side passes at once ("avant même le combat", `contagion.by_treason`)."""
    from regnum.games.fief import contagion

    m = state.military
    play(state, p)
    m[OPEN] = 1
    state.say(f"p{p + 1} plays a tunnel: treason opens the gates at "
              f"{VILLAGE_NAMES[m[BATTLE_AT]]}, the battle goes on as in open ground")
    state.tell("fief.tunnel.treason", {"seat": seat(p), "village": VILLAGE_NAMES[m[BATTLE_AT]]})
    if any(state.plague):
        contagion.by_treason(state)


# -- the flight from the plague (phase 4, before it strikes) ---------------------------------------
def refuge(state: FiefState, lord: int, b: int) -> int:
    """Where `lord` flees the plague laid on bishopric `b` by a tunnel, or -1: the first
    neighbouring village out of `b` where no enemy stands, else, from a castle or city, his
    family's or an ally's first castle or city out of `b` where no enemy stands.

    Seed, "La peste": from castle to castle "qui lui appartient (il est libre) ou qui ne lui
    appartient pas (sa situation au bon vouloir de l'accueillant)"; *decided*: an ally is the
    willing host (he stays free there, as allies lodge each other), anyone else is not asked."""
    p, v = state.lord_owner[lord], state.lord_village[lord]
    for w in NEIGHBOURS[v]:
        if BISHOPRIC_OF[w] != b and not enemy_here(state, p, w):
            return w
    if not state.walled(v):
        return -1
    return next((w for w in range(NUM_VILLAGES) if BISHOPRIC_OF[w] != b and state.walled(w)
                 and host(state, p, state.fort_owner[w]) and not enemy_here(state, p, w)), -1)


def host(state: FiefState, p: int, owner: int) -> bool:
    """A castle of `owner` takes in `p`'s lord fleeing the plague: his own, or his ally's."""
    return owner == p or (owner >= 0 and allied(state, p, owner))


def fugitives(state: FiefState, p: int, b: int) -> list[int]:
    """`p`'s free lords in bishopric `b` who have somewhere to flee by a tunnel."""
    return [lord for lord in state.living_lords(p) if state.lord_status[lord] != PRISONER
            and BISHOPRIC_OF[state.lord_village[lord]] == b and refuge(state, lord, b) >= 0]


def flee(state: FiefState, p: int, lord: int, b: int) -> None:
    """`lord` leaves by a tunnel before the plague strikes: one move of his turn, and he stays out
    of this turn's votes, marriages and ordinations (`family.hindered`)."""
    here, there = state.lord_village[lord], refuge(state, lord, b)
    play(state, p)
    state.lord_village[lord] = there
    state.lord_moves[lord] += 1
    state.lord_fled = replaced(state.lord_fled, lord, state.turn)
    state.say(f"p{p + 1} plays a tunnel: {name(state, lord)} flees the plague from "
              f"{VILLAGE_NAMES[here]} to {VILLAGE_NAMES[there]}")
    state.tell("fief.tunnel.flight", {"seat": seat(p), "lord": name(state, lord),
                                      "village": VILLAGE_NAMES[here], "to": VILLAGE_NAMES[there]})


# -- the march by a tunnel (phase 5) ---------------------------------------------------------------
TUNNEL_STEPS: Final = (1, 5, 7)  # not step 2, whose reinforcements and retreats go by road


def reach(state: FiefState) -> list[int]:
    """Villages the group on the move could reach by a tunnel, before the rules of the step: two
    roads away on foot, or a castle or city of the family for a lord alone at one."""
    m, p = state.military, state.actor
    g = m[GROUP_AT]
    lords = group_lords(state)
    found: set[int] = set()
    royal = royal_lord(state) in lords and state.royal_army[g] > 0
    if not (m[GROUP_KNIGHTS3] or m[GROUP_KNIGHTS6] or m[GROUP_ENGINES] or royal):  # on foot
        found.update(w for u in NEIGHBOURS[g] for w in NEIGHBOURS[u])
        found.difference_update(NEIGHBOURS[g])
    if len(lords) == 1 and not m[GROUP_SOLDIERS] and not royal and state.walled(g):
        found.update(w for w in range(NUM_VILLAGES) if state.walled(w)
                     and state.fort_owner[w] == p and not enemy_here(state, p, w))
    found.discard(g)
    return sorted(found)


def ways(state: FiefState) -> list[int]:
    """Villages the group on the move may march to by a tunnel now."""
    m = state.military
    if (m[GROUP_AT] < 0 or state.step not in TUNNEL_STEPS
            or card_of_kind(state, state.actor, Card.TUNNEL) < 0):
        return []
    lords = group_lords(state)
    if group_problem(state, lords):
        return []
    return [w for w in reach(state)
            if march_problem(state, w, lords, enemy_here(state, state.actor, w)) is None]


def march_refused(state: FiefState, action: Action) -> Event | None:
    """Why the group may not march by a tunnel to the action's village (None: it may), as a
    `reason.<id>` text of texts.py."""
    m, there = state.military, action.args[0]
    if m[GROUP_AT] < 0:
        return LEAD_FIRST
    if card_of_kind(state, state.actor, Card.TUNNEL) < 0:
        return Event("play.no-card", {"card": "card-name.tunnel"})
    if state.step not in TUNNEL_STEPS:
        return Event("tunnel-march.step", {})
    if there not in reach(state):
        return Event("tunnel-march.reach", {})
    lords = group_lords(state)
    return (group_problem(state, lords)
            or march_problem(state, there, lords, enemy_here(state, state.actor, there)))


def march(state: FiefState, action: Action) -> None:
    """The group goes through the tunnel: one move, then as any march (an attack, a fight with
    the peasants, a storm's stop)."""
    p, here, there = state.actor, state.military[GROUP_AT], action.args[0]
    play(state, p)
    state.say(f"p{p + 1} plays a tunnel from {VILLAGE_NAMES[here]} to {VILLAGE_NAMES[there]}")
    state.tell("fief.tunnel.march", {"seat": seat(p), "village": VILLAGE_NAMES[here],
                                     "to": VILLAGE_NAMES[there]})
    march_to(state, there)
