"""One copy per data folder; a lock left by a killed process does not block."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

from cinch_qt.storage import InstanceLock

ROOT = Path(__file__).resolve().parents[2]
HOLDER = ("import sys; from pathlib import Path; from cinch_qt.storage import InstanceLock; "
          "lock = InstanceLock(Path(sys.argv[1])); print(lock.acquire(), flush=True); "
          "sys.stdin.readline()")


def _holder(folder: Path) -> subprocess.Popen:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.Popen([sys.executable, "-c", HOLDER, str(folder)], env=env,
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    assert proc.stdout.readline().strip() == "True"
    return proc


def test_second_copy_is_refused_and_told_who_has_it(tmp_path: Path) -> None:
    holder = _holder(tmp_path)
    try:
        lock = InstanceLock(tmp_path)
        assert not lock.acquire()
        assert f"process {holder.pid}" in lock.message()
        assert "already open" in lock.message()
    finally:
        holder.stdin.close()
        holder.wait()
    # The holder exited normally: the lock is free again.
    assert InstanceLock(tmp_path).acquire()


def test_stale_lock_of_a_killed_process_is_taken_over(tmp_path: Path) -> None:
    holder = _holder(tmp_path)
    holder.send_signal(signal.SIGKILL)
    holder.wait()
    holder.stdin.close()
    holder.stdout.close()
    assert (tmp_path / "cinch_qt.lock").exists()  # left behind by the killed process
    lock = InstanceLock(tmp_path)
    assert lock.acquire()
    lock.release()


def test_acquire_twice_in_one_process_is_harmless(tmp_path: Path) -> None:
    lock = InstanceLock(tmp_path)
    assert lock.acquire() and lock.acquire()
    lock.release()
    assert not (tmp_path / "cinch_qt.lock").exists()
