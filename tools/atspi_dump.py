#!/usr/bin/python3
"""Print what a Linux screen reader gets from a running cinch-qt: its AT-SPI tree and,
with --listen, the events it sends while the game goes on.

Run it with Debian's own Python (``/usr/bin/python3``), which is where the
python3-pyatspi package puts pyatspi; the game itself runs on the project's Python.
DBUS_SESSION_BUS_ADDRESS must name the session bus the game uses, and an AT-SPI bus
must be running (tools/atspi_check.sh sets all of this up).

Steps (``--step``, repeatable, run in order while listening) let the check act the way
a keyboard-only player would, through the same accessibility bus:

    press:REGEX      press the button or menu item whose name matches REGEX
    key:NAME[*N]     send a key (Left, Right, Up, Down, Return, space, Tab, Escape, or
                     one character) N times, as typed on the keyboard
    focus:REGEX      give keyboard focus to the object whose name matches REGEX
    seek:REGEX       press Right (at least once) until the focused object's name matches
                     REGEX; waits while nothing matches (not the player's turn yet)
    until:REGEX      wait until an event's text matches REGEX (an announcement, a name),
                     counting texts that came since the previous until step matched
    wait:SECONDS     pause
    dump             print the tree again, as it is at that moment
    names            list every control without a name and every role and name that
                     two objects share; any makes the exit status 3

REGEX is searched (re.search), case-sensitive. A step that times out is reported and
the listening goes on.
"""

from __future__ import annotations

import argparse
import ctypes
import ctypes.util
import os
import re
import sys
import time

MISSING = """atspi_dump.py needs pyatspi from Debian's python3-pyatspi package, under Debian's
own Python (/usr/bin/python3), not the project's Python. Install it with:

    apt-get install -y python3-pyatspi gir1.2-atspi-2.0 at-spi2-core
"""

try:
    import pyatspi
    from gi.repository import GLib
except ImportError as exc:  # the one thing this tool cannot do without
    sys.stderr.write(MISSING + f"\n(import failed: {exc}; this Python is {sys.executable})\n")
    sys.exit(2)

# Every kind of event a screen reader acts on; bounds/visible-data changes are left out
# because they fire on every animation frame and say nothing to a listener.
DEFAULT_EVENTS = (
    "object:announcement",
    "object:property-change:accessible-name",
    "object:property-change:accessible-description",
    "object:property-change:accessible-role",
    "object:text-changed",
    "object:state-changed",
    "object:active-descendant-changed",
    "object:selection-changed",
    "object:children-changed",
    "focus:",
    "window:",
)

# X keysyms of the named keys the steps use; one character stands for itself.
KEYSYMS = {
    "Left": 0xFF51, "Up": 0xFF52, "Right": 0xFF53, "Down": 0xFF54,
    "Return": 0xFF0D, "Tab": 0xFF09, "Escape": 0xFF1B, "space": 0x20,
    "BackSpace": 0xFF08, "Home": 0xFF50, "End": 0xFF57,
}

STEP_TIMEOUT = 60.0   # seconds a seek/until step may wait before it is given up
POLL = 0.25           # seconds between two looks while a step waits
SEEK_PAUSE = 2.0      # seconds between two rounds of a seek step through the hand
KEY_WAIT = 6.0        # seconds a seek step waits for the application to take a key
TAIL = 3.0            # seconds of listening after the last step


# --------------------------------------------------------------------------- the tree
def _states(obj) -> list[str]:
    try:
        return sorted(pyatspi.stateToString(s) for s in obj.getState().getStates())
    except Exception as exc:  # a dying object answers with a D-Bus error
        return [f"<states unavailable: {exc}>"]


def _actions(obj) -> str:
    try:
        act = obj.queryAction()
    except Exception:  # pyatspi: NotImplementedError when the object has no actions
        return ""
    parts = []
    for i in range(act.nActions):
        key = act.getKeyBinding(i)
        parts.append(f"{act.getName(i)}({key})" if key else act.getName(i))
    return ", ".join(parts)


