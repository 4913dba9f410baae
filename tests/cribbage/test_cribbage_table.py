"""The Cribbage board item: pegs end on the engine's holes after every move on
both boards, hole by hole along the route, with the squares' effects shown (W4, W5,
W10-W12, W30-W36, W45). Animations are on; every duration is scaled by the one factor
CINCH_QT_TIME_SCALE, as for the Cinch table."""

from __future__ import annotations

import math
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QTimer

from cinch_qt.games.cribbage.engine.boards import PenaltyBox, get_board, settle_penalty
from cinch_qt.games.cribbage.table import BoardGeometry, CribbageBoardItem, labels
from cinch_qt.games.cribbage.table.board_face import UNIT
from cinch_qt.speed import SPEEDS, time_scale
from tests.crib_person import board_felt

FAST = "0.05"
TIMEOUT = 20000

TOOLS = Path(__file__).resolve().parents[2] / "tools"


@pytest.fixture
def make(qtbot, monkeypatch):
    """make(board, sides) -> (item, view), shown, with the table's speed factor."""
    monkeypatch.setenv("CINCH_QT_TIME_SCALE", FAST)

    def build(name: str, sides=("S", "N"), size=(1280, 800)):
        item = CribbageBoardItem(get_board(name), sides, SPEEDS["normal"] * time_scale())
        return item, board_felt(qtbot, item, size)
    return build


def play(qtbot, item, side, points, label="", spy=None):
    """Queue one move, wait for its finished signal, check the pegs against the engine."""
    before = item.front(side)
    mv = item.board.move(before, points)
    with qtbot.waitSignal(item.finished, timeout=TIMEOUT) as sig:
        ticket = item.queue_move(side, mv, label)
    assert sig.args == [ticket]
    assert_pegs(item, side, mv.end, before)
    return mv


def assert_pegs(item, side, front, back):
    lane = item.lane(side)
    assert item.front(side) == front
    assert item.back(side) == back          # W45: the hole before the last move
    assert item.peg_point(side, "front") == item.hole_point(front, lane)
    if back != front:
        assert item.peg_point(side, "back") == item.hole_point(back, lane)


def near(p: QPointF, q: QPointF, tol: float = 0.05 * UNIT) -> bool:
    return math.hypot(p.x() - q.x(), p.y() - q.y()) <= tol


def test_w45_classic_moves_leapfrog_hole_by_hole(qtbot, make):
    item, _ = make("classic", ("S", "N", "E"))
    assert item.front("S") == item.back("S") == "M0"
    play(qtbot, item, "S", 2, labels.fifteen(2))
    play(qtbot, item, "N", 2, labels.his_heels())
    play(qtbot, item, "S", 2, labels.thirty_one(2))       # back peg M2 jumps to M4
    play(qtbot, item, "E", 1, labels.go())
    play(qtbot, item, "S", 29, labels.hand(29))
    item.place("N", "M110")
    mv = play(qtbot, item, "N", 15, labels.crib(15))      # C61: stops on the game hole
    assert mv.finished and item.front("N") == "M121"


def test_queued_moves_play_in_order_one_finished_each(qtbot, make):
    item, _ = make("classic")
    tickets, done = [], []
    item.finished.connect(done.append)
    hole = "M0"
    with qtbot.waitSignal(item.idle, timeout=TIMEOUT):
        for pts in (2, 3, 4, 1):
            mv = item.board.move(hole, pts)
            tickets.append(item.queue_move("S", mv, labels.fifteen(pts)))
            hole = mv.end
        assert item.busy
    assert done == tickets
    assert item.front("S") == "M10" and item.back("S") == "M9"
    assert not item.busy


def test_w10_jump_slides_along_the_arrow(qtbot, make):
    item, _ = make("crib-wars")
    seen = {}
    item.holding.connect(lambda _t: seen.update(lit=item.glowing(),
                                                 texts=item.label_texts()))
    mv = play(qtbot, item, "S", 12, labels.hand(12))
    assert mv.end == "M32"
    assert "R1" in seen["lit"]
    assert labels.jump() in seen["texts"] and labels.hand(12) in seen["texts"]
    assert item.glowing() == set()             # the arrow goes out after the slide


