"""The revolt card and what follows it: laying the revolt in 4.3, the peasants' moves before phase
5, and phase 3's points of peasants bought, ruins restored and revolts appeased. The peasants as an
army (their fights, the ruins, their end) are `peasants.py`'s.

Seed, "Révolte (3 cartes)": laid in 4.3 only, "que si une famine y subsiste ... et si aucune autre
révolte n'est encore active" (no peasant on the board), on any fief, one's own included; the
peasants go "dans un village sans cité ou château, dans le fief ayant la famine", with "deux dés
... + 1 point de combat"; a castle they take is restored for 200, a city for 400 (until then its
fief's taille is that of a fief without crown); they "n'attaquent jamais une cité"; anyone adds
points in phase 3 at 100 each; the revolt's player moves them "toujours avant la phase des
déplacements des armées", two moves and one combat, from the turn after they appear ("à la
réception ... il n'y a que le combat"). A bishop appeases them on 1-3 (1-4 for 100 écus), else he is
massacred and they gain a point; the Pope for 300 écus, or on 1-4, else they gain 3; appeased, they
become the appeaser's soldiers.

*decided* (docs/rules/fief.md, "Decisions: the revolt"): "the fief under famine" is a village whose
bishopric has the famine card; the peasants enter a village with a standing city only by a tunnel
their player plays ("sauf avec la pose de la carte souterrain"); a fight or
a castle taken ends their march, and so does a fief under the storm (entered only where nobody
waits); appeasement is tried in phase 3, once a turn per seat, by a free, healthy, not
excommunicated bishop, cardinal (as a bishop) or Pope anywhere on the board; their points never
exceed the tokens in the box.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from regnum.engine.events import Event, seat
from regnum.engine.game import Action
from regnum.engine.tables import replaced
from regnum.games.fief import combat
from regnum.games.fief.actions import act
from regnum.games.fief.battle import held, kill, name, release_prisoner, reserve_soldiers
from regnum.games.fief.cards import card_of_kind
from regnum.games.fief.data import (
    BISHOP_APPEASES,
    BISHOP_FAILS,
    BISHOP_GIFT,
    FIRE_TOKENS,
    LORD_NAMES,
    PEASANT_MOVES,
    PEASANT_TOKENS_POINTS,
    PEASANTS_BONUS,
    PIECE_ENGINE,
    PIECE_SOLDIER,
    POPE_APPEASES,
    POPE_FAILS,
    POPE_GIFT,
    PRICE_PEASANT,
    RESTORE_CASTLE,
    RESTORE_CITY,
    Card,
)
from regnum.games.fief.map import BISHOPRIC_OF, FIEF_OF, NEIGHBOURS, NUM_VILLAGES, VILLAGE_NAMES
from regnum.games.fief.peasants import at, end, enter
from regnum.games.fief.state import FREE, PHASE_PEASANTS, RANK_BISHOP, RANK_POPE, V

if TYPE_CHECKING:
    from regnum.games.fief.state import FiefState


# -- laying the revolt (4.3) ---------------------------------------------------------------------
def sites(state: FiefState) -> list[int]:
    """Villages the revolt may rise in: no peasant on the board, a famine there, no castle or
    city."""
    if at(state) >= 0:
        return []
    return [v for v in range(NUM_VILLAGES) if state.famine[BISHOPRIC_OF[v]]
            and not state.castle[v] and not state.city[v]]


def lay(state: FiefState, p: int, v: int) -> None:
    points = combat.roll_d6(state.rng_gen) + combat.roll_d6(state.rng_gen) + PEASANTS_BONUS
    state.peasants = replaced(state.peasants, v, points)
    state.revolt_player, state.revolt_since = p, state.turn
    state.say(f"p{p + 1} raises a revolt at {VILLAGE_NAMES[v]}: {points} points of peasants")
    state.tell("fief.revolt", {"seat": seat(p), "village": VILLAGE_NAMES[v], "points": points})
    enter(state, v)


# -- the troops of a seat that can no longer win, rising (start of a turn) ---------------------------
def risings(state: FiefState, p: int) -> list[Action]:
    """Villages where `p`'s troops may rise as peasants: while no peasant is on the board, where
    it has soldiers or knights."""
    if at(state) >= 0:
        return []
    return [act("troops_rise", v) for v in range(NUM_VILLAGES) if state.troop_points(p, v)]


def rise(state: FiefState, p: int, v: int) -> None:
    """Seed, "Fin de tour": the troops of a seat that can no longer win "peuvent encore se faire
    paysans en révolte et venir perturber les combats". *decided*: its troops in `v` become the
    revolting peasants there (their points, as far as the tokens go), with no card; its engines
    there are taken apart and the prisoners it held there go free; its troops elsewhere stay. The
    seat moves the peasants from the next turn, as the revolt's player."""
    i = p * V + v
    points = min(state.troop_points(p, v), PEASANT_TOKENS_POINTS)
    state.put_troops(i, 0, 0, 0)
    state.set_units(PIECE_ENGINE, i, 0)
    for lord in held(state, p, v):
        release_prisoner(state, lord)
    state.peasants = replaced(state.peasants, v, points)
    state.revolt_player, state.revolt_since = p, state.turn
    state.say(f"p{p + 1}'s troops at {VILLAGE_NAMES[v]} rise as {points} points of peasants")
    state.tell("fief.peasants.rise", {"seat": seat(p), "village": VILLAGE_NAMES[v],
                                      "points": points})
    enter(state, v)