def _table_size(obj) -> str:
    try:
        table = obj.queryTable()
    except Exception:
        return ""
    return f"{table.nRows} rows × {table.nColumns} columns"


def _text(obj) -> str:
    """The object's text when it differs from its name (labels show their text as name)."""
    try:
        t = obj.queryText()
        return t.getText(0, -1)
    except Exception:
        return ""


def describe(obj) -> str:
    """One line for an object: role, name, description and whatever else a reader uses."""
    try:
        role, name, desc = obj.getRoleName(), obj.name, obj.description
    except Exception as exc:
        return f"<gone: {exc}>"
    line = f"[{role}] {name!r}"
    if desc:
        line += f"  desc={desc!r}"
    text = _text(obj)
    if text and text != name:
        line += f"  text={text!r}"
    size = _table_size(obj)
    if size:
        line += f"  ({size})"
    acts = _actions(obj)
    if acts:
        line += f"  actions: {acts}"
    return line


def print_tree(obj, depth: int, max_depth: int, max_children: int, showing_only: bool,
               out=sys.stdout) -> None:
    states = _states(obj)
    out.write("  " * depth + describe(obj) + "  {" + ",".join(states) + "}\n")
    if depth >= max_depth:
        return
    try:
        count = obj.childCount
    except Exception:
        return
    shown = 0
    skipped_hidden = 0
    for i in range(count):
        if shown >= max_children:
            out.write("  " * (depth + 1) + f"… {count - i} more children not printed\n")
            break
        child = obj.getChildAtIndex(i)
        if child is None:
            continue
        if showing_only and "showing" not in _states(child) and depth > 0:
            skipped_hidden += 1
            continue
        print_tree(child, depth + 1, max_depth, max_children, showing_only, out)
        shown += 1
    if skipped_hidden:
        out.write("  " * (depth + 1) + f"({skipped_hidden} children not showing left out)\n")


def find_app(name: str, wait: float):
    """The running application called ``name`` on the AT-SPI bus, waiting up to ``wait``
    seconds for it (and its first window) to appear."""
    deadline = time.monotonic() + wait
    while True:
        desktop = pyatspi.Registry.getDesktop(0)
        for app in desktop:
            if app is not None and app.name == name and app.childCount > 0:
                return app
        if time.monotonic() > deadline:
            names = [a.name for a in desktop if a is not None]
            sys.stderr.write(f"atspi_dump: no application {name!r} on the accessibility bus "
                             f"after {wait:.0f} s; applications there: {names or 'none'}.\n"
                             "Was the game started with QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1 "
                             "on the same session bus?\n")
            sys.exit(3)
        time.sleep(POLL)


def walk(obj):
    yield obj
    try:
        count = obj.childCount
    except Exception:
        return
    for i in range(count):
        child = obj.getChildAtIndex(i)
        if child is not None:
            yield from walk(child)


def find(app, pattern: str, roles: tuple[str, ...] = (), showing: bool = True):
    rx = re.compile(pattern)
    for obj in walk(app):
        try:
            if roles and obj.getRoleName() not in roles:
                continue
            if rx.search(obj.name or "") and (not showing or "showing" in _states(obj)):
                return obj
        except Exception:
            continue
    return None


def focused(app):
    for obj in walk(app):
        if "focused" in _states(obj):
            return obj
    return None


