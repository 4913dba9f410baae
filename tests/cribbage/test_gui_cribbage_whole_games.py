"""Cribbage and Crib Wars as a person plays them: the real window with
animations on (every duration scaled by CINCH_QT_TIME_SCALE, nothing skipped), real
mouse and key events only.  Whole games for 2 and 4 players on both boards and 3 and 6
on Crib Wars; the seeds were picked by playing the same person (the hint's choice)
against the same bots on the engine alone, so that every seat deals and the Crib Wars
games land on a red jump, a blue trap and a penalty square (W10, W11, W30).

At every prompt the test checks that the right controls are on screen and enabled
before it touches anything, and every time the felt comes to rest the pegs stand in
the engine's holes.  Some of these games are also watched for anything readable that
runs ahead of the felt (C40, C70; tests/crib_readable.py) over their first hands or the
whole game, as tests/cribbage/test_gui_cribbage_readable_fair.py watches others; every
Crib Wars game's effects must be said one sentence each (W10, W11, W30).  Two of them are
watched for a hand's values shown before the felt's show (C70, C80), as
test_gui_cribbage_scores_fair.py watches another, and the 3-player Crib Wars game for
one score at every moment and the board's sentences kept until the next decision (W7,
as test_gui_cribbage_one_score.py says; tests/crib_watches.py)."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cinch_qt.games.cribbage.engine import OVER
from cinch_qt.games.cribbage.table import strip as sp
from tests.crib_person import (
    CTRL,
    PegWatch,
    Person,
    on_screen,
    open_crib_table,
)
from tests.crib_readable import ReadableWatch
from tests.crib_watches import NewsWatch, RevealWatch, ScoreWatch


def squares_landed(state) -> set[str]:
    return {e["square"][0] for r in state.hand_records for e in r["events"]
            if e["e"] == "score" and e.get("square")}


def assert_readable_fair(watch: ReadableWatch, win) -> None:
    """Nothing readable ran ahead of the felt while ``watch`` watched (C40, C70)."""
    watch.check()
    watch.detach()
    assert watch.checks > 100 and watch.said
    assert win.scores.rows                   # hands were shown and written down
    assert not watch.leaks, watch.leaks[:6]


def assert_effects_said_in_one_sentence(said: list[str], st) -> None:
    """W10, W11, W30: every square landed on is said as one sentence naming the side
    and the hole it stands on (a hole whose mark is not its number says both, W7)."""
    squares = squares_landed(st)
    effects = [s for s in said if s.startswith(("Red jump", "Blue trap", "Green zone",
                                                "Penalty square"))]
    assert effects and squares
    for s in effects:
        assert re.search(r"\bhole \d+", s), s
        assert s.count(". ") == 0 and s.endswith("."), s           # one sentence
        assert st.seat_names and any(n in s for n in ("You", "you", "West", "East",
                                                      "North")), s
    if "T" in squares:
        assert any(s.startswith("Blue trap") and "which counts as" in s for s in effects)
    assert not {"Red jump!", "Penalty square!", "folds"} & set(said)


class OneScore:
    """The 3-player Crib Wars game's score watches (W7): peg, badge, Scores panel and
    status line agree at every move and rest; the board's sentences stay on the felt
    until the person's next decision; the status line after each hand."""

    def __init__(self, session, win) -> None:
        self.scores = ScoreWatch(session, win)
        self.news = NewsWatch(session, win)
        self.lines: list[str] = []
        original = win.strip.show_page

        def show_page(page, text=""):
            if page == sp.NEXT and isinstance(text, str):
                self.lines.append(text)
            return original(page, text)

        win.strip.show_page = show_page

    def check(self, session, win) -> None:
        st, watch, news = session.state, self.scores, self.news
        assert watch.checks > 50 and watch.rest_checks > len(st.hand_records)
        assert not watch.wrong, watch.wrong[:5]
        # Each square's sentence was said whole and stayed until the next decision.
        from cinch_qt.games.cribbage.table import words
        for kind in ("red", "trap", "penalty"):
            start = words.announce_square("%1", kind).split(":")[0]
            assert any(line.startswith(start) for line in news.all), (kind, news.all)
        assert news.prompts > 10 and not news.lost, news.lost[:3]
        # The status line after each hand gives every side's standing, the mark.
        names = win._side_names()
        assert self.lines
        for text in self.lines:
            for name in names.values():
                assert re.search(re.escape(name) + r" \d+ \([+−]\d+\)", text), text
        # The winner stands at 241 everywhere: badge, table, status line.
        winner = st.side_names[st.winner]
        assert watch.badge()[winner] == 241 == win.scores.total(winner)
        assert "241" in win.strip.text()


