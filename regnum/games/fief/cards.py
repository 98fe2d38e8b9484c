"""The attack and defence cards: the box, the two face-down piles, the hands, what phase 3's
purchases earn, and hands dealt anew for a seat that cannot see them.

Seed, phase 3 "Achats de points de combat et acquisition de cartes": 3 combat points bought in one
phase earn a small card, 6 a big card or two small ones, 5 a lord instead ("il n'y a pas de cumul":
a lord or cards, never both); "un joueur ne peut pas posséder plus de 3 cartes ..., faces
cachées : il doit se défausser si nécessaire avant d'en obtenir de nouvelles"; "On décide de
prendre une carte AVANT de voir ce qui reste dans le paquet". *decided*: the card is the top of the
chosen pile (small or big), face down; which pile a seat took from is public, the card is not; a
card played or discarded goes face up to the discard pile, which is shuffled into a new pile when
one runs out.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from regnum.engine.events import Event, seat
from regnum.engine.game import Action
from regnum.engine.rng import Rng
from regnum.engine.tables import replaced
from regnum.games.fief.actions import act
from regnum.games.fief.data import (
    BIG_CARDS,
    CARD_NAMES,
    CARDS,
    ENTITLE_BIG_CARD,
    ENTITLE_SMALL_CARD,
    HAND_LIMIT,
    NUM_CARDS,
)
from regnum.games.fief.state import HOLDER_DECK, HOLDER_DISCARD

if TYPE_CHECKING:
    from regnum.games.fief.state import FiefState

BIG_TAKEN: Final = 3  # `cards_taken` once a big card was taken (two small cards count 2)


def is_big(card: int) -> bool:
    return CARDS[card] in BIG_CARDS


def hand(state: FiefState, p: int) -> list[int]:
    """The cards in `p`'s hand, by index."""
    return [card for card, holder in enumerate(state.card_holder) if holder == p]


def hand_kinds(state: FiefState, p: int) -> list[int]:
    """The kinds of card in `p`'s hand, each once, in kind order."""
    return sorted({CARDS[card] for card in hand(state, p)})


def card_of_kind(state: FiefState, p: int, kind: int) -> int:
    """A card of `kind` in `p`'s hand (the first by index), or -1."""
    return next((card for card in hand(state, p) if CARDS[card] == kind), -1)


def deal_piles(state: FiefState) -> None:
    """Set-up: both piles shuffled, every card in them."""
    state.card_holder = (HOLDER_DECK,) * NUM_CARDS
    small = [card for card in range(NUM_CARDS) if not is_big(card)]
    big = [card for card in range(NUM_CARDS) if is_big(card)]
    state.rng_gen.shuffle(small)
    state.rng_gen.shuffle(big)
    state.small_deck, state.big_deck = tuple(small), tuple(big)


def pile(state: FiefState, big: bool) -> tuple[int, ...]:
    return state.big_deck if big else state.small_deck


def set_pile(state: FiefState, big: bool, cards: tuple[int, ...]) -> None:
    if big:
        state.big_deck = cards
    else:
        state.small_deck = cards


def available(state: FiefState, big: bool) -> bool:
    """A card can be taken from the pile (or from the discards shuffled into it)."""
    return bool(pile(state, big)) or any(holder == HOLDER_DISCARD and is_big(card) == big
                                         for card, holder in enumerate(state.card_holder))


# -- phase 3: what the purchases earn ------------------------------------------------------------
def take_problem(state: FiefState, p: int, big: bool) -> Event | None:
    """Why `p` may not take a card of that size now, or None."""
    refusal = take_refusal(state, p, big)
    bought, taken = state.bought[p], state.cards_taken[p]
    if refusal == "take.big":
        return Event(refusal, {"points": ENTITLE_BIG_CARD, "bought": bought})
    if refusal == "take.small":
        return Event(refusal, {"points": ENTITLE_SMALL_CARD, "two": ENTITLE_BIG_CARD,
                               "bought": bought, "taken": taken})
    if refusal == "take.hand-full":
        return Event(refusal, {"most": HAND_LIMIT})
    return None if refusal is None else Event(refusal, {})


def take_refusal(state: FiefState, p: int, big: bool) -> str | None:
    """`take_problem`'s reason id alone: asked for both sizes at every decision of the
    purchases, where a card is rarely earned."""
    if state.lord_bonus[p]:
        return "take.lord-taken"
    bought, taken = state.bought[p], state.cards_taken[p]
    if big and (bought < ENTITLE_BIG_CARD or taken):
        return "take.big"
    if not big and not ((taken == 0 and bought >= ENTITLE_SMALL_CARD)
                        or (taken == 1 and bought >= ENTITLE_BIG_CARD)):
        return "take.small"
    if len(hand(state, p)) >= HAND_LIMIT:
        return "take.hand-full"
    if not available(state, big):
        return "take.none-left.big" if big else "take.none-left.small"
    return None


