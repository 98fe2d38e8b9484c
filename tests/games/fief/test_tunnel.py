"""The tunnel card: in phase 4's rounds a prisoner's escape home and lords and soldiers evacuated
from a village under the storm; a lord's flight from a plague before it strikes; in phase 5 a group
on foot skipping a village and a lord alone going from castle to castle; before a battle round, the
treason that opens a castle's gates."""

from __future__ import annotations

from regnum.engine.events import Event
from regnum.engine.tables import replaced
from regnum.games.fief.data import LORD_NAMES, PIECE_KNIGHT3, PIECE_SOLDIER, Card
from regnum.games.fief.diplomacy import set_alliance
from regnum.games.fief.family import hindered
from regnum.games.fief.map import BISHOPRIC_OF, FIEF_OF
from regnum.games.fief.orders import ANNOUNCED_BY
from regnum.games.fief.state import HOLDER_DISCARD, LordStatus, Phase
from tests.games.fief import arena as ar
from tests.games.fief.arena import Faces
from tests.games.fief.market import GAME, fort, lord, put, refused, texts, vil
from tests.games.fief.test_cards import give, round_of, see_name
from tests.games.fief.test_church import market

HOME, JAIL, FAR = vil("doumerac"), vil("escarbois"), vil("montaigrel")
STORMY, OUT, HELD = vil("belvirac"), vil("corvignac"), vil("isarnville")  # Valombre / Brisemont


def test_a_prisoner_escapes_home_by_a_tunnel_even_when_his_whole_family_is_captive():
    state = market()
    fort(state, 1, HOME)
    captive = lord(state, 1, JAIL)
    state.lord_status[captive] = LordStatus.PRISONER
    state.lord_captor = replaced(state.lord_captor, captive, 0)
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
    state.lord_status[captive] = LordStatus.PRISONER
    state.lord_captor = replaced(state.lord_captor, captive, 0)
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
    state.storm = replaced(state.storm, FIEF_OF[STORMY], 2)
    give(state, 0, Card.TUNNEL)
    round_of(state)
    ways = sorted(t for t in texts(state) if t.startswith("play tunnel"))
    assert ways == ["play tunnel from belvirac to aubrevaux", "play tunnel from belvirac to corvignac",
                    "play tunnel from belvirac to hautclaret"]
    state.apply("play tunnel from belvirac to corvignac")
    assert state.lord_village[hugo] == OUT and state.lord_moves[hugo] == 1
    assert state.units_at(PIECE_SOLDIER, OUT) == 3 and state.units_at(PIECE_SOLDIER, STORMY) == 0
    assert state.units_at(PIECE_KNIGHT3, STORMY) == 1, "sans les cavaliers"
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



# -- the march by a tunnel (phase 5) ---------------------------------------------------------------
def on_the_march():
    """Phase 5, step 1: seat 0's lord at aubrevaux with 3 soldiers and a knight, seat 1 in
    belvirac (the village a tunnel skips) and far away."""
    state = ar.arena()
    hugo = ar.lord(state, 0, vil("aubrevaux"))
    ar.troops(state, 0, vil("aubrevaux"), soldiers=3, knights3=1)
    ar.lord(state, 1, STORMY)
    ar.troops(state, 1, STORMY, soldiers=2)
    ar.lord(state, 1, FAR)
    ar.go(state)
    return state, hugo


def tunnel_ways(state) -> list[str]:
    return sorted(t for t in texts(state) if "tunnel" in t)


