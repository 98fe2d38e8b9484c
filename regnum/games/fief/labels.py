"""The words of Fief's action buttons: each action as a `label.<id>` text of `texts.py` and its
parameters, so that a page shows it in its language with the seats' names (`Game.label`).
Villages, fiefs, bishoprics and lords are proper names, written as the board writes them. The
notation (`march corvignac`, `propose alliance to p2`) stays what records and the API use."""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from regnum.engine.events import EventParam, LabelWords, seat
from regnum.games.fief.data import CARD_NAMES, LORD_NAMES, PIECE_NAMES
from regnum.games.fief.map import BISHOPRICS, FIEF_OF, FIEFS, VILLAGES


def _village(v: int, name: str = "village") -> dict[str, EventParam]:
    return {name: VILLAGES[v].name}


def _lord(card: int, name: str = "lord") -> dict[str, EventParam]:
    return {name: LORD_NAMES[card].capitalize()}


def _fief(f: int) -> dict[str, EventParam]:
    return {"fief": FIEFS[f].name}


def _see(b: int) -> dict[str, EventParam]:
    return {"bishopric": BISHOPRICS[b].name}


def _yes_no(kind: str) -> Callable[[tuple[int, ...]], LabelWords]:
    """A choice whose one argument says yes (1) or no (0)."""
    return lambda a: (f"{kind}.{'yes' if a[0] else 'no'}", {})


def _dowry(amount: int) -> LabelWords:
    if not amount:
        return "dowry.none", {}
    return ("dowry.wife" if amount > 0 else "dowry.husband"), {"money": abs(amount)}


def _on_lord(kind: str) -> Callable[[tuple[int, ...]], LabelWords]:
    return lambda a: (kind, _lord(a[0]))


def _at_village(kind: str) -> Callable[[tuple[int, ...]], LabelWords]:
    return lambda a: (kind, _village(a[0]))


def _plain(kind: str) -> Callable[[tuple[int, ...]], LabelWords]:
    return lambda a: (kind, {})


