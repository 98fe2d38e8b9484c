"""Negotiation (seed, phases 1 and 6, "Les NÉGOCIATIONS"): alliances, truces, promises and gifts
as game actions, and their effects in phase 5 (allies do not fight, share villages, fight joint
battles rolling in turn, lodge in each other's castles)."""

from __future__ import annotations

import pytest

from regnum.engine import Rng
from regnum.engine.errors import RecordError
from regnum.engine.tables import replaced
from regnum.games import get
from regnum.games.fief import diplomacy
from regnum.games.fief.data import PIECE_ENGINE, PIECE_SOLDIER
from regnum.games.fief.diplomacy import BROKEN, KEPT, OPEN, allied, at_peace, set_alliance
from regnum.games.fief.map import NUM_FIEFS
from regnum.games.fief.orders import ANNOUNCED_BY, ATTACKER, DEFENDER, STAGE, Stage
from regnum.games.fief.state import FiefState, Phase

from .arena import Faces, arena, fort, go, in_battle, lord, play, refused, texts, troops, village

A, B, C = village("belvirac"), village("corvignac"), village("doumerac")
FAR = village("lavandrac")


def talks(players: int = 3) -> FiefState:
    """A game at the first talks of turn 1 (phase 1), seat 0 to speak."""
    state = get("fief").new_game(players, 0)
    while state.phase != Phase.NEGOTIATE:
        state.apply(state.legal_actions()[0])
    assert state.turn == 1 and state.diplomacy[diplomacy.WINDOW] == 1
    return state


def until_battle(state: FiefState) -> None:
    """Halt the group on the move, and end every seat's movements until a battle opens or
    phase 5 is over."""
    while not in_battle(state) and state.phase == Phase.MILITARY:
        state.apply("halt" if "halt" in texts(state) else "end movements")


def truce(state: FiefState, p: int, q: int, until: int) -> None:
    n = state.num_players
    base = diplomacy.truce_at(n)
    state.diplomacy[base + p * n + q] = state.diplomacy[base + q * n + p] = until


# -- the talks -----------------------------------------------------------------------------------
def test_an_alliance_is_proposed_answered_at_once_and_broken_openly():
    state = talks()
    first = state.actor
    other = (first + 1) % 3
    state.apply(f"propose alliance to p{other + 1}")
    assert state.phase == Phase.REPLY and state.actor == other
    assert texts(state) == ["refuse the proposal", "accept the proposal"]
    assert state.view(2)["diplomacy"]["proposal"] == {"from": first, "to": other,
                                                      "kind": "alliance", "amount": 0}
    state.apply("accept the proposal")
    assert allied(state, first, other) and allied(state, other, first)
    pair = sorted((first + 1, other + 1))
    assert f"alliances: p{pair[0]}-p{pair[1]}" in state.game.render_text(state.view(2))
    assert state.phase == Phase.NEGOTIATE and state.actor == first, "the proposer goes on"
    assert f"propose alliance to p{other + 1}" not in texts(state)
    state.apply(f"break alliance with p{other + 1}")
    assert not allied(state, first, other)
    assert "breaks the alliance" in state.log[-1]


def test_a_refused_proposal_is_not_repeated_one_proposal_a_round():
    state = talks()
    p = state.actor
    q, r = (p + 1) % 3, (p + 2) % 3
    state.apply(f"propose alliance to p{q + 1}")
    state.apply("refuse the proposal")
    assert not allied(state, p, q)
    assert "one proposal per round" in refused(state, f"propose alliance to p{q + 1}")
    assert "one proposal per round" in refused(state, f"propose truce with p{r + 1} for 2 turns")
    assert not any(t.startswith(("propose", "promise")) for t in texts(state))
    state.apply("end negotiations")
    assert state.actor == q, "the next seat talks"
    assert f"propose alliance to p{p + 1}" in texts(state)


def test_a_gift_moves_money_in_the_open_once_per_round():
    state = talks()
    p, q = state.actor, (state.actor + 1) % 3
    before = state.money[:]
    state.apply(f"give p{q + 1} 100 écus")
    assert state.money[p] == before[p] - 100 and state.money[q] == before[q] + 100
    assert "gives 100 écus" in state.log[-1]
    assert "one gift per round" in refused(state, f"give p{q + 1} 50 écus")
    poor = talks()
    poor.money[poor.actor] = 60
    poor._legal = None
    assert "you have 60 écus" in refused(poor, f"give p{(poor.actor + 1) % 3 + 1} 100 écus")


