"""Windows and macOS steps: the version resource, the NSIS installer and the .dmg.

These run on those systems only (CI: .github/workflows/packaging.yml); on Linux the
version-resource text is still produced by the tests to check it.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

from . import project

NSIS_SCRIPT = project.PACKAGING_DIR / "windows" / "cinch-qt.nsi"
DMG_SCRIPT = project.PACKAGING_DIR / "macos" / "make_dmg.sh"


def version_resource(version: str) -> str:
    """PyInstaller's version-file text: what Explorer shows under Properties > Details."""
    nums = project.numeric_version(version)
    strings = {
        "CompanyName": "cinch_qt developers",
        "FileDescription": project.DISPLAY_NAME,
        "FileVersion": version,
        "InternalName": project.NAME,
        "LegalCopyright": "GPL-3.0-or-later",
        "OriginalFilename": f"{project.NAME}.exe",
        "ProductName": project.DISPLAY_NAME,
        "ProductVersion": version,
    }
    table = ",\n          ".join(f"StringStruct({k!r}, {v!r})" for k, v in strings.items())
    return f"""VSVersionInfo(
  ffi=FixedFileInfo(filevers={nums}, prodvers={nums}, mask=0x3f, flags=0x0,
                    OS=0x40004, fileType=0x1, subtype=0x0, date=(0, 0)),
  kids=[
    StringFileInfo([
      StringTable('040904B0', [
          {table}])]),
    VarFileInfo([VarStruct('Translation', [1033, 1200])])
  ]
)
"""


def build_nsis(bundle: Path, out_dir: Path, version: str, icon: Path) -> Path:
    """Run makensis on packaging/windows/cinch-qt.nsi; returns the setup .exe."""
    makensis = shutil.which("makensis")
    if makensis is None:
        raise project.PackagingError(
            "makensis not found: install NSIS (choco install nsis) to build the installer")
    out = out_dir / f"{project.NAME}-{version}-setup.exe"
    four = ".".join(map(str, project.numeric_version(version)))
    subprocess.run([makensis, "/V3", f"/DVERSION={version}", f"/DVERSION4={four}",
                    f"/DSRCDIR={bundle}", f"/DOUTFILE={out}", f"/DICON={icon}",
                    str(NSIS_SCRIPT)], check=True)
    return out


def build_dmg(app: Path, out_dir: Path, version: str) -> Path:
    """Wrap the .app in a compressed disk image with an Applications shortcut."""
    out = out_dir / f"{project.NAME}-{version}-macos.dmg"
    subprocess.run(["bash", str(DMG_SCRIPT), str(app), str(out),
                    f"{project.DISPLAY_NAME} {version}"], check=True)
    return out
