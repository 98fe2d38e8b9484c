"""The per-game figures of `regnum analyze` on real games: end reasons and the last section."""

from __future__ import annotations

import pytest

from regnum.games.krieg_und_frieden.data import SECTION_POINTS_DAGGER, SECTION_POINTS_STANDARD
from regnum.sim.experiment import Arm, Experiment
from regnum.sim.outcomes import play_row


@pytest.mark.parametrize(
    ("scoring", "last_points"),
    [("standard", SECTION_POINTS_STANDARD[-1]), ("dagger", SECTION_POINTS_DAGGER[-1])],
)
def test_the_last_section_of_krieg_und_frieden(scoring: str, last_points: int) -> None:
    from regnum.games import get

    options = {**get("kuf").normalize_options(None), "scoring": scoring}
    experiment = Experiment("kuf", 3, 8, (Arm(4, ("heuristic",) * 4, options),))
    decided = 0
    for index in range(8):
        row = play_row(experiment, 0, index)
        assert row["error"] is None
        stats = row["stats"]
        if row["end_reason"] != "cathedral complete":
            assert "last_builder" not in stats
            continue
        builder = int(stats["last_builder"])
        # the section's points plus one per worker hut of its builder, and nobody else scores
        assert stats["last_section_points"] >= last_points
        assert stats["last_gain"] == stats["last_section_points"]
        assert stats["last_builder_won"] == float(builder in row["winners"])
        # points only for the builder can change the winners only by making the builder win
        if stats["decided_by_last"]:
            assert builder in row["winners"]
            decided += 1
    assert 0 <= decided <= 8


def test_end_reasons_are_named() -> None:
    from regnum.sim.experiment import builtin

    for game in ("kuf", "kus", "fief"):
        experiment = builtin(game, seed=1, games=1, players=[2 if game != "kuf" else 3],
                             bot="random" if game != "fief" else "heuristic")
        row = play_row(experiment, 0, 0)
        assert row["error"] is None
        assert row["end_reason"] not in ("", "game over")
        # Fief is not won on score: no game of it says whether its final decision decided it
        assert ("decided_by_last" in row["stats"]) == (game != "fief")
