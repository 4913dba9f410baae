"""Playing for the game: the probability of winning from the two sides'
positions, on the classic board and on Crib Wars (by mark, W7).

A hand is modelled as the engine plays it, in its order of scoring: heels (C42), the
play (the pone's pegging, then the dealer's: one move each), the pone's hand, the
dealer's hand, the crib (C70); every move lands where the board says (W4): a red jump
slides (W10), a trap or green zone changes the marks (W11, W12), a penalty square folds
the side, sends it back and gives the other side a 20-point award (W30, W31, W36), and
reaching the game hole ends the game at once (C61, W6).  The points of each part come
from distributions sampled with the engine (``tools/make_game_values.py``), each part
independent of the others (a simplification: good hands peg well too).

``V[p][d]``, the chance that the side about to be the pone wins when it stands at mark
``p`` and the dealer at ``d``, is built by that tool (value iteration over every pair of
marks: a trap or a penalty square can move a peg back, so one backward pass is not
enough) and shipped in ``game_values.json``; the stages inside a hand (before the
pone's show, the dealer's, the crib) are computed from it here when first asked.

Two sides only (two players; four players use the two-player figures, an
approximation).  Three sides have their own, coarser model: ``game_value3.py``.
"""

from __future__ import annotations

import base64
import json
import zlib
from array import array
from functools import lru_cache
from pathlib import Path
from typing import Any

DATA = Path(__file__).with_name("game_values.json")
FIN = -1            # a move that reaches the game hole
SCALE = 65535       # probabilities are shipped as 16-bit integers
MAX_POINTS = 64     # longest single move tabulated (awards are separate)


def encode(values: list[float]) -> str:
    a = array("H", (round(min(1.0, max(0.0, v)) * SCALE) for v in values))
    return base64.b64encode(zlib.compress(a.tobytes(), 9)).decode("ascii")


def decode(text: str) -> list[float]:
    a = array("H")
    a.frombytes(zlib.decompress(base64.b64decode(text)))
    return [x / SCALE for x in a]


