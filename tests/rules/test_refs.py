"""Messages carry their references (rules/refs.py): the words of a message and its parts say the same, a seat, a
tile, a field and a pattern each typed, in every language (contract.md, "Messages and their parts")."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from rules import registry, score_request
from rules.history import PASS_NO_DISCARD
from rules.refs import FieldRef, NamedTileRef, SeatRef, TileRef, parts_json
from rules.text import LANGS, N_, Text


def test_a_message_s_parts_are_its_words_with_each_reference_typed() -> None:
    message = PASS_NO_DISCARD.format(seat=SeatRef(2), tile=TileRef("1s"))
    assert message.get("en") == "seat 2 never discarded 1s"
    assert parts_json(message, "en") == [
        {"seat": 2, "text": "seat 2"},
        {"text": " never discarded "},
        {"tile": "1s", "text": "1s"},
    ]


def test_a_message_that_names_nothing_has_no_parts() -> None:
    assert parts_json(N_("nothing named here"), "en") is None


def test_a_reference_inside_a_phrase_inside_a_phrase_is_kept() -> None:
    inner = N_("{seat}'s win").format(seat=SeatRef(1, initial=True))
    outer = N_("{what}, with {field}").format(what=inner, field=FieldRef("tenpai"))
    assert outer.get("en") == "Seat 1's win, with `tenpai`"
    assert [p for p in outer.parts("en") if not isinstance(p, str) or isinstance(p, TileRef)] == [
        SeatRef(1),
        FieldRef("tenpai"),
    ]


def test_joined_and_formatted_twice_keep_their_references() -> None:
    joined = Text.join([N_("{t} first").format(t=TileRef("5m")), N_("{t} second").format(t=TileRef("6m"))], N_("; "))
    twice = N_("{a} and {{b}}").format(a=SeatRef(0)).format(b=TileRef("7p"))
    assert [p.get("en") for p in joined.parts("en") if isinstance(p, TileRef)] == ["5m", "6m"]
    assert twice.get("en") == "seat 0 and 7p"
    assert "".join(p if isinstance(p, str) else p.get("en") for p in twice.parts("en")) == "seat 0 and 7p"


def test_a_named_tile_is_its_name_in_chinese_and_its_code_in_english() -> None:
    tile = NamedTileRef("5m")
    assert tile.get("en") == "5m"
    assert tile.json() == {"tile": "5m"}
    assert tile.get("zh-hans") != "5m"


@given(st.sampled_from(LANGS), st.integers(min_value=0, max_value=3), st.integers(min_value=0, max_value=3))
def test_every_answer_s_parts_join_to_its_words(lang: str, winner: int, discarder: int) -> None:
    """A furiten ron settled as a false win: its verdict names seats and tiles; the parts are the words, in every
    language."""
    if winner == discarder:
        discarder = (discarder + 1) % 4
    seats: list[dict] = [{} for _ in range(4)]
    seats[winner] = {
        "hand": "123m456p789s11555z",
        "win": {"tile": "5z", "by": "discard", "from": discarder},
        "discards": "5z1m",
    }
    status, answer = score_request({"ruleset": "riichi", "lang": lang, "seats": seats})
    assert status == 200
    found = list(_parts(answer))
    assert [k for k, _p, _w in found] == ["text_parts"]  # the furiten verdict names the seat and its tiles
    for key, parts, words in found:
        assert "".join(p["text"] for p in parts) == words, key
        assert {"seat": winner, "text": parts[0]["text"]} == parts[0]
        assert any(p.get("tile") == "5z" for p in parts)


def _parts(node: object, key: str = ""):  # type: ignore[no-untyped-def]
    if isinstance(node, dict):
        for k, v in node.items():
            if k.endswith("_parts") and v is not None and k != "notes_parts":
                yield k, v, node[k[: -len("_parts")]]
            elif k == "notes_parts":
                for p, w in zip(v, node["notes"], strict=True):
                    if p is not None:
                        yield k, p, w
            else:
                yield from _parts(v, k)
    elif isinstance(node, list):
        for v in node:
            yield from _parts(v, key)


def test_every_rule_set_s_answers_name_seats_only_by_reference() -> None:
    """No CJK answer of the rule-page examples says a seat number outside a seat reference."""
    import re

    seat_words = re.compile(r"座位 ?\d|席 ?\d|\b[Ss]eat \d")
    for rs in registry.RULE_SETS.values():
        for p in rs.patterns:
            for ex in p.examples:
                for lang in LANGS:
                    status, answer = score_request({"ruleset": rs.key, **ex.request, "lang": lang})
                    assert status == 200, (rs.key, p.key)
                    for _k, parts, _w in _parts(answer):
                        for piece in parts:
                            if "seat" not in piece:
                                assert not seat_words.search(piece["text"]), (rs.key, p.key, piece)
