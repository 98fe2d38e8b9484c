"""What each seat may see, and states resampled for what it may not.

Hidden [C.6, issue 6 item 5]: stacks are face down, so another seat sees that a seat has troops in
a village but not how many soldiers and knights; money (and the last income) is private; the order
of the lord deck and of the card piles is unknown to all; a seat's cards are its own (others see
how many small and big cards it holds). A seat with a free spy sees every stack, purse, hand and
ballot ("sauf par le seigneur espion", [C.6]). Visible [C.7]: fixed pieces, siege engines, lords, crowns,
families (spouses, parents, generations, bastards, excommunications, church ranks), royalty and
the royal army.
Purchases and combat losses are public events, so every seat knows each rival's total of soldiers,
knights of 3 and knights of 6; `determinize` keeps those totals and each stack's presence, and
redistributes the pieces among the rival's stacks at random. Money is kept: it follows from public
incomes, purchases and ransoms.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, Final

from regnum.engine.game import JsonDict
from regnum.engine.lazy_view import Fields, LazyParts, Record, fields, record_dict, whole
from regnum.engine.rng import Rng
from regnum.engine.sampling import forget_origin
from regnum.games.fief import births, cards, diplomacy, elections, marriage, phase4
from regnum.games.fief.battle import prisoner_tokens_left
from regnum.games.fief.control import armed_masks, holders
from regnum.games.fief.data import (
    LORD_NAMES,
    PIECE_ENGINE,
    PIECE_KNIGHT3,
    PIECE_KNIGHT6,
    PIECE_SOLDIER,
    POINTS_KNIGHT3,
    POINTS_KNIGHT6,
    POINTS_SOLDIER,
)
from regnum.games.fief.map import FIEF_NAMES, FIEF_OF, NUM_VILLAGES, VILLAGE_NAMES
from regnum.games.fief.orders import ATTACKER, BATTLE_AT, DEFENDER, GROUP_AT, STAGE, Stage
from regnum.games.fief.state import FREE, PHASE_NAMES, Phase, V
from regnum.games.fief.victory import end_reason

if TYPE_CHECKING:
    from regnum.games.fief.state import FiefState

STATUS_NAMES: Final = ("free", "prisoner", "dead")


LORD: Final = fields("id", "name", "female", "seat", "village", "status", "captor", "moves",
                     "attacks", "spouse", "father", "mother", "generation", "bastard",
                     "excommunicated", "darc", "rank", "ordained", "plague", "assassin", "fled")


def _lord_values(state: FiefState, lord: int) -> tuple[Any, ...]:
    """A lord as every seat sees him, in the order of `LORD`."""
    return (lord, LORD_NAMES[state.lord_card[lord]], state.is_female(lord), state.lord_owner[lord],
            state.lord_village[lord], STATUS_NAMES[state.lord_status[lord]],
            state.lord_captor[lord], state.lord_moves[lord], state.lord_attacks[lord],
            state.lord_spouse[lord], state.lord_father[lord], state.lord_mother[lord],
            state.lord_generation[lord], bool(state.lord_bastard[lord]),
            bool(state.lord_excommunicated[lord]), bool(state.lord_darc[lord]),
            state.lord_rank[lord], state.lord_ordained[lord], bool(state.lord_plague[lord]),
            state.lord_assassin[lord], state.lord_fled[lord])


VILLAGE: Final = fields("id", "name", "fief", "castle", "city", "mills", "presses", "ruin",
                        "peasants", "controller", "fort_owner", "stacks", "lords")
# a stack as other seats see it (face down), and as its owner or a spy sees it
STACK: Final = fields("seat", "troops", "engines")
OPEN_STACK: Final = fields("seat", "troops", "engines", "points", "soldiers", "knights3",
                           "knights6")


def _entry(keys: Fields, values: tuple[Any, ...], lazy: bool) -> Mapping[str, Any]:
    """An entry of the lazy view (a `Record`) or of the whole view (a dict)."""
    return Record(keys, values) if lazy else record_dict(keys, values)


def sees_all(state: FiefState, player: int | None) -> bool:
    """`player` has a free spy: "L'espion permet à un joueur de regarder à tout moment les forces
    ennemies et les cartes cachées des joueurs ainsi que les banques de chacun ... aux votes
    aussi"."""
    spy = state.spy
    return (player is not None and spy >= 0 and state.lord_owner[spy] == player
            and state.lord_status[spy] == FREE)


