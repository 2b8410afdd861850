"""The typed references a message carries (contract.md, "Messages and their parts").

A message is a `Text` whose parameters may be references: the seat it speaks of, a tile, a request field, a
pattern. The API writes each in words inside `message` ("seat 2", "5m", "`tenpai`") and gives the message once
more as parts beside it (`message_parts`: pieces of text and the references between them), so a page says a seat
by its wind and its player, draws a tile as its picture, names a field by its label and links a pattern to its
rule, without reading the words back.
"""

from __future__ import annotations

from typing import Any

from .text import DEFAULT_LANG, NC_, Ref, Text

_SEAT = NC_("seat reference", "seat {n}")
_SEAT_INITIAL = NC_("seat reference", "Seat {n}")
NO_SEAT = NC_("seat reference", "seat -")  # a message about a seat the request did not name


class SeatRef(Ref):
    """A seat, by its number in the request (0 to players - 1); `initial`: it opens a sentence ("Seat 2 could
    also win")."""

    __slots__ = ("initial", "n")

    def __init__(self, n: int, *, initial: bool = False) -> None:
        self.n = int(n)
        self.initial = initial

    def get(self, lang: str = DEFAULT_LANG) -> str:
        return (_SEAT_INITIAL if self.initial else _SEAT).format(n=self.n).get(lang)

    def json(self) -> dict[str, Any]:
        return {"seat": self.n}

    def __eq__(self, other: object) -> bool:
        return type(other) is SeatRef and other.n == self.n

    def __hash__(self) -> int:
        return hash(("seat", self.n))

    def __repr__(self) -> str:
        return f"SeatRef({self.n})"


class TileRef(str, Ref):
    """One tile or a group of tiles in mpsz ("5m", "123m", "11z"); a `str`, so it reads as its code anywhere."""

    __slots__ = ()

    def get(self, lang: str = DEFAULT_LANG) -> str:
        return str.__str__(self)

    def json(self) -> dict[str, Any]:
        return {"tile": str.__str__(self)}

    def __repr__(self) -> str:
        return f"TileRef({str.__str__(self)!r})"


class NamedTileRef(TileRef):
    """A tile the API writes by its name in Chinese and Japanese (五万, 白板) and by its code in English: a note
    written for people (Wenzhou's 财神 note) rather than an error about the request's tiles."""

    __slots__ = ()

    def get(self, lang: str = DEFAULT_LANG) -> str:
        if lang == "en":
            return str.__str__(self)
        from .tiles import parse, tile_name

        return "".join(tile_name(t, lang) for t in parse(str.__str__(self)))


class FieldRef(Ref):
    """A field of the request by its path (`tenpai`, `seats.2.hand`, `indicators.flip`), written `tenpai` in
    back quotes (plain when `quoted` is off: a message that names two fields in a sentence)."""

    __slots__ = ("path", "quoted")

    def __init__(self, path: str, *, quoted: bool = True) -> None:
        self.path = path
        self.quoted = quoted

    def get(self, lang: str = DEFAULT_LANG) -> str:
        return f"`{self.path}`" if self.quoted else self.path

    def json(self) -> dict[str, Any]:
        return {"field": self.path}

    def __eq__(self, other: object) -> bool:
        return type(other) is FieldRef and (other.path, other.quoted) == (self.path, self.quoted)

    def __hash__(self) -> int:
        return hash(("field", self.path))

    def __repr__(self) -> str:
        return f"FieldRef({self.path!r})"


class PatternRef(Ref):
    """A pattern (yaku, fan, chicken) of the rule set, by its key; read as its name."""

    __slots__ = ("key", "names")

    def __init__(self, key: str, names: Text) -> None:
        self.key = key
        self.names = names

    def get(self, lang: str = DEFAULT_LANG) -> str:
        return self.names.get(lang)

    def json(self) -> dict[str, Any]:
        return {"pattern": self.key}

    def __eq__(self, other: object) -> bool:
        return type(other) is PatternRef and other.key == self.key

    def __hash__(self) -> int:
        return hash(("pattern", self.key))

    def __repr__(self) -> str:
        return f"PatternRef({self.key!r})"


def parts_json(text: Text, lang: str) -> list[dict[str, Any]] | None:
    """A message as the API's `*_parts`: [{"text": "..."}, {"seat": 2, "text": "seat 2"}, ...] (the texts joined
    are the message); None for a message that names nothing."""
    if not text.has_refs():
        return None
    out: list[dict[str, Any]] = []
    for piece in text.parts(lang):
        if isinstance(piece, Ref):
            out.append({**piece.json(), "text": piece.get(lang)})
        else:
            out.append({"text": piece})
    return out
