"""Justice: a broken written promise or a murder by the assassination card brought before a judge.

Seed, phase 1: "Les actes écrits ... peuvent être soumis à la justice du seigneur le plus couronné.
(Le cardinal est supérieur à toutes les couronnes, le roi ne juge pas mais a son droit de véto.)"
L'assassinat: "la justice peut être rendue... à la demande du joueur ayant perdu son seigneur,
jusque la fin du deuxième tour ... Il doit demander une seule fois la justice en prenant un
champion si nécessaire"; "Impossible cependant de la rendre si c'est l'espion qui a agit". Rendre
la justice: "par lui-même ou par un joueur allié désigné comme champion. Il faut avoir un seigneur
vivant et couronné d'une couronne égale ou supérieure à celle de l'assassin." Phase 6: the traitor
"est alors exécuté ou doit payer une amende"; "Condamnation à mort d'un seigneur… ou versement de
200 à 400 écus maximum à la victime (si le coupable est solvable, évidemment)"; "Un seigneur
excommunié portant une couronne ne peut pas rendre la justice".

In a round of talks the victim's seat accuses (`accuse <lord> of murder`, `accuse p<k> of a broken
promise`), once per case. It needs standing: a living lord of its own, not excommunicated, wearing
a crown at least as high as the accused's (duchy over county over barony; any crown against an
uncrowned one), else an ally with such a lord as its champion (the first in round order). The
judge is the seat of the most-crowned free lord who is not the king and not excommunicated, of a
family other than the accuser's, its champion's and the accused's: a cardinal or the Pope first
(above every crown), then the lord wearing most crowns, then the higher crowns, then the earlier
seat in round order. With no such lord there is no court, and no accusation. At a table with the
treasurer and judge (option judge-seat, the seed's seventh player) that seat judges every lay
case instead (the Church's stay the Church's), having no family of its own to favour. The judge sentences
to death (the assassin; for a family's broken promise, its head: the lord wearing the highest
crown, else its eldest), fines 200, 300 or 400 écus paid to the victim (as far as the purse goes),
or acquits. A king of a fourth family may then pardon the condemned (his veto, "en dernier
recours"). The case is then closed, whatever the outcome.

A bastard's birth is the Church's case (`church_court.py`): brought by a seat with a cardinal, the
Pope or the most-crowned lord, against the mother's family, before the Pope or a cardinal; death
strikes the mother, fines of 100, 200 or 300 écus go to the bank, and the Pope pardons instead of
the king. The seat that brings it is written into the act as its "to".
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from regnum.engine.events import Event, seat
from regnum.engine.game import Action, JsonDict
from regnum.engine.tables import replaced
from regnum.games.fief.actions import act
from regnum.games.fief.battle import kill
from regnum.games.fief.church import alive, lord_of_card, name
from regnum.games.fief.church_court import church_judge, crowns_key, may_accuse, pope_veto
from regnum.games.fief.crowns import crowns_worth
from regnum.games.fief.data import LORD_NAMES
from regnum.games.fief.diplomacy import (
    ACT_SIZE,
    BASTARD,
    BROKEN,
    CASE,
    CHURCH_FINES,
    FINES,
    HEADER,
    KIND_NAMES,
    MURDER,
    PROMISE,
    SENTENCE,
    TRIED,
    storm_silenced,
)
from regnum.games.fief.map import FIEFS
from regnum.games.fief.state import (
    DEAD,
    FREE,
    PHASE_JUDGE,
    PHASE_NEGOTIATE,
    PHASE_PARDON,
    RANK_CARDINAL,
)
from regnum.games.fief.weather import storm_bound

if TYPE_CHECKING:
    from regnum.games.fief.state import FiefState

DEATH: Final = 0  # the sentence of death (`state.diplomacy[SENTENCE]`; a fine is its amount)


# -- crowns and standing -----------------------------------------------------------------------------
def crown_rank(state: FiefState, lord: int) -> int:
    """The highest crown `lord` wears: 3 a duchy, 2 a county, 1 a barony, 0 none."""
    rank, crown = 0, state.crown
    for f in range(len(crown)):
        if crown[f] == lord:
            rank = max(rank, 3 - FIEFS[f].kind)
    return rank


def family_rank(state: FiefState, p: int) -> int:
    """The highest crown a living lord of family `p` wears (`crown_rank`), 0 none."""
    rank, crown = 0, state.crown
    for f in range(len(crown)):
        lord = crown[f]
        if lord >= 0 and state.lord_owner[lord] == p and state.lord_status[lord] != DEAD:
            rank = max(rank, 3 - FIEFS[f].kind)
    return rank


def head(state: FiefState, p: int) -> int:
    """The lord who answers for family `p`: the one wearing the highest crowns, else the eldest."""
    lords = state.living_lords(p)
    if not lords:
        return -1
    return max(lords, key=lambda lord: (crowns_worth(state, lord), -lord))


def condemned(state: FiefState, k: int) -> int:
    """The lord a sentence of death strikes in the case at `k`, or -1 (a murderer or a mother
    dead, or a family with no lord left: justice is done only to the living)."""
    kind, p, _, card = state.acts[k:k + 4]
    if kind in (MURDER, BASTARD):
        lord = lord_of_card(state, card)
        return lord if lord >= 0 and state.lord_owner[lord] == p and (
            kind == BASTARD or state.lord_assassin[lord]) else -1
    return head(state, p)


def standing(state: FiefState, p: int, rank: int) -> bool:
    """`p` has a living lord, not excommunicated nor under the storm, wearing a crown of at
    least `rank` (1 at least)."""
    least, crown = max(rank, 1), state.crown
    for f in range(len(crown)):  # by the crowns worn: few, and only their wearers can stand
        lord = crown[f]
        if (lord >= 0 and 3 - FIEFS[f].kind >= least and state.lord_owner[lord] == p
                and state.lord_status[lord] != DEAD and not state.lord_excommunicated[lord]
                and not storm_bound(state, lord)):
            return True
    return False


def champion(state: FiefState, victim: int, k: int) -> int:
    """The seat that stands for `victim` in the case at `k`: itself, else its first ally in round
    order with the standing; -1 when none has it. A church case has no champion: the accuser
    stands itself."""
    from regnum.games.fief.turn import round_order

    accused = state.acts[k + 1]
    if state.acts[k] == BASTARD:
        return victim if may_accuse(state, victim, accused) else -1
    # the crown to match: the murderer's own, a family's highest for a broken promise
    murder = state.acts[k] == MURDER
    rank = crown_rank(state, condemned(state, k)) if murder else family_rank(state, accused)
    if victim != accused and standing(state, victim, rank):
        return victim
    allies = state.diplomacy[HEADER + victim]
    if not allies:  # the usual case: no ally to ask
        return -1
    for q in round_order(state):
        if allies >> q & 1 and q != accused and standing(state, q, rank):
            return q
    return -1


def judge(state: FiefState, k: int, stand: int) -> int:
    """The seat that judges the case at `k`: a Church case's churchman (`church_judge`); a lay
    case's the treasurer and judge's when the table has one (it is a party to no case), else the
    seat of the most-crowned lord who may (-1: no court)."""
    from regnum.games.fief.turn import round_order

    barred = {state.acts[k + 1], state.acts[k + 2], stand}
    if state.acts[k] == BASTARD:  # the Church's cases are the Church's alone ("exclusivement")
        return church_judge(state, barred)
    if state.judge_seat >= 0:
        return state.judge_seat
    order = round_order(state)
    best: tuple[int, int, int, int, int] | None = None
    found = -1
    for lord in range(len(state.lord_card)):
        p = state.lord_owner[lord]
        if (p in barred or p not in order or state.lord_status[lord] != FREE or lord == state.king
                or state.lord_excommunicated[lord] or storm_bound(state, lord)):
            continue
        worn = crowns_key(state, lord)
        cleric = int(state.lord_rank[lord] >= RANK_CARDINAL)
        if not (cleric or worn[0]):
            continue
        key = (cleric, *worn, -order.index(p), -lord)
        if best is None or key > best:
            best, found = key, p
    return found


# -- the cases ------------------------------------------------------------------------------------
def case_of(state: FiefState, p: int, action: Action) -> int:
    """The act offset of the open case `action` names for the victim `p`, or -1."""
    acts, turn = state.acts, state.turn
    for k in range(0, len(acts), ACT_SIZE):
        if opened_case(acts, k, p, turn) is action:
            return k
    return -1


def opened_case(acts: tuple[int, ...], k: int, p: int, turn: int) -> Action | None:
    """The case the act at offset `k` opens for the victim `p` in `turn` (`case_of` finds the
    first act opening it), or None: a broken promise to `p`, a murder of a lord of `p` or the
    birth of a bastard to another family, the last two while their time runs."""
    if acts[k + 5] != BROKEN:
        return None
    kind = acts[k]
    if kind == BASTARD:
        return act("j_bastard", acts[k + 3]) if acts[k + 1] != p and acts[k + 4] >= turn else None
    if acts[k + 2] != p:
        return None
    if kind == MURDER:
        return act("j_murder", acts[k + 3]) if acts[k + 4] >= turn else None
    return act("j_promise", acts[k + 1]) if kind == PROMISE else None


def accusation_problem(state: FiefState, action: Action) -> Event | None:
    """Why the actor may not bring this case now (None: it may)."""
    if state.phase != PHASE_NEGOTIATE:
        return Event("case.phases", {})
    p = state.actor
    if storm_silenced(state, p):
        return Event("case.storm", {})
    why = case_refusal(state, p, action)
    if not why:
        return None
    if why == "case.no-promise":
        return Event(why, {"seat": seat(action.args[0])})
    if why.startswith("case.no-"):
        return Event(why, {"lord": LORD_NAMES[action.args[0]]})
    return Event(why, {})


def case_refusal(state: FiefState, p: int, action: Action) -> str:
    """Why `p` may not bring the case `action` names, its phase and the storm aside: a reason id
    of texts.py, or "" when it may. A plain word rather than an `Event`: `accusations` asks it
    about every open case at every decision of the talks, and nearly all of them are refused."""
    return refusal_at(state, p, action, case_of(state, p, action))


def refusal_at(state: FiefState, p: int, action: Action, k: int) -> str:
    """`case_refusal`, the case's act offset found (`case_of`)."""
    if k < 0:
        return "case.no-promise" if action.kind == "j_promise" else f"case.no-{action.kind[2:]}"
    church = action.kind == "j_bastard"
    if action.kind != "j_promise" and condemned(state, k) < 0:
        return "case.mother-dead" if church else "case.dead"
    stand = champion(state, p, k)
    if stand < 0:
        return "case.church-standing" if church else "case.champion"
    if judge(state, k, stand) < 0:
        return "case.church-judge" if church else "case.judge"
    return ""


