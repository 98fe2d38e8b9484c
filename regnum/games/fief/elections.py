"""Phase 6's church and crown: the acts of cardinals and the Pope, then the Pope's election, each
vacant bishopric's election, and the king's election (or the dauphin's crowning), as ordinary
decisions of one seat at a time in round order.

Seed, phase 6 "Les Évêchés": an election is held when two crowned heads, the king or a cardinal are
on the board; candidates are priests "sans empêchements"; each voter puts his votes in the urn, yes
or no; "une couronne = une voix ; une crosse = une voix ; un chapeau de cardinal = deux voix. Le
Pape a trois voix"; queen and prince one each; "si pas de majorité de oui, l'évêché reste vacant à
ce tour"; the king (and the Pope) may veto. "Élection du Pape": two cardinals at least, a bishop or
cardinal stands, one vote per free cardinal, one round, majority. "Élection et sacre du roi": one
round for a male, lay, free, legitimate lord who is not excommunicated; a crown, a hat and a
crozier one vote each (the Pope none); the lord ahead by one vote is crowned if two bishops, a
cardinal or the Pope consent. *decided* (docs/rules/fief.md): ballots are secret, a seat casts all
its votes one way; a seat speaks for its captive clerics; the first seat (clockwise from the first
player) to nominate a priest names the candidate; one vote per bishopric per phase 6; the Pope's
refusal is a veto on the crowning; a priest is eligible from the turn after his ordination.

Scratch `FiefState.church` (ints): `KIND`, `STEP`, `SUBJECT` (the bishopric), `CANDIDATE` (lord
id), `DONE` (bit mask of bishoprics already voted on this phase), `YES` (consents counted: bit 0
the Pope, bit 1 a cardinal, bits 2+ the bishops' count), then one ballot per seat (-1 none cast;
0/1 no/yes, or a lord id, `ABSTAIN`) and one nomination per seat (a lord id or -1).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from regnum.engine.events import Event
from regnum.engine.game import Action, JsonDict
from regnum.engine.rng import Rng
from regnum.engine.tables import replaced
from regnum.games.fief import church, royalty
from regnum.games.fief.actions import act
from regnum.games.fief.church import alive, free, lord_of_card, name, voice_seat
from regnum.games.fief.data import LORD_NAMES
from regnum.games.fief.family import hindered
from regnum.games.fief.map import BISHOPRICS, NUM_BISHOPRICS
from regnum.games.fief.state import (
    PHASE_BALLOT,
    PHASE_CHURCH_ACTS,
    PHASE_CONSENT,
    PHASE_NOMINATE,
    PHASE_OVER,
    PHASE_VETO,
    RANK_BISHOP,
    RANK_CARDINAL,
    RANK_LAY,
    RANK_POPE,
    RANK_PRIEST,
)
from regnum.games.fief.turn import end_turn, next_in_round, round_order

if TYPE_CHECKING:
    from regnum.games.fief.state import FiefState

KIND: Final = 0
STEP: Final = 1
SUBJECT: Final = 2
CANDIDATE: Final = 3
DONE: Final = 4
YES: Final = 5
HEADER: Final = 6
KIND_NONE: Final = 0
KIND_ACTS: Final = 1
KIND_POPE: Final = 2
KIND_BISHOP: Final = 3
KIND_KING: Final = 4
KIND_NAMES: Final = ("none", "church acts", "Pope", "bishop", "king")
ABSTAIN: Final = -2
BISHOP_VOTES: Final = {RANK_BISHOP: 1, RANK_CARDINAL: 2, RANK_POPE: 3}
KING_VOTES: Final = {RANK_BISHOP: 1, RANK_CARDINAL: 1, RANK_POPE: 0}
SECRET_KINDS: Final = frozenset({"c_ballot", "c_vote_for", "c_abstain"})


# -- who votes and who stands -----------------------------------------------------------------
def weights(state: FiefState, kind: int) -> list[int]:
    """Each seat's votes in an election of `kind` (bishop, Pope or king)."""
    n = state.num_players
    w = [0] * n
    if kind == KIND_POPE:
        for lord in church.with_rank(state, RANK_CARDINAL):
            if free(state, lord) and not state.lord_excommunicated[lord] and not hindered(state, lord):
                w[state.lord_owner[lord]] += 1
        return [0 if state.out[p] else w[p] for p in range(n)]
    for wearer in state.crown:  # "avec au moins un seigneur vivant, non prisonnier, non bâtard"
        if (wearer >= 0 and free(state, wearer) and not state.lord_bastard[wearer]
                and not state.lord_excommunicated[wearer] and not hindered(state, wearer)):
            w[state.lord_owner[wearer]] += 1
    table = BISHOP_VOTES if kind == KIND_BISHOP else KING_VOTES
    for lord, rank in enumerate(state.lord_rank):
        if (rank < RANK_BISHOP or not alive(state, lord) or state.lord_excommunicated[lord]
                or hindered(state, lord)):
            continue
        if rank == RANK_BISHOP and church.see_of(state, lord) < 0:
            continue
        w[voice_seat(state, lord)] += table[rank]
    if kind == KIND_BISHOP:  # "Reine et Prince sont des voix supplémentaires ... pour les évêchés"
        for lord in (state.queen, state.dauphin):
            if free(state, lord) and not state.lord_excommunicated[lord] and not hindered(state, lord):
                w[state.lord_owner[lord]] += 1
    return [0 if state.out[p] else w[p] for p in range(n)]