# --------------------------------------------------------------------------- the window
class XFocus:
    """Give the application's main window the X input focus.

    Xvfb has no window manager, so nothing activates the window; Qt only reports focus
    (and a reader only follows it) in an active window.  XSetInputFocus is what a window
    manager would do when the player clicks the window.
    """

    def __init__(self) -> None:
        path = ctypes.util.find_library("X11")
        if path is None:
            raise OSError("libX11 not found")
        x = ctypes.CDLL(path)
        x.XOpenDisplay.restype = ctypes.c_void_p
        x.XOpenDisplay.argtypes = [ctypes.c_char_p]
        x.XDefaultRootWindow.restype = ctypes.c_ulong
        x.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
        x.XInternAtom.restype = ctypes.c_ulong
        x.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
        x.XQueryTree.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.POINTER(ctypes.c_ulong),
                                 ctypes.POINTER(ctypes.c_ulong),
                                 ctypes.POINTER(ctypes.POINTER(ctypes.c_ulong)),
                                 ctypes.POINTER(ctypes.c_uint)]
        x.XGetWindowProperty.argtypes = [
            ctypes.c_void_p, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_long, ctypes.c_long,
            ctypes.c_int, ctypes.c_ulong, ctypes.POINTER(ctypes.c_ulong),
            ctypes.POINTER(ctypes.c_int), ctypes.POINTER(ctypes.c_ulong),
            ctypes.POINTER(ctypes.c_ulong), ctypes.POINTER(ctypes.POINTER(ctypes.c_ubyte))]
        x.XSetInputFocus.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_ulong]
        x.XRaiseWindow.argtypes = [ctypes.c_void_p, ctypes.c_ulong]
        x.XFree.argtypes = [ctypes.c_void_p]
        x.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
        x.XCloseDisplay.argtypes = [ctypes.c_void_p]
        self.x = x
        self.dpy = x.XOpenDisplay(None)
        if not self.dpy:
            raise OSError(f"cannot open X display {os.environ.get('DISPLAY')!r}")

    def _property(self, win: int, atom: int, kind: int) -> bytes | None:
        x = self.x
        actual, fmt = ctypes.c_ulong(), ctypes.c_int()
        n, after = ctypes.c_ulong(), ctypes.c_ulong()
        data = ctypes.POINTER(ctypes.c_ubyte)()
        if x.XGetWindowProperty(self.dpy, win, atom, 0, 1024, 0, kind, ctypes.byref(actual),
                                ctypes.byref(fmt), ctypes.byref(n), ctypes.byref(after),
                                ctypes.byref(data)) != 0 or not data:
            return None
        size = n.value * {8: 1, 16: 2, 32: ctypes.sizeof(ctypes.c_long)}.get(fmt.value, 0)
        raw = ctypes.string_at(data, size)
        x.XFree(data)
        return raw if actual.value else None

    def windows_of(self, pid: int, title: str) -> list[int]:
        x = self.x
        root = x.XDefaultRootWindow(self.dpy)
        r, p = ctypes.c_ulong(), ctypes.c_ulong()
        kids = ctypes.POINTER(ctypes.c_ulong)()
        n = ctypes.c_uint()
        if not x.XQueryTree(self.dpy, root, ctypes.byref(r), ctypes.byref(p), ctypes.byref(kids),
                            ctypes.byref(n)):
            return []
        wins = [kids[i] for i in range(n.value)]
        if kids:
            x.XFree(kids)
        pid_atom = x.XInternAtom(self.dpy, b"_NET_WM_PID", 0)
        name_atom = x.XInternAtom(self.dpy, b"_NET_WM_NAME", 0)
        utf8 = x.XInternAtom(self.dpy, b"UTF8_STRING", 0)
        found = []
        for w in wins:
            raw = self._property(w, pid_atom, 6)  # 6: XA_CARDINAL
            if raw is None or int.from_bytes(raw[:4], sys.byteorder) != pid:
                continue
            name = (self._property(w, name_atom, utf8) or b"").decode("utf-8", "replace")
            if name == title:
                found.append(w)
        return found

    def focus(self, pid: int, title: str) -> bool:
        wins = self.windows_of(pid, title)
        if not wins:
            return False
        # The last one is the most recently created window with that title.
        self.x.XRaiseWindow(self.dpy, wins[-1])
        self.x.XSetInputFocus(self.dpy, wins[-1], 2, 0)  # 2: RevertToParent, 0: CurrentTime
        self.x.XSync(self.dpy, 0)
        return True

    def close(self) -> None:
        self.x.XCloseDisplay(self.dpy)


def activate(app) -> None:
    frame = app.getChildAtIndex(0)
    try:
        xf = XFocus()
    except OSError as exc:
        print(f"# --activate: {exc}; events that need an active window will be missing")
        return
    ok = xf.focus(app.get_process_id(), frame.name)
    xf.close()
    print(f"# --activate: window {frame.name!r} {'given the X input focus' if ok else 'not found'}")


