"""Every English word players read has a translation in every language: each catalogue is
complete (`python -m tools.catalogues` adds what is new; docs/translations.md), its placeholders
are the English ones, and each game's rules summary is written in each language. A new English
text fails here until it is translated — on purpose."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog

from regnum import games, translations
from regnum.server.app import WEB
from regnum.server.rulebook import summary_path
from tools import catalogues

TEMPLATES = catalogues.templates()
OTHERS = translations.LANGUAGES[1:]
PLACEHOLDER = re.compile(r"\{(\w*)\}")


def _unfinished(language: str, domain: str) -> list[str]:
    return catalogues.missing(language, domain, TEMPLATES[domain])


@pytest.mark.parametrize("domain", list(TEMPLATES))
@pytest.mark.parametrize("language", OTHERS)
def test_every_catalogue_translates_every_english_text(language: str, domain: str) -> None:
    lacking = _unfinished(language, domain)
    assert not lacking, (
        f"{len(lacking)} texts of {domain} have no {language} translation yet; run "
        f"`python -m tools.catalogues` and translate them in "
        f"{translations.catalogue_path(language, domain)}:\n" + "\n".join(lacking[:20])
    )


@pytest.mark.parametrize("domain", list(TEMPLATES))
@pytest.mark.parametrize("language", OTHERS)
def test_translations_keep_the_placeholders(language: str, domain: str) -> None:
    catalog = translations.catalogue(language, domain)
    assert catalog is not None
    wrong = []
    for message in catalog:
        if not (message.id and isinstance(message.id, str) and isinstance(message.string, str)
                and message.string):
            continue
        if sorted(PLACEHOLDER.findall(message.id)) != sorted(PLACEHOLDER.findall(message.string)):
            wrong.append(f"{message.context or ''} {message.id!r} -> {message.string!r}")
    assert not wrong, "placeholders differ from the English:\n" + "\n".join(wrong)


def test_the_catalogues_are_up_to_date_with_the_english() -> None:
    """What the tool would write is what is there: no text is stale or left over."""
    for domain, template in TEMPLATES.items():
        for language in OTHERS:
            path = translations.catalogue_path(language, domain)
            written = catalogues._written(catalogues.updated(language, domain, template))
            assert written == path.read_bytes(), f"run `python -m tools.catalogues`: {path}"


@pytest.mark.parametrize("game_id", games.shipped_ids())
@pytest.mark.parametrize("language", OTHERS)
def test_every_rules_summary_is_written_in_every_language(language: str, game_id: str) -> None:
    english = summary_path(WEB, game_id, translations.SOURCE).read_text(encoding="utf-8")
    path: Path = summary_path(WEB, game_id, language)
    assert path.is_file(), f"{path} is missing"
    text = path.read_text(encoding="utf-8")
    # the same sections, by id, so that links into them work in every language
    assert re.findall(r'<h2 id="([^"]+)"', text) == re.findall(r'<h2 id="([^"]+)"', english)
    assert text.count("<li>") == english.count("<li>")


def test_a_fuzzy_message_keeps_its_previous_english_until_it_is_translated(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The previous English of a changed text (`#| msgid`) stays while the translation is
    fuzzy, and goes with the fuzzy mark, instead of turning into a `# | msgid` comment that no
    run removes."""
    monkeypatch.setattr(translations, "LOCALE_DIR", tmp_path)
    path = translations.catalogue_path("fr", "web")
    path.parent.mkdir(parents=True)
    path.write_text('msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n\n'
                    '#, fuzzy\n#| msgid "Old words"\nmsgid "New words"\nmsgstr "Anciens mots"\n\n'
                    '#| msgid "Checked before"\nmsgid "Checked"\nmsgstr "Vérifié"\n',
                    encoding="utf-8")
    template = Catalog(domain="web")
    template.add("New words")
    template.add("Checked")
    for _ in range(2):  # twice: what one run writes, the next one keeps
        written = catalogues._written(catalogues.updated("fr", "web", template)).decode()
        path.write_text(written, encoding="utf-8")
    assert '#, fuzzy\n#| msgid "Old words"\nmsgid "New words"' in written
    assert "Checked before" not in written
    assert "# |" not in written
