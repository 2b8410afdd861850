"""Migration 0006: the final result's options leave the five riichi-only columns of `Session` for `progress_options`.

A database made with the migrations before it holds sessions as the code of that time wrote them (the columns set,
the cache replayed with those values); after migrating, every session replays to the same standings, and its page
shows them. Migrating back puts the values in the columns again."""

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

BEFORE = [("scoresheet", "0005_imported_from")]
# the code of today reads the tables as the last migration leaves them (0007 added the hands' table calls, 0008 the
# changes' client keys)
LATEST = [("scoresheet", "0008_change_client_key")]

RON = {"seats": [{}, {"hand": "234m345p456s678s55p", "win": {"tile": "8s", "by": "discard", "from": 0}}, {}, {}]}
# thirteen orphans off the dealer: 32,000 takes the dealer below zero, and bankruptcy ends the game
KOKUSHI = {"seats": [{}, {"hand": "19m19p19s1234567z1m", "win": {"tile": "1m", "by": "discard", "from": 0}}, {}, {}]}
GUIZHOU_TSUMO = {
    "seats": [{}, {"hand": "123m456m789m123p55p", "win": {"tile": "5p", "by": "self_draw"}}, {"tenpai": False}]
}

# what the code before the migration kept: the final result's options in columns, the rest in progress_options
OLD_RIICHI = {
    "scoring_preset": "tenhou",
    "start_points": 25000,
    "return_points": 30000,
    "uma": [20, 10, -10, -20],
    "oka": 20000,
    "tobi": True,
}
OLD_PROGRESS = {"rounds": 1, "honba": "standard", "sticks_to_top": True}


def _migrate(targets: list[tuple[str, str]]) -> Any:
    executor = MigrationExecutor(connection)
    executor.loader.build_graph()
    executor.migrate(targets)
    return executor.loader.project_state(targets).apps


def _old_session(apps: Any, ruleset: str, names: list[str], hands: list[dict[str, Any]], **columns: Any) -> int:
    """A session as the old code made it: its cache replayed with the options it read from the columns."""
    progress = dict(columns.pop("progress_options"))
    if columns.get("scoring_preset"):  # the old `services.progress_options`: the columns merged in
        progress.update(
            start_points=columns["start_points"],
            return_points=columns["return_points"],
            uma=tuple(columns["uma"]),
            tobi=columns["tobi"],
        )
    options = R.resolve_options(ruleset, "seed", {})
    cfg = R.Config(ruleset=ruleset, preset="seed", options=options, players=len(names), progress=progress)
    rows = [R.Row(number=i + 1, request=h, answer={}, seating=None) for i, h in enumerate(hands)]
    result = R.replay(cfg, rows, rescore_all=True)
    session = apps.get_model("scoresheet", "Session").objects.create(
        ruleset=ruleset,
        preset="seed",
        lang="en",
        options=options,
        progress_options=dict(columns.pop("stored_progress")),
        cache=result.cache(),
        **columns,
    )
    Player = apps.get_model("scoresheet", "Player")
    Hand = apps.get_model("scoresheet", "Hand")
    for i, n in enumerate(names):
        Player.objects.create(session=session, index=i, name=n)
    for row in rows:
        Hand.objects.create(
            session=session,
            number=row.number,
            kind=services._kind(row.request, row.answer),
            request=row.request,
            answer=row.answer,
        )
    return int(session.pk)


def test_every_session_replays_to_the_same_standings_after_the_migration_and_back() -> None:
    apps = _migrate(BEFORE)
    riichi = _old_session(
        apps,
        "riichi",
        ["甲", "乙", "丙", "丁"],
        [RON, KOKUSHI],
        progress_options=OLD_PROGRESS,
        stored_progress=OLD_PROGRESS,
        **OLD_RIICHI,
    )
    guizhou = _old_session(
        apps,
        "guizhou",
        ["甲", "乙", "丙"],
        [GUIZHOU_TSUMO],
        progress_options={},
        stored_progress={},
        scoring_preset="",
        start_points=0,
        return_points=0,
        uma=[],
        oka=0,
        tobi=False,
    )
    old = {pk: apps.get_model("scoresheet", "Session").objects.get(pk=pk).cache for pk in (riichi, guizhou)}
    assert (old[riichi]["final"]["game_over"], old[riichi]["final"]["end"]) == (True, "tobi")

    _migrate(LATEST)
    s = Session.objects.get(pk=riichi)
    assert s.progress_options == {
        **OLD_PROGRESS,
        **{k: OLD_RIICHI[k] for k in ("start_points", "return_points", "uma", "tobi")},
    }
    assert s.scoring_preset == "tenhou"
    assert Session.objects.get(pk=guizhou).progress_options == {}
    for pk in (riichi, guizhou):
        s = Session.objects.get(pk=pk)
        services.recompute(s, services.rows_of(s), "en", rescore_all=True)
        assert s.cache["standings"] == old[pk]["standings"]
        assert s.cache["final"] == old[pk]["final"]
    # the final result with Tenhou's return, uma and oka by place
    standings = Session.objects.get(pk=riichi).cache["standings"]
    assert [x["final"] for x in standings] == [
        x["total"] - 30000 + uma * 1000 + (20000 if i == 0 else 0)
        for i, (x, uma) in enumerate(zip(standings, OLD_RIICHI["uma"], strict=True))
    ]
    s = Session.objects.get(pk=riichi)
    page = Client(headers={"Accept-Language": "en"}).get(f"/s/{s.view_token}/").content.decode()
    assert "<dt>Oka (to the top)</dt><dd>20000</dd>" in page
    assert "<dt>Uma by place (thousands)</dt><dd>+20 / +10 / -10 / -20</dd>" in page

    apps = _migrate(BEFORE)
    old_model = apps.get_model("scoresheet", "Session").objects.get(pk=riichi)
    assert (old_model.start_points, old_model.return_points, old_model.uma, old_model.oka, old_model.tobi) == (
        25000,
        30000,
        [20, 10, -10, -20],
        20000,
        True,
    )
    assert old_model.progress_options == OLD_PROGRESS
    _migrate(LATEST)
