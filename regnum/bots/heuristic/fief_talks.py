"""The heuristic Fief bot's talks in phases 1 and 6: alliances against the leader. While another
family leads (two crowns or more, alone at the top), the bot proposes an alliance to the strongest
other rival and accepts alliances and truces from rivals who are not the leader; otherwise it
refuses them, since an ally or a truce is a village it may not attack. It breaks an alliance with
a family that has come to lead, and all its alliances once it leads itself. It accepts promises of
money and villages ceded (they cost it nothing), makes none and gives nothing.

Justice: it brings every case it may (a trial costs it nothing), a bastard's birth before the
Church only against a family it is not allied to. As judge (a cardinal or the Pope in the Church's
cases) it acquits its allies and the accused of a leading accuser, and otherwise sentences to
death a leader or a family with as many crowns as its own, and fines the rest the highest fine
offered; as king (as Pope in the Church's cases) it pardons its allies only.
Seated as the treasurer and judge (no family, so nothing to win), it is a fair judge with a
proportionate sentence: death for a murder while the assassin lives (a lord for a lord), else the
smallest fine that covers the wrong: the promised sum of a broken promise (200 at least), 400 for
a murder whose assassin is dead.

Every choice reads only the view and the legal actions, as the rest of the bot does.
"""

from __future__ import annotations

from collections.abc import Sequence

from regnum.bots.heuristic.fief_family import crowns, leader
from regnum.engine.game import Action, JsonDict, View
from regnum.games.fief.data import LORD_NAMES
from regnum.games.fief.diplomacy import FINES


def talks_choice(view: View, me: int, legal: Sequence[Action]) -> Action | None:
    """The bot's action when the decision is one of the talks', else None."""
    kinds = {a.kind for a in legal}
    lead = leader(view)
    if kinds & {"j_acquit", "j_pardon"}:
        return judgment(view, me, legal, lead)
    if "d_reply" in kinds:
        proposal = view["diplomacy"]["proposal"]
        yes = proposal["kind"] in ("promise", "cession") or (
            lead >= 0 and lead not in (me, proposal["from"]))
        return next(a for a in legal if a.kind == "d_reply" and a.args[0] == int(yes))
    if "d_end" not in kinds:
        return None
    friends = view["diplomacy"]["allies"][me]
    accuse = next((a for a in legal if a.kind in ("j_murder", "j_promise") or (
        a.kind == "j_bastard" and mother_family(view, a.args[0]) not in friends)), None)
    if accuse is not None:
        return accuse
    for a in legal:
        if a.kind == "d_break" and lead in (me, a.args[0]):
            return a
    if lead >= 0 and lead != me:
        counts = crowns(view)
        offers = [a for a in legal if a.kind == "d_ally" and a.args[0] != lead]
        if offers:
            return max(offers, key=lambda a: (counts[a.args[0]], -a.args[0]))
    return next(a for a in legal if a.kind == "d_end")


def judgment(view: View, me: int, legal: Sequence[Action], lead: int) -> Action:
    """The judge's sentence, or the king's pardon."""
    case = view["diplomacy"]["case"]
    accused, accuser = case["accused"], case["accuser"]
    friends = view["diplomacy"]["allies"][me]
    by_kind = {(a.kind, a.args): a for a in legal}
    if "sentence" in case:  # the king's word
        return by_kind[("j_pardon", (int(accused in friends),))]
    if me == view.get("judge_seat"):
        return fair_judgment(view["diplomacy"]["acts"][case["act"]], by_kind)
    if accused in friends or (lead == accuser and lead != me):
        return by_kind[("j_acquit", ())]
    counts = crowns(view)
    death = by_kind.get(("j_sentence", (0,)))
    if death is not None and (accused == lead or counts[accused] >= counts[me]):
        return death
    return max((a for a in legal if a.kind == "j_sentence"), key=lambda a: a.args[0])


def mother_family(view: View, card: int) -> int:
    """The family of the mother (lord card `card`) whose bastard awaits the Church's justice."""
    name = LORD_NAMES[card]
    return next(int(act["from"]) for act in view["diplomacy"]["acts"]
                if act["kind"] == "bastard" and act["lord"] == name and act["status"] == "broken")


def fair_judgment(act: JsonDict, by_kind: dict[tuple[str, tuple[int, ...]], Action]) -> Action:
    """The treasurer and judge's sentence, which favours no family: see the module docstring."""
    death = by_kind.get(("j_sentence", (0,)))
    if act["kind"] == "murder":
        return death if death is not None else by_kind[("j_sentence", (FINES[-1],))]
    fine = next((f for f in FINES if f >= act["amount"]), FINES[-1])
    return by_kind[("j_sentence", (fine,))]
