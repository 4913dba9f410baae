"""The Linux packages: a .deb (system-wide install) and a .tar.xz (unpack and run).

Both carry the same PyInstaller folder, the desktop entry, the AppStream metainfo and the
icons; nothing is copied into a staging tree, the archives are written straight from the
build output so one pass over the files is enough.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import platform
import re
import subprocess
import sys
import tempfile
import textwrap
import threading
from collections.abc import Callable
from pathlib import Path

from . import archive, project
from .archive import Member

LINUX_DIR = project.PACKAGING_DIR / "linux"
DESKTOP_FILE = LINUX_DIR / f"{project.APP_ID}.desktop"
METAINFO_TEMPLATE = LINUX_DIR / f"{project.APP_ID}.metainfo.xml.in"
ICON_SVG = project.PACKAGING_DIR / "icons" / "cinch-qt.svg"
INSTALL_SCRIPT = LINUX_DIR / "install.sh"
LIB_DIR = f"usr/lib/{project.NAME}"

_DEB_ARCH = {"x86_64": "amd64", "aarch64": "arm64", "armv7l": "armhf", "i686": "i386"}


def deb_arch() -> str:
    try:
        return subprocess.run(["dpkg", "--print-architecture"], capture_output=True,
                              text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return _DEB_ARCH.get(platform.machine(), platform.machine())


def release_date(epoch: int) -> str:
    return dt.datetime.fromtimestamp(epoch, dt.UTC).strftime("%Y-%m-%d")


def metainfo(version: str, epoch: int) -> str:
    """The AppStream file with this build's release filled in."""
    text = METAINFO_TEMPLATE.read_text(encoding="utf-8")
    for key, value in {"@VERSION@": version, "@DATE@": release_date(epoch),
                       "@HOMEPAGE@": project.HOMEPAGE,
                       "@COMPONENT_ID@": project.COMPONENT_ID}.items():
        text = text.replace(key, value)
    return text


# A desktop action's name for each game: "Play <the game's title>", in the languages the
# menu entry is written in (the titles come from the program's catalogues).
PLAY = {"": "Play %1", "fr": "Jouer au %1", "nl": "%1 spelen"}


def game_titles(language: str) -> dict[str, str]:
    """Each registered game's title in ``language`` ("" is English): the registry's
    title as the program's catalogue translates it (context GameChooser)."""
    import xml.etree.ElementTree as ET
    if str(project.REPO_ROOT) not in sys.path:
        sys.path.insert(0, str(project.REPO_ROOT))
    from cinch_qt.games import GAMES  # the registry: pure Python, no game is imported
    translated: dict[str, str] = {}
    ts = project.REPO_ROOT / "translations" / f"cinch_qt_{language}.ts"
    if language and ts.is_file():
        for context in ET.parse(ts).getroot().iter("context"):
            if context.findtext("name") == "GameChooser":
                for message in context.iter("message"):
                    text = message.findtext("translation")
                    if text:
                        translated[message.findtext("source")] = text
    return {name: translated.get(info.title, info.title) for name, info in GAMES.items()}


def desktop_entry() -> str:
    """The menu entry: the written part (packaging/linux/<APP_ID>.desktop), then one
    action per registered game (``cinch-qt --game NAME``), so a game added to the
    registry is offered in the menu without another file to edit."""
    text = DESKTOP_FILE.read_text(encoding="utf-8").rstrip("\n") + "\n"
    titles = {language: game_titles(language) for language in PLAY}
    names = list(titles[""])
    text += "Actions=" + "".join(f"{name};" for name in names) + "\n"
    for name in names:
        text += f"\n[Desktop Action {name}]\n"
        for language, words in PLAY.items():
            key = f"Name[{language}]" if language else "Name"
            text += f"{key}={words.replace('%1', titles[language][name])}\n"
        text += f"Exec={project.NAME} --game {name}\n"
    return text


def desktop_members(share: str, version: str, epoch: int, pngs: dict[int, Path]) -> list[Member]:
    """Desktop entry, metainfo and icons under ``share`` (e.g. ``usr/share``)."""
    app = project.APP_ID
    members = [
        Member(f"{share}/applications/{app}.desktop", "file",
               data=desktop_entry().encode("utf-8")),
        Member(f"{share}/metainfo/{project.COMPONENT_ID}.metainfo.xml", "file",
               data=metainfo(version, epoch).encode("utf-8")),
        Member(f"{share}/icons/hicolor/scalable/apps/{app}.svg", "file", source=ICON_SVG),
    ]
    for size, png in sorted(pngs.items()):
        members.append(Member(f"{share}/icons/hicolor/{size}x{size}/apps/{app}.png", "file",
                              source=png))
    return members


