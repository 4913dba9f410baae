"""History, replay, export and import of cribbage and Crib Wars games: the
replay steps card by card through the play and count by count through the show with
the pegs where the record puts them; the history lists games per game; an import
refuses a bad record with the rule and the hand where it fails, and loses nothing."""

from __future__ import annotations

import json
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from cinch_qt.games.cinch.engine.cards import parse_card
from cinch_qt.games.cribbage.table.replay import CribbageReplayDialog, CribbageReplayWidget
from cinch_qt.games.cribbage.table.replay_frames import crib_frames, felt_frames
from cinch_qt.storage import Storage
from cinch_qt.ui.storage import HistoryDialog
from cinch_qt.ui.storage.replay_viewer import next_stop, previous_stop
from tests.cribbage_storage_helpers import Driver, FakeCribbageSession, finished, record_of
from tests.i18n_helpers import pseudo, pseudo_qm  # noqa: F401 - fixtures
from tests.storage_helpers import finished_record
from tests.storage_ui_helpers import make_ui

GAMES = [("cribbage", 2), ("cribbage", 3), ("cribbage", 4), ("cribbage", 6),
         ("crib-wars", 2), ("crib-wars", 3)]


@pytest.mark.parametrize(("game", "players"), GAMES)
def test_frames_follow_every_card_and_every_count(game, players) -> None:
    rec = finished(game, players, seed=players + 7)
    frames = crib_frames(rec)
    for h, hand in enumerate(rec["hands"]):
        mine = [f for f in frames if f.hand_index == h]
        kinds = Counter(f.kind for f in mine)
        events = Counter(e["e"] for e in hand["events"])
        # One frame for the deal, per lay-away, for the starter, per card, per show.
        assert kinds["deal"] == 1
        assert kinds["lay"] == events["lay"] + events["bury"]
        assert kinds["play"] == events["play"] and kinds["show"] == events["show"]
        assert kinds["starter"] == events["starter"]
        for f in mine:
            # No card lost or doubled: held + played + on the table + in the crib, plus
            # the stock's card (three players, C32), is what was dealt (C30).
            now = [c for cards in f.hands.values() for c in cards]
            now += [c for cards in f.played.values() for c in cards]
            now += [c for _, c in f.pile] + list(f.crib)
            dealt = [c for cards in hand["deal"].values() for c in cards]
            stock_card = [e["card"] for e in hand["events"] if e["e"] == "crib_stock"]
            buried = [c for e in hand["events"] if e["e"] == "bury" for c in e["cards"]]
            if f.kind != "deal" and stock_card and stock_card[0] in f.crib:
                dealt += stock_card
            assert sorted(now) == sorted(c for c in dealt if c not in buried or c in now)
            if f.kind == "play":
                # C10, C50: the count is the sum of the cards' values, court cards 10.
                assert f.count == sum(min(10, "A23456789TJQK".index(c[0]) + 1)
                                      for _, c in f.pile)
        # The pegs at the end of the hand are where the record's holes say (W4).
        if hand.get("holes"):
            assert {s: front for s, (front, _) in mine[-1].pegs.items()} == hand["holes"]
    assert frames[-1].marks == rec["final"]["marks"]
    assert frames[-1].is_stop


def test_count_keys_stop_at_the_end_of_each_count_and_each_show() -> None:
    rec = finished("cribbage", 2, seed=3)
    frames = crib_frames(rec)
    stops = [i for i, f in enumerate(frames) if f.is_stop]
    for i in stops:
        f = frames[i]
        assert f.kind in ("deal", "starter", "show") or \
            "The count starts again from 0." in f.lines or i == len(frames) - 1
    # Every count ended by a reset (C53) is a stop.
    resets = sum(1 for h in rec["hands"] for e in h["events"] if e["e"] == "reset")
    assert sum(1 for f in frames if "The count starts again from 0." in f.lines) == resets
    i, seen = 0, [0]
    while i < len(frames) - 1:
        i = next_stop(frames, i)
        seen.append(i)
    assert seen[1:] == [s for s in stops if s > 0]
    assert previous_stop(frames, seen[3]) == seen[2]