def accusations(state: FiefState) -> list[Action]:
    """The cases the actor may bring now (asked in its talks). One pass over the acts finds each
    case's first act (`case_of`, which would scan them again for every case asked); this runs at
    every decision of the talks, with dozens of acts written by mid-game."""
    acts, p, turn = state.acts, state.actor, state.turn
    found: list[Action] = []
    if state.phase != PHASE_NEGOTIATE or storm_silenced(state, p):
        return found
    asked: list[Action] = []
    first: dict[Action, int] = {}  # `case_of` of every case open to `p`
    # a lay case needs a champion: the victim or an ally with a crown (`champion`); without any
    # (the usual case) none is brought, and nothing more need be asked about it; asked once, when
    # the first lay case comes
    lay = -1
    for k in range(0, len(acts), ACT_SIZE):
        if acts[k + 5] != BROKEN:
            continue
        case = opened_case(acts, k, p, turn)
        if case is not None and case not in first:
            first[case] = k
        if (acts[k] == BASTARD) == (acts[k + 2] == p):
            continue
        if acts[k] != BASTARD:
            if lay < 0:
                allies = state.diplomacy[HEADER + p]
                lay = int(any(standing(state, q, 1) for q in range(state.num_players)
                              if q == p or allies >> q & 1))
            if not lay:
                continue
        kind = ("j_murder" if acts[k] == MURDER else "j_bastard" if acts[k] == BASTARD
                else "j_promise")
        a = act(kind, acts[k + 1] if kind == "j_promise" else acts[k + 3])
        if a not in asked:  # another act of the same case (promises broken twice): asked already
            asked.append(a)
    for a in asked:
        if not refusal_at(state, p, a, first.get(a, -1)):
            found.append(a)
    return found


