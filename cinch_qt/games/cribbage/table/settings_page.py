"""Cribbage's page of the settings dialog (shared by Cribbage and Crib Wars): players
(C1), the board (the game chosen, C80), skunks (C83, W41), heels near the end (C43),
counting the show (C91), muggins (C95, only with manual counting), a match (C84),
hints (C97), peg duty (W34, Crib Wars only) and the computer players' level.  It edits
``CribbageSettings`` and keeps them with ``read_settings``/``write_settings`` (settings.py)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel, QWidget

from ....i18n.words import level_name
from ....ui.settings_page import GameSettingsPage, Store
from ..engine.rules import COUNTING, HEELS, MATCHES, MUGGINS, Rules
from .settings import PERSON, PLAYABLE_LEVELS, CribbageSettings, read_settings, write_settings

# lupdate reads translate("Context", "text") calls by this name.
translate = QCoreApplication.translate

BOARD_OF_GAME = {"cribbage": "classic", "crib-wars": "crib-wars"}
PLAYERS = (2, 3, 4, 6)
SKUNKS = ("board", "on", "off")


class CribbageSettingsPage(GameSettingsPage):
    def __init__(self, game: str = "cribbage", parent: QWidget | None = None) -> None:
        super().__init__(game, parent)
        self.board = BOARD_OF_GAME.get(game, "classic")
        self.players_box = self.add_players(lambda: {
            2: translate("CribbageSettingsPage", "2 (one against one)"),
            3: translate("CribbageSettingsPage", "3 (each for themselves)"),
            4: translate("CribbageSettingsPage", "4 (two partnerships)"),
            6: translate("CribbageSettingsPage", "6 (three partnerships)")}, "C1")
        self.board_label = QLabel(self)
        self.add_row(lambda: translate("CribbageSettingsPage", "Board:"), self.board_label)
        self.skunks_box = self.add_choice(
            lambda: translate("CribbageSettingsPage", "Skunks:"), SKUNKS)
        self.heels_box = self.add_choice(
            lambda: translate("CribbageSettingsPage", "A jack turned near the end:"), HEELS)
        self.counting_box = self.add_choice(
            lambda: translate("CribbageSettingsPage", "Counting your hand and crib:"), COUNTING)
        self.muggins_box = self.add_choice(
            lambda: translate("CribbageSettingsPage", "Muggins:"), MUGGINS)
        self.match_box = self.add_choice(
            lambda: translate("CribbageSettingsPage", "Match:"), MATCHES)
        self.hints_check = self.add_check(
            lambda: translate("CribbageSettingsPage", "Hints:"))
        self.peg_duty_check = self.add_check(
            lambda: translate("CribbageSettingsPage", "Penalty box:"))
        self.show_steps_check = self.add_check(
            lambda: translate("CribbageSettingsPage", "The show:"))
        self.level_box = self.add_choice(
            lambda: translate("CribbageSettingsPage", "Computer players:"), PLAYABLE_LEVELS,
            level_name)
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        self.form.addRow(self.note)
        self.counting_box.currentIndexChanged.connect(self._muggins_mode)
        self.peg_duty_check.setEnabled(self.board == "crib-wars")  # W34 is Crib Wars'
        self._base = CribbageSettings(rules=Rules(board=self.board))

    def read(self, stored: Store) -> CribbageSettings:
        return read_settings(stored, self.board)

    def defaults(self) -> CribbageSettings:
        return CribbageSettings(rules=Rules(board=self.board))

    def show_settings(self, settings: CribbageSettings) -> None:
        self._base = settings
        rules = settings.rules
        self.players_box.setCurrentIndex(PLAYERS.index(rules.players))
        board_default = rules.board == "classic"  # C83, W41
        skunks = "board" if rules.skunks == board_default else "on" if rules.skunks else "off"
        self.skunks_box.setCurrentIndex(SKUNKS.index(skunks))
        self.heels_box.setCurrentIndex(HEELS.index(rules.heels_near_end))
        self.counting_box.setCurrentIndex(COUNTING.index(rules.counting))
        self.muggins_box.setCurrentIndex(MUGGINS.index(rules.muggins))
        self.peg_duty_check.setChecked(rules.peg_duty)
        self.match_box.setCurrentIndex(MATCHES.index(rules.match))
        self.hints_check.setChecked(settings.hints)
        self.show_steps_check.setChecked(settings.show_steps)
        level = settings.level_of(1)
        self.level_box.setCurrentIndex(max(0, self.level_box.findData(level)))
        self._muggins_mode()

    def _muggins_mode(self) -> None:
        # C95: muggins only with manual counting; automatic counting misses nothing.
        manual = self.counting_box.currentData() == "manual"
        if not manual:
            self.muggins_box.setCurrentIndex(MUGGINS.index("off"))
        self.muggins_box.setEnabled(manual)

    def chosen(self, player_name: str, speed: str) -> CribbageSettings:
        skunks = self.skunks_box.currentData()
        counting = self.counting_box.currentData()
        rules = Rules(
            players=self.players_box.currentData(),
            board=self.board,
            heels_near_end=self.heels_box.currentData(),
            skunks=None if skunks == "board" else skunks == "on",
            counting=counting,
            muggins=self.muggins_box.currentData() if counting == "manual" else "off",
            peg_duty=self.peg_duty_check.isChecked(),
            match=self.match_box.currentData(),
        )
        level = self.level_box.currentData()
        return self._base.with_changes(
            rules=rules,
            levels={s: level for s in rules.seats if s != PERSON},
            speed=speed,
            player_name=player_name,
            hints=self.hints_check.isChecked(),
            show_steps=self.show_steps_check.isChecked(),
        )

    def write(self, stored: Store, settings: CribbageSettings) -> None:
        write_settings(stored, settings)

    def retranslate(self) -> None:
        self.retranslate_rows()
        self.board_label.setText(
            translate("CribbageSettingsPage", "Crib Wars board")
            if self.board == "crib-wars"
            else translate("CribbageSettingsPage", "Classic board")
        )
        on_board = self.board == "classic"
        skunks = {
            "board": translate("CribbageSettingsPage", "As the board has them (counted)")
            if on_board
            else translate("CribbageSettingsPage", "As the board has them (not counted)"),
            "on": translate("CribbageSettingsPage", "Counted"),
            "off": translate("CribbageSettingsPage", "Not counted"),
        }
        self.name_items(self.skunks_box, skunks)
        heels = {
            "withheld": translate("CribbageSettingsPage", "Scores nothing in the last three holes"),
            "allowed": translate("CribbageSettingsPage", "Scores two as anywhere else"),
        }
        self.name_items(self.heels_box, heels)
        counting = {
            "automatic": translate("CribbageSettingsPage", "The program counts"),
            "manual": translate("CribbageSettingsPage", "You count"),
        }
        self.name_items(self.counting_box, counting)
        muggins = {
            "off": translate("CribbageSettingsPage", "Off: points you miss are lost"),
            "cut-throat": translate("CribbageSettingsPage", "Cut-throat: an opponent takes them"),
            "friendly": translate("CribbageSettingsPage", "Friendly: you are given them back"),
        }
        self.name_items(self.muggins_box, muggins)
        self.name_items(self.match_box, lambda n: translate("CribbageSettingsPage", "A single game")
                        if n == 1 else translate("CribbageSettingsPage",
                                                 "First to %1 game points").replace("%1", str(n)))
        self.hints_check.setText(
            translate("CribbageSettingsPage", "Offer hints (a game with a hint is marked assisted)")
        )
        self.peg_duty_check.setText(
            translate("CribbageSettingsPage", "You must move your own peg out")
        )
        self.show_steps_check.setText(
            translate("CribbageSettingsPage", "Wait for me after each hand and crib")
        )
        self.name_items(self.level_box, level_name)
        # Rule numbers are for readers of the rule book: tooltips, not labels.
        for field, text, rule in (
            (
                self.board_label,
                translate(
                    "CribbageSettingsPage",
                    "The board is the game you chose: Cribbage or Crib Wars (rule %1)",
                ),
                "C80",
            ),
            (
                self.skunks_box,
                translate(
                    "CribbageSettingsPage",
                    "Whether a loser left far behind pays extra game points (rule %1)",
                ),
                "C83" if on_board else "W41",
            ),
            (
                self.heels_box,
                translate(
                    "CribbageSettingsPage",
                    "A jack turned as the starter when the dealer is in the "
                    "last three holes before the end (rule %1)",
                ),
                "C43",
            ),
            (
                self.counting_box,
                translate(
                    "CribbageSettingsPage", "Who counts your hand and crib in the show (rule %1)"
                ),
                "C91",
            ),
            (
                self.muggins_box,
                translate(
                    "CribbageSettingsPage",
                    "What becomes of points you miss when you count yourself (rule %1)",
                ),
                "C95",
            ),
            (
                self.match_box,
                translate(
                    "CribbageSettingsPage",
                    "Play single games, or a match of games until a side has won "
                    "enough game points: 1 a game, 2 for a skunk, 4 for a double (rule %1)",
                ),
                "C84",
            ),
            (
                self.hints_check,
                translate(
                    "CribbageSettingsPage",
                    "Whether you may ask the strongest computer player for advice; never "
                    "for a count while muggins is on (rule %1)",
                ),
                "C97",
            ),
            (
                self.peg_duty_check,
                translate(
                    "CribbageSettingsPage",
                    "Crib Wars only: your side leaves the penalty box "
                    "only when you say so (rule %1)",
                ),
                "W34",
            ),
            (
                self.show_steps_check,
                translate(
                    "CribbageSettingsPage",
                    "Each hand and crib counted stays in view until you click the table "
                    "or press Enter; otherwise the show goes on by itself after a moment "
                    "(rule %1)",
                ),
                "C70",
            ),
        ):
            field.setToolTip(text.replace("%1", rule))
        self.level_box.setToolTip(
            translate("CribbageSettingsPage", "How well the computer players play")
        )
        self.note.setText(
            translate(
                "CribbageSettingsPage",
                "These choices are kept for Cribbage and Crib Wars alike; "
                "the board is the game you start.",
            )
        )


PAGE = CribbageSettingsPage
