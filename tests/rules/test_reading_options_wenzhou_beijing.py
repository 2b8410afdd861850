"""Three readings the rule pages stated as fact, each now an option with our reading as its default (issue 24,
item 9; rules-brief.md, "Readings a referee found stated as fact"): Wenzhou's winning shapes
(`listed_forms_only`), Wenzhou's 三财神 (`san_cai_shen_as_written`) and Beijing's 大钓 (`dadiao_exposed_only`).

Every hand is scored by hand from the rule text, with the option off (the answer the calculator gave before the
option existed) and on. Wenzhou (seeds/002_7e6e85d95f480946.txt): the flip is 5m (the 财神), seat 0 deals,
streak 0, progression 10/20/30/40: base 10 between any two seats; payment = base x multiplier (soft 1, hard 2,
双翻 4, lines 38-42). Beijing (seeds/003_d63290519b540ef6.txt): the 惠坯 is 9p (惠牌 1p, held by nobody),
base points 2000; self-draw: each other seat pays fan x 2000; discard: the discarder pays it (lines 97-105).
"""

from __future__ import annotations

from typing import Any

import pytest

import rules
from rules import registry
from rules.text import Text
from tests.support.settlement import check_settlement

HAND = "hand"


def request(ruleset: str, flip: str, seats: dict[int, dict[str, Any]], dealer: int = 0, **options: Any) -> dict:
    data: dict[str, Any] = {
        "ruleset": ruleset,
        "lang": "en",
        "dealer": dealer,
        "indicators": {"flip": flip},
        "seats": [seats.get(i, {}) for i in range(4)],
    }
    if options:
        data["options"] = options
    return data


def wenzhou(seats: dict[int, dict[str, Any]], **options: Any) -> dict:
    return request("wenzhou", "5m", seats, **options)


def beijing(seats: dict[int, dict[str, Any]], dealer: int = 0, **options: Any) -> dict:
    return request("beijing", "9p", seats, dealer=dealer, **options)


def win(hand: str, tile: str, by: str = "self_draw", frm: int | None = None, melds: list[dict] | None = None) -> dict:
    w: dict[str, Any] = {"tile": tile, "by": by}
    if frm is not None:
        w["from"] = frm
    seat: dict[str, Any] = {"hand": hand, "win": w}
    if melds:
        seat["melds"] = melds
    return seat


def score(data: dict) -> dict:
    status, answer = rules.score_request(data)
    assert status == 200, answer
    return check_settlement(answer)


def errors(data: dict) -> dict[str, str]:
    status, answer = rules.score_request(data)
    assert status == 400, answer
    return {e["field"]: e["message"] for e in answer["errors"]}


def items(answer: dict) -> list[tuple[str, int]]:
    (hand,) = answer["hands"]
    return [(i["key"], i["value"]) for i in hand["items"]]


def payments(answer: dict) -> list[tuple[int, int, int, str]]:
    return [(p["from"], p["to"], p["amount"], p["reason"]) for p in answer["payments"]]


# ------------------------------------------------------- Wenzhou: listed forms ---

FIVE_PUNGS = "111m222p333s444s666p77z"  # AAA x5 + AA: no run, not among the forms a-e (lines 20-24)
FORM_E = "123m222p333s444s666p77z"  # AA, ABC, AAA x4: form e (line 24)
FIVE_PONS = [
    {"kind": "pon", "tiles": "111m", "from": 1},
    {"kind": "pon", "tiles": "222p", "from": 2},
    {"kind": "pon", "tiles": "333s", "from": 3},
    {"kind": "pon", "tiles": "444s", "from": 1},
    {"kind": "pon", "tiles": "666p", "from": 2},
]


def test_five_pungs_win_by_default() -> None:
    """Off (our reading): five pungs and a pair, self-drawn by the dealer with no 财神, are hard (line 33): 2;
    each of the three pays 10 x 2 = 20."""
    answer = score(wenzhou({0: win(FIVE_PUNGS, "7z")}))
    assert items(answer) == [("ying_pai", 2)]
    assert payments(answer) == [(1, 0, 20, HAND), (2, 0, 20, HAND), (3, 0, 20, HAND)]
    assert answer["net"] == [60, -20, -20, -20]


def test_five_pungs_do_not_win_with_listed_forms_only() -> None:
    """On: every listed form holds a run; the hand is refused, naming the option and what it lacks."""
    assert errors(wenzhou({0: win(FIVE_PUNGS, "7z")}, listed_forms_only=True)) == {
        "seats.0.hand": "this hand does not win with the option “Only the listed winning forms (a to e)” on: "
        "111m222666p333444s77z (wildcard (财神 cái shén) 5m) makes five sets and a pair only as five pungs and a "
        "pair, and every form the rule text lists (a to e) holds at least one run (ABC)"
    }


