"""Playing for the game with three sides: the chance that each side wins from
the three sides' marks and the roles they hold this hand.

A full table over three marks and the deal (241³ × 3 positions on Crib Wars) is out of
reach of the tool's pure Python, so the three-sided chance is built from a *race* model:
each side walks the board on its own (its points each hand drawn from the distribution
of its role, every move landing where the board says: a red jump slides (W10), a trap or
a green zone changes the mark (W11, W12), a penalty square folds the side, which stays
on the square and sits out the next three hands (W30, W32, W33)), and the game is won
by whichever side reaches the game hole first (C61, W6).  What is shipped
(``game_values3.json``, built by ``tools/make_game_values3.py``) is, for every mark and
role, the distribution of the *moment* the side would finish: the hand from now and the
step of that hand (heels, the play in play order, the show in counting order, C70).
Then

    P(side i wins) = sum over moments t of f_i(t) × prod_{j ≠ i} (S_j(t) + f_j(t)/2)

with ``S_j(t)`` the chance that side j has not finished by t (two sides finishing at the
same moment, which only the model's approximations allow, share it), normalised over the
three sides.

What the model leaves out, and why that is acceptable: the sides' scores in one hand are
taken as independent (a good hand pegs well too; the same simplification as the
two-sided table's parts); a second arrival on a penalty square (W35: retreat and
awards) couples the sides and is left out (two sides in the box at once is rare; the
play's search sees it exactly); while a side sits out the other two play two-player
hands, modelled with the three-player figures.  ``tests/cribbage/test_cribbage_ai_game3.py``
checks that the model's two-sided version agrees with the two-sided table, which *is*
solved exactly over both marks, where both apply (classic board).
"""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path
from typing import Any

from .game_value import decode

DATA = Path(__file__).with_name("game_values3.json")
FIN = -1
DEALER, PONE1, PONE2 = 0, 1, 2   # PONE1 sits at the dealer's left: plays and counts first
# The next hand's role (C23: the deal passes to the left, so the first pone deals next).
NEXT_ROLE = {DEALER: PONE2, PONE1: DEALER, PONE2: PONE1}
# The steps of a hand in the order the engine scores them (C42, C50, C70).
HEELS, PEG1, PEG2, PEGD, SHOW1, SHOW2, SHOWD, CRIB = range(8)
STEPS = 8
ROLE_STEPS = {  # role -> [(step, part name)]
    DEALER: [(HEELS, "heels"), (PEGD, "dealer_peg"), (SHOWD, "dealer_hand"),
             (CRIB, "crib")],
    PONE1: [(PEG1, "pone1_peg"), (SHOW1, "pone1_hand")],
    PONE2: [(PEG2, "pone2_peg"), (SHOW2, "pone2_hand")],
}
SIT_OUT = 3          # W32, W33: hands sat out after the one in which the side folded
# The same model with two sides (the pone plays and counts first), for the check
# against the two-sided table that is solved over both marks.
NEXT_ROLE2 = {DEALER: PONE1, PONE1: DEALER}
ROLE_STEPS2 = {DEALER: ROLE_STEPS[DEALER], PONE1: ROLE_STEPS[PONE1]}


class Board3:
    """Moves on one board as the three-sided rules have them (W32: no retreat)."""

    def __init__(self, board: Any) -> None:
        self.board = board
        n = self.n = board.finish_mark
        self.hole_of = [self._hole_for(m) for m in range(n)]
        self._rows: dict[int, list[int]] = {}
        self.heels_ok = [not board.heels_withheld(self.hole_of[m]) for m in range(n)]

    def _hole_for(self, m: int) -> str:
        # As game_value.GameTable: every hole of one mark has the same future.  A
        # penalty square's own hole is kept (a side sitting out stands there, W33).
        b = self.board
        main = f"M{m}"
        if main in b.holes and b.mark(main) == m:
            return main
        for h in b.holes.values():
            if h.mark == m and b.square_at(h.id) is None:
                return h.id
        return main

    def move(self, m: int, pts: int) -> int:
        """Where ``pts`` from mark ``m`` lands: a mark, ``FIN``, or ``-2 - mark`` for a
        penalty square (the side folds and stays there, W30, W32)."""
        if pts <= 0:
            return m
        row = self._rows.get(m)
        if row is None:
            row = self._rows[m] = [self._move(m, p) for p in range(65)]
        return row[min(pts, 64)]

    def _move(self, m: int, pts: int) -> int:
        if pts == 0:
            return m
        b = self.board
        mv = b.move(self.hole_of[m], pts)
        if mv.finished:
            return FIN
        mark = b.mark(mv.end)
        return -2 - mark if mv.penalty is not None else mark