def accuse(state: FiefState, action: Action) -> None:
    p = state.actor
    k = case_of(state, p, action)
    stand = champion(state, p, k)
    court = judge(state, k, stand)
    state.diplomacy[CASE] = k // ACT_SIZE
    if state.acts[k] == BASTARD:
        # the Church's case has no victim: its accuser is written in
        state.acts = replaced(state.acts, k + 2, p)
    accused = state.acts[k + 1]
    kind, amount = state.acts[k], state.acts[k + 3]
    what = (f"the broken promise of {amount} écus" if kind == PROMISE
            else f"the murder by {LORD_NAMES[amount]}" if kind == MURDER
            else f"the bastard born to {LORD_NAMES[amount]}")
    state.say(f"{seat(p)} accuses {seat(accused)} of {what}"
              + (f", with {seat(stand)} as champion" if stand != p else "")
              + f"; {seat(court)} judges")
    params: dict[str, str | int] = {"seat": seat(p), "target": seat(accused),
                                    "judge": seat(court)}
    if state.acts[k] in (MURDER, BASTARD):
        state.tell(f"fief.justice.{KIND_NAMES[state.acts[k]]}",
                   {**params, "lord": LORD_NAMES[state.acts[k + 3]]})
    else:
        state.tell("fief.justice.promise", {**params, "money": state.acts[k + 3]})
    if stand != p:
        state.tell("fief.justice.champion", {"seat": seat(stand), "target": seat(p)})
    state.phase = PHASE_JUDGE
    state.actor = court