def test_the_talks_open_phases_1_and_6_and_a_seat_out_takes_no_part():
    state = talks()
    state.out = replaced(state.out, 2, 1)
    state._legal = None
    assert "can no longer win" in refused(state, "propose alliance to p3")
    for _ in range(3):
        state.apply("end negotiations")
    assert state.phase != Phase.NEGOTIATE and state.diplomacy[diplomacy.WINDOW] == 0
    while state.phase != Phase.NEGOTIATE:  # on through phases 1 to 5 to phase 6
        state.apply(state.legal_actions()[0])
    assert state.turn == 1 and state.diplomacy[diplomacy.WINDOW] == 6
    state.apply("end negotiations")
    state.apply("end negotiations")
    assert state.phase == Phase.FAMILY or state.phase not in (Phase.NEGOTIATE, Phase.REPLY)


@pytest.mark.parametrize(("players", "judge"),
                         [(3, "at-seven"), (5, "at-seven"), (4, "yes"), (7, "at-seven")])
def test_the_talks_allow_exactly_what_problem_allows(players: int, judge: str) -> None:
    """`diplomacy.legal` builds the talks' actions seat by seat instead of asking `problem` about
    each: in a random game, at every third decision of the talks, as it stands and with a storm
    laid on one fief or on all of them, it lists exactly the talk actions `problem` allows."""
    game = get("fief")
    talk_actions = [a for a in game.actions if a.kind.startswith("d_")]
    state = game.new_game(players, 3, {"judge-seat": judge})
    rng = Rng(players)
    checked, kinds = 0, set()
    while not state.is_over:
        if state.phase in (Phase.NEGOTIATE, Phase.REPLY) and rng.below(3) == 0:
            for fiefs in ((), (rng.below(NUM_FIEFS),), range(NUM_FIEFS)):
                probe = state.clone()
                for f in fiefs:
                    probe.storm = replaced(probe.storm, f, max(probe.turn, 1))
                allowed = [a for a in talk_actions if diplomacy.problem(probe, a) is None]
                assert diplomacy.legal(probe) == allowed, (probe.turn, probe.actor, fiefs)
                kinds |= {a.kind for a in allowed}
                checked += 1
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))])
    assert checked > 30
    assert kinds >= {"d_end", "d_reply", "d_ally", "d_truce", "d_promise", "d_gift", "d_cede"}


# -- written acts ------------------------------------------------------------------------------------
def test_a_promise_paid_by_a_gift_is_kept_and_an_unpaid_one_is_broken():
    state = talks()
    p, q, r = state.actor, (state.actor + 1) % 3, (state.actor + 2) % 3
    state.apply(f"promise p{q + 1} 100 écus")
    state.apply("accept the proposal")
    state.apply("end negotiations")
    state.apply(f"promise p{r + 1} 200 écus")
    state.apply("accept the proposal")
    acts = state.view(None)["diplomacy"]["acts"]
    assert [(a["kind"], a["from"], a["to"], a["amount"], a["until"], a["status"])
            for a in acts] == [("promise", p, q, 100, 2, "open"), ("promise", q, r, 200, 2, "open")]
    state.turn = 2
    diplomacy.settle_acts(state)
    assert state.acts[5] == OPEN, "due by the end of turn 2"
    state.turn = 3
    diplomacy.settle_acts(state)
    assert state.acts[5] == BROKEN and state.acts[11] == BROKEN
    assert "has not paid the 200 écus" in state.log[-1]
    paid = talks()
    p, q = paid.actor, (paid.actor + 1) % 3
    paid.apply(f"promise p{q + 1} 100 écus")
    paid.apply("accept the proposal")
    short = paid.clone()
    short.apply(f"give p{q + 1} 50 écus")
    assert short.acts[5] == OPEN, "a gift short of the sum keeps nothing"
    paid.apply(f"give p{q + 1} 100 écus")
    assert paid.acts[5] == KEPT
    paid.turn = 3
    diplomacy.settle_acts(paid)
    assert paid.acts[5] == KEPT


def test_a_truce_keeps_two_seats_from_fighting_and_lodges_one_in_the_others_castle():
    state = arena()
    hugo = lord(state, 0, A)
    troops(state, 0, A, soldiers=6)
    lord(state, 1, B)
    troops(state, 1, B, soldiers=1)
    fort(state, 1, B)
    truce(state, 0, 1, state.turn)
    assert at_peace(state, 0, 1) and not allied(state, 0, 1)
    go(state)
    play(state, f"lead {hugo}", "take all", "march corvignac")
    assert state.military[ANNOUNCED_BY + B] < 0, "no attack under a truce"
    until_battle(state)
    assert not in_battle(state) and state.phase != Phase.MILITARY
    assert state.units_at(PIECE_SOLDIER, B) == 6 and state.units_at(PIECE_SOLDIER, 24 + B) == 1, (
        "both armies share the village")
    assert state.fort_owner[B] == 1, "lodged, not taken"
    # the truce's last turn is past: the same march is an attack
    state = arena()
    hugo = lord(state, 0, A)
    troops(state, 0, A, soldiers=6)
    lord(state, 1, B)
    troops(state, 1, B, soldiers=1)
    truce(state, 0, 1, state.turn - 1)
    go(state)
    play(state, f"lead {hugo}", "take all", "march corvignac")
    assert state.military[ANNOUNCED_BY + B] == 0


