"""Revolts (seed, "Révolte contre le roi" and "Conséquences").

The leader (1 AP; needs a castle and a city; the king must not be under Papstbesuch) shows the
sword vote, the king the crown vote. Then every player, in seat order from the leader, secretly
chooses a side (king and leader excepted) and lays any cards face down: these commitments stay
hidden from the others until all have committed, which is the same as choosing simultaneously.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from regnum.engine.events import seat
from regnum.engine.tables import replaced
from regnum.games.krone_und_schwert.data import (
    ALLY_PER_CATHEDRAL,
    CARD_NAMES,
    COMBAT,
    COST_REVOLT,
    CROWN_VOTE_POINTS,
    KING_WINS_PER_CATHEDRAL,
    NEW_KING_PER_CASTLE,
    NEW_KING_PER_CATHEDRAL,
    NUM_CARD_KINDS,
    REVOLT_PEOPLE_EXTRA_2P,
    REVOLT_PEOPLE_PER_SWORD,
    Card,
)
from regnum.games.krone_und_schwert.events import (
    card_id,
    check_end_trigger,
    reveal_people,
    shuffle_people,
)
from regnum.games.krone_und_schwert.phases import Phase

if TYPE_CHECKING:
    from regnum.games.krone_und_schwert.state import KusState

KING_SIDE, REVOLT_SIDE = 0, 1


def may_lead(state: KusState, p: int) -> bool:
    king = state.king
    return (king >= 0 and king != p and not state.pope[king] and state.castles(p) > 0
            and state.cities(p) > 0)


def start(state: KusState, p: int) -> None:
    n = state.num_players
    state.ap -= COST_REVOLT
    state.leader = p
    sides = [-1] * n
    sides[p] = REVOLT_SIDE
    sides[state.king] = KING_SIDE
    state.sides = tuple(sides)
    state.queue = tuple((p + i) % n for i in range(n))
    state.say(f"{seat(p)} leads a revolt against {seat(state.king)}")
    state.tell("kus.revolt", {"seat": seat(p), "king": seat(state.king)})
    _next(state)


def _next(state: KusState) -> None:
    state.actor = state.queue[0]
    state.phase = Phase.REVOLT_SIDE if state.sides[state.actor] < 0 else Phase.REVOLT_CARDS


def choose_side(state: KusState, side: int) -> None:
    state.sides = replaced(state.sides, state.actor, side)
    state.phase = Phase.REVOLT_CARDS


def commit(state: KusState, card: int) -> None:
    index = state.actor * NUM_CARD_KINDS + card
    state.hands[index] -= 1
    state.commits = replaced(state.commits, index, state.commits[index] + 1)


def done(state: KusState) -> None:
    state.queue = state.queue[1:]
    if state.queue:
        _next(state)
    else:
        resolve(state)


def side_cards(state: KusState, side: int) -> list[int]:
    """Combat values of the event cards laid for `side`, strongest first."""
    values: list[int] = []
    for p in range(state.num_players):
        if state.sides[p] == side:
            base = p * NUM_CARD_KINDS
            for c in range(NUM_CARD_KINDS):
                values.extend([COMBAT[c]] * state.commits[base + c])
    return sorted(values, reverse=True)


def _laid(state: KusState, side: int, card: int) -> int:
    return sum(state.commits[p * NUM_CARD_KINDS + card]
               for p in range(state.num_players) if state.sides[p] == side)


def strength(state: KusState, side: int) -> int:
    """A side's combat points. Each Hinterhalt laid removes the strongest card of the other side."""
    other = 1 - side
    cards = side_cards(state, side)[_laid(state, other, Card.AMBUSH):]
    if side == KING_SIDE:
        return sum(cards) + CROWN_VOTE_POINTS * state.sides.count(KING_SIDE)
    return sum(cards) + state.people_swords


def _reveal(state: KusState) -> None:
    """Everything laid is turned face up at once: say who chose what (public from now on)."""
    parts = []
    for p in range(state.num_players):
        base = p * NUM_CARD_KINDS
        laid = [f"{CARD_NAMES[c]} x{state.commits[base + c]}" for c in range(NUM_CARD_KINDS)
                if state.commits[base + c]]
        side = "revolt" if state.sides[p] == REVOLT_SIDE else "king"
        parts.append(f"{seat(p)} {side}" + (f" ({', '.join(laid)})" if laid else ""))
        cards = [card_id(c) for c in range(NUM_CARD_KINDS) for _ in range(state.commits[base + c])]
        state.tell("kus.revolt.side", {"seat": seat(p), "side": f"side.{side}", "cards": cards})
    state.say("revolt votes: " + "; ".join(parts))


def resolve(state: KusState) -> None:
    n = state.num_players
    leader, king = state.leader, state.king
    _reveal(state)
    commits = state.commits
    if any(commits[p * NUM_CARD_KINDS + Card.TRUCE] for p in range(n)):
        # Waffenstillstand: the revolt is called off; every other card goes back to its hand.
        for p in range(n):
            base = p * NUM_CARD_KINDS
            state.discard[Card.TRUCE] += commits[base + Card.TRUCE]
            for c in range(NUM_CARD_KINDS):
                if c != Card.TRUCE:
                    state.hands[base + c] += commits[base + c]
        state.say("a truce calls the revolt off")
        state.tell("kus.revolt.truce", {})
    else:
        draws = REVOLT_PEOPLE_PER_SWORD * state.sides.count(REVOLT_SIDE)
        draws += REVOLT_PEOPLE_EXTRA_2P if n == 2 else 0
        reveal_people(state, draws)
        rebels = strength(state, REVOLT_SIDE)
        loyal = strength(state, KING_SIDE)
        for c in range(n * NUM_CARD_KINDS):
            state.discard[c % NUM_CARD_KINDS] += state.commits[c]
        if loyal >= rebels:
            _king_wins(state)
        else:
            _revolt_wins(state)
        state.say(f"revolt {rebels} against king {loyal}: {seat(state.king)} is king")
        outcome = "kus.revolt.won" if state.king != king else "kus.revolt.failed"
        state.tell(outcome, {"king": seat(state.king), "rebels": rebels, "loyal": loyal})
        if state.king != king:
            check_end_trigger(state)
    state.commits = (0,) * (n * NUM_CARD_KINDS)
    state.sides = (-1,) * n
    state.leader = -1
    state.actor = leader
    state.phase = Phase.ACTIONS


def _reward_allies(state: KusState, side: int, chief: int) -> None:
    for p in range(state.num_players):
        if p != chief and state.sides[p] == side:
            state.vp[p] += ALLY_PER_CATHEDRAL * state.cathedrals(p)


def _king_wins(state: KusState) -> None:
    """The king earns 2 VP per cathedral, his allies 1; half the swords (rounded up) stay out."""
    king = state.king
    state.vp[king] += KING_WINS_PER_CATHEDRAL * state.cathedrals(king)
    _reward_allies(state, KING_SIDE, king)
    shuffle_people(state, (state.people_swords + 1) // 2)


def _revolt_wins(state: KusState) -> None:
    """The leader is king: 1 VP per castle, 2 per cathedral, allies 1 per cathedral; the new
    king's VP become public; all people cards are shuffled and the first one turned up."""
    leader = state.leader
    state.vp[leader] += (NEW_KING_PER_CASTLE * state.castles(leader)
                         + NEW_KING_PER_CATHEDRAL * state.cathedrals(leader))
    _reward_allies(state, REVOLT_SIDE, leader)
    state.king = leader
    state.announced = replaced(state.announced, leader, state.vp[leader])
    shuffle_people(state, 0)
    reveal_people(state, 1)

