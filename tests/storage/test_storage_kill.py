"""Kill safety: processes that save the game are SIGKILLed at random moments, and the
save must always be a complete, valid record that continues the game the killed process
had reached; the finished game must check out against the rules."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

from cinch_qt.games.cinch.engine import GameState
from cinch_qt.storage import FINISHED, NONE, RESUMABLE, AutosaveStore, GamesDB, action_tokens

ROOT = Path(__file__).resolve().parents[2]

# Plays a game with random bots through our AutosaveStore, resuming whatever save it
# finds.  Mode "sync" prints the token count of every save once it is on disk; mode
# "background" saves as the program does (serialised on the caller's thread, written by
# the writer thread) and prints once the save was handed over.
WRITER = textwrap.dedent("""
    import random, sys
    from pathlib import Path
    from cinch_qt.games.cinch.engine import (BID, GIVE, KEEP, PLAY, ROB, Bid, DealerGive,
                                             DealerKeep, GameState, KeepTrumps, NameTrump,
                                             Pass, Play, Rules)
    from cinch_qt.storage import RESUMABLE, AutosaveStore, action_tokens

    def random_action(state, rng):
        d = state.decision()
        if d.kind == PLAY:
            return Play(d.seat, rng.choice(state.legal_cards()))
        if d.kind == BID:
            bids = state.legal_bids()
            if bids and (not state.can_pass() or rng.random() < 0.3):
                return Bid(d.seat, rng.choice(bids))
            return Pass(d.seat)
        if d.kind not in (KEEP, ROB, GIVE):
            return NameTrump(d.seat, rng.randrange(4))
        chosen = frozenset(rng.sample(d.candidates, d.count))
        if d.kind == KEEP:
            return KeepTrumps(d.seat, chosen)
        if d.kind == ROB:
            return DealerKeep(d.seat, chosen)
        return DealerGive(d.seat, d.to, chosen)

    store = AutosaveStore(Path(sys.argv[1]))
    rng = random.Random(int(sys.argv[2]))
    background = sys.argv[3] == "background"
    found = store.load()
    state = found.state if found.status == RESUMABLE else GameState(Rules(), seed=77)
    while not state.is_over:
        state.apply(random_action(state, rng))
        record = state.to_record()
        record["cinch_qt"] = {"levels": "random"}
        if background:
            store.save_in_background(record)
        else:
            store.save(record)
        print(len(action_tokens(record)), flush=True)
    store.close()
