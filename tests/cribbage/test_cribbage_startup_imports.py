"""The Cribbage and Crib Wars tables load, before their first frame, only what
that frame needs; what is put off still works when it is first used.

The real program is started offscreen in its own process (as tests/startup/test_startup_imports.py
does for Cinch) and the modules loaded when the felt paints for the first time are
listed there.  No timing is asserted: benchmarks/bench_cribbage_startup.py measures,
this guards the causes.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

ROOT = Path(__file__).resolve().parents[2]
TIMEOUT_S = 180  # a hang, not a speed limit

PROBE = """
import json, sys
import shiboken6, PySide6.QtCore  # noqa: E401,F401
before = sorted(sys.modules)
from cinch_qt.games.cribbage.table import felt
_paint = felt.CribbageFelt.paintEvent
seen = {}
def paint(self, event):
    _paint(self, event)
    if self._painted and not seen:
        seen["modules"] = sorted(sys.modules)
        seen["held"] = self.cache.background_held()
        seen["cards"] = len(self.scene_.cards)
        seen["pegs"] = {side: [p.isVisible() for p in pegs]
                        for side, pegs in self.board._pegs.items()}
        seen["fronts"] = {side: self.board.front(side) for side in self.board._pegs}
        win = self.window()
        # (A tree that makes them eagerly has no such attribute: "made".)
        seen["count_box_made"] = getattr(win.strip, "_count_box", "made") is not None
        seen["last_show_made"] = getattr(win, "_last_show", "made") is not None
        seen["runner_made"] = getattr(win.session, "_runner", "made") is not None
