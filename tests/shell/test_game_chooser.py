"""Issue 14, the main window's side: the game chooser (first start, Game → New game),
``--game NAME`` and the remembered game.  Since issue 17 every registered game has a
table; a game without one would be refused with a "coming" message and the list
offered again (checked here with a registry entry marked as not playable)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from cinch_qt.app import parse_args
from cinch_qt.storage.settings import Settings
from cinch_qt.ui.game_chooser import GameChooser, choose_game, coming_text, game_title
from tests.gui_helpers import open_table

ROOT = Path(__file__).resolve().parents[2]


def picking(*answers: str | None):
    """A ``run`` for choose_game: each showing picks the next name (None: Cancel)."""
    shown: list[list[str]] = []
    queue = list(answers)

    def run(dialog: GameChooser) -> int:
        shown.append(dialog.names())
        name = queue.pop(0)
        if name is None:
            dialog.reject()
        else:
            dialog.games.setCurrentRow(dialog.names().index(name))
            dialog.accept()
        return dialog.result()
    return run, shown


def test_the_chooser_lists_the_three_registered_games(qtbot):
    dialog = GameChooser()
    qtbot.addWidget(dialog)
    assert dialog.names() == ["cinch", "cribbage", "crib-wars"]
    texts = [dialog.games.item(i).text() for i in range(dialog.games.count())]
    players = ("For 2, 3 or 4 players", "For 2, 3, 4 or 6 players", "For 2, 3, 4 or 6 players")
    for text, title, who in zip(texts, ("Cinch", "Cribbage", "Crib Wars"), players,
                                strict=True):
        head, description, count = text.split("\n")
        assert head == title and description and count == who
        # and a picture of the table beside it (tests/shell/test_game_pictures.py)
    assert all(not dialog.games.item(i).icon().isNull() for i in range(3))
    assert dialog.chosen() == "cinch"  # the default is preselected
    assert GameChooser(current="crib-wars").chosen() == "crib-wars"


def test_cribbage_and_crib_wars_are_playable(qtbot):
    told: list[str] = []
    for name in ("cribbage", "crib-wars", "cinch"):
        run, shown = picking(name)
        assert choose_game(None, run=run, tell=lambda _p, n: told.append(n)) == name
    assert told == []


def test_a_game_without_a_table_says_it_is_coming_and_returns_to_the_chooser(
        qtbot, monkeypatch):
    monkeypatch.setattr("cinch_qt.ui.game_chooser.PLAYABLE", frozenset({"cinch"}))
    told: list[str] = []
    run, shown = picking("cribbage", "crib-wars", None)
    assert choose_game(None, run=run, tell=lambda _p, name: told.append(name)) is None
    assert told == ["cribbage", "crib-wars"] and len(shown) == 3
    run, shown = picking("cribbage", "cinch")
    assert choose_game(None, run=run, tell=lambda _p, name: told.append(name)) == "cinch"


def test_the_coming_message_is_a_message_box_in_plain_words(qtbot, monkeypatch):
    monkeypatch.setattr("cinch_qt.ui.game_chooser.PLAYABLE", frozenset({"cinch"}))
    seen: list[tuple[str, str]] = []
    monkeypatch.setattr(QMessageBox, "information",
                        lambda _parent, title, text: seen.append((title, text)))
    run, _shown = picking("crib-wars", "cinch")
    assert choose_game(None, run=run) == "cinch"
    assert seen == [("Crib Wars", coming_text("crib-wars"))]
    assert "Crib Wars is coming" in seen[0][1]


def test_choose_game_with_the_chooser_starts_a_new_cinch_game(qtbot, tmp_path):
    with open_table(qtbot, tmp_path / "s.ini") as (ctl, win, _qs):
        before = ctl.game_id
        run, shown = picking("cinch")
        win.game_chooser = lambda: choose_game(win, run=run)
        win.choose_action.trigger()  # Game → Choose game, Ctrl+Shift+N
        assert shown and ctl.game_id != before


def test_new_game_deals_the_same_game_again_without_the_chooser(qtbot, tmp_path):
    with open_table(qtbot, tmp_path / "s.ini") as (ctl, win, _qs):
        before = ctl.game_id
        chooser_calls: list[int] = []
        win.game_chooser = lambda: chooser_calls.append(1) or "cribbage"
        win.new_action.trigger()  # Game → New game, Ctrl+N: as KPat's new deal
        assert chooser_calls == [] and ctl.game_id != before


def test_the_game_menu_offers_choose_game_after_new_game(qtbot, tmp_path):
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    with open_table(qtbot, tmp_path / "s.ini") as (ctl, win, _qs):
        actions = [a for a in win.game_menu.actions() if not a.isSeparator()]
        assert actions[actions.index(win.new_action) + 1] is win.choose_action
        assert win.choose_action.text() == "&Choose game…"
        assert win.choose_action.shortcut().toString() == "Ctrl+Shift+N"
        shown: list[int] = []
        win.game_chooser = lambda: shown.append(1) and None
        win.game_in_progress = lambda: False
        win.activateWindow()
        qtbot.waitUntil(win.isActiveWindow, timeout=3000)
        QTest.keyClick(win.view, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier
                       | Qt.KeyboardModifier.ShiftModifier)
        qtbot.waitUntil(lambda: shown == [1], timeout=5_000)


def test_cancelling_the_chooser_keeps_the_game(qtbot, tmp_path):
    with open_table(qtbot, tmp_path / "s.ini") as (ctl, win, _qs):
        before = ctl.game_id
        run, shown = picking(None)
        win.game_chooser = lambda: choose_game(win, run=run, tell=lambda *_a: None)
        assert win.new_action.shortcut().toString() == "Ctrl+N"
        win.choose_action.trigger()
        assert len(shown) == 1 and ctl.game_id == before


def test_giving_up_a_game_in_progress_is_asked_before_the_chooser(qtbot, tmp_path):
    with open_table(qtbot, tmp_path / "s.ini") as (ctl, win, _qs):
        chooser_calls: list[int] = []
        win.game_chooser = lambda: chooser_calls.append(1) or "cinch"
        win.game_in_progress = lambda: True
        win.ask = lambda *_a: False
        before = ctl.game_id
        win.choose_action.trigger()
        assert chooser_calls == [] and ctl.game_id == before
        win.ask = lambda *_a: True
        win.choose_action.trigger()
        assert chooser_calls == [1] and ctl.game_id != before


def test_game_on_the_command_line():
    assert parse_args([]).game is None
    for name in ("cinch", "cribbage", "crib-wars"):
        assert parse_args(["--game", name]).game == name


def test_an_unknown_game_is_refused_with_the_choices(capsys):
    with pytest.raises(SystemExit) as exc:
        parse_args(["--game", "chess"])
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert "chess" in err and all(n in err for n in ("cinch", "cribbage", "crib-wars"))


def test_the_last_game_is_remembered_and_a_bad_value_reads_as_cinch(tmp_path):
    settings = Settings(tmp_path)
    assert settings.get("ui/last_game") == "cinch"
    settings.set("ui/last_game", "crib-wars")
    assert Settings(tmp_path).get("ui/last_game") == "crib-wars"
    settings.qsettings.setValue("ui/last_game", "chess")  # a hand-edited file
    assert settings.get("ui/last_game") == "cinch"
    with pytest.raises(ValueError):
        settings.set("ui/last_game", "chess")


def test_game_cribbage_opens_the_cribbage_table_and_remembers_it(tmp_path):
    env = {k: v for k, v in os.environ.items() if not k.startswith("QT_")}
    env.update(QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, "-m", "cinch_qt", "--game", "cribbage",
                           "--data-dir", str(tmp_path), "--exit-on-first-paint"],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    assert "coming" not in done.stderr
    assert "first-paint" in done.stdout  # the cribbage table was painted
    assert Settings(tmp_path).get("ui/last_game") == "cribbage"


def test_importing_the_chooser_imports_no_game_module():
    # Only the chooser: cinch_qt.i18n (and so storage.settings) still loads Cinch's engine.
    code = ("import sys, cinch_qt.ui.game_chooser\n"
            "print(sorted(m for m in sys.modules if m.startswith('cinch_qt.games.')))")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    # games.base's Setting rests on frozen_value, its state protocol on game_state; neither
    # names a game.
    assert done.stdout.strip() == ("['cinch_qt.games.base', 'cinch_qt.games.frozen_value', "
                                   "'cinch_qt.games.game_state']")


def test_the_chooser_speaks_the_players_language(qtbot, speak):
    assert speak("fr") == "fr"
    assert coming_text("crib-wars") == ("Crib Wars arrive dans une prochaine version\u00a0; "
                                        "en attendant, vous pouvez jouer au Cinch.")
    dialog = GameChooser()
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "Choisir un jeu" and game_title("crib-wars") == "Crib Wars"
    assert speak("nl") == "nl"
    assert coming_text("cribbage").startswith("Cribbage komt in een latere versie")


def test_a_window_whose_session_names_no_game_says_what_is_missing(qtbot):
    """Game → New game needs the game's registry name: a window over a session with
    none says which window, which session and what to set, not a bare error."""
    from cinch_qt.controller.table_session import TableSession
    from cinch_qt.ui.table_window import TableWindow
    win = TableWindow()
    qtbot.addWidget(win)
    win.session = TableSession(win)
    with pytest.raises(NotImplementedError) as exc:
        win.game_name()
    said = str(exc.value)
    assert "TableWindow" in said and "TableSession" in said and "game_name" in said
