"""``pytest --shards N`` (tests/shards.py): the shares are balanced, every test runs
once, and a failure in another process fails the run."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tests.shards import split

ROOT = Path(__file__).resolve().parent.parent


def test_split_balances_by_time_and_keeps_collection_order() -> None:
    files = ["a.py", "b.py", "c.py", "d.py", "e.py"]
    seconds = {"a.py": 100.0, "b.py": 60.0, "c.py": 40.0, "d.py": 10.0}
    shares = split(files, 2, seconds)
    assert sorted(f for share in shares for f in share) == files      # each file once
    # The longest first to the lighter share; e.py counts as the median file (50 s).
    assert shares == [["a.py", "c.py"], ["b.py", "d.py", "e.py"]]
    assert all(share == sorted(share) for share in shares)


def test_more_shares_than_files_leaves_none_empty_of_work() -> None:
    assert sorted(map(len, split(["a.py", "b.py"], 2, {}))) == [1, 1]


@pytest.mark.skipif(os.environ.get("CINCH_QT_SHARD_FAIL") != "1",
                    reason="fails on purpose, only in the run that tests --shards")
def test_fails_when_asked() -> None:
    raise AssertionError("failed on purpose")


def test_every_test_runs_once_and_a_failure_elsewhere_fails_the_run() -> None:
    """One run in two processes: this file's failing test and test_hud_plate.py, so one
    of them runs in the other process; whichever it is, the run must fail, and every
    test collected must have run exactly once."""
    env = {k: v for k, v in os.environ.items() if k != "PYTEST_ADDOPTS"}
    env["CINCH_QT_SHARD_FAIL"] = "1"
    done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                           "--shards", "2", "tests/test_shards.py::test_fails_when_asked",
                           "tests/shell/test_hud_plate.py"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=300)
    out = done.stdout
    assert done.returncode == 1, out[-3000:]
    assert "failed on purpose" in out and "==== shard 2 of 2: " in out
    total = int(re.search(r"^(\d+) tests in 2 shares: \d+, \d+$", out, re.MULTILINE)[1])
    # Each process's summary: "1 failed, N passed in …" or "N passed in …".
    ran = sum(int(n) for n in re.findall(r"(\d+) (?:passed|failed)", "\n".join(
        line for line in out.splitlines() if " in " in line and line[:1].isdigit())))
    assert ran == total


def test_times_from_a_loaded_run_are_scaled_to_each_shares_idle_seconds(tmp_path) -> None:
    """tools/shard_seconds.py --wall: each report's files keep their shares of its time,
    and its times sum to the seconds its share took on the idle run."""
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        from shard_seconds import file_seconds
    finally:
        sys.path.remove(str(ROOT / "tools"))
    one, two = tmp_path / "one.xml", tmp_path / "two.xml"
    one.write_text('<testsuites><testsuite>'
                   '<testcase classname="tests.shell.test_a" name="x" time="30"/>'
                   '<testcase classname="tests.shell.test_a" name="y" time="10"/>'
                   '<testcase classname="tests.test_b.TestC" name="z" time="40"/>'
                   '</testsuite></testsuites>', encoding="utf-8")
    two.write_text('<testsuites><testsuite>'
                   '<testcase classname="tests.cinch.test_c" name="x" time="50"/>'
                   '</testsuite></testsuites>', encoding="utf-8")
    assert file_seconds([one, two]) == {"tests/shell/test_a.py": 40.0,
                                        "tests/test_b.py": 40.0, "tests/cinch/test_c.py": 50.0}
    assert file_seconds([one, two], [20.0, 25.0]) == {
        "tests/shell/test_a.py": 10.0, "tests/test_b.py": 10.0, "tests/cinch/test_c.py": 25.0}
