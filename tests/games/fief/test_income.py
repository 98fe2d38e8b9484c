"""Phase 2: castles, cities, mills and presses with their conditions, the taille, the dîme."""

from __future__ import annotations

from regnum.engine.tables import replaced
from regnum.games.fief.income import incomes, tithe
from regnum.games.fief.state import Phase
from tests.games.fief.market import fort, lord, market, put, vil

A, B, C = vil("corvignac"), vil("doumerac"), vil("isarnville")  # Brisemont (county)


def test_castle_city_mill_press_to_the_holder():
    state = market()
    put(state, 0, A, soldiers=1)
    fort(state, 0, A)
    assert incomes(state) == [100, 0]
    state.mills = replaced(state.mills, A, 1)
    state.presses = replaced(state.presses, A, 1)
    assert incomes(state) == [100 + 200 + 100, 0]
    fort(state, 0, A, city=True)
    assert incomes(state)[0] == 200 + 200 + 100


def test_an_empty_castle_still_pays_its_owner_but_not_its_mill():
    state = market()
    fort(state, 0, A)
    state.mills = replaced(state.mills, A, 1)
    assert incomes(state) == [100, 0], "le château possédé: 100; the mill needs soldiers there"


def test_a_lone_lady_collects_no_mill_press_or_taille():
    state = market()
    state.mills = replaced(state.mills, A, 1)
    state.presses = replaced(state.presses, A, 1)
    lord(state, 0, A, female=True)
    assert incomes(state) == [0, 0], "occupé par ses propres soldats: a lady counts no point"
    lord(state, 0, vil("belvirac"), female=True)
    lord(state, 0, vil("aubrevaux"), female=True)
    crown_brisemont(state)
    # city 200, mill and press 300 (soldiers there now), taille 3 x 100; the two villages where
    # only a lady stands, in fiefs without a crown, would add 100 if she held them
    assert incomes(state) == [200 + 300 + 300, 0]


def test_a_lone_enemy_lady_does_not_stop_a_village_paying():
    state = market()
    put(state, 0, A, soldiers=1)
    state.mills = replaced(state.mills, A, 1)
    lord(state, 1, A, female=True)
    assert incomes(state) == [200, 0], "sans la présence d'armées ennemies: a lady is no army"


def test_a_ruined_castle_yields_nothing_but_its_mill_does():
    state = market()
    put(state, 0, A, soldiers=1)
    fort(state, 0, A)
    state.ruin = replaced(state.ruin, A, 1)
    state.mills = replaced(state.mills, A, 1)
    assert incomes(state) == [200, 0]


def test_no_income_with_an_enemy_army_present_or_nobody_there():
    state = market()
    state.mills = replaced(state.mills, A, 2)
    assert incomes(state) == [0, 0], "an empty village of an uncrowned fief pays nobody"
    put(state, 0, A, soldiers=1)
    put(state, 1, A, knights3=1)
    assert incomes(state) == [0, 0], "two armies in the village: nobody collects"


def test_a_lone_lord_holds_a_village():
    state = market()
    state.mills = replaced(state.mills, A, 1)
    lord(state, 1, A)
    assert incomes(state) == [0, 200]


def crown_brisemont(state):
    lord(state, 0, A)
    for v in (A, B, C):
        put(state, 0, v, soldiers=1)
    fort(state, 0, A)
    state.apply("crown corvignac")


def test_empty_villages_of_a_crowned_fief_pay_their_lord():
    state = market()
    crown_brisemont(state)
    put(state, 0, B)
    state.mills = replaced(state.mills, B, 1)
    # city 200, mill 200, taille 3 villages x 100
    assert incomes(state) == [200 + 200 + 300, 0]


def test_the_taille_counts_own_crowned_villages_and_half_the_others_rounded_down():
    state = market()
    crown_brisemont(state)
    base = 200 + 300
    for k, name in enumerate(("aubrevaux", "belvirac", "gaudrecourt", "hautclaret")):
        put(state, 0, vil(name), soldiers=1)
        assert incomes(state)[0] == base + (k + 1) // 2 * 100


def test_no_taille_without_a_crown_nor_in_anothers_crowned_fief():
    state = market()
    for name in ("aubrevaux", "belvirac", "gaudrecourt", "hautclaret"):
        put(state, 1, vil(name), soldiers=1)
    assert incomes(state)[1] == 0, "an uncrowned seat collects no taille"
    crown_brisemont(state)
    put(state, 1, B, soldiers=1)
    put(state, 0, B)
    # seat 1 sits in seat 0's crowned fief: no taille for it there; seat 0 loses that village
    assert incomes(state) == [200 + 200, 0]


def test_the_tithe_is_half_rounded_down_to_hundreds():
    assert [tithe(x) for x in (200, 100, 200 + 0, 300, 400)] == [100, 0, 100, 100, 200]


def test_a_bishop_takes_the_tithe_when_there_is_one():
    state = market()
    put(state, 0, A, soldiers=1)
    state.mills = replaced(state.mills, A, 1)
    state.presses = replaced(state.presses, A, 2)  # 400 écus: the bishop 200, the lord 200
    assert incomes(state) == [400, 0]
    bishop = lord(state, 1, vil("tarnecourt"))
    state.bishop = replaced(state.bishop, 1, bishop)  # Corvignac lies in bishopric 1
    assert incomes(state) == [200, 200]
    state.lord_status[bishop] = 1
    state.lord_village[bishop] = -1
    state.lord_captor = replaced(state.lord_captor, bishop, 0)
    assert incomes(state) == [400, 0], "a captive bishop collects nothing (decided)"


def test_a_seat_out_of_the_game_collects_nothing():
    state = market()
    put(state, 1, A, soldiers=1)
    fort(state, 1, A)
    state.out = replaced(state.out, 1, 1)
    assert incomes(state) == [0, 0]


def test_first_turn_income_is_the_castles_hundred():
    from tests.games.fief.market import GAME

    state = GAME.new_game(3, 5)
    while state.phase != Phase.PURCHASE:  # set-up, then phase 1's talks and births
        state.apply(state.legal_actions()[0])
    assert state.money == [600, 600, 600]
    assert state.income == (100, 100, 100)
