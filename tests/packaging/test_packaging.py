"""Packaging: the installers are built and used the way a player meets them.

The first tests check the packaging parts without building (version from one place, the
desktop entry and metainfo validate, the icon, the archive writer).  The rest build the
real packages once with ``python packaging/build.py`` (PyInstaller, then the .deb and the
.tar.xz), unpack the .deb into a scratch root with ``dpkg -x`` and run the installed
launcher's smoke mode -- one whole game by bots at instant speed, exit status 0 -- with
the offscreen platform and on a private Xvfb server (which needs the real xcb libraries).

Needs (installed by .ci/run): pyinstaller, dpkg-deb, binutils, xvfb, desktop-file-utils,
appstream and the xcb libraries the .deb depends on.  A missing tool fails with a message
naming it; nothing here is skipped.
"""

from __future__ import annotations

import ast
import io
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
sys.path.append(str(PACKAGING))

from cinch_pack import archive, linux, project, qtpick, sysdeps, winmac  # noqa: E402
from cinch_pack.archive import Member  # noqa: E402
from cinch_pack.xvfb import Xvfb  # noqa: E402

import cinch_qt  # noqa: E402
from tests import packaging_build  # noqa: E402

SMOKE_ARGS = ["--autoplay", "--speed", "instant", "--quit-after-game"]
# The installed program also plays a whole game of cribbage by itself.
CRIBBAGE_ARGS = ["--game", "cribbage"]
# What the program says when it plays Cinch in place of a game it cannot play yet
# (ui/game_chooser.coming_text); a cribbage smoke run must not say it.
FALLBACK = "is coming in a later version"
SMOKE_TIMEOUT = 600
DEB_LIMIT = 35 * 1000 * 1000
INSTALLED_LIMIT = 120 * 1000 * 1000


def need(tool: str, package: str) -> str:
    path = shutil.which(tool)
    if path is None:
        pytest.fail(f"{tool} is not installed; apt-get install {package} (see .ci/run)")
    return path


# --- without building ------------------------------------------------------------------

def test_every_game_s_help_pages_live_with_the_game_and_are_shipped():
    """Each playable game keeps its help pages in its own folder (``GameInfo.
    help_folder``), every page in every language; the frozen build's data list and the
    wheel's package-data (namespace discovery: the folder has no __init__.py) carry
    them, and no shared help folder is left."""
    import tomllib

    from cinch_qt.games import GAMES
    from cinch_qt.i18n.translator import LANGUAGES
    assert not (ROOT / "cinch_qt" / "help_content").exists()
    shipped = set(qtpick.package_data(ROOT))
    folders = {info.help_folder() for info in GAMES.values() if info.has_part("table")}
    assert len(folders) >= 2
    for folder in folders:
        pages = sorted(folder.glob("*.html"))
        stems = {p.stem.rpartition("_")[0] for p in pages}
        assert stems, f"{folder} holds no help page"
        assert {p.name for p in pages} == {f"{stem}_{lang}.html" for stem in stems
                                           for lang in LANGUAGES}
        place = folder.relative_to(ROOT).as_posix()
        assert all((page, place) in shipped for page in pages)
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]
    assert "*.html" in config["setuptools"]["package-data"]["*"]
    assert config["setuptools"]["packages"]["find"].get("namespaces", True)


def test_version_comes_from_the_package():
    assert project.read_version() == cinch_qt.__version__
    text = linux.metainfo(cinch_qt.__version__, 86400 * 365)
    assert f'<release version="{cinch_qt.__version__}" date="1971-01-01"/>' in text
    assert "@" not in text, "a template placeholder was left in the metainfo"


def test_version_file_errors_say_what_is_wrong(tmp_path):
    bad = tmp_path / "__init__.py"
    bad.write_text("__version__ = 'one point oh'\n")
    with pytest.raises(project.PackagingError, match="one point oh"):
        project.read_version(bad)
    bad.write_text("VERSION = '1.0'\n")
    with pytest.raises(project.PackagingError, match="no __version__"):
        project.read_version(bad)


