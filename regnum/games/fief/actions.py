"""The fixed action space of Fief: every action, its id and its notation.

Villages and fiefs are written by their lower-case names (`regnum.games.fief.map`). Set-up:
`choose fief <fief>`, `castle at <village>`, `choose lord` / `choose lady`. Phase 1: `new lord at
<village>` / `new lady at <village>`. Phase 3: `buy <piece> at <village>`, `recruit lord at
<village>` (the lord earned by 5 combat points bought), `crown <village>` (crown the fief of that
village, whose castle there becomes the city), `end purchases`. Phase 5's actions come from
`military.py` and follow these, so their ids start at `len(CORE_SPECS)`. Then, appended so that
earlier ids stay valid: `disband troops` / `keep troops`, the choice of a seat that can no longer
win at the start of each turn. Then the church and the crown (`CHURCH_SPECS`, after the family's
block): `buy hat for <lord>`, `buy royal army`, `absolve|legitimise <lord>`, `name cardinal <lord>`,
`annul marriage of <lord>`, `end church acts`, `nominate <lord>|nobody`, `vote yes|no`, `vote for
<lord>`, `abstain`, `veto the election` / `let the election stand`, `consent to the crowning` /
`refuse the crowning`. Then the family (`FAMILY_SPECS`): phase 1's `bear child <lady>`, `end
births`, `place child at <village>` (in the mother's family), `place child with the father's family
at <village>`, `give son to <cleric>` (a fifth son to the Church), `name <lady> d'Arc`, `no d'Arc`;
phase 6's `ordain <lord>`, `leave orders <lord>`, `retire <lord>`, `take a wife for <lord>`,
`propose <man> and <woman>`, `end family acts`, `no dowry`, `dowry <N> from the wife's family` /
`dowry <N> from the husband's family`, `accept the marriage` / `refuse the marriage`, `bless the
marriage` / `refuse to bless`. Then the cards (`CARD_SPECS`): phase 3's `take a small card`,
`take a big card`, `discard <card>`; phase 4's `play famine|plague|good harvest on <bishopric>`,
`play storm|fine weather on <fief>`, `play assassination on <lord>`, `play spy on <lord>`, `play
excommunication on p<k>`, `play no card`, `assassin <lord>`, `oppose the excommunication` / `let
the excommunication stand`; the revolt and the tunnel: `play revolt at <village>`, `play tunnel:
<lord> escapes`, `play tunnel from <village> to <village>` (a neighbour), `move peasants to
<village>`, `peasants stay`, phase 5's `play tunnel: treason` (before a battle round), and phase
3's `buy peasant point`, `restore <village>`, `appease the revolt with <lord>` (for 100 or 300
écus); then phase 5's `march by tunnel to <village>`, the peasants' `move peasants by tunnel into
<village>` (a city), phase 4's `play tunnel: <lord> flees the plague` / `face the plague`, and
`troops rise as peasants at <village>` (a seat that can no longer win, at the start of a turn).
Then the negotiation of phases 1 and 6 (`TALK_SPECS`): `end negotiations`, `refuse the proposal` /
`accept the proposal` (first, so that a walker taking the first legal action keeps quiet),
`propose alliance to p<k>`, `break alliance with p<k>`, `propose truce with p<k> for <N> turns`,
`promise p<k> <N> écus`, `give p<k> <N> écus`. Then (`JUSTICE_SPECS`) the talks' `cede <village> to
p<k>`, `accuse <lord> of murder`, `accuse p<k> of a broken promise`, the judge's `acquit`,
`sentence to death`, `fine <N> écus`, the king's `let the sentence stand` / `pardon the condemned`,
and `troops serve p<k> as mercenaries` (a seat that can no longer win, at the start of a turn).
Then the Church's justice (`CHURCH_COURT_SPECS`): `accuse <lady> before the church` (for the
bastard she bore) and the judge's `fine 100 écus`. Lords are named by their card, which is in play
once at most.
"""

from __future__ import annotations

from typing import Final

from regnum.engine.game import Action
from regnum.games.fief.data import (
    BISHOP_GIFT,
    CARD_NAMES,
    FEMALE_LORDS,
    LORD_NAMES,
    MALE_LORDS,
    MAX_FAMILIES,
    NUM_LORD_CARDS,
    PIECE_NAMES,
    POPE_GIFT,
    Card,
    Piece,
)
from regnum.games.fief.diplomacy import CHURCH_FINES, FINES, GIFTS, PROMISES, TRUCE_TURNS
from regnum.games.fief.map import (
    BISHOPRICS,
    FIEF_NAMES,
    NEIGHBOURS,
    NUM_BISHOPRICS,
    NUM_FIEFS,
    NUM_VILLAGES,
    VILLAGE_NAMES,
)
from regnum.games.fief.phase5 import MILITARY_ACTIONS