# -- alliances in phase 5 ------------------------------------------------------------------------------
def test_allies_share_a_village_without_battle_and_keep_their_castles():
    state = arena()
    hugo = lord(state, 0, A)
    troops(state, 0, A, soldiers=6, engines=0)
    lord(state, 1, FAR)
    troops(state, 1, B, soldiers=2, engines=1)
    fort(state, 1, B)
    set_alliance(state, 0, 1, True)
    go(state)
    play(state, f"lead {hugo}", "take all", "march corvignac")
    assert state.military[ANNOUNCED_BY + B] < 0
    assert state.units_at(PIECE_ENGINE, 24 + B) == 1, "an ally's engine is not taken apart"
    until_battle(state)
    assert not in_battle(state)
    assert state.fort_owner[B] == 1, "an ally lodges in the castle without taking it"
    # broken, the alliance no longer protects: the next march in is an attack
    state2 = arena()
    hugo = lord(state2, 0, A)
    troops(state2, 0, A, soldiers=6)
    lord(state2, 1, B)
    troops(state2, 1, B, soldiers=1)
    set_alliance(state2, 0, 1, True)
    set_alliance(state2, 0, 1, False)
    go(state2)
    play(state2, f"lead {hugo}", "take all", "march corvignac")
    assert state2.military[ANNOUNCED_BY + B] == 0


def p3_attacks_the_allies(state: FiefState, soldiers: int) -> None:
    """p1 and p2, allied, stand in corvignac; p3 marches on them from belvirac with a lord and
    `soldiers`, and the battle opens."""
    set_alliance(state, 0, 1, True)
    attacker = lord(state, 2, A)
    troops(state, 2, A, soldiers=soldiers)
    go(state)
    while state.actor != 2:
        state.apply("end movements")
    play(state, f"lead {attacker}", "take all", "march corvignac")
    until_battle(state)


def test_allies_in_a_village_fight_a_joint_battle_rolling_in_turn():
    state = arena(players=3)
    lord(state, 0, B)
    troops(state, 0, B, soldiers=6)
    lord(state, 1, B)
    troops(state, 1, B, soldiers=12)
    p3_attacks_the_allies(state, soldiers=12)
    m = state.military
    assert (m[ATTACKER], m[DEFENDER]) == (2, 0)
    # round 1: p3 (13 points, 3 dice) against p1 (7 points, 2 dice), nobody hits
    state.rng_gen = Faces(0, 0, 0, 0, 0)
    play(state, "fight", "fight")
    assert m[STAGE] == Stage.ATTACKER and (m[ATTACKER], m[DEFENDER]) == (2, 1)
    assert state.actor == 2
    # round 2: p2 (13 points, 3 dice) rolls for the allies; three hits on p3, none back
    state.rng_gen = Faces(0, 0, 0, 5, 0, 0)
    play(state, "fight")
    assert state.actor == 1, "the ally whose turn it is decides its round"
    play(state, "fight")
    assert state.units_at(PIECE_SOLDIER, 2 * 24 + B) == 9
    assert (m[ATTACKER], m[DEFENDER]) == (2, 0), "then p1 again"


def test_a_joint_side_falls_only_when_every_ally_is_beaten():
    state = arena(players=3)
    lord(state, 0, B, female=True)  # p1 has only a lady there: no combat point
    troops(state, 1, B, soldiers=1)
    lord(state, 1, FAR)
    p3_attacks_the_allies(state, soldiers=24)
    m = state.military
    assert m[DEFENDER] == 1, "the ally with a combat point fights for the lady"
    state.rng_gen = Faces(5, 0, 0, 0, 0, 0)  # 3 hits on p2's one soldier
    play(state, "fight", "fight")
    assert not in_battle(state)
    lady = next(lord for lord in range(len(state.lord_card)) if state.lord_owner[lord] == 0
                and state.lord_status[lord] != 2)
    assert state.lord_captor[lady] == 2, "the lady falls with her allies"


