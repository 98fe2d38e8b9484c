"""`clone()` of every game copies every field of the state, sharing no list or dict with it but
the history, which it shares until either state moves, and Fief's troops (`units`, with the
tables derived from them) and Krieg und Frieden's knowledge tables (`known`, `agenda_known`), which
it shares until either state writes them.

Each game's `clone` names its fields one by one (the fast way once compiled), so a field added to a
state's `__init__` and forgotten in `clone` would leave the clone without it, or sharing a table
with the original that one side's moves then change under the other. This test finds the fields
from the state itself, not from the game's own lists of them.
"""

from __future__ import annotations

from typing import Any

import pytest

from regnum.engine import Rng, State
from regnum.games import get
from regnum.games.fief.state import FiefState
from regnum.games.krieg_und_frieden.cards import agenda_forget, agenda_reveal, forget, reveal
from regnum.games.krieg_und_frieden.data import NUM_AGENDA_KINDS
from regnum.games.krieg_und_frieden.state import KufState
from tests.interop.cases import CASE_IDS, CASES

# Tables a clone shares with its original until either writes them (besides the history);
# `test_fief_troops_part_when_either_state_writes` and `test_kuf_knowledge_parts_...` show
# that they part.
SHARED_UNTIL_WRITTEN = {
    "fief": ("troop_seats", "unit_totals", "units"),
    "krieg-und-frieden": ("agenda_known", "known"),
}


def fields(state: State) -> list[str]:
    """Every attribute the state holds: a compiled class lists them in `__mypyc_attrs__` (through
    its bases), a plain one in its `__dict__`."""
    names: set[str] = set()
    for cls in type(state).__mro__:
        names.update(getattr(cls, "__mypyc_attrs__", ()))
    if hasattr(state, "__dict__"):
        names.update(vars(state))
    return sorted(name for name in names if name != "__dict__" and hasattr(state, name))


def mid_game(game_id: str, players: int, seed: int) -> State:
    state = get(game_id).new_game(players, seed)
    rng = Rng(seed)
    for _ in range(60 + seed * 37):
        if state.is_over:
            break
        state.apply(rng.choice(list(state.legal_actions())))
    return state


def shares_mutable(a: Any, b: Any) -> bool:
    if isinstance(a, list | dict):
        if a is b:
            return True
        items = a.values() if isinstance(a, dict) else a
        other = b.values() if isinstance(b, dict) else b
        return any(shares_mutable(x, y) for x, y in zip(items, other, strict=False))
    return False


@pytest.mark.parametrize(("game_id", "players"), CASES, ids=CASE_IDS)
def test_clone_copies_every_field(game_id: str, players: int) -> None:
    for seed in range(3):
        state = mid_game(game_id, players, seed)
        copy = state.clone()
        names = fields(state)
        assert len(names) > 10, names  # the state's tables were found
        for name in names:
            mine, theirs = getattr(state, name), getattr(copy, name)
            if isinstance(mine, Rng):  # the generator: its own, in the same state
                assert theirs is not mine and theirs.state == mine.state, name
                continue
            assert theirs == mine, name
            if name == "options":  # fixed at `new_game`, never changed: clones share them
                continue
            if name == "history":  # shared until either state moves (`test_histories_part`)
                assert theirs is mine
                continue
            if name in SHARED_UNTIL_WRITTEN.get(game_id, ()):
                assert theirs is mine, name
                continue
            assert not shares_mutable(mine, theirs), f"clone shares {name!r} with the original"
        assert copy.to_json() == state.to_json()


def test_histories_part_when_either_state_moves() -> None:
    """A clone shares its original's history until one of them moves; then each has its own."""
    for game_id, players in CASES:
        for mover in ("original", "clone"):
            state = mid_game(game_id, players, 2)
            if state.is_over:
                continue
            copy = state.clone()
            before = list(state.history)
            moving, still = (state, copy) if mover == "original" else (copy, state)
            moving.apply(moving.legal_actions()[0])
            assert still.history == before, (game_id, mover)
            assert moving.history == [*before, moving.history[-1]], (game_id, mover)
            assert moving.history is not still.history
            still.apply(still.legal_actions()[-1])
            assert still.history[:-1] == before and moving.history[:-1] == before, (game_id, mover)


