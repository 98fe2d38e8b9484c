"""The pages in the reader's language: a French browser gets the lobby and a table in French, the
switch in the bar changes the language and the choice is remembered (by the rules pages too), no
button of the pages keeps an English word that has a translation, and the longer French and
German words fit at both sizes."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from regnum import translations
from tests.e2e.conftest import DESKTOP, PHONE, Server, create_table
from tests.e2e.pages import has_no_horizontal_overflow
from tools.catalogues import web_template

# Krone & Schwert, seed 3: the human seat acts first, so the table shows its actions.
SEATS = ["human", "heuristic", "heuristic"]


def _context(browser: Browser, contexts: list[BrowserContext], locale: str,
             phone: bool = False) -> BrowserContext:
    context = browser.new_context(viewport=PHONE if phone else DESKTOP, has_touch=phone,
                                  locale=locale)
    contexts.append(context)
    return context


def _lobby(context: BrowserContext, server: Server) -> Page:
    return _open(context, server.url, "ready")


def _table(context: BrowserContext, url: str) -> Page:
    return _open(context, url, "words")


def _open(context: BrowserContext, url: str, loaded: str) -> Page:
    """A page of `url` once its `data-<loaded>` says it is drawn with its words."""
    page = context.new_page()
    page.goto(url)
    page.wait_for_function(f"() => ['true', 'ready'].includes(document.body.dataset.{loaded})")
    return page


def _english_leftovers(page: Page, language: str) -> list[str]:
    """Texts of the page's buttons and links that are an English word the catalogue translates."""
    words = translations.page_words(language)
    english = {message.id for message in web_template() if message.id in words
               and words[message.id] != message.id}
    shown = page.locator("button:visible, a.button:visible, summary:visible, h2:visible")
    return [text for text in shown.all_inner_texts() if text.strip() in english]


def test_a_french_browser_reads_the_lobby_and_a_table_in_french(
    browser: Browser, contexts: list[BrowserContext], server: Server, screenshots: Path
) -> None:
    context = _context(browser, contexts, "fr-FR")
    lobby = _lobby(context, server)
    expect(lobby.locator("html")).to_have_attribute("lang", "fr")
    expect(lobby.locator("#create-title")).to_have_text("Nouvelle table")
    expect(lobby.locator("#create-button")).to_have_text("Créer la table")
    expect(lobby.locator("#rules-link")).to_contain_text("Comment jouer à")
    expect(lobby.locator("#language")).to_have_value("fr")
    assert _english_leftovers(lobby, "fr") == []

    _, (invite,) = create_table(server, "kus", SEATS, seed=3)
    table = _table(context, invite)
    expect(table.locator("#actions-title")).to_have_text("Vos actions")
    expect(table.locator("#seats-title")).to_have_text("Joueurs")
    expect(table.locator("#chat-form button")).to_have_text("Envoyer")
    expect(table.locator("#leave")).to_have_text("Quitter la partie")
    expect(table.locator("#turn")).to_have_text("À vous de jouer")
    expect(table.locator("#conn")).to_have_text("connecté")
    assert _english_leftovers(table, "fr") == []
    # the game's own words come in French too: the private panel's hand
    expect(table.locator("#private")).to_contain_text("Votre main")
    # and the log says a move by its label, not by its notation
    button = table.locator("#actions button[data-action]").first
    label, notation = button.inner_text(), button.get_attribute("data-notation")
    assert notation and label != notation
    button.click()
    mine = table.locator("#log li.move", has_text=label).first
    expect(mine).to_be_visible()
    moves = table.locator("#log li.move").all_inner_texts()
    assert moves and not any(notation in move for move in moves), moves
    table.locator("#log").screenshot(path=str(screenshots / "table-fr-log-desktop.png"))