Spec = tuple[str, str, tuple[int, ...]]


def _core() -> tuple[Spec, ...]:
    specs: list[Spec] = []
    specs += [(f"choose fief {FIEF_NAMES[f]}", "choose_fief", (f,)) for f in range(NUM_FIEFS)]
    specs += [(f"castle at {VILLAGE_NAMES[v]}", "place_castle", (v,))
              for v in range(NUM_VILLAGES)]
    specs += [("choose lord", "choose_lord", (0,)), ("choose lady", "choose_lord", (1,))]
    for female, word in ((0, "lord"), (1, "lady")):
        specs += [(f"new {word} at {VILLAGE_NAMES[v]}", "new_lord", (female, v))
                  for v in range(NUM_VILLAGES)]
    for piece in Piece:
        specs += [(f"buy {PIECE_NAMES[piece]} at {VILLAGE_NAMES[v]}", "buy", (piece, v))
                  for v in range(NUM_VILLAGES)]
    specs += [(f"recruit lord at {VILLAGE_NAMES[v]}", "recruit_lord", (v,))
              for v in range(NUM_VILLAGES)]
    specs += [(f"crown {VILLAGE_NAMES[v]}", "crown", (v,)) for v in range(NUM_VILLAGES)]
    specs.append(("end purchases", "end_purchase", ()))
    return tuple(specs)


def _church() -> tuple[Spec, ...]:
    """Part 2, the church and the crown: phase 3's cardinal's hat and royal army point, phase 6's
    acts of cardinals and the Pope, nominations, secret ballots, vetoes and consents."""
    lords = range(NUM_LORD_CARDS)
    specs: list[Spec] = [(f"buy hat for {LORD_NAMES[c]}", "c_hat", (c,)) for c in lords]
    specs.append(("buy royal army", "c_army", ()))
    for kind, words in (("c_absolve", "absolve {}"), ("c_legitimise", "legitimise {}"),
                        ("c_name_cardinal", "name cardinal {}"),
                        ("c_annul", "annul marriage of {}")):
        specs += [(words.format(LORD_NAMES[c]), kind, (c,)) for c in lords]
    specs.append(("end church acts", "c_acts_done", ()))
    specs += [(f"nominate {LORD_NAMES[c]}", "c_nominate", (c,)) for c in lords]
    specs.append(("nominate nobody", "c_nominate_none", ()))
    specs += [("vote yes", "c_ballot", (1,)), ("vote no", "c_ballot", (0,))]
    specs += [(f"vote for {LORD_NAMES[c]}", "c_vote_for", (c,)) for c in lords]
    specs.append(("abstain", "c_abstain", ()))
    specs += [("veto the election", "c_veto", (1,)), ("let the election stand", "c_veto", (0,))]
    specs += [("consent to the crowning", "c_consent", (1,)),
              ("refuse the crowning", "c_consent", (0,))]
    return tuple(specs)


def _family() -> tuple[Spec, ...]:
    """Part 2, the family: phase 1's births and phase 6's family round."""
    men = range(len(MALE_LORDS))
    women = range(len(MALE_LORDS), NUM_LORD_CARDS)
    specs: list[Spec] = [(f"bear child {LORD_NAMES[c]}", "bear", (c,)) for c in women]
    specs.append(("end births", "end_births", ()))
    specs += [(f"place child at {VILLAGE_NAMES[v]}", "place_child", (v,))
              for v in range(NUM_VILLAGES)]
    specs += [(f"place child with the father's family at {VILLAGE_NAMES[v]}",
               "place_child_father", (v,)) for v in range(NUM_VILLAGES)]
    specs += [(f"give son to {LORD_NAMES[c]}", "church_child", (c,)) for c in men]
    specs += [(f"name {LORD_NAMES[c]} d'arc", "darc", (c,)) for c in women]
    specs.append(("no d'arc", "no_darc", ()))
    for kind, words in (("ordain", "ordain {}"), ("leave_orders", "leave orders {}"),
                        ("retire", "retire {}"), ("take_wife", "take a wife for {}")):
        specs += [(words.format(LORD_NAMES[c]), kind, (c,)) for c in men]
    specs += [(f"propose {MALE_LORDS[m]} and {FEMALE_LORDS[w]}", "propose",
               (m, len(MALE_LORDS) + w)) for m in men for w in range(len(FEMALE_LORDS))]
    specs.append(("end family acts", "end_family", ()))
    specs.append(("no dowry", "dowry", (0,)))
    for amount in (100, 200, 300):
        specs += [(f"dowry {amount} from the wife's family", "dowry", (amount,)),
                  (f"dowry {amount} from the husband's family", "dowry", (-amount,))]
    specs += [("accept the marriage", "answer", (1,)), ("refuse the marriage", "answer", (0,))]
    specs += [("bless the marriage", "bless", (1,)), ("refuse to bless", "bless", (0,))]
    return tuple(specs)


