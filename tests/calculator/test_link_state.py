"""A hand opened from its address shows the rules it was scored with (issue 24, item 1).

The calculator page's state lives in its address: a reload, a shared link, a QR code or a language
switch opens it with a GET. The page scores that address at once, and its form posts what it shows
on the next tap; so every control must show the value the server scored with (an option's default
where the address is silent, a preset's value where a preset is chosen), and the form as a browser
would send it must score the same hand. The options are taken from the registry: a new option, preset
or rule set is covered without touching this file.
"""

from __future__ import annotations

from collections.abc import Iterator
from html.parser import HTMLParser
from typing import Any
from urllib.parse import urlencode

import pytest
from django.http import QueryDict
from django.test import Client

from calculator import fields as N
from calculator import views
from rules import model, registry
from rules.errors import RequestError
from rules.model import Field, RuleSet
from rules.request import parse_request, resolve_options
from rules.schema import coerce

# A hand that scores under each rule set's default rules, as a short link writes it (the two of the
# issue, Beijing's 实例1 at the default base, a Wenzhou 财神 hand).
HANDS: dict[str, dict[str, str]] = {
    "riichi": {"s0_hand": "234m567p23466s", "s0_melds": "456s@3", "s0_won": "1", "s0_tile": "6s"},
    "guizhou": {"i_flip": "4s", "s0_hand": "11234567999s", "s0_melds": "8888s", "s0_won": "1", "s0_tile": "9s"},
    "wenzhou": {"i_flip": "5m", "s1_won": "1", "s1_hand": "1m46789p234789s77z55m3m"},
    "beijing": {"i_flip": "9p", "s0_won": "1", "s0_hand": "222p333s444s55s", "s0_melds": "111m@2"},
}


# ------------------------------------------------------------- helpers ---


class _FormReader(HTMLParser):
    """The query a browser sends for the form `#calc` as the page draws it (HTML's form submission:
    text and hidden inputs by value, checked checkboxes and radios only, a select's selected option or
    else its first, disabled controls left out), and each control's state by name."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.sent: list[tuple[str, str]] = []
        self.names: set[str] = set()
        self._in_form = False
        self._select: str | None = None
        self._options: list[tuple[str, bool]] = []
        self._option_value: str | None = None
        self._option_text = ""

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: v or "" for k, v in attrs}
        if tag == "form" and a.get("id") == "calc":
            self._in_form = True
        if not self._in_form or "disabled" in a:
            return
        name = a.get("name", "")
        if tag == "input" and name:
            self.names.add(name)
            kind = a.get("type", "text")
            if kind in ("checkbox", "radio"):
                if "checked" in a:
                    self.sent.append((name, a.get("value", "on")))
            elif kind not in ("button", "submit", "reset", "image", "file"):
                self.sent.append((name, a.get("value", "")))
        elif tag == "select" and name:
            self.names.add(name)
            self._select = name
            self._options = []
        elif tag == "option" and self._select is not None:
            self._option_value = a.get("value")
            self._option_text = ""
            self._options.append(("", "selected" in a))
        elif tag == "textarea" and name:
            raise AssertionError("no textarea expected in the calculator form")

    def handle_data(self, data: str) -> None:
        if self._option_value is None and self._options:
            self._option_text += data

    def handle_endtag(self, tag: str) -> None:
        if tag == "form" and self._in_form:
            self._in_form = False
        if tag == "option" and self._select is not None and self._options:
            value = self._option_value if self._option_value is not None else self._option_text.strip()
            self._options[-1] = (value, self._options[-1][1])
            self._option_value = None
        if tag == "select" and self._select is not None:
            chosen = [v for v, selected in self._options if selected] or [v for v, _s in self._options[:1]]
            self.sent += [(self._select, v) for v in chosen]
            self._select = None


def form_as_sent(html: str) -> list[tuple[str, str]]:
    """What the page's form sends as drawn (every parameter, empty ones included)."""
    reader = _FormReader()
    reader.feed(html)
    reader.close()
    assert reader.names, "no form #calc on the page"
    return reader.sent


def shown(sent: list[tuple[str, str]], name: str) -> list[str]:
    """The values a control sends, empty ones dropped (as the page script drops them)."""
    return [v for n, v in sent if n == name and v != ""]


def expected(name: str, f: Field, value: Any) -> list[str]:
    """What the form sends for `value` (its own notation: a checkbox's hidden "0", then "1" when on)."""
    return [v for _n, v in N.params(name, f, value) if v != ""]


