"""Bring the translation catalogues up to date with the English: `python -m tools.catalogues`.

It gathers every English text players read — each game's `Game.texts` (msgctxt = the text id),
the words of the pages (`regnum/web/*.html`, `_("...")` in `regnum/web/static/js/**/*.js` and
in the rules pages' `regnum/server/rulebook.py`) and the terminal's (`say("...")` in
`regnum/terminal.py` and `regnum/cli.py`) — and merges it into
`regnum/locale/<language>/LC_MESSAGES/<domain>.po` with Babel: a new text arrives untranslated,
a changed one keeps its old translation marked fuzzy (which counts as untranslated), a removed
one goes. Translators then fill in the `msgstr`s; `--check` only says what is missing
(docs/translations.md)."""

from __future__ import annotations

import argparse
import io
import re
import sys
from collections.abc import Iterator
from html.parser import HTMLParser
from pathlib import Path

from babel import Locale
from babel.messages.catalog import Catalog
from babel.messages.extract import extract
from babel.messages.pofile import denormalize, read_po, write_po

from regnum import games as game_registry
from regnum import translations

ROOT = Path(__file__).resolve().parent.parent
WEB = ROOT / "regnum" / "web"
SCRIPT_SOURCES = (ROOT / "regnum" / "server" / "rulebook.py",)
TERMINAL_SOURCES = (ROOT / "regnum" / "terminal.py", ROOT / "regnum" / "cli.py")
READ_ATTRIBUTES = ("title", "placeholder", "aria-label", "data-empty")  # as static/js/words.js does


class _PageWords(HTMLParser):
    """The words of a page's HTML that static/js/words.js translates: the title, the text of
    the body (not scripts or styles) and the attributes people read."""

    def __init__(self) -> None:
        super().__init__()
        self.words: list[str] = []
        self._inside: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag not in ("meta", "link", "input", "br", "img"):
            self._inside.append(tag)
        for name, value in attrs:
            if name in READ_ATTRIBUTES and value and value.strip():
                self.words.append(value.strip())

    def handle_endtag(self, tag: str) -> None:
        if tag in self._inside:
            while self._inside.pop() != tag:
                pass

    def handle_data(self, data: str) -> None:
        text = data.strip()
        if not re.search("[A-Za-z]", text) or any(tag in ("script", "style", "code") for tag in self._inside):
            return
        if "body" in self._inside or "title" in self._inside:
            self.words.append(text)


def _page_words(path: Path) -> Iterator[str]:
    parser = _PageWords()
    parser.feed(path.read_text(encoding="utf-8"))
    yield from parser.words


def _script_words(path: Path, method: str, keyword: str = "_") -> Iterator[str]:
    with path.open("rb") as file:
        for _line, message, _comments, _context in extract(method, file, keywords={keyword: None}):
            if isinstance(message, str):
                yield message


def web_template() -> Catalog:
    """Every English word of the pages, with the files it is written in."""
    template = Catalog(domain=translations.WEB_DOMAIN)
    sources: list[tuple[Path, Iterator[str]]] = []
    sources += [(path, _page_words(path)) for path in sorted(WEB.glob("*.html"))
                if path.name != "rules.html"]  # the rules template is filled by rulebook.py
    sources += [(path, _script_words(path, "javascript"))
                for path in sorted((WEB / "static" / "js").rglob("*.js"))]
    sources += [(path, _script_words(path, "python")) for path in SCRIPT_SOURCES]
    for path, words in sources:
        for text in words:
            # where, without the line: a catalogue does not change when code moves around a text
            template.add(text, locations=[(path.relative_to(ROOT).as_posix(), None)])
    return template


def terminal_template() -> Catalog:
    """Every English message of `regnum play` and `regnum replay`, with the files it is in."""
    template = Catalog(domain=translations.TERMINAL_DOMAIN)
    for path in TERMINAL_SOURCES:
        for text in _script_words(path, "python", keyword="say"):
            template.add(text, locations=[(path.relative_to(ROOT).as_posix(), None)])
    return template


