"""Tests of themes: the folder mirrors the part of cinch_qt they test."""
