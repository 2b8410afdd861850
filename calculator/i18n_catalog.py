"""The page texts in 简体中文, 繁體中文 and 日本語 (English is the source), and a pure-Python .po/.mo writer.

Pattern names, explanations and messages come from the rule data (`rules.text.Text`);
everything else on the pages goes through Django's i18n with these translations.
`python -m calculator.i18n_catalog` rewrites `locale/<lang>/LC_MESSAGES/django.po` and
compiles `django.mo` without GNU gettext (the compiled files are committed, so a fresh
machine needs nothing to show the four languages).
"""

from __future__ import annotations

import struct
from pathlib import Path

LOCALES = {"zh_Hans": 0, "zh_Hant": 1, "ja": 2}
PLURALS: dict[str, tuple[str, tuple[str, str, str]]] = {
    "%(n)s problem: see the result": (
        "%(n)s problems: see the result",
        ("%(n)s 个问题:见结果", "%(n)s 個問題:見結果", "問題 %(n)s 件:結果を見る"),
    ),
}

# msgid -> (zh-hans, zh-hant, ja)
CATALOG: dict[str, tuple[str, str, str]] = {
    # forms
    "On a kong replacement tile (rinshan, 杠上开花)": ("杠上开花(杠后补牌和牌)", "槓上開花(槓後補牌和牌)", "嶺上開花(カンの補充牌で和了)"),
    "Last tile of the wall or its discard (haitei, 海底)": ("海底(最后一张牌或其打出的牌)", "海底(最後一張牌或其打出的牌)", "海底・河底(最後の牌かその捨て牌)"),
    "First turn (tenhou / chiihou, 天胡 / 地胡)": ("第一巡(天胡 / 地胡)", "第一巡(天胡 / 地胡)", "第一巡(天和 / 地和)"),
    "Discard right after a kong (热炮)": ("杠后打出的牌(热炮)", "槓後打出的牌(熱炮)", "カン直後の捨て牌(熱炮)"),
    "Self-draw": ("自摸", "自摸", "ツモ"),
    "Discard": ("点炮", "點炮", "ロン"),
    "Robbed kong": ("抢杠", "搶槓", "槍槓"),
    "“%(item)s” is not a meld: write tiles then @seat, e.g. 555z@2": (
        "“%(item)s” 不是副露:先写牌,再写 @座位,如 555z@2",
        "「%(item)s」不是副露:先寫牌,再寫 @座位,如 555z@2",
        "「%(item)s」は副露として読めません:牌の後に @席 と書きます(例 555z@2)",
    ),
    "“%(item)s”: %(error)s": ("“%(item)s”:%(error)s", "「%(item)s」:%(error)s", "「%(item)s」: %(error)s"),
    "“%(item)s”: a meld is 3 or 4 tiles": ("“%(item)s”:副露应为 3 或 4 张牌", "「%(item)s」:副露應為 3 或 4 張牌", "「%(item)s」: 副露は 3 枚か 4 枚です"),
    "Write whole numbers separated by spaces, e.g. 10 20 30 40": ("请写用空格分开的整数,如 10 20 30 40", "請寫用空格分開的整數,如 10 20 30 40", "空白で区切った整数を書いてください(例 10 20 30 40)"),
    "Write pairs of seats, e.g. 1-3 0-2": ("请写座位对,如 1-3 0-2", "請寫座位對,如 1-3 0-2", "席の組を書いてください(例 1-3 0-2)"),
    "Preset": ("预设", "預設", "プリセット"),
    "Players": ("人数", "人數", "人数"),
    "Dealer": ("庄家", "莊家", "親"),
    "Dealer streak": ("连庄次数", "連莊次數", "本場"),
    "Hands the dealer has kept the deal in a row (honba, 连庄).": ("庄家连续坐庄的局数(连庄)。", "莊家連續坐莊的局數(連莊)。", "親が連続して親を続けた局数(本場)。"),
    "Hand": ("手牌", "手牌", "手牌"),
    "mpsz (123m456p789s11z) or names (一万 五筒 东); a winner's hand includes the winning tile.": (
        "mpsz(123m456p789s11z)或牌名(一万 五筒 东);和牌者的手牌包含和牌张。",
        "mpsz(123m456p789s11z)或牌名(一萬 五筒 東);和牌者的手牌包含和牌張。",
        "mpsz(123m456p789s11z)または牌の名前(一万 五筒 東)。和了者の手牌には和了牌を含めます。",
    ),
    "Melds": ("副露", "副露", "副露"),
    "Each meld's tiles, then @ and the seat it came from: 555z@2 123s@3; a kong without @ is concealed, 5555p+@1 is added.": (
        "每组副露的牌,再写 @ 和来源座位:555z@2 123s@3;不写 @ 的杠是暗杠,5555p+@1 是加杠。",
        "每組副露的牌,再寫 @ 和來源座位:555z@2 123s@3;不寫 @ 的槓是暗槓,5555p+@1 是加槓。",
        "副露ごとに牌、続けて @ と取った席:555z@2 123s@3。@ のないカンは暗槓、5555p+@1 は加槓。",
    ),
    "Won this hand": ("本局和牌", "本局和牌", "この局で和了"),
    "Winning tile": ("和牌张", "和牌張", "和了牌"),
    "Empty: the last tile of the hand.": ("留空:取手牌的最后一张。", "留空:取手牌的最後一張。", "空欄:手牌の最後の牌。"),
    "Won by": ("和牌方式", "和牌方式", "和了の仕方"),
    "From seat": ("放炮座位", "放炮座位", "放銃者"),
    "Riichi": ("立直", "立直", "リーチ"),
    "No": ("否", "否", "なし"),
    "Double riichi": ("双立直", "雙立直", "ダブルリーチ"),
    "Ippatsu": ("一发", "一發", "一発"),
    "Declared ready (报听)": ("报听", "報聽", "報聴(テンパイ宣言)"),
    "Ready (tenpai)": ("听牌", "聽牌", "テンパイ"),
    "Work it out from the hand": ("按手牌判断", "按手牌判斷", "手牌から判定"),
    "Ready": ("听牌", "聽牌", "テンパイ"),
    "Not ready": ("未听牌", "未聽牌", "ノーテン"),
    # seats, units, result words
    "East": ("东", "東", "東"),
    "South": ("南", "南", "南"),
    "West": ("西", "西", "西"),
    "North": ("北", "北", "北"),
    "Seat %(n)s · %(wind)s": ("座位 %(n)s · %(wind)s家", "座位 %(n)s · %(wind)s家", "席 %(n)s · %(wind)s家"),
    "dealer": ("庄", "莊", "親"),
    "fan": ("番", "番", "翻"),
    "han": ("番", "番", "翻"),
    "fu": ("符", "符", "符"),
    "points": ("分", "分", "点"),
    "base points": ("基本点", "基本點", "基本点"),
    "limit": ("满贯等级", "滿貫等級", "満貫以上"),
    "Fu": ("符的明细", "符的明細", "符の内訳"),
    "receives": ("收", "收", "受け取り"),
    "pays": ("付", "付", "支払い"),
    "even": ("持平", "持平", "増減なし"),
    "on": ("开", "開", "オン"),
    "off": ("关", "關", "オフ"),
    # base
    "Mahjong scoring calculator": ("麻将算分器", "麻將算分器", "麻雀点数計算機"),
    "Skip to content": ("跳到正文", "跳到正文", "本文へ移動"),
    "Language": ("语言", "語言", "言語"),
    "Calculator": ("算分", "算分", "計算"),
    "Rules": ("规则", "規則", "ルール"),
    # calculator page
    "Table": ("牌桌", "牌桌", "卓"),
    "won": ("和牌", "和牌", "和了"),
    "The win": ("和牌", "和牌", "和了"),
    "Calculate": ("计算", "計算", "計算する"),
    "Link copied": ("链接已复制", "連結已複製", "リンクをコピーしました"),
    "Copy link": ("复制链接", "複製連結", "リンクをコピー"),
    "tap to remove": ("点按移除", "點按移除", "タップで削除"),
    "Tile palette": ("选牌板", "選牌板", "牌パレット"),
    "What a tap adds": ("点按加入的内容", "點按加入的內容", "タップで追加するもの"),
    "Chi": ("吃", "吃", "チー"),
    "Pon": ("碰", "碰", "ポン"),
    "Kong": ("明杠", "明槓", "明槓"),
    "Concealed kong": ("暗杠", "暗槓", "暗槓"),
    "Added kong": ("加杠", "加槓", "加槓"),
    "Claimed from": ("来自", "來自", "取った席"),
    "Remove last": ("删除最后一张", "刪除最後一張", "最後を削除"),
    "Clear": ("清空", "清空", "クリア"),
    "Result": ("结果", "結果", "結果"),
    "Breakdown": ("明细", "明細", "内訳"),
    "Item": ("项目", "項目", "項目"),
    "Value": ("数值", "數值", "値"),
    "Total": ("合计", "合計", "合計"),
    "No one won: a draw.": ("无人和牌:荒庄。", "無人和牌:荒莊。", "和了なし:流局。"),
    "Who pays whom": ("谁付给谁", "誰付給誰", "誰が誰に払うか"),
    "Pays": ("付款方", "付款方", "支払う人"),
    "Receives": ("收款方", "收款方", "受け取る人"),
    "Amount": ("金额", "金額", "点数"),
    "For": ("原因", "原因", "理由"),
    "No payments.": ("没有支付。", "沒有支付。", "支払いはありません。"),
    "Net per seat": ("各家输赢", "各家輸贏", "各席の収支"),
    "No result yet: fix the following.": ("还不能结算,请先修正:", "還不能結算,請先修正:", "まだ精算できません。次を直してください:"),
    "Enter the winner's hand: tap tiles below the hand, or type them (123m456p, 一万 东 …). The result appears here.": (
        "输入和牌者的手牌:点按手牌下方的牌,或直接输入(123m456p、一万 东 …)。结果显示在这里。",
        "輸入和牌者的手牌:點按手牌下方的牌,或直接輸入(123m456p、一萬 東 …)。結果顯示在這裡。",
        "和了者の手牌を入力してください:手牌の下の牌をタップするか、直接入力します(123m456p、一万 東 …)。結果はここに出ます。",
    ),
    # home
    "Rule sets": ("规则", "規則", "ルール"),
    "Settle a hand in seconds: enter the tiles, read who pays whom, and tap any line to see the rule behind it.": (
        "几秒钟结算一局:输入牌,看谁付给谁;点任意一行即可查看依据的规则。",
        "幾秒鐘結算一局:輸入牌,看誰付給誰;點任意一行即可查看依據的規則。",
        "数秒で精算:牌を入力すれば誰が誰に払うかが分かり、各行をタップすると根拠のルールが見られます。",
    ),
    "No rule set is available yet.": ("还没有可用的规则。", "還沒有可用的規則。", "使えるルールはまだありません。"),
    # rule pages
    "On this page": ("本页内容", "本頁內容", "このページ"),
    "Patterns": ("牌型", "牌型", "役"),
    "Options": ("选项", "選項", "オプション"),
    "Presets": ("预设", "預設", "プリセット"),
    "Sources": ("出处", "出處", "出典"),
    "Search the rules": ("搜索规则", "搜尋規則", "ルールを検索"),
    "Search the rules (name, key, words)": ("搜索规则(名称、关键词)", "搜尋規則(名稱、關鍵詞)", "ルールを検索(名前・キー・語句)"),
    "How this calculator reads the rules": ("本计算器对规则的解读", "本計算器對規則的解讀", "この計算機のルール解釈"),
    "open: %(v)s": ("副露:%(v)s", "副露:%(v)s", "鳴き:%(v)s"),
    "Not counted with it:": ("不同时计:", "不同時計:", "複合しない:"),
    "Example hand": ("示例手牌", "示例手牌", "例の手牌"),
    "From the rule document": ("规则原文", "規則原文", "ルール原文"),
    "reading fixed by our rules brief": ("按本项目的规则说明解读", "按本專案的規則說明解讀", "本プロジェクトのルール解釈による"),
    "line %(n)s": ("第 %(n)s 行", "第 %(n)s 行", "%(n)s 行目"),
    "Reading fixed by our rules brief.": ("按本项目的规则说明解读。", "按本專案的規則說明解讀。", "本プロジェクトのルール解釈による。"),
    "What you enter besides the hands": ("手牌之外需要输入的信息", "手牌之外需要輸入的資訊", "手牌以外に入力するもの"),
    "Default:": ("默认:", "預設:", "既定値:"),
    "This rule set has no options.": ("此规则没有选项。", "此規則沒有選項。", "このルールにオプションはありません。"),
    "Payment reasons": ("支付原因", "支付原因", "支払いの理由"),
    "Nothing matches your search.": ("没有符合搜索的内容。", "沒有符合搜尋的內容。", "検索に合うものはありません。"),
}


