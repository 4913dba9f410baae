"""Fuzzing the theme loaders: whatever the bytes, the answer is a theme or a ThemeError.

No other exception, no crash, no hang, and no file written outside the theme folder.
"""

from __future__ import annotations

import gzip
import tempfile
import zipfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

pytest.importorskip("PySide6.QtSvg")

from cinch_qt.themes import CardPixmapCache, ThemeError, import_theme_zip  # noqa: E402
from cinch_qt.themes.deck_art import load_art, prepare_art  # noqa: E402
from cinch_qt.themes.discovery import user_deck  # noqa: E402
from cinch_qt.themes.safe_io import (  # noqa: E402
    gunzip_limited,
    read_desktop_entry,
    read_svg,
    read_toml,
)
from tests.themes_helpers import KDE, deck_svg  # noqa: E402

FAST = settings(max_examples=60, deadline=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture,
                                       HealthCheck.too_slow])
VALID = deck_svg(KDE).encode()


@st.composite
def mutated_deck(draw) -> bytes:
    """A valid tiny deck with a few random cuts, insertions and overwrites."""
    data = bytearray(VALID)
    for _ in range(draw(st.integers(1, 4))):
        where = draw(st.integers(0, len(data)))
        action = draw(st.sampled_from(["cut", "insert", "overwrite", "truncate"]))
        if action == "cut":
            del data[where:where + draw(st.integers(1, 200))]
        elif action == "insert":
            data[where:where] = draw(st.binary(min_size=1, max_size=40)
                                     | st.sampled_from([b"<g>", b"</g>", b"<!--", b"<![CDATA[",
                                                        b'id="', b"<svg>", b"\xff\xfe",
                                                        b'<use xlink:href="#1_club"/>']))
        elif action == "overwrite":
            patch = draw(st.binary(min_size=1, max_size=20))
            data[where:where + len(patch)] = patch
        else:
            del data[where:]
    return bytes(data)


def load_or_refuse(folder: Path) -> None:
    try:
        load_art(user_deck(folder))
    except ThemeError as error:
        assert str(error)


@FAST
@given(st.binary(max_size=3000), st.sampled_from(["x.svg", "x.svgz"]))
def test_read_svg_any_bytes(data: bytes, name: str) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / name
        path.write_bytes(data)
        try:
            assert isinstance(read_svg(path), bytes)
        except ThemeError as error:
            assert name in str(error)


@FAST
@given(st.binary(max_size=2000), st.integers(0, 200), st.integers(10, 5000))
def test_gunzip_truncated_or_large(payload: bytes, cut: int, limit: int) -> None:
    packed = gzip.compress(payload)
    packed = packed[:len(packed) - cut] if cut < len(packed) else packed
    try:
        out = gunzip_limited(packed, limit, "x.svgz")
    except ThemeError as error:
        assert "x.svgz" in str(error)
    else:
        assert len(out) <= limit and out == payload


@FAST
@given(st.text(max_size=400))
def test_read_toml_and_desktop_any_text(text: str) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "theme.toml"
        path.write_text(text, encoding="utf-8")
        try:
            assert isinstance(read_toml(path), dict)
        except ThemeError as error:
            assert "theme.toml" in str(error)
        groups = read_desktop_entry(path)
        assert all(isinstance(v, dict) for v in groups.values())


@FAST
@given(mutated_deck())
def test_mutated_single_svg_deck(qapp, data: bytes) -> None:
    with tempfile.TemporaryDirectory() as folder:
        deck = Path(folder) / "deck"
        deck.mkdir()
        (deck / "cards.svg").write_bytes(data)
        load_or_refuse(deck)


@FAST
@given(st.sampled_from(["aspect = 0.7", "aspect = -1", "aspect = 1e308", "aspect = nan",
                        "aspect = true", "kind = 'felt'", "name = 3", "[aspect]", "aspect",
                        'name = "\\ud800"', "aspect = inf", ""]))
def test_theme_toml_values(qapp, toml: str) -> None:
    with tempfile.TemporaryDirectory() as folder:
        deck = Path(folder) / "deck"
        deck.mkdir()
        (deck / "cards.svg").write_bytes(VALID)
        (deck / "theme.toml").write_text(toml, encoding="utf-8")
        try:
            art = prepare_art(user_deck(deck))
        except ThemeError as error:
            assert "theme.toml" in str(error)
        else:
            assert art.aspect is None or 0.4 <= art.aspect <= 1.2


member_names = st.lists(
    st.text(st.sampled_from("ab./\\:.._-C"), min_size=1, max_size=12)
    | st.sampled_from(["cards.svg", "theme.toml", "x/cards.svg", "../cards.svg",
                       "x/../../cards.svg", "/cards.svg", "1_club.svg"]),
    min_size=1, max_size=6, unique=True)


@settings(max_examples=40, deadline=None)
@given(member_names, st.sampled_from([VALID, b"<svg/>", b"junk"]))
def test_import_random_member_names(qapp, names: list[str], payload: bytes) -> None:
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        archive = root / "in" / "t.zip"
        archive.parent.mkdir()
        with zipfile.ZipFile(archive, "w") as out:
            for name in names:
                out.writestr(name, payload)
        user = root / "user" / "themes"
        try:
            info = import_theme_zip(archive, user)
        except ThemeError as error:
            assert str(error)
            assert [p.name for p in user.iterdir()] == []
        else:
            assert info.path.parent == user
        # Nothing escaped: only the zip and the user's themes folder exist under root.
        outside = {p.relative_to(root).parts[0] for p in root.rglob("*")}
        assert outside <= {"in", "user"}
        assert [p.name for p in (root / "in").iterdir()] == ["t.zip"]


@settings(max_examples=15, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(mutated_deck())
def test_cache_survives_mutated_decks(qtbot, data: bytes) -> None:
    with tempfile.TemporaryDirectory() as folder:
        user = Path(folder)
        (user / "fuzz").mkdir()
        (user / "fuzz" / "cards.svg").write_bytes(data)
        cache = CardPixmapCache(user_dir=user)
        try:
            cache.card_pixmap(3, 40, 1.0)
            cache.set_deck("user:fuzz")
            qtbot.waitUntil(lambda: not cache.busy(), timeout=10_000)
            assert cache.deck_id in ("user:fuzz", "classic")
            assert not cache.card_pixmap(3, 40, 1.0).isNull()
        finally:
            cache.shutdown()


def test_size_limits_and_entities(tmp_path: Path) -> None:
    big = tmp_path / "big.svg"
    big.write_bytes(b"<svg>" + b" " * 5000 + b"</svg>")
    with pytest.raises(ThemeError, match="larger than"):
        read_svg(big, limit=1000)
    bomb = tmp_path / "bomb.svgz"
    bomb.write_bytes(gzip.compress(b"<svg>" + b" " * 50_000 + b"</svg>"))
    assert bomb.stat().st_size < 1000
    with pytest.raises(ThemeError, match="expands beyond"):
        read_svg(bomb, limit=1000)
    laughs = tmp_path / "laughs.svg"
    laughs.write_text('<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaa">'
                      '<!ENTITY b "&a;&a;&a;&a;">]><svg>&b;</svg>')
    with pytest.raises(ThemeError, match="entities"):
        read_svg(laughs)
    text = tmp_path / "text.svg"
    text.write_text("hello")
    with pytest.raises(ThemeError, match="not an SVG"):
        read_svg(text)
