"""Hidden information: face-down stacks, private money, determinize keeps what a seat knows."""

from __future__ import annotations

from regnum.engine.rng import Rng
from regnum.games.fief.data import PIECE_ENGINE, PIECE_KNIGHT3, PIECE_KNIGHT6, PIECE_SOLDIER
from regnum.games.fief.state import V
from tests.games.fief.market import GAME, lord, market, put, vil

A, B, C = vil("corvignac"), vil("doumerac"), vil("isarnville")


def board():
    state = market(players=3)
    lord(state, 0, A)
    put(state, 0, A, soldiers=4, knights3=1)
    put(state, 0, B, soldiers=1, knights6=2)
    put(state, 0, C, knights3=2)
    put(state, 1, vil("aubrevaux"), soldiers=7)
    state.set_units(PIECE_ENGINE, 0 * V + A, 1)
    state.money[:] = [1234, 555, 77]
    return state


def stacks(view, v):
    return {s["seat"]: s for s in view["villages"][v]["stacks"]}


def test_others_see_that_a_stack_is_there_not_its_strength():
    state = board()
    mine, theirs, spectator = state.view(0), state.view(1), state.view(None)
    assert stacks(mine, A)[0] == {"seat": 0, "troops": True, "engines": 1, "points": 7,
                                  "soldiers": 4, "knights3": 1, "knights6": 0}
    for view in (theirs, spectator):
        assert stacks(view, A)[0] == {"seat": 0, "troops": True, "engines": 1}
        assert stacks(view, B)[0] == {"seat": 0, "troops": True, "engines": 0}
        assert view["villages"][A]["lords"][0]["seat"] == 0, "lords stand in the open"


def test_money_is_private():
    state = board()
    for viewer in (0, 1, 2, None):
        view = state.view(viewer)
        for entry in view["players"]:
            assert ("money" in entry) == (entry["seat"] == viewer)
            assert ("income" in entry) == (entry["seat"] == viewer)
    assert state.view(0)["players"][0]["money"] == 1234
    assert "1234" not in str(state.view(1)) and "555" not in str(state.view(0))


def test_determinize_redistributes_rival_stacks_keeping_totals_and_presence():
    state = board()
    rng = Rng(3)
    seen = set()
    for _ in range(30):
        sample = state.determinize(1, rng.spawn())
        assert sample.view(1) == state.view(1)
        for kind in (PIECE_SOLDIER, PIECE_KNIGHT3, PIECE_KNIGHT6):
            assert sample.units_of(kind, 0) == state.units_of(kind, 0)
            assert sample.units_table(kind)[V:] == state.units_table(kind)[V:], "own stacks kept"
        for v in range(V):
            assert (sample.troops(0, v) > 0) == (state.troops(0, v) > 0)
        seen.add(tuple(sample.units_table(PIECE_SOLDIER)[:V]))
        assert sample.money == state.money
    assert len(seen) > 1, "the hidden stacks are really resampled"


def test_the_board_draws_from_a_view():
    state = board()
    text = GAME.render_text(state.view(1))
    assert "Corvignac" in text
    svg = GAME.render_svg(state.view(0), state.legal_actions())
    assert svg is not None and svg.startswith("<svg")


def test_determinize_keeps_both_sides_of_a_battle_being_fought():
    from regnum.games.fief.orders import ATTACKER, BATTLE_AT, DEFENDER, STAGE
    from regnum.games.fief.state import Phase

    found = 0
    for seed in range(30):
        state = GAME.new_game(4, seed)
        rng = Rng(seed)
        while not state.is_over and state.turn < 12:
            m = state.military
            if state.phase == Phase.MILITARY and m and m[STAGE]:
                v, sides = m[BATTLE_AT], (m[ATTACKER], m[DEFENDER])
                viewer = next(q for q in range(4) if q not in sides)
                sample = state.determinize(viewer, rng.spawn())
                for q in sides:
                    i = q * V + v
                    for kind in (PIECE_SOLDIER, PIECE_KNIGHT3, PIECE_KNIGHT6):
                        assert sample.units_at(kind, i) == state.units_at(kind, i)
                assert sample.view(viewer) == state.view(viewer)
                found += 1
            state.apply(rng.choice(list(state.legal_actions())))
        if found >= 20:
            break
    assert found >= 20


def test_others_see_that_troops_join_a_group_not_which():
    state = board()
    take = GAME.parse_action("take knight3")
    assert state.describe_action(take, 0, 0) == "take knight3"
    assert state.describe_action(take, 0, 1) == "take troops"
    buy = GAME.parse_action("buy mill at corvignac")
    assert state.describe_action(buy, 0, 1) == "buy mill at corvignac", "purchases are public"


def test_a_villages_controller_in_the_view_is_the_rules_controller():
    """The view computes every village's holder in one pass (`control.holders`); it must name the
    seat `control.controller` names, through a seeded game's armies, crowns and battles."""
    from regnum.games.fief.control import controller

    state = GAME.new_game(4, 7)
    rng = Rng(7)
    checked = 0
    while not state.is_over and len(state.history) < 1500:
        if len(state.history) % 25 == 0:
            view = state.view(0)
            assert [village["controller"] for village in view["villages"]] == [
                controller(state, v) for v in range(V)]
            checked += 1
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))])
    assert checked >= 20