def test_a_group_on_foot_skips_a_village_by_a_tunnel_as_one_move():
    state, hugo = on_the_march()
    give(state, 0, Card.TUNNEL)
    ar.play(state, f"lead {hugo}", "take knight3")
    assert tunnel_ways(state) == [], "« à pied »: not with a knight"
    state, hugo = on_the_march()
    card = give(state, 0, Card.TUNNEL)
    ar.play(state, f"lead {hugo}", "take soldier", "take soldier")
    assert tunnel_ways(state) == ["march by tunnel to corvignac", "march by tunnel to hautclaret",
                                  "march by tunnel to isarnville", "march by tunnel to noirvaux",
                                  "march by tunnel to orbessac"], "two roads away"
    assert "two roads away" in refused(state, "march by tunnel to doumerac")
    state.apply("march by tunnel to corvignac")
    lord_id = ar.lord_id(state, hugo)
    assert state.lord_village[lord_id] == OUT and state.lord_moves[lord_id] == 1, "one move"
    assert state.units_at(PIECE_SOLDIER, OUT) == 2 and state.units_at(PIECE_SOLDIER, vil("aubrevaux")) == 1
    assert state.card_holder[card] == HOLDER_DISCARD and tunnel_ways(state) == []
    assert GAME.from_json(state.to_json()).to_json() == state.to_json()


def test_without_a_tunnel_card_there_is_no_tunnel_march():
    state, hugo = on_the_march()
    ar.play(state, f"lead {hugo}", "take soldier")
    assert tunnel_ways(state) == []
    assert "no tunnel card" in refused(state, "march by tunnel to corvignac")


def test_a_tunnel_march_into_an_enemy_village_announces_the_attack():
    state, hugo = on_the_march()
    ar.lord(state, 1, OUT)
    ar.troops(state, 1, OUT, soldiers=1)
    give(state, 0, Card.TUNNEL)
    ar.play(state, f"lead {hugo}", "take soldier", "march by tunnel to corvignac")
    assert state.military[ANNOUNCED_BY + OUT] == 0, "« d'aller combattre ... dans le suivant »"
    assert state.lord_attacks[ar.lord_id(state, hugo)] == 1


def castles(soldiers: int = 0):
    state = ar.arena()
    hugo = ar.lord(state, 0, vil("aubrevaux"))
    ar.fort(state, 0, vil("aubrevaux"))
    ar.troops(state, 0, vil("aubrevaux"), soldiers=soldiers)
    ar.fort(state, 0, FAR)
    ar.fort(state, 1, vil("salvenac"))
    ar.lord(state, 1, vil("lavandrac"))
    ar.go(state)
    give(state, 0, Card.TUNNEL)
    state.apply(f"lead {hugo}")
    return state, hugo


def test_a_lord_alone_goes_from_castle_to_castle_of_his_family_and_may_move_on():
    state, _ = castles(soldiers=2)
    assert "march by tunnel to montaigrel" in texts(state), "any castle of his family"
    assert "march by tunnel to salvenac" not in texts(state), "not another family's"
    state.apply("take soldier")
    assert "march by tunnel to montaigrel" not in texts(state), "« un seigneur — seul — »"
    state, hugo = castles()
    state.apply("march by tunnel to montaigrel")
    lord_id = ar.lord_id(state, hugo)
    assert state.lord_village[lord_id] == FAR and state.lord_moves[lord_id] == 1
    assert "march fontmerle" in texts(state), "« Il a le droit après à un autre déplacement »"


# -- the flight from the plague (phase 4) -----------------------------------------------------------
def plague_on(state, player: int, v: int) -> None:
    """Phase 4.1 with every lord surviving the plague `player` lays on `v`'s bishopric."""
    round_of(state)
    while state.actor != player:
        state.apply("play no card")
    state.rng_gen = Faces(*[4] * 10)
    state.apply(f"play plague on {see_name(v)}")


