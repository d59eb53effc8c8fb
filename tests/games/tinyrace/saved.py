"""Tiny Race's values for the codec, imported by it the first time one is saved or loaded."""

from wordgames.saving.codec import register

from .game import INFO, Points, Rules, State

for _kind in (*INFO.actions, State, Points, Rules):
    register(_kind, f"tinyrace.{_kind.__name__}")
