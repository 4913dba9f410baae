#!/usr/bin/env python3
"""Try every install route as a newcomer would, each in a fresh minimal Debian 12.

    sudo .venv/bin/python packaging/check_routes.py --deb dist/cinch-qt_0.1.0_amd64.deb \\
        --tarball dist/cinch-qt-0.1.0-linux-x86_64.tar.xz --work /var/tmp/cinch-routes

For a maintainer before a release (it is not part of .ci/run: it needs root, network and
about half an hour).  ``debootstrap --variant=minbase bookworm`` makes a bare root once
(kept in WORK/base and reused); each route gets a fresh copy of it, a chroot with /proc,
/dev and the X socket of an Xvfb server run here, and is followed exactly as a person
would:

* deb     ``apt-get install ./cinch-qt_*.deb`` (apt pulls the Depends), then each game
          started with ``cinch-qt --game G``;
* tarball unpacked and ``./cinch-qt`` started on the bare system (the launcher must name
          the packages, not print a traceback), then the apt line of its README.txt,
          each game, ``./install.sh`` and ``./install.sh --uninstall`` (nothing left);
* readme  the README's apt line (``sudo`` dropped: we are root), a fresh ``git clone`` of
          the repository's HEAD, the README's "open the game" line run literally (venv,
          ``pip install .`` from PyPI, the game), the clone checked for build output,
          then the README's three ``--game`` lines;
* tests   (only when asked: ``--routes tests``) the README's two apt lines, a fresh clone
          and the README's test line, literally.

Every game is left running until its window shows and stops changing; then the whole X
screen is saved as WORK/shots/<route>-<what>.png (a host-side grab through PySide6, so
it needs this project's venv) and the game is stopped.  The last lines printed are the
report: one line per step with its result.
"""

from __future__ import annotations

import argparse
import os
import re
import shlex
import shutil
import signal
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
sys.path.insert(0, str(HERE))

from cinch_pack.xvfb import Xvfb  # noqa: E402

# Every registered game is started on every route (the registry is pure Python: no Qt,
# no game module is imported to list the names).
sys.path.insert(0, str(REPO))
from cinch_qt.games import GAMES as _REGISTRY  # noqa: E402

GAMES = tuple(_REGISTRY)
# A network that inspects HTTPS gives pip here a CA bundle of its own (PIP_CERT); the roots
# get a copy, or pip there could not reach PyPI.  Nothing else of the host goes in.
HOST_CA = os.environ.get("PIP_CERT", "")
ROOT_CA = "/etc/cinch-routes-host-ca.crt"
SCREEN = "1280x800x24"
CHROOT_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"

# Run by the host's Python (with PySide6) on the Xvfb display: grab the root window until
# it shows something (not one colour) and two grabs a few seconds apart are equal.
GRAB = r"""
import sys, time
from PySide6.QtGui import QGuiApplication
app = QGuiApplication(["grab"])
out, deadline = sys.argv[1], time.monotonic() + float(sys.argv[2])
previous = None
while time.monotonic() < deadline:
    image = QGuiApplication.primaryScreen().grabWindow(0).toImage()
    small = image.scaled(160, 100)
    colours = {small.pixel(x, y) for x in range(160) for y in range(100)}
    if len(colours) > 8 and previous is not None and image == previous:
        image.save(out)
        print(len(colours))
        sys.exit(0)
    previous = image if len(colours) > 8 else None
    time.sleep(4)
sys.exit(1)
"""


@dataclass
class Report:
    lines: list[tuple[str, str, str]] = field(default_factory=list)
    failed: bool = False

    def add(self, route: str, step: str, result: str, ok: bool = True) -> None:
        self.lines.append((route, step, result if ok else f"FAILED: {result}"))
        self.failed |= not ok
        print(f"[{route}] {step}: {result if ok else 'FAILED: ' + result}", flush=True)

    def print(self) -> None:
        print("\n=== install routes in a fresh debootstrap --variant=minbase bookworm ===")
        for route, step, result in self.lines:
            step = step if len(step) <= 60 else step[:57] + "..."
            print(f"{route:8} {step:60}  {result}")
        print("RESULT:", "some routes FAILED" if self.failed else "every route works")


