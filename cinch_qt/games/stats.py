"""Small statistics for measuring players: means with 95% confidence intervals,
percentiles, and a bidding game's contract figures (pure Python, no game, no Qt).

They live beside the games, not in the arena, because a game's arena hooks use them to
describe its own figures, and nothing under ``games/`` imports the arena (the arena
asks the games, never the other way round; tests/shell/test_layers.py checks)."""

from __future__ import annotations

import math

# Two-sided 95% Student t quantiles for 1..30 degrees of freedom; beyond, the normal 1.96
# is within 2% and good enough for an arena report.
_T95 = (12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201,
        2.179, 2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086, 2.080, 2.074, 2.069,
        2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042)


def t95(df: int) -> float:
    if df < 1:
        return math.inf
    return _T95[df - 1] if df <= len(_T95) else 1.96


def mean_ci(values: list[float]) -> tuple[float, float]:
    """Mean and the half-width of its 95% confidence interval (inf for fewer than two
    values; 0 when every value is equal)."""
    n = len(values)
    if n == 0:
        return 0.0, math.inf
    mean = sum(values) / n
    if n == 1:
        return mean, math.inf
    var = sum((v - mean) ** 2 for v in values) / (n - 1)
    return mean, t95(n - 1) * math.sqrt(var / n)


def percentile(sorted_values: list[float], q: float) -> float:
    """Nearest-rank percentile of an ascending list (q from 0 to 100)."""
    if not sorted_values:
        return 0.0
    rank = max(1, math.ceil(q / 100 * len(sorted_values)))
    return sorted_values[min(rank, len(sorted_values)) - 1]


def contract_summary(contracts: list[tuple[int, bool, float]]) -> dict[str, float]:
    """How one line-up fared as maker: ``contracts`` holds (bid, made, net) per contract,
    net being the maker's score in that hand minus the mean of the other sides' scores
    (R51, R52; R61 with three players).  Returns the count, the made-contract rate and
    the mean net per contract, each with its 95% half-width, and the same split by bid
    (below 10, 10 and above) since high bids are where an optimistic bidder loses."""
    made = [1.0 if ok else 0.0 for _, ok, _ in contracts]
    nets = [net for _, _, net in contracts]
    rate, rate_ci = mean_ci(made)
    net, net_ci = mean_ci(nets)
    high = [(ok, v) for b, ok, v in contracts if b >= 10]
    return {"count": len(contracts), "made_rate": rate, "made_ci": rate_ci,
            "net": net, "net_ci": net_ci, "high_count": len(high),
            "high_made_rate": sum(ok for ok, _ in high) / len(high) if high else 0.0,
            "high_net": sum(v for _, v in high) / len(high) if high else 0.0}