@pytest.mark.parametrize("listed", [False, True], ids=["off", "on"])
def test_form_e_wins_either_way(listed: bool) -> None:
    """One run and four pungs is form e (line 24): hard 2 self-drawn; 20 from each, option or not."""
    answer = score(wenzhou({0: win(FORM_E, "7z")}, listed_forms_only=listed))
    assert items(answer) == [("ying_pai", 2)]
    assert answer["net"] == [60, -20, -20, -20]


def test_a_claimed_chi_is_the_run() -> None:
    """On: the concealed part is four pungs and a pair, the run is a chi claimed from seat 3: form e, hard 2
    self-drawn, 20 from each."""
    chi = [{"kind": "chi", "tiles": "123m", "from": 3}]
    answer = score(wenzhou({0: win("222p333s444s666p77z", "7z", melds=chi)}, listed_forms_only=True))
    assert items(answer) == [("ying_pai", 2)]
    assert answer["net"] == [60, -20, -20, -20]


@pytest.mark.parametrize("listed", [False, True], ids=["off", "on"])
def test_single_wait_on_five_pons_is_a_listed_shape(listed: bool) -> None:
    """单吊 (line 31, "就能胡") is a listed shape of its own: five pons and 7z7z, won on seat 2's 7z. No 财神 and a
    discard: plain 1, doubled by 单吊: 2; seat 2 pays the dealer 10 x 2 = 20, option or not."""
    answer = score(wenzhou({0: win("7z7z", "7z", "discard", 2, melds=FIVE_PONS)}, listed_forms_only=listed))
    assert items(answer) == [("ping_hu", 1), ("dan_diao", 2)]
    assert payments(answer) == [(2, 0, 20, HAND)]
    assert answer["net"] == [20, 0, -20, 0]


def test_without_a_shape_the_usual_error_stays() -> None:
    """A hand that makes no shape at all gets the usual not-a-win error with the option on too."""
    got = errors(wenzhou({0: win("1123m456789p234789s7z", "7z")}, listed_forms_only=True))
    assert got["seats.0.hand"].startswith("this hand does not win: 1123m456789p234789s7z")


# ------------------------------------------------------------ Wenzhou: 三财神 ---

SAN_NO_SHAPE = "1479m258p369s1234z555m"  # three 财神 and nothing else: no shape (line 35)
SAN_SOFT = "123m456789p234s7z5m5m5m7s"  # three 财神 standing in: 777z and 77s (a shape, soft)
SAN_HARD = "123m555m789p234789s77z"  # three 财神 as themselves: 555m (a shape, no wildcard)


@pytest.mark.parametrize(
    ("hand", "tile", "as_written", "expected_items", "each"),
    [
        # off (our reading): three 财神 are always hard (2) and special: 双翻 4; 10 x 4 = 40 from each
        pytest.param(
            SAN_NO_SHAPE,
            "5m",
            False,
            [("ying_pai", 2), ("san_cai_shen", 2), ("shuang_fan", 4)],
            40,
            id="no-shape-off",
        ),
        # on: no shape (line 35, "算硬牌"): hard 2 and no special win; 10 x 2 = 20 from each
        pytest.param(SAN_NO_SHAPE, "5m", True, [("ying_pai", 2)], 20, id="no-shape-on"),
        pytest.param(
            SAN_SOFT, "7s", False, [("ying_pai", 2), ("san_cai_shen", 2), ("shuang_fan", 4)], 40, id="soft-off"
        ),
        # on: a shape with the 财神 standing in (line 28): soft 1 x special 2 = 2; 20 from each
        pytest.param(SAN_SOFT, "7s", True, [("ruan_pai", 1), ("san_cai_shen", 2)], 20, id="soft-on"),
        # on: every 财神 as itself, self-drawn: hard 2 x special 2 = 双翻 4, as by default; 40 from each
        pytest.param(SAN_HARD, "7z", True, [("ying_pai", 2), ("san_cai_shen", 2), ("shuang_fan", 4)], 40, id="hard-on"),
    ],
)
def test_three_cai_shen_self_drawn(
    hand: str, tile: str, as_written: bool, expected_items: list[tuple[str, int]], each: int
) -> None:
    """Seat 1 self-draws: each of the three others pays 10 x the multiplier."""
    answer = score(wenzhou({1: win(hand, tile)}, san_cai_shen_as_written=as_written))
    assert items(answer) == expected_items
    assert payments(answer) == [(0, 1, each, HAND), (2, 1, each, HAND), (3, 1, each, HAND)]
    assert answer["net"] == [-each, 3 * each, -each, -each]


