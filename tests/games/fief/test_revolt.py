"""The revolt card: the revolting peasants (laid in 4.3 where a famine lasts, moved before phase 5,
fighting every seat to the end), the ruins they leave and their restoring, the peasants bought,
appeased by a bishop or the Pope, struck by the plague, and attacked by a seat's march."""

from __future__ import annotations

import json

from regnum.engine.rng import Rng
from regnum.engine.tables import replaced
from regnum.games.fief import military, plague, turn
from regnum.games.fief.data import CARDS, LORD_NAMES, PIECE_ENGINE, PIECE_SOLDIER, Card
from regnum.games.fief.income import taille, village_income
from regnum.games.fief.map import BISHOPRIC_OF, VILLAGE_NAMES
from regnum.games.fief.orders import ANNOUNCED_BY
from regnum.games.fief.state import (
    HOLDER_BOARD,
    HOLDER_DECK,
    HOLDER_DISCARD,
    RANK_BISHOP,
    RANK_POPE,
    FiefState,
    LordStatus,
    Phase,
)
from tests.games.fief import arena as field
from tests.games.fief.arena import Faces
from tests.games.fief.market import GAME, fort, lord, put, refused, texts, vil
from tests.games.fief.test_cards import give, round_of
from tests.games.fief.test_church import cleric, crowned, market

R, CASTLE, NEXT = vil("corvignac"), vil("doumerac"), vil("belvirac")
SEE = BISHOPRIC_OF[R]  # Jonquevaux: corvignac, doumerac, jonquevaux, rochefraine
FAR, FAR2 = vil("escarbois"), vil("montaigrel")


def revolt_card(state: FiefState, holder: int, kind: Card = Card.REVOLT) -> None:
    """A card of `kind` (a revolt) from the pile to `holder` (the board while it runs)."""
    card = next(c for c, h in enumerate(state.card_holder)
                if h == HOLDER_DECK and CARDS[c] == kind)
    state.small_deck = tuple(c for c in state.small_deck if c != card)
    state.card_holder = replaced(state.card_holder, card, holder)


def peasants(state: FiefState, v: int, points: int, player: int = 0, since: int = 1) -> None:
    """Revolting peasants already on the board, raised by `player` in turn `since`."""
    state.peasants = replaced(state.peasants, v, points)
    state.revolt_player, state.revolt_since = player, since
    revolt_card(state, HOLDER_BOARD)
    state._legal = None


def famine(state: FiefState) -> None:
    state.famine = replaced(state.famine, SEE, 1)
    revolt_card(state, HOLDER_BOARD, Card.FAMINE)


def test_the_revolt_rises_only_in_4_3_where_a_famine_lasts_in_a_village_without_walls():
    state = market()
    lord(state, 0, FAR)
    lord(state, 1, FAR2)
    fort(state, 1, CASTLE)
    famine(state)
    give(state, 0, Card.REVOLT)
    round_of(state)
    assert "only in round 4.3" in refused(state, f"play revolt at {VILLAGE_NAMES[R]}")
    state.apply("play no card")
    state.apply("play no card")
    assert state.step == 3
    sites = sorted(t for t in texts(state) if t.startswith("play revolt"))
    assert sites == ["play revolt at corvignac", "play revolt at jonquevaux",
                     "play revolt at rochefraine"], "no castle village, only under the famine"
    state.rng_gen = Faces(2, 3)  # two dice: 3 and 4, + 1
    state.apply("play revolt at corvignac")
    assert state.peasants[R] == 8 and state.revolt_player == 0 and state.revolt_since == 3
    assert sorted(CARDS[c] for c, h in enumerate(state.card_holder)
                  if h == HOLDER_BOARD) == [Card.FAMINE, Card.REVOLT]
    assert state.phase == Phase.MILITARY, "raised this turn: the peasants move from the next"
    assert GAME.from_json(state.to_json()).to_json() == state.to_json()
    state.military = []
    give(state, 1, Card.REVOLT)
    round_of(state, 3)
    assert not [t for t in texts(state) if t.startswith("play revolt")], "one revolt at a time"


