"""Which parts of Qt the frozen program carries.

PyInstaller's PySide6 hooks collect every plugin type a module might use and every Qt
translation; most of it is dead weight for a card table (QML, Wayland compositors,
SQL drivers, network backends).  The spec excludes whole Python modules here and then
prunes plugins, libraries and catalogues from what Analysis found.  The packaging test
checks the result: nothing the program imports is excluded, and every library a bundled
file needs is either bundled or declared in the .deb's Depends.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from pathlib import Path

# Python-level Qt modules the program never imports (checked by tests/packaging/test_packaging.py
# against the sources, so a new import cannot be silently left out of the build).
EXCLUDED_MODULES = [
    "tkinter",
    # No network: without these the build drops OpenSSL (hashlib falls back to its
    # built-in sha256, which gives the same digests).
    "ssl",
    "_ssl",
    "_hashlib",
    "PySide6.QtNetwork",
    "PySide6.QtQml",
    "PySide6.QtQuick",
    "PySide6.QtQuickControls2",
    "PySide6.QtQuickTest",
    "PySide6.QtQuickWidgets",
    "PySide6.QtOpenGL",
    "PySide6.QtOpenGLWidgets",
    "PySide6.QtPrintSupport",
    "PySide6.QtSql",
    "PySide6.QtTest",
    "PySide6.QtUiTools",
    "PySide6.QtDesigner",
    "PySide6.QtHelp",
    "PySide6.QtXml",
    "PySide6.QtConcurrent",
    "PySide6.QtLabsStyleKit",
    "PySide6.QtQmlFeatures",
]

# Plugins kept, by type and by name without "lib" prefix and file extension.  None means
# every plugin of that type.  Wayland is left out on purpose: on a Wayland desktop Qt
# falls back to xcb through XWayland, which saves the Wayland client libraries.
KEPT_PLUGINS: dict[str, set[str] | None] = {
    "platforms": {"qxcb", "qoffscreen", "qminimal", "qwindows", "qcocoa"},
    "xcbglintegrations": None,
    "platformthemes": {"qxdgdesktopportal"},
    "platforminputcontexts": {"composeplatforminputcontextplugin",
                              "ibusplatforminputcontextplugin"},
    "imageformats": {"qsvg"},
    "iconengines": {"qsvgicon"},
    "styles": None,
}

# Qt libraries only the dropped plugins or modules need.
_DROPPED_QT_LIBS = re.compile(
    r"^(lib)?Qt6(Wayland\w*|WlShellIntegration|EglFS\w*|EglFs\w*|Network|Qml\w*|Quick\w*"
    r"|Labs\w*|OpenGLWidgets|PrintSupport|Sql|Test|Designer\w*|Help|Pdf\w*|Lottie\w*"
    r"|VirtualKeyboard\w*|Xml|Concurrent|UiTools)\b",
)

_PLUGIN_RE = re.compile(r"(?:^|/)plugins/([^/]+)/([^/]+)$")
_QT_TRANSLATION_RE = re.compile(r"(?:^|/)PySide6/(?:Qt/)?translations/([^/]+)\.qm$")
_OUR_QM_RE = re.compile(r"_([a-z]{2,3}(?:_[A-Z]{2})?)\.qm$")
# Source-only files; everything else inside cinch_qt/ is data the program reads at run
# time (help pages, theme files) and goes into the bundle; the compiled catalogues come
# from the build folder instead (``catalogues``).
_NOT_DATA = (".py", ".pyc", ".pyo", ".pyi", ".ts", ".qm")


def _stem(filename: str) -> str:
    name = filename.split(".", 1)[0]
    return name[3:] if name.startswith("lib") else name


def keep(dest: str, languages: Iterable[str] = ()) -> bool:
    """Whether a TOC destination path (as PyInstaller writes it) stays in the build."""
    dest = dest.replace("\\", "/")
    if "PySide6" in dest:
        m = _PLUGIN_RE.search(dest)
        if m:
            kind, filename = m.groups()
            if kind not in KEPT_PLUGINS:
                return False
            names = KEPT_PLUGINS[kind]
            return names is None or _stem(filename) in names
        m = _QT_TRANSLATION_RE.search(dest)
        if m:
            # Only Qt's base catalogue, and only for languages we translate ourselves.
            return any(m.group(1) == f"qtbase_{lang}" for lang in languages)
        if dest.endswith((".qmltypes", "/qmldir")) or "/qml/" in dest:
            return False
    filename = dest.rsplit("/", 1)[-1]
    return not _DROPPED_QT_LIBS.match(filename)


def prune(toc: list, languages: Iterable[str] = ()) -> list:
    """Drop unused Qt parts from a PyInstaller TOC (entries are (dest, src, typecode))."""
    langs = list(languages)
    return [entry for entry in toc if keep(entry[0], langs)]


def package_data(root: Path) -> list[tuple[Path, str]]:
    """Data files inside cinch_qt/ with their destination folders (same place as in the
    source tree, so code finding them beside its module works frozen too).  Compiled
    catalogues are left out here: the build compiles fresh ones (``catalogues``), and a
    stale cinch_qt/i18n/qm/ in the checkout must not shadow them."""
    pkg = root / "cinch_qt"
    found = [p for p in pkg.rglob("*") if p.is_file() and "__pycache__" not in p.parts
             and p.suffix not in _NOT_DATA and not p.name.endswith(".part")]
    return [(p, p.parent.relative_to(root).as_posix()) for p in sorted(found)]


def catalogues(qm_dir: Path) -> list[tuple[Path, str]]:
    """The build's compiled catalogues, placed where cinch_qt.i18n looks for them."""
    return [(p, "cinch_qt/i18n/qm") for p in sorted(qm_dir.glob("*.qm"))]


def our_languages(qm_dir: Path) -> list[str]:
    """Languages we ship our own catalogue for (``cinch_qt_de.qm`` -> ``de``)."""
    langs = set()
    for path, _dest in catalogues(qm_dir):
        m = _OUR_QM_RE.search(path.name)
        if m:
            langs.add(m.group(1))
    return sorted(langs)


def hook_collect(hook_file: str) -> tuple[list, list, list]:
    """PyInstaller's own collection for a PySide6 module hook, pruned before dependency
    analysis so libraries only the dropped plugins need never enter the build."""
    from PyInstaller.utils.hooks.qt import add_qt6_dependencies

    from .project import built_qm_dir

    hiddenimports, binaries, datas = add_qt6_dependencies(hook_file)
    langs = our_languages(built_qm_dir())

    def kept(entries: list) -> list:
        return [(src, dest) for src, dest in entries
                if keep(f"{dest}/{Path(src).name}", langs)]

    return hiddenimports, kept(binaries), kept(datas)
