"""Game → Import game… (docs/storage.md, "Importing a game"), against the fake sessions:
a finished game is filed once and the person told where to find it; an unfinished one
is offered to be continued, at this table when it plays that game, else handed to the
other game's table (``open_game``, app.py's window switch); the game at the table is
kept as an importable file; declining, or a table that cannot take the game, loses
nothing.  tests/storage/test_import_other_game.py drives the real program."""

from __future__ import annotations

import json
from pathlib import Path

from cinch_qt.games.cinch.table.replay import CinchReplayDialog
from cinch_qt.games.cribbage.table.replay import CribbageReplayDialog
from tests.cribbage_storage_helpers import Driver, FakeCribbageSession, record_of
from tests.storage_helpers import finished_record, partial_state
from tests.storage_ui_helpers import FakeController, make_ui


def write(tmp_path: Path, record: dict, name: str = "their-game.json") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(record))
    return path


def cinch_unfinished(seed: int = 9) -> dict:
    record = partial_state(seed=seed, steps=30).to_record()
    record["cinch_qt"] = {"levels": "easy", "names": {"S": "Ada"}}
    return record


def crib_wars_unfinished() -> dict:
    driver = Driver("crib-wars", 2, seed=3)
    for _ in range(30):
        driver.step()
    return record_of(driver.state)


def playing(qtbot, tmp_path: Path, session, answer: bool = True):
    """A table whose game is under way and autosaved, as in the program."""
    ui, msgs = make_ui(qtbot, tmp_path / "data", session, answer)
    ui.attach()
    session.step(12)
    assert ui.storage.autosave.flush()
    return ui, msgs, session.record()


def saved(ui) -> dict | None:
    assert ui.storage.autosave.flush()
    path = ui.storage.autosave.path
    return json.loads(path.read_text()) if path.exists() else None


def kept_files(ui) -> list[Path]:
    return sorted(ui.storage.data_dir.glob("unfinished-*.json"))


def test_a_finished_game_is_filed_once_told_where_and_replayed(qtbot, tmp_path) -> None:
    ui, msgs, before = playing(qtbot, tmp_path, FakeController(seed=5))
    path = write(tmp_path, finished_record(3))
    dialog = ui.import_file(path)
    assert isinstance(dialog, CinchReplayDialog)
    assert ui.storage.games.count() == 1
    assert len(msgs.told) == 1 and "their-game.json" in msgs.told[0]
    assert "Game → History…" in msgs.told[0]
    assert ui.import_file(path) is not None                # a second time: not twice
    assert ui.storage.games.count() == 1 and "already" in msgs.told[1]
    assert msgs.asked == [] and saved(ui) == before and kept_files(ui) == []
    ui.storage.close()


def test_continuing_an_unfinished_game_of_this_table_keeps_the_one_played(
        qtbot, tmp_path) -> None:
    c = FakeController(seed=5)
    ui, msgs, before = playing(qtbot, tmp_path, c)
    imported = cinch_unfinished()
    assert ui.import_file(write(tmp_path, imported)) is None
    assert len(msgs.asked) == 1 and "their-game.json" in msgs.asked[0]
    assert c.loaded == imported
    assert saved(ui) == c.record()                   # the autosave follows the new game
    [kept] = kept_files(ui)
    assert json.loads(kept.read_text()) == before    # the game that was played: kept
    assert len(msgs.told) == 1 and kept.name in msgs.told[0]
    assert ui.storage.games.count() == 0
    ui.storage.close()


def test_declining_changes_nothing_and_replays(qtbot, tmp_path) -> None:
    c = FakeController(seed=5)
    ui, msgs, before = playing(qtbot, tmp_path, c, answer=False)
    dialog = ui.import_file(write(tmp_path, cinch_unfinished()))
    assert isinstance(dialog, CinchReplayDialog) and len(msgs.asked) == 1
    assert c.loaded is None and saved(ui) == before and kept_files(ui) == []
    assert msgs.told == []
    ui.storage.close()


def test_another_games_unfinished_record_goes_to_its_own_table(qtbot, tmp_path) -> None:
    session = FakeCribbageSession("cribbage", 2, seed=4)
    ui, msgs, before = playing(qtbot, tmp_path, session)
    opened: list[tuple[str, dict]] = []
    ui.open_game = lambda game, record: opened.append((game, record))
    imported = cinch_unfinished()
    assert ui.import_file(write(tmp_path, imported)) is None
    assert opened == [("cinch", imported)] and session.loaded is None
    [kept] = kept_files(ui)
    assert json.loads(kept.read_text()) == before
    # This table's game is no longer autosaved: the other table's game will be.
    session.step(3)
    assert saved(ui) is None
    ui.storage.close()


def test_without_the_other_table_the_record_is_only_replayed(qtbot, tmp_path) -> None:
    c = FakeController(seed=5)
    ui, msgs, before = playing(qtbot, tmp_path, c)      # open_game not set
    dialog = ui.import_file(write(tmp_path, crib_wars_unfinished()))
    assert isinstance(dialog, CribbageReplayDialog)
    assert msgs.asked == [] and msgs.told == [] and c.loaded is None
    assert saved(ui) == before and kept_files(ui) == []
    ui.storage.close()


def test_a_game_the_table_refuses_puts_the_played_one_back(qtbot, tmp_path) -> None:
    class Refusing(FakeController):
        def load_record(self, record: dict) -> None:
            raise ValueError("unknown level 'grandmaster'")

    c = Refusing(seed=5)
    ui, msgs, before = playing(qtbot, tmp_path, c)
    # Told why, and shown the game's replay instead.
    assert isinstance(ui.import_file(write(tmp_path, cinch_unfinished())), CinchReplayDialog)
    assert len(msgs.told) == 1 and "grandmaster" in msgs.told[0]
    assert saved(ui) == before and kept_files(ui) == []
    ui.storage.close()
