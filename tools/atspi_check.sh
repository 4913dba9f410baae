#!/usr/bin/env bash
# What a Linux screen reader gets from cinch-qt, on a machine with no display: starts
# Xvfb, a private D-Bus session bus and the AT-SPI bus, runs the game with Qt's
# accessibility bridge on, prints its accessible tree and the events of a short scripted
# game (bid, name trumps, rob the pack, ask for a hint, play the hand out) through
# tools/atspi_dump.py, once per language, then stops everything it started.  Installs
# nothing: if something is missing it prints the apt-get line and exits 2.
#
#   bash tools/atspi_check.sh [--out DIR] [--languages "en fr"] [--speed normal]
#                             [--orca] [--keep] [--game "COMMAND"]
#                             [--tables "cinch cribbage crib-wars"]
#
# --tables which tables to play (default all three): Cinch's scripted hand, and on the
#          cribbage tables a keyboard hand (draw, lay away, play, "Where are we?") with
#          a check that every control is named once (exit status 1 when one is not).
# --orca   also run the Orca screen reader (Debian package orca) against the game and
#          keep what it would have spoken (its "SPEECH OUTPUT" debug lines).
# --keep   leave the output folder's scratch files (buses, data dirs) in place.
# --game   the command that starts the game (default: "$PYTHON -m cinch_qt"), e.g. a
#          frozen build's executable; the game's options are added after it.
# The project's Python is $PYTHON (default: python); pyatspi runs on /usr/bin/python3.
set -u

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(dirname "$here")"
out=""
languages="en fr"
speed="normal"
use_orca=0
keep=0
seed=3
py="${PYTHON:-python}"
game_cmd=""
tables="cinch cribbage crib-wars"

while [ $# -gt 0 ]; do
    case "$1" in
        --out) out="$2"; shift 2 ;;
        --languages) languages="$2"; shift 2 ;;
        --speed) speed="$2"; shift 2 ;;
        --orca) use_orca=1; shift ;;
        --keep) keep=1; shift ;;
        --game) game_cmd="$2"; shift 2 ;;
        --tables) tables="$2"; shift 2 ;;
        -h|--help) sed -n '2,22p' "$0"; exit 0 ;;
        *) echo "atspi_check: unknown option $1 (try --help)" >&2; exit 2 ;;
    esac
done

# ---------------------------------------------------------------- what is needed
launcher=""
for p in /usr/libexec/at-spi-bus-launcher /usr/lib/at-spi2-core/at-spi-bus-launcher \
         /usr/lib/at-spi2/at-spi-bus-launcher; do
    [ -x "$p" ] && launcher="$p" && break
