"""Scoring the show (C70–C77) and the play (C53–C59).

Fifteens, pairs and runs depend only on the ranks of the five cards, so they are
precomputed once for every multiset of four or five ranks (6,175 five-card multisets).
A multiset is keyed by adding ``RANK_KEY[card]`` (three bits per rank, counts up to 4),
which makes the key of a hand the plain sum of its cards' keys.  Flushes and nobs, the
only parts that look at suits, are a few comparisons.  The result is one dict look-up
per hand, fast enough for the AI's discard search and the full table of 12,994,800
hands (benchmarks/bench_cribbage.py).
"""

from __future__ import annotations

import itertools
import sys
from collections.abc import Sequence
from pathlib import Path

from .cards import JACK, RANK, SUIT, VALUE

RANK_KEY = tuple(1 << (3 * RANK[c]) for c in range(52))
# The jack that scores nobs with a starter of this card's suit (C76).
NOBS_JACK = tuple(SUIT[c] * 13 + JACK for c in range(52))
PAIR_POINTS = (0, 0, 2, 6, 12)   # C57, C72: one pair 2, pair royal 6, double pair royal 12


def _rank_parts(ranks: Sequence[int]) -> tuple[int, int, tuple[int, ...]]:
    """(number of fifteens, number of pairs, run lengths) of a multiset of ranks."""
    values = [min(r + 1, 10) for r in ranks]
    fifteens = sum(1 for n in range(2, len(values) + 1)
                   for combo in itertools.combinations(values, n) if sum(combo) == 15)
    counts = [ranks.count(r) for r in range(13)]
    pairs = sum(c * (c - 1) // 2 for c in counts)
    runs: list[int] = []
    r = 0
    while r < 13:
        if counts[r] == 0:
            r += 1
            continue
        start = r
        ways = 1
        while r < 13 and counts[r]:
            ways *= counts[r]
            r += 1
        length = r - start
        if length >= 3:   # C73: each way of picking one card per rank is a run
            runs.extend([length] * ways)
    return fifteens, pairs, tuple(runs)


def _build_tables() -> tuple[dict[int, tuple[int, int, tuple[int, ...]]], dict[int, int]]:
    parts: dict[int, tuple[int, int, tuple[int, ...]]] = {}
    for size in (4, 5):
        for ranks in itertools.combinations_with_replacement(range(13), size):
            if any(ranks.count(r) > 4 for r in set(ranks)):
                continue
            key = sum(1 << (3 * r) for r in ranks)
            parts[key] = _rank_parts(list(ranks))
    points = {k: 2 * f + 2 * p + sum(runs) for k, (f, p, runs) in parts.items()}
    return parts, points


# The packed tables (tools/make_scoring_tables.py): a tag, then every key as a
# little-endian unsigned 64-bit number in ascending order, then each key's parts as
# one little-endian 16-bit code: fifteens | pairs << 4 | run length << 8 | runs << 12
# (five ranks hold at most one run of three or more, counted as often as it can be
# made, C73).
TABLES_FILE = Path(__file__).with_name("scoring_tables.bin")
TABLES_TAG = b"cinch-qt rank parts 1\n"


def _code(parts: tuple[int, int, tuple[int, ...]]) -> int:
    fifteens, pairs, runs = parts
    length = runs[0] if runs else 0
    if any(n != length for n in runs) or fifteens > 15 or pairs > 15 or len(runs) > 15:
        raise ValueError(f"cannot pack {parts!r}")
    return fifteens | pairs << 4 | length << 8 | len(runs) << 12


def pack_tables(parts: dict[int, tuple[int, int, tuple[int, ...]]]) -> bytes:
    from array import array
    keys = array("Q", sorted(parts))
    codes = array("H", (_code(parts[k]) for k in keys))
    if sys.byteorder != "little":
        keys.byteswap()
        codes.byteswap()
    return TABLES_TAG + len(keys).to_bytes(4, "little") + keys.tobytes() + codes.tobytes()


def unpack_tables(data: bytes) -> dict[int, tuple[int, int, tuple[int, ...]]]:
    """The parts packed by ``pack_tables``; ValueError when ``data`` is not that."""
    return _unpack(data)[0]


def _unpack(data: bytes) -> tuple[dict[int, tuple[int, int, tuple[int, ...]]],
                                  dict[int, int]]:
    from array import array
    if not data.startswith(TABLES_TAG):
        raise ValueError("not a rank-parts table")
    at = len(TABLES_TAG)
    n = int.from_bytes(data[at:at + 4], "little")
    at += 4
    if len(data) != at + 10 * n:
        raise ValueError("rank-parts table of the wrong length")
    keys = array("Q", data[at:at + 8 * n])
    codes = array("H", data[at + 8 * n:])
    if sys.byteorder != "little":
        keys.byteswap()
        codes.byteswap()
    # A few dozen distinct codes: each one's parts and points are worked out once.
    decoded = {c: (c & 15, c >> 4 & 15, (c >> 8 & 15,) * (c >> 12)) for c in set(codes)}
    worth = {c: 2 * f + 2 * p + sum(runs) for c, (f, p, runs) in decoded.items()}
    return (dict(zip(keys, map(decoded.__getitem__, codes), strict=True)),
            dict(zip(keys, map(worth.__getitem__, codes), strict=True)))


def _load_tables() -> tuple[dict[int, tuple[int, int, tuple[int, ...]]], dict[int, int]]:
    """The tables from the packed file (tools/make_scoring_tables.py; read in a fraction
    of the ~80 ms building them takes, which the first counted hand would wait for), or
    built here when it is missing or damaged."""
    try:
        return _unpack(TABLES_FILE.read_bytes())
    except (OSError, ValueError):
        return _build_tables()


class _Unread(dict):
    """A rank table not read yet.  The tables are read at the first look-up, not at
    import: the engine is imported before the first painted table, which shows no hand
    counted (reading them takes ~4 ms).  ``RANK_PARTS`` and ``RANK_POINTS``
    are the real dicts (module ``__getattr__``); the scoring functions below meet this
    stand-in once, then the real dict."""

    __slots__ = ("_which",)

    def __init__(self, which: int) -> None:
        super().__init__()
        self._which = which

    def __missing__(self, key: int):
        return _read_tables()[self._which][key]


_PARTS: dict[int, tuple[int, int, tuple[int, ...]]] = _Unread(0)
_POINTS: dict[int, int] = _Unread(1)


def _read_tables() -> tuple[dict[int, tuple[int, int, tuple[int, ...]]], dict[int, int]]:
    global _PARTS, _POINTS
    if isinstance(_POINTS, _Unread):
        parts, points = _load_tables()
        globals().update(RANK_PARTS=parts, RANK_POINTS=points)
        _PARTS, _POINTS = parts, points
    return _PARTS, _POINTS


def __getattr__(name: str) -> object:
    if name == "RANK_PARTS":
        return _read_tables()[0]
    if name == "RANK_POINTS":
        return _read_tables()[1]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def score_hand(hand: Sequence[int], starter: int, crib: bool = False) -> int:
    """The show total of four cards with the starter (C71–C76)."""
    a, b, c, d = hand
    pts = _POINTS[RANK_KEY[a] + RANK_KEY[b] + RANK_KEY[c] + RANK_KEY[d] + RANK_KEY[starter]]
    s = SUIT[a]
    if SUIT[b] == s and SUIT[c] == s and SUIT[d] == s:
        if SUIT[starter] == s:
            pts += 5                 # C74, C75
        elif not crib:
            pts += 4                 # C74; a crib needs the starter too (C75)
    jack = NOBS_JACK[starter]
    if jack == a or jack == b or jack == c or jack == d:
        pts += 1                     # C76 (a jack starter is never in the hand)
    return pts


def show_items(hand: Sequence[int], starter: int, crib: bool = False) -> list[tuple[str, int]]:
    """The breakdown in spoken order: one item per combination (CRIB_RECORD "items")."""
    key = sum(RANK_KEY[x] for x in hand) + RANK_KEY[starter]
    fifteens, pairs, runs = _PARTS[key]
    items = [("fifteen", 2)] * fifteens + [("pair", 2)] * pairs + [("run", n) for n in runs]
    suits = {SUIT[x] for x in hand}
    if len(suits) == 1:
        if SUIT[starter] in suits:
            items.append(("flush", 5))
        elif not crib:
            items.append(("flush", 4))
    if NOBS_JACK[starter] in hand:
        items.append(("nobs", 1))
    return items


def peg_points(ranks: Sequence[int], count: int) -> int:
    """Points of the card just laid: ``ranks`` are the ranks of the current count in
    the order played (the new card last), ``count`` the count after it (C54–C59)."""
    pts = 2 if count == 15 or count == 31 else 0      # C56, C54
    n = len(ranks)
    if n < 2:
        return pts
    last = ranks[-1]
    if ranks[-2] == last:                            # C57; a pair breaks any run
        if n > 2 and ranks[-3] == last:
            return pts + (12 if n > 3 and ranks[-4] == last else 6)
        return pts + 2
    if n < 3:
        return pts
    # C58: grow the window backwards; a repeated rank ends every longer window, and the
    # longest window of consecutive ranks is the run that scores.
    seen = 1 << last
    lo = hi = last
    best = 0
    for i in range(n - 2, -1, -1):
        r = ranks[i]
        bit = 1 << r
        if seen & bit:
            break
        seen |= bit
        if r < lo:
            lo = r
        elif r > hi:
            hi = r
        if hi - lo == n - 1 - i and n - i >= 3:
            best = n - i
    return pts + best


def peg_items(ranks: Sequence[int], count: int) -> list[tuple[str, int]]:
    """The same points as ``peg_points``, named (for the table's commentary)."""
    items: list[tuple[str, int]] = []
    if count == 15:
        items.append(("fifteen", 2))
    elif count == 31:
        items.append(("thirty-one", 2))
    total = peg_points(ranks, count) - (2 if count in (15, 31) else 0)
    if total:
        last = ranks[-1]
        kind = "pair" if len(ranks) > 1 and ranks[-2] == last else "run"
        items.append((kind, total))
    return items


def values_of(cards: Sequence[int]) -> int:
    return sum(VALUE[c] for c in cards)


def show_combinations(cards: Sequence[int], starter: int,
                      is_crib: bool = False) -> list[tuple[str, tuple[int, ...], int]]:
    """Every scoring combination of a hand (or crib) with the starter, in the order a
    player says them (fifteens, pairs, runs, flush, nobs): ``(kind, cards, points)``.

    The same items as ``show_items`` but naming the cards of each, so the table can light
    them one by one: C71 every set of values totalling 15; C72 every two cards of a rank;
    C73 every set of the longest length of consecutive ranks (a shorter run inside it
    does not score); C74/C75 the flush; C76 nobs (the jack with the starter). The points
    always add up to ``score_hand``.
    """
    five = (*cards, starter)
    out: list[tuple[str, tuple[int, ...], int]] = []
    for n in range(2, 6):
        for combo in itertools.combinations(five, n):
            if sum(VALUE[c] for c in combo) == 15:
                out.append(("fifteen", combo, 2))
    for a, b in itertools.combinations(five, 2):
        if RANK[a] == RANK[b]:
            out.append(("pair", (a, b), 2))
    for n in (5, 4, 3):
        runs = [combo for combo in itertools.combinations(five, n)
                if len({RANK[c] for c in combo}) == n
                and max(RANK[c] for c in combo) - min(RANK[c] for c in combo) == n - 1]
        if runs:
            out.extend(("run", tuple(sorted(r, key=lambda c: RANK[c])), n) for r in runs)
            break
    if len({SUIT[c] for c in cards}) == 1:
        if SUIT[starter] == SUIT[cards[0]]:
            out.append(("flush", five, 5))
        elif not is_crib:
            out.append(("flush", tuple(cards), 4))
    jack = NOBS_JACK[starter]
    if jack in cards:
        out.append(("nobs", (jack, starter), 1))
    return out
