"""Settings: opponents' levels, animation speed, rule options and the player's name.

Levels, speed and name apply from the next hand; rule options from the next game.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
)

from ..ai.registry import LEVELS
from ..controller import SPEEDS, TableSettings
from ..controller.settings import SEAT_NAMES
from ..engine.rules import ALL_PASS_CHOICES, Rules

TARGETS = (51, 42, 62)
ALL_PASS_WORDS = {"throw_in": "Throw in the hand (R22)",
                  "stuck_dealer": "Stuck dealer must bid (R22)"}


class SettingsDialog(QDialog):
    def __init__(self, settings: TableSettings, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Settings")
        self._base = settings
        lay = QVBoxLayout(self)
        form = QFormLayout()
        lay.addLayout(form)
        self.name_edit = QLineEdit(settings.player_name, self)
        self.name_edit.setMaxLength(24)
        form.addRow("Your name:", self.name_edit)
        self.level_boxes: dict[int, QComboBox] = {}
        for seat in (1, 2, 3):
            box = QComboBox(self)
            box.addItems(list(LEVELS))
            box.setCurrentText(settings.level_of(seat))
            role = "partner" if seat == 2 else "opponent"
            form.addRow(f"{SEAT_NAMES[seat]} ({role}):", box)
            self.level_boxes[seat] = box
        self.speed_box = QComboBox(self)
        self.speed_box.addItems(list(SPEEDS))
        self.speed_box.setCurrentText(settings.speed)
        form.addRow("Animation speed:", self.speed_box)
        rules = settings.rules
        self.players_box = QComboBox(self)
        for n, words in ((4, "4 (two partnerships)"), (3, "3 (cut-throat)"),
                         (2, "2 (heads-up)")):
            self.players_box.addItem(words, n)
        self.players_box.setCurrentIndex([4, 3, 2].index(rules.players))
        form.addRow("Players:", self.players_box)
        self.target_box = QComboBox(self)
        for t in TARGETS:
            self.target_box.addItem(str(t), t)
        self.target_box.addItem("Custom…", 0)
        self.target_spin = QSpinBox(self)
        self.target_spin.setRange(1, 1000)
        self.target_spin.setValue(rules.target)
        if rules.target in TARGETS:
            self.target_box.setCurrentIndex(TARGETS.index(rules.target))
        else:
            self.target_box.setCurrentIndex(len(TARGETS))
        self.target_box.currentIndexChanged.connect(self._target_mode)
        form.addRow("Game to (R53):", self.target_box)
        form.addRow("Custom target:", self.target_spin)
        self.min_bid_spin = QSpinBox(self)
        self.min_bid_spin.setRange(1, 14)
        self.min_bid_spin.setValue(rules.min_bid)
        form.addRow("Minimum bid (R20):", self.min_bid_spin)
        self.all_pass_box = QComboBox(self)
        for key in ALL_PASS_CHOICES:
            self.all_pass_box.addItem(ALL_PASS_WORDS[key], key)
        self.all_pass_box.setCurrentIndex(ALL_PASS_CHOICES.index(rules.all_pass))
        form.addRow("When everybody passes:", self.all_pass_box)
        self.error_label = QLabel("", self)
        self.error_label.setStyleSheet("color: #b00020;")
        lay.addWidget(self.error_label)
        note = QLabel("Levels, speed and name apply from the next hand; "
                      "rule options from the next game.", self)
        note.setWordWrap(True)
        lay.addWidget(note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self._target_mode()
        self.result_settings: TableSettings | None = None

    def _target_mode(self) -> None:
        self.target_spin.setEnabled(self.target_box.currentData() == 0)

    def settings(self) -> TableSettings:
        """The settings as chosen; raises ValueError naming a bad value."""
        target = self.target_box.currentData() or self.target_spin.value()
        rules = Rules(players=self.players_box.currentData(), target=target,
                      min_bid=self.min_bid_spin.value(),
                      all_pass=self.all_pass_box.currentData())
        levels = {seat: box.currentText() for seat, box in self.level_boxes.items()}
        return self._base.with_changes(player_name=self.name_edit.text().strip() or "You",
                                       levels=levels, speed=self.speed_box.currentText(),
                                       rules=rules)

    def accept(self) -> None:
        try:
            self.result_settings = self.settings()
        except ValueError as exc:
            self.error_label.setText(str(exc))
            return
        super().accept()