def purchase_options(state: FiefState, p: int) -> list[Action]:
    """Cards to take and, with a full hand and a card earned, cards to discard."""
    found = [act("take_card", int(big)) for big in (False, True)
             if take_refusal(state, p, big) is None]
    earned = not state.lord_bonus[p] and (
        (state.cards_taken[p] == 0 and state.bought[p] >= ENTITLE_SMALL_CARD)
        or (state.cards_taken[p] == 1 and state.bought[p] >= ENTITLE_BIG_CARD))
    if earned and len(hand(state, p)) >= HAND_LIMIT:
        found += [act("discard", kind) for kind in hand_kinds(state, p)]
    return found


def take(state: FiefState, p: int, big: bool) -> None:
    cards = pile(state, big)
    if not cards:  # the discards of that size, shuffled, make a new pile
        fresh = [card for card, holder in enumerate(state.card_holder)
                 if holder == HOLDER_DISCARD and is_big(card) == big]
        state.rng_gen.shuffle(fresh)
        holders = list(state.card_holder)
        for card in fresh:
            holders[card] = HOLDER_DECK
        state.card_holder, cards = tuple(holders), tuple(fresh)
        state.say(f"the discarded {'big' if big else 'small'} cards are shuffled into a new pile")
    card = cards[-1]
    set_pile(state, big, cards[:-1])
    state.card_holder = replaced(state.card_holder, card, p)
    state.cards_taken = replaced(state.cards_taken, p, state.cards_taken[p] + (BIG_TAKEN if big else 1))
    state.say(f"p{p + 1} takes a {'big' if big else 'small'} card")
    size = {"seat": seat(p), "size": "size.big" if big else "size.small"}
    drawn = {**size, "card": f"card.{CARD_NAMES[CARDS[card]]}"}
    state.tell("fief.card.drawn", drawn, (p,), Event("fief.card.taken", size))


def discard(state: FiefState, p: int, kind: int) -> None:
    state.card_holder = replaced(state.card_holder, card_of_kind(state, p, kind), HOLDER_DISCARD)
    state.say(f"p{p + 1} discards {CARD_NAMES[kind]}")


# -- what others see -------------------------------------------------------------------------------
def counts(state: FiefState, p: int) -> tuple[int, int]:
    """(small, big) cards in `p`'s hand: public, since the pile a card comes from is seen and
    every card played or discarded is shown."""
    cards = hand(state, p)
    big = sum(1 for card in cards if is_big(card))
    return len(cards) - big, big


def redeal(sample: FiefState, player: int, rng: Rng, hands_seen: bool = False) -> None:
    """The other seats' hands and both piles dealt anew from the cards `player` has not seen,
    each hand keeping its number of small and big cards (with `hands_seen`, a spy's family, only
    the piles are shuffled)."""
    unseen = [card for card, holder in enumerate(sample.card_holder)
              if holder == HOLDER_DECK or (holder >= 0 and holder != player and not hands_seen)]
    wanted = {} if hands_seen else {q: counts(sample, q) for q in range(sample.num_players)
                                    if q != player}
    holders = list(sample.card_holder)
    for big in (False, True):
        pool = sorted(card for card in unseen if is_big(card) == big)
        rng.shuffle(pool)
        for q, (small_count, big_count) in wanted.items():
            for _ in range(big_count if big else small_count):
                holders[pool.pop()] = q
        for card in pool:
            holders[card] = HOLDER_DECK
        set_pile(sample, big, tuple(pool))
    sample.card_holder = tuple(holders)


def check(state: FiefState) -> str | None:
    """Every card is in one place: the piles hold exactly the cards marked in the deck."""
    n = state.num_players
    if len(state.card_holder) != NUM_CARDS:
        return f"field 'card_holder' should have {NUM_CARDS} entries"
    if any(holder not in range(-3, n) for holder in state.card_holder):
        return "a card is held by a seat that does not exist"
    in_piles = sorted(state.small_deck + state.big_deck)
    if in_piles != [card for card, holder in enumerate(state.card_holder) if holder == HOLDER_DECK]:
        return "the face-down piles do not hold exactly the cards marked in them"
    if any(is_big(card) for card in state.small_deck) or not all(map(is_big, state.big_deck)):
        return "a card lies in the wrong pile"
    if any(len(hand(state, p)) > HAND_LIMIT for p in range(n)):
        return f"a hand holds more than {HAND_LIMIT} cards"
    if any(taken not in (0, 1, 2, BIG_TAKEN) for taken in state.cards_taken):
        return "a seat took cards it could not earn"
    return None
