"""The Fief board drawn from a view: well-formed SVG, clickable only where an action is legal, a
rival's stack strength never drawn, the same drawing for the same view, and a text board."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Iterator

import pytest

from regnum.engine.game import State
from regnum.engine.rng import Rng
from regnum.games import get

GAME = get("fief")


def positions(num_players: int, seed: int, steps: int = 400, every: int = 40) -> Iterator[State]:
    """States of a seeded random game, one every `every` decisions."""
    state = GAME.new_game(num_players, seed)
    rng = Rng(seed)
    for step in range(steps):
        if state.is_over:
            break
        if step % every == 0:
            yield state.clone()
        state.apply(rng.choice(list(state.legal_actions())))
    yield state


@pytest.mark.parametrize(("num_players", "seed"), [(2, 1), (4, 2), (6, 3)])
def test_svg_is_well_formed_and_clickable_exactly_on_legal_actions(
    num_players: int, seed: int
) -> None:
    for state in positions(num_players, seed):
        actor = state.current_player
        for viewer in [*range(num_players), None]:
            legal = state.legal_actions() if viewer is not None and viewer == actor else ()
            svg = GAME.render_svg(state.view(viewer), legal)
            assert svg is not None
            root = ET.fromstring(svg)
            marked = {int(e.get("data-action", "")) for e in root.iter() if e.get("data-action")}
            assert marked <= {a.id for a in legal}, "a clickable element for an illegal action"
            if viewer is None or viewer != actor:
                assert not marked
            assert GAME.render_svg(state.view(viewer), legal) == svg
            assert GAME.render_text(state.view(viewer))


def test_a_rivals_stack_strength_is_never_drawn() -> None:
    own_strength_drawn = False
    for state in positions(4, 5, steps=600, every=25):
        for viewer in range(4):
            view = state.view(viewer)
            root = ET.fromstring(GAME.render_svg(view, ()) or "")
            # the viewer's own stacks carry their strength...
            own_strength_drawn |= any(e.get("data-points") is not None for e in root.iter())
            # ...and resampling what the viewer cannot see (rivals' stacks) changes nothing drawn
            other = state.determinize(viewer, Rng(viewer + 100))
            assert GAME.render_svg(other.view(viewer), ()) == GAME.render_svg(view, ())
    assert own_strength_drawn


def test_an_empty_castle_is_drawn_as_its_owners() -> None:
    from tests.games.fief.market import fort, market, vil

    state = market()
    fort(state, 1, vil("doumerac"))
    view = state.view(0)
    root = ET.fromstring(GAME.render_svg(view, ()) or "")
    owners = [e.get("data-owner") for e in root.iter() if e.get("class") == "castle"]
    assert owners.count("1") == 1 and set(owners) <= {"1", "-1"}  # -1: the legend's castle
    assert "castle of p2" in GAME.render_text(view)