def _escape(s: str) -> str:
    return s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")


def entries(index: int) -> list[tuple[str, str]]:
    """(msgid, msgstr) pairs for one language; plural entries keyed `singular\\0plural`."""
    out = [(k, v[index]) for k, v in CATALOG.items()]
    out += [(f"{k}\0{plural}", forms[index]) for k, (plural, forms) in PLURALS.items()]
    return out


HEADER = "Content-Type: text/plain; charset=UTF-8\nPlural-Forms: nplurals=1; plural=0;\n"


def write_po(path: Path, index: int, lang: str) -> None:
    lines = [f"# Page texts in {lang}: generated by calculator/i18n_catalog.py; edit the catalog, not this file.", 'msgid ""', 'msgstr ""']
    lines += [f'"{_escape(h)}\\n"' for h in HEADER.strip().split("\n")]
    for key, value in entries(index):
        lines.append("")
        if "\0" in key:
            single, plural = key.split("\0")
            lines += [f'msgid "{_escape(single)}"', f'msgid_plural "{_escape(plural)}"', f'msgstr[0] "{_escape(value)}"']
        else:
            lines += [f'msgid "{_escape(key)}"', f'msgstr "{_escape(value)}"']
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def write_mo(path: Path, index: int) -> None:
    """GNU .mo format (little endian), as Python's Tools/i18n/msgfmt.py writes it."""
    pairs = sorted([("", HEADER), *entries(index)])
    ids = b""
    strs = b""
    offsets = []
    for k, v in pairs:
        kb, vb = k.encode("utf-8"), v.encode("utf-8")
        offsets.append((len(ids), len(kb), len(strs), len(vb)))
        ids += kb + b"\0"
        strs += vb + b"\0"
    n = len(pairs)
    key_start = 7 * 4 + 16 * n
    value_start = key_start + len(ids)
    koffsets: list[int] = []
    voffsets: list[int] = []
    for o1, l1, o2, l2 in offsets:
        koffsets += [l1, o1 + key_start]
        voffsets += [l2, o2 + value_start]
    header = struct.pack("Iiiiiii", 0x950412DE, 0, n, 7 * 4, 7 * 4 + n * 8, 0, 0)
    path.write_bytes(header + struct.pack(f"{len(koffsets)}i", *koffsets) + struct.pack(f"{len(voffsets)}i", *voffsets) + ids + strs)


def build(root: Path) -> None:
    for lang, index in LOCALES.items():
        d = root / "locale" / lang / "LC_MESSAGES"
        d.mkdir(parents=True, exist_ok=True)
        write_po(d / "django.po", index, lang)
        write_mo(d / "django.mo", index)


if __name__ == "__main__":
    build(Path(__file__).resolve().parent.parent)
