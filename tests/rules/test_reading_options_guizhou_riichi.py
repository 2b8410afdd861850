"""Three readings the rule pages stated as fact, now options (issue 24 item 9), each worked by hand from the rule text.

Guizhou (seeds/000_83bcab1ae18cc98e.txt):
- 乌骨鸡, lines 69, 71, 147: "责任鸡 ... (幺鸡和乌骨鸡)", "包鸡 ... 幺鸡或者乌骨鸡", named beside 幺鸡 and never
  defined (the 选鸡 list of line 59 does not hold it). Default (our reading): no tile is 乌骨鸡. Option `wu_gu_ji`:
  8p is a default chicken like 1s (held 1 a tile, gold 2, its own 冲锋鸡, 责任鸡, 包鸡), the usual Guiyang convention.
- 点豆, line 43: "其他玩家需要支付1分,庄家为2分(如果庄家点豆,一个玩家需要支付2分)". Default (our reading): the
  discarder alone pays 1 (line 149's 包杠 also calls it "针对某一个的"). Option `dian_dou_all_pay`: every other seat
  pays 1, dealer doubling as for the other kongs; 包杠 then pays every other seat back.
Riichi (seeds/001_a3f5d4a3da016967.txt), §8, lines 26-27: "只能够抢明杠". Default (our reading): only an added kong
  (加杠) may be robbed. Option `rob_any_exposed_kong`: a kong on a discard (大明杠) too, the seat that called it
  paying as for an added kong.

Each option is off by default and in every preset; the entries of the rule page that state the reading (the rule,
the pattern, the option itself) name the option.
"""

from __future__ import annotations

from typing import Any

import pytest

from rules import RULE_SETS, score_request
from rules.model import RuleSet
from rules.text import Text
from tests.rules.guizhou.support import PH, kong, pon, settle, win
from tests.rules.guizhou.support import request as gz_request
from tests.rules.riichi.helpers import H1, ok
from tests.rules.riichi.helpers import pon as rc_pon
from tests.rules.riichi.helpers import request as rc_request

GUIZHOU = RULE_SETS["guizhou"]
RIICHI = RULE_SETS["riichi"]

NOTEN: dict[str, Any] = {"tenpai": False}
READY = {"hand": "2345678m234p567p"}  # ready (waits 2m 5m 8m), no chicken in it
PH8 = "234m456m567p234s55s"  # 平胡 on 5s with no 1s and no 8p (tests.rules.guizhou.support.PH holds an 8p)
WU_GU_JI = {"wu_gu_ji": True}


def _net(data: dict[str, Any]) -> list[int]:
    ans, _ = settle(data)
    return list(ans["net"])


def _ledger(data: dict[str, Any]) -> dict[tuple[int, int, str], int]:
    return settle(data)[1]


# ------------------------------------------------------------ Guizhou 乌骨鸡 ---


@pytest.mark.parametrize(
    ("options", "flip", "net"),
    [
        # Seat 1 self-draws 平胡 (123m 456m 234s 789s 88p) on 8p; seat 0 deals: 平胡 1 from each, the dealer 1x2.
        # Off: 8p is no chicken: [-2, 4, -1, -1].
        pytest.param({}, None, [-2, 4, -1, -1], id="off"),
        # On: two 8p held, 1 each from every other seat (chickens are not doubled for the dealer): +6.
        pytest.param(WU_GU_JI, None, [-4, 10, -3, -3], id="on"),
        # Flip 7p picks 8p (F+1). Off: a flipped chicken, 1 a tile: +2 from each.
        pytest.param({}, "7p", [-4, 10, -3, -3], id="off-flipped-8p"),
        # On: the flipped chicken falls on a default chicken: gold, 2 a tile: +4 from each.
        pytest.param(WU_GU_JI, "7p", [-6, 16, -5, -5], id="on-gold-8p"),
    ],
)
def test_wu_gu_ji_held(options: dict[str, Any], flip: str | None, net: list[int]) -> None:
    """8p in a winner's hand counts as a chicken only with the option, gold when the flipped chicken is 8p."""
    data = gz_request([{}, win("123m456m234s789s88p", "8p"), {}, {}], options=options, flip=flip)
    assert _net(data) == net


