"""The rules pages: each game's summary for newcomers (`web/rules/<language>/<game>.html`, written
for players from the game's rule texts) inside the page template, and an index of the games.
English for now; a translation is another folder beside `en`."""

from __future__ import annotations

from html import escape
from pathlib import Path

from regnum import games as game_registry
from regnum.engine.errors import UnknownGameError
from regnum.server.errors import NotFound

LANGUAGE = "en"


def _summary(web: Path, game_id: str) -> Path:
    return web / "rules" / LANGUAGE / f"{game_id}.html"


def _games_with_rules(web: Path) -> list[tuple[str, str]]:
    """(id, name) of every game whose summary is installed, in the registry's order."""
    found = []
    for game_id in game_registry.ids():
        if _summary(web, game_id).is_file():
            found.append((game_id, game_registry.get(game_id).name))
    return found


def _page(web: Path, title: str, body: str, current: str | None) -> str:
    links = " · ".join(
        f'<strong aria-current="page">{escape(name)}</strong>' if game_id == current
        else f'<a href="/rules/{escape(game_id)}">{escape(name)}</a>'
        for game_id, name in _games_with_rules(web)
    )
    template = (web / "rules.html").read_text(encoding="utf-8")
    return (template.replace("{title}", escape(title)).replace("{games}", links)
            .replace("{body}", body))


def rules_page(web: Path, name: str) -> str:
    """The rules of the game `name` (an id or alias) as a whole page; NotFound for an unknown
    game or one without a summary."""
    try:
        game = game_registry.get(name)
    except UnknownGameError as err:
        raise NotFound(str(err)) from None
    path = _summary(web, game.id)
    if not path.is_file():
        raise NotFound(f"there are no rules in the page for {game.name} yet")
    return _page(web, f"How to play {game.name}", path.read_text(encoding="utf-8"), game.id)


def rules_index(web: Path) -> str:
    """The list of the games whose rules can be read."""
    items = "".join(
        f'<li><a href="/rules/{escape(game_id)}">{escape(name)}</a></li>'
        for game_id, name in _games_with_rules(web)
    )
    return _page(web, "Rules of the games", f"<ul>{items}</ul>", None)
