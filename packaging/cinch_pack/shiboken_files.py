"""PySide6's signature modules, unpacked and byte-compiled for the bundle.

At every start Shiboken decompresses a zip of Python sources built into its library
and compiles them: 9 % of the instructions before the first painted table
(benchmarks/bench_startup_instructions.py).  Shiboken first looks for those modules
unpacked in ``shiboken6/files.dir`` (the folder its ``SBK_EMBED=0`` switch writes), and
imports them from there like any module, byte-code included.  The build unpacks them,
compiles them with hash-checked byte-code that never looks at file times (the bundle is
read-only once installed), and the spec ships the folder there.

Reading the zip uses Shiboken's loader as it is in PySide6 6.x; should a later version
hide it, ``prepare`` says so and returns None, and the bundle works as before, slower.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

# Run in a fresh interpreter so the build process itself never imports Qt.
_UNPACK = """
import sys
from pathlib import Path
import shiboken6
target = Path(sys.argv[1])
ready = Path(shiboken6.__file__).resolve().parent / "files.dir"
if ready.is_dir():       # this PySide6 was already unpacked (SBK_EMBED=0)
    import shutil
    shutil.copytree(ready, target, ignore=shutil.ignore_patterns("__pycache__"))
else:
    loader = sys.modules["shibokensupport.signature.loader"].__loader__
    names = [n for n in loader.zfile.namelist() if n.endswith(".py")]
    loader.zfile.extractall(target, members=names)
"""


def prepare(build_dir: Path, env: dict[str, str]) -> Path | None:
    """``build_dir/shiboken-files`` holding the unpacked, compiled modules, or None
    (with the reason printed) when this PySide6 does not let us read them."""
    target = build_dir / "shiboken-files"
    shutil.rmtree(target, ignore_errors=True)
    unpacked = subprocess.run([sys.executable, "-c", _UNPACK, str(target)], env=env,
                              capture_output=True, text=True)
    if unpacked.returncode != 0 or not (target / "shibokensupport").is_dir():
        print(f"[build] PySide6's signature modules stay zipped (the bundle compiles "
              f"them at every start): {unpacked.stderr.strip()[-300:]}", flush=True)
        shutil.rmtree(target, ignore_errors=True)
        return None
    compiled = subprocess.run([sys.executable, "-m", "compileall", "-q",
                               "--invalidation-mode", "unchecked-hash", str(target)],
                              env=env, capture_output=True, text=True)
    if compiled.returncode != 0:
        print(f"[build] compiling PySide6's signature modules failed; shipping them "
              f"zipped: {compiled.stdout.strip()[-300:]}", flush=True)
        shutil.rmtree(target, ignore_errors=True)
        return None
    return target
