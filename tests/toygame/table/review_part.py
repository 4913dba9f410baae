"""The toy game's part of the shared hand review (issue 31; cinch_qt/games/review.py):
a game of Nim is one hand; each of the seat's takes is checked against the winning
take (leave a multiple of four, N1/N3).  Plain English: the toy is not translated."""

from __future__ import annotations

import html
from dataclasses import dataclass, field

from tests.toygame.game import from_record


@dataclass
class NimReview:
    seat: int
    # (cards in the row before, cards taken, the winning take or None when none wins)
    takes: list[tuple[int, int, int | None]] = field(default_factory=list)

    @property
    def misses(self) -> int:
        return sum(1 for _, took, best in self.takes if best is not None and took != best)


def _turns(record: dict) -> list[tuple[int, int, int]]:
    """(seat, row before, taken) of each take, replayed from the record."""
    state = from_record(dict(record, takes=[]))
    out = []
    for count in record["takes"]:
        out.append((state.current_seat, state.row, count))
        state.row -= count
        state.takes.append(count)
    return out


def reviewable_hands(record: dict, seat: int) -> list[int]:
    return [0] if any(s == seat for s, _, _ in _turns(record)) else []


def work(record: dict, hand_no: int, seat: int) -> NimReview:
    if hand_no != 0:
        raise ValueError(f"a game of Nim has one hand, not hand {hand_no + 1}")
    review = NimReview(seat)
    for s, row, took in _turns(record):
        if s == seat:
            review.takes.append((row, took, row % 4 or None))
    return review


def page(result: NimReview) -> str:
    rows = "".join(f"<tr><td>{row}</td><td>{took}</td><td>{best or '-'}</td></tr>"
                   for row, took, best in result.takes)
    return (f"<h3>{html.escape('Your takes')}</h3><table><tr><th>Row</th><th>Took</th>"
            f"<th>Winning take</th></tr>{rows}</table>")


def losses(result: NimReview) -> dict[str, float]:
    # A miss turns a won position into a lost one against perfect play: one game point.
    return {"takes": float(result.misses)}


def loss_names() -> dict[str, str]:
    return {"takes": "Takes"}