@pytest.mark.parametrize(
    ("options", "net"),
    [
        # Seat 1 self-draws PH8 (no chicken); seat 2 is ready; seat 3 is not ready and discarded an 8p, unclaimed.
        # Off: 平胡 only: [-2, 4, -1, -1].
        pytest.param({}, [-2, 4, -1, -1], id="off"),
        # On, 包鸡 (lines 71, 147, "幺鸡或者乌骨鸡"): seat 3 pays each scoring seat (1 and 2) 1 for its shown 8p.
        pytest.param(WU_GU_JI, [-2, 5, 0, -3], id="on"),
    ],
)
def test_wu_gu_ji_chicken_penalty(options: dict[str, Any], net: list[int]) -> None:
    """A seat that is not ready pays chicken penalty for the 8p it showed, with the option only."""
    seats = [{}, win(PH8, "5s"), READY, {**NOTEN, "chicken_discards": "8p"}]
    data = gz_request(seats, options=options)
    assert _net(data) == net
    if options:
        assert _ledger(data)[(3, 1, "bao_chicken")] == 1
        assert _ledger(data)[(3, 2, "bao_chicken")] == 1


def test_wu_gu_ji_charging_chicken_unclaimed() -> None:
    """On: ready seat 2 discarded the hand's first 8p, unclaimed: its charging chicken, 2 from every other seat.

    Seat 1 self-draws PH8 (平胡: dealer 2, others 1): [-2, 4, -1, -1]; seat 2 collects 2 from seats 0, 1 and 3:
    [-4, 2, 5, -3]."""
    seats = [{}, win(PH8, "5s"), READY, {}]
    data = gz_request(seats, options=WU_GU_JI, table={"chongfeng_8p_seat": 2})
    assert _net(data) == [-4, 2, 5, -3]


def test_wu_gu_ji_liable_chicken() -> None:
    """Line 69, "冲锋鸡被碰走后,按普通鸡计算,且被碰的玩家要给碰鸡玩家鸡分(幺鸡和乌骨鸡)".

    Seat 1 ponned seat 2's first 8p and self-draws 平胡 (123m 456m 789s 888p 55s): 平胡 +4 (dealer 2, others 1).
    Off (the charging chicken fields left out): that is all, [-2, 4, -1, -1].
    On: three 8p held, 3 from each other seat (+9), and seat 2 pays 1 more as the liable chicken: seat 1 +14,
    seat 0 -2-3, seat 2 -1-3-1, seat 3 -1-3."""
    seats = [{}, win("123m456m789s55s", "5s", melds=[pon("888p", 2)]), READY, {}]
    assert _net(gz_request(seats)) == [-2, 4, -1, -1]
    data = gz_request(seats, options=WU_GU_JI, table={"chongfeng_8p_seat": 2, "chongfeng_8p_claimed_by": 1})
    assert _net(data) == [-5, 14, -5, -4]
    assert _ledger(data)[(2, 1, "responsibility_chicken")] == 1


def test_wu_gu_ji_charging_chicken_fields_need_the_option() -> None:
    """Off, the first 8p discarded names no chicken: the field is refused, naming the option."""
    seats = [{}, win("123m456m789s55s", "5s", melds=[pon("888p", 2)]), READY, {}]
    status, ans = score_request(gz_request(seats, table={"chongfeng_8p_seat": 2, "chongfeng_8p_claimed_by": 1}))
    assert status == 400
    [err] = ans["errors"]
    assert err["field"] == "table.chongfeng_8p_seat"
    assert "8p is a chicken too (乌骨鸡 wū gǔ jī)" in err["message"]


