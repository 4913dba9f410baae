"""Start-up: parse the command line, build the application and the main window.

Options that make the program testable as a person would use it: ``--seed``,
``--speed``, ``--autoplay`` (the hint bot plays South), ``--quit-after-game``,
``--data-dir``, ``--screenshot FILE``, ``--players``, ``--size WxH``, ``--language``,
``--game NAME`` (any registered game; an option a game is picked by, such as
``--board crib-wars``, names it too: GameInfo.picked_by) and ``--exit-on-first-paint``
(prints the start-up time and quits; used by the benchmark).  Game → Choose game with
another game closes this game's window and opens the other's (``_run`` loops over the
games played).
With ``--autoplay --speed instant --quit-after-game`` one whole game is played and the
program exits 0, or non-zero if anything raised (the packaging smoke test).
"""

from __future__ import annotations

import argparse
import sys
import time
import traceback
from pathlib import Path

from .command_line import parse_args, picked_by, refused_option

# The start-up clock (--exit-on-first-paint).  A frozen build starts it earlier, in a
# runtime hook that runs before PyInstaller's own (packaging/rth_start_clock.py).
_T0 = getattr(sys, "_cinch_qt_t0", None) or time.perf_counter()

SMOKE_TIMEOUT_S = 600  # a smoke run that has not finished by then has hung
# Background rendering waits for the first frame, but never longer than this.
BACKGROUND_AT_LATEST_MS = 3000


def _size(text: str | None) -> tuple[int, int] | None:
    if not text:
        return None
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise SystemExit(f"cinch-qt: --size must look like 1280x800, not {text!r}") from None
    if not (320 <= w <= 8192 and 240 <= h <= 8192):
        raise SystemExit(f"cinch-qt: --size {text} is outside 320x240 .. 8192x8192")
    return w, h


def run(argv: list[str]) -> int:
    # First of all: a Ctrl+C from here on ends the program cleanly (quit_signals.py).
    from . import quit_signals
    quit_signals.install()
    try:
        return quit_signals.exit_code(_run_program(argv))
    finally:
        quit_signals.uninstall()


def _run_program(argv: list[str]) -> int:
    args = parse_args(argv)
    size = _size(args.size)

    from .qt_start import EXIT_NO_QT, QtCannotStart, import_application, make_application
    from .signature_cache import default_folder
    # Inside --data-dir, as everything else of such a run (the card store is beside it).
    compiled = args.data_dir / "cache" / "python" if args.data_dir else default_folder()
    try:
        QApplication = import_application(compiled)  # noqa: N806 - the class itself
    except QtCannotStart as problem:
        # No Qt, so no message box: stderr and the desktop's notice (qt_start.py).
        from .qt_start import tell_cannot_start
        tell_cannot_start(problem, args.language)
        return EXIT_NO_QT

    errors: list[str] = []
    previous_hook = sys.excepthook

    def hook(kind, value, tb) -> None:
        # Exceptions raised inside Qt slots arrive here; remember them for the exit code.
        errors.append("".join(traceback.format_exception(kind, value, tb)))
        previous_hook(kind, value, tb)

    # Qt unable to open a window ends the program here, said on screen (qt_start.py).
    app = QApplication.instance() or make_application(QApplication, ["cinch-qt"],
                                                      args.language)
    from .quit_signals import quit_on_signal
    quit_on_signal(app)
    app.setApplicationName("cinch-qt")
    app.setOrganizationName("cinch-qt")
    if args.data_dir is not None:
        problem = _data_dir_problem(args.data_dir)
        if problem:
            print(f"cinch-qt: --data-dir {args.data_dir}: {problem}", file=sys.stderr)
            if not _unattended(args):
                from .ui.start_refused import chosen_folder_text, tell_cannot_start
                tell_cannot_start(chosen_folder_text(args.data_dir, problem))
            return 2
        # Read by the storage code: QApplication.instance().property("dataDir").
        app.setProperty("dataDir", str(args.data_dir.resolve()))
    # Whatever is started from here on is stopped on every way out, an exception before
    # the event loop included: a render thread still drawing while Python tears the
    # objects down ends in SIGSEGV.
    cleanups: list = []
    # Cycles are freed on this thread only: a bot or accuracy thread freeing a closed
    # window's Qt objects crashes the program (ui/main_thread_gc.py).
    from .ui.main_thread_gc import collect_on_main_thread
    cleanups.append(collect_on_main_thread(app).stop)
    sys.excepthook = hook
    try:
        return _run(app, args, size, errors, cleanups)
    finally:
        for cleanup in reversed(cleanups):
            try:
                cleanup()
            except Exception:  # noqa: BLE001 - the other cleanups must still run
                traceback.print_exc()
        sys.excepthook = previous_hook