def test_debian_and_windows_versions_order_like_the_releases():
    dpkg = need("dpkg", "dpkg")
    assert project.debian_version("1.2") == "1.2.0"
    assert project.debian_version("1.2.0rc1") == "1.2.0~rc1"
    assert project.numeric_version("2.5.1rc2") == (2, 5, 1, 0)
    # A release candidate must sort before its release, or apt would never upgrade.
    proc = subprocess.run([dpkg, "--compare-versions", project.debian_version("1.2.0rc1"),
                           "lt", project.debian_version("1.2.0")])
    assert proc.returncode == 0


def test_desktop_entry_validates(tmp_path):
    tool = need("desktop-file-validate", "desktop-file-utils")
    entry = tmp_path / linux.DESKTOP_FILE.name   # as the packages carry it
    entry.write_text(linux.desktop_entry(), encoding="utf-8")
    proc = subprocess.run([tool, str(entry)], capture_output=True, text=True)
    assert proc.returncode == 0 and not proc.stdout.strip(), proc.stdout + proc.stderr


def test_the_menu_offers_a_game_registered_later(toy):
    # The actions come from the registry: a third game needs no packaging file.
    entry = linux.desktop_entry()
    assert "Actions=cinch;cribbage;crib-wars;toy-nim;\n" in entry
    assert ("[Desktop Action toy-nim]\nName=Play Nim with cards\n"
            "Name[fr]=Jouer au Nim with cards\nName[nl]=Nim with cards spelen\n"
            "Exec=cinch-qt --game toy-nim\n") in entry
    assert "Actions=" not in linux.DESKTOP_FILE.read_text(encoding="utf-8")


def test_desktop_entry_and_metainfo_describe_both_games():
    """The menu entry names Cinch and Cribbage (with Crib Wars), in the three
    languages, and offers one action per registered game."""
    from cinch_qt.games import GAMES
    entry = linux.desktop_entry()
    for key in ("Name", "Comment", "Keywords"):
        for language in ("", "[fr]", "[nl]"):
            line = next(line for line in entry.splitlines()
                        if line.startswith(f"{key}{language}="))
            assert "Cinch" in line or "cinch" in line, line
            assert "ribbage" in line, line
    games = re.findall(r"^Exec=cinch-qt --game (\S+)$", entry, re.M)
    assert sorted(games) == sorted(GAMES)
    info = linux.metainfo("1.0", 0)
    assert "Cribbage" in info and "Crib Wars" in info and "Cinch" in info


def test_deb_description_names_both_games():
    """The .deb's Description (what apt show and software centres read) names Cinch and
    Cribbage with Crib Wars, as the menu entry does, and keeps Debian's form: a synopsis
    under 80 characters, then lines that begin with a space."""
    control = linux.deb_control("1.0", "amd64", 1, ["libc6"])
    synopsis, *body = control.split("Description: ", 1)[1].splitlines()
    assert "Cinch" in synopsis and "Cribbage" in synopsis and len(synopsis) < 80
    assert all(line.startswith(" ") and len(line) <= 80 for line in body)
    text = " ".join(body)
    assert "Cinch" in text and "Cribbage" in text and "Crib Wars" in text
    assert deb_field_of(control, "Package") == project.NAME == "cinch-qt"


def deb_field_of(control: str, name: str) -> str:
    return next(line.split(": ", 1)[1] for line in control.splitlines()
                if line.startswith(f"{name}: "))


def test_readme_opens_each_game_with_a_line_of_its_own():
    from cinch_qt.games import GAMES
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    games = re.findall(r"^    \.venv/bin/cinch-qt --game (\S+) ", readme, re.M)
    assert sorted(games) == sorted(GAMES)
    # the two copy-paste lines come first, unchanged
    first = readme.index(".venv/bin/cinch-qt --game")
    for line in ("python3 -m venv .venv && .venv/bin/pip install . && .venv/bin/cinch-qt",
                 "python3 -m venv .venv && .venv/bin/pip install -e \".[test,build]\" && "
                 ".venv/bin/python -m pytest -q --shards 3"):
        assert 0 <= readme.index(f"    {line}  # ") < first


