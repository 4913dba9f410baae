"""Fuzzing the save reader and the theme importer with hostile cases.

Whatever the file, the save reader gives a game that can be saved again and filed, or
a GameFileError (the save moved aside); the theme importer gives a theme whose every
card draws, or a ThemeError, and writes nothing outside its folder.  No other
exception, no hang (FIFOs), no lock-out.  Each test counts the hostile cases it ran
and prints the count (``pytest -s`` shows it, so a run says how much it tried).
"""

from __future__ import annotations

import json
import os
import re
import tempfile
import zipfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cinch_qt.storage import (
    FINISHED,
    MOVED_ASIDE,
    NONE,
    RESUMABLE,
    AutosaveStore,
    GameFileError,
    GamesDB,
)
from cinch_qt.storage.atomic import json_bytes
from cinch_qt.storage.gamefile import MAX_NAME_CHARS, parse_game_bytes
from cinch_qt.themes import ThemeError, import_theme_zip
from cinch_qt.themes.deck_art import load_art
from tests.hostile_cases import (
    ACCEPTABLE_SVGS,
    BOM,
    HOSTILE_SVGS,
    as_bytes,
    deeply_nested,
    finished_save,
    finishes,
    unfinished_save,
    with_huge_seed,
    with_long_name,
    with_surrogate_name,
)
from tests.themes_helpers import KDE, H, W, deck_svg, zip_of

FUZZ = settings(max_examples=200, deadline=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture,
                                       HealthCheck.too_slow])
TOML = f'name = "Fuzz"\naspect = {W / H}\n'
UNFINISHED = unfinished_save()
FINISHED_REC = finished_save()
UNFINISHED_TEXT = json.dumps(UNFINISHED)
FINISHED_TEXT = json.dumps(FINISHED_REC)
COUNT = {"saves": 0, "themes": 0}


def check_game_is_usable(record: dict, db_folder: Path) -> None:
    """What the program does next with a game it accepted must not fail: the
    autosave serialises it, the history files it (finished) or the table shows its
    names (bounded)."""
    json_bytes(record)
    for holder in (record, record.get("cinch_qt") or {}):
        for name in (holder.get("names") or {}).values():
            assert len(name) <= MAX_NAME_CHARS
    if record.get("final") is not None:
        db = GamesDB(db_folder / "games.sqlite3")
        try:
            db.add_game(record)
            db.history()
        finally:
            db.close()


