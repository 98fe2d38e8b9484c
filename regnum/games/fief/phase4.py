"""Phase 4, the cards, in three rounds: 4.1 attack (famine, storm, plague), 4.2 defence (good
harvest, fine weather), 4.3 (the revolt's round); the assassination, the spy and the
excommunication in any of the three.

Seed, phase 4: "Cette phase des cartes se fait en 3 tours de jeu, chaque joueur devant agir à son
tour, et une seule fois. Un joueur, pour jouer une carte dans cette phase 4, doit avoir au moins un
seigneur (homme ou femme) en vie, et non prisonnier." *decided*: each round asks, clockwise from
the first player, every seat that holds a card and has a free lord, to play one card or none,
whether or not it holds one it may play there, so that being asked tells nothing of a hand (hand
sizes are public); the cards the seed says are played "à toutes les phases" are played in these
rounds. At the start of 4.2 storms of two turns ago blow over and plagues of the last turn lift.

"L'assassinat": "Il faut avoir un seigneur vivant à choisir comme assassin ... et désigner sa
victime"; "L'assassinat n'est évitable que pour un seigneur isolé dans un village sans soldat ou
autre seigneur avec lui"; the assassin carries a marker for the justice of the negotiation part
(none when he is the spy: "Impossible cependant de la rendre si c'est l'espion qui a agit").
"Espionnage": laid under a lord of one's choice, one spy on the board, who cannot be priest, married
or king; a spy taken prisoner loses his state; his family sees every hidden stack, hand, purse and
ballot (`views.py`). "Excommunication": not on "une famille ayant un cardinal, le Pape, le roi, ou la
reine"; "4 maximum par famille" (*decided*: its lords in order of arrival, bastards apart, as far as
the tokens go); "Un cardinal ou le Pape peut s'opposer à une excommunication" (*decided*: the seats
with a free cardinal or Pope, asked in turn, the first refusal stops it).

"La peste": a lord "peut s'enfuir seul, avant d'être contaminé, grâce à une carte souterrain"
(*decided*: after the plague is laid and before it strikes, each seat, clockwise from the first
player, with a small card in hand and a free lord there who has somewhere to flee, is asked in turn
(phase `flight`) to play tunnels for its lords or to face the plague; hand sizes are public, so
being asked tells nothing of which small card it holds).

Scratch `FiefState.cards` (ints): `KIND` (the card whose play is being settled, -1), `TARGET` (the
victim's lord id, the excommunicated family's seat, or the plague's bishopric), `PLAYER` (who
played it), `OPPOSED` (bit mask of the seats asked to oppose, or to flee, so far).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from regnum.engine.events import Event, seat
from regnum.engine.game import Action, JsonDict
from regnum.engine.tables import replaced
from regnum.games.fief import plague, revolt, tunnel, weather
from regnum.games.fief.actions import act
from regnum.games.fief.battle import kill
from regnum.games.fief.cards import card_of_kind, counts, hand, hand_kinds
from regnum.games.fief.church import alive, excommunicate, free, lord_of_card, name
from regnum.games.fief.data import (
    CARD_NAMES,
    CARDS,
    EXCOMMUNICATED_PER_FAMILY,
    Card,
)
from regnum.games.fief.diplomacy import record_murder
from regnum.games.fief.family import excommunications_left, spouse
from regnum.games.fief.map import NUM_BISHOPRICS, NUM_FIEFS
from regnum.games.fief.state import (
    HOLDER_BOARD,
    HOLDER_DISCARD,
    PHASE_ASSASSIN,
    PHASE_CARDS,
    PHASE_FLIGHT,
    PHASE_OPPOSE,
    RANK_CARDINAL,
    RANK_LAY,
)

if TYPE_CHECKING:
    from regnum.games.fief.state import FiefState

KIND: Final = 0
TARGET: Final = 1
PLAYER: Final = 2
OPPOSED: Final = 3
ROUNDS: Final = 3  # 4.1, 4.2, 4.3
ROUND_OF: Final = {Card.FAMINE: 1, Card.STORM: 1, Card.PLAGUE: 1, Card.FINE_WEATHER: 2,
                   Card.GOOD_HARVEST: 2, Card.REVOLT: 3}  # the others: any round
LIES = frozenset({Card.FAMINE, Card.STORM, Card.PLAGUE, Card.REVOLT})  # cards left on the board
CARD_PHASES: Final = frozenset({PHASE_CARDS, PHASE_ASSASSIN, PHASE_OPPOSE, PHASE_FLIGHT})
CARD_OF_ACTION = {"play_famine": Card.FAMINE, "play_storm": Card.STORM, "play_plague": Card.PLAGUE,
                  "play_fine_weather": Card.FINE_WEATHER, "play_good_harvest": Card.GOOD_HARVEST,
                  "play_assassination": Card.ASSASSINATION, "play_spy": Card.SPY,
                  "play_excommunication": Card.EXCOMMUNICATION, "play_revolt": Card.REVOLT,
                  "play_tunnel_escape": Card.TUNNEL, "play_tunnel_evacuate": Card.TUNNEL,
                  "play_tunnel_flee": Card.TUNNEL}


# -- the rounds ----------------------------------------------------------------------------------
def cards_start(state: FiefState) -> None:
    """Phase 4 from 4.1; `turn.cards_over` starts phase 5 when 4.3 is over."""
    state.cards = [-1, -1, -1, 0]
    state.step = 1
    _round(state)


def players(state: FiefState) -> list[int]:
    """Seats asked in a round: holding a card, with a living lord, clockwise from the first."""
    from regnum.games.fief.turn import round_order

    return [p for p in round_order(state) if may_play(state, p)]


def may_play(state: FiefState, p: int) -> bool:
    """`p` holds a card and has a living lord (a card played earlier in the round may have taken
    its last one); a seat whose lords are all prisoners may play only the tunnel's escape, but is
    asked like the others, so that being asked tells nothing of its hand."""
    return bool(hand(state, p)) and bool(state.living_lords(p))


def _round(state: FiefState) -> None:
    """Open round `state.step`, or the next one when nobody is asked in it."""
    while state.step <= ROUNDS:
        if state.step == 2:
            for _ in weather.storms_blow_over(state):
                state.lift_card(Card.STORM)
            for _ in plague.plague_lifts(state):
                state.lift_card(Card.PLAGUE)
        seats = players(state)
        if seats:
            state.phase = PHASE_CARDS
            state.pending = seats
            state.actor = seats[0]
            return
        state.step += 1
    _over(state)


def _over(state: FiefState) -> None:
    from regnum.games.fief.turn import cards_over

    state.cards = []
    state.step = 0
    cards_over(state)


def _next(state: FiefState) -> None:
    """The seat that acted leaves the round; the next acts, or the next round opens."""
    state.cards[KIND] = state.cards[TARGET] = state.cards[PLAYER] = -1
    state.cards[OPPOSED] = 0
    state.phase = PHASE_CARDS
    state.pending.pop(0)
    while state.pending and not may_play(state, state.pending[0]):
        state.pending.pop(0)
    if state.pending:
        state.actor = state.pending[0]
        return
    state.step += 1
    _round(state)


# -- what may be played ----------------------------------------------------------------------------
def victims(state: FiefState, p: int) -> list[int]:
    """Lords of other seats an assassin may reach: not alone in their village."""
    return [lord for lord in range(len(state.lord_card))
            if alive(state, lord) and state.lord_owner[lord] != p and not alone(state, lord)]


def alone(state: FiefState, lord: int) -> bool:
    """"un seigneur isolé dans un village sans soldat ou autre seigneur avec lui"."""
    v = state.lord_village[lord]
    if any(state.troops(q, v) for q in range(state.num_players)) or state.royal_army[v]:
        return False
    return not any(other != lord and where == v and alive(state, other)
                   for other, where in enumerate(state.lord_village))


def spy_candidates(state: FiefState, p: int) -> list[int]:
    """`p`'s free lords who may carry the spy card: lay, unmarried, not king; none while a spy
    lives."""
    if alive(state, state.spy):
        return []
    return [lord for lord in state.living_lords(p) if free(state, lord)
            and state.lord_rank[lord] == RANK_LAY and spouse(state, lord) < 0
            and lord != state.king]


def protected(state: FiefState, q: int) -> bool:
    """A family with a cardinal, the Pope, the king or the queen cannot be excommunicated."""
    return (any(state.lord_rank[lord] >= RANK_CARDINAL for lord in state.living_lords(q))
            or any(alive(state, lord) and state.lord_owner[lord] == q
                   for lord in (state.king, state.queen)))


def excommunicable(state: FiefState, q: int) -> list[int]:
    """The lords the card would excommunicate in family `q`, in order of arrival."""
    lords = [lord for lord in state.living_lords(q)
             if not state.lord_excommunicated[lord] and not state.lord_bastard[lord]]
    room = min(EXCOMMUNICATED_PER_FAMILY, excommunications_left(state))
    return lords[:max(0, room)]


def plays(state: FiefState, p: int) -> list[Action]:
    """The cards `p` may play in this round, as actions."""
    found: list[Action] = []
    step = state.step
    if not any(free(state, lord) for lord in state.living_lords(p)):  # a captive family
        return sorted(tunnel.escapes(state, p), key=lambda a: a.id) if card_of_kind(
            state, p, Card.TUNNEL) >= 0 else []
    for kind in hand_kinds(state, p):
        when = ROUND_OF.get(Card(kind))
        if when is not None and when != step:
            continue
        if kind == Card.FAMINE:
            found += [act("play_famine", b) for b in range(NUM_BISHOPRICS) if not state.famine[b]]
        elif kind == Card.STORM:
            found += [act("play_storm", f) for f in range(NUM_FIEFS) if not state.storm[f]]
        elif kind == Card.PLAGUE:
            found += [act("play_plague", b) for b in range(NUM_BISHOPRICS) if not state.plague[b]]
        elif kind == Card.FINE_WEATHER:
            found += [act("play_fine_weather", f) for f in range(NUM_FIEFS) if state.storm[f]]
        elif kind == Card.GOOD_HARVEST:
            found += [act("play_good_harvest", b) for b in range(NUM_BISHOPRICS)
                      if state.famine[b]]
        elif kind == Card.ASSASSINATION:
            found += [act("play_assassination", state.lord_card[lord])
                      for lord in victims(state, p)]
        elif kind == Card.SPY:
            found += [act("play_spy", state.lord_card[lord]) for lord in spy_candidates(state, p)]
        elif kind == Card.REVOLT:
            found += [act("play_revolt", v) for v in revolt.sites(state)]
        elif kind == Card.TUNNEL:
            found += tunnel.escapes(state, p) + tunnel.evacuations(state, p)
        elif kind == Card.EXCOMMUNICATION:
            found += [act("play_excommunication", q) for q in range(state.families)
                      if q != p and not state.out[q] and not protected(state, q)
                      and excommunicable(state, q)]
    return sorted(found, key=lambda a: a.id)


def problem(state: FiefState, action: Action) -> Event:
    """Why a card may not be played now (the action is not among `plays`), as a `reason.<id>`
    text of texts.py."""
    kind = CARD_OF_ACTION[action.kind]
    card = CARD_NAMES[kind]
    if card_of_kind(state, state.actor, kind) < 0:
        return Event("play.no-card", {"card": f"card-name.{card}"})
    when = ROUND_OF.get(Card(kind))
    if when is not None and when != state.step:
        return Event("play.round", {"card": f"card-name.{card}", "when": when, "step": state.step})
    return Event(f"play.{card.replace(' ', '-')}", {})


def legal(state: FiefState) -> list[Action]:
    if state.phase == PHASE_ASSASSIN:
        return sorted((act("assassin", state.lord_card[lord]) for lord in assassins(state)),
                      key=lambda a: a.id)
    if state.phase == PHASE_OPPOSE:
        return [act("oppose", 1), act("oppose", 0)]
    if state.phase == PHASE_FLIGHT:
        return flights(state)
    return sorted([*plays(state, state.actor), act("play_none")], key=lambda a: a.id)


def assassins(state: FiefState) -> list[int]:
    """The player's living lords, any of whom may be named the assassin."""
    return state.living_lords(state.cards[PLAYER])


