"""Part 3, the cards: what purchases earn, the three rounds of phase 4, and every card in the box
(famine, good harvest, storm, fine weather, plague, assassination, spy, excommunication)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from regnum.engine.rng import Rng
from regnum.engine.tables import replaced
from regnum.games.fief import cards, elections, marriage, phase4
from regnum.games.fief.data import CARD_NAMES, CARDS, PIECE_KNIGHT6, PIECE_SOLDIER, Card
from regnum.games.fief.income import incomes
from regnum.games.fief.map import BISHOPRIC_OF, FIEF_OF
from regnum.games.fief.state import (
    HOLDER_BOARD,
    HOLDER_DECK,
    HOLDER_DISCARD,
    RANK_CARDINAL,
    RANK_LAY,
    RANK_PRIEST,
    LordStatus,
    Phase,
)
from regnum.games.fief.views import sees_all
from tests.games.fief.arena import Faces
from tests.games.fief.market import GAME, fort, lord, put, refused, texts, vil
from tests.games.fief.test_church import crowned, market

A, B, C = vil("corvignac"), vil("doumerac"), vil("tarnecourt")
SEE_A = BISHOPRIC_OF[A]


def see_name(v: int) -> str:
    from regnum.games.fief.map import BISHOPRICS

    return BISHOPRICS[BISHOPRIC_OF[v]].name.lower()


def fief_name(v: int) -> str:
    from regnum.games.fief.map import FIEF_NAMES

    return FIEF_NAMES[FIEF_OF[v]]


def give(state, p: int, kind: Card) -> int:
    """A card of `kind` from its pile into `p`'s hand."""
    card = next(c for c, holder in enumerate(state.card_holder)
                if holder == HOLDER_DECK and CARDS[c] == kind)
    big = cards.is_big(card)
    cards.set_pile(state, big, tuple(c for c in cards.pile(state, big) if c != card))
    state.card_holder = replaced(state.card_holder, card, p)
    state._legal = None
    return card


def round_of(state, step: int = 1) -> None:
    """Phase 4 from round `step` on the arranged board (turn 3)."""
    state.turn = 3
    phase4.cards_start(state)
    while state.phase == Phase.CARDS and state.step < step:
        state.apply("play no card")
    state._legal = None


# -- what purchases earn -----------------------------------------------------------------------
def test_three_points_earn_a_small_card_six_a_big_one_or_two_small_never_with_the_lord():
    state = market()
    lord(state, 0, A)
    put(state, 0, A, soldiers=1)
    for _ in range(3):
        state.apply("buy soldier at corvignac")
    assert "take a small card" in texts(state) and "take a big card" not in texts(state)
    for _ in range(3):
        state.apply("buy soldier at corvignac")
    assert {"take a small card", "take a big card"} <= set(texts(state))
    state.apply("take a small card")
    assert "no lord besides" in refused(state, "recruit lord at corvignac")
    assert "take a big card" not in texts(state), "a big card or two small ones"
    state.apply("take a small card")
    assert "take a small card" not in texts(state)
    assert state.cards_taken[0] == 2 and len(cards.hand(state, 0)) == 2
    assert state.log[-1] == "p1 takes a small card", "the pile is public, the card is not"
    other = market()
    lord(other, 0, A)
    put(other, 0, A, soldiers=1)
    for _ in range(5):
        other.apply("buy soldier at corvignac")
    other.apply("recruit lord at corvignac")
    assert "no cumulation" in refused(other, "take a small card")


def test_a_full_hand_discards_before_taking():
    state = market()
    lord(state, 0, A)
    put(state, 0, A, soldiers=1)
    for kind in (Card.FAMINE, Card.STORM, Card.FAMINE):
        give(state, 0, kind)
    for _ in range(3):
        state.apply("buy soldier at corvignac")
    assert "discard one first" in refused(state, "take a small card")
    assert {"discard famine", "discard storm"} <= set(texts(state))
    state.apply("discard storm")
    assert [CARDS[c] for c, h in enumerate(state.card_holder) if h == HOLDER_DISCARD] == [Card.STORM]
    state.apply("take a small card")
    assert len(cards.hand(state, 0)) == 3