@pytest.mark.parametrize(
    ("as_written", "expected_items", "amount"),
    [
        # off: three 财神 make the hand hard without a self-draw (line 35) and special: 4; 10 x 4 = 40
        pytest.param(False, [("ying_pai", 2), ("san_cai_shen", 2), ("shuang_fan", 4)], 40, id="off"),
        # on: a shape, every 财神 as itself, on a discard: plain 1 x special 2 = 2; 10 x 2 = 20
        pytest.param(True, [("ping_hu", 1), ("san_cai_shen", 2)], 20, id="on"),
    ],
)
def test_three_cai_shen_as_themselves_on_a_discard(
    as_written: bool, expected_items: list[tuple[str, int]], amount: int
) -> None:
    """Seat 2 wins on seat 3's 7z; between non-dealers the base is 10."""
    answer = score(wenzhou({2: win(SAN_HARD, "7z", "discard", 3)}, san_cai_shen_as_written=as_written))
    assert items(answer) == expected_items
    assert payments(answer) == [(3, 2, amount, HAND)]
    assert answer["net"] == [0, 0, amount, -amount]


def test_three_cai_shen_without_a_shape_lose_their_precedence_as_written() -> None:
    """Seat 0 discards 7z; seat 1 (first in turn order) wins on it with a plain hand, seat 2 is named with three
    财神 and no shape. Off: 三财神 is special and goes first (line 37): the dealer pays seat 2 10 x 4 = 40. On: no
    special win, so turn order decides: seat 1 is the winner and naming seat 2 is an error."""
    seats = {1: {"hand": "123m456789p234789s7z"}, 2: win("1479m258p369s123z555m7z", "7z", "discard", 0)}
    assert score(wenzhou(seats))["net"] == [-40, 0, 40, 0]
    got = errors(wenzhou(seats, san_cai_shen_as_written=True))
    assert list(got) == ["seats.2.win"]
    assert "seat 1 is the winner" in got["seats.2.win"]


# ------------------------------------------------------------------ Beijing: 大钓 ---

ONE_CONCEALED_KONG = [
    {"kind": "chi", "tiles": "123m", "from": 0},
    {"kind": "pon", "tiles": "777s", "from": 2},
    {"kind": "pon", "tiles": "999m", "from": 3},
    {"kind": "kong", "tiles": "1111z", "kong": "concealed"},
]
FOUR_CONCEALED_KONGS = [{"kind": "kong", "tiles": t, "kong": "concealed"} for t in ("1111m", "4444p", "7777s", "1111z")]


@pytest.mark.parametrize(
    ("exposed_only", "expected_items", "each"),
    [
        # off (our reading): four declared melds, one tile left: 大钓 2 (推倒和 not counted); 2 x 2000 from each
        pytest.param(False, [("dadiao", 2)], 4000, id="off"),
        # on: the concealed kong is not claimed ("吃碰"): no 大钓, nothing else: 推倒和 1; 1 x 2000 from each
        pytest.param(True, [("tuidaohu", 1)], 2000, id="on"),
    ],
)
def test_dadiao_with_a_concealed_kong_self_drawn(
    exposed_only: bool, expected_items: list[tuple[str, int]], each: int
) -> None:
    """Non-dealer seat 1 self-draws 5s onto 5s (no 庄: a non-dealer's self-draw; open: no 门清无惠)."""
    data = beijing({1: win("55s", "5s", melds=ONE_CONCEALED_KONG)}, dadiao_exposed_only=exposed_only)
    answer = score(data)
    assert items(answer) == expected_items
    assert payments(answer) == [(0, 1, each, HAND), (2, 1, each, HAND), (3, 1, each, HAND)]
    assert answer["net"] == [-each, 3 * each, -each, -each]


@pytest.mark.parametrize(
    ("exposed_only", "expected_items", "amount"),
    [
        # off: 门清无惠 1 (closed, no 惠牌) + 对对和 2 + 大钓 2 = 5 fan; seat 3 pays 5 x 2000
        pytest.param(False, [("menqing_wuhui", 1), ("duiduihu", 2), ("dadiao", 2)], 10000, id="off"),
        # on: no 大钓: 门清无惠 1 + 对对和 2 = 3 fan; seat 3 pays 3 x 2000
        pytest.param(True, [("menqing_wuhui", 1), ("duiduihu", 2)], 6000, id="on"),
    ],
)
def test_dadiao_with_four_concealed_kongs_on_a_discard(
    exposed_only: bool, expected_items: list[tuple[str, int]], amount: int
) -> None:
    """Seat 0 (dealer seat 1) holds four concealed kongs, still closed (line 31), and wins on seat 3's 5s."""
    melds = FOUR_CONCEALED_KONGS
    data = beijing({0: win("55s", "5s", "discard", 3, melds=melds)}, dealer=1, dadiao_exposed_only=exposed_only)
    answer = score(data)
    assert items(answer) == expected_items
    assert payments(answer) == [(3, 0, amount, HAND)]
    assert answer["net"] == [amount, 0, 0, -amount]


