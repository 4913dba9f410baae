"""Hostile files against the real program, for Cinch, Cribbage and Crib Wars: started
offscreen with ``--data-dir`` holding a hostile file, it must reach a playable table (a
new game dealt and saved), tell the player in a message box, and keep the damaged file
aside.  The message boxes are the program's own (QMessageBox.information …), replaced
in the started process by a line on stderr so no one has to click them; the program
runs as a person starts it (no --autoplay, no --exit-on-first-paint: the table is
closed at its first frame by a hook, after every box was shown).

The cases run as separate processes, a few at a time, from one fixture; each test then
checks one case's outcome.
"""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
import threading
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from cinch_qt.storage.gamefile import read_game_file
from tests.cribbage_storage_helpers import Driver, record_of
from tests.hostile_cases import (
    BOM,
    HOSTILE,
    deeply_nested,
    lay_down,
    make_fifo,
    records,
    release_fifo,
    with_huge_seed,
    with_surrogate_name,
)

ROOT = Path(__file__).resolve().parents[2]
TIMEOUT_S = 180          # a hang, not a speed limit: each start takes a few seconds
WORKERS = max(1, min(3, (os.cpu_count() or 2)))
GAMES = ("cinch", "cribbage", "crib-wars")
UNFILED = "unfiled-20260101T000000Z.json"

# Run as the entry point, with the message boxes printed instead of waiting for a click
# and the window closed once its first frame is painted.
ENTRY = """
import sys
import cinch_qt.app as _app

_run = _app._run

def _run_with_boxes_told(app, args, *rest):
    from PySide6.QtWidgets import QMessageBox as B

    def box(kind, answer):
        def show(parent, title, text, *a, **k):
            print(f"MESSAGE-BOX {kind} [{title}] {text}", file=sys.stderr, flush=True)
            return answer
        return staticmethod(show)
    B.information = box("information", B.StandardButton.Ok)
    B.warning = box("warning", B.StandardButton.Ok)
    B.critical = box("critical", B.StandardButton.Ok)
    B.question = box("question", B.StandardButton.Yes)
    return _run(app, args, *rest)

_hooks = _app._unattended_hooks

def _quit_at_first_frame(app, args, window, first_paint, *rest):
    import os
    if os.environ.get("HOSTILE_STATISTICS"):
        # Game -> Statistics... at the first frame, as a person opens it.
        def statistics():
            from cinch_qt.ui.storage.wiring import StorageUi
            dialog = window.findChild(StorageUi).show_statistics()
            problem = "" if dialog is None or dialog.problem.isHidden() \
                else dialog.problem.text()
            print(f"STATISTICS {'open' if dialog is not None else 'refused'} [{problem}]",
                  file=sys.stderr, flush=True)
        first_paint.connect(statistics)
    args.exit_on_first_paint = True
    return _hooks(app, args, window, first_paint, *rest)

_app._run = _run_with_boxes_told
_app._unattended_hooks = _quit_at_first_frame
from cinch_qt.__main__ import main
sys.exit(main(sys.argv[1:]))
"""


# --- the games' records -----------------------------------------------------------------


def _rotated_sides(record: dict) -> dict:
    sides = record["sides"]
    keys = list(sides)
    return {k: sides[keys[(i + 1) % len(keys)]] for i, k in enumerate(keys)}


def _edit(change):
    def mutate(record: dict) -> bytes:
        change(record)
        return json.dumps(record).encode()
    return mutate


def _other_winner(record: dict) -> None:
    final = record.get("final")
    if isinstance(final, dict):
        sides = [s for s in record["sides"] if s != final["winner"]]
        final["winner"] = sides[0]
    else:
        record["final"] = {"winner": "S"}


