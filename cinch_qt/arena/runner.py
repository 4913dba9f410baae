"""Deals played one after another or spread over worker processes (``--jobs``), for
any registered game through the generic loop.  Each deal depends only on the arena
seed and its number, so the outcomes, in deal order, are the same for any ``jobs``."""

from __future__ import annotations

import multiprocessing
from collections.abc import Iterator
from typing import Any

from ..games.base import GameInfo
from .loop import ArenaError, Outcome, Seating, play

# Worker processes receive the job once, through the pool initialiser.
_JOB: dict[str, Any] = {}


def _init(job: dict[str, Any]) -> None:
    _JOB.clear()
    _JOB.update(job)
    # Hooks are made in each process: they need not be picklable.
    _JOB["hooks"] = job["info"].load().arena_hooks()


def _run(index: int) -> Outcome | str:
    job = _JOB
    try:
        return play(job["info"], job["hooks"], job["options"], job["seed"], index,
                    job["seatings"], job["games"], job["records"])
    except ArenaError as exc:
        return str(exc)


def outcomes(info: GameInfo, options: dict[str, Any], seed: int, count: int,
             seatings: list[Seating], games: bool, want_records: bool,
             jobs: int = 1) -> Iterator[Outcome | str]:
    """Deal 0 … count-1 in order: an Outcome each, or the ArenaError's message for a
    deal a bot spoiled (the caller decides whether to go on)."""
    job = {"info": info, "options": options, "seed": seed, "seatings": seatings,
           "games": games, "records": want_records}
    if jobs == 1:
        _init(job)
        for i in range(count):
            yield _run(i)
        return
    # "spawn": a fresh interpreter per worker, whatever the caller holds (Qt, threads).
    ctx = multiprocessing.get_context("spawn")
    chunk = max(1, min(8, count // (4 * jobs)))
    with ctx.Pool(jobs, initializer=_init, initargs=(job,)) as pool:
        yield from pool.imap(_run, range(count), chunksize=chunk)
