"""A battle in one village, round by round, on the state (seed, phase 5, and the dice rule that
follows "On n'utilise plus la grille de combat"). The dice themselves are `combat.py`'s.

A round: the attacker fights, aims the d6 or withdraws; the defender fights, aims or surrenders;
both sides roll at once; each takes its hits (choosing the pieces while it has a choice, change
made from its own reserve, male lords only after the troops). The battle ends when a side has no
combat point left, when the attacker withdraws (the defender may pursue: the fight resumes in open
ground in the village the attacker fled to) or when the defender surrenders. The winner takes the
loser's lords there prisoner while prisoner tokens last (and the prisoners the loser held there,
unless they are the winner's own); a victorious attacker destroys the village's mills and presses;
the loser's siege engines there are destroyed. Male prisoners fight for their captor as soldiers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from regnum.engine.events import seat
from regnum.engine.tables import replaced
from regnum.games.fief import combat
from regnum.games.fief.combat import Force, Fort, Piece
from regnum.games.fief.control import fort_sites
from regnum.games.fief.crowns import claim_forts, crowns_worth, lord_died
from regnum.games.fief.data import (
    LORD_NAMES,
    PIECE_ENGINE,
    PIECE_KNIGHT3,
    PIECE_KNIGHT6,
    PIECE_SOLDIER,
    PRISONER_TOKENS,
    RESERVE_SOLDIERS,
)
from regnum.games.fief.diplomacy import at_peace, joint_side, record_murder, relay
from regnum.games.fief.map import DISTANCES, FIEF_OF, VILLAGE_NAMES
from regnum.games.fief.orders import (
    AIM_ATTACKER,
    AIM_DEFENDER,
    AIM_ENGINE,
    AIM_NONE,
    ATTACKER,
    BATTLE_AT,
    CONTAGION,
    DEFENDER,
    ENGINES_MOVED,
    FLED_TO,
    HITS_ON_ATTACKER,
    HITS_ON_DEFENDER,
    OPEN,
    STAGE,
    STAGE_ATTACKER,
    STAGE_ATTACKER_LOSSES,
    STAGE_DEFENDER,
    STAGE_DEFENDER_LOSSES,
    STAGE_NONE,
    STAGE_PURSUIT,
)
from regnum.games.fief.royalty import royal_seat
from regnum.games.fief.state import DEAD, FREE, PRISONER
from regnum.games.fief.victory import crowned_winner

if TYPE_CHECKING:
    from regnum.games.fief.state import FiefState

V: Final = len(VILLAGE_NAMES)


def name(state: FiefState, lord: int) -> str:
    return LORD_NAMES[state.lord_card[lord]]


def force(state: FiefState, p: int, v: int) -> Force:
    """Seat `p`'s side in village `v`, with the male prisoners it holds there."""
    i = p * V + v
    males = females = darc = 0
    for lord in state.lords_at(v, p):
        if state.lord_darc[lord]:
            darc = 1
        if state.fights(lord):
            males += 1
        else:
            females += 1
    captives = sum(not state.is_female(lord) for lord in held(state, p, v))
    royal = state.royal_army[v] if p == royal_seat(state) else 0
    return Force(state.units_at(PIECE_SOLDIER, i), state.units_at(PIECE_KNIGHT3, i),
                 state.units_at(PIECE_KNIGHT6, i), males, females,
                 state.units_at(PIECE_ENGINE, i), captives, royal, darc)


def held(state: FiefState, p: int, v: int) -> list[int]:
    """Prisoners seat `p` holds in village `v` (they stay with the captor's pieces)."""
    where, captor, status = state.lord_village, state.lord_captor, state.lord_status
    return [lord for lord in range(len(where))  # index loops: compiled, `zip` runs as Python
            if captor[lord] == p and where[lord] == v and status[lord] == PRISONER]


def escort(state: FiefState, p: int, src: int, dst: int) -> None:
    """Prisoners go with the captor's last pieces to leave a village (*decided*)."""
    if not state.present(p, src):
        for lord in held(state, p, src):
            state.lord_village[lord] = dst


