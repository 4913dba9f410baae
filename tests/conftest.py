"""Test setup: Qt renders offscreen so the suite runs without a display."""

import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(scope="session")
def qm_cache(tmp_path_factory):
    """Where the catalogues compiled for the tests go (never the user's cache)."""
    return tmp_path_factory.mktemp("qm-cache")


@pytest.fixture
def speak(qapp, qm_cache):
    """speak("fr") installs French and returns the language in use; English is
    restored after the test so no other test sees another language."""
    from cinch_qt import i18n

    def install(language):
        return i18n.install_translator(qapp, language, cache_dir=qm_cache)
    yield install
    install("en")