def copyright_text() -> str:
    return textwrap.dedent(f"""\
        Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
        Upstream-Name: {project.NAME}
        Source: {project.HOMEPAGE}

        Files: *
        Copyright: the cinch_qt contributors
        License: GPL-3.0-or-later
         On Debian systems the full text is in /usr/share/common-licenses/GPL-3.

        Files: usr/lib/{project.NAME}/_internal/assets/cards/*
        Copyright: the cinch_qt contributors
        License: CC0-1.0
         On Debian systems the full text is in /usr/share/common-licenses/CC0-1.0.

        Files: usr/lib/{project.NAME}/_internal/PySide6/*
               usr/lib/{project.NAME}/_internal/shiboken6/*
        Copyright: The Qt Company Ltd. and other contributors
        License: LGPL-3.0-only
         Qt and PySide6 are used under the LGPL: they are kept as separate shared
         libraries that can be replaced.  On Debian systems the full text is in
         /usr/share/common-licenses/LGPL-3.
        """)


def deb_control(version: str, arch: str, installed_kib: int, depends: list[str]) -> str:
    return (
        f"Package: {project.NAME}\n"
        f"Version: {project.debian_version(version)}\n"
        f"Architecture: {arch}\n"
        f"Maintainer: {project.MAINTAINER}\n"
        f"Installed-Size: {installed_kib}\n"
        f"Depends: {', '.join(depends)}\n"
        "Section: games\n"
        "Priority: optional\n"
        f"Homepage: {project.HOMEPAGE}\n"
        f"Description: {project.SUMMARY.lower()[0]}{project.SUMMARY[1:]}\n"
        " Two card games against computer players on a green felt table.\n"
        " .\n"
        " Cinch, also called Double Pedro, is a bidding and trick-taking card game for\n"
        " four players in two partnerships.  You sit South with a computer partner and\n"
        " play against two computer opponents.\n"
        " .\n"
        " Cribbage is played by two, three, four or six players on the classic 121-hole\n"
        " board, or on the Crib Wars board with its jumps, traps and shortcuts.\n"
        " .\n"
        " Runs offline.\n"
    )


def deb_members(bundle: Path, version: str, epoch: int, pngs: dict[int, Path]) -> list[Member]:
    return [
        *archive.tree_members(bundle, LIB_DIR),
        # Relative, so the launcher also works from a scratch root (dpkg -x).
        Member(f"usr/bin/{project.NAME}", "symlink",
               target=f"../lib/{project.NAME}/{project.NAME}"),
        *desktop_members("usr/share", version, epoch, pngs),
        Member(f"usr/share/doc/{project.NAME}/copyright", "file",
               data=copyright_text().encode("utf-8")),
    ]