def test_replay_widget_steps_and_moves_the_pegs(qtbot) -> None:
    rec = finished("crib-wars", 3, seed=5)
    widget = CribbageReplayWidget(rec)
    qtbot.addWidget(widget)
    widget.show()
    frames = crib_frames(rec)
    assert widget.frames == felt_frames(rec)
    assert widget.index == 0 and widget.hand_box.count() == len(rec["hands"])
    for _ in range(30):
        qtbot.keyClick(widget.view, Qt.Key.Key_Right)
    assert widget.index == 30
    f = frames[30]
    assert {s: (widget.board.front(s), widget.board.back(s)) for s in f.pegs} == f.pegs
    assert widget.story.text() == "\n".join(f.lines)
    shown = sum(len(c) for c in f.hands.values()) + sum(len(c) for c in f.played.values())
    shown += len(f.showing) if f.showing else len(f.pile)
    shown += (1 if f.starter else 0) + (len(f.crib) if not (f.crib_open and f.showing) else 0)
    assert len(widget.view.scene_.cards) == shown
    qtbot.keyClick(widget.view, Qt.Key.Key_PageDown)
    assert frames[widget.index].is_stop and widget.index > 30
    qtbot.keyClick(widget.view, Qt.Key.Key_End)
    assert widget.index == len(frames) - 1
    last = frames[-1]
    assert {s: widget.board.front(s) for s in last.pegs} == rec["hands"][-1]["holes"]
    assert "Game hole!" in widget.story.text()
    assert "Score: You " in widget.scores.text()
    assert "Replay table" == widget.view.accessibleName()
    assert last.title in widget.view.accessibleDescription()
    widget.hand_box.activated.emit(2)
    assert frames[widget.index].hand_index == 2 and frames[widget.index].kind == "deal"
    qtbot.keyClick(widget.view, Qt.Key.Key_Home)
    assert widget.index == 0 and not widget.prev.isEnabled()
    QApplication.processEvents()    # the last words reach the live region


def test_replay_of_an_unfinished_game_stops_where_it_stopped(qtbot) -> None:
    d = Driver("cribbage", 4, seed=2)
    for _ in range(61):
        d.step()
    rec = record_of(d.state)
    frames = crib_frames(rec)
    assert frames[-1].hand_index == len(rec["hands"]) - 1
    last_events = rec["hands"][-1]["events"]
    plays = [e for e in last_events if e["e"] == "play"]
    last_play_frames = [f for f in frames if f.hand_index == frames[-1].hand_index
                        and f.kind == "play"]
    assert len(last_play_frames) == len(plays)
    dialog = CribbageReplayDialog(rec)
    qtbot.addWidget(dialog)
    assert dialog.replay.frames == felt_frames(rec)


def test_history_lists_games_per_game_and_replays_cribbage(qtbot, tmp_path) -> None:
    storage = Storage(tmp_path)
    storage.games.add_game(finished_record(1), "2026-04-01T09:00:00Z")
    crib = finished("cribbage", 2, seed=4, level="easy")
    wars = finished("crib-wars", 3, seed=4, level="easy")
    storage.games.add_game(crib, "2026-04-02T09:00:00Z")
    storage.games.add_game(wars, "2026-04-03T09:00:00Z")
    replayed = []
    dialog = HistoryDialog(storage.games, lambda r, t: replayed.append((r, t)),
                           lambda r: None)
    qtbot.addWidget(dialog)
    assert dialog.model.rowCount() == 3
    assert dialog.model.index(0, 1).data() == "Crib Wars: You v West (easy) v East (easy)"
    dialog.filter.setCurrentIndex(dialog.filter.findData("cribbage"))
    assert dialog.model.rowCount() == 1
    assert dialog.model.index(0, 1).data() == "Cribbage: You v North (easy)"
    ours = crib["final"]["marks"]["S"]
    assert str(ours) in dialog.model.index(0, 2).data()
    qtbot.mouseClick(dialog.replay_button, Qt.MouseButton.LeftButton)
    assert replayed and replayed[0][0] == crib and not dialog.problem.isVisible()
    dialog.filter.setCurrentIndex(dialog.filter.findData(None))
    assert dialog.model.rowCount() == 3
    storage.close()


def test_replay_from_the_menu_opens_the_cribbage_window(qtbot, tmp_path) -> None:
    ui, _ = make_ui(qtbot, tmp_path, FakeCribbageSession())
    dialog = ui.show_replay(finished("cribbage", 2, seed=1))
    assert isinstance(dialog, CribbageReplayDialog)
    dialog.close()
    ui.storage.close()


