"""Playing for the game with three sides: the lay-away and the play judged by
the chance of winning from ``game_value3.RaceTable``.

Roles: the seats dealt in, from the dealer's left (C50): the first pone, the second,
the dealer.  Used only when all three sides are dealt in; while a side sits out (W33)
the Expert plays for points as before.

The play (``GameSearch3``): ``game_search.GameSearch`` with three sides.  Each score
moves its side's peg where the board says; a penalty square folds the side and leaves
it on the square to sit out (W30, W32), or with another side already in the box this
hand, sends it back 20 holes and gives both others the award (W35, W36).  The other two
sides are taken as playing against us (each minimises our chance): a pessimistic but
cheap reading of a three-sided play, which only needs our own chance at the leaves.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine.cards import JACK, RANK
from ..engine.scoring import score_hand
from .game_search import GameSearch
from .game_value3 import (
    DEALER,
    FIN,
    NEXT_ROLE,
    PONE1,
    PONE2,
    ROLE_STEPS,
    SIT_OUT,
    STEPS,
    RaceTable,
    _add_shifted,
    _land,
    win_chances,
)

SHOW_FROM = 4        # game_value3.SHOW1: the first step of the show
CACHE_ROWS = 3000    # rows kept between decisions (each ~10 kB)


def roles_of(order: Sequence[int], sides: Sequence[int]) -> tuple[int, ...]:
    """Each side's role this hand, from the seats in play order (dealer last)."""
    roles = [PONE2] * 3
    for i in range(len(order)):
        roles[sides[i]] = (PONE1, PONE2, DEALER)[i]
    return tuple(roles)


def row_from(t: RaceTable, m: int, role: int, parts: dict[str, list], from_step: int = 0,
             folded: bool = False, heels: float | None = None) -> list[float]:
    """A side's finishing-moment row from ``from_step`` of this hand on, its parts'
    distributions taken from ``parts`` where given (else the table's); ``heels`` the
    chance of heels if known (else 4 in 52); ``folded``: it takes no more part this
    hand and sits out (W30, W32)."""
    key = (m, role, from_step, folded, heels, tuple((k, tuple(v)) for k, v in parts.items()))
    got = t.cache.get(key)
    if got is not None:
        return got
    if len(t.cache) > CACHE_ROWS:
        t.cache.clear()
    width = t.horizon * STEPS + 1
    out = [0.0] * width
    if folded:
        back = role
        for _ in range(SIT_OUT + 1):
            back = NEXT_ROLE[back]
        _add_shifted(out, t.F[(m, back)], 1.0, STEPS * (SIT_OUT + 1))
        t.cache[key] = out
        return out
    b3 = t.b3
    states = {m: 1.0}
    fold: dict[int, float] = {}
    for step, part in ROLE_STEPS[role]:
        if step < from_step:
            continue
        nxt: dict[int, float] = {}
        if part == "heels":
            p = (4 / 52 if heels is None else heels)
            for x, q in states.items():
                if b3.heels_ok[x] and p:
                    _land(b3, x, 2, q * p, step, nxt, fold, out)
                    nxt[x] = nxt.get(x, 0.0) + q * (1 - p)
                else:
                    nxt[x] = nxt.get(x, 0.0) + q
        else:
            for x, q in states.items():
                for pts, pr in parts.get(part, t.dists[part]):
                    _land(b3, x, pts, q * pr, step, nxt, fold, out)
        states = nxt
    for x, q in states.items():
        _add_shifted(out, t.F[(x, NEXT_ROLE[role])], q, STEPS)
    back = role
    for _ in range(SIT_OUT + 1):
        back = NEXT_ROLE[back]
    for x, q in fold.items():
        _add_shifted(out, t.F[(x, back)], q, STEPS * (SIT_OUT + 1))
    t.cache[key] = out
    return out


def crib_shift(laid: tuple[int, ...]) -> float:
    """What the card laid away adds to the crib's expectation (C33: one card each with
    three players), against the mean over the thirteen ranks."""
    from .crib_table_data import SINGLE
    from .crib_tables import crib_estimate
    if len(laid) != 1:
        return 0.0
    return crib_estimate(laid) - sum(SINGLE.values()) / len(SINGLE)


