"""What the program says when Qt itself cannot start, in English, French and Dutch.

The program's words live in Qt catalogues (i18n/, translations/) that only Qt can read,
and Qt is exactly what is missing here, so these few sentences are written out in the
three languages in this module.  The language is the ``--language`` option when given,
else the system's (``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``, ``LANG``, in that order);
the one saved in Settings is kept in a file Qt reads, so it cannot be followed here
(docs/i18n.md).  Nothing here imports Qt.
"""

from __future__ import annotations

import os
from collections.abc import Mapping

SOURCE_LANGUAGE = "en"

# The program's name as the desktop menu shows it (packaging/linux/*.desktop).
TITLE = {
    "en": "Cinch and Cribbage cannot start",
    "fr": "Cinch et cribbage ne peut pas démarrer",
    "nl": "Cinch en cribbage kan niet starten",
}

# Qt (PySide6) cannot be imported: missing, broken, or built for another Python.
LIBRARY = {
    "en": ("The program cannot start: Qt (PySide6), the library that draws its window, "
           "could not be loaded.\n\n{detail}\n\nWhat to do: reinstall the program{how}, "
           "then start it again."),
    "fr": ("Le programme ne peut pas démarrer : impossible de charger Qt (PySide6), la "
           "bibliothèque qui dessine sa fenêtre.\n\n{detail}\n\nQue faire : réinstallez le "
           "programme{how}, puis relancez-le."),
    "nl": ("Het programma kan niet starten: Qt (PySide6), de bibliotheek die het venster "
           "tekent, kon niet worden geladen.\n\n{detail}\n\nWat te doen: installeer het "
           "programma opnieuw{how} en start het daarna opnieuw."),
}

# How to reinstall an installation from source (not said for the frozen build).
FROM_SOURCE = {
    "en": " (installed from source: {command})",
    "fr": " (installation depuis les sources : {command})",
    "nl": " (geïnstalleerd vanuit de broncode: {command})",
}

# Qt was loaded but could not open a window: no display, an unknown QT_QPA_PLATFORM, a
# platform plugin whose system libraries are missing.
DISPLAY = {
    "en": ("The program cannot start: Qt could not open a window on this screen.\n\n"
           "{detail}\n\nWhat to do: start it from your desktop session (a terminal with no "
           "display cannot show a window); if QT_QPA_PLATFORM is set, remove it or name a "
           "platform that is installed (xcb or wayland); on Debian or Ubuntu, install what "
           "Qt's window needs with:\n    sudo apt install {packages}\nthen start it again."),
    "fr": ("Le programme ne peut pas démarrer : Qt n'a pas pu ouvrir de fenêtre sur cet "
           "écran.\n\n{detail}\n\nQue faire : lancez-le depuis votre session de bureau (un "
           "terminal sans affichage ne peut pas montrer de fenêtre) ; si QT_QPA_PLATFORM est "
           "défini, supprimez-le ou indiquez une plateforme installée (xcb ou wayland) ; sous "
           "Debian ou Ubuntu, installez ce dont la fenêtre de Qt a besoin avec :\n"
           "    sudo apt install {packages}\npuis relancez-le."),
    "nl": ("Het programma kan niet starten: Qt kon op dit scherm geen venster openen.\n\n"
           "{detail}\n\nWat te doen: start het vanuit uw bureaubladsessie (een terminal "
           "zonder beeldscherm kan geen venster tonen); als QT_QPA_PLATFORM is ingesteld, "
           "verwijder het dan of geef een geïnstalleerd platform op (xcb of wayland); "
           "installeer op Debian of Ubuntu wat het venster van Qt nodig heeft met:\n"
           "    sudo apt install {packages}\nen start het daarna opnieuw."),
}

LANGUAGES = tuple(TITLE)


def _code(value: str) -> str:
    """``"fr_BE.UTF-8"``, ``"nl-NL"``, ``"FR"`` -> ``"fr"``, ``"nl"``, ``"fr"``."""
    return value.strip().replace("-", "_").split(".")[0].split("_")[0].lower()


def choose_language(option: str | None = None,
                    env: Mapping[str, str] | None = None) -> str:
    """The language to speak in: ``option`` (``--language``) when it is one we have,
    else the system's as gettext reads it (the first of ``LC_ALL``, ``LC_MESSAGES``,
    ``LANG`` that is set; when that is a language, ``LANGUAGE``'s list comes first; none or "C"
    means English), else English."""
    env = os.environ if env is None else env
    locale = next((env[name] for name in ("LC_ALL", "LC_MESSAGES", "LANG")
                   if env.get(name)), "")
    candidates = [option or ""]
    if locale and locale not in ("C", "POSIX") and not locale.startswith("C."):
        candidates += env.get("LANGUAGE", "").split(":") + [locale]
    for candidate in candidates:
        if candidate and _code(candidate) in LANGUAGES:
            return _code(candidate)
    return SOURCE_LANGUAGE
