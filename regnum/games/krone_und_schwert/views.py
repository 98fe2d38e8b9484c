"""What each player may see, and states resampled consistently with it.

Hidden: the cards in other hands (their number is public, seed "Piocher une carte événement"),
the order of both decks, the VP behind the screens (except a new king's total and the end), and
the sides and cards laid in a revolt until everyone has committed. Public: the board, the discard
piles (cards are discarded face up), Papstbesuch cards, the face-up swords, attack cards.
During a revolt a player's hand size is shown with the cards laid face down, so the number laid
stays secret too.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import Any, Final

from regnum.engine.game import JsonDict, Player
from regnum.engine.lazy_view import LazyView
from regnum.engine.rng import Rng
from regnum.engine.sampling import forget_origin
from regnum.engine.tables import replaced
from regnum.games.krone_und_schwert import combat
from regnum.games.krone_und_schwert.board import (
    DIRECTIONS,
    TERRAIN_NAMES,
    Placement,
    board_for,
    is_octagon,
)
from regnum.games.krone_und_schwert.data import (
    ATTACK_KINDS,
    BUILDING_NAMES,
    CARD_NAMES,
    COMBAT,
    END_CARD_BOTTOM,
    HAND_KINDS,
    NUM_CARD_KINDS,
    SWORD,
    Card,
)
from regnum.games.krone_und_schwert.spaces import owners
from regnum.games.krone_und_schwert.state import END_IN_DECK, PHASE_NAMES, KusState, Phase


def _cards(counts: Sequence[int]) -> dict[str, int]:
    return {CARD_NAMES[c]: counts[c] for c in range(NUM_CARD_KINDS) if counts[c]}


@lru_cache(maxsize=64)
def _space_heads(layout: tuple[Placement, ...]) -> tuple[JsonDict, ...]:
    """Each space of `_spaces` with the entries only the board decides filled in (id, position,
    shape, terrain) and the others held by placeholders: built once per board, since the search
    bot's heuristic rollouts read a view at every step. A copy of a dict is one block copy, and
    setting keys it already has never grows it."""
    board = board_for(layout)
    return tuple(
        {
            "id": s,
            "x": board.cells[s][0],
            "y": board.cells[s][1],
            "shape": "octagon" if is_octagon(board.cells[s]) else "square",
            "terrain": TERRAIN_NAMES[board.terrain[s]],
            "owner": None, "building": None, "partner": None, "cathedral": None, "adjacent": None,
        }
        for s in range(board.size)
    )


def _spaces(state: KusState) -> list[JsonDict]:
    if not state.owner:
        return []
    board = state.board
    owner = owners(state.owner)
    spaces: list[JsonDict] = []
    for s, head in enumerate(_space_heads(board.layout)):
        space = head.copy()
        space["owner"] = owner[s]
        space["building"] = BUILDING_NAMES[state.building[s]]
        space["partner"] = state.partner[s]
        space["cathedral"] = bool(state.cathedral[s])
        space["adjacent"] = list(board.adjacent[s])
        spaces.append(space)
    return spaces


def view(state: KusState, player: Player | None) -> JsonDict:
    return lazy_view(state, player).whole()


def lazy_view(state: KusState, player: Player | None) -> LazyView:
    """The view with the board, the seats, the piles and the log built when first read (a
    heuristic rollout step mostly reads the phase and its own hand, the board now and then)."""
    n = state.num_players
    voting = state.phase in (Phase.REVOLT_SIDE, Phase.REVOLT_CARDS)
    data: JsonDict = {
        "game": state.game.id,
        "num_players": n,
        "viewer": player,
        "phase": PHASE_NAMES[state.phase],
        "actor": state.current_player,
        "turn_player": state.turn_player,
        "first": state.first,
        "turn": state.turn,
        "first_round": state.turn < n,
        "ap": state.ap,
        "attacked": bool(state.attacked),
        "king": state.king,
        "layout": None,
        "element": state.element,
        "spaces": None,
        "directions": None,
        "supply": None,
        "players": None,
        "deck_size": len(state.deck),
        "discard": None,
        "end_card": ("aside", "in the pile", "drawn")[state.end_card],
        "people_deck": len(state.people),
        "people_swords": state.people_swords,
        "people_crowns_discarded": state.people_crowns,
        "pending": state.pending,
        "step": state.step,
        "log": None,
    }
    later: dict[str, Callable[[], Any]] = {
        "layout": lambda: list(state.layout),
        "spaces": lambda: _spaces(state),
        "directions": lambda: list(DIRECTIONS),
        "supply": lambda: _supply(state),
        "players": lambda: _players(state, player, voting),
        "discard": lambda: _cards(state.discard),
        "log": lambda: list(state.log),
    }
    if state.phase in (Phase.ATTACK, Phase.DEFEND):
        data["attack"] = None
        later["attack"] = lambda: _attack(state)
    if voting:
        data["revolt"] = None
        later["revolt"] = lambda: _revolt(state, player)
    data["end_reason"] = state.end_reason
    if state.is_over:
        data["vp"] = list(state.vp)
        data["winners"] = state.winners
    return LazyView(data, later)


def _players(state: KusState, player: Player | None, voting: bool) -> list[JsonDict]:
    players: list[JsonDict] = []
    for p in range(state.num_players):
        laid = sum(state.commits[p * NUM_CARD_KINDS:(p + 1) * NUM_CARD_KINDS]) if voting else 0
        entry: JsonDict = {
            "seat": p,
            "hand_size": state.hand_size(p) + laid,
            "markers": state.markers[p],
            "castles": state.castles(p),
            "small_cities": state.built[p * 4 + 1],
            "large_cities": state.built[p * 4 + 2],
            "cathedrals": state.cathedrals(p),
            "pope_visit": bool(state.pope[p]),
            "announced_vp": state.announced[p],
        }
        if p == player:
            entry["vp"] = state.vp[p]
            entry["hand"] = _cards(state.hand(p))
        players.append(entry)
    return players


def _supply(state: KusState) -> JsonDict:
    return {"castles": state.supply[0], "small_cities": state.supply[1],
            "large_cities": state.supply[2], "cathedrals": state.supply[3]}


def _attack(state: KusState) -> JsonDict:
    return {"target": state.target, "defender": state.owner[state.target],
            "cards": _cards(state.attack_cards)}


def _revolt(state: KusState, player: Player | None) -> JsonDict:
    info: JsonDict = {"leader": state.leader, "king": state.king, "waiting": list(state.queue)}
    if player is not None:
        info["side"] = ("king", "revolt", None)[state.sides[player]]
        info["laid"] = _cards(state.commits[player * NUM_CARD_KINDS:(player + 1) * NUM_CARD_KINDS])
    return info


def determinize(state: KusState, player: Player, rng: Rng) -> KusState:
    """Deal every card `player` cannot see again at random: other hands and their face-down
    revolt cards (same total per player), the event pile (Spielende kept among its last 21 cards
    once shuffled in, seed "Fin de partie"), the people deck, and others' secret revolt sides.
    VP stay: every VP gain follows from public events, so a player can know them.

    During an attack everyone knows the attacker can still exceed the defender's castles (the
    attack was legal); deals that break this are redrawn, and after a few tries the attacker gets
    the strongest cards it could hold (never its true hand, which would leak). Pools are sorted
    before they are shuffled, so that the sample depends on what `player` knows and on `rng`
    only, and the sample forgets the true seed and history."""
    n = state.num_players
    attacker = state.turn_player if state.phase == Phase.ATTACK else player
    for attempt in range(_TRIES + 1):
        strongest = attacker if attempt == _TRIES and attacker != player else None
        sample = _deal(state, player, rng, strongest)
        if attacker == player or _attack_can_go_on(sample, attacker):
            break
    if state.phase in (Phase.REVOLT_SIDE, Phase.REVOLT_CARDS):
        for p in range(n):
            if p not in (player, state.king, state.leader) and state.sides[p] >= 0:
                sample.sides = replaced(sample.sides, p, rng.below(2))
    swords = state.people.count(SWORD)
    people = [SWORD] * swords + [1 - SWORD] * (len(state.people) - swords)
    rng.shuffle(people)
    sample.people = people
    sample.rng_gen = rng.spawn()
    forget_origin(sample, rng)
    return sample


_TRIES: Final = 30


def _strength(card: int) -> int:
    return COMBAT[card] if card in ATTACK_KINDS else 0


def _attack_can_go_on(sample: KusState, attacker: int) -> bool:
    defender = sample.owner[sample.target]
    total = combat.attack_strength(sample.attack_cards) + combat.hand_strength(sample, attacker)
    return total > sample.castles(defender)


def _deal(state: KusState, keep: Player, rng: Rng, strongest: Player | None) -> KusState:
    """Every hand but `keep`'s dealt again from the unseen hand cards; `strongest` (if any) is
    dealt the strongest of them. The rest and the deck's other cards are shuffled into the deck."""
    sample = state.clone()
    n = state.num_players
    voting = state.phase in (Phase.REVOLT_SIDE, Phase.REVOLT_CARDS)
    commits = list(state.commits)  # the sample's, a tuple again below
    # Only hand cards go to hands: the others are played as they are drawn.
    pool: list[int] = [c for c in state.deck if c in HAND_KINDS]
    held = [0] * n
    for p in range(n):
        if p == keep:
            continue
        base = p * NUM_CARD_KINDS
        for c in HAND_KINDS:
            count = state.hands[base + c] + state.commits[base + c]
            held[p] += count
            pool.extend([c] * count)
            sample.hands[base + c] = 0
            commits[base + c] = 0
    pool.sort()
    rng.shuffle(pool)
    best: list[int] = []
    if strongest is not None:
        ranked = sorted(range(len(pool)), key=lambda i: -_strength(pool[i]))
        chosen = set(ranked[: held[strongest]])
        best = [pool[i] for i in sorted(chosen)]
        pool = [c for i, c in enumerate(pool) if i not in chosen]
    for p in range(n):
        base = p * NUM_CARD_KINDS
        if p == strongest:
            mine = best
        else:
            mine, pool = pool[:held[p]], pool[held[p]:]
        # Only the players who committed or are committing may have laid cards.
        laid = rng.below(held[p] + 1) if voting and p not in state.queue[1:] else 0
        for i, card in enumerate(mine):
            if i < laid:
                commits[base + card] += 1
            else:
                sample.hands[base + card] += 1
    deck = pool + [c for c in state.deck if c != Card.GAME_END and c not in HAND_KINDS]
    deck.sort()
    rng.shuffle(deck)
    if state.end_card == END_IN_DECK:
        reach = min(END_CARD_BOTTOM + 1, len(deck) + 1)
        deck.insert(rng.below(reach), int(Card.GAME_END))
    sample.deck = deck
    sample.commits = tuple(commits)
    return sample