# Roles a reader announces by name: one without a name is a fault.
NAMED_ROLES = {"push button", "check box", "radio button", "toggle button", "menu item",
               "menu bar", "menu", "filler", "panel", "layered pane", "table", "spin button",
               "text", "combo box", "row header", "column header", "frame", "dialog",
               "tool bar", "page tab"}
# Data and texts may repeat ("0" in many cells); only controls must differ.
REPEATABLE_ROLES = {"table cell", "label", "static", "separator", "notification",
                    "row header", "column header", "unknown"}


def name_faults(app) -> list[str]:
    """Controls without a name, (role, name) pairs used twice, and children named as
    their parent in the same role (a view and its viewport)."""
    out: list[str] = []
    seen: dict[tuple[str, str], str] = {}

    def visit(obj, parent: tuple[str, str] | None, path: str) -> None:
        try:
            role, name = obj.getRoleName(), obj.name or ""
            count = obj.childCount
        except Exception:
            return
        here = f"{path}/[{role}] {name!r}"
        if role in NAMED_ROLES and not name.strip():
            out.append(f"unnamed {here}")
        if role not in REPEATABLE_ROLES and name:
            if (role, name) in seen:
                out.append(f"duplicate {here} (also {seen[role, name]})")
            seen[role, name] = here
        if parent == (role, name) and name:
            out.append(f"named as its parent {here}")
        for i in range(min(count, 400)):
            child = obj.getChildAtIndex(i)
            if child is None:
                continue
            if role == "table" and i == 0 and child.getRoleName() == "panel":
                continue   # Qt's table corner: nothing in Qt names it
            visit(child, (role, name), here)

    for i in range(app.childCount):
        window = app.getChildAtIndex(i)
        if window is not None:
            visit(window, None, "")
    return out


