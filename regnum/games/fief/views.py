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
from regnum.engine.lazy_view import LazyView
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
)
from regnum.games.fief.map import FIEF_NAMES, FIEF_OF, NUM_VILLAGES, VILLAGE_NAMES
from regnum.games.fief.orders import ATTACKER, BATTLE_AT, DEFENDER, GROUP_AT, STAGE, Stage
from regnum.games.fief.state import FREE, PHASE_NAMES, Phase, V
from regnum.games.fief.victory import end_reason

if TYPE_CHECKING:
    from regnum.games.fief.state import FiefState

STATUS_NAMES: Final = ("free", "prisoner", "dead")


def _lord(state: FiefState, lord: int) -> JsonDict:
    return {
        "id": lord, "name": LORD_NAMES[state.lord_card[lord]], "female": state.is_female(lord),
        "seat": state.lord_owner[lord], "village": state.lord_village[lord],
        "status": STATUS_NAMES[state.lord_status[lord]], "captor": state.lord_captor[lord],
        "moves": state.lord_moves[lord], "attacks": state.lord_attacks[lord],
        "spouse": state.lord_spouse[lord], "father": state.lord_father[lord],
        "mother": state.lord_mother[lord], "generation": state.lord_generation[lord],
        "bastard": bool(state.lord_bastard[lord]),
        "excommunicated": bool(state.lord_excommunicated[lord]),
        "darc": bool(state.lord_darc[lord]), "rank": state.lord_rank[lord],
        "ordained": state.lord_ordained[lord], "plague": bool(state.lord_plague[lord]),
        "assassin": state.lord_assassin[lord], "fled": state.lord_fled[lord],
    }


def sees_all(state: FiefState, player: int | None) -> bool:
    """`player` has a free spy: "L'espion permet à un joueur de regarder à tout moment les forces
    ennemies et les cartes cachées des joueurs ainsi que les banques de chacun ... aux votes
    aussi"."""
    spy = state.spy
    return (player is not None and spy >= 0 and state.lord_owner[spy] == player
            and state.lord_status[spy] == FREE)


def _village(state: FiefState, v: int, player: int | None, spying: bool, holder: int) -> JsonDict:
    """A village: fixed pieces, `holder` (its `controller`), stacks (strength only for the
    viewer's own, or all for a seat with a spy), lords."""
    stacks: list[JsonDict] = []
    for p in range(state.num_players):
        i = p * V + v
        troops = state.troops(p, v)
        engines = state.units_at(PIECE_ENGINE, i)
        if not troops and not engines:
            continue
        stack: JsonDict = {"seat": p, "troops": troops > 0, "engines": engines}
        if p == player or spying:
            stack["points"] = state.troop_points(p, v)
            stack["soldiers"] = state.units_at(PIECE_SOLDIER, i)
            stack["knights3"] = state.units_at(PIECE_KNIGHT3, i)
            stack["knights6"] = state.units_at(PIECE_KNIGHT6, i)
        stacks.append(stack)
    return {
        "id": v, "name": VILLAGE_NAMES[v], "fief": FIEF_OF[v], "castle": state.castle[v],
        "city": state.city[v], "mills": state.mills[v], "presses": state.presses[v],
        "ruin": state.ruin[v], "peasants": state.peasants[v], "controller": holder,
        "fort_owner": state.fort_owner[v], "stacks": stacks,
        "lords": [_lord(state, lord) for lord in state.lords_at(v)],
    }


def view(state: FiefState, player: int | None) -> JsonDict:
    return _view(state, player, diplomacy.view).whole()


def lazy_view(state: FiefState, player: int) -> LazyView:
    """The view with its costly parts built when first read, by the code of `view`: a heuristic
    rollout step reads the board, the crowns, the seats, the lords and the alliances, seldom the
    cards, the church or the family, never the log, nor the written acts but before the judge."""
    return _view(state, player, diplomacy.lazy_view)


def _view(state: FiefState, player: int | None,
          talks: Callable[[FiefState], Mapping[str, Any]]) -> LazyView:
    """The view as a `LazyView`: the scalar entries at once, each costly part built on reading;
    `talks` builds the part of the talks (whole or lazy in turn)."""
    from regnum.games.fief import phase5

    spying = sees_all(state, player)
    data: JsonDict = {
        "game": "fief", "viewer": player, "num_players": state.num_players, "turn": state.turn,
        "judge_seat": state.judge_seat if state.judge_seat >= 0 else None,
        "turn_limit": state.turn_limit, "phase": PHASE_NAMES[state.phase],
        "step": state.step, "actor": state.current_player, "first_player": state.first,
        "pending": list(state.pending), "villages": None, "fiefs": None,
        "bishops": list(state.bishop),
        "king": state.king, "queen": state.queen, "dauphin": state.dauphin,
        "royal_army": list(state.royal_army), "lords": None,
        "lord_deck": len(state.lord_deck), "prisoner_tokens": None,
        "players": None, "log": None, "military": None, "church": None, "end_reason": None,
        "cards": None, "birth": None, "marriage": None, "diplomacy": None,
    }
    later: dict[str, Callable[[], Any]] = {
        "villages": lambda: _villages(state, player, spying),
        "fiefs": lambda: [{"id": f, "name": name, "crown": state.crown_holder(f),
                           "lord": state.crown[f]} for f, name in enumerate(FIEF_NAMES)],
        "lords": lambda: [_lord(state, lord) for lord in range(len(state.lord_card))],
        "prisoner_tokens": lambda: prisoner_tokens_left(state),
        "players": lambda: _players(state, player, spying),
        "log": lambda: list(state.log),
        "military": lambda: phase5.view(state, player),
        "church": lambda: elections.view(state, player, spying),
        "end_reason": lambda: end_reason(state),
        "cards": lambda: phase4.view(state, player, spying),
        "birth": lambda: births.view(state),
        "marriage": lambda: marriage.view(state),
        "diplomacy": lambda: talks(state),
    }
    return LazyView(data, later)


def _villages(state: FiefState, player: int | None, spying: bool) -> list[JsonDict]:
    # every village's controller at once: `controller` alone would scan every village's
    # pieces again for each village
    held = holders(state, armed_masks(state))
    return [_village(state, v, player, spying, held[v]) for v in range(NUM_VILLAGES)]


def _players(state: FiefState, player: int | None, spying: bool) -> list[JsonDict]:
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