def _showing_first(window, talk):
    """``talk`` (a question or a message box) with the main window shown before it."""
    def wrapped(*args, **kwargs):
        if not window.isVisible():
            window.show()
        return talk(*args, **kwargs)
    return wrapped


def _unattended(args: argparse.Namespace) -> bool:
    """Smoke tests and benchmarks must never wait on a message box."""
    return bool(args.autoplay or args.quit_after_game or args.exit_on_first_paint)


def _data_dir_problem(folder: Path) -> str:
    """Why ``--data-dir folder`` cannot be used, in words, or "" when it can."""
    if folder.exists() and not folder.is_dir():
        return "this is a file, not a folder; name a folder (it is created if need be)"
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        return f"the folder cannot be created ({exc.strerror or exc})"
    return ""


def _run(app, args: argparse.Namespace, size: tuple[int, int] | None, errors: list[str],
         cleanups: list) -> int:
    from .storage import Storage
    from .ui.storage import claim_data_dir

    # Unattended runs (smoke test, benchmarks) must never wait on a message box.
    unattended = _unattended(args)

    def tell(message: str) -> None:
        print(f"cinch-qt: {message}", file=sys.stderr)

    try:
        storage = Storage.for_application()
    except OSError as exc:
        where = exc.filename or app.property("dataDir") or "the data folder"
        print(f"cinch-qt: cannot use {where}: {exc.strerror or exc}", file=sys.stderr)
        if not unattended:
            from .ui.start_refused import data_folder_text, tell_cannot_start
            tell_cannot_start(data_folder_text(where, exc.strerror or exc))
        return 3
    cleanups.append(storage.close)
    if not claim_data_dir(storage, None, tell=tell if unattended else None):
        return 3
    # Imported themes live in the data folder like everything else (a --data-dir run
    # must not write to the home folder), and an import killed half-way leaves a
    # staging folder that only the lock holder may remove.
    from .themes.paths import has_staging
    themes_dir = storage.data_dir / "themes"
    if has_staging(themes_dir):
        from .themes.importer import remove_stale_staging
        remove_stale_staging(themes_dir)
    stored = storage.settings
    # The language first, so every window is built in it.
    from .i18n import install_translator, normalise_language
    from .ui.preferences import read_preferences
    prefs = read_preferences(stored.qsettings)
    try:
        language = normalise_language(args.language) if args.language else None
    except ValueError as exc:
        print(f"cinch-qt: --language: {exc}", file=sys.stderr)
        storage.close()
        return 2
    install_translator(app, language or prefs.language or None)
    game = _first_game(args, storage, unattended, tell)
    if not isinstance(game, int) and (refused := refused_option(args, game)) is not None:
        # Refused rather than ignored: the person asked for something this game has not.
        print(f"cinch-qt: {refused}", file=sys.stderr)
        game = 2
    if isinstance(game, int):
        storage.close()
        return game
    while True:
        outcome = _run_table(app, args, size, errors, cleanups, storage, themes_dir,
                             game, unattended, tell)
        if not isinstance(outcome, (str, tuple)):
            return outcome
        # Game → New with another game: that game's window replaces this one; Import
        # game… of another game's unfinished record: that game's window continues it.
        game, imported = outcome if isinstance(outcome, tuple) else (outcome, None)
        # The person gave the last game up when choosing another: no resume offer.
        args = argparse.Namespace(**{**vars(args), **dict.fromkeys(picked_by()),
                                     "seed": None, "game": game, "players": None,
                                     "target": None,
                                     "switched": True, "imported": imported})


