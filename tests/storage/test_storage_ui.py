"""The storage widgets and the start-up wiring, against a minimal fake controller
(the real one follows the same contract: gameChanged, record(), load_record())."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMenu

from cinch_qt.games.cinch.engine.cards import card_str, parse_card
from cinch_qt.games.cinch.table.replay import CinchReplayWidget
from cinch_qt.games.cinch.table.replay_frames import felt_frames, game_frames
from cinch_qt.i18n.cards import card_with_article
from cinch_qt.i18n.seats import seat_name
from cinch_qt.storage import Storage
from cinch_qt.ui.storage import (
    HistoryDialog,
    StatisticsDialog,
    claim_data_dir,
)
from cinch_qt.ui.storage.replay_viewer import next_stop
from tests.storage_helpers import finished_record, partial_state
from tests.storage_ui_helpers import FakeController, make_ui


def test_autosave_on_every_change_and_resume_exactly(qtbot, tmp_path: Path) -> None:
    first = FakeController(seed=11)
    ui, msgs = make_ui(qtbot, tmp_path, first)
    assert not ui.offer_resume()          # nothing saved yet
    session = ui.attach()
    with qtbot.waitSignal(session.saved):
        first.step(37)
    assert ui.storage.autosave.flush()
    saved = json.loads(ui.storage.autosave.path.read_text())
    assert saved == first.record()        # the very last action is on disk
    ui.storage.close()

    # The next start: the same cards, scores, turn, options and levels come back.
    second = FakeController(seed=999)
    ui2, msgs2 = make_ui(qtbot, tmp_path, second)
    assert ui2.offer_resume()
    assert "hand" in msgs2.asked[0] and "Continue" in msgs2.asked[0]
    assert second.loaded == saved
    assert second.record() == first.record()
    assert second.state.current == first.state.current
    assert second.state.hands == first.state.hands
    ui2.storage.close()


def test_declining_keeps_the_old_game_aside(qtbot, tmp_path: Path) -> None:
    c = FakeController()
    ui, _ = make_ui(qtbot, tmp_path, c)
    ui.attach()
    c.step(20)
    ui.storage.close()
    c2 = FakeController()
    ui2, msgs = make_ui(qtbot, tmp_path, c2, answer=False)
    assert not ui2.offer_resume()
    assert c2.loaded is None
    kept = list(tmp_path.glob("unfinished-*.json"))
    assert len(kept) == 1 and "unfinished-" in msgs.told[0]
    assert json.loads(kept[0].read_text()) == c.record()
    ui2.storage.close()


def test_autoplay_resumes_without_asking(qtbot, tmp_path: Path) -> None:
    c = FakeController()
    ui, _ = make_ui(qtbot, tmp_path, c)
    ui.attach()
    c.step(10)
    ui.storage.close()
    c2 = FakeController()
    ui2, msgs = make_ui(qtbot, tmp_path, c2, answer=False)
    assert ui2.offer_resume(auto=True) and msgs.asked == []
    ui2.storage.close()


def test_a_save_the_controller_refuses_is_moved_aside(qtbot, tmp_path: Path) -> None:
    c = FakeController()
    ui, _ = make_ui(qtbot, tmp_path, c)
    ui.attach()
    c.step(12)
    ui.storage.close()

    class Refusing(FakeController):
        def load_record(self, record: dict) -> None:
            raise ValueError("unknown level 'grandmaster' for seat W")
    c2 = Refusing()
    ui2, msgs = make_ui(qtbot, tmp_path, c2)
    assert not ui2.offer_resume()
    assert "grandmaster" in msgs.told[0]
    assert len(list(tmp_path.glob("current-game.json.corrupt-*"))) == 1
    ui2.storage.close()


def test_storage_follows_the_data_dir_property(qtbot, tmp_path: Path) -> None:
    from PySide6.QtWidgets import QApplication
    app = QApplication.instance()
    app.setProperty("dataDir", str(tmp_path / "chosen"))
    try:
        storage = Storage.for_application()
        assert storage.data_dir == tmp_path / "chosen"
        storage.settings.set("cinch/target", 42)
        assert (tmp_path / "chosen" / "settings.ini").exists()
        storage.close()
    finally:
        app.setProperty("dataDir", None)


def test_corrupt_save_is_moved_aside_and_the_player_told(qtbot, tmp_path: Path) -> None:
    (tmp_path / "current-game.json").write_text('{"format": "cinch-record", "vers')
    c = FakeController()
    ui, msgs = make_ui(qtbot, tmp_path, c)
    assert not ui.offer_resume()
    assert c.loaded is None
    assert "could not be read" in msgs.told[0] and "corrupt-" in msgs.told[0]
    assert len(list(tmp_path.glob("current-game.json.corrupt-*"))) == 1
    ui.storage.close()


def test_finished_game_goes_to_history_and_save_is_cleared(qtbot, tmp_path: Path) -> None:
    c = FakeController(seed=3)
    ui, msgs = make_ui(qtbot, tmp_path, c)
    session = ui.attach()
    with qtbot.waitSignal(session.gameFiled, timeout=10000) as filed:
        c.step(10_000)
    assert c.state.is_over
    assert not ui.storage.autosave.exists()
    rows = ui.storage.games.history()
    assert [r.id for r in rows] == filed.args
    assert ui.storage.games.record(rows[0].id) == c.record()
    assert "Ada & North (easy)" in rows[0].lineup
    assert msgs.told == []
    ui.storage.close()


def test_save_failure_is_reported_once_and_play_goes_on(qtbot, tmp_path: Path) -> None:
    c = FakeController()
    ui, msgs = make_ui(qtbot, tmp_path, c)
    ui.attach()
    c.step(2)
    ui.storage.autosave.path = tmp_path / "missing-folder" / "x" / "current-game.json"
    ui.storage.autosave.folder = tmp_path / "missing-folder" / "x"
    (tmp_path / "missing-folder").write_text("a file where a folder should be")
    for _ in range(3):
        # A background write's failure is reported with the next save.
        c.step(1)
        ui.storage.autosave.flush()
    c.step(1)
    assert len(msgs.told) == 1 and "could not be saved" in msgs.told[0]
    ui.storage.close()


def test_lock_refuses_a_second_copy(qtbot, tmp_path: Path) -> None:
    first = Storage(tmp_path)
    assert claim_data_dir(first, tell=lambda m: None)
    told: list[str] = []
    # QLockFile locks per file handle, so a second handle in this process is refused.
    second = Storage(tmp_path)
    assert not claim_data_dir(second, tell=told.append)
    assert "already open" in told[0]
    first.close()
    assert claim_data_dir(second, tell=told.append)
    second.close()


def test_menu_actions_open_the_dialogs(qtbot, tmp_path: Path) -> None:
    c = FakeController()
    ui, _ = make_ui(qtbot, tmp_path, c)
    menu = QMenu()
    qtbot.addWidget(menu)
    menu.addAction("&Hint")
    menu.addSeparator()
    quit_action = menu.addAction("&Quit")
    actions = ui.add_actions(menu)
    assert [a.text() for a in actions] == ["St&atistics…", "Histor&y…", "&Export game…",
                                           "&Import game…"]
    assert menu.actions()[-1] is quit_action  # Quit stays last
    keys = [a.text().split("&")[1][0].lower() for a in menu.actions() if "&" in a.text()]
    assert len(keys) == len(set(keys))  # no two entries share a mnemonic
    ui.storage.games.add_game(finished_record(4))
    actions[0].trigger()
    actions[1].trigger()
    kinds = {type(d) for d in ui.dialogs}
    assert kinds == {StatisticsDialog, HistoryDialog}
    ui.storage.close()


def test_export_then_import_replays(qtbot, tmp_path: Path) -> None:
    c = FakeController(seed=8)
    ui, msgs = make_ui(qtbot, tmp_path, c, answer=False)
    c.step(50)
    target = tmp_path / "out" / "game.json"
    assert ui.export_current(target)
    assert json.loads(target.read_text()) == c.record()  # RECORD v1 + our extension
    dialog = ui.import_file(target)      # unfinished: not continued, so replayed
    assert len(msgs.asked) == 1 and c.loaded is None
    assert dialog is not None and msgs.told == []
    assert dialog.replay.frames == felt_frames(c.record())
    ui.storage.close()


@pytest.mark.parametrize("content, where", [
    ('{"format": "cinch-record", "version": 1, "rules": ', "line 1"),
    ('{"format": "cinch-record", "version": 3}', "version 3"),
    ('{"format": "chess-pgn"}', "not a record of a game this program plays"),
])
def test_import_of_a_bad_file_says_where(qtbot, tmp_path: Path, content, where) -> None:
    c = FakeController()
    ui, msgs = make_ui(qtbot, tmp_path, c)
    bad = tmp_path / "bad.json"
    bad.write_text(content)
    assert ui.import_file(bad) is None
    assert where in msgs.told[0] and "bad.json" in msgs.told[0]
    ui.storage.close()


def test_import_names_the_json_path_of_a_rule_break(qtbot, tmp_path: Path) -> None:
    rec = finished_record(6)
    rec["hands"][1]["tricks"][2]["winner"] = "N" if rec["hands"][1]["tricks"][2][
        "winner"] != "N" else "E"
    bad = tmp_path / "broken.json"
    bad.write_text(json.dumps(rec))
    ui, msgs = make_ui(qtbot, tmp_path, FakeController())
    assert ui.import_file(bad) is None
    assert "hands[1].tricks" in msgs.told[0]
    ui.storage.close()


def test_statistics_dialog_shows_and_resets_after_confirmation(qtbot, tmp_path) -> None:
    storage = Storage(tmp_path)
    for seed in range(4):
        storage.games.add_game(finished_record(seed))
    dialog = StatisticsDialog(storage.games)
    qtbot.addWidget(dialog)
    s = storage.games.summary()
    assert dialog.page.labels["games"].text() == "4"
    assert dialog.page.labels["streak"].text() == str(s.longest_streak)
    assert dialog.page.groups.rowCount() == 1 and dialog.page.groups.item(0, 2).text() == "4"
    assert len(dialog.chart.values) == 4
    dialog.confirm = lambda text: False
    assert not dialog.reset() and storage.games.summary().played == 4
    dialog.confirm = lambda text: True
    assert dialog.reset()
    assert dialog.page.labels["games"].text() == "0" and dialog.chart.values == []
    assert not dialog.reset_button.isEnabled()
    image = dialog.grab()                 # paints without error, chart included
    assert not image.isNull()
    storage.close()


def test_history_dialog_lists_replays_and_exports(qtbot, tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    recs = [finished_record(seed) for seed in range(3)]
    for n, rec in enumerate(recs):
        storage.games.add_game(rec, f"2026-04-0{n + 1}T09:00:00Z")
    replayed, exported = [], []
    dialog = HistoryDialog(storage.games, lambda r, t: replayed.append(r), exported.append)
    qtbot.addWidget(dialog)
    assert dialog.model.rowCount() == 3
    assert dialog.model.index(0, 1).data() == "You & North (normal) v West (normal) & " \
                                               "East (normal)"
    assert dialog.selected_row() == 0  # the newest game is selected on opening
    dialog.table.selectRow(2)
    assert dialog.replay_button.isEnabled()
    qtbot.mouseClick(dialog.replay_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
    assert replayed == [recs[0]] and exported == [recs[0]]  # oldest is the last row
    storage.close()


def test_history_model_fetches_in_batches(qtbot, tmp_path: Path, monkeypatch) -> None:
    from cinch_qt.ui.storage import history
    monkeypatch.setattr(history, "BATCH", 2)
    storage = Storage(tmp_path)
    for seed in range(5):
        storage.games.add_game(finished_record(seed), f"2026-05-0{seed + 1}T09:00:00Z")
    model = history.HistoryModel(storage.games)
    assert model.rowCount() == 2 and model.canFetchMore()
    while model.canFetchMore():
        model.fetchMore()
    assert model.rowCount() == 5
    assert [r.finished_at[:10] for r in model.rows] == [f"2026-05-0{d}" for d in
                                                         (5, 4, 3, 2, 1)]
    storage.close()


def check_card_frames(rec: dict, frames: list) -> None:
    """Every frame against the record: the deal, one frame per card played in the order
    played, each taking exactly one card from exactly one hand and putting it on the
    table, and the winner named where the record names it (R43)."""
    players = rec["rules"]["players"]
    fixed = sum(1 if h.get("maker") is None or "trump" not in h else 2 for h in rec["hands"])
    played = [(s, parse_card(c)) for h in rec["hands"] for t in h.get("tricks", [])
              for s, c in t["plays"]]
    assert len(frames) == fixed + len(played)
    assert [f.played for f in frames if f.played] == played
    before = None
    for n, f in enumerate(frames):
        hand = rec["hands"][f.hand_index]
        if f.step == 0:
            assert f.hands == {s: tuple(parse_card(c) for c in hand["deal"][s])
                               for s in rec["seats"]}
        elif f.step == 1:
            assert f.played is None and f.trick == () and f.is_stop
        else:
            seat, card = f.played
            gone = {s: set(before.hands[s]) - set(f.hands[s]) for s in rec["seats"]}
            assert gone == {s: ({card} if s == seat else set()) for s in rec["seats"]}
            assert all(set(f.hands[s]) <= set(before.hands[s]) for s in rec["seats"])
            fresh = before.step == 1 or before.trick_done
            assert f.trick == (before.trick if not fresh else ()) + ((seat, card),)
            trick = hand["tricks"][f.trick_no - 1]
            assert f.trick_done == (len(f.trick) == players) == f.is_stop
            assert f.winner == (trick["winner"] if f.trick_done else None)
            assert f.title.endswith(f"trick {f.trick_no} of 6, card {len(f.trick)} of "
                                    f"{players}")
            if f.trick_done:
                assert any(f"{seat_name(trick['winner'])} wins the trick" in line
                           for line in f.lines)
            last_of_hand = n + 1 == len(frames) or frames[n + 1].step < 2
            if last_of_hand and "scored" in hand:
                assert f.totals == hand["totals"]
                assert any(line.startswith("Points taken:") for line in f.lines)
            else:
                assert f.totals == before.totals
        before = f


def trick_piles(frame) -> list:
    """The piles of a shown frame that are cards of the trick."""
    return [p for p in frame.piles if p.name.startswith("trick")]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_replay_steps_card_by_card(qtbot, players: int) -> None:
    rec = finished_record(2, players=players)
    widget = CinchReplayWidget(rec)
    qtbot.addWidget(widget)
    frames = game_frames(rec)
    assert [f.title for f in widget.frames] == [f.title for f in frames]
    check_card_frames(rec, frames)
    assert frames[-1].totals == rec["final"]["totals"]
    # Each finished hand ends on its sixth trick, every hand empty.
    ends = [f for n, f in enumerate(frames) if f.step >= 2 and
            (n + 1 == len(frames) or frames[n + 1].step < 2)]
    assert all(f.trick_no == 6 and not any(f.hands.values()) for f in ends)
    qtbot.keyClick(widget.view, Qt.Key.Key_Right)
    assert widget.index == 1
    qtbot.keyClick(widget.view, Qt.Key.Key_Right)
    assert widget.index == 2 and len(trick_piles(widget.view.frame)) == 1
    qtbot.keyClick(widget.view, Qt.Key.Key_Left)
    assert widget.index == 1
    widget.go(10_000)
    assert widget.index == len(frames) - 1 and not widget.next.isEnabled()
    widget.hand_box.activated.emit(1)
    assert widget.frames[widget.index].hand_index == 1
    assert frames[widget.index].step == 0
    assert not widget.grab().isNull()


@pytest.mark.parametrize("players", [2, 4])
def test_trick_keys_land_on_trick_boundaries(qtbot, players: int) -> None:
    rec = finished_record(3, players=players)
    widget = CinchReplayWidget(rec)
    qtbot.addWidget(widget)
    frames = game_frames(rec)
    assert [f.is_stop for f in widget.frames] == [f.is_stop for f in frames]
    stops = [n for n, f in enumerate(frames) if f.is_stop]
    # Page Down and Ctrl+Right visit exactly the deal, ready-to-play and trick-end frames.
    for key, mod in ((Qt.Key.Key_PageDown, Qt.KeyboardModifier.NoModifier),
                     (Qt.Key.Key_Right, Qt.KeyboardModifier.ControlModifier)):
        widget.go(0)
        seen = [0]
        while widget.index < len(frames) - 1:
            qtbot.keyClick(widget.view, key, mod)
            seen.append(widget.index)
        assert seen == stops
    for key, mod in ((Qt.Key.Key_PageUp, Qt.KeyboardModifier.NoModifier),
                     (Qt.Key.Key_Left, Qt.KeyboardModifier.ControlModifier)):
        widget.go(len(frames) - 1)
        seen = [widget.index]
        while widget.index > 0:
            qtbot.keyClick(widget.view, key, mod)
            seen.append(widget.index)
        assert seen == stops[::-1]
    # Every trick stop shows a whole trick with its winner, as the record has it.
    for n in stops:
        f = frames[n]
        if f.played:
            trick = rec["hands"][f.hand_index]["tricks"][f.trick_no - 1]
            assert [(s, card_str(c)) for s, c in f.trick] == [tuple(p) for p in
                                                               trick["plays"]]
            assert f.winner == trick["winner"]
            # ... and the felt shows that trick, its winner's card marked (R43).
            widget.go(n)
            shown = widget.view.frame
            assert [p.cards[0] for p in trick_piles(shown)] == [c for _, c in f.trick]
            assert shown.winner == dict(f.trick)[f.winner]
            assert widget.view.scene_.cards[shown.winner].winner
    # From the middle of a trick, back goes to the end of the trick before (or to the
    # ready frame before the first trick) and on to the end of this one.
    middle = next(n for n, f in enumerate(frames) if f.trick_no == 2 and len(f.trick) == 1)
    widget.go(middle)
    widget.prev_trick.click()
    assert frames[widget.index].trick_no == 1 and frames[widget.index].trick_done
    widget.go(middle)
    widget.next_trick.click()
    assert widget.index == middle + players - 1 and frames[widget.index].trick_done
    # Left/Right step even when a button has the focus (not the button's focus moves).
    widget.show()
    widget.next.setFocus()
    qtbot.keyClick(widget.next, Qt.Key.Key_Right)
    assert widget.index == middle + players


def test_replay_home_end_buttons_and_tooltips(qtbot) -> None:
    widget = CinchReplayWidget(finished_record(2))
    qtbot.addWidget(widget)
    last = len(widget.frames) - 1
    with qtbot.assertNotEmitted(widget.frameChanged):
        qtbot.keyClick(widget.view, Qt.Key.Key_Home)     # already on the first frame
    with qtbot.waitSignal(widget.frameChanged) as moved:
        qtbot.keyClick(widget.view, Qt.Key.Key_End)
    assert moved.args == [last]
    with qtbot.assertNotEmitted(widget.frameChanged):
        qtbot.keyClick(widget.view, Qt.Key.Key_End)
    assert not widget.next_trick.isEnabled() and widget.prev_trick.isEnabled()
    qtbot.keyClick(widget.view, Qt.Key.Key_Home)
    assert widget.index == 0 and not widget.first.isEnabled()
    assert not widget.prev_trick.isEnabled() and not widget.prev.isEnabled()
    qtbot.mouseClick(widget.last, Qt.MouseButton.LeftButton)
    assert widget.index == last
    qtbot.mouseClick(widget.first, Qt.MouseButton.LeftButton)
    assert widget.index == 0
    qtbot.mouseClick(widget.next, Qt.MouseButton.LeftButton)
    assert widget.index == 1
    tips = {b.accessibleName(): b.toolTip() for b in widget.buttons}
    assert tips == {"First frame": "First frame (Home)",
                    "Previous trick": "Previous trick (Ctrl+←, PgUp)",
                    "Previous card": "Previous card (←)",
                    "Next card": "Next card (→, Space)",
                    "Next trick": "Next trick (Ctrl+→, PgDown)",
                    "Last frame": "Last frame (End)"}
    assert "Ctrl+→" in widget.view.toolTip() and "Home" in widget.view.toolTip()


def test_replay_frame_text_reaches_screen_readers(qtbot) -> None:
    rec = finished_record(2)
    widget = CinchReplayWidget(rec)
    qtbot.addWidget(widget)
    assert widget.view.accessibleName() == "Replay table"
    frames = game_frames(rec)
    n = next(n for n, f in enumerate(frames) if f.trick_done)
    widget.go(n)
    f = frames[n]
    text = widget.view.accessibleDescription()
    assert f.title in text and all(line in text for line in f.lines)
    assert "wins the trick" in text and "On the table: " in text
    assert widget.story.text() == "\n".join(f.lines)
    seat, card = f.played
    assert f.lines[0] == f"{seat_name(seat)} plays {card_with_article(card)}."
    widget.go(n + 1)                                   # the next trick's lead
    assert widget.story.text().startswith(f"{seat_name(frames[n + 1].played[0])} leads")
    assert widget.view.accessibleDescription() != text


@pytest.mark.parametrize("players", [3, 4])
def test_replay_of_an_unfinished_game_stops_where_it_stopped(players: int) -> None:
    # Every point a save can stop at over the first hands: no crash, and the same checks.
    partial_tricks = 0
    for steps in range(0, 70, 3):
        rec = partial_state(7, steps, players=players).to_record()
        frames = game_frames(rec)
        check_card_frames(rec, frames)
        last = rec["hands"][-1]
        if last.get("tricks") and last["tricks"][-1]["winner"] is None:
            assert frames[-1].winner is None and not frames[-1].trick_done
            assert next_stop(frames, len(frames) - 2) == len(frames) - 1
            partial_tricks += 1
    assert partial_tricks > 5  # the steps do stop in the middle of tricks


def test_replay_of_no_hands_says_so(qtbot) -> None:
    rec = finished_record(2)
    rec["hands"] = []
    widget = CinchReplayWidget(rec)
    qtbot.addWidget(widget)
    assert widget.title.text() == "This game has no hands to show."
    assert not any(b.isEnabled() for b in widget.buttons)
    qtbot.keyClick(widget.view, Qt.Key.Key_Right)       # nothing to step to, no crash
