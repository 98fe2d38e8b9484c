"""The state of a game of Fief: plain tables of integers, cheap to clone and serialize: lists,
and tuples for the tables that change seldom (`SHARED_FIELDS`), which a clone shares.

Layout (V = 24 villages, n = seats, F = 8 fiefs, B = 5 bishoprics, L = lords so far):

- Troops per seat and village: `units`, one table of four kinds one after the other
  (`data.PIECE_SOLDIER`, `PIECE_KNIGHT3`, `PIECE_KNIGHT6`: hidden from other seats, stacks are
  face down [C.6]; `PIECE_ENGINE`, siege engines, always visible [C.7b]), each kind `n * V`
  entries indexed by `i = p * V + v`. The rules read and write it through `units_at`,
  `set_units` and `add_units`; a clone shares it until either state writes (`own_units`); the
  JSON keeps a list per kind (`soldiers`, `knights3`, `knights6`, `engines`). Two tables derived
  from it are kept by its writers (`count_units` rebuilds them), as the rules read them after
  every decision: `troop_seats`, per village the seats with a soldier or knight there as a bit
  mask, and `unit_totals`, pieces on the board per kind and seat (`kind * n + p`).
- Fixed pieces per village, index `v`: `castle` (0/1), `city` (0/1; a city stands on its castle
  and replaces it), `mills`, `presses` (castle + city + mills + presses <= 3 [C.7a]), `ruin` (0/1,
  set by winning peasants; a ruined castle or city yields nothing and has no walls), `fort_owner` (the seat
  owning the castle or city of `v`, -1 without one: it keeps its owner, even empty, until another
  seat alone holds the village with a combat point, `crowns.claim_forts`).
- Lords, one entry per lord card that ever came into play, index = lord id (never reused):
  `lord_card` (index into `data.LORD_NAMES`, which also gives the gender), `lord_owner` (seat),
  `lord_village` (-1 when dead; a prisoner stays with his captor's pieces), `lord_status`
  (`LordStatus`), `lord_captor` (seat holding a prisoner, else -1), `lord_moves` (road steps taken
  this turn), `lord_attacks` (attacks made this turn). Dead lords leave the tables at the end of the
  turn (`turn.bury_dead`). `lord_deck` holds the lord cards not in play, top last (hidden order).
- Per seat: `money` (private), `income` (last phase-2 income, private), `home` (starting fief),
  `out` (1 once the seat can no longer win [Phase 5, end]), `bought` (combat points bought in this
  turn's phase 3), `lord_bonus` (1 once the 5-point lord of this phase 3 was taken). `bought` minus
  what a lord used is the card entitlement the card-phase part will honour [Phase 3, "variante"].
- Family and church, per lord (part 2, all public): `lord_spouse` (lord id or -1), `lord_father`,
  `lord_mother` (lord ids, -1 for founders: set-up, new, bought and dowry lords, and once the parent
  is buried), `lord_generation` (1 for founders, a child max(parents) + 1), `lord_bastard`,
  `lord_excommunicated`, `lord_darc` (0/1), `lord_rank` (`RANK_LAY` .. `RANK_POPE`), `lord_ordained`
  (turn of ordination, 0 when lay: a priest's rights start the next turn; minus the turn he left
  holy orders, since he may marry only from the next).
- Royalty: `king`, `queen`, `dauphin` (lord ids or -1); `royal_army` per village (troop points of
  the king's army, serving the king's seat, else the queen's, else the dauphin's).
- Cards (part 3, `cards.py`, `phase4.py`): `card_holder` per card of `data.CARDS` (a seat's hand,
  `HOLDER_DECK`, `HOLDER_DISCARD`, `HOLDER_BOARD` while it lies on the board), `small_deck` and
  `big_deck` (the face-down piles, top last: hidden order), `famine` and `plague` per bishopric,
  `storm` per fief (see `weather.py`, `plague.py`), `spy` (the lord with the spy card), per lord
  `lord_plague` (the turn he was struck, 0 healthy) and `lord_assassin` (the turn he did a murder,
  a marker for justice), `lord_fled` (the turn he fled the plague by a tunnel, else 0), per seat
  `cards_taken` (cards earned in this turn's phase 3), and `cards` (phase 4's scratch). The
  revolt (`revolt.py`, all public): `peasants` per village (the revolting peasants' combat
  points, in one village at most), `revolt_player` and `revolt_since`
  (who laid the revolt card, and in which turn), per seat `appeased` (the turn of its last try to
  appease the peasants).
- Negotiation (part 4, `diplomacy.py`, all public): `diplomacy` (alliances, truces, the round
  of talks under way and the case before the judge) and `acts` (the written acts: truces,
  promises of money and villages ceded, and the murders recorded for the justice).
- Per fief: `crown` (lord id wearing the fief's crown, or -1). Per bishopric: `bishop` (lord id, or
  -1; bishops arrive with the church part, the dîme already reads this).
- Turn: `turn` (1-based), `phase` (`Phase`), `actor` (seat to act), `first` (holder of the
  first-player card), `pending` (seats still to act in the current round, actor first), `step`
  and `military` (scratch owned by phase 5, `military.py`, which documents its layout), `church`
  (phase 6's elections, `elections.py`), `family` (phase 1's births, `births.py`, and phase 6's
  family round, `marriage.py`), `born` (live births by family and generation, for d'Arc).
"""