def bishop_called(state: FiefState) -> bool:
    """Two crowned heads, the king, or a cardinal (or the Pope) on the board."""
    heads = {lord for lord in state.crown if lord >= 0}
    return (len(heads) >= 2 or alive(state, state.king)
            or any(rank >= RANK_CARDINAL and alive(state, lord)
                   for lord, rank in enumerate(state.lord_rank)))


def bishop_candidate(state: FiefState, lord: int) -> bool:
    return (state.lord_rank[lord] == RANK_PRIEST and free(state, lord)
            and 0 < state.lord_ordained[lord] < state.turn and not hindered(state, lord)
            and not state.lord_excommunicated[lord] and not church.has_bastard_child(state, lord))


def pope_candidate(state: FiefState, lord: int) -> bool:
    rank = state.lord_rank[lord]
    return ((rank == RANK_CARDINAL or (rank == RANK_BISHOP and church.see_of(state, lord) >= 0))
            and free(state, lord) and not state.lord_excommunicated[lord]
            and not hindered(state, lord))


def king_candidate(state: FiefState, lord: int) -> bool:
    """"seigneur mâle, laïc, non cardinal, non excommunié, non prisonnier ... et non bâtard"."""
    return (not state.is_female(lord) and state.lord_rank[lord] == RANK_LAY and free(state, lord)
            and not state.lord_excommunicated[lord] and not state.lord_bastard[lord]
            and not state.out[state.lord_owner[lord]] and not hindered(state, lord)
            and lord != state.spy)


def candidates(state: FiefState) -> list[int]:
    """Lords a vote may go to in the current ballot."""
    c = state.church
    kind = c[KIND]
    if kind == KIND_BISHOP:
        return [c[CANDIDATE]]
    if kind == KIND_POPE:
        return sorted({lord for lord in c[HEADER + state.num_players:] if lord >= 0})
    return [lord for lord in range(len(state.lord_card)) if king_candidate(state, lord)]


# -- the phase's course -------------------------------------------------------------------------
def elections_start(state: FiefState) -> None:
    """Phase 6 after the family round: church acts, then the elections, then the turn's end."""
    n = state.num_players
    royalty.queen_by_marriage(state)
    from regnum.games.fief.victory import crowned_winner

    if crowned_winner(state):  # a new queen can join the royal couple's four crowns [A.B]
        return
    state.church = [KIND_ACTS, 0, -1, -1, 0, 0] + [-1] * (2 * n)
    seats = [p for p in round_order(state) if p in church.church_seats(state)]
    if seats:
        _ask(state, PHASE_CHURCH_ACTS, seats)
        return
    advance(state)


def _ask(state: FiefState, phase: int, seats: list[int]) -> None:
    state.phase = phase
    state.pending = list(seats)
    state.actor = seats[0]


