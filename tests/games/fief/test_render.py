"""The Fief board drawn from a view: well-formed SVG, clickable only where an action is legal, a
rival's stack strength never drawn, the same drawing for the same view, and a text board."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from itertools import pairwise

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from regnum.engine.game import State
from regnum.engine.rng import Rng
from regnum.engine.tables import replaced
from regnum.games import get
from regnum.games.fief.data import LORD_NAMES, is_female
from regnum.games.fief.map import BISHOPRIC_OF, FIEF_OF
from regnum.games.fief.state import (
    RANK_BISHOP,
    RANK_CARDINAL,
    RANK_POPE,
    RANK_PRIEST,
    FiefState,
    LordStatus,
    Phase,
)

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


def child(state: FiefState, seat: int, v: int, father: int, mother: int, female: bool = False,
          bastard: int = 0) -> int:
    card = next(c for c in state.lord_deck if is_female(c) == female)
    state.lord_deck = tuple(c for c in state.lord_deck if c != card)
    return state.add_lord(card, seat, v, father, mother, bastard)


def rich_family() -> FiefState:
    """Four seats with a family worth drawing: p1's count married to p2's lady (she is queen, he
    is king) with a bishop son, a d'Arc daughter and a bastard; p1's priest; p3's Pope, an
    excommunicated cardinal and a lady held by p1; the royal army in Hautclaret."""
    from regnum.games.fief.turn import bury_dead
    from tests.games.fief.market import lord, market, vil

    state = market(4)
    bury_dead(state)  # the set-up lords market() killed
    here = vil("hautclaret")
    king = lord(state, 0, here)
    queen = lord(state, 1, here, female=True)
    state.lord_spouse = replaced(state.lord_spouse, king, queen)
    state.lord_spouse = replaced(state.lord_spouse, queen, king)
    bishop = child(state, 1, here, king, queen)
    darc = child(state, 1, vil("isarnville"), king, queen, female=True)
    child(state, 0, here, king, -1, bastard=1)
    priest = lord(state, 0, vil("jonquevaux"))
    pope = lord(state, 2, vil("orbessac"))
    cardinal = lord(state, 2, vil("orbessac"))
    captive = lord(state, 2, vil("pradelieu"), female=True)
    state.lord_status[captive] = LordStatus.PRISONER
    state.lord_captor = replaced(state.lord_captor, captive, 0)
    state.lord_rank = replaced(state.lord_rank, bishop, RANK_BISHOP)
    state.lord_rank = replaced(state.lord_rank, priest, RANK_PRIEST)
    state.lord_rank = replaced(state.lord_rank, pope, RANK_POPE)
    state.lord_rank = replaced(state.lord_rank, cardinal, RANK_CARDINAL)
    state.lord_excommunicated = replaced(state.lord_excommunicated, cardinal, 1)
    state.lord_darc = replaced(state.lord_darc, darc, 1)
    state.bishop = replaced(state.bishop, BISHOPRIC_OF[here], bishop)
    state.king, state.queen, state.dauphin = king, queen, bishop
    state.royal_army = replaced(state.royal_army, here, 6)
    state.crown = replaced(state.crown, FIEF_OF[vil("corvignac")], king)
    return state


def test_the_text_board_tells_each_family_and_the_court() -> None:
    state = rich_family()
    text = GAME.render_text(state.view(3))
    families = text[text.index("court: "):]
    king = LORD_NAMES[state.lord_card[state.king]].capitalize()
    assert f"court: King: {king} (p1); queen:" in families
    assert "royal army: 6" in families
    assert "Bishops: Hautclaret: " in families
    lines = families.splitlines()
    p2 = lines[lines.index("p2 family, 2 generation(s):") + 1:]
    # the queen, her husband after '&' (of p1), then their children a generation deeper
    assert p2[0].startswith("  ") and "queen" in p2[0]
    assert p2[1].startswith("  & ") and "p1" in p2[1] and "king" in p2[1]
    assert p2[2].startswith("    ") and "dauphin, bishop of Hautclaret" in p2[2]
    assert p2[3].startswith("    ") and "d'Arc" in p2[3]
    assert "bastard" not in p2[4]  # the king's bastard is his family's, not the queen's
    p1 = lines[lines.index("p1 family, 2 generation(s):") + 1:]
    assert p1[4].startswith("    ") and "bastard" in p1[4]
    assert "Pope" in families and "cardinal, excommunicated" in families
    assert "prisoner of p1" in families


def test_the_svg_draws_every_lord_once_in_its_own_familys_tree() -> None:
    state = rich_family()
    view = state.view(0)
    root = ET.fromstring(GAME.render_svg(view, ()) or "")
    blocks = [e for e in root.iter() if e.get("class") == "family"]
    assert [int(b.get("data-seat", "")) for b in blocks] == [0, 1, 2, 3]
    for block in blocks:
        seat = int(block.get("data-seat", ""))
        drawn = [int(e.get("data-lord", "")) for e in block.iter() if e.get("data-lord")]
        own = [lord for lord in range(len(state.lord_card)) if state.lord_owner[lord] == seat
               and state.lord_status[lord] != LordStatus.DEAD]
        assert sorted(d for d in drawn if state.lord_owner[d] == seat) == sorted(own)
    rings = [e for block in blocks for e in block.iter() if e.get("class") == "rings"]
    assert len(rings) == 2  # the couple, in the king's family and in the queen's
    army = [e for village in root.iter() if village.get("class") == "village"
            for e in village.iter() if e.get("class") == "royal-army"]
    assert [e.get("data-count") for e in army] == ["6"]
    text = " ".join("".join(e.itertext()) for e in root.iter("{http://www.w3.org/2000/svg}text"))
    for words in ("Court and church", "bishop of Hautclaret", "d'Arc", "bastard", "Pope",
                  "excommunicated", "queen", "dauphin", "royal army: 6"):
        assert words in text


@settings(max_examples=6, deadline=None)
@given(st.integers(min_value=2, max_value=6), st.integers(min_value=0, max_value=10_000))
def test_each_lord_stands_once_in_his_familys_tree(num_players: int, seed: int) -> None:
    """Over random games: a seat's tree names each of its lords exactly once, its spouse lines
    follow a lord of the tree, and a child stands one step deeper than the line it hangs from."""
    from regnum.games.fief import genealogy

    for state in positions(num_players, seed, steps=1200, every=150):
        view = state.view(None)
        for seat in range(num_players):
            lines = genealogy.family(view, seat)
            own = [line.lord["id"] for line in lines if line.lord["seat"] == seat]
            assert sorted(own) == [lord["id"] for lord in view["lords"] if lord["seat"] == seat]
            for above, line in pairwise(lines):
                if line.joined == "spouse":
                    assert line.depth == above.depth and above.lord["spouse"] == line.lord["id"]
                if line.joined == "child":
                    assert line.depth <= above.depth + 1



SVG_NS = "{http://www.w3.org/2000/svg}"


def drawn_talks(state: FiefState) -> set[tuple[str | None, str | None, str]]:
    """The lines under "Talks" of the panel: kind, the two seats, the words."""
    root = ET.fromstring(GAME.render_svg(state.view(None)) or "")
    return {(g.get("data-kind"), g.get("data-seats"), "".join(g.itertext()))
            for g in root.iter(f"{SVG_NS}g") if g.get("class") == "talk"}


def ally_marks(state: FiefState) -> set[tuple[str | None, str | None]]:
    """(the seat whose box it is in, the ally it stands for) of each ally's disc."""
    root = ET.fromstring(GAME.render_svg(state.view(None)) or "")
    return {(box.get("data-seat"), disc.get("data-seat"))
            for box in root.iter(f"{SVG_NS}g") if box.get("class") == "player"
            for disc in box.iter(f"{SVG_NS}circle") if disc.get("class") == "ally"}


