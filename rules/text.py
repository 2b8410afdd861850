"""Text in the four languages of the app, through gettext.

Every name, explanation and message that `rules` hands out is a `Text`: an
English msgid (with an optional gettext context) and its parameters, so the
same record serves the rule pages, the breakdown and the error messages in
whatever language the request asks for. `rules` stays free of Django: its
phrases are marked with the no-op markers `N_("...")` / `NC_("context", "...")`
(found by `manage.py makemessages`, see calculator/management/commands/), and
the translations come from the catalogs in `locale/` through a translator the
web layer installs once at start-up (`install`, called from
calculator/apps.py). Without an installed translator (pure `rules` use) every
`Text` reads in English.

`Text.get(lang)` looks a phrase up in a per-language cache filled on first
sight; parameters are filled after the look-up, each `Text` parameter in the
same language. `T(zh_hans, zh_hant, ja, en)` is the old positional form, a
phrase that carries its own four translations: `tools/gettextify.py` turns
every `T(...)` in the app into `N_`/`NC_` and moves its words into the catalogs;
tests may still use it for toy rule sets whose words are not in the catalogs.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

LANGS: tuple[str, ...] = ("zh-hans", "zh-hant", "ja", "en")
DEFAULT_LANG = "zh-hans"
SOURCE_LANG = "en"  # the language of the msgids

Translate = Callable[[str, "str | None", str], str]
"""(lang, context, msgid) -> the translation (the msgid itself when the catalog has none)."""

_translate: Translate | None = None
_caches: dict[str, dict[str, str]] = {}


def install(translate: Translate | None, langs: Iterable[str] = ()) -> None:
    """Make `Text.get` translate into `langs` with `translate` (None: English only again)."""
    global _translate
    _translate = translate
    _caches.clear()
    if translate is not None:
        for lang in langs:
            if lang != SOURCE_LANG:
                _caches[lang] = {}


def _key(context: str | None, msgid: str) -> str:
    return msgid if context is None else f"{context}\x04{msgid}"


def _fill(text: str, params: tuple[tuple[str, Any], ...], lang: str) -> str:
    return text.format(**{k: v.get(lang) if isinstance(v, Text) else v for k, v in params})


class Text:
    """One phrase: an English msgid, its gettext context, its `{name}` parameters."""

    __slots__ = ("context", "key", "msgid", "params")

    msgid: str
    context: str | None
    params: tuple[tuple[str, Any], ...]
    key: str  # the catalog key: the msgid, or "context\x04msgid" as in a compiled catalog

    def __init__(self, msgid: str, context: str | None = None, params: tuple[tuple[str, Any], ...] = ()) -> None:
        object.__setattr__(self, "msgid", msgid)
        object.__setattr__(self, "context", context)
        object.__setattr__(self, "params", params)
        object.__setattr__(self, "key", _key(context, msgid))

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"Text is immutable ({name})")

    def get(self, lang: str = DEFAULT_LANG) -> str:
        text = self.msgid
        cache = _caches.get(lang)
        if cache is not None:
            found = cache.get(self.key)
            if found is None:
                assert _translate is not None
                found = cache[self.key] = _translate(lang, self.context, text)
            text = found
        if self.params:
            return _fill(text, self.params, lang)
        return text

    def format(self, **params: Any) -> Text:
        """Fill `{name}` placeholders (in every language); a `Text` parameter gives each language its own."""
        if self.params or type(self) is not Text:
            return _Built(lambda lang: _fill(self.get(lang), tuple(params.items()), lang))
        return Text(self.msgid, self.context, tuple(params.items()))

    @staticmethod
    def build(phrase: Callable[[str], str]) -> Text:
        """A `Text` from a function of the language code (called when the phrase is read)."""
        return _Built(phrase)

    def __add__(self, other: Text) -> Text:
        return _Joined((self, other))

    def _ident(self) -> tuple[Any, ...]:
        return (self.msgid, self.context, self.params)

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and self._ident() == other._ident()

    def __hash__(self) -> int:
        return hash((type(self), self._ident()))

    def __repr__(self) -> str:
        ctx = f"{self.context!r}, " if self.context is not None else ""
        params = f", params={dict(self.params)!r}" if self.params else ""
        return f"N_({ctx}{self.msgid!r}{params})"

    def __reduce__(self) -> tuple[Any, ...]:
        return (Text, (self.msgid, self.context, self.params))


class _Built(Text):
    """A phrase computed from the language when it is read."""

    __slots__ = ("phrase",)

    phrase: Callable[[str], str]

    def __init__(self, phrase: Callable[[str], str]) -> None:
        super().__init__("")
        object.__setattr__(self, "phrase", phrase)

    def get(self, lang: str = DEFAULT_LANG) -> str:
        return self.phrase(lang)

    def _ident(self) -> tuple[Any, ...]:
        return (self.phrase,)

    def __repr__(self) -> str:
        return f"Text.build({self.get(SOURCE_LANG)!r})"


class _Joined(Text):
    """Phrases read one after the other."""

    __slots__ = ("parts",)

    parts: tuple[Text, ...]

    def __init__(self, parts: tuple[Text, ...]) -> None:
        super().__init__("")
        object.__setattr__(self, "parts", parts)

    def get(self, lang: str = DEFAULT_LANG) -> str:
        return "".join(p.get(lang) for p in self.parts)

    def _ident(self) -> tuple[Any, ...]:
        return self.parts

    def __repr__(self) -> str:
        return " + ".join(map(repr, self.parts))


class _Literal(Text):
    """A phrase that carries its own words per language (`same`, and `T` until it is converted)."""

    __slots__ = ("words",)

    words: tuple[str, str, str, str]

    def __init__(self, words: tuple[str, str, str, str]) -> None:
        super().__init__(words[3])
        object.__setattr__(self, "words", words)

    def get(self, lang: str = DEFAULT_LANG) -> str:
        words = self.words
        if lang == "zh-hans":
            return words[0]
        if lang == "zh-hant":
            return words[1]
        if lang == "ja":
            return words[2]
        return words[3]

    def _ident(self) -> tuple[Any, ...]:
        return self.words

    def __repr__(self) -> str:
        words = self.words
        return f"same({words[0]!r})" if len(set(words)) == 1 else f"T{words!r}"


def N_(msgid: str) -> Text:
    """Mark an English phrase for the catalogs (no-op: the translation happens in `Text.get`)."""
    return Text(msgid)


def NC_(context: str, msgid: str) -> Text:
    """Mark an English phrase with a gettext context (one English text, translated two ways)."""
    return Text(msgid, context)


def same(text: str) -> Text:
    """A phrase written the same way in every language (a tile string, a number)."""
    return _Literal((text, text, text, text))


def T(zh_hans: str, zh_hant: str, ja: str, en: str) -> Text:
    """The old positional form: a phrase with its own four translations (converted by tools/gettextify.py)."""
    return _Literal((zh_hans, zh_hant, ja, en))
