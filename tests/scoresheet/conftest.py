from __future__ import annotations

import re
from typing import Any

import pytest
from django.test import Client

from scoresheet import services
from scoresheet.models import Session


def make_session(ruleset: str = "riichi", names=("甲", "乙", "丙", "丁"), **kw: Any) -> Session:
    return services.create_session(
        services.NewSession(
            ruleset=ruleset,
            preset=kw.pop("preset", "seed"),
            names=list(names),
            option_overrides=kw.pop("option_overrides", {}),
            progress_overrides=kw.pop("progress_overrides", {}),
            lang="en",
            **kw,
        )
    )


def fresh(session: Session) -> Session:
    return Session.objects.get(pk=session.pk)


def record(session: Session, request: dict[str, Any]) -> tuple[Session, int]:
    s = fresh(session)
    return services.record_hand(s, version=s.version, token=s.edit_token, request=request, lang="en")


@pytest.fixture
def client() -> Client:
    return Client()


def csrf_client() -> Client:
    return Client(enforce_csrf_checks=True)


def version_of(html: str) -> int:
    m = re.search(r'name="version" value="(\d+)"', html)
    assert m, "no version field"
    return int(m[1])
