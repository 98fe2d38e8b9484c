"""The SVG board: well-formed, every space drawn, clickable exactly where a space action is legal,
and a function of the view alone."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from regnum.engine.rng import Rng
from regnum.games.krone_und_schwert.render import SPACE_KINDS
from regnum.games.krone_und_schwert.state import KusState

from .helpers import GAME, new

PLACED = {*SPACE_KINDS, "build_large"}


def render(state: KusState, viewer: int | None) -> str:
    acts = state.legal_actions() if viewer is not None and viewer == state.current_player else ()
    svg = GAME.render_svg(state.view(viewer), acts)
    assert svg is not None
    return svg


def marked(root: ET.Element) -> list[ET.Element]:
    return [e for e in root.iter() if e.get("data-action") is not None]


@pytest.mark.parametrize(("n", "seed"), [(2, 1), (3, 2), (4, 3), (5, 4)])
def test_spaces_carry_their_legal_actions_and_nothing_else(n, seed):
    state = new(n, seed)
    rng = Rng(seed)
    seen: set[str] = set()
    while not state.is_over:
        actor = state.current_player
        root = ET.fromstring(render(state, actor))
        assert root.tag == "{http://www.w3.org/2000/svg}svg" and root.get("viewBox")
        spaces = [e for e in root.iter() if "space" in e.get("class", "").split()]
        assert sorted(int(e.get("data-space", "")) for e in spaces) == list(range(state.board.size))
        legal = {a.id: a for a in state.legal_actions()}
        drawn = set()
        for element in marked(root):
            assert "act" in element.get("class", "").split()
            drawn.add(int(element.get("data-action", "")))
        assert drawn <= set(legal)
        placed = {a.id for a in legal.values() if a.kind in PLACED}
        assert placed <= drawn, [legal[i].text for i in placed - drawn]
        seen |= {legal[i].kind for i in placed}
        # other seats and spectators see the same board without controls
        other = None if actor is None else (actor + 1) % n
        assert not marked(ET.fromstring(render(state, other)))
        state.apply(rng.choice(list(state.legal_actions())))
    assert {"place", "occupy", "attack"} <= seen


def test_several_actions_on_one_space_become_badges():
    state = new(3, 2)
    space = 5
    actions = [
        GAME.parse_action(f"build city {space}"),
        GAME.parse_action(f"build cathedral {space}"),
        GAME.parse_action(f"build large city {space} ne"),
        GAME.parse_action(f"occupy {space + 1}"),
    ]
    root = ET.fromstring(GAME.render_svg(state.view(0), actions) or "")
    by_space = {e.get("data-space"): e for e in root.iter() if e.get("data-space")}
    assert by_space[str(space)].get("data-action") is None
    assert by_space[str(space + 1)].get("data-action") == str(actions[3].id)
    badges = [e for e in root.iter() if "badge" in e.get("class", "").split()]
    assert sorted(int(e.get("data-action", "")) for e in badges) == sorted(
        a.id for a in actions[:3]
    )
    labels = {e.findtext("{*}text") for e in badges}
    assert labels == {"city", "cathedral", "large city"}


def test_drawing_depends_only_on_the_view():
    state = new(4, 6)
    rng = Rng(2)
    for step in range(150):
        if state.is_over:
            break
        if step % 10 == 0:
            for viewer in range(4):
                other = state.determinize(viewer, Rng(step))
                assert render(other, viewer) == render(state, viewer)
        state.apply(rng.choice(list(state.legal_actions())))
