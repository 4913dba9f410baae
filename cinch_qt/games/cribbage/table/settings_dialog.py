"""A small settings dialog for the cribbage table: players, the rule options of the
board (C43, C83, C91, C95, W34), the opponents' level, the speed and the person's
name.  It edits a ``CribbageSettings``; the window keeps the result with
``write_settings``."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
)

from ....controller.settings import SPEEDS
from ..engine.rules import Rules, RulesError
from .settings import PERSON, PLAYABLE_LEVELS, CribbageSettings
from .texts import translate


def _combo(items: list[tuple[str, object]], current: object) -> QComboBox:
    box = QComboBox()
    for text, value in items:
        box.addItem(text, value)
        if value == current:
            box.setCurrentIndex(box.count() - 1)
    return box


class CribbageSettingsDialog(QDialog):
    def __init__(self, settings: CribbageSettings, parent=None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.result_settings: CribbageSettings | None = None
        rules = settings.rules
        crib_wars = rules.board == "crib-wars"
        self.setWindowTitle(
            translate("CribbageTable", "Crib Wars settings")
            if crib_wars
            else translate("CribbageTable", "Cribbage settings")
        )
        layout = QVBoxLayout(self)
        form = QFormLayout()
        layout.addLayout(form)
        self.name = QLineEdit(settings.player_name if settings.player_name != "You" else "")
        self.name.setPlaceholderText(translate("CribbageTable", "You"))
        form.addRow(translate("CribbageTable", "Your &name:"), self.name)
        self.players = _combo(
            [
                (translate("CribbageTable", "2 players"), 2),
                (translate("CribbageTable", "3 players"), 3),
                (translate("CribbageTable", "4 players (partners)"), 4),
                (translate("CribbageTable", "6 players (three sides of two)"), 6),
            ],
            rules.players,
        )
        form.addRow(translate("CribbageTable", "&Players:"), self.players)
        self.level = _combo(
            [
                (translate("CribbageTable", "Random"), "random"),
                (translate("CribbageTable", "Easy"), "easy"),
                (translate("CribbageTable", "Normal"), "normal"),
                (translate("CribbageTable", "Expert"), "expert"),
            ],
            settings.level_of(1),
        )
        form.addRow(translate("CribbageTable", "&Opponents:"), self.level)
        self.speed = _combo(
            [
                (translate("CribbageTable", "Instant"), "instant"),
                (translate("CribbageTable", "Fast"), "fast"),
                (translate("CribbageTable", "Normal"), "normal"),
                (translate("CribbageTable", "Slow"), "slow"),
            ],
            settings.speed,
        )
        form.addRow(translate("CribbageTable", "&Speed:"), self.speed)
        self.counting = _combo(
            [
                (translate("CribbageTable", "The table counts"), "automatic"),
                (translate("CribbageTable", "I count my hand and crib"), "manual"),
            ],
            rules.counting,
        )
        form.addRow(translate("CribbageTable", "&Counting:"), self.counting)
        self.muggins = _combo(
            [
                (translate("CribbageTable", "Off"), "off"),
                (
                    translate("CribbageTable", "Cut-throat: an opponent pegs what you miss"),
                    "cut-throat",
                ),
                (translate("CribbageTable", "Friendly: what you miss is given back"), "friendly"),
            ],
            rules.muggins,
        )
        form.addRow(translate("CribbageTable", "&Muggins:"), self.muggins)
        self.heels = _combo(
            [
                (translate("CribbageTable", "Not at the last holes"), "withheld"),
                (translate("CribbageTable", "Always"), "allowed"),
            ],
            rules.heels_near_end,
        )
        form.addRow(translate("CribbageTable", "His &heels near the end:"), self.heels)
        self.skunks = QCheckBox(translate("CribbageTable", "Count skunks"))
        self.skunks.setChecked(bool(rules.skunks))
        form.addRow("", self.skunks)
        self.peg_duty = QCheckBox(
            translate("CribbageTable", "Leave the penalty box yourself (peg duty)")
        )
        self.peg_duty.setChecked(rules.peg_duty)
        self.peg_duty.setVisible(crib_wars)
        form.addRow("", self.peg_duty)
        self.counting.currentIndexChanged.connect(self._sync)
        self._sync()
        self.error = QLabel("")
        self.error.setWordWrap(True)
        layout.addWidget(self.error)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.buttons = buttons

    def _sync(self) -> None:
        manual = self.counting.currentData() == "manual"
        self.muggins.setEnabled(manual)  # C95: muggins needs manual counting
        if not manual:
            self.muggins.setCurrentIndex(0)

    def chosen(self) -> CribbageSettings:
        """The settings as the dialog shows them; ValueError names a bad choice."""
        old = self.settings.rules
        try:
            rules = Rules(
                players=self.players.currentData(),
                board=old.board,
                heels_near_end=self.heels.currentData(),
                skunks=self.skunks.isChecked(),
                counting=self.counting.currentData(),
                muggins=self.muggins.currentData(),
                peg_duty=self.peg_duty.isChecked() and old.board == "crib-wars",
                match=old.match,
            )
        except RulesError as exc:
            raise ValueError(str(exc)) from None
        level = self.level.currentData()
        if level not in PLAYABLE_LEVELS or self.speed.currentData() not in SPEEDS:
            raise ValueError(f"unknown level or speed: {level}")
        return self.settings.with_changes(
            rules=rules,
            levels={s: level for s in rules.seats if s != PERSON},
            speed=self.speed.currentData(),
            player_name=self.name.text().strip() or "You",
        )

    def _accept(self) -> None:
        try:
            self.result_settings = self.chosen()
        except ValueError as exc:
            self.error.setText(str(exc))
            return
        self.accept()