def _reset(state: FiefState, kind: int, subject: int = -1, candidate: int = -1) -> None:
    c = state.church
    c[KIND], c[STEP], c[SUBJECT], c[CANDIDATE], c[YES] = kind, 0, subject, candidate, 0
    c[HEADER:] = [-1] * (2 * state.num_players)


def advance(state: FiefState) -> None:
    """Start the next election that can be held, or end the phase (not after a victory)."""
    if state.phase == PHASE_OVER:
        return
    c = state.church
    if c[KIND] < KIND_POPE and _start_pope(state):
        return
    while c[KIND] <= KIND_BISHOP:
        vacant = [b for b in range(NUM_BISHOPRICS)
                  if state.bishop[b] < 0 and not c[DONE] >> b & 1]
        if not vacant:
            break
        c[DONE] |= 1 << vacant[0]
        if _start_bishop(state, vacant[0]):
            return
    if c[KIND] < KIND_KING and _start_king(state):
        return
    end_phase(state)


def end_phase(state: FiefState) -> None:
    state.church = []
    state.pending = []
    end_turn(state)


def _start_pope(state: FiefState) -> bool:
    _reset(state, KIND_POPE)
    if church.pope(state) >= 0 or len(church.with_rank(state, RANK_CARDINAL)) < 2:
        return False
    if not any(weights(state, KIND_POPE)):
        return False
    seats = [p for p in round_order(state)
             if any(pope_candidate(state, lord) for lord in state.living_lords(p))]
    if not seats:
        return False
    _ask(state, PHASE_NOMINATE, seats)
    return True


def _start_bishop(state: FiefState, b: int) -> bool:
    _reset(state, KIND_BISHOP, b)
    if not bishop_called(state):
        return False
    if not any(bishop_candidate(state, lord) for lord in range(len(state.lord_card))):
        return False
    return _ask_voters(state, PHASE_NOMINATE)


def _ask_voters(state: FiefState, phase: int) -> bool:
    """The seats with votes in the current election decide, in round order (False: none has)."""
    w = weights(state, state.church[KIND])
    seats = [p for p in round_order(state) if w[p]]
    if seats:
        _ask(state, phase, seats)
    return bool(seats)


def _start_king(state: FiefState) -> bool:
    _reset(state, KIND_KING)
    if alive(state, state.king):
        return False
    if alive(state, state.dauphin):  # "il reste prince en attendant" his crowning
        if not _crownable_dauphin(state):
            return False
        state.church[CANDIDATE] = state.dauphin
        return _ask_consent(state)
    return bool(candidates(state)) and _ask_voters(state, PHASE_BALLOT)


def _crownable_dauphin(state: FiefState) -> bool:
    lord = state.dauphin  # "ne peut être sacré roi, tant qu'il n'est pas guéri"
    return free(state, lord) and not state.lord_excommunicated[lord] and not hindered(state, lord)


def consenters(state: FiefState) -> dict[int, list[int]]:
    """Clerics who may consent to a crowning, by the seat that speaks for them."""
    found: dict[int, list[int]] = {}
    for lord, rank in enumerate(state.lord_rank):
        if (rank < RANK_BISHOP or not alive(state, lord) or state.lord_excommunicated[lord]
                or hindered(state, lord)):
            continue
        if rank == RANK_BISHOP and church.see_of(state, lord) < 0:
            continue
        seat = voice_seat(state, lord)
        if not state.out[seat]:
            found.setdefault(seat, []).append(lord)
    return found


def _ask_consent(state: FiefState) -> bool:
    seats = [p for p in round_order(state) if p in consenters(state)]
    if not seats:
        state.say("no bishop, cardinal or Pope can consent to a crowning")
        return False
    _ask(state, PHASE_CONSENT, seats)
    return True