# Each: name -> (change of a record to bytes, words the message must hold).
RECORD_CASES = {
    # sides the filing code could not read
    "sides {}": (_edit(lambda r: r.update(sides={})), "sides"),
    "sides {A: 5}": (_edit(lambda r: r.update(sides={"A": 5})), "sides"),
    "sides of unknown seats": (_edit(lambda r: r.update(sides={"A": ["Q"], "B": ["S"]})),
                               "sides"),
    # a win turned into a loss
    "sides swapped": (_edit(lambda r: r.update(sides=_rotated_sides(r))), "sides"),
    "seats reversed": (_edit(lambda r: r.update(seats=r["seats"][::-1])), "seats"),
    "final winner edited": (_edit(_other_winner), "final"),
    # numbers SQLite cannot hold
    "undos 2^63": (_edit(lambda r: r["cinch_qt"].update(undos=2 ** 63)), "undos"),
    "undos as text": (_edit(lambda r: r["cinch_qt"].update(undos="many")), "undos"),
    "seed 2^64": (_edit(lambda r: r.update(seed=2 ** 64)), "seed"),
    "undos 10^4000": (
        lambda r: json.dumps({**r, "cinch_qt": {**r["cinch_qt"], "undos": 1}}).replace(
            '"undos": 1', '"undos": 1' + "0" * 4000).encode(), "undos"),
    "NaN seed": (lambda r: json.dumps({**r, "seed": float("nan")}).encode(), "seed"),
    # versions that equal 1 in Python
    "version 1.0": (_edit(lambda r: r.update(version=1.0)), "version"),
    "version true": (_edit(lambda r: r.update(version=True)), "version"),
    # whole files: a huge seed, too deep, empty, cut short, foreign, too large
    "seed of 5,000 digits": (lambda r: with_huge_seed(r), "too many digits"),
    "nested 100,000 deep": (lambda r: deeply_nested(), "nested too deeply"),
    "empty": (lambda r: b"", "empty"),
    "cut short": (lambda r: json.dumps(r).encode()[:300], "damaged or cut short"),
    "not a game record": (lambda r: b'{"format": "chess-pgn"}', "not a record of a game"),
    "over 4 MB": (lambda r: json.dumps(r).encode() + b" " * (4 * 1024 * 1024),
                  "too large"),
}


@dataclass
class Case:
    kind: str
    name: str
    game: str
    # data folder -> None: lays the hostile files down
    build: object = None
    # globs that must each match a file kept aside, and words the boxes must hold
    kept: tuple[str, ...] = ()
    words: tuple[str, ...] = ()
    # the files that must be gone from their place
    gone: tuple[str, ...] = ()
    game_arg: bool = True
    fifo: str = ""
    result: dict = field(default_factory=dict)

    @property
    def id(self) -> str:
        return f"{self.kind}: {self.name} [{self.game}]"


def _record_case(game: str, name: str) -> Case:
    change, words = RECORD_CASES[name]

    def build(data: Path) -> None:
        done, partial = records(game)
        (data / "current-game.json").write_bytes(change(partial))
        (data / UNFILED).write_bytes(change(done))
    return Case("record", name, game, build,
                kept=("current-game.json.corrupt-*", f"{UNFILED}.corrupt"),
                words=(words,), gone=(UNFILED,))


def _finished_save_case(game: str, name: str) -> Case:
    """The finished game in the save itself (killed before filing)."""
    change, words = RECORD_CASES[name]

    def build(data: Path) -> None:
        (data / "current-game.json").write_bytes(change(records(game)[0]))
    return Case("finished save", name, game, build, kept=("current-game.json.corrupt-*",),
                words=(words,))


def _schema_case(game: str, value: str) -> Case:
    def build(data: Path) -> None:
        (data / "current-game.json").write_bytes(json.dumps(records(game)[0]).encode())
        with sqlite3.connect(data / "games.sqlite3") as db:
            db.execute("CREATE TABLE schema_version (version)")
            db.execute(f"INSERT INTO schema_version VALUES ({value})")
    return Case("database", f"schema_version {value}", game, build,
                kept=("games.sqlite3.corrupt-*",), words=("schema_version",))


