"""Watches that ride along a whole cribbage game at the real window (tests/crib_person.py
plays it): when the window reveals a hand's values (RevealWatch, C70), whether the peg,
the badge, the Scores panel and the status line say the same score (ScoreWatch, W7), and
whether the board's sentences stay on the felt until the next decision (NewsWatch)."""

from __future__ import annotations

import re

from cinch_qt.games.cribbage.table import strip as sp


class RevealWatch:
    """Records every moment the window reveals a hand's values, with whether the felt
    was still showing something then."""

    def __init__(self, win) -> None:
        self.win = win
        self.early: list[str] = []
        self.rows = 0
        self.last_shows = 0
        win.scores.rowsInserted.connect(self._row)
        original = win._set_last_show

        def set_last_show(record, person_name=""):
            if record is not None:
                self.last_shows += 1
                self._check(f"Last show of hand {record.get('dealer')}")
            original(record, person_name)

        win._set_last_show = set_last_show
        original_over = win.strip.show_page

        def show_page(page, text=""):
            if page in (sp.NEXT, sp.OVER):
                self._check(f"strip page {page}")
            return original_over(page, text)

        win.strip.show_page = show_page

    def _row(self, *_args) -> None:
        self.rows += 1
        self._check(f"Scores row {self.rows}")

    def _check(self, what: str) -> None:
        if self.win.felt.busy():
            self.early.append(what)


class NewsWatch:
    """Every sentence the board's effects earn; at each of the person's prompts the
    sentences since the last decision taken must still be on the felt."""

    def __init__(self, session, win) -> None:
        self.felt = win.felt
        self.all: list[str] = []
        self.since: list[str] = []
        self.lost: list[str] = []
        self.prompts = 0
        original = self.felt._add_news

        def add(side, lines):
            self.all.extend(lines)
            self.since.extend(lines)
            original(side, lines)

        self.felt._add_news = add
        session.humanTurn.connect(self.on_prompt)
        session.humanTurnEnded.connect(self.since.clear)

    def on_prompt(self, _decision) -> None:
        self.prompts += 1
        felt = self.felt
        kept = self.since[-2:]          # the plate keeps the newest that fit
        if kept and not (felt.news_plate.isVisible()
                         and all(line in felt.news for line in kept)):
            self.lost.append(f"prompt {self.prompts}: {kept} not in {felt.news}")


class ScoreWatch:
    """After every move the board finishes showing, and every time the felt comes to
    rest, the displays of the score must agree."""

    def __init__(self, session, win) -> None:
        self.session, self.win = session, win
        self.checks = 0
        self.rest_checks = 0
        self.wrong: list[str] = []
        self.squares: set[str] = set()
        win.felt.board.finished.connect(self.on_move)
        win.felt.idle.connect(self.on_rest)
        win.scores.rowsInserted.connect(lambda *_: self.on_row())

    def badge(self) -> dict[str, int]:
        felt = self.win.felt
        line = felt.score_plate.lines[0]
        out = {}
        for k, side in enumerate(felt.board.sides):
            m = re.search(re.escape(felt._side_name(k)) + r" (\d+)(?: \([^)]*\))?(?: ·|$)",
                          line)
            out[side] = int(m.group(1)) if m else -1
        return out

    def compare(self, where: str) -> None:
        felt, scores = self.win.felt, self.win.scores
        pegs = felt.standings()                 # the mark of each front peg's hole
        badge = self.badge()
        table = {side: scores.total(side) for side in felt.board.sides}
        if not pegs == badge == table:
            self.wrong.append(f"{where}: pegs {pegs}, badge {badge}, table {table}")

    def on_move(self, _ticket: int) -> None:
        self.checks += 1
        self.compare(f"move {self.checks}")

    def on_rest(self) -> None:
        st = self.session.state
        felt = self.win.felt
        if st is None or felt.busy() or felt.waiting_for_cut():
            return
        self.rest_checks += 1
        self.compare(f"rest {self.rest_checks}")
        engine = {st.side_names[s]: st.mark(s) for s in range(st.n_sides)}
        if felt.standings() != engine:
            self.wrong.append(f"rest: pegs {felt.standings()}, engine {engine}")

    def on_row(self) -> None:
        # A finished hand's row: the status line names the same standings.
        self.compare(f"row {self.win.scores.rowCount()}")
