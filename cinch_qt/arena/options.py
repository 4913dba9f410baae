"""Command-line checks every game's arena shares (pure Python)."""

from __future__ import annotations

import argparse


def check_counts(parser: argparse.ArgumentParser, args: argparse.Namespace,
                 default: str) -> None:
    """``--hands``/``--games`` (``default`` names the one given 100 when neither is) and
    ``--jobs`` must be at least 1; otherwise the parser exits with the reason."""
    if args.hands is None and args.games is None:
        setattr(args, default, 100)
    n = args.hands if args.hands is not None else args.games
    if n < 1:
        parser.error(f"the number of {'hands' if args.hands is not None else 'games'} "
                     f"must be at least 1, not {n}")
    if args.jobs < 1:
        parser.error(f"--jobs must be at least 1, not {args.jobs}")