def test_an_ally_reinforces_a_battle_in_step_2_though_it_attacked_this_turn():
    state = arena(players=3)
    lord(state, 0, B)
    troops(state, 0, B, soldiers=2)
    helper = lord(state, 1, C)
    troops(state, 1, C, soldiers=6)
    set_alliance(state, 0, 1, True)
    attacker = lord(state, 2, A)
    troops(state, 2, A, soldiers=12)
    go(state)
    helper_id = state.lord_card.index(state.game.parse_action(f"lead {helper}").args[0])
    state.lord_attacks[helper_id] = 1
    while state.actor != 2:
        state.apply("end movements")
    play(state, f"lead {attacker}", "take all", "march corvignac")
    while state.step == 1 or state.actor != 1:
        state.apply("end movements")
    assert state.step == 2
    play(state, f"lead {helper}", "take all", "march corvignac")
    assert state.units_at(PIECE_SOLDIER, 24 + B) == 6
    until_battle(state)
    m = state.military
    assert (m[ATTACKER], m[DEFENDER]) == (2, 0)
    state.rng_gen = Faces(0, 0, 0, 0)
    play(state, "fight", "fight")
    assert m[DEFENDER] == 1, "the reinforcing ally rolls the next round"


# -- a marriage, the views and the saved state -----------------------------------------------------------
def test_a_marriage_between_two_families_makes_an_alliance():
    state = talks()
    diplomacy.marriage_alliance(state, 0, 2)
    assert allied(state, 0, 2) and "allied by the marriage" in state.log[-1]
    assert state.view(1)["diplomacy"]["allies"] == [[2], [], [0]]


def test_the_talks_round_trip_through_json_and_a_broken_table_is_refused():
    state = talks()
    state.apply(f"propose truce with p{(state.actor + 1) % 3 + 1} for 3 turns")
    game = state.game
    again = game.from_json(state.to_json())
    assert again.to_json() == state.to_json()
    assert [a.text for a in again.legal_actions()] == texts(state)
    data = state.to_json()
    data["diplomacy"][diplomacy.HEADER] = 2  # p1 allied with p2, but not p2 with p1
    with pytest.raises(RecordError, match="symmetric"):
        game.from_json(data)
    data = state.to_json()
    data["acts"] = [1, 0]
    with pytest.raises(RecordError, match="cut short"):
        game.from_json(data)


def test_a_blessed_marriage_between_two_families_allies_them():
    from tests.games.fief.market import lord as market_lord
    from tests.games.fief.test_marriage import market, named, phase6, priest

    state = market(players=3)
    man = market_lord(state, 0, A)
    lady = market_lord(state, 1, B, female=True)
    priest(state, 2, C)
    phase6(state)
    state.apply(f"propose {named(state, man)} and {named(state, lady)}")
    state.apply("no dowry")
    state.apply("accept the marriage")
    assert not allied(state, 0, 1)
    state.apply("bless the marriage")
    assert allied(state, 0, 1) and not allied(state, 0, 2)


def test_the_talks_are_told_in_the_narrated_log_with_words_for_every_event():
    from tests.events import check_words

    state = talks()
    p, q = state.actor, (state.actor + 1) % 3
    told = []
    for text in (f"propose alliance to p{q + 1}", "accept the proposal",
                 f"give p{q + 1} 100 écus", f"break alliance with p{q + 1}"):
        events = state.apply_narrated(text)
        check_words(state.game, state, events)
        told += [event.id for event in events]
    assert told == ["fief.alliance.proposed", "fief.alliance.accepted", "fief.gift",
                    "fief.alliance.broken"]
    for text in ("end negotiations", f"promise p{p + 1} 200 écus", "refuse the proposal"):
        events = state.apply_narrated(text)
        check_words(state.game, state, events)
        told += [event.id for event in events]
    assert told[-2:] == ["fief.promise.proposed", "fief.promise.refused"]


def test_a_broken_alliance_hands_a_castle_to_the_ally_lodged_alone_in_it():
    from regnum.games.fief.crowns import claim_forts

    state = arena()
    lord(state, 0, B)
    troops(state, 0, B, soldiers=2)
    fort(state, 1, B)
    lord(state, 1, FAR)
    set_alliance(state, 0, 1, True)
    claim_forts(state)
    assert state.fort_owner[B] == 1
    set_alliance(state, 0, 1, False)
    claim_forts(state)
    assert state.fort_owner[B] == 0


def test_the_set_up_shows_no_truce() -> None:
    """Turn 0 is the set-up: no truce has been signed, so none is shown (the table of truces
    holds 0 for "none", which is not a truce to turn 0)."""
    state = get("fief").new_game(4, 5)
    assert state.turn == 0
    for viewer in (None, 0, 3):
        assert state.view(viewer)["diplomacy"]["truces"] == []