def fort(state: FiefState, v: int) -> Fort:
    """The walls the attacker faces (none in a pursuit, none when ruined)."""
    if state.military[OPEN] or state.ruin[v]:
        return Fort.NONE
    if state.city[v]:
        return Fort.CITY
    return Fort.CASTLE if state.castle[v] else Fort.NONE


def dice(state: FiefState, attacker_side: bool) -> int:
    m = state.military
    v = m[BATTLE_AT]
    if attacker_side:
        return combat.attack_dice(force(state, m[ATTACKER], v), fort(state, v))
    return combat.defence_dice(force(state, m[DEFENDER], v))


def reserve_soldiers(state: FiefState, p: int) -> int:
    """Soldiers of seat `p` not on the board: the bank change is made from."""
    return RESERVE_SOLDIERS - state.units_of(PIECE_SOLDIER, p)


def kill(state: FiefState, lord: int) -> None:
    """`lord` dies (the caller has logged why); a crown he wore passes on or falls."""
    state.lord_status[lord] = DEAD
    state.lord_village[lord] = -1
    state.lord_captor = replaced(state.lord_captor, lord, -1)
    lord_died(state, lord)


def capture(state: FiefState, lord: int, captor: int) -> None:
    """A prisoner stays where he was taken, with the captor's pieces, until ransomed. A spy taken
    loses his state ("L'espion prisonnier perd aussitôt son état")."""
    state.lord_status[lord] = PRISONER
    state.lord_captor = replaced(state.lord_captor, lord, captor)
    if lord == state.spy:
        state.spy = -1


def prisoner_tokens_left(state: FiefState) -> int:
    """"Pions Prisonnier" not on a lord card: each prisoner in play holds one."""
    return PRISONER_TOKENS - state.lord_status.count(PRISONER)


def take(state: FiefState, lord: int, captor: int) -> None:
    """`captor` takes `lord` at the end of a battle, and the log says how it went. [Phase 5,
    prisoners] "Si plus de pion Prisonnier, si c'est une femme, elle est libérée gracieusement et
    retourne à son château. Si c'est un homme, le seigneur est massacré : à 1, 2, 3 au dé 6… Mais
    si 4, 5, 6… il s'échappe." """
    who = name(state, lord)
    if prisoner_tokens_left(state) > 0:
        capture(state, lord, captor)
        state.say(f"{who} is taken prisoner")
        return
    if state.is_female(lord):
        go_home(state, lord, f"{who} is set free (no prisoner token left)")
        return
    face = combat.roll_d6(state.rng_gen)
    if combat.massacred(face):
        state.say(f"{who} is massacred (no prisoner token left, the d6 shows {face})")
        kill(state, lord)
        return
    go_home(state, lord, f"{who} escapes (no prisoner token left, the d6 shows {face})")


def home_site(state: FiefState, lord: int) -> int:
    """Where a lord set free, escaped or ransomed goes (*decided*): his family's first castle or
    city by village number; with none, the nearest village without another seat's pieces; -1
    when there is none of those either."""
    p, here = state.lord_owner[lord], state.lord_village[lord]
    sites = fort_sites(state, p)
    if not sites:
        row = DISTANCES[here]
        sites = sorted((v for v in range(V) if v != here and not state.peasants[v] and not any(
            q != p and state.present(q, v) for q in range(state.num_players))),
            key=lambda v: (row[v], v))
    return sites[0] if sites else -1


def go_home(state: FiefState, lord: int, event: str) -> None:
    """The lord goes to his `home_site` and the log says `event` and where he went; with nowhere
    to go he is lost. It is his move of the turn (Phase 5, escape: "l'unique déplacement autorisé
    pour ce tour"; after a ransom *decided* alike)."""
    site = home_site(state, lord)
    if site < 0:
        state.say(f"{event}: nowhere to go, {name(state, lord)} is lost")
        kill(state, lord)
        return
    state.lord_village[lord] = site
    state.lord_moves[lord] = state.max_moves(lord)
    state.say(f"{event}: back to {VILLAGE_NAMES[site]}")


def release_prisoner(state: FiefState, lord: int) -> None:
    state.lord_status[lord] = FREE
    state.lord_captor = replaced(state.lord_captor, lord, -1)