from __future__ import annotations

from collections.abc import Callable
from enum import IntEnum
from functools import cache
from typing import TYPE_CHECKING, Final

from regnum.engine.events import Event
from regnum.engine.game import Action, JsonDict, Player, State, View
from regnum.engine.rng import Rng
from regnum.engine.tables import replaced
from regnum.games.fief.data import (
    CARDS,
    DARC_ATTACKS,
    DARC_MOVES,
    DEFAULT_TURN_LIMIT,
    MALE_LORDS,
    MAX_MOVES,
    MAX_PLAYERS,
    NUM_CARDS,
    NUM_LORD_CARDS,
    PIECE_ENGINE,
    POINTS_KNIGHT3,
    POINTS_KNIGHT6,
    POINTS_MALE_LORD,
    POINTS_SOLDIER,
)
from regnum.games.fief.map import NUM_BISHOPRICS, NUM_FIEFS, NUM_VILLAGES

if TYPE_CHECKING:
    from regnum.games.fief.game import FiefGame

V: Final = NUM_VILLAGES
# where a card is (`FiefState.card_holder`): a seat's hand (0..5), or one of these
HOLDER_DECK: Final = -1
HOLDER_DISCARD: Final = -2
HOLDER_BOARD: Final = -3


class Phase(IntEnum):
    """The decision the actor faces (phases 2, 4 and 6 have no decision in this part)."""

    SETUP_FIEF = 0  # choose a starting fief [C.2]
    SETUP_CASTLE = 1  # place the seigneurial castle in it [C.4]
    SETUP_LORD = 2  # choose a lord or a lady [C.4]
    NEW_LORD = 3  # phase 1: a seat without a living lord places a new one at a castle or city
    PURCHASE = 4  # phase 3
    MILITARY = 5  # phase 5, run by military.py
    OVER = 6
    DISBAND = 7  # start of a turn: a seat that can no longer win keeps or disbands its troops
    # phase 6, the church and the crown (elections.py)
    CHURCH_ACTS = 8  # a seat with a cardinal or the Pope absolves, legitimises, names, annuls
    NOMINATE = 9  # a candidate is nominated for a bishopric or the Papacy
    BALLOT = 10  # a secret ballot (bishop, Pope or king)
    VETO = 11  # the king or the Pope may veto a bishop elected
    CONSENT = 12  # the clergy consents to the crowning of the king
    # phase 1's births (births.py)
    BIRTHS = 13  # a seat has its ladies bear children, one by one, or ends its births
    PLACE_CHILD = 14  # the mother's seat places a newborn child
    CHURCH_CHILD = 15  # the mother's seat gives a fifth son to a cleric
    DARC = 16  # a family's third child of a generation: a daughter may be named d'Arc
    # phase 6's family round (marriage.py), before the church acts
    FAMILY = 17  # ordain, leave orders, retire a lord, ask for a marriage, or end
    DOWRY = 18  # the seat asking for a marriage between two families names the dowry
    ANSWER = 19  # the other family accepts or refuses the marriage
    BLESS = 20  # a seat whose cleric may bless the marriage blesses it or refuses
    # phase 4, the cards (phase4.py)
    CARDS = 21  # a seat plays a card of the round (4.1, 4.2, 4.3) or none
    ASSASSIN = 22  # the seat that played an assassination names the assassin
    OPPOSE = 23  # a seat with a cardinal or the Pope opposes an excommunication or not
    PEASANTS = 24  # before phase 5's moves, the revolt's player moves the revolting peasants
    FLIGHT = 25  # a plague laid, before it strikes: a seat with lords there may flee by a tunnel
    # phases 1 and 6 open with the talks (diplomacy.py)
    NEGOTIATE = 26  # a seat proposes, gives, breaks an alliance, or ends its talks
    REPLY = 27  # the seat a proposal goes to accepts or refuses it
    # the justice, in the talks (justice.py)
    JUDGE = 28  # the judge sentences the accused or acquits
    PARDON = 29  # the king may veto the sentence, the last resort