WORDS: Final[dict[str, Callable[[tuple[int, ...]], LabelWords]]] = {
    # set-up, phase 1's new lord, phase 3's purchases
    "choose_fief": lambda a: ("choose_fief", _fief(a[0])),
    "place_castle": _at_village("place_castle"),
    "choose_lord": lambda a: (("choose_lord.lord", "choose_lord.lady")[a[0]], {}),
    "new_lord": lambda a: (("new_lord.lord", "new_lord.lady")[a[0]], _village(a[1])),
    "buy": lambda a: (f"buy.{PIECE_NAMES[a[0]]}", _village(a[1])),
    "recruit_lord": _at_village("recruit_lord"),
    "crown": lambda a: ("crown", {**_village(a[0]), **_fief(FIEF_OF[a[0]])}),
    "end_purchase": _plain("end_purchase"),
    # phase 5: movements and battles
    "m_lead": _on_lord("m_lead"),
    "m_take_lord": _on_lord("m_take_lord"),
    "m_take": lambda a: (f"m_take.{PIECE_NAMES[a[0]]}", {}),
    "m_take_all": _plain("m_take_all"),
    "m_march": _at_village("m_march"),
    "m_halt": _plain("m_halt"),
    "m_done": _plain("m_done"),
    "m_ransom": _on_lord("m_ransom"),
    "m_fight": _plain("m_fight"),
    "m_aim": _on_lord("m_aim"),
    "m_aim_engine": _plain("m_aim_engine"),
    "m_withdraw": _at_village("m_withdraw"),
    "m_surrender": _plain("m_surrender"),
    "m_lose": lambda a: (f"m_lose.{PIECE_NAMES[a[0]]}", {}),
    "m_lose_lord": _on_lord("m_lose_lord"),
    "m_pursue": _plain("m_pursue"),
    "m_let_go": _plain("m_let_go"),
    "m_tunnel": _at_village("m_tunnel"),
    "disband": _yes_no("disband"),
    "troops_rise": _at_village("troops_rise"),
    # the church and the crown
    "c_hat": _on_lord("c_hat"),
    "c_army": _plain("c_army"),
    "c_absolve": _on_lord("c_absolve"),
    "c_legitimise": _on_lord("c_legitimise"),
    "c_name_cardinal": _on_lord("c_name_cardinal"),
    "c_annul": _on_lord("c_annul"),
    "c_acts_done": _plain("c_acts_done"),
    "c_nominate": _on_lord("c_nominate"),
    "c_nominate_none": _plain("c_nominate_none"),
    "c_ballot": _yes_no("c_ballot"),
    "c_vote_for": _on_lord("c_vote_for"),
    "c_abstain": _plain("c_abstain"),
    "c_veto": _yes_no("c_veto"),
    "c_consent": _yes_no("c_consent"),
    # the family
    "bear": _on_lord("bear"),
    "end_births": _plain("end_births"),
    "place_child": _at_village("place_child"),
    "place_child_father": _at_village("place_child_father"),
    "church_child": _on_lord("church_child"),
    "darc": _on_lord("darc"),
    "no_darc": _plain("no_darc"),
    "ordain": _on_lord("ordain"),
    "leave_orders": _on_lord("leave_orders"),
    "retire": _on_lord("retire"),
    "take_wife": _on_lord("take_wife"),
    "propose": lambda a: ("propose", {**_lord(a[0]), **_lord(a[1], "lady")}),
    "end_family": _plain("end_family"),
    "dowry": lambda a: _dowry(a[0]),
    "answer": _yes_no("answer"),
    "bless": _yes_no("bless"),
    # the cards, the revolt and the tunnel
    "take_card": lambda a: (("take_card.small", "take_card.big")[a[0]], {}),
    "discard": lambda a: ("discard", {"card": f"card.{CARD_NAMES[a[0]]}"}),
    "play_famine": lambda a: ("play_famine", _see(a[0])),
    "play_storm": lambda a: ("play_storm", _fief(a[0])),
    "play_plague": lambda a: ("play_plague", _see(a[0])),
    "play_fine_weather": lambda a: ("play_fine_weather", _fief(a[0])),
    "play_good_harvest": lambda a: ("play_good_harvest", _see(a[0])),
    "play_assassination": _on_lord("play_assassination"),
    "play_spy": _on_lord("play_spy"),
    "play_excommunication": lambda a: ("play_excommunication", {"seat": seat(a[0])}),
    "play_none": _plain("play_none"),
    "assassin": _on_lord("assassin"),
    "oppose": _yes_no("oppose"),
    "play_revolt": _at_village("play_revolt"),
    "play_tunnel_escape": _on_lord("play_tunnel_escape"),
    "play_tunnel_evacuate": lambda a: ("play_tunnel_evacuate",
                                       {**_village(a[0]), **_village(a[1], "to")}),
    "play_tunnel_treason": _plain("play_tunnel_treason"),
    "play_tunnel_flee": _on_lord("play_tunnel_flee"),
    "flee_none": _plain("flee_none"),
    "peasants_move": _at_village("peasants_move"),
    "peasants_stay": _plain("peasants_stay"),
    "peasants_tunnel": _at_village("peasants_tunnel"),
    "buy_peasant": _plain("buy_peasant"),
    "restore": _at_village("restore"),
    "appease": lambda a: (("appease.gift" if a[1] else "appease"),
                          {**_lord(a[0]), **({"money": a[1]} if a[1] else {})}),
    # the talks of phases 1 and 6
    "d_end": _plain("d_end"),
    "d_reply": _yes_no("d_reply"),
    "d_ally": lambda a: ("d_ally", {"seat": seat(a[0])}),
    "d_break": lambda a: ("d_break", {"seat": seat(a[0])}),
    "d_truce": lambda a: (("d_truce.one" if a[1] == 1 else "d_truce"),
                          {"seat": seat(a[0]), **({} if a[1] == 1 else {"n": a[1]})}),
    "d_promise": lambda a: ("d_promise", {"seat": seat(a[0]), "money": a[1]}),
    "d_gift": lambda a: ("d_gift", {"seat": seat(a[0]), "money": a[1]}),
    # justice, cessions and mercenaries
    "d_cede": lambda a: ("d_cede", {"seat": seat(a[0]), **_village(a[1])}),
    "j_murder": _on_lord("j_murder"),
    "j_bastard": _on_lord("j_bastard"),
    "j_promise": lambda a: ("j_promise", {"seat": seat(a[0])}),
    "j_acquit": _plain("j_acquit"),
    "j_sentence": lambda a: (("j_sentence.fine", {"money": a[0]}) if a[0]
                             else ("j_sentence.death", {})),
    "j_pardon": _yes_no("j_pardon"),
    "mercenaries": lambda a: ("mercenaries", {"seat": seat(a[0])}),
}