# ------------------------------------------------------------ Guizhou 点豆 ---


@pytest.mark.parametrize(
    ("options", "net"),
    [
        # Seat 1 self-draws 平胡 (123m 456m 789p 2222p 55s) holding a 点豆 2222p made on seat 2's discard; seat 0
        # deals. 平胡: dealer 2, seats 2 and 3 1 each (+4).
        # Off: seat 2 alone pays the 点豆 1: [-2, 5, -2, -1].
        pytest.param({}, [-2, 5, -2, -1], id="off-discarder-alone"),
        # On: every other seat pays 1, the dealer 2 (+4): [-4, 8, -2, -2].
        pytest.param({"dian_dou_all_pay": True}, [-4, 8, -2, -2], id="on-every-seat"),
    ],
)
def test_dian_dou_payers(options: dict[str, Any], net: list[int]) -> None:
    """Line 43, "其他玩家需要支付1分,庄家为2分(如果庄家点豆,一个玩家需要支付2分)"."""
    seats = [{}, win("123m456m789p55s", "5s", melds=[kong("2222p", "exposed", 2)]), {}, {}]
    data = gz_request(seats, options=options)
    assert _net(data) == net
    kongs = {k: v for k, v in _ledger(data).items() if k[2] == "kong"}
    if options:
        assert kongs == {(0, 1, "kong"): 2, (2, 1, "kong"): 1, (3, 1, "kong"): 1}
    else:
        assert kongs == {(2, 1, "kong"): 1}


@pytest.mark.parametrize(
    ("options", "net"),
    [
        # 包杠 (line 149): seat 3, not ready, holds a 点豆 8888m made on seat 2's discard and pays back what it would
        # have collected. Seat 1 self-draws PH: [-2, 4, -1, -1] before that.
        # Off: back to seat 2 alone, 1: [-2, 4, 0, -2].
        pytest.param({"bao_gang": True}, [-2, 4, 0, -2], id="off-back-to-the-discarder"),
        # On: back to every other seat, the dealer 2: seat 0 +2, seats 1 and 2 +1: [0, 5, 0, -5].
        pytest.param({"bao_gang": True, "dian_dou_all_pay": True}, [0, 5, 0, -5], id="on-back-to-every-seat"),
    ],
)
def test_dian_dou_kong_penalty(options: dict[str, Any], net: list[int]) -> None:
    seats = [{}, win(PH, "5s"), {}, {**NOTEN, "melds": [kong("8888m", "exposed", 2)]}]
    assert _net(gz_request(seats, options=options)) == net


# ------------------------------------------------------- riichi robbing ---


def _robbed(owner: dict[str, Any], options: dict[str, Any] | None = None, preset: str = "seed") -> dict[str, Any]:
    """Seat 1 (non-dealer, seat 0 deals) wins H1 on 4s robbed from seat 2's open kong: chankan + pinfu, 2 han 30 fu,
    30 x 2^4 x 4 = 1920, 2000, all paid by seat 2."""
    return rc_request(H1, "4s", "robbed_kong", frm=2, options=options, others={2: owner}, preset=preset)


def _errors(data: dict[str, Any]) -> list[tuple[str, str]]:
    status, ans = score_request(data)
    assert status == 400, ans
    return [(e["field"], e["message"]) for e in ans["errors"]]


ANY_KONG = {"rob_any_exposed_kong": True}
ON_A_DISCARD = {"hand": "444s1235m678p999p"}  # seat 2 calls a kong on a discarded 4s with these three (大明杠)
ADDED = {"hand": "1235m678p999p", "melds": [rc_pon("444s", 3)]}  # seat 2 adds the fourth 4s to its pon (加杠)


