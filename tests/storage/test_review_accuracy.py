"""Accuracy over time: per finished game, the person's expected points given
away per hand by each measure of the hand review (Cribbage: laying away, C31-C34, and
the play, C50-C59), worked out off the GUI thread, kept in storage/accuracy.py's file,
and shown in the statistics window as figures and a chart over games."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt

from cinch_qt.games.cribbage.ai.review import person_hands, review_hand
from cinch_qt.games.review import Accuracy, game_accuracy
from cinch_qt.storage import Storage
from cinch_qt.storage.accuracy import FILE, AccuracyFigures, Unreviewable
from tests.cribbage_storage_helpers import FakeCribbageSession, finished
from tests.storage_ui_helpers import make_ui


def mean_losses_by_hand(record: dict) -> dict[str, float]:
    """The independent figure: ai/review.py's own losses, hand by hand, averaged."""
    hands = person_hands(record, 0)
    lay = [review_hand(record, h, 0).lay_loss for h in hands]
    play = [review_hand(record, h, 0).play_loss for h in hands]
    return {"lay": sum(lay) / len(hands), "play": sum(play) / len(hands)}


@pytest.mark.parametrize(("game", "players", "seed"),
                         [("cribbage", 2, 1), ("crib-wars", 3, 2), ("cribbage", 4, 3)])
def test_a_game_s_accuracy_is_the_mean_of_its_hands_losses(game, players, seed):
    record = finished(game, players, seed=seed, level="easy")
    acc = game_accuracy(record)
    expected = mean_losses_by_hand(record)
    assert acc.hands == len(person_hands(record, 0)) > 0
    assert acc.means == pytest.approx(expected, abs=1e-9)
    # The same measure for every player count and board: both keys, never negative.
    assert set(acc.means) == {"lay", "play"} and min(acc.means.values()) >= 0


def wait_done(qtbot, figures: AccuracyFigures, timeout: int = 120_000) -> None:
    qtbot.waitUntil(lambda: figures.waiting() == 0, timeout=timeout)


def test_figures_are_worked_out_in_the_background_and_kept(qtbot, tmp_path):
    records = [finished("cribbage", 2, seed=s, level="easy") for s in (5, 6)]
    figures = AccuracyFigures(tmp_path)
    assert figures.work_out([("a", json.dumps(records[0])), ("b", records[1])]) == 2
    assert figures.work_out([("a", records[0])]) == 0          # queued once
    wait_done(qtbot, figures)
    for key, record in zip("ab", records, strict=True):
        assert figures.get(key).means == pytest.approx(mean_losses_by_hand(record))
    figures.close()
    again = AccuracyFigures(tmp_path)                             # read from the file
    assert again.get("a") == figures.get("a") and again.notice == ""
    assert again.work_out([("a", records[0])]) == 0               # never worked out twice
    again.close()


def test_figures_whose_window_went_mid_game_stop_quietly(tmp_path, monkeypatch):
    """Qt deletes the figures with their window while a game is being worked out: the
    thread saves what it found and stops, with no "Signal source has been deleted"
    traceback from its last word."""
    import threading

    import shiboken6

    from cinch_qt.storage import accuracy
    release, raised = threading.Event(), []

    def slow_accuracy(record):
        release.wait(30)
        return game_accuracy(record)
    monkeypatch.setattr(accuracy, "game_accuracy", slow_accuracy)
    monkeypatch.setattr(threading, "excepthook", lambda args: raised.append(args.exc_value))
    figures = AccuracyFigures(tmp_path)
    figures.work_out([("a", finished("cribbage", 2, seed=5, level="easy"))])
    thread = figures._thread
    shiboken6.delete(figures)
    release.set()
    thread.join(60)
    assert not thread.is_alive() and raised == []
    assert "a" in json.loads((tmp_path / FILE).read_text(encoding="utf-8"))["games"]


def test_an_unreadable_file_is_moved_aside_and_said(qtbot, tmp_path):
    (tmp_path / FILE).write_text("{not json", encoding="utf-8")
    figures = AccuracyFigures(tmp_path)
    assert figures.get("a") is None
    kept = list(tmp_path.glob(f"{FILE}.corrupt-*"))
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == "{not json"
    assert kept[0].name in figures.notice
    figures.close()
    # An entry we did not write is worked out again; the others are kept.
    (tmp_path / FILE).write_text(json.dumps({"version": 1, "games": {
        "good": {"hands": 3, "means": {"lay": 0.5}}, "bad": {"hands": "x"}}}))
    figures = AccuracyFigures(tmp_path)
    assert figures.get("good") == Accuracy(3, {"lay": 0.5}) and figures.get("bad") is None
    assert figures.notice == ""
    figures.close()


