"""Set-up for 3 and 4 players, both 3-player readings, the long-term variant, option checks."""

from __future__ import annotations

import pytest

from regnum.engine.errors import InvalidOptionError
from regnum.games.krieg_und_frieden.data import STONE_CROSS_KIND
from regnum.games.krieg_und_frieden.state import Phase, Step

from .helpers import GAME, new


@pytest.mark.parametrize("seed", range(5))
def test_four_players_cross_holder_is_adviser(seed):
    state = new(4, seed)
    assert [state.hand_size(p) for p in range(4)] == [8] * 4
    assert len(state.deck) == 68 - 32
    sizes = [state.agenda_hand_size(p) for p in range(4)]
    # the stone-cross holder tabled it: 3 cards left; the others hold 4
    assert sizes[state.adviser] == 3 and sorted(sizes) == [3, 4, 4, 4]
    assert state.agenda == STONE_CROSS_KIND
    # first year: the stone cross cannot be changed; straight to spring, the Adviser bids first
    assert state.phase == Phase.SPRING and state.step == Step.BID and state.actor == state.adviser
    assert state.farmsteads == [2] * 4 and state.workers == [0] * 4
    assert [state.stock(p) for p in range(4)] == [4] * 4


def test_three_players_deal_reading():
    state = new(3, 1, first_adviser="2")
    assert [state.agenda_hand_size(p) for p in range(3)] == [5, 5, 5]
    assert state.adviser == 1 and state.agenda == STONE_CROSS_KIND


def test_three_players_reveal_reading_is_seeded():
    advisers = {new(3, seed, setup3="reveal").adviser for seed in range(30)}
    assert advisers == {0, 1, 2}
    state = new(3, 4, setup3="reveal")
    assert [state.agenda_hand_size(p) for p in range(3)] == [5, 5, 5]


@pytest.mark.parametrize(("n", "each"), [(3, 4), (4, 3)])
def test_long_term_variant_removes_three_cards(n, each):
    state = new(n, 2, long_term="true")
    assert [state.agenda_hand_size(p) for p in range(n)] == [each] * n
    assert sum(state.agenda_out) == 3


def test_combined_switches_on_all_three():
    state = new(4, 0, combined="true")
    assert state.long_term and state.social and state.choose_income


@pytest.mark.parametrize(
    ("n", "options", "message"),
    [
        (4, {"setup3": "reveal"}, "3-player"),
        (4, {"first_adviser": "2"}, "stone cross"),
        (3, {"first_adviser": "4"}, "3 seats"),
        (3, {"setup3": "reveal", "first_adviser": "1"}, "reveal"),
        (3, {"variant": "x"}, "valid options"),
        (3, {"scoring": "fancy"}, "standard, dagger"),
        (5, {}, "3 or 4 players"),
    ],
)
def test_invalid_options_refused_with_reason(n, options, message):
    with pytest.raises(InvalidOptionError, match=message):
        GAME.new_game(n, 0, options)


def test_same_seed_same_game():
    assert new(4, 11).to_json() == new(4, 11).to_json()
    assert new(4, 11).to_json() != new(4, 12).to_json()
