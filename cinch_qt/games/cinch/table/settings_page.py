"""Cinch's page of the settings dialog: the opponents' and partner's levels and the
rule options (players R2, target R53, minimum bid R20, when everybody passes R22).

Its words are Cinch's own (context ``CinchSettingsPage``), in Cinch's catalogue."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from ....i18n import seat_name
from ....i18n.words import level_name
from ....ui.settings_page import GameSettingsPage, Row, Store
from ..ai.registry import LEVELS
from ..engine.rules import Rules
from ..settings_keys import SETTINGS
from .settings import TableSettings

# lupdate reads translate("Context", "text") calls by this name.
translate = QCoreApplication.translate

TARGETS = (51, 42, 62)
SEATS = (1, 2, 3)
# Stored key -> the Rules field it holds.
RULE_KEYS = {"cinch/players": "players", "cinch/target": "target",
             "cinch/min_bid": "min_bid", "cinch/all_pass": "all_pass"}


def _seat_label(seat: int) -> str:
    text = translate("CinchSettingsPage", "%1 (partner):") if seat == 2 else \
        translate("CinchSettingsPage", "%1 (opponent):")
    return text.replace("%1", seat_name(seat))


def _tip(text: str, rule: str) -> str:
    return text.replace("%1", rule)


class CinchSettingsPage(GameSettingsPage):
    def __init__(self, game: str = "cinch", parent: QWidget | None = None) -> None:
        super().__init__(game, parent)
        self.describe(Row(f"level_{seat}", lambda s=seat: _seat_label(s), values=LEVELS,
                          words=level_name) for seat in SEATS)
        self.level_boxes = {seat: getattr(self, f"level_{seat}") for seat in SEATS}
        self.players_box = self.add_players(lambda: {
            4: translate("CinchSettingsPage", "4 (two partnerships)"),
            3: translate("CinchSettingsPage", "3 (cut-throat)"),
            2: translate("CinchSettingsPage", "2 (heads-up)")}, "R2")
        # The rule numbers are for those who read the rule book: tooltips, not labels.
        self.describe((
            Row("target_box", lambda: translate("CinchSettingsPage", "Game to:"),
                values=(*TARGETS, 0),
                words=lambda t: str(t) if t else translate("CinchSettingsPage", "Custom…"),
                tip=lambda: _tip(translate("CinchSettingsPage",
                                           "The score that wins the game (rule %1)"), "R53")),
            Row("target_spin", lambda: translate("CinchSettingsPage", "Custom target:"),
                SETTINGS["cinch/target"]),
            Row("min_bid_spin", lambda: translate("CinchSettingsPage", "Minimum bid:"),
                SETTINGS["cinch/min_bid"],
                tip=lambda: _tip(translate("CinchSettingsPage",
                                           "The lowest bid allowed (rule %1)"), "R20")),
            Row("all_pass_box", lambda: translate("CinchSettingsPage", "When everybody passes:"),
                SETTINGS["cinch/all_pass"],
                words=lambda v: {
                    "throw_in": translate("CinchSettingsPage", "Throw in the hand"),
                    "stuck_dealer": translate("CinchSettingsPage", "Stuck dealer must bid")}[v],
                tip=lambda: _tip(translate(
                    "CinchSettingsPage", "What happens when every player passes (rule %1)"),
                    "R22")),
        ))
        self.target_box.currentIndexChanged.connect(self._target_mode)
        self._base = TableSettings()

    def read(self, stored: Store) -> TableSettings:
        level = stored.get("players/level")
        return TableSettings(
            player_name=stored.get("players/name"),
            speed=stored.get("table/speed"),
            rules=Rules(**{name: stored.get(key) for key, name in RULE_KEYS.items()}),
            levels={s: level for s in SEATS if level in LEVELS},
        )

    def defaults(self) -> TableSettings:
        return TableSettings()

    def show_settings(self, settings: TableSettings) -> None:
        self._base = settings
        rules = settings.rules
        self.set_values({f"level_{seat}": settings.level_of(seat) for seat in SEATS})
        self.set_values({"players_box": rules.players, "target_spin": rules.target,
                         "target_box": rules.target if rules.target in TARGETS else 0,
                         "min_bid_spin": rules.min_bid, "all_pass_box": rules.all_pass})
        self._target_mode()

    def chosen(self, player_name: str, speed: str) -> TableSettings:
        rules = Rules(
            players=self.value("players_box"),
            target=self.value("target_box") or self.value("target_spin"),
            min_bid=self.value("min_bid_spin"),
            all_pass=self.value("all_pass_box"),
        )
        levels = {seat: self.value(f"level_{seat}") for seat in SEATS}
        return self._base.with_changes(
            player_name=player_name, levels=levels, speed=speed, rules=rules
        )

    def write(self, stored: Store, settings: TableSettings) -> None:
        for key, name in RULE_KEYS.items():
            stored.set(key, getattr(settings.rules, name))
        stored.set("table/speed", settings.speed)
        stored.set("players/level", settings.level_of(1))

    def _target_mode(self) -> None:
        self.target_spin.setEnabled(self.target_box.currentData() == 0)


PAGE = CinchSettingsPage