# -- the judgment ----------------------------------------------------------------------------------
def legal(state: FiefState) -> list[Action]:
    if state.phase == PHASE_PARDON:
        return [act("j_pardon", 0), act("j_pardon", 1)]
    k = state.diplomacy[CASE] * ACT_SIZE
    found = [act("j_acquit")]
    if condemned(state, k) >= 0:
        found.append(act("j_sentence", DEATH))
    fines = CHURCH_FINES if state.acts[k] == BASTARD else FINES
    return sorted(found + [act("j_sentence", fine) for fine in fines], key=lambda a: a.id)


def problem(state: FiefState, action: Action) -> Event | None:
    """Why a judge's or the king's action is refused now, as a `reason.<id>` text of texts.py
    (None: it is legal)."""
    if action.kind in ACCUSATIONS:
        return accusation_problem(state, action)
    wanted = PHASE_PARDON if action.kind == "j_pardon" else PHASE_JUDGE
    if state.phase != wanted:
        return Event("case.pardon" if wanted == PHASE_PARDON else "case.not-judge", {})
    if action not in legal(state):
        return Event("case.condemned-dead", {})
    return None


def apply(state: FiefState, action: Action) -> None:
    kind = action.kind
    if kind in ACCUSATIONS:
        accuse(state, action)
        return
    d = state.diplomacy
    k = d[CASE] * ACT_SIZE
    if kind == "j_acquit":
        state.say(f"{seat(state.actor)} acquits {seat(state.acts[k + 1])}")
        state.tell("fief.justice.acquitted", {"judge": seat(state.actor),
                                              "target": seat(state.acts[k + 1])})
        close(state)
        return
    church = state.acts[k] == BASTARD
    who = "the Pope" if church else "the king"
    if kind == "j_pardon":
        if action.args[0]:
            state.say(f"{who} pardons {seat(state.acts[k + 1])}")
            state.tell("fief.justice.pardoned" + (".pope" if church else ""),
                       {"seat": seat(state.actor), "target": seat(state.acts[k + 1])})
            close(state)
        else:
            execute(state, k, d[SENTENCE])
        return
    sentence = action.args[0]
    veto = pope_veto(state, state.acts[k + 1]) if church else king_veto(state, k)
    if veto >= 0:
        d[SENTENCE] = sentence
        state.say(f"{seat(state.actor)} {sentence_words(state, k, sentence)}; {who} may pardon")
        state.phase = PHASE_PARDON
        state.actor = veto
        return
    execute(state, k, sentence)


