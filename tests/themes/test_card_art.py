"""Checks on the generated card art in assets/cards/ (see tools/make_cards.py)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from tests.card_art_helpers import (
    ASSETS,
    DECKS,
    ROOT,
    qt_app,  # noqa: F401 - a fixture, used by name
    render,
)

# Must be set before Qt is imported; the project's conftest may already do it.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

GENERATOR = ROOT / "tools" / "make_cards.py"

SUITS = ("club", "diamond", "heart", "spade")
RANKS = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "jack", "queen", "king")
CARD_IDS = [f"{rank}_{suit}" for suit in SUITS for rank in RANKS] + ["back"]
THEME_KEYS = {"name", "author", "licence", "aspect", "description", "kind"}
REQUIRED_DECKS = {"classic", "four-colour", "large-print"}

BACK_FILES = sorted((ASSETS / "backs").glob("*.svg"))
FELT_FILES = sorted((ASSETS / "felts").glob("*.svg"))


def tree_files(root: Path) -> dict[str, bytes]:
    return {p.relative_to(root).as_posix(): p.read_bytes() for p in sorted(root.rglob("*"))
            if p.is_file()}


def run_generator(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(GENERATOR), *args], capture_output=True,
                          text=True, check=False, timeout=300)


def svg_ids(path: Path) -> set[str]:
    return {node.get("id") for node in ET.parse(path).iter() if node.get("id")}


def load_toml(path: Path) -> dict:
    with path.open("rb") as handle:
        return tomllib.load(handle)


def theme(deck: str) -> dict:
    return load_toml(ASSETS / deck / "theme.toml")


# --- generator --------------------------------------------------------------


def test_generator_reproduces_committed_assets(tmp_path: Path) -> None:
    result = run_generator("--out", str(tmp_path))
    assert result.returncode == 0, result.stderr
    generated, committed = tree_files(tmp_path), tree_files(ASSETS)
    assert sorted(generated) == sorted(committed)
    changed = [name for name in generated if generated[name] != committed[name]]
    assert not changed, f"regenerate with python tools/make_cards.py: {changed}"


def test_check_flags_a_stale_tree(tmp_path: Path) -> None:
    assert run_generator("--out", str(tmp_path)).returncode == 0
    assert run_generator("--check", "--out", str(tmp_path)).returncode == 0
    (tmp_path / "README.md").write_text("stale\n", encoding="utf-8")
    (tmp_path / "extra.txt").write_text("x\n", encoding="utf-8")
    result = run_generator("--check", "--out", str(tmp_path))
    assert result.returncode == 1
    assert "differs: README.md" in result.stdout
    assert "unexpected: extra.txt" in result.stdout


# --- structure and metadata ---------------------------------------------------


def test_deck_set() -> None:
    assert len(DECKS) >= 4
    assert set(DECKS) >= REQUIRED_DECKS


@pytest.mark.parametrize("deck", DECKS)
def test_deck_files_and_theme(deck: str) -> None:
    folder = ASSETS / deck
    for name in ("theme.toml", "cards.svg", "LICENSE"):
        assert (folder / name).is_file(), name
    data = theme(deck)
    assert set(data) >= THEME_KEYS
    assert data["kind"] == "deck"
    assert data["licence"] == "CC0-1.0"
    assert data["author"] == "cinch_qt contributors"
    assert abs(data["aspect"] - 5 / 7) < 1e-6
    assert "CC0" in (folder / "LICENSE").read_text(encoding="utf-8")


@pytest.mark.parametrize("deck", DECKS)
def test_deck_has_every_card_id(deck: str) -> None:
    missing = set(CARD_IDS) - svg_ids(ASSETS / deck / "cards.svg")
    assert not missing


def test_backs_listing() -> None:
    listing = load_toml(ASSETS / "backs" / "backs.toml")
    assert len(listing) >= 4
    assert {p.stem for p in BACK_FILES} == set(listing)
    for back_id, entry in listing.items():
        assert entry["name"]
        assert (ASSETS / "backs" / entry["file"]).is_file()
        assert "back" in svg_ids(ASSETS / "backs" / f"{back_id}.svg")


def test_felts_listing() -> None:
    listing = load_toml(ASSETS / "felts" / "felts.toml")
    assert set(listing) >= {"green", "blue", "burgundy", "slate"}
    assert {p.stem for p in FELT_FILES} == set(listing)
    assert listing["green"].get("default") is True
    for entry in listing.values():
        assert entry["name"]
        assert re.fullmatch(r"#[0-9A-Fa-f]{6}", entry["base"])
        assert (ASSETS / "felts" / entry["file"]).is_file()


def test_sizes_stay_reasonable() -> None:
    for deck in DECKS:
        assert (ASSETS / deck / "cards.svg").stat().st_size < 1_500_000
    for felt in FELT_FILES:
        assert felt.stat().st_size < 100_000
    total = sum(p.stat().st_size for p in ASSETS.rglob("*") if p.is_file())
    assert total < 8_000_000


# --- rendering with Qt ----------------------------------------------------------


def ink_pixels(image, left: float, top: float, right: float, bottom: float) -> int:
    """Count opaque, clearly non-white pixels in a fractional region of image."""
    w, h = image.width(), image.height()
    count = 0
    for y in range(int(top * h), int(bottom * h)):
        for x in range(int(left * w), int(right * w)):
            colour = image.pixelColor(x, y)
            if colour.alpha() > 200 and min(colour.red(), colour.green(), colour.blue()) < 200:
                count += 1
    return count


@pytest.mark.parametrize("deck", DECKS)
def test_deck_renders_with_qt(deck: str, qt_app) -> None:  # noqa: F811 - the fixture
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(ASSETS / deck / "cards.svg"))
    assert renderer.isValid()
    aspect = theme(deck)["aspect"]
    for element in CARD_IDS:
        assert renderer.elementExists(element), element
        bounds = renderer.boundsOnElement(element)
        assert abs(bounds.width() / bounds.height() - aspect) / aspect < 0.01, element
    for element in ("7_heart", "king_club", "1_spade", "10_diamond"):
        image = render(renderer, element, 250, 350)
        assert ink_pixels(image, 0.3, 0.3, 0.7, 0.7) > 50, f"{element}: blank centre"
        assert ink_pixels(image, 0.0, 0.0, 0.22, 0.2) > 20, f"{element}: blank index"


@pytest.mark.parametrize("path", BACK_FILES, ids=lambda p: p.stem)
def test_back_renders_with_qt(path: Path, qt_app) -> None:  # noqa: F811 - the fixture
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(path))
    assert renderer.isValid()
    assert renderer.elementExists("back")
    bounds = renderer.boundsOnElement("back")
    assert abs(bounds.width() / bounds.height() - 5 / 7) < 0.01 * 5 / 7
    image = render(renderer, "back", 100, 140)
    assert ink_pixels(image, 0.2, 0.2, 0.8, 0.8) > 100


@pytest.mark.parametrize("path", FELT_FILES, ids=lambda p: p.stem)
def test_felt_renders_with_qt(path: Path, qt_app) -> None:  # noqa: F811 - the fixture
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(path))
    assert renderer.isValid()
