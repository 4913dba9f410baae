"""Settings: opponents' levels, animation speed, rule options and the player's name.

Levels, speed and name apply from the next hand; rule options from the next game.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..controller import SPEEDS, TableSettings
from ..games.cinch.ai.registry import LEVELS
from ..games.cinch.engine.rules import ALL_PASS_CHOICES, Rules
from ..i18n import available_languages, player_name, seat_name
from ..i18n.words import level_name, speed_name
from .preferences import UiPreferences

TARGETS = (51, 42, 62)


class SettingsDialog(QDialog):
    def __init__(self, settings: TableSettings, parent=None,
                 prefs: UiPreferences | None = None) -> None:
        super().__init__(parent)
        self._base = settings
        self._prefs = prefs or UiPreferences()
        lay = QVBoxLayout(self)
        form = QFormLayout()
        self.form = form
        lay.addLayout(form)
        self.name_edit = QLineEdit(self)
        self.name_edit.setMaxLength(24)
        self._rows: list[tuple[QWidget, object]] = []  # (field, label text source)
        self._add(form, lambda: self.tr("Your name:"), self.name_edit)
        self.language_box = QComboBox(self)
        self.language_box.addItem("", "")
        for code, native in available_languages().items():
            self.language_box.addItem(native, code)  # each language in its own words
        self._add(form, lambda: self.tr("Language:"), self.language_box)
        self.hints_check = QCheckBox(self)
        self._add(form, lambda: self.tr("First game:"), self.hints_check)
        self.large_check = QCheckBox(self)
        self._add(form, lambda: self.tr("Card size:"), self.large_check)
        self.level_boxes: dict[int, QComboBox] = {}
        for seat in (1, 2, 3):
            box = QComboBox(self)
            for level in LEVELS:
                box.addItem(level_name(level), level)
            if seat == 2:
                label = lambda s=seat: self.tr("%1 (partner):").replace("%1", seat_name(s))  # noqa: E731
            else:
                label = lambda s=seat: self.tr("%1 (opponent):").replace("%1", seat_name(s))  # noqa: E731
            self._add(form, label, box)
            self.level_boxes[seat] = box
        self.speed_box = QComboBox(self)
        for speed in SPEEDS:
            self.speed_box.addItem(speed_name(speed), speed)
        self._add(form, lambda: self.tr("Animation speed:"), self.speed_box)
        self.players_box = QComboBox(self)
        for n in (4, 3, 2):
            self.players_box.addItem("", n)
        self._add(form, lambda: self.tr("Players:"), self.players_box)
        self.target_box = QComboBox(self)
        for t in TARGETS:
            self.target_box.addItem(str(t), t)
        self.target_box.addItem("", 0)
        self.target_spin = QSpinBox(self)
        self.target_spin.setRange(1, 1000)
        self.target_box.currentIndexChanged.connect(self._target_mode)
        self._add(form, lambda: self.tr("Game to:"), self.target_box)
        self._add(form, lambda: self.tr("Custom target:"), self.target_spin)
        self.min_bid_spin = QSpinBox(self)
        self.min_bid_spin.setRange(1, 14)
        self._add(form, lambda: self.tr("Minimum bid:"), self.min_bid_spin)
        self.all_pass_box = QComboBox(self)
        for key in ALL_PASS_CHOICES:
            self.all_pass_box.addItem("", key)
        self._add(form, lambda: self.tr("When everybody passes:"), self.all_pass_box)
        self.error_label = QLabel("", self)
        self.error_label.setStyleSheet("color: #b00020;")
        self.error_label.setWordWrap(True)
        lay.addWidget(self.error_label)
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        lay.addWidget(self.note)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel
                                        | QDialogButtonBox.StandardButton.RestoreDefaults,
                                        self)
        self.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).clicked.connect(
            self.restore_defaults)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        lay.addWidget(self.buttons)
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setDefault(True)
        self._show(settings, self._prefs)
        self.result_settings: TableSettings | None = None
        self.result_prefs: UiPreferences | None = None
        self.retranslate()
        # Enter accepts and Esc cancels from anywhere; the focus starts on OK.
        ok.setFocus(Qt.FocusReason.OtherFocusReason)

    def _show(self, settings: TableSettings, prefs: UiPreferences) -> None:
        """Put these settings into the fields."""
        # "You" is the stored default; show it as a hint in the player's language instead.
        own = settings.player_name.strip()
        self.name_edit.setText("" if own == "You" else own)
        self.language_box.setCurrentIndex(max(0, self.language_box.findData(prefs.language)))
        self.hints_check.setChecked(prefs.first_game_hints)
        self.large_check.setChecked(prefs.large_cards)
        for seat, box in self.level_boxes.items():
            box.setCurrentIndex(max(0, box.findData(settings.level_of(seat))))
        self.speed_box.setCurrentIndex(max(0, self.speed_box.findData(settings.speed)))
        rules = settings.rules
        self.players_box.setCurrentIndex([4, 3, 2].index(rules.players))
        self.target_spin.setValue(rules.target)
        self.target_box.setCurrentIndex(TARGETS.index(rules.target) if rules.target in TARGETS
                                        else len(TARGETS))
        self.min_bid_spin.setValue(rules.min_bid)
        self.all_pass_box.setCurrentIndex(ALL_PASS_CHOICES.index(rules.all_pass))
        self._target_mode()

    def restore_defaults(self) -> None:
        """Every field back to the program's defaults; OK saves them, Cancel does not."""
        self._show(TableSettings(), UiPreferences())
        self.error_label.clear()

    def _add(self, form: QFormLayout, label, field: QWidget) -> None:
        form.addRow(QLabel(self), field)
        self._rows.append((field, label))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802  (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Settings"))
        for field, label in self._rows:
            widget = self.form.labelForField(field)
            if isinstance(widget, QLabel):
                widget.setText(label())
                widget.setBuddy(field)
            field.setAccessibleName(label().rstrip(":").rstrip())
        self.language_box.setItemText(0, self.tr("System language"))
        self.name_edit.setPlaceholderText(player_name(0))
        self.hints_check.setText(self.tr("Explain each phase and every refused move"))
        self.large_check.setText(self.tr("Large cards in your hand"))
        words = {4: self.tr("4 (two partnerships)"), 3: self.tr("3 (cut-throat)"),
                 2: self.tr("2 (heads-up)")}
        for i in range(self.players_box.count()):
            self.players_box.setItemText(i, words[self.players_box.itemData(i)])
        self.target_box.setItemText(len(TARGETS), self.tr("Custom…"))
        passes = {"throw_in": self.tr("Throw in the hand"),
                  "stuck_dealer": self.tr("Stuck dealer must bid")}
        for i in range(self.all_pass_box.count()):
            self.all_pass_box.setItemText(i, passes[self.all_pass_box.itemData(i)])
        # The rule numbers are for those who read the rule book: tooltips, not labels.
        for field, text, rule in (
                (self.target_box, self.tr("The score that wins the game (rule %1)"), "R53"),
                (self.min_bid_spin, self.tr("The lowest bid allowed (rule %1)"), "R20"),
                (self.all_pass_box, self.tr("What happens when every player passes "
                                            "(rule %1)"), "R22"),
                (self.players_box, self.tr("How many play, you included (rule %1)"), "R2")):
            field.setToolTip(text.replace("%1", rule))
        self.note.setText(self.tr("Levels, speed and name apply from the next hand; rule "
                                  "options from the next game; language, hints and card "
                                  "size at once."))

    def _target_mode(self) -> None:
        self.target_spin.setEnabled(self.target_box.currentData() == 0)

    def settings(self) -> TableSettings:
        """The settings as chosen; raises ValueError naming a bad value."""
        target = self.target_box.currentData() or self.target_spin.value()
        rules = Rules(players=self.players_box.currentData(), target=target,
                      min_bid=self.min_bid_spin.value(),
                      all_pass=self.all_pass_box.currentData())
        levels = {seat: box.currentData() for seat, box in self.level_boxes.items()}
        return self._base.with_changes(player_name=self.name_edit.text().strip() or "You",
                                       levels=levels, speed=self.speed_box.currentData(),
                                       rules=rules)

    def preferences(self) -> UiPreferences:
        return UiPreferences(language=self.language_box.currentData() or "",
                             first_game_hints=self.hints_check.isChecked(),
                             large_cards=self.large_check.isChecked())

    def accept(self) -> None:
        try:
            self.result_settings = self.settings()
        except ValueError as exc:
            self.error_label.setText(str(exc))
            return
        self.result_prefs = self.preferences()
        super().accept()