# -- the rounds -------------------------------------------------------------------------------------
def test_each_round_asks_every_seat_with_a_card_and_a_living_lord_and_only_them():
    state = market(players=3)
    lord(state, 0, A)
    lord(state, 1, B)
    captive = lord(state, 2, C)
    state.lord_status[captive] = LordStatus.PRISONER
    state.lord_captor = replaced(state.lord_captor, captive, 0)
    give(state, 0, Card.GOOD_HARVEST)  # nothing to play in 4.1: asked all the same
    give(state, 2, Card.FAMINE)  # only a captive lord: asked, with nothing but the tunnel to play
    round_of(state)
    assert state.phase == Phase.CARDS and state.step == 1 and state.pending == [0, 2]
    assert texts(state) == ["play no card"], "asked though it holds nothing for 4.1"
    state.apply("play no card")
    assert state.actor == 2 and texts(state) == ["play no card"], "a captive plays no famine"
    state.apply("play no card")
    assert state.phase == Phase.CARDS and state.step == 2 and state.actor == 0
    assert "play good harvest on" not in " ".join(texts(state)), "no famine to end"
    for _ in range(4):
        state.apply("play no card")
    assert state.phase == Phase.MILITARY


def test_famine_then_good_harvest():
    state = market()
    lord(state, 0, A)
    put(state, 0, A, soldiers=1)
    state.mills = replaced(state.mills, A, 1)
    lord(state, 1, B)
    before = incomes(state)[0]
    give(state, 1, Card.FAMINE)
    give(state, 0, Card.GOOD_HARVEST)
    round_of(state)
    assert "only in round 4.2" in refused(state, f"play good harvest on {see_name(A)}")
    state.apply("play no card")
    state.apply(f"play famine on {see_name(A)}")
    assert state.famine[SEE_A] == 1 and incomes(state)[0] == before - 200, "no mill income"
    assert f"play famine on {see_name(A)}" not in texts(state)
    state.apply(f"play good harvest on {see_name(A)}")
    assert state.famine[SEE_A] == 0 and incomes(state)[0] == before
    assert all(h != HOLDER_BOARD for h in state.card_holder)


def test_a_storm_lasts_into_the_third_turn_stops_moves_and_fights_inside_and_the_vote():
    state = market()
    wearer = crowned(state, 1, B)
    put(state, 1, B, soldiers=2)
    lord(state, 0, vil("belvirac"))
    give(state, 0, Card.STORM)
    round_of(state)
    assert state.actor == 0
    state.apply(f"play storm on {fief_name(B)}")
    assert state.storm[FIEF_OF[B]] == 3
    assert elections.weights(state, elections.KIND_KING)[1] == 0, "a crowned head under the storm"
    assert marriage.unmarriable(state, wearer) is not None
    from regnum.games.fief.movement import can_lead, lead_problem

    problem = lead_problem(state, wearer)
    assert not can_lead(state, wearer) and problem is not None and problem.id == "move.storm"
    give(state, 1, Card.FAMINE)  # a card in a hand, so that the rounds are played
    state.turn = 5
    phase4.cards_start(state)
    assert state.storm[FIEF_OF[B]] == 3, "still there in 4.1 of the third turn"
    while state.phase == Phase.CARDS and state.step == 1:
        state.apply("play no card")
    assert state.storm[FIEF_OF[B]] == 0, "taken off in 4.2 of the third turn"


def test_fine_weather_ends_a_storm_and_the_storm_costs_the_bishop_100():
    state = market()
    lord(state, 0, A)
    put(state, 0, A, soldiers=1)
    state.mills = replaced(state.mills, A, 2)  # 400 of mill income, a dîme of 200
    bishop = lord(state, 1, B)
    state.lord_rank = replaced(state.lord_rank, bishop, 2)
    state.bishop = replaced(state.bishop, SEE_A, bishop)
    assert incomes(state) == [200, 200]
    state.turn = 3
    state.storm = replaced(state.storm, FIEF_OF[A], 3)
    card = give(state, 1, Card.STORM)
    state.card_holder = replaced(state.card_holder, card, HOLDER_BOARD)
    assert incomes(state) == [300, 100], "the bishop's 100 is left to the lord"
    give(state, 0, Card.FINE_WEATHER)
    round_of(state, step=2)
    state.apply(f"play fine weather on {fief_name(A)}")
    assert state.storm[FIEF_OF[A]] == 0 and incomes(state) == [200, 200]