""")


def _env() -> dict[str, str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), env.get("PYTHONPATH", "")])
    return env


def test_sigkill_while_saving_never_leaves_a_broken_save(tmp_path: Path) -> None:
    script = tmp_path / "writer.py"
    script.write_text(WRITER)
    rng = random.Random(2024)
    kills = 0
    chains = 0  # a game that ends before enough kills is followed by a new one

    def check_chain(data: Path, store: AutosaveStore, previous: list) -> None:
        if store.load().status == RESUMABLE:
            # Let one last run finish the game, then check it all against the rules.
            subprocess.run([sys.executable, str(script), str(data), "999", "background"],
                           env=_env(), cwd=ROOT, check=True, stdout=subprocess.DEVNULL,
                           timeout=120)
        final = json.loads(store.path.read_text())
        state = GameState.from_record(final)
        assert state.is_over and action_tokens(final)[: len(previous)] == previous
        assert not list(data.glob("*.corrupt-*"))

    run = 0
    # How far the writer gets before the kill depends on the machine's load, so the
    # number of kills one game allows varies: play games until 8 kills have happened.
    while kills < 8 and run < 64:
        data = tmp_path / f"data{chains}"
        store = AutosaveStore(data)
        previous: list = []
        chains += 1
        while run < 64:
            mode = "background" if run % 2 else "sync"
            proc = subprocess.Popen([sys.executable, str(script), str(data), str(run), mode],
                                    stdout=subprocess.PIPE, text=True, env=_env(), cwd=ROOT)
            run += 1
            wanted = rng.randint(1, 10)
            last_printed = None
            for _ in range(wanted):
                line = proc.stdout.readline()
                if not line:
                    break
                last_printed = int(line)
            # Kill at a random instant: often in the middle of the next save.
            time.sleep(rng.random() * 0.004)
            proc.send_signal(signal.SIGKILL)
            proc.wait()
            proc.stdout.close()
            if last_printed is None and proc.returncode == 0:
                break  # the game had already ended
            kills += 1
            result = store.load()
            if result.status == NONE and mode == "background" and not previous:
                # The chain's first save was still being written in the background when
                # the kill came: nothing had reached the disk, so nothing is lost.
                assert not list(data.glob("*.corrupt-*"))
                continue
            assert result.status in (RESUMABLE, FINISHED), result.message
            tokens = action_tokens(result.record)
            # Every save the killed process reported is on disk (or a newer one is) ...
            if last_printed is not None and mode == "sync":
                assert len(tokens) >= last_printed
            # ... and the game continues the one saved before: nothing lost or forked.
            assert tokens[: len(previous)] == previous
            previous = tokens
            if result.status == FINISHED or kills >= 8:
                break
        check_chain(data, store, previous)
    assert kills >= 8


# ---------------------------------------------------------------- the real program
def _app(data: Path) -> subprocess.Popen:
    # Random opponents keep the test quick on a busy CI machine (the searching levels
    # can think for seconds per card); South is still played by the hint bot.
    return subprocess.Popen([sys.executable, "-m", "cinch_qt", "--autoplay", "--speed",
                             "normal", "--level", "random", "--data-dir", str(data)],
                            env=_env(), cwd=ROOT, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, text=True)


def _saved_game(data: Path) -> tuple[str, dict | None]:
    """The autosave, or (once the game ended) the game filed in the history."""
    result = AutosaveStore(data).load()
    assert result.status != "moved-aside", result.message
    if result.status == RESUMABLE:
        return RESUMABLE, result.record
    if result.status == FINISHED:
        return FINISHED, result.record
    db_path = data / "games.sqlite3"
    if db_path.exists():
        db = GamesDB(db_path)
        try:
            rows = db.history(1)
            if rows:
                return FINISHED, db.record(rows[0].id)
        finally:
            db.close()
    return NONE, None


def test_real_program_resumes_after_sigkill(tmp_path: Path) -> None:
    """``python -m cinch_qt --autoplay --speed normal --data-dir D`` is killed at random
    moments and restarted; each restart must resume the game at an action the killed
    process had reached, and the finished game must check out against the rules."""
    data = tmp_path / "data"
    rng = random.Random(7)
    previous: list = []
    reached = 0
    for _ in range(5):
        proc = _app(data)
        # Generous: on a loaded 2-core machine start-up alone can take many seconds.
        deadline = time.monotonic() + 60
        # Wait until this run has saved something beyond what we saw last time.
        while time.monotonic() < deadline and proc.poll() is None:
            status, record = _saved_game(data)
            if record is not None and len(action_tokens(record)) > reached:
                break
            time.sleep(0.05)
        time.sleep(rng.uniform(0.0, 1.5))
        if proc.poll() is not None:
            err = proc.stderr.read()
            assert proc.returncode == 0, f"the program failed: {err[-2000:]}"
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        proc.stderr.close()
        status, record = _saved_game(data)
        assert record is not None, "the program never saved the game"
        tokens = action_tokens(record)
        assert len(tokens) > reached, "the restarted program did not continue the game"
        assert tokens[: len(previous)] == previous, "the resumed game is not the same game"
        previous, reached = tokens, len(tokens)
        if status == FINISHED:
            break
    if status != FINISHED:
        # Finish the resumed game quickly; it must be the same game, filed in the history.
        done = subprocess.run([sys.executable, "-m", "cinch_qt", "--autoplay", "--speed",
                               "instant", "--quit-after-game", "--level", "random",
                               "--data-dir", str(data)], env=_env(), cwd=ROOT,
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                              timeout=300)
        assert done.returncode == 0, done.stderr[-2000:]
        status, record = _saved_game(data)
        assert status == FINISHED
    assert action_tokens(record)[: len(previous)] == previous
    state = GameState.from_record(record)  # every rule and score checked on replay
    assert state.is_over
    assert not AutosaveStore(data).exists()  # filed, so nothing is left to resume
    assert not list(data.glob("*.corrupt-*"))


# ------------------------------------------------------------------------- cribbage
# A Crib Wars game for three, played by bots through the engine and saved by the
# program's own AutosaveSession (gameChanged -> record() -> the writer thread), resuming
# whatever save it finds.  "sync" waits for each save to reach the disk before saying
# how many record tokens it holds; "background" says so once the save was handed over.
CRIB_WRITER = textwrap.dedent("""
    import sys
    import time
    from pathlib import Path
    from PySide6.QtCore import QCoreApplication, QObject, Signal
    from cinch_qt.games import get_game
    from cinch_qt.games.cribbage.ai import make_player
    from cinch_qt.storage import RESUMABLE, Storage, action_tokens, attach

    class Session(QObject):
        gameChanged = Signal()
        game_name = "crib-wars"

        def __init__(self, state):
            super().__init__()
            self.state = state
            self.bots = {s: make_player("random", f"{sys.argv[2]}:{s}")
                         for s in range(state.rules.players)}

        def record(self):
            rec = self.state.to_record()
            rec["cinch_qt"] = {"levels": {"W": "random", "E": "random"},
                               "names": {"S": "You", "W": "West", "E": "East"}}
            return rec

        def step(self):
            seat = self.state.current_seat
            self.state.apply(self.bots[seat].choose(self.state.observation(seat)))
            self.gameChanged.emit()

    app = QCoreApplication([])
    storage = Storage(Path(sys.argv[1]))
    found = storage.autosave.load()
    info = get_game("crib-wars")
    state = found.state if found.status == RESUMABLE else info.new_state(31, players=3)
    session = Session(state)
    saver = attach(session, storage)
    sync = sys.argv[3] == "sync"
    # A killed run goes at most 30 actions, then waits for its kill: unbounded, a run in
    # the background mode could play the whole game before the kill came (a fast, idle
    # machine), and the game would end before the eight kills the test needs.
    cap = None if sys.argv[2] == "999" else 30
    steps = 0
    while not session.state.is_over:
        if cap is not None and steps >= cap:
            time.sleep(60)
        session.step()
        steps += 1
        if sync:
            saver.flush()
        print(len(action_tokens(session.record())), flush=True)
    storage.close()
