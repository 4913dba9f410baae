"""CardPixmapCache with the built-in art: sizes, caching, live switching, fallbacks."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

pytest.importorskip("PySide6.QtSvg")

from PySide6.QtCore import QSize  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

from cinch_qt.themes import (  # noqa: E402
    CardPixmapCache,
    ThemeError,
    assets_dir,
    list_themes,
)
from cinch_qt.themes import paths as theme_paths  # noqa: E402
from cinch_qt.themes.deck_art import draw  # noqa: E402
from tests.themes_helpers import centre_rgb, write_user_deck  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
ACE_SPADES, KING_HEARTS, TEN_DIAMONDS = 51, 37, 21


def wait_settled(qtbot, cache: CardPixmapCache) -> None:
    qtbot.waitUntil(lambda: not cache.busy(), timeout=10_000)


def image_bytes(pixmap) -> bytes:
    image = pixmap.toImage()
    return bytes(image.constBits())


def test_defaults_and_listing(cache: CardPixmapCache) -> None:
    assert (cache.deck_id, cache.back_id, cache.felt_id) == ("classic", "blue-lattice", "green")
    assert cache.aspect() == pytest.approx(5 / 7, rel=1e-4)
    decks = list_themes("deck", cache._user_dir)
    assert [t.id for t in decks][:1] == ["classic"]
    assert {t.id for t in decks} >= {"classic", "four-colour", "large-print", "parlour"}
    assert all(t.group == "builtin" and t.kind == "deck" for t in decks)
    assert {t.id for t in list_themes("back")} >= {"blue-lattice", "red-diamonds", "deck"}
    assert [t.id for t in list_themes("felt")][0] == "green"
    with pytest.raises(ThemeError, match="unknown theme kind 'table'"):
        list_themes("table")


@pytest.mark.parametrize("dpr", [1.0, 2.0, 1.5])
def test_card_pixmap_size_and_dpr(cache: CardPixmapCache, dpr: float) -> None:
    pixmap = cache.card_pixmap(ACE_SPADES, 110, dpr)
    assert pixmap.width() == round(110 * dpr)
    assert pixmap.height() == round(round(110 * dpr) * 7 / 5)
    assert pixmap.devicePixelRatio() == dpr
    assert not pixmap.isNull()


def test_cached_and_distinct(cache: CardPixmapCache) -> None:
    first = cache.card_pixmap(KING_HEARTS, 90, 1.0)
    assert cache.card_pixmap(KING_HEARTS, 90, 1.0).cacheKey() == first.cacheKey()
    faces = {image_bytes(cache.card_pixmap(c, 90, 1.0)) for c in (ACE_SPADES, KING_HEARTS,
                                                                    TEN_DIAMONDS, None)}
    assert len(faces) == 4
    # The face is drawn in the middle of the card, the back fills it: neither is blank.
    assert centre_rgb(cache.card_pixmap(None, 90, 1.0)) != (0, 0, 0)


def test_bad_arguments_are_refused_clearly(cache: CardPixmapCache) -> None:
    with pytest.raises(ValueError, match="card must be an int 0..51"):
        cache.card_pixmap(52, 100, 1.0)
    with pytest.raises(ValueError, match="card must be an int 0..51"):
        cache.card_pixmap("AS", 100, 1.0)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="card width"):
        cache.card_pixmap(0, 0, 1.0)
    with pytest.raises(ValueError, match="device pixel ratio"):
        cache.card_pixmap(0, 100, 0)


def test_live_switch_keeps_old_art_until_new_lands(qtbot, cache: CardPixmapCache) -> None:
    before = {c: cache.card_pixmap(c, 100, 1.0).cacheKey() for c in range(10)}
    with qtbot.waitSignal(cache.changed, timeout=10_000):
        assert cache.set_deck("parlour")
        assert cache.deck_id == "parlour"
        # Until the background render lands the table keeps drawing the old deck.
        assert cache.card_pixmap(3, 100, 1.0).cacheKey() == before[3]
    after = {c: cache.card_pixmap(c, 100, 1.0) for c in range(10)}
    assert all(after[c].cacheKey() != before[c] for c in range(10))
    wait_settled(qtbot, cache)


def test_switching_back_changes_only_the_back(qtbot, cache: CardPixmapCache) -> None:
    face = cache.card_pixmap(5, 80, 1.0).cacheKey()
    back = image_bytes(cache.card_pixmap(None, 80, 1.0))
    with qtbot.waitSignal(cache.changed, timeout=10_000):
        assert cache.set_back("red-diamonds")
    red = image_bytes(cache.card_pixmap(None, 80, 1.0))
    assert red != back
    assert cache.card_pixmap(5, 80, 1.0).cacheKey() == face
    # "deck": the back drawn inside the deck's own SVG.
    with qtbot.waitSignal(cache.changed, timeout=10_000):
        assert cache.set_deck("parlour")
    with qtbot.waitSignal(cache.changed, timeout=10_000):
        assert cache.set_back("deck")
    own = cache.card_pixmap(None, 80, 1.0).toImage()
    renderer = QSvgRenderer(str(ROOT / "assets" / "cards" / "parlour" / "cards.svg"))
    expected = draw(renderer, "back", 80, 112, keep_aspect=True)
    assert bytes(own.constBits()) == bytes(expected.constBits())
    assert bytes(own.constBits()) != red
    wait_settled(qtbot, cache)


def test_unknown_theme_is_refused_and_default_kept(qtbot, cache: CardPixmapCache) -> None:
    with qtbot.waitSignal(cache.themeFailed) as failed:
        assert not cache.set_deck("no-such-deck")
    assert "no-such-deck" in failed.args[0]
    assert cache.deck_id == "classic"
    with qtbot.waitSignal(cache.themeFailed):
        assert not cache.set_back("no-such-back")
    with qtbot.waitSignal(cache.themeFailed):
        assert not cache.set_felt("no-such-felt")
    assert (cache.back_id, cache.felt_id) == ("blue-lattice", "green")


def test_deck_missing_cards_falls_back_to_default(qtbot, cache: CardPixmapCache,
                                                   isolated: Path) -> None:
    write_user_deck(isolated, "holey", drop=("king_spade", "3_heart"))
    with qtbot.waitSignal(cache.changed, timeout=10_000):
        assert cache.set_deck("parlour")
    with qtbot.waitSignal(cache.themeFailed) as failed:
        assert not cache.set_deck("user:holey")
    assert "2 cards missing" in failed.args[0]
    assert "king_spade" in failed.args[0] and "3_heart" in failed.args[0]
    wait_settled(qtbot, cache)
    assert cache.deck_id == "classic"


def test_malformed_svg_found_by_the_parse_falls_back(qtbot, cache: CardPixmapCache,
                                                      isolated: Path) -> None:
    deck = write_user_deck(isolated, "torn")
    text = (deck / "cards.svg").read_text(encoding="utf-8")
    # Every id is still there (the quick scan passes) but the XML is not well formed.
    (deck / "cards.svg").write_text(text.replace("</svg>", "<g></svg>"), encoding="utf-8")
    cache.card_pixmap(0, 60, 1.0)
    with qtbot.waitSignal(cache.themeFailed, timeout=10_000) as failed:
        assert cache.set_deck("user:torn")
    assert "not a readable SVG" in failed.args[0]
    wait_settled(qtbot, cache)
    assert cache.deck_id == "classic"
    assert cache.card_pixmap(0, 60, 1.0).width() == 60


def test_bad_theme_toml_is_refused(qtbot, cache: CardPixmapCache, isolated: Path) -> None:
    write_user_deck(isolated, "badtoml", toml='name = "x"\naspect = "wide"\n')
    write_user_deck(isolated, "notoml", toml="name = \n")
    with qtbot.waitSignal(cache.themeFailed) as failed:
        assert not cache.set_deck("user:badtoml")
    assert "'aspect' must be a number" in failed.args[0]
    with qtbot.waitSignal(cache.themeFailed) as failed:
        assert not cache.set_deck("user:notoml")
    assert "not valid TOML" in failed.args[0]


def test_prerender_fills_every_card(qtbot, cache: CardPixmapCache) -> None:
    with qtbot.waitSignal(cache.changed, timeout=10_000):
        cache.prerender(70, 1.0)
    wait_settled(qtbot, cache)
    count = cache.stats()["pixmaps"]
    assert count >= 53
    for card in [*range(52), None]:
        cache.card_pixmap(card, 70, 1.0)
    assert cache.stats()["pixmaps"] == count      # no miss: all were there


def test_lru_bound_by_bytes(qtbot, isolated: Path) -> None:
    small = CardPixmapCache(user_dir=isolated, max_bytes=400_000)
    try:
        for width in range(40, 120, 4):
            small.card_pixmap(7, width, 1.0)
        stats = small.stats()
        assert stats["bytes"] <= 400_000
        assert stats["peak_bytes"] <= 400_000
        assert stats["pixmaps"] < 20
    finally:
        small.shutdown()


def test_felt_placeholder_then_rendered(qtbot, cache: CardPixmapCache) -> None:
    assert cache.felt_color().name().lower() == "#1f6b3f"
    with qtbot.waitSignal(cache.changed, timeout=10_000):
        first = cache.felt_pixmap(QSize(320, 200), 1.0)
    # The stand-in is coarse but covers the same area once its pixel ratio is applied.
    assert first.deviceIndependentSize().toSize() == QSize(320, 200)
    drawn = cache.felt_pixmap(QSize(320, 200), 1.0)
    assert (drawn.width(), drawn.height(), drawn.devicePixelRatio()) == (320, 200, 1.0)
    assert cache.felt_pixmap(QSize(320, 200), 1.0).cacheKey() == drawn.cacheKey()
    felt = drawn.toImage()
    colours = {felt.pixel(x, y) for x in range(0, 320, 16) for y in range(0, 200, 16)}
    assert len(colours) > 5           # the drawn felt has texture, the stand-in is flat
    with qtbot.waitSignal(cache.changed, timeout=10_000):
        assert cache.set_felt("burgundy")
    assert cache.felt_color().name().lower() == "#6b1f2e"
    # Until the new felt is drawn, the old one stays on the table.
    with qtbot.waitSignal(cache.changed, timeout=10_000):
        assert cache.felt_pixmap(QSize(320, 200), 1.0).cacheKey() == drawn.cacheKey()
    assert cache.felt_pixmap(QSize(320, 200), 1.0).cacheKey() != drawn.cacheKey()
    # A 1920x1080 table at dpr 2 is drawn at most 1600 px wide, stretched to cover.
    with qtbot.waitSignal(cache.changed, timeout=10_000):
        cache.felt_pixmap(QSize(1920, 1080), 2.0)
    big = cache.felt_pixmap(QSize(1920, 1080), 2.0)
    assert big.width() == 1600 and big.deviceIndependentSize().toSize() == QSize(1920, 1080)
    wait_settled(qtbot, cache)


def test_assets_dir_source_checkout() -> None:
    assert assets_dir() == ROOT / "assets" / "cards"


def test_assets_dir_frozen_build(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    bundle = tmp_path / "_internal"
    (bundle / "assets" / "cards" / "classic").mkdir(parents=True)
    (bundle / "assets" / "cards" / "classic" / "theme.toml").write_text("name='x'\n")
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(bundle), raising=False)
    assert assets_dir() == bundle / "assets" / "cards"
    # Next to the executable when _MEIPASS holds nothing.
    exe_dir = tmp_path / "app"
    (exe_dir / "assets" / "cards" / "classic").mkdir(parents=True)
    (exe_dir / "assets" / "cards" / "classic" / "theme.toml").write_text("name='x'\n")
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path / "empty"))
    monkeypatch.setattr(sys, "executable", str(exe_dir / "cinch-qt"))
    assert assets_dir() == exe_dir / "assets" / "cards"


def test_assets_dir_missing_names_places(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(theme_paths, "_asset_candidates", lambda: [tmp_path / "nowhere"])
    with pytest.raises(ThemeError, match="nowhere"):
        assets_dir()


def test_missing_assets_gives_emergency_deck(qtbot, tmp_path: Path, isolated: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(theme_paths, "_asset_candidates", lambda: [tmp_path / "nowhere"])
    broken = CardPixmapCache(user_dir=isolated)
    try:
        assert broken.deck_id == "emergency"
        assert "built-in card art not found" in broken.last_error    # felt, the last
        pixmap = broken.card_pixmap(12, 100, 1.0)
        assert pixmap.width() == 100 and not pixmap.isNull()
        assert broken.card_pixmap(None, 100, 1.0).height() == 140
        broken.felt_pixmap(QSize(100, 100), 1.0)
    finally:
        broken.shutdown()
