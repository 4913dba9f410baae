; Cinch and Cribbage for Windows: a per-user installer (no administrator rights), made by
;   python packaging/build.py        (on Windows, with NSIS's makensis on PATH)
; which passes the defines below; the version comes from cinch_qt/__init__.py.
;   VERSION   e.g. 0.1.0          VERSION4  e.g. 0.1.0.0 (version resource)
;   SRCDIR    the PyInstaller one-folder build (cinch-qt.exe and _internal\)
;   OUTFILE   the setup .exe to write          ICON  packaging's cinch-qt.ico

!ifndef VERSION
  !error "VERSION is not defined: build with python packaging/build.py"
!endif
!ifndef VERSION4
  !error "VERSION4 is not defined: build with python packaging/build.py"
!endif
!ifndef SRCDIR
  !error "SRCDIR is not defined: build with python packaging/build.py"
!endif
!ifndef OUTFILE
  !error "OUTFILE is not defined: build with python packaging/build.py"
!endif
!ifndef ICON
  !error "ICON is not defined: build with python packaging/build.py"
!endif

Unicode true
SetCompressor /SOLID lzma
!include "MUI2.nsh"

; APPNAME names the Start-menu shortcut's file and stays as the first releases had it (as
; do the install folder and the registry keys), so an update replaces them instead of
; adding a second copy; DISPLAYNAME is what people read (project.DISPLAY_NAME) and
; DESCRIPTION the shortcut's tooltip (the Linux menu entry's Comment).
!define APPNAME "Cinch"
!define DISPLAYNAME "Cinch and Cribbage"
!define DESCRIPTION "Play Cinch (Double Pedro) and Cribbage, also on the Crib Wars board, against computer opponents"
!define EXE "cinch-qt.exe"
!define UNINST_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\cinch-qt"

Name "${DISPLAYNAME} ${VERSION}"
OutFile "${OUTFILE}"
; Per-user: everything under the user's profile and HKCU, so no UAC prompt.
RequestExecutionLevel user
InstallDir "$LOCALAPPDATA\Programs\Cinch"
InstallDirRegKey HKCU "Software\cinch-qt" "InstallDir"

; Version resource of the installer itself (Properties > Details).
VIProductVersion "${VERSION4}"
VIFileVersion "${VERSION4}"
VIAddVersionKey "ProductName" "${DISPLAYNAME}"
VIAddVersionKey "ProductVersion" "${VERSION}"
VIAddVersionKey "FileVersion" "${VERSION}"
VIAddVersionKey "FileDescription" "${DISPLAYNAME} ${VERSION} installer"
VIAddVersionKey "CompanyName" "cinch_qt developers"
VIAddVersionKey "LegalCopyright" "GPL-3.0-or-later"

!define MUI_ICON "${ICON}"
!define MUI_UNICON "${ICON}"
!define MUI_FINISHPAGE_RUN "$INSTDIR\${EXE}"
!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
!insertmacro MUI_LANGUAGE "English"

Section "${DISPLAYNAME}" SecMain
  SetShellVarContext current
  SetOutPath "$INSTDIR"
  ; An update replaces the program folder completely, so no stale Qt file survives.
  RMDir /r "$INSTDIR\_internal"
  File "${SRCDIR}\${EXE}"
  File /r "${SRCDIR}\_internal"
  WriteUninstaller "$INSTDIR\uninstall.exe"

  CreateShortCut "$SMPROGRAMS\${APPNAME}.lnk" "$INSTDIR\${EXE}" "" "$INSTDIR\${EXE}" 0 \
    SW_SHOWNORMAL "" "${DESCRIPTION}"

  WriteRegStr HKCU "Software\cinch-qt" "InstallDir" "$INSTDIR"
  WriteRegStr HKCU "${UNINST_KEY}" "DisplayName" "${DISPLAYNAME}"
  WriteRegStr HKCU "${UNINST_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINST_KEY}" "Publisher" "cinch_qt developers"
  WriteRegStr HKCU "${UNINST_KEY}" "DisplayIcon" "$INSTDIR\${EXE}"
  WriteRegStr HKCU "${UNINST_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINST_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKCU "${UNINST_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKCU "${UNINST_KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINST_KEY}" "NoRepair" 1
SectionEnd

Section "Uninstall"
  SetShellVarContext current
  Delete "$SMPROGRAMS\${APPNAME}.lnk"
  ; Only what we installed: if the player picked a folder holding other files, they stay.
  RMDir /r "$INSTDIR\_internal"
  Delete "$INSTDIR\${EXE}"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
  DeleteRegKey HKCU "${UNINST_KEY}"
  DeleteRegKey HKCU "Software\cinch-qt"
SectionEnd
