"""benchmarks/bench_startup_vs.py's choices that need no display: where the
frozen build is found, which rows of the table run, the command printed for
each row, and the table the figures are printed in.  No timing is measured or asserted:
the benchmark measures; this checks it times what it says it times."""

from __future__ import annotations

import os
import shlex
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "benchmarks"))

import bench_startup_vs as bench  # noqa: E402


def _exe(path: Path, mode: int = 0o755) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("#!/bin/sh\n", encoding="utf-8")
    path.chmod(mode)
    return path


def test_frozen_is_found_in_the_build_folder_of_the_tree(tmp_path):
    # packaging/build.py's one-folder bundle: build/packaging/dist/cinch-qt/cinch-qt.
    exe = _exe(tmp_path / "build" / "packaging" / "dist" / "cinch-qt" / "cinch-qt")
    assert bench.find_frozen(None, tmp_path, environ={}) == exe.resolve()


def test_frozen_build_folder_from_the_environment_wins_over_the_tree(tmp_path):
    _exe(tmp_path / "tree" / "build" / "packaging" / "dist" / "cinch-qt" / "cinch-qt")
    other = _exe(tmp_path / "elsewhere" / "dist" / "cinch-qt" / "cinch-qt")
    environ = {"CINCH_QT_BUILD_DIR": str(tmp_path / "elsewhere")}
    assert bench.find_frozen(None, tmp_path / "tree", environ=environ) == other.resolve()


@pytest.mark.parametrize("given", ["exe", "bundle", "dist", "build"])
def test_frozen_given_as_the_executable_or_any_folder_above_it(tmp_path, given):
    exe = _exe(tmp_path / "build" / "dist" / "cinch-qt" / "cinch-qt")
    path = {"exe": exe, "bundle": exe.parent, "dist": exe.parent.parent,
            "build": tmp_path / "build"}[given]
    assert bench.find_frozen(str(path), tmp_path / "no-tree", environ={}) == exe.resolve()


def test_no_frozen_build_says_where_it_looked_and_how_to_build_one(tmp_path):
    with pytest.raises(SystemExit) as exc:
        bench.find_frozen(None, tmp_path, environ={})
    message = str(exc.value)
    assert str(tmp_path / "build" / "packaging" / "dist" / "cinch-qt" / "cinch-qt") in message
    assert "packaging/build.py" in message


def test_a_frozen_file_that_cannot_be_run_is_refused(tmp_path):
    exe = _exe(tmp_path / "cinch-qt", mode=0o644)
    with pytest.raises(SystemExit, match="not executable"):
        bench.find_frozen(str(exe), tmp_path, environ={})


def test_a_frozen_build_older_than_the_source_is_noted(tmp_path):
    source = tmp_path / "cinch_qt" / "games" / "x.py"
    source.parent.mkdir(parents=True)
    source.write_text("", encoding="utf-8")
    exe = _exe(tmp_path / "cinch-qt")
    now = time.time()
    os.utime(source, (now - 100, now - 100))
    os.utime(exe, (now, now))
    assert bench.stale_frozen(exe, tmp_path) is None
    os.utime(source, (now + 100, now + 100))
    note = bench.stale_frozen(exe, tmp_path)
    assert note is not None and str(Path("cinch_qt/games/x.py")) in note


def test_without_rows_one_row_is_made_of_the_flags():
    args = bench.parse_args(["--game", "crib-wars", "--players", "2", "--warm", "--busy"])
    [row] = bench.rows_to_run(args)
    assert row == bench.Row("crib-wars", 2, warm=True, busy=True)
    assert row.key == "crib-wars2-later-busy"
    assert row.title == "Crib Wars 2p, later start, one core busy"


def test_rows_alone_runs_every_row_of_the_issue_table():
    rows = bench.rows_to_run(bench.parse_args(["--rows"]))
    assert rows == list(bench.ROWS)
    titles = {row.title for row in rows}
    # First and later start of every table, and the later starts with a core busy.
    for game in ("Cinch", "Cribbage 2p", "Crib Wars 2p", "Crib Wars 4p"):
        assert {f"{game}, first start", f"{game}, later start",
                f"{game}, later start, one core busy"} <= titles
    assert len({row.key for row in rows}) == len(rows)


def test_named_rows_run_in_the_order_given():
    args = bench.parse_args(["--rows", "crib-wars4-later", "cinch-first"])
    assert [r.key for r in bench.rows_to_run(args)] == ["crib-wars4-later", "cinch-first"]


@pytest.mark.parametrize("argv", [["--rows", "cinch-sometime"],
                                  ["--rows", "--warm"],
                                  ["--rows", "cinch-first", "--game", "cribbage"],
                                  ["--rounds", "0"]])
def test_contradictory_or_unknown_choices_are_refused(argv, capsys):
    with pytest.raises(SystemExit) as exc:
        bench.parse_args(argv)
    assert exc.value.code == 2
    assert "error:" in capsys.readouterr().err


