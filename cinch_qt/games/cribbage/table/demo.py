"""Scripted moves that hit every kind of square (for the preview and its screenshots).

Each entry is played through the real queue; ``place`` entries set pegs at once to
bring a side next to the square the following move hits.
"""

from __future__ import annotations

from collections.abc import Callable

from ..engine.boards import Board, PenaltyBox, get_board, settle_penalty
from . import labels
from .board_item import CribbageBoardItem

Action = Callable[[CribbageBoardItem], int | None]


def _move(side: str, points: int, label: Callable[[], str]) -> Action:
    def act(item: CribbageBoardItem) -> int:
        return item.queue_move(side, item.board.move(item.front(side), points), label())
    return act


def _place(side: str, hole: str) -> Action:
    def act(item: CribbageBoardItem) -> None:
        item.place(side, hole)
    return act


def _penalty(side: str, boxed: str | None = None) -> Action:
    def act(item: CribbageBoardItem) -> int:
        box = PenaltyBox(boxed) if boxed is not None else None
        s = settle_penalty(item.board, item.holes(), item.sides, side, box)
        return item.queue_settlement(s)
    return act


def script(board: Board, sides: tuple[str, ...]) -> list[Action]:
    """The demo for ``board`` with these sides (two or three)."""
    a, b = sides[0], sides[1]
    if board.name == "classic":
        return [_move(a, 2, lambda: labels.fifteen(2)), _move(b, 2, labels.his_heels),
                _move(a, 2, lambda: labels.thirty_one(2)), _move(b, 1, labels.go),
                _move(a, 12, lambda: labels.hand(12)), _move(b, 8, lambda: labels.crib(8)),
                _place(a, "M110"), _move(a, 11, lambda: labels.hand(11))]
    steps = [
        _move(a, 12, lambda: labels.hand(12)),              # W10: M12 -> M32
        _move(b, 2, labels.his_heels),
        _move(a, 8, lambda: labels.fifteen(8)),             # M40
        _move(a, 6, lambda: labels.hand(6)),                # W11: trap T1 on M46
        _move(a, 7, lambda: labels.crib(7)),                # down T1 -> M38
        _place(b, "M100"),
        _move(b, 3, lambda: labels.hand(3)),                # W12: zone G1 on M103
        _move(b, 6, lambda: labels.crib(6)),                # shortcut -> M117
        _place(a, "M66"),
        _move(a, 4, lambda: labels.thirty_one(4)),          # W30: P1 on M70
    ]
    if len(sides) == 2:
        steps.append(_penalty(a))                           # W31: back 20, +20 to b
    else:
        steps.append(_penalty(a))                           # W32: sits out 3 hands
        c = sides[2]
        steps += [_place(c, "M156"), _move(c, 4, lambda: labels.hand(4)),   # P2 on M160
                  _penalty(c, boxed=a)]                              # W35: a released, c back
    return steps


def default_board(name: str) -> Board:
    return get_board(name)
