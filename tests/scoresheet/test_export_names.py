"""Export file names carry the session's day and title, never its row id (issue 23): an ASCII `filename=` for the
programs that read only that, and the full name as RFC 5987 `filename*=UTF-8''...` (a Chinese title kept)."""

from __future__ import annotations

import datetime as dt
from urllib.parse import unquote

import pytest
from django.test import Client

from scoresheet.models import Session
from tests.scoresheet.conftest import make_session

pytestmark = pytest.mark.django_db


def _names(header: str) -> tuple[str, str]:
    """(filename=, filename*= decoded) of a Content-Disposition."""
    assert header.startswith("attachment; ")
    plain = header.split('filename="', 1)[1].split('"', 1)[0]
    star = header.split("filename*=UTF-8''", 1)[1].split(";", 1)[0]
    return plain, unquote(star, encoding="utf-8", errors="strict")


def _started(s: Session, day: dt.datetime) -> Session:
    Session.objects.filter(pk=s.pk).update(created=day)
    return Session.objects.get(pk=s.pk)


NOV_26 = dt.datetime(2026, 11, 26, 19, 30, tzinfo=dt.UTC)


@pytest.mark.parametrize(
    ("title", "plain", "full"),
    [
        pytest.param("Friday club", "2026-11-26 Friday club", "2026-11-26 Friday club", id="ascii"),
        pytest.param("周五牌局", "2026-11-26 riichi", "2026-11-26 周五牌局", id="chinese"),
        pytest.param("周五 Friday 牌局", "2026-11-26 Friday", "2026-11-26 周五 Friday 牌局", id="mixed"),
        pytest.param("Café Ōsaka", "2026-11-26 Cafe Osaka", "2026-11-26 Café Ōsaka", id="accents"),
        pytest.param(
            'a/b\\c:"d"*<e>|?\x07\t\u202egpj.exe',
            "2026-11-26 a b c d e gpj.exe",
            "2026-11-26 a b c d e gpj.exe",
            id="hostile",
        ),
        pytest.param(" ..hidden. ", "2026-11-26 hidden", "2026-11-26 hidden", id="dots"),
        pytest.param("", "2026-11-26 Japanese riichi", "2026-11-26 Japanese riichi", id="untitled"),
    ],
)
@pytest.mark.parametrize("ext", ["csv", "json"])
def test_export_name_is_the_day_and_the_title(title: str, plain: str, full: str, ext: str) -> None:
    s = _started(make_session(title=title), NOV_26)
    assert s.title == title.strip()[:80]
    r = Client(headers={"Accept-Language": "en"}).get(f"/s/{s.view_token}/export.{ext}")
    assert r.status_code == 200
    header = r["Content-Disposition"]
    assert _names(header) == (f"{plain}.{ext}", f"{full}.{ext}")
    assert header.isascii()
    assert "session-" not in header  # the old name: session-<row id>


def test_export_name_is_the_day_in_the_clubs_time_zone(settings) -> None:
    """Started at 23:30 UTC on the 26th: in Shanghai it was the 27th, the evening the club remembers."""
    settings.TIME_ZONE = "Asia/Shanghai"
    s = _started(make_session(title="Friday club"), dt.datetime(2026, 11, 26, 23, 30, tzinfo=dt.UTC))
    r = Client().get(f"/s/{s.edit_token}/export.csv")
    assert _names(r["Content-Disposition"])[0] == "2026-11-27 Friday club.csv"


def test_untitled_chinese_page_names_the_rule_set_in_chinese_and_ascii() -> None:
    s = _started(make_session(title=""), NOV_26)
    r = Client(headers={"Accept-Language": "zh-hans"}).get(f"/s/{s.view_token}/export.json")
    plain, full = _names(r["Content-Disposition"])
    assert plain == "2026-11-26 riichi.json"
    assert full.startswith("2026-11-26 ")
    assert full.endswith(".json")
    assert not full.isascii()
