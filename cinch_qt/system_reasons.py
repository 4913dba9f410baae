"""What the system, zlib or expat said, in words a translation can carry.

Their own texts ("[Errno 13] Permission denied", "Error -3 while decompressing data:
invalid block type", "mismatched tag") are English whatever the person's language.  A
``Reason`` is that raw text (its value as a ``str``, so logs and English messages keep
it exactly) carrying a short ``description`` of the common cases in English, which the
screen translates (context "SystemReason", ``cinch_qt.i18n.reasons.reason_text``).  No
Qt here: the themes' readers, which run on worker threads, make them.
"""

from __future__ import annotations

import errno
from xml.parsers import expat

CONTEXT = "SystemReason"


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - lupdate's name
    """Marks ``text`` for pyside6-lupdate; translated where it is shown."""
    return text


class Reason(str):
    """The raw detail as a string, with ``description``: the common case it is, in
    English words the catalogue translates."""

    description: str

    def __new__(cls, raw: str, description: str) -> Reason:
        made = super().__new__(cls, raw)
        made.description = description
        return made


_BY_ERRNO = {
    errno.ENOENT: QT_TRANSLATE_NOOP("SystemReason", "file not found"),
    errno.EACCES: QT_TRANSLATE_NOOP("SystemReason", "permission denied"),
    errno.EPERM: QT_TRANSLATE_NOOP("SystemReason", "permission denied"),
    errno.ENOTDIR: QT_TRANSLATE_NOOP("SystemReason", "not a folder"),
    errno.EISDIR: QT_TRANSLATE_NOOP("SystemReason", "is a folder, not a file"),
    errno.ENOSPC: QT_TRANSLATE_NOOP("SystemReason", "no space left on the disk"),
    errno.EDQUOT: QT_TRANSLATE_NOOP("SystemReason", "no space left on the disk"),
    errno.EROFS: QT_TRANSLATE_NOOP("SystemReason", "the disk is read-only"),
    errno.EEXIST: QT_TRANSLATE_NOOP("SystemReason", "already exists"),
    errno.ENAMETOOLONG: QT_TRANSLATE_NOOP("SystemReason", "the name is too long"),
    errno.ELOOP: QT_TRANSLATE_NOOP("SystemReason", "too many links"),
    errno.EIO: QT_TRANSLATE_NOOP("SystemReason", "the disk could not be read or written"),
    errno.EINVAL: QT_TRANSLATE_NOOP("SystemReason",
                                    "not a regular file (a pipe, a socket or a device)"),
}
_SYSTEM = QT_TRANSLATE_NOOP("SystemReason", "the system refused")
_GZIP = QT_TRANSLATE_NOOP("SystemReason", "the compressed data is damaged")
_XML = QT_TRANSLATE_NOOP("SystemReason", "XML syntax error")
_BY_EXPAT = {
    "XML_ERROR_NO_ELEMENTS": QT_TRANSLATE_NOOP("SystemReason", "the document is empty"),
    "XML_ERROR_TAG_MISMATCH": QT_TRANSLATE_NOOP("SystemReason",
                                                "a tag is closed that was not opened"),
    "XML_ERROR_UNCLOSED_TOKEN": QT_TRANSLATE_NOOP("SystemReason",
                                                  "the document ends in the middle of a tag"),
    "XML_ERROR_INVALID_TOKEN": QT_TRANSLATE_NOOP("SystemReason",
                                                 "a character that XML does not allow"),
    "XML_ERROR_JUNK_AFTER_DOC_ELEMENT": QT_TRANSLATE_NOOP(
        "SystemReason", "text after the end of the document"),
    "XML_ERROR_UNDEFINED_ENTITY": QT_TRANSLATE_NOOP("SystemReason", "an unknown entity"),
    "XML_ERROR_UNKNOWN_ENCODING": QT_TRANSLATE_NOOP("SystemReason", "an unknown encoding"),
    "XML_ERROR_BAD_CHAR_REF": QT_TRANSLATE_NOOP("SystemReason",
                                                "a character reference that XML does not "
                                                "allow"),
}


def os_reason(error: BaseException) -> Reason:
    """An OSError's reason: its strerror (or text) with the common case's words."""
    raw = getattr(error, "strerror", None) or str(error)
    return Reason(raw, _BY_ERRNO.get(getattr(error, "errno", None) or 0, _SYSTEM))


def gzip_reason(error: BaseException) -> Reason:
    """zlib's reason for refusing compressed data."""
    return Reason(str(error), _GZIP)


def xml_reason(error: expat.ExpatError) -> Reason:
    """expat's reason for refusing a document (its message as the raw text)."""
    raw = expat.errors.messages.get(error.code, str(error))
    name = next((n for n in _BY_EXPAT if getattr(expat.errors, n, None) == raw), None)
    return Reason(raw, _BY_EXPAT[name] if name else _XML)
