"""Restoring a saved state, refusing anything that is not a consistent Fief state."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from regnum.engine.errors import InvalidOptionError, RecordError
from regnum.engine.rng import Rng
from regnum.engine.saved_state import read_header
from regnum.games.fief import cards, diplomacy, elections, marriage, phase4, phase5, revolt, royalty
from regnum.games.fief.births import newborn_cards
from regnum.games.fief.data import (
    CARDS,
    MAX_FIXED,
    NUM_LORD_CARDS,
    PIECE_ENGINE,
    PRISONER_TOKENS,
    RESERVES,
    SUPPLY_CASTLES,
    SUPPLY_ENGINES,
    SUPPLY_MILLS,
    SUPPLY_PRESSES,
    Card,
)
from regnum.games.fief.map import FIEF_OF, NUM_BISHOPRICS, NUM_FIEFS, NUM_VILLAGES
from regnum.games.fief.state import (
    HOLDER_BOARD,
    INT_FIELDS,
    LIST_FIELDS,
    LORD_FIELDS,
    POINTER_FIELDS,
    RANK_POPE,
    SEAT_FIELDS,
    SHARED_FIELDS,
    TROOP_FIELDS,
    VILLAGE_FIELDS,
    FiefState,
    LordStatus,
    Phase,
)

if TYPE_CHECKING:
    from regnum.games.fief.game import FiefGame

V: Final = NUM_VILLAGES


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def state_from_json(game: FiefGame, data: Any) -> FiefState:
    n, seed, options = read_header(game, data)
    try:
        game.seat_options(n, options)
    except InvalidOptionError as err:
        raise RecordError(f"saved state has invalid options: {err}") from None
    for name in INT_FIELDS:
        if not _is_int(data.get(name)):
            raise RecordError(f"saved state field {name!r} should be an integer")
    for name in LIST_FIELDS:
        value = data.get(name)
        if not isinstance(value, list) or not all(_is_int(v) for v in value):
            raise RecordError(f"saved state field {name!r} should be a list of integers")
    log = data.get("log")
    if not isinstance(log, list) or not all(isinstance(line, str) for line in log):
        raise RecordError("saved state field 'log' should be a list of strings")
    state = FiefState(game, n, seed, options)
    for name in INT_FIELDS:
        if name != "rng":
            setattr(state, name, data[name])
    for name in LIST_FIELDS:
        if name not in TROOP_FIELDS:
            setattr(state, name, (tuple if name in SHARED_FIELDS else list)(data[name]))
    for name in TROOP_FIELDS:
        if len(data[name]) != n * V:
            raise RecordError(f"saved state is inconsistent: field {name!r} should have {n * V} "
                              "entries")
    state.units = [count for name in TROOP_FIELDS for count in data[name]]
    state.count_units()
    state.log = tuple(log)
    state.rng_gen = Rng(data["rng"])
    if state.phase not in list(Phase):
        raise RecordError("saved state has an unknown phase")
    state.phase = Phase(state.phase)
    reason = problem(state)
    if reason:
        raise RecordError(f"saved state is inconsistent: {reason}")
    return state


def problem(state: FiefState) -> str | None:
    """The first inconsistency found in `state`, or None."""
    n = state.num_players
    sizes = {name: V for name in VILLAGE_FIELDS}
    sizes.update(fort_owner=V)
    sizes.update({name: n for name in SEAT_FIELDS})
    sizes.update(crown=NUM_FIEFS, bishop=NUM_BISHOPRICS, royal_army=V, famine=NUM_BISHOPRICS,
                 plague=NUM_BISHOPRICS, storm=NUM_FIEFS)
    for name, size in sizes.items():
        if len(getattr(state, name)) != size:
            return f"field {name!r} should have {size} entries"
    lords = len(state.lord_card)
    if any(len(getattr(state, name)) != lords for name in LORD_FIELDS):
        return "the lord tables have different lengths"
    for kind, name in enumerate(TROOP_FIELDS):
        if any(count < 0 for count in state.units_table(kind)):
            return f"field {name!r} has a negative entry"
    for name in (*VILLAGE_FIELDS, "money", "income", "bought", "lord_moves",
                 "lord_attacks", "royal_army", "storm", "plague", "lord_plague", "lord_assassin",
                 "lord_fled"):
        if any(v < 0 for v in getattr(state, name)):
            return f"field {name!r} has a negative entry"
    return (_lords(state) or _family(state) or _pieces(state) or _turn(state)
            or phase5.check(state) or elections.check(state) or royalty.check(state)
            or marriage.check(state) or cards.check(state) or phase4.check(state)
            or revolt.check(state) or diplomacy.check(state) or _effects(state))


def _pieces(state: FiefState) -> str | None:
    n = state.num_players
    for v in range(V):
        if state.castle[v] > 1 or state.city[v] > 1 or state.ruin[v] > 1:
            return "a village holds more than one castle, city or ruin marker"
        if state.castle[v] + state.city[v] > 1:
            return "a village holds both a castle and a city"
        if state.ruin[v] > state.castle[v] + state.city[v]:
            return "a ruin marker lies where there is no castle or city"
        if state.fixed_pieces(v) > MAX_FIXED:
            return f"a village holds more than {MAX_FIXED} fixed pieces"
    for kind, name in enumerate(TROOP_FIELDS[:PIECE_ENGINE]):
        if any(state.units_of(kind, p) > RESERVES[kind] for p in range(n)):
            return f"a seat has more {name} than its reserve"
    if (state.units_total(PIECE_ENGINE) > SUPPLY_ENGINES or sum(state.mills) > SUPPLY_MILLS
            or sum(state.presses) > SUPPLY_PRESSES
            or sum(state.castle) + sum(state.city) > SUPPLY_CASTLES + n):
        return "more pieces on the board than the supply holds"
    for v in range(V):
        owner = state.fort_owner[v]
        if (owner >= 0) != bool(state.castle[v] or state.city[v]) or owner not in range(-1, n):
            return "a castle or city without an owner, or an owner without one"
        if state.city[v] and state.crown_holder(FIEF_OF[v]) != owner:
            return "a city is not owned by the seat wearing its crown"
    if sum(state.city) != sum(1 for lord in state.crown if lord >= 0):
        return "the cities do not match the crowns"
    for f, lord in enumerate(state.crown):
        if lord >= 0 and not any(state.city[v] for v in range(V) if FIEF_OF[v] == f):
            return "a crowned fief has no city"
    if any(state.out[p] not in (0, 1) or state.lord_bonus[p] not in (0, 1) for p in range(n)):
        return "a seat flag is not 0 or 1"
    if any(h not in range(-1, NUM_FIEFS) for h in state.home):
        return "a seat's home fief does not exist"
    return None


def _lords(state: FiefState) -> str | None:
    n = state.num_players
    lords = len(state.lord_card)
    if sorted([*state.lord_card, *state.lord_deck, *newborn_cards(state)]) != list(range(NUM_LORD_CARDS)):
        return "the lord cards in play and in the deck are not each card once"
    for lord in range(lords):
        status = state.lord_status[lord]
        if state.lord_owner[lord] not in range(n) or status not in range(len(LordStatus)):
            return f"lord {lord} has an unknown owner or status"
        if state.lord_village[lord] not in range(-1, V):
            return f"lord {lord} stands in a village that does not exist"
        # a prisoner may stay on the board with his captor's pieces (phase 5, "prisonnier")
        if ((status == LordStatus.FREE and state.lord_village[lord] < 0)
                or (status == LordStatus.DEAD and state.lord_village[lord] >= 0)):
            return f"lord {lord} is free off the board or dead on it"
        if (status == LordStatus.PRISONER) != (state.lord_captor[lord] in range(n)):
            return f"lord {lord} has a captor exactly when prisoner"
        if status != LordStatus.PRISONER and state.lord_captor[lord] != -1:
            return f"lord {lord} has a captor but is no prisoner"
    if state.lord_status.count(LordStatus.PRISONER) > PRISONER_TOKENS:
        return f"more prisoners than the {PRISONER_TOKENS} prisoner tokens"
    for group in (state.crown, state.bishop):
        for lord in group:
            if lord != -1 and (lord not in range(lords) or state.lord_status[lord] == LordStatus.DEAD):
                return "a crown or bishopric names a lord that is not alive"
    return None


def _family(state: FiefState) -> str | None:
    """Family links name lords in play, marriages are mutual, flags are flags."""
    lords = range(len(state.lord_card))
    for lord in lords:
        spouse = state.lord_spouse[lord]
        links = (spouse, state.lord_father[lord], state.lord_mother[lord])
        if any(link not in lords and link != -1 for link in links):
            return f"lord {lord} names a spouse or parent that is not in play"
        if spouse == lord or (spouse >= 0 and state.lord_spouse[spouse] != lord):
            return f"lord {lord} is married to someone not married to him"
        if state.lord_generation[lord] < 1 or state.lord_rank[lord] not in range(RANK_POPE + 1):
            return f"lord {lord} has an unknown generation or church rank"
        if any(getattr(state, name)[lord] not in (0, 1)
               for name in ("lord_bastard", "lord_excommunicated", "lord_darc")):
            return f"lord {lord} has a family flag that is not 0 or 1"
    for name in POINTER_FIELDS:
        lord = getattr(state, name)
        if lord != -1 and (lord not in lords or state.lord_status[lord] == LordStatus.DEAD):
            return f"the {name} is not a living lord"
    if state.spy >= 0 and state.lord_status[state.spy] != LordStatus.FREE:
        return "the spy is not free (a spy taken loses his state)"
    if any(lord >= 0 and state.lord_bastard[lord] for lord in state.crown):
        return "a bastard wears a crown"
    if any(state.lord_ordained[lord] < -state.turn or state.lord_ordained[lord] > state.turn
           for lord in lords):
        return "a lord was ordained or left holy orders in a turn to come"
    born = state.born
    if len(born) % 3 or any(seat not in range(state.num_players) or generation < 1
                            or card not in range(NUM_LORD_CARDS)
                            for seat, generation, card in zip(born[::3], born[1::3], born[2::3],
                                                              strict=True)):
        return "the record of births is not (seat, generation, card) triples"
    return None


def _effects(state: FiefState) -> str | None:
    """Famines are flags; storms and plagues were laid in a turn gone by; the cards lying on the
    board are those of the effects running (a revolt's while its peasants stand, unless they are
    the troops of a seat out of the game, who rose without a card)."""
    if any(flag not in (0, 1) for flag in state.famine):
        return "a famine flag is not 0 or 1"
    if any(laid > state.turn for laid in (*state.storm, *state.plague, *state.lord_plague)):
        return "a storm, plague or stricken lord dates from a turn to come"
    on_board = sorted(CARDS[card] for card, holder in enumerate(state.card_holder)
                      if holder == HOLDER_BOARD)
    running = sorted([Card.FAMINE] * sum(state.famine) + [Card.STORM] * sum(map(bool, state.storm))
                     + [Card.PLAGUE] * sum(map(bool, state.plague))
                     + [Card.REVOLT] * (any(state.peasants) and Card.REVOLT in on_board))
    if on_board != running:
        return "the cards on the board are not those of the famines, storms, plagues and revolt running"
    return None


def _turn(state: FiefState) -> str | None:
    n = state.num_players
    if state.first not in range(n):
        return "the first-player card is with a seat that does not exist"
    judge = state.judge_seat
    if judge >= 0 and (not state.out[judge] or state.home[judge] >= 0 or state.money[judge]
                       or judge in state.pending or state.first == judge
                       or (state.actor == judge and state.phase not in (Phase.JUDGE, Phase.OVER))):
        return "the treasurer and judge's seat plays like a family"
    if any(p not in range(n) for p in state.pending):
        return "a seat still to act does not exist"
    idle = not state.pending and state.phase not in (Phase.MILITARY, Phase.PEASANTS)
    if state.phase != Phase.OVER and (state.actor not in range(n) or idle):
        return "no seat is to act"
    if state.phase in (Phase.SETUP_CASTLE, Phase.SETUP_LORD) and state.home[state.actor] < 0:
        return "a seat places its castle before choosing its fief"
    if state.turn < 0 or (state.turn == 0) != (state.phase <= Phase.SETUP_LORD):
        return "the turn number does not match the phase"
    if any(not 0 <= a < state.game.num_distinct_actions for a in state.history):
        return "the history holds an unknown action id"
    return None
