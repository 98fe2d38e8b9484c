"""The SVG board: well-formed, every space drawn, clickable exactly where a space action is legal,
and a function of the view alone."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from regnum.bots import Observation, make
from regnum.engine.rng import Rng
from regnum.games.krone_und_schwert.data import CARD_NAMES
from regnum.games.krone_und_schwert.spaces import replaced_byte
from regnum.games.krone_und_schwert.state import KusState
from regnum.games.krone_und_schwert.svg import SPACE_KINDS

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


def panel_texts(svg: str) -> list[str]:
    return [e.text or "" for e in ET.fromstring(svg).iter("{http://www.w3.org/2000/svg}text")]


def test_the_panel_shows_the_king_and_each_seat_only_what_it_may_see():
    state = new(4, 2)
    bots = [make("heuristic", GAME, p) for p in range(4)]
    while state.king < 0 or not any(state.hands):
        player = state.current_player
        assert player is not None
        state.apply(bots[player].choose(Observation.of(state)))
    state.vp = [3, 4, 5, 6]
    for viewer in range(4):
        texts = panel_texts(render(state, viewer))
        assert f"p{viewer + 1} (you)" in " ".join(texts)
        assert f"{state.vp[viewer]} VP · " in " ".join(texts), "its own VP"
        others = [q for q in range(4) if q != viewer]
        assert not any(f"{state.vp[q]} VP · " in t for q in others for t in texts)
        hand = [CARD_NAMES[c] for c in range(len(CARD_NAMES))
                if state.hands[viewer * len(CARD_NAMES) + c]]
        shown = [t for t in texts if t.strip().endswith(tuple(f"×{k}" for k in range(1, 20)))]
        assert sorted(t.split("(")[1].split(")")[0] for t in shown) == sorted(hand)
    spectator = panel_texts(render(state, None))
    assert "Your hand" not in spectator and "king" in spectator
    assert all("(you)" not in t for t in spectator)


def test_buildings_are_drawn_on_their_spaces():
    state = new(3, 2)
    state.owner = replaced_byte(state.owner, 5, 0)
    state.building = replaced_byte(state.building, 5, 1)
    root = ET.fromstring(GAME.render_svg(state.view(0), ()) or "")
    space = next(e for e in root.iter() if e.get("data-space") == "5")
    assert len([e for e in space.iter("{http://www.w3.org/2000/svg}polygon")]) == 2, (
        "the space and a castle tower")
