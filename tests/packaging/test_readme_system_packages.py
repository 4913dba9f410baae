"""The README's apt line names every Debian package the installed PySide6 needs.

``pip install .`` brings Qt inside PySide6-Essentials, but Qt's libraries and its xcb
platform plugin link against system libraries a bare Debian lacks (libglib, libdbus,
libfontconfig, libGL, the libxcb-* family...).  This test reads the ``DT_NEEDED`` entries
(``readelf -d``) of the Qt modules the program imports and of the plugins it loads (the
same plugin set the frozen build keeps, packaging/cinch_pack/qtpick.py), follows them
through PySide6's own libraries, maps every library left to the system to its Debian
package (``dpkg -S`` where the library is installed here, else the table below) and
requires each package in the README's apt line, except those every Debian has (the
minimal root ``debootstrap --variant=minbase bookworm`` installs them).  A font must be
named too: nothing links against one, yet without it every letter is an empty box.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.append(str(ROOT / "packaging"))

from cinch_pack import qtpick, sysdeps  # noqa: E402

# For libraries not installed on the machine running the test (dpkg -S cannot place
# them); Debian 12 and Ubuntu 24.04 package names.
KNOWN_PACKAGES = {
    **sysdeps.KNOWN_PACKAGES,
    "libX11.so.6": "libx11-6",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libdbus-1.so.3": "libdbus-1-3",
    "libfreetype.so.6": "libfreetype6",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
    "libxcb-glx.so.0": "libxcb-glx0",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libz.so.1": "zlib1g",
    "libzstd.so.1": "libzstd1",
    "libstdc++.so.6": "libstdc++6",
    "libgcc_s.so.1": "libgcc-s1",
    # lrelease and lupdate (through QtNetwork)
    "libbrotlidec.so.1": "libbrotli1",
    "libbrotlicommon.so.1": "libbrotli1",
    "libgssapi_krb5.so.2": "libgssapi-krb5-2",
    "libresolv.so.2": "libc6",
}
# Installed by debootstrap --variant=minbase bookworm (its 88 packages, of which these
# hold libraries Qt links against), so no line needs to name them.
IN_EVERY_DEBIAN = {"libc6", "libgcc-s1", "libstdc++6", "zlib1g", "libzstd1"}
_GLIBC = re.compile(r"^(libc|libm|libdl|libpthread|librt|ld-linux[-\w]*)\.so")
# Platforms the program never uses on Linux; the rest of KEPT_PLUGINS is loaded.
_NOT_ON_LINUX = {"qwindows", "qcocoa", "qoffscreen", "qminimal"}


def _program_qt_modules() -> set[str]:
    found = set()
    for path in (ROOT / "cinch_qt").rglob("*.py"):
        found.update(re.findall(r"PySide6\.(Qt\w+)", path.read_text(encoding="utf-8")))
    return found


def _needed(path: Path) -> list[str]:
    out = subprocess.run(["readelf", "-dW", str(path)], capture_output=True, text=True,
                         check=True).stdout
    return re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", out)


def _pyside() -> Path:
    import PySide6
    return Path(PySide6.__file__).resolve().parent


def program_files() -> list[Path]:
    """The Qt modules the program imports and the plugins it loads on Linux."""
    pyside = _pyside()
    start = [pyside / f"{module}.abi3.so" for module in sorted(_program_qt_modules())]
    plugins = pyside / "Qt" / "plugins"
    for kind, names in qtpick.KEPT_PLUGINS.items():
        for path in sorted((plugins / kind).glob("*.so")):
            name = path.stem.removeprefix("lib")
            if (names is None or name in names) and name not in _NOT_ON_LINUX:
                start.append(path)
    assert plugins / "platforms" / "libqxcb.so" in start
    return start


def system_libraries(start: list[Path] | None = None) -> dict[str, str]:
    """soname -> the PySide6 file that needs it, for libraries PySide6 does not carry,
    from ``start`` (default: program_files()) through PySide6's own libraries."""
    import shiboken6
    pyside = _pyside()
    own: dict[str, Path] = {}
    for folder in (pyside / "Qt" / "lib", pyside, Path(shiboken6.__file__).resolve().parent):
        for path in sorted(folder.glob("*.so*")):
            own.setdefault(path.name, path)
    start = program_files() if start is None else start
    assert all(p.is_file() for p in start), [p for p in start if not p.is_file()]
    system: dict[str, str] = {}
    seen: set[Path] = set()
    todo = list(start)
    while todo:
        path = todo.pop()
        if path in seen:
            continue
        seen.add(path)
        for soname in _needed(path):
            if soname in own:
                todo.append(own[soname])
            elif not _GLIBC.match(soname):
                system.setdefault(soname, path.name)
    return system


