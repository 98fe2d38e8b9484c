"""Set-up (seeds, "Preparation"/"Mise en place"/"Preparazione"), with both 3-player readings."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from regnum.games.krieg_und_frieden.data import (
    AGENDA_DECK,
    CARDS_PER_RESOURCE,
    LONG_TERM_REMOVED,
    NUM_AGENDA_KINDS,
    START_FARMSTEADS,
    START_HAND,
    STONE_CROSS_KIND,
)
from regnum.games.krieg_und_frieden.flow import enter
from regnum.games.krieg_und_frieden.phases import Phase

if TYPE_CHECKING:
    from regnum.games.krieg_und_frieden.state import KufState

CROSS: Final = -1  # the stone-cross card while it is still among the others


def set_up(state: KufState) -> None:
    n = state.num_players
    rng = state.rng
    deck = [r for r in range(4) for _ in range(CARDS_PER_RESOURCE)]
    rng.shuffle(deck)
    for p in range(n):
        for _ in range(START_HAND):
            state.hands[p * 4 + deck.pop()] += 1
    state.deck = deck

    agenda = [k for k in range(NUM_AGENDA_KINDS) for _ in range(AGENDA_DECK[k])]
    agenda.remove(STONE_CROSS_KIND)
    if state.long_term:
        for k in LONG_TERM_REMOVED:
            agenda.remove(k)
            state.agenda_out[k] += 1
    setup3 = state.options["setup3"]
    if n == 4 and not state.long_term:
        # 4 players: deal all 16; the holder of the stone cross is Adviser and tables it
        agenda.append(CROSS)
        rng.shuffle(agenda)
        per_player = len(agenda) // n
        for p in range(n):
            for _ in range(per_player):
                k = agenda.pop()
                if k == CROSS:
                    state.adviser = p
                else:
                    state.agenda_hands[p * NUM_AGENDA_KINDS + k] += 1
    else:
        if n == 3 and setup3 == "reveal":
            # Italian: deal face up until the stone cross appears; that player is Adviser
            faces = [*agenda, CROSS]
            rng.shuffle(faces)
            state.adviser = faces.index(CROSS) % n
        else:
            choice = state.options["first_adviser"]
            state.adviser = rng.below(n) if choice == "random" else int(choice) - 1
        rng.shuffle(agenda)
        per_player = len(agenda) // n  # 5 each at 3 players; long-term: 4 (3 players) or 3 (4)
        for p in range(n):
            for _ in range(per_player):
                state.agenda_hands[p * NUM_AGENDA_KINDS + agenda.pop()] += 1
        for k in agenda:  # nothing is left over in any configuration, but never lose a card
            state.agenda_out[k] += 1
    state.agenda = STONE_CROSS_KIND
    for p in range(n):
        state.farmsteads[p] = START_FARMSTEADS
    state.actor = state.adviser
    enter(state, Phase.WINTER)