def test_export_then_import_of_a_cribbage_game(qtbot, tmp_path) -> None:
    session = FakeCribbageSession("crib-wars", 3, seed=6)
    session.step(80)
    ui, msgs = make_ui(qtbot, tmp_path, session, answer=False)
    target = tmp_path / "out" / "crib.json"
    assert ui.export_current(target)
    assert json.loads(target.read_text()) == session.record()
    dialog = ui.import_file(target)      # unfinished: not continued, so replayed
    assert len(msgs.asked) == 1 and session.loaded is None
    assert isinstance(dialog, CribbageReplayDialog) and msgs.told == []
    assert dialog.replay.frames == felt_frames(session.record())
    dialog.close()      # a replay left open lies over the windows of later tests
    ui.storage.close()


@pytest.mark.parametrize(("spoil", "rule", "where"), [
    (lambda r: r["hands"][1]["events"].__setitem__(
        next(i for i, e in enumerate(r["hands"][1]["events"]) if e["e"] == "play"),
        {**next(e for e in r["hands"][1]["events"] if e["e"] == "play"), "count": 99}),
     "C5", "hands[1].events["),
    (lambda r: r["hands"][2].__setitem__("dealer", r["hands"][1]["dealer"]),
     "C23", "hands[2].dealer"),
    (lambda r: r["final"].__setitem__("game_points", {"N": 4}), "C81", "final.game_points"),
])
def test_import_refuses_a_bad_record_with_the_rule_and_the_hand(qtbot, tmp_path, spoil,
                                                                 rule, where) -> None:
    rec = finished("cribbage", 2, seed=2)
    spoil(rec)
    path = tmp_path / "bad.json"
    text = json.dumps(rec)
    path.write_text(text)
    ui, msgs = make_ui(qtbot, tmp_path, FakeCribbageSession())
    assert ui.import_file(path) is None
    assert len(msgs.told) == 1 and where in msgs.told[0] and rule in msgs.told[0]
    assert "game of Cribbage" in msgs.told[0]
    assert path.read_text() == text                  # nothing lost
    ui.storage.close()


@pytest.mark.usefixtures("pseudo")
def test_cribbage_dialogs_show_only_translated_text(qtbot, tmp_path) -> None:
    """The pseudo-translation check (tests/i18n/test_i18n_pseudo.py) on the cribbage
    statistics, history and replay, including the story of every frame of a Crib Wars game."""
    from cinch_qt.storage.gamesdb import GamesDB
    from cinch_qt.ui.storage import StatisticsDialog
    from tests.i18n_helpers import assert_all_translated, texts_of

    games = GamesDB(tmp_path / "games.sqlite3")
    wars = finished("crib-wars", 3, seed=5, level="easy")
    games.add_game(wars)
    games.add_game(finished("cribbage", 6, seed=2))
    found: list[tuple[str, str]] = []
    dialogs = [StatisticsDialog(games, None, "crib-wars"),
               HistoryDialog(games, lambda *a: None, lambda *a: None),
               CribbageReplayDialog(wars), CribbageReplayDialog(finished("cribbage", 6, seed=2))]
    for dialog in dialogs:
        qtbot.addWidget(dialog)
        dialog.show()
        found += [(f"{type(dialog).__name__}: {w}", t) for w, t in texts_of(dialog)]
    for replay in (dialogs[2].replay, dialogs[3].replay):
        for i, f in enumerate(replay.frames):
            found += [(f"frame {i}", f.title)] + [(f"frame {i}", line) for line in f.lines]
        replay.go(len(replay.frames) - 1)
        found += [("replay end", t) for _, t in texts_of(replay)]
    found += [("history row", dialogs[1].model.index(r, c).data())
              for r in range(2) for c in (1, 2)]
    QApplication.processEvents()    # the last words reach the live region
    for dialog in dialogs:
        dialog.close()
    games.close()
    assert_all_translated(found)