def hostile_saves() -> dict[str, bytes]:
    bid = re.search(r'"bids": \[\["(\w)", (\d+)\]', UNFINISHED_TEXT)
    assert bid is not None
    return {
        "5,000-digit seed": with_huge_seed(UNFINISHED),
        "4,300-digit seed (at Python's limit)": with_huge_seed(UNFINISHED, 4300),
        "5,000-digit seed, finished": with_huge_seed(FINISHED_REC),
        "5,000-digit bid": UNFINISHED_TEXT.replace(bid.group(0), bid.group(0).replace(
            f", {bid.group(2)}]", ", " + "9" * 5000 + "]"), 1).encode(),
        "seed 1e999": UNFINISHED_TEXT.replace(f'"seed": {UNFINISHED["seed"]}',
                                              '"seed": 1e999').encode(),
        "seed NaN": UNFINISHED_TEXT.replace(f'"seed": {UNFINISHED["seed"]}',
                                            '"seed": NaN').encode(),
        "seed -0.0": UNFINISHED_TEXT.replace(f'"seed": {UNFINISHED["seed"]}',
                                             '"seed": -0.0').encode(),
        "lone surrogate name": with_surrogate_name(UNFINISHED),
        "lone low surrogate name": with_surrogate_name(UNFINISHED, "\\udfff"),
        "surrogate pair name (valid)": with_surrogate_name(UNFINISHED, "\\ud83c\\udccf"),
        "lone surrogate name, finished": with_surrogate_name(FINISHED_REC),
        "lone surrogate as a key": UNFINISHED_TEXT.replace('"cinch_qt": {',
                                                           '"cinch_qt": {"\\ud800": 1, ',
                                                           1).encode(),
        "lone surrogate as a level": UNFINISHED_TEXT.replace('"levels": "normal"',
                                                             '"levels": "\\ud800"').encode(),
        "lone surrogate as a card": UNFINISHED_TEXT.replace('"deal": {"S": ["',
                                                            '"deal": {"S": ["\\ud800', 1
                                                            ).encode(),
        "200,000-character name": with_long_name(UNFINISHED),
        "control characters in a name": with_surrogate_name(UNFINISHED, "a\\u0000b\\n\\u001b"),
        "UTF-8 BOM": BOM + as_bytes(UNFINISHED),
        "UTF-8 BOM, finished": BOM + as_bytes(FINISHED_REC),
        "two UTF-8 BOMs": BOM + BOM + as_bytes(UNFINISHED),
        "UTF-16 BOM": b"\xff\xfe" + UNFINISHED_TEXT.encode("utf-16-le"),
        "100,000 nested arrays": deeply_nested(),
        "100,000 nested objects": b'{"a":' * 100_000 + b"1" + b"}" * 100_000,
        "empty": b"",
        "whitespace": b" \n\t ",
        "null": b"null",
        "a list": b"[]",
        "binary": bytes(range(256)) * 4,
        "over 4 MB": b" " * (4 * 1024 * 1024 + 10) + b"{}",
        "cut in half": as_bytes(UNFINISHED)[: len(UNFINISHED_TEXT) // 2],
        "invalid UTF-8 in a name": with_surrogate_name(UNFINISHED, "X").replace(
            b'"X"', b'"\xff\xfe"', 1),
    }


def _load_in(folder: Path):
    return AutosaveStore(folder).load()


def test_fuzz_saves_hostile_cases(qapp, tmp_path: Path) -> None:
    cases = hostile_saves()
    for name, data in cases.items():
        folder = tmp_path / re.sub(r"\W+", "-", name)
        folder.mkdir()
        (folder / "current-game.json").write_bytes(data)
        done, result = finishes(lambda folder=folder: _load_in(folder), wait_s=60)
        assert done, f"{name}: loading hung"
        assert not isinstance(result, BaseException), f"{name}: raised {result!r}"
        assert result.status in (RESUMABLE, FINISHED, MOVED_ASIDE), name
        if result.status == MOVED_ASIDE:
            assert result.message and result.moved_to is not None, name
            assert not (folder / "current-game.json").exists(), name
        else:
            check_game_is_usable(result.record, folder)
        COUNT["saves"] += 1
    # The named cases must come out as promised.
    assert _status(tmp_path, "5,000-digit seed") == MOVED_ASIDE
    assert _status(tmp_path, "lone surrogate name") == RESUMABLE
    assert _status(tmp_path, "UTF-8 BOM") == RESUMABLE


def _status(tmp_path: Path, name: str) -> str:
    folder = tmp_path / re.sub(r"\W+", "-", name)
    if list(folder.glob("*.corrupt-*")):
        return MOVED_ASIDE
    return AutosaveStore(folder).load().status


def test_fuzz_saves_special_files(qapp, tmp_path: Path) -> None:
    """A FIFO, a folder, a device and links to them in place of the save."""
    specials = {
        "FIFO": lambda p: os.mkfifo(p),
        "folder": lambda p: p.mkdir(),
        "link to /dev/zero": lambda p: p.symlink_to("/dev/zero"),
        "link to a FIFO": lambda p: (os.mkfifo(p.with_name("pipe")),
                                     p.symlink_to(p.with_name("pipe"))),
        "dangling link": lambda p: p.symlink_to(p.with_name("nowhere")),
    }
    for name, make in specials.items():
        folder = tmp_path / re.sub(r"\W+", "-", name)
        folder.mkdir()
        save = folder / "current-game.json"
        make(save)
        done, result = finishes(lambda folder=folder: _load_in(folder),
                                save if name != "folder" else None, wait_s=30)
        assert done, f"{name}: loading hung"
        assert not isinstance(result, BaseException), f"{name}: raised {result!r}"
        assert result.status in (MOVED_ASIDE, NONE), (name, result)
        COUNT["saves"] += 1


@st.composite
def mutated_save(draw) -> bytes:
    """A real save with hostile pieces spliced in at random places."""
    text = draw(st.sampled_from([UNFINISHED_TEXT, FINISHED_TEXT]))
    for _ in range(draw(st.integers(1, 3))):
        piece = draw(st.sampled_from([
            "\\ud800", "\\udc00", "9" * 5000, "9" * 400, "[" * 50, "\ufeff", "\\u0000",
            "1e999", "NaN", '"', ",", "}", "x" * 5000, "-", "é"]))
        at = draw(st.integers(0, len(text)))
        if draw(st.booleans()):
            # Replace a number or a string's contents, where the engine will look.
            match = list(re.finditer(r'\d+|"[^"]*"', text))
            chosen = match[draw(st.integers(0, len(match) - 1))]
            wrapped = f'"{piece}"' if chosen.group(0).startswith('"') else piece
            text = text[:chosen.start()] + wrapped + text[chosen.end():]
        else:
            text = text[:at] + piece + text[at:]
    data = text.encode("utf-8", "surrogatepass")
    return (BOM + data) if draw(st.booleans()) else data


@FUZZ
@given(data=mutated_save())
def test_fuzz_saves_mutated(qapp, data: bytes) -> None:
    try:
        game = parse_game_bytes(data)
    except GameFileError as exc:
        assert str(exc)
    else:
        with tempfile.TemporaryDirectory() as folder:
            check_game_is_usable(game.record, Path(folder))
    COUNT["saves"] += 1


# --- the theme importer ------------------------------------------------------------------

def _import(zip_path: Path, user_dir: Path):
    try:
        return import_theme_zip(zip_path, user_dir)
    except ThemeError as error:
        return error


def _check_import(name: str, zip_path: Path, root: Path, accept: bool | None) -> None:
    user = root / "user"
    done, outcome = finishes(lambda: _import(zip_path, user), zip_path, wait_s=60)
    assert done, f"{name}: import hung"
    assert isinstance(outcome, ThemeError) or hasattr(outcome, "id"), (name, outcome)
    if accept is not None:
        assert (not isinstance(outcome, ThemeError)) == accept, (name, outcome)
    if not isinstance(outcome, ThemeError):
        art, renderer = load_art(outcome)
        for card in art.where:
            assert not renderer.card_image(card, 30).isNull()
    # Nothing outside the user folder, no staging folder left behind.
    outside = {p for p in root.rglob("*") if user not in p.parents and p != user}
    assert outside <= {zip_path} | set(zip_path.parents), (name, outside)
    if user.exists():
        assert not [p for p in user.iterdir() if p.name.startswith(".import-")], name
    COUNT["themes"] += 1


def test_fuzz_theme_import_hostile_svgs(qapp, tmp_path: Path) -> None:
    for name, svg in HOSTILE_SVGS.items():
        root = tmp_path / re.sub(r"\W+", "-", name)
        root.mkdir()
        archive = zip_of(root / "theme.zip", {"cards.svg": svg, "theme.toml": TOML})
        _check_import(name, archive, root, accept=name in ACCEPTABLE_SVGS)


def hostile_zips(root: Path) -> dict[str, Path]:
    deck = deck_svg(KDE).encode()
    out: dict[str, Path] = {}

    def zipped(name: str, members: dict[str, bytes | str]) -> None:
        folder = root / re.sub(r"\W+", "-", name)
        folder.mkdir()
        out[name] = zip_of(folder / "theme.zip", members)

    zipped("theme.toml 5,000-digit aspect", {"cards.svg": deck,
                                             "theme.toml": "aspect = " + "9" * 5000})
    zipped("theme.toml nested 5,000 deep", {"cards.svg": deck,
                                            "theme.toml": "a = " + "[" * 5000 + "]" * 5000})
    zipped("theme.toml lone surrogate", {"cards.svg": deck, "theme.toml": 'name = "\\uD800"'})
    zipped("theme.toml with a BOM", {"cards.svg": deck,
                                     "theme.toml": BOM + TOML.encode()})
    zipped("theme.toml over 64 KB", {"cards.svg": deck,
                                     "theme.toml": "# " + "x" * 70_000 + "\n" + TOML})
    zipped("cards.svg with a BOM", {"cards.svg": BOM + deck, "theme.toml": TOML})
    zipped("cards.svg in UTF-16", {"cards.svg": deck_svg(KDE).encode("utf-16"),
                                   "theme.toml": TOML})
    zipped("member named ../escape", {"../cards.svg": deck})
    zipped("member with an absolute path", {"/tmp/cards.svg": deck})
    # A member name flagged UTF-8 that is not: zipfile raises UnicodeDecodeError.
    bad = root / "bad-name"
    bad.mkdir()
    with zipfile.ZipFile(bad / "theme.zip", "w") as archive:
        archive.writestr("cards.svg", deck)
    raw = (bad / "theme.zip").read_bytes()
    (bad / "theme.zip").write_bytes(_flag_utf8(raw.replace(b"cards.svg", b"card\xff.svg")))
    out["member name not UTF-8"] = bad / "theme.zip"
    fifo_dir = root / "fifo"
    fifo_dir.mkdir()
    os.mkfifo(fifo_dir / "theme.zip")
    out["FIFO"] = fifo_dir / "theme.zip"
    folder_dir = root / "folder"
    (folder_dir / "theme.zip").mkdir(parents=True)
    out["folder"] = folder_dir / "theme.zip"
    return out


def _flag_utf8(data: bytes) -> bytes:
    """Set the UTF-8 name flag (bit 11) in every local and central header."""
    out = bytearray(data)
    for signature, offset in ((b"PK\x03\x04", 6), (b"PK\x01\x02", 8)):
        start = 0
        while (at := out.find(signature, start)) >= 0:
            flags = int.from_bytes(out[at + offset:at + offset + 2], "little") | 0x800
            out[at + offset:at + offset + 2] = flags.to_bytes(2, "little")
            start = at + 4
    return bytes(out)


def test_fuzz_theme_import_hostile_zips(qapp, tmp_path: Path) -> None:
    for name, archive in hostile_zips(tmp_path).items():
        accept = {"cards.svg with a BOM": True, "theme.toml 5,000-digit aspect": False,
                  "FIFO": False, "folder": False}.get(name)
        _check_import(name, archive, archive.parent, accept)


@st.composite
def mutated_zip_bytes(draw) -> bytes:
    svg = draw(st.sampled_from([deck_svg(KDE).encode(), *HOSTILE_SVGS.values()]))
    with tempfile.TemporaryDirectory() as folder:
        data = zip_of(Path(folder) / "z.zip", {"cards.svg": svg, "theme.toml": TOML}
                      ).read_bytes()
    data = bytearray(data)
    for _ in range(draw(st.integers(0, 4))):
        at = draw(st.integers(0, len(data) - 1))
        data[at] = draw(st.integers(0, 255))
    return bytes(data)


@FUZZ
@given(data=mutated_zip_bytes())
def test_fuzz_theme_import_mutated(qapp, data: bytes) -> None:
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        archive = root / "theme.zip"
        archive.write_bytes(data)
        _check_import("mutated", archive, root, accept=None)


@pytest.fixture(scope="module", autouse=True)
def report_count():
    yield
    print(f"\nhostile cases tried and passed: {COUNT['saves']} saves, "
          f"{COUNT['themes']} theme imports, {sum(COUNT.values())} in all")