def test_metainfo_validates(tmp_path):
    tool = need("appstreamcli", "appstream")
    path = tmp_path / f"{project.COMPONENT_ID}.metainfo.xml"
    path.write_text(linux.metainfo(cinch_qt.__version__, project.source_date_epoch()))
    # --pedantic and not one remark: Debian 12's appstream 0.16 knew neither
    # the <developer> element nor liked an upper-case letter in the id.
    proc = subprocess.run([tool, "validate", "--pedantic", "--no-net", str(path)],
                          capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    remarks = [line for line in proc.stdout.splitlines() if re.match(r"[EWIP]: ", line)]
    assert remarks == [], proc.stdout


def test_icon_svg_is_generated_and_renders(tmp_path):
    import make_icon
    from PySide6.QtGui import QImage

    assert make_icon.main(["--check"]) == 0, "run python packaging/make_icon.py"
    pngs = {s: p for s, p in zip(make_icon.PNG_SIZES, make_icon.render_pngs(
        make_icon.SVG_PATH.read_text(), tmp_path), strict=True)}
    big = QImage(str(pngs[256]))
    assert big.width() == 256
    # The felt shows in the middle-left and the corners stay transparent.
    assert big.pixelColor(40, 128).green() > big.pixelColor(40, 128).red()
    assert big.pixelColor(0, 0).alpha() == 0
    ico = winmac_icon(tmp_path, pngs)
    assert QImage(str(ico)).width() in (16, 256)  # Qt's ico reader picks one entry


def winmac_icon(tmp_path, pngs):
    from cinch_pack import icons

    icons.write_icns(pngs, tmp_path / "x.icns")
    data = (tmp_path / "x.icns").read_bytes()
    assert data[:4] == b"icns" and int.from_bytes(data[4:8], "big") == len(data)
    return icons.write_ico({s: p for s, p in pngs.items() if s in icons.ICO_SIZES},
                           tmp_path / "x.ico")


def test_windows_version_resource_names_the_version():
    text = winmac.version_resource("1.4.2")
    ast.parse(text, mode="eval")
    assert "filevers=(1, 4, 2, 0)" in text and "'ProductVersion', '1.4.2'" in text


def test_windows_and_macos_names_say_both_games_and_keep_their_ids(monkeypatch):
    """What Windows and macOS show names both games, as the Linux menu entry does;
    the names that identify an installed copy (bundle id, install folder, registry
    keys, file names) stay what the first releases had, or an update would leave the
    old copy beside the new one."""
    assert "Cinch" in project.DISPLAY_NAME and "Cribbage" in project.DISPLAY_NAME
    assert project.APP_ID == "io.github.cinch_qt.Cinch" and project.NAME == "cinch-qt"
    assert project.PRETTY_NAME == "Cinch"                  # the bundle is Cinch.app
    # Explorer's Details of cinch-qt.exe
    resource = winmac.version_resource("1.4.2")
    for key in ("ProductName", "FileDescription"):
        assert f"StringStruct('{key}', '{project.DISPLAY_NAME}')" in resource
    assert "StringStruct('OriginalFilename', 'cinch-qt.exe')" in resource
    # The NSIS installer: its title, its own Details, Apps & features; not its ids.
    nsi = winmac.NSIS_SCRIPT.read_text(encoding="utf-8")
    defines = dict(re.findall(r'^!define (\w+) "(.*)"$', nsi, re.M))
    assert defines["DISPLAYNAME"] == project.DISPLAY_NAME
    assert "Cribbage" in defines["DESCRIPTION"] and "Crib Wars" in defines["DESCRIPTION"]
    for shown in ('Name "${DISPLAYNAME} ${VERSION}"',
                  'VIAddVersionKey "ProductName" "${DISPLAYNAME}"',
                  'VIAddVersionKey "FileDescription" "${DISPLAYNAME} ${VERSION} installer"',
                  'WriteRegStr HKCU "${UNINST_KEY}" "DisplayName" "${DISPLAYNAME}"',
                  'SW_SHOWNORMAL "" "${DESCRIPTION}"'):
        assert shown in nsi, shown
    assert defines["APPNAME"] == "Cinch" and defines["EXE"] == "cinch-qt.exe"
    assert defines["UNINST_KEY"].endswith("\\Uninstall\\cinch-qt")
    assert 'InstallDir "$LOCALAPPDATA\\Programs\\Cinch"' in nsi
    assert nsi.count('"$SMPROGRAMS\\${APPNAME}.lnk"') == 2     # made, and removed
    # The disk image's volume and the bundle's display name.
    ran = []
    monkeypatch.setattr(winmac.subprocess, "run", lambda args, **_kw: ran.append(args))
    winmac.build_dmg(Path("Cinch.app"), Path("out"), "1.4.2")
    assert ran[0][-1] == f"{project.DISPLAY_NAME} 1.4.2"
    dmg = winmac.DMG_SCRIPT.read_text(encoding="utf-8")
    assert f"volname=${{3:-{project.DISPLAY_NAME}}}" in dmg
    spec = (PACKAGING / "cinch-qt.spec").read_text(encoding="utf-8")
    assert '"CFBundleDisplayName": project.DISPLAY_NAME' in spec
    assert 'name=f"{project.PRETTY_NAME}.app"' in spec
    assert "bundle_identifier=project.APP_ID" in spec


def test_no_excluded_qt_module_is_imported_and_each_has_a_pruning_hook():
    imported = set()
    for path in (ROOT / "cinch_qt").rglob("*.py"):
        imported.update(re.findall(r"\bPySide6\.(Qt\w+)", path.read_text(encoding="utf-8")))
    excluded = {m.split(".", 1)[1] for m in qtpick.EXCLUDED_MODULES if m.startswith("PySide6.")}
    assert not imported & excluded, (
        f"the program imports {sorted(imported & excluded)}, which the build leaves out: "
        "remove them from EXCLUDED_MODULES in packaging/cinch_pack/qtpick.py")
    hooks = {p.name[len("hook-PySide6."):-3] for p in (PACKAGING / "hooks").glob("hook-*.py")}
    assert imported <= hooks, (
        f"add packaging/hooks/hook-PySide6.<name>.py for {sorted(imported - hooks)} "
        "(copy an existing one) so their unused plugins are pruned")


def test_qt_pruning_keeps_what_the_table_needs():
    keep = qtpick.keep
    assert keep("PySide6/Qt/plugins/platforms/libqxcb.so")
    assert keep("PySide6/Qt/plugins/platforms/libqoffscreen.so")
    assert keep("PySide6\\plugins\\platforms\\qwindows.dll")
    assert keep("PySide6/Qt/plugins/imageformats/libqsvg.so")
    assert not keep("PySide6/Qt/plugins/platforms/libqwayland.so")
    assert not keep("PySide6/Qt/plugins/platformthemes/libqgtk3.so")
    assert not keep("PySide6/Qt/plugins/sqldrivers/libqsqlite.so")
    assert not keep("PySide6/Qt/lib/libQt6Quick.so.6")
    assert keep("PySide6/Qt/lib/libQt6Widgets.so.6")
    assert not keep("PySide6/Qt/translations/qtbase_de.qm", ["fr"])
    assert keep("PySide6/Qt/translations/qtbase_fr.qm", ["fr"])
    assert keep("cinch_qt/i18n/qm/cinch_qt_fr.qm")


def test_archives_depend_only_on_names_and_contents(tmp_path):
    a, b = tmp_path / "a", tmp_path / "b"
    for n, root in enumerate((a, b)):
        (root / "sub").mkdir(parents=True)
        # Created in different orders, with different times and permissions.
        files = ["sub/z.txt", "prog"] if n else ["prog", "sub/z.txt"]
        for name in files:
            (root / name).write_text(name)
        (root / "prog").chmod(0o700 if n else 0o755)
        (root / "sub" / "z.txt").chmod(0o600 if n else 0o644)
        os.utime(root / "prog", (n * 1e6, n * 1e6))
    out = []
    for root in (a, b):
        buf = io.BytesIO()
        archive.write_tar(archive.tree_members(root, "top"), buf, mtime=1234, dot_prefix=True)
        out.append(buf.getvalue())
    assert out[0] == out[1]
    import tarfile
    with tarfile.open(fileobj=io.BytesIO(out[0])) as tar:
        infos = {i.name: i for i in tar.getmembers()}
    assert list(infos) == [".", "./top", "./top/prog", "./top/sub", "./top/sub/z.txt"]
    assert infos["./top/prog"].mode == 0o755 and infos["./top/sub/z.txt"].mode == 0o644
    assert {(i.uid, i.gid, i.uname, i.mtime) for i in infos.values()} == {(0, 0, "root", 1234)}


def test_ar_container_is_what_dpkg_reads(tmp_path):
    dpkg_deb = need("dpkg-deb", "dpkg")
    members = [Member("usr/share/doc/x/hello", "file", data=b"hi\n")]
    control = "Package: x\nVersion: 1\nArchitecture: all\nMaintainer: a <a@b.c>\n" \
              "Description: test\n"
    ctl, data = io.BytesIO(), io.BytesIO()
    archive.write_tar([Member("control", "file", data=control.encode())], ctl, 5,
                      dot_prefix=True)
    archive.write_tar(members, data, 5, dot_prefix=True)
    (tmp_path / "c.tar").write_bytes(ctl.getvalue())
    (tmp_path / "d.tar").write_bytes(data.getvalue())
    deb = archive.write_ar([
        ("debian-binary", b"2.0\n"),
        ("control.tar.xz", archive.xz_file(tmp_path / "c.tar", tmp_path / "c.tar.xz")),
        ("data.tar.xz", archive.xz_file(tmp_path / "d.tar", tmp_path / "d.tar.xz")),
    ], tmp_path / "x.deb", 5)
    out = subprocess.run([dpkg_deb, "--contents", str(deb)], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert "root/root" in out.stdout and "./usr/share/doc/x/hello" in out.stdout


# --- the real build ----------------------------------------------------------------------

@pytest.fixture(scope="module")
def scratch():
    return packaging_build.start().scratch


@pytest.fixture(scope="module")
def packages(scratch):
    need("readelf", "binutils")
    # Started when this module was collected (tests/packaging_build.py); waited for here.
    code, output = packaging_build.start().wait(timeout=1800)
    assert code == 0, f"build failed:\n{output}"
    out = scratch / "dist"
    debs = sorted(out.glob("*.deb"))
    tars = sorted(out.glob("*.tar.xz"))
    assert len(debs) == 1 and len(tars) == 1, sorted(p.name for p in out.iterdir())
    return {"deb": debs[0], "tar": tars[0]}


@pytest.fixture(scope="module")
def installed(packages, scratch):
    """The .deb unpacked into a scratch root, as dpkg would lay it out."""
    root = scratch / "root"
    subprocess.run([need("dpkg-deb", "dpkg"), "-x", str(packages["deb"]), str(root)],
                   check=True)
    return root


def deb_field(deb: Path, name: str) -> str:
    return subprocess.run(["dpkg-deb", "--field", str(deb), name], capture_output=True,
                          text=True, check=True).stdout.strip()


def test_deb_metadata_and_layout(packages):
    deb = packages["deb"]
    assert deb_field(deb, "Package") == "cinch-qt"
    assert deb_field(deb, "Version") == project.debian_version(cinch_qt.__version__)
    listing = subprocess.run(["dpkg-deb", "--contents", str(deb)], capture_output=True,
                             text=True, check=True).stdout
    assert all(" root/root " in line for line in listing.splitlines())
    for path in ["./usr/bin/cinch-qt -> ../lib/cinch-qt/cinch-qt",
                 "./usr/lib/cinch-qt/cinch-qt",
                 "./usr/lib/cinch-qt/_internal/assets/cards/classic/cards.svg",
                 # Compiled in the build folder, placed where cinch_qt.i18n looks.
                 "./usr/lib/cinch-qt/_internal/cinch_qt/i18n/qm/cinch_qt_fr.qm",
                 "./usr/lib/cinch-qt/_internal/cinch_qt/i18n/qm/cinch_qt_nl.qm",
                 "./usr/lib/cinch-qt/_internal/PySide6/Qt/translations/qtbase_fr.qm",
                 f"./usr/share/applications/{project.APP_ID}.desktop",
                 f"./usr/share/metainfo/{project.COMPONENT_ID}.metainfo.xml",
                 f"./usr/share/icons/hicolor/scalable/apps/{project.APP_ID}.svg",
                 f"./usr/share/icons/hicolor/48x48/apps/{project.APP_ID}.png",
                 "./usr/share/doc/cinch-qt/copyright"]:
        assert path in listing, f"{path} missing from the .deb"
    assert "libqwayland" not in listing and "libqgtk3" not in listing


def test_sizes_meet_the_goal(packages, installed):
    deb_size = packages["deb"].stat().st_size
    on_disk = sum(p.stat().st_size for p in installed.rglob("*")
                  if p.is_file() and not p.is_symlink())
    print(f"\n.deb {deb_size / 1e6:.1f} MB, .tar.xz {packages['tar'].stat().st_size / 1e6:.1f} "
          f"MB, installed {on_disk / 1e6:.1f} MB")
    assert deb_size <= DEB_LIMIT
    assert on_disk <= INSTALLED_LIMIT
    declared = int(deb_field(packages["deb"], "Installed-Size")) * 1024
    assert on_disk <= declared <= on_disk * 1.05


def test_depends_cover_every_system_library(packages, installed):
    depends = {d.split()[0] for d in deb_field(packages["deb"], "Depends").split(", ")}
    libs = sysdeps.scan(installed / "usr/lib/cinch-qt")
    assert "libxcb.so.1" in libs.needed_by  # the xcb platform plugin really is bundled
    assert sysdeps.missing_on_system(libs) == [], "the launcher could not start here"
    for soname in libs.needed_by:
        path = sysdeps.ldconfig_paths()[soname]
        assert sysdeps.dpkg_owner(path) in depends, f"{soname} ({path}) is not in Depends"


def smoke(launcher: Path, tmp_path: Path, *args: str,
          **env_extra: str) -> subprocess.CompletedProcess:
    home = tmp_path / "home"
    home.mkdir(exist_ok=True)
    env = {k: v for k, v in os.environ.items() if not k.startswith(("QT_", "XDG_"))}
    env.update(HOME=str(home), **env_extra)
    # cwd elsewhere: the program must not depend on being started from the checkout.
    return subprocess.run([str(launcher), *SMOKE_ARGS, *args,
                           "--data-dir", str(tmp_path / "data")],
                          cwd=tmp_path, env=env, capture_output=True, text=True,
                          timeout=SMOKE_TIMEOUT)


def test_installed_launcher_plays_a_game_offscreen(installed, tmp_path):
    proc = smoke(installed / "usr/bin/cinch-qt", tmp_path, QT_QPA_PLATFORM="offscreen")
    assert proc.returncode == 0, proc.stderr[-4000:]


def test_installed_launcher_plays_a_game_on_an_x_server(installed, tmp_path):
    need("Xvfb", "xvfb")
    with Xvfb() as display:
        proc = smoke(installed / "usr/bin/cinch-qt", tmp_path, DISPLAY=display,
                     QT_QPA_PLATFORM="xcb")
    assert "Could not load the Qt platform plugin" not in proc.stderr, proc.stderr[-4000:]
    assert proc.returncode == 0, proc.stderr[-4000:]


def test_installed_launcher_plays_cribbage_offscreen(installed, tmp_path):
    proc = smoke(installed / "usr/bin/cinch-qt", tmp_path, *CRIBBAGE_ARGS,
                 QT_QPA_PLATFORM="offscreen")
    assert FALLBACK not in proc.stderr, "Cinch was played instead of cribbage"
    assert proc.returncode == 0, proc.stderr[-4000:]


def test_installed_launcher_plays_cribbage_on_an_x_server(installed, tmp_path):
    need("Xvfb", "xvfb")
    with Xvfb() as display:
        proc = smoke(installed / "usr/bin/cinch-qt", tmp_path, *CRIBBAGE_ARGS,
                     DISPLAY=display, QT_QPA_PLATFORM="xcb")
    assert FALLBACK not in proc.stderr, "Cinch was played instead of cribbage"
    assert proc.returncode == 0, proc.stderr[-4000:]


def test_installed_launcher_fails_when_text_would_be_boxes(installed, tmp_path):
    # A system without fonts draws every letter as a box; the smoke
    # run must say so and fail instead of exiting 0.
    conf = tmp_path / "fonts.conf"
    conf.write_text(f'<?xml version="1.0"?>\n<fontconfig><cachedir>{tmp_path / "fc"}'
                    '</cachedir></fontconfig>\n')
    proc = smoke(installed / "usr/bin/cinch-qt", tmp_path, QT_QPA_PLATFORM="offscreen",
                 FONTCONFIG_FILE=str(conf))
    assert proc.returncode == 1, proc.stderr[-4000:]
    assert "all text shows as empty boxes" in proc.stderr


def test_tarball_readme_names_what_the_system_must_provide(packages, installed):
    import tarfile

    top = linux.tarball_name(cinch_qt.__version__)
    with tarfile.open(packages["tar"]) as tar:
        readme = tar.extractfile(f"{top}/README.txt").read().decode()
    libs = sysdeps.scan(installed / "usr/lib/cinch-qt")
    for soname in ("libGL.so.1", "libEGL.so.1"):  # what a minimal Debian lacked
        assert soname in libs.needed_by and soname in readme
    apt_line = next(line for line in readme.splitlines() if "sudo apt install" in line)
    for dep in deb_field(packages["deb"], "Depends").split(", "):
        if not dep.startswith("libc6"):
            assert f" {dep.split()[0]}" in apt_line, (dep, apt_line)
    bundled = {p.name for p in (installed / "usr/lib/cinch-qt").rglob("lib*.so*")}
    named = {name for name in bundled if name in readme}
    assert not named, f"the README lists bundled libraries: {sorted(named)}"
    # The launcher's own check (packaging/launch.py) knows the same libraries and line.
    with tarfile.open(packages["tar"]) as tar:
        listing = tar.extractfile(f"{top}/_internal/{linux.SYSTEM_LIBRARIES}").read().decode()
    checked = {line.split()[1] for line in listing.splitlines() if line.startswith("needs ")}
    assert {"libGL.so.1", "libEGL.so.1", "libxcb.so.1"} <= checked, listing
    assert f"apt {apt_line.split('sudo apt install ')[1].strip()}\n" in listing
    # And the project README names the same packages for the tarball.
    project_readme = (ROOT / "README.md").read_text(encoding="utf-8")
    tarball_line = next(line for line in project_readme.splitlines()
                        if "tarball" in line.lower() and "apt install" in line)
    for package in apt_line.split("sudo apt install ")[1].split():
        assert f" {package}" in tarball_line, (package, tarball_line)


def test_tarball_unpacks_runs_and_installs_per_user(packages, tmp_path):
    import tarfile

    with tarfile.open(packages["tar"]) as tar:
        names = tar.getnames()
        top = linux.tarball_name(cinch_qt.__version__)
        assert all(n == top or n.startswith(top + "/") for n in names)
        assert {(m.uid, m.gid) for m in tar.getmembers()} == {(0, 0)}
        assert len({m.mtime for m in tar.getmembers()}) == 1
        # Extraction filters came in Python 3.11.4; Debian 12's python3 is 3.11.2.
        safe = {"filter": "tar"} if hasattr(tarfile, "tar_filter") else {}
        tar.extractall(tmp_path, **safe)
    folder = tmp_path / top
    help_out = subprocess.run([str(folder / "cinch-qt"), "--help"], capture_output=True,
                              text=True, timeout=120, env={**os.environ, "HOME": str(tmp_path)})
    assert help_out.returncode == 0 and "--quit-after-game" in help_out.stdout
    home = tmp_path / "home"
    env = {"PATH": os.environ["PATH"], "HOME": str(home)}
    subprocess.run(["sh", str(folder / "install.sh")], env=env, check=True,
                   capture_output=True)
    entry = home / f".local/share/applications/{project.APP_ID}.desktop"
    assert f"Exec={home}/.local/lib/cinch-qt/cinch-qt" in entry.read_text()
    assert (home / f".local/share/icons/hicolor/64x64/apps/{project.APP_ID}.png").is_file()
    assert (home / ".local/bin/cinch-qt").resolve() == home / ".local/lib/cinch-qt/cinch-qt"
    subprocess.run(["sh", str(folder / "install.sh"), "--uninstall"], env=env, check=True,
                   capture_output=True)
    # Not even the folders it made: the home folder is as it was.
    left = sorted(str(p.relative_to(home)) for p in home.rglob("*"))
    assert left == [], f"--uninstall left {left}"