# players, board, seed: whole games picked on the engine (see the module's docstring);
# watched: the hands watched for readable leaks (0 none, None the whole game);
# scores: the game watched for hand values shown early (C70, C80) and, on Crib Wars,
# for one score at every moment (W7)
GAMES = [(2, "classic", 6, None, True), (4, "classic", 2, 3, False),
         (2, "crib-wars", 10, 0, False), (4, "crib-wars", 3, 0, False),
         (3, "crib-wars", 2, 0, True), (6, "crib-wars", 1, 2, False)]


@pytest.mark.parametrize(("players", "board", "seed", "watched", "scores"), GAMES,
                         ids=[f"{p}-{b}-{s}" for p, b, s, _w, _s in GAMES])
def test_whole_game_with_mouse_and_keys_c20_c70_w4(qtbot, tmp_path, monkeypatch,
                                                    players, board, seed, watched, scores):
    with open_crib_table(qtbot, tmp_path, monkeypatch, players=players, board=board) as (
            session, win):
        pegs = PegWatch(session, win)
        reveal = RevealWatch(win) if scores else None
        one_score = OneScore(session, win) if scores and board == "crib-wars" else None
        person = Person(qtbot, session, win)
        said: list[str] = []
        win.live.say = said.append          # what screen readers are told
        watch = ReadableWatch(session, win, monkeypatch) if watched != 0 else None
        session.new_game(seed)
        assert session.settings.speed_factor > 0 and win.felt.busy()   # the draw animates
        if watch is not None:
            person.play(hands=watched)
            assert_readable_fair(watch, win)
        person.play()
        st = session.state
        assert st.phase == OVER and not session.failures
        assert not pegs.wrong, pegs.wrong[:3]
        assert not win.felt.mismatches, win.felt.mismatches[:3]
        assert pegs.checks > len(st.hand_records)
        # Every seat dealt (C23); the person cut for the deal, laid away and played.
        assert {r["dealer"] for r in st.hand_records} == set(st.seat_names)
        assert {"cut-deal", "lay", "play", "next"} <= set(person.done)
        shows = [e for r in st.hand_records for e in r["events"] if e["e"] == "show"]
        assert shows                                       # the show (C70)
        # Every card played and every score is said (with the count, the reason).
        events = [e for r in st.hand_records for e in r["events"]]
        plays = [e for e in events if e["e"] == "play"]
        scores = [e for e in events if e["e"] == "score"]
        assert len(said) >= len(plays) + len(scores)
        assert any("Your turn" in t for t in said)
        if board == "crib-wars":
            assert {"R", "T", "P"} <= squares_landed(st)   # W10, W11, W30
            spoken = " ".join(said)
            assert all(w in spoken for w in ("Red jump", "Blue trap", "Penalty square"))
            assert_effects_said_in_one_sentence(said, st)
        # The end: the winner named, a new game offered on screen.
        assert win.strip.page() == sp.OVER
        assert on_screen(win, win.strip.new_button) and win.strip.new_button.isEnabled()
        assert win.strip.text()
        assert win.scores.rowCount() == len(st.hand_records) + 1
        if reveal is not None:
            # No Scores row, Last show or game-over line before the felt showed the
            # hand (C70), nor the winner named before the winning peg moved (C80).
            assert reveal.rows >= len(st.hand_records) - 1
            assert reveal.last_shows >= len(st.hand_records) - 1
            assert not reveal.early, reveal.early[:5]
        if one_score is not None:
            one_score.check(session, win)