def test_a_game_the_review_cannot_follow_is_kept_as_such(qtbot, tmp_path):
    record = finished("cribbage", 2, seed=7, level="easy")
    record["hands"][0]["events"] = record["hands"][0]["events"][:1]   # cut short
    record["hands"][0]["events"].append({"e": "lay", "seat": "S", "cards": ["XX", "YY"]})
    figures = AccuracyFigures(tmp_path)
    figures.work_out([("cut", record)])
    wait_done(qtbot, figures)
    assert isinstance(figures.get("cut"), Unreviewable)
    figures.close()


def test_statistics_show_the_accuracy_chart_filling_in_older_games(qtbot, tmp_path):
    ui, msgs = make_ui(qtbot, tmp_path, FakeCribbageSession("cribbage", 2))
    records = [finished("cribbage", 2, seed=s, level="easy") for s in (11, 12, 13)]
    for i, r in enumerate(records):
        ui.storage.games.add_game(r, f"2026-04-0{i + 1}T09:00:00Z")
    dialog = ui.show_statistics()                  # Game → Statistics…, as the menu does
    panel = dialog.accuracy
    # Filed before the accuracy existed: worked out now, in the background, and said.
    assert ui.storage.accuracy.waiting() == 3
    assert panel.working.text() == "Working out 3 older games…"
    bar = dialog.charts.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(1).center())
    assert dialog.charts.currentWidget() is panel and panel.isVisible()
    wait_done(qtbot, ui.storage.accuracy)
    qtbot.waitUntil(lambda: len(panel.chart.values) == 3, timeout=10_000)
    assert not panel.working.isVisible()
    expected = [mean_losses_by_hand(r) for r in records]     # oldest first, as drawn
    for shown, want in zip(panel.chart.values, expected, strict=True):
        assert shown == pytest.approx(want)
    means = {k: sum(e[k] for e in expected) / 3 for k in ("lay", "play")}
    assert panel.chart.means() == pytest.approx(means)
    assert "Laying away" in panel.figure_line.text() and "The play" in panel.figure_line.text()
    picture = panel.chart.grab().toImage()
    colours = {picture.pixelColor(x, y).name() for x in range(0, picture.width(), 2)
               for y in range(0, picture.height(), 2)}
    assert "#1f4e79" in colours and "#c0631b" in colours        # both measures' lines
    dialog.close()
    ui.storage.close()


def test_a_game_filed_at_the_table_gets_its_figures(qtbot, tmp_path):
    session = FakeCribbageSession("cribbage", 2, seed=9)
    ui, msgs = make_ui(qtbot, tmp_path, session)
    filed = ui.attach()
    with qtbot.waitSignal(filed.gameFiled, timeout=60_000):
        while not session.state.is_over:
            session.step()
    [(key, text)] = ui.storage.games.db.execute("SELECT game_key, record FROM games")
    wait_done(qtbot, ui.storage.accuracy)
    assert ui.storage.accuracy.get(key).means == pytest.approx(
        mean_losses_by_hand(json.loads(text)))
    ui.storage.close()
    assert json.loads((tmp_path / FILE).read_text())["games"][key]["hands"] > 0


def test_statistics_say_the_moved_aside_file(qtbot, tmp_path):
    (tmp_path / FILE).write_text("[]", encoding="utf-8")
    storage = Storage(tmp_path)
    storage.games.add_game(finished("cribbage", 2, seed=4, level="easy"))
    from cinch_qt.ui.storage import StatisticsDialog
    dialog = StatisticsDialog(storage.games, None, "cribbage", storage.accuracy)
    qtbot.addWidget(dialog)
    assert dialog.problem.isVisibleTo(dialog)
    assert "could not be read" in dialog.problem.text()
    wait_done(qtbot, storage.accuracy)
    qtbot.waitUntil(lambda: len(dialog.accuracy.chart.values) == 1, timeout=10_000)
    assert "could not be read" in dialog.problem.text()      # still said after a refresh
    storage.close()


def test_the_accuracy_tab_is_there_only_for_a_game_with_a_review(qtbot, tmp_path):
    from cinch_qt.games import GAMES
    from cinch_qt.ui.storage import StatisticsDialog

    storage = Storage(tmp_path)
    dialog = StatisticsDialog(storage.games, None, "cribbage", storage.accuracy)
    qtbot.addWidget(dialog)
    for i in range(dialog.selector.count()):
        dialog.selector.setCurrentIndex(i)
        game = dialog.selector.itemData(i)
        assert dialog.charts.isTabVisible(1) == GAMES[game].has_part("table/review_part")
    storage.close()
