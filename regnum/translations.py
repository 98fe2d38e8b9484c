"""The players' words in other languages than English: gettext catalogues read with Babel.

English is the source: the games' words stay in their `texts.py` (keyed by id), the pages'
words in the pages themselves and the terminal's in its `say("...")` calls. Each translation lives
in `regnum/locale/<language>/LC_MESSAGES/<domain>.po`, one domain per game (its id), `web` for the
pages and `terminal` for `regnum play` and `regnum replay`. A game's message has its text id as
`msgctxt` and its English text as `msgid`, so a changed English text has no translation until a
translator sees it (the old one would say something else).
The `.po` files are read as they are (`babel.messages.pofile`), not compiled to `.mo`: installing
needs no build step, and the few hundred messages of each catalogue load in milliseconds, once.
`python -m tools.catalogues` brings the catalogues up to date with the English (docs/translations.md).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from babel import Locale, UnknownLocaleError, negotiate_locale
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po

SOURCE = "en"
LANGUAGES: tuple[str, ...] = ("en", "fr", "de", "it")
"""The languages players can choose, the source first."""
WEB_DOMAIN = "web"
TERMINAL_DOMAIN = "terminal"
ENVIRONMENT = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
"""Where gettext looks for the language of messages, in this order."""
LOCALE_DIR = Path(__file__).parent / "locale"


def catalogue_path(language: str, domain: str) -> Path:
    return LOCALE_DIR / language / "LC_MESSAGES" / f"{domain}.po"


def native_name(language: str) -> str:
    """The language's name in itself, as the switch offers it ("Français")."""
    name = Locale.parse(language).get_display_name(language) or language
    return name[:1].upper() + name[1:]


def choose(asked: str | None, accept_language: str | None = None) -> str:
    """The language to answer in: `asked` when it is one of ours, else the best of the browser's
    Accept-Language that we have, else English."""
    if asked in LANGUAGES:
        return asked
    wanted = []
    for part in (accept_language or "")[:1000].split(",")[:20]:
        tag, _, weight = part.strip().partition(";q=")
        try:
            quality = float(weight) if weight else 1.0
        except ValueError:
            continue
        if tag and quality > 0:
            wanted.append((quality, tag.replace("_", "-")))
    wanted.sort(key=lambda item: -item[0])  # stable: equal weights keep the browser's order
    try:
        found = negotiate_locale([tag for _, tag in wanted], LANGUAGES, sep="-")
    except UnknownLocaleError:
        found = None
    return found or SOURCE


def from_environment(environ: Mapping[str, str]) -> str:
    """The language the environment asks for, read as gettext reads it: the first of LANGUAGE,
    LC_ALL, LC_MESSAGES and LANG that is set (`fr_FR.UTF-8`; LANGUAGE may list several, `de:fr`),
    its first language we have; English when none is, or when `C` or `POSIX` comes first."""
    value = next((environ[name] for name in ENVIRONMENT if environ.get(name)), "")
    for entry in value.split(":"):
        code = entry.split(".")[0].split("@")[0].replace("-", "_").split("_")[0].lower()
        if code in ("c", "posix"):
            break
        if code in LANGUAGES:
            return code
    return SOURCE


@cache
def catalogue(language: str, domain: str) -> Catalog | None:
    """The catalogue of `domain` in `language` (None when there is none: English, or a domain
    not translated yet). Read once per process."""
    path = catalogue_path(language, domain)
    if language == SOURCE or not path.is_file():
        return None
    with path.open("rb") as file:
        return read_po(file, locale=language, domain=domain)


def _translated(catalog: Catalog) -> dict[tuple[str | None, str], str]:
    """(context, English) -> translation of every finished message (not fuzzy, not empty)."""
    found = {}
    for message in catalog:
        if message.id and isinstance(message.id, str) and isinstance(message.string, str) \
                and message.string and not message.fuzzy:
            found[(message.context, message.id)] = message.string
    return found


@cache
def _table(language: str, domain: str) -> dict[tuple[str | None, str], str]:
    catalog = catalogue(language, domain)
    return {} if catalog is None else _translated(catalog)


def game_texts(domain: str, texts: Mapping[str, str], language: str) -> dict[str, str]:
    """A game's texts (`Game.texts`, id -> English) in `language`; a text without a translation
    stays English."""
    table = _table(language, domain)
    return {key: table.get((key, english), english) for key, english in texts.items()}


def page_words(language: str) -> dict[str, str]:
    """The pages' words in `language`, English -> translation (empty for English)."""
    return {english: text for (_, english), text in _table(language, WEB_DOMAIN).items()}


@dataclass(frozen=True)
class Words:
    """gettext's `_` for one language and a domain whose English is the message id (`web`,
    `terminal`): `words("Winner: {seat}", seat=name)` is the translation, else the English, with
    its placeholders filled."""

    language: str = SOURCE
    domain: str = TERMINAL_DOMAIN

    def __call__(self, english: str, /, **params: object) -> str:
        return _table(self.language, self.domain).get((None, english), english).format(**params)