def test_w11_trap_then_next_move_goes_down_the_blue_path(qtbot, make, monkeypatch):
    item, _ = make("crib-wars")
    item.place("S", "M40")
    seen = {}
    item.holding.connect(lambda _t: seen.update(texts=item.label_texts()))
    play(qtbot, item, "S", 6, labels.hand(6))
    assert item.front("S") == "M46"
    assert labels.trap() in seen["texts"]
    assert "T1" in item.glowing()              # W5: the path the next move takes
    # Record where the moving peg goes while the next move plays.  Frames alone are
    # too sparse on a loaded machine (the test failed when ticks were skipped), so at
    # each step's first frame the animation is paused, walked through 240 times of its
    # own, and resumed where it was: the same animation, sampled densely.
    trail: list[QPointF] = []
    anim = item._anim
    walking = []

    def sample(_v) -> None:
        trail.append(item.peg_point("S", "back"))
        if walking or anim.state() != anim.State.Running:
            return
        walking.append(True)
        at, span = anim.currentTime(), anim.duration()
        anim.pause()
        for k in range(240):
            anim.setCurrentTime(k * span // 240)
        anim.setCurrentTime(at)
        anim.resume()
        walking.clear()

    anim.valueChanged.connect(sample)
    play(qtbot, item, "S", 7, labels.crib(7))
    assert item.front("S") == "M38"
    lane = item.lane("S")
    for hole in ("T1.1", "T1.4", "M36"):
        assert any(near(p, item.hole_point(hole, lane), 0.6 * UNIT) for p in trail), hole
    # Never along the main track past the trap (M48 lies that way).
    assert not any(near(p, item.hole_point("M49", lane), 0.3 * UNIT) for p in trail)
    assert "T1" not in item.glowing()


def test_w12_green_shortcut_lights_up_and_is_followed(qtbot, make):
    item, _ = make("crib-wars", ("S", "W", "E"))
    item.place("W", "M100")
    seen = {}
    item.holding.connect(lambda _t: seen.update(texts=item.label_texts()))
    play(qtbot, item, "W", 3, labels.hand(3))
    assert item.front("W") == "M103" and "G1" in item.glowing()
    assert labels.shortcut() in seen["texts"]
    play(qtbot, item, "W", 6)
    assert item.front("W") == "M117" and item.glowing() == set()


def test_w31_penalty_two_sides_folds_retreats_and_awards(qtbot, make):
    item, _ = make("crib-wars")
    item.place("S", "M66", "M60")
    item.place("N", "M24", "M20")
    seen: list[list[str]] = []
    item.holding.connect(lambda _t: seen.append(item.label_texts()))
    play(qtbot, item, "S", 4, labels.thirty_one(2))
    assert item.front("S") == "M70" and labels.penalty() in seen[-1]
    s = settle_penalty(item.board, item.holes(), item.sides, "S")
    with qtbot.waitSignal(item.finished, timeout=TIMEOUT):
        item.queue_settlement(s)
    assert item.holes() == dict(s.holes)
    assert_pegs(item, "S", "M50", "M70")         # W31: back 20
    assert_pegs(item, "N", "M64", "M24")         # W36: award M24 -> M44 (R2) slides to M64
    shown = [text for texts in seen for text in texts]
    assert labels.folds() in shown and labels.back(20) in shown
    assert labels.award(20) in shown and labels.jump() in shown


def test_every_label_is_said_in_order_for_screen_readers(qtbot, make):
    item, _ = make("crib-wars")
    said: list[str] = []
    item.said.connect(said.append)
    item.place("S", "M66")
    play(qtbot, item, "S", 4, labels.thirty_one(2))
    s = settle_penalty(item.board, item.holes(), item.sides, "S")
    with qtbot.waitSignal(item.finished, timeout=TIMEOUT):
        item.queue_settlement(s)
    assert said == [labels.thirty_one(2), labels.penalty(), labels.folds(), labels.back(20),
                    labels.award(20)]


def test_labels_follow_the_language(qtbot, make, speak):
    speak("fr")
    assert labels.go() == "la passe" and labels.fifteen(2) == "quinze 2"
    assert labels.sits_out(3) == "patiente\u00a0: 3 mains"
    speak("nl")
    assert labels.thirty_one(2) == "31 voor 2"


def test_w32_w35_sit_out_then_release_on_a_second_arrival(qtbot, make):
    item, _ = make("crib-wars", ("S", "W", "E"))
    item.place("S", "M66")
    play(qtbot, item, "S", 4)
    s = settle_penalty(item.board, item.holes(), item.sides, "S")
    said: list[str] = []
    item.said.connect(said.append)
    during: list[list[str]] = []
    watch = QTimer()
    watch.setInterval(1)
    watch.timeout.connect(lambda: during.append(item.label_texts()))
    watch.start()
    with qtbot.waitSignal(item.finished, timeout=TIMEOUT):
        item.queue_settlement(s)
    watch.stop()
    assert any(labels.sits_out(3) in texts for texts in during)
    # One "sits out" plate, never one above and one below the square.
    assert said.count(labels.sits_out(3)) == 1
    assert all(texts.count(labels.sits_out(3)) <= 1 for texts in during)
    assert item.front("S") == "M70"                       # W32: stays on the square
    assert labels.sits_out(3) in item.label_texts()       # still shown on its plate
    item.place("E", "M156")
    play(qtbot, item, "E", 4)
    s2 = settle_penalty(item.board, item.holes(), item.sides, "E", PenaltyBox("S"))
    with qtbot.waitSignal(item.finished, timeout=TIMEOUT):
        item.queue_settlement(s2)
    assert item.holes() == dict(s2.holes)
    assert item.front("E") == "M140" and item.back("E") == "M160"
    assert labels.sits_out(3) not in item.label_texts()   # W35 (a): left the box
    for side in item.sides:
        assert item.peg_point(side) == item.hole_point(item.front(side), item.lane(side))


def test_instant_speed_still_queues_and_signals(qtbot):
    item = CribbageBoardItem(get_board("crib-wars"), ("S", "N"), 0.0)
    with qtbot.waitSignal(item.finished, timeout=TIMEOUT):
        item.queue_move("S", item.board.move("M0", 12))
    assert item.front("S") == "M32" and item.back("S") == "M0"


@pytest.mark.parametrize("name", ["classic", "crib-wars"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800), (1920, 1080), (420, 900)])
def test_resizing_keeps_every_hole_in_view(qtbot, make, name, size):
    item, view = make(name, ("S", "W", "E"), size)
    view.resize(*size)
    qtbot.wait(1)
    box = view.viewport().rect()
    for spot in item.geo.spots():
        p = view.mapFromScene(item.mapToScene(item.hole_point(spot.hole, spot.lane)))
        assert box.contains(p), (spot, p, box)


