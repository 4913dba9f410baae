"""Write tests/shard_seconds.json, the seconds each test file took, from JUnit reports.

``pytest --shards N`` (tests/shards.py) shares the test files out by these times.  After
the suite has changed much, run it with a report and write the times again:

    .venv/bin/python -m pytest -q --shards 2 --junitxml=/tmp/suite.xml
    .venv/bin/python tools/shard_seconds.py /tmp/suite.xml /tmp/suite.xml.shard2.xml

On a loaded machine the tests that compute are slowed more than those that wait, and
the shares split by such times are far apart when the machine is idle.  Given the
seconds each share took on an idle run of the same shares (``--wall``, one per report,
in the same order), each report's times are scaled to sum to that share's seconds:
the loaded run then only says how a share's time is divided among its files.
"""

from __future__ import annotations

import argparse
import json
import xml.etree.ElementTree as ET
from collections import defaultdict
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "tests" / "shard_seconds.json"


def file_seconds(reports: list[Path], wall: list[float] | None = None) -> dict[str, float]:
    """Each test file's seconds in ``reports``; with ``wall``, each report's scaled so
    that they sum to its share's seconds there."""
    seconds: dict[str, float] = defaultdict(float)
    for n, report in enumerate(reports):
        cases = list(ET.parse(report).getroot().iter("testcase"))
        total = sum(float(case.get("time", 0)) for case in cases)
        scale = wall[n] / total if wall and total else 1.0
        for case in cases:
            # classname "tests.test_x" (or "tests.test_x.TestClass") → "tests/test_x.py"
            parts = case.get("classname", "").split(".")
            module = next((i for i, part in enumerate(parts) if part.startswith("test_")), None)
            if module is None:
                continue
            seconds["/".join(parts[:module + 1]) + ".py"] += float(case.get("time", 0)) * scale
    return {name: round(value, 1) for name, value in sorted(seconds.items())}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("reports", nargs="+", type=Path, help="JUnit XML files from pytest")
    ap.add_argument("--wall", nargs="+", type=float, metavar="SECONDS",
                    help="each report's share's seconds on an idle run of the same shares")
    args = ap.parse_args(argv)
    if args.wall and len(args.wall) != len(args.reports):
        ap.error("--wall needs one number for each report")
    files = file_seconds(args.reports, args.wall)
    OUT.write_text(json.dumps({"note": "seconds per test file, written by "
                               "tools/shard_seconds.py; read by tests/shards.py",
                               "files": files}, indent=1) + "\n", encoding="utf-8")
    print(f"{OUT}: {len(files)} files, {sum(files.values()):.0f} s in all")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
