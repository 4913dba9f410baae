"""The cribbage window: the felt, the action strip, the score panel, Last show, Undo,
Hint, the first-game line and the live region for screen readers.  The
session (session.py) holds the game; the felt (felt.py) shows it and emits the person's
intents; this window wires the two and speaks (docs/cribbage-play.md)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QAction, QKeySequence

from ....ui.action_strip import panel_style
from ....ui.preferences import read_preferences
from ....ui.score_sheet import SheetDock, show_tips_on_click
from ....ui.table_window import TableWindow, hint_words
from ..engine.rules import Rules
from . import strip as sp
from . import words
from .hint_words import CribbageCoach, hint_text
from .score_panel import CribbageScoreModel, kinds_for
from .session import CribbageSession
from .settings import PERSON, CribbageSettings
from .texts import side_display_name, translate
from .window_hands import CribbageHands
from .window_turns import CribbageTurns

STYLE = panel_style("#1f3a2a", "#2b4a36", "padding: 5px 16px; min-height: 22px;")
class CribbageWindow(CribbageTurns, CribbageHands, TableWindow):
    def __init__(
        self, session: CribbageSession, cache, parent=None, qsettings: QSettings | None = None
    ) -> None:
        super().__init__(parent)
        self.session = session
        self.cache = cache
        self.qsettings = qsettings
        self.prefs = read_preferences(qsettings)
        self.felt = None
        self._felt_rules: Rules | None = None
        self.coach = CribbageCoach(self.prefs.first_game_hints)
        self._decision = None
        self._where_said = ""   # the last "Where are we?", while the status line shows it
        # The settings of another board (app.py sets it; the shell has the chooser).
        self.settings_for: Callable[[str], CribbageSettings] | None = None

        self.strip = sp.CribbageStrip(self)
        self.strip.setStyleSheet(STYLE)
        self._box = self.build_chrome(STYLE)
        self.add_strip(self.strip)

        self.scores = CribbageScoreModel(self)
        self.score_view, self.score_dock = self.add_sheet_dock(
            self.scores, "cribScoreDock", 320)
        show_tips_on_click(self.score_view)
        self.score_fit = SheetDock(self, self.score_view, self.score_dock)
        # Last show is made when first opened (not on the first frame's path);
        # until then the window keeps the record it is to show.
        self._last_show = None
        self._last_record: tuple[dict | None, str] = (None, "")
        self._build_actions()

        s = session
        s.advanced.connect(self._on_advanced)
        s.reset.connect(self._on_reset)
        s.started.connect(self._on_started)
        self.follow_session(s)
        st = self.strip
        st.confirmRequested.connect(lambda: self.felt.confirm_selection())
        st.cutRequested.connect(self._cut)
        st.countRequested.connect(self.session.claim)
        st.leaveBoxRequested.connect(self.session.leave_box)
        st.nextHandRequested.connect(self.next_hand)
        # As Game → New game (Ctrl+N) and Cinch's button: this game again, no chooser.
        st.newGameRequested.connect(self.new_game_again)
        st.nextGameRequested.connect(self.next_game)
        st.hintRequested.connect(self.request_hint)
        st.reviewRequested.connect(self.show_review)
        self._ensure_felt(session.settings.rules)
        self.retranslate()
        if session.state is None:
            self._before_any_game()

    def _before_any_game(self) -> None:
        """The window as it stands before a game is dealt or resumed (behind the resume
        question): Hint as the settings allow (C97), and the Scores panel with its
        sides' columns at its own width, not an empty panel a third of the window."""
        s = self.session
        rules = s.settings.rules
        self.strip.set_hints(s.settings.hints, rules.muggins == "off")
        self.scores.person_name = self._side_names().get("S", "")
        self.scores.reset(rules.side_names, kinds_for(rules.board, rules.muggins != "off"),
                          [], {rules.seat_names[seat]: n for seat, n in s.names.items()},
                          self._side_names())
        self.score_fit.fit()

    # ------------------------------------------------------------ the felt
    def _ensure_felt(self, rules: Rules, fresh: bool = False) -> None:
        """The felt for these seats and this board (a new one when they change, or when
        ``fresh`` and the old one still has the last game's steps to show)."""
        if self.felt is not None and self._felt_rules == rules and not (fresh and self.felt.busy()):
            return
        from .felt import CribbageFelt

        old = self.felt
        felt = CribbageFelt(
            self.cache, rules, self._names(rules), self.session.settings.speed_factor, self
        )
        felt.setObjectName("cribbageFelt")
        felt.set_intents(self.session.play, self.session.lay_away)
        felt.selectionChanged.connect(self._on_selection)
        felt.cutWanted.connect(self._on_cut_wanted)
        felt.idle.connect(lambda: self.felt_moved(False))
        felt.said.connect(self.announce)
        felt.show_steps = self.session.settings.show_steps
        felt.goOnWanted.connect(self._on_go_on_wanted)
        felt.ledgerChanged.connect(
            lambda f=felt: f is self.felt and self.scores.set_live(f.ledger_hand, f.ledger))
        if old is not None:
            self._box.replaceWidget(old, felt)
            old.hide()
            old.deleteLater()
        else:
            self._box.insertWidget(0, felt, 1)
        self.felt = felt
        self._felt_rules = rules
        felt.firstPaint.connect(self.firstPaint)
        felt.setFocus(Qt.FocusReason.OtherFocusReason)

    def _names(self, rules: Rules | None = None) -> dict[int, str]:
        return self.session.names

    def _side_names(self) -> dict[str, str]:
        """Each side as the badge over the board names it ("You & North"), so the
        Scores panel and the status line say the same."""
        return {side: " & ".join(seats) for side, seats in self._side_seat_names().items()}

    def _side_subjects(self) -> dict[str, str]:
        """Each side as a sentence's subject ("team West & East wins the game")."""
        return {side: words.side_subject(seats)
                for side, seats in self._side_seat_names().items()}

    def _side_seat_names(self) -> dict[str, list[str]]:
        st = self.session.state
        rules = st.rules if st is not None else self.session.settings.rules
        names = self.session.names
        return {side: [names.get(s, side_display_name(side)) for s in rules.side_seats(k)]
                for k, side in enumerate(rules.side_names)}

    def _on_advanced(self, events: list, obs) -> None:
        if obs is not None:
            self._ensure_felt(obs.rules)
        if events and self._where_said and self.statusBar().currentMessage() == self._where_said:
            # "Where are we?" was true when it was said; once a card moves it is not,
            # and the status line must not show a count the felt no longer shows.
            self.statusBar().clearMessage()
        if self.strip.page() == sp.IDLE and events:
            # Whoever was "thinking" has acted: the felt now shows it.
            self._say_nobody_thinks(any(e.get("e") == "show" for e in events))
        self.felt.advance(events, obs)
        self.felt_fed()

    def _on_reset(self, obs) -> None:
        self._ensure_felt(obs.rules)
        self.felt.set_names(self.session.names)
        self.felt.reset(obs)
        self.felt.set_back_pegs(self.session.back_holes())
        self.felt.set_prompt(None, (), self.session.settings.autoplay)
        self.felt_fed()

    def _on_started(self) -> None:
        """A new, loaded or restored game: the panel, Last show and the strip anew."""
        st = self.session.state
        self._ensure_felt(st.rules, fresh=True)
        self.felt.set_names(self.session.names)
        self.felt.set_levels(
            {
                seat: self.session.settings.level_of(seat)
                for seat in st.rules.seats
                if seat != PERSON
            }
        )
        self.felt.set_prompt(None, (), self.session.settings.autoplay)
        self.retranslate()
        self.score_fit.fit()
        if self.session.last_summary is not None and st.hand_records:
            self._set_last_show(
                st.hand_records[self.session.last_summary.hand_no], self.scores.person_name
            )
        else:
            self._set_last_show(None)
        self.strip.show_page(sp.IDLE, "")
        self._show_hints_and_match()

    def _show_hints_and_match(self) -> None:
        """C97: Hint as the settings allow; C84: the match's standing on the badge."""
        s = self.session
        st = s.state
        if st is None:
            return
        self.strip.set_hints(s.settings.hints, st.rules.muggins == "off")
        self.strip.set_match_goes_on(s.match_goes_on)
        m = s.match
        text = ""
        if m is not None:
            from .match_words import standing

            text = standing(m.rules.match, m.points if st.is_over else s.match_before,
                            self._side_names())
        self.felt.set_match_line(text)

    # ------------------------------------------------------------ hands and games
    # (the person's turn: window_turns.py; a hand's and a game's end: window_hands.py)
    def confirm_new_game(self) -> bool:
        """The shell's question, then C84's: a match in progress is given up too."""
        return super().confirm_new_game() and (not self.session.match_goes_on or self.ask(
            translate("TableWindow", "New game"),
            translate("CribbageTable", "Give up the match in progress and start a new one?"),
        ))

    def start_new_game(self, game: str) -> bool:
        """A new game of Cribbage or Crib Wars here (the other's settings when the
        chooser changed the board); another family of game switches windows."""
        if game not in ("cribbage", "crib-wars"):
            self.switchGame.emit(game)
            return True
        if game != self.session.game_name and self.settings_for is not None:
            self.session.game_name = game
            self.session.set_settings(self.settings_for(game))
        self.session.new_game()
        return True

    # ------------------------------------------------------------ undo, hint, words
    def undo_words(self) -> tuple[str, str]:
        return (translate("CribbageTable", "Nothing to undo: only your decisions in the hand "
                          "on the table can be taken back."),
                translate("CribbageTable", "Your last decision was taken back: choose again. "
                          "The game is marked as assisted."))

    def hint_barred_text(self) -> str:
        barred = self.session.hint_barred()    # C97
        if barred == "off":
            return translate("CribbageTable", "Hints are turned off in Settings.")
        if barred == "count":
            return translate("CribbageTable",
                             "No hint for a count while muggins is on: count it yourself.")
        return ""

    def _on_hint(self, hint) -> None:
        st = self.session.state
        text = hint_text(hint, self.session.names, st.dealer if st else None)
        spoken = hint_text(hint, self.session.names, st.dealer if st else None,
                                 spoken=True)
        self.last_hint = hint
        # The hint shown on the felt: the cards to lay away picked, the card focused.
        action = hint.action
        if hasattr(action, "cards"):
            self.felt.set_selection(list(action.cards))
        elif hasattr(action, "card"):
            self.felt.focus_card(action.card)
        elif hasattr(action, "points") and self.strip.page() == sp.COUNT:
            self.strip.count_box.setValue(action.points)
        # Said with the cards' names (not "5♥"), so the listener knows what was picked.
        self.say_hint(hint_words(text), hint_words(spoken))

    last_hint = None

    def refusal_text(self, rule: str, message: str) -> str:
        return words.refusal_text(rule, message)

    # ------------------------------------------------------------ settings and help
    def _on_go_on_wanted(self, waiting: bool) -> None:
        """Step through the show (C70): the strip says how to go on while the counted
        hand waits for the person."""
        if waiting:
            self.strip.show_page(sp.IDLE, lambda: translate(
                "CribbageTable", "Click the table or press Enter for the next count."))
            self.felt.setFocus(Qt.FocusReason.OtherFocusReason)
        elif self.strip.page() == sp.IDLE:
            self.strip.show_page(sp.IDLE, "")

    def _on_settings(self, settings: CribbageSettings) -> None:
        if self.felt is not None:
            self.felt.set_speed(settings.speed_factor)
            self.felt.show_steps = settings.show_steps
            self.felt.set_names(self.session.names)
            st = self.session.state
            rules = st.rules if st is not None else settings.rules
            self.felt.set_levels(
                {seat: settings.level_of(seat) for seat in rules.seats if seat != PERSON}
            )
            if st is not None:
                self._show_hints_and_match()

    # The settings dialog's flow, and the settings handed to the session, are the
    # shell's (``stored``, where it keeps every page's choices, is set by launch.py).
    def settings_saved_text(self) -> str:
        return translate("CribbageTable", "Settings saved: levels, speed and name apply from "
                         "the next hand; rules from the next game.")

    def help_keys(self) -> list[tuple[str, str]]:
        """The table's keys and the replay's, in the current language: this game's
        replay (counts and shows), not Cinch's (tricks)."""
        from .keys import table_keys
        from .replay import crib_replay_keys

        return table_keys() + crib_replay_keys()

    @property
    def last_show(self):
        """The Last show dialog (last_show.py), made on first use."""
        if self._last_show is None:
            from .last_show import LastShowDialog

            self._last_show = LastShowDialog(self, self.cache)
            self._last_show.set_record(*self._last_record)
        return self._last_show

    def _set_last_show(self, record: dict | None, person_name: str = "") -> None:
        self._last_record = (record, person_name)
        if self._last_show is not None:
            self._last_show.set_record(record, person_name)

    def say_where(self) -> None:
        """Game ▸ Where are we? (W): the count and its cards, your hand, the starter,
        the dealer and crib, the board and whose turn, as the felt shows them."""
        from .felt_access import where_text

        text = where_text(self.felt)
        self.announce(text)
        self._where_said = text
        self.statusBar().showMessage(text, 20000)

    def _close_last_show(self) -> None:
        if self._last_show is not None and self._last_show.isVisible():
            self._last_show.hide()

    def reviewable_now(self) -> tuple[dict | None, set[int]]:
        """The hands whose show the felt has finished (the Scores rows), for the shared
        hand review (ui/table_window.py): the review names the starter and the crib, so
        never a hand still being shown (C70)."""
        st = self.session.state
        if st is None:
            return None, set()
        return st.to_record(), {row.hand_no for row in self.scores.rows}

    def show_last_show(self) -> None:
        self.last_show.show()
        self.last_show.raise_()
        # Activated, so that Esc (and Tab) reach it at once.
        self.last_show.activateWindow()
        self.last_show.text.setFocus(Qt.FocusReason.OtherFocusReason)

    # ------------------------------------------------------------ menus
    def _build_actions(self) -> None:
        self.build_common_actions("cribbage", self.request_hint)
        self.last_show_action = QAction(
            self, shortcut=QKeySequence("Ctrl+L"), triggered=self.show_last_show
        )
        # What the table shows, said on demand (felt_access.where_text).
        self.where_action = QAction(self, shortcut=QKeySequence("W"), triggered=self.say_where)

        # Esc closes Last show from the table too, after a click went back to the felt
        # (the dialog itself closes on Esc as any dialog does).
        self.close_last_show_action = QAction(
            self, shortcut=QKeySequence(Qt.Key.Key_Escape), triggered=self._close_last_show
        )
        self.addAction(self.close_last_show_action)
        self.detailed_scores_action = QAction(self, checkable=True,
                                              shortcut=QKeySequence("Ctrl+Shift+T"))
        self.detailed_scores_action.toggled.connect(self._set_detailed_scores)
        self.board_action = QAction(self, shortcut=QKeySequence("Ctrl+Shift+B"),
                                    triggered=lambda: self.open_help("crib-wars"))
        self.score_dock.toggleViewAction().setShortcut(QKeySequence("Ctrl+T"))
        self.build_menus(
            (self.new_action, self.undo_action, self.hint_action, self.where_action,
             self.last_show_action, self.review_action, self.settings_action),
            (self.score_dock.toggleViewAction(), self.detailed_scores_action),
            (self.rules_action, self.board_action, self.keys_action),
        )

    def retranslate(self) -> None:
        st = self.session.state
        rules = st.rules if st is not None else self.session.settings.rules
        crib_wars = rules.board == "crib-wars"
        self.setWindowTitle(
            translate("CribbageTable", "Crib Wars")
            if crib_wars
            else translate("CribbageTable", "Cribbage")
        )
        self.retranslate_common()
        for action, text in (
            (self.where_action, translate("CribbageTable", "&Where are we?")),
            (self.last_show_action, translate("CribbageTable", "&Last show")),
            (self.rules_action, translate("CribbageTable", "&Rules of Cribbage")),
            (self.board_action, translate("CribbageTable", "The Crib &Wars board")),
            (self.detailed_scores_action, translate("CribbageTable", "&Detailed scores")),
        ):
            action.setText(text)
        self.score_dock.setWindowTitle(translate("CribbageTable", "Scores"))
        self.score_view.setAccessibleName(translate("CribbageTable", "Scores by hand"))
        self.strip.retranslate()
        self.refresh_help_keys()
        if st is not None and self.felt is not None:
            # The default names ("You", "North") are words of the language: the plates
            # and the score table say them again after a change of language.
            self.felt.set_names(self.session.names)
            self._reset_scores()

    def _reset_scores(self) -> None:
        st = self.session.state
        self.scores.person_name = self._side_names().get("S", "")
        self.scores.reset(
            st.side_names,
            kinds_for(st.rules.board, st.rules.muggins != "off"),
            self.session.summaries,
            {st.seat_names[s]: n for s, n in self.session.names.items()},
            self._side_names(),
            over=st.phase == "over",
        )

    def _set_detailed_scores(self, on: bool) -> None:
        self.scores.set_detailed(on)
        self.score_fit.fit()

    def closeEvent(self, event) -> None:  # noqa: N802  (Qt override)
        if self._last_show is not None:
            self._last_show.hide()
        super().closeEvent(event)