def test_dadiao_exposed_only_counts_an_exposed_kong() -> None:
    """On: the same hand as above with the kong exposed (claimed from seat 2): 大钓 2; 4000 from each."""
    melds = [*ONE_CONCEALED_KONG[:3], {"kind": "kong", "tiles": "1111z", "kong": "exposed", "from": 2}]
    answer = score(beijing({1: win("55s", "5s", melds=melds)}, dadiao_exposed_only=True))
    assert items(answer) == [("dadiao", 2)]
    assert answer["net"] == [-4000, 12000, -4000, -4000]


# ------------------------------------------------------- the rule pages' words ---

OPTIONS = [
    pytest.param("wenzhou", "listed_forms_only", id="wenzhou-listed-forms-only"),
    pytest.param("wenzhou", "san_cai_shen_as_written", id="wenzhou-san-cai-shen-as-written"),
    pytest.param("beijing", "dadiao_exposed_only", id="beijing-dadiao-exposed-only"),
]


@pytest.mark.parametrize(("key", "option"), OPTIONS)
def test_each_option_is_off_in_every_preset(key: str, option: str) -> None:
    """Our reading stays the default: the option is off, and no preset turns it on."""
    rs = registry.RULE_SETS[key]
    assert rs.option(option).default is False
    assert all(not p.values.get(option, False) for p in rs.presets)


def _entries(key: str, option: str) -> list[tuple[str, Text | None]]:
    """(anchor, our reading) of every rule page entry that must name the option: the entries the reading changes,
    and the option's own."""
    rs = registry.RULE_SETS[key]
    if key == "wenzhou":
        shapes = next(r for r in rs.rules if r.key == "shapes")
        where = [("r-shapes", shapes.reading)]
        if option == "san_cai_shen_as_written":
            where.append(("p-san_cai_shen", rs.pattern_map["san_cai_shen"].reading))
    else:
        where = [("p-dadiao", rs.pattern_map["dadiao"].reading)]
    return [*where, (f"o-{option}", rs.option(option).reading)]


QUOTES = {
    "listed_forms_only": ("胡牌者的牌型必須具備下列牌型之一", "就能胡"),
    "san_cai_shen_as_written": ("3個財神同時符合其他胡牌牌型", "手中有3張財神牌不須符合胡牌牌型就可胡牌", "算硬牌"),
    "dadiao_exposed_only": ("吃碰12張牌",),
}


@pytest.mark.parametrize(("key", "option"), OPTIONS)
def test_the_entry_quotes_the_rule_text_marks_the_default_and_names_the_option(key: str, option: str) -> None:
    """At each entry the reading quotes the rule text's own words, says the default is ours, and names the option
    (its name as the options list shows it)."""
    rs = registry.RULE_SETS[key]
    name = rs.option(option).names.get("en")
    for anchor, text in _entries(key, option):
        assert text is not None, anchor
        reading = text.get("en")
        assert f"“{name}”" in reading, anchor
        assert "Our reading, the default" in reading, anchor
        for words in QUOTES[option]:
            assert f"'{words}'" in reading, (anchor, words)


@pytest.mark.parametrize(("key", "option"), OPTIONS)
def test_the_option_explains_both_ways(key: str, option: str) -> None:
    explanation = registry.RULE_SETS[key].option(option).explanation.get("en")
    assert explanation.startswith("Off (default, our reading): ")
    assert " On: " in explanation


@pytest.mark.parametrize(("key", "option"), OPTIONS)
def test_the_rule_pages_examples_with_the_option_show_what_they_say(key: str, option: str) -> None:
    """The worked examples that turn the option on are scored and show their items."""
    rs = registry.RULE_SETS[key]
    found = [
        ex
        for record in (*rs.patterns, *rs.rules)
        for ex in record.examples
        if ex.request.get("options", {}).get(option)
    ]
    assert found
    for ex in found:
        answer = score({"ruleset": key, "lang": "en", **ex.request})
        shown = {i["key"] for h in answer["hands"] for i in h["items"]}
        assert set(ex.shows) <= shown, (ex.shows, shown)


def test_beijing_wildcard_order_says_the_rule_text_spells_out_only_the_dragons() -> None:
    """Seed 003 line 17 gives the order of the dragons and, for the rest, compares the 惠坯 with 百搭's indicator:
    the numbers' 9→1 is marked as our reading, quoting it."""
    rule = next(r for r in registry.RULE_SETS["beijing"].rules if r.key == "hui")
    assert "9→1" in rule.text.get("en")
    assert rule.reading is not None
    reading = rule.reading.get("en")
    assert "'“惠坯”的功能和前導牌一樣'" in reading
    assert "Our reading: numbers go up in their suit, 9 back to 1" in reading