def race_row(b3: Board3, dists: dict[str, list], F: dict, m: int, role: int,
             horizon: int, role_steps: dict = ROLE_STEPS, next_role: dict = NEXT_ROLE
             ) -> list[float]:
    """The finishing-moment distribution of one side at mark ``m`` in ``role`` (the last
    entry: not finished within ``horizon`` hands), from the rows ``F`` already known."""
    length = horizon * STEPS
    out = [0.0] * (length + 1)
    states = {m: 1.0}
    folded: dict[int, float] = {}
    for step, part in role_steps[role]:
        if part == "heels":
            nxt: dict[int, float] = {}
            for x, q in states.items():
                if b3.heels_ok[x]:
                    _land(b3, x, 2, q * 4 / 52, step, nxt, folded, out)
                    nxt[x] = nxt.get(x, 0.0) + q * 48 / 52
                else:
                    nxt[x] = nxt.get(x, 0.0) + q
            states = nxt
            continue
        nxt = {}
        for x, q in states.items():
            for pts, pr in dists[part]:
                _land(b3, x, pts, q * pr, step, nxt, folded, out)
        states = nxt
    for x, q in states.items():
        _add_shifted(out, F[(x, next_role[role])], q, STEPS)
    back = role
    for _ in range(SIT_OUT + 1):
        back = next_role[back]
    for x, q in folded.items():
        _add_shifted(out, F[(x, back)], q, STEPS * (SIT_OUT + 1))
    return out


def _land(b3: Board3, x: int, pts: int, q: float, step: int, nxt: dict, folded: dict,
          out: list[float]) -> None:
    r = b3.move(x, pts)
    if r == FIN:
        out[step] += q
    elif r >= 0:
        nxt[r] = nxt.get(r, 0.0) + q
    else:
        folded[-2 - r] = folded.get(-2 - r, 0.0) + q


def _add_shifted(out: list[float], row: list[float], q: float, shift: int) -> None:
    if q == 0.0:
        return
    length = len(out) - 1
    cut = length - shift
    for t in range(cut):
        v = row[t]
        if v:
            out[t + shift] += q * v
    out[length] += q * (sum(row[cut:]))


def win_chances(rows: list[list[float]]) -> list[float]:
    """Each side's chance of finishing first, from their finishing-moment rows (rows of
    the current hand's steps, so the roles are already in them)."""
    k = len(rows)
    length = len(rows[0]) - 1
    surv = []
    for row in rows:
        s = [0.0] * length
        left = 1.0
        for t in range(length):
            left -= row[t]
            s[t] = left
        surv.append(s)
    wins = [0.0] * k
    for i in range(k):
        fi = rows[i]
        total = 0.0
        for t in range(length):
            f = fi[t]
            if f:
                p = f
                for j in range(k):
                    if j != i:
                        p *= surv[j][t] + 0.5 * rows[j][t]
                total += p
        wins[i] = total
    z = sum(wins)
    # Mass beyond the horizon (all sides still running): shared in the same proportions.
    return [w / z for w in wins] if z > 0 else [1.0 / k] * k