def test_peasants_rising_on_an_army_fight_it_at_once_and_a_strong_army_beats_them():
    state = market()
    lord(state, 0, FAR)
    defender = lord(state, 1, R)
    put(state, 1, R, soldiers=20)
    state.mills = replaced(state.mills, R, 1)
    famine(state)
    give(state, 0, Card.REVOLT)
    round_of(state, 3)
    # 2d6 + 1 = 3 points; their one die scores 0; the defence's four dice score 3 each
    state.rng_gen = Faces(0, 0, 0, 5, 5, 5, 5)
    state.apply("play revolt at corvignac")
    assert state.peasants == (0,) * 24 and state.revolt_player == -1
    assert [CARDS[c] for c, h in enumerate(state.card_holder) if h == HOLDER_DISCARD] == [Card.REVOLT]
    assert state.units_at(PIECE_SOLDIER, 1 * 24 + R) == 20 and state.lord_status[defender] == LordStatus.FREE
    assert state.mills[R] == 0, "they burn the mills on their way, winning or not"
    assert "p2 puts down the revolt at corvignac" in state.log


def test_winning_peasants_give_no_quarter_ruin_the_castle_and_stop_there():
    state = market()
    lord(state, 0, FAR)
    lord(state, 1, FAR2)
    peasants(state, R, 10)
    fort(state, 1, CASTLE)
    victim = lord(state, 1, CASTLE)
    put(state, 1, CASTLE, soldiers=1)
    state.mills = replaced(state.mills, CASTLE, 1)
    state.turn = 3
    turn.cards_over(state)
    assert state.phase == Phase.PEASANTS and state.actor == 0
    assert sorted(texts(state)) == ["move peasants to belvirac", "move peasants to doumerac",
                                    "move peasants to isarnville", "peasants stay"]
    # 10 points against a castle: two dice, one lost to the walls; 2 points defend with one die
    state.rng_gen = Faces(5, 0)
    state.apply("move peasants to doumerac")
    assert state.lord_status[victim] == LordStatus.DEAD and state.units_at(PIECE_SOLDIER, 24 + CASTLE) == 0
    assert state.ruin[CASTLE] == 1 and state.mills[CASTLE] == 0 and state.peasants[CASTLE] == 10
    assert state.fort_owner[CASTLE] == 1, "the ruin stays its owner's"
    assert village_income(state, CASTLE) == (0, 0)
    assert state.phase == Phase.MILITARY, "their one combat ends their march"
    assert GAME.from_json(state.to_json()).to_json() == state.to_json()


def test_peasants_march_two_steps_into_empty_villages_but_never_into_a_city():
    state = market()
    lord(state, 0, FAR)
    lord(state, 1, FAR2)
    peasants(state, R, 5, player=1)
    crowned(state, 0, vil("isarnville"))  # a city next to them
    state.turn = 3
    turn.cards_over(state)
    assert state.actor == 1 and "move peasants to isarnville" not in texts(state)
    state.apply("move peasants to belvirac")
    assert state.phase == Phase.PEASANTS and state.peasants[NEXT] == 5 and state.peasants[R] == 0
    state.apply("move peasants to aubrevaux")
    assert state.phase == Phase.MILITARY and state.peasants[vil("aubrevaux")] == 5


def test_a_ruin_is_restored_by_its_owner_for_200_a_castle_once_the_peasants_left():
    state = market()
    lord(state, 0, FAR)
    fort(state, 0, CASTLE)
    state.ruin = replaced(state.ruin, CASTLE, 1)
    peasants(state, CASTLE, 4, player=1)
    assert "still hold the ruin" in refused(state, "restore doumerac")
    state.peasants = replaced(state.peasants, CASTLE, 0)
    state.peasants = replaced(state.peasants, R, 4)
    state._legal = None
    assert "restore doumerac" in texts(state)
    state.apply("restore doumerac")
    assert state.ruin[CASTLE] == 0 and state.money[0] == 4800
    assert "holds no ruin of yours" in refused(state, "restore doumerac")


def test_a_ruined_city_costs_400_and_until_then_its_fief_pays_the_taille_of_an_uncrowned_one():
    state = market()
    crowned(state, 0, R)
    put(state, 0, CASTLE, soldiers=1)
    held = [R, CASTLE]
    assert taille(state, 0, held) == 200
    state.ruin = replaced(state.ruin, R, 1)
    assert taille(state, 0, held) == 100, "100 per two villages, as without a crown"
    assert state.crowns_of(0) == 1, "the crown stays"
    state._legal = None
    state.apply("restore corvignac")
    assert state.money[0] == 4600 and taille(state, 0, held) == 200


