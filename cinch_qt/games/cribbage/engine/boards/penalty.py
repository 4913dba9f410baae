"""Settling a landing on a penalty square (CRIBWARS.md W30–W36), as pure board facts.

The engine gives every side's hole, the sides in clockwise order, who is in the penalty
box and the side that just landed on a penalty square; :func:`settle_penalty` returns
the new holes and the effects in the order the record writes them (CRIB_RECORD.md:
``fold``, then ``release`` before the arriving side's ``retreat``, or ``sit_out``, then
the ``award`` scores). What the effects mean for the cards (dead hands, the reduced
table of W33, peg duty of W34) is the engine's business.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType

from .base import Board
from .values import BoardError, HoleKind, Move

SIT_OUT_HANDS = 3    # W32, W33


@dataclass(frozen=True, slots=True)
class PenaltyBox:
    """W35: the side in the penalty box (it folded under W32 and has not been dealt in
    again) and how many hands it still sits out (W33; the engine counts them down)."""
    side: str
    hands_left: int = SIT_OUT_HANDS

    def after_hand(self) -> PenaltyBox | None:
        """The box after one more hand sat out: None once the last is over (the side is
        dealt in again, W33). The hand in which the side folded is not one of them, and
        with peg duty (W34) a forgetful side gets ``PenaltyBox(side, 1)`` again: both are
        the engine's to decide."""
        return PenaltyBox(self.side, self.hands_left - 1) if self.hands_left > 1 else None


@dataclass(frozen=True, slots=True)
class Fold:
    """W30: the side folds at once (its cards are dead for the rest of the hand)."""
    side: str
    square: str
    hole: str
    rule = "W30"

    def record_event(self) -> dict[str, object]:
        """The effect as the record writes it (CRIB_RECORD.md)."""
        return {"e": "fold", "side": self.side, "square": self.square}


@dataclass(frozen=True, slots=True)
class Release:
    """W35 (a): the side in the box advances one hole, leaves the box, and is dealt in
    again from the next hand."""
    side: str
    from_hole: str
    to_hole: str
    rule = "W35"

    def record_event(self) -> dict[str, object]:
        """The effect as the record writes it (CRIB_RECORD.md)."""
        return {"e": "release", "side": self.side, "from": self.from_hole,
                "to": self.to_hole}


@dataclass(frozen=True, slots=True)
class Retreat:
    """W31 / W35 (b): back 20 holes straight along the main track; nothing acts on it
    (W37)."""
    side: str
    from_hole: str
    to_hole: str
    rule = "W31"

    def record_event(self) -> dict[str, object]:
        """The effect as the record writes it (CRIB_RECORD.md)."""
        return {"e": "retreat", "side": self.side, "from": self.from_hole,
                "to": self.to_hole}


@dataclass(frozen=True, slots=True)
class SitOut:
    """W32: the side stays on the square and sits out the next ``hands`` hands (W33)."""
    side: str
    hands: int = SIT_OUT_HANDS
    rule = "W32"

    def record_event(self) -> dict[str, object]:
        """The effect as the record writes it (CRIB_RECORD.md)."""
        return {"e": "sit_out", "side": self.side, "hands": self.hands}


@dataclass(frozen=True, slots=True)
class Award:
    """W31 / W35 (c): a 20-point award (W36), already walked from the side's hole at
    the moment it is applied."""
    side: str
    move: Move
    rule = "W36"

    def record_event(self) -> dict[str, object]:
        """The effect as the record writes it (CRIB_RECORD.md)."""
        return self.move.record_event(self.side, "award")


Effect = Fold | Release | Retreat | SitOut | Award


@dataclass(frozen=True, slots=True)
class Settlement:
    """The outcome: every side's hole after all effects, the effects in order, who is in
    the penalty box afterwards, and the side that reached the game hole through an
    award (the game ends at once, C61: later awards are not given)."""
    holes: Mapping[str, str]
    effects: tuple[Effect, ...]
    box: PenaltyBox | None
    winner: str | None = None


def settle_penalty(board: Board, holes: Mapping[str, str], sides: Sequence[str],
                   arriving: str, box: PenaltyBox | None = None,
                   square: str | None = None) -> Settlement:
    """Settle ``arriving``'s landing on a penalty square.

    ``holes``: every side's hole now (the arriving side's is the penalty square it
    landed on). ``sides``: the sides in clockwise order, two or three of them (two
    players or two partnerships: W31; three players or three partnerships: W32, W35).
    ``box``: the side in the penalty box, if any (only with three sides). ``square``:
    optional, the square id or hole the engine believes was landed on (checked).

    Raises BoardError, naming the rule, if the question is impossible (unknown side, the
    arriving side not on a penalty square, a box with two sides, the boxed side
    arriving)."""
    order = tuple(sides)
    if len(order) not in (2, 3) or len(set(order)) != len(order):
        raise BoardError(f"W31/W32: penalty squares are settled for two or three sides, "
                         f"not {order!r}")
    if set(holes) != set(order):
        raise BoardError(f"every side needs a hole: sides {order!r}, holes for "
                         f"{sorted(holes)!r}")
    for side in order:
        board.hole(holes[side])
    if arriving not in order:
        raise BoardError(f"W30: {arriving!r} is not one of the sides {order!r}")
    here = board.hole(holes[arriving])
    if here.kind is not HoleKind.PENALTY:
        raise BoardError(f"W30: {arriving} is on {here.id}, not on a penalty square")
    sq = board.penalty_square(here.id)
    if square is not None and board.penalty_square(square).id != sq.id:
        raise BoardError(f"W30: {arriving} is on {sq.id} ({here.id}), not on {square}")
    if box is not None:
        if len(order) != 3:
            raise BoardError("W32, W35: only three sides have a penalty box")
        if box.side not in order:
            raise BoardError(f"W35: the side in the box, {box.side!r}, is not playing")
        if box.side == arriving:
            raise BoardError(f"W33: {arriving} sits out and cannot land on a square")
        if board.hole(holes[box.side]).kind is not HoleKind.PENALTY:
            raise BoardError(f"W33: the side in the box, {box.side}, is on "
                             f"{holes[box.side]}, not on a penalty square")

    new = dict(holes)
    effects: list[Effect] = [Fold(arriving, sq.id, here.id)]
    if len(order) == 3 and box is None:
        # W32: stays on the square, sits out; no award, no retreat.
        effects.append(SitOut(arriving, SIT_OUT_HANDS))
        return Settlement(MappingProxyType(new), tuple(effects),
                          PenaltyBox(arriving, SIT_OUT_HANDS))
    if box is not None:
        # W35 (a): the sitting side advances one hole and leaves the box.
        out_from = new[box.side]
        out_to = board.release_hole(out_from)
        new[box.side] = out_to
        effects.append(Release(box.side, out_from, out_to))
    # W31 / W35 (b): back 20 holes.
    back = board.retreat_hole(sq.id)
    new[arriving] = back
    effects.append(Retreat(arriving, here.id, back))
    # W31 / W35 (c), W36: every other side, one at a time, clockwise from the arriving side.
    winner = None
    start = order.index(arriving)
    for k in range(1, len(order)):
        side = order[(start + k) % len(order)]
        mv = board.award(new[side])
        new[side] = mv.end
        effects.append(Award(side, mv))
        if mv.finished:
            winner = side       # C61, W6: the game ends at once
            break
    return Settlement(MappingProxyType(new), tuple(effects), None, winner)