# -- legal actions ----------------------------------------------------------------------------
def legal(state: FiefState) -> list[Action]:
    p = state.actor
    phase = state.phase
    if phase == PHASE_CHURCH_ACTS:
        return sorted([*church_acts(state, p), act("c_acts_done")], key=lambda a: a.id)
    if phase == PHASE_NOMINATE:
        return [*(act("c_nominate", state.lord_card[lord]) for lord in nominable(state, p)),
                act("c_nominate_none")]
    if phase == PHASE_BALLOT:
        if state.church[KIND] == KIND_BISHOP:
            return [act("c_ballot", 1), act("c_ballot", 0)]
        cards = sorted(state.lord_card[lord] for lord in candidates(state))
        return [*(act("c_vote_for", card) for card in cards), act("c_abstain")]
    if phase == PHASE_VETO:
        return [act("c_veto", 1), act("c_veto", 0)]
    if phase == PHASE_CONSENT:
        return [act("c_consent", 1), act("c_consent", 0)]
    return []


def church_acts(state: FiefState, p: int) -> list[Action]:
    """The church acts `church.act_problem` allows `p`: what depends on the seat is asked once,
    then each living lord (tests/games/fief/test_church.py checks that the two agree)."""
    found: list[Action] = []
    if p not in church.church_seats(state):
        return found
    pope = church.is_pope_seat(state, p)
    for kind in ("c_absolve", "c_legitimise", "c_name_cardinal", "c_annul"):
        if kind in church.POPE_ACTS and not pope:
            continue
        for lord in range(len(state.lord_card)):
            if alive(state, lord) and not church.act_refusal(state, p, kind, lord):
                found.append(act(kind, state.lord_card[lord]))
    return found


def nominable(state: FiefState, p: int) -> list[int]:
    """Lords `p` may nominate: any eligible priest for a bishopric, its own bishops and
    cardinals for the Papacy ("un évêque ou un cardinal peut se présenter")."""
    if state.church[KIND] == KIND_BISHOP:
        lords = [lord for lord in range(len(state.lord_card)) if bishop_candidate(state, lord)]
    else:
        lords = [lord for lord in state.living_lords(p) if pope_candidate(state, lord)]
    return sorted(lords, key=lambda lord: state.lord_card[lord])


def problem(state: FiefState, action: Action) -> Event | None:
    """Why `action` is refused in phase 6's church steps, as a `reason.<id>` text of texts.py
    (None: it is legal, or no other reason is given)."""
    if action in legal(state):
        return None
    p, kind = state.actor, action.kind
    if kind in ("c_absolve", "c_legitimise", "c_name_cardinal", "c_annul"):
        return church.act_problem(state, p, kind, action.args[0])
    if kind == "c_nominate":
        candidate = "priest" if state.church[KIND] == KIND_BISHOP else "prelate"
        return Event(f"nominate.{candidate}", {"lord": LORD_NAMES[action.args[0]]})
    if kind == "c_vote_for":
        return Event("vote.not-candidate", {"lord": LORD_NAMES[action.args[0]]})
    return None


# -- effects ---------------------------------------------------------------------------------
def apply(state: FiefState, action: Action) -> None:
    p = state.actor
    kind = action.kind
    c = state.church
    if kind == "c_acts_done":
        next_in_round(state, advance)
    elif kind in ("c_absolve", "c_legitimise", "c_name_cardinal", "c_annul"):
        church.do_act(state, p, kind, action.args[0])
    elif kind == "c_nominate_none":
        next_in_round(state, _nominations_over)
    elif kind == "c_nominate":
        lord = lord_of_card(state, action.args[0])
        state.say(f"p{p + 1} nominates {name(state, lord)} {_office(state)}")
        if c[KIND] == KIND_BISHOP:
            c[CANDIDATE] = lord
            state.pending = [p]
            next_in_round(state, _nominations_over)
        else:
            c[HEADER + state.num_players + p] = lord
            next_in_round(state, _nominations_over)
    elif kind in ("c_ballot", "c_vote_for", "c_abstain"):
        c[HEADER + p] = (action.args[0] if kind == "c_ballot"
                         else lord_of_card(state, action.args[0]) if kind == "c_vote_for"
                         else ABSTAIN)
        state.say(f"p{p + 1} casts a ballot")
        next_in_round(state, _count)
    elif kind == "c_veto":
        if action.args[0]:
            state.say(f"p{p + 1} vetoes the election {_office(state)}")
            c[CANDIDATE] = -1
            state.pending = [p]
        next_in_round(state, _vetoes_over)
    elif kind == "c_consent":
        _record_consent(state, p, bool(action.args[0]))
        next_in_round(state, _consents_over)