PHASE_NAMES = ("setup-fief", "setup-castle", "setup-lord", "new-lord", "purchase", "military",
               "over", "disband", "church-acts", "nominate", "ballot", "veto", "consent",
               "births", "place-child", "church-child", "darc", "family", "dowry", "answer",
               "bless", "cards", "assassin", "oppose", "peasants", "flight", "negotiate",
               "reply", "judge", "pardon")


class LordStatus(IntEnum):
    FREE = 0
    PRISONER = 1
    DEAD = 2


INT_FIELDS = ("rng", "phase", "actor", "first", "turn", "step", "king", "queen", "dauphin", "spy",
              "revolt_player", "revolt_since")
LIST_FIELDS = (
    "history", "soldiers", "knights3", "knights6", "engines", "castle", "city", "mills", "presses",
    "ruin", "fort_owner", "lord_card", "lord_owner", "lord_village", "lord_status", "lord_captor",
    "lord_moves", "lord_attacks", "lord_deck", "money", "income", "home", "out", "bought",
    "lord_bonus", "crown", "bishop", "pending", "military", "lord_spouse", "lord_father",
    "lord_mother", "lord_generation", "lord_bastard", "lord_excommunicated", "lord_darc",
    "lord_rank", "lord_ordained", "royal_army", "church", "family", "born", "card_holder",
    "small_deck", "big_deck", "famine", "storm", "plague", "lord_plague", "lord_assassin",
    "cards_taken", "cards", "peasants", "appeased", "lord_fled", "diplomacy", "acts",
)
LORD_FIELDS = ("lord_card", "lord_owner", "lord_village", "lord_status", "lord_captor",
               "lord_moves", "lord_attacks", "lord_spouse", "lord_father", "lord_mother",
               "lord_generation", "lord_bastard", "lord_excommunicated", "lord_darc", "lord_rank",
               "lord_ordained", "lord_plague", "lord_assassin", "lord_fled")
# lord tables that name other lords (remapped when the dead are buried)
LORD_LINKS = ("lord_spouse", "lord_father", "lord_mother")
ROYAL_FIELDS = ("king", "queen", "dauphin")
POINTER_FIELDS = (*ROYAL_FIELDS, "spy")  # lords the state names (remapped at burial)
# church ranks (`lord_rank`)
RANK_LAY: Final = 0
RANK_PRIEST: Final = 1
RANK_BISHOP: Final = 2
RANK_CARDINAL: Final = 3
RANK_POPE: Final = 4
# Tables that change seldom (a few times a turn at most) are tuples: `clone()` shares them
# instead of copying, and a change replaces the whole table (`replaced`). The rest change at
# almost every decision and stay lists, copied by `clone()`.
SHARED_FIELDS = (
    "castle", "city", "ruin", "fort_owner", "lord_card", "lord_father", "lord_mother",
    "lord_generation", "lord_bastard", "lord_excommunicated", "lord_darc", "lord_plague",
    "lord_assassin", "lord_fled", "famine", "storm", "plague", "acts", "home", "crown", "bishop",
    "born", "mills", "presses", "lord_captor", "lord_spouse", "lord_rank", "lord_ordained", "income",
    "out", "bought", "lord_bonus", "cards_taken", "appeased", "lord_owner", "peasants", "royal_army",
    "lord_deck", "card_holder", "small_deck", "big_deck",
)
SEAT_FIELDS = ("money", "income", "home", "out", "bought", "lord_bonus", "cards_taken", "appeased")
# the kinds of `units` in its order (`data.PIECE_SOLDIER` .. `PIECE_ENGINE`): their JSON lists
TROOP_FIELDS = ("soldiers", "knights3", "knights6", "engines")
VILLAGE_FIELDS = ("castle", "city", "mills", "presses", "ruin", "peasants")


