"""The Fief heuristic bot: it sees only Observations, always answers a legal action, crowns, buys
mills, saves for a crown within reach, attacks a weaker stack, declines a stronger one, and in an
open battle fights or withdraws by the visible strengths."""

from __future__ import annotations

import json
from collections.abc import Callable

from hypothesis import given, settings
from hypothesis import strategies as st

from regnum.bots import make, names
from regnum.bots.base import Observation
from regnum.bots.heuristic.fief import HeuristicBot
from regnum.bots.ismcts import IsmctsBot, random_policy
from regnum.bots.random_bot import RandomBot
from regnum.engine.game import Action
from regnum.engine.rng import Rng
from regnum.engine.tables import replaced
from regnum.games import get
from regnum.games.fief.orders import ANNOUNCED_BY
from regnum.games.fief.state import FiefState, Phase
from tests.games.fief.arena import arena, go, in_battle, lord, lord_id, play, troops, village
from tests.games.fief.market import lord as market_lord
from tests.games.fief.market import market, put, vil

GAME = get("fief")


def blind(state: FiefState) -> Observation:
    """An observation with a copy of the seat's view and a sampler that must never be called: a
    bot that reached for anything but its view and legal actions would fail here."""
    player = state.current_player
    assert player is not None

    def no_sampling(rng: Rng) -> FiefState:
        raise AssertionError("the heuristic bot must not sample hidden state")

    view = json.loads(json.dumps(state.view(player)))
    return Observation(GAME, player, view, state.legal_actions(), no_sampling)


def choose(state: FiefState, seed: int = 0) -> Action:
    action = HeuristicBot(seed).choose(blind(state))
    assert action in state.legal_actions()
    return action


# -- registration and honesty ------------------------------------------------------------------------
def test_the_heuristic_is_registered_for_fief_and_guides_its_search_levels():
    bot = make("heuristic", GAME, 3)
    assert isinstance(bot, HeuristicBot) and bot.name == "heuristic"
    assert names(GAME) == ["random", "heuristic", "easy", "normal", "hard", "expert"]
    hard = make("hard", GAME, 3)
    assert isinstance(hard, IsmctsBot)
    assert hard.policy is not random_policy and hard.prior is not None


def play_out(state: FiefState, pick: Callable[[FiefState], Action], limit: int) -> int:
    """Play until the game ends or `limit` decisions; returns the decisions made."""
    count = 0
    while not state.is_over and count < limit:
        state.apply(pick(state))
        count += 1
    return count


def test_four_heuristic_bots_finish_a_game_from_observations_alone():
    state = GAME.new_game(4, 11)
    bots = [HeuristicBot(seat) for seat in range(4)]

    def pick(s: FiefState) -> Action:
        obs = blind(s)
        action = bots[obs.player].choose(obs)
        assert action in s.legal_actions()
        return action

    play_out(state, pick, 20_000)
    assert state.is_over and state.winners


def test_the_choice_depends_only_on_the_view():
    """Resampling what the seat cannot see (rivals' stacks, the lord deck) leaves its view and so
    the bot's choice unchanged: the bot is deterministic and blind to the hidden parts."""
    rng = Rng(5)
    state = GAME.new_game(4, 5)
    randoms = [RandomBot(seat) for seat in range(4)]
    checked = 0
    for _ in range(400):
        if state.is_over:
            break
        player = state.current_player
        assert player is not None
        if len(state.legal_actions()) > 1:
            sample = state.determinize(player, rng)
            assert sample.view(player) == state.view(player)
            assert choose(sample) is choose(state)
            checked += 1
        state.apply(randoms[player].choose(Observation.of(state)))
    assert checked > 50


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**32), plies=st.integers(0, 2000), players=st.integers(2, 6),
       heuristic_seats=st.integers(0, 63))
def test_always_a_legal_action_in_random_positions(seed, plies, players, heuristic_seats):
    """Positions reached by any mix of random and heuristic play: the bot answers legally."""
    state = GAME.new_game(players, seed)
    bots = [HeuristicBot(seed + p) if heuristic_seats >> p & 1 else RandomBot(seed + p)
            for p in range(players)]

    def pick(s: FiefState) -> Action:
        obs = blind(s)
        action = bots[obs.player].choose(obs)
        assert action in s.legal_actions()
        return action

    play_out(state, pick, plies)
    if not state.is_over:
        choose(state, seed)


# -- set-up --------------------------------------------------------------------------------------------
def test_set_up_takes_a_barony_a_central_castle_and_a_lord():
    state = GAME.new_game(4, 2)
    action = choose(state)
    assert action.text in ("choose fief clairefont", "choose fief pierrefeu")
    state.apply(action)
    castle = choose(state)
    assert castle.kind == "place_castle"
    state.apply(castle)
    assert choose(state).text == "choose lord"


