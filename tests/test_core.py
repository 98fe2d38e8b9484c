"""Which core runs (regnum/core.py): the list of compiled modules and the pure-Python switch."""

from __future__ import annotations

import importlib
import importlib.machinery
import os
import subprocess
import sys
from pathlib import Path

import pytest

import regnum
from regnum import core

ROOT = Path(__file__).resolve().parent.parent


def test_a_new_rules_module_is_compiled_without_being_listed(tmp_path: Path) -> None:
    files = [
        "__init__.py", "cli.py", "engine/__init__.py", "engine/game.py", "engine/errors.py",
        "engine/record.py", "games/__init__.py", "games/fief/__init__.py", "games/fief/game.py",
        "games/fief/render.py", "games/fief/turn.py", "games/fief/marriages.py",
        "games/kus/svg_pieces.py", "games/kus/legal.py", "bots/ismcts.py", "bots/levels.py",
        "bots/heuristic/__init__.py", "bots/heuristic/fief.py",
    ]
    for name in files:
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("")
    found = {str(path.relative_to(tmp_path)) for path in core.compiled_sources(tmp_path)}
    assert found == {
        "engine/game.py", "games/fief/turn.py", "games/fief/marriages.py", "games/kus/legal.py",
        "bots/ismcts.py", "bots/heuristic/fief.py",
    }


def loaded_from(modules: list[str], env: dict[str, str]) -> list[str]:
    code = "import importlib, sys\nfor m in sys.argv[1:]: print(importlib.import_module(m).__file__)"
    return subprocess.run(
        [sys.executable, "-c", code, *modules], env=env, cwd=ROOT, check=True,
        capture_output=True, text=True,
    ).stdout.split()


def test_the_pure_core_loads_every_compiled_module_from_its_source() -> None:
    modules = [core.module_name(path) for path in core.compiled_sources()]
    files = loaded_from(modules, {**os.environ, "REGNUM_PURE_PYTHON": "1"})
    assert len(files) == len(modules)
    assert all(name.endswith(".py") for name in files), files


@pytest.mark.skipif(not core.compiled(), reason=f"needs the compiled core; here: {core.describe()}")
def test_the_compiled_core_loads_extension_modules() -> None:
    suffixes = tuple(importlib.machinery.EXTENSION_SUFFIXES)
    for path in core.compiled_sources():
        module = importlib.import_module(core.module_name(path))
        assert str(module.__file__).endswith(suffixes), module.__file__
    assert regnum.core.describe() == "compiled core (mypyc)"
