"""The Fief heuristic bot in the crown's and the church's decisions (part 2): it votes for its own
lord, without one for the weakest rival's, consents only to its own king, vetoes another's bishop, does church
acts for its own lords and never annuls, buys the royal army as king and a cardinal's hat only for
a large family with money to spare; and it plays whole games with every part on."""

from __future__ import annotations

from regnum.engine.tables import replaced
from regnum.games.fief import elections
from regnum.games.fief.data import LORD_NAMES
from regnum.games.fief.state import (
    RANK_BISHOP,
    RANK_CARDINAL,
    RANK_POPE,
    RANK_PRIEST,
    Phase,
)
from tests.bots.test_fief_heuristic import choose
from tests.games.fief.market import fort, lord, put, vil
from tests.games.fief.test_church import cleric, crowned, market, phase6


def king_ballot():
    """Seat 0 (a crowned count, so one vote, and a second lay lord) and seat 1 (a crowned lord)
    at the king's election of phase 6."""
    state = market()
    crowned(state, 0, vil("corvignac"))
    spare = lord(state, 0, vil("corvignac"))
    crowned(state, 1, vil("escarbois"))
    phase6(state)
    assert state.phase == Phase.BALLOT and state.church[elections.KIND] == elections.KIND_KING
    return state, spare


def test_it_votes_for_its_own_lord_in_the_kings_election():
    state, _ = king_ballot()
    voter = state.current_player
    action = choose(state)
    assert action.kind == "c_vote_for"
    assert state.lord_owner[state.lord_card.index(action.args[0])] == voter


def test_without_a_lord_of_its_own_to_crown_it_votes_for_the_weakest_rival():
    state = market(3)
    clerk = crowned(state, 0, vil("corvignac"))  # a crowned priest: a vote, no candidate
    state.lord_rank = replaced(state.lord_rank, clerk, RANK_PRIEST)
    state.lord_ordained = replaced(state.lord_ordained, clerk, 1)
    crowned(state, 1, vil("escarbois"))
    weak = lord(state, 2, vil("tarnecourt"))  # the third seat wears no crown
    phase6(state)
    while state.church[elections.KIND] != elections.KIND_KING:  # the priest's bishopric first
        state.apply(choose(state))
    assert state.phase == Phase.BALLOT and state.current_player == 0
    assert choose(state).text == f"vote for {LORD_NAMES[state.lord_card[weak]]}"


def test_it_consents_to_its_own_king_and_refuses_anothers():
    for own in (True, False):
        state = market()
        cardinal = cleric(state, 0, vil("tarnecourt"), RANK_CARDINAL)
        king = lord(state, 0 if own else 1, vil("corvignac"))
        crowned(state, 1, vil("escarbois"))
        phase6(state)
        while state.phase != Phase.CONSENT:  # both seats vote for the lord of seat 0 or 1
            if state.phase == Phase.CHURCH_ACTS:
                state.apply("end church acts")
                continue
            assert state.phase == Phase.BALLOT, state.phase
            state.apply(f"vote for {LORD_NAMES[state.lord_card[king]]}")
        assert state.current_player == state.lord_owner[cardinal]
        assert choose(state).text == ("consent to the crowning" if own else "refuse the crowning")


def test_church_acts_raise_its_own_lords_and_never_annul():
    state = market()
    cleric(state, 0, vil("tarnecourt"), RANK_POPE)
    sinner = lord(state, 0, vil("corvignac"))
    state.lord_excommunicated = replaced(state.lord_excommunicated, sinner, 1)
    husband, wife = lord(state, 0, vil("escarbois")), lord(state, 1, vil("escarbois"), female=True)
    state.lord_spouse = replaced(state.lord_spouse, husband, wife)
    state.lord_spouse = replaced(state.lord_spouse, wife, husband)
    phase6(state)
    assert state.phase == Phase.CHURCH_ACTS
    texts = {a.text for a in state.legal_actions()}
    assert any(text.startswith("annul") for text in texts)  # its own lord's marriage
    action = choose(state)
    assert action.text == f"absolve {LORD_NAMES[state.lord_card[sinner]]}"
    state.apply(action)
    while state.phase == Phase.CHURCH_ACTS and state.current_player == 0:
        action = choose(state)
        assert action.kind != "c_annul"
        state.apply(action)


def test_as_king_it_buys_royal_army_points():
    state = market()
    king = lord(state, 0, vil("corvignac"))
    fort(state, 0, vil("corvignac"))
    put(state, 0, vil("corvignac"), soldiers=2)
    state.king = king
    state.money[0] = 2000
    state._legal = None
    assert "buy royal army" in {a.text for a in state.legal_actions()}
    assert choose(state).text == "buy royal army"


def test_a_cardinals_hat_only_for_a_large_family_with_money_to_spare():
    state = market()
    bishop = cleric(state, 0, vil("corvignac"), RANK_BISHOP, see=1)
    lord(state, 0, vil("corvignac"))
    state.money[0] = 600  # the hat costs a bishop 300, but nothing would be left
    state._legal = None
    assert choose(state).kind != "c_hat"
    state.money[0] = 5000
    state._legal = None
    assert choose(state).kind != "c_hat", "two lords: a cardinal cannot marry or reign"
    lord(state, 0, vil("corvignac"))
    state._legal = None
    assert choose(state).text == f"buy hat for {LORD_NAMES[state.lord_card[bishop]]}"


def test_it_stands_its_priest_for_a_bishopric_and_the_king_vetoes_anothers():
    state = market()
    state.king = lord(state, 0, vil("tarnecourt"))
    priest = cleric(state, 1, vil("corvignac"), RANK_PRIEST)
    crowned(state, 1, vil("escarbois"))
    phase6(state)
    seen = []
    while state.phase in (Phase.NOMINATE, Phase.BALLOT):
        action = choose(state)
        seen.append((state.current_player, action.text))
        state.apply(action)
    assert (1, f"nominate {LORD_NAMES[state.lord_card[priest]]}") in seen
    assert (1, "vote yes") in seen
    assert state.phase == Phase.VETO and state.current_player == 0
    assert choose(state).text == "veto the election"
