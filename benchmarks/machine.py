"""One line describing the machine a benchmark ran on, printed with every figure."""

from __future__ import annotations

import os
import platform


def describe() -> str:
    cpu = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            for line in f:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    return (f"{cpu}; {os.cpu_count()} cores; Python {platform.python_version()} "
            f"({platform.python_implementation()}); {platform.system()} {platform.release()}")


def pin_to_one_core() -> str:
    """Run on one core so figures do not depend on how busy the other core is."""
    if hasattr(os, "sched_setaffinity"):
        core = min(os.sched_getaffinity(0))
        os.sched_setaffinity(0, {core})
        return f"pinned to core {core}"
    return "not pinned (no sched_setaffinity here)"
