"""Help → Rules of Cribbage and Help → The Crib Wars board: hand-written pages
in three languages, cards drawn from the theme, the boards drawn by the table's own board
item, and worked examples whose totals the engine agrees with."""

from __future__ import annotations

import re

import pytest
from PySide6.QtGui import QTextDocument

from cinch_qt.games import get_game
from cinch_qt.games.cribbage.engine.cards import parse_cards
from cinch_qt.games.cribbage.engine.scoring import score_hand
from cinch_qt.games.cribbage.table import help_pages as pages
from cinch_qt.games.cribbage.table.help_pages import page_html
from cinch_qt.ui.help import HelpWindow

CRIBBAGE, CRIB_WARS = "cribbage", "crib-wars"

LANGUAGES = ("en", "fr", "nl")
NAMES = (CRIBBAGE, CRIB_WARS)
SECTIONS = {
    CRIBBAGE: ["players", "deal", "starter", "play", "show", "examples", "board",
               "counting"],
    CRIB_WARS: ["track", "red", "traps", "green", "penalty", "award", "end"],
}


def raw(name: str, language: str) -> str:
    return pages.page_file(name, language).read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def card_cache(qapp):
    from cinch_qt.themes import CardPixmapCache
    cache = CardPixmapCache()
    yield cache
    if hasattr(cache, "shutdown"):
        cache.shutdown()


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("name", NAMES)
def test_every_language_has_its_own_page_with_the_same_sections(name, language):
    path = pages.page_file(name, language)
    assert path.name == f"{pages.PAGES[name]}_{language}.html"
    text = raw(name, language)
    assert re.findall(r'<h2 id="(\w+)">', text) == SECTIONS[name]
    for anchor in SECTIONS[name]:
        assert f'href="#{anchor}"' in text, f"{language}: no link to #{anchor}"
    # the same pictures and examples in the same order in every language
    assert pages.placeholders(name, language) == pages.placeholders(name, "en")


def examples(language: str) -> list[tuple[str, list[int], int, bool, int]]:
    """(spec, hand, starter, is_crib, stated total) of every worked example."""
    text = raw(CRIBBAGE, language)
    found = re.findall(r"\{\{(HAND|CRIB) ([^}]*)\}\}\s*<!-- total: (\d+) -->\s*<p>(.*?)</p>",
                       text, re.S)
    out = []
    for kind, spec, total, prose in found:
        hand, _, starter = spec.partition("/")
        assert f"<b>{total}</b>" in prose, f"{language}: {spec} does not say {total}"
        out.append((spec, parse_cards(hand), parse_cards(starter)[0], kind == "CRIB",
                    int(total)))
    return out


@pytest.mark.parametrize("language", LANGUAGES)
def test_c71_c77_worked_examples_add_up_as_the_engine_counts(language):
    found = examples(language)
    assert len(found) >= 4
    for spec, hand, starter, crib, total in found:
        assert score_hand(hand, starter, crib) == total, (language, spec)


def test_examples_include_a_double_run_and_a_crib_flush_that_does_not_count():
    found = examples("en")
    specs = {spec.strip(): (crib, total) for spec, _h, _s, crib, total in found}
    # C73: 7-8-8-9 and 4-5-6-6-7 are double runs
    assert "7C 8D 8H 9S / AC" in specs and "4C 5D 6H 7S / 6D" in specs
    # C75: four hearts in the crib with a spade starter score nothing...
    assert specs["2H 4H 8H TH / KS"] == (True, 0)
    # ...while the same cards in a hand would be a flush of four (C74)
    assert score_hand(parse_cards("2H 4H 8H TH"), parse_cards("KS")[0], False) == 4


@pytest.mark.parametrize("language", LANGUAGES)
def test_c56_c58_play_examples_score_what_the_page_says(language):
    """The two counts of the play section, card by card, against the engine's pegging."""
    from cinch_qt.games.cribbage.engine.cards import RANK, VALUE
    from cinch_qt.games.cribbage.engine.scoring import peg_points
    play = raw(CRIBBAGE, language).split('<h2 id="play">')[1].split("<h2")[0]
    rows = re.findall(r"\{\{CARDS ([^}]*)\}\}\s*<p>(.*?)</p>", play, re.S)
    assert len(rows) == 2
    for spec, prose in rows:
        seq, count, scored = [], 0, []
        for card in parse_cards(spec):
            seq.append(RANK[card])
            count += VALUE[card]
            points = peg_points(seq, count)
            if points:
                scored.append(points)
        assert [int(p) for p in re.findall(r"<b>(\d+)</b>", prose)] == scored, spec


