#!/bin/sh
# Install this unpacked Cinch folder for the current user only (no root needed):
#   ~/.local/lib/cinch-qt/      the program
#   ~/.local/bin/cinch-qt       launcher (a symlink)
#   ~/.local/share/applications, icons, metainfo   the menu entry and icon
# ./install.sh --uninstall removes exactly these again, and the folders the install
# created (listed in ~/.local/lib/cinch-qt/created-folders) when nothing else is in them.
set -eu

APP_ID=io.github.cinch_qt.Cinch
COMPONENT_ID=io.github.cinch_qt.cinch  # the AppStream id: packaging/cinch_pack/project.py
here=$(cd "$(dirname "$0")" && pwd)
data=${XDG_DATA_HOME:-$HOME/.local/share}
lib=$HOME/.local/lib/cinch-qt
bin=$HOME/.local/bin

record=$lib/created-folders
created=""

# mkdir -p that remembers which folders did not exist before (parents first).
make_dir() {
    missing=""
    dir=$1
    while [ ! -d "$dir" ] && [ "$dir" != "$HOME" ]; do
        missing="$dir
$missing"
        dir=$(dirname "$dir")
    done
    mkdir -p "$1"
    created="$created
$missing"
}

# Folders an earlier install created, so a reinstall still removes them later.
earlier_folders() {
    if [ -f "$record" ]; then cat "$record"; fi
}

# Deepest first; rmdir leaves a folder that holds anything else.
remove_folders() {
    printf '%s\n' "$1" | sed '/^$/d' | sort -r -u | while read -r dir; do
        # update-desktop-database's own index is all the menu folder holds once we left.
        if [ "$(ls -A "$dir" 2>/dev/null)" = "mimeinfo.cache" ]; then
            rm -f "$dir/mimeinfo.cache"
        fi
        rmdir "$dir" 2>/dev/null || true
    done
}

remove() {
    rm -rf "$lib"
    rm -f "$bin/cinch-qt" "$data/applications/$APP_ID.desktop" \
          "$data/metainfo/$COMPONENT_ID.metainfo.xml" \
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
    folders=$(earlier_folders)
    remove
    refresh_menu
    remove_folders "$folders"
    echo "Cinch removed."
    exit 0
fi
if [ ! -x "$here/cinch-qt" ] || [ ! -d "$here/_internal" ]; then
    echo "install.sh: run me from the unpacked cinch-qt folder (cinch-qt and _internal/ missing)" >&2
    exit 1
fi

created=$(earlier_folders)
remove
for dir in "$lib" "$bin" "$data/applications" "$data/metainfo"; do
    make_dir "$dir"
done
cp -R "$here/cinch-qt" "$here/_internal" "$lib/"
ln -s "$lib/cinch-qt" "$bin/cinch-qt"
icons=$(cd "$here/share" && find icons -type f | sort)
for icon in $icons; do
    make_dir "$data/$(dirname "$icon")"
    cp "$here/share/$icon" "$data/$icon"
done
printf '%s\n' "$created" | sed '/^$/d' | sort -u > "$record"
cp "$here/share/metainfo/$COMPONENT_ID.metainfo.xml" "$data/metainfo/"
# The menu entry must name the launcher by full path: ~/.local/bin is not always on PATH.
sed "s|^Exec=cinch-qt|Exec=$lib/cinch-qt|" "$here/share/applications/$APP_ID.desktop" \
    > "$data/applications/$APP_ID.desktop"
refresh_menu
echo "Cinch installed: find it in your applications menu, or run $bin/cinch-qt"
