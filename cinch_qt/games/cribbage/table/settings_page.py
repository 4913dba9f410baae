"""Cribbage's page of the settings dialog (shared by Cribbage and Crib Wars): players
(C1), the board (the game chosen, C80), skunks (C83, W41), heels near the end (C43),
counting the show (C91), muggins (C95, only with manual counting), a match (C84),
hints (C97), peg duty (W34, Crib Wars only) and the computer players' level.  It edits
``CribbageSettings`` and keeps them with ``read_settings``/``write_settings`` (settings.py)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel, QWidget

from ....i18n.words import level_name
from ....ui.settings_page import GameSettingsPage, Row, Store
from ..engine.rules import MUGGINS, Rules
from ..settings_keys import SETTINGS
from .settings import PERSON, CribbageSettings, read_settings, write_settings

# lupdate reads translate("Context", "text") calls by this name.
translate = QCoreApplication.translate

BOARD_OF_GAME = {"cribbage": "classic", "crib-wars": "crib-wars"}


def _tip(text: str, rule: str) -> str:
    return text.replace("%1", rule)


class CribbageSettingsPage(GameSettingsPage):
    def __init__(self, game: str = "cribbage", parent: QWidget | None = None) -> None:
        super().__init__(game, parent)
        self.board = board = BOARD_OF_GAME.get(game, "classic")
        on_board = board == "classic"
        self.players_box = self.add_players(lambda: {
            2: translate("CribbageSettingsPage", "2 (one against one)"),
            3: translate("CribbageSettingsPage", "3 (each for themselves)"),
            4: translate("CribbageSettingsPage", "4 (two partnerships)"),
            6: translate("CribbageSettingsPage", "6 (three partnerships)")}, "C1")
        # Rule numbers are for readers of the rule book: tooltips, not labels.
        self.describe((
            Row("board_label", lambda: translate("CribbageSettingsPage", "Board:"),
                words=lambda: translate("CribbageSettingsPage", "Crib Wars board")
                if board == "crib-wars" else translate("CribbageSettingsPage", "Classic board"),
                tip=lambda: _tip(translate(
                    "CribbageSettingsPage",
                    "The board is the game you chose: Cribbage or Crib Wars (rule %1)"),
                    "C80")),
            Row("skunks_box", lambda: translate("CribbageSettingsPage", "Skunks:"),
                SETTINGS["cribbage/skunks"],
                words=lambda v: {
                    "board": translate("CribbageSettingsPage", "As the board has them (counted)")
                    if on_board else
                    translate("CribbageSettingsPage", "As the board has them (not counted)"),
                    "on": translate("CribbageSettingsPage", "Counted"),
                    "off": translate("CribbageSettingsPage", "Not counted")}[v],
                tip=lambda: _tip(translate(
                    "CribbageSettingsPage",
                    "Whether a loser left far behind pays extra game points (rule %1)"),
                    "C83" if on_board else "W41")),
            Row("heels_box",
                lambda: translate("CribbageSettingsPage", "A jack turned near the end:"),
                SETTINGS["cribbage/heels_near_end"],
                words=lambda v: {
                    "withheld": translate("CribbageSettingsPage",
                                          "Scores nothing in the last three holes"),
                    "allowed": translate("CribbageSettingsPage",
                                         "Scores two as anywhere else")}[v],
                tip=lambda: _tip(translate(
                    "CribbageSettingsPage",
                    "A jack turned as the starter when the dealer is in the "
                    "last three holes before the end (rule %1)"), "C43")),
            Row("counting_box",
                lambda: translate("CribbageSettingsPage", "Counting your hand and crib:"),
                SETTINGS["cribbage/counting"],
                words=lambda v: {
                    "automatic": translate("CribbageSettingsPage", "The program counts"),
                    "manual": translate("CribbageSettingsPage", "You count")}[v],
                tip=lambda: _tip(translate(
                    "CribbageSettingsPage",
                    "Who counts your hand and crib in the show (rule %1)"), "C91")),
            Row("muggins_box", lambda: translate("CribbageSettingsPage", "Muggins:"),
                SETTINGS["cribbage/muggins"],
                words=lambda v: {
                    "off": translate("CribbageSettingsPage", "Off: points you miss are lost"),
                    "cut-throat": translate("CribbageSettingsPage",
                                            "Cut-throat: an opponent takes them"),
                    "friendly": translate("CribbageSettingsPage",
                                          "Friendly: you are given them back")}[v],
                tip=lambda: _tip(translate(
                    "CribbageSettingsPage",
                    "What becomes of points you miss when you count yourself (rule %1)"),
                    "C95")),
            Row("match_box", lambda: translate("CribbageSettingsPage", "Match:"),
                SETTINGS["cribbage/match"],
                words=lambda n: translate("CribbageSettingsPage", "A single game") if n == 1
                else translate("CribbageSettingsPage",
                               "First to %1 game points").replace("%1", str(n)),
                tip=lambda: _tip(translate(
                    "CribbageSettingsPage",
                    "Play single games, or a match of games until a side has won "
                    "enough game points: 1 a game, 2 for a skunk, 4 for a double (rule %1)"),
                    "C84")),
            Row("hints_check", lambda: translate("CribbageSettingsPage", "Hints:"),
                SETTINGS["cribbage/hints"],
                words=lambda: translate("CribbageSettingsPage",
                                        "Offer hints (a game with a hint is marked assisted)"),
                tip=lambda: _tip(translate(
                    "CribbageSettingsPage",
                    "Whether you may ask the strongest computer player for advice; never "
                    "for a count while muggins is on (rule %1)"), "C97")),
            Row("peg_duty_check", lambda: translate("CribbageSettingsPage", "Penalty box:"),
                SETTINGS["cribbage/peg_duty"],
                words=lambda: translate("CribbageSettingsPage",
                                        "You must move your own peg out"),
                tip=lambda: _tip(translate(
                    "CribbageSettingsPage",
                    "Crib Wars only: your side leaves the penalty box "
                    "only when you say so (rule %1)"), "W34")),
            Row("show_steps_check", lambda: translate("CribbageSettingsPage", "The show:"),
                SETTINGS["cribbage/show_steps"],
                words=lambda: translate("CribbageSettingsPage",
                                        "Wait for me after each hand and crib"),
                tip=lambda: _tip(translate(
                    "CribbageSettingsPage",
                    "Each hand and crib counted stays in view until you click the table "
                    "or press Enter; otherwise the show goes on by itself after a moment "
                    "(rule %1)"), "C70")),
            Row("level_box", lambda: translate("CribbageSettingsPage", "Computer players:"),
                SETTINGS["cribbage/level"], words=level_name,
                tip=lambda: translate("CribbageSettingsPage",
                                      "How well the computer players play")),
        ))
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        self.form.addRow(self.note)
        self.counting_box.currentIndexChanged.connect(self._muggins_mode)
        self.peg_duty_check.setEnabled(board == "crib-wars")  # W34 is Crib Wars'
        self._base = CribbageSettings(rules=Rules(board=board))

    def read(self, stored: Store) -> CribbageSettings:
        return read_settings(stored, self.board)

    def defaults(self) -> CribbageSettings:
        return CribbageSettings(rules=Rules(board=self.board))

    def show_settings(self, settings: CribbageSettings) -> None:
        self._base = settings
        rules = settings.rules
        board_default = rules.board == "classic"  # C83, W41
        self.set_values({
            "players_box": rules.players,
            "skunks_box": "board" if rules.skunks == board_default
            else "on" if rules.skunks else "off",
            "heels_box": rules.heels_near_end, "counting_box": rules.counting,
            "muggins_box": rules.muggins, "peg_duty_check": rules.peg_duty,
            "match_box": rules.match, "hints_check": settings.hints,
            "show_steps_check": settings.show_steps, "level_box": settings.level_of(1)})
        self._muggins_mode()

    def _muggins_mode(self) -> None:
        # C95: muggins only with manual counting; automatic counting misses nothing.
        manual = self.counting_box.currentData() == "manual"
        if not manual:
            self.muggins_box.setCurrentIndex(MUGGINS.index("off"))
        self.muggins_box.setEnabled(manual)

    def chosen(self, player_name: str, speed: str) -> CribbageSettings:
        skunks = self.value("skunks_box")
        counting = self.value("counting_box")
        rules = Rules(
            players=self.value("players_box"),
            board=self.board,
            heels_near_end=self.value("heels_box"),
            skunks=None if skunks == "board" else skunks == "on",
            counting=counting,
            muggins=self.value("muggins_box") if counting == "manual" else "off",
            peg_duty=self.value("peg_duty_check"),
            match=self.value("match_box"),
        )
        level = self.value("level_box")
        return self._base.with_changes(
            rules=rules,
            levels={s: level for s in rules.seats if s != PERSON},
            speed=speed,
            player_name=player_name,
            hints=self.value("hints_check"),
            show_steps=self.value("show_steps_check"),
        )

    def write(self, stored: Store, settings: CribbageSettings) -> None:
        write_settings(stored, settings)

    def retranslate(self) -> None:
        self.retranslate_rows()
        self.note.setText(
            translate(
                "CribbageSettingsPage",
                "These choices are kept for Cribbage and Crib Wars alike; "
                "the board is the game you start.",
            )
        )


PAGE = CribbageSettingsPage
