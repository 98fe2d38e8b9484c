"""Phase 5 (movements and combats) as seen by the turn: the one place that names the module
running it (`military.py`), so that the turn, the rules dispatch, the views and the codec depend
only on these names.
"""

from __future__ import annotations

from regnum.games.fief.military import (
    MILITARY_ACTIONS,
    apply,
    begin,
    check,
    describe,
    legal,
    reason,
    view,
)

__all__ = ["MILITARY_ACTIONS", "apply", "begin", "check", "describe", "legal", "reason", "view"]
