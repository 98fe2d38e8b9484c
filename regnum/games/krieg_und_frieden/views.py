"""What each seat may see (`view`) and full states consistent with it (`determinize`).

Public: the board (estates, cathedral, agenda, seals, privileges), bids on the table, the discard
pile (face up), hand sizes (decided), the agenda cards out of the game. Private: the cards in a
hand and in a plunder pile, agenda cards in hand, the deck order. A hand shown by a failed bribe is
shown to the briber only, for the rest of that summer.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any, Final

from regnum.engine.game import JsonDict, Player
from regnum.engine.lazy_view import LazyParts, whole
from regnum.engine.rng import Rng
from regnum.engine.sampling import forget_origin
from regnum.games.krieg_und_frieden.actions import seat_name
from regnum.games.krieg_und_frieden.data import (
    NUM_AGENDA_KINDS,
    RESOURCE_NAMES,
    SECTIONS,
    VALUE,
    kind_name,
)
from regnum.games.krieg_und_frieden.state import PHASE_NAMES, STEP_NAMES

if TYPE_CHECKING:
    from regnum.games.krieg_und_frieden.state import KufState


def _cards(counts: list[int], at: int = 0) -> dict[str, int]:
    """The four resources of `counts[at:at + 4]` by name, read in place (no slice copied)."""
    names = RESOURCE_NAMES
    return {names[0]: counts[at], names[1]: counts[at + 1], names[2]: counts[at + 2],
            names[3]: counts[at + 3]}


def _agenda_cards(counts: list[int]) -> dict[str, int]:
    return {kind_name(k): counts[k] for k in range(NUM_AGENDA_KINDS) if counts[k]}


def view(state: KufState, player: Player | None) -> JsonDict:
    out = whole(state, player, PARTS)
    out["players"] = [_seat(state, p) for p in range(state.num_players)]
    out.update(whole(state, player, OUTCOME))
    if player is not None:
        out["you"] = whole(state, player, PRIVATE)
    return out


def lazy_view(state: KufState, player: Player) -> LazyParts:
    """The view with each part built when first read, by the code of `view`: a heuristic rollout
    step reads the step, its own hand and seat and a few public parts, not the other seats nor
    what it knows of their hands."""
    return LazyParts(state, player, LAZY)


class LazySeats:
    """The view's seats, each built (by `view`'s code) when first read: a bot mostly reads its
    own."""

    __slots__ = ("_seats", "_state")

    def __init__(self, state: KufState) -> None:
        self._state = state
        self._seats: list[JsonDict | None] = [None] * state.num_players

    def __getitem__(self, p: int) -> JsonDict:
        seat = self._seats[p]
        if seat is None:
            seat = self._seats[p] = _seat(self._state, p % len(self._seats))
        return seat

    def __iter__(self) -> Iterator[JsonDict]:
        return (self[p] for p in range(len(self._seats)))

    def __len__(self) -> int:
        return len(self._seats)


def _seat(state: KufState, p: int) -> JsonDict:
    layers = state.layers[p]
    return {
        "seat": seat_name(p),
        "seals": state.seals[p],
        "privileges": _cards(state.privileges, p * 4),
        "farmsteads": state.farmsteads[p],
        "workers": state.workers[p],
        "stock": state.stock(p),
        "hand_size": state.hand_size(p),
        "plunder_size": state.plunder_size(p),
        "agenda_hand_size": state.agenda_hand_size(p),
        "bid_layers": [_cards(layers, i) for i in range(0, len(layers), 4)],
        "bid_total": state.bid_total(p),
        "bid_passed": bool(state.bid_passed[p]),
    }


def _cathedral(state: KufState, player: Player | None) -> JsonDict:
    return {
        "built": [SECTIONS[i] for i in range(state.sections)],
        "builders": [seat_name(b) for b in state.builders],
        "next": SECTIONS[state.sections] if state.sections < len(SECTIONS) else None,
    }


def _bidding(state: KufState, player: Player | None) -> JsonDict:
    return {
        "high": state.high,
        "high_bidder": seat_name(state.high_bidder) if state.high_bidder >= 0 else None,
        "raise": _cards(state.pending),
    }


def _attack(state: KufState, player: Player | None) -> JsonDict | None:
    if state.attacker < 0:
        return None
    return {"attacker": seat_name(state.attacker), "defender": seat_name(state.target)}


def _known(state: KufState, p: int) -> JsonDict:
    n = state.num_players
    known = {}
    for t in range(n):
        if t == p:
            continue
        base = (p * n + t) * 8
        cards = state.known[base : base + 8]
        agenda = state.agenda_known[
            (p * n + t) * NUM_AGENDA_KINDS : (p * n + t + 1) * NUM_AGENDA_KINDS
        ]
        if any(cards) or any(agenda):
            known[seat_name(t)] = {
                "hand": _cards(cards),
                "plunder": _cards(cards, 4),
                "agenda": _agenda_cards(agenda),
            }
    return known


def _shown(state: KufState, p: int) -> list[JsonDict]:
    shown = []
    s = state.shown
    for i in range(0, len(s), 10):
        if s[i] == p:
            shown.append(
                {
                    "seat": seat_name(s[i + 1]),
                    "hand": _cards(s, i + 2),
                    "plunder": _cards(s, i + 6),
                }
            )
    return shown


# a part of the view: (state, viewer) -> the part's JSON
Part = Callable[["KufState", Any], Any]
# the view's parts before the seats, in the view's key order
PARTS: Final[dict[str, Part]] = {
    "game": lambda state, player: state.game.id,
    "viewer": lambda state, player: None if player is None else seat_name(player),
    "options": lambda state, player: dict(state.options),
    "year": lambda state, player: state.year,
    "phase": lambda state, player: PHASE_NAMES[state.phase],
    "step": lambda state, player: STEP_NAMES[state.step],
    "current_player": lambda state, player: (
        None if state.current_player is None else seat_name(state.actor)
    ),
    "adviser": lambda state, player: seat_name(state.adviser),
    "agenda": lambda state, player: kind_name(state.agenda) if state.agenda >= 0 else None,
    "values": lambda state, player: (
        _cards(list(VALUE[state.agenda // 2])) if state.agenda >= 0 else None
    ),
    "agenda_out": lambda state, player: _agenda_cards(state.agenda_out),
    "cathedral": _cathedral,
    "deck_size": lambda state, player: len(state.deck),
    "discard": lambda state, player: _cards(state.discard),
    "privilege_supply": lambda state, player: _cards([state.supply(r) for r in range(4)]),
    "bidding": _bidding,
    "attack": _attack,
}
# the seat's own part (`you`), in its key order
PRIVATE: Final[dict[str, Part]] = {
    "seat": lambda state, p: seat_name(p),
    "hand": lambda state, p: _cards(state.hands, p * 4),
    "plunder": lambda state, p: _cards(state.plunder, p * 4),
    "agenda_hand": lambda state, p: _agenda_cards(
        state.agenda_hands[p * NUM_AGENDA_KINDS : (p + 1) * NUM_AGENDA_KINDS]
    ),
    "known": _known,
    "shown_hands": _shown,
}
# the view's parts after the seats, in its key order
OUTCOME: Final[dict[str, Part]] = {
    "scores": lambda state, player: list(state.seals),
    "winners": lambda state, player: [seat_name(w) for w in state.winners],
}
# the lazy view's parts: the seats and `you` are lazy in turn
LAZY: Final[dict[str, Part]] = {
    **PARTS,
    "players": lambda state, player: LazySeats(state),
    **OUTCOME,
    "you": lambda state, player: LazyParts(state, player, PRIVATE),
}


def determinize(state: KufState, player: Player, rng: Rng) -> KufState:
    """Resample the deck order, the other hands, plunder piles and agenda hands from what `player`
    has not seen, keeping sizes and every card `player` knows to be in a hand. Pools are sorted
    before they are shuffled, so that the sample depends on what `player` knows and on `rng`
    only. What the others privately know (a hand shown by a bribe, cards seen taken) is replaced
    by what `player` knows, and the sample forgets the true seed and history."""
    n = state.num_players
    out = state.clone()
    out.rng = Rng(rng.next64())  # the future draws are unknown too
    others = [q for q in range(n) if q != player]
    # resource cards
    fixed = {q: state.known[(player * n + q) * 8 : (player * n + q) * 8 + 8] for q in others}
    pool = list(state.deck)
    for q in others:
        for slot in range(8):
            table = state.hands if slot < 4 else state.plunder
            count = table[q * 4 + slot % 4] - fixed[q][slot]
            pool += [slot % 4] * count
    pool.sort()
    rng.shuffle(pool)
    for q in others:
        for slot in range(8):
            table = out.hands if slot < 4 else out.plunder
            table[q * 4 + slot % 4] = fixed[q][slot]
        for table, size in ((out.hands, state.hand_size(q)), (out.plunder, state.plunder_size(q))):
            for _ in range(size - sum(table[q * 4 : q * 4 + 4])):
                table[q * 4 + pool.pop()] += 1
    out.deck = pool
    # agenda cards
    k8 = NUM_AGENDA_KINDS
    agenda_fixed = {
        q: state.agenda_known[(player * n + q) * k8 : (player * n + q + 1) * k8] for q in others
    }
    agenda_pool = []
    for q in others:
        for k in range(k8):
            agenda_pool += [k] * (state.agenda_hands[q * k8 + k] - agenda_fixed[q][k])
    agenda_pool.sort()
    rng.shuffle(agenda_pool)
    for q in others:
        size = state.agenda_hand_size(q)
        out.agenda_hands[q * k8 : (q + 1) * k8] = agenda_fixed[q]
        for _ in range(size - sum(agenda_fixed[q])):
            out.agenda_hands[q * k8 + agenda_pool.pop()] += 1
    _others_know_what_player_knows(out, player)
    out.shown = [x for i in range(0, len(state.shown), 10) if state.shown[i] == player
                 for x in state.shown[i : i + 10]]
    forget_origin(out, rng)
    out._legal = None
    return out


def _others_know_what_player_knows(out: KufState, player: Player) -> None:
    """Each other seat is taken to know of a hand what `player` knows of it (nothing of
    `player`'s own), clipped to the resampled hands: their true private knowledge is hidden."""
    n = out.num_players
    k8 = NUM_AGENDA_KINDS
    out.own_known()  # written below: the sample's own tables, not its original's
    out.own_agenda_known()
    for v in range(n):
        if v == player:
            continue
        for t in range(n):
            known = [0] * 8 if t in (v, player) else out.known[(player * n + t) * 8 :][:8]
            agenda = (
                [0] * k8 if t in (v, player)
                else out.agenda_known[(player * n + t) * k8 :][:k8]
            )
            base, abase = (v * n + t) * 8, (v * n + t) * k8
            for slot in range(8):
                table = out.hands if slot < 4 else out.plunder
                out.known[base + slot] = min(known[slot], table[t * 4 + slot % 4])
            for k in range(k8):
                out.agenda_known[abase + k] = min(agenda[k], out.agenda_hands[t * k8 + k])