def options_shown_otherwise(rs: RuleSet, sent: list[tuple[str, str]], options: dict[str, Any]) -> dict[str, Any]:
    """The options whose control shows another value than the one scored: {key: (shown, scored)}."""
    out = {}
    for f in rs.options:
        name = N.option(f.key)
        if shown(sent, name) != expected(name, f, options[f.key]):
            out[f.key] = (shown(sent, name), expected(name, f, options[f.key]))
    return out


class Scored:
    """The requests the calculator page handed to the rules (the view's `run_score`)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.requests: list[dict[str, Any]] = []
        self.answers: list[tuple[int, dict[str, Any]]] = []
        real = views.run_score

        def spy(req: Any) -> tuple[int, dict[str, Any]]:
            self.requests.append(req)
            answer = real(req)
            self.answers.append(answer)
            return answer

        monkeypatch.setattr(views, "run_score", spy)
        monkeypatch.setattr(views, "_PANELS", type(views._PANELS)())  # every answer scored, none from the cache

    def open(self, client: Client, key: str, query: list[tuple[str, str]] | dict[str, str]) -> str:
        """GET the calculator page at this address (a link, a reload): its HTML; it must have scored."""
        before = len(self.requests)
        r = client.get(f"/{key}/?" + urlencode(query, doseq=True))
        assert r.status_code == 200
        assert len(self.requests) == before + 1, "the page did not score the address"
        return r.content.decode()

    def tap(self, client: Client, key: str, query: list[tuple[str, str]]) -> str:
        """Send the form as the page script does (htmx: the result panel only): the address written back."""
        before = len(self.requests)
        r = client.get(f"/{key}/?" + urlencode(query), headers={"HX-Request": "true"})
        assert r.status_code == 200
        assert len(self.requests) == before + 1, "the page did not score the address"
        return str(r["HX-Replace-Url"])

    def options(self, rs: RuleSet) -> dict[str, Any]:
        """Every option's value in the last request scored (whether or not the hand then scored)."""
        req = self.requests[-1]
        errors: list[Any] = []
        given = {k: coerce(rs.option(k), v, f"options.{k}", errors) for k, v in (req.get("options") or {}).items()}
        assert errors == []
        return resolve_options(rs, req.get("preset"), given)

    def table(self, rs: RuleSet) -> dict[str, Any]:
        """Every table fact's value in the last request scored (its default where the request is silent)."""
        given = self.requests[-1].get("table") or {}
        errors: list[Any] = []
        values = {
            f.key: coerce(f, given[f.key], f"table.{f.key}", errors) if f.key in given else f.default
            for f in rs.table_fields
        }
        assert errors == []
        return values

    def parsed(self) -> model.ScoreRequest | None:
        """The last request as the rules read it; None when they refused it (the answer says why)."""
        try:
            return parse_request(self.requests[-1])
        except RequestError:
            return None


@pytest.fixture
def scored(monkeypatch: pytest.MonkeyPatch) -> Scored:
    return Scored(monkeypatch)


def _other(f: Field, value: Any) -> Any:
    """A value of option `f` other than `value` (so the address says something the preset does not)."""
    k = f.kind
    if k == model.BOOL:
        return not value
    if k == model.CHOICE:
        return next(v for v, _label in f.choices if v != value)
    if k == model.INT:
        return value + 1 if f.max is None or value + 1 <= f.max else value - 1
    if k in (model.INT_LIST, model.INT_PER_SEAT):
        return tuple(v + 1 for v in value) if value else (1, 2, 3, 4)
    if k == model.SEAT:
        return 1 if value in (None, 0) else 0
    raise AssertionError(f"option {f.key}: no other value known for its kind {k!r}: add one here")


def _each_link() -> Iterator[Any]:
    """(rule set, preset or None, option or None): the default address; each option set to another value
    than its default; each other preset, alone and with each option it sets changed back in the address."""
    for rs in registry.RULE_SETS.values():
        yield pytest.param(rs.key, None, None, id=f"{rs.key}-defaults")
        for f in rs.options:
            yield pytest.param(rs.key, None, f.key, id=f"{rs.key}-{f.key}")
        for p in rs.presets:
            if p.key == rs.default_preset:
                continue
            yield pytest.param(rs.key, p.key, None, id=f"{rs.key}-{p.key}")
            for key in p.values:
                yield pytest.param(rs.key, p.key, key, id=f"{rs.key}-{p.key}-{key}")


LINKS = list(_each_link())


def _address(rs: RuleSet, preset: str | None, option: str | None) -> list[tuple[str, str]]:
    query = list(HANDS[rs.key].items())
    if preset is not None and preset != rs.default_preset:
        query.append(("preset", preset))
    if option is not None:
        f = rs.option(option)
        value = _other(f, resolve_options(rs, preset)[option])
        query += N.params(N.option(option), f, value)
        if f.players:  # an option asked only at some numbers of players (three-player riichi's): at the first
            query.append(("players", str(f.players[0])))
    return query


