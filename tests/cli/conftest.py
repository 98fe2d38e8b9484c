from __future__ import annotations

import pytest
from typer.testing import CliRunner

from regnum.games import register

register("toy", "tests.toy_game")


@pytest.fixture
def runner() -> CliRunner:
    return CliRunner()