""")


def test_sigkill_while_saving_a_crib_wars_game(tmp_path: Path) -> None:
    """The kill safety of cribbage records at the storage level: a Crib Wars game for
    three is killed at random moments while the program's AutosaveSession saves it;
    each restart resumes exactly what was on disk, and the finished game, filed in
    the history, checks out against every rule (CRIB_RECORD v1 replayed)."""
    from cinch_qt.games import get_game
    from cinch_qt.storage.gamefile import check_record

    script = tmp_path / "crib_writer.py"
    script.write_text(CRIB_WRITER)
    data = tmp_path / "data"
    store = AutosaveStore(data)
    rng = random.Random(18)
    previous: list = []
    kills = 0
    for run in range(40):
        mode = "background" if run % 2 else "sync"
        proc = subprocess.Popen([sys.executable, str(script), str(data), str(run), mode],
                                stdout=subprocess.PIPE, text=True, env=_env(), cwd=ROOT)
        last_printed = None
        for _ in range(rng.randint(1, 25)):
            line = proc.stdout.readline()
            if not line:
                break
            last_printed = int(line)
        time.sleep(rng.random() * 0.004)
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        proc.stdout.close()
        result = store.load()
        if result.status == NONE:
            break            # the game ended and was filed: the save is gone
        kills += 1
        assert result.status in (RESUMABLE, FINISHED), result.message
        assert result.game == "crib-wars"
        tokens = action_tokens(result.record)
        if last_printed is not None and mode == "sync":
            assert len(tokens) >= last_printed     # every reported save is on disk
        assert tokens[: len(previous)] == previous  # the same game, nothing forked
        previous = tokens
        if kills >= 8:
            break
    assert kills >= 8
    if store.load().status != NONE:
        subprocess.run([sys.executable, str(script), str(data), "999", "sync"], env=_env(),
                       cwd=ROOT, check=True, stdout=subprocess.DEVNULL, timeout=300)
    assert not store.exists() and not list(data.glob("*.corrupt-*"))
    db = GamesDB(data / "games.sqlite3")
    try:
        (row,) = db.history(game="crib-wars")
        record = db.record(row.id)
    finally:
        db.close()
    assert action_tokens(record)[: len(previous)] == previous
    game = check_record(record)                     # every rule and score replayed
    assert game.game == "crib-wars" and game.state.is_over
    assert get_game("crib-wars").from_record(record).result() == game.state.result()


def _crib_app(data: Path) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "cinch_qt", "--game", "crib-wars",
                             "--players", "3", "--autoplay", "--speed", "fast",
                             "--data-dir", str(data)],
                            env=_env(), cwd=ROOT, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, text=True)


def test_real_program_resumes_a_crib_wars_game_after_sigkill(tmp_path: Path) -> None:
    """``python -m cinch_qt --game crib-wars --players 3 --autoplay --speed fast
    --data-dir D`` is killed at random moments and restarted; each restart must resume
    the game exactly where the save left it (a continuation of the same record), and
    every save must check out against the rules."""
    from cinch_qt.storage.gamefile import check_record

    data = tmp_path / "data"
    rng = random.Random(29)
    previous: list = []
    reached = 0
    extension = None
    for _ in range(5):
        proc = _crib_app(data)
        deadline = time.monotonic() + 90
        while time.monotonic() < deadline and proc.poll() is None:
            status, record = _saved_game(data)
            if record is not None and len(action_tokens(record)) > reached:
                break
            time.sleep(0.05)
        time.sleep(rng.uniform(0.0, 1.5))
        if proc.poll() is not None:
            err = proc.stderr.read()
            assert proc.returncode == 0, f"the program failed: {err[-2000:]}"
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        proc.stderr.close()
        status, record = _saved_game(data)
        assert record is not None, "the program never saved the game"
        assert record["format"] == "cribbage-record"
        assert record["rules"]["board"] == "crib-wars" and record["rules"]["players"] == 3
        tokens = action_tokens(record)
        assert len(tokens) > reached, "the restarted program did not continue the game"
        assert tokens[: len(previous)] == previous, "the resumed game is not the same game"
        check_record(record)                        # every rule and score replayed
        # The table's extras come back too: the opponents' levels and the names.
        ext = {k: record["cinch_qt"].get(k) for k in ("levels", "names")}
        assert extension is None or ext == extension
        extension = ext
        previous, reached = tokens, len(tokens)
        if status == FINISHED:
            break
    assert not list(data.glob("*.corrupt-*"))
    assert not list(data.glob("unfinished-*.json"))  # resumed, never set aside