def log(message: str) -> None:
    print(f"[check_routes] {message}", flush=True)


def run(command: list[str], **kwargs) -> subprocess.CompletedProcess:
    return subprocess.run(command, capture_output=True, text=True, **kwargs)


class Root:
    """A fresh copy of the minbase root with /proc, /dev, /sys and the X socket mounted."""

    def __init__(self, base: Path, path: Path, display: str) -> None:
        self.path, self.display, self.mounts = path, display, []
        if path.exists():
            shutil.rmtree(path)
        subprocess.run(["cp", "-a", str(base), str(path)], check=True)
        shutil.copy("/etc/resolv.conf", path / "etc" / "resolv.conf")
        if HOST_CA and Path(HOST_CA).is_file():
            shutil.copy(HOST_CA, path / ROOT_CA.lstrip("/"))
        for source, target, options in [("proc", "proc", ["-t", "proc"]),
                                        ("sysfs", "sys", ["-t", "sysfs"]),
                                        ("/dev", "dev", ["--bind"]),
                                        ("/dev/pts", "dev/pts", ["--bind"]),
                                        ("/tmp/.X11-unix", "tmp/.X11-unix", ["--bind"])]:
            (path / target).mkdir(parents=True, exist_ok=True)
            subprocess.run(["mount", *options, source, str(path / target)], check=True)
            self.mounts.append(path / target)

    def env(self) -> list[str]:
        ca = [f"PIP_CERT={ROOT_CA}"] if HOST_CA and Path(HOST_CA).is_file() else []
        return ["env", "-i", "HOME=/root", f"PATH={CHROOT_PATH}", "LANG=C.UTF-8",
                f"DISPLAY={self.display}", "DEBIAN_FRONTEND=noninteractive", "TERM=dumb",
                *ca]

    def sh(self, script: str, timeout: float = 1800) -> subprocess.CompletedProcess:
        return run(["chroot", str(self.path), *self.env(), "bash", "-c", script],
                   timeout=timeout)

    def start(self, script: str, output: Path) -> subprocess.Popen:
        out = output.open("w")
        return subprocess.Popen(["chroot", str(self.path), *self.env(), "bash", "-c", script],
                                stdout=out, stderr=subprocess.STDOUT, start_new_session=True)

    def packages(self) -> int:
        done = self.sh("dpkg-query -W -f '${db:Status-Abbrev}\\n' | grep -c '^ii'")
        return int(done.stdout.strip() or 0)

    def close(self) -> None:
        # Whatever a step left running inside (a game, a notifier) goes first.
        pids = run(["bash", "-c", f"for p in /proc/[0-9]*; do [ \"$(readlink $p/root)\" = "
                    f"'{self.path}' ] && echo ${{p#/proc/}}; done"]).stdout.split()
        for pid in pids:
            try:
                os.kill(int(pid), signal.SIGKILL)
            except (ProcessLookupError, ValueError):
                pass
        for mount in reversed(self.mounts):
            subprocess.run(["umount", "-l", str(mount)], check=False)


def make_base(base: Path, mirror: str) -> None:
    if (base / "usr" / "bin" / "apt-get").is_file():
        log(f"reusing the minimal root {base}")
        return
    log(f"debootstrap --variant=minbase bookworm {base} (a few minutes)")
    partial = base.with_name(base.name + ".partial")
    shutil.rmtree(partial, ignore_errors=True)
    subprocess.run(["debootstrap", "--variant=minbase", "bookworm", str(partial), mirror],
                   check=True, stdout=subprocess.DEVNULL)
    partial.rename(base)