# -- purchases -----------------------------------------------------------------------------------------
A, B, C = vil("corvignac"), vil("doumerac"), vil("isarnville")  # the county of Brisemont


def test_crowns_a_fief_it_alone_holds_when_it_can_pay():
    state = market()
    market_lord(state, 0, A)
    for v in (A, B, C):
        put(state, 0, v, soldiers=2)
    state.castle = replaced(state.castle, A, 1)
    state.money[0] = 600  # the county's crown and not one écu more
    state._legal = None
    assert choose(state).text == "crown corvignac"


def test_saves_for_a_crown_within_reach_instead_of_buying_a_mill():
    state = market()
    market_lord(state, 0, A)
    for v in (A, B, C):
        put(state, 0, v, soldiers=2)
    state.castle = replaced(state.castle, A, 1)
    state.money[0] = 500  # a mill is open, the crown (600) not yet
    state._legal = None
    assert "buy mill at corvignac" in [a.text for a in state.legal_actions()]
    assert choose(state).text == "end purchases"


def test_buys_a_mill_behind_its_walls_when_that_is_the_best_purchase():
    state = market()
    market_lord(state, 0, A)
    put(state, 0, A, soldiers=5)
    state.castle = replaced(state.castle, A, 1)
    put(state, 0, vil("belvirac"), soldiers=1)  # an unwalled village it holds: a worse site
    state.money[0] = 600  # the seed's first turn: 500 + the castle's 100
    state._legal = None
    assert choose(state).text == "buy mill at corvignac"


def test_builds_the_castle_a_fully_held_fief_lacks_then_crowns_it():
    state = market()
    market_lord(state, 0, A)
    for v in (A, B, C):
        put(state, 0, v, soldiers=2)
    state.money[0] = 1600
    state._legal = None
    action = choose(state)
    assert action.kind == "buy" and action.text.startswith("buy castle at")
    state.apply(action)
    assert choose(state).kind == "crown"


def test_buys_knights_once_its_reserve_of_soldiers_is_spent():
    state = market()
    market_lord(state, 0, A)
    put(state, 0, A, soldiers=40)  # the whole reserve (data.RESERVE_SOLDIERS) is on the board
    state.castle = replaced(state.castle, A, 1)
    state.mills = replaced(state.mills, A, 2)  # no room for a mill or a press
    state._legal = None
    assert not any(a.text.startswith("buy soldier") for a in state.legal_actions())
    assert choose(state).text == "buy knight3 at corvignac"


# -- phase 5 ---------------------------------------------------------------------------------------------
HOME, NEXT = village("belvirac"), village("corvignac")


def step_one(enemy_soldiers: int, enemy_castle: bool, my_soldiers: int) -> FiefState:
    """Seat 0: a lord with soldiers at Belvirac, one road left, every other neighbour its own;
    seat 1: a lord (and troops, behind walls or not) at the next village, Corvignac."""
    state = arena()
    mine = lord(state, 0, HOME)
    troops(state, 0, HOME, soldiers=my_soldiers)
    for v in (village("aubrevaux"), village("hautclaret"), village("isarnville")):
        troops(state, 0, v, soldiers=1)
    lord(state, 1, NEXT)
    troops(state, 1, NEXT, soldiers=enemy_soldiers)
    state.castle = replaced(state.castle, NEXT, int(enemy_castle))
    go(state)
    state.lord_moves[lord_id(state, mine)] = 1
    state._legal = None
    return state


def seat_zero_moves(state: FiefState) -> list[str]:
    """Let the bot play seat 0's part of step 1; returns what it did."""
    done: list[str] = []
    while state.phase == Phase.MILITARY and state.step == 1 and state.actor == 0:
        action = choose(state)
        done.append(action.text)
        state.apply(action)
    return done


def test_attacks_a_weaker_visible_stack():
    state = step_one(enemy_soldiers=0, enemy_castle=False, my_soldiers=6)
    done = seat_zero_moves(state)
    assert "march corvignac" in done
    assert state.military[ANNOUNCED_BY + NEXT] == 0


def test_declines_a_clearly_stronger_stack_behind_walls():
    state = step_one(enemy_soldiers=6, enemy_castle=True, my_soldiers=4)
    done = seat_zero_moves(state)
    assert "march corvignac" not in done
    assert state.military[ANNOUNCED_BY + NEXT] == -1


