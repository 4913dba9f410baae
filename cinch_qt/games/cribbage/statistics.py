"""Statistics of cribbage and Crib Wars games, computed from their records (pure: no
widgets, no database).

Every figure is read from the CRIB_RECORD v1 events of the finished games (shared/
CRIB_RECORD.md), which the engine checked when the game was filed, so nothing is kept
twice.  "Ours" is the person's side: the side of seat S (C2), alone with two or three
players, with partners with four or six.

- Games won and lost, and game points (C81, C82): the winner takes 1, 2 (skunk) or 4
  (double skunk) from each losing side; ours are counted from our side's point of view.
- Per hand: pegging (``play``, ``go`` and ``heels`` scores, C42, C53, C59), the hand
  (C70) and the crib (per crib of ours: only the dealer's side has one) — hands our side
  sat out in Crib Wars (W32) are not counted.
- The person's highest hand (seat S), and every 29 (the best possible hand, C105) our side
  showed, with its cards.
- Crib Wars squares our side landed on (W10–W12, W30): the ``square`` of our score
  events — ``R`` red jumps, ``T`` blue traps, ``G`` green zones, ``P`` penalty squares.
- By opponents' level and player count; points per hand game by game for the chart.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass, field

PEGGING = ("play", "go", "heels")
SQUARE_KINDS = {"R": "jump", "T": "trap", "G": "green", "P": "penalty"}
PERSON = "S"


@dataclass(frozen=True)
class CribGroup:
    opponents: str      # a level ("normal"), "mixed (W easy, E expert)" or "unknown"
    players: int
    played: int
    won: int
    lost: int


@dataclass(frozen=True)
class BigHand:
    total: int
    cards: tuple[str, ...]      # the four cards of the hand, then the starter
    what: str                   # "hand" or "crib"
    finished_at: str
    seat: str


@dataclass
class CribSummary:
    played: int = 0
    won: int = 0
    lost: int = 0
    game_points: int = 0            # net, ours: won minus lost (C81, C82)
    skunks: int = 0                 # losing sides we skunked (2 game points each)
    double_skunks: int = 0          # ... double-skunked (4)
    skunked: int = 0                # games in which we were skunked
    double_skunked: int = 0
    longest_streak: int = 0
    current_streak: int = 0
    hands: int = 0                  # hands our side was dealt in
    cribs: int = 0                  # of which our side had the crib
    pegging: int = 0
    hand_points: int = 0
    crib_points: int = 0
    best_hand: BigHand | None = None
    twenty_nines: list[BigHand] = field(default_factory=list)
    squares: dict[str, int] = field(default_factory=lambda: dict.fromkeys(
        SQUARE_KINDS.values(), 0))
    groups: list[CribGroup] = field(default_factory=list)
    chart: list[tuple[float, bool]] = field(default_factory=list)
    with_undos: int = 0             # counted games in which the person used Undo
    assisted: int = 0               # ... used a hint or Undo (C97)
    matches: int = 0                # matches finished (C84: to 3, 5 or 7 game points)
    matches_won: int = 0
    unreadable: int = 0             # rows left out: their record cannot be read
    problems: list[str] = field(default_factory=list)   # filled by GamesDB

    @property
    def pegging_per_hand(self) -> float:
        return self.pegging / self.hands if self.hands else 0.0

    @property
    def hand_per_hand(self) -> float:
        return self.hand_points / self.hands if self.hands else 0.0

    @property
    def crib_per_crib(self) -> float:
        return self.crib_points / self.cribs if self.cribs else 0.0


@dataclass
class _Game:
    """One game's figures for our side."""
    won: bool
    points: int
    skunks: int = 0
    double_skunks: int = 0
    skunked: bool = False
    double_skunked: bool = False
    hands: int = 0
    cribs: int = 0
    pegging: int = 0
    hand_points: int = 0
    crib_points: int = 0
    other: int = 0
    shows: list[BigHand] = field(default_factory=list)
    squares: dict[str, int] = field(default_factory=dict)

    @property
    def per_hand(self) -> float:
        total = self.pegging + self.hand_points + self.crib_points + self.other
        return total / self.hands if self.hands else 0.0


def our_side(record: dict) -> tuple[str, tuple[str, ...]]:
    """The person's side and its seats, from the record's ``sides``."""
    for side, seats in record["sides"].items():
        if PERSON in seats:
            return side, tuple(seats)
    raise ValueError("no side holds seat S")