# --------------------------------------------------------------- tests ---


def test_hands_cover_every_rule_set() -> None:
    """A new rule set needs its scoring hand here (else its links are not checked)."""
    assert set(HANDS) == set(registry.RULE_SETS)


@pytest.mark.parametrize(("key", "preset", "option"), LINKS)
def test_link_option_controls_show_the_values_scored(
    client: Client, scored: Scored, key: str, preset: str | None, option: str | None
) -> None:
    """Every option's control on a page opened from an address shows the value the server scored
    with: the default where the address is silent, the preset's value, the address's own value."""
    rs = registry.RULE_SETS[key]
    html = scored.open(client, key, _address(rs, preset, option))
    assert scored.requests[-1]["preset"] == (preset or rs.default_preset)
    options = scored.options(rs)
    if option is not None:  # the address did change it
        assert options[option] == _other(rs.option(option), resolve_options(rs, preset)[option])
    sent = form_as_sent(html)
    assert options_shown_otherwise(rs, sent, options) == {}
    assert shown(sent, "preset") == [preset or rs.default_preset]
    assert shown(sent, "preset_was") == [preset or rs.default_preset]

    # The next tap sends the form as shown (with the empty fields as a page without script does, or
    # without them as the page script does): the same options, table and seats, the same answer.
    table, first, answer = scored.table(rs), scored.parsed(), scored.answers[-1]
    # (the form as a page without script sends it, the empty fields too: for the defaults' link; an option's empty
    # field reads as one left out, its default: tests/calculator/test_forms.py)
    as_script = [(n, v) for n, v in sent if v != ""]
    for query in (sent, as_script) if option is None and preset is None else (as_script,):
        permalink = scored.tap(client, key, query)
        assert scored.options(rs) == options
        assert scored.table(rs) == table
        assert scored.parsed() == first
        assert scored.answers[-1] == answer

    # The address it writes back keeps the option and the preset, and opens the same hand again.
    again = QueryDict(permalink.partition("?")[2])
    if option is not None:
        assert N.option(option) in again
    assert again.get("preset") == (preset if preset != rs.default_preset else None)
    assert scored.tap(client, key, [(k, v) for k, vs in again.lists() for v in vs]) == permalink
    assert scored.options(rs) == options
    assert scored.answers[-1] == answer


@pytest.mark.parametrize("key", list(registry.RULE_SETS))
def test_link_table_and_seat_controls_show_the_values_scored(client: Client, scored: Scored, key: str) -> None:
    """The table's facts, the players, the dealer, the streak and each winner's way of winning show
    what the server scored with when a short link leaves them out."""
    rs = registry.RULE_SETS[key]
    html = scored.open(client, key, HANDS[key])
    req = scored.parsed()
    assert req is not None, scored.answers[-1]
    sent = form_as_sent(html)
    wrong = {
        f.key: (shown(sent, N.table(f.key)), expected(N.table(f.key), f, req.table[f.key]))
        for f in rs.table_fields
        if shown(sent, N.table(f.key)) != expected(N.table(f.key), f, req.table[f.key])
    }
    assert wrong == {}, "table fact: (shown, scored)"
    assert shown(sent, "players") == [str(req.players)]
    assert shown(sent, "dealer") == [str(req.dealer)]
    assert shown(sent, "dealer_streak") == [str(req.dealer_streak)]
    for seat in req.seats:
        if seat.win is not None:  # the win method buttons: the one scored is selected
            assert shown(sent, N.seat(seat.index, "by")) == [seat.win.by]
            assert shown(sent, N.seat(seat.index, "won")) == ["on"]
        else:
            assert shown(sent, N.seat(seat.index, "won")) == []


@pytest.mark.parametrize("key", list(registry.RULE_SETS))
def test_link_language_switch_shows_the_same_controls(client: Client, scored: Scored, key: str) -> None:
    """`?lang=` (the language links) changes the words only: in each language the form shows the
    options scored, the same values as before the switch."""
    rs = registry.RULE_SETS[key]
    preset = next((p.key for p in rs.presets if p.key != rs.default_preset), None)
    query = _address(rs, preset, rs.options[0].key)
    sent = form_as_sent(scored.open(client, key, query))
    options = scored.options(rs)
    for lang in ("en", "ja", "zh-hant", "zh-hans"):
        again = form_as_sent(scored.open(client, key, [*query, ("lang", lang)]))
        assert scored.options(rs) == options
        assert options_shown_otherwise(rs, again, options) == {}, lang
        assert again == sent, lang