# -- opening -------------------------------------------------------------------------------------
def start(state: FiefState, v: int, attacker: int, open_ground: bool) -> None:
    """Open the battle announced on `v`, or settle it at once when one side is not there."""
    m = state.military
    defenders = [q for q in range(state.num_players) if q != attacker and state.present(q, v)
                 and not at_peace(state, attacker, q)]
    if not state.present(attacker, v) or not defenders:
        return  # the attacker withdrew, or the defender left: no battle
    m[BATTLE_AT], m[ATTACKER], m[DEFENDER], m[OPEN] = v, attacker, defenders[0], int(open_ground)
    m[CONTAGION] = 0
    m[AIM_ATTACKER] = m[AIM_DEFENDER] = AIM_NONE
    state.say(f"battle at {VILLAGE_NAMES[v]}: {seat(attacker)} attacks {seat(defenders[0])}"
              + (" in open ground" if open_ground else ""))
    state.tell("fief.battle.open" if open_ground else "fief.battle",
               {"village": VILLAGE_NAMES[v], "seat": seat(attacker), "target": seat(defenders[0])})
    # a side of ladies only is taken without a fight
    next_round(state, advance=False)


# -- decisions before the dice -------------------------------------------------------------------
def fight(state: FiefState, aim: int) -> None:
    """The side to decide fights, aiming the d6 at lord `aim`, at an engine, or not at all."""
    m = state.military
    if m[STAGE] == STAGE_ATTACKER:
        m[AIM_ATTACKER] = aim
        m[STAGE] = STAGE_DEFENDER
        state.actor = m[DEFENDER]
        return
    m[AIM_DEFENDER] = aim
    roll(state)


def roll(state: FiefState) -> None:
    m = state.military
    v, a, d = m[BATTLE_AT], m[ATTACKER], m[DEFENDER]
    aims = m[AIM_ATTACKER], m[AIM_DEFENDER]
    result = combat.roll_round(state.rng_gen, dice(state, True), dice(state, False),
                               aims[0] != AIM_NONE, aims[1] != AIM_NONE)
    state.say(f"{VILLAGE_NAMES[v]}: {seat(a)} scores {result.attack_hits}, "
              f"{seat(d)} scores {result.defence_hits}")
    state.tell("fief.battle.round", {"village": VILLAGE_NAMES[v], "seat": seat(a),
                                     "hits": result.attack_hits, "target": seat(d),
                                     "target_hits": result.defence_hits})
    for aim, face, enemy, shooter in ((aims[0], result.attack_aim, d, a),
                                      (aims[1], result.defence_aim, a, d)):
        if aim == AIM_ENGINE:
            if combat.destroys_engine(face):
                i = enemy * V + v
                state.add_units(PIECE_ENGINE, i, -1)
                m[ENGINES_MOVED + i] = min(m[ENGINES_MOVED + i], state.units_at(PIECE_ENGINE, i))
                state.say(f"the d6 shows {face}: an engine of {seat(enemy)} is destroyed")
                state.tell("fief.engine.destroyed", {"seat": seat(enemy), "face": face})
        elif (aim != AIM_NONE and state.lord_status[aim] == FREE
              and combat.kills_lord(face)):
            assassin = assassin_of(state, shooter, v)
            who = "an unknown hand" if assassin in (-1, state.spy) else name(state, assassin)
            state.say(f"the d6 shows {face}: {name(state, aim)} is killed by {who}")
            state.tell("fief.lord.shot", {"lord": name(state, aim), "face": face})
            if assassin >= 0:
                record_murder(state, assassin, aim)
            kill(state, aim)
    m[AIM_ATTACKER] = m[AIM_DEFENDER] = AIM_NONE
    m[HITS_ON_DEFENDER] = result.attack_hits
    m[HITS_ON_ATTACKER] = result.defence_hits
    if any(state.plague):  # a plague laid may be carried by the battle (`contagion.py`)
        from regnum.games.fief import contagion

        contagion.mark(state, result.defence_hits, result.attack_hits)
    m[STAGE] = STAGE_ATTACKER_LOSSES
    settle(state)