@pytest.mark.parametrize("language", LANGUAGES)
def test_scoring_tables_match_the_rules(language):
    show = raw(CRIBBAGE, language).split('<h2 id="show">')[1].split("<h2")[0]
    points = re.findall(r'<td align="center">([^<]+)</td>', show)
    # fifteen, pair, pair royal, four of a kind, run, hand flush 4/5, crib flush, nobs
    assert [p for p in points if p.isdigit()] == ["2", "2", "6", "12", "4", "5", "5", "1"]
    play = raw(CRIBBAGE, language).split('<h2 id="play">')[1].split("<h2")[0]
    assert [p for p in re.findall(r'<td align="center">([^<]+)</td>', play)
            if p.isdigit()] == ["2", "2", "2", "6", "12", "1"]


@pytest.mark.parametrize("name", NAMES)
def test_french_pages_keep_the_no_break_space_before_double_punctuation(name):
    text = re.sub(r"<[^>]*>", "", raw(name, "fr"))
    assert not re.findall(r".{12} [:;!?»]", text)
    assert "« " not in text


@pytest.mark.parametrize("language, words", [
    ("fr", ["chien", "carte tournée", "cheville", "putois", "coupe-gorge", "donneur"]),
    ("nl", ["crib", "startkaart", "pin", "skunk", "muggins", "gever"]),
])
def test_pages_use_the_vocabulary_of_docs_cribbage_words(language, words):
    text = raw(CRIBBAGE, language).lower()
    for word in words:
        assert word in text, word


@pytest.mark.parametrize("language, words", [
    ("en", ["red", "blue trap", "penalty square", "green zone", "20-point award"]),
    ("fr", ["case rouge de saut", "piège bleu", "voie bleue", "case de pénalité",
            "zone verte", "raccourci vert", "prime de 20 points", "couche sa main"]),
    ("nl", ["rode sprong", "blauwe val", "blauwe pad", "strafvak", "groene zone",
            "premie van 20 punten"]),
])
def test_crib_wars_page_explains_every_kind_of_square(language, words):
    text = raw(CRIB_WARS, language).lower()
    for word in words:
        assert word in text, word
    specs = [spec for kind, spec in pages.placeholders(CRIB_WARS, language)
             if kind == "BOARD"]
    assert specs == ["crib-wars", "crib-wars R1", "crib-wars T1", "crib-wars G1",
                     "crib-wars P1"]


def test_placeholders_become_images_or_card_names(speak):
    text = page_html(CRIBBAGE, "en")
    assert "{{" not in text
    assert 'src="cribbage-card:' in text and 'src="cribbage-board:classic"' in text
    plain = page_html(CRIBBAGE, "en", with_images=False)
    assert "cribbage-card:" not in plain and "<b>5♦</b>" in plain
    speak("fr")
    assert ">carte tournée<" in page_html(CRIBBAGE, "fr")
    assert "<b>R♠</b>" in page_html(CRIBBAGE, "fr", with_images=False)