@pytest.mark.parametrize("muggins", ["cut-throat", "friendly"])
def test_manual_count_and_muggins_c91_c95(qtbot, tmp_path, monkeypatch, muggins):
    with open_crib_table(qtbot, tmp_path, monkeypatch, players=2, counting="manual",
                         muggins=muggins) as (session, win):
        pegs = PegWatch(session, win)
        person = Person(qtbot, session, win, count=lambda total: max(0, total - 1))
        watch = ReadableWatch(session, win, monkeypatch)
        session.new_game(5)
        person.play(hands=3)
        assert_readable_fair(watch, win)
        st = session.state
        assert "count" in person.done and not pegs.wrong
        events = [e for r in st.hand_records for e in r["events"]]
        missed = [e for e in events if e["e"] == "show" and "claimed" in e
                  and e["claimed"] < e["total"]]
        assert missed
        mugged = [e for e in events if e["e"] == "score" and e["why"] == "muggins"]
        if muggins == "cut-throat":
            assert mugged and mugged[0]["side"] == "N"      # C95: North pegs them
        else:
            assert not mugged                                # given back
        # Last show (Ctrl+L) has the show of the hand that just ended, claims included.
        QTest.keyClick(win, Qt.Key.Key_L, CTRL)
        assert win.last_show.isVisible()
        text = win.last_show.text.toPlainText()
        assert "counted" in text
        assert ("Muggins" in text) == (muggins == "cut-throat" and any(
            e["e"] == "score" and e["why"] == "muggins"
            for e in st.hand_records[-1]["events"]))


def test_keyboard_only_lay_away_and_play(qtbot, tmp_path, monkeypatch):
    with open_crib_table(qtbot, tmp_path, monkeypatch, players=3, board="crib-wars") as (
            session, win):
        person = Person(qtbot, session, win, keys_only=True)
        session.new_game(2)
        person.play(hands=2)
        assert {"lay", "play", "next"} <= set(person.done)


def test_hint_and_undo(qtbot, tmp_path, monkeypatch):
    """Ctrl+H gives the Expert's choice with its reason; Ctrl+Z takes a decision back
    while no hidden card has been shown since (here: the person's lay-away before the
    others have laid theirs)."""
    with open_crib_table(qtbot, tmp_path, monkeypatch, speed="slow", players=4) as (
            session, win):
        person = Person(qtbot, session, win)
        session.new_game(11)
        said = []
        win.live.say = lambda text: said.append(text)
        undone = False
        hinted = False
        for _ in range(200):
            what = person.wait()
            if what == "cut":
                person.cut()
                continue
            if what != "turn":
                break
            d = session.decision()
            if not hinted and d.kind == "lay":
                win.felt.setFocus()
                QTest.keyClick(win, Qt.Key.Key_H, CTRL)
                qtbot.waitUntil(lambda: win.last_hint is not None, timeout=5000)
                assert win.hint_line.isVisible() and "Lay away" in win.hint_line.text()
                assert any("Lay away" in t for t in said)
                # The hint's cards are picked on the felt, ready to confirm.
                assert set(win.felt.selection()) == set(win.last_hint.action.cards)
                assert win.strip.confirm_button.isEnabled()
                hinted = True
            if session.can_undo() and not undone:
                count = session.action_count
                assert win.undo_action.isEnabled()
                QTest.keyClick(win, Qt.Key.Key_Z, CTRL)
                assert session.undos == 1 and session.action_count < count
                undone = True
                continue
            person.act()
            if undone and hinted:
                break
        assert hinted and undone


def test_refusal_names_the_rule(qtbot, tmp_path, monkeypatch):
    with open_crib_table(qtbot, tmp_path, monkeypatch, players=2) as (session, win):
        person = Person(qtbot, session, win)
        session.new_game(6)
        while person.wait() == "cut":
            person.cut()
        assert session.decision().kind == "lay"
        before = session.state.snapshot()
        win.felt.setFocus()
        session.lay_away(session.state.hands[0][:1])          # one card: C103
        assert win.last_refused_rule == "C103"
        assert "Not allowed" in win.statusBar().currentMessage()
        assert session.state.snapshot() == before