def game_template(game_id: str) -> Catalog:
    """A game's texts, each with its id as the context."""
    template = Catalog(domain=game_id)
    for key, english in game_registry.get(game_id).texts.items():
        template.add(english, context=key)
    return template


def templates() -> dict[str, Catalog]:
    """Every domain's template: the web's, the terminal's, then each game's."""
    found = {translations.WEB_DOMAIN: web_template(),
             translations.TERMINAL_DOMAIN: terminal_template()}
    for game_id in game_registry.shipped_ids():
        found[game_id] = game_template(game_id)
    return found


def _read(language: str, domain: str) -> Catalog:
    path = translations.catalogue_path(language, domain)
    if not path.is_file():
        return Catalog(locale=language, domain=domain)
    with path.open("rb") as file:
        return read_po(file, locale=language, domain=domain)


def _take_previous(catalog: Catalog) -> dict[tuple[str, str | None], str]:
    """Take out of `catalog` the previous English of its fuzzy messages (`#| msgid`), by
    (English, context). Babel's reader keeps such lines as translator comments (`| msgid ...`),
    which its writer would then write as `# | msgid` forever; a merge keeps the previous English
    only of a message it has just made fuzzy, so the others' is put back from here."""
    previous = {}
    for message in catalog:
        lines = [comment[1:].strip() for comment in message.user_comments
                 if comment.startswith("|")]
        if not lines:
            continue
        message.user_comments = [comment for comment in message.user_comments
                                 if not comment.startswith("|")]
        quoted = "\n".join(line.removeprefix("msgid ") for line in lines
                            if not line.startswith("msgctxt"))
        if message.fuzzy and isinstance(message.id, str) and quoted:
            previous[(message.id, message.context)] = denormalize(quoted)
    return previous


def _written(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    write_po(out, catalog, width=100, omit_header=False, ignore_obsolete=True,
             include_previous=True, sort_output=False)
    return out.getvalue()


def updated(language: str, domain: str, template: Catalog) -> Catalog:
    """The language's catalogue of `domain` merged with the English `template`."""
    catalog = _read(language, domain)
    previous = _take_previous(catalog)
    created = catalog.creation_date  # kept, so that an update changes only what changed
    catalog.update(template, no_fuzzy_matching=False, update_header_comment=False)
    for message in catalog:
        key = (message.id, message.context)
        if message.fuzzy and not message.previous_id and key in previous:
            message.previous_id = [previous[key]]
    catalog.project, catalog.version, catalog.creation_date = "regnum", "", created
    catalog.header_comment = (
        f"# {Locale.parse(language).english_name} words of regnum ({domain}): "
        "docs/translations.md says how to update them."
    )
    return catalog


def missing(language: str, domain: str, template: Catalog) -> list[str]:
    """What the catalogue lacks: each English text (with its id) without a finished translation."""
    table = translations.catalogue(language, domain)
    lacking = []
    for message in template:
        if not message.id:
            continue
        found = table.get(message.id, message.context) if table is not None else None
        if found is None or found.fuzzy or not found.string:
            lacking.append(f"{message.context or ''} {message.id!r}".strip())
    return lacking


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.catalogues", description=__doc__)
    parser.add_argument("--check", action="store_true",
                        help="change nothing; list the texts without a translation")
    args = parser.parse_args(argv)
    lacking = 0
    for domain, template in templates().items():
        for language in translations.LANGUAGES[1:]:
            path = translations.catalogue_path(language, domain)
            if not args.check:
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_bytes(_written(updated(language, domain, template)))
                translations.catalogue.cache_clear()
            for text in missing(language, domain, template):
                lacking += 1
                print(f"{path.relative_to(ROOT)}: untranslated: {text}")
    print(f"{lacking} texts to translate", file=sys.stderr)
    return 1 if args.check and lacking else 0


if __name__ == "__main__":
    sys.exit(main())
