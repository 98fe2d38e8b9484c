"""`Event`: a plain class that compares, hashes and prints as the frozen dataclass it replaced."""

from __future__ import annotations

import pytest

from regnum.engine.events import Event, seen_by


def test_events_are_equal_when_every_field_is() -> None:
    hidden = Event("kuf.income.hidden", {"seat": "p1", "count": 2})
    event = Event("kuf.income", {"seat": "p1", "cards": ["card.wood"]}, (0,), hidden)
    assert event == Event("kuf.income", {"seat": "p1", "cards": ["card.wood"]}, (0,),
                          Event("kuf.income.hidden", {"count": 2, "seat": "p1"}))
    assert Event("a", {}) == Event(id="a", params={}, seats=None, others=None)
    for other in (Event("b", {}), Event("a", {"x": 1}), Event("a", {}, (0,)),
                  Event("a", {}, None, Event("a", {}))):
        assert Event("a", {}) != other
    assert Event("a", {}) != ("a", {}, None, None)


def test_an_event_prints_its_fields_by_name() -> None:
    event = Event("lord.fled", {"lord": "Hugo"}, (1, 2), Event("x", {}))
    assert repr(event) == (
        "Event(id='lord.fled', params={'lord': 'Hugo'}, seats=(1, 2), "
        "others=Event(id='x', params={}, seats=None, others=None))"
    )


def test_an_event_hashes_by_its_fields() -> None:
    with pytest.raises(TypeError):  # parameters in a dict, as the rules write them
        hash(Event("a", {}))
    assert hash(Event("a", ())) == hash(Event("a", ()))  # type: ignore[arg-type]


def test_a_secret_event_shows_the_others_what_they_may_see() -> None:
    event = Event("deal", {"card": "card.wood"}, (0,), Event("deal.hidden", {"count": 1}))
    assert seen_by([event], 0) == [{"id": "deal", "params": {"card": "card.wood"}}]
    assert seen_by([event], 1) == seen_by([event], None) == [
        {"id": "deal.hidden", "params": {"count": 1}}]
    assert seen_by([Event("x", {}, (0,))], 1) == []