# Plain-int aliases for the hot paths: reading `FREE` goes through the enum class and
# costs ten times a global (CPython 3.11), and the rules compare statuses and phases at every step.
# `Final`, so that compiled code reads them as constants, not from the module's dict.
FREE: Final = int(LordStatus.FREE)
PRISONER: Final = int(LordStatus.PRISONER)
DEAD: Final = int(LordStatus.DEAD)
PHASE_SETUP_FIEF: Final = int(Phase.SETUP_FIEF)
PHASE_SETUP_CASTLE: Final = int(Phase.SETUP_CASTLE)
PHASE_SETUP_LORD: Final = int(Phase.SETUP_LORD)
PHASE_NEW_LORD: Final = int(Phase.NEW_LORD)
PHASE_PURCHASE: Final = int(Phase.PURCHASE)
PHASE_MILITARY: Final = int(Phase.MILITARY)
PHASE_OVER: Final = int(Phase.OVER)
PHASE_DISBAND: Final = int(Phase.DISBAND)
PHASE_CHURCH_ACTS: Final = int(Phase.CHURCH_ACTS)
PHASE_NOMINATE: Final = int(Phase.NOMINATE)
PHASE_BALLOT: Final = int(Phase.BALLOT)
PHASE_VETO: Final = int(Phase.VETO)
PHASE_CONSENT: Final = int(Phase.CONSENT)
PHASE_BIRTHS: Final = int(Phase.BIRTHS)
PHASE_PLACE_CHILD: Final = int(Phase.PLACE_CHILD)
PHASE_CHURCH_CHILD: Final = int(Phase.CHURCH_CHILD)
PHASE_DARC: Final = int(Phase.DARC)
PHASE_FAMILY: Final = int(Phase.FAMILY)
PHASE_DOWRY: Final = int(Phase.DOWRY)
PHASE_ANSWER: Final = int(Phase.ANSWER)
PHASE_BLESS: Final = int(Phase.BLESS)
PHASE_CARDS: Final = int(Phase.CARDS)
PHASE_ASSASSIN: Final = int(Phase.ASSASSIN)
PHASE_OPPOSE: Final = int(Phase.OPPOSE)
PHASE_PEASANTS: Final = int(Phase.PEASANTS)
PHASE_FLIGHT: Final = int(Phase.FLIGHT)
PHASE_NEGOTIATE: Final = int(Phase.NEGOTIATE)
PHASE_REPLY: Final = int(Phase.REPLY)
PHASE_JUDGE: Final = int(Phase.JUDGE)
PHASE_PARDON: Final = int(Phase.PARDON)


def total(table: list[int], start: int, stop: int) -> int:
    """The sum of `table[start:stop]`, without the slice: an index loop is C when compiled."""
    found = 0
    for i in range(start, stop):
        found += table[i]
    return found


@cache
def rule_functions() -> tuple[Callable[[FiefState], list[Action]],
                              Callable[[FiefState, Action], None]]:
    """`rules.legal` and `rules.apply`, imported once on first use (the rules import this module;
    an import statement on every decision costs more than the simplest decision)."""
    from regnum.games.fief.rules import apply, legal

    return legal, apply


