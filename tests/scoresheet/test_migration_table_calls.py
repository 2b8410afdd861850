"""Migration 0007: the hands' table calls (`Hand.table`: played on, ended now) and a log's record
(`Session.source`) are new, empty columns. A session made before them replays to exactly the same hands, table and
standings after migrating (no call of the table's, nothing imported from a log), and its page shows them; migrating
back and forth keeps it."""

from __future__ import annotations

from typing import Any

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor
from django.test import Client

from scoresheet import replay as R
from scoresheet import services
from scoresheet.models import Session

pytestmark = pytest.mark.django_db(transaction=True)

BEFORE = [("scoresheet", "0006_progress_options_hold_the_result")]
# after it, as the code of today reads the tables: the last migration (0008 added the changes' client keys)
AFTER = [("scoresheet", "0008_change_client_key")]

RON = {"seats": [{}, {"hand": "234m345p456s678s55p", "win": {"tile": "8s", "by": "discard", "from": 0}}, {}, {}]}
NOTEN = {"seats": [{"tenpai": False}, {"tenpai": False}, {"tenpai": False}, {"tenpai": False}]}


def _migrate(targets: list[tuple[str, str]]) -> Any:
    executor = MigrationExecutor(connection)
    executor.loader.build_graph()
    executor.migrate(targets)
    return executor.loader.project_state(targets).apps


def test_a_session_made_before_the_table_calls_replays_the_same() -> None:
    apps = _migrate(BEFORE)
    # an East-only game of the seed's table: B wins East 1, then three draws nobody is ready at: it ends after East 4, as the code before kept it
    progress = {"rounds": 1, "honba": "renchan", "start_points": 25000, "return_points": 25000, "uma": [0, 0, 0, 0]}
    progress |= {"tobi": False, "sticks_to_top": True}
    options = R.resolve_options("riichi", "seed", {})
    cfg = R.Config(ruleset="riichi", preset="seed", options=options, players=4, progress=progress)
    hands = [RON, NOTEN, NOTEN, NOTEN]
    rows = [R.Row(number=i + 1, request=h, answer={}) for i, h in enumerate(hands)]
    result = R.replay(cfg, rows, rescore_all=True)
    old = result.cache()
    for entry in old["hands"]:  # what the replay kept before the table calls existed
        del entry["played_on"], entry["ended"]
    session = apps.get_model("scoresheet", "Session").objects.create(
        ruleset="riichi",
        preset="seed",
        lang="en",
        options=options,
        progress_options=progress,
        scoring_preset="seed",
        cache=old,
    )
    for i, n in enumerate(["甲", "乙", "丙", "丁"]):
        apps.get_model("scoresheet", "Player").objects.create(session=session, index=i, name=n)
    for row in rows:
        apps.get_model("scoresheet", "Hand").objects.create(
            session=session, number=row.number, kind="win", request=row.request, answer=row.answer
        )
    assert (old["final"]["game_over"], old["final"]["end"], old["final"]["hands"]) == (True, "last_hand", 4)

    _migrate(AFTER)
    s = Session.objects.get(pk=session.pk)
    assert s.source is None
    assert [h.table for h in s.hands.all()] == [None] * 4
    services.recompute(s, services.rows_of(s), "en", rescore_all=True)
    assert s.cache["final"] == old["final"]
    assert s.cache["standings"] == old["standings"]
    assert [{k: v for k, v in e.items() if k not in ("played_on", "ended")} for e in s.cache["hands"]] == old["hands"]
    assert not any(e["played_on"] or e["ended"] for e in s.cache["hands"])
    s.save()
    page = Client(headers={"Accept-Language": "en"}).get(f"/s/{s.view_token}/")
    assert page.status_code == 200
    assert "The last hand was played and the deal passed." in page.content.decode()

    _migrate(BEFORE)
    _migrate(AFTER)
    assert Session.objects.get(pk=session.pk).cache["final"] == old["final"]
