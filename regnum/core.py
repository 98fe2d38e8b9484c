"""Which core runs: the rules compiled to C by mypyc, or the same modules as plain Python.

`setup.py` compiles `compiled_sources()` when a C compiler is there (docs/architecture.md,
*Compiled core*); the `.py` files are installed beside the extension modules either way. Python
imports an extension module before a `.py` of the same name, so the pure core is chosen here, when
`regnum` is imported, by an import hook that loads the `.py` files instead: when
`REGNUM_PURE_PYTHON=1`, or when a source checkout (an editable install) holds a `.py` newer than
its extension module, since that one would run code which is no longer the source. It is all or
nothing: compiled modules call each other directly, so a mix would still run the stale code.

This module imports nothing of regnum and does nothing until `select()`, so `setup.py` can load it
for the list of modules before regnum is installed.
"""

from __future__ import annotations

import importlib.machinery
import importlib.util
import os
import sys
import warnings
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType

PACKAGE = Path(__file__).resolve().parent
# Folders of the package whose modules are compiled, with the modules left as Python: package
# `__init__`s (registries and re-exports), the engine's errors (exception classes) and records
# (file handling), and each game's `Game` facts, action labels and board drawings, which no hot
# path reaches.
# A new rules module is compiled without being named here. The heuristic bots and the evaluations
# are the search bot's rollouts and cut-offs.
COMPILED_FOLDERS = ("engine", "games/*", "bots/heuristic", "bots/evaluation")
COMPILED_FILES = ("bots/ismcts.py",)
KEPT_PYTHON = (
    "*/__init__.py", "engine/errors.py", "engine/record.py",
    "games/*/game.py", "games/*/labels.py", "games/*/render.py", "games/*/svg*.py",
)
PURE_VARIABLE = "REGNUM_PURE_PYTHON"
# mypyc's name for the build: the code of every compiled module is in one library inside the
# package, `regnum/_core__mypyc.*.so`, which the extension module beside each source loads
GROUP = "regnum._core"
LIBRARY = f"{GROUP}__mypyc"
STALE = "compiled build out of date"


def compiled_sources(package: Path = PACKAGE) -> list[Path]:
    """The modules a compiled build compiles, in a stable order."""
    found = {package / name for name in COMPILED_FILES}
    for pattern in COMPILED_FOLDERS:
        for folder in package.glob(pattern):
            found.update(
                path for path in folder.glob("*.py")
                if not any(path.relative_to(package).match(kept) for kept in KEPT_PYTHON)
            )
    return sorted(found)


def module_name(path: Path, package: Path = PACKAGE) -> str:
    return ".".join((package.name, *path.relative_to(package).with_suffix("").parts))


def extension_of(source: Path) -> Path | None:
    """The compiled module built from `source`, if there is one beside it."""
    for suffix in importlib.machinery.EXTENSION_SUFFIXES:
        candidate = source.with_name(source.stem + suffix)
        if candidate.exists():
            return candidate
    return None


def _choose() -> tuple[bool, str]:
    """(run compiled, why) for this process; an out-of-date build's reason starts with STALE."""
    if os.environ.get(PURE_VARIABLE, "") not in ("", "0"):  # asked for: say so, built or not
        return False, f"{PURE_VARIABLE} is set"
    built = [(source, extension_of(source)) for source in compiled_sources()]
    if not any(extension for _, extension in built):
        return False, "no compiled build"
    missing = [source for source, extension in built if extension is None]
    if missing:
        return False, f"{STALE}: it lacks {module_name(missing[0])}; reinstall to rebuild"
    if (PACKAGE.parent / "pyproject.toml").exists():  # a source checkout: sources may be edited
        # a rebuild leaves the extension modules beside the sources untouched: date the library
        library = importlib.util.find_spec(LIBRARY)
        if library is None or library.origin is None:
            return False, f"{STALE}: it lacks {LIBRARY}; reinstall to rebuild"
        built_at = Path(library.origin).stat().st_mtime
        for source, _ in built:
            if source.stat().st_mtime > built_at:
                return False, (f"{STALE}: {source.relative_to(PACKAGE.parent)} changed since; "
                               "reinstall (pip install -e .) to rebuild")
    return True, "mypyc"


class _PureFinder:
    """Finds every compiled module of regnum as its `.py` source instead."""

    def __init__(self, names: set[str]) -> None:
        self.names = names

    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> importlib.machinery.ModuleSpec | None:
        if fullname not in self.names or not path:
            return None
        source = Path(path[0]) / (fullname.rpartition(".")[2] + ".py")
        return importlib.util.spec_from_file_location(fullname, source)


_chosen: tuple[bool, str] | None = None


def select() -> None:
    """Pick the core for this process (once, when `regnum` is imported): install the import hook
    for the pure one, and warn when a compiled build is there but out of date."""
    global _chosen
    if _chosen is not None:
        return
    _chosen = _choose()
    compiled, reason = _chosen
    if not compiled and reason != "no compiled build":
        if PURE_VARIABLE not in reason:
            warnings.warn(f"regnum runs its pure-Python core: {reason}", RuntimeWarning,
                          stacklevel=2)
        sys.meta_path.insert(0, _PureFinder({module_name(path) for path in compiled_sources()}))


def compiled() -> bool:
    """Whether the rules run compiled in this process."""
    select()
    assert _chosen is not None
    return _chosen[0]


def out_of_date() -> bool:
    """Whether a compiled build is there but not used because the sources changed since (the
    set-up scripts then install again)."""
    select()
    assert _chosen is not None
    return _chosen[1].startswith(STALE)


def describe() -> str:
    """One line for `regnum --version` and the benchmarks: which core runs, and why."""
    select()
    assert _chosen is not None
    return "compiled core (mypyc)" if _chosen[0] else f"pure-Python core ({_chosen[1]})"
