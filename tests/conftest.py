"""Test-wide settings. Under CI (CI=true) Hypothesis draws the same examples on every run, so a
submission's result depends on its code alone; locally every run explores new examples."""

import os

from hypothesis import settings

settings.register_profile("ci", derandomize=True, print_blob=True)
if os.environ.get("CI", "").lower() in ("1", "true", "yes"):
    settings.load_profile("ci")
