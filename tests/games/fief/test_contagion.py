"""The plague carried by battles in the turn its card is laid: a healthy side catches it the first
round it loses a point to a side carrying it, and a tunnel's treason passes it at once."""

from __future__ import annotations

from regnum.engine.tables import replaced
from regnum.games.fief.data import PIECE_SOLDIER, Card
from regnum.games.fief.diplomacy import set_alliance
from regnum.games.fief.map import BISHOPRIC_OF, VILLAGE_BY_NAME
from regnum.games.fief.state import FiefState
from tests.games.fief.arena import Faces, arena, go, lord, lord_id, play, troops
from tests.games.fief.market import fort
from tests.games.fief.test_cards import give
from tests.games.fief.test_military import A, B, siege

MISS, ONE, SURVIVES = 0, 1, 4  # die indices: a special die's 0 and 1 hits, a d6's 5
R, NEXT = VILLAGE_BY_NAME["corvignac"], VILLAGE_BY_NAME["belvirac"]  # Jonquevaux, Hautclaret


def carried_by_the_defender(castle: bool = False, this_turn: bool = True):
    """Seat 0's 10 soldiers and a lord attack seat 1's 2 soldiers and a lord who was struck by
    the plague (this turn, or the last)."""
    state, hugo, keeper = siege(castle=castle)
    laid = state.turn if this_turn else state.turn - 1
    state.plague = replaced(state.plague, BISHOPRIC_OF[B], laid)
    state.lord_plague = replaced(state.lord_plague, lord_id(state, keeper), laid)
    return state, lord_id(state, hugo), lord_id(state, keeper)


def test_an_attacker_catches_the_plague_with_its_first_loss_and_only_once():
    """"L'attaque d'un village contaminé par des sujets sains entraîne leur contamination et les
    mêmes effets dès la première riposte avec perte de point de combat"."""
    state, hugo, keeper = carried_by_the_defender()
    state.rng_gen = Faces(MISS, MISS, MISS)  # no hit on either side: nothing caught
    play(state, "fight", "fight")
    assert state.units_at(PIECE_SOLDIER, B) == 10 and state.lord_plague[hugo] == 0
    state.rng_gen = Faces(MISS, MISS, ONE, SURVIVES)  # the keeper's die hits once; Hugo lives
    state.apply("fight")
    told = state.apply_narrated("fight")
    assert [e.params for e in told if e.id == "fief.plague.caught"] == [
        {"seat": "p1", "village": "corvignac"}], "the narrated log tells it"
    assert state.units_at(PIECE_SOLDIER, B) == 4, "10 - 1 lost, then half of 9 kept, rounded down"
    assert state.lord_plague[hugo] == state.turn, "stricken"
    assert "p1 catches the plague at corvignac" in state.log
    state.rng_gen = Faces(MISS, ONE)  # 5 points now: one die each
    play(state, "fight", "fight")
    assert state.units_at(PIECE_SOLDIER, B) == 3, "caught once: the next loss is only the hit"
    assert state.lord_plague[keeper] == state.turn


def test_a_defender_catches_it_from_attackers_struck_this_turn():
    """"L'attaque par des sujets contaminés d'un village sain : contamination immédiatement après
    la première attaque avec perte de point de combat"."""
    state, hugo, keeper = siege(castle=False)
    hugo, keeper = lord_id(state, hugo), lord_id(state, keeper)
    state.plague = replaced(state.plague, BISHOPRIC_OF[A], state.turn)
    state.lord_plague = replaced(state.lord_plague, hugo, state.turn)  # struck at home
    state.rng_gen = Faces(ONE, MISS, MISS, SURVIVES)  # one hit on the defenders; the keeper lives
    play(state, "fight", "fight")
    assert state.units_at(PIECE_SOLDIER, 1 * 24 + B) == 0, "2 - 1 lost, then half of 1 kept"
    assert state.lord_plague[keeper] == state.turn


def test_no_contagion_from_a_lord_struck_in_an_earlier_turn():
    """The turned card of the second turn brings the plague's state "sans perte supplémentaire"."""
    state, hugo, _ = carried_by_the_defender(this_turn=False)
    state.rng_gen = Faces(MISS, MISS, ONE)
    play(state, "fight", "fight")
    assert state.units_at(PIECE_SOLDIER, B) == 9 and state.lord_plague[hugo] == 0


def test_treason_by_a_tunnel_passes_the_plague_before_the_combat():
    """"L'attaque d'un château ou d'une cité avec l'usage de la carte souterrain entraine aussitôt
    la perte des effectifs ennemis selon les règles de la peste, avant même le combat"."""
    state, hugo, _ = carried_by_the_defender(castle=True)
    give(state, 0, Card.TUNNEL)
    state.rng_gen = Faces(SURVIVES)
    state.apply("play tunnel: treason")
    assert state.units_at(PIECE_SOLDIER, B) == 5 and state.lord_plague[hugo] == state.turn


def passage(host_in_castle: bool) -> tuple[FiefState, int]:
    """Seat 0's Hugo with 10 soldiers at belvirac marches into corvignac, where its ally seat 1
    stands, in the turn the plague was laid on corvignac's bishopric (the ally struck there)."""
    state = arena()
    hugo = lord(state, 0, NEXT)
    troops(state, 0, NEXT, soldiers=10)
    lord(state, 1, R)
    troops(state, 1, R, soldiers=2)
    if host_in_castle:
        fort(state, 1, R)
    set_alliance(state, 0, 1, True)
    go(state)
    state.plague = replaced(state.plague, BISHOPRIC_OF[R], state.turn)
    state.rng_gen = Faces(SURVIVES, SURVIVES)
    play(state, f"lead {hugo}", "take all", "march corvignac")
    return state, lord_id(state, hugo)


def test_a_right_of_passage_through_a_struck_village_passes_the_plague_on():
    """"Un droit de passage dans une région contaminée entraîne la contamination aussi"."""
    state, hugo = passage(host_in_castle=False)
    assert state.units_at(PIECE_SOLDIER, R) == 5 and state.lord_plague[hugo] == state.turn
    assert not [a for a in state.legal_actions() if a.text.startswith("march")], "it halts there"
    assert "p1 catches the plague at corvignac" in state.log


def test_no_plague_from_a_host_behind_its_walls_when_nobody_besieges_them():
    """"... sauf si c'est pour contourner la cité ou le château et qu'il n'y a pas de force en
    siège"."""
    state, hugo = passage(host_in_castle=True)
    assert state.units_at(PIECE_SOLDIER, R) == 10 and state.lord_plague[hugo] == 0
    assert [a for a in state.legal_actions() if a.text.startswith("march")], "it may march on"
