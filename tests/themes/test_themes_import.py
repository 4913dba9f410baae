"""Import theme… from a .zip: good themes land in the user folder, bad zips write nothing."""

from __future__ import annotations

import stat
import zipfile
from pathlib import Path

import pytest

pytest.importorskip("PySide6.QtSvg")

from cinch_qt.themes import ThemeError, import_theme_zip  # noqa: E402
from cinch_qt.themes.importer import MAX_MEMBERS  # noqa: E402
from tests.themes_helpers import KDE, deck_svg, single_card_svg, zip_of

TOML = 'name = "Zipped"\naspect = 0.714\n'


@pytest.fixture
def user(tmp_path: Path) -> Path:
    return tmp_path / "themes"


def tree(folder: Path) -> list[str]:
    if not folder.exists():
        return []
    return sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*"))


def test_import_folder_with_single_svg(qapp, tmp_path: Path, user: Path) -> None:
    archive = zip_of(tmp_path / "fancy.zip", {"Fancy Deck/theme.toml": TOML,
                                              "Fancy Deck/cards.svg": deck_svg(KDE),
                                              "Fancy Deck/LICENSE": "CC0",
                                              "Fancy Deck/notes.exe": b"MZ"})
    info = import_theme_zip(archive, user)
    assert (info.id, info.name, info.group) == ("user:Fancy-Deck", "Zipped", "user")
    # Only theme files are unpacked; unknown files are left behind.
    assert tree(user) == ["Fancy-Deck", "Fancy-Deck/LICENSE", "Fancy-Deck/cards.svg",
                          "Fancy-Deck/theme.toml"]
    again = import_theme_zip(archive, user)
    assert again.id == "user:Fancy-Deck-2"


def test_import_one_file_per_card_at_zip_root(qapp, tmp_path: Path, user: Path) -> None:
    members = {f"{KDE[c]}.svg": single_card_svg(c) for c in range(52)}
    members["back.svg"] = single_card_svg(None)
    info = import_theme_zip(zip_of(tmp_path / "percard.zip", members), user)
    assert info.id == "user:percard"
    assert len(tree(user / "percard")) == 53


@pytest.mark.parametrize("name, reason", [
    ("../evil.svg", "points outside"),
    ("deck/../../evil.svg", "points outside"),
    ("/etc/evil.svg", "absolute path"),
    ("C:/evil.svg", "absolute path"),
    ("..\\evil.svg", "points outside"),
])
def test_paths_outside_the_folder_are_refused(qapp, tmp_path: Path, user: Path, name: str,
                                             reason: str) -> None:
    archive = zip_of(tmp_path / "bad.zip", {"deck/cards.svg": deck_svg(KDE), name: "<svg/>"})
    with pytest.raises(ThemeError, match=reason):
        import_theme_zip(archive, user)
    assert tree(user) == []
    assert not (tmp_path / "evil.svg").exists()


def test_links_and_too_many_members_are_refused(qapp, tmp_path: Path, user: Path) -> None:
    path = tmp_path / "link.zip"
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("cards.svg", deck_svg(KDE))
        link = zipfile.ZipInfo("back.svg")
        link.external_attr = (stat.S_IFLNK | 0o777) << 16
        archive.writestr(link, "/etc/passwd")
    with pytest.raises(ThemeError, match="is a link"):
        import_theme_zip(path, user)
    many = zip_of(tmp_path / "many.zip", {f"f{i}.svg": "<svg/>" for i in range(MAX_MEMBERS + 1)})
    with pytest.raises(ThemeError, match="more than the"):
        import_theme_zip(many, user)
    assert tree(user) == []