# -- effects -----------------------------------------------------------------------------------
def apply(state: FiefState, action: Action) -> None:
    kind, args = action.kind, action.args
    p = state.actor
    c = state.cards
    if kind == "play_none":
        _next(state)
        return
    if kind == "assassin":
        _murder(state, lord_of_card(state, args[0]))
        return
    if kind == "oppose":
        _opposed(state, bool(args[0]))
        return
    if kind == "play_tunnel_flee":
        tunnel.flee(state, p, lord_of_card(state, args[0]), c[TARGET])
        if not flights_left(state, p):
            _ask_flight(state)
        return
    if kind == "flee_none":
        _ask_flight(state)
        return
    card_kind = CARD_OF_ACTION[kind]
    card = card_of_kind(state, p, card_kind)
    state.card_holder = replaced(state.card_holder, card,
                                 HOLDER_BOARD if card_kind in LIES else HOLDER_DISCARD)
    if card_kind == Card.FAMINE:
        weather.lay_famine(state, p, args[0])
    elif card_kind == Card.STORM:
        weather.lay_storm(state, p, args[0])
    elif card_kind == Card.PLAGUE:
        plague.lay_plague(state, p, args[0])
        c[KIND], c[TARGET], c[PLAYER], c[OPPOSED] = card_kind, args[0], p, 0
        _ask_flight(state)
        return
    elif card_kind == Card.FINE_WEATHER:
        weather.fine_weather(state, p, args[0])
        state.lift_card(Card.STORM)
    elif card_kind == Card.GOOD_HARVEST:
        weather.good_harvest(state, p, args[0])
        state.lift_card(Card.FAMINE)
    elif card_kind == Card.REVOLT:
        revolt.lay(state, p, args[0])
    elif kind == "play_tunnel_escape":
        tunnel.escape(state, p, lord_of_card(state, args[0]))
    elif kind == "play_tunnel_evacuate":
        tunnel.evacuate(state, p, args[0], args[1])
    elif card_kind == Card.SPY:
        state.spy = lord_of_card(state, args[0])
        state.say(f"p{p + 1} makes {name(state, state.spy)} a spy")
        state.tell("fief.spy", {"seat": seat(p), "lord": name(state, state.spy)})
    elif card_kind == Card.ASSASSINATION:
        c[KIND], c[TARGET], c[PLAYER] = card_kind, lord_of_card(state, args[0]), p
        state.say(f"p{p + 1} plays an assassination against {name(state, c[TARGET])}")
        killers = assassins(state)
        if len(killers) > 1:
            state.phase = PHASE_ASSASSIN
            return
        _murder(state, killers[0])
        return
    else:
        c[KIND], c[TARGET], c[PLAYER] = card_kind, args[0], p
        state.say(f"p{p + 1} plays an excommunication against p{args[0] + 1}'s family")
        state.tell("fief.excommunication", {"seat": seat(p), "target": seat(args[0])})
        _ask_opposition(state)
        return
    _after_play(state)