def assassin_of(state: FiefState, p: int, v: int) -> int:
    """The lord `p` names assassin for its d6 (seed: "C'est comme pour la carte Assassinat : Il
    faut avoir un seigneur vivant à choisir comme assassin"), -1 with no free lord left. *Decided*,
    as the round's dice are rolled at once: its spy if free (no justice then), else the least
    crowned of its free lords in the battle ("ce sont les petites mains qui font le sale
    boulot"), the youngest first, else of its free lords elsewhere."""
    free = [lord for lord in range(len(state.lord_card))
            if state.lord_owner[lord] == p and state.lord_status[lord] == FREE]
    if state.spy in free:
        return state.spy
    there = [lord for lord in free if state.lord_village[lord] == v] or free
    return min(there, key=lambda lord: (crowns_worth(state, lord), -lord), default=-1)


# -- losses --------------------------------------------------------------------------------------
def side_of_stage(state: FiefState) -> tuple[int, int]:
    """(seat taking losses, index of its pending hits) for the current loss stage."""
    m = state.military
    if m[STAGE] == STAGE_ATTACKER_LOSSES:
        return m[ATTACKER], HITS_ON_ATTACKER
    return m[DEFENDER], HITS_ON_DEFENDER


def male_lords(state: FiefState, p: int, v: int) -> list[int]:
    """The lords of `p` in `v` whom hits can kill: men, and d'Arc (she counts a point)."""
    return [lord for lord in state.lords_at(v, p) if state.fights(lord)]


def needs_lord_choice(state: FiefState, p: int, v: int, hits: int) -> bool:
    return force(state, p, v).troop_points == 0 and 0 < hits < len(male_lords(state, p, v))


def settle(state: FiefState) -> None:
    """Take every loss that leaves no choice; stop where the loser must choose, or end the round."""
    m = state.military
    v = m[BATTLE_AT]
    while m[STAGE] in (STAGE_ATTACKER_LOSSES, STAGE_DEFENDER_LOSSES):
        p, slot = side_of_stage(state)
        hits = m[slot]
        side = force(state, p, v)
        if hits and 0 < hits - side.troop_points < side.lords:
            # every troop falls and some lords: the loser picks which lords
            set_troops(state, p, v, side, Force())
            report_losses(state, p, side.troop_points, 0, [])
            m[slot] = hits = hits - side.troop_points
        if hits and side.points and (combat.needs_choice(side, hits)
                                     or needs_lord_choice(state, p, v, hits)):
            state.actor = p
            return
        if hits and side.points:
            after, _, change = combat.default_losses(side, hits, reserve_soldiers(state, p))
            set_troops(state, p, v, side, after)
            killed = male_lords(state, p, v)[:side.lords - after.lords]
            report_losses(state, p, side.points - after.points, change, killed)
            for lord in killed:  # after the report: a crown that falls with him is logged next
                kill(state, lord)
        m[slot] = 0
        m[STAGE] += 1
    end_round(state)


def report_losses(state: FiefState, p: int, points: int, change: int, killed: list[int]) -> None:
    text = f"{seat(p)} loses {points} point{'s' * (points != 1)}"
    if change:
        text += f" (change: {change} soldier{'s' * (change != 1)})"
    if killed:
        text += "; " + ", ".join(name(state, lord) for lord in killed) + " killed"
    state.say(text)


def set_troops(state: FiefState, p: int, v: int, before: Force, after: Force) -> None:
    """Put `p`'s troops in `v` at `after`; captives lost are killed (the first held first)."""
    state.put_troops(p * V + v, after.soldiers, after.knights3, after.knights6)
    if before.royal != after.royal:
        state.royal_army = replaced(state.royal_army, v, after.royal)
    if before.captives > after.captives:
        males = [lord for lord in held(state, p, v) if not state.is_female(lord)]
        for lord in males[:before.captives - after.captives]:
            state.say(f"the prisoner {name(state, lord)} is killed in the battle")
            kill(state, lord)