felt.CribbageFelt.paintEvent = paint
from cinch_qt.app import run
code = run(sys.argv[1:])
seen["before"] = before
print("PROBE " + json.dumps(seen), flush=True)
sys.exit(code)
"""

NOT_AT_FIRST_PAINT = (
    # The bots and the hint: made when first asked (the person cuts first, C20).
    "cinch_qt.games.cribbage.ai.base", "cinch_qt.games.cribbage.ai.easy",
    "cinch_qt.games.cribbage.ai.normal", "cinch_qt.games.cribbage.ai.expert",
    "cinch_qt.games.cribbage.ai.hint", "cinch_qt.controller.bot_runner",
    # Cinch: its engine (card names) and its AI registry (the shared table settings).
    "cinch_qt.games.cinch.engine", "cinch_qt.games.cinch.ai", "cinch_qt.i18n.cards",
    # A penalty landing (Crib Wars, W30-W36), Last show, the replay.  (The show's
    # rank tables, C70-C77, are a data file read at the first hand counted: below.)
    "cinch_qt.games.cribbage.engine.boards.penalty",
    "cinch_qt.games.cribbage.table.last_show", "cinch_qt.games.cribbage.table.replay",
)


def first_paint(tmp_path: Path, *game: str) -> dict:
    data = tmp_path / "data"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT),
               HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path / "config"),
               XDG_CACHE_HOME=str(tmp_path / "cache"))
    result = subprocess.run(
        [sys.executable, "-c", PROBE, "--exit-on-first-paint", "--language", "en",
         "--seed", "1", "--size", "1280x800", "--data-dir", str(data), *game],
        cwd=tmp_path, env=env, capture_output=True, text=True, timeout=TIMEOUT_S)
    assert result.returncode == 0, result.stderr[-2000:]
    line = next(x for x in result.stdout.splitlines() if x.startswith("PROBE "))
    seen = json.loads(line[len("PROBE "):])
    assert seen.get("modules"), "the table was never painted"
    return seen


@pytest.mark.parametrize("game", [("--game", "cribbage"),
                                  ("--game", "crib-wars", "--players", "4")])
def test_first_paint_loads_only_what_it_needs(tmp_path: Path, game: tuple[str, ...]) -> None:
    seen = first_paint(tmp_path, *game)
    loaded = set(seen["modules"]) - set(seen["before"])
    # The probe saw the real table: the window, the felt, the pack spread for the draw.
    assert "cinch_qt.games.cribbage.table.window" in loaded
    assert seen["cards"] == 52   # C20: the whole pack, face down, for the draw
    sides = 2   # two players, or four in two sides of two (C3)
    assert len(seen["pegs"]) == sides and all(all(v) for v in seen["pegs"].values())
    assert set(seen["fronts"].values()) == {"M0"}   # every side's pegs at the start
    early = sorted(name for name in NOT_AT_FIRST_PAINT if name in loaded)
    assert early == [], f"loaded before the first frame of the table: {early}"
    assert not seen["count_box_made"] and not seen["last_show_made"]
    assert not seen["runner_made"]
    assert seen["held"] is True   # background rendering waits for the first frame


# ----------------------------------------------------------------- put off, still right
def test_levels_and_names_of_the_bots_package_load_on_first_use() -> None:
    import cinch_qt.games.cribbage.ai as ai
    from cinch_qt.games.cribbage.ai import base, easy, expert, expert_blend, expert_v1, normal
    from cinch_qt.games.cribbage.ai import hint as hint_module  # noqa: F401 (the submodule)

    # Importing the submodule ai.hint leaves the package's hint() the function.
    assert callable(ai.hint) and not isinstance(ai.hint, type(ai))
    assert ai.hint is sys.modules["cinch_qt.games.cribbage.ai.hint"].hint
    assert ai.Hint is sys.modules["cinch_qt.games.cribbage.ai.hint"].Hint
    assert (ai.CribBot, ai.RandomPlayer) == (base.CribBot, base.RandomPlayer)
    assert (ai.EasyBot, ai.NormalBot, ai.ExpertBot) == (easy.EasyBot, normal.NormalBot,
                                                        expert.ExpertBot)
    kinds = {name: type(ai.make_player(name, 1)) for name in ai.LEVELS}
    assert kinds == {"random": base.RandomPlayer, "easy": easy.EasyBot,
                     "normal": normal.NormalBot, "expert": expert_blend.ExpertBlendBot,
                     "normal-noboard": normal.NormalBot, "expert-noboard": expert.ExpertBot,
                     "expert-v1": expert_v1.ExpertV1Bot, "expert-tables": expert.ExpertBot,
                     "expert-blend": expert_blend.ExpertBlendBot,
                     "expert-noblend": expert.ExpertBot}
    assert ai.make_player("expert-noboard", 1).board_sense is False
    with pytest.raises(AttributeError):
        ai.NoSuchBot  # noqa: B018


def test_penalty_names_of_the_boards_package_load_on_first_use() -> None:
    from cinch_qt.games.cribbage.engine import boards
    from cinch_qt.games.cribbage.engine.boards import penalty

    for name in boards._PENALTY_NAMES:
        assert getattr(boards, name) is getattr(penalty, name)
    with pytest.raises(AttributeError):
        boards.NoSuchName  # noqa: B018


def test_table_package_names_load_on_first_use() -> None:
    from cinch_qt.games.cribbage import table
    from cinch_qt.games.cribbage.table import board_geometry, board_item

    assert table.BoardGeometry is board_geometry.BoardGeometry
    assert table.HoleSpot is board_geometry.HoleSpot
    assert table.CribbageBoardItem is board_item.CribbageBoardItem


def test_the_count_box_made_late_sits_before_count(qtbot) -> None:
    """C91, C105: the manual count's box, made when the page is first shown, is where it
    was when it was made with the page: in the row before Count, the label's buddy, and
    reached by Tab between Cut and Count."""
    from PySide6.QtWidgets import QSpinBox

    from cinch_qt.games.cribbage.table import strip as sp

    strip = sp.CribbageStrip()
    qtbot.addWidget(strip)
    assert strip.findChildren(QSpinBox) == []
    strip.show_page(sp.COUNT, "Count your hand")
    box = strip.count_box
    pad = strip.count_pad          # the counting pad comes with it (C91)
    assert set(strip.findChildren(QSpinBox)) == {box, pad.fifteens, pad.pairs, pad.runs}
    row = strip.count_button.parentWidget().layout()
    assert [row.itemAt(i).widget() for i in range(row.count())] == [
        strip.labels[sp.COUNT], pad, box, strip.count_button]
    assert strip.labels[sp.COUNT].buddy() is box
    assert (box.minimum(), box.maximum()) == (0, 29)
    assert box.accessibleName() == "Your count"
    chain, w = [], strip
    while (w := w.nextInFocusChain()) is not strip:
        if w.focusPolicy() != Qt.FocusPolicy.NoFocus and \
                not isinstance(w.parentWidget(), QSpinBox):
            chain.append(w)
    at = chain.index(box)
    assert chain[at - 1] is pad.nobs and chain[at + 1] is strip.count_button
    first = chain.index(pad.fifteens)
    assert chain[first - 1] is strip.cut_button
    assert chain[first:at] == [pad.fifteens, pad.pairs, pad.runs, pad.flush, pad.nobs]
    claimed: list[int] = []
    strip.countRequested.connect(claimed.append)
    box.setValue(12)
    strip.count_button.click()
    assert claimed == [12]


def test_the_count_box_made_late_is_on_screen_with_its_page(qtbot) -> None:
    """C91: the moment the count page shows, its box is visible, laid out and has the
    focus, without waiting for the event loop (a widget added to a page already on
    screen is otherwise shown one turn later; a whole-game test caught that)."""
    from cinch_qt.games.cribbage.table import strip as sp

    strip = sp.CribbageStrip()
    qtbot.addWidget(strip)
    strip.resize(900, 60)
    strip.show()
    qtbot.waitExposed(strip)
    strip.show_page(sp.COUNT, "Count your hand")      # no event processed after this
    box = strip.count_box
    assert box.isVisible() and not box.visibleRegion().isEmpty()
    assert box.width() >= 64 and box.geometry().right() < strip.count_button.geometry().left()


def test_scoring_tables_are_read_at_the_first_hand_scored() -> None:
    code = ("import sys\n"
            "from cinch_qt.games.cribbage.engine import scoring\n"
            "from cinch_qt.games.cribbage.engine.cards import parse_card, parse_cards\n"
            "before = not isinstance(scoring._POINTS, scoring._Unread)\n"
            "pts = scoring.score_hand(parse_cards('5H 5D 5S JC'), parse_card('5C'))\n"
            "print(before, pts, type(scoring._POINTS) is dict,"
            " scoring.RANK_POINTS is scoring._POINTS)\n")
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                            text=True, timeout=TIMEOUT_S,
                            env=dict(os.environ, PYTHONPATH=str(ROOT)))
    assert result.returncode == 0, result.stderr[-2000:]
    assert result.stdout.split() == ["False", "29", "True", "True"]   # C77: 29 hand