def _first_game(args: argparse.Namespace, storage, unattended: bool, tell) -> str | int:
    """The game to open: ``--game`` / ``--board``, else the unfinished game the autosave
    holds, else the last one chosen (the first start asks).  An int is an exit code."""
    from .games import GAMES
    from .storage.autosave import RESUMABLE
    from .ui.game_chooser import DEFAULT_GAME, choose_game, coming_text, playable, tell_coming
    stored = storage.settings
    game = args.game
    for option, games in picked_by().items():
        value = getattr(args, option, None)
        if value is None:
            continue
        picked = games[value]
        # "--game cribbage --board crib-wars" can mean only the module's plain game on
        # that board, the game crib-wars: a game with no defaults of
        # its own may be narrowed by an option to an entry of the same module.
        plain = (game in GAMES and not GAMES[game].defaults
                 and GAMES[game].module == GAMES[picked].module)
        if game not in (None, picked) and not plain:
            print(f"cinch-qt: --{option} {value} is the game {picked}, not {game}",
                  file=sys.stderr)
            return 2
        game = picked
    if game is not None and not playable(game):
        # Said before anything is dealt, then Cinch is played.
        if unattended:
            tell(coming_text(game))
        else:
            tell_coming(None, game)
        game = DEFAULT_GAME
    if game is None:
        # The unfinished game decides which table opens; StorageUi.offer_resume then
        # offers it there from the same result (the check is made once).
        from .storage.session import startup_check
        found = startup_check(storage, tell if unattended else None)
        if found.status == RESUMABLE and found.game in GAMES:
            game = found.game
    if game is None:
        first_start = not stored.qsettings.contains("ui/last_game")
        if first_start and not unattended and args.seed is None:
            # Cancelled: Cinch, and the question comes again next time.
            game = choose_game(None, settings=stored.qsettings)
        elif not first_start:
            game = stored.get("ui/last_game")
    return game if playable(game) else DEFAULT_GAME


def _check_fonts(tell, errors: list[str] | None = None) -> None:
    """Say when no installed font draws our text; the smoke run (``errors`` given) must
    not pass with unreadable text.  Otherwise run after the first frame."""
    from .ui.font_check import missing_fonts_message, notify_missing_fonts
    if (no_fonts := missing_fonts_message()) is not None:
        tell(no_fonts)
        if errors is not None:
            errors.append(no_fonts)
        else:  # a player is looking: stderr alone is unseen from the menu
            notify_missing_fonts()


def _card_store_dir(args: argparse.Namespace, storage) -> Path:
    """Where drawn cards are kept between runs (themes/card_store.py): ``cinch-qt/cards``
    in the user's cache folder, beside the translations' (i18n/translator.py), or inside
    ``--data-dir`` so such a run writes nowhere else."""
    if args.data_dir is not None:
        return storage.data_dir / "cache" / "cards"
    from PySide6.QtCore import QStandardPaths
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericCacheLocation)
    return Path(base or Path.home() / ".cache") / "cinch-qt" / "cards"


def _unattended_hooks(app, args: argparse.Namespace, window, first_paint, game_over,
                      errors: list[str]) -> None:
    """--exit-on-first-paint, --quit-after-game and --screenshot, alike for every game's
    window (``first_paint`` and ``game_over`` are its table's signals)."""
    from PySide6.QtCore import QTimer

    if args.exit_on_first_paint:
        def painted() -> None:
            print(f"first-paint {time.perf_counter() - _T0:.3f}", flush=True)
            QTimer.singleShot(0, app.quit)
        first_paint.connect(painted)
    if args.quit_after_game:
        game_over.connect(lambda *_result: QTimer.singleShot(0, app.quit))

        def hung() -> None:
            errors.append(f"the game did not finish within {SMOKE_TIMEOUT_S} s")
            app.quit()
        QTimer.singleShot(SMOKE_TIMEOUT_S * 1000, hung)
    if args.screenshot is not None:
        shot = args.screenshot

        def take_screenshot() -> None:
            if not window.grab().save(str(shot)):
                errors.append(f"could not write the screenshot {shot}")
        app.aboutToQuit.connect(take_screenshot)


def _tell_set_aside(storage, storage_ui) -> None:
    """Say which of the settings and the lock was not a file and was renamed (every
    game's window: a cribbage start was silent about it)."""
    from .ui.storage.set_aside import set_aside_text
    for holder in (storage.settings, storage.lock):
        if holder.set_aside is not None:
            storage_ui.tell(set_aside_text(holder.set_aside, holder.set_aside_why))
    # Said once, not again by the next game's window.
    storage.settings.set_aside = storage.lock.set_aside = None