def test_zip_bomb_is_refused(qapp, tmp_path: Path, user: Path,
                             monkeypatch: pytest.MonkeyPatch) -> None:
    import cinch_qt.themes.importer as importer

    # The real bound is 60 MB; a 4 MB bound keeps the test fast with the same code path.
    monkeypatch.setattr(importer, "MAX_TOTAL_BYTES", 4 * 1024 * 1024)
    bomb = zip_of(tmp_path / "bomb.zip", {"cards.svg": b"<svg>" + b"\0" * (5 * 1024 * 1024)})
    assert bomb.stat().st_size < 100_000
    with pytest.raises(ThemeError, match="zip bomb"):
        import_theme_zip(bomb, user)
    assert tree(user) == []


def test_zip_bomb_with_lying_header_is_refused(qapp, tmp_path: Path, user: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    # The declared sizes are checked first; pretend they were small to check that the
    # bytes actually coming out of the decompressor are counted too.
    import cinch_qt.themes.importer as importer

    monkeypatch.setattr(importer, "MAX_SVG_BYTES", 1000)
    archive = zip_of(tmp_path / "liar.zip", {"cards.svg": b"<svg>" + b" " * 5000})
    with pytest.raises(ThemeError, match="expands beyond"):
        import_theme_zip(archive, user)
    assert tree(user) == []


def test_broken_deck_in_zip_is_refused_and_removed(qapp, tmp_path: Path, user: Path) -> None:
    archive = zip_of(tmp_path / "holes.zip", {"theme.toml": TOML,
                                              "cards.svg": deck_svg(KDE, drop=("1_heart",))})
    with pytest.raises(ThemeError, match="1_heart"):
        import_theme_zip(archive, user)
    torn = zip_of(tmp_path / "torn.zip", {"cards.svg": deck_svg(KDE).replace("</svg>", "<g>")})
    with pytest.raises(ThemeError, match="not a readable SVG"):
        import_theme_zip(torn, user)
    assert tree(user) == []


def test_not_a_zip_and_empty_zip(qapp, tmp_path: Path, user: Path) -> None:
    fake = tmp_path / "fake.zip"
    fake.write_bytes(b"PK\x03\x04 this is not really a zip")
    with pytest.raises(ThemeError, match="not a zip file"):
        import_theme_zip(fake, user)
    with pytest.raises(ThemeError, match="cannot be read"):
        import_theme_zip(tmp_path / "absent.zip", user)
    with pytest.raises(ThemeError, match="empty"):
        import_theme_zip(zip_of(tmp_path / "empty.zip", {}), user)
    nested = zip_of(tmp_path / "nested.zip", {"a/b/cards.svg": deck_svg(KDE), "a/x": "1"})
    with pytest.raises(ThemeError, match="sub-folder"):
        import_theme_zip(nested, user)
    assert tree(user) == []


def test_duplicate_members_are_refused(qapp, tmp_path: Path, user: Path) -> None:
    path = tmp_path / "twice.zip"
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("cards.svg", deck_svg(KDE))
        with pytest.warns(UserWarning, match="Duplicate name"):
            archive.writestr("cards.svg", "<svg/>")
    with pytest.raises(ThemeError, match="more than once"):
        import_theme_zip(path, user)
    assert tree(user) == []


def test_user_folder_that_cannot_be_made(qapp, tmp_path: Path) -> None:
    blocker = tmp_path / "themes"
    blocker.write_text("a file where the folder should be")
    with pytest.raises(ThemeError, match="cannot create the themes folder"):
        import_theme_zip(zip_of(tmp_path / "ok.zip", {"cards.svg": deck_svg(KDE)}), blocker)
    assert blocker.read_text() == "a file where the folder should be"


def test_refusal_names_the_zip_not_the_staging_folder(qapp, tmp_path: Path, user: Path
                                                      ) -> None:
    # A deck with no name of its own is named after its zip, never after the hidden
    # staging folder (".Import St5Fo66B") in the refusal.
    archive = zip_of(tmp_path / "holes.zip", {"cards.svg": deck_svg(KDE, drop=("1_heart",))})
    with pytest.raises(ThemeError) as refused:
        import_theme_zip(archive, user)
    assert "holes.zip" in str(refused.value)
    assert "import" not in str(refused.value).lower(), str(refused.value)
    assert tree(user) == []
