"""Negotiation as game actions (seed, phases 1 and 6, "Les NÉGOCIATIONS"): alliances, written acts
(a truce for some turns, a promise of money), gifts of écus, and who is at peace with whom.

The seed's negotiation is free talk at the table; what a program can hold a player to is what is
formal. So each of phases 1 and 6 opens with a round of talks (before the births, before the
family round): each seat still able to win, in round order, makes its proposals and gifts, one by
one, then ends its talks. A proposal goes to one other seat, which answers at once (accept or
refuse) as its next decision; then the proposer goes on. The game stays a sequence of single-seat
decisions and stays finite: one proposal and one gift per seat and round (so a refused proposal
is not repeated in the round).

- An alliance (proposed and accepted, or made by a marriage between two families) holds until
  one of the two breaks it openly in a round of talks.
- A truce ("non-agression", a written act) holds for 1 to 3 turns of movements and combats.
- A promise of money (a written act) is due by the end of the next turn; a gift of at least the
  sum from the debtor to the creditor keeps it; unpaid, it is recorded as broken.
- A gift of écus from one seat to another is public and immediate.

Effects the rules enforce (`at_peace`, `joint_side`, `relay`): seats allied or under a truce are
not enemies: neither attacks the other, their armies share a village without a battle (the
droit de gîte: our board has no road spaces to wait on, so lodging is staying in the other's
village, with no combat and no income there, since a shared village has no sole holder), and
neither takes the other's castle. Allies in a battle's village fight on the same side, each
rolling its own dice in turn, round after round (seed: "les attaques par les dés ont lieu à tours
de rôles"), in seat order from the seat that opened the battle.

Layout of `state.diplomacy` (n seats): `WINDOW` (the phase of the talks under way, 0 none), the
proposal awaiting an answer (`FROM`, `TO`, `KIND`, `ARG`; `FROM` is -1 without one), the case
before the judge (`CASE`, its act's number, and `SENTENCE` awaiting the king's word; -1 none,
see `justice.py`), then per
seat the bit mask of its allies, the n x n table of the last turn of each truce (0 none), per
seat the proposal made and the gift made in this round (0 or 1). `state.acts` holds the written
acts, `ACT_SIZE` integers each: kind, from, to, amount (turns of a truce, écus of a promise, the
village of a cession, the assassin's card of a murder, the mother's card of a bastard's birth), the
last turn it covers, its status. A bastard's birth has no victim: its "to" is its "from", the
mother's family.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Final

from regnum.engine.events import Event, seat
from regnum.engine.game import Action, JsonDict
from regnum.engine.lazy_view import LazyParts, whole
from regnum.engine.tables import replaced
from regnum.games.fief.data import LORD_NAMES
from regnum.games.fief.map import NUM_VILLAGES, VILLAGE_NAMES
from regnum.games.fief.state import (
    PHASE_JUDGE,
    PHASE_NEGOTIATE,
    PHASE_PARDON,
    PHASE_REPLY,
)
from regnum.games.fief.weather import storm_bound

if TYPE_CHECKING:
    from regnum.games.fief.state import FiefState

# the kinds of proposal (up to CESSION) and of written act (from TRUCE): a murder by the
# assassination card and a bastard's birth are recorded as acts too, for the justice
# (`justice.py`, `church_court.py`)
ALLIANCE: Final = 0
TRUCE: Final = 1
PROMISE: Final = 2
CESSION: Final = 3
MURDER: Final = 4
BASTARD: Final = 5
KIND_NAMES: Final = ("alliance", "truce", "promise", "cession", "murder", "bastard")
TRUCE_TURNS: Final = (1, 2, 3)
PROMISES: Final = (100, 200, 300)
GIFTS: Final = (50, 100, 200)
FINES: Final = (200, 300, 400)  # the justice's fines (`justice.py`)
CHURCH_FINES: Final = (100, 200, 300)  # the Church's (`church_court.py`)
WINDOW: Final = 0
FROM: Final = 1
TO: Final = 2
KIND: Final = 3
ARG: Final = 4
CASE: Final = 5
SENTENCE: Final = 6
HEADER: Final = 7
ACT_SIZE: Final = 6
# a written act's status: a broken promise, a murder or a bastard's birth is a case for the
# justice until it is tried (once) or, a murder or a birth, until its time is over
OPEN: Final = 0
KEPT: Final = 1
BROKEN: Final = 2
TRIED: Final = 3
LAPSED: Final = 4
STATUS_NAMES: Final = ("open", "kept", "broken", "tried", "lapsed")


def allies_at(n: int) -> int:
    return HEADER


def truce_at(n: int) -> int:
    return HEADER + n


def offers_at(n: int) -> int:
    return HEADER + n + n * n


def gifted_at(n: int) -> int:
    return offers_at(n) + n


def size(n: int) -> int:
    return offers_at(n) + 2 * n


def fresh(n: int) -> list[int]:
    table = [0] * size(n)
    table[FROM] = table[TO] = table[KIND] = table[ARG] = table[CASE] = table[SENTENCE] = -1
    return table


# -- relations -------------------------------------------------------------------------------------
def allied(state: FiefState, p: int, q: int) -> bool:
    return bool(state.diplomacy[HEADER + p] >> q & 1)


def truce_until(state: FiefState, p: int, q: int) -> int:
    return state.diplomacy[truce_at(state.num_players) + p * state.num_players + q]


def peace_mask(state: FiefState, p: int) -> int:
    """Bit mask of the seats at peace with `p` (allied, or under a truce this turn)."""
    d, n, turn = state.diplomacy, state.num_players, state.turn
    mask = d[HEADER + p]
    base = truce_at(n) + p * n
    for q in range(n):
        if d[base + q] >= turn:
            mask |= 1 << q
    return mask


def at_peace(state: FiefState, p: int, q: int) -> bool:
    """Neither may attack the other; their armies may share a village; neither takes the
    other's castle."""
    return p != q and bool(peace_mask(state, p) >> q & 1)