def test_a_group_enters_a_storm_fief_without_a_fight_and_stops_there():
    from tests.games.fief import arena as ar

    state = ar.arena()
    hugo = ar.lord(state, 0, vil("belvirac"))
    ar.troops(state, 0, vil("belvirac"), soldiers=2)
    ar.lord(state, 1, vil("isarnville"))
    ar.troops(state, 1, vil("isarnville"), soldiers=1)
    state.storm = replaced(state.storm, FIEF_OF[vil("corvignac")], state.turn)
    state.storm = replaced(state.storm, FIEF_OF[vil("isarnville")], state.turn)
    card = give(state, 1, Card.STORM)
    state.card_holder = replaced(state.card_holder, card, HOLDER_BOARD)
    if FIEF_OF[vil("isarnville")] != FIEF_OF[vil("corvignac")]:
        other = give(state, 1, Card.STORM)
        state.card_holder = replaced(state.card_holder, other, HOLDER_BOARD)
    ar.go(state)
    ar.play(state, f"lead {hugo}", "take all")
    assert "under the storm" in ar.refused(state, "march isarnville"), "no fight under the storm"
    ar.play(state, "march corvignac")
    assert state.lord_village[ar.lord_id(state, hugo)] == vil("corvignac")
    assert f"lead {hugo}" not in ar.texts(state), "blocked once inside"


def test_the_plague_halves_troops_kills_on_one_or_two_and_strikes_the_survivors():
    state = market()
    lord(state, 0, A)
    put(state, 0, A, soldiers=1, knights3=1)  # 4 points -> 2
    priest = lord(state, 0, A)
    state.lord_rank = replaced(state.lord_rank, priest, RANK_PRIEST)
    state.lord_ordained = replaced(state.lord_ordained, priest, 1)
    cardinal = lord(state, 0, A)
    state.lord_rank = replaced(state.lord_rank, cardinal, RANK_CARDINAL)
    husband = lord(state, 1, A)
    wife = lord(state, 1, B, female=True)  # outside the bishopric? B may share it
    state.lord_spouse = replaced(state.lord_spouse, husband, wife)
    state.lord_spouse = replaced(state.lord_spouse, wife, husband)
    victim_before = len(state.living_lords(0))
    give(state, 1, Card.PLAGUE)
    round_of(state)
    while state.actor != 1:
        state.apply("play no card")
    # the lords of the bishopric roll in id order: 1 (the first dies), then 5s (they live)
    state.rng_gen = Faces(0, 4, 4, 4, 4, 4, 4, 4)
    state.apply(f"play plague on {see_name(A)}")
    assert state.troop_points(0, A) == 2, "half the points, rounded down, with change"
    assert len(state.living_lords(0)) == victim_before - 1
    assert state.lord_rank[priest] == RANK_LAY and state.lord_plague[priest] == 3, \
        "« Les prêtres ou évêques survivants à la peste perdent leur état »"
    assert state.lord_plague[cardinal] == 0, "a cardinal is immune"
    if BISHOPRIC_OF[B] != SEE_A:
        assert state.lord_plague[husband] and state.lord_spouse[husband] == -1, \
            "one stricken spouse of the pair: the marriage is broken"
    assert state.plague[SEE_A] == 3 and incomes(state)[1] >= 0