def test_the_panel_draws_the_talks_truces_promises_the_proposal_and_alliances() -> None:
    state = GAME.new_game(4, 0)
    assert isinstance(state, FiefState)
    while state.phase != Phase.NEGOTIATE:
        state.apply(state.legal_actions()[0])
    a, b, c, d = state.pending  # the round order, the seat to speak first
    assert not drawn_talks(state)
    state.apply(f"propose truce with p{b + 1} for 2 turns")
    state.apply("accept the proposal")
    state.apply("end negotiations")
    state.apply(f"promise p{c + 1} 200 écus")
    state.apply("accept the proposal")
    state.apply("end negotiations")
    state.apply(f"propose alliance to p{d + 1}")
    # signed in phase 1 of turn 1, a truce of 2 turns covers turns 1 and 2
    assert drawn_talks(state) == {
        ("proposal", f"{c} {d}", f"p{c + 1} offers p{d + 1} an alliance"),
        ("truce", " ".join(map(str, sorted((a, b)))),
         f"p{min(a, b) + 1} and p{max(a, b) + 1}: truce to turn 2"),
        ("promise", f"{b} {c}", f"p{b + 1} owes p{c + 1} 200 écus by turn 2"),
    }
    assert not ally_marks(state)
    state.apply("accept the proposal")
    low, high = sorted((c, d))
    assert ("alliance", f"{low} {high}", f"p{low + 1} and p{high + 1} are allied") in (
        drawn_talks(state))
    assert ally_marks(state) == {(str(c), str(d)), (str(d), str(c))}


def test_the_panel_draws_no_english_log_lines_and_its_buttons_speak_the_pages_language() -> None:
    """The engine's own log lines are English sentences: the drawing leaves them to the page's
    narrated log, even with room in the panel. The panel's buttons say the actions' labels in the
    texts given (a page's), and the notation without them (the server's drawing)."""
    from xml.sax.saxutils import escape

    from regnum import translations
    from regnum.engine.events import in_words
    from regnum.games.fief.render import SEATS, render_svg

    state, rng = GAME.new_game(3, 0), random.Random(0)
    while True:  # on to a decision with buttons in the panel (the talks, at the latest)
        legal = state.legal_actions()
        view = state.view(state.current_player)
        english = render_svg(view, legal)
        buttons = [a for a in legal if f">{escape(a.text[:38])}</text>" in english]
        if buttons:
            break
        state.apply(rng.choice(legal))
    view["log"] = [f"event {i}" for i in range(3)]
    english = render_svg(view, legal)
    french_texts = translations.game_texts("fief", GAME.texts, "fr")
    french = render_svg(view, legal, french_texts)
    assert "event 0" not in english and "event 0" not in french
    for action in buttons:
        label = GAME.label(action)
        assert label is not None
        words = in_words(label.to_json(), french_texts, SEATS, "label")[:38]
        assert f">{escape(words)}</text>" in french, (action.text, words)
        assert f">{escape(action.text[:38])}</text>" not in french
