"""The three games' adapters for the simulator: play one seeded game, return flat records."""

from __future__ import annotations
