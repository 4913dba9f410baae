"""Helpers behind ``packaging/build.py``: project facts, icons, the .deb and the tarball.

This is a plain package (not ``packaging`` itself: that name belongs to the PyPI library
pytest and PyInstaller import, so ``packaging/`` must never get an ``__init__.py``).
"""
