"""Test setup: Qt renders offscreen so the suite runs without a display."""

import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(scope="session", autouse=True)
def _cycles_freed_on_the_main_thread(qapp):
    """As in the program (app.py): cycles are collected on this thread, never on a bot,
    accuracy or review thread, which would free Qt objects there and crash the run
    (ui/main_thread_gc.py)."""
    from cinch_qt.ui.main_thread_gc import MainThreadCollector

    collector = MainThreadCollector(qapp)
    collector.start()
    yield
    collector.stop()


@pytest.fixture(autouse=True)
def _collect_after_each_test():
    """Tests that never run the event loop still have their garbage collected, here."""
    yield
    from cinch_qt.ui.main_thread_gc import collect_due
    collect_due()


@pytest.fixture(scope="session")
def qm_cache(tmp_path_factory):
    """Where the catalogues compiled for the tests go (never the user's cache)."""
    return tmp_path_factory.mktemp("qm-cache")


@pytest.fixture
def speak(qapp, qm_cache):
    """speak("fr") installs French and returns the language in use; English is
    restored after the test so no other test sees another language."""
    from cinch_qt import i18n

    def install(language):
        return i18n.install_translator(qapp, language, cache_dir=qm_cache)
    yield install
    install("en")


@pytest.fixture
def toy():
    """The toy game (tests/toygame, Nim with cards) registered for one test, as a third
    game would be: one registry line, nothing outside its folder.  Gone afterwards."""
    from cinch_qt.games import GAMES, GameInfo, register

    register(GameInfo("toy-nim", "Nim with cards", "tests.toygame.game", {}, "toy-nim"))
    yield GAMES["toy-nim"]
    GAMES.pop("toy-nim", None)


@pytest.fixture
def isolated(tmp_path, monkeypatch):
    """Empty XDG data dirs and user folder, so decks on this machine do not interfere;
    returns the user themes folder."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg-home"))
    monkeypatch.setenv("XDG_DATA_DIRS", str(tmp_path / "xdg-sys"))
    user = tmp_path / "user-themes"
    user.mkdir()
    return user


@pytest.fixture
def cache(qtbot, isolated):
    """A card cache over the isolated folders, shut down after the test."""
    from cinch_qt.themes import CardPixmapCache

    made = CardPixmapCache(user_dir=isolated)
    yield made
    made.shutdown()


def pytest_addoption(parser) -> None:
    parser.addoption("--shards", type=int, default=1, metavar="N",
                     help="run the tests in N processes at once (tests/shards.py)")


@pytest.hookimpl(trylast=True)        # after -k and -m have deselected what will not run
def pytest_collection_modifyitems(config, items) -> None:
    """With --shards, the other processes start now on their shares (tests/shards.py).
    The packages' build starts now when any packaging test will run here, so that it
    overlaps the tests before it (tests/packaging_build.py)."""
    from tests import shards
    shards.start_others(config, items)
    if any("packages" in getattr(item, "fixturenames", ()) for item in items):
        from tests import packaging_build
        packaging_build.start()


def pytest_sessionfinish(session) -> None:
    from tests import shards
    shards.finish_others(session)


@pytest.hookimpl(trylast=True)        # after every other plugin has finished its work
def pytest_unconfigure(config) -> None:
    """Out with the session's status once background work is done, without Python's
    finalization (tests/process_end.py)."""
    session = getattr(config, "_cinch_session", None)
    if session is not None:
        from tests import process_end
        process_end.leave(int(session.exitstatus))


def pytest_sessionstart(session) -> None:
    session.config._cinch_session = session
