"""Phase 3: prices, placement, supplies, the fixed-piece limit, the 5-point lord, crowns."""

from __future__ import annotations

from regnum.engine.tables import replaced
from regnum.games.fief.control import controller
from regnum.games.fief.data import PIECE_KNIGHT3, PIECE_KNIGHT6, PIECE_SOLDIER, SUPPLY_MILLS, Piece
from regnum.games.fief.map import FIEF_OF, FIEFS
from regnum.games.fief.purchase import in_supply
from regnum.games.fief.state import Phase, V
from tests.games.fief.market import fort, lord, market, put, refused, texts, vil

A, B, C = vil("corvignac"), vil("doumerac"), vil("isarnville")  # the county of Brisemont


def test_buying_soldiers_and_knights_costs_and_counts():
    state = market()
    put(state, 0, A, soldiers=1)
    state.apply("buy soldier at corvignac")
    state.apply("buy knight3 at corvignac")
    state.apply("buy knight6 at corvignac")
    assert state.money[0] == 5000 - 100 - 300 - 600
    i = 0 * V + A
    assert [state.units_at(kind, i) for kind in (PIECE_SOLDIER, PIECE_KNIGHT3, PIECE_KNIGHT6)] == [2, 1, 1]
    assert state.bought[0] == 1 + 3 + 6


def test_troops_go_only_where_the_seat_has_a_combat_point_castle_or_crowned_fief():
    state = market()
    put(state, 0, A, soldiers=1)
    assert "buy soldier at corvignac" in texts(state)
    assert "buy soldier at doumerac" not in texts(state)
    assert "combat point" in refused(state, "buy soldier at doumerac")
    lady = lord(state, 0, B, female=True)
    assert "buy soldier at doumerac" not in texts(state), "a lady counts no combat point"
    state.lord_village[lady] = -1
    state.lord_status[lady] = 2
    lord(state, 0, B)
    assert "buy soldier at doumerac" in texts(state), "a male lord is a combat point"


def test_troops_may_join_own_castle_even_without_troops_there_but_not_an_enemy_village():
    state = market()
    fort(state, 0, C)
    lord(state, 0, C, female=True)  # the castle is hers; she counts no combat point
    assert "buy soldier at isarnville" in texts(state)
    put(state, 1, A, soldiers=1)
    put(state, 0, A, soldiers=1)
    assert "occupied by an enemy" in refused(state, "buy soldier at corvignac")


def test_no_troops_and_no_lord_are_placed_among_the_revolting_peasants():
    """The peasants in revolt hold the village as an enemy would (seed, "Révolte paysanne"):
    the legal actions refused buying troops into one's own empty castle there, or the lord for 5
    points in one's crowned fief, as the refusals already said (3 players, seed 16264, turn 7)."""
    state = market()
    fort(state, 0, C)
    crowned = lord(state, 0, A)
    state.crown = replaced(state.crown, FIEF_OF[C], crowned)
    state.bought = replaced(state.bought, 0, 5)
    assert {"buy soldier at isarnville", "recruit lord at isarnville"} <= set(texts(state))
    state.peasants = replaced(state.peasants, C, 11)
    state._legal = None
    assert "buy soldier at isarnville" not in texts(state)
    assert "recruit lord at isarnville" not in texts(state)
    assert "occupied by an enemy" in refused(state, "buy soldier at isarnville")
    assert "occupied by an enemy" in refused(state, "recruit lord at isarnville")


def test_not_enough_money_names_the_price():
    state = market()
    put(state, 0, A, soldiers=1)
    state.money[0] = 250
    state._legal = None
    assert "buy knight3 at corvignac" not in texts(state)
    reason = refused(state, "buy knight3 at corvignac")
    assert "not enough money" in reason and "300" in reason and "250" in reason


def test_at_most_three_fixed_pieces_per_village():
    state = market()
    put(state, 0, A, soldiers=1)
    fort(state, 0, A)
    state.apply("buy mill at corvignac")
    state.apply("buy press at corvignac")
    assert state.fixed_pieces(A) == 3
    assert "3 fixed pieces" in refused(state, "buy mill at corvignac")
    assert "buy press at corvignac" not in texts(state)


def test_fixed_pieces_only_in_a_held_village_and_one_castle_per_village():
    state = market()
    put(state, 0, A, soldiers=1)
    assert "do not hold" in refused(state, "buy mill at doumerac")
    state.apply("buy castle at corvignac")
    assert state.castle[A] == 1 and state.fort_owner[A] == 0 and state.money[0] == 4000
    assert "already has a castle" in refused(state, "buy castle at corvignac")


