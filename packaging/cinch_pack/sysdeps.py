"""The system libraries a frozen bundle needs, and the Debian packages that provide them.

Every ELF file in the bundle (the bootloader, libpython, Qt, its plugins such as libqxcb)
lists the shared libraries it links against (DT_NEEDED).  Whatever is not inside the
bundle must come from the system, so the .deb declares the packages owning those files
(found with ``dpkg -S`` on the build machine) and the lowest glibc the binaries accept.
"""

from __future__ import annotations

import os
import re
import subprocess
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from .project import PackagingError

# Hints for libraries missing on the build machine (so dpkg -S cannot name their package).
KNOWN_PACKAGES = {
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libGL.so.1": "libgl1",
    "libEGL.so.1": "libegl1",
    "libxcb.so.1": "libxcb1",
    "libfontconfig.so.1": "libfontconfig1",
}
# Needed at run time but never linked: fontconfig's configuration (which pulls in a font).
EXTRA_DEPENDS = ("fontconfig-config",)

_NEEDED_RE = re.compile(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]")
_GLIBC_RE = re.compile(r"Name: GLIBC_(\d+(?:\.\d+)+)")


@dataclass
class SystemLibs:
    """Sonames the bundle needs from the system, with the bundled files that need them."""

    needed_by: dict[str, list[str]] = field(default_factory=dict)
    glibc: tuple[int, ...] = ()


def is_elf(path: Path) -> bool:
    try:
        with path.open("rb") as fh:
            return fh.read(4) == b"\x7fELF"
    except OSError:
        return False


def _readelf(args: list[str], path: Path) -> str:
    try:
        return subprocess.run(["readelf", "-W", *args, str(path)], capture_output=True,
                              text=True, check=True).stdout
    except FileNotFoundError:
        raise PackagingError("readelf not found: install binutils") from None
    except subprocess.CalledProcessError as exc:
        raise PackagingError(f"readelf failed on {path}: {exc.stderr.strip()}") from None


def scan(bundle: Path) -> SystemLibs:
    """Which sonames the bundle's ELF files need that the bundle does not hold."""
    files = sorted(p for p in bundle.rglob("*") if p.is_file() and not p.is_symlink()
                   and is_elf(p))
    bundled = {p.name for p in bundle.rglob("*")}
    result = SystemLibs()
    glibc: tuple[int, ...] = ()
    for path in files:
        rel = path.relative_to(bundle).as_posix()
        for soname in _NEEDED_RE.findall(_readelf(["-d"], path)):
            if soname not in bundled:
                result.needed_by.setdefault(soname, []).append(rel)
        for ver in _GLIBC_RE.findall(_readelf(["-V"], path)):
            glibc = max(glibc, tuple(int(x) for x in ver.split(".")))
    result.glibc = glibc
    return result


def ldconfig_paths() -> dict[str, str]:
    out = subprocess.run(["ldconfig", "-p"], capture_output=True, text=True).stdout
    paths: dict[str, str] = {}
    for line in out.splitlines():
        m = re.match(r"\s*(\S+) \(([^)]*)\) => (\S+)", line)
        # Prefer the native 64-bit entry when several architectures are installed.
        if m and (m.group(1) not in paths or "x86-64" in m.group(2)):
            paths[m.group(1)] = m.group(3)
    return paths


def dpkg_owner(path: str) -> str | None:
    real = os.path.realpath(path)
    # With merged /usr, dpkg may have recorded either spelling of the same file.
    candidates = {path, real}
    for p in list(candidates):
        if p.startswith("/usr/lib/"):
            candidates.add(p[len("/usr"):])
        elif p.startswith("/lib/"):
            candidates.add("/usr" + p)
    for p in sorted(candidates):
        proc = subprocess.run(["dpkg", "-S", p], capture_output=True, text=True)
        if proc.returncode == 0 and proc.stdout.strip():
            return proc.stdout.split(":", 1)[0].split(",")[0].strip()
    return None


def library_owners(libs: SystemLibs) -> dict[str, str]:
    """soname -> the Debian package that holds it here (those dpkg can place)."""
    paths = ldconfig_paths()
    owners = {}
    for soname in sorted(libs.needed_by):
        owner = dpkg_owner(paths[soname]) if soname in paths else None
        if owner is not None:
            owners[soname] = owner
    return owners


def debian_depends(libs: SystemLibs) -> list[str]:
    """The Depends entries for these sonames; raises naming every library it cannot place."""
    paths = ldconfig_paths()
    packages: set[str] = set(EXTRA_DEPENDS)
    missing = []
    for soname in sorted(libs.needed_by):
        path = paths.get(soname)
        owner = dpkg_owner(path) if path else None
        if owner is None:
            hint = KNOWN_PACKAGES.get(soname, "the package that provides it")
            missing.append(f"{soname} (needed by {libs.needed_by[soname][0]}; "
                           f"install {hint})")
            continue
        packages.add(owner)
    if missing:
        raise PackagingError(
            "these libraries are needed by the bundle but not installed on this machine, "
            "so the .deb's Depends cannot be worked out:\n  " + "\n  ".join(missing)
        )
    out = []
    for pkg in sorted(packages):
        if pkg == "libc6" and libs.glibc:
            out.append(f"libc6 (>= {'.'.join(map(str, libs.glibc))})")
        else:
            out.append(pkg)
    return out


def missing_on_system(libs: SystemLibs, search: Iterable[str] | None = None) -> list[str]:
    """Sonames the dynamic loader of this machine cannot find (would make the program fail)."""
    paths = ldconfig_paths() if search is None else dict.fromkeys(search, "")
    return sorted(s for s in libs.needed_by if s not in paths)