# -- their moves, before phase 5 ---------------------------------------------------------------------
def moves_now(state: FiefState) -> bool:
    """The peasants move this turn: laid in an earlier turn. Their player moves them even when it
    can no longer win (its troops may be the peasants, `rise`)."""
    return at(state) >= 0 and state.revolt_player >= 0 and state.revolt_since < state.turn


def destinations(state: FiefState) -> list[int]:
    """Where the peasants may step: not into a standing city, not out of a fief under the storm,
    and into one only where nobody waits to fight them."""
    here = at(state)
    if state.storm[FIEF_OF[here]]:
        return []
    return [v for v in NEIGHBOURS[here] if not (state.city[v] and not state.ruin[v])
            and not (state.storm[FIEF_OF[v]] and occupied(state, v))]


def occupied(state: FiefState, v: int) -> bool:
    return any(state.present(q, v) for q in range(state.num_players))


def tunnel_destinations(state: FiefState) -> list[int]:
    """Standing cities next to the peasants they may enter by a tunnel the revolt's player holds:
    "n'attaquent jamais une cité, sauf avec la pose de la carte souterrain"."""
    here = at(state)
    if card_of_kind(state, state.revolt_player, Card.TUNNEL) < 0 or state.storm[FIEF_OF[here]]:
        return []
    return [v for v in NEIGHBOURS[here] if state.city[v] and not state.ruin[v]
            and not (state.storm[FIEF_OF[v]] and occupied(state, v))]


def legal(state: FiefState) -> list[Action]:
    found = [act("peasants_move", v) for v in destinations(state)]
    found += [act("peasants_tunnel", v) for v in tunnel_destinations(state)]
    return sorted([*found, act("peasants_stay")], key=lambda a: a.id)


def start(state: FiefState) -> bool:
    """Open the peasants' moves when they have any (step counts them); False when they do not."""
    if not moves_now(state):
        return False
    state.phase = PHASE_PEASANTS
    state.actor = state.revolt_player
    state.step = 0
    return True


def move(state: FiefState, v: int, by_tunnel: bool = False) -> bool:
    """One step to `v` (into a city by a tunnel); a fight there, a castle taken or a storm ends
    the march. Returns whether the march goes on."""
    here = at(state)
    state.peasants = replaced(replaced(state.peasants, v, state.peasants[here]), here, 0)
    state.step += 1
    state.say(f"the peasants march from {VILLAGE_NAMES[here]} to {VILLAGE_NAMES[v]}"
              + (" by a tunnel" if by_tunnel else ""))
    state.tell("fief.peasants.tunnel" if by_tunnel else "fief.peasants.move",
               {"village": VILLAGE_NAMES[here], "to": VILLAGE_NAMES[v]})
    fought = occupied(state, v) or state.walled(v)
    enter(state, v, by_tunnel)
    return (not fought and at(state) >= 0 and state.step < PEASANT_MOVES
            and not state.storm[FIEF_OF[v]])


# -- phase 3: buying peasants, restoring ruins, appeasing -------------------------------------------
# made once: asked at every decision of the purchases, where there is nearly never a revolt
NO_REVOLT: Final = Event("peasant.no-revolt", {})


def buy_problem(state: FiefState, p: int) -> Event | None:
    v = at(state)
    if v < 0:
        return NO_REVOLT
    if state.peasants[v] >= PEASANT_TOKENS_POINTS:
        return Event("peasant.tokens", {"points": PEASANT_TOKENS_POINTS})
    if state.money[p] < PRICE_PEASANT:
        return Event("peasant.money", {"price": PRICE_PEASANT, "money": state.money[p]})
    return None


def buy(state: FiefState, p: int) -> None:
    v = at(state)
    state.money[p] -= PRICE_PEASANT
    state.peasants = replaced(state.peasants, v, state.peasants[v] + 1)
    state.say(f"p{p + 1} adds a point to the peasants at {VILLAGE_NAMES[v]}")


def restore_price(state: FiefState, v: int) -> int:
    return RESTORE_CITY if state.city[v] else RESTORE_CASTLE