def installed_size_kib(members: list[Member]) -> int:
    """As dpkg-gencontrol counts it: each file rounded up to a KiB, one per other entry."""
    return sum((m.size + 1023) // 1024 if m.kind == "file" else 1 for m in members)


def _md5sums(members: list[Member]) -> bytes:
    lines = []
    for m in sorted(members, key=lambda m: m.name):
        if m.kind != "file":
            continue
        h = hashlib.md5(usedforsecurity=False)
        if m.data is not None:
            h.update(m.data)
        else:
            with m.source.open("rb") as fh:
                while chunk := fh.read(1 << 20):
                    h.update(chunk)
        lines.append(f"{h.hexdigest()}  {m.name}\n")
    return "".join(lines).encode("utf-8")


def build_deb(bundle: Path, out_dir: Path, version: str, epoch: int, pngs: dict[int, Path],
              depends: list[str]) -> Path:
    arch = deb_arch()
    members = deb_members(bundle, version, epoch, pngs)
    control = deb_control(version, arch, installed_size_kib(archive.with_parents(members)),
                          depends)
    out = out_dir / f"{project.NAME}_{project.debian_version(version)}_{arch}.deb"
    with tempfile.TemporaryDirectory(prefix="cinch-deb-") as tmp:
        tmpdir = Path(tmp)
        control_tar = tmpdir / "control.tar"
        with control_tar.open("wb") as fh:
            archive.write_tar([Member("control", "file", data=control.encode("utf-8")),
                               Member("md5sums", "file", data=_md5sums(members))],
                              fh, epoch, dot_prefix=True)
        data_tar = tmpdir / "data.tar"
        with data_tar.open("wb") as fh:
            archive.write_tar(members, fh, epoch, dot_prefix=True)
        control_xz = archive.xz_file(control_tar, tmpdir / "control.tar.xz")
        data_xz = archive.xz_file(data_tar, tmpdir / "data.tar.xz")
        archive.write_ar([("debian-binary", b"2.0\n"), ("control.tar.xz", control_xz),
                          ("data.tar.xz", data_xz)], out, epoch)
    return out


def tarball_name(version: str) -> str:
    return f"{project.NAME}-{version}-linux-{platform.machine()}"


# glibc's own libraries: every Linux has them; the README gives the glibc version instead.
_GLIBC_SONAMES = re.compile(r"^(libc|libm|libdl|libpthread|librt|libutil|ld-linux[-\w]*)\.so")


# Read by packaging/launch.py before Qt is loaded.
SYSTEM_LIBRARIES = "system-libraries.txt"


def system_libraries_text(owners: dict[str, str], depends: list[str]) -> str:
    """What the frozen launcher checks at start: each library the bundle needs from the
    system with its Debian package (glibc's own left out: no Linux lacks them), and the
    packages that give everything, a font included (the tarball README's apt line)."""
    lines = [f"needs {soname} {owners[soname]}" for soname in sorted(owners)
             if not _GLIBC_SONAMES.match(soname)]
    packages = [d.split()[0] for d in depends if not d.startswith("libc6")]
    return "\n".join([*lines, "apt " + " ".join(packages)]) + "\n"


def tarball_readme(version: str, needed: list[str], depends: list[str],
                   glibc: tuple[int, ...]) -> str:
    """The tarball's README.txt: how to run it and exactly what the system must provide —
    the libraries the bundle does not carry (``needed``, from sysdeps.scan) and the
    Debian packages owning them (``depends``).  Bundled libraries are never named."""
    system = [s for s in sorted(needed) if not _GLIBC_SONAMES.match(s)]
    packages = [d.split()[0] for d in depends if not d.startswith("libc6")]
    glibc_text = ".".join(map(str, glibc)) if glibc else "that of the build machine"
    font_note = ("\n(fontconfig-config brings a font, fonts-dejavu-core, with it.)"
                 if "fontconfig-config" in packages else "")
    # Dedented before filling in, so a value spanning lines cannot upset the indentation.
    template = textwrap.dedent("""\
        Cinch {version} for Linux ({machine})

        Run it:            ./{name}
        Add it to the menu: ./install.sh   (copies this folder to ~/.local/lib/{name},
                           a launcher to ~/.local/bin and a menu entry for you alone;
                           ./install.sh --uninstall removes them again)

        What your system must provide (everything else is in this folder):
        - an X11 or XWayland desktop, and glibc {glibc} or newer;
        - at least one font, with fontconfig's configuration (without a font all text
          shows as empty boxes, and Cinch says so when it starts);
        - these libraries:
        {libraries}

        On Debian or Ubuntu one line installs all of them:
          sudo apt install {packages}{font_note}
        Most desktop systems have all of this already; a minimal or container install
        may not.

        cinch_qt is free software under the GNU GPL version 3 or later (LICENSE); the
        bundled Qt libraries are LGPL-3.0 and stay separate, replaceable files under
        _internal/PySide6.
        """)
    return template.format(
        version=version, machine=platform.machine(), name=project.NAME, glibc=glibc_text,
        libraries=textwrap.fill(", ".join(system), width=76, initial_indent="  ",
                                subsequent_indent="  "),
        packages=" ".join(packages), font_note=font_note)


def build_tarball(bundle: Path, out_dir: Path, version: str, epoch: int,
                  pngs: dict[int, Path], readme: str) -> Path:
    top = tarball_name(version)
    members = [
        *archive.tree_members(bundle, top),
        *desktop_members(f"{top}/share", version, epoch, pngs),
        Member(f"{top}/install.sh", "file", source=INSTALL_SCRIPT, executable=True),
        Member(f"{top}/README.txt", "file", data=readme.encode("utf-8")),
        Member(f"{top}/LICENSE", "file", source=project.REPO_ROOT / "LICENSE"),
    ]
    out = out_dir / f"{top}.tar.xz"
    with tempfile.TemporaryDirectory(prefix="cinch-tar-") as tmp:
        plain = Path(tmp) / f"{top}.tar"
        with plain.open("wb") as fh:
            archive.write_tar(members, fh, epoch)
        archive.xz_file(plain, out)
    return out


def run_parallel(jobs: list[Callable[[], Path]]) -> list[Path]:
    """Run the package writers side by side: liblzma releases the GIL while compressing."""
    results: list[Path | None] = [None] * len(jobs)
    errors: list[BaseException] = []

    def work(i: int, job: Callable[[], Path]) -> None:
        try:
            results[i] = job()
        except BaseException as exc:  # re-raised in the caller's thread
            errors.append(exc)

    threads = [threading.Thread(target=work, args=(i, j)) for i, j in enumerate(jobs)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    if errors:
        raise errors[0]
    return [r for r in results if r is not None]
