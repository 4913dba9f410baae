"""Hostile files, themes: nothing in a theme file can lock the player out.

Item 1: a <use> bomb is refused at import and when a saved choice is restored, the
default deck comes back, a deck is saved only once it has drawn, and a killed
import's staging folder is removed.  Item 9: an SVG cannot make QtSvg read files
outside it.  Item 10: FIFOs do not hang.  Item 11: the GUI thread does not parse a
new deck itself.  Item 12: a 64 KB limit reads "64 KB".
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QTimer

from cinch_qt.themes import ThemeError, import_theme_zip
from cinch_qt.themes.importer import remove_stale_staging
from cinch_qt.themes.safe_io import MAX_TOML_BYTES, read_svg, read_toml
from cinch_qt.themes.settings import restore_theme_settings
from cinch_qt.themes.svg_guard import MAX_EXPANDED, MAX_PER_DRAWING, check_structure
from cinch_qt.ui.theme_dialog import ThemeDialog
from tests.hostile_cases import (
    bomb_deck,
    deck_with,
    finishes,
    image_deck,
    make_fifo,
    use_bomb,
)
from tests.themes_helpers import H, W, write_user_deck, zip_of

TOML = f'name = "Hostile"\naspect = {W / H}\n'


def user_deck_with(user_dir: Path, folder: str, svg: bytes) -> Path:
    deck = write_user_deck(user_dir, folder, toml=TOML)
    (deck / "cards.svg").write_bytes(svg)
    return deck


# --- item 1: the <use> bomb ------------------------------------------------------------

def test_item1_bomb_in_one_card_is_refused_at_import(tmp_path: Path, isolated: Path) -> None:
    # Only one card (not the ace the aspect is measured on) holds the bomb, so an import
    # that parsed only the ace would pass and choose the deck.
    archive = zip_of(tmp_path / "bomb.zip", {"cards.svg": bomb_deck("2_club"),
                                             "theme.toml": TOML})
    with pytest.raises(ThemeError, match="shapes once its <use> links are expanded"):
        import_theme_zip(archive, isolated)
    assert list(isolated.iterdir()) == []       # nothing left behind, staging included


def test_item1_expansion_is_counted_not_performed() -> None:
    # 10**9 shapes are counted from the file's own size (saturating), never expanded.
    with pytest.raises(ThemeError, match="more than 2,000,000 shapes"):
        check_structure(bomb_deck(levels=9, fan=10), "bomb")
    # One card over the per-drawing budget is refused even when the document is not.
    one_card = deck_with(use_bomb(9, 4), {"2_club": '<use xlink:href="#b9"/>'})
    with pytest.raises(ThemeError, match="card 2_club draws more than 250,000"):
        check_structure(one_card, "card", drawn=("1_spade", "2_club"))
    # A fan within the budget is accepted: real decks use <use> for their pips.
    fine = deck_with(use_bomb(4, 10), {"2_club": '<use xlink:href="#b4"/>'})
    size = check_structure(fine, "fine", drawn=("2_club",))
    assert 10_000 < size <= MAX_EXPANDED and MAX_PER_DRAWING < MAX_EXPANDED


def test_item1_saved_bomb_deck_falls_back_to_default_at_start(qtbot, cache, isolated) -> None:
    # A bomb deck saved as the choice by an older version: the next start refuses it,
    # shows the default and saves the default.  Before the fix the deck was accepted
    # (no themeFailed), and drawing its 2 of clubs froze the program.
    user_deck_with(isolated, "bomb", bomb_deck("2_club"))
    settings = QSettings(str(isolated.parent / "s.ini"), QSettings.Format.IniFormat)
    settings.setValue("theme/deck", "user:bomb")
    with qtbot.waitSignal(cache.themeFailed, timeout=10_000) as failed:
        restore_theme_settings(cache, settings)
    assert "shapes once its <use> links are expanded" in failed.args[0]
    qtbot.waitUntil(lambda: cache.deck_id == "classic" and not cache.busy(), timeout=10_000)
    assert settings.value("theme/deck") == "classic"
    assert not cache.card_pixmap(0, 60, 1.0).isNull()


def test_item1_a_deck_is_saved_only_once_it_has_drawn(qtbot, cache, isolated) -> None:
    write_user_deck(isolated, "mine")
    settings = QSettings(str(isolated.parent / "s.ini"), QSettings.Format.IniFormat)
    dialog = ThemeDialog(cache, settings=settings)
    qtbot.addWidget(dialog)
    try:
        assert dialog.choose("deck", "user:mine")
        # Chosen, not yet drawn (the worker has not run): the saved choice is unchanged,
        # so a deck that hangs while drawing cannot come back at the next start.
        assert settings.value("theme/deck") in (None, "classic")
        qtbot.waitUntil(lambda: settings.value("theme/deck") == "user:mine", timeout=10_000)
        assert cache.confirmed_ids["deck"] == "user:mine"
    finally:
        dialog.done(0)


def test_item1_a_deck_that_does_not_draw_in_time_is_given_up(qtbot, cache, isolated,
                                                            monkeypatch) -> None:
    # Whatever svg_guard does not foresee: a switch still not drawn after the time
    # budget is refused and the default stays, never waited on by the GUI.
    import time

    from cinch_qt.themes import pixmap_cache, render_jobs
    slow_work = render_jobs._check_and_render

    def slow(task, renderers):
        time.sleep(3)      # the worker is stuck; the GUI thread is not
        slow_work(task, renderers)

    monkeypatch.setattr(render_jobs, "_check_and_render", slow)
    monkeypatch.setattr(pixmap_cache, "SWITCH_TIMEOUT_MS", 100)
    write_user_deck(isolated, "slow")
    with qtbot.waitSignal(cache.themeFailed, timeout=10_000) as failed:
        assert cache.set_deck("user:slow")
    assert "not drawn within" in failed.args[0]
    assert cache.deck_id == "classic" and cache.confirmed_ids["deck"] == "classic"
    cache.shutdown()


def test_item1_stale_import_staging_is_removed(isolated: Path) -> None:
    staging = isolated / ".import-abc123"
    staging.mkdir()
    (staging / "cards.svg").write_bytes(bomb_deck())
    keep = write_user_deck(isolated, "kept")
    assert remove_stale_staging(isolated) == [staging]
    assert not staging.exists() and keep.exists()


# --- item 9: nothing outside the theme's file --------------------------------------------

@pytest.mark.parametrize("href", ["/etc/hostname", "../../../../etc/hostname",
                                  "file:///etc/hostname", "beside.png",
                                  "&#x2F;etc&#x2F;hostname"])
def test_item9_images_outside_the_svg_are_refused(qtbot, cache, isolated, tmp_path,
                                                  href) -> None:
    archive = zip_of(tmp_path / "img.zip", {"cards.svg": image_deck(href), "theme.toml": TOML})
    with pytest.raises(ThemeError, match="outside the theme's own SVG"):
        import_theme_zip(archive, isolated)
    # The same deck put in the folder by hand is refused when chosen.
    user_deck_with(isolated, "peek", image_deck(href))
    with qtbot.waitSignal(cache.themeFailed, timeout=10_000) as failed:
        cache.set_deck("user:peek")
    assert "outside the theme's own SVG" in failed.args[0]


def test_item9_data_pictures_inside_the_svg_are_fine(isolated: Path, tmp_path: Path) -> None:
    pixel = ("data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlE"
             "QVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==")
    archive = zip_of(tmp_path / "ok.zip", {"cards.svg": image_deck(pixel), "theme.toml": TOML})
    assert import_theme_zip(archive, isolated).id.startswith("user:")


# --- item 10: FIFOs ------------------------------------------------------------------------

def test_item10_fifo_zip_svg_and_toml_do_not_hang(tmp_path: Path, isolated: Path) -> None:
    for name, call in (("theme.zip", lambda p: import_theme_zip(p, isolated)),
                       ("cards.svg", read_svg), ("theme.toml", read_toml)):
        fifo = make_fifo(tmp_path / name)
        done, outcome = finishes(lambda call=call, fifo=fifo: call(fifo), fifo, wait_s=20)
        assert done, f"{name}: opening a FIFO blocked"
        assert isinstance(outcome, ThemeError) and "named pipe" in str(outcome), outcome


# --- item 11: the GUI thread does not parse a new deck --------------------------------------

def test_item11_gui_thread_uses_the_workers_parse(qtbot, cache, isolated) -> None:
    write_user_deck(isolated, "big")
    cache.card_pixmap(51, 60, 1.0)
    with qtbot.waitSignal(cache.changed, timeout=10_000):
        assert cache.set_deck("user:big")
    qtbot.waitUntil(lambda: cache._face.art.info.id == "user:big", timeout=10_000)
    # The renderer the table now draws with already holds the parsed document: the
    # worker handed it over, so a first card miss costs a render, not a parse.
    assert cache._face.renderer._renderers


def test_item11_import_runs_off_the_gui_thread(qtbot, cache, isolated, tmp_path,
                                              monkeypatch) -> None:
    # Checking and drawing a big deck takes seconds: the dialog keeps handling events
    # (a timer ticks) while the import works.  Before the fix the call was synchronous.
    import time

    from cinch_qt.themes import importer
    from tests.themes_helpers import KDE as IDS
    from tests.themes_helpers import deck_svg
    draw_all = importer._draw_every_card

    def slow(info):
        time.sleep(0.5)
        draw_all(info)

    monkeypatch.setattr(importer, "_draw_every_card", slow)
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    dialog = ThemeDialog(cache, settings=settings)
    qtbot.addWidget(dialog)
    ticks: list[int] = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start(5)
    archive = zip_of(tmp_path / "fine.zip", {"cards.svg": deck_svg(IDS), "theme.toml": TOML})
    try:
        assert dialog.import_zip(archive)
        assert ticks, "the GUI thread handled no event during the import"
    finally:
        timer.stop()
        dialog.done(0)


# --- item 12: limits in the right unit ------------------------------------------------------

def test_item12_toml_limit_message_says_64_kb(tmp_path: Path) -> None:
    big = tmp_path / "theme.toml"
    big.write_text("# " + "x" * MAX_TOML_BYTES + "\n", encoding="utf-8")
    with pytest.raises(ThemeError) as refused:
        read_toml(big)
    assert "64 KB" in str(refused.value) and "0 MB" not in str(refused.value)


def test_fuzz_find_a_member_with_no_name_is_refused_not_a_crash(tmp_path: Path,
                                                                 isolated: Path) -> None:
    # Found by test_hostile_fuzz: a damaged zip whose member name is empty made
    # ZipInfo.is_dir() raise IndexError inside the importer.
    import zipfile

    path = tmp_path / "nameless.zip"
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr(zipfile.ZipInfo(""), b"<svg/>")
    with pytest.raises(ThemeError):
        import_theme_zip(path, isolated / "themes")


def test_item1_every_builtin_theme_passes_the_guard() -> None:
    # The built-in decks, backs and felts skip svg_guard at run time (it costs ~10 ms of
    # every start), and at start their full check waits for their first
    # drawing; this is what makes that safe: they all pass both.
    from cinch_qt.themes.deck_art import ArtRenderer, prepare_art
    from cinch_qt.themes.discovery import list_themes
    checked = 0
    for kind in ("deck", "back", "felt"):
        for info in list_themes(kind):
            if info.group != "builtin" or info.layout == "deck-back" or not info.path.name:
                continue
            art = prepare_art(info)
            for index, document in enumerate(art.documents):
                drawn = tuple(sorted({e for i, e in art.where.values() if i == index})) or ("",)
                check_structure(document, f"{info.id} ({index})", drawn)
                checked += 1
            assert ArtRenderer(art).check() > 0
    assert checked >= 6