def set_alliance(state: FiefState, p: int, q: int, on: bool) -> None:
    d = state.diplomacy
    if on:
        d[HEADER + p] |= 1 << q
        d[HEADER + q] |= 1 << p
    else:
        d[HEADER + p] &= ~(1 << q)
        d[HEADER + q] &= ~(1 << p)


def marriage_alliance(state: FiefState, p: int, q: int) -> None:
    """A marriage between two families seals an alliance (seed: "Un mariage entre deux joueurs
    scelle une alliance")."""
    if p != q and not allied(state, p, q):
        set_alliance(state, p, q, True)
        state.say(f"{seat(p)} and {seat(q)} are allied by the marriage")
        state.tell("fief.alliance.marriage", {"seat": seat(p), "target": seat(q)})


def joint_side(state: FiefState, p: int, enemy: int, v: int) -> list[int]:
    """The seats fighting on `p`'s side against `enemy` in `v`: `p` and its allies present there
    that are not allied to `enemy` as well, in seat order from `p`."""
    d, n = state.diplomacy, state.num_players
    mine, theirs = d[HEADER + p], d[HEADER + enemy]
    order = [(p + k) % n for k in range(n)]
    return [q for q in order if q == p or (mine >> q & 1 and not theirs >> q & 1
                                          and state.present(q, v))]


def relay(state: FiefState, p: int, enemy: int, v: int, advance: bool) -> int:
    """The seat of `p`'s side that rolls the next round against `enemy` in `v`: `p` itself
    (`advance` false) or the next of its side in turn (`advance` true), skipping those without a
    combat point; -1 when the whole side has none left."""
    side = joint_side(state, p, enemy, v)
    if advance:
        side = side[1:] + side[:1]
    return next((q for q in side if state.points(q, v)), -1)


def storm_silenced(state: FiefState, p: int) -> bool:
    """Every living lord of family `p` stands free in a fief under the storm: the family has
    nobody to speak for it in the talks (seed: "les seigneurs titrés présents ... ne peuvent pas
    participer aux négociations ... Ils sont bloqués !"). A family speaks through any of its
    lords, so one lord out of the storm (or held prisoner, who talks as before) is enough."""
    if not any(turns > 0 for turns in state.storm):  # no storm (the usual case): nobody is bound
        return False
    lords = state.living_lords(p)
    return bool(lords) and all(storm_bound(state, lord) for lord in lords)