def test_a_stricken_lord_neither_votes_nor_marries_and_is_healed_in_4_2_next_turn():
    state = market()
    wearer = crowned(state, 0, A)
    state.lord_plague = replaced(state.lord_plague, wearer, 3)
    state.turn = 3
    assert elections.weights(state, elections.KIND_KING)[0] == 0
    problem = marriage.unmarriable(state, wearer)
    assert problem is not None and problem.id == "lord.plague"
    lord(state, 1, B)
    give(state, 1, Card.FAMINE)
    state.turn = 4
    phase4.cards_start(state)
    while state.step == 1:
        state.apply("play no card")
    assert state.lord_plague[wearer] == 0


def test_an_assassin_reaches_a_lord_with_company_never_one_alone():
    state = market()
    killer = lord(state, 0, A)
    lone = lord(state, 1, B)
    guarded = lord(state, 1, C)
    put(state, 1, C, soldiers=1)
    give(state, 0, Card.ASSASSINATION)
    round_of(state)
    names = {lone: state.game.actions, guarded: None}
    del names
    from regnum.games.fief.data import LORD_NAMES

    assert "alone in his village" in refused(
        state, f"play assassination on {LORD_NAMES[state.lord_card[lone]]}")
    state.apply(f"play assassination on {LORD_NAMES[state.lord_card[guarded]]}")
    assert state.lord_status[guarded] == LordStatus.DEAD
    assert state.lord_assassin[killer] == 3, "the assassin's marker, for justice"


def test_the_spy_sees_every_stack_purse_and_hand_until_taken():
    state = market()
    spy = lord(state, 0, A)
    lord(state, 1, B)
    put(state, 1, B, soldiers=4)
    give(state, 0, Card.SPY)
    give(state, 1, Card.FAMINE)
    round_of(state)
    while state.actor != 0:
        state.apply("play no card")
    from regnum.games.fief.data import LORD_NAMES

    before = state.view(0)
    assert "money" not in before["players"][1]
    state.apply(f"play spy on {LORD_NAMES[state.lord_card[spy]]}")
    seen = state.view(0)
    assert sees_all(state, 0) and seen["players"][1]["money"] == state.money[1]
    stack = next(s for s in seen["villages"][B]["stacks"] if s["seat"] == 1)
    assert stack["soldiers"] == 4 and seen["cards"]["spied_hands"][1] == ["famine"]
    assert "spied_hands" not in state.view(1)["cards"] and "money" not in state.view(1)["players"][0]
    from regnum.games.fief.battle import capture

    capture(state, spy, 1)
    assert state.spy == -1 and not sees_all(state, 0), "a spy taken loses his state"


def test_an_excommunication_strikes_a_family_unless_a_cardinal_opposes_it():
    state = market(players=3)
    lord(state, 0, A)
    targets = [lord(state, 1, B) for _ in range(2)]
    cardinal = lord(state, 2, C)
    state.lord_rank = replaced(state.lord_rank, cardinal, RANK_CARDINAL)
    give(state, 0, Card.EXCOMMUNICATION)
    round_of(state)
    assert "play excommunication on p3" not in texts(state), "a family with a cardinal"
    state.apply("play excommunication on p2")
    assert state.phase == Phase.OPPOSE and state.actor == 2
    state.apply("oppose the excommunication")
    assert not any(state.lord_excommunicated[t] for t in targets)
    state = market(players=3)
    lord(state, 0, A)
    targets = [lord(state, 1, B) for _ in range(2)]
    cardinal = lord(state, 2, C)
    state.lord_rank = replaced(state.lord_rank, cardinal, RANK_CARDINAL)
    give(state, 0, Card.EXCOMMUNICATION)
    round_of(state)
    state.apply("play excommunication on p2")
    state.apply("let the excommunication stand")
    assert all(state.lord_excommunicated[t] for t in targets)


