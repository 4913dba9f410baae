"""The packaged Crib Wars board description: it is the shared one, it is checked at load,
and a description that breaks the book is refused (CRIBWARS.md, cribwars-board.json)."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path

import pytest

from cinch_qt.games.cribbage.engine.boards import BoardDataError, board_from_json, get_board
from cinch_qt.games.cribbage.engine.boards.cribwars import read_board_json
from tests.cribbage import test_cribbage_board as vectors
from tests.shared_books import CRIBWARS_RULES
from tests.shared_books import SHARED as SHARED_BOOKS

SHARED = SHARED_BOOKS / "cribwars-board.json"
PACKAGED = (Path(__file__).resolve().parents[2] / "cinch_qt" / "games" / "cribbage" / "engine"
            / "boards" / "cribwars-board.json")


@pytest.mark.skipif(not SHARED.exists(), reason="the shared rule books are not here "
                    "(normal in a user's installation)")
def test_packaged_board_equals_the_shared_board():
    assert json.loads(PACKAGED.read_text(encoding="utf-8")) == \
        json.loads(SHARED.read_text(encoding="utf-8"))


def test_packaged_board_is_read_through_the_package():
    assert read_board_json() == json.loads(PACKAGED.read_text(encoding="utf-8"))


def test_drawing_coordinates_are_exposed_read_only():
    cw = get_board("crib-wars")
    raw = {h["id"]: (h["x"], h["y"]) for h in read_board_json()["holes"]}
    assert {h.id: (h.x, h.y) for h in cw} == raw
    with pytest.raises(AttributeError):
        cw.hole("M1").x = 3.0
    with pytest.raises(TypeError):
        cw.holes["M1"] = cw.holes["M2"]


def test_boards_import_no_qt():
    code = ("import sys\n"
            "from cinch_qt.games.cribbage.engine.boards import get_board\n"
            "get_board('crib-wars'); get_board('classic')\n"
            "bad = sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken')))\n"
            "sys.exit(1 if bad else 0)\n")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            cwd=Path(__file__).resolve().parents[2])
    assert result.returncode == 0, result.stdout + result.stderr


# --- Refusing a broken description: each check can fail ----------------------------

def _hole(data: dict, hid: str) -> dict:
    return next(h for h in data["holes"] if h["id"] == hid)


def _broken(change) -> dict:
    data = copy.deepcopy(read_board_json())
    change(data)
    return data


def test_the_packaged_description_passes():
    board_from_json(read_board_json())


@pytest.mark.parametrize("change,message", [
    (lambda d: _hole(d, "M20").update(next="M999"), "M20.next leads to 'M999'"),
    (lambda d: _hole(d, "M46").update(branch_to="X1"), "M46.branch_to leads to 'X1'"),
    (lambda d: _hole(d, "T1.4").update(next="M37"), "T1.4 must lead to M36"),
    (lambda d: _hole(d, "M80").update(mark=81), "mark 81 on a main hole"),
    (lambda d: _hole(d, "M46").update(mark=30), r"M46: mark 30.*\(W7\)"),
    (lambda d: _hole(d, "T2.3").update(mark=95), r"T2.3: mark 95.*\(W7\)"),
    (lambda d: _hole(d, "M12").update(slides_to="M31"), "M12 slides to M31"),
    (lambda d: d["features"]["penalty"][0].update(retreat_to="M51"), "back 20 holes"),
    (lambda d: d["features"]["penalty"][0].update(retreat_to="M45"), "plain main hole"),
    (lambda d: d["features"]["penalty"][1].update(occupant_release_to="M162"),
     "advances one hole"),
    (lambda d: d["features"]["trap"][0].update(award_skip_to="M47"), "plain main hole"),
    (lambda d: d["features"]["trap"][1].update(rejoins="M95"), "disagree"),
    (lambda d: d["holes"].append(dict(_hole(d, "M5"))), "listed twice"),
    (lambda d: _hole(d, "M241").update(next="M0"), "only the game hole has no next"),
    (lambda d: _hole(d, "M90").update(type="penalty"), "must belong to a special square"),
    (lambda d: d.update(version=2), "unknown board format 'cribwars-board' version 2"),
    (lambda d: d["holes"][3].pop("mark"), "malformed"),
    (lambda d: _hole(d, "M100").update(type="lava"), "malformed"),
])
def test_a_broken_description_is_refused(change, message):
    with pytest.raises(BoardDataError, match=message):
        board_from_json(_broken(change))


def test_a_rejoin_on_an_active_hole_is_refused():
    # Moving the T1 rejoin onto the red entry M44 would chain a path into a slide.
    def change(d):
        d["paths"]["T1"]["rejoins"] = "M44"
        d["features"]["trap"][0]["rejoins"] = "M44"
        _hole(d, "T1.4").update(next="M44")
    with pytest.raises(BoardDataError, match="T1 rejoin: M44 must be a plain main hole"):
        board_from_json(_broken(change))


def test_a_route_that_loops_is_refused():
    def change(d):
        _hole(d, "M48").update(next="M47")
    with pytest.raises(BoardDataError, match="never reaches M241"):
        board_from_json(_broken(change))


BOOK = CRIBWARS_RULES


def test_every_row_of_the_books_test_vectors_has_a_test():
    text = BOOK.read_text(encoding="utf-8")
    table = text[text.index("## Test vectors"):]
    rows = [line for line in table.splitlines()[3:] if line.startswith("|")]
    tests_ = [name for name in dir(vectors) if name.startswith("test_vector_")]
    assert len(rows) == len(tests_) == 14, (rows, tests_)
