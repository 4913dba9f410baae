#!/usr/bin/env python3
"""Compile a Qt Linguist catalogue (.ts) into the binary form QTranslator loads (.qm),
with the standard library only.

    python tools/ts_to_qm.py translations/cinch_qt_fr.ts [GAME_fr.ts ...] out/cinch_qt_fr.qm

Why not lrelease: building the wheel (setup.py) must need nothing but Python, and
lrelease is a Qt program that needs the GUI stack's libraries (libglib, libbrotli...) a
bare system lacks.  The output is byte for byte what PySide6's ``lrelease``
writes in its default mode for the features our catalogues use; tests/i18n/test_ts_to_qm.py
compiles the project's catalogues both ways and compares, so a difference fails there.

The .qm layout (facts about Qt's file format): a 16-byte magic, then sections, each a tag
byte, a big-endian 32-bit length and the data — language code, hash table, messages and
plural rules.  A message is a list of tagged fields (translations in UTF-16BE, comment,
source and context in UTF-8) ending in an end tag; the hash table pairs the ELF hash of
source+comment with the message's offset, sorted, so QTranslator can bisect it.

Features lrelease has and our catalogues do not use (id-based catalogues, length
variants, ``<byte>`` elements, dependencies) are refused with a clear error rather than
compiled differently.
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

MAGIC = bytes.fromhex("3cb86418caef9c95cd211cbf60a1bddd")
SECTION_HASHES, SECTION_MESSAGES, SECTION_NUMERUS, SECTION_LANGUAGE = 0x42, 0x69, 0x88, 0xA7
TAG_END, TAG_TRANSLATION, TAG_SOURCE, TAG_CONTEXT, TAG_COMMENT = 1, 3, 6, 7, 8

# Qt's encoded plural rules, per language: (rule bytes, number of plural forms).  Only the
# languages we ship; another language must be added here (and checked by the test against
# lrelease) before it can be compiled.  French: singular for 0 and 1; Dutch and English:
# singular for 1 only.
NUMERUS_RULES = {
    "fr": (bytes([0x03, 0x01]), 2),
    "nl": (bytes([0x01, 0x01]), 2),
    "en": (bytes([0x01, 0x01]), 2),
}


# (context, source, disambiguating comment, translations; None for a null text)
Message = tuple[str, str, str, list[str | None]]


class TsError(ValueError):
    """The .ts cannot be compiled; the message names the file and the reason."""


def elf_hash(data: bytes) -> int:
    """The hash QTranslator uses to find a message (the classic ELF symbol hash; never 0)."""
    h = 0
    for byte in data:
        if byte == 0:
            break
        h = ((h << 4) + byte) & 0xFFFFFFFF
        g = h & 0xF0000000
        if g:
            h ^= g >> 24
        h &= ~g & 0xFFFFFFFF
    return h or 1


def _text(element: ET.Element | None) -> str:
    return "" if element is None else "".join(element.itertext())


def _language_key(code: str) -> str:
    return code.replace("-", "_").split("_")[0].lower()


def read_ts(path: Path) -> tuple[str, list[Message]]:
    """The language code and the messages lrelease would release: (context, source,
    comment, translations).  Obsolete, vanished and untranslated entries are left out;
    unfinished ones with a text are kept, as lrelease does by default."""
    try:
        root = ET.parse(path).getroot()
    except (OSError, ET.ParseError) as exc:
        raise TsError(f"{path}: cannot read it as a .ts catalogue: {exc}") from None
    if root.tag != "TS":
        raise TsError(f"{path}: not a Qt Linguist catalogue (root element <{root.tag}>)")
    if root.find("dependencies") is not None:
        raise TsError(f"{path}: <dependencies> are not supported by tools/ts_to_qm.py")
    language = root.get("language", "")
    forms = NUMERUS_RULES.get(_language_key(language), (b"", 1))[1]
    messages = []
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            if message.get("id") is not None:
                raise TsError(f"{path}: id-based messages are not supported")
            if message.find(".//byte") is not None:
                raise TsError(f"{path}: <byte> elements are not supported")
            translation = message.find("translation")
            kind = "" if translation is None else translation.get("type", "")
            if kind in ("obsolete", "vanished"):
                continue
            if translation is not None and translation.get("variants") == "yes":
                raise TsError(f"{path}: length variants are not supported")
            if message.get("numerus") == "yes":
                texts = [_text(f) for f in (translation.findall("numerusform")
                                            if translation is not None else [])]
                # As many forms as the language has: missing ones empty, extra dropped.
                texts = (texts + [""] * forms)[:forms]
            else:
                texts = [_text(translation)]
            if kind == "unfinished" and not texts[0]:
                continue
            # Qt reads an empty text as a null string, which the .qm stores differently
            # from an empty one: None here.
            messages.append((name, _text(message.find("source")),
                             _text(message.find("comment")), [t or None for t in texts]))
    return language, messages


def _field(tag: int, data: bytes) -> bytes:
    return struct.pack(">BI", tag, len(data)) + data


def _section(tag: int, data: bytes) -> bytes:
    return struct.pack(">BI", tag, len(data)) + data if data else b""


def compile_messages(language: str, messages: list[Message]) -> bytes:
    """The .qm bytes for these messages (see read_ts for their form)."""
    # A disambiguating comment is only kept where it is needed to tell two entries
    # apart: when the same context and source also exist without a comment.
    plain = {(c, s) for c, s, comment, _ in messages if not comment}
    chosen: dict[tuple[bytes, bytes, bytes], list[str | None]] = {}
    for context, source, comment, texts in messages:
        key = (context.encode(), source.encode(), comment.encode())
        if comment and context and (context, source) not in plain:
            stripped = (key[0], key[1], b"")
            if stripped not in chosen:
                chosen[stripped] = texts
                continue
        chosen.setdefault(key, texts)
    body = bytearray()
    offsets = []
    for key in sorted(chosen):
        context, source, comment = key
        offsets.append((elf_hash(source + comment), len(body)))
        for text in chosen[key]:
            if text is None:  # a null string: length 0xFFFFFFFF and no data
                body += struct.pack(">BI", TAG_TRANSLATION, 0xFFFFFFFF)
            else:
                body += _field(TAG_TRANSLATION, text.encode("utf-16-be"))
        body += _field(TAG_COMMENT, comment) + _field(TAG_SOURCE, source)
        body += _field(TAG_CONTEXT, context) + bytes([TAG_END])
    hashes = b"".join(struct.pack(">II", h, o) for h, o in sorted(offsets))
    rules = NUMERUS_RULES.get(_language_key(language), (b"", 1))[0]
    return b"".join([MAGIC, _section(SECTION_LANGUAGE, language.encode()),
                     _section(SECTION_HASHES, hashes), _section(SECTION_MESSAGES, bytes(body)),
                     _section(SECTION_NUMERUS, rules)])


def compile_file(ts: Path, qm: Path) -> Path:
    """Compile ``ts`` into ``qm`` (written beside, then renamed: a reader never sees half a
    file).  Raises TsError for a catalogue it cannot compile."""
    return compile_files([ts], qm)


def compile_files(sources: list[Path], qm: Path) -> Path:
    """Compile several catalogues of one language into one ``qm``, as ``lrelease a.ts
    b.ts -qm out.qm`` does: the program's own and each game's (docs/i18n.md)."""
    language, messages = read_all(sources)
    data = compile_messages(language, messages)
    qm.parent.mkdir(parents=True, exist_ok=True)
    partial = qm.with_name(f"{qm.name}.{os.getpid()}.part")
    try:
        partial.write_bytes(data)
        os.replace(partial, qm)
    finally:
        partial.unlink(missing_ok=True)
    return qm


def read_all(sources: list[Path]) -> tuple[str, list[Message]]:
    """The language and the messages of several catalogues of one language."""
    if not sources:
        raise TsError("no catalogue to compile")
    language, messages = "", []
    for ts in sources:
        found, more = read_ts(ts)
        if found and _language_key(found) not in NUMERUS_RULES:
            raise TsError(f"{ts}: no plural rules known for language {found!r}; add them "
                          "to NUMERUS_RULES in tools/ts_to_qm.py")
        if language and found and found != language:
            raise TsError(f"{ts}: its language {found!r} is not {language!r}, the "
                          f"language of {sources[0]}")
        language = language or found
        messages += more
    return language, messages


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("ts", type=Path, nargs="+", help="one or more .ts of a language")
    parser.add_argument("qm", type=Path)
    args = parser.parse_args(argv)
    try:
        compile_files(args.ts, args.qm)
    except TsError as exc:
        print(f"ts_to_qm: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
