"""The Help window: rules pages in three languages with the trump ranking drawn from
the card theme, and the shortcuts list read from the real actions (issue 8)."""

from __future__ import annotations

import re

import pytest
from PySide6.QtGui import QAction, QKeySequence, QTextDocument
from PySide6.QtWidgets import QMainWindow

from cinch_qt.games.cinch.engine.cards import HEARTS
from cinch_qt.games.cinch.table import words
from cinch_qt.games.cinch.table.help_page import CONTENT_DIR, PLACEHOLDER, card_url, rules_html
from cinch_qt.ui.help import HelpWindow
from cinch_qt.ui.help.help_window import MAX_ZOOM

LANGUAGES = ("en", "fr", "nl")


def _page(language: str) -> str:
    return (CONTENT_DIR / f"rules_{language}.html").read_text(encoding="utf-8")


def _sections(text: str) -> list[str]:
    return re.findall(r'<h2 id="(\w+)">', text)


@pytest.fixture(scope="module")
def card_cache(qapp):
    from cinch_qt.themes import CardPixmapCache
    cache = CardPixmapCache()
    yield cache
    if hasattr(cache, "shutdown"):
        cache.shutdown()


def test_the_rules_are_read_from_cinch_s_own_help_folder() -> None:
    from cinch_qt.games import get_game
    assert get_game("cinch").help_folder() == CONTENT_DIR
    assert (CONTENT_DIR / "rules_fr.html").is_file()


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_language_has_the_same_sections(language):
    text = _page(language)
    assert _sections(text) == ["players", "deal", "bidding", "trumps", "drawing", "play",
                               "scoring", "options", "fairplay"]
    assert text.count(PLACEHOLDER) == 1
    for anchor in _sections(text):
        assert f'href="#{anchor}"' in text, f"{language}: no link to #{anchor}"


@pytest.mark.parametrize("language, example_1, example_2", [
    ("en", "8 − 6 = <b>2</b>", "14 + 1 = <b>15</b>"),
    ("fr", "8&nbsp;−&nbsp;6&nbsp;=&nbsp;<b>2</b>", "14&nbsp;+&nbsp;1&nbsp;=&nbsp;<b>15</b>"),
    ("nl", "8&nbsp;−&nbsp;6&nbsp;=&nbsp;<b>2</b>", "14&nbsp;+&nbsp;1&nbsp;=&nbsp;<b>15</b>"),
])
def test_r51_r52_worked_examples_on_every_page(language, example_1, example_2):
    scoring = _page(language).split('<h2 id="scoring">')[1].split("<h2")[0]
    assert example_1 in scoring and example_2 in scoring
    # The scoring table adds up to 14 (R50).
    points = [int(p) for p in re.findall(r'<td align="center">(\d+)</td>', scoring)]
    assert points == [1, 1, 1, 1, 5, 5]


@pytest.mark.parametrize("language", LANGUAGES)
def test_house_rule_options_are_described(language):
    options = _page(language).split('<h2 id="options">')[1].split("<h2")[0]
    for number in ("51", "42", "62", "14"):
        assert number in options
    assert options.count("<li>") == 4   # players, target, minimum bid, all pass (R2/R53/R20/R22)


def test_r11_ranking_is_rendered_in_place_of_the_placeholder(speak):
    speak("nl")
    text = rules_html("nl")
    assert PLACEHOLDER not in text
    assert text.count('src="cinch-card:') == 14
    ranking = text.split("<table", 1)[1]
    assert ranking.index("10. Harten vijf") < ranking.index("11. Ruiten vijf") < \
        ranking.index("12. Harten vier")
    assert "<b>Linker Pedro</b>" in ranking
    assert 'src="cinch-card' not in rules_html("nl", with_images=False)


def test_unknown_language_falls_back_to_english():
    assert "How to play Cinch" in rules_html("xx")


def test_window_draws_the_trumps_from_the_theme(qtbot, card_cache):
    window = HelpWindow(cache=card_cache)
    qtbot.addWidget(window)
    window.show_page("rules", "trumps")
    document = window.browser("rules").document()
    for card in words.trump_ranking(HEARTS):
        image = document.resource(QTextDocument.ResourceType.ImageResource, card_url(card))
        assert image is not None and not image.isNull(), card
    assert window.error == ""
    assert not window.grab().isNull()


