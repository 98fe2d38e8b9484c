"""Property tests over random games (hypothesis picks seeds, player counts and variants)."""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from regnum.engine.record import GameRecord
from regnum.engine.rng import Rng
from regnum.games.krieg_und_frieden.data import AGENDA_DECK, NUM_AGENDA_KINDS

from .helpers import GAME

CONFIGS = st.sampled_from(
    [
        (3, {}),
        (4, {}),
        (3, {"setup3": "reveal"}),
        (4, {"long_term": "true"}),
        (3, {"combined": "true"}),
        (4, {"social": "true", "scoring": "dagger"}),
    ]
)


def agenda_total(state) -> list[int]:
    totals = list(state.agenda_out)
    for i, c in enumerate(state.agenda_hands):
        totals[i % NUM_AGENDA_KINDS] += c
    if state.agenda >= 0:
        totals[state.agenda] += 1
    return totals


def hidden_cards_of_others(state, viewer: int) -> list[list[int]]:
    n = state.num_players
    return [state.hands[q * 4 : q * 4 + 4] for q in range(n) if q != viewer]


def check_invariants(state) -> None:
    """Every card, hut and privilege accounted for, estates within their sites."""
    # the 68 resource cards: deck, discard, hands, plunder, bids (and a shield in a duel)
    assert state.resource_total() == [17] * 4
    assert agenda_total(state) == list(AGENDA_DECK)
    for p in range(state.num_players):
        assert state.huts(p) + state.stock(p) == 6 and state.stock(p) >= 0
        assert state.workers[p] <= state.farmsteads[p] or state.huts(p) == 0
        assert state.workers[p] <= 3 and state.farmsteads[p] <= 6
    assert all(state.supply(r) >= 0 for r in range(4))


@settings(max_examples=25, deadline=None)
@given(config=CONFIGS, seed=st.integers(0, 2**32), choices=st.integers(0, 2**32))
def test_invariants_hold_through_random_games(config, seed, choices):
    n, options = config
    state = GAME.new_game(n, seed, options)
    rng = Rng(choices)
    seals = list(state.seals)
    while not state.is_over:
        state.apply(rng.choice(list(state.legal_actions())))
        check_invariants(state)
        assert all(now >= before for now, before in zip(state.seals, seals, strict=True))
        seals = list(state.seals)  # seals never decrease
    assert state.winners


@settings(max_examples=10, deadline=None)
@given(config=CONFIGS, seed=st.integers(0, 2**32), choices=st.integers(0, 2**32))
def test_replay_identity_and_json_round_trip(config, seed, choices):
    n, options = config
    state = GAME.new_game(n, seed, options)
    rng = Rng(choices)
    steps = 0
    while not state.is_over and steps < 400:
        state.apply(rng.choice(list(state.legal_actions())))
        steps += 1
        if steps % 37 == 0:
            restored = GAME.from_json(json.loads(json.dumps(state.to_json())))
            assert restored.to_json() == state.to_json()
    record = GameRecord.from_json(json.loads(json.dumps(GameRecord.from_state(state).to_json())))
    assert record.final_state().to_json() == state.to_json()


@settings(max_examples=10, deadline=None)
@given(config=CONFIGS, seed=st.integers(0, 2**32), choices=st.integers(0, 2**32))
def test_no_view_contains_another_player_s_hidden_cards(config, seed, choices):
    """Resampling everything hidden from a viewer never changes that viewer's view, and the view
    carries no 'hand' of another seat."""
    n, options = config
    state = GAME.new_game(n, seed, options)
    rng = Rng(choices)
    steps = 0
    while not state.is_over and steps < 300:
        state.apply(rng.choice(list(state.legal_actions())))
        steps += 1
        if steps % 11:
            continue
        for viewer in range(n):
            view = state.view(viewer)
            assert set(view["you"]["known"]) <= {f"p{q + 1}" for q in range(n) if q != viewer}
            assert all("hand" not in seat for seat in view["players"])
            sample = state.determinize(viewer, rng.spawn())
            assert sample.view(viewer) == view
