"""The server answers in the reader's language: a game's texts and the pages' words by `lang` or
Accept-Language, the rules pages by `lang`, the remembered choice or Accept-Language."""

from __future__ import annotations

from fastapi.testclient import TestClient

from regnum import games, translations


def test_the_language_is_the_one_asked_for_else_the_browsers_else_english() -> None:
    assert translations.choose("de", "fr-FR,fr;q=0.9") == "de"
    assert translations.choose(None, "fr-CH, fr;q=0.9, en;q=0.8") == "fr"
    assert translations.choose(None, "es-ES,es;q=0.9,it;q=0.8,de;q=0.7") == "it"
    assert translations.choose(None, "en-GB;q=0.5,de;q=0.9") == "de"
    assert translations.choose("xx", "pt-BR") == "en"
    assert translations.choose(None, None) == "en"
    assert translations.choose(None, "de;q=nonsense,,;q=1") == "en"


def test_a_games_texts_come_in_the_language_asked_for(client: TestClient) -> None:
    english = client.get("/api/games/krone-und-schwert/texts").json()
    assert english["result.score"] == "Victory points"
    french = client.get("/api/games/krone-und-schwert/texts?lang=fr").json()
    german = client.get("/api/games/krone-und-schwert/texts",
                        headers={"Accept-Language": "de-DE,de;q=0.9"}).json()
    assert french["result.score"] == "Points de victoire"
    assert german["result.score"] == "Siegpunkte"
    assert french.keys() == english.keys() == german.keys()
    assert client.get("/api/games/chess/texts?lang=fr").status_code == 404


def test_the_pages_words_come_in_the_language_asked_for(client: TestClient) -> None:
    words = client.get("/api/words?lang=it").json()
    assert words["language"] == "it"
    assert words["words"]["Create table"] == "Crea il tavolo"
    assert words["languages"] == {"en": "English", "fr": "Français", "de": "Deutsch",
                                  "it": "Italiano"}
    assert client.get("/api/words", headers={"Accept-Language": "en-US"}).json()["words"] == {}
    assert client.get("/api/words?lang=" + "x" * 40).status_code == 422


def test_the_rules_pages_are_read_in_the_chosen_language(client: TestClient) -> None:
    for game_id in games.shipped_ids():
        name = games.get(game_id).name.replace("&", "&amp;")
        page = client.get(f"/rules/{game_id}", headers={"Accept-Language": "fr"})
        assert f"<h1>Comment jouer à {name}</h1>" in page.text and '<html lang="fr">' in page.text
    chosen = client.get("/rules/kus?lang=de")
    assert "<h1>So spielt man Krone &amp; Schwert</h1>" in chosen.text
    assert chosen.cookies.get("regnum_lang") == "de"  # remembered: the next page is German too
    assert "So spielt man" in client.get("/rules/fief").text
    client.cookies.set("regnum_lang", "it")
    assert "Regole dei giochi" in client.get("/rules").text