def _cards() -> tuple[Spec, ...]:
    """Part 3, the cards: phase 3's cards earned and discards, phase 4's plays."""
    specs: list[Spec] = [("take a small card", "take_card", (0,)),
                         ("take a big card", "take_card", (1,))]
    specs += [(f"discard {CARD_NAMES[kind]}", "discard", (kind,)) for kind in range(len(Card))]
    sees = [(b, BISHOPRICS[b].name.lower()) for b in range(NUM_BISHOPRICS)]
    specs += [(f"play famine on {see}", "play_famine", (b,)) for b, see in sees]
    specs += [(f"play storm on {FIEF_NAMES[f]}", "play_storm", (f,)) for f in range(NUM_FIEFS)]
    specs += [(f"play plague on {see}", "play_plague", (b,)) for b, see in sees]
    specs += [(f"play fine weather on {FIEF_NAMES[f]}", "play_fine_weather", (f,))
              for f in range(NUM_FIEFS)]
    specs += [(f"play good harvest on {see}", "play_good_harvest", (b,)) for b, see in sees]
    lords = range(NUM_LORD_CARDS)
    specs += [(f"play assassination on {LORD_NAMES[c]}", "play_assassination", (c,)) for c in lords]
    specs += [(f"play spy on {LORD_NAMES[c]}", "play_spy", (c,)) for c in lords]
    specs += [(f"play excommunication on p{p + 1}", "play_excommunication", (p,))
              for p in range(MAX_FAMILIES)]
    specs.append(("play no card", "play_none", ()))
    specs += [(f"assassin {LORD_NAMES[c]}", "assassin", (c,)) for c in lords]
    specs += [("oppose the excommunication", "oppose", (1,)),
              ("let the excommunication stand", "oppose", (0,))]
    villages = range(NUM_VILLAGES)
    specs += [(f"play revolt at {VILLAGE_NAMES[v]}", "play_revolt", (v,)) for v in villages]
    specs += [(f"play tunnel: {LORD_NAMES[c]} escapes", "play_tunnel_escape", (c,)) for c in lords]
    specs += [(f"play tunnel from {VILLAGE_NAMES[u]} to {VILLAGE_NAMES[w]}",
               "play_tunnel_evacuate", (u, w)) for u in villages for w in NEIGHBOURS[u]]
    specs.append(("play tunnel: treason", "play_tunnel_treason", ()))
    specs += [(f"move peasants to {VILLAGE_NAMES[v]}", "peasants_move", (v,)) for v in villages]
    specs.append(("peasants stay", "peasants_stay", ()))
    specs.append(("buy peasant point", "buy_peasant", ()))
    specs += [(f"restore {VILLAGE_NAMES[v]}", "restore", (v,)) for v in villages]
    for c in lords:
        specs += [(f"appease the revolt with {LORD_NAMES[c]}", "appease", (c, 0))]
        specs += [(f"appease the revolt with {LORD_NAMES[c]} for {gift} écus", "appease",
                   (c, gift)) for gift in (BISHOP_GIFT, POPE_GIFT)]
    # rules version 8: the tunnel in phase 5's moves, the peasants' and against the plague; the
    # troops of a seat that can no longer win rising as peasants
    specs += [(f"march by tunnel to {VILLAGE_NAMES[v]}", "m_tunnel", (v,)) for v in villages]
    specs += [(f"move peasants by tunnel into {VILLAGE_NAMES[v]}", "peasants_tunnel", (v,))
              for v in villages]
    specs += [(f"play tunnel: {LORD_NAMES[c]} flees the plague", "play_tunnel_flee", (c,))
              for c in lords]
    specs.append(("face the plague", "flee_none", ()))
    specs += [(f"troops rise as peasants at {VILLAGE_NAMES[v]}", "troops_rise", (v,))
              for v in villages]
    return tuple(specs)


