"""A hand-made or old address with a value no choice has: answered in the project's words beside the field's
label, never Django's own "Select a valid choice" (正しく選択してください)."""

from __future__ import annotations

import pytest
from django.test import Client

DJANGO_WORDS = ("Select a valid choice", "正しく選択してください", "选择一个有效的选项", "選擇一個有效的選項")


@pytest.mark.django_db
@pytest.mark.parametrize("lang", ["en", "ja", "zh-hans", "zh-hant"])
@pytest.mark.parametrize(
    "url", ["/riichi/?o_kazoe=zzz&s0_won=1&s0_hand=123m456p789s11z22z", "/s/new/riichi/?o_kazoe=zzz"]
)
def test_a_value_no_choice_has_is_answered_in_our_words(url: str, lang: str) -> None:
    html = Client().get(url, headers={"Accept-Language": lang}).content.decode()
    assert "zzz" in html  # the value is said back
    assert not any(w in html for w in DJANGO_WORDS), lang


@pytest.mark.django_db
def test_the_calculator_says_the_value_back_beside_the_field() -> None:
    html = (
        Client()
        .get("/riichi/?o_kazoe=zzz&s0_won=1&s0_hand=123m456p789s11z22z", headers={"Accept-Language": "en"})
        .content.decode()
    )
    assert "“zzz” is not one of the choices of this field: pick one from the list." in html