def _villages(state: FiefState, player: int | None, lazy: bool) -> list[Mapping[str, Any]]:
    """Every village: fixed pieces, `controller`, stacks (strength only for the viewer's own, or
    all for a seat with a spy), the free lords standing there (`Record`s if `lazy`). One
    pass over the lords and the troop table for all villages (a bot reads every village at each
    decision): the free lords of each village in id order, as `state.lords_at` lists them; a
    stack's soldiers, knights of 3 and 6 and engines are units[i], units[size + i],
    units[2 * size + i], units[3 * size + i] (`state.units_at`), its troops their sum
    (`state.troops`)."""
    spying = sees_all(state, player)
    # every village's controller at once: `controller` alone would scan every village's
    # pieces again for each village
    held = holders(state, armed_masks(state))
    lords_in: list[list[Mapping[str, Any]]] = [[] for _ in range(NUM_VILLAGES)]
    where, status = state.lord_village, state.lord_status
    for lord in range(len(where)):
        if status[lord] == FREE and where[lord] >= 0:
            lords_in[where[lord]].append(_entry(LORD, _lord_values(state, lord), lazy))
    n, units = state.num_players, state.units
    size = n * V
    soldiers, knights3, knights6, engines = (PIECE_SOLDIER * size, PIECE_KNIGHT3 * size,
                                             PIECE_KNIGHT6 * size, PIECE_ENGINE * size)
    castle, city, mills, presses, ruin, peasants, fort_owner = (
        state.castle, state.city, state.mills, state.presses, state.ruin, state.peasants,
        state.fort_owner)
    villages: list[Mapping[str, Any]] = []
    for v in range(NUM_VILLAGES):
        stacks: list[Mapping[str, Any]] = []
        for p in range(n):
            i = p * V + v
            s, k3, k6, e = (units[soldiers + i], units[knights3 + i], units[knights6 + i],
                            units[engines + i])
            if not (s or k3 or k6 or e):
                continue
            if p == player or spying:
                stacks.append(_entry(OPEN_STACK, (
                    p, s + k3 + k6 > 0, e,
                    s * POINTS_SOLDIER + k3 * POINTS_KNIGHT3 + k6 * POINTS_KNIGHT6, s, k3, k6,
                ), lazy))
            else:
                stacks.append(_entry(STACK, (p, s + k3 + k6 > 0, e), lazy))
        villages.append(_entry(VILLAGE, (
            v, VILLAGE_NAMES[v], FIEF_OF[v], castle[v], city[v], mills[v], presses[v], ruin[v],
            peasants[v], held[v], fort_owner[v], stacks, lords_in[v],
        ), lazy))
    return villages


def _fiefs(state: FiefState, player: int | None) -> list[JsonDict]:
    return [{"id": f, "name": name, "crown": state.crown_holder(f), "lord": state.crown[f]}
            for f, name in enumerate(FIEF_NAMES)]


def _lords(state: FiefState, lazy: bool) -> list[Mapping[str, Any]]:
    return [_entry(LORD, _lord_values(state, lord), lazy) for lord in range(len(state.lord_card))]


def _players(state: FiefState, player: int | None) -> list[JsonDict]:
    spying = sees_all(state, player)
    players: list[JsonDict] = []
    for p in range(state.num_players):
        entry: JsonDict = {
            "seat": p, "home": state.home[p], "out": bool(state.out[p]),
            "crowns": state.crowns_of(p), "lords": len(state.living_lords(p)),
            "bought": state.bought[p], "lord_bonus": bool(state.lord_bonus[p]),
        }
        if p == player or spying:
            entry["money"] = state.money[p]
            entry["income"] = state.income[p]
        players.append(entry)
    return players


def _military(state: FiefState, player: int | None) -> JsonDict:
    from regnum.games.fief import phase5

    return phase5.view(state, player)


