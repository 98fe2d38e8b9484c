"""The SVG board: well-formed, every part of the view drawn, clickable exactly where an action is
legal, nothing drawn that the view hides, and the same drawing for the same view."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from regnum.engine.rng import Rng
from regnum.games.krieg_und_frieden.state import KufState

from .helpers import GAME, KNIGHT, Agenda, Symbol, new, play, set_hand, to_spring, to_summer

CONFIGS = [
    (3, {}),
    (4, {}),
    (3, {"setup3": "reveal"}),
    (4, {"long_term": "true", "first_adviser": "2"}),
    (3, {"combined": "true"}),
    (4, {"social": "true", "scoring": "dagger"}),
    (3, {"choose_income": "true"}),
]
# Actions with no place on the board: the page shows them as buttons.
UNPLACED = {"pass", "end", "yield", "decline"}


def render(state: KufState, viewer: int | None) -> str:
    acts = state.legal_actions() if viewer is not None and viewer == state.current_player else ()
    svg = GAME.render_svg(state.view(viewer), acts)
    assert svg is not None
    return svg


def classes(element: ET.Element) -> list[str]:
    return element.get("class", "").split()


def find_id(root: ET.Element, ident: str) -> ET.Element:
    found = [e for e in root.iter() if e.get("id") == ident]
    assert len(found) == 1, f"expected one element #{ident}, found {len(found)}"
    return found[0]


def with_class(root: ET.Element, cls: str) -> list[ET.Element]:
    return [e for e in root.iter() if cls in classes(e)]


def only(root: ET.Element, *names: str) -> ET.Element:
    """The one element carrying all these classes."""
    (found,) = [e for e in root.iter() if set(names) <= set(classes(e))]
    return found


def all_text(element: ET.Element) -> str:
    return " ".join(t.strip() for t in element.itertext() if t.strip())


def check_drawing(state: KufState, viewer: int | None) -> ET.Element:
    """Every part of the view is drawn and agrees with it, no text under 14 units (11 px in the
    table page at 1280 x 800) and none scaled down; returns the parsed document."""
    view = state.view(viewer)
    svg = render(state, viewer)
    root = ET.fromstring(svg)
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    assert root.get("viewBox") == "0 0 1000 780"
    assert min(float(s) for s in re.findall(r'font-size="([0-9.]+)"', svg)) >= 14
    n = state.num_players
    assert len(with_class(root, "unused")) == 4 - n
    for seat in view["players"]:
        name = seat["seat"]
        estate = find_id(root, f"estate-{name}")
        assert find_id(estate, f"seals-{name}").get("data-seals") == str(seat["seals"])
        sites = find_id(estate, f"sites-{name}")
        farms = [e for e in with_class(sites, "farmstead")]
        workers = [e for e in with_class(sites, "worker")]
        assert (len(farms), len(workers)) == (6, 3)
        assert sum("built" in classes(e) for e in farms) == seat["farmsteads"]
        assert sum("built" in classes(e) for e in workers) == seat["workers"]
        (stock,) = with_class(sites, "stock")
        assert len(stock.findall("{*}polygon")) == seat["stock"]
        privileges = find_id(estate, f"privileges-{name}")
        assert len(with_class(privileges, "privilege")) == sum(seat["privileges"].values())
        (backs,) = with_class(estate, "hand-backs")
        assert f"{seat['hand_size']} card" in all_text(backs)
        (agenda_backs,) = with_class(estate, "agenda-backs")
        assert f"{seat['agenda_hand_size']} agenda" in all_text(agenda_backs)
        if seat["plunder_size"]:
            assert f"{seat['plunder_size']} plunder" in all_text(estate)
        bid = find_id(estate, f"bid-{name}")
        assert len(with_class(bid, "layer")) == len(seat["bid_layers"])
        assert bid[-1].get("transform", "").endswith(" scale(1)")  # its numbers kept at 14
        if seat["bid_layers"]:
            assert f"Bid {seat['bid_total']}" in all_text(bid)
    cathedral = find_id(root, "cathedral")
    built = len(view["cathedral"]["built"])
    assert cathedral.get("data-built") == str(built)
    for i, builder in enumerate(view["cathedral"]["builders"]):
        section = find_id(cathedral, f"section-{i}")
        assert "built" in classes(section) and section.get("data-builder") == builder
    assert not with_class(cathedral, "next") or built < 6
    tabled = with_class(root, "tabled")
    assert [e.get("data-kind") for e in tabled] == ([view["agenda"]] if view["agenda"] else [])
    out = with_class(find_id(root, "agenda-out"), "agenda-out")
    assert len(out) == sum(view["agenda_out"].values())
    supply = find_id(root, "privilege-supply")
    for r, count in view["privilege_supply"].items():
        (token,) = [e for e in with_class(supply, "privilege") if r in classes(e)]
        assert str(count) in all_text(token)
    assert f"deck {view['deck_size']}" in all_text(find_id(root, "deck"))
    assert all_text(find_id(root, "discard")).split()[1:] == [
        str(c) for c in view["discard"].values()
    ]
    hand = find_id(root, "hand")
    you = view.get("you")
    if you is None:
        assert "Spectating" in all_text(hand)
        assert not with_class(root, "card") and not with_class(root, "agenda-hand")
    else:
        drawn = {classes(e)[1]: int(e.get("data-count", -1)) for e in with_class(hand, "card")}
        assert drawn == you["hand"]
        plunder = {classes(e)[1]: int(e.get("data-count", -1)) for e in with_class(hand, "plunder")}
        assert plunder == {r: c for r, c in you["plunder"].items() if c}
        agenda = {
            with_class(e, "agenda-card")[0].get("data-kind"): int(e.get("data-count", -1))
            for e in with_class(hand, "agenda-hand")
        }
        assert agenda == you["agenda_hand"]
    status = all_text(find_id(root, "turn"))
    if view["current_player"] is None:
        assert "Game over" in status and all(w in status for w in view["winners"])
    elif view["current_player"] == view["viewer"]:
        assert status.startswith("Your turn")
    else:
        assert view["current_player"] in status
    return root


def check_actions(state: KufState, root: ET.Element, seen: set[str]) -> None:
    """Clickable elements stand for legal actions only, and each placed legal action is there."""
    legal = {a.id: a for a in state.legal_actions()}
    marked = [e for e in root.iter() if e.get("data-action") is not None]
    for element in marked:
        assert "act" in classes(element)
        assert int(element.get("data-action", "")) in legal
    assert all(e.get("data-action") is not None for e in with_class(root, "act"))
    drawn = {int(e.get("data-action", "")) for e in marked}
    for action in legal.values():
        if action.kind not in UNPLACED:
            assert action.id in drawn, f"{action.text} has no place on the board"
            seen.add(action.kind)


@pytest.mark.parametrize(("n", "options"), CONFIGS)
def test_every_part_of_the_view_is_drawn_and_every_placed_action_is_clickable(n, options):
    seen: set[str] = set()
    state = GAME.new_game(n, 1, options)
    rng = Rng(8)
    step = 0
    while not state.is_over:
        actor = state.current_player
        root = check_drawing(state, actor)
        check_actions(state, root, seen)
        if step % 23 == 0:  # the others and a spectator now and then
            for viewer in [*range(n), None]:
                if viewer != actor:
                    other = check_drawing(state, viewer)
                    assert not [e for e in other.iter() if e.get("data-action")]
        state.apply(rng.choice(list(state.legal_actions())))
        step += 1
    for viewer in [*range(n), None]:
        check_drawing(state, viewer)
    if options.get("combined") or options.get("choose_income"):
        assert "income" in seen
    # random play reaches the actions of every season, so the checks above are not vacuous
    assert {"play", "add", "bid", "privilege", "build", "assign", "attack", "discard"} <= seen


def test_variants_are_named_on_the_board():
    root = ET.fromstring(render(new(3, 1, combined="true", scoring="dagger"), 0))
    assert all_text(find_id(root, "variants")) == "Variants: combined, Dagger scoring"
    root = ET.fromstring(render(new(4, 1, long_term="true", first_adviser="1"), 0))
    assert all_text(find_id(root, "variants")) == "Variants: long-term"
    assert "seals" in all_text(find_id(root, "cathedral"))
    root = ET.fromstring(render(new(4, 1), 0))
    assert not [e for e in root.iter() if e.get("id") == "variants"]


def test_dagger_scoring_shows_its_section_points():
    standard = all_text(find_id(ET.fromstring(render(new(4, 2), 0)), "cathedral"))
    dagger = all_text(find_id(ET.fromstring(render(new(4, 2, scoring="dagger"), 0)), "cathedral"))
    assert "nave 1 seal" in standard and "roof 3 seals" in standard
    assert "nave 2 seals" in dagger and "roof 4 seals" in dagger


def test_bidding_cards_in_hand_and_the_raise_are_clickable():
    state = new(4, 0)
    to_spring(state, Agenda.WAR, Symbol.PRIVILEGE, adviser=1)
    set_hand(state, 1, knight=2, wealth=1)
    root = ET.fromstring(render(state, 1))
    hand = find_id(root, "hand")
    add = {a.text: a.id for a in state.legal_actions()}
    knight = only(hand, "card", "knight")
    assert knight.get("data-action") == str(add["add knight"])
    food = only(hand, "card", "food")
    assert food.get("data-action") is None and "faded" in classes(food)
    play(state, "add knight", "add wealth")
    root = ET.fromstring(render(state, 1))
    (raise_,) = with_class(find_id(root, "bid-p2"), "raise")
    assert raise_.get("data-action") == str(GAME.parse_action("bid").id)
    assert "worth 4" in all_text(find_id(root, "hand"))  # a knight in war
    play(state, "bid")
    root = ET.fromstring(render(state, 2))
    assert len(with_class(find_id(root, "bid-p2"), "layer")) == 1
    assert "Bid 7" in all_text(find_id(root, "bid-p2"))  # knight 4 + wealth 3 in war


def test_summer_sites_and_opponents_carry_their_actions():
    state = new(4, 0)
    to_summer(state, adviser=0)
    set_hand(state, 0, knight=1, wealth=1, worker=1, food=1)
    root = ET.fromstring(render(state, 0))
    ids = {a.text: str(a.id) for a in state.legal_actions()}
    sites = find_id(root, "sites-p1")
    farms = with_class(sites, "farmstead")
    assert farms[2].get("data-action") == ids["build farmstead"]
    assert [f.get("data-action") for f in farms[3:]] == [None] * 3
    assert with_class(sites, "worker")[0].get("data-action") == ids["assign worker"]
    for other in ("p2", "p3", "p4"):
        assert find_id(root, f"sites-{other}").get("data-action") == ids[f"attack {other}"]
        (backs,) = with_class(find_id(root, f"estate-{other}"), "hand-backs")
        assert backs.get("data-action") == ids[f"bribe {other}"]
    # the viewer's own estate is not a target
    assert find_id(root, "sites-p1").get("data-action") is None


def test_defence_and_burning_are_drawn_on_the_shield_and_the_huts():
    state = new(4, 0)
    to_summer(state, adviser=0)
    set_hand(state, 0, knight=1)
    set_hand(state, 1, knight=1)
    state.farmsteads[1], state.workers[1] = 2, 1
    play(state, "attack p2")
    root = ET.fromstring(render(state, 1))
    assert "p1 attacks p2!" in all_text(find_id(root, "attack"))
    knight = only(find_id(root, "hand"), "card", "knight")
    assert knight.get("data-action") == str(GAME.parse_action("defend").id)
    play(state, "yield")
    assert state.view(1)["step"] == "burn"  # two farmsteads, one worker: either hut may burn
    root = ET.fromstring(render(state, 1))
    legal = {a.text: str(a.id) for a in state.legal_actions()}
    sites = find_id(root, "sites-p2")
    built = [e.get("data-action") for e in with_class(sites, "built")]
    assert built == [legal["burn farmstead"]] * 2 + [legal["burn worker"]]


def test_privilege_choice_from_supply_and_from_an_opponent():
    state = new(4, 0)
    to_spring(state, Agenda.WAR, Symbol.PRIVILEGE, adviser=0)
    for p in range(4):
        set_hand(state, p, knight=1 if p == 0 else 0)
    state.privileges[1 * 4 + KNIGHT] = 2  # p2 holds both knight privileges
    play(state, "add knight", "bid", "pass", "pass", "pass")
    legal = {a.text: str(a.id) for a in state.legal_actions()}
    root = ET.fromstring(render(state, 0))
    supply = find_id(root, "privilege-supply")
    wealth = only(supply, "privilege", "wealth")
    assert wealth.get("data-action") == legal["privilege wealth"]
    knight = only(supply, "privilege", "knight")
    assert knight.get("data-action") is None and "faded" in classes(knight)
    taken = with_class(find_id(root, "privileges-p2"), "privilege")
    assert [e.get("data-action") for e in taken] == [legal["privilege knight from p2"]] * 2


def test_winter_agenda_cards_and_change_payments():
    state = new(4, 3)
    first = state.current_player
    root = ET.fromstring(render(state, first))
    check_actions(state, root, set())
    # play through to a winter with privileges so change actions appear
    rng = Rng(11)
    seen_change = False
    for _ in range(3000):
        if state.is_over:
            break
        kinds = {a.kind for a in state.legal_actions()}
        if kinds & {"change", "take"}:
            root = ET.fromstring(render(state, state.current_player))
            check_actions(state, root, set())
            seen_change |= "change" in kinds
        state.apply(rng.choice(list(state.legal_actions())))
    assert seen_change


def test_hidden_cards_of_others_are_never_drawn():
    """The drawing is a function of the view: resampling everything a seat cannot see leaves
    the seat's drawing unchanged, and others' hands appear only as card backs."""
    for n, options in CONFIGS[:3]:
        state = GAME.new_game(n, 5, options)
        rng = Rng(3)
        step = 0
        while not state.is_over:
            if step % 9 == 0:
                for viewer in range(n):
                    svg = render(state, viewer)
                    other = state.determinize(viewer, Rng(step))
                    assert render(other, viewer) == svg
                    root = ET.fromstring(svg)
                    hand = find_id(root, "hand")
                    assert f"(p{viewer + 1})" in all_text(hand)
                    faces = with_class(root, "card") + with_class(root, "plunder")
                    assert all(e in list(hand.iter()) for e in faces)
            state.apply(rng.choice(list(state.legal_actions())))
            step += 1


def test_a_hand_shown_by_a_failed_bribe_is_drawn_for_the_briber_only():
    state = new(4, 0)
    to_summer(state, adviser=0)
    set_hand(state, 0, wealth=1)
    set_hand(state, 1, worker=2)
    play(state, "bribe p2")
    assert "shown to you: 2 worker" in render(state, 0)
    for viewer in (2, 3, None):
        assert "shown to you" not in render(state, viewer)


def test_drawing_is_deterministic_and_fonts_are_readable():
    state = new(4, 9)
    rng = Rng(1)
    for _ in range(120):
        state.apply(rng.choice(list(state.legal_actions())))
    again = GAME.from_json(state.to_json())
    for viewer in (*range(4), None):
        assert render(state, viewer) == render(state, viewer) == render(again, viewer)
    sizes = [float(s) for s in re.findall(r'font-size="([0-9.]+)"', render(state, 0))]
    assert min(sizes) >= 14
