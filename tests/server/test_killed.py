"""Claims, chat and seats handed to the bot are stored before anyone is told of them: a server
killed with SIGKILL right after comes back with all of them (SQLite and PostgreSQL)."""

from __future__ import annotations

import httpx

from benchmarks.latency import free_port, start_server


def test_claims_chat_and_leaving_survive_a_kill(database_url: str) -> None:
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    server = start_server(port, database_url, ["--render-workers", "0", "--bot-delay", "0.5"])
    try:
        body = {
            "game": "kuf",
            "num_players": 4,
            "clock": {"mode": "move", "seconds": 600, "bot": "random"},
            "seats": [{"kind": "human", "name": f"H{i}"} for i in range(3)]
            + [{"kind": "bot", "bot": "random"}],
        }
        created = httpx.post(f"{base}/api/tables", json=body, timeout=30).json()
        table_id = created["id"]
        invites = [s["token"] for s in created["seats"][:3]]
        keys = []
        for invite in invites:
            claimed = httpx.post(
                f"{base}/api/tables/{table_id}/join",
                headers={"Authorization": f"Bearer {invite}"},
                timeout=30,
            )
            keys.append(claimed.json()["key"])
        said = httpx.post(
            f"{base}/api/tables/{table_id}/chat",
            json={"text": "still there after a kill?"},
            headers={"Authorization": f"Bearer {keys[0]}"},
            timeout=30,
        ).json()
        left = httpx.post(
            f"{base}/api/tables/{table_id}/leave",
            headers={"Authorization": f"Bearer {keys[2]}"},
            timeout=30,
        )
        assert left.status_code == 200, left.text
        server.kill()  # SIGKILL: no shutdown of any kind
        server.wait(timeout=30)
        server = start_server(port, database_url, ["--render-workers", "0", "--bot-delay", "0.5"])
        summary = httpx.get(f"{base}/api/tables/{table_id}", timeout=30).json()
        assert summary["status"] == "running"
        assert [s["away"] for s in summary["seats"]] == [None, None, "left", None]
        assert httpx.get(f"{base}/api/tables/{table_id}/chat", timeout=30).json() == [said]
        for seat, (invite, key) in enumerate(zip(invites, keys, strict=True)):
            opened = httpx.get(
                f"{base}/api/tables/{table_id}/state",
                headers={"Authorization": f"Bearer {key}"},
                timeout=30,
            )
            assert opened.status_code == 200 and opened.json()["seat"] == seat
            used = httpx.post(
                f"{base}/api/tables/{table_id}/join",
                headers={"Authorization": f"Bearer {invite}"},
                timeout=30,
            )
            assert used.status_code == 403
    finally:
        server.kill()
        server.wait(timeout=30)
