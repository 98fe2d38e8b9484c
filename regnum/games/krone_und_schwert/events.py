"""Event and people cards: drawing, the red cards, the crown, and the end of the game.

Seed sections: "Piocher une carte événement", "Levée d'impôt", "Les cartes", "Fin de partie".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from regnum.engine.events import Event, seat
from regnum.engine.tables import replaced
from regnum.games.krone_und_schwert.data import (
    CARD_NAMES,
    CITY_SCORING_PER_CITY,
    CROWN,
    END_ASIDE,
    END_CARD_BOTTOM,
    END_DRAWN,
    END_IN_DECK,
    END_THRESHOLD,
    NUM_CARD_KINDS,
    RED_CARDS,
    SWORD,
    TAX_PER_CASTLE,
    UNREST_PEOPLE,
    Card,
)
from regnum.games.krone_und_schwert.scoring import finish

if TYPE_CHECKING:
    from regnum.games.krone_und_schwert.state import KusState


def card_id(c: int) -> str:
    """An event card as an event parameter: its text id."""
    return f"card.{CARD_NAMES[c]}"


def discard_to_deck(state: KusState) -> None:
    """Shuffle the discard pile (and what is left of the pile) into a new pile."""
    cards = list(state.deck)
    for c in range(NUM_CARD_KINDS):
        cards.extend([c] * state.discard[c])
    state.discard = [0] * NUM_CARD_KINDS
    state.rng_gen.shuffle(cards)
    state.deck = cards


def draw_event(state: KusState, p: int) -> None:
    """Draw one card for `p`. A red card acts at once and is discarded; without a king it is
    discarded and replaced (seed, "EXCEPTION"). An empty pile is refilled from the discard."""
    budget = len(state.deck) + sum(state.discard)  # without a king, red cards alone cannot loop
    while budget > 0:
        budget -= 1
        if not state.deck:
            discard_to_deck(state)
        card = state.deck.pop()
        if card not in RED_CARDS:
            state.hands[p * NUM_CARD_KINDS + card] += 1
            hidden = Event("kus.draw.hidden", {"seat": seat(p)})
            state.tell("kus.draw", {"seat": seat(p), "card": card_id(card)}, (p,), hidden)
            return
        if state.king < 0:
            state.discard[card] += 1
            continue
        red_card(state, p, card)
        return


def red_card(state: KusState, p: int, card: int) -> None:
    state.say(f"{seat(p)} drew {CARD_NAMES[card]}")
    state.tell("kus.draw.red", {"seat": seat(p), "card": card_id(card)})
    if card == Card.GAME_END:
        state.end_card = END_DRAWN
        finish(state)
        return
    state.discard[card] += 1
    if card == Card.CITY_SCORING:
        for q in range(state.num_players):
            if q != state.king:
                gain = CITY_SCORING_PER_CITY * state.cities(q)
                state.vp[q] += gain
                state.tell("kus.scoring.city", {"seat": seat(q), "cities": state.cities(q), "vp": gain})
    else:
        reveal_people(state, UNREST_PEOPLE)


def reveal_people(state: KusState, count: int) -> int:
    """Turn up to `count` people cards: swords stay out until the next revolt, crowns are
    discarded; an empty people deck gives nothing (seed, "Levée d'impôt"). Returns the swords."""
    swords = 0
    for _ in range(count):
        if not state.people:
            break
        if state.people.pop() == SWORD:
            swords += 1
        else:
            state.people_crowns += 1
    state.people_swords += swords
    return swords


def shuffle_people(state: KusState, keep_swords: int) -> None:
    """All people cards but `keep_swords` face-up swords go back into a shuffled deck."""
    in_deck = state.people.count(SWORD)
    swords = in_deck + state.people_swords - keep_swords
    crowns = len(state.people) - in_deck + state.people_crowns
    deck = [SWORD] * swords + [CROWN] * crowns
    state.rng_gen.shuffle(deck)
    state.people = deck
    state.people_swords = keep_swords
    state.people_crowns = 0


def tax(state: KusState) -> None:
    """1 VP per castle, then one people card (seed, "Levée d'impôt")."""
    king = state.king
    state.vp[king] += TAX_PER_CASTLE * state.castles(king)
    swords = reveal_people(state, 1)
    state.say(f"{seat(king)} taxes: {state.castles(king)} VP, {swords} sword")
    gain = TAX_PER_CASTLE * state.castles(king)
    state.tell("kus.tax", {"seat": seat(king), "vp": gain, "swords": swords})


def crown_first_king(state: KusState, p: int) -> None:
    """The first player to own a castle and a city becomes king (docs/rules, "Readings");
    the event pile is shuffled with the discard and the king taxes at once (seed, "Déroulement")."""
    state.king = p
    state.say(f"{seat(p)} is the first king")
    state.tell("kus.king.first", {"seat": seat(p)})
    discard_to_deck(state)
    tax(state)
    check_end_trigger(state)


def check_end_trigger(state: KusState) -> None:
    """A new king at or above the threshold starts the end: Spielende is shuffled into the last
    20 cards of the whole pile (seed, "Fin de partie")."""
    if state.end_card != END_ASIDE or state.vp[state.king] < END_THRESHOLD[state.num_players]:
        return
    discard_to_deck(state)
    bottom = [*state.deck[:END_CARD_BOTTOM], int(Card.GAME_END)]
    state.rng_gen.shuffle(bottom)
    state.deck = bottom + state.deck[END_CARD_BOTTOM:]
    state.end_card = END_IN_DECK
    state.announced = replaced(state.announced, state.king, state.vp[state.king])
    state.say(f"the end is near: {seat(state.king)} is king with {state.vp[state.king]} VP")
    state.tell("kus.end.near", {"seat": seat(state.king), "vp": state.vp[state.king]})