def _lock_folder_case(game: str) -> Case:
    def build(data: Path) -> None:
        (data / "cinch_qt.lock").mkdir()
        (data / "cinch_qt.lock" / "inside").write_text("x", encoding="utf-8")
    return Case("lock", "a folder named cinch_qt.lock", game, build,
                kept=("cinch_qt.lock.not-a-file-*",), words=("cinch_qt.lock",))


def _fifo_case(game: str, name: str) -> Case:
    def build(data: Path) -> None:
        make_fifo(data / name)
    moved = "current-game.json.corrupt-*" if name == "current-game.json" \
        else f"{name}.not-a-file-*"
    return Case("fifo", f"a named pipe as {name}", game, build, kept=(moved,),
                words=("not a regular file",), fifo=name)


def _kept_case(game: str, name: str, content) -> Case:
    """A save that is odd but good: resumed, nothing moved aside, no box but the offer."""
    def build(data: Path) -> None:
        (data / "current-game.json").write_bytes(content(records(game)[1]))
    return Case("kept", name, game, build, words=("Continue",))


def _no_game_arg_case(game: str) -> Case:
    """Without --game the start-up check runs before any window (app.py _first_game):
    its messages must still reach a box."""
    change, _words = RECORD_CASES["sides {}"]

    def build(data: Path) -> None:
        (data / UNFILED).write_bytes(change(records(game)[0]))
        (data / "settings.ini").write_text(f"[ui]\nlast_game={game}\n", encoding="utf-8")
    return Case("no --game", "a damaged kept game", game, build,
                kept=(f"{UNFILED}.corrupt",), words=("sides",), game_arg=False)


def all_cases() -> list[Case]:
    cases: list[Case] = []
    for game in GAMES:
        cases += [_record_case(game, name) for name in RECORD_CASES]
        cases += [_finished_save_case(game, name) for name in
                  ("sides {}", "sides swapped", "undos 2^63", "version true")]
        cases += [_schema_case(game, value) for value in ("'abc'", "NULL", "2.5")]
        cases.append(_lock_folder_case(game))
        cases += [_fifo_case(game, name) for name in ("current-game.json", "settings.ini",
                                                      "cinch_qt.lock")]
        cases += [_kept_case(game, "byte-order mark", lambda r: BOM + json.dumps(r).encode()),
                  _kept_case(game, "lone surrogate in a name", with_surrogate_name)]
        cases.append(_no_game_arg_case(game))
    return cases


CASES = all_cases()


# --- one reader for every file -------------------------------------------------------

# Each file the program reads -> (the glob of where it must be kept aside, the words
# that must name it to the person).  The caches are made again without a word.
READ_FILES = {
    "accuracy.json": ("accuracy.json.corrupt-*", "accuracy.json"),
    "games.sqlite3": ("games.sqlite3.*", "games.sqlite3"),
    "settings.ini": ("settings.ini.*", "settings.ini"),
    "cinch_qt.lock": ("cinch_qt.lock.*", "cinch_qt.lock"),
    "current-game.json": ("current-game.json.corrupt-*", "current-game.json"),
    UNFILED: (f"{UNFILED}.corrupt*", UNFILED),
    "cached module": ("", ""),
    "cached card": ("", ""),
}
# A lock file's content is Qt's note of who holds it: one that says nothing readable
# names no live holder and is written over, as a stale lock is.
LOCK_WRITTEN_OVER = ("nested", "garbage")

_PRIMED: dict[str, Path] = {}
# The cases run a few at a time and those of one game come together: the first to need
# a game's primed caches makes them while the others wait for them, instead of each
# starting the program (up to five times) for caches of its own.
_PRIMING = {game: threading.Lock() for game in GAMES}


def _primed_cache(game: str) -> Path:
    """A data folder after one start of ``game``: its caches filled."""
    with _PRIMING[game]:
        return _prime(game)


