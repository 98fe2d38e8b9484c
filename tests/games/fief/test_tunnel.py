"""The tunnel card: in phase 4's rounds a prisoner's escape home and lords and soldiers evacuated
from a village under the storm; before a battle round, the treason that opens a castle's gates."""

from __future__ import annotations

from regnum.games.fief.data import LORD_NAMES, Card
from regnum.games.fief.map import FIEF_OF
from regnum.games.fief.state import LordStatus, Phase
from tests.games.fief.market import GAME, fort, lord, put, texts, vil
from tests.games.fief.test_cards import give, round_of
from tests.games.fief.test_church import market

HOME, JAIL, FAR = vil("doumerac"), vil("escarbois"), vil("montaigrel")
STORMY, OUT, HELD = vil("belvirac"), vil("corvignac"), vil("isarnville")  # Valombre / Brisemont


def test_a_prisoner_escapes_home_by_a_tunnel_even_when_his_whole_family_is_captive():
    state = market()
    fort(state, 1, HOME)
    captive = lord(state, 1, JAIL)
    state.lord_status[captive], state.lord_captor[captive] = LordStatus.PRISONER, 0
    lord(state, 0, JAIL)
    put(state, 0, JAIL, soldiers=2)
    give(state, 1, Card.TUNNEL)
    give(state, 1, Card.FAMINE)
    round_of(state)
    assert state.pending == [1], "a captive family holding cards is asked like the others"
    name = LORD_NAMES[state.lord_card[captive]]
    assert sorted(texts(state)) == ["play no card", f"play tunnel: {name} escapes"], (
        "a captive family plays only the escape")
    state.apply(f"play tunnel: {name} escapes")
    assert state.lord_status[captive] == LordStatus.FREE and state.lord_captor[captive] == -1
    assert state.lord_village[captive] == HOME
    assert state.lord_moves[captive] == state.max_moves(captive), "his one move of the turn"
    assert state.lord_attacks[captive] == state.max_attacks(captive), "and no attack"
    assert GAME.from_json(state.to_json()).to_json() == state.to_json()


def test_a_family_with_no_card_is_never_asked_even_with_a_prisoner():
    state = market()
    captive = lord(state, 1, JAIL)
    state.lord_status[captive], state.lord_captor[captive] = LordStatus.PRISONER, 0
    lord(state, 0, JAIL)
    give(state, 0, Card.FAMINE)
    round_of(state)
    assert state.pending == [0]


def test_a_tunnel_takes_lords_and_soldiers_but_not_knights_out_of_the_storm():
    state = market()
    hugo = lord(state, 0, STORMY)
    put(state, 0, STORMY, soldiers=3, knights3=1)
    lord(state, 1, HELD)  # another seat's village: no way out there
    lord(state, 1, FAR)
    state.storm[FIEF_OF[STORMY]] = 2
    give(state, 0, Card.TUNNEL)
    round_of(state)
    ways = sorted(t for t in texts(state) if t.startswith("play tunnel"))
    assert ways == ["play tunnel from belvirac to aubrevaux", "play tunnel from belvirac to corvignac",
                    "play tunnel from belvirac to hautclaret"]
    state.apply("play tunnel from belvirac to corvignac")
    assert state.lord_village[hugo] == OUT and state.lord_moves[hugo] == 1
    assert state.soldiers[OUT] == 3 and state.soldiers[STORMY] == 0
    assert state.knights3[STORMY] == 1, "sans les cavaliers"
    assert state.phase != Phase.CARDS or state.actor != 0


def test_no_tunnel_out_of_a_village_without_storm():
    state = market()
    lord(state, 0, STORMY)
    lord(state, 1, FAR)
    give(state, 0, Card.TUNNEL)
    round_of(state)
    assert texts(state) == ["play no card"]


def test_treason_opens_the_walls_to_an_attacker_holding_a_tunnel_before_a_round():
    from regnum.games.fief import battle
    from regnum.games.fief.orders import OPEN
    from tests.games.fief.test_military import siege

    state, _, _ = siege(castle=True)
    assert "play tunnel: treason" not in texts(state), "no tunnel in hand: no treason"
    assert battle.dice(state, True) == 1, "11 points: two dice, one lost to the castle"
    card = give(state, 0, Card.TUNNEL)
    assert "play tunnel: treason" in texts(state)
    state.apply("play tunnel: treason")
    assert state.military[OPEN] == 1 and battle.dice(state, True) == 2, "as in open ground"
    assert state.card_holder[card] == -2 and state.actor == 0
    assert "play tunnel: treason" not in texts(state)
    give(state, 1, Card.TUNNEL)
    state.apply("fight")
    assert state.actor == 1 and "play tunnel: treason" not in texts(state), "the attacker's card"


def test_no_treason_where_there_are_no_walls():
    from tests.games.fief.test_military import siege

    state, _, _ = siege(castle=False)
    give(state, 0, Card.TUNNEL)
    assert "play tunnel: treason" not in texts(state)