def test_window_without_a_theme_shows_captions_only(qtbot):
    window = HelpWindow(cache=None)
    qtbot.addWidget(window)
    assert "cinch-card" not in window.browser("rules").toHtml()
    assert "Left Pedro" in window.browser("rules").toPlainText()


def test_window_switches_language_live(qtbot, speak):
    window = HelpWindow()
    qtbot.addWidget(window)
    assert window.windowTitle() == "Cinch and Cribbage — Help"   # both games' rules
    speak("fr")
    qtbot.waitUntil(lambda: window.windowTitle() == "Cinch et Cribbage — Aide")
    assert "Comment jouer au Cinch" in window.browser("rules").toPlainText()
    assert window.tabs.tabText(window.tabs.indexOf(window.shortcuts)) == "Raccourcis clavier"
    speak("nl")
    qtbot.waitUntil(lambda: "Hoe speelt u Cinch?" in window.browser("rules").toPlainText())
    assert window.larger.text() == "Grotere tekst"


def test_shortcuts_page_lists_the_real_actions(qtbot):
    main = QMainWindow()
    qtbot.addWidget(main)
    new_game = QAction("&New game", main)
    new_game.setShortcut(QKeySequence("Ctrl+N"))
    main.addAction(new_game)
    silent = QAction("No keys here", main)
    main.addAction(silent)
    window = HelpWindow(main, extra_shortcuts=[("←  →", "Choose a card")])
    qtbot.addWidget(window)
    text = window.shortcuts.toPlainText()
    assert "New game" in text and QKeySequence("Ctrl+N").toString(
        QKeySequence.SequenceFormat.NativeText) in text
    assert "No keys here" not in text
    assert "Choose a card" in text
    assert "Larger text in the Help window" in text


def test_zoom_stops_at_its_limits(qtbot):
    window = HelpWindow()
    qtbot.addWidget(window)
    start = window.browser("rules").font().pointSizeF()
    for _ in range(MAX_ZOOM + 5):
        window.larger.click()
    assert not window.larger.isEnabled()
    assert window.browser("rules").font().pointSizeF() > start
    window.zoom(-100)
    assert not window.smaller.isEnabled()
    assert window.browser("rules").font().pointSizeF() < start


def test_bad_page_name_is_refused(qtbot):
    window = HelpWindow()
    qtbot.addWidget(window)
    with pytest.raises(ValueError, match="'index'"):
        window.show_page("index")


def test_unreadable_page_is_reported_not_crashed(qtbot, monkeypatch, tmp_path):
    from cinch_qt.games.cinch.table import help_page as rules_page
    broken = tmp_path / "rules_en.html"
    broken.write_bytes(b"\xff\xfe\x00broken")
    monkeypatch.setattr(rules_page, "CONTENT_DIR", tmp_path)
    window = HelpWindow()
    qtbot.addWidget(window)
    assert "rules_en.html" in window.error
    assert "could not be read" in window.browser("rules").toPlainText()


def test_every_refusal_points_to_a_section_of_the_rules_page():
    sections = set(_sections(_page("en")))
    for rule in words.refusal_rules():
        assert words.rule_section(rule) in sections, rule
    assert words.rule_section("R41") == "play"
    assert words.rule_section("R72") == "bidding"
    assert words.rule_section("R99") == "" and words.rule_section("x") == ""


def test_help_lists_the_replay_keys_in_the_players_language(qtbot, speak):
    from cinch_qt.games.cinch.table.replay import replay_keys
    speak("fr")
    main = QMainWindow()
    qtbot.addWidget(main)
    window = HelpWindow(main, extra_shortcuts=replay_keys())
    qtbot.addWidget(window)
    text = window.shortcuts.toPlainText()
    # (the page's plain text turns the no-break space before ":" into a space)
    assert "Pendant une partie revue : Pli suivant" in text.replace("\u00a0", " ")
    assert "Touches" in text  # the table's heading, in French too
    assert len(replay_keys()) == 6 and all(keys for keys, _ in replay_keys())
