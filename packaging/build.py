#!/usr/bin/env python3
"""Build cinch_qt's installers: one command, reproducible output under dist/.

    python packaging/build.py                 # Linux: dist/*.deb and dist/*.tar.xz
                                              # Windows: dist/*-setup.exe (needs NSIS)
                                              # macOS: dist/*.dmg
    python packaging/build.py --out DIR       # write the packages elsewhere
    python packaging/build.py --reuse-bundle  # skip PyInstaller, repackage the last bundle
    python packaging/build.py --build-dir DIR # work files elsewhere (default build/packaging)

The version comes from cinch_qt/__init__.py; the date every file carries from
SOURCE_DATE_EPOCH or the last commit; PYTHONHASHSEED is pinned, so two builds of one
commit on one machine give byte-identical packages (packaging/check_reproducible.py).
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import make_icon  # noqa: E402
from cinch_pack import icons, linux, project, shiboken_files, sysdeps, winmac  # noqa: E402
from cinch_pack.project import PackagingError  # noqa: E402

SPEC = project.PACKAGING_DIR / "cinch-qt.spec"
# Set by main() from --build-dir (default build/packaging in the checkout).
BUILD_DIR = project.build_dir()


def log(msg: str) -> None:
    print(f"[build] {msg}", flush=True)


def build_env(epoch: int) -> dict[str, str]:
    env = dict(os.environ)
    env["SOURCE_DATE_EPOCH"] = str(epoch)
    # Set sets and dict orders stable inside PyInstaller and in the byte-compiled code.
    env["PYTHONHASHSEED"] = "0"
    # Freeze this checkout's cinch_qt even when another copy is pip-installed.
    env["PYTHONPATH"] = os.pathsep.join(
        [str(project.REPO_ROOT), *filter(None, [env.get("PYTHONPATH")])])
    # The icon rendering needs no display.
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    return env


def make_icons(env: dict[str, str]) -> dict[int, Path]:
    """Render the PNG sizes (in a child process: Qt must not start inside the build)."""
    check = subprocess.run([sys.executable, str(project.PACKAGING_DIR / "make_icon.py"),
                            "--check"], capture_output=True, text=True)
    if check.returncode != 0:
        raise PackagingError(check.stderr.strip() or "packaging/icons/cinch-qt.svg is stale")
    png_dir = BUILD_DIR / "icons" / "png"
    code = ("import sys; sys.path.insert(0, sys.argv[1]); import make_icon; "
            "from pathlib import Path; "
            "make_icon.render_pngs(make_icon.SVG_PATH.read_text(encoding='utf-8'), "
            "Path(sys.argv[2]))")
    subprocess.run([sys.executable, "-c", code, str(project.PACKAGING_DIR), str(png_dir)],
                   check=True, env=env)
    pngs = {size: png_dir / f"{size}.png" for size in make_icon.PNG_SIZES}
    icons.write_ico({s: p for s, p in pngs.items() if s in icons.ICO_SIZES},
                    BUILD_DIR / "icons" / "cinch-qt.ico")
    icons.write_icns(pngs, BUILD_DIR / "icons" / "cinch-qt.icns")
    return pngs


def run_pyinstaller(env: dict[str, str]) -> Path:
    (BUILD_DIR / "version_info.txt").write_text(
        winmac.version_resource(project.read_version()), encoding="utf-8")
    cmd = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
           "--workpath", str(BUILD_DIR / "work"), "--distpath", str(BUILD_DIR / "dist"),
           str(SPEC)]
    log(" ".join(cmd[1:]))
    try:
        subprocess.run(cmd, check=True, env=env, cwd=project.REPO_ROOT)
    except FileNotFoundError:
        raise PackagingError(f"cannot run {sys.executable}") from None
    except subprocess.CalledProcessError as exc:
        raise PackagingError(f"PyInstaller failed (exit {exc.returncode}); see above; is it "
                             "installed? pip install -e '.[build]'") from None
    return bundle_dir()


def bundle_dir() -> Path:
    return BUILD_DIR / "dist" / project.NAME


def sha256(path: Path) -> str:
    h = hashlib.sha256()
    with path.open("rb") as fh:
        while chunk := fh.read(1 << 20):
            h.update(chunk)
    return h.hexdigest()


def dir_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def build_linux(bundle: Path, out: Path, version: str, epoch: int,
                pngs: dict[int, Path]) -> list[Path]:
    libs = sysdeps.scan(bundle)
    depends = sysdeps.debian_depends(libs)
    log(f"Depends: {', '.join(depends)}")
    # Beside the bundled files, for the launcher's check at start (packaging/launch.py).
    (bundle / "_internal" / linux.SYSTEM_LIBRARIES).write_text(
        linux.system_libraries_text(sysdeps.library_owners(libs), depends), encoding="utf-8")
    return linux.run_parallel([
        lambda: linux.build_deb(bundle, out, version, epoch, pngs, depends),
        lambda: linux.build_tarball(bundle, out, version, epoch, pngs, linux.tarball_readme(
            version, list(libs.needed_by), depends, libs.glibc)),
    ])


@contextlib.contextmanager
def build_lock():
    """One build at a time per checkout: two PyInstaller runs sharing build/packaging
    would overwrite each other's files half-way (as when two test runs start together)."""
    BUILD_DIR.mkdir(parents=True, exist_ok=True)
    with (BUILD_DIR / ".lock").open("w") as fh:
        try:
            import fcntl
        except ImportError:  # Windows: CI runs one build per machine
            yield
            return
        try:
            fcntl.flock(fh, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            log("another build is running in this checkout; waiting for it to finish")
            fcntl.flock(fh, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(fh, fcntl.LOCK_UN)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build cinch_qt's installers.")
    parser.add_argument("--out", type=Path, default=project.REPO_ROOT / "dist",
                        help="folder for the packages (default: dist/)")
    parser.add_argument("--build-dir", type=Path, default=None,
                        help="folder for the work files (default: build/packaging, or "
                             f"${project.BUILD_DIR_VARIABLE})")
    parser.add_argument("--reuse-bundle", action="store_true",
                        help="package the existing bundle of the build folder again")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    global BUILD_DIR
    if args.build_dir is not None:
        # The spec and our PyInstaller hooks read it from the environment.
        os.environ[project.BUILD_DIR_VARIABLE] = str(args.build_dir.resolve())
    BUILD_DIR = project.build_dir()
    with build_lock():
        return _build(args, started)


def _build(args: argparse.Namespace, started: float) -> int:
    try:
        version = project.read_version()
        epoch = project.source_date_epoch()
        env = build_env(epoch)
        os.environ.update({k: env[k] for k in ("SOURCE_DATE_EPOCH", "PYTHONHASHSEED")})
        log(f"cinch-qt {version}, SOURCE_DATE_EPOCH={epoch}, Python {sys.version.split()[0]}")
        BUILD_DIR.mkdir(parents=True, exist_ok=True)
        args.out.mkdir(parents=True, exist_ok=True)
        pngs = make_icons(env)
        if args.reuse_bundle:
            bundle = bundle_dir()
            if not any((bundle / n).exists() for n in (project.NAME, f"{project.NAME}.exe")):
                raise PackagingError(f"no bundle in {bundle}: build once without --reuse-bundle")
        else:
            # Our .qm catalogues are generated, not committed: compile them into the build
            # folder; the spec places them where cinch_qt.i18n looks (cinch_qt/i18n/qm).
            tool = project.REPO_ROOT / "tools" / "build_translations.py"
            qm_dir = project.built_qm_dir()
            shutil.rmtree(qm_dir, ignore_errors=True)
            subprocess.run([sys.executable, str(tool), "--out", str(qm_dir)], check=True,
                           env=env)
            # The spec ships them as shiboken6/files.dir when this worked.
            shiboken_files.prepare(BUILD_DIR, env)
            bundle = run_pyinstaller(env)
        log(f"bundle {bundle}: {dir_size(bundle) / 1e6:.1f} MB")
        if sys.platform.startswith("linux"):
            outputs = build_linux(bundle, args.out, version, epoch, pngs)
        elif sys.platform == "win32":
            outputs = [winmac.build_nsis(bundle, args.out, version,
                                         BUILD_DIR / "icons" / "cinch-qt.ico")]
        elif sys.platform == "darwin":
            app = BUILD_DIR / "dist" / f"{project.PRETTY_NAME}.app"
            outputs = [winmac.build_dmg(app, args.out, version)]
        else:
            raise PackagingError(f"no installer recipe for {sys.platform}")
    except PackagingError as exc:
        print(f"build.py: {exc}", file=sys.stderr)
        return 1
    for path in outputs:
        log(f"{path}  {path.stat().st_size / 1e6:.1f} MB  sha256 {sha256(path)}")
    log(f"done in {time.perf_counter() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