def _after_play(state: FiefState) -> None:
    """A card's effect may end the game (a crown fallen in a plague or a murder makes no winner,
    but the last seat able to win does) or leave the actor without a free lord."""
    from regnum.games.fief.victory import crowned_winner, last_standing

    if crowned_winner(state) or last_standing(state):
        return
    _next(state)


def _murder(state: FiefState, assassin: int) -> None:
    c = state.cards
    victim = c[TARGET]
    record_murder(state, assassin, victim)
    who = "an unknown hand" if assassin == state.spy else name(state, assassin)
    state.say(f"{name(state, victim)} is assassinated by {who}")
    if assassin == state.spy:
        state.tell("fief.assassination.unknown", {"lord": name(state, victim)})
    else:
        state.tell("fief.assassination", {"lord": name(state, victim), "assassin": who})
    kill(state, victim)
    _after_play(state)


def _ask_opposition(state: FiefState) -> None:
    """The next seat with a free cardinal or Pope not asked yet, or the excommunication falls."""
    from regnum.games.fief.turn import round_order

    c = state.cards
    for q in round_order(state):
        if c[OPPOSED] >> q & 1:
            continue
        if any(state.lord_rank[lord] >= RANK_CARDINAL and free(state, lord)
               and not state.lord_excommunicated[lord] for lord in state.living_lords(q)):
            c[OPPOSED] |= 1 << q
            state.phase = PHASE_OPPOSE
            state.actor = q
            return
    for lord in excommunicable(state, c[TARGET]):
        excommunicate(state, lord)
    state.actor = state.pending[0]
    _after_play(state)


