"""Settings in QSettings: typed get/set with defaults, refusal of bad values, and
Restore defaults."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from cinch_qt.storage.settings import DEFAULTS, Settings


def test_defaults_then_set_persist_and_restore(tmp_path: Path) -> None:
    s = Settings(tmp_path)
    assert s.all() == {k: v.default for k, v in DEFAULTS.items()}
    s.set("cinch/target", 62)                # R53 option
    s.set("cinch/all_pass", "stuck_dealer")  # R22 option
    s.set("table/confirm_play", True)
    again = Settings(tmp_path)              # a new run reads the same file
    assert again.get("cinch/target") == 62
    assert again.get("cinch/all_pass") == "stuck_dealer"
    assert again.get("table/confirm_play") is True
    assert not again.is_default("cinch/target")
    again.restore_defaults()
    assert Settings(tmp_path).all() == {k: v.default for k, v in DEFAULTS.items()}


@pytest.mark.parametrize("key, value, words", [
    ("cinch/players", 5, "one of 2, 3, 4"),
    ("cinch/target", 0, "from 1 to 1000"),
    ("cinch/min_bid", "lots", "whole number"),
    ("cinch/all_pass", "redeal", "throw_in, stuck_dealer"),
    ("table/confirm_play", "maybe", "true or false"),
    ("no/such", 1, "unknown setting"),
])
def test_bad_values_are_refused_with_the_reason(tmp_path: Path, key, value, words) -> None:
    s = Settings(tmp_path)
    with pytest.raises(ValueError, match=words):
        s.set(key, value)


def test_a_hand_edited_bad_value_reads_as_the_default(tmp_path: Path) -> None:
    (tmp_path / "settings.ini").write_text("[cinch]\ntarget=banana\nplayers=9\n"
                                           "min_bid=3\n")
    s = Settings(tmp_path)
    assert s.get("cinch/target") == 51
    assert s.get("cinch/players") == 4
    assert s.get("cinch/min_bid") == 3


def test_changed_signal(tmp_path: Path, qtbot) -> None:
    s = Settings(tmp_path)
    with qtbot.waitSignal(s.changed) as blocker:
        s.set("table/speed", "fast")
    assert blocker.args == ["table/speed"]
    with qtbot.waitSignal(s.changed) as blocker:
        s.restore_defaults()
    assert blocker.args == [""]


def test_interface_preferences_are_known_settings_and_restore_to_defaults(
        tmp_path: Path) -> None:
    from cinch_qt.ui.preferences import UiPreferences, read_preferences, write_preferences
    s = Settings(tmp_path)
    write_preferences(s.qsettings, UiPreferences(language="nl", first_game_hints=False,
                                                 large_cards=True))
    assert (s.get("ui/language"), s.get("ui/first_game_hints"), s.get("ui/large_cards")) == (
        "nl", False, True)
    with pytest.raises(ValueError, match="ui/language"):
        s.set("ui/language", "de")
    s.qsettings.setValue("ui/language", "klingon")  # a hand-edited file
    assert read_preferences(s.qsettings).language == ""
    s.restore_defaults()
    assert read_preferences(s.qsettings) == UiPreferences()


# An earlier version's settings file: Cinch's choices under game/*, Cribbage's, the
# shared ones, and a group this program does not know (kept as it is).
OLD_FILE = """[game]
players=2
target=62
min_bid=5
all_pass=stuck_dealer

[cribbage]
players=3
skunks=off

[players]
name=Ada

[table]
speed=fast

