"""The packages' build, started as soon as the packaging tests are collected.

Building the .deb and the .tar.xz (PyInstaller) takes about two minutes of one core and
the packaging tests run about half-way through the suite.  Started at collection, in a
process of its own, it overlaps the tests before them on a machine's other core (CI has
two) instead of adding its two minutes to the run; the ``packages`` fixture then waits
for it and checks it as before.  Nothing else changes: the same command, the same
scratch folder outside the checkout, the same checks of its outcome.
"""

from __future__ import annotations

import atexit
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


@dataclass
class Build:
    scratch: Path
    proc: subprocess.Popen
    log: Path

    def wait(self, timeout: float) -> tuple[int, str]:
        """The build's exit status and the end of what it printed."""
        code = self.proc.wait(timeout=timeout)
        return code, self.log.read_text(errors="replace")[-8000:]


_build: Build | None = None


def start() -> Build:
    """Start the build once (later calls return the same one)."""
    global _build
    if _build is None:
        # Not tmp_path_factory: pytest deletes all but its three newest base folders,
        # and other pytest runs started during the build would remove this one.
        scratch = Path(tempfile.mkdtemp(prefix="cinch-packaging-test-"))
        atexit.register(shutil.rmtree, scratch, True)
        out = scratch / "dist"
        out.mkdir()
        log = scratch / "build.log"
        # Work files and packages in the scratch folder: the checkout gets no build output.
        with log.open("w") as sink:
            proc = subprocess.Popen(
                [sys.executable, str(ROOT / "packaging" / "build.py"), "--out", str(out),
                 "--build-dir", str(scratch / "build")],
                cwd=ROOT, stdout=sink, stderr=subprocess.STDOUT, text=True)
        atexit.register(_stop, proc)
        _build = Build(scratch, proc, log)
    return _build


def _stop(proc: subprocess.Popen) -> None:
    """A run cut short (Ctrl+C, -x) leaves no build behind."""
    if proc.poll() is None:
        proc.kill()
        proc.wait()
