"""Can this system draw letters?  A bare Linux install may have no font at all.

Then Qt draws every character as an empty box, the table is unreadable, and nothing
fails: the program would run a whole game and exit 0.  The check draws a few ordinary
letters in the interface font and the same number of unassigned code points (which no
font has, so they always come out as the "missing glyph" box); when the two pictures are
identical, or the letters left no ink, text is boxes.  The smoke run
(``--quit-after-game``) counts that as an error, and a normal start says what to install:
on stderr, and to the player through the desktop (notify-send or xmessage, which draw
with fonts of their own), since a Qt dialog would be boxes too.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QFont, QGuiApplication, QImage, QPainter

LETTERS = "HxgQ"
# U+0378, U+0379, U+0380 and U+0381 are unassigned (Greek block): no font has them.
UNKNOWN = "\u0378\u0379\u0380\u0381"


def _draw(text: str, font: QFont) -> QImage:
    image = QImage(160, 48, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setFont(font)
    painter.setPen(QColor("black"))
    painter.drawText(4, 36, text)
    painter.end()
    return image


def text_draws_as_boxes(font: QFont | None = None) -> bool:
    """True when ordinary letters come out as missing-glyph boxes (or not at all)."""
    font = QFont(font) if font is not None else QGuiApplication.font()
    font.setPixelSize(24)
    letters = _draw(LETTERS, font)
    blank = QImage(letters.size(), letters.format())
    blank.fill(QColor("white"))
    return letters == _draw(UNKNOWN, font) or letters == blank


def missing_fonts_message() -> str | None:
    """None when text draws; else what is wrong and what to install."""
    if not text_draws_as_boxes():
        return None
    # English, like the other start-up messages on stderr: with no font there is no
    # screen to show a translation on.
    return ("no usable font was found, so all text shows as empty boxes; install a font "
            "and start again (on Debian or Ubuntu: sudo apt install fonts-dejavu-core)")


def notify_missing_fonts() -> str | None:
    """Tell the player, who may have started us from a menu and sees no terminal, through
    a desktop tool whose text does not depend on our fonts; the tool used, or None when
    the system has none of them (desktop_notice.py)."""
    from PySide6.QtCore import QCoreApplication

    from ..desktop_notice import show
    from ..i18n.placeholders import fill
    from ..i18n.program import program_title
    title = fill(QCoreApplication.translate("FontCheck", "%1: no font installed"),
                 program_title())
    text = fill(QCoreApplication.translate(
        "FontCheck", "No usable font was found, so all text in %1 shows as empty boxes. "
        "Install a font and start %1 again (on Debian or Ubuntu: "
        "sudo apt install fonts-dejavu-core)."), program_title())
    # Not zenity or kdialog: they read the same missing fonts and would show boxes too.
    return show(title, text, tools=("notify-send", "xmessage"))
