"""The clubs and account pages speak the chosen language (completeness of the catalogs, these
pages' words included, is checked by tests/calculator/test_translations.py against makemessages)."""

from __future__ import annotations

import pytest
from django.test import Client

from tests.clubs.conftest import client_for


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("zh-hans", ("排行榜", "成员", "邀请成员")),
        ("zh-hant", ("排行榜", "成員", "邀請成員")),
        ("ja", ("ランキング", "メンバー", "メンバーを招待")),
        ("en", ("Leaderboard", "Members", "Invite a member")),
    ],
)
def test_the_club_page_speaks_the_language(people, lang: str, words: tuple[str, ...]) -> None:
    html = client_for(people["owner"]).get(f"/c/{people['club'].pk}/?lang={lang}").content.decode()
    assert f'<html lang="{lang}">' in html
    for w in words:
        assert w in html


def test_the_login_page_speaks_japanese() -> None:
    html = Client().get("/accounts/login/?lang=ja").content.decode()
    assert "ログイン" in html
    assert "パスワードを忘れましたか？" in html
