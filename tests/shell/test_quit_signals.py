"""Ctrl+C (SIGINT), SIGTERM and SIGHUP end the program as closing its
window does, at any moment: the game in progress saved, the lock released, exit code
128 + the signal (130 for Ctrl+C), never a KeyboardInterrupt in a slot.

The real program plays whole games of Cinch, Cribbage and Crib Wars (the hint bot plays
the person's seat, animations on) and gets a signal at a random moment: while a bot
thinks, a card flies, or (games started three moves from their end) the finished game is
saved and filed.  The next start must resume the exact position the signalled program
held when it quit, or find the finished game in the history."""

from __future__ import annotations

import json
import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from cinch_qt.games.cinch.engine import GameState, Rules
from cinch_qt.storage.gamefile import action_tokens
from tests.cribbage_storage_helpers import Driver, record_of
from tests.storage_helpers import play

ROOT = Path(__file__).resolve().parents[2]
TIMEOUT_S = 120
WORKERS = 3

# The program as started from a terminal, telling the test the position its session
# held when it quit, and the position the resume offer loaded.
ENTRY = """
import json, signal, sys
# As started from a terminal, whatever the test runner ignores (a background job
# ignores SIGINT, and a program keeps what its starter ignores).
signal.signal(signal.SIGINT, signal.default_int_handler)
signal.signal(signal.SIGTERM, signal.SIG_DFL)
signal.signal(signal.SIGHUP, signal.SIG_DFL)
# What the real entry point does first (cinch_qt/__main__.py): imports come after.
try:
    from cinch_qt import quit_signals
    quit_signals.install()
except ImportError:     # a program without it: the default handlers
    pass
import cinch_qt.app as _app
from cinch_qt.storage.gamefile import action_tokens
from cinch_qt.ui.storage.wiring import StorageUi

_offer = StorageUi.offer_resume

def offer_resume(self, *a, **k):
    resumed = _offer(self, *a, **k)
    if resumed:
        print("LOADED " + json.dumps(action_tokens(self.controller.record())), flush=True)
    return resumed

StorageUi.offer_resume = offer_resume
_hooks = _app._unattended_hooks

def hooks(app, args, window, *rest):
    def at_quit():
        session = window.findChild(StorageUi).controller
        if session.state is None:
            print("POSITION " + json.dumps({"tokens": None, "over": False}), flush=True)
            return
        record = session.record()
        print("POSITION " + json.dumps({"tokens": action_tokens(record),
                                        "over": record.get("final") is not None}),
              flush=True)
    app.aboutToQuit.connect(at_quit)
    return _hooks(app, args, window, *rest)

_app._unattended_hooks = hooks
from cinch_qt.__main__ import main
sys.exit(main(sys.argv[1:]))
"""

GAMES = {"cinch": 2, "cribbage": 2, "crib-wars": 3}
SIGNALS = (signal.SIGINT, signal.SIGTERM, signal.SIGHUP)


def _near_the_end(game: str, before: int = 3) -> dict:
    if game == "cinch":
        rules = Rules(players=2, target=11)
        total, state = 0, GameState(rules, seed=5)
        while not state.is_over:      # how many actions the random bots take
            state = play(GameState(rules, seed=5), total + 1, seed=5)
            total += 1
        state = play(GameState(rules, seed=5), total - before, seed=5)
        record = state.to_record()
        record["cinch_qt"] = {"levels": "easy", "names": {"S": "You"}}
        return record
    players = GAMES[game]
    steps, driver = 0, Driver(game, players, 4)
    while driver.step():
        steps += 1
    driver = Driver(game, players, 4)
    for _ in range(steps - before):
        driver.step()
    return record_of(driver.state, "easy")


def _start(data: Path, home: Path, game: str, *extra: str) -> subprocess.Popen:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(home),
               XDG_DATA_HOME=str(home / "share"), XDG_CONFIG_HOME=str(home / "config"),
               XDG_DATA_DIRS=str(home / "none"))
    return subprocess.Popen([sys.executable, "-c", ENTRY, "--data-dir", str(data),
                             "--game", game, "--language", "en", *extra],
                            cwd=ROOT, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)