ACCUSATIONS: Final = ("j_murder", "j_promise", "j_bastard")


def king_veto(state: FiefState, k: int) -> int:
    """The seat of a free king who may pardon the judge's sentence in the lay case at `k` (-1:
    none): not of the judge's, the accused's nor the accuser's family."""
    king = state.lord_owner[state.king] if state.king >= 0 else -1
    if king >= 0 and state.lord_status[state.king] == FREE and not storm_bound(
            state, state.king) and king not in (
            state.actor, state.acts[k + 1], state.acts[k + 2]):
        return king
    return -1


def sentence_words(state: FiefState, k: int, sentence: int) -> str:
    if sentence == DEATH:
        return f"sentences {name(state, condemned(state, k))} to death"
    return f"fines {seat(state.acts[k + 1])} {sentence} écus"


def execute(state: FiefState, k: int, sentence: int) -> None:
    """The sentence is carried out: a death (which may pass a crown, even to the king, or leave
    one family able to win), or a fine paid to the victim (to the bank in a church case) as far
    as the purse goes."""
    from regnum.games.fief.victory import crowned_winner, last_standing

    accused, victim = state.acts[k + 1], state.acts[k + 2]
    judged_by = state.actor
    close(state)
    if sentence == DEATH:
        lord = condemned(state, k)
        state.say(f"{name(state, lord)} is sentenced to death and executed")
        state.tell("fief.justice.death", {"judge": seat(judged_by), "lord": name(state, lord)})
        kill(state, lord)
        if crowned_winner(state):
            return
        last_standing(state)
        return
    church = state.acts[k] == BASTARD
    paid = min(sentence, state.money[accused])
    state.money[accused] -= paid
    if not church:
        state.money[victim] += paid
    state.say(f"{seat(accused)} is fined {sentence} écus and pays {paid} to "
              + ("the Church" if church else seat(victim)))
    state.tell("fief.justice.fine" + (".church" if church else "")
               + ("" if paid == sentence else ".partial"),
               {"judge": seat(judged_by), "target": seat(accused), "money": sentence,
                "paid": paid, "seat": seat(victim)})


def close(state: FiefState) -> None:
    """The case is tried, once and for all; the accuser goes on with its talks."""
    d = state.diplomacy
    state.acts = replaced(state.acts, d[CASE] * ACT_SIZE + 5, TRIED)
    d[CASE] = d[SENTENCE] = -1
    state.phase = PHASE_NEGOTIATE
    state.actor = state.pending[0]


def case_view(state: FiefState) -> JsonDict:
    """The case before the judge (public: justice is done at the table)."""
    d = state.diplomacy
    k = d[CASE] * ACT_SIZE
    lord = condemned(state, k)
    data: JsonDict = {"act": d[CASE], "accused": state.acts[k + 1], "accuser": state.acts[k + 2],
                      "condemned": name(state, lord) if alive(state, lord) else None,
                      "church": state.acts[k] == BASTARD}
    if d[SENTENCE] >= 0:
        data["sentence"] = d[SENTENCE]
    return data
