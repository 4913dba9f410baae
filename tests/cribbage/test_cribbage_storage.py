"""Saves and resume of cribbage and Crib Wars games: autosave after every
action, the resume offered with the game in words, the right table asked for a save of
another game, and another game's save kept aside only when no table can take it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cinch_qt.games import get_game
from cinch_qt.storage import FINISHED, RESUMABLE, AutosaveStore, Storage, startup_check
from cinch_qt.storage.gamefile import GameFileError, check_record
from tests.cribbage_storage_helpers import Driver, FakeCribbageSession, record_of
from tests.storage_ui_helpers import FakeController, make_ui


@pytest.mark.parametrize(("game", "players"), [("cribbage", 2), ("crib-wars", 3),
                                               ("cribbage", 6)])
def test_autosave_every_action_and_resume_exactly(qtbot, tmp_path, game, players) -> None:
    first = FakeCribbageSession(game, players, seed=21)
    ui, _ = make_ui(qtbot, tmp_path, first)
    assert not ui.offer_resume()
    session = ui.attach()
    with qtbot.waitSignal(session.saved):
        first.step(57)
    assert ui.storage.autosave.flush()
    saved = json.loads(ui.storage.autosave.path.read_text())
    assert saved == first.record()               # the last action is on disk
    ui.storage.close()

    second = FakeCribbageSession(game, players, seed=999)
    ui2, msgs = make_ui(qtbot, tmp_path, second)
    assert ui2.offer_resume()
    title = get_game(game).title
    hand = first.state.hand_no + 1
    assert f"{title}, hand {hand}, score You " in msgs.asked[0]
    assert second.loaded == saved and second.record() == first.record()
    assert second.state.current_seat == first.state.current_seat
    assert second.state.hands == first.state.hands and second.state.holes == first.state.holes
    # The resumed game plays on to its end with the same seeded deals (C24).
    ui2.attach()
    while not second.state.is_over:
        second.step()
    assert ui2.storage.games.summary(game=game).played == 1
    assert not ui2.storage.autosave.exists()     # filed, so nothing left to resume
    ui2.storage.close()


def test_a_crib_wars_save_asks_app_for_its_table(qtbot, tmp_path) -> None:
    """The Cinch table is open, the save is of Crib Wars: ``open_table`` is asked for
    the Crib Wars session, which resumes it; the Cinch controller is left alone."""
    d = Driver("crib-wars", 3, seed=8)
    for _ in range(40):
        d.step()
    AutosaveStore(tmp_path).save(record_of(d.state))
    cinch = FakeController()
    ui, msgs = make_ui(qtbot, tmp_path, cinch)
    opened: list[str] = []
    crib = FakeCribbageSession("crib-wars", 3, seed=1)

    def open_table(name: str):
        opened.append(name)
        return crib

    ui.open_table = open_table
    assert ui.offer_resume()
    assert opened == ["crib-wars"] and cinch.loaded is None
    assert crib.record() == record_of(d.state) and ui.controller is crib
    assert "Crib Wars, hand" in msgs.asked[0]
    ui.storage.close()


def test_another_games_save_is_kept_aside_only_without_a_table(qtbot, tmp_path) -> None:
    d = Driver("cribbage", 2, seed=8)
    for _ in range(30):
        d.step()
    rec = record_of(d.state)
    AutosaveStore(tmp_path).save(rec)
    cinch = FakeController()
    ui, msgs = make_ui(qtbot, tmp_path, cinch)
    ui.open_table = lambda name: None            # app.py could not open that table
    assert not ui.offer_resume(auto=True)
    kept = list(tmp_path.glob("unfinished-*.json"))
    assert len(kept) == 1 and json.loads(kept[0].read_text()) == rec
    assert cinch.loaded is None and "unfinished-" in msgs.told[0]
    ui.storage.close()


def test_a_cribbage_table_resumes_a_crib_wars_save(qtbot, tmp_path) -> None:
    """Cribbage and Crib Wars are one module: either session reads both records."""
    d = Driver("crib-wars", 2, seed=5)
    for _ in range(25):
        d.step()
    AutosaveStore(tmp_path).save(record_of(d.state))
    session = FakeCribbageSession("cribbage", 2)
    ui, _ = make_ui(qtbot, tmp_path, session)
    assert ui.offer_resume(auto=True)
    assert session.state.rules.board == "crib-wars"
    ui.storage.close()


def test_startup_check_tells_app_which_game_and_is_not_repeated(qtbot, tmp_path) -> None:
    d = Driver("crib-wars", 3, seed=2)
    for _ in range(12):
        d.step()
    AutosaveStore(tmp_path).save(record_of(d.state))
    storage = Storage(tmp_path)
    found = startup_check(storage)
    assert found.status == RESUMABLE and found.game == "crib-wars"
    storage.close()
    # A damaged save: app.py's check moves it aside; offer_resume still tells why.
    (tmp_path / "current-game.json").write_text('{"format": "cribbage-record", "vers')
    session = FakeCribbageSession()
    ui, msgs = make_ui(qtbot, tmp_path, session)
    assert startup_check(ui.storage).status == "moved-aside"
    assert not ui.offer_resume()
    assert len(msgs.told) == 1 and "could not be read" in msgs.told[0]
    ui.storage.close()


def test_a_finished_cribbage_save_is_filed_at_start(qtbot, tmp_path) -> None:
    d = Driver("cribbage", 2, seed=13)
    d.finish()
    AutosaveStore(tmp_path).save(record_of(d.state))
    assert AutosaveStore(tmp_path).load().status == FINISHED
    ui, _ = make_ui(qtbot, tmp_path, FakeCribbageSession("cribbage", 2))
    assert not ui.offer_resume()
    assert ui.storage.games.summary(game="cribbage").played == 1
    assert not ui.storage.autosave.exists()
    ui.storage.close()


def test_a_save_breaking_a_rule_is_moved_aside_with_the_rule(tmp_path) -> None:
    d = Driver("cribbage", 2, seed=3)
    for _ in range(20):
        d.step()
    rec = record_of(d.state)
    plays = [e for e in rec["hands"][0]["events"] if e["e"] == "play"]
    plays[0]["count"] += 1                       # C50: the count is the cards' values
    with pytest.raises(GameFileError) as info:
        check_record(rec)
    assert "hands[0].events[" in str(info.value) and "C5" in str(info.value)
    store = AutosaveStore(tmp_path)
    store.save(rec)
    result = store.load()
    assert result.status == "moved-aside" and "hands[0]" in result.message
    assert list(Path(tmp_path).glob("current-game.json.corrupt-*"))


def test_the_extension_of_a_six_player_record_is_checked(tmp_path) -> None:
    d = Driver("cribbage", 6, seed=3)
    for _ in range(10):
        d.step()
    rec = record_of(d.state)
    assert check_record(rec).game == "cribbage"  # SW, NW, NE, SE are seats here
    rec["cinch_qt"]["levels"]["X"] = "easy"
    with pytest.raises(GameFileError, match="cinch_qt.levels.X"):
        check_record(rec)
