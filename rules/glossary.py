"""The players' terms, per language, in the same pipeline as every other phrase.

Each term is a msgid with the gettext context "glossary" (`NC_("glossary", ...)`), so its
translations are entries of the catalogs like any other (the `.po` files in `locale/`), shown to
translators in Poedit / Weblate beside the phrases that use them; docs/glossary.md is the table of
them for readers (tests/calculator/test_glossary.py keeps the two the same). `never` lists the
wrong forms a translation must not use, per catalog locale, in every phrase (`anchor` None) or
only in the phrases whose zh-Hans text holds `anchor`: e.g. Guizhou's 平胡 is never 平和 in
Japanese, where riichi players read 平和 as the stricter yaku.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from .text import NC_, Text

CONTEXT = "glossary"


@dataclass(frozen=True, slots=True, kw_only=True)
class Term:
    term: Text
    anchor: str | None = None
    never: Mapping[str, tuple[str, ...]] = field(default_factory=lambda: MappingProxyType({}))


def _never(**forms: tuple[str, ...]) -> Mapping[str, tuple[str, ...]]:
    return MappingProxyType(forms)


TERMS: tuple[Term, ...] = (
    Term(term=NC_("glossary", "East / South / West / North")),
    Term(term=NC_("glossary", "dealer")),
    Term(term=NC_("glossary", "non-dealer"), never=_never(zh_Hant=("閑",))),
    Term(term=NC_("glossary", "default"), never=_never(zh_Hant=("默認",))),
    Term(term=NC_("glossary", "preset")),
    Term(term=NC_("glossary", "Won")),
    Term(term=NC_("glossary", "Self-draw / Discard"), never=_never(zh_Hant=("點炮",))),
    Term(term=NC_("glossary", "Discarded by")),
    Term(term=NC_("glossary", "Riichi / Double riichi")),
    Term(term=NC_("glossary", "Ippatsu")),
    Term(term=NC_("glossary", "Ready / Not ready")),
    Term(term=NC_("glossary", "riichi sticks"), never=_never(ja=("リーチ棒",))),
    Term(term=NC_("glossary", "Ura-dora")),
    Term(term=NC_("glossary", "Run / Triplet")),
    Term(term=NC_("glossary", "Chi / Pon / Kong"), never=_never(ja=("吃・碰", "吃/碰", "吃、碰"))),
    Term(term=NC_("glossary", "Concealed kong")),
    Term(term=NC_("glossary", "Wildcard (财神 cái shén)")),
    Term(term=NC_("glossary", "Wildcard (惠牌 huì pái)")),
    Term(term=NC_("glossary", "Plain win (平胡 píng hú)"), anchor="平胡", never=_never(ja=("平和",))),
    Term(
        term=NC_("glossary", "Charging chicken / liable chicken (冲锋鸡 chōng fēng jī / 责任鸡 zé rèn jī)"),
        never=_never(ja=("冲锋鸡", "责任鸡")),
    ),
    Term(term=NC_("glossary", "Hot discard (热炮 rè pào)")),
    Term(term=NC_("glossary", "Burned (烧豆 shāo dòu / 烧鸡 shāo jī)")),
    Term(term=NC_("glossary", "Who pays whom")),
    Term(term=NC_("glossary", "Every payment")),
    Term(term=NC_("glossary", "Change to each score")),
    Term(term=NC_("glossary", "point / points")),
    Term(
        term=NC_("glossary", "the source (seed)"),
        never=_never(zh_Hans=("种子",), zh_Hant=("種子",), ja=("種子",)),
    ),
    Term(term=NC_("glossary", "our table's rules")),
    # the Chinese rule sets' terms (and the riichi seed's Chinese words), as an English page writes them: the English
    # name, then the term and its pinyin (tests/calculator/test_page_words.py allows a Chinese term on an English page
    # only in this form, with a term of this list)
    Term(term=NC_("glossary", "Dealer's burn (烧庄 shāo zhuāng)")),
    Term(term=NC_("glossary", "Mutual liability (互包 hù bāo)")),
    Term(term=NC_("glossary", "Wildcard money (财神钱 cái shén qián)")),
    Term(term=NC_("glossary", "Three wildcards (三财神 sān cái shén)")),
    Term(term=NC_("glossary", "Four wildcards (四惠牌 sì huì pái)")),
    Term(term=NC_("glossary", "Wildcard indicator (惠坯 huì pī)")),
    Term(term=NC_("glossary", "Chicken penalty (包鸡 bāo jī)")),
    Term(term=NC_("glossary", "Kong penalty (包杠 bāo gàng)")),
    Term(term=NC_("glossary", "Same-tile chicken (本鸡 běn jī)")),
    Term(term=NC_("glossary", "Swing chicken (摇摆鸡 yáo bǎi jī)")),
    Term(term=NC_("glossary", "Full-table chicken (满堂鸡 mǎn táng jī)")),
    Term(term=NC_("glossary", "Melded chicken penalty (罚碰杠鸡 fá pèng gàng jī)")),
    Term(term=NC_("glossary", "Gold chicken (金鸡 jīn jī)")),
    Term(term=NC_("glossary", "Gold dot-one (金筒 jīn tǒng)")),
    Term(term=NC_("glossary", "Gold character-one (金万 jīn wàn)")),
    Term(term=NC_("glossary", "Bamboo-one chicken (幺鸡 yāo jī)")),
    Term(term=NC_("glossary", "Dot-one chicken (一筒鸡 yī tǒng jī)")),
    Term(term=NC_("glossary", "Character-one chicken (一万鸡 yī wàn jī)")),
    Term(term=NC_("glossary", "Black-bone chicken (乌骨鸡 wū gǔ jī)")),
    Term(term=NC_("glossary", "Flipped chicken (翻牌鸡 fān pái jī)")),
    Term(term=NC_("glossary", "Declared ready (报听 bào tīng)")),
    Term(term=NC_("glossary", "Kill-ready (杀听 shā tīng)")),
    Term(term=NC_("glossary", "Hot discard burns kongs (热炮烧豆 rè pào shāo dòu)")),
    Term(term=NC_("glossary", "Hot discard burns chickens (热炮烧鸡 rè pào shāo jī)")),
    Term(term=NC_("glossary", "Robbed kong burns kongs (抢杠烧豆 qiǎng gàng shāo dòu)")),
    Term(term=NC_("glossary", "Robbed kong burns chickens (抢杠烧鸡 qiǎng gàng shāo jī)")),
    Term(term=NC_("glossary", "Late kong (憨包豆 hān bāo dòu)")),
    Term(term=NC_("glossary", "Concealed kong (闷豆 mèn dòu)")),
    Term(term=NC_("glossary", "Added kong (爬坡豆 pá pō dòu)")),
    Term(term=NC_("glossary", "Kong on a discard (点豆 diǎn dòu)")),
    Term(term=NC_("glossary", "Kong (豆 dòu)")),
    Term(term=NC_("glossary", "Chicken (鸡 jī)")),
    Term(term=NC_("glossary", "Dealer streak (连庄 lián zhuāng)")),
    Term(term=NC_("glossary", "Win on a kong (杠上开花 gàng shàng kāi huā)")),
    Term(term=NC_("glossary", "Kong bloom (杠上花 gàng shàng huā)")),
    Term(term=NC_("glossary", "Win on a kong (杠开 gàng kāi)")),
    Term(term=NC_("glossary", "Last tile (海底捞月 hǎi dǐ lāo yuè)")),
    Term(term=NC_("glossary", "Last tile (海底 hǎi dǐ)")),
    Term(term=NC_("glossary", "Full draw check (查叫全包 chá jiào quán bāo)")),
    Term(term=NC_("glossary", "Draw check (查叫 chá jiào)")),
    Term(term=NC_("glossary", "Heavenly win (天胡 tiān hú)")),
    Term(term=NC_("glossary", "Earthly win (地胡 dì hú)")),
    Term(term=NC_("glossary", "Heavenly win (天和 tiān hú)")),
    Term(term=NC_("glossary", "Earthly win (地和 dì hú)")),
    Term(term=NC_("glossary", "Full flush (清一色 qīng yī sè)")),
    Term(term=NC_("glossary", "Robbing a kong (抢杠 qiǎng gàng)"), never=_never(ja=("搶槓",))),
    Term(term=NC_("glossary", "Mixed five, pure ten (混五清十 hùn wǔ qīng shí)")),
    Term(term=NC_("glossary", "Catch the five of characters (捉五魁 zhuō wǔ kuí)")),
    Term(term=NC_("glossary", "Non-dealer's raise (顶底 dǐng dǐ)")),
    Term(term=NC_("glossary", "Dealer's buy (买底 mǎi dǐ)")),
    Term(term=NC_("glossary", "Closed, no wildcard (门清无惠 mén qīng wú huì)")),
    Term(term=NC_("glossary", "Base points (底分 dǐ fēn)")),
    Term(term=NC_("glossary", "Plain win (推倒和 tuī dǎo hú)")),
    Term(term=NC_("glossary", "Dealer (庄 zhuāng)")),
    Term(term=NC_("glossary", "Hard eight pairs (硬八对 yìng bā duì)")),
    Term(term=NC_("glossary", "All pungs (大对子 dà duì zi)")),
    Term(term=NC_("glossary", "Dragon seven pairs (龙七对 lóng qī duì)")),
    Term(term=NC_("glossary", "Pure all pungs (清大对 qīng dà duì)")),
    Term(term=NC_("glossary", "Pure seven pairs (清七对 qīng qī duì)")),
    Term(term=NC_("glossary", "Seven pairs (七对子 qī duì zi)")),
    Term(term=NC_("glossary", "Luxury seven pairs (豪华七对子 háo huá qī duì zi)")),
    Term(term=NC_("glossary", "Seven pairs (七对 qī duì)")),
    Term(term=NC_("glossary", "Pure dragon seven pairs (青龙背 qīng lóng bèi)")),
    Term(term=NC_("glossary", "Double double (双翻 shuāng fān)")),
    Term(term=NC_("glossary", "White dragon (白板 bái bǎn)")),
    Term(term=NC_("glossary", "Single wait (单吊 dān diào)")),
    Term(term=NC_("glossary", "False win (诈和 zhà hú)")),
    Term(term=NC_("glossary", "Lone wait (大钓 dà diào)")),
    Term(term=NC_("glossary", "All pungs (对对和 duì duì hú)")),
    Term(term=NC_("glossary", "Straight (一条龙 yī tiáo lóng)")),
    Term(term=NC_("glossary", "Gu mai points (估卖分 gū mài fēn)")),
    Term(term=NC_("glossary", "Passed win (过胡 guò hú)")),
    Term(term=NC_("glossary", "Missing suit (缺一门 quē yī mén)")),
    Term(term=NC_("glossary", "Several winners on one discard (一炮多响 yī pào duō xiǎng)")),
    Term(term=NC_("glossary", "Drawn hand (荒牌 huāng pái)")),
    Term(term=NC_("glossary", "Pass (通行证 tōng xíng zhèng)")),
    Term(term=NC_("glossary", "Standing as itself (归位 guī wèi)")),
    Term(term=NC_("glossary", "Pair (将 jiàng)")),
    Term(term=NC_("glossary", "Pair (牛 niú)")),
    Term(term=NC_("glossary", "Dora (明花 míng huā)")),
    Term(term=NC_("glossary", "Ura-dora (暗花 àn huā)")),
    Term(term=NC_("glossary", "Open kong (明杠 míng gàng)")),
    Term(term=NC_("glossary", "Added kong (加杠 jiā gàng)")),
    Term(term=NC_("glossary", "Kong on a discard (大明杠 dà míng gàng)")),
    Term(term=NC_("glossary", "Liability (包牌 bāo pái)")),
    Term(term=NC_("glossary", "Passing a win to self-draw (自摸听 zì mō tīng)")),
    Term(term=NC_("glossary", "Robbing a kong (搶框 qiǎng kuàng)")),
    Term(term=NC_("glossary", "Soft hand (软牌 ruǎn pái)")),
    Term(term=NC_("glossary", "Hard hand (硬牌 yìng pái)")),
    Term(term=NC_("glossary", "Exposed tile (曝光牌 bào guāng pái)")),
    Term(term=NC_("glossary", "Three winners on one discard (一炮三响 yī pào sān xiǎng)")),
)