def _office(state: FiefState) -> str:
    c = state.church
    if c[KIND] == KIND_BISHOP:
        return f"bishop of {BISHOPRICS[c[SUBJECT]].name}"
    return "Pope" if c[KIND] == KIND_POPE else "king"


def _nominations_over(state: FiefState) -> None:
    if all(lord < 0 for lord in candidates(state)):  # nobody was nominated
        advance(state)
        return
    if not _ask_voters(state, PHASE_BALLOT):
        advance(state)


def _count(state: FiefState) -> None:
    """All ballots are in: announce the totals only, then the outcome."""
    c = state.church
    n = state.num_players
    w = weights(state, c[KIND])
    cast = [(p, c[HEADER + p]) for p in range(n) if c[HEADER + p] != -1]
    total = sum(w[p] for p, _ in cast)
    if c[KIND] == KIND_BISHOP:
        yes = sum(w[p] for p, vote in cast if vote == 1)
        state.say(f"election of the bishop of {BISHOPRICS[c[SUBJECT]].name}: {yes} yes, "
                  f"{total - yes} no")
        c[HEADER:HEADER + n] = [-1] * n
        if 2 * yes > total:
            vetoers = [s for s in round_order(state) if s in _vetoers(state)]
            if vetoers:
                _ask(state, PHASE_VETO, vetoers)
                return
            _install(state)
        else:
            state.say(f"the bishopric of {BISHOPRICS[c[SUBJECT]].name} stays vacant this turn")
        advance(state)
        return
    tally: dict[int, int] = {}
    for p, vote in cast:
        if vote >= 0:
            tally[vote] = tally.get(vote, 0) + w[p]
    c[HEADER:HEADER + n] = [-1] * n
    ranked = sorted(tally.items(), key=lambda item: (-item[1], item[0]))
    words = ", ".join(f"{name(state, lord)} {votes}" for lord, votes in ranked) or "no votes"
    state.say(f"election of the {_office(state)}: {words}")
    if c[KIND] == KIND_POPE:
        if ranked and 2 * ranked[0][1] > total:
            _install_pope(state, ranked[0][0])
        else:
            state.say("no cardinal's majority: no Pope this turn")
        advance(state)
        return
    if ranked and (len(ranked) == 1 or ranked[0][1] > ranked[1][1]):
        c[CANDIDATE] = ranked[0][0]
        if _ask_consent(state):
            return
    else:
        state.say("no lord is ahead by a vote: no king this turn")
    advance(state)


def _vetoers(state: FiefState) -> set[int]:
    """The king and the Pope, free, may veto a bishop's election."""
    return {state.lord_owner[lord] for lord in (state.king, church.pope(state))
            if free(state, lord) and not state.out[state.lord_owner[lord]]}


def _vetoes_over(state: FiefState) -> None:
    if state.church[CANDIDATE] >= 0:
        _install(state)
    advance(state)


def _install(state: FiefState) -> None:
    c = state.church
    lord, b = c[CANDIDATE], c[SUBJECT]
    state.bishop = replaced(state.bishop, b, lord)
    state.lord_rank = replaced(state.lord_rank, lord, RANK_BISHOP)
    state.say(f"{name(state, lord)} is elected bishop of {BISHOPRICS[b].name}")
    state.tell("fief.elected.bishop", {"lord": name(state, lord), "seat": f"p{state.lord_owner[lord] + 1}",
                                       "bishopric": BISHOPRICS[b].name})
    _check_victory(state)


def _install_pope(state: FiefState, lord: int) -> None:
    see = church.see_of(state, lord)
    if see >= 0:
        state.bishop = replaced(state.bishop, see, -1)
    state.lord_rank = replaced(state.lord_rank, lord, RANK_POPE)
    state.say(f"{name(state, lord)} is elected Pope")
    state.tell("fief.elected.pope", {"lord": name(state, lord), "seat": f"p{state.lord_owner[lord] + 1}"})
    _check_victory(state)


