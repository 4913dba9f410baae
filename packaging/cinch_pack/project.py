"""Facts every package shares: names, the application id, the version and the build date.

The version is read from ``cinch_qt/__init__.py`` and nowhere else, so the About dialog,
the package versions and the AppStream release can never disagree.
"""

from __future__ import annotations

import ast
import os
import re
import subprocess
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[2]
PACKAGING_DIR = REPO_ROOT / "packaging"
VERSION_FILE = REPO_ROOT / "cinch_qt" / "__init__.py"

NAME = "cinch-qt"
# The .app bundle's file name (Cinch.app): an update must replace the installed bundle,
# so it stays what the first releases used.  What people read is DISPLAY_NAME.
PRETTY_NAME = "Cinch"
# The name Windows and macOS show (installer, Apps & features, Explorer's Details, the
# disk image, the bundle's display name): the program hosts both games, as the Linux
# menu entry says (packaging/linux/io.github.cinch_qt.Cinch.desktop).
DISPLAY_NAME = "Cinch and Cribbage"
# Reverse-DNS id shared by the .desktop file, the metainfo, the icon and the macOS bundle;
# AppStream requires the desktop file to be named after it.
APP_ID = "io.github.cinch_qt.Cinch"
# The AppStream component id: AppStream wants it lower-case (appstreamcli --pedantic), but
# the desktop file, the icons and the macOS bundle keep APP_ID's spelling, or an update
# would install a second menu entry beside the first.  The metainfo links the two with
# <launchable type="desktop-id">, and is named after this id.
COMPONENT_ID = APP_ID.lower()
# The .deb's synopsis (under 80 characters, as Debian asks); the metainfo's summary.
SUMMARY = "Play Cinch and Cribbage against computer opponents"
HOMEPAGE = "https://github.com/cinch-qt/cinch_qt"
MAINTAINER = "cinch_qt developers <cinch-qt@users.noreply.github.com>"
LICENSE = "GPL-3.0-or-later"

# Where the build writes its work files (PyInstaller's work and dist folders, icons, the
# compiled catalogues).  build.py --build-dir sets the variable so the spec and the hooks,
# which run inside PyInstaller's process, use the same folder; the tests point it at a
# temporary folder so a test run leaves no build output in the checkout.
BUILD_DIR_VARIABLE = "CINCH_QT_BUILD_DIR"


def build_dir() -> Path:
    """``$CINCH_QT_BUILD_DIR``, else ``build/packaging`` in the checkout."""
    chosen = os.environ.get(BUILD_DIR_VARIABLE)
    return Path(chosen).resolve() if chosen else REPO_ROOT / "build" / "packaging"


def built_qm_dir() -> Path:
    """The catalogues compiled for this build (never the checkout's cinch_qt/i18n/qm)."""
    return build_dir() / "qm"


_VERSION_RE = re.compile(r"^(\d+)\.(\d+)(?:\.(\d+))?(?:(a|b|rc)(\d+))?(?:\.dev(\d+))?$")


class PackagingError(Exception):
    """A packaging step cannot go on; the message says what is wrong and how to fix it."""


def read_version(path: Path = VERSION_FILE) -> str:
    """Return ``__version__`` from the package without importing it (no Qt needed)."""
    try:
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    except (OSError, SyntaxError) as exc:
        raise PackagingError(f"cannot read the version from {path}: {exc}") from None
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == "__version__" for t in node.targets
        ):
            if isinstance(node.value, ast.Constant) and isinstance(node.value.value, str):
                version = node.value.value
                if not _VERSION_RE.match(version):
                    raise PackagingError(
                        f"__version__ = {version!r} in {path} is not MAJOR.MINOR[.PATCH]"
                        "[aN|bN|rcN][.devN]; the packages cannot carry it"
                    )
                return version
            raise PackagingError(f"__version__ in {path} must be a plain string literal")
    raise PackagingError(f"{path} has no __version__ = '...' line")


def debian_version(version: str) -> str:
    """Map a PEP 440 version to Debian's ordering: pre-releases sort before the release."""
    m = _VERSION_RE.match(version)
    if not m:
        raise PackagingError(f"not a version we can package: {version!r}")
    major, minor, patch, pre, pre_n, dev = m.groups()
    out = f"{major}.{minor}.{patch or 0}"
    if pre:
        out += f"~{pre}{pre_n}"
    if dev:
        out += f"~dev{dev}"
    return out


def numeric_version(version: str) -> tuple[int, int, int, int]:
    """Four numbers, as the Windows version resource and NSIS's VIProductVersion want."""
    m = _VERSION_RE.match(version)
    if not m:
        raise PackagingError(f"not a version we can package: {version!r}")
    major, minor, patch = (int(x or 0) for x in m.groups()[:3])
    return major, minor, patch, 0


def source_date_epoch(repo: Path = REPO_ROOT) -> int:
    """The one timestamp every packaged file carries (reproducible-builds.org convention).

    Taken from ``SOURCE_DATE_EPOCH`` when set, else from the last commit, so two builds of
    one commit agree whatever the clock says.
    """
    env = os.environ.get("SOURCE_DATE_EPOCH")
    if env:
        if not env.isdigit():
            raise PackagingError(f"SOURCE_DATE_EPOCH={env!r} is not a whole number of seconds")
        return int(env)
    try:
        out = subprocess.run(
            ["git", "-C", str(repo), "log", "-1", "--format=%ct"],
            capture_output=True, text=True, check=True,
        ).stdout.strip()
        return int(out)
    except (OSError, subprocess.CalledProcessError, ValueError):
        raise PackagingError(
            "no SOURCE_DATE_EPOCH and no git history to take the build date from; "
            "set SOURCE_DATE_EPOCH=<seconds since 1970> and build again"
        ) from None
