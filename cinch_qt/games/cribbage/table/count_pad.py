"""The counting pad of a manual count (C91): the person ticks what they found — how many
fifteens and pairs, the points of the runs, a flush, nobs — and the claim is the sum,
written into the count's box (C71–C76: fifteens and pairs 2 each, a run 1 a card, a
flush 4 or 5, nobs 1). Typing the total in the box works as before; muggins takes the
claim as it is (C95), however it was made."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QCheckBox, QComboBox, QHBoxLayout, QLabel, QSpinBox, QWidget

from .texts import translate

FLUSH_POINTS = (0, 4, 5)     # C74, C75: no flush, four cards, five with the starter


class CountPad(QWidget):
    """Spin boxes for fifteens, pairs, runs and flush, a box for nobs; ``total`` is the
    claim they make, sent with ``changed`` whenever one of them changes."""

    changed = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(4)
        self.labels: dict[str, QLabel] = {}

        def spin(key: str, top: int, step: int = 1) -> QSpinBox:
            label = QLabel(self)
            box = QSpinBox(self)
            box.setRange(0, top)
            box.setSingleStep(step)
            label.setBuddy(box)
            row.addWidget(label)
            row.addWidget(box)
            self.labels[key] = label
            box.valueChanged.connect(self._changed)
            return box
        self.fifteens = spin("fifteens", 8)          # C71: at most eight fifteens
        self.pairs = spin("pairs", 6)                # C72: four of a kind is six pairs
        self.runs = spin("runs", 15)                 # C73: a double-double run of three
        label = QLabel(self)
        self.flush = QComboBox(self)                 # C74, C75: none, 4 or 5
        for points in FLUSH_POINTS:
            self.flush.addItem(str(points) if points else "–", points)
        label.setBuddy(self.flush)
        row.addWidget(label)
        row.addWidget(self.flush)
        self.labels["flush"] = label
        self.flush.currentIndexChanged.connect(self._changed)
        label = QLabel(self)             # a label as the others (the strip styles labels)
        self.nobs = QCheckBox(self)
        label.setBuddy(self.nobs)
        self.labels["nobs"] = label
        self.nobs.toggled.connect(self._changed)
        row.addWidget(label)
        row.addWidget(self.nobs)
        self._quiet = False
        self.retranslate()

    def retranslate(self) -> None:
        self.labels["fifteens"].setText(translate("CribbageTable", "Fifteens"))
        self.labels["pairs"].setText(translate("CribbageTable", "Pairs"))
        self.labels["runs"].setText(translate("CribbageTable", "Runs"))
        self.labels["flush"].setText(translate("CribbageTable", "Flush"))
        self.labels["nobs"].setText(translate("CribbageTable", "Nobs"))
        self.nobs.setAccessibleName(self.labels["nobs"].text())
        # The row is a group a screen reader enters: it needs a name of its own.
        self.setAccessibleName(translate("CribbageTable", "Count by combination"))
        self.fifteens.setToolTip(translate("CribbageTable", "How many fifteens: 2 points each"))
        self.pairs.setToolTip(translate(
            "CribbageTable", "How many pairs: 2 points each (three of a kind are three "
            "pairs)"))
        self.runs.setToolTip(translate(
            "CribbageTable", "The points of the runs: 1 a card of each run"))
        self.flush.setToolTip(translate(
            "CribbageTable", "A flush: 4 for the four cards, 5 with the starter"))
        self.nobs.setToolTip(translate(
            "CribbageTable", "Nobs: the jack of the starter's suit, 1 point"))
        for box, key in ((self.fifteens, "fifteens"), (self.pairs, "pairs"),
                         (self.runs, "runs"), (self.flush, "flush")):
            box.setAccessibleName(self.labels[key].text())

    @property
    def total(self) -> int:
        flush = self.flush.currentData() or 0
        return (2 * self.fifteens.value() + 2 * self.pairs.value() + self.runs.value() +
                flush + int(self.nobs.isChecked()))

    def clear(self) -> None:
        """Back to nothing found (a new count)."""
        self._quiet = True
        for box in (self.fifteens, self.pairs, self.runs):
            box.setValue(0)
        self.flush.setCurrentIndex(0)
        self.nobs.setChecked(False)
        self._quiet = False

    def _changed(self, *_args: object) -> None:
        if not self._quiet:
            self.changed.emit(self.total)