def opponents(record: dict) -> str:
    """The opponents' level as filed: one level, "mixed (W easy, E expert)" or
    "unknown" (a record from elsewhere, without our extension)."""
    ext = record.get("cinch_qt")
    levels = ext.get("levels") if isinstance(ext, dict) else None
    _, ours = our_side(record)
    others = [s for s in record["seats"] if s not in ours]
    if isinstance(levels, str):
        return levels
    levels = levels if isinstance(levels, dict) else {}
    found = [str(levels.get(s, "unknown")) for s in others]
    if len(set(found)) <= 1:
        return found[0] if found else "unknown"
    return "mixed (" + ", ".join(f"{s} {lv}" for s, lv in zip(others, found,
                                                              strict=True)) + ")"


def game_figures(record: dict, finished_at: str = "") -> _Game:
    """Our side's figures in one finished game (raises KeyError, TypeError or
    ValueError for a record that is not a finished cribbage record)."""
    side, seats = our_side(record)
    final = record["final"]
    if final is None and _given_up(record):
        # Given up for a new game: a plain loss, one game point to each other side
        # (C81), as if beaten without a skunk.
        final = {"winner": None,
                 "game_points": {s: 1 for s in record["sides"] if s != side} | {side: 1}}
    won = final["winner"] == side
    points_against = {s: int(p) for s, p in final["game_points"].items()}
    if won:
        points = sum(points_against.values())
    else:
        points = -points_against.get(side, 0)
    g = _Game(won, points)
    if won:
        g.skunks = sum(1 for p in points_against.values() if p == 2)
        g.double_skunks = sum(1 for p in points_against.values() if p == 4)
    else:
        g.skunked = points_against.get(side) == 2
        g.double_skunked = points_against.get(side) == 4
    for hand in record["hands"]:
        if side in hand.get("out", []):
            continue            # W32: our side sat this hand out
        g.hands += 1
        dealer_side = next(s for s, ss in record["sides"].items() if hand["dealer"] in ss)
        if dealer_side == side:
            g.cribs += 1
        starter = None
        for ev in hand["events"]:
            kind = ev["e"]
            if kind == "starter":
                starter = ev["card"]
            elif kind == "score" and ev["side"] == side:
                pts = int(ev["points"])
                why = ev["why"]
                if why in PEGGING:
                    g.pegging += pts
                elif why == "hand":
                    g.hand_points += pts
                elif why == "crib":
                    g.crib_points += pts
                else:
                    g.other += pts
                square = ev.get("square")
                if isinstance(square, str) and square[:1] in SQUARE_KINDS:
                    kind_name = SQUARE_KINDS[square[0]]
                    g.squares[kind_name] = g.squares.get(kind_name, 0) + 1
            elif kind == "show" and ev["seat"] in seats:
                cards = tuple(ev["cards"]) + ((starter,) if starter else ())
                g.shows.append(BigHand(int(ev["total"]), cards, ev["what"], finished_at,
                                       ev["seat"]))
    return g


def _given_up(record: dict) -> bool:
    """Our extension says the person gave the game up for a new one."""
    ext = record.get("cinch_qt")
    return isinstance(ext, dict) and ext.get("given_up") is True


def is_assisted(record: dict) -> bool:
    """C97: the person used a hint or took a decision back (our extension's counts)."""
    ext = record.get("cinch_qt")
    if not isinstance(ext, dict):
        return False
    return any(isinstance(ext.get(k), int) and not isinstance(ext.get(k), bool)
               and ext[k] > 0 for k in ("undos", "hints"))


def match_of(record: dict) -> tuple[int, int, bool | None] | None:
    """C84: (the match's target, this game's number in it, whether our side won the
    match with this game — None while it goes on), or None for a single game.  The
    winner of a game takes each loser's game points (C81, C82)."""
    ext = record.get("cinch_qt")
    info = ext.get("match") if isinstance(ext, dict) else None
    if not isinstance(info, dict):
        return None
    try:
        to, game = int(info["to"]), int(info["game"])
        points = {str(k): int(v) for k, v in info["points"].items()}
        final = record["final"]
        winner = final["winner"]
        points[winner] = points.get(winner, 0) + sum(int(v) for v in
                                                     final["game_points"].values())
        side, _ = our_side(record)
    except (KeyError, TypeError, ValueError, AttributeError):
        return None
    if to <= 1:
        return None
    return to, game, (winner == side) if points[winner] >= to else None


