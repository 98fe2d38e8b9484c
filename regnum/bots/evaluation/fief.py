"""What a Fief seat holds and where the game stands: the features of its evaluation.

Crowns decide the game (three win, else the ranking at the turn limit; four between a royal couple
or a Pope with a crown and a bishop also win), but they change seldom, so a rollout cut short can
barely tell moves apart by them. The holdings: crowned fiefs (and whether a seat is one crown
short of the three that win), villages held, castles and cities owned, troop combat points, money,
the income the next phase 2 would bring (`income.incomes`: castles, cities, mills, presses, taille,
dîmes, the church's and the crown's dues), living lords, married ladies (the births to come), the
church's weight (a bishop 1, a cardinal 2, the Pope 3: votes, dîmes and victory C), the crown's
(king, queen, dauphin), the cards in hand, and whether the seat is out; the stage is the share of
the first twelve turns still to play (`progress`). The income is there because money weighs almost
nothing in games of heuristic bots (they spend it all), so without it a mill bought looked like
money thrown away next to a knight or a cardinal's hat, and `hard` bought those instead. Every
holding can only help its seat (`signs`). The weights must be refit with `python -m
tools.fit_evaluation fief` whenever Fief's `rules_version` changes (stale weights are not used).
Weights: `fitted/fief.json`.
"""

from __future__ import annotations

from typing import Final

from regnum.bots.evaluation import Features
from regnum.games.fief.control import armed_masks, holders
from regnum.games.fief.income import incomes
from regnum.games.fief.map import NUM_VILLAGES
from regnum.games.fief.state import (
    DEAD,
    PHASE_MILITARY,
    PHASE_PEASANTS,
    RANK_BISHOP,
    RANK_CARDINAL,
    RANK_POPE,
    FiefState,
)
from regnum.games.fief.victory import CROWNS_TO_WIN

VILLAGES: Final = range(NUM_VILLAGES)
CHURCH_WEIGHT: Final = {RANK_BISHOP: 1, RANK_CARDINAL: 2, RANK_POPE: 3}
EARLY_TURNS: Final = 12


def holdings(state: FiefState) -> list[tuple[float, ...]]:
    """Every seat's holdings, from one reading of who controls each village (`control.holders`),
    which both the villages held and the income need."""
    armed = armed_masks(state)
    holder = holders(state, armed)
    villages = [0] * state.num_players
    for p in holder:
        if p >= 0:
            villages[p] += 1
    income = incomes(state, armed, holder)
    return [seat_holdings(state, p, villages[p], income[p]) for p in range(state.num_players)]


def seat_holdings(state: FiefState, p: int, villages: int, income: int) -> tuple[float, ...]:
    troops = sum(state.troop_points(p, v) for v in VILLAGES)
    living = [lord for lord, owner in enumerate(state.lord_owner)
              if owner == p and state.lord_status[lord] != DEAD]
    crowns = state.crowns_of(p)
    return (
        crowns,
        float(crowns >= CROWNS_TO_WIN - 1),  # one crown from victory: a threshold, not a slope
        villages,
        sum(1 for owner in state.fort_owner if owner == p),
        troops / 10,
        state.money[p] / 10,
        income / 100,
        len(living),
        sum(1 for lord in living if state.is_female(lord) and state.lord_spouse[lord] >= 0),
        sum(CHURCH_WEIGHT.get(state.lord_rank[lord], 0) for lord in living),
        sum(1 for lord in (state.king, state.queen, state.dauphin) if lord in living),
        sum(1 for holder in state.card_holder if holder == p),
        float(state.out[p]),
    )


def settled(state: FiefState) -> bool:
    """Not in phase 5 (nor the revolt's peasants' moves that open it): lords on the march have left
    a village and not yet taken the next, and their battles are still to fight, so the holdings
    would count the village given up and not the one to be won. A rollout cut at 30 decisions
    lands in phase 5 about half the time (it is about half of a game's decisions, in runs of 40)."""
    return state.phase != PHASE_MILITARY and state.phase != PHASE_PEASANTS


def progress(state: FiefState) -> tuple[float]:
    """(share of the first `EARLY_TURNS` turns still to play). Games of heuristic bots end by three
    crowns at turn 6 to 12 (40 of 40 seeded games), long before the turn limit of 60, so the share
    of the limit left hardly moves (1 to 0.8) and could not tell an opening from an endgame; the
    fit on this measure scores better on held-out games (Brier 0.203 against 0.229) and values
    money and income early, when they still buy crowns."""
    return (max(0.0, 1 - state.turn / EARLY_TURNS),)


FEATURES: Final = Features(
    "fief",
    ("crowns", "one crown short", "villages", "forts", "troops/10", "money/10", "income/100",
     "lords", "wives", "church", "royalty", "cards", "out"),
    ("early",),
    holdings,
    progress,
    settled,
    # every holding can only help its seat, being out only hurt: fitted freely, the weights made a
    # second crown count against a seat late in the game (the threshold outweighed the crown)
    # and the income count against it at the end
    signs=(1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, -1),
)
