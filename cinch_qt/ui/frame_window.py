"""The window of a game played on the frame felt: the shell's TableWindow around a
FrameFelt and a one-line action strip, over a FrameSession (controller/frame_session.py).

Everything here is the same for every such game: the felt shows each frame the session
gives and says when its cards have stopped moving; a card the person plays goes to the
session, which applies it or refuses it with its rule; Hint rings the suggested card and
says the game's words for it; Undo, Redo, Demo, New game, Settings (the game's page,
ui/frame_settings_page.py), Hand review, Statistics and History are the shell's.  Words
are in the translation context ``FrameWindow``.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QSettings

from ..controller.frame_session import FrameSession
from .action_strip import ActionStrip, panel_style
from .frame_felt import FrameFelt
from .preferences import read_preferences
from .table_window import TableWindow

translate = QCoreApplication.translate

STYLE = panel_style("#123520", "#173f27")


class FrameWindow(TableWindow):
    def __init__(self, session: FrameSession, cache: Any,
                 qsettings: QSettings | None = None) -> None:
        super().__init__()
        self.session = session
        self.cache = cache
        if qsettings is not None:
            self.qsettings = qsettings
            self.prefs = read_preferences(qsettings)
        column = self.build_chrome(STYLE)
        self.felt = FrameFelt(cache, self)
        self.felt.speed_factor = session.settings.speed_factor
        self.felt.painted.connect(self._painted)
        column.insertWidget(0, self.felt, 1)
        strip = ActionStrip(self)
        strip.setStyleSheet(STYLE)
        strip.add_page(0)
        self.turn_label = strip.labels[0]
        self.hint_button = strip.hint_button
        strip.hintRequested.connect(self.request_hint)
        self.add_strip(strip)
        self.build_common_actions("shortcuts", hint=self.request_hint)
        self.build_menus([self.new_action, self.undo_action, self.hint_action,
                          self.settings_action], [], [self.rules_action, self.keys_action])
        self.view_menu.menuAction().setVisible(False)   # nothing of its own to view
        self.follow_session(session)
        session.shown.connect(self._show)
        session.humanTurn.connect(self._your_turn)
        session.settingsChanged.connect(self._settings_changed)
        self.felt.busyChanged.connect(self.felt_moved)
        self.felt.chosen.connect(session.play)
        self.retranslate()

    # ------------------------------------------------------------ the table
    def _show(self, frame: Any, animate: bool) -> None:
        """A move's frame waits for the one before it to land, so each move is seen;
        any other (a new game, a step taken back, the person asked) is shown at once."""
        if animate:
            self.felt.queue_frame(frame)
        else:
            self.felt.show_frame(frame, animate=False)

    def _painted(self) -> None:
        self.firstPaint.emit()

    def _your_turn(self) -> None:
        self.turn_label.setText(translate(
            "FrameWindow", "Your turn: click a highlighted card, drag it, or choose it "
            "with the arrow keys and Enter."))
        self.hint_button.setEnabled(True)
        self.felt.setFocus()

    def seat_name(self, seat: int) -> str:
        return translate("FrameWindow", "Your opponent")

    def say_thinking(self, text: str) -> None:
        self.turn_label.setText(text)
        self.hint_button.setEnabled(False)

    def _decision_made(self) -> None:
        super()._decision_made()
        self.felt.mark(None)

    def _on_hint(self, hint: tuple[int | None, str]) -> None:
        card, words = hint
        self.felt.mark(card)
        self.say_hint(words)

    def game_shown(self, result: Any) -> None:
        """The game's own words for its end (its frame's title), and how to go on; a
        game is one hand, so the game's end says it all."""
        said = self.session.felt.frame(self.session.state, self.session.PERSON).title
        text = translate("FrameWindow", "%1 Ctrl+N deals a new game.").replace("%1", said)
        self.turn_label.setText(text)
        self.hint_button.setEnabled(False)
        self.statusBar().showMessage(text)
        self.announce(text)

    def _settings_changed(self, settings: Any) -> None:
        self.felt.speed_factor = settings.speed_factor

    # ------------------------------------------------------------ the shell's questions
    def start_new_game(self, game: str) -> bool:
        self.session.new_game()
        return True

    def undo_words(self) -> tuple[str, str]:
        return (translate("FrameWindow", "Nothing to undo: Undo takes back your last "
                          "move while the game allows it."),
                translate("FrameWindow", "Your last move was taken back."))

    def settings_saved_text(self) -> str:
        return translate("FrameWindow", "Saved. The new settings apply from the next game.")

    def reviewable_now(self) -> tuple[dict | None, set[int]]:
        """A game is one hand: reviewable once it is over."""
        st = self.session.state
        if st is None or not st.is_over:
            return None, set()
        return self.session.record(), {0}

    def help_keys(self) -> list[tuple[str, str]]:
        return [(translate("FrameWindow", "Left, Right"),
                 translate("FrameWindow", "move among the cards you may play")),
                (translate("FrameWindow", "Enter"),
                 translate("FrameWindow", "play the card with the focus"))]

    def retranslate(self) -> None:
        self.retranslate_common()
        self.rules_action.setText(translate("FrameWindow", "&Rules"))
        self.strip_widget.label_hint()
        self.felt.describe()
        self.setWindowTitle(QCoreApplication.translate(
            "GameChooser", self.session.info.title))
        self.refresh_help_keys()