def _prime(game: str) -> Path:
    if game not in _PRIMED:
        import tempfile
        folder = Path(tempfile.mkdtemp(prefix="hostile-primed-"))
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(folder / "home"),
                   XDG_DATA_DIRS=str(folder / "no-system-decks"))
        cache = folder / "data" / "cache"
        # Drawn cards are cached off the GUI thread and a start that ends at its first
        # paint may leave before they are written (under load it often does): start
        # again until every kind of cache holds a file.
        for _ in range(5):
            subprocess.run([sys.executable, "-m", "cinch_qt", "--data-dir",
                            str(folder / "data"), "--exit-on-first-paint", "--game", game,
                            "--language", "en"],
                           cwd=ROOT, env=env, capture_output=True, timeout=TIMEOUT_S,
                           check=True)
            if all(any(p.is_file() for p in (cache / kind).rglob("*"))
                   for kind in ("python", "cards")):
                break
        else:
            pytest.fail(f"no cached cards or modules after five starts of {game}")
        _PRIMED[game] = cache
    return _PRIMED[game]


def _cached_file(data: Path, which: str) -> Path:
    kind = "python" if which == "cached module" else "cards"
    return sorted(p for p in (data / "cache" / kind).rglob("*") if p.is_file())[0]


def _reader_case(game: str, name: str, kind: str) -> Case:
    kept, words = READ_FILES[name]
    if name == "cinch_qt.lock" and kind in LOCK_WRITTEN_OVER:
        kept, words = "", ""

    def build(data: Path) -> None:
        if name.startswith("cached"):
            import shutil
            shutil.copytree(_primed_cache(game), data / "cache")
            path = _cached_file(data, name)
            path.unlink()
        else:
            path = data / name
            if name in ("accuracy.json", "games.sqlite3"):
                # A game in the history, so Statistics has figures to show.
                (data / UNFILED.replace("unfiled", "unfiled-good")).write_bytes(
                    json.dumps(records(game)[0]).encode())
        lay_down(path, kind)
    return Case("reader", f"{kind} as {name}", game, build,
                kept=(kept,) if kept else (), words=(words,) if words else (),
                fifo=name if kind == "fifo" and not name.startswith("cached") else "")


def _flipped_cache_case(game: str, seed: int) -> Case:
    """Bytes changed at many places of every cached file (compiled
    modules, drawn cards, translations): the program starts as if there were none."""
    def build(data: Path) -> None:
        import random
        import shutil
        shutil.copytree(_primed_cache(game), data / "cache")
        rng = random.Random(seed)
        for path in sorted(p for p in (data / "cache").rglob("*") if p.is_file()):
            bytes_ = bytearray(path.read_bytes())
            for _ in range(3):
                if bytes_:
                    bytes_[rng.randrange(len(bytes_))] ^= 1 << rng.randrange(8)
            path.write_bytes(bytes(bytes_))
    return Case("reader", f"bytes changed (seed {seed}) as cached files", game, build)


READER_CASES = [_reader_case(game, name, kind) for game in GAMES for name in READ_FILES
                for kind in HOSTILE]
READER_CASES += [_flipped_cache_case(game, seed) for game in GAMES for seed in (1, 2, 3)]


def run_case(case: Case, base: Path) -> dict:
    folder = base / f"case{id(case)}"
    data = folder / "data"
    home = folder / "home"
    data.mkdir(parents=True)
    home.mkdir()
    case.build(data)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(home),
               XDG_DATA_HOME=str(home / "share"), XDG_CONFIG_HOME=str(home / "config"),
               XDG_DATA_DIRS=str(folder / "no-system-decks"))
    if case.kind == "reader":
        env["HOSTILE_STATISTICS"] = "1"
    args = ["--data-dir", str(data), "--language", "en", "--seed", "7"]
    if case.game_arg:
        args += ["--game", case.game]
    try:
        done = subprocess.run([sys.executable, "-c", ENTRY, *args], cwd=ROOT, env=env,
                              capture_output=True, text=True, timeout=TIMEOUT_S)
        out = {"code": done.returncode, "stdout": done.stdout, "stderr": done.stderr}
    except subprocess.TimeoutExpired as hung:
        out = {"code": "hung", "stdout": str(hung.stdout), "stderr": str(hung.stderr)}
    finally:
        if case.fifo:
            release_fifo(data / case.fifo)
    out["data"] = data
    return out


