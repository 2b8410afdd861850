"""The rule data: 惠牌 order, every fan of the seed with its value and exclusions, refs into the seed."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from bench.hands import random_complete
from rules import engine as E
from rules.beijing import RULE_SET
from rules.beijing.hand import best_outcome, situation, split_hand
from rules.beijing.hui import hui_of
from rules.beijing.patterns import PATTERNS
from rules.model import SeatInput, Win
from rules.text import LANGS
from rules.tiles import parse, parse_one, tile_str

SEED = Path(__file__).resolve().parents[3] / "seeds" / "003_d63290519b540ef6.txt"


@pytest.mark.parametrize(
    ("flip", "hui"),
    [
        ("1m", "2m"),
        ("8m", "9m"),
        ("9m", "1m"),
        ("9p", "1p"),
        ("4s", "5s"),
        ("9s", "1s"),
        ("1z", "2z"),
        ("2z", "3z"),
        ("3z", "4z"),
        ("4z", "1z"),  # E->S->W->N->E
        ("7z", "6z"),
        ("6z", "5z"),
        ("5z", "7z"),  # 中->发->白->中 (line 17)
    ],
)
def test_hui_is_the_next_tile(flip: str, hui: str) -> None:
    assert tile_str(hui_of(parse_one(flip))) == hui


# (key, fan) exactly as the seed lists them, lines 63-93
SEED_FANS = [
    ("tuidaohu", 1),
    ("zhuang", 1),
    ("menqing_wuhui", 1),
    ("duiduihu", 2),
    ("dadiao", 2),
    ("zhuowukui", 2),
    ("haidilaoyue", 2),
    ("yitiaolong", 3),
    ("qiduizi", 4),
    ("gangshangkaihua", 5),
    ("qingyise", 6),
    ("haohua_qiduizi", 8),
    ("sihuipai", 8),
    ("tianhu", 10),
    ("dihu", 8),
]


def test_every_fan_of_the_seed_with_its_value() -> None:
    fans = [(p.key, p.value) for p in PATTERNS if p.kind == "pattern"]
    assert fans == SEED_FANS


def test_exclusions_are_the_seeds() -> None:
    bonus = {
        "duiduihu",
        "dadiao",
        "zhuowukui",
        "haidilaoyue",
        "yitiaolong",
        "qiduizi",
        "gangshangkaihua",
        "qingyise",
        "haohua_qiduizi",
        "sihuipai",
        "tianhu",
        "dihu",
    }  # line 63
    ex = {p.key: p.excludes for p in PATTERNS}
    assert {k for k, v in ex.items() if "tuidaohu" in v} == bonus
    assert {k for k, v in ex.items() if "qiduizi" in v} == {"haohua_qiduizi"}  # line 87
    assert {k for k, v in ex.items() if "zhuang" in v} == {"tianhu"}  # line 91
    assert ex["zhuang"] == ex["menqing_wuhui"] == frozenset()  # they stack with 推倒和


def test_every_record_is_complete_and_cites_the_seed() -> None:
    lines = SEED.read_text(encoding="utf-8").splitlines()
    keys = {p.key for p in PATTERNS}
    for p in PATTERNS:
        for lang in LANGS:
            assert p.names.get(lang).strip(), (p.key, lang)
            assert p.explanation.get(lang).strip(), (p.key, lang)
        assert p.ref.lines, p.key
        for n in p.ref.lines:
            assert lines[n - 1].strip(), (p.key, n)  # a real line of the seed, not a blank one
        assert p.excludes <= keys
        if p.example:
            for part in p.example.split("|"):
                parse(part)
    for f in (*RULE_SET.options, *RULE_SET.table_fields, *RULE_SET.indicator_roles):
        assert f.ref is not None
        for lang in LANGS:
            assert f.names.get(lang).strip()
            assert f.explanation.get(lang).strip()
    for lang in LANGS:
        for text in (*RULE_SET.reasons.values(), *RULE_SET.notes):
            assert text.get(lang).strip()


def _random_wild_hand(rng: random.Random) -> tuple[list[int], int]:
    """A complete 14-tile hand in which 2 to 4 tiles are replaced by wildcards."""
    while True:
        c = random_complete(rng)
        wild = rng.randrange(2, 5)
        for _ in range(wild):
            c[rng.choice([k for k in range(34) if c[k]])] -= 1
        return c, wild


def test_restricted_stand_ins_never_lose_the_best_total() -> None:
    # groups made of 惠牌 alone are tried only as a few stand-ins; the full enumeration must not beat them
    rng = random.Random(20261121)
    hui = 33  # 中: none of the hand's real tiles is taken for a 惠牌 here
    tested = 0
    for _ in range(40):
        counts, wild = _random_wild_hand(rng)
        counts[hui] = 0
        tiles = tuple(k for k in range(34) for _ in range(counts[k])) + (hui,) * wild
        seat = SeatInput(index=1, hand=tiles, win=Win(tile=tiles[0], by="self_draw"))
        c, w = split_hand(tiles, hui)
        s = situation(seat, dealer=0, hui=hui, counts=c, wild=w, options={})
        if not E.is_complete(c, w, E.STANDARD | E.SEVEN_PAIRS_QUADS):
            continue
        fast = best_outcome(c, w, s)
        full = best_outcome(c, w, s, restrict=False)
        assert fast is not None
        assert full is not None
        assert fast.total == full.total, tile_str(tiles[0])
        tested += 1
    assert tested >= 30
