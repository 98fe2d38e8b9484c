"""Winter: the Adviser's agenda card, the change round paid with privileges, the special rule."""

from __future__ import annotations

from regnum.games.krieg_und_frieden import winter
from regnum.games.krieg_und_frieden.data import Agenda, Symbol, agenda_kind
from regnum.games.krieg_und_frieden.state import KufState, Phase, Step

from .helpers import new, texts

WAR_C = agenda_kind(Agenda.WAR, Symbol.CATHEDRAL)
TAX_P = agenda_kind(Agenda.TAXES, Symbol.PRIVILEGE)
FAM_C = agenda_kind(Agenda.FAMINE, Symbol.CATHEDRAL)
UNR_C = agenda_kind(Agenda.UNREST, Symbol.CATHEDRAL)


def winter_state(agendas: list[list[int]], privileges: list[int], adviser: int = 0) -> KufState:
    """Year 2 winter with these agenda hands and this many knight privileges per seat."""
    state = new(4, 3)
    state.agenda_out[state.agenda] += 1
    state.agenda = -1
    state.agenda_hands = [0] * 32
    for p, kinds in enumerate(agendas):
        for k in kinds:
            state.agenda_hands[p * 8 + k] += 1
    state.privileges = [0] * 16
    for p, count in enumerate(privileges):
        state.privileges[p * 4] = count
    state.year = 2
    state.adviser = adviser
    state.phase = Phase.WINTER
    winter.start(state)
    state._legal = None
    return state


def test_adviser_tables_a_card():
    state = winter_state([[WAR_C], [TAX_P], [FAM_C], [UNR_C]], [0, 0, 0, 0])
    assert state.step == Step.AGENDA_PLAY and state.actor == 0
    assert texts(state) == ["play war-cathedral"]
    state.apply("play war-cathedral")
    # nobody holds a privilege: no change round
    assert state.phase == Phase.SPRING and state.agenda == WAR_C


def test_adviser_without_agenda_card_next_clockwise_tables():
    state = winter_state([[], [], [FAM_C], [UNR_C]], [0, 0, 0, 0], adviser=0)
    assert state.actor == 2


def test_nobody_holds_an_agenda_card_game_ends():
    state = winter_state([[], [], [], []], [0, 0, 0, 0])
    assert state.is_over and state.current_player is None


def test_change_costs_a_privilege_and_takes_the_old_card():
    state = winter_state([[WAR_C], [TAX_P], [FAM_C], [UNR_C]], [0, 1, 0, 0])
    state.apply("play war-cathedral")
    assert state.step == Step.AGENDA_CHANGE and state.actor == 1  # left of the Adviser
    assert "change taxes-privilege pay knight" in texts(state)
    state.apply("change taxes-privilege pay knight")
    assert state.agenda == TAX_P
    assert state.agenda_hands[1 * 8 + WAR_C] == 1 and state.privileges[4] == 0
    assert state.supply(0) == 2  # the privilege went back to the supply
    assert state.phase == Phase.SPRING  # nobody else has a privilege


def test_passed_player_may_change_again_only_after_a_change():
    state = winter_state([[WAR_C], [TAX_P], [FAM_C, UNR_C], [UNR_C]], [0, 1, 2, 0])
    state.apply("play war-cathedral")
    state.apply("pass")  # p2 passes on war
    assert state.actor == 2
    state.apply("change famine-cathedral pay knight")  # p3 changes: p2 may act again
    assert state.actor == 1
    state.apply("change taxes-privilege pay knight")
    assert state.actor == 2  # p3 has a privilege left and the card changed since
    state.apply("pass")
    # p4 has no privilege, p1 none, p2 has none left: the round ends
    assert state.phase == Phase.SPRING and state.agenda == TAX_P


def test_pass_without_change_ends_the_round():
    state = winter_state([[WAR_C], [TAX_P], [FAM_C], [UNR_C]], [0, 1, 1, 0])
    state.apply("play war-cathedral")
    state.apply("pass")
    state.apply("pass")
    assert state.phase == Phase.SPRING and state.agenda == WAR_C


def test_special_rule_take_without_agenda_card_left_neighbour_replaces():
    """French seed, "Cas particulier": a player with a privilege but no agenda card takes the
    tabled card; the player to the left must table a replacement."""
    state = winter_state([[WAR_C], [], [FAM_C], [UNR_C]], [0, 1, 0, 0])
    state.apply("play war-cathedral")
    assert state.actor == 1 and set(texts(state)) == {"pass", "take agenda pay knight"}
    state.apply("take agenda pay knight")
    assert state.agenda == -1 and state.agenda_hands[8 + WAR_C] == 1
    assert state.step == Step.AGENDA_PLAY and state.actor == 2
    state.apply("play famine-cathedral")
    assert state.agenda == FAM_C and state.phase == Phase.SPRING


def test_agenda_pickup_is_known_to_the_others():
    state = winter_state([[WAR_C], [TAX_P], [FAM_C], [UNR_C]], [0, 1, 0, 0])
    state.apply("play war-cathedral")
    state.apply("change taxes-privilege pay knight")
    assert state.view(0)["you"]["known"]["p2"]["agenda"] == {"war-cathedral": 1}


def test_taker_by_the_special_rule_may_change_the_replacement():
    """The card the left neighbour tables in place of the taken one is a change: the taker gets
    their turn again and may change it, paying a privilege (French "si, lorsque son tour revient,
    la carte problème a changé"; Italian "a meno che essa non venga scambiata da qualcun altro")."""
    state = winter_state([[WAR_C], [], [FAM_C, UNR_C], [UNR_C]], [0, 2, 0, 0])
    state.apply("play war-cathedral")
    state.apply("take agenda pay knight")
    assert state.step == Step.AGENDA_PLAY and state.actor == 2
    state.apply("play famine-cathedral")
    # p3, p4 and p1 hold no privilege; p2 tabled the replacement: the taker's turn again
    assert state.phase == Phase.WINTER and state.step == Step.AGENDA_CHANGE
    assert state.actor == 1
    assert set(texts(state)) == {"pass", "change war-cathedral pay knight"}
    state.apply("change war-cathedral pay knight")
    assert state.agenda == WAR_C and state.agenda_hands[8 + FAM_C] == 1
    assert state.privileges[4] == 0 and state.phase == Phase.SPRING


def test_taker_who_passes_on_the_replacement_is_not_asked_again():
    state = winter_state([[WAR_C], [], [FAM_C, UNR_C], [UNR_C]], [0, 2, 1, 0])
    state.apply("play war-cathedral")
    state.apply("take agenda pay knight")
    state.apply("play famine-cathedral")
    # p2 tabled it and is content; p3 has no privilege; p1 may change the new card
    assert state.actor == 1
    state.apply("pass")
    assert state.phase == Phase.SPRING and state.agenda == FAM_C
