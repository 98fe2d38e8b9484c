"""The chaos script, short: bot tables play while the server is killed with SIGKILL and restarted;
no move shown before a kill is lost or changed, every table resumes, the stored moves are whole."""

from __future__ import annotations

from pathlib import Path

from tools.chaos import main, parse_args, run


def test_killed_and_restarted_servers_lose_no_committed_move(tmp_path: Path) -> None:
    args = parse_args(["--tables", "3", "--kills", "2", "--between", "0.5", "1.5",
                       "--render-workers", "0", "--seed", "4"])  # fmt: skip
    report = run(args, f"sqlite:///{tmp_path / 'chaos.db'}")
    assert report.lost == []
    assert len(report.restarts_seconds) == 2
    assert report.moves_committed >= report.moves_seen_before_kills / 2 > 0


def test_the_command_exits_0_when_nothing_is_lost(tmp_path: Path) -> None:
    assert main(["--tables", "1", "--kills", "1", "--between", "0.2", "0.4",
                 "--render-workers", "0", "--json", str(tmp_path / "chaos.json")]) == 0  # fmt: skip
    assert '"lost": []' in (tmp_path / "chaos.json").read_text()