# a part of the view: (state, viewer) -> the part's JSON
Part = Callable[["FiefState", Any], Any]
# the whole view's parts, in its key order
WHOLE: Final[dict[str, Part]] = {
    "game": lambda state, player: "fief",
    "viewer": lambda state, player: player,
    "num_players": lambda state, player: state.num_players,
    "turn": lambda state, player: state.turn,
    "judge_seat": lambda state, player: state.judge_seat if state.judge_seat >= 0 else None,
    "turn_limit": lambda state, player: state.turn_limit,
    "phase": lambda state, player: PHASE_NAMES[state.phase],
    "step": lambda state, player: state.step,
    "actor": lambda state, player: state.current_player,
    "first_player": lambda state, player: state.first,
    "pending": lambda state, player: list(state.pending),
    "villages": lambda state, player: _villages(state, player, False),
    "fiefs": _fiefs,
    "bishops": lambda state, player: list(state.bishop),
    "king": lambda state, player: state.king,
    "queen": lambda state, player: state.queen,
    "dauphin": lambda state, player: state.dauphin,
    "royal_army": lambda state, player: list(state.royal_army),
    "lords": lambda state, player: _lords(state, False),
    "lord_deck": lambda state, player: len(state.lord_deck),
    "prisoner_tokens": lambda state, player: prisoner_tokens_left(state),
    "players": _players,
    "log": lambda state, player: list(state.log),
    "military": _military,
    "church": lambda state, player: elections.view(state, player, sees_all(state, player)),
    "end_reason": lambda state, player: end_reason(state),
    "cards": lambda state, player: phase4.view(state, player, sees_all(state, player)),
    "birth": lambda state, player: births.view(state),
    "marriage": lambda state, player: marriage.view(state),
    "diplomacy": lambda state, player: diplomacy.view(state),
}
# the lazy view's parts: villages, stacks and lords as records, and the talks lazy in turn
LAZY: Final[dict[str, Part]] = {
    **WHOLE,
    "villages": lambda state, player: _villages(state, player, True),
    "lords": lambda state, player: _lords(state, True),
    "diplomacy": lambda state, player: diplomacy.lazy_view(state),
}


def view(state: FiefState, player: int | None) -> JsonDict:
    return whole(state, player, WHOLE)


def lazy_view(state: FiefState, player: int) -> LazyParts:
    """The view with each part built when first read, by the code of `view`: a heuristic
    rollout step reads the board, the crowns, the seats, the lords and the alliances, seldom the
    cards, the church or the family, never the log, nor the written acts but before the judge."""
    return LazyParts(state, player, LAZY)


def pinned(state: FiefState) -> set[tuple[int, int]]:
    """(seat, village) stacks whose contents every seat knows or that phase 5 is using: the group
    being formed (its owner's pieces are counted into it) and both sides of a battle being fought
    (counted on the table)."""
    m = state.military
    if state.phase != Phase.MILITARY or not m:
        return set()
    found: set[tuple[int, int]] = set()
    if m[GROUP_AT] >= 0:
        found.add((state.actor, m[GROUP_AT]))
    if m[STAGE] != Stage.NONE:
        found |= {(m[ATTACKER], m[BATTLE_AT]), (m[DEFENDER], m[BATTLE_AT])}
    return found


def _redistribute(state: FiefState, q: int, rng: Rng, fixed: set[tuple[int, int]]) -> None:
    """Deal seat `q`'s troop pieces anew among its stacks, each stack keeping at least one."""
    kinds = (PIECE_SOLDIER, PIECE_KNIGHT3, PIECE_KNIGHT6)
    sites = [v for v in range(NUM_VILLAGES) if state.troops(q, v) and (q, v) not in fixed]
    if len(sites) < 2:
        return
    pieces = [kind for kind in kinds for v in sites
              for _ in range(state.units_at(kind, q * V + v))]
    rng.shuffle(pieces)
    for v in sites:
        state.put_troops(q * V + v, 0, 0, 0)
    for k, kind in enumerate(pieces):
        v = sites[k] if k < len(sites) else rng.choice(sites)
        state.add_units(kind, q * V + v, 1)


def determinize(state: FiefState, player: int, rng: Rng) -> FiefState:
    """The rivals' stacks dealt anew, the rivals' ballots of the election under way drawn anew,
    and the lord deck shuffled (from sorted order, so that the sample depends on what `player`
    knows and on `rng` only); the true seed and history are forgotten, since they replay to the
    true hidden pieces and ballots."""
    sample = state.clone()
    spying = sees_all(state, player)
    fixed = pinned(state)
    for q in range(state.num_players):
        if q != player and not spying:
            _redistribute(sample, q, rng, fixed)
    if not spying:
        elections.resample(sample, player, rng)
    cards.redeal(sample, player, rng, hands_seen=spying)
    deck = sorted(sample.lord_deck)
    rng.shuffle(deck)
    sample.lord_deck = tuple(deck)
    sample.rng_gen = Rng(rng.next64())
    forget_origin(sample, rng)
    sample._legal = None
    return sample