# -- hidden hands ---------------------------------------------------------------------------------
@settings(max_examples=6, deadline=None)
@given(players=st.integers(2, 4), seed=st.integers(0, 2**32))
def test_a_hand_is_seen_by_its_seat_alone_and_samples_keep_the_hand_sizes(players, seed):
    state = GAME.new_game(players, seed, {"turn-limit": "20"})
    rng = Rng(seed)
    for _ in range(600):
        if state.is_over:
            break
        state.apply(rng.choice(list(state.legal_actions())))
        for viewer in range(players):
            view = state.view(viewer)["cards"]
            own = sorted(CARDS[c] for c in cards.hand(state, viewer))
            assert view["hand"] == [CARD_NAMES[kind] for kind in own]
            if not sees_all(state, viewer):
                assert "spied_hands" not in view
        assert "hand" not in state.view(None)["cards"]
    sample = state.determinize(0, Rng(seed + 1))
    for q in range(players):
        assert cards.counts(sample, q) == cards.counts(state, q)
    assert cards.hand(sample, 0) == cards.hand(state, 0)
    assert cards.check(sample) is None


def test_two_storms_on_two_fiefs_but_never_two_on_one():
    state = market(players=3)
    lord(state, 0, A)
    lord(state, 1, vil("belvirac"))
    lord(state, 2, vil("gaudrecourt"))
    give(state, 0, Card.STORM)
    give(state, 1, Card.STORM)
    give(state, 2, Card.STORM)
    round_of(state)
    state.apply(f"play storm on {fief_name(A)}")
    assert state.actor == 1
    assert "one storm at a time" in refused(state, f"play storm on {fief_name(A)}")
    other = next(f for f in range(len(state.storm)) if f != FIEF_OF[A])
    from regnum.games.fief.map import FIEF_NAMES

    state.apply(f"play storm on {FIEF_NAMES[other]}")
    assert sum(1 for laid in state.storm if laid) == 2
    assert sum(1 for holder in state.card_holder if holder == HOLDER_BOARD) == 2


def test_the_plague_strikes_a_besieged_castle_on_both_sides():
    """Besiegers and besieged in one village of the bishopric both keep half their points, and
    every lord there rolls."""
    state = market()
    fort(state, 1, A)
    put(state, 1, A, soldiers=3)  # the garrison: 3 -> 1
    defender = lord(state, 1, A)
    put(state, 0, A, knights6=1)  # the besiegers: 6 -> 3, a knight changed for soldiers
    attacker = lord(state, 0, A)
    give(state, 0, Card.PLAGUE)
    round_of(state)
    while state.actor != 0:
        state.apply("play no card")
    state.rng_gen = Faces(*[4] * 12)  # every lord survives
    state.apply(f"play plague on {see_name(A)}")
    assert state.troop_points(1, A) == 1 and state.troop_points(0, A) == 3
    assert state.units_at(PIECE_SOLDIER, A) == 3 and state.units_at(PIECE_KNIGHT6, A) == 0, (
        "change from the reserve")
    assert state.lord_plague[defender] == state.lord_plague[attacker] == 3


def test_a_seat_whose_last_lord_fell_earlier_in_the_round_is_not_asked():
    """Seat 1 held a card when the round opened; the plague seat 0 plays takes its only lord, so
    its turn in the round is skipped (it could name no assassin)."""
    state = market()
    lord(state, 0, C)
    victim = lord(state, 1, A)
    put(state, 1, A, soldiers=1)
    give(state, 0, Card.PLAGUE)
    give(state, 1, Card.ASSASSINATION)
    state.first = 0
    round_of(state)
    assert BISHOPRIC_OF[C] != SEE_A and state.pending == [0, 1]
    state.rng_gen = Faces(0)
    state.apply(f"play plague on {see_name(A)}")
    assert state.lord_status[victim] == LordStatus.DEAD
    assert state.phase == Phase.MILITARY, "seat 1 is skipped, and nobody holds a card any more"


def test_a_game_that_ends_in_phase_4_keeps_no_scratch_of_it():
    """Whatever ends the game in the middle of phase 4 (a victory checked after a card), the
    finished state keeps no scratch of the phase and restores from JSON."""
    from regnum.games.fief.victory import finish

    state = market()
    lord(state, 0, A)
    lord(state, 1, B)
    give(state, 0, Card.ASSASSINATION)
    round_of(state)
    assert state.phase == Phase.CARDS and state.cards
    finish(state)
    assert state.is_over and state.cards == []
    assert GAME.from_json(state.to_json()).to_json() == state.to_json()