class FiefState(State):
    """One moment of a game. See the module docstring for the layout of the tables."""

    def __init__(self, game: FiefGame, num_players: int, seed: int,
                 options: dict[str, str]) -> None:
        super().__init__()
        n = num_players
        self.game = game
        self.num_players = n
        self.seed = seed
        self.options = options
        self.history = []
        self.rng_gen = Rng(seed)
        self.phase = PHASE_SETUP_FIEF
        self.actor = 0
        self.first = 0
        self.turn = 0  # 0 during set-up
        self.step = 0
        self.units = [0] * (len(TROOP_FIELDS) * n * V)
        self.troop_seats = [0] * V
        self.unit_totals = [0] * (len(TROOP_FIELDS) * n)
        # Whether `units` (and the tables derived from it) is also another state's list
        # (`clone`): `own_units` copies it before a write, so that a clone costs no copy of the
        # largest table until either state moves troops.
        self._units_shared = False
        self.castle: tuple[int, ...] = (0,) * V
        self.city: tuple[int, ...] = (0,) * V
        self.mills: tuple[int, ...] = (0,) * V
        self.presses: tuple[int, ...] = (0,) * V
        self.ruin: tuple[int, ...] = (0,) * V
        self.fort_owner: tuple[int, ...] = (-1,) * V
        self.lord_card: tuple[int, ...] = ()
        self.lord_owner: tuple[int, ...] = ()
        self.lord_village: list[int] = []
        self.lord_status: list[int] = []
        self.lord_captor: tuple[int, ...] = ()
        self.lord_moves: list[int] = []
        self.lord_attacks: list[int] = []
        self.lord_spouse: tuple[int, ...] = ()
        self.lord_father: tuple[int, ...] = ()
        self.lord_mother: tuple[int, ...] = ()
        self.lord_generation: tuple[int, ...] = ()
        self.lord_bastard: tuple[int, ...] = ()
        self.lord_excommunicated: tuple[int, ...] = ()
        self.lord_darc: tuple[int, ...] = ()
        self.lord_rank: tuple[int, ...] = ()
        self.lord_ordained: tuple[int, ...] = ()
        self.king = -1
        self.queen = -1
        self.dauphin = -1
        self.spy = -1  # the lord with the spy card (a big card), or -1
        self.lord_plague: tuple[int, ...] = ()
        self.lord_assassin: tuple[int, ...] = ()
        self.lord_fled: tuple[int, ...] = ()
        self.card_holder: tuple[int, ...] = (HOLDER_DECK,) * NUM_CARDS
        self.small_deck: tuple[int, ...] = ()  # card indices into `data.CARDS`, top last (hidden order)
        self.big_deck: tuple[int, ...] = ()
        self.famine: tuple[int, ...] = (0,) * NUM_BISHOPRICS  # 1 while a famine card lies on the bishopric
        self.storm: tuple[int, ...] = (0,) * NUM_FIEFS  # the turn a storm card was laid on the fief, 0 none
        self.plague: tuple[int, ...] = (0,) * NUM_BISHOPRICS  # the turn a plague card was laid, 0 none
        # this turn's phase 3: small cards taken, 3 for a big one
        self.cards_taken: tuple[int, ...] = (0,) * n
        self.cards: list[int] = []  # phase 4's scratch, `phase4.py` documents the layout
        # the revolting peasants' points in their village (`revolt.py`)
        self.peasants: tuple[int, ...] = (0,) * V
        self.revolt_player = -1  # the seat that laid the revolt and moves the peasants, or -1
        self.revolt_since = 0  # the turn the revolt was laid (its peasants move from the next)
        # the turn each seat last tried to appease the revolt, 0 never
        self.appeased: tuple[int, ...] = (0,) * n
        self.royal_army: tuple[int, ...] = (0,) * V
        from regnum.games.fief.diplomacy import fresh  # it imports this module's phases

        self.diplomacy = fresh(n)  # alliances, truces and the talks' scratch (`diplomacy.py`)
        self.acts: tuple[int, ...] = ()  # the written acts (`diplomacy.py` documents the layout)
        self.lord_deck = tuple(range(NUM_LORD_CARDS))
        self.money = [0] * n
        self.income: tuple[int, ...] = (0,) * n
        self.home: tuple[int, ...] = (-1,) * n
        self.out: tuple[int, ...] = (0,) * n
        self.bought: tuple[int, ...] = (0,) * n
        self.lord_bonus: tuple[int, ...] = (0,) * n
        self.crown: tuple[int, ...] = (-1,) * NUM_FIEFS
        self.bishop: tuple[int, ...] = (-1,) * NUM_BISHOPRICS
        self.pending: list[int] = []
        self.military: list[int] = []
        self.church: list[int] = []  # phase 6's elections, `elections.py` documents the layout
        self.family: list[int] = []  # births (`births.py`) and marriages (`marriage.py`)
        self.born: tuple[int, ...] = ()  # live births as (seat, generation, card), `births.py`
        self.log: tuple[str, ...] = ()

    @property
    def rng(self) -> int:
        return self.rng_gen.state

    @property
    def turn_limit(self) -> int:
        return int(self.options.get("turn-limit", DEFAULT_TURN_LIMIT))

    @property
    def judge_seat(self) -> int:
        """The seat of the treasurer and judge (the last: always at seven seats, by the option
        judge-seat=yes at three to six), or -1: it plays no family, is out of the round from the
        start and acts only to judge (justice.py)."""
        n = self.num_players
        return n - 1 if n == MAX_PLAYERS or self.options.get("judge-seat") == "yes" else -1

    @property
    def families(self) -> int:
        """How many seats play a family: all but the judge's."""
        return self.num_players - (self.judge_seat >= 0)

    # -- contract ------------------------------------------------------------------------------
    @property
    def current_player(self) -> Player | None:
        return None if self.phase == PHASE_OVER else self.actor

    @property
    def is_over(self) -> bool:
        return self.phase == PHASE_OVER

    def _legal_actions(self) -> list[Action]:
        return rule_functions()[0](self)

    def _apply(self, action: Action) -> None:
        rule_functions()[1](self, action)

    def describe_action(self, action: Action, player: Player, viewer: Player | None) -> str:
        """Purchases are made in the open; which troops join a moving group is the mover's
        secret (stacks are face down), so phase 5 words those actions for others; a ballot is
        secret (phase 6), so others learn only that it was cast."""
        from regnum.games.fief import elections, phase5

        return (elections.describe(action, player, viewer)
                or phase5.describe(action, player, viewer))

    def describe_words(self, action: Action, player: Player, viewer: Player | None) -> Event | None:
        """A secret ballot and the troops taken along (stacks are face down) in words that
        hold nothing of what was chosen; any other move by its label."""
        from regnum.games.fief.elections import SECRET_KINDS

        if self.describe_action(action, player, viewer) == action.text:
            return self.game.label(action)
        return Event("secret.ballot" if action.kind in SECRET_KINDS else "secret.take", {})

    def refusal(self, action: Action) -> Event:
        from regnum.games.fief.explain import refusal

        return refusal(self, action)

    def view(self, player: Player | None) -> JsonDict:
        from regnum.games.fief.views import view

        return view(self, player)

    def lazy_view(self, player: Player) -> View:
        from regnum.games.fief.views import lazy_view

        return lazy_view(self, player)

    def determinize(self, player: Player, rng: Rng) -> FiefState:
        from regnum.games.fief.views import determinize

        return determinize(self, player, rng)

    @property
    def scores(self) -> list[int]:
        """Crowned fiefs held: the measure of the victory condition [A]."""
        return [self.crowns_of(p) for p in range(self.num_players)]

    @property
    def competitors(self) -> list[Player]:
        """The families' seats: the judge's seat never wins and is ranked apart."""
        return list(range(self.families))

    @property
    def winners(self) -> list[Player]:
        from regnum.games.fief.victory import winners

        return winners(self) if self.phase == PHASE_OVER else []

    def result(self) -> JsonDict | None:
        from regnum.games.fief.result import result

        return result(self) if self.is_over else None

    def stats(self) -> dict[str, float]:
        return {
            "decisions": float(len(self.history)),
            "turns": float(self.turn),
            "crowns": float(sum(c >= 0 for c in self.crown)),
            "lords": float(len(self.lord_card) - self.lord_status.count(DEAD)),
            "seats_out": float(sum(self.out)),
            "three_crowns": float(any(self.crowns_of(p) >= 3 for p in range(self.num_players))),
            **self.end_stats(),
        }

    def end_stats(self) -> dict[str, float]:
        """1.0 for the way the game ended (`victory.END_REASONS`), 0.0 for the others."""
        from regnum.games.fief.victory import END_REASONS, end_reason

        reason = end_reason(self)
        return {"end_" + name.lower().replace(" ", "_"): float(name == reason)
                for name in END_REASONS}

    # -- helpers used across the rules ---------------------------------------------------------
    def units_at(self, kind: int, i: int) -> int:
        """Pieces of troop kind `kind` (`data.PIECE_SOLDIER` .. `PIECE_ENGINE`) at entry `i`
        (seat * V + village)."""
        return self.units[kind * self.num_players * V + i]

    def own_units(self) -> list[int]:
        """`units` to write into: this state's own list, copied first if a clone shares it (with
        the tables derived from it). Every writer goes through here and keeps the derived tables;
        readers read `units` as it is. A caller writing into it directly calls `count_units`
        after."""
        if self._units_shared:
            self.units = self.units[:]
            self.troop_seats = self.troop_seats[:]
            self.unit_totals = self.unit_totals[:]
            self._units_shared = False
        return self.units

    def count_units(self) -> None:
        """Rebuild `troop_seats` and `unit_totals` from `units` (a state read from JSON)."""
        n, units = self.num_players, self.units
        size = n * V
        self.troop_seats = [0] * V
        self.unit_totals = [0] * (len(TROOP_FIELDS) * n)
        for kind in range(len(TROOP_FIELDS)):
            for i in range(size):
                self.unit_totals[kind * n + i // V] += units[kind * size + i]
        for i in range(size):
            self._seat_seen(i)

    def _seat_seen(self, i: int) -> None:
        """Bring the bit of entry `i` (seat * V + village) in `troop_seats` up to date."""
        units, size = self.units, self.num_players * V
        bit = 1 << i // V
        if units[i] or units[size + i] or units[2 * size + i]:
            self.troop_seats[i % V] |= bit
        else:
            self.troop_seats[i % V] &= ~bit

    def _counted(self, kind: int, i: int, change: int) -> None:
        """Entry `i` of troop kind `kind` changed by `change`: the derived tables follow."""
        self.unit_totals[kind * self.num_players + i // V] += change
        if kind < PIECE_ENGINE:
            self._seat_seen(i)

    def set_units(self, kind: int, i: int, number: int) -> None:
        units, j = self.own_units(), kind * self.num_players * V + i
        change = number - units[j]
        units[j] = number
        self._counted(kind, i, change)

    def add_units(self, kind: int, i: int, number: int) -> None:
        """`number` more pieces of `kind` at entry `i` (fewer when negative)."""
        self.own_units()[kind * self.num_players * V + i] += number
        self._counted(kind, i, number)

    def put_troops(self, i: int, soldiers: int, knights3: int, knights6: int) -> None:
        """Set the soldiers and knights at entry `i` (seat * V + village)."""
        units, n = self.own_units(), self.num_players
        size, totals, base = n * V, self.unit_totals, i // V
        totals[base] += soldiers - units[i]
        totals[n + base] += knights3 - units[size + i]
        totals[2 * n + base] += knights6 - units[2 * size + i]
        units[i], units[size + i], units[2 * size + i] = soldiers, knights3, knights6
        self._seat_seen(i)

    def move_units(self, kind: int, i: int, j: int) -> int:
        """All pieces of `kind` at entry `i` join those at entry `j`; returns how many moved."""
        units, base = self.own_units(), kind * self.num_players * V
        moved = units[base + i]
        units[base + j] += moved
        units[base + i] = 0
        self._counted(kind, i, -moved)
        self._counted(kind, j, moved)
        return moved

    def units_table(self, kind: int) -> list[int]:
        """A copy of the entries of troop kind `kind`, by seat * V + village (for reading)."""
        size = self.num_players * V
        return self.units[kind * size:(kind + 1) * size]

    def units_of(self, kind: int, p: int) -> int:
        """Pieces of troop kind `kind` that seat `p` has on the board."""
        return self.unit_totals[kind * self.num_players + p]

    def units_total(self, kind: int) -> int:
        """Pieces of troop kind `kind` on the board, all seats."""
        n = self.num_players
        return total(self.unit_totals, kind * n, (kind + 1) * n)

    def has_troops(self, i: int) -> bool:
        """A soldier or knight stands at entry `i` (seat * V + village)."""
        return bool(self.troop_seats[i % V] >> i // V & 1)

    def troops(self, p: int, v: int) -> int:
        """Troop pieces (soldiers and knights) of seat `p` in village `v`."""
        units, size, i = self.units, self.num_players * V, p * V + v
        return units[i] + units[size + i] + units[2 * size + i]

    def troop_points(self, p: int, v: int) -> int:
        units, size, i = self.units, self.num_players * V, p * V + v
        return (units[i] * POINTS_SOLDIER + units[size + i] * POINTS_KNIGHT3
                + units[2 * size + i] * POINTS_KNIGHT6)

    def is_female(self, lord: int) -> bool:
        return self.lord_card[lord] >= len(MALE_LORDS)

    def fights(self, lord: int) -> bool:
        """A man, or d'Arc: a lord who counts a combat point, holds a village and falls to hits."""
        return self.lord_card[lord] < len(MALE_LORDS) or bool(self.lord_darc[lord])

    def max_moves(self, lord: int) -> int:
        """Road steps a lord may make per turn: two, three for d'Arc."""
        return DARC_MOVES if self.lord_darc[lord] else MAX_MOVES

    def max_attacks(self, lord: int) -> int:
        return DARC_ATTACKS if self.lord_darc[lord] else 1

    def walled(self, v: int) -> bool:
        """A castle or city stands in `v` and is not in ruins (walls to fight or go round)."""
        return bool(self.castle[v] or self.city[v]) and not self.ruin[v]

    def lords_at(self, v: int, p: int | None = None) -> list[int]:
        """Free lords standing in `v` (of seat `p` only, when given). Index loops, here and
        below, rather than `zip(..., strict=True)`, which compiled code runs as Python."""
        where, owner, status = self.lord_village, self.lord_owner, self.lord_status
        return [lord for lord in range(len(where))
                if where[lord] == v and status[lord] == FREE and (p is None or owner[lord] == p)]

    def points(self, p: int, v: int) -> int:
        """Combat points of seat `p` in `v`: troops and free male lords and d'Arc (engines count
        only in a siege, which phase 5 handles)."""
        males = sum(1 for lord in self.lords_at(v, p) if self.fights(lord))
        return self.troop_points(p, v) + males * POINTS_MALE_LORD

    def present(self, p: int, v: int) -> bool:
        """Seat `p` has a soldier, knight or free lord in `v` (what holds a village)."""
        if self.troop_seats[v] >> p & 1:
            return True
        where, owner, status = self.lord_village, self.lord_owner, self.lord_status
        return any(where[lord] == v and owner[lord] == p and status[lord] == FREE
                   for lord in range(len(where)))

    def living_lords(self, p: int) -> list[int]:
        """Lords of seat `p` alive, free or prisoner."""
        return [lord for lord, owner in enumerate(self.lord_owner)
                if owner == p and self.lord_status[lord] != DEAD]

    def fixed_pieces(self, v: int) -> int:
        return self.castle[v] + self.city[v] + self.mills[v] + self.presses[v]

    def crowns_of(self, p: int) -> int:
        return sum(1 for lord in self.crown if lord >= 0 and self.lord_owner[lord] == p)

    def crown_holder(self, fief: int) -> int:
        """The seat whose lord wears the crown of `fief`, or -1."""
        lord = self.crown[fief]
        return -1 if lord < 0 else self.lord_owner[lord]

    def add_lord(self, card: int, owner: int, village: int, father: int = -1, mother: int = -1,
                 bastard: int = 0) -> int:
        """Bring lord card `card` into play for `owner` at `village` (a child of `father` and
        `mother` when given, else a founder); returns the new lord id."""
        self.lord_card += (card,)
        self.lord_owner += (owner,)
        self.lord_village.append(village)
        self.lord_status.append(FREE)
        self.lord_captor += (-1,)
        self.lord_moves.append(0)
        self.lord_attacks.append(0)
        self.lord_spouse += (-1,)
        self.lord_father += (father,)
        self.lord_mother += (mother,)
        parents = [self.lord_generation[q] for q in (father, mother) if q >= 0]
        self.lord_generation += (max(parents) + 1 if parents else 1,)
        self.lord_bastard += (bastard,)
        self.lord_excommunicated += (0,)
        self.lord_darc += (0,)
        self.lord_rank += (RANK_LAY,)
        self.lord_ordained += (0,)
        self.lord_plague += (0,)
        self.lord_assassin += (0,)
        self.lord_fled += (0,)
        return len(self.lord_card) - 1

    def lift_card(self, kind: int) -> None:
        """A card of `kind` lying on the board goes to the discards (its effect is over)."""
        for card, holder in enumerate(self.card_holder):
            if holder == HOLDER_BOARD and CARDS[card] == kind:
                self.card_holder = replaced(self.card_holder, card, HOLDER_DISCARD)
                return

    def say(self, text: str) -> None:
        """A public event, kept for the terminal and the view (the last few only)."""
        log = (*self.log, text)
        self.log = log[1:] if len(log) > 16 else log

    # -- copies and persistence ----------------------------------------------------------------
    def clone(self) -> FiefState:
        """A copy sharing nothing mutable but the options: the lists are copied field by field
        (compiled, that is a few machine words per field; `test_clone_copies_every_field` checks
        the list), the tuples (`SHARED_FIELDS`, and the log) are shared, being immutable."""
        other = FiefState.__new__(FiefState)
        self.copy_engine_fields(other)
        other.rng_gen = self.rng_gen.clone()
        other.phase = self.phase
        other.actor = self.actor
        other.first = self.first
        other.turn = self.turn
        other.step = self.step
        # shared until either state moves troops: only `own_units` hands it out for writing
        other.units = self.units
        other.troop_seats = self.troop_seats
        other.unit_totals = self.unit_totals
        self._units_shared = other._units_shared = True
        other.castle = self.castle
        other.city = self.city
        other.mills = self.mills
        other.presses = self.presses
        other.ruin = self.ruin
        other.fort_owner = self.fort_owner
        other.lord_card = self.lord_card
        other.lord_owner = self.lord_owner
        other.lord_village = self.lord_village[:]
        other.lord_status = self.lord_status[:]
        other.lord_captor = self.lord_captor
        other.lord_moves = self.lord_moves[:]
        other.lord_attacks = self.lord_attacks[:]
        other.lord_spouse = self.lord_spouse
        other.lord_father = self.lord_father
        other.lord_mother = self.lord_mother
        other.lord_generation = self.lord_generation
        other.lord_bastard = self.lord_bastard
        other.lord_excommunicated = self.lord_excommunicated
        other.lord_darc = self.lord_darc
        other.lord_rank = self.lord_rank
        other.lord_ordained = self.lord_ordained
        other.king = self.king
        other.queen = self.queen
        other.dauphin = self.dauphin
        other.royal_army = self.royal_army
        other.lord_deck = self.lord_deck
        other.money = self.money[:]
        other.income = self.income
        other.home = self.home
        other.out = self.out
        other.bought = self.bought
        other.lord_bonus = self.lord_bonus
        other.crown = self.crown
        other.bishop = self.bishop
        other.pending = self.pending[:]
        other.military = self.military[:]
        other.church = self.church[:]
        other.family = self.family[:]
        other.born = self.born
        other.spy = self.spy
        other.lord_plague = self.lord_plague
        other.lord_assassin = self.lord_assassin
        other.lord_fled = self.lord_fled
        other.card_holder = self.card_holder
        other.small_deck = self.small_deck
        other.big_deck = self.big_deck
        other.famine = self.famine
        other.storm = self.storm
        other.plague = self.plague
        other.cards_taken = self.cards_taken
        other.cards = self.cards[:]
        other.peasants = self.peasants
        other.revolt_player = self.revolt_player
        other.revolt_since = self.revolt_since
        other.appeased = self.appeased
        other.diplomacy = self.diplomacy[:]
        other.acts = self.acts
        other.log = self.log
        return other

    def to_json(self) -> JsonDict:
        data: JsonDict = {
            "game": self.game.id,
            "rules_version": self.game.rules_version,
            "num_players": self.num_players,
            "seed": self.seed,
            "options": dict(self.options),
            "log": list(self.log),
        }
        for name in INT_FIELDS:
            data[name] = int(getattr(self, name))
        for name in LIST_FIELDS:
            data[name] = (self.units_table(TROOP_FIELDS.index(name)) if name in TROOP_FIELDS
                          else list(getattr(self, name)))
        return data
