"""The toy game's replay, in the program's one replay viewer
(cinch_qt/ui/storage/replay_viewer.py): the row after each take, step by step.  The
toy gives only its frames, its felt (a line of text) and its words."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtWidgets import QLabel, QWidget

from cinch_qt.ui.storage.replay_viewer import ReplayViewer, ReplayViewerDialog

from ..game import from_record


@dataclass(frozen=True)
class ToyFrame:
    title: str
    lines: tuple[str, ...]
    left: int
    hand_index: int = 0      # one "hand": the whole game


def _first(frames: list, index: int) -> int:
    return 0


def _last(frames: list, index: int) -> int:
    return len(frames) - 1


class ToyReplay(ReplayViewer):
    # The toy has no tricks or counts: the stop buttons go to the ends.
    stop_after = staticmethod(_last)
    stop_before = staticmethod(_first)
    hand_start = staticmethod(_first)

    def frames_of(self, record: dict) -> list[ToyFrame]:
        state = from_record(record)
        rows = [state.start]
        for count in state.takes:
            rows.append(rows[-1] - count)
        return [ToyFrame(f"Take {n}" if n else "The deal",
                         (f"{rows[n - 1] - row} taken" if n else "",), row)
                for n, row in enumerate(rows)]

    def make_body(self, record: dict, art) -> QWidget:  # noqa: ANN001 — no cards drawn
        self.view = self.label = QLabel(self)
        return self.label

    def words(self) -> tuple[tuple[str, ...], tuple[str, str], str]:
        return (("First", "Start", "Back", "Next", "End", "Last"), ("◀◀", "▶▶"), "Hand")

    def show_frame(self, frame: ToyFrame) -> None:
        self.label.setText(f"{frame.left} cards left")

    def score_words(self, frame: ToyFrame) -> str:
        return f"{frame.left} left"

    def describe(self, frame: ToyFrame) -> str:
        return f"{frame.title}: {frame.left} cards left"


class ReplayDialog(ReplayViewerDialog):
    VIEWER = ToyReplay
    SIZE = (480, 320)
