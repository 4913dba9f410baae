"""Look at the Cribbage board on its own::

    python tools/crib_board_preview.py --board crib-wars --players 3 \
        --size 1280x800 --demo --screenshot out.png

``--demo`` plays scripted moves hitting every kind of square; with ``--screenshot`` the
view is saved when each move stops with its labels in view (``out-01.png`` ...) and once
at the end (``out.png``), then the program quits. Durations follow the Cinch table's
speed factor (``--speed``, times ``CINCH_QT_TIME_SCALE``).

The scripted moves are played through the board's real queue; ``place`` entries set pegs at
once to bring a side next to the square the following move hits.  A tool, not part of the
program.
"""
from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QApplication

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from cinch_qt.games.cribbage.engine.boards import (  # noqa: E402
    BOARD_NAMES,
    Board,
    PenaltyBox,
    get_board,
    settle_penalty,
)
from cinch_qt.games.cribbage.table import labels  # noqa: E402
from cinch_qt.games.cribbage.table.board_item import CribbageBoardItem  # noqa: E402
from cinch_qt.speed import SPEEDS, time_scale  # noqa: E402
from cinch_qt.ui.frame_felt import FrameFelt  # noqa: E402
from cinch_qt.ui.storage.cardface import CardArt  # noqa: E402
from cinch_qt.ui.storage.frame_replay import ArtCards  # noqa: E402

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


SIDES = {2: ("S", "N"), 3: ("S", "W", "E")}     # C2: seats, the person first


def parse_size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"size must look like 1280x800, not {text!r}") from None
    if not (200 <= w <= 8000 and 200 <= h <= 8000):
        raise argparse.ArgumentTypeError(f"size {text} is outside 200x200 ... 8000x8000")
    return w, h


def arguments(argv: list[str]) -> argparse.Namespace:
    ap = argparse.ArgumentParser(prog="python tools/crib_board_preview.py",
                                 description="Show a Cribbage board on the felt.")
    ap.add_argument("--board", choices=BOARD_NAMES, default="crib-wars")
    ap.add_argument("--players", type=int, choices=(2, 3), default=2,
                    help="sides (lanes): 2 or 3")
    ap.add_argument("--size", type=parse_size, default=(1280, 800))
    ap.add_argument("--speed", choices=[s for s in SPEEDS if s != "instant"],
                    default="normal")
    ap.add_argument("--demo", action="store_true", help="play moves hitting every square")
    ap.add_argument("--screenshot", type=Path, help="save PNG(s) here and quit")
    return ap.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = arguments(sys.argv[1:] if argv is None else argv)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    board = get_board(args.board)
    item = CribbageBoardItem(board, SIDES[args.players], SPEEDS[args.speed] * time_scale())
    # The board alone on the shell's frame felt: the whole felt is its fixture.
    view = FrameFelt(ArtCards(CardArt()))
    view.set_fixture(item, "right", 1.0)
    view.setWindowTitle(QCoreApplication.translate("CribbageBoard", "Cribbage board"))
    view.resize(*args.size)
    view.show()
    shots = [0]

    def save(path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        if not view.grab().save(str(path)):
            print(f"could not write {path}", file=sys.stderr)
        else:
            print(path)

    def on_hold(_ticket: int) -> None:
        if args.screenshot is not None:
            shots[0] += 1
            shot = args.screenshot
            save(shot.with_name(f"{shot.stem}-{shots[0]:02d}{shot.suffix}"))

    def finish() -> None:
        if args.screenshot is not None:
            save(args.screenshot)
            app.quit()

    item.holding.connect(on_hold)
    pending = list(script(board, item.sides)) if args.demo else []

    def play_next(_ticket: int = 0) -> None:
        while pending:
            if pending.pop(0)(item) is not None:
                return          # wait for this entry's finished
        QTimer.singleShot(100, finish)

    item.finished.connect(play_next)
    QTimer.singleShot(200, play_next)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