def test_a_bishop_fails_is_massacred_and_the_peasants_grow_and_one_try_a_turn():
    state = market()
    bishop = cleric(state, 0, FAR, RANK_BISHOP, see=2)
    peasants(state, R, 6, player=1)
    who = LORD_NAMES[state.lord_card[bishop]]
    assert {f"appease the revolt with {who}", f"appease the revolt with {who} for 100 écus"} <= set(
        texts(state))
    assert f"appease the revolt with {who} for 300 écus" not in texts(state), "the Pope's gift"
    state.rng_gen = Faces(4)  # a 5
    state.apply(f"appease the revolt with {who}")
    assert state.lord_status[bishop] == LordStatus.DEAD and state.peasants[R] == 7
    assert not [t for t in texts(state) if t.startswith("appease")]


def test_a_bishop_with_100_ecus_appeases_on_a_4_and_the_peasants_become_his_soldiers():
    state = market()
    bishop = cleric(state, 0, FAR, RANK_BISHOP, see=2)
    peasants(state, R, 6, player=1)
    state.rng_gen = Faces(3)  # a 4
    state.apply(f"appease the revolt with {LORD_NAMES[state.lord_card[bishop]]} for 100 écus")
    assert state.peasants[R] == 0 and state.revolt_player == -1 and state.money[0] == 4900
    assert state.units_at(PIECE_SOLDIER, R) == 6, "appeased, they become his family's soldiers"
    assert any(CARDS[c] == Card.REVOLT and h == HOLDER_DISCARD
               for c, h in enumerate(state.card_holder))


def test_the_pope_appeases_for_300_or_on_1_to_4_else_the_peasants_gain_3():
    state = market()
    pope = cleric(state, 0, FAR, RANK_POPE)
    who = LORD_NAMES[state.lord_card[pope]]
    peasants(state, R, 6, player=1)
    state.rng_gen = Faces(4)  # a 5
    state.apply(f"appease the revolt with {who}")
    assert state.peasants[R] == 9 and state.lord_status[pope] == LordStatus.FREE
    other = market()
    pope = cleric(other, 0, FAR, RANK_POPE)
    peasants(other, R, 6, player=1)
    other.rng_gen = Faces()  # no die is rolled
    other.apply(f"appease the revolt with {LORD_NAMES[other.lord_card[pope]]} for 300 écus")
    assert other.peasants[R] == 0 and other.money[0] == 4700 and other.units_at(PIECE_SOLDIER, R) == 6


def test_anyone_adds_peasant_points_at_100_up_to_the_tokens_in_the_box():
    state = market()
    peasants(state, R, 15, player=1)
    state.apply("buy peasant point")
    assert state.peasants[R] == 16 and state.money[0] == 4900
    assert "tokens are all on the board" in refused(state, "buy peasant point")
    assert "no revolt" in refused(market(), "buy peasant point")


def test_the_plague_halves_the_peasants_and_may_end_the_revolt():
    state = market()
    peasants(state, R, 5, player=1)
    plague.strike_bishopric(state, SEE)
    assert state.peasants[R] == 2
    plague.strike_bishopric(state, SEE)
    state.peasants = replaced(state.peasants, R, 1)
    plague.strike_bishopric(state, SEE)
    assert state.peasants == (0,) * 24 and state.revolt_player == -1


def test_a_seat_marching_into_the_peasants_fights_them_at_once_as_its_attack():
    state = field.arena()
    hugo = field.lord(state, 0, NEXT)
    field.troops(state, 0, NEXT, soldiers=10)
    field.lord(state, 1, FAR)
    state.peasants = replaced(state.peasants, R, 4)
    state.revolt_player = 1
    state.revolt_since = state.turn
    revolt_card(state, HOLDER_BOARD)
    field.go(state)
    # 11 points attack with two dice (3 hits each); the peasants' one die scores 0
    state.rng_gen = Faces(5, 5, 0)
    field.play(state, f"lead {hugo}", "take all", "march corvignac")
    assert state.peasants == (0,) * 24 and state.military[ANNOUNCED_BY + R] == -1
    h = field.lord_id(state, hugo)
    assert state.lord_village[h] == R and state.lord_attacks[h] == 1
    assert state.units_at(PIECE_SOLDIER, R) == 10


def test_the_peasants_are_public_in_every_view_and_survive_determinize():
    state = market()
    lord(state, 0, FAR)
    lord(state, 1, FAR2)
    peasants(state, R, 7, player=1)
    for viewer in (0, 1, None):
        view = state.view(viewer)
        assert view["villages"][R]["peasants"] == 7 and view["cards"]["revolt_player"] == 1
        assert "revolt" not in view["cards"].get("hand", [])
    sample = state.determinize(0, Rng(3))
    assert sample.peasants == state.peasants and sample.revolt_player == 1
    assert "REVOLTING PEASANTS 7 points" in GAME.render_text(state.view(None))
    assert 'class="peasants" data-points="7"' in (GAME.render_svg(state.view(None)) or "")