def apt_install(root: Root, packages: list[str], report: Report, route: str,
                what: str) -> bool:
    before = root.packages()
    done = root.sh("cd /root && apt-get update -qq && apt-get install -y -qq "
                   + " ".join(shlex.quote(p) for p in packages))
    ok = done.returncode == 0
    report.add(route, what, f"{root.packages() - before} packages installed" if ok
               else (done.stdout + done.stderr).strip()[-400:], ok)
    return ok


def show_game(root: Root, script: str, shots: Path, name: str, report: Report,
              route: str, step: str, wait: float = 300) -> None:
    """Start ``script`` in the root, screenshot the X screen once the window settles."""
    output = shots / f"{name}.log"
    proc = root.start(script, output)
    shot = shots / f"{name}.png"
    shot.unlink(missing_ok=True)
    env = {**os.environ, "DISPLAY": root.display, "QT_QPA_PLATFORM": "xcb"}
    grab = run([sys.executable, "-c", GRAB, str(shot), str(wait)], env=env,
               timeout=wait + 120)
    still_running = proc.poll() is None
    if still_running:
        os.killpg(proc.pid, signal.SIGTERM)
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
    said = output.read_text(errors="replace")
    problems = [line for line in said.splitlines()
                if re.search(r"Traceback|Error|cannot|could not|empty boxes", line, re.I)]
    if grab.returncode == 0 and still_running:
        extra = f"; it said: {problems[-1][:160]}" if problems else ""
        report.add(route, step, f"window shown, screenshot {shot} "
                   f"({grab.stdout.strip()} colours){extra}")
    else:
        report.add(route, step, f"no window (exit {proc.returncode}); last output: "
                   f"{said.strip()[-300:]}", ok=False)


def route_deb(base: Path, work: Path, deb: Path, display: str, report: Report) -> None:
    root = Root(base, work / "deb", display)
    try:
        shutil.copy(deb, root.path / "root" / deb.name)
        if not apt_install(root, [f"./{deb.name}"], report, "deb",
                           f"apt-get install ./{deb.name}"):
            return
        size = root.sh("du -sb /usr/lib/cinch-qt | cut -f1").stdout.strip()
        report.add("deb", "installed size", f"{int(size or 0) / 1e6:.1f} MB under "
                   f"/usr/lib/cinch-qt; .deb {deb.stat().st_size / 1e6:.1f} MB")
        for game in GAMES:
            # A data folder each: the game killed before would otherwise be "unfinished"
            # and the next one would open with a message about it over its table.
            show_game(root, f"cd /root && cinch-qt --game {game} --data-dir data-{game}",
                      work / "shots",
                      f"deb-{game}", report, "deb", f"cinch-qt --game {game}")
        apt_install(root, ["appstream", "desktop-file-utils"], report, "deb",
                    "validators (appstream, desktop-file-utils)")
        check = root.sh("appstreamcli validate --pedantic --no-net "
                        "/usr/share/metainfo/*.metainfo.xml; "
                        "desktop-file-validate /usr/share/applications/*.desktop")
        report.add("deb", "appstreamcli validate --pedantic, desktop-file-validate",
                   check.stdout.strip().replace("\n", " | ")[-300:] or "clean",
                   check.returncode == 0 and not re.search(r"^[EWIP]: ", check.stdout, re.M))
        gone = root.sh("apt-get remove -y -qq cinch-qt >/dev/null; "
                       "dpkg -L cinch-qt 2>/dev/null | head -1; ls /usr/lib/cinch-qt 2>&1")
        report.add("deb", "apt-get remove cinch-qt",
                   "nothing left" if "No such file" in gone.stdout else gone.stdout[-200:],
                   "No such file" in gone.stdout)
    finally:
        root.close()