def test_a_side_in_the_penalty_box_is_shown_sitting_out(qtbot) -> None:
    """W32, W33: the deal of every hand a side sits out shows its hands still to sit
    out, on the board as at the table."""
    from cinch_qt.games.cribbage.table import labels

    rec = finished("crib-wars", 3, seed=1)
    frames = crib_frames(rec)
    deals = [f for f in frames if f.kind == "deal"]
    assert any(f.out for f in deals), "the seed chosen must send a side to the box"
    for f, hand in zip(deals, rec["hands"], strict=True):
        assert tuple(hand["out"]) == f.out
        assert set(f.out) <= set(f.sitting) and all(n >= 1 for n in f.sitting.values())
    widget = CribbageReplayWidget(rec)
    qtbot.addWidget(widget)
    index = next(i for i, f in enumerate(frames) if f.kind == "deal" and f.out)
    widget.go(index)
    side = frames[index].out[0]
    assert labels.sits_out(frames[index].sitting[side]) in widget.board.label_texts()
    widget.go(0)
    assert not any("sit" in t for t in widget.board.label_texts())


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 10_000), game=st.sampled_from(GAMES),
       stop=st.integers(1, 400))
def test_frames_of_any_game_keep_every_card_and_the_pegs(seed, game, stop) -> None:
    """For any seeded game, finished or stopped anywhere (a save): every frame holds
    each dealt card exactly once, and each finished hand ends with the pegs on the
    record's holes (W4)."""
    d = Driver(*game, seed=seed)
    for _ in range(stop):
        if not d.step():
            break
    rec = record_of(d.state)
    frames = crib_frames(rec)
    assert frames and frames[0].kind == "deal"
    for f in frames:
        hand = rec["hands"][f.hand_index]
        seen = [c for cards in f.hands.values() for c in cards]
        seen += [c for cards in f.played.values() for c in cards]
        seen += [c for _, c in f.pile] + list(f.crib)
        assert len(seen) == len(set(seen))
        dealt = {c for cards in hand["deal"].values() for c in cards}
        dealt |= {e["card"] for e in hand["events"] if e["e"] == "crib_stock"}  # C32
        assert set(seen) <= dealt
    # On the felt each card lies in one place (the felt follows a card by its face).
    for felt in felt_frames(rec):
        faces = [c for pile in felt.piles for c in pile.cards]
        assert len(faces) == len(set(faces))
    for h, hand in enumerate(rec["hands"]):
        if hand.get("holes"):
            last = [f for f in frames if f.hand_index == h][-1]
            assert {s: front for s, (front, _) in last.pegs.items()} == hand["holes"]


def test_replay_buttons_step_with_the_mouse(qtbot) -> None:
    rec = finished("cribbage", 2, seed=6)
    dialog = CribbageReplayDialog(rec, "Replay — test")
    qtbot.addWidget(dialog)
    dialog.show()
    w = dialog.replay
    assert not w.prev.isEnabled() and w.next.isEnabled()
    for _ in range(3):
        qtbot.mouseClick(w.next, Qt.MouseButton.LeftButton)
    assert w.index == 3
    qtbot.mouseClick(w.next_stop, Qt.MouseButton.LeftButton)
    assert w.frames[w.index].is_stop and w.index > 3
    qtbot.mouseClick(w.last, Qt.MouseButton.LeftButton)
    assert w.index == len(w.frames) - 1 and not w.next.isEnabled()
    qtbot.mouseClick(w.prev_stop, Qt.MouseButton.LeftButton)
    assert w.frames[w.index].is_stop and w.index < len(w.frames) - 1
    qtbot.mouseClick(w.first, Qt.MouseButton.LeftButton)
    assert w.index == 0
    assert "PgDown" in w.next_stop.toolTip() or "Page Down" in w.next_stop.toolTip()
    assert dialog.windowTitle() == "Replay — test"
    QApplication.processEvents()


def test_the_cards_of_a_side_that_folds_are_dimmed(qtbot) -> None:
    """W30: a side landing on a penalty square folds; its cards are dead, and shown so."""
    rec = finished("crib-wars", 3, seed=1)
    widget = CribbageReplayWidget(rec)
    qtbot.addWidget(widget)
    frames = crib_frames(rec)
    index = next(i for i, f in enumerate(frames) if f.folded)
    f = frames[index]
    assert any(line.startswith("Penalty square P") for line in f.lines)
    widget.go(index)
    side = f.folded[0]
    held = f.hands.get(side, ())
    assert held, "the seed chosen folds with cards in hand"
    dimmed = [c for c in widget.view.scene_.cards.values() if c.dimmed and c.face in
              {parse_card(x) for x in held}]
    assert len(dimmed) == len(held)
    following = frames[index + 1]
    assert following.hand_index != f.hand_index or following.folded == f.folded
