"""Cinch's page of the settings dialog: the opponents' and partner's levels and the
rule options (players R2, target R53, minimum bid R20, when everybody passes R22).

Its words are Cinch's own (context ``CinchSettingsPage``), in Cinch's catalogue."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QSpinBox, QWidget

from ....i18n import seat_name
from ....i18n.words import level_name
from ....ui.settings_page import GameSettingsPage, Store
from ..ai.registry import LEVELS
from ..engine.rules import ALL_PASS_CHOICES, Rules
from .settings import TableSettings

# lupdate reads translate("Context", "text") calls by this name.
translate = QCoreApplication.translate

TARGETS = (51, 42, 62)


class CinchSettingsPage(GameSettingsPage):
    def __init__(self, game: str = "cinch", parent: QWidget | None = None) -> None:
        super().__init__(game, parent)
        self.level_boxes: dict[int, QComboBox] = {}
        for seat in (1, 2, 3):
            if seat == 2:
                label = lambda s=seat: translate("CinchSettingsPage", "%1 (partner):").replace(
                    "%1", seat_name(s)
                )  # noqa: E731
            else:
                label = lambda s=seat: translate("CinchSettingsPage", "%1 (opponent):").replace(
                    "%1", seat_name(s)
                )  # noqa: E731
            self.level_boxes[seat] = self.add_choice(label, LEVELS, level_name)
        self.players_box = self.add_players(lambda: {
            4: translate("CinchSettingsPage", "4 (two partnerships)"),
            3: translate("CinchSettingsPage", "3 (cut-throat)"),
            2: translate("CinchSettingsPage", "2 (heads-up)")}, "R2")
        self.target_box = QComboBox(self)
        for t in TARGETS:
            self.target_box.addItem(str(t), t)
        self.target_box.addItem("", 0)
        self.target_spin = QSpinBox(self)
        self.target_spin.setRange(1, 1000)
        self.target_box.currentIndexChanged.connect(self._target_mode)
        self.add_row(lambda: translate("CinchSettingsPage", "Game to:"), self.target_box)
        self.add_row(lambda: translate("CinchSettingsPage", "Custom target:"), self.target_spin)
        self.min_bid_spin = QSpinBox(self)
        self.min_bid_spin.setRange(1, 14)
        self.add_row(lambda: translate("CinchSettingsPage", "Minimum bid:"), self.min_bid_spin)
        self.all_pass_box = self.add_choice(
            lambda: translate("CinchSettingsPage", "When everybody passes:"), ALL_PASS_CHOICES)
        self._base = TableSettings()

    def read(self, stored: Store) -> TableSettings:
        level = stored.get("players/level")
        rules = Rules(
            players=stored.get("cinch/players"),
            target=stored.get("cinch/target"),
            min_bid=stored.get("cinch/min_bid"),
            all_pass=stored.get("cinch/all_pass"),
        )
        return TableSettings(
            player_name=stored.get("players/name"),
            speed=stored.get("table/speed"),
            rules=rules,
            levels={s: level for s in (1, 2, 3) if level in LEVELS},
        )

    def defaults(self) -> TableSettings:
        return TableSettings()

    def show_settings(self, settings: TableSettings) -> None:
        self._base = settings
        for seat, box in self.level_boxes.items():
            box.setCurrentIndex(max(0, box.findData(settings.level_of(seat))))
        rules = settings.rules
        self.players_box.setCurrentIndex([4, 3, 2].index(rules.players))
        self.target_spin.setValue(rules.target)
        self.target_box.setCurrentIndex(
            TARGETS.index(rules.target) if rules.target in TARGETS else len(TARGETS)
        )
        self.min_bid_spin.setValue(rules.min_bid)
        self.all_pass_box.setCurrentIndex(ALL_PASS_CHOICES.index(rules.all_pass))
        self._target_mode()

    def chosen(self, player_name: str, speed: str) -> TableSettings:
        target = self.target_box.currentData() or self.target_spin.value()
        rules = Rules(
            players=self.players_box.currentData(),
            target=target,
            min_bid=self.min_bid_spin.value(),
            all_pass=self.all_pass_box.currentData(),
        )
        levels = {seat: box.currentData() for seat, box in self.level_boxes.items()}
        return self._base.with_changes(
            player_name=player_name, levels=levels, speed=speed, rules=rules
        )

    def write(self, stored: Store, settings: TableSettings) -> None:
        rules = settings.rules
        for key, value in (
            ("cinch/players", rules.players),
            ("cinch/target", rules.target),
            ("cinch/min_bid", rules.min_bid),
            ("cinch/all_pass", rules.all_pass),
            ("table/speed", settings.speed),
            ("players/level", settings.level_of(1)),
        ):
            stored.set(key, value)

    def _target_mode(self) -> None:
        self.target_spin.setEnabled(self.target_box.currentData() == 0)

    def retranslate(self) -> None:
        self.retranslate_rows()
        self.target_box.setItemText(len(TARGETS), translate("CinchSettingsPage", "Custom…"))
        passes = {
            "throw_in": translate("CinchSettingsPage", "Throw in the hand"),
            "stuck_dealer": translate("CinchSettingsPage", "Stuck dealer must bid"),
        }
        self.name_items(self.all_pass_box, passes)
        for box in self.level_boxes.values():
            self.name_items(box, level_name)
        # The rule numbers are for those who read the rule book: tooltips, not labels.
        for field, text, rule in (
            (
                self.target_box,
                translate("CinchSettingsPage", "The score that wins the game (rule %1)"),
                "R53",
            ),
            (
                self.min_bid_spin,
                translate("CinchSettingsPage", "The lowest bid allowed (rule %1)"),
                "R20",
            ),
            (
                self.all_pass_box,
                translate("CinchSettingsPage", "What happens when every player passes (rule %1)"),
                "R22",
            ),
        ):
            field.setToolTip(text.replace("%1", rule))


PAGE = CinchSettingsPage