def test_the_switch_changes_the_language_and_is_remembered(
    browser: Browser, contexts: list[BrowserContext], server: Server
) -> None:
    context = _context(browser, contexts, "fr-FR")
    lobby = _lobby(context, server)
    with lobby.expect_navigation():
        lobby.select_option("#language", "de")
    lobby.wait_for_function("() => document.body.dataset.ready === 'true'")
    expect(lobby.locator("#create-button")).to_have_text("Tisch anlegen")
    assert _english_leftovers(lobby, "de") == []
    again = _lobby(context, server)  # another page of the same browser: still German
    expect(again.locator("#create-title")).to_have_text("Neuer Tisch")
    rules = context.new_page()
    rules.goto(f"{server.url}/rules/fief")
    expect(rules.locator("h1")).to_have_text("So spielt man Fief")
    with rules.expect_navigation():
        rules.locator("#languages a", has_text="Italiano").click()
    expect(rules.locator("h1")).to_have_text("Come si gioca a Fief")
    with lobby.expect_navigation():
        lobby.select_option("#language", "en")
    expect(lobby.locator("#create-button")).to_have_text("Create table")


@pytest.mark.parametrize("locale", ["fr-FR", "de-DE"])
def test_the_translated_pages_fit_at_both_sizes(
    browser: Browser, contexts: list[BrowserContext], server: Server, screenshots: Path,
    locale: str,
) -> None:
    table_id, (invite,) = create_table(server, "kus", SEATS, seed=3)
    language = locale[:2]
    for phone in (False, True):
        size = "phone" if phone else "desktop"
        context = _context(browser, contexts, locale, phone)
        lobby = _lobby(context, server)
        assert has_no_horizontal_overflow(lobby), (locale, size, "lobby")
        lobby.screenshot(path=str(screenshots / f"lobby-{language}-{size}.png"), full_page=True)
        table = _table(context, invite if not phone else f"{server.url}/tables/{table_id}")
        assert has_no_horizontal_overflow(table), (locale, size, "table")
        table.screenshot(path=str(screenshots / f"table-{language}-{size}.png"))
        rules = context.new_page()
        rules.goto(f"{server.url}/rules/krone-und-schwert")
        assert has_no_horizontal_overflow(rules), (locale, size, "rules")
        rules.screenshot(path=str(screenshots / f"rules-{language}-{size}.png"))


def _texts_outside(page: Page) -> list[str]:
    """The board's texts that run past the drawing's left or right edge."""
    outside: list[str] = page.evaluate("""() => {
        const svg = document.querySelector('#board svg');
        const { x, width } = svg.viewBox.baseVal;
        return [...svg.querySelectorAll('text')].filter((t) => {
            const box = t.getBBox();
            return box.width && (box.x < x - 1 || box.x + box.width > x + width + 1);
        }).map((t) => t.textContent);
    }""")
    return outside


# The games whose board drawings are in the page's language, and a word each draws in French and
# in German at the start of a game.
BOARD_WORDS = {
    "kuf": {"fr": "Année 1", "de": "Jahr 1"},
    "kus": {"fr": "Légende", "de": "Legende"},
    "fief": {"fr": "La cour et l'Église", "de": "Hof und Kirche"},
}


@pytest.mark.parametrize("game", sorted(BOARD_WORDS))
@pytest.mark.parametrize("locale", ["fr-FR", "de-DE"])
def test_the_boards_are_drawn_in_the_page_language(
    browser: Browser, contexts: list[BrowserContext], server: Server, screenshots: Path,
    locale: str, game: str,
) -> None:
    _, (invite,) = create_table(server, game, ["human", "heuristic", "heuristic"], seed=3)
    language = locale[:2]
    for phone in (False, True):
        size = "phone" if phone else "desktop"
        context = _context(browser, contexts, locale, phone)
        table = _table(context, invite)
        expect(table.locator("#board svg")).to_contain_text(BOARD_WORDS[game][language])
        assert not _texts_outside(table), (locale, size)
        assert has_no_horizontal_overflow(table), (locale, size, "table")
        table.locator("#board").screenshot(
            path=str(screenshots / f"board-{game}-{language}-{size}.png"))
