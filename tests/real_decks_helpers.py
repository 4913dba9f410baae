"""The card decks Debian installs (KDE's and GNOME Aisleriot's), for the tests that import
real decks: where they are, marks that skip a test when a deck is missing (``.ci/run``
installs both packages), and a zip of a KDE deck folder as a person would make one."""

from __future__ import annotations

import zipfile
from pathlib import Path

import pytest

KDE_DONDORF = Path("/usr/share/carddecks/svg-dondorf")
AISLERIOT_DIR = Path("/usr/share/aisleriot/cards")
needs_kde = pytest.mark.skipif(not (KDE_DONDORF / "dondorf.svgz").is_file(),
                               reason="kdegames-card-data-kf5 is not installed (.ci/run "
                                      "installs it)")
needs_gnome = pytest.mark.skipif(not (AISLERIOT_DIR / "anglo.svgz").is_file(),
                                 reason="gnome-cards-data is not installed (.ci/run "
                                        "installs it)")


def kde_zip(tmp_path: Path) -> Path:
    """A zip of the deck folder as Debian installs it (dondorf.zip)."""
    path = tmp_path / "dondorf.zip"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        for file in sorted(KDE_DONDORF.iterdir()):
            archive.write(file, f"svg-dondorf/{file.name}")
    return path
