"""What every game's hand review shares, pure Python: where a game keeps its
review part, whose seat a record's person sat in, and a game's accuracy — the person's
expected points given away per hand, each measure apart — from the part's ``losses``.

A game's ``table/review_part.py`` (found through ``GameInfo.review_part``) defines:

- ``reviewable_hands(record, seat) -> list[int]``: the hands in which the seat made a
  choice worth reviewing;
- ``work(record, hand_no, seat) -> object``: the review of one hand from that seat's
  view (any thread; no widgets);
- ``page(result) -> str``: the review as HTML in the person's language (GUI thread);
- ``losses(result) -> dict[str, float]``: measure -> expected points the seat gave away
  in the hand;
- ``loss_names() -> dict[str, str]``: measure -> its name in the person's language.

The shared review window is ui/review_window.py; the stored figures storage/accuracy.py.
"""

from __future__ import annotations

from dataclasses import dataclass
from types import ModuleType
from typing import Any

from .base import game_of_record

# The person sits South (R1); a cribbage record's first seat is "S" too (CRIB_RECORD).
PERSON = "S"


def person_seat(record: Any) -> int:
    """The index in ``record["seats"]`` of the person's seat (South), 0 when absent."""
    seats = record.get("seats") if isinstance(record, dict) else None
    if isinstance(seats, list) and PERSON in seats:
        return seats.index(PERSON)
    return 0


def review_part_of(record: Any) -> ModuleType | None:
    """The review part of the game that wrote ``record``, or None when it has none."""
    info = game_of_record(record)
    return info.review_part() if info is not None else None


@dataclass(frozen=True)
class Accuracy:
    """One game's accuracy: over ``hands`` reviewed hands, the mean expected points
    the person gave away per hand by each measure."""
    hands: int
    means: dict[str, float]


def game_accuracy(record: dict, part: ModuleType | None = None) -> Accuracy | None:
    """The person's accuracy in a game (every hand they made a choice in, reviewed the
    same way for every player count and board); None when the game has no review.
    Raises what the review raises on a record it cannot read."""
    part = part or review_part_of(record)
    if part is None:
        return None
    seat = person_seat(record)
    hands = part.reviewable_hands(record, seat)
    sums: dict[str, float] = {}
    for h in hands:
        for key, value in part.losses(part.work(record, h, seat)).items():
            sums[key] = sums.get(key, 0.0) + float(value)
    return Accuracy(len(hands), {k: v / len(hands) for k, v in sums.items()} if hands
                    else {})
