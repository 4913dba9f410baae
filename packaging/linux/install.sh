#!/bin/sh
# Install this unpacked Cinch folder for the current user only (no root needed):
#   ~/.local/lib/cinch-qt/      the program
#   ~/.local/bin/cinch-qt       launcher (a symlink)
#   ~/.local/share/applications, icons, metainfo   the menu entry and icon
# ./install.sh --uninstall removes exactly these again.
set -eu

APP_ID=io.github.cinch_qt.Cinch
here=$(cd "$(dirname "$0")" && pwd)
data=${XDG_DATA_HOME:-$HOME/.local/share}
lib=$HOME/.local/lib/cinch-qt
bin=$HOME/.local/bin

remove() {
    rm -rf "$lib"
    rm -f "$bin/cinch-qt" "$data/applications/$APP_ID.desktop" \
          "$data/metainfo/$APP_ID.metainfo.xml" \
          "$data/icons/hicolor/scalable/apps/$APP_ID.svg"
    rm -f "$data"/icons/hicolor/*/apps/"$APP_ID.png"
}

refresh_menu() {
    if command -v update-desktop-database >/dev/null 2>&1; then
        update-desktop-database -q "$data/applications" || true
    fi
}

if [ "${1:-}" = "--uninstall" ]; then
    remove
    refresh_menu
    echo "Cinch removed."
    exit 0
fi
if [ ! -x "$here/cinch-qt" ] || [ ! -d "$here/_internal" ]; then
    echo "install.sh: run me from the unpacked cinch-qt folder (cinch-qt and _internal/ missing)" >&2
    exit 1
fi

remove
mkdir -p "$lib" "$bin" "$data/applications" "$data/metainfo"
cp -R "$here/cinch-qt" "$here/_internal" "$lib/"
ln -s "$lib/cinch-qt" "$bin/cinch-qt"
(cd "$here/share" && find icons -type f) | while read -r icon; do
    mkdir -p "$data/$(dirname "$icon")"
    cp "$here/share/$icon" "$data/$icon"
done
cp "$here/share/metainfo/$APP_ID.metainfo.xml" "$data/metainfo/"
# The menu entry must name the launcher by full path: ~/.local/bin is not always on PATH.
sed "s|^Exec=cinch-qt|Exec=$lib/cinch-qt|" "$here/share/applications/$APP_ID.desktop" \
    > "$data/applications/$APP_ID.desktop"
refresh_menu
echo "Cinch installed: find it in your applications menu, or run $bin/cinch-qt"