@pytest.fixture(scope="module")
def outcomes(tmp_path_factory) -> dict[str, dict]:
    base = tmp_path_factory.mktemp("hostile-program")
    with ThreadPoolExecutor(WORKERS) as pool:
        results = list(pool.map(lambda c: run_case(c, base), CASES))
    return {case.id: result for case, result in zip(CASES, results, strict=True)}


@pytest.fixture(scope="module")
def reader_outcomes(tmp_path_factory) -> dict[str, dict]:
    base = tmp_path_factory.mktemp("hostile-readers")
    with ThreadPoolExecutor(WORKERS) as pool:
        results = list(pool.map(lambda c: run_case(c, base), READER_CASES))
    return {case.id: result for case, result in zip(READER_CASES, results, strict=True)}


@pytest.mark.parametrize("case", READER_CASES, ids=[c.id for c in READER_CASES])
def test_every_file_read_by_one_reader(reader_outcomes, case: Case) -> None:
    """A named pipe, a folder, a document nested 100,000 deep, a 64 MB
    file and garbage at every path the program reads: it starts, Statistics opens, the
    file is kept aside and the person told, once."""
    out = reader_outcomes[case.id]
    stderr = out["stderr"]
    assert out["code"] == 0, stderr[-3000:]
    assert "first-paint" in out["stdout"], stderr[-3000:]
    assert "Traceback" not in stderr, stderr[-3000:]
    shown = [line for line in stderr.splitlines() if line.startswith("STATISTICS")]
    assert shown and shown[0].startswith("STATISTICS open"), stderr[-3000:]
    data: Path = out["data"]
    save = read_game_file(data / "current-game.json")
    assert not save.state.is_over and save.game == case.game
    told = [*_boxes(stderr), *shown]
    for words in case.words:
        naming = [line for line in told if words in line]
        assert naming, (words, told)
        # Told once: no two messages say it.
        assert len(set(naming)) == len(naming), naming
    for pattern in case.kept:
        assert list(data.glob(pattern)), (pattern, sorted(p.name for p in data.iterdir()))
    name = case.name.split(" as ", 1)[1]
    if name.startswith("cached"):
        return
    path = data / name
    # Nothing hostile left where the program reads.
    assert not os.path.lexists(path) or (path.is_file() and path.stat().st_size < 10 ** 6)


def _boxes(stderr: str) -> list[str]:
    return [line for line in stderr.splitlines() if line.startswith("MESSAGE-BOX")]


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_hostile_file_leaves_a_playable_table(outcomes, case: Case) -> None:
    out = outcomes[case.id]
    stderr = out["stderr"]
    assert out["code"] == 0, stderr[-3000:]
    assert "first-paint" in out["stdout"], stderr[-3000:]
    assert "Traceback" not in stderr, stderr[-3000:]
    data: Path = out["data"]
    # A playable table: a new game of this game dealt (or the good save resumed) and
    # saved where the next start finds it.
    save = read_game_file(data / "current-game.json")
    assert not save.state.is_over and save.game == case.game
    # The player was told, in a box, in words that name the field or the fault.
    boxes = _boxes(stderr)
    assert boxes, stderr[-3000:]
    for words in case.words:
        assert any(words in box for box in boxes), (words, boxes)
    if case.kind != "kept":
        assert not any(box.startswith("MESSAGE-BOX question") for box in boxes), boxes
    # The damaged file kept aside, not lost.
    for pattern in case.kept:
        assert list(data.glob(pattern)), (pattern, sorted(p.name for p in data.iterdir()))
    for name in case.gone:
        assert not (data / name).exists()
    if case.kind == "kept":
        assert not list(data.glob("*.corrupt*")), sorted(p.name for p in data.iterdir())


def _can_mount() -> bool:
    import shutil
    if shutil.which("unshare") is None or os.geteuid() != 0:
        return False
    probe = subprocess.run(["unshare", "-m", "--propagation", "private", "true"],
                           capture_output=True)
    return probe.returncode == 0