# -- the round of talks ----------------------------------------------------------------------------
def talks_start(state: FiefState, window: int) -> None:
    """Phase `window` (1 or 6) opens with the talks; written acts whose term is over are settled
    first. With fewer than two seats to talk, the phase goes on at once."""
    from regnum.games.fief.turn import open_round, round_order

    settle_acts(state)
    state.diplomacy[WINDOW] = window
    seats = round_order(state)
    open_round(state, PHASE_NEGOTIATE, seats if len(seats) > 1 else [], talks_over)


def clear_talks(state: FiefState) -> None:
    """No talks are open any more: the round's scratch goes (the agreements stay)."""
    d, n = state.diplomacy, state.num_players
    d[WINDOW] = 0
    d[offers_at(n):] = [0] * (size(n) - offers_at(n))


def talks_over(state: FiefState) -> None:
    """The round is over: its scratch is cleared and the phase goes on (births or the family)."""
    from regnum.games.fief.births import births_start
    from regnum.games.fief.marriage import family_start

    window = state.diplomacy[WINDOW]
    clear_talks(state)
    if window == 1:
        births_start(state)
    else:
        family_start(state)


def settle_acts(state: FiefState) -> None:
    """Truces past their last turn are kept; promises past their term unpaid are broken; a murder
    not brought to justice by the end of the turn after it lapses (seed: "Si la justice n'est
    pas rendue alors, le pion assassin2 est ôté"), and so does a bastard's birth."""
    acts = list(state.acts)
    for k in range(0, len(acts), ACT_SIZE):
        kind, p, q, amount, until, status = acts[k:k + ACT_SIZE]
        if until >= state.turn:
            continue
        if kind in (MURDER, BASTARD) and status == BROKEN:
            acts[k + 5] = LAPSED
            what = "the murder by" if kind == MURDER else "the bastard born to"
            state.say(f"the time for justice for {what} {LORD_NAMES[amount]} is over")
            state.tell("fief.justice.lapsed" + (".bastard" if kind == BASTARD else ""),
                       {"lord": LORD_NAMES[amount]})
        if status != OPEN:
            continue
        if kind == TRUCE:
            acts[k + 5] = KEPT
        else:
            acts[k + 5] = BROKEN
            state.say(f"{seat(p)} has not paid the {amount} écus promised to {seat(q)}")
            state.tell("fief.promise.broken", {"seat": seat(p), "target": seat(q),
                                               "money": amount})
    state.acts = tuple(acts)


def problem(state: FiefState, action: Action) -> Event | None:
    """Why a negotiation action is refused now, as a `reason.<id>` text of texts.py (None: it is
    legal)."""
    p, n, d = state.actor, state.num_players, state.diplomacy
    kind = action.kind
    if kind == "d_reply":
        return None if state.phase == PHASE_REPLY else Event("talks.no-proposal", {})
    if state.phase in (PHASE_JUDGE, PHASE_PARDON):
        return Event("talks.judging", {})
    if state.phase != PHASE_NEGOTIATE:
        return Event("talks.phases", {})
    if kind == "d_end":
        return None
    if storm_silenced(state, p):
        return Event("talks.storm", {})
    q = action.args[0]
    if q >= n or q == p:
        return Event("mercenaries.seat", {"seat": seat(q)})
    if q == state.judge_seat:
        return Event("judge-seat", {"seat": seat(q)})
    if state.out[q]:
        return Event("talks.out", {"seat": seat(q)})
    if kind not in ("d_break", "d_gift") and storm_silenced(state, q):
        return Event("talks.storm.other", {"seat": seat(q)})
    if kind == "d_break":
        return None if allied(state, p, q) else Event("talks.not-allied", {"seat": seat(q)})
    if kind == "d_gift":
        if d[gifted_at(n) + p]:
            return Event("talks.one-gift", {})
        amount = action.args[1]
        if state.money[p] < amount:
            return Event("appease.money", {"money": state.money[p], "gift": amount})
        return None
    offer = OFFERS[kind]
    if d[offers_at(n) + p]:
        return Event("talks.one-proposal", {})
    if offer == CESSION:
        from regnum.games.fief.cession import cession_problem

        return cession_problem(state, p, action.args[1])
    if offer != PROMISE and allied(state, p, q):
        return Event("talks.allied", {"seat": seat(q)})
    if offer == TRUCE and truce_until(state, p, q) >= state.turn:
        return Event("talks.truce", {"seat": seat(q)})
    return None


