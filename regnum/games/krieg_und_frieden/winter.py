"""Winter: the Adviser tables an agenda card; the others may change it, each change paid with a
privilege (French seed, "Hiver, Années suivantes"; Italian "Inverno")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from regnum.engine.events import seat
from regnum.engine.game import Action
from regnum.games.krieg_und_frieden import actions as A
from regnum.games.krieg_und_frieden.cards import agenda_card, agenda_forget, agenda_reveal
from regnum.games.krieg_und_frieden.data import NUM_AGENDA_KINDS
from regnum.games.krieg_und_frieden.flow import end_game, enter
from regnum.games.krieg_und_frieden.phases import Phase, Step

if TYPE_CHECKING:
    from regnum.games.krieg_und_frieden.state import KufState


def start(state: KufState) -> None:
    """Year 1 keeps the stone-cross card, unchangeable; later years the Adviser (or the next player
    clockwise holding an agenda card) tables one. Nobody holding one ends the game (decided)."""
    if state.year == 1:
        enter(state, Phase.SPRING)
        return
    tabler = _next_with_agenda(state, state.adviser)
    if tabler < 0:
        end_game(state)
        return
    state.changes = 0
    state.passed_at = [-1] * state.num_players
    state.winter_next = (state.adviser + 1) % state.num_players
    state.step = Step.AGENDA_PLAY
    state.actor = tabler


def _next_with_agenda(state: KufState, first: int) -> int:
    n = state.num_players
    for i in range(n):
        p = (first + i) % n
        if state.agenda_hand_size(p):
            return p
    return -1


def _kinds_in_hand(state: KufState, p: int) -> list[int]:
    base = p * NUM_AGENDA_KINDS
    return [k for k in range(NUM_AGENDA_KINDS) if state.agenda_hands[base + k]]


def can_change(state: KufState, p: int) -> bool:
    """A player may change while holding a privilege, unless they passed and the card has not
    changed since; without agenda cards only by the special rule, which needs another player to
    table the replacement."""
    if not state.privilege_count(p) or state.passed_at[p] == state.changes:
        return False
    if state.agenda_hand_size(p):
        return True
    return any(state.agenda_hand_size(q) for q in range(state.num_players) if q != p)


def legal(state: KufState) -> list[Action]:
    p = state.actor
    kinds = _kinds_in_hand(state, p)
    if state.step == Step.AGENDA_PLAY:
        return [A.PLAY[k] for k in kinds]
    paid = [r for r in range(4) if state.privileges[p * 4 + r]]
    moves = []
    if kinds:
        moves += [A.CHANGE[k][r] for k in kinds for r in paid]
    elif any(state.agenda_hand_size(q) for q in range(state.num_players) if q != p):
        moves += [A.TAKE[r] for r in paid]
    moves.append(A.PASS)
    return moves


def play(state: KufState, kind: int) -> None:
    p = state.actor
    state.agenda_hands[p * NUM_AGENDA_KINDS + kind] -= 1
    agenda_forget(state, p, kind)
    state.agenda = kind
    if state.told is not None:
        state.tell("kuf.agenda.tabled", {"seat": seat(p), **agenda_card(kind)})
    state.passed_at[p] = state.changes  # the player who tabled it is content with it
    _next_changer(state, state.winter_next)


def change(state: KufState, kind: int, paid: int) -> None:
    p = state.actor
    state.privileges[p * 4 + paid] -= 1  # returned to the supply
    old = state.agenda
    state.agenda_hands[p * NUM_AGENDA_KINDS + kind] -= 1
    agenda_forget(state, p, kind)
    state.agenda_hands[p * NUM_AGENDA_KINDS + old] += 1
    agenda_reveal(state, p, old)
    state.agenda = kind
    if state.told is not None:
        state.tell("kuf.agenda.changed", {"seat": seat(p), **agenda_card(kind)})
    state.changes += 1
    state.passed_at[p] = state.changes
    _next_changer(state, (p + 1) % state.num_players)


def take(state: KufState, paid: int) -> None:
    """Special rule: a player with a privilege but no agenda card takes the tabled card; the next
    player to the left holding one must table a replacement (Italian: "il primo giocatore alla sua
    sinistra che ne ha"). The replacement is a change the taker has not seen, so the taker gets
    their turn again and may change it, paying a privilege (French: "si, lorsque son tour revient,
    la carte problème a changé"; Italian: "a meno che essa non venga scambiata da qualcun altro")."""
    p = state.actor
    state.privileges[p * 4 + paid] -= 1
    old = state.agenda
    state.agenda_hands[p * NUM_AGENDA_KINDS + old] += 1
    agenda_reveal(state, p, old)
    state.agenda = -1
    if state.told is not None:
        state.tell("kuf.agenda.taken", {"seat": seat(p), **agenda_card(old)})
    state.passed_at[p] = state.changes  # content with nothing yet: the replacement is the change
    state.changes += 1
    state.winter_next = (p + 1) % state.num_players
    state.step = Step.AGENDA_PLAY
    state.actor = _next_with_agenda(state, (p + 1) % state.num_players)


def pass_(state: KufState) -> None:
    p = state.actor
    state.passed_at[p] = state.changes
    _next_changer(state, (p + 1) % state.num_players)


def _next_changer(state: KufState, first: int) -> None:
    """Clockwise from `first`, the next player who may still change; none left: spring begins."""
    n = state.num_players
    for i in range(n):
        p = (first + i) % n
        if can_change(state, p):
            state.step = Step.AGENDA_CHANGE
            state.actor = p
            return
    enter(state, Phase.SPRING)