done
missing=()
command -v Xvfb >/dev/null || missing+=(xvfb)
command -v dbus-daemon >/dev/null || missing+=(dbus-daemon)
command -v dbus-send >/dev/null || missing+=(dbus-bin)
[ -n "$launcher" ] || missing+=(at-spi2-core)
/usr/bin/python3 -c 'import pyatspi' 2>/dev/null || missing+=(python3-pyatspi gir1.2-atspi-2.0)
[ "$use_orca" = 1 ] && ! command -v orca >/dev/null && missing+=(orca)
if [ ${#missing[@]} -gt 0 ]; then
    echo "atspi_check: missing Debian packages; install them with:" >&2
    echo "    apt-get update && apt-get install -y --no-install-recommends ${missing[*]}" >&2
    exit 2
fi
if [ -z "$game_cmd" ] && ! "$py" -c 'import PySide6' 2>/dev/null; then
    echo "atspi_check: '$py' cannot import PySide6; set PYTHON to the project's Python" >&2
    exit 2
fi

[ -n "$out" ] || out="$(mktemp -d /tmp/atspi-check.XXXXXX)"
mkdir -p "$out"
out="$(cd "$out" && pwd)"
scratch="$(mktemp -d "$out/run.XXXXXX")"
chmod 700 "$scratch"

pids=()
cleanup() {
    # Stop only what this script started, newest first, each by its own id.
    for ((i=${#pids[@]}-1; i>=0; i--)); do
        kill "${pids[$i]}" 2>/dev/null
    done
    for ((i=${#pids[@]}-1; i>=0; i--)); do
        wait "${pids[$i]}" 2>/dev/null
    done
    [ -n "${dbus_pid:-}" ] && kill "$dbus_pid" 2>/dev/null
    [ "$keep" = 1 ] || rm -rf "$scratch"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# ---------------------------------------------------------------- display and buses
# -displayfd lets Xvfb pick a free display number, so other Xvfb servers are left alone.
exec 5> "$scratch/display"
Xvfb -displayfd 5 -screen 0 1920x1080x24 -nolisten tcp >"$scratch/xvfb.log" 2>&1 &
pids+=($!)
exec 5>&-
for _ in $(seq 50); do [ -s "$scratch/display" ] && break; sleep 0.1; done
if [ ! -s "$scratch/display" ]; then
    echo "atspi_check: Xvfb did not start:" >&2; cat "$scratch/xvfb.log" >&2; exit 1
fi
export DISPLAY=":$(head -1 "$scratch/display")"

# A private runtime dir keeps the AT-SPI bus socket out of anybody else's way.
export XDG_RUNTIME_DIR="$scratch"
bus="$(dbus-daemon --session --fork --print-address=1 --print-pid=1)" || {
    echo "atspi_check: dbus-daemon --session failed" >&2; exit 1; }
export DBUS_SESSION_BUS_ADDRESS="$(echo "$bus" | sed -n 1p)"
dbus_pid="$(echo "$bus" | sed -n 2p)"

"$launcher" --launch-immediately >"$scratch/at-spi-bus-launcher.log" 2>&1 &
pids+=($!)
a11y_bus=""
for _ in $(seq 50); do
    a11y_bus="$(dbus-send --session --print-reply=literal --dest=org.a11y.Bus /org/a11y/bus \
                org.a11y.Bus.GetAddress 2>/dev/null | tr -d ' ')"
    [ -n "$a11y_bus" ] && break
    sleep 0.1
done
if [ -z "$a11y_bus" ]; then
    echo "atspi_check: the AT-SPI bus did not come up:" >&2
    cat "$scratch/at-spi-bus-launcher.log" >&2; exit 1
fi

{
    echo "# atspi_check $(date -u +%Y-%m-%dT%H:%M:%SZ)"
    echo "# display $DISPLAY, AT-SPI bus $a11y_bus"
    echo "# Qt $("$py" -c 'import PySide6.QtCore as c; print(c.qVersion())'), PySide6 $("$py" -c 'import PySide6; print(PySide6.__version__)')"
    echo "# at-spi2-core $(dpkg-query -W -f='${Version}' at-spi2-core 2>/dev/null)," \
         "python3-pyatspi $(dpkg-query -W -f='${Version}' python3-pyatspi 2>/dev/null)"
    [ "$use_orca" = 1 ] && echo "# orca $(orca --version 2>/dev/null)"
} | tee "$out/versions.txt"

if [ "$use_orca" = 1 ]; then
    mkdir -p "$scratch/orca-prefs"
    orca -u "$scratch/orca-prefs" --debug-file "$out/orca-debug.txt" >"$scratch/orca.log" 2>&1 &
    pids+=($!)
    sleep 3
fi

# ---------------------------------------------------------------- the games
# Seed 3: West bids 6, North and East pass, and South (the player, dealer) may bid 14,
# name spades and rob the pack; South then leads.  The steps act through AT-SPI the way
# a keyboard-only player would: press buttons by their accessible names, arrow through
# the cards by the names the table gives them, Space to pick, Enter to play.
steps_for() {
    case "$1" in
        fr) bid='^Annoncer 14$'; trumps='^Atout.*Pique'; notpicked='non choisie$'
            playable=', jouable$'; trick='pli\.'; hint='^Conseil$' ;;
        *)  bid='^Bid 14$'; trumps='^Trumps: Spades$'; notpicked='not picked$'
            playable=', playable$'; trick='wins? the trick'; hint='^Hint$' ;;
    esac
    printf '%s\n' "press:$bid" "wait:1" "press:$trumps"
    for _ in 1 2 3 4 5 6; do printf '%s\n' "seek:$notpicked" "key:space"; done
    # Ask for a hint before the first card: is the advice spoken?
    printf '%s\n' "key:Return" "press:$hint" "wait:5"
    for _ in 1 2 3 4 5 6; do printf '%s\n' "seek:$playable" "key:Return" "until:$trick"; done
    printf '%s\n' "wait:3" "dump"
}

# A cribbage table: cut for the deal, lay away two cards, ask where we are,
# play the hand's cards from the keyboard, and check the names of every control at the
# start, while laying away and at the end.  Seed 6 (2 players): the person deals.
crib_steps_for() {
    case "$1" in
        fr) cut='^Couper$'; notpicked='non choisie$'; playable=', jouable$'
            plays='Vous jouez|joue' ;;
        *)  cut='^Cut$'; notpicked='not picked$'; playable=', playable$'
            plays='You play|plays' ;;
    esac
    printf '%s\n' "names" "press:$cut" "wait:3"
    printf '%s\n' "seek:$notpicked" "key:space" "seek:$notpicked" "key:space" "names"
    printf '%s\n' "key:Return" "wait:3" "key:w" "wait:2"
    for _ in 1 2 3 4; do printf '%s\n' "seek:$playable" "key:Return" "until:$plays"; done
    printf '%s\n' "wait:5" "key:w" "wait:2" "names" "dump"
}

status=0
for table in $tables; do
for lang in $languages; do
    log="$out/game-$table-$lang.log"
    data="$scratch/data-$table-$lang"
    game_args=(--seed "$seed")
    if [ "$table" != cinch ]; then game_args=(--game "$table" --seed 6); fi
    (
        cd "$repo" || exit 1
        export QT_QPA_PLATFORM=xcb QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1 QT_ACCESSIBILITY=1
        # shellcheck disable=SC2086  # --game is a command line: split it into words
        exec ${game_cmd:-"$py" -m cinch_qt} "${game_args[@]}" --speed "$speed" \
            --data-dir "$data" --language "$lang" --size 1600x1000
    ) >"$log" 2>&1 &
    game=$!
    pids+=($game)
    if [ "$table" = cinch ]; then
        mapfile -t steps < <(steps_for "$lang")
        name="atspi-$lang.txt"
    else
        mapfile -t steps < <(crib_steps_for "$lang")
        name="atspi-$table-$lang.txt"
    fi
    args=()
    for s in "${steps[@]}"; do args+=(--step "$s"); done
    echo "== $table, $lang: tree and events -> $out/$name"
    # In the background and waited for, so that Ctrl+C or a kill stops the check at once.
    /usr/bin/python3 "$here/atspi_dump.py" --wait 60 --activate --listen 240 "${args[@]}" \
        >"$out/$name" 2>&1 &
    dump=$!
    pids+=($dump)
    wait "$dump"
    rc=$?
    [ $rc -eq 0 ] || { echo "atspi_check: atspi_dump.py exited $rc for $table, $lang" >&2
                       status=1; }
    kill "$game" 2>/dev/null
    wait "$game" 2>/dev/null
    grep -E "ANNOUNCE|^ *[0-9.]+s focus:|STEP .*(gave up|failed)|NAMES|^# events seen" \
        "$out/$name" | head -60
done
done

if [ "$use_orca" = 1 ]; then
    # One utterance a line; Orca's log continues a long one on indented lines.
    /usr/bin/python3 - "$out/orca-debug.txt" >"$out/orca-speech.txt" <<'PY'
import re, sys
text = open(sys.argv[1], encoding="utf-8", errors="replace").read()
for m in re.finditer(r"SPEECH OUTPUT: '(.*?)'\s*\{", text, re.S):
    print(re.sub(r"\n\s*", " / ", m.group(1)))
PY
    echo "== what Orca would have said: $out/orca-speech.txt ($(wc -l <"$out/orca-speech.txt") lines)"
fi
echo "== output in $out"
exit $status
