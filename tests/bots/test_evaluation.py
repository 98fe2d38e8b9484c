"""Per-game evaluations of cut rollouts: win-share estimates that sum to 1 and read the position."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from regnum.bots import make
from regnum.bots.evaluation import krieg_und_frieden as kuf_eval
from regnum.bots.ismcts import IsmctsBot, evaluate, win_shares
from regnum.engine.rng import Rng
from regnum.games import get
from regnum.games.krieg_und_frieden import KufState


def _kuf_after(seed: int, decisions: int) -> KufState:
    state = get("kuf").new_game(4, seed)
    rng = Rng(seed)
    while len(state.history) < decisions and not state.is_over:
        state.apply(rng.choice(list(state.legal_actions())))
    assert isinstance(state, KufState)
    return state


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10_000), decisions=st.integers(0, 600))
def test_kuf_evaluation_is_a_distribution_and_exact_at_the_end(seed: int, decisions: int) -> None:
    state = _kuf_after(seed, decisions)
    shares = kuf_eval.evaluate(state)
    assert len(shares) == 4
    assert sum(shares) == pytest.approx(1.0)
    assert all(0.0 < s < 1.0 for s in shares) or state.is_over
    if state.is_over:
        assert shares == win_shares(state)


def test_kuf_evaluation_is_symmetric_in_the_seats() -> None:
    """Equal holdings, equal shares, whatever the seats (no seat is favoured by its number)."""
    state = get("kuf").new_game(4, 1)
    assert isinstance(state, KufState)
    state.hands = [2, 2, 2, 2] * 4
    state.plunder = [0] * 16
    state.agenda_hands = [1] * 32
    state.seals, state.workers, state.farmsteads = [3] * 4, [1] * 4, [2] * 4
    state.privileges = [1, 0, 0, 0] * 4
    state.adviser = 5  # no seat is Adviser
    assert kuf_eval.evaluate(state) == pytest.approx([0.25] * 4)


def test_kuf_evaluation_counts_what_seals_do_not_show() -> None:
    """Seals alone tie the seats; the evaluation prefers the seat with more cards early in the game
    and, late in the game, the seat with one seal more over one with two cards more."""
    early = _kuf_after(3, 0)
    early.seals = [0, 0, 0, 0]
    early.hands[0:4] = [3, 3, 3, 3]  # seat 1: 12 cards, the others 8
    shares = kuf_eval.evaluate(early)
    assert shares[0] == max(shares) and shares[0] > 0.3
    assert evaluate(early) == pytest.approx([0.25] * 4)  # the scores-based one sees nothing

    late = _kuf_after(3, 0)
    late.agenda_hands = [0] * 32
    late.agenda_hands[3 * 8] = 1  # the last agenda card, in the hand of seat 4
    late.sections = 5
    late.seals = [9, 8, 0, 0]
    late.hands[0:4], late.hands[4:8] = [1, 1, 1, 1], [1, 1, 2, 2]
    shares = kuf_eval.evaluate(late)
    assert shares[0] > shares[1] > shares[2]


def test_search_bots_use_the_game_s_evaluation_where_it_has_one() -> None:
    for level in ("easy", "normal", "hard", "ismcts:iters=3"):
        kuf_bot = make(level, get("kuf"), 1)
        kus_bot = make(level, get("kus"), 1)
        assert isinstance(kuf_bot, IsmctsBot) and isinstance(kus_bot, IsmctsBot)
        assert kuf_bot.evaluation is kuf_eval.evaluate
        assert kus_bot.evaluation is evaluate
