"""Look at the Cribbage board on its own::

    python -m cinch_qt.games.cribbage.table.preview --board crib-wars --players 3 \
        --size 1280x800 --demo --screenshot out.png

``--demo`` plays scripted moves hitting every kind of square; with ``--screenshot`` the
view is saved when each move stops with its labels in view (``out-01.png`` ...) and once
at the end (``out.png``), then the program quits. Durations follow the Cinch table's
speed factor (``--speed``, times ``CINCH_QT_TIME_SCALE``).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QApplication

from ....speed import SPEEDS, time_scale
from ..engine.boards import BOARD_NAMES, get_board
from .board_item import CribbageBoardItem
from .board_view import BoardView
from .demo import script

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
    ap = argparse.ArgumentParser(prog="python -m cinch_qt.games.cribbage.table.preview",
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
    view = BoardView(item)
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