def flights(state: FiefState) -> list[Action]:
    """The flights the seat asked may play (with a tunnel in hand), and facing the plague."""
    p = state.actor
    found = []
    if card_of_kind(state, p, Card.TUNNEL) >= 0:
        found = [act("play_tunnel_flee", state.lord_card[lord])
                 for lord in tunnel.fugitives(state, p, state.cards[TARGET])]
    return sorted([*found, act("flee_none")], key=lambda a: a.id)


def flights_left(state: FiefState, q: int) -> bool:
    """`q` holds a small card and has a lord who could flee the plague being laid."""
    return counts(state, q)[0] > 0 and bool(tunnel.fugitives(state, q, state.cards[TARGET]))


def _ask_flight(state: FiefState) -> None:
    """The next seat that may flee the plague and was not asked yet, or the plague strikes."""
    from regnum.games.fief.turn import round_order

    c = state.cards
    for q in round_order(state):
        if not c[OPPOSED] >> q & 1 and flights_left(state, q):
            c[OPPOSED] |= 1 << q
            state.phase = PHASE_FLIGHT
            state.actor = q
            return
    plague.strike_bishopric(state, c[TARGET])
    state.phase = PHASE_CARDS
    state.actor = state.pending[0]
    _after_play(state)


def _opposed(state: FiefState, yes: bool) -> None:
    if yes:
        state.say(f"p{state.actor + 1}'s cardinal opposes the excommunication")
        state.tell("fief.excommunication.opposed", {"seat": seat(state.actor)})
        state.actor = state.pending[0]
        _next(state)
        return
    _ask_opposition(state)