@pytest.mark.parametrize("preset", ["seed", "tenhou"])
def test_riichi_kong_on_a_discard_robbed(preset: str) -> None:
    """Off (every preset): seat 2 holds no pon of 4s but three 4s in its hand, so its kong was made on a discard,
    which may not be robbed: refused, naming the option. On: it may, and seat 2 pays the chankan + pinfu 2000."""
    assert _errors(_robbed(ON_A_DISCARD, preset=preset)) == [
        (
            "seats.1.win.from",
            "seat 2, whose kong was robbed, holds no pon of 4s but three 4s in its hand: a kong on a discard "
            "(大明杠 dà míng gàng), which cannot be robbed unless the option “Robbing a kong: any open kong” is on",
        )
    ]
    a = ok(_robbed(ON_A_DISCARD, ANY_KONG, preset=preset))
    assert a["net"] == [0, 2000, -2000, 0]
    assert [i["key"] for i in a["hands"][0]["items"]] == ["chankan", "pinfu"]


@pytest.mark.parametrize("options", [None, ANY_KONG], ids=["off", "on"])
def test_riichi_added_kong_robbed_either_way(options: dict[str, Any] | None) -> None:
    """An added kong is robbed as before, the option on or off: 2000 from seat 2, whose pon of 4s it was; with
    nothing known of seat 2's tiles the win scores the same."""
    assert ok(_robbed(ADDED, options))["net"] == [0, 2000, -2000, 0]
    assert ok(_robbed({}, options))["net"] == [0, 2000, -2000, 0]


def test_riichi_robbed_seat_holding_no_kong_of_the_tile() -> None:
    """Neither a pon of 4s nor three 4s: no kong to rob, off (as before) and on."""
    owner = {"hand": "445s1235m678p999p"}
    assert _errors(_robbed(owner)) == [
        (
            "seats.1.win.from",
            "seat 2, whose kong was robbed, holds no pon of 4s: a robbed kong is a tile added to a pon",
        )
    ]
    assert _errors(_robbed(owner, ANY_KONG)) == [
        (
            "seats.1.win.from",
            "seat 2, whose kong was robbed, holds neither a pon of 4s nor three 4s in its hand: a robbed kong is a "
            "tile added to a pon, or the fourth tile of a kong on a discard",
        )
    ]


# ------------------------------------------------- defaults and presets ---


@pytest.mark.parametrize(
    ("rs", "key"),
    [
        pytest.param(GUIZHOU, "wu_gu_ji", id="wu-gu-ji"),
        pytest.param(GUIZHOU, "dian_dou_all_pay", id="dian-dou-all-pay"),
        pytest.param(RIICHI, "rob_any_exposed_kong", id="rob-any-exposed-kong"),
    ],
)
def test_new_options_are_off_by_default_and_in_every_preset(rs: RuleSet, key: str) -> None:
    opt = rs.option(key)
    assert opt is not None
    assert opt.kind == "bool"
    assert opt.default is False
    assert opt.ref is not None
    assert opt.ref.brief
    assert [p.key for p in rs.presets if p.values.get(key, False)] == []


# ------------------------------------------- the entries name the option ---


def _entry(rs: RuleSet, kind: str, key: str) -> tuple[Text | None, Text | None]:
    """(what the entry says, its reading) of a rule, a pattern or an option of the rule set."""
    if kind == "rule":
        r = next(r for r in rs.rules if r.key == key)
        return r.text, r.reading
    if kind == "pattern":
        p = rs.pattern_map[key]
        return p.explanation, p.reading
    f = rs.option(key)
    assert f is not None
    return f.explanation, f.reading