class GameTable:
    """Win chances on one board, for two sides.  Positions are marks 0 … finish - 1."""

    def __init__(self, board: Any, dists: dict[str, Any], v: list[float] | None = None,
                 heels_withheld: bool = True, skunks: bool = False) -> None:
        self.board = board
        n = self.n = board.finish_mark
        # With skunks (C81, C83) a game end is worth the game points it carries, 1, 2
        # or 4 by the loser's mark; ``V`` is then not a chance but the pone's game points
        # mapped onto 0..1 (``(points + 4) / 8``), so that the dealer's figure is still
        # one minus the pone's.  Without skunks a win is 1 and a loss 0.
        self.skunks = skunks
        self.win_of = [(4 + board.skunk_lines.game_points(m)) / 8 if skunks else 1.0
                       for m in range(n)]
        self.hole_of = [self._hole_for(m) for m in range(n)]
        self._moves: list[list[int] | None] = [None] * n
        # Awards exist only where penalty squares do (W31, W36).
        self.award = ([self._award(m) for m in range(n)] if board.squares else [FIN] * n)
        self.heels_ok = [not (heels_withheld and board.heels_withheld(self.hole_of[m]))
                         for m in range(n)]
        self.peg = [(int(a), int(b), float(p)) for a, b, p in dists["peg"]]
        self.pone_hand = [(int(a), float(p)) for a, p in dists["pone_hand"]]
        self.dealer_hand = [(int(a), float(p)) for a, p in dists["dealer_hand"]]
        self.crib = [(int(a), float(p)) for a, p in dists["crib"]]
        self.means = {k: sum(a * p for a, p in getattr(self, k))
                      for k in ("pone_hand", "dealer_hand", "crib")}
        self.means["pone_peg"] = sum(a * p for a, _, p in self.peg)
        self.means["dealer_peg"] = sum(b * p for _, b, p in self.peg)
        self.V = v if v is not None else [0.5] * (n * n)
        self.cache: dict[tuple, float] = {}

    # ------------------------------------------------------------------ the board
    def _hole_for(self, m: int) -> str:
        """A hole whose mark is ``m``: every hole of one mark has the same future (the
        blue and green paths hold plain holes only, so a peg standing on a trap walks
        what a peg on the main hole of the trap's mark walks)."""
        b = self.board
        main = f"M{m}"
        if main in b.holes and b.mark(main) == m:
            return main
        for h in b.holes.values():
            if h.mark == m and b.square_at(h.id) is None:
                return h.id
        return main                     # a mark no peg can stand on: any value serves

    def win(self, loser: int) -> float:
        """The winner's value of a game that ends with the loser at mark ``loser``."""
        return self.win_of[loser]

    def lose(self, mark: int) -> float:
        """The loser's value of a game lost standing at ``mark``."""
        return 1.0 - self.win_of[mark]

    def move(self, m: int, pts: int) -> int:
        """Where a score of ``pts`` from mark ``m`` lands: a mark, ``FIN``, or for a
        penalty square ``-2 - retreat mark``."""
        if pts <= 0:
            return m
        row = self._moves[m]
        if row is None:
            row = self._moves[m] = [self._move(m, p) for p in range(MAX_POINTS + 1)]
        return row[min(pts, MAX_POINTS)]

    def _move(self, m: int, pts: int) -> int:
        if pts == 0:
            return m
        b = self.board
        mv = b.move(self.hole_of[m], pts)
        if mv.finished:
            return FIN
        if mv.penalty is not None:
            return -2 - b.mark(b.retreat_hole(mv.penalty))
        return b.mark(mv.end)

    def _award(self, m: int) -> int:
        mv = self.board.award(self.hole_of[m], 20)
        return FIN if mv.finished else self.board.mark(mv.end)

    # ------------------------------------------------------------------ the stages
    # Every function is the chance that the *pone* of the hand wins.
    def next_hand(self, p: int, d: int) -> float:
        """The hand is over: the deal passes (C23), the old dealer is the new pone."""
        return 1.0 - self.V[d * self.n + p]

    def crib_stage(self, p: int, d: int, shift: int = 0) -> float:
        """Before the crib is counted (C70); ``shift`` moves the crib's distribution
        (the cards a side laid away make it better or worse than average)."""
        key = (3, p, d, shift)
        got = self.cache.get(key)
        if got is None:
            got = self.cache[key] = self._dealer_counts(p, d, self.crib, shift,
                                                        self.next_hand)
        return got

    def _dealer_counts(self, p: int, d: int, dist, shift: int, then) -> float:  # noqa: ANN001
        """The dealer's points from ``dist`` (moved by ``shift``) land: the game is lost
        if they finish it, a penalty square folds the dealer (W30, W31), otherwise
        ``then(p, new dealer mark)``."""
        total = 0.0
        for c, pr in dist:
            r = self.move(d, c + shift)
            if r == FIN:
                total += pr * self.lose(p)
                continue
            if r >= 0:
                total += pr * then(p, r)
            else:
                total += pr * self._penalised_dealer(p, -2 - r)
        return total

    def _pone_counts(self, p: int, d: int, then) -> float:  # noqa: ANN001
        """The pone's hand lands (C70): it wins if that finishes the game; a penalty
        square sends it back and gives the dealer the award (W30, W31); otherwise
        ``then(new pone mark, dealer mark)``."""
        total = 0.0
        for h, pr in self.pone_hand:
            r = self.move(p, h)
            if r == FIN:
                total += pr * self.win(d)
            elif r >= 0:
                total += pr * then(r, d)
            else:
                a = self.award[d]
                total += pr * (self.lose(-2 - r) if a == FIN else then(-2 - r, a))
        return total

    def _penalised_dealer(self, p: int, d: int) -> float:
        """The dealer folded onto a penalty square (W30, W31): the pone has the award."""
        a = self.award[p]
        return self.win(d) if a == FIN else self.next_hand(a, d)

    def dealer_stage(self, p: int, d: int, shift: int = 0) -> float:
        """Before the dealer's hand is counted."""
        key = (2, p, d, shift)
        got = self.cache.get(key)
        if got is None:
            got = self.cache[key] = self._dealer_counts(
                p, d, self.dealer_hand, 0, lambda p2, d2: self.crib_stage(p2, d2, shift))
        return got

    def pone_stage(self, p: int, d: int, shift: int = 0) -> float:
        """Before the pone's hand is counted: the start of the show."""
        key = (1, p, d, shift)
        got = self.cache.get(key)
        if got is None:
            got = self.cache[key] = self._pone_counts(
                p, d, lambda p2, d2: self.dealer_stage(p2, d2, shift))
        return got

    def pone_only_stage(self, p: int, d: int) -> float:
        """The dealer has folded this hand: only the pone's hand is still counted."""
        key = (4, p, d)
        got = self.cache.get(key)
        if got is None:
            got = self.cache[key] = self._pone_counts(p, d, self.next_hand)
        return got

    def known_dealer_show(self, p: int, d: int, mine: int, pone_folded: bool,
                          shift: int = 0) -> float:
        """The chance the pone wins from the show when the dealer's hand counts ``mine``
        (the dealer's own view: it knows its hand, not the pone's)."""
        key = (5, p, d, mine, pone_folded, shift)
        got = self.cache.get(key)
        if got is not None:
            return got
        if pone_folded:
            total = self._dealer_known(p, d, mine, shift)
        else:
            total = self._pone_counts(
                p, d, lambda p2, d2: self._dealer_known(p2, d2, mine, shift))
        self.cache[key] = total
        return total

    def _dealer_known(self, p: int, d: int, mine: int, shift: int) -> float:
        r = self.move(d, mine)
        if r == FIN:
            return self.lose(p)
        if r < 0:
            return self._penalised_dealer(p, -2 - r)
        return self.crib_stage(p, r, shift)

    def show(self, p: int, d: int, pone_folded: bool = False, dealer_folded: bool = False,
             shift: int = 0) -> float:
        """The chance the pone wins once the play is over (W30: a folded side's hand
        and crib are not counted)."""
        if pone_folded and dealer_folded:
            return self.next_hand(p, d)
        if dealer_folded:
            return self.pone_only_stage(p, d)
        if pone_folded:
            return self.dealer_stage(p, d, shift)
        return self.pone_stage(p, d, shift)

    def play_stage(self, p: int, d: int) -> float:
        """After heels, before the play: the pone's pegging, then the dealer's."""
        total = 0.0
        for pp, pd, pr in self.peg:
            total += pr * self.after_pegging(p, d, pp, pd)
        return total

    def after_pegging(self, p: int, d: int, pp: int, pd: int) -> float:
        pf = df = False
        r = self.move(p, pp)
        if r == FIN:
            return self.win(d)
        if r < 0:
            pf = True
            a = self.award[d]
            if a == FIN:
                return self.lose(-2 - r)
            r, d = -2 - r, a
        p = r
        r = self.move(d, pd)
        if r == FIN:
            return self.lose(p)
        if r < 0:
            df = True
            a = self.award[p]
            if a == FIN:
                return self.win(-2 - r)
            r, p = -2 - r, a
        return self.show(p, r, pf, df)

    def hand_start(self, p: int, d: int) -> float:
        """A fresh value of ``V[p][d]``: heels (C42, 4 jacks in 52), then the hand."""
        plain = self.play_stage(p, d)
        if not self.heels_ok[d]:
            return plain
        r = self.move(d, 2)
        if r == FIN:
            heels = self.lose(p)
        elif r >= 0:
            heels = self.play_stage(p, r)
        else:       # heels onto a penalty square: the dealer folds before the play
            a = self.award[p]
            heels = (self.win(-2 - r) if a == FIN
                     else self.pone_only_stage_after_pegging(a, -2 - r))
        return (48 * plain + 4 * heels) / 52

    def pone_only_stage_after_pegging(self, p: int, d: int) -> float:
        total = 0.0
        for pp, _pd, pr in self.peg:
            r = self.move(p, pp)
            if r == FIN:
                total += pr * self.win(d)
            elif r >= 0:
                total += pr * self.pone_only_stage(r, d)
            else:
                a = self.award[d]
                total += pr * (self.lose(-2 - r) if a == FIN
                               else self.next_hand(-2 - r, a))
        return total

    def start(self, p: int, d: int) -> float:
        return self.V[p * self.n + d]


def load_data() -> dict[str, Any]:
    return json.loads(DATA.read_text(encoding="utf-8"))


def entry_name(board_name: str, skunks: bool) -> str:
    """The name of a board's table in the data: ``classic``, ``classic+skunks``."""
    return f"{board_name}+skunks" if skunks else board_name


@lru_cache(maxsize=4)
def table_for(board_name: str, skunks: bool = False) -> GameTable | None:
    """The shipped table of a board (valuing skunks if asked), or None if none was
    built for it."""
    from ..engine.boards import get_board
    data = load_data()
    entry = data["boards"].get(entry_name(board_name, skunks))
    if entry is None:
        return None
    return GameTable(get_board(board_name), data["dists"], decode(entry["V"]),
                     skunks=skunks)


def table_of(obs: Any, skunks: bool = True) -> GameTable | None:
    """The table for this observation's game: two sides only (see the module's note).
    With skunks counted (C83) and ``skunks`` the table of game points where one was
    built (the classic board), else the chance of winning."""
    if obs.rules.n_sides != 2:
        return None
    if skunks and obs.rules.skunks:
        table = table_for(obs.rules.board, True)
        if table is not None:
            return table
    return table_for(obs.rules.board)
