"""Set-up [C]: first player by dice, fiefs chosen in turn (drawn at six), castle, army, lord."""

from __future__ import annotations

import pytest

from regnum.games.fief.data import PIECE_KNIGHT3, PIECE_SOLDIER, START_MONEY
from regnum.games.fief.map import FIEF_NAMES, FIEFS, FiefKind
from regnum.games.fief.state import Phase, V
from tests.games.fief.market import GAME, refused, settle, texts


def test_first_player_is_drawn():
    firsts = {GAME.new_game(4, seed).first for seed in range(40)}
    assert firsts == {0, 1, 2, 3}


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_fiefs_are_chosen_in_turn_from_the_first_player(players):
    state = GAME.new_game(players, 3)
    order = [(state.first + k) % players for k in range(players)]
    for k, p in enumerate(order):
        assert state.phase == Phase.SETUP_FIEF and state.actor == p
        assert len(texts(state)) == len(FIEFS) - k
        fief = next(f for f in range(len(FIEFS)) if f not in state.home)
        state.apply(f"choose fief {FIEF_NAMES[fief]}")
        assert state.phase == Phase.SETUP_CASTLE
        assert len(texts(state)) == len(FIEFS[fief].villages)
        v = FIEFS[fief].villages[-1]
        state.apply(state.legal_actions()[-1])
        assert state.castle[v] == 1
        assert (state.units_at(PIECE_SOLDIER, p * V + v), state.units_at(PIECE_KNIGHT3, p * V + v)) == (5, 1)
        state.apply("choose lady" if k % 2 else "choose lord")
        (lord,) = state.living_lords(p)
        assert state.lord_village[lord] == v and state.is_female(lord) == bool(k % 2)
    # phase 1: the talks, then a lady may bear a child (a bastard, unmarried as she is) before
    # the income
    assert state.turn == 1 and state.phase == Phase.NEGOTIATE and state.actor == order[0]
    for _ in order:
        state.apply("end negotiations")
    assert state.phase == Phase.BIRTHS
    assert texts(state)[-1] == "end births"
    settle(state)
    assert state.phase == Phase.PURCHASE
    assert state.money == [START_MONEY + 100] * players


def test_refusals_name_the_rule():
    state = GAME.new_game(2, 1)
    state.apply("choose fief valombre")
    assert "lies in" in refused(state, "castle at corvignac")
    state.apply("castle at aubrevaux")
    state.apply("choose lord")
    assert "already taken" in refused(state, "choose fief valombre")


def test_six_players_draw_duchies_and_counties():
    for seed in range(5):
        state = GAME.new_game(6, seed)
        assert state.phase == Phase.SETUP_LORD
        assert sorted(state.home) == [f for f, fief in enumerate(FIEFS)
                                      if fief.kind != FiefKind.BARONY]
        assert sum(state.castle) == 6
        for p in range(6):
            assert any(state.castle[v] and state.troops(p, v) == 6
                       for v in FIEFS[state.home[p]].villages)


def test_without_female_lords_everyone_gets_a_lord():
    state = GAME.new_game(6, 2, {"female-lords": "no"})
    assert state.turn == 1
    assert all(not state.is_female(lord) for lord in range(len(state.lord_card)))
    state = GAME.new_game(2, 2, {"female-lords": "no"})
    state.apply("choose fief lusigne")
    state.apply("castle at escarbois")
    assert state.phase == Phase.SETUP_FIEF and state.actor != state.first