def test_a_castle_the_peasants_hold_takes_no_new_lord_and_no_lord_sent_home():
    from regnum.games.fief.control import fort_sites

    state = market()
    fort(state, 1, CASTLE)
    fort(state, 1, FAR2)
    peasants(state, CASTLE, 3)
    assert fort_sites(state, 1) == [FAR2]


def test_the_peasants_enter_a_city_only_by_their_players_tunnel_and_ruin_it():
    """"Les paysans en révolte n'attaquent jamais une cité, sauf avec la pose de la carte
    souterrain. C'est alors un combat, comme en terrain nu"; "la cité est ruinée"."""
    city = vil("isarnville")
    state = market()
    lord(state, 0, FAR)
    lord(state, 1, FAR2)
    peasants(state, R, 9, player=1)
    crowned(state, 0, city)  # a city next to them, its lord alone there
    state.turn = 3
    turn.cards_over(state)
    assert "move peasants by tunnel into isarnville" not in texts(state), "no tunnel in hand"
    give(state, 0, Card.TUNNEL)
    state._legal = None
    assert "move peasants by tunnel into isarnville" not in texts(state), "their player's tunnel"
    card = give(state, 1, Card.TUNNEL)
    state._legal = None
    assert [t for t in texts(state) if "tunnel" in t] == ["move peasants by tunnel into isarnville"]
    state.rng_gen = Faces(*[5] * 20)  # every die scores 3 hits
    state.apply("move peasants by tunnel into isarnville")
    assert state.card_holder[card] == HOLDER_DISCARD
    assert state.peasants[city] == 6 and state.ruin[city] == 1, "the lord falls, the city burns"
    assert "the peasants fight p1 at isarnville" in state.log
    assert state.phase == Phase.MILITARY, "a fight ends their march"


def test_peasants_entering_by_a_tunnel_lose_no_die_to_the_walls():
    from regnum.games.fief import peasants as mob

    dice = []
    for by_tunnel in (False, True):
        state = market()
        crowned(state, 0, R)
        state.peasants = replaced(state.peasants, R, 13)
        state.revolt_player = 1
        counted = Faces(*[5] * 20)
        state.rng_gen = counted
        mob.fight(state, R, 0, peasants_attack=True, open_ground=by_tunnel)
        dice.append(20 - len(counted.indices))
    assert dice == [1 + 1, 3 + 1], "13 points roll 3 dice, less 2 to a city's walls, but not by a " \
        "tunnel (and the lord's 1 die)"


def test_three_castle_on_fire_tokens_so_three_ruins_at_most():
    """"Il y a 3 pions Château en feu": read as the ruin markers."""
    state = market()
    lord(state, 0, FAR)
    lord(state, 1, FAR2)
    for v in (vil("aubrevaux"), vil("gaudrecourt"), vil("hautclaret")):
        fort(state, 0, v)
        state.ruin = replaced(state.ruin, v, 1)
    fort(state, 0, CASTLE)
    peasants(state, R, 5, player=1)
    state.turn = 3
    turn.cards_over(state)
    state.apply("move peasants to doumerac")
    assert state.peasants[CASTLE] == 5 and state.ruin[CASTLE] == 0, "no token left to burn it"
    assert state.phase == Phase.MILITARY, "a castle taken ends their march all the same"


def test_peasants_beating_an_army_that_brought_an_engine_leave_no_engine_marked_as_moved():
    """Regression (a random 6-player game, seed 346462): the engines the peasants destroyed kept
    their phase-5 "moved" mark, so the saved state no longer loaded."""
    state = field.arena()
    hugo = field.lord(state, 0, NEXT)
    field.troops(state, 0, NEXT, soldiers=3, engines=1)
    field.lord(state, 1, FAR)
    state.peasants = replaced(state.peasants, R, 12)
    state.revolt_player = 1
    state.revolt_since = state.turn
    revolt_card(state, HOLDER_BOARD)
    field.go(state)
    state.rng_gen = Rng(3)
    field.play(state, f"lead {hugo}", "take engine", "take all", "march corvignac")
    assert state.peasants[R] > 0 and state.units_at(PIECE_ENGINE, R) == 0
    assert field.lord_id(state, hugo) not in state.lords_at(R, 0)
    assert military.check(state) is None
    assert GAME.from_json(json.loads(json.dumps(state.to_json()))) == state