def legal(state: FiefState) -> list[Action]:
    """The talk actions `problem` allows the actor now, in id order. Built seat by seat (what
    depends on the other seat is asked once for it, the villages it may be offered once for all)
    rather than by asking `problem` about every action of the talks: this runs at every decision
    of the talks. tests/games/fief/test_diplomacy.py checks that the two agree."""
    from regnum.games.fief.actions import (
        ALLY_ROWS,
        BREAK_ROWS,
        CEDE_ROWS,
        GIFT_ROWS,
        PROMISE_ROWS,
        TRUCE_ROWS,
        act,
    )
    from regnum.games.fief.cession import cession_refusal, garrisoned

    if state.phase == PHASE_REPLY:
        return [act("d_reply", 0), act("d_reply", 1)]
    if state.phase != PHASE_NEGOTIATE:
        return []
    p, n, d = state.actor, state.num_players, state.diplomacy
    found = [act("d_end")]
    if storm_silenced(state, p):
        return found
    proposing = not d[offers_at(n) + p]
    giving = not d[gifted_at(n) + p]
    money = state.money[p]
    cedable = [v for v in range(NUM_VILLAGES)
               if proposing and garrisoned(state, p, v) and cession_refusal(state, p, v) is None]
    judge_seat = state.judge_seat
    for q in range(state.families):
        if q in (p, judge_seat) or state.out[q]:
            continue
        ally = allied(state, p, q)
        if ally:
            found += BREAK_ROWS[q]
        if giving:
            gifts = GIFT_ROWS[q]
            found += [gifts[i] for i in range(len(GIFTS)) if money >= GIFTS[i]]
        if not proposing or storm_silenced(state, q):
            continue
        if not ally:
            found += ALLY_ROWS[q]
            if truce_until(state, p, q) < state.turn:
                found += TRUCE_ROWS[q]
        found += PROMISE_ROWS[q]
        cede = CEDE_ROWS[q]
        found += [cede[v] for v in cedable]
    return sorted(found, key=lambda a: a.id)


def apply(state: FiefState, action: Action) -> None:
    p, n, d = state.actor, state.num_players, state.diplomacy
    kind, args = action.kind, action.args
    if kind == "d_end":
        from regnum.games.fief.turn import next_in_round

        next_in_round(state, talks_over)
    elif kind == "d_reply":
        answer(state, bool(args[0]))
    elif kind == "d_break":
        set_alliance(state, p, args[0], False)
        state.say(f"{seat(p)} breaks the alliance with {seat(args[0])}")
        state.tell("fief.alliance.broken", {"seat": seat(p), "target": seat(args[0])})
    elif kind == "d_gift":
        give(state, p, args[0], args[1])
    else:
        offer = OFFERS[kind]
        q = args[0]
        arg = args[1] if len(args) > 1 else 0
        d[offers_at(n) + p] = 1
        d[FROM], d[TO], d[KIND], d[ARG] = p, q, offer, arg
        state.say(f"{seat(p)} proposes {terms(offer, arg)} to {seat(q)}")
        state.tell(f"fief.{KIND_NAMES[offer]}.proposed", told(p, q, offer, arg))
        state.phase = PHASE_REPLY
        state.actor = q


OFFERS: Final = {"d_ally": ALLIANCE, "d_truce": TRUCE, "d_promise": PROMISE, "d_cede": CESSION}


def terms(offer: int, arg: int) -> str:
    if offer == ALLIANCE:
        return "an alliance"
    if offer == TRUCE:
        return f"a truce for {arg} turn{'s' * (arg != 1)}"
    if offer == CESSION:
        return f"the village of {VILLAGE_NAMES[arg]} by treaty"
    return f"a promise of {arg} écus"


def told(p: int, q: int, offer: int, arg: int) -> dict[str, str | int]:
    """The parameters of a proposal's events: a village ceded is named."""
    if offer == CESSION:
        return {"seat": seat(p), "target": seat(q), "village": VILLAGE_NAMES[arg]}
    return {"seat": seat(p), "target": seat(q), "n": arg}