@pytest.mark.parametrize("writer", ["set_units", "add_units", "put_troops", "move_units"])
def test_fief_troops_part_when_either_state_writes(writer: str) -> None:
    """A Fief clone shares its original's troops until one of them writes them, through any of
    the writers; then the writer has its own table and the other keeps the one it had."""
    for mover in ("original", "clone"):
        state = mid_game("fief", 4, 2)
        assert isinstance(state, FiefState)
        copy = state.clone()
        before = list(state.units)
        derived = (list(state.troop_seats), list(state.unit_totals))
        moving, still = (state, copy) if mover == "original" else (copy, state)
        assert isinstance(moving, FiefState)
        i = next(i for i, number in enumerate(before) if number)  # troops at entry i
        if writer == "set_units":
            moving.set_units(0, i, before[i] + 5)
        elif writer == "add_units":
            moving.add_units(0, i, 5)
        elif writer == "put_troops":
            moving.put_troops(i, before[i] + 5, 0, 0)
        else:
            moving.move_units(0, i, (i + 1) % len(before))
        assert still.units == before, (writer, mover)
        assert moving.units != before, (writer, mover)
        assert moving.units is not still.units
        assert (still.troop_seats, still.unit_totals) == derived, (writer, mover)
        assert moving.troop_seats is not still.troop_seats, (writer, mover)
        assert moving.unit_totals is not still.unit_totals, (writer, mover)
        # the other side writes its own table too, once: the mover's is not touched again
        moved = list(moving.units)
        assert isinstance(still, FiefState)
        still.add_units(0, i, 1)
        assert moving.units == moved and still.units[i] == before[i] + 1, (writer, mover)


@pytest.mark.parametrize("writer", ["reveal", "forget", "agenda_reveal", "agenda_forget"])
def test_kuf_knowledge_parts_when_either_state_writes(writer: str) -> None:
    """A Krieg und Frieden clone shares what each seat knows of the others' hands until one of
    the two states writes it; then the writer has its own table and the other keeps its own."""
    for mover in ("original", "clone"):
        state = mid_game("krieg-und-frieden", 4, 2)
        assert isinstance(state, KufState)
        state.own_known()[(1 * 4 + 0) * 8 + 2] = 3  # seat 1 knows seat 0 holds 3 cards of type 2
        state.own_agenda_known()[(1 * 4 + 0) * NUM_AGENDA_KINDS + 5] = 1
        copy = state.clone()
        before = (list(state.known), list(state.agenda_known))
        moving, still = (state, copy) if mover == "original" else (copy, state)
        assert isinstance(moving, KufState) and isinstance(still, KufState)
        if writer == "reveal":
            reveal(moving, 0, 2, 1)
        elif writer == "forget":
            forget(moving, 0, 2)
        elif writer == "agenda_reveal":
            agenda_reveal(moving, 0, 5)
        else:
            agenda_forget(moving, 0, 5)
        assert (still.known, still.agenda_known) == before, (writer, mover)
        assert (moving.known, moving.agenda_known) != before, (writer, mover)
        table = "agenda_known" if writer.startswith("agenda") else "known"
        assert getattr(moving, table) is not getattr(still, table), (writer, mover)
        # the other side writes its own table too: the mover's is not touched again
        moved = (list(moving.known), list(moving.agenda_known))
        reveal(still, 3, 1, 2)
        agenda_reveal(still, 3, 0)
        assert (moving.known, moving.agenda_known) == moved, (writer, mover)
        assert still.known[(0 * 4 + 3) * 8 + 1] == before[0][(0 * 4 + 3) * 8 + 1] + 2


def test_a_determinized_sample_leaves_the_state_as_it_was() -> None:
    """Resampling writes the sample's knowledge tables, which it shares with its source until
    then: the source keeps its own. (A sample for `player` clears what the others know of
    `player`'s hand, so each position is one where others know some of it: written into the
    source, the change would show.)"""
    k8 = NUM_AGENDA_KINDS
    for seed in range(4):
        state = mid_game("krieg-und-frieden", 4, seed)
        assert isinstance(state, KufState)
        before = state.to_json()
        for player in range(4):
            others = [v for v in range(4) if v != player]
            assert any(
                any(state.known[(v * 4 + player) * 8 : (v * 4 + player + 1) * 8])
                or any(state.agenda_known[(v * 4 + player) * k8 : (v * 4 + player + 1) * k8])
                for v in others
            ), (seed, player)
            state.determinize(player, Rng(seed * 10 + player))
        assert state.to_json() == before, seed


def test_each_move_on_a_clone_or_its_original_leaves_the_other_as_it_was() -> None:
    """At every decision of a seeded random game (Fief's first 1,500), a clone and its original
    take different moves, and neither sees the other's: every writer the rules reach in play,
    not only those named above, copies a shared table before writing it."""
    for game_id in ("krieg-und-frieden", "krone-und-schwert", "fief"):
        state = get(game_id).new_game(4, 5)
        rng = Rng(5)
        for _ in range(1500):
            if state.is_over:
                break
            legal = state.legal_actions()
            i = rng.below(len(legal))
            copy = state.clone()
            before = state.to_json()
            copy.apply(legal[(i + 1) % len(legal)])
            assert state.to_json() == before, (game_id, len(state.history))
            theirs = copy.to_json()
            state.apply(legal[i])
            assert copy.to_json() == theirs, (game_id, len(state.history))


def test_a_clone_plays_on_alone() -> None:
    """Forty moves on a clone leave the original as it was (both ways, move by move: above)."""
    for game_id, players in CASES:
        state = mid_game(game_id, players, 1)
        before = state.to_json()
        copy = state.clone()
        rng = Rng(7)
        for _ in range(40):
            if copy.is_over:
                break
            copy.apply(rng.choice(list(copy.legal_actions())))
        assert state.to_json() == before, game_id
