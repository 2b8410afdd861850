"""A small fake rule set for the page tests, used until (and beside) the real ones.

`install(monkeypatch)` adds it to the registry seen by the views and by
`rules.score_request`. Its arithmetic is deliberately simple so a test can work
the numbers out by hand: a complete hand is worth 1 fan (`base`), +1 for a
self-draw (`zimo`, when the `zimo_bonus` option is on), +1 for the dealer
(`dealer`); points = fan x `base_points`. Self-draw: every other seat pays;
discard: the discarder pays. Each seat's `chickens` (a seat field) earn 1 point
from every other seat (reason `chicken`).
"""

from __future__ import annotations

from types import MappingProxyType

from rules import engine, model
from rules.guizhou.progress import PROGRESS as GUIZHOU_PROGRESS
from rules.model import (
    Field,
    HandResult,
    Pattern,
    Preset,
    RuleRef,
    RuleSet,
    ScoreError,
    ScoreLine,
    ScoreRequest,
    Settlement,
    Source,
    Transfer,
)
from rules.text import T
from rules.tiles import counts

SOURCE = Source(key="seed", title="Beijing seed", path="seeds/003_d63290519b540ef6.txt")

PATTERNS = (
    Pattern(
        key="base",
        names=T("底番", "底番", "基本", "Base"),
        value=1,
        explanation=T("和牌计 1 番。", "和牌計 1 番。", "和了で 1 翻。", "A complete hand is worth 1 fan."),
        ref=RuleRef(source="seed", lines=(27, 29)),
        example="123m456p789s123z11z",
    ),
    Pattern(
        key="zimo",
        names=T("自摸", "自摸", "ツモ", "Self-draw"),
        value=1,
        explanation=T("自摸加 1 番。", "自摸加 1 番。", "ツモで 1 翻加算。", "A self-drawn win adds 1 fan."),
        ref=RuleRef(source="seed", lines=(27,)),
        example="234m567p|555z 123s",
    ),
    Pattern(
        key="dealer",
        names=T("庄", "莊", "親", "Dealer"),
        value=1,
        explanation=T(
            "庄家和牌加 1 番。", "莊家和牌加 1 番。", "親の和了で 1 翻加算。", "The dealer's win adds 1 fan."
        ),
        ref=RuleRef(source="seed", lines=(43,)),
    ),
    Pattern(
        key="tianhu",
        names=T("天和", "天和", "天和", "Heavenly hand"),
        value=8,
        explanation=T("庄家起手和牌。", "莊家起手和牌。", "親の配牌で和了。", "The dealer wins on the deal."),
        ref=RuleRef(source="seed", lines=(44, 45)),
        excludes=frozenset({"zimo", "dealer"}),
        example="11m22m33m44m55m66m77m",
    ),
)

OPTIONS = (
    Field(
        key="base_points",
        kind=model.INT,
        default=1,
        min=1,
        max=10000,
        names=T("底分", "底分", "基本点", "Base points"),
        explanation=T("每番的分数。", "每番的分數。", "1 翻あたりの点。", "Points per fan."),
    ),
    Field(
        key="zimo_bonus",
        kind=model.BOOL,
        default=True,
        names=T("自摸加番", "自摸加番", "ツモ加算", "Self-draw bonus"),
        explanation=T("自摸加 1 番。", "自摸加 1 番。", "ツモで 1 翻。", "A self-draw adds 1 fan."),
    ),
    Field(
        key="style",
        kind=model.CHOICE,
        default="plain",
        choices=(("plain", T("普通", "普通", "普通", "Plain")), ("fancy", T("花式", "花式", "派手", "Fancy"))),
        names=T("风格", "風格", "スタイル", "Style"),
        explanation=T("没有作用。", "沒有作用。", "効果なし。", "Does nothing."),
    ),
)


def _score(req: ScoreRequest) -> Settlement:
    hands = []
    transfers = []
    base = req.options["base_points"]
    for w in req.winners:
        assert w.win is not None
        assert w.hand is not None
        if not engine.is_complete(counts(w.hand), 0, engine.STANDARD | engine.SEVEN_PAIRS):
            raise ScoreError(
                [
                    model.FieldError(
                        f"seats.{w.index}.hand", T("没有和牌", "沒有和牌", "和了形ではありません", "not a winning hand")
                    )
                ]
            )
        lines = [ScoreLine(key="base", value=1)]
        if w.win.self_drawn and req.options["zimo_bonus"]:
            lines.append(ScoreLine(key="zimo", value=1))
        if w.index == req.dealer:
            lines.append(ScoreLine(key="dealer", value=1))
        total = sum(line.value for line in lines)
        hands.append(HandResult(seat=w.index, lines=tuple(lines), total=total, unit="fan"))
        payers = [s for s in range(req.players) if s != w.index] if w.win.self_drawn else [w.win.from_seat]
        transfers += [Transfer(payer=p, payee=w.index, amount=total * base, reason="hand") for p in payers]
    for s in req.seats:
        for _ in range(s.extra["chickens"]):
            transfers += [
                Transfer(payer=p, payee=s.index, amount=1, reason="chicken") for p in range(req.players) if p != s.index
            ]
    return Settlement(hands=tuple(hands), transfers=tuple(transfers), players=req.players)


FAKE = RuleSet(
    key="fake",
    names=T("测试规则", "測試規則", "テストルール", "Test rules"),
    description=T("只用于测试的规则。", "只用於測試的規則。", "テスト専用のルール。", "Rules for the tests only."),
    players=(3, 4),
    sets=4,
    kinds=frozenset(range(34)),
    unit="fan",
    presets=(
        Preset(
            key="seed", names=T("原文", "原文", "原文", "Seed"), explanation=T("默认。", "預設。", "既定。", "Default.")
        ),
        Preset(
            key="high",
            names=T("高倍", "高倍", "高レート", "High stakes"),
            explanation=T("底分 100。", "底分 100。", "基本点 100。", "Base points 100."),
            values={"base_points": 100},
        ),
    ),
    options=OPTIONS,
    patterns=PATTERNS,
    sources=(SOURCE,),
    score=_score,
    progress=GUIZHOU_PROGRESS,
    seat_fields=(
        Field(
            key="chickens",
            kind=model.INT,
            default=0,
            min=0,
            max=8,
            names=T("鸡数", "雞數", "鶏の数", "Chickens"),
            explanation=T(
                "每只鸡每家付 1 分。",
                "每隻雞每家付 1 分。",
                "鶏 1 羽ごとに各家 1 点。",
                "Each chicken earns 1 from every other seat.",
            ),
        ),
    ),
    indicator_roles=(
        Field(
            key="flip",
            kind=model.TILES,
            min=0,
            max=1,
            names=T("翻牌", "翻牌", "めくり牌", "Flipped tile"),
            explanation=T("翻开的牌。", "翻開的牌。", "めくった牌。", "The tile turned up."),
        ),
    ),
    red_fives=True,
    declarations=frozenset({"riichi", "ippatsu"}),
    reasons=MappingProxyType(
        {
            "hand": T("和牌", "和牌", "和了", "Hand"),
            "chicken": T("鸡", "雞", "鶏", "Chicken"),
        }
    ),
)


def install(monkeypatch) -> None:
    """Put FAKE into the registry (beside whatever rule sets have landed)."""
    import rules
    from rules import registry

    sets = MappingProxyType({**registry.RULE_SETS, FAKE.key: FAKE})
    monkeypatch.setattr(registry, "RULE_SETS", sets)
    monkeypatch.setattr(rules, "RULE_SETS", sets)