def answer(state: FiefState, yes: bool) -> None:
    """The seat asked accepts or refuses; the proposer goes on with its talks."""
    d = state.diplomacy
    p, q, offer, arg = d[FROM], d[TO], d[KIND], d[ARG]
    d[FROM] = d[TO] = d[KIND] = d[ARG] = -1
    state.phase = PHASE_NEGOTIATE
    state.actor = state.pending[0]
    word = "accepts" if yes else "refuses"
    state.say(f"{seat(q)} {word} {terms(offer, arg)} with {seat(p)}")
    state.tell(f"fief.{KIND_NAMES[offer]}.{'accepted' if yes else 'refused'}",
               told(q, p, offer, arg))
    if not yes:
        return
    if offer == ALLIANCE:
        set_alliance(state, p, q, True)
    elif offer == TRUCE:
        # signed in phase 6, a truce's first turn of movements is the next one
        until = state.turn + arg - 1 + (d[WINDOW] == 6)
        n = state.num_players
        base = truce_at(n)
        d[base + p * n + q] = d[base + q * n + p] = until
        state.acts += (TRUCE, p, q, arg, until, OPEN)
    elif offer == CESSION:
        from regnum.games.fief.cession import cede

        cede(state, p, q, arg)
    else:
        state.acts += (PROMISE, p, q, arg, state.turn + 1, OPEN)


def give(state: FiefState, p: int, q: int, amount: int) -> None:
    """A public gift of écus; it keeps the oldest open promise of `p` to `q` it covers."""
    state.money[p] -= amount
    state.money[q] += amount
    state.diplomacy[gifted_at(state.num_players) + p] = 1
    state.say(f"{seat(p)} gives {amount} écus to {seat(q)}")
    state.tell("fief.gift", {"seat": seat(p), "target": seat(q), "money": amount})
    acts = state.acts
    for k in range(0, len(acts), ACT_SIZE):
        if (acts[k] == PROMISE and acts[k + 1] == p and acts[k + 2] == q
                and acts[k + 5] == OPEN and acts[k + 3] <= amount):
            state.acts = replaced(acts, k + 5, KEPT)
            return


# -- what players see, and what a saved state must hold ----------------------------------------------
def view(state: FiefState) -> JsonDict:
    """Everything here is public: alliances are declared, written acts are read before the judge
    (seed, phase 6: "elle est dite devant le juge"), gifts are made at the table."""
    return whole(state, None, _talks(state))


def lazy_view(state: FiefState) -> LazyParts:
    """`view` with the written acts, every one of the game, built when first read: a bot reads
    the alliances and truces at each decision, the acts only before the judge."""
    return LazyParts(state, None, _talks(state))


def _talks(state: FiefState) -> dict[str, Part]:
    """The parts of the talks: the proposal and the case only while there is one."""
    d = state.diplomacy
    return TALKS[(d[FROM] >= 0) + 2 * (d[CASE] >= 0)]


def _allies(state: FiefState, viewer: None) -> list[list[int]]:
    n = state.num_players
    return [[q for q in range(n) if allied(state, p, q)] for p in range(n)]


def _truces(state: FiefState, viewer: None) -> list[JsonDict]:
    # a truce runs to a turn of 1 or more (0: none), so turn 0, the set-up, shows none
    n = state.num_players
    return [{"seats": [p, q], "until": truce_until(state, p, q)}
            for p in range(n) for q in range(p + 1, n)
            if truce_until(state, p, q) >= max(state.turn, 1)]


def _proposal(state: FiefState, viewer: None) -> JsonDict:
    d = state.diplomacy
    return {"from": d[FROM], "to": d[TO], "kind": KIND_NAMES[d[KIND]], "amount": d[ARG]}


def _case(state: FiefState, viewer: None) -> JsonDict:
    from regnum.games.fief.justice import case_view

    return case_view(state)


# a part of the talks: (state, no viewer: all is public) -> the part's JSON
Part = Callable[["FiefState", None], Any]
_ALWAYS: Final[dict[str, Part]] = {
    "allies": _allies,
    "truces": _truces,
    "acts": lambda state, viewer: [act_view(state, k) for k in range(0, len(state.acts), ACT_SIZE)],
}
# the talks' parts in their key order, by (a proposal made) + 2 * (a case open)
TALKS: Final[tuple[dict[str, Part], ...]] = (
    _ALWAYS,
    {**_ALWAYS, "proposal": _proposal},
    {**_ALWAYS, "case": _case},
    {**_ALWAYS, "proposal": _proposal, "case": _case},
)