ENTRIES = [
    # (rule set, option, entry kind, entry key, the rule text's words the entry quotes)
    pytest.param(GUIZHOU, "wu_gu_ji", "rule", "wu_gu_ji", ("幺鸡和乌骨鸡", "幺鸡或者乌骨鸡"), id="gz-r-wu_gu_ji"),
    pytest.param(GUIZHOU, "wu_gu_ji", "pattern", "wu_gu_ji", ("幺鸡和乌骨鸡", "幺鸡或者乌骨鸡"), id="gz-p-wu_gu_ji"),
    pytest.param(GUIZHOU, "wu_gu_ji", "option", "wu_gu_ji", ("幺鸡和乌骨鸡", "幺鸡或者乌骨鸡"), id="gz-o-wu_gu_ji"),
    pytest.param(GUIZHOU, "wu_gu_ji", "pattern", "yao_ji", (), id="gz-p-yao_ji"),
    pytest.param(GUIZHOU, "wu_gu_ji", "pattern", "ze_ren_ji", ("幺鸡和乌骨鸡",), id="gz-p-ze_ren_ji"),
    pytest.param(
        GUIZHOU,
        "dian_dou_all_pay",
        "rule",
        "kong_payers",
        ("其他玩家需要支付1分", "如果庄家点豆", "一个玩家需要支付2分"),
        id="gz-r-kong_payers",
    ),
    pytest.param(
        GUIZHOU,
        "dian_dou_all_pay",
        "pattern",
        "dian_dou",
        ("其他玩家需要支付1分", "如果庄家点豆", "一个玩家需要支付2分"),
        id="gz-p-dian_dou",
    ),
    pytest.param(
        GUIZHOU,
        "dian_dou_all_pay",
        "option",
        "dian_dou_all_pay",
        ("其他玩家需要支付1分", "如果庄家点豆", "一个玩家需要支付2分"),
        id="gz-o-dian_dou_all_pay",
    ),
    pytest.param(RIICHI, "rob_any_exposed_kong", "rule", "chankan_added", ("只能够抢明杠",), id="rc-r-chankan_added"),
    pytest.param(RIICHI, "rob_any_exposed_kong", "pattern", "chankan", ("只能够抢明杠",), id="rc-p-chankan"),
    pytest.param(
        RIICHI, "rob_any_exposed_kong", "option", "rob_any_exposed_kong", ("只能够抢明杠",), id="rc-o-rob_any"
    ),
    pytest.param(
        RIICHI,
        "rob_any_exposed_kong",
        "option",
        "kokushi_robs_concealed_kong",
        ("只能够抢明杠",),
        id="rc-o-kokushi",
    ),
]


@pytest.mark.parametrize(("rs", "option", "kind", "key", "quotes"), ENTRIES)
def test_each_entry_names_its_option(rs: RuleSet, option: str, kind: str, key: str, quotes: tuple[str, ...]) -> None:
    """The entry marks the default as our reading (its own reading, or an explanation that says so), names the
    option by its name, and quotes the rule text's own words."""
    text, reading = _entry(rs, kind, key)
    opt = rs.option(option)
    assert opt is not None
    said = " ".join(t.get("en") for t in (text, reading) if t is not None)
    assert opt.names.get("en") in said
    assert "our reading" in said.lower()
    for q in quotes:
        assert q in said
    assert "does not offer" not in said
    assert "is not a chicken here" not in said
    assert not any(w in said.lower().split() for w in ("seed", "seed's"))


def test_riichi_open_kong_means_both_kinds_in_the_fu_and_at_robbing() -> None:
    """The fu and the robbing entry read 明杠 alike: both a kong on a discard and an added kong."""
    fu = RIICHI.pattern_map["fu_open_kong"].explanation.get("en")
    reading = RIICHI.pattern_map["chankan"].reading
    assert reading is not None
    for words in ("Open kong (明杠 míng gàng)", "大明杠", "加杠"):
        assert words in fu
        assert words.lower() in reading.get("en").lower()
    assert "Open or added kong" not in fu
    robbed = RIICHI.win_fields[0]
    assert [(v, t.get("en")) for v, t in robbed.choices] == [
        ("added", "an open kong (明杠 míng gàng)"),
        ("concealed", "a concealed kong"),
    ]
    assert "Robbing a kong: any open kong" in robbed.explanation.get("en")
