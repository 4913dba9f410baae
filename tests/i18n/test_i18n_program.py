"""The program's name and the list of its games, made from the registry: no shared
window spells a game's title, and a game registered later is named with the others."""

from __future__ import annotations

import pytest

from cinch_qt.i18n.program import every_game_title, listed, program_title


def test_the_program_is_named_by_its_games_one_title_per_game_module(qapp):
    # Crib Wars is Cribbage on another board: the program is "Cinch and Cribbage".
    assert program_title() == "Cinch and Cribbage"
    assert every_game_title() == "Cinch, Cribbage and Crib Wars"


def test_a_game_registered_later_is_named_too(qapp, toy):
    assert program_title() == "Cinch, Cribbage and Nim with cards"


@pytest.mark.parametrize("language, name, games", [
    ("fr", "Cinch et Cribbage", "Cinch, Cribbage et Crib Wars"),
    ("nl", "Cinch en Cribbage", "Cinch, Cribbage en Crib Wars"),
])
def test_the_names_follow_the_language(speak, language, name, games):
    assert speak(language) == language
    assert program_title() == name
    assert every_game_title() == games


def test_listed_joins_any_number(qapp):
    assert listed([]) == ""
    assert listed(["A"]) == "A"
    assert listed(["A", "B"]) == "A and B"
    assert listed(["A", "B", "C", "D"]) == "A, B, C and D"


def test_the_import_dialog_names_every_game(qapp, monkeypatch, tmp_path):
    # Any game's record is imported from any window: the filter lists every registered
    # game, as the registry has them.
    from PySide6.QtWidgets import QFileDialog, QWidget

    from cinch_qt.ui.storage.wiring import StorageUi
    seen = []
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        staticmethod(lambda *args: seen.append(args[3]) or ("", "")))
    ui = StorageUi.__new__(StorageUi)
    ui.window = QWidget()
    StorageUi._choose_open_path(ui)
    assert seen == ["Cinch, Cribbage and Crib Wars game records (*.json);;All files (*)"]


def test_the_coming_message_names_the_default_game(qapp):
    from cinch_qt.ui.game_chooser import coming_text
    assert coming_text("crib-wars") == ("Crib Wars is coming in a later version; for now "
                                        "you can play Cinch.")
