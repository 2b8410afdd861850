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
from string import Formatter
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


class Ref:
    """A typed reference inside a message (a seat, a tile, a field, a pattern: rules/refs.py): the API reads it
    in words (`get`), a page in its own words (a seat by its wind, a tile as its picture, a field by its label)."""

    __slots__ = ()

    def get(self, lang: str = DEFAULT_LANG) -> str:
        raise NotImplementedError

    def json(self) -> dict[str, Any]:
        """The reference as the API's `*_parts` give it beside its words: {"seat": 2}, {"tile": "5m"}."""
        raise NotImplementedError


_parse = Formatter().parse


def _value(v: Any, lang: str) -> Any:
    return v.get(lang) if isinstance(v, Text | Ref) else v


def _fill(text: str, params: tuple[tuple[str, Any], ...], lang: str) -> str:
    return text.format(**{k: _value(v, lang) for k, v in params})


def _fill_parts(text: str, params: tuple[tuple[str, Any], ...], lang: str) -> list[Any]:
    """`_fill`, with each `Ref` (also one inside a `Text` parameter) kept as itself between the pieces of text."""
    values = dict(params)
    words = {k: _value(v, lang) for k, v in params}
    pieces: list[Any] = []
    for literal, name, spec, conversion in _parse(text):
        if literal:
            pieces.append(literal)
        if name is None:
            continue
        v = values.get(name)
        if isinstance(v, Ref):
            pieces.append(v)
        elif isinstance(v, Text) and v.has_refs():
            pieces.extend(v.parts(lang))
        else:  # an ordinary value, formatted as `_fill` formats it
            field = "{" + name + ("!" + conversion if conversion else "") + (":" + spec if spec else "") + "}"
            pieces.append(field.format(**words))
    return _merge(pieces)


def _merge(pieces: list[Any]) -> list[Any]:
    merged: list[Any] = []
    for piece in pieces:
        if isinstance(piece, str) and not isinstance(piece, Ref):
            if not piece:
                continue
            if merged and isinstance(merged[-1], str) and not isinstance(merged[-1], Ref):
                merged[-1] += piece
                continue
        merged.append(piece)
    return merged


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

    def _translated(self, lang: str) -> str:
        """The msgid in `lang` (the translator's answer cached per language), placeholders unfilled."""
        cache = _caches.get(lang)
        if cache is None:
            return self.msgid
        found = cache.get(self.key)
        if found is None:
            assert _translate is not None
            found = cache[self.key] = _translate(lang, self.context, self.msgid)
        return found

    def get(self, lang: str = DEFAULT_LANG) -> str:
        text = self._translated(lang)
        if self.params:
            return _fill(text, self.params, lang)
        return text

    def format(self, **params: Any) -> Text:
        """Fill `{name}` placeholders (in every language); a `Text` parameter gives each language its own."""
        if self.params or type(self) is not Text:
            return _Formatted(self, tuple(params.items()))
        return Text(self.msgid, self.context, tuple(params.items()))

    def has_refs(self) -> bool:
        """Whether a `Ref` (a seat, a tile, a field, a pattern) is among the parameters, at any depth."""
        return any(isinstance(v, Ref) or (isinstance(v, Text) and v.has_refs()) for _k, v in self.params)

    def parts(self, lang: str = DEFAULT_LANG) -> list[Any]:
        """The phrase as pieces of text and the `Ref`s between them: ["", Seat(2), " let ", Tile("5m"), ...];
        their words joined are `get(lang)`."""
        if not self.has_refs():
            return [self.get(lang)]
        return _fill_parts(self._translated(lang), self.params, lang)

    @staticmethod
    def build(phrase: Callable[[str], str]) -> Text:
        """A `Text` from a function of the language code (called when the phrase is read)."""
        return _Built(phrase)

    def __add__(self, other: Text) -> Text:
        return _Joined((self, other))

    @staticmethod
    def join(texts: Iterable[Text], separator: Text) -> Text:
        """Texts one after the other with `separator` between them (each keeps its references)."""
        out: list[Text] = []
        for t in texts:
            if out:
                out.append(separator)
            out.append(t)
        return _Joined(tuple(out))

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

    __slots__ = ("texts",)

    texts: tuple[Text, ...]

    def __init__(self, texts: tuple[Text, ...]) -> None:
        super().__init__("")
        object.__setattr__(self, "texts", texts)

    def get(self, lang: str = DEFAULT_LANG) -> str:
        return "".join(p.get(lang) for p in self.texts)

    def has_refs(self) -> bool:
        return any(p.has_refs() for p in self.texts)

    def parts(self, lang: str = DEFAULT_LANG) -> list[Any]:
        return _merge([piece for p in self.texts for piece in p.parts(lang)])

    def _ident(self) -> tuple[Any, ...]:
        return self.texts

    def __repr__(self) -> str:
        return " + ".join(map(repr, self.texts))


class _Formatted(Text):
    """A phrase filled twice: `N_("...{a}...").format(a=...)` whose result is formatted again (its `{b}` filled
    later), or a `_Built` / `_Joined` / `_Literal` phrase with placeholders."""

    __slots__ = ("base",)

    base: Text

    def __init__(self, base: Text, params: tuple[tuple[str, Any], ...]) -> None:
        super().__init__("", None, params)
        object.__setattr__(self, "base", base)

    def get(self, lang: str = DEFAULT_LANG) -> str:
        return _fill(self.base.get(lang), self.params, lang)

    def has_refs(self) -> bool:
        return self.base.has_refs() or Text.has_refs(self)

    def parts(self, lang: str = DEFAULT_LANG) -> list[Any]:
        if not self.has_refs():
            return [self.get(lang)]
        out: list[Any] = []
        for piece in self.base.parts(lang):  # the base's own references stay; its text is filled again
            out.extend([piece] if isinstance(piece, Ref) else _fill_parts(piece, self.params, lang))
        return _merge(out)

    def _ident(self) -> tuple[Any, ...]:
        return (self.base, self.params)

    def __repr__(self) -> str:
        return f"{self.base!r}.format(**{dict(self.params)!r})"


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
