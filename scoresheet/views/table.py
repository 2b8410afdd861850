"""The words of a table and its hands, shared by the pages that show them (the session page, the record page, a
hand's page, the CSV export): where the table stands and who deals, who sits where, each hand's line."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypedDict

from django.urls import reverse
from django.utils import translation
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from calculator import page_language, result_page, seat_words
from rules import progress as P
from rules import registry
from rules.model import RuleSet
from scoresheet import services
from scoresheet.models import Session
from scoresheet.prefill import calculator_query
from scoresheet.replay import state_from_json


class StateText(TypedDict):
    """Where the table stands before a hand, in words."""

    where: str  # "East 1", "Hand 3"
    dealer: str  # the dealer's name
    count: str  # the dealer's streak (honba), or ""
    sticks: str  # the riichi sticks on the table, or ""


class SeatName(TypedDict):
    seat: int
    wind: str
    name: str
    dealer: bool


class Change(TypedDict):
    value: str  # signed: "+2000", "-2000", "0"
    sign: str  # plus, minus or zero


class HandRow(TypedDict):
    """One line of the session page's hand list."""

    number: int
    table: StateText
    what: str  # who won from whom, or the kind of draw
    summary: str  # the winning hands' patterns
    changes: list[Change]  # by player
    totals: list[int]  # by player, after the hand
    redraw: bool
    calls: str  # the table's own calls with this hand (played on past the end, the game ended after it), or ""


class StateWords:
    """The phrases a table state is told in, translated once per page (not once per hand)."""

    def __init__(self, session: Session) -> None:
        prog = registry.RULE_SETS[session.ruleset].progress
        self.by_wind = prog.by_wind
        self.count = prog.streak_words(services.progress_options(session))
        self.winds = [_("East"), _("South"), _("West"), _("North")]
        self.where = _("%(wind)s %(n)s")
        self.honba = _("%(n)s honba")
        self.hand = _("Hand %(n)s")
        self.streak = _("dealer streak %(n)s")

    def __call__(self, state: P.TableState, names: list[str]) -> StateText:
        dealer_name = names[state.seating[state.dealer]]
        if self.by_wind:
            count = ""
            if state.streak:
                n = state.streak
                if self.count == "kept":
                    count = ngettext("dealer kept the deal %(n)s time", "dealer kept the deal %(n)s times", n) % {
                        "n": n
                    }
                else:
                    count = self.honba % {"n": n}
            return {
                "where": self.where % {"wind": self.winds[state.round_wind % 4], "n": state.round_hand + 1},
                "dealer": dealer_name,
                "count": count,
                "sticks": (
                    ngettext("%(n)s riichi stick on the table", "%(n)s riichi sticks on the table", state.sticks)
                    % {"n": state.sticks}
                    if state.sticks
                    else ""
                ),
            }
        return {
            "where": self.hand % {"n": state.hands + 1},
            "dealer": dealer_name,
            "count": self.streak % {"n": state.streak} if state.streak else "",
            "sticks": "",
        }


def state_text(session: Session, state: P.TableState, names: list[str]) -> StateText:
    return StateWords(session)(state, names)


def seat_names(state: P.TableState, names: list[str]) -> list[SeatName]:
    players = state.players
    out: list[SeatName] = []
    for seat in range(players):
        out.append(
            {
                "seat": seat,
                "wind": seat_words.seat_wind(seat, state.dealer, players),
                "name": names[state.seating[seat]],
                "dealer": seat == state.dealer,
            }
        )
    return out


def names_by_seat(state: P.TableState, names: list[str]) -> list[str]:
    return [names[state.seating[s]] for s in range(state.players)]


def signed(v: int) -> str:
    return f"+{v}" if v > 0 else str(v)


