"""What the storage says names the right game: the message boxes and the Export filter
name the window's own game (Cinch, Cribbage or Crib Wars), the lock's boxes, shown
before any game is chosen, name the program, and the kept-aside message says what
Import game… does with an unfinished game (docs/storage.md, "Importing a game")."""

from __future__ import annotations

import json

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from cinch_qt.storage import Storage
from cinch_qt.ui.storage import claim_data_dir
from tests.cribbage_storage_helpers import FakeCribbageSession
from tests.storage_ui_helpers import FakeController, make_ui


def session(game: str):
    return FakeController() if game == "cinch" else FakeCribbageSession(game, 2)


@pytest.mark.parametrize(("game", "title"), [("cinch", "Cinch"), ("cribbage", "Cribbage"),
                                             ("crib-wars", "Crib Wars")])
def test_message_boxes_are_titled_with_the_windows_game(qtbot, tmp_path, monkeypatch,
                                                        game, title) -> None:
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(QMessageBox, "information",
                        lambda _parent, t, text, *_a: shown.append((t, text)))
    ui, _ = make_ui(qtbot, tmp_path, session(game))
    ui._tell("Something to say")
    assert shown == [(title, "Something to say")]
    ui.storage.close()


def test_the_title_follows_the_language(qtbot, tmp_path, monkeypatch, speak) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "information",
                        lambda _parent, t, *_a: shown.append(t))
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda _parent, _c, _d, flt, *_a: (shown.append(flt), ("", ""))[1])
    ui, _ = make_ui(qtbot, tmp_path, session("crib-wars"))
    speak("fr")
    ui._tell("x")
    ui._choose_save_path()
    assert shown == ["Crib Wars", "Parties de Crib Wars (*.json);;Tous les fichiers (*)"]
    ui.storage.close()


@pytest.mark.parametrize(("game", "title"), [("cinch", "Cinch"), ("crib-wars", "Crib Wars")])
def test_export_filter_names_the_windows_game(qtbot, tmp_path, monkeypatch, game,
                                              title) -> None:
    asked: list[tuple[str, str]] = []

    def chooser(_parent, _caption, name, flt, *_a):
        asked.append((name, flt))
        return str(tmp_path / "out.json"), flt

    monkeypatch.setattr(QFileDialog, "getSaveFileName", chooser)
    ui, _ = make_ui(qtbot, tmp_path, session(game))
    assert ui._choose_save_path() == str(tmp_path / "out.json")
    # The default file name is the game's registry name, as before.
    assert asked == [(f"{game}-game.json", f"{title} game records (*.json);;All files (*)")]
    ui.storage.close()


@pytest.mark.parametrize("problem", [False, True])
def test_lock_boxes_name_the_program_not_a_game(qtbot, tmp_path, monkeypatch,
                                                problem) -> None:
    shown: list[str] = []
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning",
                        lambda _parent, t, text, *_a: (shown.append(t), said.append(text)))
    first = Storage(tmp_path)
    assert claim_data_dir(first, tell=lambda _m: None)
    second = Storage(tmp_path)
    if problem:   # a folder that cannot be written, not another copy
        def refused() -> bool:
            second.lock.problem = "Read-only file system"
            return False
        monkeypatch.setattr(second.lock, "acquire", refused)
    assert not claim_data_dir(second)
    expected = "Cinch and Cribbage cannot save" if problem else \
        "Cinch and Cribbage is already open"
    assert shown == [expected]
    # The text names the program too ("another copy of Cinch and Cribbage (process …)").
    assert "Cinch and Cribbage" in said[0] and "Cinch (" not in said[0]
    first.close()
    second.close()


@pytest.mark.parametrize("game", ["cinch", "crib-wars"])
def test_the_kept_aside_message_says_what_import_does_and_it_does(qtbot, tmp_path,
                                                                  game) -> None:
    """A declined resume keeps the game as unfinished-*.json; the message says Import
    game… continues it (or replays it), and importing that file does offer to continue."""
    first = session(game)
    ui, _ = make_ui(qtbot, tmp_path, first)
    ui.attach()
    first.step(20)
    ui.storage.close()
    ui2, msgs = make_ui(qtbot, tmp_path, session(game), answer=False)
    assert not ui2.offer_resume()
    assert "Import game… continues it or replays it." in msgs.told[-1]
    assert "look at it" not in msgs.told[-1]
    kept = next(tmp_path.glob("unfinished-*.json"))
    msgs.answer = True
    assert ui2.import_file(kept) is None          # continued, so no replay
    assert msgs.asked[-1].startswith(f"“{kept.name}” is an unfinished game")
    assert ui2.controller.loaded == json.loads(kept.read_text())
    ui2.storage.close()
