#!/usr/bin/env python3
"""Build the packages twice from the same sources and compare them byte for byte.

    python packaging/check_reproducible.py            # snapshot of the working tree
    python packaging/check_reproducible.py --rev HEAD # exactly one commit (git archive)

Each build runs in its own copy of the sources, in a different folder, so a build path
leaking into the output shows up as a difference.  Prints the sha256 of every package
and, when they differ, which files of the PyInstaller bundles differ.  Exit 0 only when
every package is identical.  Takes two full builds (several minutes).
"""

from __future__ import annotations

import argparse
import filecmp
import hashlib
import io
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from cinch_pack import project  # noqa: E402

SKIP = {".git", "build", "dist", ".pytest_cache", ".ruff_cache", ".hypothesis", "__pycache__",
        ".benchmarks"}


def snapshot_worktree(dest: Path) -> None:
    def ignore(_dir: str, names: list[str]) -> set[str]:
        return {n for n in names if n in SKIP or n.endswith((".pyc", ".egg-info"))}
    shutil.copytree(project.REPO_ROOT, dest, ignore=ignore, symlinks=True)


def snapshot_rev(rev: str, dest: Path) -> None:
    blob = subprocess.run(["git", "-C", str(project.REPO_ROOT), "archive", "--format=tar", rev],
                          capture_output=True, check=True).stdout
    dest.mkdir(parents=True)
    with tarfile.open(fileobj=io.BytesIO(blob)) as tar:
        tar.extractall(dest, filter="data")


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def differing(a: Path, b: Path) -> list[str]:
    out = []
    cmp = filecmp.dircmp(a, b)
    stack = [(cmp, "")]
    while stack:
        c, rel = stack.pop()
        out += [f"{rel}{n} (only in one build)" for n in c.left_only + c.right_only]
        for name in c.common_files:
            if not filecmp.cmp(Path(c.left) / name, Path(c.right) / name, shallow=False):
                out.append(f"{rel}{name}")
        stack += [(sub, f"{rel}{name}/") for name, sub in c.subdirs.items()]
    return sorted(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Check that two builds are identical.")
    parser.add_argument("--rev", help="build this git revision instead of the working tree")
    args = parser.parse_args(argv)
    epoch = str(project.source_date_epoch())
    # Each copy builds in its own build/packaging, never in a shared chosen build folder.
    env = {k: v for k, v in os.environ.items() if k != project.BUILD_DIR_VARIABLE}
    env["SOURCE_DATE_EPOCH"] = epoch
    with tempfile.TemporaryDirectory(prefix="cinch-repro-") as tmp:
        trees = [Path(tmp) / "first", Path(tmp) / "second-build"]
        # Both copies are taken before building: the working tree may change meanwhile.
        if args.rev:
            snapshot_rev(args.rev, trees[0])
        else:
            snapshot_worktree(trees[0])
        shutil.copytree(trees[0], trees[1], symlinks=True)
        for tree in trees:
            print(f"[repro] building in {tree}", flush=True)
            subprocess.run([sys.executable, str(tree / "packaging" / "build.py")], cwd=tree,
                           env=env, check=True)
        same = True
        for pkg in sorted((trees[0] / "dist").iterdir()):
            other = trees[1] / "dist" / pkg.name
            a = digest(pkg)
            b = digest(other) if other.exists() else "missing"
            same &= a == b
            print(f"[repro] {pkg.name}: {'identical' if a == b else 'DIFFERENT'}\n"
                  f"          {a}\n          {b}")
        if not same:
            bundles = [t / "build" / "packaging" / "dist" / project.NAME for t in trees]
            diffs = differing(*bundles)
            print(f"[repro] {len(diffs)} bundle file(s) differ:")
            for d in diffs[:50]:
                print(f"          {d}")
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
