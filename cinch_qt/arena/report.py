"""Report lines every game's arena prints the same way."""

from __future__ import annotations

from collections.abc import Sequence

from .loop import Outcome
from .stats import percentile


def print_times(results: Sequence[Outcome], phases: Sequence[str] = ()) -> None:
    """Each bot's decision times: p50, p95 and max of wall time, and CPU p95 and max;
    by phase (p95) for the phases named, in that order."""
    times: dict[str, list[tuple[str, float, float]]] = {}
    for r in results:
        for key, vals in r.times.items():
            times.setdefault(key, []).extend(vals)
    for key in sorted(times):
        all_t = sorted(t for _, t, _ in times[key])
        cpu_t = sorted(c for _, _, c in times[key])
        line = (f"decision time {key}: {len(all_t)} decisions, "
                f"p50 {percentile(all_t, 50) * 1e3:.2f} ms, "
                f"p95 {percentile(all_t, 95) * 1e3:.2f} ms, max {all_t[-1] * 1e3:.2f} ms "
                f"(CPU p95 {percentile(cpu_t, 95) * 1e3:.2f} ms, max {cpu_t[-1] * 1e3:.2f} ms)")
        by_phase = []
        for ph in phases:
            ts = sorted(t for p, t, _ in times[key] if p == ph)
            if ts:
                by_phase.append(f"{ph} p95 {percentile(ts, 95) * 1e3:.1f}")
        print(line + ("; by phase, ms: " + ", ".join(by_phase) if by_phase else ""))