def summary_text(rs: RuleSet, summary: list[list[Any]], lang: str) -> str:
    """Each winning hand's patterns (their names in `lang`), from [[keys], total, unit], said so that no number
    in it reads as what the hand moved (the row's changes say that):
    - the hand's value is given only in a unit of its own (番, 翻, ×2), never in points: a Guizhou "平胡（1 分）" beside
      +21 reads as the hand's score, when chickens, kongs, the dealer's doubling and three payers made the 21;
    - a pattern paid on its own (one that is also a payment reason of the rule set: Beijing's 烧庄, which the dealer
      pays to every other seat whoever wins) is named after the hand's value, marked as paid apart: "庄 · 推倒和（2 番）
      · 烧庄（另付）", where "烧庄（2 番）" read as 2 番 of 烧庄 (2 was the hand's fan without it)."""
    parts = []
    with translation.override(lang):
        apart_word = _("paid apart")
        for keys, total, unit in summary:
            known = [k for k in keys if k in rs.pattern_map]
            names = [rs.pattern_map[k].names.get(lang) for k in known if k not in rs.reasons]
            apart = [rs.pattern_map[k].names.get(lang) for k in known if k in rs.reasons]
            shown = f"{' · '.join(names[:4])}{' …' if len(names) > 4 else ''}"
            if unit != "points" and total is not None:
                shown += page_language.parens(result_page.with_unit(total, unit), lang)
            for name in apart:
                shown += f" · {name}" + page_language.parens(apart_word, lang)
            parts.append(shown.strip(" ·"))
    return page_language.mark("semicolon", lang).join(parts)


def pattern_summary(session: Session, answer: Mapping[str, Any], lang: str) -> str:
    summary = [
        [[i.get("key") for i in h.get("items", [])], h.get("total"), h.get("unit", "")] for h in answer.get("hands", [])
    ]
    return summary_text(registry.RULE_SETS[session.ruleset], summary, lang)


def hand_rows(session: Session, names: list[str], lang: str) -> list[HandRow]:
    """The hand list from the cached replay alone (no hand is loaded from the database)."""
    rs = registry.RULE_SETS[session.ruleset]
    words = StateWords(session)
    kinds = {"win": "", "draw": _("Draw"), "abortive": _("Abortive draw"), "chombo": _("Chombo")}
    self_draw = _("self-draw")
    played_on, ended = _("played on past the end"), _("the table ended the game here")
    rows: list[HandRow] = []
    for entry in services.hand_entries(session):
        state = state_from_json(entry["before"])
        if entry["kind"] == "win":
            what = page_language.mark("comma").join(names[p] for p in entry["winners"])
            discarder = entry["discarder"]
            what += f" ← {names[discarder]}" if discarder is not None else f" · {self_draw}"
        elif entry["kind"] == "chombo" and (chombo := entry.get("chombo")) is not None:
            what = f"{kinds['chombo']} · {names[chombo]}"
        else:
            what = kinds[entry["kind"]]
        rows.append(
            {
                "number": entry["number"],
                "table": words(state, names),
                "what": what,
                "summary": summary_text(rs, entry.get("summary") or [], lang),
                "changes": [
                    {"value": signed(c), "sign": "plus" if c > 0 else "minus" if c < 0 else "zero"}
                    for c in entry["change"]
                ],
                "totals": entry["totals"],
                "redraw": entry.get("redraw", False),
                "calls": " · ".join(
                    w for w, on in ((played_on, entry.get("played_on")), (ended, entry.get("ended"))) if on
                ),
            }
        )
    return rows


def record_url(
    session: Session, state: P.TableState, request_data: Mapping[str, Any] | None = None, number: int = 0
) -> str:
    """The record page for a hand at `state` (`number`: the hand it corrects, 0 for a new one), pre-filled from
    `request_data` (a stored request) and the table."""
    q = calculator_query(session.ruleset, session.preset, session.options, state, request_data)
    q["v"] = str(session.version)
    if number:
        q["number"] = str(number)
    return reverse("scoresheet:record", args=[session.edit_token]) + "?" + q.urlencode()
