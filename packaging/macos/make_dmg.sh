#!/usr/bin/env bash
# Wrap Cinch.app in a compressed disk image with an Applications shortcut, so the player
# drags the program (Cinch and Cribbage) into Applications.  Called by packaging/build.py
# on macOS (the third argument, the volume's name, is project.DISPLAY_NAME and the version):
#   bash packaging/macos/make_dmg.sh build/packaging/dist/Cinch.app dist/cinch-qt-X-macos.dmg "Cinch and Cribbage X"
set -euo pipefail
app=${1:?the .app bundle}
out=${2:?the .dmg to write}
volname=${3:-Cinch and Cribbage}
[ -d "$app/Contents/MacOS" ] || { echo "make_dmg.sh: $app is not an .app bundle" >&2; exit 1; }
command -v hdiutil >/dev/null || { echo "make_dmg.sh: hdiutil exists only on macOS" >&2; exit 1; }

stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
cp -R "$app" "$stage/"
ln -s /Applications "$stage/Applications"
# Ad-hoc signature: unsigned arm64 code does not run at all; a real Developer ID signature
# and notarisation need the project's Apple account (not done here).
codesign --force --deep --sign - "$stage/$(basename "$app")"
rm -f "$out"
hdiutil create -volname "$volname" -srcfolder "$stage" -fs HFS+ -format UDZO -ov "$out"
