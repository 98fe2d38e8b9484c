"""Properties of random games: money never negative, pieces within the supplies, at most three
fixed pieces per village, every state consistent for the codec and surviving a JSON round trip."""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from regnum.engine.rng import Rng
from regnum.games.fief import family
from regnum.games.fief.cards import take_problem
from regnum.games.fief.church import hat_problem
from regnum.games.fief.codec import problem
from regnum.games.fief.data import MAX_FIXED, MAX_MALE_LORDS, Piece
from regnum.games.fief.map import NUM_VILLAGES
from regnum.games.fief.purchase import buy_problem, crown_problem, recruit_problem
from regnum.games.fief.revolt import appease_problem
from regnum.games.fief.revolt import buy_problem as peasant_problem
from regnum.games.fief.royalty import army_problem
from regnum.games.fief.state import DEAD, RANK_LAY, Phase
from tests.games.fief.market import GAME

CHECKS = {
    "buy": lambda state, p, piece, v: buy_problem(state, p, Piece(piece), v),
    "recruit_lord": recruit_problem,
    "crown": crown_problem,
    "appease": appease_problem,
    "c_hat": hat_problem,
    "c_army": army_problem,
    "take_card": lambda state, p, big: take_problem(state, p, bool(big)),
    "buy_peasant": peasant_problem,
}


def check_invariants(state) -> None:
    """Money and fixed pieces, the family's limits (one living spouse at most, a mixed couple, no
    bastard crowned, four men a family, the cards and tokens of the box); the codec's consistency
    check (`problem`, which from_json runs too: supplies, mutual marriages, no bastard wearing a
    crown) is asserted by the callers that do not round-trip the state."""
    assert min(state.money) >= 0
    assert all(state.fixed_pieces(v) <= MAX_FIXED for v in range(NUM_VILLAGES))
    living = [lord for lord in range(len(state.lord_card)) if state.lord_status[lord] != DEAD]
    for lord in living:
        spouse = state.lord_spouse[lord]
        if spouse >= 0:
            assert state.lord_status[spouse] != DEAD, "a marriage ends with a death"
            assert state.is_female(lord) != state.is_female(spouse), "mixed couples only"
            assert not state.lord_bastard[lord] and state.lord_rank[lord] == RANK_LAY
    assert not any(wearer >= 0 and state.lord_bastard[wearer] for wearer in state.crown)
    for p in range(state.num_players):
        assert family.males(state, p) <= MAX_MALE_LORDS
    assert family.marriage_cards_left(state) >= 0
    assert family.priests(state) <= family.PRIEST_CARDS
    assert family.bastards_left(state) >= 0
    assert sum(1 for lord in living if state.lord_darc[lord]) <= 1, "one d'Arc card"
    if not state.is_over:  # OpenSpiel (and replays by id) want them in id order
        ids = [action.id for action in state.legal_actions()]
        assert ids == sorted(ids), "legal actions in id order"


@settings(max_examples=12, deadline=None)
@given(players=st.integers(2, 6), seed=st.integers(0, 2**32), steps=st.integers(50, 700))
def test_random_games_keep_the_invariants(players, seed, steps):
    state = GAME.new_game(players, seed)
    rng = Rng(seed)
    for _ in range(steps):
        if state.is_over:
            break
        state.apply(rng.choice(list(state.legal_actions())))
        check_invariants(state)
        assert problem(state) is None
    restored = GAME.from_json(json.loads(json.dumps(state.to_json())))
    assert restored == state and restored.legal_actions() == state.legal_actions()


@settings(max_examples=8, deadline=None)
@given(players=st.integers(2, 6), seed=st.integers(0, 2**32))
def test_legal_purchases_are_exactly_those_explain_accepts(players, seed):
    """The fast legal-action pass and the per-action checks behind refusals agree."""
    state = GAME.new_game(players, seed)
    rng = Rng(seed)
    checked = 0
    while not state.is_over and checked < 40:
        if state.phase == Phase.PURCHASE:
            p = state.actor
            legal = {a.id for a in state.legal_actions()}
            for action in GAME.actions:
                if action.kind in CHECKS:
                    ok = CHECKS[action.kind](state, p, *action.args) is None
                    assert ok == (action.id in legal), (action.text, state.explain_illegal(action))
            checked += 1
        state.apply(rng.choice(list(state.legal_actions())))
    assert checked == 40 or state.is_over