def act_view(state: FiefState, k: int) -> JsonDict:
    """A written act (or a murder or a bastard's birth recorded) as players read it: a murder
    names its assassin, a birth its mother, a cession its village."""
    acts = state.acts  # read in place: a view reads every act, a copied slice each cost more
    kind, amount = acts[k], acts[k + 3]
    data: JsonDict = {"kind": KIND_NAMES[kind], "from": acts[k + 1], "to": acts[k + 2],
                      "amount": amount, "until": acts[k + 4], "status": STATUS_NAMES[acts[k + 5]]}
    if kind in (MURDER, BASTARD):
        data["lord"] = LORD_NAMES[amount]
    elif kind == CESSION:
        data["village"] = VILLAGE_NAMES[amount]
    return data


def check(state: FiefState) -> str | None:
    """Why restored negotiation tables cannot be right (None: they can)."""
    d, n = state.diplomacy, state.num_players
    if len(d) != size(n):
        return f"the negotiation table has {len(d)} entries, expected {size(n)}"
    if d[WINDOW] not in (0, 1, 6):
        return "talks in a phase other than 1 or 6"
    talking = state.phase in (PHASE_NEGOTIATE, PHASE_REPLY, PHASE_JUDGE, PHASE_PARDON)
    if talking != (d[WINDOW] != 0):
        return "talks outside their phase, or a phase of talks without them"
    if (state.phase == PHASE_REPLY) != (d[FROM] >= 0):
        return "a proposal without an answer awaited, or an answer awaited without one"
    if d[FROM] >= 0 and not (0 <= d[FROM] < n and 0 <= d[TO] < n and 0 <= d[KIND] <= CESSION):
        return "a proposal names an unknown seat or kind"
    if (state.phase in (PHASE_JUDGE, PHASE_PARDON)) != (d[CASE] >= 0):
        return "a case before the judge outside a trial, or a trial without a case"
    if (state.phase == PHASE_PARDON) != (d[SENTENCE] >= 0):
        return "a sentence awaiting the king's word outside that decision"
    if d[CASE] >= 0 and not (d[CASE] * ACT_SIZE < len(state.acts)
                             and state.acts[d[CASE] * ACT_SIZE + 5] == BROKEN):
        return "the case before the judge is not an open case"
    for p in range(n):
        mask = d[HEADER + p]
        if mask >> n or mask >> p & 1 or any(
                (mask >> q & 1) != (d[HEADER + q] >> p & 1) for q in range(n)):
            return "the alliances are not a symmetric relation between seats"
    if len(state.acts) % ACT_SIZE:
        return "a written act is cut short"
    for k in range(0, len(state.acts), ACT_SIZE):
        kind, p, q, _, _, status = state.acts[k:k + ACT_SIZE]
        if not (TRUCE <= kind <= BASTARD and 0 <= p < n and 0 <= q < n
                and OPEN <= status <= LAPSED):
            return "a written act names an unknown kind, seat or status"
    return None


def record_murder(state: FiefState, assassin: int, victim: int) -> None:
    """`assassin` killed `victim`: he carries the marker for this turn and the next, and the
    victim's family has a case for the justice until then (`justice.py`). None for the spy ("Il
    était là incognito")."""
    if assassin == state.spy:
        return
    state.lord_assassin = replaced(state.lord_assassin, assassin, state.turn)
    state.acts += (MURDER, state.lord_owner[assassin], state.lord_owner[victim],
                   state.lord_card[assassin], state.turn + 1, BROKEN)


def allied_side(state: FiefState, p: int, v: int, attacker: int) -> bool:
    """`p` is allied with a side of the battle `attacker` announced in `v` (it may reinforce)."""
    mask = state.diplomacy[HEADER + p]
    return bool(mask >> attacker & 1) or any(
        mask >> q & 1 and state.present(q, v) for q in range(state.num_players))


def record_bastard(state: FiefState, mother: int) -> None:
    """`mother`, unmarried, has borne a bastard who lives: a case for the Church's justice until
    the end of the next turn (`church_court.py`)."""
    p = state.lord_owner[mother]
    state.acts += (BASTARD, p, p, state.lord_card[mother], state.turn + 1, BROKEN)