def _near_the_end(game: str, players: int, seed: int, before: int = 3) -> dict:
    steps = 0
    driver = Driver(game, players, seed)
    while driver.step():
        steps += 1
    driver = Driver(game, players, seed)
    for _ in range(steps - before):
        driver.step()
    return record_of(driver.state, "easy")


@pytest.mark.skipif(not _can_mount(), reason="needs unshare -m (root) for a private tmpfs")
@pytest.mark.parametrize("game, players", [("cinch", 2), ("cribbage", 2), ("crib-wars", 3)])
def test_full_disk_at_game_end_keeps_the_finished_game_even_closed_at_once(
        tmp_path, game, players) -> None:
    """A full disk with the real program: the data folder on a 3 MB
    tmpfs with 12 KB free, a save three moves from the end, the game played to its end
    and the program closed at once (--quit-after-game).  The finished game must reach
    the disk (the reserve's room, storage/reserve.py) and be in the history at the next
    start with room again; never an unfiled-*.json holding the unfinished save."""
    data = tmp_path / "data"
    data.mkdir()
    save = tmp_path / "save.json"
    near = _near_the_end(game, players, 4) if game != "cinch" else _cinch_near_the_end()
    save.write_text(json.dumps(near), encoding="utf-8")
    home = tmp_path / "home"
    home.mkdir()
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(home),
               XDG_DATA_HOME=str(home / "share"), XDG_CONFIG_HOME=str(home / "config"),
               XDG_DATA_DIRS=str(tmp_path / "no-system-decks"))
    program = f"{sys.executable} -m cinch_qt --data-dir {data} --language en --game {game}"
    count = (f"{sys.executable} -c \"import sqlite3,sys; print('FILED', sqlite3.connect("
             f"sys.argv[1]).execute('SELECT COUNT(*) FROM games').fetchone()[0])\" "
             f"{data}/games.sqlite3")
    # First a start that fills the caches (they live in the data folder), then the save,
    # then the disk filled to 12 KB free, then the game played out by the bot and the
    # program closed at once; then room again and the next start.
    script = (f"mount -t tmpfs -o size=3m tmpfs {data} && "
              f"{program} --exit-on-first-paint >/dev/null 2>&1 && "
              f"cp {save} {data}/current-game.json && "
              f"{{ dd if=/dev/zero of={data}/fill bs=4k 2>/dev/null; true; }} && "
              f"truncate -s -12K {data}/fill && "
              f"{program} --autoplay --speed instant --quit-after-game; code=$?; "
              f"ls -1 {data}; for f in {data}/unfiled-*.json; do "
              f"[ -e \"$f\" ] && {sys.executable} -c \"import json,sys; "
              f"print('KEPT-FINAL', json.load(open(sys.argv[1]))['final'] is not None)\" \"$f\"; "
              f"done; rm -f {data}/fill && {program} --exit-on-first-paint >/dev/null 2>&1; "
              f"{count}; exit $code")
    done = subprocess.run(["unshare", "-m", "--propagation", "private", "sh", "-c", script],
                          cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=TIMEOUT_S)
    err = done.stderr
    assert "Traceback" not in err, err[-3000:]
    assert "No space left on device" in err, err[-3000:]
    # Never an unfiled-*.json holding anything but the finished game.
    assert "KEPT-FINAL False" not in done.stdout, done.stdout
    assert "FILED 1" in done.stdout, (done.stdout, err[-3000:])


def _cinch_near_the_end(before: int = 3) -> dict:
    from cinch_qt.games.cinch.engine import GameState, Rules
    from tests.storage_helpers import play
    rules = Rules(players=2, target=11)
    total, state = 0, GameState(rules, seed=5)
    while not state.is_over:
        total += 1
        state = play(GameState(rules, seed=5), total, seed=5)
    record = play(GameState(rules, seed=5), total - before, seed=5).to_record()
    record["cinch_qt"] = {"levels": "easy", "names": {"S": "You"}}
    return record