def lose(state: FiefState, piece: Piece) -> None:
    """The loser removes one troop piece of its choice (change from its reserve)."""
    m = state.military
    p, slot = side_of_stage(state)
    v = m[BATTLE_AT]
    side = force(state, p, v)
    loss = combat.remove(side, piece, m[slot], reserve_soldiers(state, p))
    set_troops(state, p, v, side, loss.force)
    m[slot] = loss.hits
    state.say(f"{seat(p)} loses a {combat.PIECE_NAMES[piece]}"
              + (f" for {loss.change} soldiers of change" if loss.change else ""))
    settle(state)


def lose_lord(state: FiefState, lord: int) -> None:
    m = state.military
    _, slot = side_of_stage(state)
    m[slot] -= 1
    state.say(f"{name(state, lord)} is killed in the battle")
    kill(state, lord)
    settle(state)


def end_round(state: FiefState) -> None:
    next_round(state, advance=True)


def next_round(state: FiefState, advance: bool) -> None:
    """The next round, fought by the next seat of each side in turn (allies there roll in turn,
    `diplomacy.relay`), or the end of the battle when a side has no combat point left."""
    m = state.military
    v, a, d = m[BATTLE_AT], m[ATTACKER], m[DEFENDER]
    if m[CONTAGION]:
        from regnum.games.fief import contagion

        contagion.spread(state)
    a_next, d_next = relay(state, a, d, v, advance), relay(state, d, a, v, advance)
    if a_next < 0:
        finish(state, d)  # *decided*: when both sides fall at once, the defender keeps the village
    elif d_next < 0:
        finish(state, a)
    else:
        m[ATTACKER], m[DEFENDER] = a_next, d_next
        m[STAGE] = STAGE_ATTACKER
        state.actor = a_next


# -- the end of a battle ---------------------------------------------------------------------------
def finish(state: FiefState, winner: int) -> None:
    """`winner` holds the field: the loser's lords there are taken, its engines destroyed, and a
    victorious attacker destroys the mills and presses [Phase 3: "détruit en cas d'attaque
    victorieuse par un ennemi"]; a castle or city there changes hands, a city with its crown."""
    m = state.military
    v = m[BATTLE_AT]
    loser = m[DEFENDER] if winner == m[ATTACKER] else m[ATTACKER]
    # the loser's allies there without a combat point (ladies) fall with it
    losers = [q for q in joint_side(state, loser, winner, v)
              if q == loser or not state.points(q, v)]
    for q in losers:
        defeat(state, winner, q, v)
    text = f"{seat(winner)} wins at {VILLAGE_NAMES[v]}"
    won = "fief.battle.won"
    if winner == m[ATTACKER] and state.mills[v] + state.presses[v]:
        state.mills = replaced(state.mills, v, 0)
        state.presses = replaced(state.presses, v, 0)
        text += "; its mills and presses are destroyed"
        won = "fief.battle.won.razed"
    state.say(text)
    state.tell(won, {"village": VILLAGE_NAMES[v], "seat": seat(winner), "target": seat(loser)})
    for q in losers:
        for lord in state.lords_at(v, q):  # in lord order: the prisoner tokens go to the first
            take(state, lord, winner)
    close(state)
    if claim_forts(state):  # a city taken carries its crown: victory is checked at once
        crowned_winner(state)


def defeat(state: FiefState, winner: int, loser: int, v: int) -> None:
    """The loser's prisoners in `v` change hands (or go free), its troops and engines there are
    lost."""
    for lord in held(state, loser, v):
        if state.lord_owner[lord] == winner:
            release_prisoner(state, lord)
        else:
            state.lord_captor = replaced(state.lord_captor, lord, winner)
    i = loser * V + v
    state.put_troops(i, 0, 0, 0)
    if loser == royal_seat(state):
        state.royal_army = replaced(state.royal_army, v, 0)
    lose_engines(state, i)


def lose_engines(state: FiefState, i: int) -> None:
    """The engines of entry `i` (seat * V + village) are destroyed, with their phase-5 marks
    (the scratch exists only in phase 5)."""
    state.set_units(PIECE_ENGINE, i, 0)
    if state.military:
        state.military[ENGINES_MOVED + i] = 0


