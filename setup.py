"""Compiles the rules core with mypyc when a C compiler is there; installs pure Python otherwise.

Everything else (metadata, dependencies, package data) is in pyproject.toml. `regnum/core.py`
lists the compiled modules; the package uses the same list to pick its core when imported.
`REGNUM_PURE_PYTHON=1` at install time skips the compilation.
"""

from __future__ import annotations

import importlib.util
import os
import shlex
import shutil
import sys
import sysconfig
import time
from pathlib import Path
from typing import Any

from setuptools import setup
from setuptools.command.build_ext import build_ext

HERE = Path(__file__).resolve().parent
# mypyc reads the sources when `extensions()` runs, long before the C is compiled: a source edited
# in between is not in the build, yet older than the library, which regnum/core.py dates to tell
# a current build from a stale one. So the built files are dated back to this moment.
STARTED = time.time()


class DatedBuild(build_ext):
    """build_ext, then the built files dated to when the sources were read."""

    def run(self) -> None:
        super().run()
        # an in-place (editable) build copies its files from the build folder into the package
        built = {*self.get_outputs(), *self.get_output_mapping().values()}
        for output in built:
            if os.path.exists(output):
                os.utime(output, (STARTED, STARTED))


def load_core() -> Any:
    spec = importlib.util.spec_from_file_location("regnum_core", HERE / "regnum" / "core.py")
    assert spec is not None and spec.loader is not None
    core = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(core)
    return core


def extensions() -> list[Any]:
    if os.environ.get("REGNUM_PURE_PYTHON", "") not in ("", "0"):
        print("regnum: REGNUM_PURE_PYTHON is set: installing the pure-Python core", file=sys.stderr)
        return []
    compiler = shlex.split(os.environ.get("CC") or sysconfig.get_config_var("CC") or "cc")
    if not compiler or shutil.which(compiler[0]) is None:
        print("regnum: no C compiler: installing the pure-Python core", file=sys.stderr)
        return []
    from mypyc.build import mypycify

    core = load_core()
    sources = [str(path.relative_to(HERE)) for path in core.compiled_sources(HERE / "regnum")]
    print(f"regnum: compiling {len(sources)} modules with mypyc (takes a few minutes, once)",
          file=sys.stderr)
    return mypycify(sources, opt_level="3", group_name=core.GROUP)


setup(ext_modules=extensions(), cmdclass={"build_ext": DatedBuild})
