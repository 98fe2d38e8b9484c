from __future__ import annotations

import pytest
from typer.testing import CliRunner

from regnum.games import register
from regnum.translations import ENVIRONMENT

register("toy", "tests.toy_game")


@pytest.fixture(autouse=True)
def _english_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    """The terminal's language follows LANG and the like: tests start from none, so that they
    read English wherever they run, and set one where they need it."""
    for name in ENVIRONMENT:
        monkeypatch.delenv(name, raising=False)


@pytest.fixture
def runner() -> CliRunner:
    return CliRunner()