def open_battle(attackers: int, defenders: int, defender_knights6: int = 0,
                attacker_knights3: int = 0, seed: int = 0) -> FiefState:
    """Seat 0 attacks Corvignac from Belvirac with a lord and troops; the battle is open."""
    state = arena(seed=seed)
    hugo = lord(state, 0, HOME)
    troops(state, 0, HOME, soldiers=attackers, knights3=attacker_knights3)
    lord(state, 1, NEXT)
    troops(state, 1, NEXT, soldiers=defenders, knights6=defender_knights6)
    go(state)
    play(state, f"lead {hugo}", "take all", "march corvignac")
    while not in_battle(state):
        play(state, "end movements")
    assert state.actor == 0
    return state


def test_fights_on_against_a_weaker_defender():
    state = open_battle(attackers=10, defenders=1)
    assert choose(state).text == "fight"


def test_withdraws_from_a_defender_the_battle_shows_to_be_stronger():
    state = open_battle(attackers=5, defenders=1, defender_knights6=3)
    assert choose(state).text == "withdraw to belvirac"


def test_defends_and_gives_up_soldiers_before_knights():
    """Both seats played by the bot through whole battles: whenever a loss is to be chosen, a
    soldier goes first (the cheapest point), and the defender never surrenders."""
    choices = 0
    for seed in range(8):
        state = open_battle(attackers=4, defenders=5, attacker_knights3=2, seed=seed)
        while in_battle(state):
            options = [a.text for a in state.legal_actions()]
            action = choose(state)
            assert action.text != "surrender"
            if "lose soldier" in options:
                assert action.text == "lose soldier"
                choices += 1
            state.apply(action)
    assert choices > 0


# -- the tunnel against the plague and for the peasants ----------------------------------------------
def test_saves_a_lord_from_a_plague_by_a_tunnel_it_holds():
    from regnum.games.fief.data import Card
    from tests.games.fief.test_cards import give
    from tests.games.fief.test_tunnel import OUT, plague_on

    state = market()
    market_lord(state, 0, OUT)
    market_lord(state, 1, vil("doumerac"))
    give(state, 0, Card.TUNNEL)
    give(state, 1, Card.PLAGUE)
    plague_on(state, 1, OUT)
    assert state.phase == Phase.FLIGHT
    assert choose(state).kind == "play_tunnel_flee"


def test_marches_its_peasants_into_the_rivals_city_by_a_tunnel():
    from regnum.games.fief import turn
    from regnum.games.fief.data import Card
    from tests.games.fief.test_cards import give
    from tests.games.fief.test_church import crowned
    from tests.games.fief.test_revolt import FAR, FAR2, R, peasants

    state = market()
    market_lord(state, 0, FAR)
    market_lord(state, 1, FAR2)
    peasants(state, R, 9, player=1)
    crowned(state, 0, vil("isarnville"))
    state.turn = 3
    turn.cards_over(state)
    give(state, 1, Card.TUNNEL)
    assert choose(state).text == "move peasants by tunnel into isarnville"
def crowned_talks(crowns: dict[int, int]) -> FiefState:
    """The first talks of a 4-player game, `crowns` crowned fiefs per seat counted clockwise from
    the seat to speak (0 is that seat; each crown worn by a lord of its seat)."""
    from tests.games.fief.test_diplomacy import talks

    state = talks(4)
    fief = 0
    for offset, count in crowns.items():
        seat = (state.actor + offset) % 4
        for _ in range(count):
            wearer = next(lord for lord in range(len(state.lord_card))
                          if state.lord_owner[lord] == seat)
            state.crown = replaced(state.crown, fief, wearer)
            fief += 1
    state._legal = None
    return state


def test_allies_against_the_leader_and_refuses_the_leaders_alliance():
    state = crowned_talks({3: 2})  # the seat before us leads with two crowns
    me = state.actor
    leader = (me + 3) % 4
    action = choose(state)
    assert action.kind == "d_ally" and action.args[0] != leader
    state.apply(action)
    assert choose(state).text == "accept the proposal", "the other rival allies against it too"
    quiet = crowned_talks({})
    assert choose(quiet).text == "end negotiations", "nobody leads: no alliance wanted"
    asked = crowned_talks({3: 2})
    while asked.actor != leader:
        asked.apply("end negotiations")
    asked.apply(f"propose alliance to p{me + 1}")
    assert asked.actor == me and choose(asked).text == "refuse the proposal"


def test_breaks_an_alliance_with_a_family_that_came_to_lead():
    from regnum.games.fief.diplomacy import set_alliance

    state = crowned_talks({1: 2})
    leader = (state.actor + 1) % 4
    set_alliance(state, state.actor, leader, True)
    state._legal = None
    assert choose(state).text == f"break alliance with p{leader + 1}"
