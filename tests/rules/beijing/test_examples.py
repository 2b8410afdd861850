"""The seed's two worked examples (lines 117-179), fed as JSON files through `manage.py score`."""

from __future__ import annotations

import json
import subprocess
import sys
from io import StringIO
from pathlib import Path

import pytest
from django.core.management import call_command

EXAMPLES = Path(__file__).parent / "examples"


def _score(name: str) -> dict:
    out = StringIO()
    call_command("score", str(EXAMPLES / name), stdout=out)
    return json.loads(out.getvalue())


def _items(answer: dict) -> list[tuple[str, int]]:
    (hand,) = answer["hands"]
    return [(i["key"], i["value"]) for i in hand["items"]]


def test_example_1_dealer_self_draw_duiduihu_one_round_of_shaozhuang() -> None:
    # 底分 2000, East deals, 1 round of 烧庄, East self-draws 对对和 (lines 119-145).
    # Printed: 庄 1, 对对和 2, 烧庄 1 (lines 125-131).
    answer = _score("shili1.json")
    assert _items(answer) == [("zhuang", 1), ("duiduihu", 2), ("shaozhuang", 1)]
    # East: [(1 + 2) x 3 + 1 x (-3)] x 2000 = 12000; each other: [(1 + 2) x (-1) + 1] x 2000 = -4000
    assert answer["net"] == [12000, -4000, -4000, -4000]
    assert sorted((p["from"], p["to"], p["amount"], p["reason"]) for p in answer["payments"]) == [
        (0, 1, 2000, "shaozhuang"),
        (0, 2, 2000, "shaozhuang"),
        (0, 3, 2000, "shaozhuang"),
        (1, 0, 6000, "hand"),
        (2, 0, 6000, "hand"),
        (3, 0, 6000, "hand"),
    ]


def test_example_2_dealer_deals_in_to_a_hubao_winner_three_rounds_of_shaozhuang() -> None:
    # 底分 500, East deals, 3 rounds of 烧庄, East deals in to South's 推倒和, South and North in 互包
    # (lines 147-179). Printed: 庄 1, 推倒和 1, 烧庄 4 (lines 153-159); 互包 not printed (line 115).
    answer = _score("shili2.json")
    assert _items(answer) == [("zhuang", 1), ("tuidaohu", 1), ("shaozhuang", 4)]
    # East: 4 x (-3) x 500 = -6000; South: [(1 + 1) + 4] x 500 = 3000; West: 4 x 500 = 2000;
    # North: [(1 + 1) x (-1) + 4] x 500 = 1000. North pays South's hand fan, East still pays 烧庄 (line 179).
    assert answer["net"] == [-6000, 3000, 2000, 1000]
    assert sorted((p["from"], p["to"], p["amount"], p["reason"]) for p in answer["payments"]) == [
        (0, 1, 2000, "shaozhuang"),
        (0, 2, 2000, "shaozhuang"),
        (0, 3, 2000, "shaozhuang"),
        (3, 1, 1000, "hubao"),
    ]
    (hand,) = answer["hands"]
    assert hand["reading"] == "读法：234m 678m 345p 567s 99s；惠牌当六条(567s)"


@pytest.mark.parametrize("name", ["shili1.json", "shili2.json"])
def test_examples_through_a_subprocess_exit_zero(name: str) -> None:
    root = Path(__file__).resolve().parents[3]
    done = subprocess.run(
        [sys.executable, "manage.py", "score", str(EXAMPLES / name)],
        cwd=root,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    net = json.loads(done.stdout)["net"]
    assert net == {"shili1.json": [12000, -4000, -4000, -4000], "shili2.json": [-6000, 3000, 2000, 1000]}[name]
