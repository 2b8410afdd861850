"""The record page's address keeps the hand and the table, never the page script's bookkeeping (`_editing`, the
errors shown) nor a POST's token: a reload, Back or a shared link shows the same hand, and nothing internal shows
in the address bar."""

from __future__ import annotations

from urllib.parse import parse_qs, urlsplit

import pytest
from django.test import Client

from .conftest import make_session


@pytest.mark.django_db
def test_the_record_panel_replaces_the_address_without_the_page_s_internals() -> None:
    session = make_session("guizhou", names=("甲", "乙", "丙", "丁"))
    url = f"/s/{session.edit_token}/record/"
    table = Client().get(url)  # the page's own address: the table and the rules agreed, as values
    assert table.status_code == 302
    query = {k: v[0] for k, v in parse_qs(urlsplit(table["Location"]).query).items()}
    query |= {"s0_won": "1", "s0_hand": "11123456789s", "_editing": "s0_hand", "_shown": "s0_hand"}
    response = Client().get(url, query, headers={"HX-Request": "true"})
    assert response.status_code == 200
    replaced = response["HX-Replace-Url"]
    parts = urlsplit(replaced)
    assert parts.path == url
    params = parse_qs(parts.query)
    assert params["s0_hand"] == ["11123456789s"]
    assert params["s0_won"] == ["1"]
    assert "_editing" not in params
    assert "_shown" not in params
    assert "csrfmiddlewaretoken" not in params