# -- the view ------------------------------------------------------------------------------------
def view(state: FiefState, player: int | None, spying: bool = False) -> JsonDict:
    """Cards as a seat sees them: its own hand by name (every hand with a spy), the others' hand
    sizes by pile, the piles' sizes, the discards (played and discarded cards are shown), and the
    effects on the board."""
    data: JsonDict = {
        "hands": [list(counts(state, q)) for q in range(state.num_players)],
        "piles": [len(state.small_deck), len(state.big_deck)],
        "discards": _names(state, HOLDER_DISCARD),
        "famine": list(state.famine), "storm": list(state.storm), "plague": list(state.plague),
        "revolt_player": state.revolt_player,
        "round": state.step if state.phase in CARD_PHASES else 0,
        "spy": state.spy,
    }
    c = state.cards
    if c and c[KIND] >= 0:  # a play being settled (assassin to name, opposition asked): public
        data["settling"] = {"card": CARD_NAMES[c[KIND]], "target": c[TARGET], "player": c[PLAYER]}
    if player is not None and 0 <= player < state.num_players:
        data["hand"] = _names(state, player)
    if spying:
        data["spied_hands"] = [_names(state, q) for q in range(state.num_players)]
    return data


def _names(state: FiefState, holder: int) -> list[str]:
    """The names of the cards `holder` (a seat, or the discards) has, in order of kind."""
    kinds = sorted(CARDS[card] for card, where in enumerate(state.card_holder) if where == holder)
    return [CARD_NAMES[kind] for kind in kinds]


def check(state: FiefState) -> str | None:
    c = state.cards
    if state.phase in CARD_PHASES:
        if len(c) != 4 or state.step not in range(1, ROUNDS + 1):
            return "phase 4's scratch has the wrong layout"
        return None
    return None if not c else "card scratch outside phase 4"