def shifted_crib(t: RaceTable, shift: float) -> list[tuple[int, float]]:
    """The crib's distribution moved by ``shift`` points, a fraction as a mixture of the
    two whole shifts around it (0.7 -> 0 at .3, 1 at .7)."""
    lo = int(shift // 1)
    f = shift - lo
    out: dict[int, float] = {}
    for k, w in ((lo, 1.0 - f), (lo + 1, f)):
        if w > 1e-9:
            for a, p in t.dists["crib"]:
                out[max(0, a + k)] = out.get(max(0, a + k), 0.0) + w * p
    return sorted(out.items())


def lay_win(t: RaceTable, marks: tuple[int, ...], roles: tuple[int, ...], me: int,
            kept: tuple[int, ...], laid: tuple[int, ...], starters: Sequence[int],
            memo: dict) -> float:
    """Our chance of winning with this keep, averaged over every starter: our hand
    exact, heels exact (C42), the crib's distribution shifted by the laid card, our
    play from our role's whole distribution; the others from theirs.  (Not three fixed
    outcomes of the play a side, the thirds the two-sided lay-away used until it too
    took the whole distribution: three fixed landing points made the chance jump by
    several percent between hands one point apart, the hand's points then landing on
    or off a red jump or trap by accident of the thirds.)"""
    role = roles[me]
    shift = round(crib_shift(laid), 2)
    crib = shifted_crib(t, shift)
    others = [t.row(marks[s], roles[s]) if roles[s] != DEALER
              else row_from(t, marks[s], DEALER, {"crib": crib}) for s in range(3)]
    total = 0.0
    for s in starters:
        h = score_hand(kept, s)
        jack = RANK[s] == JACK
        key = (h, jack and role == DEALER, shift)
        w = memo.get(key)
        if w is None:
            parts = {{DEALER: "dealer_hand", PONE1: "pone1_hand",
                      PONE2: "pone2_hand"}[role]: [(h, 1.0)]}
            if role == DEALER:
                parts["crib"] = crib
            heels = (1.0 if key[1] else 0.0) if role == DEALER else None
            mine = row_from(t, marks[me], role, parts, heels=heels)
            rows = list(others)
            rows[me] = mine
            w = memo[key] = win_chances(rows)[me]
        total += w
    return total / len(starters)


class GameSearch3(GameSearch):
    """The play's search for three sides (see the module's note)."""

    def __init__(self, sides: Sequence[int], me_side: int, roles: tuple[int, ...],
                 race: RaceTable, my_show: int | None, shift: int, leaf_memo: dict
                 ) -> None:
        super().__init__(sides, me_side, 0, None, my_show, shift)  # type: ignore[arg-type]
        self.roles = roles
        self.race = race
        self.leaf_memo = leaf_memo
        # The crib as our laid card and, if ours, our other knowledge moves it.
        self.crib = shifted_crib(race, shift) if shift else None

    def root(self, hands, count, seq, last, cur, marks, folded=(False, False, False)
             ) -> dict[int, float]:
        return super().root(hands, count, seq, last, cur, marks, folded)

    def score(self, side: int, pts: int, marks: tuple, folded: tuple):
        b3 = self.race.b3
        r = b3.move(marks[side], pts)
        if r == FIN:
            return (1.0 if side == self.me_side else 0.0), marks, folded
        if r >= 0:
            return None, _set(marks, side, r), folded
        if not any(folded):                               # W32: sit on the square
            return None, _set(marks, side, -2 - r), _set(folded, side, True)
        # W35: a second arrival: back 20 holes (W31), and each other side the award.
        board = b3.board
        retreat = board.mark(board.retreat_hole(b3.hole_of[-2 - r]))
        marks = _set(marks, side, retreat)
        for k in (1, 2):
            o = (side + k) % 3
            a = board.award(b3.hole_of[marks[o]], 20)
            if a.finished:
                return (1.0 if o == self.me_side else 0.0), marks, folded
            marks = _set(marks, o, board.mark(a.end))
        folded = _set(folded, side, True)
        return None, marks, folded

    def leaf(self, marks: tuple, folded: tuple) -> float:
        key = (marks, folded)
        got = self.leaf_memo.get(key)
        if got is not None:
            return got
        t = self.race
        rows = []
        for s in range(3):
            parts = {}
            role = self.roles[s]
            if s == self.me_side and self.my_show is not None:
                parts[{DEALER: "dealer_hand", PONE1: "pone1_hand",
                       PONE2: "pone2_hand"}[role]] = [(self.my_show, 1.0)]
            if role == DEALER and self.crib is not None:
                parts["crib"] = self.crib
            rows.append(row_from(t, marks[s], role, parts, SHOW_FROM, folded[s]))
        w = self.leaf_memo[key] = win_chances(rows)[self.me_side]
        return w


def _set(t: tuple, i: int, v) -> tuple:
    return t[:i] + (v,) + t[i + 1:]
