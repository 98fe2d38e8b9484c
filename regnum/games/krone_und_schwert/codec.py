"""Restoring a saved state, refusing anything that is not a consistent Krone & Schwert state."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from regnum.engine.errors import RecordError
from regnum.engine.rng import Rng
from regnum.engine.saved_state import check_undo_depth, read_header
from regnum.games.krone_und_schwert.board import SHAPES, board_for
from regnum.games.krone_und_schwert.data import (
    CARD_COUNTS,
    EVENT_CARDS,
    LAYOUT_OFFSET,
    MARKERS_PER_PLAYER,
    NUM_CARD_KINDS,
    PEOPLE_CARDS,
)
from regnum.games.krone_und_schwert.spaces import owner_table
from regnum.games.krone_und_schwert.state import (
    BYTES_FIELDS,
    INT_FIELDS,
    LIST_FIELDS,
    TUPLE_FIELDS,
    KusState,
    Phase,
)

if TYPE_CHECKING:
    from regnum.games.krone_und_schwert.game import KroneUndSchwert


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def state_from_json(game: KroneUndSchwert, data: Any) -> KusState:
    n, seed, options = read_header(game, data)
    for name in INT_FIELDS:
        if not _is_int(data.get(name)):
            raise RecordError(f"saved state field {name!r} should be an integer")
    for name in LIST_FIELDS:
        value = data.get(name)
        if not isinstance(value, list) or not all(_is_int(v) for v in value):
            raise RecordError(f"saved state field {name!r} should be a list of integers")
    log = data.get("log")
    if not isinstance(log, list) or not all(isinstance(line, str) for line in log):
        raise RecordError("saved state field 'log' should be a list of strings")
    state = KusState(game, n, seed, options)
    if not 0 <= data["phase"] <= Phase.OVER:
        raise RecordError("saved state has an unknown phase")
    for name in INT_FIELDS:
        if name != "rng":  # set as a generator
            setattr(state, name, data[name])
    for name in LIST_FIELDS:
        if name not in BYTES_FIELDS:
            values = data[name]
            setattr(state, name, tuple(values) if name in TUPLE_FIELDS else list(values))
    state.owner, state.building = _space_tables(data["owner"], data["building"], n)
    state.set_layout(state.placements())
    state.log = tuple(log)
    state.rng_gen = Rng(data["rng"])
    _check(state)
    return state


def _space_tables(owner: list[int], building: list[int], n: int) -> tuple[bytes, bytes]:
    """`owner` and `building` as the state keeps them (`spaces.py`), refused where a value has no
    byte to stand for it."""
    if any(o not in range(-1, n) for o in owner):
        raise RecordError("saved state has a marker of a seat that does not exist")
    if any(b not in range(4) for b in building):
        raise RecordError("saved state has an unknown building")
    return owner_table(owner), bytes(building)


def _check(state: KusState) -> None:
    n = state.num_players
    sizes = {
        "supply": 4, "markers": n, "built": n * 4, "hands": n * NUM_CARD_KINDS,
        "discard": NUM_CARD_KINDS, "vp": n, "announced": n, "pope": n, "sides": n,
        "commits": n * NUM_CARD_KINDS, "attack_cards": NUM_CARD_KINDS,
    }
    for name, size in sizes.items():
        if len(getattr(state, name)) != size:
            raise RecordError(f"saved state field {name!r} should have {size} entries")
    _check_board(state)
    for name in ("supply", "markers", "built", "hands", "discard", "pope", "commits",
                 "attack_cards"):
        if any(v < 0 for v in getattr(state, name)):
            raise RecordError(f"saved state field {name!r} has a negative entry")
    if any(c not in range(NUM_CARD_KINDS) for c in state.deck):
        raise RecordError("saved state's event pile holds an unknown card")
    if state.card_total() != list(CARD_COUNTS):
        raise RecordError(f"saved state does not account for the {EVENT_CARDS} event cards")
    if any(c not in (0, 1) for c in state.people) or state.people_total() != PEOPLE_CARDS:
        raise RecordError(f"saved state does not account for the {PEOPLE_CARDS} people cards")
    if state.people_swords < 0 or state.people_crowns < 0:
        raise RecordError("saved state has a negative count of people cards")
    seats = range(n)
    if state.phase != Phase.OVER and (state.actor not in seats or state.turn_player not in seats):
        raise RecordError("saved state names a seat that does not exist")
    if state.first not in seats or state.king not in range(-1, n) or state.leader not in range(
            -1, n):
        raise RecordError("saved state names a seat that does not exist")
    if any(p not in seats for p in state.queue) or any(s not in (-1, 0, 1) for s in state.sides):
        raise RecordError("saved state has an invalid revolt")
    if state.end_card not in (0, 1, 2) or state.element not in range(-1, len(SHAPES)):
        raise RecordError("saved state has an invalid end card or board element")
    if any(not 0 <= a < state.game.num_distinct_actions for a in state.history):
        raise RecordError("saved state's history holds an unknown action id")
    check_undo_depth(state)
    if state.phase in (Phase.ATTACK, Phase.DEFEND) and state.target not in range(len(state.owner)):
        raise RecordError("saved state has an attack without a target")
    if state.phase in (Phase.REVOLT_SIDE, Phase.REVOLT_CARDS) and not state.queue:
        raise RecordError("saved state has a revolt with nobody to vote")


def _check_board(state: KusState) -> None:
    layout = state.layout
    if len(layout) % 4 or len(layout) > 4 * len(SHAPES):
        raise RecordError("saved state has an invalid board layout")
    if any(e not in range(len(SHAPES)) or t not in range(4) for e, t in zip(
            layout[0::4], layout[1::4], strict=True)):
        raise RecordError("saved state has an unknown board element")
    # the layout's tables cover only the offsets a legal placement can have (board.py)
    if any(not -LAYOUT_OFFSET <= v <= LAYOUT_OFFSET for i, v in enumerate(layout) if i % 4 >= 2):
        raise RecordError("saved state places a board element out of reach")
    if len(set(layout[0::4])) != len(layout) // 4:
        raise RecordError("saved state uses a board element twice")
    laid_out = state.phase not in (Phase.LAYOUT_ELEMENT, Phase.LAYOUT_PUT)
    size = board_for(state.placements()).size if laid_out and layout else 0
    if laid_out and not layout:
        raise RecordError("saved state has no board")
    for name in ("owner", "building", "partner", "cathedral"):
        if len(getattr(state, name)) != size:
            raise RecordError(f"saved state field {name!r} should have {size} entries")
    if any(c not in (0, 1) for c in state.cathedral) or any(
            t not in range(-1, size) for t in state.partner):
        raise RecordError("saved state has an unknown building")
    for p in range(state.num_players):
        if state.owner.count(p) != MARKERS_PER_PLAYER - state.markers[p]:
            raise RecordError(f"saved state miscounts the markers of seat {p + 1}")