def _tokens(record: dict) -> list:
    """The record's actions as JSON reads them back (lists, not tuples)."""
    return json.loads(json.dumps(action_tokens(record)))


def _lines(out: str, tag: str) -> list:
    return [json.loads(line[len(tag) + 1:]) for line in out.splitlines()
            if line.startswith(tag + " ")]


def run_case(base: Path, game: str, signum: int, delay: float, near_end: bool) -> dict:
    folder = base / f"{game}-{signum}-{delay:.2f}-{near_end}"
    data, home = folder / "data", folder / "home"
    data.mkdir(parents=True)
    home.mkdir()
    planted = _near_the_end(game) if near_end else None
    if planted is not None:
        (data / "current-game.json").write_text(json.dumps(planted), encoding="utf-8")
    first = _start(data, home, game, "--autoplay", "--speed", "fast", "--seed", "11")
    time.sleep(delay)
    first.send_signal(signum)
    try:
        out, err = first.communicate(timeout=TIMEOUT_S)
        code = first.returncode
    except subprocess.TimeoutExpired:
        first.kill()
        out, err = first.communicate()
        code = "hung"
    saved = None
    if (data / "current-game.json").exists():
        saved = _tokens(json.loads((data / "current-game.json").read_text("utf-8")))
    filed = 0
    if (data / "games.sqlite3").exists():
        with sqlite3.connect(data / "games.sqlite3") as db:
            filed = db.execute("SELECT COUNT(*) FROM games").fetchone()[0]
    lock_left = (data / "cinch_qt.lock").exists()
    second = _start(data, home, game, "--exit-on-first-paint")
    out2, err2 = second.communicate(timeout=TIMEOUT_S)
    return {"code": code, "out": out, "err": err, "saved": saved, "filed": filed,
            "planted": _tokens(planted) if planted is not None else None,
            "lock_left": lock_left, "code2": second.returncode, "out2": out2,
            "err2": err2}


def _cases() -> list[tuple[str, int, float, bool]]:
    rng = random.Random(41)
    cases = []
    for game in GAMES:
        for signum in SIGNALS:
            cases.append((game, signum, round(rng.uniform(1.0, 7.0), 2), False))
            cases.append((game, signum, round(rng.uniform(1.0, 4.0), 2), True))
    return cases


CASES = _cases()
IDS = [f"{g}-{signal.Signals(s).name}-{d}s{'-end' if e else ''}" for g, s, d, e in CASES]


@pytest.fixture(scope="module")
def outcomes(tmp_path_factory) -> list[dict]:
    base = tmp_path_factory.mktemp("quit-signals")
    with ThreadPoolExecutor(WORKERS) as pool:
        return list(pool.map(lambda c: run_case(base, *c), CASES))


@pytest.mark.parametrize("index", range(len(CASES)), ids=IDS)
def test_a_signal_ends_the_program_as_closing_the_window(outcomes, index) -> None:
    game, signum, _delay, _near_end = CASES[index]
    out = outcomes[index]
    err = out["err"]
    assert out["code"] == 128 + signum, (out["code"], err[-3000:])
    assert "KeyboardInterrupt" not in err and "Traceback" not in err, err[-3000:]
    assert not out["lock_left"], "the lock was not released"
    quit_at = _lines(out["out"], "POSITION")
    assert len(quit_at) == 1, (out["out"][-2000:], err[-2000:])
    position = quit_at[0]
    assert out["code2"] == 0, out["err2"][-3000:]
    if position["over"] or (position["tokens"] is None and out["filed"]):
        # Finished as the signal came: filed in the history, nothing left to resume.
        assert out["filed"] == 1, err[-2000:]
        assert out["saved"] is None
        return
    if position["tokens"] is None:
        # Signalled before a game was dealt: the save found at the start is untouched
        # (no new game was saved over it) and the next start resumes it.
        assert out["saved"] == out["planted"]
        expected = [] if out["planted"] is None else [out["planted"]]
        assert _lines(out["out2"], "LOADED") == expected, out["err2"][-2000:]
        return
    # The save holds exactly the position the program held, and the next start
    # resumes it.
    assert out["saved"] == position["tokens"]
    loaded = _lines(out["out2"], "LOADED")
    assert loaded == [position["tokens"]], (loaded, out["err2"][-2000:])