def route_tarball(base: Path, work: Path, tarball: Path, display: str,
                  report: Report) -> None:
    root = Root(base, work / "tarball", display)
    try:
        shutil.copy(tarball, root.path / "root" / tarball.name)
        folder = tarball.name.removesuffix(".tar.xz")
        unpack = root.sh(f"cd /root && tar -xf {tarball.name}")
        if unpack.returncode != 0 and "xz: Cannot exec" in unpack.stderr:
            # minbase has no xz: a person must install it before anything else.
            report.add("tarball", "tar -xf on the bare system",
                       "needs xz-utils (minbase has no xz); installing it")
            if not apt_install(root, ["xz-utils"], report, "tarball", "apt install xz-utils"):
                return
            unpack = root.sh(f"cd /root && tar -xf {tarball.name}")
        if unpack.returncode != 0:
            report.add("tarball", "tar -xf", unpack.stderr[-300:], ok=False)
            return
        bare = root.sh(f"cd /root/{folder} && ./cinch-qt --game cinch", timeout=300)
        text = (bare.stdout + bare.stderr).strip()
        plain = bare.returncode != 0 and "sudo apt install" in text and "Traceback" not in text
        report.add("tarball", "./cinch-qt on the bare system",
                   f"exit {bare.returncode}, says: " + " ".join(text.split())[:300], plain)
        readme = (root.path / "root" / folder / "README.txt").read_text()
        line = re.search(r"sudo apt install (.+)", readme)
        if not line:
            report.add("tarball", "README.txt", "no apt line", ok=False)
            return
        if not apt_install(root, line.group(1).split(), report, "tarball",
                           f"README.txt's line: apt install {line.group(1)}"):
            return
        for game in GAMES:
            show_game(root, f"cd /root/{folder} && ./cinch-qt --game {game} "
                      f"--data-dir /root/data-{game}",
                      work / "shots", f"tarball-{game}", report, "tarball",
                      f"./cinch-qt --game {game}")
        root.sh("rm -rf /root/.local")
        done = root.sh(f"cd /root/{folder} && ./install.sh && ls /root/.local/bin && "
                       "./install.sh --uninstall && find /root/.local 2>&1")
        left = done.stdout.strip().splitlines()[-1] if done.stdout.strip() else ""
        report.add("tarball", "./install.sh, then ./install.sh --uninstall",
                   "nothing left under ~/.local" if "No such file" in left
                   else f"left: {left}", done.returncode != 0 and "No such file" in left)
    finally:
        root.close()


def route_tests(base: Path, work: Path, display: str, report: Report) -> None:
    """The README's test line, literally, after its two apt lines (long: the whole suite)."""
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    packages = [p for m in re.finditer(r"`sudo apt install ((?:python3-venv|xvfb) [^`]+)`",
                                       readme) for p in m.group(1).split()]
    test_line = re.search(r"^    (.+)  # run the tests$", readme, re.M)
    if not test_line:
        raise SystemExit("check_routes: README.md has no '# run the tests' line")
    root = Root(base, work / "tests", display)
    try:
        if not apt_install(root, packages, report, "tests",
                           "README's two apt lines: apt install " + " ".join(packages)):
            return
        clone = root.path / "root" / "cinch_qt"
        done = run(["git", "clone", "-q", "--no-hardlinks", str(REPO), str(clone)])
        report.add("tests", "git clone", "ok" if done.returncode == 0 else done.stderr,
                   done.returncode == 0)
        done = root.sh(f"cd /root/cinch_qt && {test_line.group(1)}", timeout=7200)
        (work / "shots" / "tests.log").write_text(done.stdout + done.stderr)
        summary = [line for line in done.stdout.splitlines() if re.search(
            r"\d+ (passed|failed)", line)]
        report.add("tests", test_line.group(1), (summary or ["no summary"])[-1] + f" "
                   f"(exit {done.returncode}; log {work / 'shots' / 'tests.log'})",
                   done.returncode == 0)
    finally:
        root.close()