def _talks() -> tuple[Spec, ...]:
    """Part 4, negotiation: the talks of phases 1 and 6 (`diplomacy.py`)."""
    specs: list[Spec] = [("end negotiations", "d_end", ()),
                         ("refuse the proposal", "d_reply", (0,)),
                         ("accept the proposal", "d_reply", (1,))]
    for q in range(MAX_FAMILIES):
        specs += [(f"propose alliance to p{q + 1}", "d_ally", (q,)),
                  (f"break alliance with p{q + 1}", "d_break", (q,))]
        specs += [(f"propose truce with p{q + 1} for {t} turn{'s' * (t != 1)}", "d_truce", (q, t))
                  for t in TRUCE_TURNS]
        specs += [(f"promise p{q + 1} {m} écus", "d_promise", (q, m)) for m in PROMISES]
        specs += [(f"give p{q + 1} {m} écus", "d_gift", (q, m)) for m in GIFTS]
    return tuple(specs)


def _justice() -> tuple[Spec, ...]:
    """Part 4, the rest of negotiation: villages ceded by treaty (a proposal of the talks), the
    justice (`justice.py`) and the mercenaries of a seat that can no longer win (`cession.py`)."""
    specs: list[Spec] = [(f"cede {VILLAGE_NAMES[v]} to p{q + 1}", "d_cede", (q, v))
                         for q in range(MAX_FAMILIES) for v in range(NUM_VILLAGES)]
    specs += [(f"accuse {LORD_NAMES[c]} of murder", "j_murder", (c,))
              for c in range(NUM_LORD_CARDS)]
    specs += [(f"accuse p{q + 1} of a broken promise", "j_promise", (q,))
              for q in range(MAX_FAMILIES)]
    specs.append(("acquit", "j_acquit", ()))
    specs.append(("sentence to death", "j_sentence", (0,)))
    specs += [(f"fine {fine} écus", "j_sentence", (fine,)) for fine in FINES]
    specs += [("let the sentence stand", "j_pardon", (0,)), ("pardon the condemned", "j_pardon", (1,))]
    specs += [(f"troops serve p{q + 1} as mercenaries", "mercenaries", (q,))
              for q in range(MAX_FAMILIES)]
    return tuple(specs)


def _church_court() -> tuple[Spec, ...]:
    """The Church's justice (`church_court.py`): a mother accused for her bastard, and the fine
    below the lay ones."""
    specs: list[Spec] = [(f"accuse {LORD_NAMES[c]} before the church", "j_bastard", (c,))
                         for c in range(len(MALE_LORDS), NUM_LORD_CARDS)]
    return (*specs, *((f"fine {fine} écus", "j_sentence", (fine,))
                      for fine in CHURCH_FINES if fine not in FINES))


CORE_SPECS: Final = _core()
OUT_SPECS: tuple[Spec, ...] = (("disband troops", "disband", (1,)), ("keep troops", "disband", (0,)))
CHURCH_SPECS: Final = _church()
FAMILY_SPECS: Final = _family()
CARD_SPECS: Final = _cards()
TALK_SPECS: Final = _talks()
JUSTICE_SPECS: Final = _justice()
CHURCH_COURT_SPECS: Final = _church_court()
ACTIONS: Final[tuple[Action, ...]] = tuple(
    Action(i, text, kind, args)
    for i, (text, kind, args) in enumerate(CORE_SPECS + MILITARY_ACTIONS + OUT_SPECS
                                           + CHURCH_SPECS + FAMILY_SPECS + CARD_SPECS
                                           + TALK_SPECS + JUSTICE_SPECS + CHURCH_COURT_SPECS)
)
INDEX: Final[dict[tuple[str, tuple[int, ...]], Action]] = {(a.kind, a.args): a for a in ACTIONS}


def by_seat(kind: str) -> tuple[tuple[Action, ...], ...]:
    """The actions of `kind` addressed to each seat (their first argument), in id order: the
    talks list them from these rows rather than looking each up by its arguments."""
    return tuple(tuple(a for a in ACTIONS if a.kind == kind and a.args[0] == q)
                 for q in range(MAX_FAMILIES))


ALLY_ROWS: Final = by_seat("d_ally")
BREAK_ROWS: Final = by_seat("d_break")
TRUCE_ROWS: Final = by_seat("d_truce")  # by `TRUCE_TURNS`
PROMISE_ROWS: Final = by_seat("d_promise")  # by `PROMISES`
GIFT_ROWS: Final = by_seat("d_gift")  # by `GIFTS`
CEDE_ROWS: Final = by_seat("d_cede")  # by village


def act(kind: str, *args: int) -> Action:
    """The action of `kind` with `args` (a KeyError means a rules bug, not a player error)."""
    return INDEX[(kind, args)]
