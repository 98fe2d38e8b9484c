"""The server's garbage-collector policy: survivors of a collection of the older generations are
frozen, cyclic garbage that reaches them is found at the next thaw, and the server leaves the
collector as it found it when it stops."""

from __future__ import annotations

import gc
import weakref
from collections.abc import Iterator

import pytest

from regnum.server import collector
from tests.server.conftest import ClientFactory


class Node:
    def __init__(self) -> None:
        self.other: object = None


@pytest.fixture
def started() -> Iterator[None]:
    collector.start()
    yield
    collector.stop()


def test_a_full_collection_freezes_its_survivors(started: None) -> None:
    survivor = Node()
    gc.collect()
    assert gc.get_freeze_count() > 0
    assert not any(obj is survivor for obj in gc.get_objects())  # no longer scanned


def test_a_collection_of_the_middle_generation_freezes_its_survivors(started: None) -> None:
    gc.unfreeze()
    survivor = Node()
    gc.collect(0)
    assert gc.get_freeze_count() == 0  # the youngest generation's collections freeze nothing
    assert any(obj is survivor for obj in gc.get_objects())
    gc.collect(1)
    assert gc.get_freeze_count() > 0
    assert not any(obj is survivor for obj in gc.get_objects())


def test_garbage_reaching_a_frozen_object_waits_for_the_thaw(started: None) -> None:
    old = Node()
    gc.collect()  # `old` is frozen now
    young = Node()
    old.other, young.other = young, old  # a cycle through a frozen object
    gone = weakref.ref(young)
    del old, young
    gc.collect()
    assert gone() is not None  # the frozen half keeps the cycle out of the scan
    collector.thaw()
    assert gone() is None
    assert gc.get_freeze_count() > 0  # and the thaw's survivors are frozen again


def test_plain_garbage_is_freed_even_when_frozen(started: None) -> None:
    frozen = Node()
    gc.collect()
    gone = weakref.ref(frozen)
    del frozen  # no cycle: reference counting frees it, frozen or not
    assert gone() is None


def test_the_server_starts_and_stops_the_policy(make_client: ClientFactory, sqlite_url: str) -> None:
    with make_client(sqlite_url) as client:
        assert client.get("/api/games").status_code == 200
        gc.collect()
        assert gc.get_freeze_count() > 0
    assert gc.get_freeze_count() == 0
    gc.collect()
    assert gc.get_freeze_count() == 0  # nothing left that freezes after the server stopped


def test_a_server_without_the_policy_leaves_the_collector_alone(
    make_client: ClientFactory, sqlite_url: str,
) -> None:
    with make_client(sqlite_url, thaw_seconds=None) as client:
        assert client.get("/api/games").status_code == 200
        gc.collect()
        assert gc.get_freeze_count() == 0
