# Overrides PyInstaller's own hook for this module: same collection, minus the Qt plugins
# and catalogues the table never loads (cinch_pack.qtpick), before PyInstaller resolves
# their library dependencies, so nothing they alone need (GTK, Wayland...) gets bundled.
from cinch_pack.qtpick import hook_collect

hiddenimports, binaries, datas = hook_collect(__file__)
