"""The rule documents the riichi rule set reads."""

from __future__ import annotations

from rules.model import RuleRef, Source
from rules.text import N_

SEED = Source(
    key="seed",
    title="日本麻将打法（日本麻将之电子基盘真人体验版（包铳制）规则）",
    path="seeds/001_a3f5d4a3da016967.txt",
    note=N_(
        "The seed document: this table's rules (dora, kan dora, 1500 per honba, chombo, liability, draws). "
        "The yaku themselves are those of standard Japanese riichi mahjong."
    ),
)
BRIEF = Source(
    key="brief",
    title="Rules brief: how the seed documents are read",
    path="",
    name=N_("How this calculator reads the points the rule text leaves open"),
)
TENHOU_SANMA = Source(
    key="tenhou_sanma",
    title="天鳳 三人打ち ルール (tenhou.net)",
    path="",
    url="https://tenhou.net/man/",
    name=N_("Tenhou's three-player rules, as its game logs settle them"),
    note=N_(
        "Tenhou's three-player rooms: 108 tiles (no 2m-8m), no chi, North extracted as a dora (nukidora), the "
        "missing seat's share of a self-draw lost (tsumo-son), 100 per honba from each payer, 2,000 points of noten "
        "payments. The calculator's three-player answers are checked against real wins from its game logs "
        "(tests/data/tenhou3/)."
    ),
)
MAHJONG_SOUL = Source(
    key="mahjong_soul",
    title="Majsoul: Rules, 3P-Mahjong (Sanma) (riichi.wiki)",
    path="",
    url="https://riichi.wiki/Majsoul",
    name=N_("Mahjong Soul's three-player rules (riichi.wiki)"),
    note=N_(
        "Mahjong Soul's three-player rules as riichi.wiki lists them: based on Tenhou's; 200 points per honba, "
        "2,000 points of noten payments, no chi; North extraction (nukidora) is a dora, its replacement draw can win "
        "rinshan, it is cancelled like a call (ippatsu, chiihou, double riichi, nine terminals), and an extracted "
        "North can be robbed by any hand without counting chankan; North is a guest wind; no four-winds or "
        "four-riichi draw; the missing seat's share of a self-draw is lost by default (ranked games), split between "
        "the two payers (North-bisection: its share halved, rounded up to 100, added to each) in friendly "
        "games. Its four-player rules, which the three-player game keeps: thirteen orphans may rob a concealed kong, "
        "liability separate for each yakuman, the thirteen-wait kokushi, single-wait suuankou and true nine gates "
        "worth two yakuman."
    ),
)
SANMA_WIKI = Source(
    key="sanma_wiki",
    title="Sanma (riichi.wiki)",
    path="",
    url="https://riichi.wiki/Sanma",
    name=N_("Three-player riichi (sanma) on riichi.wiki"),
    note=N_(
        "The common three-player changes: 2m-8m removed (a 1m indicator makes 9m the dora), no chi, North "
        "extracted (kita) as a dora with a replacement draw (rinshan on it), the North counted again when it is "
        "the dora, no compensation on a self-draw for the missing seat."
    ),
)
SOURCES = (SEED, BRIEF, TENHOU_SANMA, MAHJONG_SOUL, SANMA_WIKI)


def seed(*lines: int, brief: bool = False, note: str = "") -> RuleRef:
    """A reference to seed lines (inclusive pairs written out as the lines themselves)."""
    return RuleRef(source="seed", lines=lines, brief=brief, note=note)


# Standard yaku the seed does not spell out: the brief says "every standard yaku"; we cite the brief.
STANDARD = RuleRef(source="brief", brief=True, note="standard riichi yaku (rules-brief.md: Japanese)")
# A pattern whose ref is brief=True and that carries no reading of its own shows an empty "our reading" mark on the
# rule page. The dora, kan dora and liability lines are the rule text's plain words; where a reading is needed (the
# dora order, what the liable seat answers for) it is said at the rule's own entry (notes.py, options.py).
DORA = seed(5, 6, 7, 11, 12, 13, 15)
KAN_DORA = seed(14, 15)
ONE_HAN_NEEDED = seed(13, 24, 25)
CHANKAN = seed(26, 27)
DRAW = seed(28, 29, 30, 31, 32, 33, 34, 36, 37)
ABORTIVE = seed(38, 39, 41, 42, 44, 45, 46, 47, 48)
HONBA = seed(61, 62, 63, 64, 65, brief=True)
CHOMBO = seed(67, 68, brief=True)
LIABILITY = seed(69, 70, 71, 72, 73, 74)
RIICHI = seed(77, 78, 79, 80, 87)
TSUMO = seed(88, 89)
WINDS = seed(90, 91, 92)

# Three-player riichi (issue 27): Tenhou's rooms and Mahjong Soul's, and the common changes.
TENHOU_3P = RuleRef(source="tenhou_sanma")
MAHJONG_SOUL_3P = RuleRef(source="mahjong_soul")
SANMA = RuleRef(source="sanma_wiki")