def _run_table(app, args: argparse.Namespace, size, errors: list[str], cleanups: list,
               storage, themes_dir, game: str, unattended: bool,
               tell) -> int | str | tuple:
    """The table of ``game`` until the program quits (an exit code) or another game is
    chosen (its name), or another game's imported record is continued ((its name, the
    record)).  Every game alike: what is the game's own comes from its
    ``table/launch.py`` (ui/table_launch.py), found through the registry."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QDockWidget

    from .games import get_game
    from .themes import CardPixmapCache, restore_theme_settings
    from .ui.game_chooser import choose_game
    from .ui.storage import StorageUi
    from .ui.table_launch import LaunchError

    stored = storage.settings
    launch = get_game(game).launcher()(args, stored, game)
    try:
        session = launch.session()
    except LaunchError as exc:
        print(f"cinch-qt: {exc}", file=sys.stderr)
        storage.close()
        return 2
    cleanups.append(session.shutdown)
    cache = CardPixmapCache(user_dir=themes_dir, store_dir=_card_store_dir(args, storage))
    cleanups.append(cache.shutdown)
    # Prerendering and the felt texture wait for the first frame.
    cache.hold_background()
    restore_theme_settings(cache, stored.qsettings)
    window = launch.window(session, cache)
    first_paint = launch.first_paint(window)
    cache.themeFailed.connect(lambda m: window.statusBar().showMessage(m, 10000))
    if size:
        window.resize(*size)
    else:
        window.fit_to_screen(app.primaryScreen().availableGeometry())
    if window.width() < 1000:
        for dock in window.findChildren(QDockWidget):
            dock.hide()

    storage_ui = StorageUi(storage, session, window, art_cache=cache)
    if unattended:
        storage_ui.tell = tell
        storage_ui.ask = lambda *_args, **_kw: True
        launch.unattended(window)
    storage_ui.add_actions(window.game_menu)
    window.gameGivenUp.connect(storage_ui.file_given_up)
    _tell_set_aside(storage, storage_ui)

    def after_first_paint() -> None:
        cache.release_background()
        launch.release(session)
        if not args.quit_after_game:
            _check_fonts(tell)

    def first_painted() -> None:
        # Queued, so the first frame reaches the screen before any of this starts.
        QTimer.singleShot(0, after_first_paint)
    first_paint.connect(first_painted)
    # A window that is never painted (started minimised) still gets its felt drawn.
    QTimer.singleShot(BACKGROUND_AT_LATEST_MS, cache.release_background)
    launch.hold(session)
    QTimer.singleShot(BACKGROUND_AT_LATEST_MS, lambda: launch.release(session))
    _unattended_hooks(app, args, window, first_paint, session.gameOver, errors)
    if args.quit_after_game:
        # Before anything else happens: the smoke run's verdict needs it.
        _check_fonts(tell, errors)

    switch_to: list = []

    def remember(name: str | None) -> str | None:
        if name is not None:
            stored.set("ui/last_game", name)
        return name

    def switch(name: str) -> None:
        switch_to.append(name)
        # Quit this window's event loop; run() opens the other game's window.
        QTimer.singleShot(0, lambda: (window.close(), app.quit()))

    def chooser() -> str | None:
        # Game → Choose game (Ctrl+Shift+N), after the window asked about the game in
        # progress; the tables are pictured with the deck and felt in use.
        chosen = remember(choose_game(window, stored.get("ui/last_game"),
                                      settings=stored.qsettings))
        if chosen is not None and get_game(chosen).module != get_game(game).module:
            # Another game's window replaces this one (the new game is started there).
            window.give_up_game()
            switch(chosen)
            return None
        return chosen
    window.game_chooser = chooser
    window.switchGame.connect(switch)

    def open_game(name: str, record: dict) -> None:
        switch_to.append((name, record))
        QTimer.singleShot(0, lambda: (window.close(), app.quit()))
    storage_ui.open_game = open_game
    # The table is dealt before the window is shown, so its first frame is the table
    # and never an empty window; a question or a message about the
    # saved game shows the window first, so it is asked over the table.
    for name in ("ask", "tell"):
        setattr(storage_ui, name, _showing_first(window, getattr(storage_ui, name)))
    # The person gave the last game up when choosing this one: no resume offer then.
    # Otherwise the unfinished game is offered before autosave attaches, or the new
    # game would overwrite it (docs/storage.md); another game's save is kept aside.
    resumed = not getattr(args, "switched", False) and storage_ui.offer_resume(
        auto=args.autoplay)
    storage_ui.attach()
    if getattr(args, "imported", None) is not None:
        resumed = storage_ui.continue_record(args.imported)
    remember(session.game_name or game)
    from .quit_signals import received
    # After a quit signal no new game may be saved over the one left unfinished.
    if not resumed and received() is None:
        session.new_game(args.seed)
    window.show()
    try:
        app.exec()
    finally:
        # Stopped here already (not only by run's cleanups) because what follows reads
        # the session's failures.
        session.shutdown()
        cache.shutdown()
        if not switch_to:
            storage.close()
    errors.extend(session.failures)
    if switch_to and not errors:
        window.deleteLater()
        return switch_to[0]
    code = 0
    if errors:
        print(f"cinch-qt: {len(errors)} error(s) during the run; the first:\n{errors[0]}",
              file=sys.stderr)
        code = 1
    st = session.state
    if args.quit_after_game and st is not None and not st.is_over and not errors \
            and received() is None:
        print("cinch-qt: the program quit before the game ended", file=sys.stderr)
        code = 1
    return code