def close(state: FiefState) -> None:
    m = state.military
    m[STAGE] = STAGE_NONE
    m[BATTLE_AT] = m[ATTACKER] = m[DEFENDER] = m[FLED_TO] = -1
    m[OPEN] = 0
    m[HITS_ON_ATTACKER] = m[HITS_ON_DEFENDER] = 0


def surrender(state: FiefState) -> None:
    """[Phase 5] "Un défenseur peut demander la fin d'un combat en se livrant prisonnier": his
    lords there are taken and his troops there lay down their arms (*decided*: removed)."""
    m = state.military
    state.say(f"{seat(m[DEFENDER])} surrenders at {VILLAGE_NAMES[m[BATTLE_AT]]}")
    state.tell("fief.battle.surrender",
               {"seat": seat(m[DEFENDER]), "village": VILLAGE_NAMES[m[BATTLE_AT]]})
    finish(state, m[ATTACKER])


def movers(state: FiefState, p: int, v: int) -> list[int]:
    """Free lords of `p` in `v` who still have a road step this turn."""
    return [lord for lord in state.lords_at(v, p) if state.lord_moves[lord] < state.max_moves(lord)]


def relocate(state: FiefState, p: int, src: int, dst: int, lords: list[int], engines: bool) -> None:
    """Move `lords` and `p`'s troops from `src` to `dst` (a retreat or a pursuit); each lord with
    a step left spends one. Engines follow a retreat if they have not moved this turn and three
    soldiers go with each; the others are left behind and destroyed (*decided*)."""
    m = state.military
    i, j = p * V + src, p * V + dst
    for lord in lords:
        state.lord_village[lord] = dst
        state.lord_moves[lord] = min(state.max_moves(lord), state.lord_moves[lord] + 1)
    if engines:
        free = state.units_at(PIECE_ENGINE, i) - m[ENGINES_MOVED + i]
        going = min(free, state.units_at(PIECE_SOLDIER, i) // combat.ENGINE_SOLDIERS)
        state.add_units(PIECE_ENGINE, j, going)
        m[ENGINES_MOVED + j] += going
        state.set_units(PIECE_ENGINE, i, 0)
        m[ENGINES_MOVED + i] = 0
    for kind in (PIECE_SOLDIER, PIECE_KNIGHT3, PIECE_KNIGHT6):
        state.move_units(kind, i, j)
    if p == royal_seat(state):
        state.royal_army = replaced(state.royal_army, dst, state.royal_army[dst] + state.royal_army[src])
        state.royal_army = replaced(state.royal_army, src, 0)
    escort(state, p, src, dst)


def withdraw(state: FiefState, dst: int) -> None:
    """[Phase 5] the attacker breaks off while a lord may still move; the mills stay intact and
    the defender, if one of his lords there may still move, may pursue."""
    m = state.military
    v, a, d = m[BATTLE_AT], m[ATTACKER], m[DEFENDER]
    relocate(state, a, v, dst, state.lords_at(v, a), engines=True)
    state.say(f"{seat(a)} withdraws from {VILLAGE_NAMES[v]} to {VILLAGE_NAMES[dst]}")
    state.tell("fief.battle.withdraw",
               {"seat": seat(a), "village": VILLAGE_NAMES[v], "to": VILLAGE_NAMES[dst]})
    if movers(state, d, v) and force(state, d, v).points and not state.storm[FIEF_OF[dst]]:
        m[STAGE] = STAGE_PURSUIT
        m[FLED_TO] = dst
        state.actor = d
    else:
        close(state)


def pursue(state: FiefState) -> None:
    """The defender leaves his walls after the attacker; the battle resumes in open ground with
    the pursuer attacking [Phase 5: "la reprise de ce combat se fait toujours en terrain nu"]."""
    m = state.military
    v, a, d, dst = m[BATTLE_AT], m[ATTACKER], m[DEFENDER], m[FLED_TO]
    relocate(state, d, v, dst, movers(state, d, v), engines=False)
    state.say(f"{seat(d)} pursues {seat(a)} to {VILLAGE_NAMES[dst]}")
    close(state)
    start(state, dst, d, open_ground=True)


def let_go(state: FiefState) -> None:
    state.say(f"{seat(state.military[DEFENDER])} lets {seat(state.military[ATTACKER])} go")
    close(state)