class RaceTable:
    """The shipped finishing-moment rows of one board, and win chances from them."""

    def __init__(self, board: Any, dists: dict[str, list], rows: dict, horizon: int
                 ) -> None:
        self.b3 = Board3(board)
        self.n = self.b3.n
        self.dists = {k: [(int(a), float(p)) for a, p in v] for k, v in dists.items()
                      if isinstance(v, list)}
        dists = self.dists
        self.F = rows
        self.horizon = horizon
        self.means = {k: sum(a * p for a, p in v) for k, v in dists.items()}
        self.cache: dict[tuple, list[float]] = {}

    def row(self, m: int, role: int) -> list[float]:
        return self.F[(m, role)]

    def shifted(self, m: int, role: int, hands: int) -> list[float]:
        """The row of a side that starts ``hands`` hands from now."""
        if hands <= 0:
            return self.F[(m, role)]
        out = [0.0] * (self.horizon * STEPS + 1)
        _add_shifted(out, self.F[(m, role)], 1.0, STEPS * hands)
        return out

    def chances(self, marks: tuple[int, ...], roles: tuple[int, ...],
                waits: tuple[int, ...] = (0, 0, 0)) -> list[float]:
        """Each side's chance of winning, the sides at ``marks`` holding ``roles`` this
        hand (``waits``: hands a side still sits out before its next, W33)."""
        key = (marks, roles, waits)
        got = self.cache.get(key)
        if got is None:
            got = self.cache[key] = win_chances(
                [self.shifted(m, r, w) for m, r, w in zip(marks, roles, waits, strict=True)])
        return got


def solve_rows(board: Any, dists: dict[str, list], horizon: int, sweeps: int = 4,
               two_sides: bool = False, log=None) -> tuple[dict, int, float]:  # noqa: ANN001
    """Every row of a board, marks from the finish backwards, swept again until no
    entry moves by more than 1e-6 (a trap can move a peg back, so one pass may not do)."""
    b3 = Board3(board)
    roles = (DEALER, PONE1) if two_sides else (DEALER, PONE1, PONE2)
    steps, nxt = (ROLE_STEPS2, NEXT_ROLE2) if two_sides else (ROLE_STEPS, NEXT_ROLE)
    width = horizon * STEPS + 1
    never = [0.0] * width
    never[-1] = 1.0
    F = {(m, r): never for m in range(b3.n) for r in roles}
    delta = 1.0
    done = 0
    for done in range(1, sweeps + 1):
        delta = 0.0
        for m in range(b3.n - 1, -1, -1):
            for r in roles:
                row = race_row(b3, dists, F, m, r, horizon, steps, nxt)
                old = F[(m, r)]
                delta = max(delta, max(abs(a - b) for a, b in zip(row, old, strict=True)))
                F[(m, r)] = row
        if log:
            log(f"  sweep {done}: largest change {delta:.2e}")
        if delta < 1e-6:
            break
    return F, done, delta


def encode_rows(rows: dict, n: int) -> tuple[str, int]:
    from .game_value import encode
    flat: list[float] = []
    for m in range(n):
        for role in (DEALER, PONE1, PONE2):
            flat.extend(rows[(m, role)])
    return encode(flat), len(rows[(0, DEALER)])


def decode_rows(text: str, n: int, width: int) -> dict:
    flat = decode(text)
    rows = {}
    k = 0
    for m in range(n):
        for role in (DEALER, PONE1, PONE2):
            rows[(m, role)] = flat[k:k + width]
            k += width
    return rows


def load_data() -> dict[str, Any]:
    return json.loads(DATA.read_text(encoding="utf-8"))


@lru_cache(maxsize=4)
def race_for(board_name: str) -> RaceTable | None:
    """The shipped three-sided table of a board, or None if none was built for it."""
    from ..engine.boards import get_board
    if not DATA.exists():
        return None
    data = load_data()
    entry = data["boards"].get(board_name)
    if entry is None:
        return None
    board = get_board(board_name)
    rows = decode_rows(entry["F"], board.finish_mark, entry["width"])
    return RaceTable(board, data["dists"], rows, data["horizon"])
