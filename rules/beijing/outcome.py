"""A Beijing win recorded by its outcome: the fan items the table agrees on, given instead of the winner's tiles.

The items read from tiles (门清无惠, 对对和, 大钓, 捉五魁, 一条龙, 七对子, 清一色, 豪华七对子, 四惠牌) are given, one
switch each; the items the win's facts tell (庄, 海底捞月, 杠上开花, 天和, 地和, and 推倒胡 when nothing else
applies) are found from them exactly as for a hand given by its tiles, the exclusions are applied as there, and
the hand is paid as there (settlement.score: base points x fan, 互包, 烧庄).
"""

from __future__ import annotations

from typing import Any

from rules.model import BOOL, Field, ScoreRequest, SeatInput, apply_exclusions
from rules.text import N_
from rules.tiles import kind

from . import patterns as P
from .detect import HandView, Situation
from .hand import Outcome

# the fan items only tiles show, in the rule text's order
GIVEN = (
    P.MENQING_WUHUI,
    P.DUIDUIHU,
    P.DADIAO,
    P.ZHUOWUKUI,
    P.YITIAOLONG,
    P.QIDUIZI,
    P.QINGYISE,
    P.HAOHUA_QIDUIZI,
    P.SIHUIPAI,
)
# the fan items the win's own facts tell (who won, from whom, the win flags)
FROM_FACTS = (P.TUIDAOHU, P.ZHUANG, P.HAIDILAOYUE, P.GANGSHANGKAIHUA, P.TIANHU, P.DIHU)

# each item's own rule is on the rule page (the breakdown links it): the form says only what the switch means
AS_AGREED = N_("A win recorded by its outcome: on when the hand has this fan item, as the table agrees.")
FIELDS = tuple(
    Field(
        key=key,
        kind=BOOL,
        default=False,
        names=P.PATTERN_MAP[key].names,
        explanation=AS_AGREED,
        ref=P.PATTERN_MAP[key].ref,
    )
    for key in GIVEN
)


def outcome(req: ScoreRequest, s: SeatInput, hui: int) -> Outcome:
    """The win's fans from its outcome, as `hand.best_outcome` gives them from tiles."""
    given = s.outcome
    win = s.win
    assert given is not None
    assert win is not None
    sit = Situation(
        seat=s.index,
        win_kind=kind(win.tile) if win.tile >= 0 else -1,
        self_drawn=win.self_drawn,
        is_dealer=s.index == req.dealer,
        dealer_dealt_in=not win.self_drawn and win.from_seat == req.dealer,
        open=True,  # unknown: the items that read it are given
        n_melds=len(s.melds),
        hui=hui,
        hui_count=0,
        after_kong=win.after_kong,
        last_tile=win.last_tile,
        first_turn=win.first_turn,
        single_wait_5m=True,
        meld_groups=(),
    )
    view = HandView(situation=sit, reading=None)
    found: dict[str, int] = {}
    for key in FROM_FACTS:
        v = P.PATTERN_MAP[key].detect(view)  # type: ignore[misc]
        if v is not None:
            found[key] = v
    for key in GIVEN:
        if given[key]:
            value = P.PATTERN_MAP[key].value
            assert value is not None
            found[key] = value
    kept = apply_exclusions(found, P.PATTERN_MAP)
    fans = tuple(sorted(kept.items(), key=lambda kv: P.LINE_ORDER[kv[0]]))
    return Outcome(fans=fans, total=sum(kept.values()), reading=None, situation=sit)


def from_tiles(seat: dict[str, Any], hand: dict[str, Any], req: ScoreRequest) -> dict[str, Any]:
    """The seat of a request as recorded by its outcome, from the seat given by its tiles and the answer's hand:
    the fan items its tiles showed (the property tests' bridge between the two)."""
    out = {k: v for k, v in seat.items() if k != "hand"}
    shown = {i["key"] for i in hand["items"]}
    out["outcome"] = {key: True for key in GIVEN if key in shown}
    return out
