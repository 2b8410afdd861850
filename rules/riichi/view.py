"""The typed views a riichi pattern's `detect` reads: the hand's facts (once per hand) and one interpretation.

`HandFacts` holds everything that does not depend on how the concealed tiles
are read (all tile counts, suits, winds, the situation flags, the options);
`HandView` is one reading of the hand with the group the winning tile
completed. Both are plain slotted objects built once and never changed.
"""

from __future__ import annotations

from typing import Any

STANDARD = "standard"
SEVEN_PAIRS = "seven_pairs"
THIRTEEN_ORPHANS = "thirteen_orphans"

DRAGONS = (31, 32, 33)
WINDS = (27, 28, 29, 30)
_TERMINAL_OR_HONOR = tuple(k >= 27 or k % 9 in (0, 8) for k in range(34))


class HandFacts:
    """Facts about a winning hand that every reading shares."""

    __slots__ = (
        "after_kong",
        "conc",
        "counts",
        "dealer",
        "first_turn",
        "green",
        "honors",
        "ippatsu",
        "kuitan",
        "last_tile",
        "menzen",
        "n_kans",
        "no_melds",
        "opts",
        "riichi",
        "robbed",
        "round_wind",
        "seat_wind",
        "simples",
        "suits",
        "term_honor",
        "tsumo",
        "win",
    )

    def __init__(
        self,
        conc: list[int],
        counts: list[int],
        win: int,
        tsumo: bool,
        robbed: bool,
        menzen: bool,
        no_melds: bool,
        n_kans: int,
        seat_wind: int,
        round_wind: int,
        riichi: str | None,
        ippatsu: bool,
        after_kong: bool,
        last_tile: bool,
        first_turn: bool,
        opts: dict[str, Any],
    ) -> None:
        self.conc = conc
        self.counts = counts
        self.win = win
        self.tsumo = tsumo
        self.robbed = robbed
        self.menzen = menzen
        self.no_melds = no_melds
        self.n_kans = n_kans
        self.seat_wind = seat_wind
        self.round_wind = round_wind
        self.dealer = seat_wind == 27
        self.riichi = riichi
        self.ippatsu = ippatsu
        self.after_kong = after_kong
        self.last_tile = last_tile
        self.first_turn = first_turn
        self.opts = opts
        self.kuitan = opts["kuitan"]
        honors = any(counts[27:])
        man, pin, sou = any(counts[0:9]), any(counts[9:18]), any(counts[18:27])
        self.honors = honors
        self.suits = man + pin + sou
        self.term_honor = not (any(counts[1:8]) or any(counts[10:17]) or any(counts[19:26]))
        self.simples = not honors and not (counts[0] or counts[8] or counts[9] or counts[17] or counts[18] or counts[26])
        self.green = not (man or pin) and not (counts[18] or counts[22] or counts[24] or counts[26] or counts[27]
                                               or counts[28] or counts[29] or counts[30] or counts[31] or counts[33])


class HandView:
    """One interpretation: a reading of the concealed tiles plus the melds, and the winning group."""

    __slots__ = ("chows", "conc_pungs", "h", "pair", "pungs", "sets", "shape", "wait")

    def __init__(
        self,
        h: HandFacts,
        shape: str,
        chows: tuple[int, ...],
        pungs: tuple[int, ...],
        pair: int,
        wait: str,
        conc_pungs: int,
        sets: tuple[tuple[int, bool, bool], ...],
    ) -> None:
        self.h = h
        self.shape = shape
        self.chows = chows  # lowest kind of every chow, melds included
        self.pungs = pungs  # kind of every pung and kong, melds included
        self.pair = pair  # the pair's kind; -1 outside the standard shape
        self.wait = wait  # how the winning tile was waited on (engine.WAIT_*)
        self.conc_pungs = conc_pungs  # concealed pungs / kongs (a pung completed by a discard is open)
        self.sets = sets  # (kind, is_kong, concealed) for every pung and kong, for fu


def is_terminal_or_honor(k: int) -> bool:
    return _TERMINAL_OR_HONOR[k]


def yakuhai_pair(v: HandView) -> bool:
    p = v.pair
    return p >= 31 or p == v.h.seat_wind or p == v.h.round_wind