@pytest.mark.parametrize("name", ["classic", "crib-wars"])
@pytest.mark.parametrize("lanes", [2, 3])
def test_w2_no_two_holes_touch(name, lanes):
    geo = BoardGeometry(get_board(name), lanes)
    spots = geo.spots()
    pts = sorted((s.x, s.y) for s in spots)
    assert len(set(pts)) == len(pts)
    for i, (x, y) in enumerate(pts):
        for x2, y2 in pts[i + 1:]:
            if x2 - x > 0.59:
                break
            # Holes are 0.38 across, pegs 0.6: centres 0.59 apart never overlap holes.
            assert math.hypot(x2 - x, y2 - y) >= 0.59, ((x, y), (x2, y2))


def test_bad_sides_are_refused():
    with pytest.raises(ValueError, match="W2"):
        CribbageBoardItem(get_board("classic"), ("S",))


def test_preview_saves_a_screenshot(tmp_path):
    """The viewer as a person runs it (its own process: app.exec() and quit() in this
    one would end the application the other GUI tests share)."""
    out = tmp_path / "board.png"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CINCH_QT_TIME_SCALE=FAST)
    result = subprocess.run(
        [sys.executable, str(TOOLS / "crib_board_preview.py"), "--board", "classic",
         "--players", "3", "--size", "800x600", "--demo", "--screenshot", str(out)],
        capture_output=True, text=True, env=env, timeout=120)
    assert result.returncode == 0, result.stderr
    assert out.stat().st_size > 1000
    assert (tmp_path / "board-01.png").exists()
    bad = subprocess.run(
        [sys.executable, str(TOOLS / "crib_board_preview.py"), "--size", "huge"],
        capture_output=True, text=True, env=env, timeout=60)
    assert bad.returncode == 2 and "1280x800" in bad.stderr