def _record_consent(state: FiefState, p: int, yes: bool) -> None:
    """Bit 0: the Pope consents; bit 1: a cardinal consents; bits 2+: bishops consenting;
    `SUBJECT` is reused as 1 when the Pope refused (his veto)."""
    c = state.church
    state.say(f"p{p + 1} {'consents to' if yes else 'refuses'} the crowning")
    for lord in consenters(state).get(p, []):
        rank = state.lord_rank[lord]
        if not yes:
            if rank == RANK_POPE:
                c[SUBJECT] = 1
            continue
        if rank == RANK_POPE:
            c[YES] |= 1
        elif rank == RANK_CARDINAL:
            c[YES] |= 2
        else:
            c[YES] += 4


def _consents_over(state: FiefState) -> None:
    c = state.church
    agreed = bool(c[YES] & 3) or c[YES] >> 2 >= 2
    if agreed and c[SUBJECT] != 1:
        royalty.crown_king(state, c[CANDIDATE])
        _check_victory(state)
    else:
        state.say(f"{name(state, c[CANDIDATE])} is not crowned: the clergy did not consent")
    advance(state)


def _check_victory(state: FiefState) -> None:
    """Victories B and C can follow an election: the game ends at once (`advance` stops)."""
    from regnum.games.fief.victory import crowned_winner

    if crowned_winner(state):
        state.church = []


CHURCH_PHASES: Final = frozenset({PHASE_CHURCH_ACTS, PHASE_NOMINATE, PHASE_BALLOT, PHASE_VETO,
                                  PHASE_CONSENT})


def check(state: FiefState) -> str | None:
    """The scratch list is there exactly during phase 6's church steps, with its layout."""
    c = state.church
    n = state.num_players
    if state.phase not in CHURCH_PHASES:
        return None if not c else "election scratch outside phase 6"
    if len(c) != HEADER + 2 * n or c[KIND] not in range(KIND_ACTS, KIND_KING + 1):
        return "phase 6's election scratch has the wrong layout"
    lords = len(state.lord_card)
    if any(v not in range(ABSTAIN, lords) for v in c[HEADER:]):
        return "a ballot or nomination names a lord not in play"
    if c[CANDIDATE] not in range(-1, lords) or c[SUBJECT] not in range(-1, NUM_BISHOPRICS):
        return "the election names a candidate or bishopric that does not exist"
    return None


# -- secrecy --------------------------------------------------------------------------------------
def describe(action: Action, player: int, viewer: int | None) -> str | None:
    """A ballot is secret: others learn only that it was cast."""
    if action.kind in SECRET_KINDS and viewer != player:
        return "casts a secret ballot"
    return None


def view(state: FiefState, player: int | None, spying: bool = False) -> JsonDict | None:
    c = state.church
    if not c:
        return None
    n = state.num_players
    data: JsonDict = {
        "election": KIND_NAMES[c[KIND]], "bishopric": c[SUBJECT] if c[KIND] == KIND_BISHOP else -1,
        "candidate": c[CANDIDATE],
        "nominees": [c[HEADER + n + p] for p in range(n)],
        "ballots_cast": sum(1 for p in range(n) if c[HEADER + p] != -1),
        "votes": weights(state, c[KIND]) if c[KIND] in (KIND_POPE, KIND_BISHOP, KIND_KING) else [],
    }
    if player is not None and 0 <= player < n:
        data["my_ballot"] = c[HEADER + player]
    if spying:  # a spy "a accès ... aux votes aussi"
        data["ballots"] = [c[HEADER + p] for p in range(n)]
    return data


def resample(sample: FiefState, player: int, rng: Rng) -> None:
    """Other seats' ballots already cast are drawn anew among their choices."""
    c = sample.church
    if not c or sample.phase != PHASE_BALLOT:
        return
    choices = [1, 0] if c[KIND] == KIND_BISHOP else [*candidates(sample), ABSTAIN]
    for p in range(sample.num_players):
        if p != player and c[HEADER + p] != -1:
            c[HEADER + p] = rng.choice(choices)