def test_boards_are_drawn_by_the_board_item(qapp):
    whole = pages.board_image("crib-wars")
    assert whole.width() == pages.BOARD_WIDTH and whole.height() > 500
    close = pages.board_image("crib-wars", "T1")
    assert 0 < close.width() < whole.width() * 1.5 and close.height() < whole.height()
    # the board is drawn, not blank: the wood's colour covers the middle
    colour = whole.pixelColor(whole.width() // 2, whole.height() // 2)
    assert colour.alpha() == 255 and colour.red() > colour.blue()
    sharp = pages.board_image("classic", None, 2.0)
    assert sharp.devicePixelRatio() == 2.0 and sharp.width() == 2 * pages.BOARD_WIDTH


@pytest.mark.parametrize("name", [CRIBBAGE, CRIB_WARS])
def test_show_page_opens_the_cribbage_pages_with_theme_cards(qtbot, card_cache, name):
    window = HelpWindow(cache=card_cache)
    qtbot.addWidget(window)
    window.show_page(name, "penalty" if name == CRIB_WARS else "examples")
    view = window.browser(name)
    assert window.tabs.currentWidget() is view
    assert window.error == ""
    document = view.document()
    for kind, spec in pages.placeholders(name):
        if kind == "BOARD":
            board, _, focus = spec.partition(" ")
            url = pages.board_url(board, focus or None)
        else:
            url = pages.card_url(parse_cards(spec.split("/")[0])[0])
        image = document.resource(QTextDocument.ResourceType.ImageResource, url)
        assert image is not None and not image.isNull(), spec
    assert view.verticalScrollBar().value() > 0      # scrolled to the anchor
    assert not window.grab().isNull()


def test_without_a_theme_the_cards_are_written_out(qtbot):
    window = HelpWindow(cache=None)
    qtbot.addWidget(window)
    assert "cribbage-card" not in window.browser("cribbage").toHtml()
    assert "4♣" in window.browser("cribbage").toPlainText()
    assert window.browser("crib-wars").document().resource(
        QTextDocument.ResourceType.ImageResource, pages.board_url("crib-wars")) is not None


def test_cribbage_tabs_follow_the_language(qtbot, speak):
    window = HelpWindow()
    qtbot.addWidget(window)
    tabs = window.tabs
    assert tabs.tabText(tabs.indexOf(window.browser("cribbage"))) == "Cribbage rules"
    speak("fr")
    qtbot.waitUntil(lambda: "Comment jouer au cribbage" in window.browser("cribbage").toPlainText())
    assert tabs.tabText(tabs.indexOf(window.browser("crib-wars"))) == "Planche Crib Wars"
    assert "La planche Crib Wars" in window.browser("crib-wars").toPlainText()
    speak("nl")
    qtbot.waitUntil(lambda: "Hoe speelt u cribbage?" in window.browser("cribbage").toPlainText())
    assert window.browser("cribbage").accessibleName() == "Spelregels van cribbage"


def test_unreadable_cribbage_page_is_reported_not_crashed(qtbot, monkeypatch, tmp_path):
    for name in ("cribbage_en.html", "crib_wars_en.html"):
        (tmp_path / name).write_bytes(b"\xff\xfe\x00broken")
    monkeypatch.setattr(pages, "CONTENT_DIR", tmp_path)
    window = HelpWindow()
    qtbot.addWidget(window)
    assert "crib_wars_en.html" in window.error
    assert "could not be read" in window.browser("cribbage").toPlainText()


def test_bad_page_names_are_refused():
    with pytest.raises(ValueError, match="'rules'"):
        pages.page_file("rules", "en")
    with pytest.raises(ValueError, match="crib-wars"):
        HelpWindow.show_page(HelpWindow(), "cribwars")


@pytest.mark.parametrize("language", ("fr", "nl"))
@pytest.mark.parametrize("name", NAMES)
def test_no_english_paragraph_is_left_in_a_translated_page(name, language):
    def paragraphs(text: str) -> set[str]:
        found = {re.sub(r"\s+", " ", re.sub(r"<[^>]*>", "", p)).strip()
                 for p in re.findall(r"<(?:p|li|td|h\d)[^>]*>(.*?)</(?:p|li|td|h\d)>",
                                     text, re.S)}
        # rule ids, numbers and card lists read the same in every language
        return {p for p in found if re.search(r"[a-z]{4,}", p)}
    english = paragraphs(raw(name, "en"))
    left = english & paragraphs(raw(name, language))
    assert not left, left


def test_the_cribbage_windows_help_lists_its_own_table_and_replay_keys(qtbot, speak):
    """Help → Keyboard shortcuts opened from the Cribbage window: the cribbage table's
    keys and the cribbage replay's (counts and shows, games/cribbage/table/replay.py), none of
    Cinch's (tricks, bids), and in the language the person switches to."""
    from cinch_qt.games.cinch.table.keys import table_keys as cinch_table_keys
    from cinch_qt.games.cinch.table.replay import replay_keys
    from cinch_qt.games.cribbage.table.keys import table_keys
    from cinch_qt.games.cribbage.table.replay import crib_replay_keys
    from cinch_qt.games.cribbage.table.session import CribbageSession
    from cinch_qt.games.cribbage.table.settings import CribbageSettings
    from cinch_qt.games.cribbage.table.window import CribbageWindow
    from cinch_qt.themes import CardPixmapCache

    session = CribbageSession(CribbageSettings(speed="instant"))
    cache = CardPixmapCache()
    win = CribbageWindow(session, cache)
    qtbot.addWidget(win)
    try:
        win.keys_action.trigger()
        text = win._help.shortcuts.toPlainText()
        assert "In a replay: Next count or show" in text
        # Hint's key is listed once: by the Game menu's action, not again as a table key.
        assert text.count("Ctrl+H") == 1
        for _keys, what in table_keys() + crib_replay_keys():
            assert what in text
        cinch_only = {what for _k, what in cinch_table_keys() + replay_keys()} - {
            what for _k, what in table_keys()}
        assert not [what for what in cinch_only if what in text]
        assert "trick" not in text.casefold() and "bid" not in text.casefold()
        # The rows of both replays name the same keys in the same order (one bar).
        assert [k for k, _ in crib_replay_keys()] == [k for k, _ in replay_keys()]

        speak("fr")

        def page() -> str:
            # (the page's plain text turns the no-break space before ":" into a space)
            return win._help.shortcuts.toPlainText().replace("\u00a0", " ")
        french = [what.replace("\u00a0", " ") for _k, what in crib_replay_keys()]
        assert french[4] == "Pendant une partie revue : Total ou décompte suivant"
        qtbot.waitUntil(lambda: all(what in page() for what in french))
        assert table_keys()[0][1] in page() and "Move between your cards" not in page()
    finally:
        win._help.close()
        session.shutdown()
        cache.shutdown()


def test_the_pages_are_read_from_the_game_s_own_help_folder() -> None:
    for game in ("cribbage", "crib-wars"):
        assert get_game(game).help_folder() == pages.CONTENT_DIR
        assert pages.page_file(game, "nl").parent == pages.CONTENT_DIR