[somebody]
else=kept
"""


def test_an_old_file_opens_with_the_same_choices_under_the_cinch_keys(tmp_path: Path) -> None:
    # R2, R20, R22, R53: the rule options chosen before keep their values.
    (tmp_path / "settings.ini").write_text(OLD_FILE, encoding="utf-8")
    s = Settings(tmp_path)
    assert (s.get("cinch/players"), s.get("cinch/target"), s.get("cinch/min_bid"),
            s.get("cinch/all_pass")) == (2, 62, 5, "stuck_dealer")
    assert (s.get("cribbage/players"), s.get("cribbage/skunks"),
            s.get("players/name"), s.get("table/speed")) == (3, "off", "Ada", "fast")
    # Written back: the old keys are gone from the file, nothing else is.
    text = (tmp_path / "settings.ini").read_text(encoding="utf-8")
    assert "[game]" not in text and "[cinch]" in text
    assert "else=kept" in text and "name=Ada" in text and "skunks=off" in text
    again = Settings(tmp_path)
    assert again.get("cinch/target") == 62 and again.get("cinch/all_pass") == "stuck_dealer"
    assert not again.qsettings.contains("game/target")


def test_a_new_key_already_there_wins_over_the_old_one(tmp_path: Path) -> None:
    (tmp_path / "settings.ini").write_text("[game]\ntarget=62\nplayers=3\n"
                                           "[cinch]\ntarget=80\n", encoding="utf-8")
    s = Settings(tmp_path)
    assert s.get("cinch/target") == 80         # this version's choice
    assert s.get("cinch/players") == 3         # only under the old key: moved
    assert not s.qsettings.contains("game/target")


@pytest.mark.parametrize("text", [
    "[game]\ntarget=banana\nplayers=9\nall_pass=\n",   # values no version could write
    "[game]\ntarget=1, 2, 3\n",                         # INI reads this as a list
    "[game\ntarget=62\n",                               # a broken group line
    "game=62\n[General]\ngame/target=62x\n",            # odd places for the old names
    "\x00\xff\xfe[game]\x00target=62\n",                # binary rubbish
])
def test_a_damaged_or_odd_old_file_still_opens(tmp_path: Path, text: str) -> None:
    (tmp_path / "settings.ini").write_bytes(text.encode("latin-1"))
    s = Settings(tmp_path)
    values = s.all()                                    # every key reads, none raises
    assert values["cinch/players"] in (2, 3, 4)
    assert 1 <= values["cinch/target"] <= 1000
    s.set("cinch/target", 70)                           # and the file can be written
    assert Settings(tmp_path).get("cinch/target") == 70


def test_an_unwritable_old_file_keeps_its_old_keys_and_reads_the_same(tmp_path: Path,
                                                                      monkeypatch) -> None:
    # The move cannot be written: this run reads the choices all the same, and the
    # file still holds them for the next start (nothing is lost).
    (tmp_path / "settings.ini").write_text("[game]\ntarget=62\n", encoding="utf-8")
    from PySide6.QtCore import QSettings
    monkeypatch.setattr(QSettings, "sync", lambda self: None)
    s = Settings(tmp_path)
    assert s.get("cinch/target") == 62
    assert "[game]\ntarget=62" in (tmp_path / "settings.ini").read_text(encoding="utf-8")


def test_every_games_settings_come_from_the_registry() -> None:
    from cinch_qt.games import GAMES
    for info in GAMES.values():
        for key, spec in info.settings().items():
            assert key.startswith(info.settings_group + "/")
            assert DEFAULTS[key] is spec
    # No game's key is written into storage: the shared table holds none of them.
    from cinch_qt.storage.settings import SHARED
    game_groups = {info.settings_group for info in GAMES.values()}
    assert not {key.partition("/")[0] for key in SHARED} & game_groups


GAME_PY = ("OPTIONS = {}\n"
           "def new_state(options, seed):\n    raise NotImplementedError\n"
           "def from_record(record):\n    raise NotImplementedError\n")


@pytest.fixture
def tiny_game(tmp_path: Path, monkeypatch):
    """A game written outside the program, with settings of its own, registered with
    one line: storage knows its keys without being told anything else."""
    from cinch_qt.games import GAMES, GameInfo, register
    package = tmp_path / "src" / "tinygame"
    package.mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "game.py").write_text(GAME_PY)
    (package / "settings_keys.py").write_text(
        "from cinch_qt.games.base import Setting\n"
        "SETTINGS = {'tinygame/colour': Setting('red', choices=('red', 'blue'))}\n"
        "RENAMED = {'tiny/color': 'tinygame/colour'}\n")
    monkeypatch.syspath_prepend(str(tmp_path / "src"))
    register(GameInfo("tiny", "Tiny", "tinygame.game", {}, "tiny"))
    yield package
    GAMES.pop("tiny", None)
    DEFAULTS._read.pop("tinygame.game", None)   # the next test writes its own keys
    for name in [m for m in sys.modules if m.split(".")[0] == "tinygame"]:
        del sys.modules[name]


def test_a_new_games_keys_are_stored_and_its_old_keys_moved(tiny_game, tmp_path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    (data / "settings.ini").write_text("[tiny]\ncolor=blue\n", encoding="utf-8")
    s = Settings(data)
    assert s.get("tinygame/colour") == "blue"
    with pytest.raises(ValueError, match="one of red, blue"):
        s.set("tinygame/colour", "green")
    s.restore_defaults()
    assert s.get("tinygame/colour") == "red"


def test_a_game_cannot_take_keys_outside_its_group(tiny_game, tmp_path) -> None:
    (tiny_game / "settings_keys.py").write_text(
        "from cinch_qt.games.base import Setting\n"
        "SETTINGS = {'table/speed': Setting('slow')}\n")
    from cinch_qt.games import get_game
    with pytest.raises(ValueError, match="not under its group 'tinygame/'"):
        get_game("tiny").settings()
    assert DEFAULTS["table/speed"].default == "normal"   # the shared key is untouched


def test_an_up_to_date_file_loads_no_game(tmp_path: Path) -> None:
    # The stored settings are read at every start before a game is chosen: a file
    # already moved to the games' keys reads the shared keys without any game module.
    import subprocess
    (tmp_path / "settings.ini").write_text("[cinch]\ntarget=62\n[ui]\nlanguage=fr\n",
                                           encoding="utf-8")
    root = Path(__file__).resolve().parents[2]
    games = tuple(f"cinch_qt.games.{p.name}" for p in (root / "cinch_qt" / "games").iterdir()
                  if (p / "__init__.py").exists())
    code = ("import sys\n"
            "from cinch_qt.storage.settings import Settings\n"
            f"s = Settings(__import__('pathlib').Path({str(tmp_path)!r}))\n"
            "assert s.get('ui/language') == 'fr' and s.get('table/speed') == 'normal'\n"
            f"print(sorted(m for m in sys.modules if m.split('.')[:3] in\n"
            f"             [g.split('.') for g in {games!r}]))\n")
    out = subprocess.run([sys.executable, "-c", code], cwd=root, capture_output=True,
                         text=True, timeout=120,
                         env={**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen"})
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.strip() == "[]"


def test_the_registry_and_the_stored_settings_agree_on_the_player_counts() -> None:
    # R2 (Cinch: 2, 3 or 4), C1 (Cribbage: 2, 3, 4 or 6): the registry line says it for
    # the command line, the game's settings for the dialog; they must not drift apart.
    from cinch_qt.app import parse_args
    from cinch_qt.games import GAMES
    for info in GAMES.values():
        key = f"{info.settings_group}/players"
        assert info.players and tuple(info.settings()[key].choices) == info.players
    assert parse_args(["--players", "6"]).players == 6
    with pytest.raises(SystemExit):
        parse_args(["--players", "5"])
