"""The events every game tells for the narrated log (`State.apply_narrated`): words for each,
nothing a viewer may not know, no change to the game, and what the scenarios say happened."""

from __future__ import annotations

from typing import Any

import pytest

from regnum.bots import make
from regnum.engine import Rng
from regnum.engine.events import Event
from regnum.games import get
from regnum.games.fief.data import PIECE_SOLDIER
from regnum.games.fief.map import VILLAGE_NAMES
from regnum.games.fief.state import V
from regnum.games.krone_und_schwert.data import CARD_NAMES, SHIELDS
from regnum.sim.simulate import bot_move
from tests.events import check_hidden, check_words, narrated_game
from tests.interop.cases import CASE_IDS, CASES

OPTIONS = {"fief": {"turn-limit": "20"}}


@pytest.mark.parametrize(("game_id", "players"), CASES, ids=CASE_IDS)
def test_events_have_words_and_hide_what_each_viewer_may_not_know(game_id: str, players: int) -> None:
    game = get(game_id)
    steps = narrated_game(game, players, 11, OPTIONS.get(game_id))
    rng = Rng(5)
    viewers = [None, *range(players)]
    told = 0
    for before, action, after, events in steps:
        check_words(game, after, events)
        if events:
            told += len(events)
            check_hidden(before, action, after, events, viewers, rng)
    assert told >= 10, "a whole game tells what happened"


@pytest.mark.parametrize("game_id", ["kuf", "kus", "fief"])
def test_listening_changes_nothing_and_tells_the_same_each_time(game_id: str) -> None:
    game = get(game_id)
    steps = narrated_game(game, 3, 4, OPTIONS.get(get(game_id).id))
    quiet = game.new_game(3, 4, OPTIONS.get(get(game_id).id))
    again = game.new_game(3, 4, OPTIONS.get(get(game_id).id))
    for _, action, after, events in steps:
        quiet.apply(action)
        assert again.apply_narrated(action) == events
        assert quiet.to_json() == after.to_json()
        assert after.told is None  # nobody listens between actions


def _first(game_id: str, event_id: str, players: int = 3) -> tuple[Event, Any, Any]:
    """The first event `event_id` of seeded random games, with the states around it."""
    game = get(game_id)
    for seed in range(40):
        for before, _, after, events in narrated_game(game, players, seed, OPTIONS.get(game.id)):
            for event in events:
                if event.id == event_id:
                    return event, before, after
    raise AssertionError(f"no {event_id} in 40 games")


def test_krieg_und_frieden_bid_won_names_the_new_adviser_and_the_reward() -> None:
    event, before, after = _first("kuf", "kuf.bid.won")
    seat = int(str(event.params["seat"])[1:]) - 1
    assert after.adviser == seat
    assert event.params["value"] == before.high
    assert event.seats is None  # a bid is made face up: everyone sees who won it
    gained = after.seals[seat] - before.seals[seat]
    assert gained > 0


def test_krieg_und_frieden_income_is_told_in_full_only_to_its_seat() -> None:
    event, _, _ = _first("kuf", "kuf.income")
    assert event.seats is not None and len(event.seats) == 1
    assert event.others is not None and event.others.id == "kuf.income.hidden"
    assert "cards" not in event.others.params
    owner = event.seats[0]
    assert event.seen_by(owner) is event
    assert event.seen_by(None) is event.others and event.seen_by((owner + 1) % 3) is event.others


def test_krieg_und_frieden_tithe_tells_each_card_face_up_and_the_cards_left() -> None:
    event, before, after = _first("kuf", "kuf.tithe")
    p = int(str(event.params["seat"])[1:]) - 1
    assert event.seats is None  # tithes go face up onto the discard pile
    assert event.params["left"] == after.hand_size(p) == before.hand_size(p) - 1
    r = ["card.knight", "card.wealth", "card.worker", "card.food"].index(str(event.params["card"]))
    assert after.discard[r] == before.discard[r] + 1


def test_krone_und_schwert_final_scoring_gives_each_seat_its_score() -> None:
    game = get("kus")
    steps = narrated_game(game, 3, 2)
    _, _, last, events = steps[-1]
    finals = [e for e in events if e.id == "kus.final"]
    assert [e.params["seat"] for e in finals] == ["p1", "p2", "p3"]
    assert [e.params["vp"] for e in finals] == last.scores
    assert all(e.seats is None for e in finals)  # once the game is over, scores are public


def test_krone_und_schwert_attack_tells_its_outcome() -> None:
    event, before, after = _first("kus", "kus.attack.won")
    space = event.params["space"]
    assert isinstance(space, int)
    attacker = int(str(event.params["seat"])[1:]) - 1
    assert after.owner[space] == attacker != before.owner[space]


def test_krone_und_schwert_expansion_tells_its_card_and_the_spaces_it_took() -> None:
    game = get("kus")
    started = ended = 0
    for seed in range(6):
        at_start: dict[str, int] = {}  # markers in stock when the seat's expansion began
        for before, _, after, events in narrated_game(game, 3, seed):
            for event in events:
                who = str(event.params.get("seat"))
                p = int(who[1:]) - 1
                if event.id == "kus.expand":
                    started += 1
                    assert event.seats is None  # the card goes face up onto the discard pile
                    card = CARD_NAMES.index(str(event.params["card"]).removeprefix("card."))
                    assert after.discard[card] == before.discard[card] + 1
                    assert event.params["spaces"] == SHIELDS[card]
                    at_start[who] = after.markers[p]
                elif event.id == "kus.expand.done":
                    ended += 1
                    spaces = event.params["spaces"]
                    assert isinstance(spaces, int) and spaces >= 1
                    assert at_start.pop(who) - after.markers[p] == spaces
    assert started >= 3 and ended >= 3


def test_fief_battle_won_leaves_the_loser_no_troops_there() -> None:
    event, _, after = _first("fief", "fief.battle.won")
    v = VILLAGE_NAMES.index(str(event.params["village"]))
    loser = int(str(event.params["target"])[1:]) - 1
    assert after.units_at(PIECE_SOLDIER, loser * V + v) == 0


def test_fief_card_taken_shows_the_card_to_its_taker_alone() -> None:
    event, _, after = _first("fief", "fief.card.drawn")
    taker = event.seats
    assert taker is not None and len(taker) == 1
    assert after.cards_taken[taker[0]] > 0
    assert event.others is not None and "card" not in event.others.params
    assert event.params["card"] in get("fief").texts


def test_krone_und_schwert_revolt_ballots_are_told_only_when_turned_up() -> None:
    """Heuristic players revolt (random ones hardly do): a side or a card laid tells nothing;
    the count tells every seat's side and cards at once, with the outcome."""
    game = get("kus")
    state = game.new_game(3, 1)
    players = [make("heuristic", game, 1 + seat) for seat in range(3)]
    rng = Rng(9)
    outcomes = 0
    while not state.is_over:
        before = state.clone()
        told: list[Event] = []
        action = bot_move(state, players[before.current_player], told)
        check_words(game, state, told)
        if told:
            check_hidden(before, action.id, state, told, [None, 0, 1, 2], rng)
        if action.kind in ("side", "commit"):
            assert told == []
        sides = [e for e in told if e.id == "kus.revolt.side"]
        if sides:
            outcomes += 1
            assert [e.params["seat"] for e in sides] == ["p1", "p2", "p3"]
            assert {e.params["side"] for e in sides} <= {"side.revolt", "side.king"}
            after = [e.id for e in told[told.index(sides[-1]) + 1 :]]
            assert {"kus.revolt.won", "kus.revolt.failed", "kus.revolt.truce"} & set(after)
    assert outcomes >= 3
