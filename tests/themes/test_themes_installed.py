"""Decks already on the machine (KDE carddecks, GNOME Aisleriot) and the user's folder.

Each test builds tiny decks in a temporary XDG tree; every card has its own colour, so
one pixel shows that the engine card was mapped to the right element of each layout.
"""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("PySide6.QtSvg")

from cinch_qt.themes import CardPixmapCache, list_themes  # noqa: E402
from tests.themes_helpers import (
    BACK_RGB,
    H,
    W,
    card_rgb,
    centre_rgb,
    close_rgb,
    write_aisleriot_deck,
    write_card_files,
    write_kde_deck,
    write_user_deck,
)

SAMPLE_CARDS = (0, 12, 13, 25, 37, 44, 51)   # 2♣, A♣, 2♦, A♦, K♥, 7♠, A♠


@pytest.fixture
def xdg(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Path, Path, Path]:
    home, system = tmp_path / "home-share", tmp_path / "usr-share"
    user = tmp_path / "user-themes"
    for folder in (home, system, user):
        folder.mkdir()
    monkeypatch.setenv("XDG_DATA_HOME", str(home))
    monkeypatch.setenv("XDG_DATA_DIRS", f"{tmp_path / 'missing'}:{system}")
    return home, system, user


def check_colours(qtbot, cache: CardPixmapCache, theme_id: str, back: bool = True) -> None:
    with qtbot.waitSignal(cache.changed, timeout=10_000):
        assert cache.set_deck(theme_id), cache.last_error
    qtbot.waitUntil(lambda: not cache.busy(), timeout=10_000)
    assert cache.aspect() == pytest.approx(W / H, rel=1e-3)
    for card in SAMPLE_CARDS:
        got = centre_rgb(cache.card_pixmap(card, 60, 1.0))
        assert close_rgb(got, card_rgb(card)), (theme_id, card, got)
    if back:
        assert cache.set_back("deck")
        qtbot.waitUntil(lambda: not cache.busy(), timeout=10_000)
        assert close_rgb(centre_rgb(cache.card_pixmap(None, 60, 1.0)), BACK_RGB)


@pytest.mark.parametrize("svgz", [False, True], ids=["svg", "svgz"])
def test_kde_deck_found_and_drawn(qtbot, xdg, svgz: bool) -> None:
    home, system, user = xdg
    write_kde_deck(system, "svg-tiny", "Tiny KDE", svgz=svgz)
    decks = {t.id: t for t in list_themes("deck", user)}
    info = decks["kde:svg-tiny"]
    assert (info.name, info.group, info.kind) == ("Tiny KDE", "installed", "deck")
    cache = CardPixmapCache(user_dir=user)
    try:
        check_colours(qtbot, cache, "kde:svg-tiny")
    finally:
        cache.shutdown()


@pytest.mark.parametrize("svgz", [False, True], ids=["svg", "svgz"])
def test_aisleriot_deck_found_and_drawn(qtbot, xdg, svgz: bool) -> None:
    home, system, user = xdg
    write_aisleriot_deck(system, "tiny_bonded", svgz=svgz)
    info = {t.id: t for t in list_themes("deck", user)}["aisleriot:tiny_bonded"]
    assert (info.name, info.group) == ("Tiny Bonded", "installed")
    cache = CardPixmapCache(user_dir=user)
    try:
        check_colours(qtbot, cache, "aisleriot:tiny_bonded")
    finally:
        cache.shutdown()


def test_user_decks_single_svg_and_card_files(qtbot, xdg) -> None:
    _, _, user = xdg
    write_user_deck(user, "mine")
    write_card_files(user / "per-card")
    groups = {t.id: t.group for t in list_themes("deck", user)}
    assert groups["user:mine"] == groups["user:per-card"] == "user"
    cache = CardPixmapCache(user_dir=user)
    try:
        check_colours(qtbot, cache, "user:mine")
        check_colours(qtbot, cache, "user:per-card", back=False)
    finally:
        cache.shutdown()


def test_home_overrides_system_and_broken_entries_are_skipped(xdg) -> None:
    home, system, user = xdg
    write_kde_deck(system, "svg-same", "System copy")
    write_kde_deck(home, "svg-same", "My copy")
    bitmap = system / "carddecks" / "old-bitmaps"
    bitmap.mkdir(parents=True)
    (bitmap / "index.desktop").write_text("[KDE Backdeck]\nName=Bitmaps\nBack=back.png\n")
    (system / "carddecks" / "no-index").mkdir()
    (system / "aisleriot" / "cards").mkdir(parents=True)
    (system / "aisleriot" / "cards" / "readme.txt").write_text("not a deck")
    decks = {t.id: t for t in list_themes("deck", user)}
    assert decks["kde:svg-same"].name == "My copy"
    assert "kde:old-bitmaps" not in decks and "kde:no-index" not in decks
    assert not any(t.startswith("aisleriot:readme") for t in decks)


def test_broken_installed_decks_refused_with_reason(qtbot, xdg) -> None:
    home, system, user = xdg
    write_kde_deck(system, "svg-holes", "Holes", drop=("queen_heart",))
    write_aisleriot_deck(system, "holes", drop=("spade_1", "club_10"))
    gz = system / "aisleriot" / "cards" / "fake.svgz"
    gz.write_bytes(b"<svg>not compressed at all</svg>")
    desk = system / "carddecks" / "svg-gone"
    desk.mkdir(parents=True)
    (desk / "index.desktop").write_text("[KDE Backdeck]\nName=Gone\nSVG=gone.svgz\n")
    cache = CardPixmapCache(user_dir=user)
    messages: list[str] = []
    cache.themeFailed.connect(messages.append)
    try:
        assert not cache.set_deck("kde:svg-holes")
        assert not cache.set_deck("aisleriot:holes")
        assert not cache.set_deck("aisleriot:fake")
        assert not cache.set_deck("kde:svg-gone")
        assert "queen_heart" in messages[0]
        assert "spade_1" in messages[1] and "club_10" in messages[1]
        assert "not gzip-compressed" in messages[2]
        assert "file not found" in messages[3]
        assert cache.deck_id == "classic"
    finally:
        cache.shutdown()


def test_installed_decks_are_read_in_place(qtbot, xdg) -> None:
    home, system, user = xdg
    write_kde_deck(system, "svg-tiny", "Tiny")
    before = sorted(p for p in system.rglob("*"))
    cache = CardPixmapCache(user_dir=user)
    try:
        with qtbot.waitSignal(cache.changed, timeout=10_000):
            assert cache.set_deck("kde:svg-tiny")
        cache.card_pixmap(5, 50, 1.0)
        qtbot.waitUntil(lambda: not cache.busy(), timeout=10_000)
    finally:
        cache.shutdown()
    assert sorted(p for p in system.rglob("*")) == before
    assert list(user.iterdir()) == []