# --------------------------------------------------------------------------- listening
class Listener:
    def __init__(self, app, seconds: float, steps: list[str], kinds: tuple[str, ...],
                 dump_args: dict) -> None:
        self.app = app
        self.pid = app.get_process_id()
        self.seconds = seconds
        self.steps = list(steps)
        self.kinds = kinds
        self.dump_args = dump_args
        self.t0 = time.monotonic()
        self.recent: list[str] = []       # texts seen since the last until step matched
        self.step_started = 0.0
        self.counts: dict[str, int] = {}
        self.seek_state: dict | None = None   # a seek step's progress across ticks
        self.focus_obj = None             # the last object a focus: event named
        self.stopped = False
        self.name_faults = 0              # found by names steps

    def stamp(self) -> str:
        return f"{time.monotonic() - self.t0:7.2f}s"

    def on_event(self, ev) -> None:
        try:
            if ev.host_application is None or ev.host_application.get_process_id() != self.pid:
                return
        except Exception:
            return
        kind = ev.type
        data = ev.any_data
        if hasattr(data, "getRoleName"):   # an accessible: print it the way sources print
            try:
                data = f"[{data.getRoleName()}] {data.name!r}"
            except Exception:
                data = "<gone>"
        detail = f" ({ev.detail1},{ev.detail2})" if kind.startswith(("object:state", "object:ann",
                                                                     "object:text")) else ""
        src = describe_short(ev.source)
        if kind == "object:announcement":
            line = f"{self.stamp()} ANNOUNCE {src}: {data!r}{detail}"
        elif kind.startswith("focus") or kind == "object:state-changed:focused":
            line = f"{self.stamp()} {kind}{detail} {src}"
        else:
            line = f"{self.stamp()} {kind}{detail} {src}"
            if data not in (None, "", 0) and not kind.startswith("object:state-changed"):
                line += f" -> {data!r}"
        print(line, flush=True)
        self.counts[kind] = self.counts.get(kind, 0) + 1
        if kind.startswith("focus"):
            self.focus_obj = ev.source
        for text in (data, getattr(ev.source, "name", None)):
            if isinstance(text, str) and text:
                self.recent.append(text)

    # -- steps: each returns True when done, False to be asked again after POLL seconds
    def run(self) -> dict[str, int]:
        pyatspi.Registry.registerEventListener(self.on_event, *self.kinds)
        GLib.timeout_add(int(self.seconds * 1000), self._stop)
        if self.steps:
            GLib.timeout_add(int(POLL * 1000), self._tick)
        print(f"# listening {self.seconds:.0f} s for: {', '.join(self.kinds)}", flush=True)
        pyatspi.Registry.start()
        pyatspi.Registry.deregisterEventListener(self.on_event, *self.kinds)
        return self.counts

    def _stop(self) -> bool:
        if self.stopped:
            return False
        self.stopped = True
        if self.steps:
            print(f"# time is up; steps not run: {self.steps}", flush=True)
        pyatspi.Registry.stop()
        return False

    def _tick(self) -> bool:
        if not self.steps:
            return False
        step = self.steps[0]
        if not self.step_started:
            self.step_started = time.monotonic()
            print(f"{self.stamp()} STEP {step}", flush=True)
        try:
            done = self._do(step)
        except Exception as exc:   # one failed step must not end the whole listening
            print(f"{self.stamp()} STEP {step} failed: {exc}", flush=True)
            done = True
        if not done and time.monotonic() - self.step_started > STEP_TIMEOUT:
            print(f"{self.stamp()} STEP {step} gave up after {STEP_TIMEOUT:.0f} s", flush=True)
            done = True
        if done:
            self.steps.pop(0)
            self.step_started = 0.0
            self.seek_state = None
            if not self.steps:   # the events of the last step still have to come in
                print(f"{self.stamp()} all steps done; listening {TAIL:.0f} s more", flush=True)
                GLib.timeout_add(int(TAIL * 1000), self._stop)
        return bool(self.steps)

    def _do(self, step: str) -> bool:
        verb, _, arg = step.partition(":")
        if verb == "wait":
            return time.monotonic() - self.step_started >= float(arg)
        if verb == "dump":
            print(f"# tree at {self.stamp()}:")
            print_tree(self.app, 0, **self.dump_args)
            return True
        if verb == "names":
            found = name_faults(self.app)
            for fault in found:
                print(f"{self.stamp()} NAMES {fault}", flush=True)
            print(f"{self.stamp()} NAMES {len(found)} fault(s)", flush=True)
            self.name_faults += len(found)
            return True
        if verb == "press":
            obj = find(self.app, arg, ("push button", "menu item", "check box", "radio button",
                                       "toggle button"))
            if obj is None or "enabled" not in _states(obj):
                return False   # not there yet (not the player's turn): ask again
            act = obj.queryAction()
            act.doAction(0)
            return True
        if verb == "focus":
            obj = find(self.app, arg)
            if obj is None:
                return False
            obj.queryComponent().grabFocus()
            return True
        if verb == "key":
            name, _, times = arg.partition("*")
            sym = KEYSYMS.get(name, ord(name) if len(name) == 1 else None)
            if sym is None:
                raise ValueError(f"unknown key {name!r}; known: {', '.join(KEYSYMS)} or one "
                                 "character")
            for _ in range(int(times or 1)):
                pyatspi.Registry.generateKeyboardEvent(sym, None, pyatspi.KEY_SYM)
                time.sleep(0.15)   # let the application take each key before the next
            return True
        if verb == "seek":
            return self._seek(re.compile(arg))
        if verb == "until":
            # Texts since the last until step count: a trick won by the player's own card is
            # announced before the next step even starts.
            rx = re.compile(arg)
            if any(rx.search(text) for text in self.recent):
                # One event reaches the listener in several places (its data, its source's
                # name): forget all of it, or the next until would match the same event.
                self.recent.clear()
                return True
            return False
        raise ValueError(f"unknown step {step!r}")


    def _focused_name(self) -> str:
        obj = self.focus_obj or focused(self.app)
        try:
            return (obj.name or "") if obj is not None else ""
        except Exception:
            return ""

    def _seek(self, rx: re.Pattern) -> bool:
        """One Right per look, and the answer read only once the application has taken the
        key (its name changed, or KEY_WAIT passed): a screen reader in the path can hold
        keys back for seconds, and a name read too early is the previous card's."""
        now = time.monotonic()
        st = self.seek_state
        if st is None:
            st = self.seek_state = {"seen": set(), "pressed": None, "before": None,
                                    "resume": 0.0}
        if now < st["resume"]:
            return False
        name = self._focused_name()
        if st["pressed"] is not None:
            if name == st["before"] and now - st["pressed"] < KEY_WAIT:
                return False
            st["pressed"] = None
            if rx.search(name):
                self.seek_state = None
                return True
            if name in st["seen"]:
                # Round the whole hand and nothing matches: not the player's turn yet.
                st["seen"].clear()
                st["resume"] = now + SEEK_PAUSE
                return False
            st["seen"].add(name)
        # Move before reading, even the first time: the name the table had may be stale.
        st["before"] = name
        st["pressed"] = now
        pyatspi.Registry.generateKeyboardEvent(KEYSYMS["Right"], None, pyatspi.KEY_SYM)
        return False


