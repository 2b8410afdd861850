"""Pattern reading (lines 85-99, 159) and the 查叫 search over a ready hand's waits (lines 163-165)."""

from __future__ import annotations

import pytest

from rules.guizhou import patterns as P
from rules.guizhou.hand import best_pattern, best_wait
from rules.model import Meld
from rules.tiles import counts, parse, to_mpsz


def _melds(text: str) -> list[Meld]:
    out = []
    for part in text.split():
        tiles = parse(part)
        out.append(
            Meld(
                kind="kong" if len(tiles) == 4 else "pon",
                tiles=tiles,
                from_seat=1,
                kong="exposed" if len(tiles) == 4 else None,
            )
        )
    return out


@pytest.mark.parametrize(
    ("hand", "melds", "hun", "key", "value"),
    [
        pytest.param("234m456m789p234s55s", "", False, P.PING_HU, 1, id="ping-hu"),
        pytest.param("222m555m888p333s66s", "", False, P.DA_DUI_ZI, 3, id="da-dui-zi"),
        pytest.param("555m888p333s66s", "2222m", False, P.DA_DUI_ZI, 3, id="da-dui-zi-with-kong"),
        pytest.param("2233m5577p4499s66s", "", False, P.QI_DUI, 3, id="qi-dui"),
        pytest.param("2222m5577p4499s66s", "", False, P.LONG_QI_DUI, 4, id="long-qi-dui"),
        pytest.param("234p567p234p789p55p", "", False, P.QING_YI_SE, 4, id="qing-yi-se"),
        pytest.param("234p789p55p", "666p", False, P.QING_YI_SE, 4, id="qing-yi-se-meld"),
        pytest.param("222p444p666p888p33p", "", False, P.QING_DA_DUI, 7, id="qing-da-dui"),
        pytest.param("2233p4455p6677p99p", "", False, P.QING_QI_DUI, 8, id="qing-qi-dui-beats-qing-yi-se"),
        pytest.param("2222p4455p6677p99p", "", False, P.QING_LONG_BEI, 8, id="qing-long-bei"),
        pytest.param("222m555m888p333s66s", "", True, P.DA_DUI_ZI, 5, id="hun-wu"),
        pytest.param("2222m5577p4499s66s", "", True, P.LONG_QI_DUI, 5, id="hun-wu-long"),
        pytest.param("234p567p234p789p55p", "", True, P.QING_YI_SE, 10, id="qing-shi"),
        pytest.param("234m456m789p234s55s", "", True, P.PING_HU, 1, id="hun-wu-ping-hu-stays-1"),
        pytest.param("112233m445566p77s", "", False, P.QI_DUI, 3, id="qi-dui-beats-ping-hu"),
    ],
)
def test_best_pattern(hand: str, melds: str, hun: bool, key: str, value: int) -> None:
    hp = best_pattern(counts(parse(hand)), _melds(melds), hun_wu_qing_shi=hun)
    assert hp is not None
    assert (hp.key, hp.value) == (key, value)


def test_incomplete_hand_has_no_pattern() -> None:
    assert best_pattern(counts(parse("234m456m789p234s56s")), []) is None


@pytest.mark.parametrize(
    ("hand", "waits", "best_wait_tile", "key", "value"),
    [
        # 2p: 22 234 345 567 678 (清一色 4); 5p: 清一色 4; 8p: seven pairs in pins (清七对 8)
        pytest.param("2233445566778p", "258p", "8p", P.QING_QI_DUI, 8, id="qing-qi-dui-over-qing-yi-se"),
        # 7m: 789m + 88m (平胡 1); 9m: 999m pung, 88m pair (大对子 3)
        pytest.param("222m444s666s888m9m", "79m", "9m", P.DA_DUI_ZI, 3, id="da-dui-zi-over-ping-hu"),
        # six pairs + a single in pins, one pair a quad: only the single waits (青龙背 8)
        pytest.param("2222p4455p6677p9p", "9p", "9p", P.QING_LONG_BEI, 8, id="qing-long-bei"),
        # nine gates: waits on every pin, best is 清一色 4
        pytest.param("1112345678999p", "123456789p", "1p", P.QING_YI_SE, 4, id="nine-gates"),
    ],
)
def test_cha_jiao_best_over_waits(hand: str, waits: str, best_wait_tile: str, key: str, value: int) -> None:
    res = best_wait(counts(parse(hand)), [])
    assert res is not None
    assert to_mpsz(res.waits) == waits
    assert to_mpsz([res.wait]) == best_wait_tile
    assert (res.best.key, res.best.value) == (key, value)


def test_not_ready_has_no_cha_jiao() -> None:
    assert best_wait(counts(parse("2468m2468p2468s1s")), []) is None
