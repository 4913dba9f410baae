"""Tests of i18n: the folder mirrors the part of cinch_qt they test."""
