"""Cycles are collected on the GUI thread only (ui/main_thread_gc.py): a background
thread that allocates a great deal must not be the one that frees garbage holding a Qt
object: that crashed a test run with a segmentation fault."""

from __future__ import annotations

import gc
import threading
import weakref

from PySide6.QtCore import QObject

from cinch_qt.ui.main_thread_gc import MainThreadCollector, collect_due


def _cycle_with_a_qobject(freed_on: list[int]) -> None:
    """Garbage as a closed window leaves it: a Python object in a cycle, holding a
    QObject; ``freed_on`` receives the thread that frees it."""
    class Holder:
        pass
    holder = Holder()
    holder.me = holder
    holder.qt = QObject()
    weakref.finalize(holder, lambda: freed_on.append(threading.get_ident()))


def _allocate_in_a_thread() -> list:
    """Past every threshold: with automatic collection on, this thread collects.  What
    it returns stays alive, so generation 0 is still due when it ends, as it is after
    a bot's search."""
    kept: list = []

    def work() -> None:
        for _ in range(200):
            kept.append([[] for _ in range(1000)])
            kept.pop()
        kept.extend([] for _ in range(2000))
    thread = threading.Thread(target=work)
    thread.start()
    thread.join()
    return kept


def test_without_the_collector_a_busy_thread_frees_the_qt_garbage(qapp) -> None:
    """The hazard is real: this is what the collector prevents (if CPython ever stops
    collecting on the allocating thread, this fails and the module can go)."""
    was = gc.isenabled()
    gc.enable()
    try:
        # From empty counts, so the thread's allocations, not this thread's, pass the
        # threshold first (what ran before in this process does not decide it).
        gc.collect()
        freed_on: list[int] = []
        _cycle_with_a_qobject(freed_on)
        _allocate_in_a_thread()
        assert freed_on and freed_on[0] != threading.get_ident()
    finally:
        if not was:
            gc.disable()


def test_the_collector_frees_it_on_the_gui_thread(qtbot, qapp) -> None:
    collector = MainThreadCollector(qapp)
    collector.start()
    try:
        assert not gc.isenabled()
        freed_on: list[int] = []
        _cycle_with_a_qobject(freed_on)
        kept = _allocate_in_a_thread()
        assert freed_on == []               # the busy thread did not collect
        # The timer collects it on this thread (generation 0 is due after that work).
        qtbot.waitUntil(lambda: bool(freed_on), timeout=30_000)
        assert freed_on == [threading.get_ident()]
        del kept
    finally:
        collector.stop()


def test_stop_collects_and_puts_automatic_collection_back(qapp) -> None:
    was = gc.isenabled()
    gc.enable()
    try:
        collector = MainThreadCollector(qapp)
        collector.start()
        freed_on: list[int] = []
        _cycle_with_a_qobject(freed_on)
        collector.stop()
        assert freed_on == [threading.get_ident()]
        assert gc.isenabled()
    finally:
        if not was:
            gc.disable()


def test_collect_due_does_nothing_when_nothing_is_due() -> None:
    gc.collect()
    freed_on: list[int] = []
    _cycle_with_a_qobject(freed_on)
    # One cycle is far below generation 0's threshold of 700.
    assert gc.get_count()[0] < gc.get_threshold()[0]
    assert collect_due() == 0
    assert freed_on == []
    gc.collect()
    assert freed_on