def describe_short(obj) -> str:
    try:
        return f"[{obj.getRoleName()}] {obj.name!r}"
    except Exception:
        return "<gone>"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter,
                                 epilog=__doc__.split("\n\n", 2)[2])
    ap.add_argument("--app", default="cinch-qt", help="application name on the bus")
    ap.add_argument("--wait", type=float, default=30,
                    help="seconds to wait for the application to appear (default 30)")
    ap.add_argument("--max-depth", type=int, default=20)
    ap.add_argument("--max-children", type=int, default=60,
                    help="children printed per object (tables have hundreds of cells)")
    ap.add_argument("--showing-only", action="store_true",
                    help="leave out objects that are not showing (hidden pages, closed menus)")
    ap.add_argument("--no-tree", action="store_true", help="do not print the tree first")
    ap.add_argument("--activate", action="store_true",
                    help="give the window the X input focus first (no window manager on Xvfb)")
    ap.add_argument("--listen", type=float, metavar="SECONDS",
                    help="print the application's events for this long (with --step: until "
                         "the steps are done, at most this long)")
    ap.add_argument("--events", default=",".join(DEFAULT_EVENTS),
                    help="comma-separated AT-SPI event kinds to listen for")
    ap.add_argument("--step", action="append", default=[],
                    help="something to do while listening (see below); repeatable")
    args = ap.parse_args(argv)

    if not os.environ.get("DBUS_SESSION_BUS_ADDRESS"):
        sys.stderr.write("atspi_dump: DBUS_SESSION_BUS_ADDRESS is not set: start this on the "
                         "game's session bus (tools/atspi_check.sh does).\n")
        return 2
    app = find_app(args.app, args.wait)
    print(f"# application {app.name!r} pid {app.get_process_id()}, toolkit "
          f"{app.get_toolkit_name()} {app.get_toolkit_version()}, AT-SPI bus "
          f"{os.environ.get('AT_SPI_BUS_ADDRESS', '(found through the session bus)')}")
    if args.activate:
        activate(app)
        time.sleep(0.5)
    dump_args = {"max_depth": args.max_depth, "max_children": args.max_children,
                 "showing_only": args.showing_only}
    if not args.no_tree:
        print_tree(app, 0, **dump_args)
    if args.listen:
        if args.step and "seek:" in " ".join(args.step) and not args.activate:
            print("# note: seek steps follow the focused object, which only an active window "
                  "has; pass --activate on a display without a window manager")
        kinds = tuple(k.strip() for k in args.events.split(",") if k.strip())
        listener = Listener(app, args.listen, args.step, kinds, dump_args)
        counts = listener.run()
        print("# events seen: " + (", ".join(f"{k} {n}" for k, n in sorted(counts.items()))
                                   or "none"))
        if listener.name_faults:
            return 3
    return 0


if __name__ == "__main__":
    sys.exit(main())
