"""The rules pages: each game's summary inside the page template, by id or alias, an index of the
games, and a clear 404 for a game that does not exist."""

from __future__ import annotations

import re

from fastapi.testclient import TestClient

from regnum import games


def test_every_shipped_game_has_its_rules_page(client: TestClient) -> None:
    for game_id in games.shipped_ids():
        page = client.get(f"/rules/{game_id}")
        assert page.status_code == 200 and page.headers["content-type"].startswith("text/html")
        name = games.get(game_id).name.replace("&", "&amp;")
        assert f"<h1>How to play {name}</h1>" in page.text
        assert len(re.findall(r"<h2 id=", page.text)) >= 4  # the idea, the material, play, the end
        assert "{body}" not in page.text and "{title}" not in page.text
    assert client.get("/rules/kus").text == client.get("/rules/krone-und-schwert").text
    index = client.get("/rules").text
    for game_id in games.shipped_ids():
        assert f'href="/rules/{game_id}"' in index


def test_an_unknown_game_has_no_rules(client: TestClient) -> None:
    missing = client.get("/rules/chess")
    assert missing.status_code == 404 and "unknown game" in missing.json()["detail"]
