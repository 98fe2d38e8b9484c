"""The compiled core plays every game exactly as the pure-Python core does.

For each game and player count, one seeded game with bots (tests/identity.py) is played compiled in
this process and pure in a subprocess (`REGNUM_PURE_PYTHON=1`); every decision's state, views,
legal actions, descriptions and refusals, the samples, and the end and record must give the same
JSON text. Skipped where the compiled core is not in use (no C compiler, or the pure build's run).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import regnum
from tests import identity
from tests.interop.cases import CASE_IDS, CASES

ROOT = Path(__file__).resolve().parent.parent
PURE = {**os.environ, "REGNUM_PURE_PYTHON": "1"}

pytestmark = pytest.mark.skipif(
    not regnum.core.compiled(), reason=f"needs the compiled core; here: {regnum.core.describe()}"
)


def pure(*args: str) -> str:
    return subprocess.run(
        [sys.executable, "-m", "tests.identity", *args], env=PURE, cwd=ROOT, check=True,
        capture_output=True, text=True, timeout=900,
    ).stdout


def differences(a: Any, b: Any, path: str = "") -> list[str]:
    """Where two JSON values differ, as paths with both values (the first few)."""
    if isinstance(a, dict) and isinstance(b, dict):
        keys = sorted(set(a) | set(b))
        return [d for k in keys for d in differences(a.get(k), b.get(k), f"{path}.{k}")][:10]
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        return [d for i, (x, y) in enumerate(zip(a, b, strict=True))
                for d in differences(x, y, f"{path}[{i}]")][:10]
    if json.dumps(a) != json.dumps(b):
        return [f"{path}: compiled {json.dumps(a)[:200]}, pure {json.dumps(b)[:200]}"]
    return []


@pytest.mark.parametrize(("game_id", "players"), CASES, ids=CASE_IDS)
def test_compiled_core_plays_as_the_pure_one(game_id: str, players: int) -> None:
    case = f"{game_id}:{players}"
    answer = json.loads(pure(case))
    assert answer["core"].startswith("pure-Python core"), answer["core"]
    theirs = answer["digests"][case]
    mine = identity.digests(game_id, players)
    assert len(mine) > 20  # a whole game was played
    if mine == theirs:
        return
    step = next((i for i, (a, b) in enumerate(zip(mine, theirs, strict=False)) if a != b),
                min(len(mine), len(theirs)) - 1)
    compiled_text = identity.step_text(game_id, players, step)
    pure_text = pure(case, "--step", str(step))
    found = differences(json.loads(compiled_text), json.loads(pure_text))
    pytest.fail(f"{case}: compiled and pure differ first at step {step} of {len(mine)} "
                f"(pure: {len(theirs)}):\n" + "\n".join(found or [compiled_text[:500]]))