def figures_of(record: dict) -> dict:
    """What the statistics and the history need of one finished cribbage game, small
    and JSON-ready: filed beside the game (``game_figures``, schema v5) so opening the
    statistics does not read every record again.  ``head`` is the part of the record
    the history's line-up and result are made from."""
    g = game_figures(record)
    mine = [h for h in g.shows if h.what == "hand" and h.seat == PERSON]
    best = max(mine, key=lambda h: h.total, default=None)
    ext = record.get("cinch_qt") if isinstance(record.get("cinch_qt"), dict) else {}
    match = match_of(record)
    return {
        "assisted": is_assisted(record),
        "match_end": None if match is None else match[2],
        "won": g.won, "points": g.points, "skunks": g.skunks,
        "double_skunks": g.double_skunks, "skunked": g.skunked,
        "double_skunked": g.double_skunked, "hands": g.hands, "cribs": g.cribs,
        "pegging": g.pegging, "hand_points": g.hand_points, "crib_points": g.crib_points,
        "other": g.other,
        "best": [best.total, list(best.cards)] if best else None,
        "nines": [[list(h.cards), h.what, h.seat] for h in g.shows if h.total == 29],
        "squares": g.squares, "opponents": opponents(record),
        "players": int(record["rules"]["players"]),
        "head": {"seats": record["seats"], "sides": record["sides"],
                 "final": record["final"], "names": record.get("names") or {},
                 "cinch_qt": {k: ext[k] for k in ("levels", "names", "autoplay",
                                                  "undos", "hints", "match", "given_up")
                              if k in ext}},
    }


def summarise(rows: Iterable[tuple[object, str]], chart_games: int = 50) -> CribSummary:
    """The statistics of the games ``rows`` = (figures, finished_at), oldest first; the
    figures are ``figures_of``'s (a dict or its JSON), or a whole record when a game has
    none filed.  A row that cannot be read is left out and counted in ``unreadable``."""
    s = CribSummary()
    groups: dict[tuple[str, int], list[int]] = {}
    run = 0
    chart: list[tuple[float, bool]] = []
    bad = 0
    for data, when in rows:
        when = when if isinstance(when, str) else ""
        try:
            f = json.loads(data) if isinstance(data, str | bytes) else data
            if "format" in f:                 # a record: its figures are made now
                f = figures_of(f)
            won = bool(f["won"])
            key = (str(f["opponents"]), int(f["players"]))
            hands = int(f["hands"])
            total = sum(int(f[k]) for k in ("pegging", "hand_points", "crib_points",
                                            "other"))
            best = f.get("best")
            nines = [BigHand(29, tuple(cards), what, when, seat)
                     for cards, what, seat in f.get("nines", [])]
            squares = {str(k): int(v) for k, v in f.get("squares", {}).items()}
            figures = {k: int(f[k]) for k in (
                "points", "skunks", "double_skunks", "skunked", "double_skunked", "cribs",
                "pegging", "hand_points", "crib_points")}
        except (KeyError, TypeError, ValueError, AttributeError, StopIteration):
            bad += 1
            continue
        s.played += 1
        s.won += won
        s.assisted += bool(f.get("assisted"))
        if f.get("match_end") is not None:
            s.matches += 1
            s.matches_won += bool(f["match_end"])
        s.game_points += figures["points"]
        s.skunks += figures["skunks"]
        s.double_skunks += figures["double_skunks"]
        s.skunked += figures["skunked"]
        s.double_skunked += figures["double_skunked"]
        run = run + 1 if won else 0
        s.longest_streak = max(s.longest_streak, run)
        s.hands += hands
        s.cribs += figures["cribs"]
        s.pegging += figures["pegging"]
        s.hand_points += figures["hand_points"]
        s.crib_points += figures["crib_points"]
        if best and (s.best_hand is None or best[0] > s.best_hand.total):
            s.best_hand = BigHand(int(best[0]), tuple(best[1]), "hand", when, PERSON)
        s.twenty_nines.extend(nines)
        for kind, n in squares.items():
            s.squares[kind] = s.squares.get(kind, 0) + n
        tally = groups.setdefault(key, [0, 0])
        tally[0] += 1
        tally[1] += won
        chart.append((total / hands if hands else 0.0, won))
    s.lost = s.played - s.won
    s.current_streak = run
    s.chart = chart[-chart_games:]
    s.groups = [CribGroup(opp, players, n, w, n - w)
                for (opp, players), (n, w) in sorted(
                    groups.items(), key=lambda kv: (-kv[1][0], kv[0]))]
    s.unreadable = bad
    return s