def debian_package(soname: str, paths: dict[str, str]) -> str | None:
    owner = sysdeps.dpkg_owner(paths[soname]) if soname in paths else None
    return owner or KNOWN_PACKAGES.get(soname)


def readme_apt_line(first: str = "python3-venv") -> str:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    lines = [m.group(1) for m in re.finditer(rf"`(sudo apt install {first} [^`]+)`", readme)]
    assert len(lines) == 1, f"README.md must give one `sudo apt install {first} ...` line"
    return lines[0]


def _missing_packages(libraries: dict[str, str], named: set[str]) -> list[str]:
    paths = sysdeps.ldconfig_paths()
    unplaced, missing = [], []
    for soname, needed_by in sorted(libraries.items()):
        package = debian_package(soname, paths)
        if package is None:
            unplaced.append(f"{soname} (needed by {needed_by})")
        elif package not in IN_EVERY_DEBIAN and package not in named:
            missing.append(f"{package} (for {soname}, needed by {needed_by})")
    assert not unplaced, ("no Debian package known for these libraries; install them here "
                          "or add them to KNOWN_PACKAGES: " + ", ".join(unplaced))
    return missing


def test_readme_apt_line_names_every_package_pyside6_needs():
    if shutil.which("readelf") is None:
        pytest.fail("readelf is not installed; apt-get install binutils (see .ci/run)")
    named = set(readme_apt_line().split()[3:])
    libraries = system_libraries()
    # The libraries a start on a bare Debian stumbled on, one after another.
    assert {"libglib-2.0.so.0", "libdbus-1.so.3", "libfontconfig.so.1", "libGL.so.1",
            "libxcb-cursor.so.0"} <= set(libraries), sorted(libraries)
    missing = _missing_packages(libraries, named)
    assert not missing, "README.md's apt line lacks: " + ", ".join(missing)
    fonts = {p for p in named if p.startswith("fonts-") or p == "fontconfig-config"}
    assert fonts, "README.md's apt line names no font: all text would be empty boxes"


def test_readme_says_what_the_tarball_needs():
    """The tarball carries Qt and its libraries but leaves libGL, libEGL and libxcb to the
    system, and a font (tests/packaging/test_packaging.py checks this line against the tarball's
    own README.txt, computed when it is built)."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    line = next((line for line in readme.splitlines()
                 if "tarball" in line.lower() and "apt install" in line), None)
    assert line is not None, "README.md gives no apt line for the tarball"
    command = re.search(r"`sudo apt install ([^`]+)`", line)
    assert command, line
    assert {"libgl1", "libegl1", "libxcb1", "fontconfig-config"} <= set(
        command.group(1).split()), line


def test_readme_test_prerequisites_cover_lrelease_and_lupdate():
    """The test line runs PySide6's lrelease and lupdate (the catalogue tests; a checkout
    compiles its catalogues with lrelease at start), which link QtNetwork and so more of
    the system than the program does."""
    named = set(readme_apt_line().split()[3:]) | set(readme_apt_line("xvfb").split()[3:])
    libraries = system_libraries([_pyside() / "lrelease", _pyside() / "lupdate"])
    assert "libbrotlidec.so.1" in libraries, sorted(libraries)
    missing = _missing_packages(libraries, named)
    assert not missing, "README.md's apt lines for the tests lack: " + ", ".join(missing)
    assert {"xvfb", "desktop-file-utils", "appstream", "binutils"} <= named
    # PyInstaller (the packaging test's build) needs the interpreter's shared library,
    # which Debian's python3 keeps in libpython3.X (check_routes.py's tests route found it).
    assert "libpython3-dev" in named or any(p.startswith("libpython3.") for p in named)