def test_a_lord_flees_the_plague_alone_by_a_tunnel_and_stays_out_of_the_votes():
    state = market()
    hugo = lord(state, 0, OUT)  # corvignac (Jonquevaux), next to belvirac (Hautclaret)
    other = lord(state, 0, OUT)
    put(state, 0, OUT, soldiers=4)
    victim = lord(state, 1, HOME)  # doumerac, in Jonquevaux with no way out
    give(state, 0, Card.TUNNEL)
    give(state, 1, Card.PLAGUE)
    plague_on(state, 1, OUT)
    assert state.phase == Phase.FLIGHT and state.actor == 0, "asked before the plague strikes"
    assert state.units_at(PIECE_SOLDIER, OUT) == 4, "not struck yet"
    named = {lord_id: LORD_NAMES[state.lord_card[lord_id]] for lord_id in (hugo, other)}
    assert sorted(texts(state)) == sorted(["face the plague",
                                           f"play tunnel: {named[hugo]} flees the plague",
                                           f"play tunnel: {named[other]} flees the plague"])
    told = state.apply_narrated(f"play tunnel: {named[hugo]} flees the plague")
    assert [(e.id, e.params["to"]) for e in told if e.id == "fief.tunnel.flight"] == [
        ("fief.tunnel.flight", "belvirac")], "the narrated log tells the flight"
    assert "fief.plague.death" not in [e.id for e in told], "every lord survives (5s)"
    assert state.lord_village[hugo] == STORMY and state.lord_moves[hugo] == 1, "out of it"
    assert state.phase != Phase.FLIGHT, "no small card left: the plague strikes"
    assert state.lord_plague[hugo] == 0 and state.lord_plague[other] == 3
    assert state.lord_plague[victim] == 3 and state.units_at(PIECE_SOLDIER, OUT) == 2, "« s'enfuir seul »"
    assert hindered(state, hugo) == Event("lord.fled", {"lord": named[hugo]})
    assert GAME.from_json(state.to_json()).to_json() == state.to_json()


def test_a_seat_with_a_small_card_is_asked_to_flee_whatever_it_holds_and_one_without_is_not():
    state = market()
    lord(state, 0, OUT)
    lord(state, 1, HOME)
    give(state, 0, Card.FAMINE)  # a small card, not a tunnel: asked all the same
    give(state, 1, Card.PLAGUE)
    plague_on(state, 1, OUT)
    assert state.phase == Phase.FLIGHT and state.actor == 0 and texts(state) == ["face the plague"]
    state.apply("face the plague")
    assert state.phase == Phase.CARDS and state.plague[BISHOPRIC_OF[HOME]] == 3
    state = market()
    lord(state, 0, OUT)
    lord(state, 1, HOME)
    give(state, 0, Card.SPY)  # a big card only: never asked
    give(state, 1, Card.PLAGUE)
    plague_on(state, 1, OUT)
    assert state.phase == Phase.CARDS and state.plague[BISHOPRIC_OF[HOME]] == 3


def test_a_lord_flees_the_plague_from_his_castle_into_an_allys_castle_but_not_a_strangers():
    """Seed, "La peste": castle to castle, his own "ou qui ne lui appartient pas (sa situation au
    bon vouloir de l'accueillant)"; an ally is the willing host (docs/rules/fief.md)."""
    for allies in (False, True):
        state = market()
        hugo = lord(state, 0, HOME)  # doumerac: every neighbour is in Jonquevaux too
        fort(state, 0, HOME)
        fort(state, 1, FAR)  # montaigrel, out of Jonquevaux
        lord(state, 1, FAR)
        set_alliance(state, 0, 1, allies)
        give(state, 0, Card.TUNNEL)
        give(state, 1, Card.PLAGUE)
        plague_on(state, 1, HOME)
        if not allies:  # a stranger's castle takes nobody in: nowhere to flee, nobody asked
            assert state.phase != Phase.FLIGHT and state.lord_plague[hugo] == 3
            continue
        assert state.phase == Phase.FLIGHT and state.actor == 0
        flight = f"play tunnel: {LORD_NAMES[state.lord_card[hugo]]} flees the plague"
        assert flight in texts(state)
        state.apply(flight)
        assert state.lord_village[hugo] == FAR and state.lord_status[hugo] == LordStatus.FREE
        assert state.lord_plague[hugo] == 0
        assert GAME.from_json(state.to_json()).to_json() == state.to_json()