def readme_lines() -> tuple[list[str], str, list[str]]:
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    apt = re.search(r"`sudo apt install (python3-venv [^`]+)`", readme)
    open_line = re.search(r"^    (.+)  # open the game$", readme, re.M)
    games = re.findall(r"^    (\.venv/bin/cinch-qt --game \S+)\s+#", readme, re.M)
    if not (apt and open_line and games):
        raise SystemExit("check_routes: README.md lacks its apt line, its '# open the game' "
                         "line or its --game lines")
    return apt.group(1).split(), open_line.group(1), games


def route_readme(base: Path, work: Path, display: str, report: Report) -> None:
    packages, open_line, game_lines = readme_lines()
    root = Root(base, work / "readme", display)
    try:
        if not apt_install(root, packages, report, "readme",
                           "README's line: apt install " + " ".join(packages)):
            return
        clone = root.path / "root" / "cinch_qt"
        done = run(["git", "clone", "-q", "--no-hardlinks", str(REPO), str(clone)])
        head = run(["git", "-C", str(clone), "log", "-1", "--format=%h"]).stdout.strip()
        report.add("readme", "git clone", f"commit {head}" if done.returncode == 0
                   else done.stderr[-300:], done.returncode == 0)
        show_game(root, f"cd /root/cinch_qt && {open_line}", work / "shots", "readme-open",
                  report, "readme", open_line, wait=1500)
        left = run(["git", "-C", str(clone), "status", "--porcelain", "--ignored",
                    "--untracked-files=all"]).stdout.splitlines()
        # git quotes names with spaces ("...").
        stray = [line for line in left if not line[3:].strip('"').startswith(".venv/")]
        report.add("readme", "the clone after pip install .",
                   "nothing but .venv/" if not stray else f"also {stray[:5]}", not stray)
        for line in game_lines:
            game = line.split()[-1]
            show_game(root, f"cd /root/cinch_qt && {line}", work / "shots",
                      f"readme-{game}", report, "readme", line)
    finally:
        root.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deb", type=Path)
    parser.add_argument("--tarball", type=Path)
    parser.add_argument("--work", type=Path, default=Path("/var/tmp/cinch-routes"))
    parser.add_argument("--mirror", default="http://deb.debian.org/debian")
    parser.add_argument("--routes", default="deb,tarball,readme",
                        help="comma-separated: deb, tarball, readme, tests (the README's "
                             "test line: the whole suite, an hour or more)")
    args = parser.parse_args(argv)
    routes = args.routes.split(",")
    if os.geteuid() != 0:
        raise SystemExit("check_routes: run as root (debootstrap, chroot, mount)")
    for tool, package in [("debootstrap", "debootstrap"), ("Xvfb", "xvfb"), ("git", "git")]:
        if shutil.which(tool) is None:
            raise SystemExit(f"check_routes: {tool} not found: apt-get install {package}")
    for route, path in [("deb", args.deb), ("tarball", args.tarball)]:
        if route in routes and (path is None or not path.is_file()):
            raise SystemExit(f"check_routes: the {route} route needs --{route} FILE "
                             "(python packaging/build.py makes both)")
    args.work.mkdir(parents=True, exist_ok=True)
    (args.work / "shots").mkdir(exist_ok=True)
    base = args.work / "base"
    make_base(base, args.mirror)
    report = Report()
    if HOST_CA:
        report.add("base", "network", f"pip in the roots trusts this host's CA bundle "
                   f"({HOST_CA}, from PIP_CERT)")
    report.add("base", "debootstrap --variant=minbase bookworm",
               f"{run(['chroot', str(base), 'dpkg-query', '-W']).stdout.count(chr(10))} "
               "packages")
    with Xvfb(SCREEN) as display:
        if "deb" in routes:
            route_deb(base, args.work, args.deb.resolve(), display, report)
        if "tarball" in routes:
            route_tarball(base, args.work, args.tarball.resolve(), display, report)
        if "readme" in routes:
            route_readme(base, args.work, display, report)
        if "tests" in routes:
            route_tests(base, args.work, display, report)
    report.print()
    return 1 if report.failed else 0


if __name__ == "__main__":
    sys.exit(main())
