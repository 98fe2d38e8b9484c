// The pages' words in the reader's language. English is written in the pages and scripts
// (`_("Create table")`); `GET /api/words` gives their translations from the `web` gettext
// catalogue (regnum/locale/<lang>/LC_MESSAGES/web.po; docs/translations.md). The language is the
// one chosen with the switch in the page's bar (remembered in a cookie, which the server's rules
// pages read too), else the browser's (Accept-Language). Every page script imports this module
// first: its top-level await makes the words ready before any of them runs.
const COOKIE = "regnum_lang";
const YEAR = 365 * 24 * 3600;

function chosen() {
  const match = document.cookie.match(/(?:^|;\s*)regnum_lang=([a-z]{2})/);
  return match ? match[1] : null;
}

async function load() {
  const asked = chosen();
  try {
    const response = await fetch(`/api/words${asked ? `?lang=${asked}` : ""}`,
      { headers: { Accept: "application/json" } });
    if (response.ok) return await response.json();
  } catch {
    // the server cannot be reached: the page stays English and says so where it fetches again
  }
  return { language: "en", languages: { en: "English" }, words: {} };
}

const loaded = await load();

/** The language the page is shown in ("en", "fr", "de", "it"). */
export const language = loaded.language;

/** `english` in the page's language, with `{name}` filled in from `params`. */
export function _(english, params = {}) {
  const text = loaded.words[english] || english;
  return text.replace(/\{(\w+)\}/g, (whole, name) => (name in params ? String(params[name]) : whole));
}

const ATTRIBUTES = ["title", "placeholder", "aria-label", "data-empty"];

/** Translate the words written in a page's HTML (text and the attributes people read). */
export function translatePage(root = document) {
  if (root.title) root.title = _(root.title);
  const walker = document.createTreeWalker(root.body || root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.nodeValue.trim();
    if (!text || node.parentElement?.closest("script, style, code")) continue;
    const translated = _(text);
    if (translated !== text) node.nodeValue = node.nodeValue.replace(text, translated);
  }
  for (const name of ATTRIBUTES) {
    for (const element of (root.body || root).querySelectorAll(`[${name}]`)) {
      element.setAttribute(name, _(element.getAttribute(name)));
    }
  }
}

/** The language switch for the page's bar: choosing a language remembers it and reloads. */
export function languageSwitch() {
  const select = document.createElement("select");
  select.id = "language";
  select.className = "language";
  select.setAttribute("aria-label", _("Language"));
  for (const [code, name] of Object.entries(loaded.languages)) {
    const option = new Option(name, code, false, code === language);
    option.lang = code;
    select.append(option);
  }
  select.addEventListener("change", () => {
    document.cookie = `${COOKIE}=${select.value}; path=/; max-age=${YEAR}; samesite=lax`;
    location.reload();
  });
  return select;
}

/** Put the page in its language: its HTML's words, `<html lang>`, and the switch in the bar. */
export function localisePage() {
  document.documentElement.lang = language;
  translatePage(document);
  document.querySelector("header.bar")?.append(languageSwitch());
}
