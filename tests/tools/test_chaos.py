"""The chaos script, short: bot tables play while the server is killed with SIGKILL and restarted;
no move shown before a kill is lost or changed, every table resumes, the stored moves are whole."""

from __future__ import annotations

import json
from pathlib import Path

from tools.chaos import main


def test_killed_and_restarted_servers_lose_no_committed_move(tmp_path: Path) -> None:
    figures = tmp_path / "chaos.json"
    args = ["--tables", "3", "--kills", "2", "--between", "0.5", "1.5", "--refill",
            "--render-workers", "0", "--seed", "4", "--json", str(figures)]  # fmt: skip
    assert main(args) == 0
    report = json.loads(figures.read_text())
    assert report["lost"] == []
    assert len(report["restarts_seconds"]) == 2
    assert report["moves_committed"] >= report["moves_seen_before_kills"] / 2 > 0