def restore_problem(state: FiefState, p: int, v: int) -> Event | None:
    if not state.ruin[v] or state.fort_owner[v] != p:
        return Event("restore.no-ruin", {"village": VILLAGE_NAMES[v]})
    if state.peasants[v]:
        return Event("restore.peasants", {})
    if state.money[p] < restore_price(state, v):
        return Event("restore.money", {"price": restore_price(state, v), "money": state.money[p]})
    return None


def restore(state: FiefState, p: int, v: int) -> None:
    state.money[p] -= restore_price(state, v)
    state.ruin = replaced(state.ruin, v, 0)
    state.say(f"p{p + 1} restores the {'city' if state.city[v] else 'castle'} of "
              f"{VILLAGE_NAMES[v]}")


def gifts(state: FiefState, lord: int) -> tuple[int, int]:
    """The two ways `lord` may try: no gift, or the seed's gift (100 for a bishop, 300 for the
    Pope)."""
    return (0, POPE_GIFT if state.lord_rank[lord] == RANK_POPE else BISHOP_GIFT)


def appease_problem(state: FiefState, p: int, card: int, gift: int) -> Event | None:
    lord = next((lord for lord in state.living_lords(p) if state.lord_card[lord] == card), -1)
    if at(state) < 0:
        return Event("appease.no-revolt", {})
    if state.appeased[p] == state.turn:
        return Event("appease.tried", {})
    if lord < 0 or state.lord_rank[lord] < RANK_BISHOP or state.lord_status[lord] != FREE:
        return Event("appease.not-bishop", {"lord": LORD_NAMES[card]})
    if state.lord_plague[lord] or state.lord_excommunicated[lord]:
        return Event("appease.unfit", {"lord": LORD_NAMES[card]})
    if gift not in gifts(state, lord):
        return Event("appease.gift", {})
    if state.money[p] < gift:
        return Event("appease.money", {"money": state.money[p], "gift": gift})
    return None


def appease(state: FiefState, p: int, card: int, gift: int) -> None:
    lord = next(lord for lord in state.living_lords(p) if state.lord_card[lord] == card)
    v = at(state)
    state.appeased = replaced(state.appeased, p, state.turn)
    state.money[p] -= gift
    pope = state.lord_rank[lord] == RANK_POPE
    if pope and gift:
        face = 0
        calmed = True
    else:
        face = combat.roll_d6(state.rng_gen)
        faces = POPE_APPEASES if pope else BISHOP_APPEASES + ((4,) if gift else ())
        calmed = face in faces
    rolled = f" (the d6 shows {face})" if face else ""
    if calmed:
        soldiers = min(state.peasants[v], reserve_soldiers(state, p))
        state.add_units(PIECE_SOLDIER, p * V + v, soldiers)
        state.say(f"{name(state, lord)} appeases the revolt{rolled}: {soldiers} peasants become "
                  f"p{p + 1}'s soldiers at {VILLAGE_NAMES[v]}")
        state.tell("fief.peasants.appeased", {"lord": name(state, lord), "seat": seat(p)})
        end(state)
        return
    state.peasants = replaced(state.peasants, v, min(
        PEASANT_TOKENS_POINTS, state.peasants[v] + (POPE_FAILS if pope else BISHOP_FAILS)))
    if pope:
        state.say(f"the Pope fails to appease the revolt{rolled}: the peasants grow")
        state.tell("fief.peasants.pope", {})
        return
    state.say(f"{name(state, lord)} fails to appease the revolt{rolled} and is massacred")
    state.tell("fief.peasants.massacre", {"lord": name(state, lord)})
    kill(state, lord)


def purchase_options(state: FiefState, p: int) -> list[Action]:
    found = [act("buy_peasant")] if buy_problem(state, p) is None else []
    found += [act("restore", v) for v in range(NUM_VILLAGES)
              if state.ruin[v] and restore_problem(state, p, v) is None]
    if at(state) < 0 or state.appeased[p] == state.turn:  # `appease_problem`'s first refusals
        return found
    for lord in state.living_lords(p):
        for gift in gifts(state, lord):
            if appease_problem(state, p, state.lord_card[lord], gift) is None:
                found.append(act("appease", state.lord_card[lord], gift))
    return found


def check(state: FiefState) -> str | None:
    """The peasants stand in one village at most, within the tokens, with a player exactly then;
    the ruins within their markers."""
    standing = [v for v, points in enumerate(state.peasants) if points]
    if len(standing) > 1 or any(points > PEASANT_TOKENS_POINTS for points in state.peasants):
        return "the peasants stand in more than one village or beyond their tokens"
    if (state.revolt_player >= 0) != bool(standing) or state.revolt_player >= state.num_players:
        return "the revolt's player does not match the peasants on the board"
    if state.revolt_since > state.turn or any(turn > state.turn for turn in state.appeased):
        return "a revolt or an appeasement dates from a turn to come"
    if sum(state.ruin) > FIRE_TOKENS:
        return f"more ruins than the {FIRE_TOKENS} castle-on-fire tokens"
    return None
