"""The rules pages: each game's summary for newcomers (`web/rules/<language>/<game>.html`, written
for players from the game's rule texts) inside the page template, and an index of the games, in
the reader's language (English where a summary is not translated)."""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from pathlib import Path

from regnum import games as game_registry
from regnum import translations
from regnum.engine.errors import UnknownGameError
from regnum.server.errors import NotFound


def summary_path(web: Path, game_id: str, language: str) -> Path:
    return web / "rules" / language / f"{game_id}.html"


def _summary(web: Path, game_id: str, language: str) -> Path:
    """The summary in `language`, or the English one when it has none."""
    path = summary_path(web, game_id, language)
    return path if path.is_file() else summary_path(web, game_id, translations.SOURCE)


def _translator(language: str) -> Callable[[str], str]:
    words = translations.page_words(language)
    return lambda english: words.get(english, english)


def _games_with_rules(web: Path) -> list[tuple[str, str]]:
    """(id, name) of every game whose summary is installed, in the registry's order."""
    found = []
    for game_id in game_registry.ids():
        if summary_path(web, game_id, translations.SOURCE).is_file():
            found.append((game_id, game_registry.get(game_id).name))
    return found


def _page(web: Path, title: str, body: str, current: str | None, language: str) -> str:
    _ = _translator(language)
    links = " · ".join(
        f'<strong aria-current="page">{escape(name)}</strong>' if game_id == current
        else f'<a href="/rules/{escape(game_id)}">{escape(name)}</a>'
        for game_id, name in _games_with_rules(web)
    )
    languages = " · ".join(
        f'<strong aria-current="true">{escape(translations.native_name(code))}</strong>'
        if code == language
        else f'<a href="?lang={code}" hreflang="{code}" lang="{code}">'
        f"{escape(translations.native_name(code))}</a>"
        for code in translations.LANGUAGES
    )
    template = (web / "rules.html").read_text(encoding="utf-8")
    fills = {
        "{lang}": language,
        "{title}": escape(title),
        "{lobby}": escape(_("lobby")),
        "{rules_of}": escape(_("Rules of")),
        "{rules_label}": escape(_("Rules of the games")),
        "{language_label}": escape(_("Language")),
        "{languages}": languages,
        "{games}": links,
    }
    for placeholder, text in fills.items():
        template = template.replace(placeholder, text)
    return template.replace("{body}", body)  # last: a summary's text is not a template


def rules_page(web: Path, name: str, language: str = translations.SOURCE) -> str:
    """The rules of the game `name` (an id or alias) as a whole page in `language`; NotFound for
    an unknown game or one without a summary."""
    try:
        game = game_registry.get(name)
    except UnknownGameError as err:
        raise NotFound(str(err)) from None
    path = _summary(web, game.id, language)
    if not path.is_file():
        raise NotFound(f"there are no rules in the page for {game.name} yet")
    title = _translator(language)("How to play {game}").replace("{game}", game.name)
    return _page(web, title, path.read_text(encoding="utf-8"), game.id, language)


def rules_index(web: Path, language: str = translations.SOURCE) -> str:
    """The list of the games whose rules can be read."""
    items = "".join(
        f'<li><a href="/rules/{escape(game_id)}">{escape(name)}</a></li>'
        for game_id, name in _games_with_rules(web)
    )
    title = _translator(language)("Rules of the games")
    return _page(web, title, f"<ul>{items}</ul>", None, language)
