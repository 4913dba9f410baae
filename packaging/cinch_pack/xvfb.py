"""A private X server for tests and benchmarks: Xvfb on a display number it picks itself."""

from __future__ import annotations

import os
import select
import shutil
import subprocess
from types import TracebackType


class XvfbError(RuntimeError):
    pass


class Xvfb:
    """``with Xvfb() as display:`` runs Xvfb on a free display and stops it afterwards.

    ``-displayfd`` makes the server choose an unused display number and report it on a
    pipe once it accepts connections, so there is no guessing and no sleeping.
    """

    def __init__(self, size: str = "1280x1024x24", timeout: float = 30.0) -> None:
        self.size = size
        self.timeout = timeout
        self.proc: subprocess.Popen | None = None
        self.display = ""
        self._read_fd = -1

    def __enter__(self) -> str:
        exe = shutil.which("Xvfb")
        if exe is None:
            raise XvfbError("Xvfb not found: apt-get install xvfb")
        read_fd, write_fd = os.pipe()
        # The read end stays open while the server runs: Xvfb may write to the pipe again
        # later, and a closed pipe would kill it with SIGPIPE at the first client.
        self._read_fd = read_fd
        try:
            self.proc = subprocess.Popen(
                [exe, "-displayfd", str(write_fd), "-screen", "0", self.size, "-nolisten",
                 "tcp", "-noreset"],
                pass_fds=(write_fd,), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
            )
            os.close(write_fd)
            write_fd = -1
            ready, _, _ = select.select([read_fd], [], [], self.timeout)
            number = os.read(read_fd, 64).decode().strip() if ready else ""
        finally:
            if write_fd >= 0:
                os.close(write_fd)
        if not number.isdigit():
            err = self._stop()
            raise XvfbError(f"Xvfb did not start within {self.timeout} s: {err}")
        self.display = f":{number}"
        return self.display

    def _stop(self) -> str:
        if self._read_fd >= 0:
            os.close(self._read_fd)
            self._read_fd = -1
        if self.proc is None:
            return ""
        self.proc.terminate()
        try:
            _, err = self.proc.communicate(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            _, err = self.proc.communicate()
        self.proc = None
        return (err or b"").decode(errors="replace").strip()[-2000:]

    def __exit__(self, kind: type[BaseException] | None, value: BaseException | None,
                 tb: TracebackType | None) -> None:
        self._stop()
