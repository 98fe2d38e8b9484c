"""Properties of phase 5 over random games: troops never move without a lord, no piece appears or
disappears outside a battle, lords keep to two steps and one attack."""

from __future__ import annotations

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from regnum.engine.rng import Rng
from regnum.games import get
from regnum.games.fief.data import PIECE_ENGINE
from regnum.games.fief.orders import BATTLE_AT, STAGE
from regnum.games.fief.state import DEAD, TROOP_FIELDS, FiefState, Phase

V = 24
TROOP_TABLES = TROOP_FIELDS[:PIECE_ENGINE]
MAX_DECISIONS = 2500


def totals(state: FiefState, table: str) -> list[int]:
    kind = TROOP_FIELDS.index(table)
    return [state.units_of(kind, p) for p in range(state.num_players)]


def troops(state: FiefState, p: int, v: int) -> int:
    return state.troops(p, v)


def in_battle(state: FiefState) -> bool:
    return state.phase == Phase.MILITARY and state.military[STAGE] != 0


def check_step(before: FiefState, after: FiefState, kind: str, peasants: bool = False) -> None:
    """`peasants`: the action was a march into the revolting peasants, fought at once, or one
    that caught the plague on a right of passage (`contagion.by_passage`): troops were lost, and the
    lord who led them in may have died there."""
    battle_at = before.military[BATTLE_AT] if in_battle(before) else -1
    for p in range(after.num_players):
        for v in range(V):
            if troops(after, p, v) <= troops(before, p, v) or v == battle_at:
                continue
            arrived = [lord for lord in range(len(after.lord_card))
                       if after.lord_owner[lord] == p and after.lord_village[lord] == v
                       and before.lord_village[lord] != v]
            # a lord who led them in and died there of the plague caught on the way (seed 2669)
            died = [lord for lord in range(len(after.lord_card))
                    if peasants and before.lord_owner[lord] == p
                    and before.lord_status[lord] != DEAD and after.lord_status[lord] == DEAD]
            assert arrived or died, f"troops of p{p + 1} reached village {v} without a lord ({kind})"
    # a battle without decisions (a lady alone, an empty side) is settled inside the action that
    # opens step 4 or 6, or ends phase 5
    battles_opened = after.phase != Phase.MILITARY or any(
        before.step < step <= after.step for step in (4, 6))
    if not in_battle(before) and not in_battle(after) and not battles_opened and not peasants:
        for table in TROOP_TABLES:
            assert totals(after, table) == totals(before, table), f"{table} changed by {kind}"
        if kind not in ("m_march", "m_tunnel"):  # a march may take apart enemy engines left alone
            assert totals(after, "engines") == totals(before, "engines")
    assert min(after.units) >= 0
    assert all(0 <= after.lord_moves[lord] <= after.max_moves(lord)
               for lord in range(len(after.lord_card))), "two moves a turn, three for d'Arc"
    assert all(0 <= after.lord_attacks[lord] <= after.max_attacks(lord)
               for lord in range(len(after.lord_card))), "one attack a turn, two for d'Arc"


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10_000), st.integers(2, 4))
@example(9408, 4)  # a lady alone taken in the action that opens step 4
@example(1305, 2)  # a march by a tunnel takes a castle and its engines left alone
@example(2669, 4)  # a lord catches the plague on a right of passage and dies where he arrived
def test_random_games_keep_the_movement_rules(seed, players):
    state = get("fief").new_game(players, seed, {"turn-limit": "20"})
    rng = Rng(seed)
    for _ in range(MAX_DECISIONS):
        if state.is_over:
            break
        action = rng.choice(list(state.legal_actions()))
        if state.phase != Phase.MILITARY:
            state.apply(action)
            continue
        before = state.clone()
        caught = any(e.id == "fief.plague.caught" for e in state.apply_narrated(action))
        check_step(before, state, action.kind,
                   action.kind == "m_march" and (before.peasants[action.args[0]] > 0 or caught))
    restored = state.game.from_json(state.to_json())
    assert restored.to_json() == state.to_json()


@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10_000))
def test_the_phase5_scratch_survives_json_and_is_checked(seed):
    from regnum.games.fief import military

    state = get("fief").new_game(3, seed, {"turn-limit": "20"})
    rng = Rng(seed)
    for _ in range(MAX_DECISIONS):
        if state.is_over:
            break
        state.apply(rng.choice(list(state.legal_actions())))
        if state.phase == Phase.MILITARY:
            assert military.check(state) is None
            assert state.game.from_json(state.to_json()).to_json() == state.to_json()


@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10_000), st.integers(2, 5))
def test_legal_moves_are_exactly_the_actions_reason_accepts(seed, players):
    """`legal` builds moves directly for speed; it must agree with `reason` (used by explain)."""
    from regnum.games.fief import military

    state = get("fief").new_game(players, seed, {"turn-limit": "20"})
    phase5 = [a for a in state.game.actions if a.kind.startswith("m_")]
    rng = Rng(seed)
    for _ in range(MAX_DECISIONS):
        if state.is_over:
            break
        if state.phase == Phase.MILITARY:
            accepted = [a for a in phase5 if military.reason(state, a) is None]
            assert military.legal(state) == accepted
        state.apply(rng.choice(list(state.legal_actions())))