def test_the_supply_limits_mills():
    state = market()
    put(state, 0, A, soldiers=1)
    state.mills = (0,) * V
    for v in range(SUPPLY_MILLS // 3):  # 12 mills spread 3 to a village elsewhere
        state.mills = replaced(state.mills, 10 + v, 3)
    state._legal = None
    assert in_supply(state, 0, Piece.MILL) == 0
    assert "no mill left" in refused(state, "buy mill at corvignac")


def test_a_seats_reserve_limits_its_soldiers():
    state = market()
    put(state, 0, A, soldiers=40)
    assert "reserve has no soldier left" in refused(state, "buy soldier at corvignac")


def test_the_lord_for_five_points_once_per_phase_where_the_seat_stands():
    state = market()
    put(state, 0, A, soldiers=1)
    lord(state, 0, A)
    assert "recruit lord at corvignac" not in texts(state)
    assert "5 combat points" in refused(state, "recruit lord at corvignac")
    state.apply("buy knight3 at corvignac")
    state.apply("buy soldier at corvignac")
    state.apply("buy soldier at corvignac")
    assert "recruit lord at corvignac" in texts(state)
    assert "recruit lord at doumerac" not in texts(state)
    before = len(state.living_lords(0))
    state.apply("recruit lord at corvignac")
    assert len(state.living_lords(0)) == before + 1
    new = state.living_lords(0)[-1]
    assert not state.is_female(new) and state.lord_village[new] == A
    state.apply("buy knight6 at corvignac")
    assert "one lord" in refused(state, "recruit lord at corvignac")


def test_no_fifth_male_lord():
    state = market()
    put(state, 0, A, soldiers=1)
    for _ in range(4):
        lord(state, 0, A)
    state.bought = replaced(state.bought, 0, 5)
    assert "at most 4" in refused(state, "recruit lord at corvignac")


def test_crown_needs_sole_control_of_every_village_a_castle_and_the_price():
    state = market()
    lord(state, 0, A)
    put(state, 0, A, soldiers=2)
    put(state, 0, B, soldiers=1)
    fort(state, 0, A)
    assert "do not alone hold" in refused(state, "crown corvignac")
    put(state, 0, C, soldiers=1)
    put(state, 1, C, soldiers=1)
    assert "do not alone hold" in refused(state, "crown corvignac")
    put(state, 1, C)
    assert "replaces a castle" in refused(state, "crown doumerac")
    state.money[0] = 500
    state._legal = None
    assert "600" in refused(state, "crown corvignac")
    state.money[0] = 700
    state._legal = None
    state.apply("crown corvignac")
    assert state.money[0] == 100
    assert state.city[A] == 1 and state.castle[A] == 0
    assert state.crown_holder(2) == 0 and state.crowns_of(0) == 1
    assert "already crowned" in refused(state, "crown corvignac")


def test_a_crowned_fiefs_empty_villages_stay_its_lords_and_take_troops():
    state = market()
    lord(state, 0, A)
    for v in (A, B, C):
        put(state, 0, v, soldiers=1)
    fort(state, 0, A)
    state.apply("crown corvignac")
    put(state, 0, B)
    assert controller(state, B) == 0
    assert "buy soldier at doumerac" in texts(state)
    put(state, 1, B, soldiers=1)
    assert controller(state, B) == 1, "an occupant holds a village of another's crown"


def test_crown_prices_by_rank():
    for fief_village, price in (("aubrevaux", 800), ("corvignac", 600), ("jonquevaux", 400)):
        state = market()
        v = vil(fief_village)
        lord(state, 0, v)
        for w in FIEFS[FIEF_OF[v]].villages:
            put(state, 0, w, soldiers=1)
        fort(state, 0, v)
        state.apply(f"crown {fief_village}")
        assert state.money[0] == 5000 - price


def test_three_crowns_win_at_once():
    state = market()
    lord(state, 0, A)
    for fief in (2, 6, 7):  # Brisemont and the two baronies
        for w in FIEFS[fief].villages:
            put(state, 0, w, soldiers=1)
        fort(state, 0, FIEFS[fief].villages[0])
    state.apply("crown corvignac")
    state.apply("crown jonquevaux")
    assert not state.is_over and state.crowns_of(0) == 2
    state.apply("crown pradelieu")
    assert state.is_over and state.winners == [0] and state.scores[0] == 3
    assert state.current_player is None


def test_purchases_go_round_from_the_first_player():
    state = market(players=3)
    state.first = 1
    state.actor = 1
    state.pending = [1, 2, 0]
    state._legal = None
    state.apply("end purchases")
    assert state.actor == 2 and state.phase == Phase.PURCHASE
    state.apply("end purchases")
    assert state.actor == 0


def test_an_action_of_another_phase_says_what_is_expected_now():
    state = market()
    reason = refused(state, "choose fief valombre")
    assert "setup-fief action" in reason and "p1 must buy or end purchases" in reason
    assert "military action" in refused(market(), "march corvignac")