@pytest.mark.parametrize("frozen_flag", [[], ["--frozen"], ["--frozen", "/opt/x/cinch-qt"]])
def test_each_row_command_measures_that_row_alone_with_the_same_contenders(frozen_flag):
    args = bench.parse_args(["--rounds", "9", *frozen_flag, "--rows"])
    for row in bench.ROWS:
        argv = shlex.split(bench.row_command(args, row))
        assert argv[:2] == [bench.interpreter(), "benchmarks/bench_startup_vs.py"]
        assert Path(argv[0]).is_absolute() or (ROOT / argv[0]).exists()
        again = bench.parse_args(argv[2:])
        assert bench.rows_to_run(again) == [row]
        assert again.rounds == 9
        assert again.frozen == args.frozen


def _result(row, **medians):
    contenders = []
    for name, (first, table) in medians.items():
        c = bench.Contender.__new__(bench.Contender)
        c.name, c.cinch = name.replace("_", " "), name.startswith("Cinch")
        c.times = {rule: [first] for rule in bench.RULES}
        c.times["table"] = [table]
        contenders.append(c)
    return bench.Result(row, f"cmd {row.key}", contenders, (1.5, 0, 0), (2.25, 0, 0))


def test_the_summary_is_one_table_with_figures_ratios_load_and_command():
    rows = [_result(bench.Row(), Cinch=(0.2, 0.2), Cinch_frozen=(0.15, 0.16),
                    Aisleriot=(0.3, 0.32), KPat=(0.4, 0.4)),
            _result(bench.Row("cribbage", 2, warm=True), Cinch=(0.25, 0.26),
                    Cinch_frozen=(0.2, 0.21), Aisleriot=(0.3, 0.26), KPat=(0.3, 0.52))]
    lines = bench.summary_table(rows)
    assert len(lines) == 4 and all(line.startswith("| ") for line in lines)
    head = [cell.strip() for cell in lines[0].strip("|").split("|")]
    assert head[:5] == ["start", "Cinch first / table", "Cinch frozen first / table",
                        "Aisleriot first / table", "KPat first / table"]
    cells = [cell.strip() for cell in lines[3].strip("|").split("|")]
    assert cells[0] == "Cribbage 2p, later start"
    assert cells[2] == "200 / 210 ms"
    ratios = dict(zip(head[5:9], cells[5:9], strict=True))
    assert ratios == {"table: Cinch / Aisleriot": "1.00×", "table: Cinch / KPat": "0.50×",
                      "table: Cinch frozen / Aisleriot": "0.81×",
                      "table: Cinch frozen / KPat": "0.40×"}
    assert cells[-2:] == ["1.50–2.25", "`cmd cribbage2-later`"]


def test_card_store_wait_returns_once_the_store_is_written(tmp_path):
    store = tmp_path.joinpath(*bench.CARD_STORE, "deck-x")
    store.mkdir(parents=True)
    for n in range(3):
        (store / f"{n}.card").write_bytes(b"x")
    assert bench.wait_for_card_store(tmp_path, limit_s=5, quiet_s=0.2, poll_s=0.05) == 3


def test_card_store_wait_gives_up_and_says_nothing_was_written(tmp_path):
    assert bench.wait_for_card_store(tmp_path, limit_s=0.3, quiet_s=0.1, poll_s=0.05) == 0


def _contender(tmp_path, monkeypatch, cinch, warm):
    seen = []

    def fake_launch(cmd, env, cwd, probe, shot=None, settle=None):
        seen.append(settle)
        if settle is not None:
            settle()
        return {rule: 0.1 for rule in bench.RULES}

    monkeypatch.setattr(bench, "launch", fake_launch)
    monkeypatch.setattr(bench, "wait_for_card_store", lambda data: 7)
    monkeypatch.setattr(bench, "SETTLE_S", 0.0)
    c = bench.Contender("Cinch" if cinch else "KPat", ["x"], tmp_path, cinch=cinch)
    c.warm = warm
    return c, seen


def test_warming_launch_of_a_later_start_waits_for_the_drawn_card_store(tmp_path,
                                                                        monkeypatch):
    # Stopped at the table, a launch never wrote the store, so no "later start" found it.
    c, seen = _contender(tmp_path, monkeypatch, cinch=True, warm=True)
    c.one(record=False)
    assert seen[-1] is not None and c.stored == [7]
    c.one()                                  # a measured launch is stopped at once
    assert seen[-1] is None and c.stored == [7] and len(c.times["table"]) == 1


def test_warming_launch_of_the_other_programs_runs_on_and_first_starts_do_not(
        tmp_path, monkeypatch):
    other, seen = _contender(tmp_path, monkeypatch, cinch=False, warm=False)
    other.one(record=False)
    assert seen[-1] is not None
    ours, seen = _contender(tmp_path, monkeypatch, cinch=True, warm=False)
    ours.one(record=False)                   # a fresh data folder each launch anyway
    assert seen[-1] is None and ours.stored == []
